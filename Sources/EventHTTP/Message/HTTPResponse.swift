#if canImport(Glibc)
import Glibc
#endif

/// A response to send: status, header fields and body bytes.
///
/// `Content-Length` is written by the connection from the body (a responder's own is dropped);
/// `Date` too.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// For a streaming answer: called on the loop's thread once the status and headers are
    /// sent, with the stream to write the body to (the body above is sent first). Used for
    /// Server-Sent Events; no `Content-Length`, the body is chunked.
    public var stream: (@Sendable (HTTPStream) -> Void)?
    /// For an answer given later: called on the loop's thread with the reply to send, from
    /// any thread, when the answer is ready (status and body above are unused; header fields
    /// above are added to the answer's, unless it has a field of the same name).
    public var deferred: (@Sendable (HTTPReply) -> Void)?
    /// Called on the loop's thread with the answer as it is handed to the connection: the one
    /// the client receives, which is not this one when the request deadline passed first (a
    /// 503), nor for a deferred answer (the answer given later). For logs and metrics.
    public var onSent: (@Sendable (HTTPResponse) -> Void)?

    public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer given later through `reply`, from any thread.
    public init(deferred start: @escaping @Sendable (HTTPReply) -> Void) {
        self.init(status: .internalServerError)
        self.deferred = start
    }

    /// No answer yet: once `work` (started on the loop's thread) calls its completion, from any
    /// thread, the responder is called again on the loop's thread with the same request, marked
    /// ``HTTPRequest/isRepeated``, and its answer is the answer. For work that must not hold the
    /// loop when the responder itself cannot leave it (its state is the loop's). The request's
    /// deadline keeps running meanwhile.
    public init(respondingAgainAfter work: @escaping @Sendable (_ done: @escaping @Sendable () -> Void) -> Void) {
        self.init(deferred: { reply in work { reply.send(HTTPResponse(status: .internalServerError, respondAgain: true)) } })
    }

    private init(status: HTTPStatus, respondAgain: Bool) {
        self.init(status: status)
        self.respondsAgain = respondAgain
    }

    /// Set on what a reply carries when the responder is to be called again (see
    /// ``init(respondingAgainAfter:)``).
    var respondsAgain = false

    /// The answer itself, or for a deferred one the answer given later, waited for on this
    /// thread (at most `timeoutMilliseconds`; `nil` past it): for callers without an event loop,
    /// tools and tests that call a responder directly.
    public func resolved(timeoutMilliseconds: Int = 10_000) -> HTTPResponse? {
        guard let deferred else { return self }
        let reply = HTTPReply()
        deferred(reply)
        for _ in 0..<max(1, timeoutMilliseconds) {
            if let answer = reply.take() { return answer }
            usleep(1_000)
        }
        reply.cancel()
        return nil
    }

    /// A streaming answer: `start` gets the stream once the head is sent.
    public init(streaming status: HTTPStatus, headers: HTTPHeaders, start: @escaping @Sendable (HTTPStream) -> Void) {
        self.init(status: status, headers: headers)
        self.stream = start
    }

    /// A response with a body and its `Content-Type`.
    public init(status: HTTPStatus, contentType: String, body: [UInt8], headers: HTTPHeaders = HTTPHeaders()) {
        var headers = headers
        headers.set("Content-Type", contentType)
        self.init(status: status, headers: headers, body: body)
    }
}
