internal import NavigationModel
internal import OrderedCollections
internal import Synchronization

/// A session's name in the registry: its tenant and its id. Tenants have separate id spaces,
/// so one cannot learn from a 409 that another holds an id.
struct SessionKey: Hashable, Sendable {
    let tenant: Tenant?
    let id: SessionID
}

/// Every live session, in creation order, shared by all event loops.
///
/// The lock guards only the map: finding, adding and removing a session. Work on a session
/// holds that session's own lock (``Session/locked(_:)``), never this one.
final class SessionRegistry: Sendable {
    private struct Sessions {
        var byKey: OrderedDictionary<SessionKey, Session> = [:]
        var perTenant: [Tenant?: Int] = [:]
        var nextSerial = 1
    }

    private let sessions = Mutex(Sessions())
    let maxSessions: Int
    /// Sessions one tenant may hold, when tenants exist.
    let maxSessionsPerTenant: Int

    init(maxSessions: Int, maxSessionsPerTenant: Int = .max) {
        self.maxSessions = maxSessions
        self.maxSessionsPerTenant = maxSessionsPerTenant
    }

    var count: Int { sessions.withLock { $0.byKey.count } }

    /// Adds a session of `tenant` with `id`, or a random id when `nil`.
    func create(id: SessionID?, tenant: Tenant?, hierarchy: Hierarchy) throws(APIError) -> Session {
        let (maxSessions, perTenant) = (maxSessions, maxSessionsPerTenant)
        return try sessions.withLock { (sessions: inout Sessions) throws(APIError) -> Session in
            if tenant != nil, sessions.perTenant[tenant, default: 0] >= perTenant {
                throw .sessionQuotaExceeded(limit: perTenant)
            }
            guard sessions.byKey.count < maxSessions else { throw .tooManySessions(limit: maxSessions) }
            let key = SessionKey(tenant: tenant, id: id ?? SessionID.random())
            guard sessions.byKey[key] == nil else { throw .sessionExists(key.id) }
            let session = Session(key: key, serial: sessions.nextSerial, hierarchy: hierarchy)
            sessions.nextSerial += 1
            sessions.byKey[key] = session
            sessions.perTenant[tenant, default: 0] += 1
            return session
        }
    }

    /// The session of `key`; another tenant's session with the same id is unknown.
    func session(_ key: SessionKey) throws(APIError) -> Session {
        guard let session = sessions.withLock({ $0.byKey[key] }) else { throw .unknownSession(key.id) }
        return session
    }

    /// Removes `session` if `allowed` passes on its state; later requests find it unknown.
    func delete(_ session: Session, if allowed: (SessionState) throws(APIError) -> Void) throws(APIError) {
        try session.locked { (state: inout SessionState) throws(APIError) in
            try allowed(state)
            state.deleted = true
        }
        sessions.withLock { sessions in
            guard sessions.byKey.removeValue(forKey: session.key) != nil else { return }
            sessions.perTenant[session.key.tenant, default: 1] -= 1
        }
    }

    /// Up to `limit` sessions of `tenant` created after the one with serial `after`, and the
    /// cursor of the next page when there is one. Deleting sessions never invalidates a cursor.
    func page(of tenant: Tenant?, after: Int?, limit: Int) -> (sessions: [Session], next: Int?) {
        sessions.withLock { sessions in
            let values = sessions.byKey.values
            var start = values.startIndex
            if let after {
                var high = values.endIndex
                while start < high {
                    let middle = (start + high) / 2
                    if values[middle].serial <= after { start = middle + 1 } else { high = middle }
                }
            }
            var page: [Session] = []
            var index = start
            while index < values.endIndex, page.count < limit {
                if values[index].key.tenant == tenant { page.append(values[index]) }
                index += 1
            }
            let more = values[index...].contains { $0.key.tenant == tenant }
            return (page, more ? page.last?.serial : nil)
        }
    }
}
