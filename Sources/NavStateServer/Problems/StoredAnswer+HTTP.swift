internal import EventHTTP
internal import NavStateCore
internal import NavStateStore

extension StoredAnswer {
    /// `response` as the store keeps it.
    init(_ response: HTTPResponse) {
        self.init(status: response.status.code, headers: response.headers.map { ($0.name, $0.value) }, body: response.body)
    }

    /// The answer as it is sent again.
    var response: HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers { fields.add(name, value) }
        return HTTPResponse(status: HTTPStatus(code: status), headers: fields, body: body)
    }
}

extension PendingAnswer {
    /// The response a route returns for it: sent once the commit is known.
    var response: HTTPResponse {
        HTTPResponse(deferred: { [self] reply in whenResolved { answer, _ in _ = reply.send(answer.response) } })
    }
}

extension Answer {
    var response: HTTPResponse {
        switch self {
        case .now(let answer): answer.response
        case .later(let pending): pending.response
        }
    }
}

/// A session's event stream is a Server-Sent Events response.
extension HTTPStream: EventStream {}

extension ServerMetrics: SessionMetrics {}
