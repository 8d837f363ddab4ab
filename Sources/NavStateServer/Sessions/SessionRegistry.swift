internal import NavigationModel
internal import OrderedCollections
internal import Synchronization

/// Every live session, in creation order, shared by all event loops.
///
/// The lock guards only the map: finding, adding and removing a session. Work on a session
/// holds that session's own lock (``Session/locked(_:)``), never this one.
final class SessionRegistry: Sendable {
    private struct Sessions {
        var byID: OrderedDictionary<SessionID, Session> = [:]
        var nextSerial = 1
    }

    private let sessions = Mutex(Sessions())
    let maxSessions: Int

    init(maxSessions: Int) {
        self.maxSessions = maxSessions
    }

    var count: Int { sessions.withLock { $0.byID.count } }

    /// Adds a session with `id`, or a random id when `nil`.
    func create(id: SessionID?, hierarchy: Hierarchy) throws(APIError) -> Session {
        let maxSessions = maxSessions
        return try sessions.withLock { (sessions: inout Sessions) throws(APIError) -> Session in
            guard sessions.byID.count < maxSessions else { throw .tooManySessions(limit: maxSessions) }
            let id = id ?? SessionID.random()
            guard sessions.byID[id] == nil else { throw .sessionExists(id) }
            let session = Session(id: id, serial: sessions.nextSerial, hierarchy: hierarchy)
            sessions.nextSerial += 1
            sessions.byID[id] = session
            return session
        }
    }

    func session(_ id: SessionID) throws(APIError) -> Session {
        guard let session = sessions.withLock({ $0.byID[id] }) else { throw .unknownSession(id) }
        return session
    }

    /// Removes `session` if `allowed` passes on its state; later requests find it unknown.
    func delete(_ session: Session, if allowed: (SessionState) throws(APIError) -> Void) throws(APIError) {
        try session.locked { (state: inout SessionState) throws(APIError) in
            try allowed(state)
            state.deleted = true
        }
        _ = sessions.withLock { $0.byID.removeValue(forKey: session.id) }
    }

    /// Up to `limit` sessions created after the one with serial `after`, and the cursor of the
    /// next page when there is one. Deleting sessions never invalidates a cursor.
    func page(after: Int?, limit: Int) -> (sessions: [Session], next: Int?) {
        sessions.withLock { sessions in
            let values = sessions.byID.values
            var start = values.startIndex
            if let after {
                var high = values.endIndex
                while start < high {
                    let middle = (start + high) / 2
                    if values[middle].serial <= after { start = middle + 1 } else { high = middle }
                }
            }
            let end = min(values.endIndex, start + limit)
            let page = Array(values[start..<end])
            return (page, end < values.endIndex ? page.last?.serial : nil)
        }
    }
}
