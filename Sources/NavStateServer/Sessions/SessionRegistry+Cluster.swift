internal import EventHTTP
internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel
internal import Synchronization

/// What the registry does with a shared store (a cluster of nodes on one PostgreSQL database):
/// it finds sessions other nodes created, and follows what they change.
extension SessionRegistry {
    /// The session `key` names, made by another node since this one last heard: registered,
    /// encoded until used. `nil` when the store does not have it either (or is not shared).
    /// Creations reach other nodes by notification within milliseconds, but a client may ask
    /// another node sooner than that (nginx sends `POST /sessions` anywhere).
    func storedElsewhere(_ key: SessionKey) throws(APIError) -> Session? {
        guard let store, store.isShared, let head = try storedHead(key) else { return nil }
        return register(head, from: store)
    }

    /// With a shared store, a session `key` names that another node deleted (its notification
    /// not heard yet) is forgotten here, so that its id is free at once on every node.
    func forgetIfDeletedElsewhere(_ key: SessionKey) throws(APIError) {
        guard let store, store.isShared, let held = sessions.withLock({ $0.byKey[key] }) else { return }
        let stored = try storedHead(key)
        guard stored?.serial != held.serial, !held.isPendingCreation else { return }
        _ = held.delete(ifStill: { true })
        sessions.withLock { _ = $0.remove(held) }
        if let stored { register(stored, from: store) }
    }

    /// Whether a session that looks expired here was used on another node since (a shared
    /// store's lease, which a missed notification may have renewed); its lease is updated.
    /// - Throws: 503 when the store cannot say (the session may be alive there).
    func renewedElsewhere(_ session: Session, now: Int64) throws(APIError) -> Bool {
        guard let store, store.isShared, let expiry, let head = try storedHead(session.key), head.serial == session.serial,
            !expiry.isExpired(lastUsed: head.lastUsed, now: now)
        else { return false }
        session.touchedElsewhere(lastUsed: head.lastUsed)
        return true
    }

    /// The tenant's storyboards of `names`: with a shared store, those this node has not heard
    /// of yet are read from it (nginx may send the upload to one node and its use to another),
    /// and all of them while this node cannot hear the others.
    func storyboards(named names: Set<String>, tenant: Tenant?) -> [Storyboard] {
        guard let store, store.isShared, !names.isEmpty else { return storyboards.storyboards(named: names, tenant: tenant) }
        let held = storyboards.storyboards(named: names, tenant: tenant)
        let missing = store.isSynchronized ? names.subtracting(held.map(\.name)) : names
        for name in missing.sorted() { _ = follow(.storyboard(tenant: tenant?.name, name: name)) }
        return missing.isEmpty ? held : storyboards.storyboards(named: names, tenant: tenant)
    }

    /// One storyboard of the tenant (see ``storyboards(named:tenant:)``).
    func storyboard(named name: String, tenant: Tenant?) -> Storyboard? {
        storyboards(named: [name], tenant: tenant).first
    }

    /// The answer another node kept for a tenant's keyed `POST /sessions` or `DELETE` (the key
    /// already claimed here): replayed, or refused if the key came with another request.
    func keptElsewhere(_ key: String, fingerprint: UInt64, tenant: Tenant?) throws(APIError) -> HTTPResponse? {
        guard let store, store.isShared else { return nil }
        let stored: StoredKey?
        do {
            stored = try store.requestKey(tenant: tenant?.name, key: key)
        } catch {
            requestKeys.forget(key, tenant: tenant)
            throw error.unavailable
        }
        guard let stored else { return nil }
        guard stored.fingerprint == fingerprint else {
            requestKeys.forget(key, tenant: tenant)
            throw .idempotencyKeyReused
        }
        var answer = stored.answer.response
        requestKeys.finish(key, answer: answer, tenant: tenant)
        answer.headers.set("Idempotent-Replayed", "true")
        return answer
    }

    /// The session a shared store holds under `key` (a lookup of a request: its failure is the
    /// request's 503).
    private func storedHead(_ key: SessionKey) throws(APIError) -> StoredSessionHead? {
        do {
            return try store?.head(tenant: key.tenant?.name, id: key.id.rawValue)
        } catch {
            throw error.unavailable
        }
    }

