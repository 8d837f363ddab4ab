/// Reads HTTP/1.1 requests off a connection's bytes, strictly (RFC 9112). Besides the request
/// it hands over (its fields and body), it allocates only the list of a head's lines.
///
/// Fed the connection's unread bytes again and again as more arrive, it consumes what it has
/// read (the caller drops those bytes) and tells what it found: a whole head, then a whole body,
/// then the next request's head (pipelining); or a refusal, after which the connection must
/// close, since where the next request would begin is unknown. Every message either framing
/// rule of the project refuses, or that two parsers could read differently, is refused here:
/// docs/development.md, "The HTTP layer", lists them.
///
/// One enum holds the phase; each step is a transition that returns what the caller should do.
struct RequestParser {
    /// What one request may hold. The connection layer answers past them with the statuses of
    /// ``RequestParseError``.
    struct Limits: Sendable {
        /// The request line and the header fields together, their CRLFs included.
        var maxHeadBytes = 16 * 1024
        var maxFields = 100
        /// The body, decoded (a chunked body's chunk sizes and extensions do not count).
        var maxBodyBytes = 1 << 20
        /// Blank lines taken before a request line (RFC 9112 §2.2 asks for "at least one").
        var maxLeadingBlankLines = 8
    }

    /// A request line and header fields, read and checked.
    struct Head: Sendable, Equatable {
        var method: HTTPMethod
        /// The method's token as sent (an ``HTTPMethod/unknown`` keeps its name here).
        var methodToken: String
        /// The request target as sent (origin-form `/path?query`, absolute-form, `*`, or an
        /// authority for `CONNECT`).
        var target: String
        /// 0 for HTTP/1.0, 1 for HTTP/1.1.
        var minorVersion: Int
        var headers: HTTPHeaders
        /// Whether the client waits for `100 Continue` before sending its body.
        var expectsContinue: Bool
        /// Whether the connection may carry another request after this one's answer.
        var keepAlive: Bool
        var framing: Framing
    }

    /// How the body of a request is delimited (RFC 9112 §6.3).
    enum Framing: Sendable, Equatable {
        case none
        case length(Int)
        case chunked
    }

    /// What the parser found in the bytes it was given.
    enum Found: Equatable {
        /// Nothing whole yet: call again with more bytes.
        case needMore
        /// A request's head; its body (possibly empty) follows.
        case head(Head)
        /// The body of the request whose head came last, whole.
        case body([UInt8])
        /// The bytes cannot be read as a request: answer, then close the connection.
        case refused(RequestParseError)
    }

    private enum Phase {
        /// Reading the head: `lineStart` is where the current line begins, `scanned` how far
        /// it has been searched for its end, `blankLines` the empty lines taken so far.
        case head(lineStart: Int, scanned: Int, blankLines: Int)
        /// A `Content-Length` body: `remaining` bytes still to come.
        case fixedBody(remaining: Int)
        /// A chunked body, in one of its parts.
        case chunked(Chunked)
        case failed(RequestParseError)
    }

