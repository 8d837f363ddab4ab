internal import NavStateDocuments
package import NavStateStore
internal import NavigationModel
internal import Synchronization

/// What the registry does with the changes a shared store announces (a cluster of nodes on one
/// PostgreSQL database): it follows what other nodes create, change and delete. What it must
/// ask the store before it answers a request is ``OtherNodes``'s.
extension SessionRegistry {
    /// Registers a session another node created (the one already registered under its key,
    /// when it is that session or a newer one, stays).
    @discardableResult
    package func register(_ head: StoredSessionHead, from store: any SessionStore) -> Session {
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
    package func follow(_ change: StoreChange) -> Bool {
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
