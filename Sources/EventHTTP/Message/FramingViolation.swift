/// A request whose message framing (RFC 9112 §6) two parsers could read differently.
///
/// libevent 2.1 takes the first `Content-Length` of several, keeps a name with a space before
/// the colon as a different field (`Content-Length `), and prefers `Transfer-Encoding: chunked`
/// to a `Content-Length` beside it. A proxy in front may choose otherwise, and the bytes one of
/// them takes for a body the other takes for a second request (request smuggling). RFC 9112
/// asks a server to refuse such a message with 400 and close the connection; ``HTTPServer``
/// always closes it after the answer, and the responder chooses the answer.
public enum FramingViolation: Sendable, Equatable, CustomStringConvertible {
    /// `Content-Length` sent more than once.
    case repeatedContentLength
    /// A `Content-Length` that is not a plain decimal number.
    case invalidContentLength(String)
    /// `Transfer-Encoding` beside `Content-Length`.
    case contentLengthWithTransferEncoding
    /// A `Transfer-Encoding` other than one `chunked`, the only coding this server reads.
    case unsupportedTransferEncoding(String)
    /// A field name with whitespace or another character a token may not hold (RFC 9110 §5.1).
    case invalidFieldName(String)
    /// `Host` sent more than once (RFC 9112 §3.2).
    case repeatedHost
    /// An HTTP/1.1 request without `Host` (RFC 9112 §3.2: a server must refuse it with 400).
    case missingHost
    /// A body on a method libevent 2.1 reads none for (`HEAD`, `TRACE`, methods it does not
    /// name): the body's bytes would be read as the next request.
    case bodyWithoutFraming(HTTPMethod)

    public var description: String {
        switch self {
        case .repeatedContentLength:
            "Content-Length is sent more than once."
        case .invalidContentLength(let value):
            "Content-Length '\(Self.printable(value))' is not a decimal number."
        case .contentLengthWithTransferEncoding:
            "Content-Length and Transfer-Encoding are both sent."
        case .unsupportedTransferEncoding(let value):
            "Transfer-Encoding '\(Self.printable(value))' is not supported; only chunked is."
        case .invalidFieldName(let name):
            "The header name '\(Self.printable(name))' is not a token (whitespace before the colon?)."
        case .repeatedHost:
            "Host is sent more than once."
        case .missingHost:
            "An HTTP/1.1 request must send Host (RFC 9112 §3.2)."
        case .bodyWithoutFraming(let method):
            "A \(method == .unknown ? "request of this method" : method.rawValue + " request") cannot carry a body here."
        }
    }

    /// The first violation in `headers` of a `method` request, if any.
    static func first(in headers: HTTPHeaders, method: HTTPMethod) -> FramingViolation? {
        if let violation = first(in: headers) { return violation }
        // libevent reads no body for these (http.c, evhttp_method_may_have_body).
        guard [.HEAD, .TRACE, .unknown].contains(method) else { return nil }
        let length = headers["Content-Length"]
        if headers["Transfer-Encoding"] != nil || (length != nil && length != "0") { return .bodyWithoutFraming(method) }
        return nil
    }

    /// The first violation in `headers`, if any.
    static func first(in headers: HTTPHeaders) -> FramingViolation? {
        var contentLength: String?
        var transferEncoding: String?
        var hosts = 0
        for field in headers {
            guard field.name.utf8.allSatisfy(isTokenCharacter), !field.name.isEmpty else {
                return .invalidFieldName(field.name)
            }
            if field.name.caseInsensitiveEquals("Content-Length") {
                guard contentLength == nil else { return .repeatedContentLength }
                contentLength = field.value
            } else if field.name.caseInsensitiveEquals("Transfer-Encoding") {
                // A second field would be read as a list with the first: refuse it like a list.
                guard transferEncoding == nil else { return .unsupportedTransferEncoding(field.value) }
                transferEncoding = field.value
            } else if field.name.caseInsensitiveEquals("Host") {
                hosts += 1
                if hosts > 1 { return .repeatedHost }
            }
        }
        if contentLength != nil, transferEncoding != nil { return .contentLengthWithTransferEncoding }
        if let value = contentLength, value.isEmpty || !value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            return .invalidContentLength(value)
        }
        if let value = transferEncoding, !value.caseInsensitiveEquals("chunked") {
            return .unsupportedTransferEncoding(value)
        }
        return nil
    }

    /// The value with control characters and quotes replaced, short enough for a message.
    private static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.prefix(64).map {
                    $0.value < 0x20 || $0.value == 0x7F || $0 == "'" ? "?" : $0
                }))
    }
}
