package import NavStateDocuments
package import NavStateStore

extension StoreFailure {
    /// The answer to a request the store failed outside a session's own write (a lookup, a
    /// creation, a deletion): 507 when full, else 503.
    package var unavailable: APIError { self == .full ? .storeFull : .storeFailed }

    /// The answer to the request whose write failed.
    package func apiError(_ session: SessionID) -> APIError {
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
