package import NavStateDocuments
package import NavStateStore
package import NavigationModel
internal import Synchronization

/// A session's name in the registry: its tenant and its id. Tenants have separate id spaces,
/// so one cannot learn from a 409 that another holds an id.
package struct SessionKey: Hashable, Sendable {
    package let tenant: Tenant?
    package let id: SessionID

    package init(tenant: Tenant?, id: SessionID) {
        self.tenant = tenant
        self.id = id
    }

    /// The id's hash, seeded by the tenant's when there is one (see `IDHashing`).
    package func _rawHashValue(seed: Int) -> Int {
        let idHash = id._rawHashValue(seed: seed)
        guard let tenant else { return idHash }
        return tenant._rawHashValue(seed: idHash)
    }
}

/// Every live session, in creation order, shared by all event loops.
///
/// The lock guards only the map: finding, adding and removing a session. Work on a session
/// holds that session's own lock (``Session/locked(_:)``), never this one.
package final class SessionRegistry: Sendable {
    /// The map and orders under the registry's lock (read by the cluster extension too).
    package struct Sessions {
        var byKey: [SessionKey: Session] = [:]
        /// The same sessions in creation order (expiry sweeps it).
        var order = SessionOrder()
        /// Each tenant's sessions in creation order (listings walk these: a tenant with a few
        /// old sessions among a million of another's lists them without walking the million,
        /// under the lock every request needs).
        var perTenant: [Tenant?: SessionOrder] = [:]
        var nextSerial = 1

        mutating func add(_ session: Session) {
            byKey[session.key] = session
            order.insert(session)
            perTenant[session.key.tenant, default: SessionOrder()].insert(session)
        }

        /// Removes `session`, if it is the one registered under its key.
        @discardableResult
        mutating func remove(_ session: Session) -> Bool {
            guard let registered = byKey[session.key], registered === session else { return false }
            byKey[session.key] = nil
            order.remove(serial: session.serial)
            perTenant[session.key.tenant]?.remove(serial: session.serial)
            if perTenant[session.key.tenant]?.count == 0 { perTenant[session.key.tenant] = nil }
            return true
        }
    }

    let sessions = Mutex(Sessions())
    package let maxSessions: Int
    /// Sessions one tenant may hold, when tenants exist.
    package let maxSessionsPerTenant: Int
    /// When idle sessions expire; `nil`: never.
    package let expiry: SessionExpiry?
    /// When the sweeps of expired sessions run (``SessionRegistry+Expiry.swift``).
    package let sweeps = SweepSchedule()
    /// `Idempotency-Key` answers of the requests that create or delete sessions, per tenant
    /// (a session's own keys live with it, and go with it).
    package let requestKeys = TenantRequestKeys()

    /// Where sessions are kept: ``MemoryStore`` keeps nothing beyond the process.
    package let store: any SessionStore

    /// Whether this process hears every change other processes make to the store (see
    /// ``SessionStore/isSynchronized``).
    package var storeIsSynchronized: Bool { store.isSynchronized }
    /// What the store says about keeping a change before it is answered.
    package var plan: WritePlan { store.writePlan }
    /// What other nodes sharing the store did, as far as a request must know.
    package let others: any OtherNodes
    /// The tenants' storyboards, kept in the same store.
    package let storyboards = StoryboardRegistry()

    /// The clock of leases when sessions do not expire (a store still keeps them).
    package let clock: WallClock

    package init(
        maxSessions: Int, maxSessionsPerTenant: Int = .max, expiry: SessionExpiry? = nil,
        store: any SessionStore = MemoryStore(), clock: WallClock = .system
    ) {
        self.clock = expiry?.clock ?? clock
        self.maxSessions = maxSessions
        self.maxSessionsPerTenant = maxSessionsPerTenant
        self.expiry = expiry
        self.store = store
        // The one place the registry asks whether other nodes exist.
        self.others = store.isShared ? SharedStoreNodes(store: store) : SoleNode()
    }

    package var count: Int { sessions.withLock { $0.byKey.count } }

    /// Now, by the registry's clock (leases, expiry), in wall-clock milliseconds.
    package var now: Int64 { clock.milliseconds() }

    /// Registers the sessions `store` lists, encoded until first named. Sessions expired
    /// meanwhile are deleted from the store; of two with one id (a delete the store could not
    /// carry out, then a new session), the newer stays.
    /// - Returns: how many were registered and how many expired.
    package func restore(_ heads: [StoredSessionHead], from store: any SessionStore) -> (registered: Int, expired: Int) {
        let now = clock.milliseconds()
        var expired = 0
        let registered = sessions.withLock { sessions -> Int in
            for head in heads {
                if let expiry, expiry.isExpired(lastUsed: head.lastUsed, now: now) {
                    store.submit(.delete(serial: head.serial, unusedSince: now - expiry.ttlMilliseconds + 1), done: nil)
                    expired += 1
                    continue
                }
                let key = SessionKey(tenant: head.tenant.map(Tenant.init(name:)), id: SessionID(rawValue: head.id))
                if let older = sessions.byKey[key] {
                    store.submit(.delete(serial: older.serial), done: nil)
                    sessions.remove(older)
                }
                sessions.add(Session(stored: head, key: key, store: store))
                sessions.nextSerial = max(sessions.nextSerial, head.serial + 1)
            }
            return sessions.byKey.count
        }
        return (registered, expired)
    }

    /// Adds a session of `tenant` with `id`, or a random id when `nil`. At the session limit,
    /// expired sessions not yet swept are swept first. With a store, the session's first write
    /// is handed over before any request can find it; `stored` hears how it went (a session
    /// whose write failed is removed again).
    /// - Parameters:
    ///   - now: when it is created (its first lease), when the caller wrote its answer with it.
    ///   - requestKey: the answer of the keyed request that creates it, kept with it by a shared store.
    package func create(
        id: SessionID?, tenant: Tenant?, hierarchy: Hierarchy, creation: CreationEntry? = nil, now: Int64? = nil,
        requestKey: StoredKey? = nil, stored: (@Sendable (StoreFailure?) -> Void)? = nil
    ) throws(APIError) -> Session {
        if let id, let expiry {
            // An expired session not swept yet still holds its id: free it first.
            let key = SessionKey(tenant: tenant, id: id)
            if let existing = sessions.withLock({ $0.byKey[key] }) {
                let now = expiry.clock.milliseconds()
                if expiry.isExpired(existing, now: now) { expire(existing, now: now) }
            }
        }
        if let id { try forgetIfDeletedElsewhere(SessionKey(tenant: tenant, id: id)) }
        do {
            return try insert(
                id: id, tenant: tenant, hierarchy: hierarchy, creation: creation, now: now, requestKey: requestKey, stored: stored)
        } catch {
            switch error {
            case .tooManySessions, .sessionQuotaExceeded:
                guard expiry != nil else { throw error }
                sweepAll()
                return try insert(
                    id: id, tenant: tenant, hierarchy: hierarchy, creation: creation, now: now, requestKey: requestKey, stored: stored)
            default:
                throw error
            }
        }
    }

    private func insert(
        id: SessionID?, tenant: Tenant?, hierarchy: Hierarchy, creation: CreationEntry?, now: Int64?, requestKey: StoredKey?,
        stored: (@Sendable (StoreFailure?) -> Void)?
    ) throws(APIError) -> Session {
        let (maxSessions, perTenant, store) = (maxSessions, maxSessionsPerTenant, store)
        let now = now ?? clock.milliseconds()
        // A shared store numbers sessions across nodes (a round trip once per block of serials,
        // outside the registry's lock).
        let reserved: Int?
        do {
            reserved = try store.reserveSerial()
        } catch {
            throw error.unavailable
        }
        return try sessions.withLock { (sessions: inout Sessions) throws(APIError) -> Session in
            if tenant != nil, sessions.perTenant[tenant]?.count ?? 0 >= perTenant {
                throw .sessionQuotaExceeded(limit: perTenant)
            }
            guard sessions.byKey.count < maxSessions else { throw .tooManySessions(limit: maxSessions) }
            let key = SessionKey(tenant: tenant, id: id ?? SessionID.random())
            guard sessions.byKey[key] == nil else { throw .sessionExists(key.id) }
            let tag = RevisionTag.next()
            let session = Session(
                key: key, serial: reserved ?? sessions.nextSerial, hierarchy: hierarchy, creation: creation, now: now, store: store,
                tag: tag)
            sessions.nextSerial = max(sessions.nextSerial, session.serial + 1)
            sessions.add(session)
            store.submit(
                .create(
                    serial: session.serial, tenant: tenant?.name, id: key.id, lastUsed: now, initial: hierarchy, tag: tag,
                    requestKey: requestKey, creation: creation?.entry)
            ) { [self] failure in
                if failure == nil { session.creationStored() }
                if failure != nil, session.delete(ifStill: { true }) { remove(session) }
                stored?(failure)
            }
            return session
        }
    }

    /// The session `key` names, when this node has it and only the store holds its state.
    package func undecoded(_ key: SessionKey) -> Session? {
        guard let session = sessions.withLock({ $0.byKey[key] }), !session.isDecoded else { return nil }
        return session
    }

    /// The session of `key`, its lease renewed; another tenant's session with the same id, and
    /// an expired one, are unknown.
    package func session(_ key: SessionKey) throws(APIError) -> Session {
        var found = sessions.withLock { $0.byKey[key] }
        if found == nil {
            found = try storedElsewhere(key)
        } else if !store.isSynchronized {
            // Not hearing the other nodes: the session may have been deleted, or deleted and
            // made again, elsewhere.
            try forgetIfDeletedElsewhere(key)
            found = sessions.withLock { $0.byKey[key] }
            if found == nil { found = try storedElsewhere(key) }
        }
        guard let session = found else { throw .unknownSession(key.id) }
        // With a shared store, a session whose creation is not stored yet does not exist for
        // anyone but its creator (another node may create the id first).
        if session.isPendingCreation, plan.publishesAfterCommit { throw .unknownSession(key.id) }
        if let expiry {
            let now = expiry.clock.milliseconds()
            if expiry.isExpired(session, now: now), try !renewedElsewhere(session, now: now) {
                expire(session, now: now, leaseChecked: true)
                throw .unknownSession(key.id)
            }
            session.touch(now, persistEvery: leaseWriteInterval)
        } else if plan.writesRevisions {
            session.touch(clock.milliseconds(), persistEvery: leaseWriteInterval)
        }
        return session
    }

    /// Removes `session` if `allowed` passes on its state; later requests find it unknown.
    /// With a store, `stored` hears whether the store removed it too; if not, the session is
    /// back (as stored), unless its id was taken meanwhile.
    /// - Parameter allowed: `nil` when nothing is to be checked: then an unreadable session can
    ///   be deleted too, without being decoded.
    /// - Parameter requestKey: the answer of the keyed request that deletes it, kept beside the
    ///   deletion by a shared store.
    package func delete(
        _ session: Session, if allowed: ((SessionState) throws(APIError) -> Void)?, requestKey: StoredKey? = nil,
        stored: (@Sendable (StoreFailure?) -> Void)? = nil
    ) throws(APIError) {
        try session.delete(if: allowed) { checked, streams in
            // Out of the registry before the store hears of it: a failed delete puts it back.
            remove(session)
            // With a shared store, `If-Match` holds in the store too: another node may have
            // moved the session on since this one last heard.
            let kept = requestKey.map { (session.key.tenant?.name, $0) }
            store.submit(.delete(serial: session.serial, at: checked, requestKey: kept)) { [self] failure in
                let deleted = failure == nil || failure == .gone
                if !deleted { reinstate(session) }
                if deleted { others.deletedHere(serial: session.serial, in: self) }
                let ending = deleted ? SessionEvents.deleted(session.id) : Array(": the session was not deleted; reconnect\n\n".utf8)
                for stream in streams {
                    stream.send(ending)
                    stream.finish()
                }
                stored?(failure)
            }
        }
    }

    /// Puts `session` back at its place in creation order, after a delete that did not happen.
    private func reinstate(_ session: Session) {
        let back = sessions.withLock { sessions -> Bool in
            guard sessions.byKey[session.key] == nil else { return false }
            sessions.add(session)
            return true
        }
        if back { session.undelete() }
    }

    package func remove(_ session: Session) {
        sessions.withLock { _ = $0.remove(session) }
    }

    // MARK: - Listing

    /// Up to `limit` live sessions of `tenant`, newest first.
    package func newest(of tenant: Tenant?, limit: Int) -> [Session] {
        let now = expiry?.clock.milliseconds() ?? 0
        let expiry = expiry
        return sessions.withLock { sessions in
            var newest: [Session] = []
            sessions.perTenant[tenant]?.forEachNewestFirst { session in
                if !(expiry?.isExpired(session, now: now) ?? false) { newest.append(session) }
                return newest.count < limit
            }
            return newest
        }
    }

    /// Up to `limit` live sessions of `tenant` created after the one with serial `after`, and
    /// the cursor of the next page when there is one. Deleting sessions never invalidates a
    /// cursor.
    package func page(of tenant: Tenant?, after: Int?, limit: Int) -> (sessions: [Session], next: Int?) {
        let now = expiry?.clock.milliseconds() ?? 0
        let expiry = expiry
        return sessions.withLock { sessions in
            func listed(_ session: Session) -> Bool { !(expiry?.isExpired(session, now: now) ?? false) }
            var page: [Session] = []
            var more = false
            sessions.perTenant[tenant]?.forEach(after: after) { session in
                guard listed(session) else { return true }
                guard page.count < limit else {
                    more = true
                    return false
                }
                page.append(session)
                return true
            }
            return (page, more ? page.last?.serial : nil)
        }
    }
}
