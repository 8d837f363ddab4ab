internal import EventHTTP
internal import NavStateDocuments
internal import NavStateStore

extension StoreFailure {
    /// The answer to a request the store failed outside a session's own write (a lookup, a
    /// creation, a deletion): 507 when full, else 503.
    var unavailable: APIError { self == .full ? .storeFull : .storeFailed }

    /// The answer to the request whose write failed.
    func apiError(_ session: SessionID) -> APIError {
        switch self {
        case .full: .storeFull
        case .conflict: .storeFailed
        case .changedElsewhere(let revision): .changedElsewhere(session, revision: revision)
        case .gone: .unknownSession(session)
        case .keyTaken: .idempotencyKeyInFlight
        case .damaged(let message): .sessionUnreadable(session, reason: message)
        case .failed: .storeFailed
        }
    }
}

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
