/// Why a request is refused before any route sees it: its bytes cannot be read as one request
/// (RFC 9112), or two parsers could read them differently (request smuggling), or it breaks a
/// rule of the request line or `Host` that the server enforces for every route.
///
/// The connection layer hands the responder such a request with this set, an empty body and the
/// target's path when the request line could be read (else `/`), so that it is logged and
/// answered like any other refusal. Whatever the responder answers, the server closes the
/// connection after it: where a next request would begin is unknown, and nothing after it is
/// read. docs/development.md, "The HTTP layer", lists every refusal.
public struct FramingViolation: Sendable, Equatable, CustomStringConvertible {
    /// The status of the answer: 400, 413 (body), 417 (`Expect`), 431 (head), 501 (transfer
    /// coding) or 505 (version).
    public let status: HTTPStatus
    /// The problem's type (RFC 9457), a slug: `invalid-framing`, `malformed-request-line`,
    /// `header-fields-too-large`, `body-too-large`, `unsupported-transfer-coding`,
    /// `expectation-failed` or `http-version-not-supported`.
    public let type: String
    /// The problem's title, one per type.
    public let title: String
    /// What is wrong with the request, in a sentence.
    public let detail: String

    public var description: String { detail }

    init(_ error: RequestParseError) {
        self.init(status: error.status, type: error.type, title: error.title, detail: error.detail)
    }

    private init(status: HTTPStatus, type: String, title: String, detail: String) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
    }

    /// `Host` sent more than once (RFC 9112 §3.2).
    static let repeatedHost = FramingViolation(
        status: .badRequest, type: "invalid-framing", title: RequestParseError.framingTitle,
        detail: "Host is sent more than once.")
    /// An HTTP/1.1 request without `Host` (RFC 9112 §3.2: a server must refuse it with 400).
    static let missingHost = FramingViolation(
        status: .badRequest, type: "invalid-framing", title: RequestParseError.framingTitle,
        detail: "An HTTP/1.1 request must send Host (RFC 9112 §3.2).")

    /// The `Host` rule of RFC 9112 §3.2 for a request of `minorVersion` with `headers`: once,
    /// and always in HTTP/1.1.
    static func host(in headers: HTTPHeaders, minorVersion: Int) -> FramingViolation? {
        var hosts = 0
        for field in headers where field.name.caseInsensitiveEquals("Host") { hosts += 1 }
        if hosts > 1 { return .repeatedHost }
        if hosts == 0, minorVersion >= 1 { return .missingHost }
        return nil
    }
}