    let limits: Limits
    /// The request line of the head read last, once read: what a refusal of its fields or body
    /// names (`nil` while a head's line is still to come, or could not be read).
    private(set) var requestLine: RequestLine?
    private var phase = Phase.head(lineStart: 0, scanned: 0, blankLines: 0)
    private var body: [UInt8] = []

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads from `bytes`, the connection's unread bytes, and sets `consumed` to how many of
    /// them it has read for good (the caller drops those before the next call).
    mutating func next(_ bytes: UnsafeBufferPointer<UInt8>, consumed: inout Int) -> Found {
        consumed = 0
        switch phase {
        case .failed(let error):
            return .refused(error)
        case .head(let lineStart, let scanned, let blankLines):
            return readHead(bytes, lineStart: lineStart, scanned: scanned, blankLines: blankLines, consumed: &consumed)
        case .fixedBody(let remaining):
            let taken = min(remaining, bytes.count)
            body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<taken]))
            consumed = taken
            guard taken == remaining else {
                phase = .fixedBody(remaining: remaining - taken)
                return .needMore
            }
            return finishBody()
        case .chunked(let state):
            return readChunked(bytes, state, consumed: &consumed)
        }
    }

    // MARK: - Head

    private mutating func readHead(
        _ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, scanned: Int, blankLines: Int, consumed: inout Int
    ) -> Found {
        var blankLines = blankLines
        var skipped = 0
        if scanned == 0 {
            requestLine = nil
            // Empty lines before a request line are taken and dropped (RFC 9112 §2.2), a few.
            while skipped + 1 < bytes.count, bytes[skipped] == cr, bytes[skipped + 1] == lf {
                blankLines += 1
                guard blankLines <= limits.maxLeadingBlankLines else { return fail(.malformedRequestLine) }
                skipped += 2
            }
        }
        consumed = skipped
        let input = UnsafeBufferPointer(rebasing: bytes[skipped...])
        var lineStart = lineStart
        var index = scanned
        // Each line is checked for a bare CR or LF as its end is found; the head ends at the
        // first empty line.
        while index < input.count {
            // The limit is a position: a byte past it is refused whatever it is, so that the
            // head reads alike however its bytes arrive.
            guard index < limits.maxHeadBytes else { return fail(.headTooLarge(limit: limits.maxHeadBytes)) }
            let byte = input[index]
            if byte == lf { return fail(.bareLineFeed) }
            guard byte == cr else {
                // A control character is refused as it arrives, not when its line ends.
                if (byte < 0x20 && byte != tab) || byte == 0x7F {
                    let line = UnsafeBufferPointer(rebasing: input[lineStart..<index])
                    return fail(lineStart == 0 ? .malformedRequestLine : controlCharacter(byte, inField: line))
                }
                index += 1
                continue
            }
            guard index + 1 < input.count else { break }
            guard input[index + 1] == lf else { return fail(.bareCarriageReturn) }
            if index == lineStart, index > 0 {
                guard index + 2 <= limits.maxHeadBytes else { return fail(.headTooLarge(limit: limits.maxHeadBytes)) }
                consumed = skipped + index + 2
                return parsedHead(UnsafeBufferPointer(rebasing: input[0..<index]))
            }
            index += 2
            lineStart = index
        }
        phase = .head(lineStart: lineStart, scanned: index, blankLines: blankLines)
        return .needMore
    }

    /// The refusal of a control character in a field line, `line` being what came before it:
    /// in its value, named by what precedes the colon; in its name if no colon came yet.
    private func controlCharacter(_ byte: UInt8, inField line: UnsafeBufferPointer<UInt8>) -> RequestParseError {
        if line.first == space || line.first == tab { return .obsoleteLineFolding }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .invalidFieldName(printable(line)) }
        return .invalidFieldValue(name: String(decoding: UnsafeBufferPointer(rebasing: line[0..<colon]), as: UTF8.self), byte: byte)
    }

    /// The head's lines (without the final empty line), split at CRLF: the request line, then
    /// one field a line.
    private mutating func parsedHead(_ head: UnsafeBufferPointer<UInt8>) -> Found {
        // Room for a usual head's lines at once: grown line by line, the array was reallocated
        // four times a request.
        var lines: [UnsafeBufferPointer<UInt8>] = []
        lines.reserveCapacity(16)
        var start = 0
        var index = 0
        while index + 1 < head.count {
            if head[index] == cr {
                lines.append(UnsafeBufferPointer(rebasing: head[start..<index]))
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        guard let firstLine = lines.first else { return fail(.malformedRequestLine) }
        guard lines.count - 1 <= limits.maxFields else { return fail(.tooManyFields(limit: limits.maxFields)) }
        let parsedLine: RequestLine
        switch RequestLine.parse(firstLine) {
        case .success(let line): parsedLine = line
        case .failure(let error): return fail(error)
        }
        self.requestLine = parsedLine
        var headers = HTTPHeaders(capacity: lines.count - 1)
        for line in lines.dropFirst() {
            switch Self.field(line) {
            case .success(let field): headers.add(field.name, field.value)
            case .failure(let error): return fail(error)
            }
        }
        switch Self.semantics(of: headers, line: parsedLine, limits: limits) {
        case .failure(let error):
            return fail(error)
        case .success(let head):
            switch head.framing {
            case .none:
                phase = .head(lineStart: 0, scanned: 0, blankLines: 0)
            case .length(let length):
                body.reserveCapacity(length)
                phase = length == 0 ? .head(lineStart: 0, scanned: 0, blankLines: 0) : .fixedBody(remaining: length)
            case .chunked:
                phase = .chunked(.size(scanned: 0))
            }
            if case .head = phase { body = [] }
            return .head(head)
        }
    }

    /// `name: value` (RFC 9112 §5): a token, the colon right after it, the value without its
    /// surrounding whitespace; only visible characters, spaces, tabs and obs-text in it.
    static func field(_ line: UnsafeBufferPointer<UInt8>) -> Result<(name: String, value: String), RequestParseError> {
        guard let first = line.first else { return .failure(.malformedField("")) }
        if first == space || first == tab { return .failure(.obsoleteLineFolding) }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .failure(.malformedField(printable(line))) }
        let name = UnsafeBufferPointer(rebasing: line[0..<colon])
        guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else {
            return .failure(.invalidFieldName(printable(name)))
        }
        var start = colon + 1
        var end = line.count
        while start < end, line[start] == space || line[start] == tab { start += 1 }
        while end > start, line[end - 1] == space || line[end - 1] == tab { end -= 1 }
        let value = UnsafeBufferPointer(rebasing: line[start..<end])
        for byte in value where !isFieldValueCharacter(byte) {
            return .failure(.invalidFieldValue(name: String(decoding: name, as: UTF8.self), byte: byte))
        }
        return .success((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
    }

    /// What the fields mean for the message: its framing, keep-alive and `Expect` (RFC 9112 §6,
    /// §9.3; RFC 9110 §10.1.1), each ambiguity refused.
    static func semantics(of headers: HTTPHeaders, line: RequestLine, limits: Limits) -> Result<Head, RequestParseError> {
        var contentLength: String?
        var transferEncoding: String?
        var connection: [Substring] = []
        var expect: String?
        for field in headers {
            if field.name.caseInsensitiveEquals("Content-Length") {
                guard contentLength == nil else { return .failure(.repeatedContentLength) }
                contentLength = field.value
            } else if field.name.caseInsensitiveEquals("Transfer-Encoding") {
                guard transferEncoding == nil else { return .failure(.repeatedTransferEncoding) }
                transferEncoding = field.value
            } else if field.name.caseInsensitiveEquals("Connection") {
                connection += listElements(field.value)
            } else if field.name.caseInsensitiveEquals("Expect") {
                guard expect == nil else { return .failure(.unsupportedExpectation(field.value)) }
                expect = field.value
            }
        }
        var framing = Framing.none
        if let transferEncoding {
            guard contentLength == nil else { return .failure(.contentLengthWithTransferEncoding) }
            guard line.minorVersion >= 1 else { return .failure(.transferEncodingInHTTP10) }
            // A list (RFC 9110 §5.6.1: empty elements are dropped) whose only coding is one
            // `chunked`; `chunked` twice is a framing fault, any other coding unsupported.
            let codings = listElements(transferEncoding)
            let chunked = codings.filter { String($0).caseInsensitiveEquals("chunked") }.count
            guard chunked == codings.count, chunked > 0 else { return .failure(.unsupportedTransferEncoding(transferEncoding)) }
            guard chunked == 1 else { return .failure(.repeatedTransferEncoding) }
            framing = .chunked
        } else if let contentLength {
            let digits = contentLength.utf8
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .failure(.invalidContentLength(printable(contentLength)))
            }
            // More digits than any allowed length has are too large whatever their value.
            guard digits.count <= 18, let length = Int(contentLength), length <= limits.maxBodyBytes else {
                return .failure(.bodyTooLarge(limit: limits.maxBodyBytes))
            }
            framing = .length(length)
        }
        var expectsContinue = false
        if let expect {
            guard expect.caseInsensitiveEquals("100-continue") else { return .failure(.unsupportedExpectation(expect)) }
            // An HTTP/1.0 client cannot understand `100 Continue` (RFC 9110 §10.1.1): ignored.
            expectsContinue = line.minorVersion >= 1
        }
        let listed = { (token: String) in connection.contains { String($0).caseInsensitiveEquals(token) } }
        let keepAlive = line.minorVersion >= 1 ? !listed("close") : listed("keep-alive")
        return .success(
            Head(
                method: line.method, methodToken: line.methodToken, target: line.target, minorVersion: line.minorVersion,
                headers: headers, expectsContinue: expectsContinue, keepAlive: keepAlive, framing: framing))
    }

    // MARK: - Bodies

    /// A chunked body waits for more bytes in `state`.
    mutating func pause(_ state: Chunked) -> Found {
        phase = .chunked(state)
        return .needMore
    }

    var bodyCount: Int { body.count }

    mutating func appendBody(_ bytes: UnsafeBufferPointer<UInt8>) {
        body.append(contentsOf: bytes)
    }

    mutating func finishBody() -> Found {
        let whole = body
        body = []
        phase = .head(lineStart: 0, scanned: 0, blankLines: 0)
        return .body(whole)
    }

    mutating func fail(_ error: RequestParseError) -> Found {
        phase = .failed(error)
        body = []
        return .refused(error)
    }
}

// MARK: - Bytes

let cr = UInt8(ascii: "\r")
let lf = UInt8(ascii: "\n")
let space = UInt8(ascii: " ")
let tab = UInt8(ascii: "\t")

/// `tchar` of RFC 9110 §5.6.2.
func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
        UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
        UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        true
    default:
        false
    }
}

/// The value of a hexadecimal digit, either case (a chunk size, a percent escape).
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// A field value's bytes (RFC 9110 §5.5): visible characters, space, tab and obs-text; never
/// NUL, CR, LF or another control character.
func isFieldValueCharacter(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || (byte > 0x20 && byte != 0x7F)
}

/// At most 64 bytes of `bytes`, control characters and quotes as `?`, for a message.
func printable(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes.prefix(64).map { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "'") ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
}

func printable(_ text: String) -> String {
    printable(Array(text.utf8))
}

func printable(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { printable($0) }
}

/// The elements of a list-valued field (RFC 9110 §5.6.1): split at commas, spaces and tabs
/// around each trimmed, empty ones dropped.
func listElements(_ value: String) -> [Substring] {
    value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
}

extension String {
    /// Whether the string starts with `prefix`, ASCII letters in either case.
    func lowercasedHasPrefix(_ prefix: String) -> Bool {
        utf8.count >= prefix.utf8.count && String(decoding: utf8.prefix(prefix.utf8.count), as: UTF8.self).caseInsensitiveEquals(prefix)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