    /// Registers a session another node created (the one already registered under its key,
    /// when it is that session or a newer one, stays).
    @discardableResult
    private func register(_ head: StoredSessionHead, from store: any SessionStore) -> Session {
        let key = SessionKey(tenant: head.tenant.map(Tenant.init(name:)), id: SessionID(rawValue: head.id))
        let (session, replaced) = sessions.withLock { sessions -> (Session, Session?) in
            var replaced: Session?
            if let existing = sessions.byKey[key] {
                // The lease as stored, which a missed notification may have renewed.
                if existing.serial == head.serial { existing.touchedElsewhere(lastUsed: head.lastUsed) }
                if existing.serial >= head.serial { return (existing, nil) }
                // An older session under the key, whose deletion this node has not heard yet.
                sessions.remove(existing)
                replaced = existing
            }
            let session = Session(stored: head, key: key, store: store)
            sessions.add(session)
            sessions.nextSerial = max(sessions.nextSerial, head.serial + 1)
            return (session, replaced)
        }
        _ = replaced?.delete(ifStill: { true })
        return session
    }

    /// Carries out a change another node announced; whether it could (a resynchronisation
    /// needs the store).
    @discardableResult
    func follow(_ change: StoreChange) -> Bool {
        guard let store else { return true }
        switch change {
        case .created(let head):
            register(head, from: store)
        case .revision(let serial, let revision):
            session(serial: serial)?.storeAdvanced(to: revision)
        case .keyKept(let serial):
            session(serial: serial)?.storeAdvanced(to: nil)
        case .touched(let serial, let lastUsed):
            session(serial: serial)?.touchedElsewhere(lastUsed: lastUsed)
        case .deleted(let serial):
            guard let session = session(serial: serial) else { return true }
            _ = session.delete(ifStill: { true })
            sessions.withLock { _ = $0.remove(session) }
        case .storyboard(let tenant, let name):
            guard let stored = try? store.storyboard(tenant: tenant, name: name) else { return false }
            if let bytes = stored.document, let document = try? JSONReader.parse(bytes),
                let storyboard = try? StoryboardDocuments.storyboard(named: name, document: document)
            {
                storyboards.put(storyboard, tenant: tenant)
            } else {
                storyboards.remove(name, tenant: tenant.map(Tenant.init(name:)))
            }
        case .resynchronize:
            return resynchronize(with: store)
        }
        return true
    }

    /// After announcements may have been missed: sessions the store no longer has go, those
    /// it has that this node lacks come, and every state held is read again when next used.
    private func resynchronize(with store: any SessionStore) -> Bool {
        let held = sessions.withLock { sessions -> [Session] in
            var held: [Session] = []
            sessions.order.forEach(after: nil) { session in
                held.append(session)
                return true
            }
            return held
        }
        // Every state held may be stale: read again when next used (needs no read now).
        for session in held { session.storeAdvanced(to: nil) }
        guard let heads = try? store.heads() else { return false }
        let stored = Set(heads.map(\.serial))
        // Gone from the store: deleted elsewhere (a session this node is still creating is not
        // stored yet, and stays).
        for session in held where !stored.contains(session.serial) && !session.isPendingCreation {
            _ = session.delete(ifStill: { true })
            sessions.withLock { _ = $0.remove(session) }
        }
        for head in heads { register(head, from: store) }
        guard let all = try? store.storyboards() else { return false }
        for entry in all { follow(.storyboard(tenant: entry.tenant, name: entry.name)) }
        // Deleted elsewhere meanwhile.
        let storedNames = Set(all.map { "\($0.tenant ?? "")/\($0.name)" })
        for held in storyboards.names where !storedNames.contains("\(held.tenant ?? "")/\(held.name)") {
            storyboards.remove(held.name, tenant: held.tenant.map(Tenant.init(name:)))
        }
        return true
    }

    private func session(serial: Int) -> Session? {
        sessions.withLock { $0.order.session(serial: serial) }
    }
}
