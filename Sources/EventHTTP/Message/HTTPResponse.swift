/// A response to send: status, header fields and body bytes.
///
/// `Content-Length` is written by libevent from the body; `Date` too.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a body and its `Content-Type`.
    public init(status: HTTPStatus, contentType: String, body: [UInt8], headers: HTTPHeaders = HTTPHeaders()) {
        var headers = headers
        headers.set("Content-Type", contentType)
        self.init(status: status, headers: headers, body: body)
    }
}
