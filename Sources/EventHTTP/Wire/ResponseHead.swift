#if canImport(Glibc)
import Glibc
#endif

/// The status line and header fields of an answer, as bytes (RFC 9112 §4, §5).
///
/// The framing fields are the layer's: a responder's own `Content-Length` or
/// `Transfer-Encoding` is dropped, and so is any field whose name is not a token or whose value
/// holds CR, LF, NUL or another control character (it would split the head, or end it).
struct ResponseHead {
    /// How the answer's body is delimited.
    enum Framing {
        /// `Content-Length` (for `HEAD`, the length `GET` would send, and no body follows).
        case length(Int)
        /// A status that has no body (1xx, 204, 304): no framing field at all.
        case none
        /// `Transfer-Encoding: chunked` (a stream to an HTTP/1.1 client).
        case chunked
        /// The body ends when the connection closes (a stream to an HTTP/1.0 client).
        case untilClose
    }

    var status: HTTPStatus
    var minorVersion: Int
    var headers: HTTPHeaders
    var framing: Framing
    /// Whether the connection closes after this answer (`Connection: close` is sent), or, for
    /// an HTTP/1.0 client that asked to keep it, stays open (`Connection: keep-alive`).
    var closes: Bool

    /// Whether an answer of `status` may carry a body (RFC 9110 §6.4.1).
    static func allowsBody(_ status: HTTPStatus) -> Bool {
        !(100..<200).contains(status.code) && status.code != 204 && status.code != 304
    }

    /// Appends the head, its final empty line included, to `out`; `date` is a whole `Date`
    /// field line.
    func write(to out: inout [UInt8], date: [UInt8]) {
        out.append(contentsOf: minorVersion >= 1 ? Self.http11 : Self.http10)
        appendDecimal(status.code, to: &out)
        out.append(space)
        out.append(contentsOf: status.reasonPhrase.utf8)
        out.append(contentsOf: Self.crlf)
        var saysConnection = false
        for field in headers {
            guard Self.isSendable(field) else { continue }
            if field.name.caseInsensitiveEquals("Content-Length") || field.name.caseInsensitiveEquals("Transfer-Encoding") {
                continue
            }
            if field.name.caseInsensitiveEquals("Connection") {
                // The layer's decision wins: a responder's `close` is honoured by the server
                // (it sets `closes`), and `keep-alive` is said below when it holds.
                guard closes else { continue }
                saysConnection = true
            }
            out.append(contentsOf: field.name.utf8)
            out.append(contentsOf: Self.colonSpace)
            out.append(contentsOf: field.value.utf8)
            out.append(contentsOf: Self.crlf)
        }
        // After the responder's fields: `Date`, the connection's fate, the framing (the order
        // evhttp wrote them in, which the documents' examples show).
        out.append(contentsOf: date)
        if closes {
            if !saysConnection { out.append(contentsOf: Self.connectionClose) }
        } else if minorVersion == 0 {
            out.append(contentsOf: Self.connectionKeepAlive)
        }
        switch framing {
        case .length(let length):
            out.append(contentsOf: Self.contentLength)
            appendDecimal(length, to: &out)
            out.append(contentsOf: Self.crlf)
        case .chunked:
            out.append(contentsOf: Self.chunked)
        case .none, .untilClose:
            break
        }
        out.append(contentsOf: Self.crlf)
    }

    /// A field whose name is a token and whose value holds no control character but tab.
    static func isSendable(_ field: (name: String, value: String)) -> Bool {
        !field.name.isEmpty && field.name.utf8.allSatisfy(isTokenCharacter) && field.value.utf8.allSatisfy(isFieldValueCharacter)
    }

    private static let http11 = Array("HTTP/1.1 ".utf8)
    private static let http10 = Array("HTTP/1.0 ".utf8)
    static let crlf = Array("\r\n".utf8)
    private static let colonSpace = Array(": ".utf8)
    private static let contentLength = Array("Content-Length: ".utf8)
    private static let chunked = Array("Transfer-Encoding: chunked\r\n".utf8)
    private static let connectionClose = Array("Connection: close\r\n".utf8)
    private static let connectionKeepAlive = Array("Connection: keep-alive\r\n".utf8)
    /// The interim answer to `Expect: 100-continue` (RFC 9110 §10.1.1).
    static let continueLine = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}

/// Appends `value` (not negative) in decimal.
func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &out) }
    out.append(UInt8(ascii: "0") + UInt8(value % 10))
}

/// Appends `value` (not negative) in lowercase hexadecimal (a chunk size).
func appendHexadecimal(_ value: Int, to out: inout [UInt8]) {
    if value >= 16 { appendHexadecimal(value / 16, to: &out) }
    let digit = UInt8(value % 16)
    out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
}

/// The `Date` field line (RFC 9110 §6.6.1), written once a second: every answer of a loop
/// carries the same bytes until the second changes.
struct DateField {
    private var second: time_t = -1
    private(set) var line: [UInt8] = []

    /// The line for now.
    mutating func current() -> [UInt8] {
        let now = time(nil)
        if now != second {
            second = now
            line = Self.line(for: now)
        }
        return line
    }

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Date: Sun, 06 Nov 1994 08:49:37 GMT` and its CRLF (IMF-fixdate).
    static func line(for time: time_t) -> [UInt8] {
        var seconds = time
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text =
            "Date: \(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT\r\n"
        return Array(text.utf8)
    }
}
