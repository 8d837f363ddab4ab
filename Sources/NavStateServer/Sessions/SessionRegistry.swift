internal import EventHTTP
internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel
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
    /// The map and orders under the registry's lock (read by the cluster extension too).
    struct Sessions {
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

    /// Where the sweep of expired sessions stands.
    private struct Sweep {
        var isRunning = false
        /// The serial the next batch starts after.
        var cursor = 0
    }

    let sessions = Mutex(Sessions())
    let maxSessions: Int
    /// Sessions one tenant may hold, when tenants exist.
    let maxSessionsPerTenant: Int
    /// When idle sessions expire; `nil`: never.
    let expiry: SessionExpiry?
    private let sweep = Mutex(Sweep())
    /// `Idempotency-Key` answers of the requests that create or delete sessions, per tenant
    /// (a session's own keys live with it, and go with it).
    private let keys = Mutex<[Tenant?: IdempotencyKeys]>([:])
    /// When the next sweep is due (wall-clock milliseconds): one atomic load per request.
    private let nextSweep = Atomic<Int64>(0)
    /// When a creation refused at a limit may next sweep the whole registry: at most once per
    /// sweep interval, so that a client hammering a full server cannot make every refusal a scan.
    private let nextFullSweep = Atomic<Int64>(0)

    /// Where sessions are kept beside memory; `nil`: nowhere (`--store memory`).
    let store: (any SessionStore)?
    /// The tenants' storyboards, kept in the same store.
    let storyboards = StoryboardRegistry()

    /// The clock of leases when sessions do not expire (a store still keeps them).
    private let clock: WallClock

    init(
        maxSessions: Int, maxSessionsPerTenant: Int = .max, expiry: SessionExpiry? = nil,
        store: (any SessionStore)? = nil, clock: WallClock = .system
    ) {
        self.clock = expiry?.clock ?? clock
        self.maxSessions = maxSessions
        self.maxSessionsPerTenant = maxSessionsPerTenant
        self.expiry = expiry
        self.store = store
    }

    var count: Int { sessions.withLock { $0.byKey.count } }

    /// Now, by the registry's clock (leases, expiry), in wall-clock milliseconds.
    var now: Int64 { clock.milliseconds() }

    /// How old the stored lease of a session may get before a request writes it again: a
    /// sixteenth of the lifetime, so that a restart shortens no session's life by more (an
    /// hour without expiry, so that a later start with a lifetime finds leases near the truth).
    private var leaseWriteInterval: Int64 { expiry.map { max(1_000, $0.ttlMilliseconds / 16) } ?? 3_600_000 }

    /// Registers the sessions `store` lists, encoded until first named. Sessions expired
    /// meanwhile are deleted from the store; of two with one id (a delete the store could not
    /// carry out, then a new session), the newer stays.
    /// - Returns: how many were registered and how many expired.
    func restore(_ heads: [StoredSessionHead], from store: any SessionStore) -> (registered: Int, expired: Int) {
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
    func create(
        id: SessionID?, tenant: Tenant?, hierarchy: Hierarchy, now: Int64? = nil, requestKey: StoredKey? = nil,
        stored: (@Sendable (StoreFailure?) -> Void)? = nil
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
            return try insert(id: id, tenant: tenant, hierarchy: hierarchy, now: now, requestKey: requestKey, stored: stored)
        } catch {
            switch error {
            case .tooManySessions, .sessionQuotaExceeded:
                guard expiry != nil else { throw error }
                sweepAll()
                return try insert(id: id, tenant: tenant, hierarchy: hierarchy, now: now, requestKey: requestKey, stored: stored)
            default:
                throw error
            }
        }
    }

    private func insert(
        id: SessionID?, tenant: Tenant?, hierarchy: Hierarchy, now: Int64?, requestKey: StoredKey?,
        stored: (@Sendable (StoreFailure?) -> Void)?
    ) throws(APIError) -> Session {
        let (maxSessions, perTenant, store) = (maxSessions, maxSessionsPerTenant, store)
        let now = now ?? clock.milliseconds()
        // A shared store numbers sessions across nodes (a round trip once per block of serials,
        // outside the registry's lock).
        let reserved: Int?
        do {
            reserved = try store?.reserveSerial()
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
                key: key, serial: reserved ?? sessions.nextSerial, hierarchy: hierarchy, now: now, store: store, tag: tag)
            sessions.nextSerial = max(sessions.nextSerial, session.serial + 1)
            sessions.add(session)
            store?.submit(
                .create(
                    serial: session.serial, tenant: tenant?.name, id: key.id, lastUsed: now, initial: hierarchy, tag: tag,
                    requestKey: store?.isShared == true ? requestKey : nil)
            ) { [self] failure in
                if failure == nil { session.creationStored() }
                if failure != nil, session.delete(ifStill: { true }) { remove(session) }
                stored?(failure)
            }
            return session
        }
    }

    /// The session `key` names, when this node has it and only the store holds its state.
    func undecoded(_ key: SessionKey) -> Session? {
        guard store != nil, let session = sessions.withLock({ $0.byKey[key] }), !session.isDecoded else { return nil }
        return session
    }

    /// The session of `key`, its lease renewed; another tenant's session with the same id, and
    /// an expired one, are unknown.
    func session(_ key: SessionKey) throws(APIError) -> Session {
        var found = sessions.withLock { $0.byKey[key] }
        if found == nil {
            found = try storedElsewhere(key)
        } else if let store, store.isShared, !store.isSynchronized {
            // Not hearing the other nodes: the session may have been deleted, or deleted and
            // made again, elsewhere.
            try forgetIfDeletedElsewhere(key)
            found = sessions.withLock { $0.byKey[key] }
            if found == nil { found = try storedElsewhere(key) }
        }
        guard let session = found else { throw .unknownSession(key.id) }
        // With a shared store, a session whose creation is not stored yet does not exist for
        // anyone but its creator (another node may create the id first).
        if session.isPendingCreation, store?.isShared == true { throw .unknownSession(key.id) }
        if let expiry {
            let now = expiry.clock.milliseconds()
            if expiry.isExpired(session, now: now), try !renewedElsewhere(session, now: now) {
                expire(session, now: now, leaseChecked: true)
                throw .unknownSession(key.id)
            }
            session.touch(now, persistEvery: leaseWriteInterval)
        } else if store != nil {
            session.touch(clock.milliseconds(), persistEvery: leaseWriteInterval)
        }
        return session
    }

    /// An event stream stops following `session`: its TTL runs from now.
    func watchEnded(_ session: Session) {
        guard let expiry else { return }
        session.touch(expiry.clock.milliseconds(), persistEvery: leaseWriteInterval)
    }

    /// When `session` expires (seconds since 1970), when sessions expire.
    func expiresAt(_ session: Session) -> Int64? {
        expiry?.expiresAt(lastUsed: session.lastUsed)
    }

    /// Removes `session` if `allowed` passes on its state; later requests find it unknown.
    /// With a store, `stored` hears whether the store removed it too; if not, the session is
    /// back (as stored), unless its id was taken meanwhile.
    /// - Parameter allowed: `nil` when nothing is to be checked: then an unreadable session can
    ///   be deleted too, without being decoded.
    /// - Parameter requestKey: the answer of the keyed request that deletes it, kept beside the
    ///   deletion by a shared store.
    func delete(
        _ session: Session, if allowed: ((SessionState) throws(APIError) -> Void)?, requestKey: StoredKey? = nil,
        stored: (@Sendable (StoreFailure?) -> Void)? = nil
    ) throws(APIError) {
        try session.delete(if: allowed) { checked, streams in
            // Out of the registry before the store hears of it: a failed delete puts it back.
            remove(session)
            let shared = store?.isShared == true
            let kept = shared ? requestKey.map { (session.key.tenant?.name, $0) } : nil
            // With a shared store, `If-Match` holds in the store too: another node may have
            // moved the session on since this one last heard.
            store?.submit(.delete(serial: session.serial, at: shared ? checked : nil, requestKey: kept)) { [self] failure in
                let deleted = failure == nil || failure == .gone
                if !deleted { reinstate(session) }
                // A copy registered meanwhile (a request found the session still stored) goes:
                // this node does not hear its own deletion.
                if deleted, shared { follow(.deleted(serial: session.serial)) }
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

    private func remove(_ session: Session) {
        sessions.withLock { _ = $0.remove(session) }
    }

    /// Deletes `session` if it is still expired once locked: a request that renewed it first
    /// keeps it; one that comes after finds it unknown.
    /// - Parameter leaseChecked: whether the caller asked a shared store's lease already.
    private func expire(_ session: Session, now: Int64, leaseChecked: Bool = false) {
        guard let expiry else { return }
        // In a cluster another node may have renewed the lease unheard (or the store cannot
        // say): not expired then.
        if !leaseChecked, store?.isShared == true, (try? renewedElsewhere(session, now: now)) != false { return }
        guard session.delete(ifStill: { expiry.isExpired(session, now: now) }) else { return }
        remove(session)
        guard let store else { return }
        // In a cluster another node may have used it since this one last heard: the store then
        // keeps it, and it comes back.
        store.submit(.delete(serial: session.serial, unusedSince: now - expiry.ttlMilliseconds + 1)) { [self] failure in
            if failure != nil, store.isShared { _ = try? storedElsewhere(session.key) }
        }
    }

    // MARK: - Idempotency keys of POST and DELETE

    func forgetKey(_ key: String, tenant: Tenant?) { keys.withLock { $0[tenant]?.forget(key) } }
    func finishKey(_ key: String, answer: HTTPResponse, tenant: Tenant?) { keys.withLock { $0[tenant]?.finish(key, answer: answer) } }

    /// Runs `body` once per `Idempotency-Key` of `tenant`: a retry gets the first answer again;
    /// while the first is running, a duplicate is 409; another request with the key is 422.
    func idempotent(
        _ key: (key: String, fingerprint: UInt64)?, tenant: Tenant?, now: Int64, path: String,
        _ body: () throws(APIError) -> Answer
    ) throws(APIError) -> HTTPResponse {
        guard let (key, fingerprint) = key else { return try body().response }
        let replay = try keys.withLock { (keys) throws(APIError) -> HTTPResponse? in
            try keys[tenant, default: IdempotencyKeys(capacity: IdempotencyKeys.tenantCapacity, maxBytes: IdempotencyKeys.tenantBytes)]
                .claim(key, fingerprint: fingerprint, now: now)
        }
        if let replay { return replay }
        if let stored = try keptElsewhere(key, fingerprint: fingerprint, tenant: tenant) { return stored }
        // Carried out outside the lock: a duplicate meanwhile is 409 `idempotency-key-in-flight`.
        let outcome = Result(catching: body)
        if case .success(.later(let pending)) = outcome {
            // The key keeps the answer once the store has the change; a change the store could
            // not keep leaves the key free for the retry.
            pending.whenResolved { [self] answer, committed in
                keys.withLock { committed ? $0[tenant]?.finish(key, answer: answer) : $0[tenant]?.forget(key) }
            }
            return pending.response
        }
        keys.withLock { $0[tenant]?.finish(key, answer: IdempotencyKeys.kept(outcome.map(\.response), path: path)) }
        return try outcome.get().response
    }

    // MARK: - Sweeping

    /// Frees expired sessions a batch at a time, at most once per sweep interval: called by
    /// every request, it costs one atomic load when no sweep is due. Requests never see an
    /// expired session either way; the sweep gives back their memory.
    func sweepIfDue() {
        guard let expiry else { return }
        let now = expiry.clock.milliseconds()
        guard now >= nextSweep.load(ordering: .relaxed) else { return }
        guard
            let after = sweep.withLock({ sweep -> Int? in
                guard !sweep.isRunning else { return nil }
                sweep.isRunning = true
                return sweep.cursor
            })
        else { return }
        let (cursor, finished) = sweepBatch(after: after, now: now)
        sweep.withLock { sweep in
            sweep.isRunning = false
            sweep.cursor = finished ? 0 : cursor
        }
        nextSweep.store(finished ? now + SessionExpiry.sweepIntervalMilliseconds : now, ordering: .relaxed)
    }

    /// Sweeps the whole registry now (at a session limit), unless a full sweep ran within the
    /// last sweep interval.
    private func sweepAll() {
        guard let expiry else { return }
        let now = expiry.clock.milliseconds()
        let due = nextFullSweep.load(ordering: .relaxed)
        guard now >= due,
            nextFullSweep.compareExchange(
                expected: due, desired: now + SessionExpiry.sweepIntervalMilliseconds, ordering: .relaxed
            ).exchanged
        else { return }
        var after = 0
        while true {
            let (cursor, finished) = sweepBatch(after: after, now: now)
            if finished { return }
            after = cursor
        }
    }

    /// Looks at up to one batch of sessions created after serial `after`, under one short
    /// registry-lock hold, and expires those whose lease ran out.
    /// - Returns: the serial the next batch starts after, and whether the registry's end came.
    private func sweepBatch(after: Int, now: Int64) -> (cursor: Int, finished: Bool) {
        guard let expiry else { return (0, true) }
        let (candidates, watched, cursor, finished) = sessions.withLock { sessions in
            var candidates: [Session] = []
            var watched: [Session] = []
            var looked = 0
            var cursor = after
            var finished = true
            sessions.order.forEach(after: after) { session in
                guard looked < SessionExpiry.sweepBatch else {
                    finished = false
                    return false
                }
                looked += 1
                cursor = session.serial
                if session.isWatched {
                    watched.append(session)
                } else if expiry.isExpired(session, now: now) {
                    candidates.append(session)
                }
                return true
            }
            return (candidates, watched, cursor, finished)
        }
        for session in candidates { expire(session, now: now) }
        // A watched session's lease is renewed as a request's is: when the watch ends, its TTL
        // runs from the last sweep, and other nodes of a cluster see it in use.
        for session in watched { session.touch(now, persistEvery: leaseWriteInterval) }
        return (cursor, finished)
    }

    // MARK: - Listing

    /// Up to `limit` live sessions of `tenant`, newest first.
    func newest(of tenant: Tenant?, limit: Int) -> [Session] {
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
    func page(of tenant: Tenant?, after: Int?, limit: Int) -> (sessions: [Session], next: Int?) {
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
