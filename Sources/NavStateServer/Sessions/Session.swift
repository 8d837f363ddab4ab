internal import EventHTTP
internal import NavigationModel
internal import Synchronization

/// A live session: its id and, behind its own lock, its hierarchy.
///
/// Shared by every event loop: requests for different sessions run in parallel, requests for
/// the same session one after the other, each seeing the revision the previous one left.
final class Session: Sendable {
    /// The tenant and the id.
    let key: SessionKey
    var id: SessionID { key.id }
    /// Position in creation order; listing cursors are built from it.
    let serial: Int
    private let state: Mutex<SessionState>
    /// When a request last named the session, in wall-clock milliseconds (for expiry).
    private let lastUsedAt: Atomic<Int64>

    init(key: SessionKey, serial: Int, hierarchy: Hierarchy, now: Int64 = 0) {
        self.key = key
        self.serial = serial
        self.state = Mutex(SessionState(id: key.id, hierarchy: hierarchy))
        self.lastUsedAt = Atomic(now)
    }

    var lastUsed: Int64 { lastUsedAt.load(ordering: .relaxed) }

    /// Renews the session's lease: any request that names it.
    func touch(_ now: Int64) { lastUsedAt.store(now, ordering: .relaxed) }

    /// Runs `body` with the session locked. A session deleted meanwhile is unknown.
    func locked<Result: Sendable>(_ body: (inout SessionState) throws(APIError) -> Result) throws(APIError) -> Result {
        try state.withLock { (state: inout SessionState) throws(APIError) -> Result in
            guard !state.deleted else { throw .unknownSession(id) }
            return try body(&state)
        }
    }
}

/// What a session's lock guards.
struct SessionState {
    let id: SessionID
    var hierarchy: Hierarchy
    /// Set when the session is deleted, for requests that found it just before.
    var deleted = false
    /// The recent revisions, for history and time travel.
    var journal: Journal
    /// The answers of recent keyed mutations.
    var idempotencyKeys = IdempotencyKeys()
    /// The event streams following the session.
    var subscribers: [ObjectIdentifier: HTTPStream] = [:]
    /// The snapshot bytes of one revision, kept once a `GET` asked for them: equal trees give
    /// equal bytes, so they serve every `GET` until the next change. Mutations do not fill it,
    /// so sessions nobody reads cost no snapshot memory.
    private var cachedSnapshot: (revision: Revision, expiresAt: Int64?, bytes: [UInt8])?

    init(id: SessionID, hierarchy: Hierarchy) {
        self.id = id
        self.hierarchy = hierarchy
        self.journal = Journal(initial: hierarchy)
    }

    /// The snapshot of the current revision as JSON, from the cache when it is fresh.
    /// - Parameter expiresAt: when the session expires (seconds since 1970), if sessions do.
    mutating func snapshot(expiresAt: Int64?) -> [UInt8] {
        if let cachedSnapshot, cachedSnapshot.revision == hierarchy.revision, cachedSnapshot.expiresAt == expiresAt {
            return cachedSnapshot.bytes
        }
        let bytes = freshSnapshot(expiresAt: expiresAt)
        cachedSnapshot = (hierarchy.revision, expiresAt, bytes)
        return bytes
    }

    private func freshSnapshot(expiresAt: Int64?) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.snapshot(session: id, hierarchy: hierarchy, expiresAt: expiresAt)
        return writer.json.bytes
    }
}
