/// Why bytes could not be read as a request (RFC 9112), with the status and the problem
/// (RFC 9457) the connection layer answers before it closes the connection: after a refusal,
/// where a next request would begin is unknown.
enum RequestParseError: Error, Sendable, Equatable {
    /// Not `method SP target SP HTTP/x.y`, one space apart, or too many blank lines before it.
    case malformedRequestLine
    /// A CR not followed by LF.
    case bareCarriageReturn
    /// A LF not preceded by CR.
    case bareLineFeed
    /// The request line and fields past ``RequestParser/Limits/maxHeadBytes``.
    case headTooLarge(limit: Int)
    case tooManyFields(limit: Int)
    /// A field line without a colon.
    case malformedField(String)
    /// A field line starting with whitespace (RFC 9112 §5.2).
    case obsoleteLineFolding
    /// A field name that is not a token: whitespace before the colon, among others.
    case invalidFieldName(String)
    /// NUL, CR, LF or another control character in a field's value.
    case invalidFieldValue(name: String, byte: UInt8)
    case repeatedContentLength
    /// `Transfer-Encoding` on more than one line (its codings would be read as one list), or
    /// `chunked` in it more than once.
    case repeatedTransferEncoding
    case invalidContentLength(String)
    case contentLengthWithTransferEncoding
    /// `Transfer-Encoding` in an HTTP/1.0 request (RFC 9112 §6.1: its framing is faulty).
    case transferEncodingInHTTP10
    /// A transfer coding other than one `chunked`.
    case unsupportedTransferEncoding(String)
    /// A body past ``RequestParser/Limits/maxBodyBytes``.
    case bodyTooLarge(limit: Int)
    /// An `Expect` other than `100-continue`.
    case unsupportedExpectation(String)
    /// A major version other than 1.
    case unsupportedVersion(String)
    /// A chunk's size line or the CRLF after its data.
    case malformedChunk(String)

    var status: HTTPStatus {
        switch self {
        case .headTooLarge, .tooManyFields: .requestHeaderFieldsTooLarge
        case .bodyTooLarge: .contentTooLarge
        case .unsupportedTransferEncoding: .notImplemented
        case .unsupportedExpectation: .expectationFailed
        case .unsupportedVersion: .httpVersionNotSupported
        default: .badRequest
        }
    }

    /// The problem's `type`: one per status, the framing ones together.
    var type: String {
        switch self {
        case .headTooLarge, .tooManyFields: "header-fields-too-large"
        case .bodyTooLarge: "body-too-large"
        case .unsupportedTransferEncoding: "unsupported-transfer-coding"
        case .unsupportedExpectation: "expectation-failed"
        case .unsupportedVersion: "http-version-not-supported"
        case .malformedRequestLine: "malformed-request-line"
        default: "invalid-framing"
        }
    }

    static let framingTitle = "Invalid message framing"

    /// The problem's title, one per ``type``.
    var title: String {
        switch type {
        case "header-fields-too-large": "Request header fields too large"
        case "body-too-large": "Body too large"
        case "unsupported-transfer-coding": "Transfer coding not implemented"
        case "expectation-failed": "Expectation failed"
        case "http-version-not-supported": "HTTP version not supported"
        case "malformed-request-line": "Malformed request line"
        default: Self.framingTitle
        }
    }

    var detail: String {
        switch self {
        case .malformedRequestLine:
            "The request line is not 'METHOD /target HTTP/1.1', one space apart."
        case .bareCarriageReturn: "A CR is not followed by LF; lines end with CRLF."
        case .bareLineFeed: "A LF is not preceded by CR; lines end with CRLF."
        case .headTooLarge(let limit): "The request line and header fields are limited to \(limit) bytes."
        case .tooManyFields(let limit): "A request carries at most \(limit) header fields."
        case .malformedField(let line): "The header line '\(line)' has no colon."
        case .obsoleteLineFolding: "A header line starts with whitespace (obsolete line folding, RFC 9112 §5.2)."
        case .invalidFieldName(let name): "The header name '\(name)' is not a token (whitespace before the colon?)."
        case .invalidFieldValue(let name, let byte):
            "The value of \(printable(name)) holds the control character 0x\(String(byte, radix: 16, uppercase: true))."
        case .repeatedContentLength: "Content-Length is sent more than once."
        case .repeatedTransferEncoding: "Transfer-Encoding is sent more than once, or names chunked more than once."
        case .invalidContentLength(let value): "Content-Length '\(value)' is not a decimal number."
        case .contentLengthWithTransferEncoding: "Content-Length and Transfer-Encoding are both sent."
        case .transferEncodingInHTTP10: "An HTTP/1.0 request cannot carry Transfer-Encoding."
        case .unsupportedTransferEncoding(let value):
            "Transfer-Encoding '\(printable(value))' is not supported; only chunked is."
        case .bodyTooLarge(let limit): "Request bodies are limited to \(limit) bytes."
        case .unsupportedExpectation(let value): "Expect '\(printable(value))' is not supported; only 100-continue is."
        case .unsupportedVersion(let version): "HTTP/\(version) is not supported; this server speaks HTTP/1.1."
        case .malformedChunk(let what): "The chunked body is malformed: \(what)."
        }
    }
}
