internal import NavStateDocuments
package import NavStateStore
package import NavigationModel
internal import Synchronization

/// What other nodes did that this node must ask the store about before it answers a request.
///
/// Chosen once, when the registry is made: a store only this process writes has no other
/// nodes (``SoleNode``: every question answers "nothing"); a shared store
/// (docs/operations.md "How nodes share sessions") is asked (``SharedStoreNodes``). Creations,
/// changes and deletions reach a node by notification within milliseconds, but a client may ask
/// another node sooner than that (nginx sends a request anywhere), and a node that lost its
/// listening connection hears nothing until it is back.
package protocol OtherNodes: Sendable {
    /// The session `key` names, made by another node since this one last heard: registered,
    /// encoded until used. `nil` when the store does not have it either.
    func storedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError) -> Session?
    /// A session `key` names that another node deleted (its notification not heard yet) is
    /// forgotten here, so that its id is free at once on every node.
    func forgetIfDeletedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError)
    /// Whether a session that looks expired here was used on another node since (a lease a
    /// missed notification may have renewed); its lease is updated.
    /// - Throws: 503 when the store cannot say (the session may be alive there).
    func renewedElsewhere(_ session: Session, now: Int64, in registry: SessionRegistry) throws(APIError) -> Bool
    /// The tenant's storyboards of `names`, including those uploaded on another node that this
    /// one has not heard of yet.
    func storyboards(named names: Set<String>, tenant: Tenant?, in registry: SessionRegistry) -> [Storyboard]
    /// The answer another node kept for a tenant's keyed `POST /sessions` or `DELETE` (the key
    /// already claimed here): replayed, or refused if the key came with another request.
    func keptElsewhere(
        _ key: String, fingerprint: UInt64, tenant: Tenant?, in registry: SessionRegistry
    ) throws(APIError) -> StoredAnswer?
    /// This node deleted the session of `serial` from the store: a copy registered meanwhile
    /// (a request found it still stored) goes, since a node does not hear its own deletions.
    func deletedHere(serial: Int, in registry: SessionRegistry)
}

/// No other node writes the store (memory, SQLite): what this node holds is all there is.
package struct SoleNode: OtherNodes {
    package func storedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError) -> Session? { nil }
    package func forgetIfDeletedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError) {}
    package func renewedElsewhere(_ session: Session, now: Int64, in registry: SessionRegistry) throws(APIError) -> Bool { false }
    package func storyboards(named names: Set<String>, tenant: Tenant?, in registry: SessionRegistry) -> [Storyboard] {
        registry.storyboards.storyboards(named: names, tenant: tenant)
    }
    package func keptElsewhere(
        _ key: String, fingerprint: UInt64, tenant: Tenant?, in registry: SessionRegistry
    ) throws(APIError) -> StoredAnswer? { nil }
    package func deletedHere(serial: Int, in registry: SessionRegistry) {}
}

/// Other nodes share the store (PostgreSQL): each question is a read of it.
package struct SharedStoreNodes: OtherNodes {
    package let store: any SessionStore

    package func storedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError) -> Session? {
        guard let head = try storedHead(key) else { return nil }
        return registry.register(head, from: store)
    }

    package func forgetIfDeletedElsewhere(_ key: SessionKey, in registry: SessionRegistry) throws(APIError) {
        guard let held = registry.sessions.withLock({ $0.byKey[key] }) else { return }
        let stored = try storedHead(key)
        guard stored?.serial != held.serial, !held.isPendingCreation else { return }
        _ = held.delete(ifStill: { true })
        registry.sessions.withLock { _ = $0.remove(held) }
        if let stored { registry.register(stored, from: store) }
    }

    package func renewedElsewhere(_ session: Session, now: Int64, in registry: SessionRegistry) throws(APIError) -> Bool {
        guard let expiry = registry.expiry, let head = try storedHead(session.key), head.serial == session.serial,
            !expiry.isExpired(lastUsed: head.lastUsed, now: now)
        else { return false }
        session.touchedElsewhere(lastUsed: head.lastUsed)
        return true
    }

    /// Those this node has not heard of yet are read from the store (nginx may send the upload
    /// to one node and its use to another), and all of them while this node cannot hear the others.
    package func storyboards(named names: Set<String>, tenant: Tenant?, in registry: SessionRegistry) -> [Storyboard] {
        let held = registry.storyboards.storyboards(named: names, tenant: tenant)
        guard !names.isEmpty else { return held }
        let missing = store.isSynchronized ? names.subtracting(held.map(\.name)) : names
        for name in missing.sorted() { _ = registry.follow(.storyboard(tenant: tenant?.name, name: name)) }
        return missing.isEmpty ? held : registry.storyboards.storyboards(named: names, tenant: tenant)
    }

    package func keptElsewhere(
        _ key: String, fingerprint: UInt64, tenant: Tenant?, in registry: SessionRegistry
    ) throws(APIError) -> StoredAnswer? {
        let stored: StoredKey?
        do {
            stored = try store.requestKey(tenant: tenant?.name, key: key)
        } catch {
            registry.requestKeys.forget(key, tenant: tenant)
            throw error.unavailable
        }
        guard let stored else { return nil }
        guard stored.fingerprint == fingerprint else {
            registry.requestKeys.forget(key, tenant: tenant)
            throw .idempotencyKeyReused
        }
        registry.requestKeys.finish(key, answer: stored.answer, tenant: tenant)
        return stored.answer.setting("Idempotent-Replayed", "true")
    }

    package func deletedHere(serial: Int, in registry: SessionRegistry) { registry.follow(.deleted(serial: serial)) }

    /// The session the store holds under `key` (a lookup of a request: its failure is the
    /// request's 503).
    private func storedHead(_ key: SessionKey) throws(APIError) -> StoredSessionHead? {
        do {
            return try store.head(tenant: key.tenant?.name, id: key.id.rawValue)
        } catch {
            throw error.unavailable
        }
    }
}

extension SessionRegistry {
    package func storedElsewhere(_ key: SessionKey) throws(APIError) -> Session? { try others.storedElsewhere(key, in: self) }

    package func forgetIfDeletedElsewhere(_ key: SessionKey) throws(APIError) { try others.forgetIfDeletedElsewhere(key, in: self) }

    package func renewedElsewhere(_ session: Session, now: Int64) throws(APIError) -> Bool {
        try others.renewedElsewhere(session, now: now, in: self)
    }

    /// The tenant's storyboards of `names` (see ``OtherNodes/storyboards(named:tenant:in:)``).
    package func storyboards(named names: Set<String>, tenant: Tenant?) -> [Storyboard] {
        others.storyboards(named: names, tenant: tenant, in: self)
    }

    /// One storyboard of the tenant.
    package func storyboard(named name: String, tenant: Tenant?) -> Storyboard? {
        storyboards(named: [name], tenant: tenant).first
    }

    package func keptElsewhere(_ key: String, fingerprint: UInt64, tenant: Tenant?) throws(APIError) -> StoredAnswer? {
        try others.keptElsewhere(key, fingerprint: fingerprint, tenant: tenant, in: self)
    }
}
