/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    public let code: Int
    public let reasonPhrase: String

    public init(code: Int, reasonPhrase: String) {
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    public var description: String { "\(code) \(reasonPhrase)" }

    public static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
    public static let created = HTTPStatus(code: 201, reasonPhrase: "Created")
    public static let noContent = HTTPStatus(code: 204, reasonPhrase: "No Content")
    public static let notModified = HTTPStatus(code: 304, reasonPhrase: "Not Modified")
    public static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
    public static let unauthorized = HTTPStatus(code: 401, reasonPhrase: "Unauthorized")
    public static let forbidden = HTTPStatus(code: 403, reasonPhrase: "Forbidden")
    public static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
    public static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
    public static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
    public static let gone = HTTPStatus(code: 410, reasonPhrase: "Gone")
    public static let preconditionFailed = HTTPStatus(code: 412, reasonPhrase: "Precondition Failed")
    public static let contentTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
    public static let expectationFailed = HTTPStatus(code: 417, reasonPhrase: "Expectation Failed")
    public static let unprocessableContent = HTTPStatus(code: 422, reasonPhrase: "Unprocessable Content")
    public static let tooManyRequests = HTTPStatus(code: 429, reasonPhrase: "Too Many Requests")
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reasonPhrase: "Request Header Fields Too Large")
    public static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
    public static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
    public static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reasonPhrase: "HTTP Version Not Supported")
    public static let insufficientStorage = HTTPStatus(code: 507, reasonPhrase: "Insufficient Storage")

    private static let known: [HTTPStatus] = [
        .ok, .created, .noContent, .notModified, .badRequest, .unauthorized, .forbidden, .notFound, .methodNotAllowed,
        .conflict, .gone, .preconditionFailed, .contentTooLarge, .expectationFailed, .unprocessableContent,
        .tooManyRequests, .requestHeaderFieldsTooLarge, .internalServerError, .notImplemented, .serviceUnavailable,
        .httpVersionNotSupported, .insufficientStorage,
    ]

    /// The status with `code` and its standard reason phrase (an empty one for a code not listed here).
    public init(code: Int) {
        self = Self.known.first { $0.code == code } ?? HTTPStatus(code: code, reasonPhrase: "")
    }
}
