package import NavStateDocuments
package import NavigationModel

/// Everything the API refuses, named without HTTP: the API target maps each case to its
/// problem (status, type, detail) in one place. One type for every layer, because route code
/// runs inside the sessions' locks and its refusals pass through them.
package enum APIError: Error {
    /// A refusal of the model; `revision` is the session's, unchanged, when there is a session.
    case navigation(NavigationError, revision: Revision? = nil)
    case malformedJSON(String)
    case invalidBody(String)
    case unknownSession(SessionID)
    case invalidSessionID(String)
    case sessionExists(SessionID)
    case tooManySessions(limit: Int)
    /// The tenant holds its quota of sessions.
    case sessionQuotaExceeded(limit: Int)
    /// No API key, or one the server does not know, while keys are configured.
    case unauthorized
    /// `/metrics` asked with a key other than the metrics tenant's (it counts every tenant's requests).
    case metricsNotAllowed
    /// A `Host` that does not name this server (DNS rebinding).
    case hostNotAllowed(String)
    /// A browser request from another site (CSRF), the `Origin` when it sent one.
    case crossSiteRequest(String?)
    case unknownRoute(String)
    case methodNotAllowed(allowed: [String])
    /// A method no resource of the API implements (`TRACE`, `CONNECT`), `nil` for one the
    /// HTTP layer does not name.
    case methodNotImplemented(String?)
    /// A request the HTTP layer refused before routing (RFC 9112: unreadable, framed two ways,
    /// over a limit of the head or body), as its problem; the connection is closed after it.
    case refusedRequest(type: String, title: String, status: Int, detail: String)
    case revisionMismatch(current: Revision)
    case invalidPrecondition(String)
    /// A header that takes one value, sent more than once.
    case repeatedHeader(String)
    case bodyTooLarge(limit: Int)
    case invalidQuery(String)
    /// A batch refused at action `index` (nothing applied); `list` names the request's list of
    /// them (`actions`, a deep link's `path`).
    case batchRefused(index: Int, NavigationError, revision: Revision, list: String)
    /// An `Idempotency-Key` header that is not a key.
    case invalidIdempotencyKey
    /// The key came earlier with a different request.
    case idempotencyKeyReused
    /// The first request with the key is still being carried out.
    case idempotencyKeyInFlight
    /// The session has its most event streams.
    case tooManySubscribers(limit: Int)
    /// A revision older than the session's journal keeps.
    case revisionGone(Revision, oldest: Revision)
    /// A history cursor older than the oldest kept revision: the entries after it are gone.
    case historyGone(after: Revision, oldest: Revision)
    /// A revision the session has not reached.
    case unknownRevision(Revision, current: Revision)
    /// The store is full: nothing of the request was kept (507).
    case storeFull
    /// The store refused the write for another reason: nothing was kept (503).
    case storeFailed
    /// A shared store (a cluster): another node stored the session's next revision first;
    /// nothing of this request was kept (409).
    case changedElsewhere(SessionID, revision: Revision)
    /// The stored state of a session cannot be read back: why, for the log.
    case sessionUnreadable(SessionID, reason: String)
    /// A storyboard that cannot be used, with every problem found.
    case invalidStoryboard(String, problems: [String])
    case invalidStoryboardName(String)
    /// The tenant keeps its most storyboards.
    case storyboardQuotaExceeded(limit: Int)
    /// A deep link's `url` that no route of the session's storyboards matches (their patterns).
    case noMatchingRoute(String, patterns: [String])
    /// A route's `{"scene": …}` step (at `index`) when no controller of the session was
    /// instantiated from that scene.
    case sceneNotLive(String, storyboard: String, index: Int)
    /// Anything unmapped: logged, answered with a generic 500.
    case internalError
}
