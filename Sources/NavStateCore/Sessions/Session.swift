package import NavStateDocuments
package import NavStateStore
package import NavigationModel
internal import Synchronization

/// A session: its id and, behind its own lock, its state.
///
/// Shared by every event loop: requests for different sessions run in parallel, requests for
/// the same session one after the other, each seeing the revision the previous one left.
///
/// With a store, a session registered at start stays encoded until a request names it: the
/// first one decodes it (``locked(_:)``). A session whose write failed is dropped back to its
/// stored state the same way (``revert()``).
package final class Session: Sendable {
    /// The tenant and the id.
    package let key: SessionKey
    package var id: SessionID { key.id }
    /// Position in creation order; listing cursors and the store's rows are keyed by it.
    package let serial: Int
    /// Where the session is kept (``MemoryStore``: nowhere beyond the process).
    package let store: any SessionStore
    /// How its changes are kept before they are answered (decided by ``store``).
    package let plan: WritePlan
    private let slot: Mutex<Slot>
    /// When a request last named the session, in wall-clock milliseconds (for expiry).
    private let lastUsedAt: Atomic<Int64>
    /// The last use the store holds.
    private let storedLastUse: Atomic<Int64>
    /// Whether the store has the session (false while a new session's first write is under way).
    private let isInStore: Atomic<Bool>
    /// Event streams following the session on this node: while one is open, it does not expire.
    private let watchers = Atomic<Int>(0)

    private struct Slot {
        /// Held while ``replica`` is `held` (`nil` while only the store holds the state).
        var state: SessionState?
        /// What this node holds of the session and may do next.
        var replica: Replica
    }

    /// A new session, live.
    /// - Parameter creation: the journal entry of the creation (its callbacks), for history.
    package init(
        key: SessionKey, serial: Int, hierarchy: Hierarchy, creation: CreationEntry? = nil, now: Int64 = 0,
        store: any SessionStore = MemoryStore(), tag: Int64 = 0
    ) {
        self.key = key
        self.serial = serial
        self.store = store
        self.plan = store.writePlan
        let state = SessionState(id: key.id, hierarchy: hierarchy, creation: creation, plan: plan, tag: tag)
        self.slot = Mutex(Slot(state: state, replica: Replica(held: true)))
        self.lastUsedAt = Atomic(now)
        self.storedLastUse = Atomic(now)
        self.isInStore = Atomic(false)
    }

    /// A stored session, decoded when first named.
    package init(stored head: StoredSessionHead, key: SessionKey, store: any SessionStore) {
        self.key = key
        self.serial = head.serial
        self.store = store
        self.plan = store.writePlan
        self.slot = Mutex(Slot(state: nil, replica: Replica(held: false)))
        self.lastUsedAt = Atomic(head.lastUsed)
        self.storedLastUse = Atomic(head.lastUsed)
        self.isInStore = Atomic(true)
    }

    /// Whether the session's first write is still under way (the store does not have it yet).
    package var isPendingCreation: Bool { !isInStore.load(ordering: .acquiring) }

    /// The session's first write is committed.
    package func creationStored() { isInStore.store(true, ordering: .releasing) }

    package var lastUsed: Int64 { lastUsedAt.load(ordering: .relaxed) }

    /// Whether an event stream follows the session on this node (it does not expire meanwhile).
    package var isWatched: Bool { watchers.load(ordering: .relaxed) > 0 }

    /// An event stream began (`1`) or stopped (`-1`) following the session.
    package func watched(_ change: Int) { watchers.add(change, ordering: .relaxed) }

    /// Renews the session's lease: any request that names it. With a store, the lease is
    /// written when the stored one is more than `persistEvery` old, so that expiry after a
    /// restart is late by at most that much (mutations write it anyway).
    package func touch(_ now: Int64, persistEvery: Int64) {
        lastUsedAt.store(now, ordering: .relaxed)
        guard now - storedLastUse.load(ordering: .relaxed) >= persistEvery else { return }
        storedLastUse.store(now, ordering: .relaxed)
        store.submit(.touch(serial: serial, lastUsed: now), done: nil)
    }

    /// Whether the state is decoded (tests of lazy loading).
    package var isDecoded: Bool { slot.withLock { $0.state != nil } }

    /// Decodes the state from the store if it is not yet (a failure is left for the request
    /// that reads it next to answer).
    package func decode() { _ = try? locked { _ in } }

    /// Runs `body` with the session locked, decoding it from the store first if need be. A
    /// session deleted meanwhile is unknown. With a shared store whose announcements this node
    /// cannot hear for now, the state is read from the store every time.
    package func locked<Result: Sendable>(_ body: (inout SessionState) throws(APIError) -> Result) throws(APIError) -> Result {
        try lockedChange { (state: inout SessionState, _: inout Replica) throws(APIError) -> Result in try body(&state) }
    }

    /// ``locked(_:)`` for a change, which hands a write over (``Replica/submitted()``) and
    /// names the decoding it was made on (``Replica/heldLoad``).
    package func lockedChange<Result: Sendable>(
        _ body: (inout SessionState, inout Replica) throws(APIError) -> Result
    ) throws(APIError) -> Result {
        try slot.withLock { (slot: inout Slot) throws(APIError) -> Result in
            try makeCurrent(&slot)
            return try body(&slot.state!, &slot.replica)
        }
    }

    /// Decodes the state from the store if need be; with a shared store whose announcements
    /// this node cannot hear for now, reads it again (after this node's own writes, if some
    /// are under way). A deleted session is unknown.
    private func makeCurrent(_ slot: inout Slot) throws(APIError) {
        switch slot.replica.use(rereads: !store.isSynchronized) {
        case .unknown: throw .unknownSession(id)
        case .decode(let load):
            slot.state = try restore()
            slot.replica.decoded(load: load)
        case .readAgain(let load): try catchUp(&slot, load: load)
        case .useHeld: break
        }
    }

    /// Another node stored `revision` (or, `nil`, changed what the store keeps of the
    /// session): a state behind it is read again from the store, its event streams sent what
    /// they missed; a state nobody follows is simply dropped, to be read on the next request.
    package func storeAdvanced(to revision: Revision?) {
        slot.withLock { slot in
            let behind = revision.map { stored in slot.state.map { $0.hierarchy.revision < stored } ?? false } ?? true
            // With writes of this node under way, read again once they are answered (those the
            // other node's change conflicts with fail, and drop the state themselves).
            guard slot.replica.notified(behind: behind) == .refresh else { return }
            refresh(&slot)
        }
    }

    /// Reads the state again from the store (see ``storeAdvanced(to:)``).
    private func refresh(_ slot: inout Slot) {
        guard let state = slot.state else { return }
        switch slot.replica.refresh(watched: !state.subscribers.isEmpty) {
        case .drop:
            slot.state = nil
        case .readAgain(let load):
            do throws(APIError) {
                try catchUp(&slot, load: load)
            } catch {
                slot.state?.endStreams(with: Array(": the session could not be read from the store; reconnect\n\n".utf8))
                slot.state = nil
                slot.replica.dropped()
            }
        }
    }

    /// A write of this node to a shared store held (`entry`: the revision it stored, sent now
    /// to the session's streams) for the state decoded as `load`; once none is in flight, a
    /// state another node changed meanwhile is read again.
    /// - Returns: how many streams the revision was sent to.
    package func stored(_ entry: JournalEntry?, loadedAs load: Int) -> Int {
        slot.withLock { slot in
            guard case .publish(let thenRefresh) = slot.replica.answered(load: load, stored: true) else { return 0 }
            var sent = 0
            if let entry {
                slot.state!.storedRevision = max(slot.state!.storedRevision, entry.revision)
                sent = slot.state!.publish(entry)
            }
            if thenRefresh { refresh(&slot) }
            return sent
        }
    }

    /// Reads the session again from a shared store if it is behind `revision` (a stream that
    /// resumes after a revision this node has not heard of yet) and no write of its own is
    /// under way.
    /// - Returns: false when the store could not be read (the state is then behind).
    package func catchUp(to revision: Revision) -> Bool {
        slot.withLock { slot in
            let behind = slot.state.map { plan.publishesAfterCommit && $0.hierarchy.revision < revision } ?? false
            guard let load = slot.replica.resumed(behind: behind) else { return true }
            do throws(APIError) {
                try catchUp(&slot, load: load)
                return true
            } catch {
                return false
            }
        }
    }

    /// A request on another node renewed the lease.
    package func touchedElsewhere(lastUsed: Int64) {
        _ = lastUsedAt.max(lastUsed, ordering: .relaxed)
        _ = storedLastUse.max(lastUsed, ordering: .relaxed)
    }

    /// Reads the state again from the store; the streams of the state it replaces follow the
    /// new one, sent the revisions between (or ended, when the journal no longer has them).
    private func catchUp(_ slot: inout Slot, load: Int) throws(APIError) {
        guard var old = slot.state else { return }
        var fresh = try restore()
        for (key, subscriber) in old.subscribers {
            if subscriber.through < fresh.journal.oldestRevision || subscriber.through > fresh.hierarchy.revision {
                subscriber.stream.send(Array(": the session moved on beyond what this stream can follow; reconnect\n\n".utf8))
                subscriber.stream.finish()
                old.subscribers[key] = nil
            }
        }
        fresh.subscribers = old.subscribers
        for entry in fresh.journal.entries(after: fresh.journal.oldestRevision, limit: .max) { _ = fresh.publish(entry) }
        slot.state = fresh
        slot.replica.decoded(load: load)
    }

    /// Deletes the session if `allowed` passes on its state (decoded only when it needs it);
    /// its streams end with `deleted`.
    /// - Parameter submit: runs under the lock once deleted, to hand the store its write in order.
    /// - Parameter submit: runs under the lock once deleted, with the revision and tag that
    ///   `allowed` passed on (for a shared store's conditional delete), to hand the store its
    ///   write in order.
    ///   With a shared store the session's event streams are handed to `submit` too, to be
    ///   ended once the store has answered (it may refuse: another node moved the session on).
    package func delete(
        if allowed: ((SessionState) throws(APIError) -> Void)?,
        submit: ((revision: Revision, tag: Int64)?, [any EventStream]) -> Void = { _, _ in }
    ) throws(APIError) {
        try slot.withLock { (slot: inout Slot) throws(APIError) in
            guard slot.replica.phase != .deleted else { throw .unknownSession(id) }
            var checked: (revision: Revision, tag: Int64)?
            if let allowed {
                try makeCurrent(&slot)
                try allowed(slot.state!)
                checked = (slot.state!.hierarchy.revision, slot.state!.headTag)
            }
            _ = slot.replica.delete()
            var streams: [any EventStream] = []
            if plan.publishesAfterCommit {
                streams = slot.state?.subscribers.values.map(\.stream) ?? []
            } else {
                slot.state?.endStreams(with: SessionEvents.deleted(id))
            }
            slot.state = nil
            submit(checked, streams)
        }
    }

    /// Deletes the session if `stillDue` holds once locked (expiry).
    /// - Returns: whether it was deleted.
    package func delete(ifStill stillDue: () -> Bool) -> Bool {
        slot.withLock { slot in
            guard slot.replica.phase != .deleted, stillDue() else { return false }
            _ = slot.replica.delete()
            slot.state?.endStreams(with: SessionEvents.deleted(id))
            slot.state = nil
            return true
        }
    }

    /// Undoes a delete the store could not carry out: the session is back, as stored.
    package func undelete() {
        slot.withLock { $0.replica.undelete() }
    }

    /// Drops the state in memory after a write failed: the next request decodes what the store
    /// holds, the last acknowledged revision. Event streams end (their clients reconnect and
    /// start from there).
    ///
    /// Only the state the failed write was made on is dropped (`load`, the state's
    /// ``SessionState/load`` when the write was handed over): a state decoded since then is the
    /// store's, with writes of its own under way, and a second failure of the older writes
    /// must not drop it.
    package func revert(loadedAs load: Int) {
        slot.withLock { slot in
            guard slot.replica.answered(load: load, stored: false) == .drop else { return }
            slot.state?.endStreams(with: Array(": the server could not keep a change; reconnect\n\n".utf8))
            slot.state = nil
        }
    }

    /// Whether the session was deleted.
    package var isDeleted: Bool { slot.withLock { $0.replica.phase == .deleted } }

    /// The state as the store holds it.
    private func restore() throws(APIError) -> SessionState {
        do {
            return try SessionState(restoring: store.load(serial: serial), id: id, plan: plan)
        } catch let failure as StoreFailure {
            throw failure.apiError(id)
        } catch {
            throw .sessionUnreadable(id, reason: "\(error)")
        }
    }
}

/// What a session's lock guards.
package struct SessionState {
    package let id: SessionID
    package var hierarchy: Hierarchy
    /// The recent revisions, for history and time travel.
    package var journal: Journal
    /// The answers of recent keyed mutations.
    package var idempotencyKeys: IdempotencyKeys
    /// The event streams following the session.
    package var subscribers: [ObjectIdentifier: Subscriber] = [:]
    /// The tag of the current revision (``RevisionTag``): a shared store's writes name it.
    package var headTag: Int64
    /// The newest revision known to be stored: with a shared store, streams start from it,
    /// never from a revision another node may still win.
    package var storedRevision: Revision
    /// Whether reads answer the newest stored revision (``WritePlan/publishAfterCommit``: one
    /// this node has not stored yet may lose to another node's of the same number).
    package let publishesAfterCommit: Bool

    /// The revision reads answer: the current one, or with a shared store the newest stored.
    package var readableRevision: Revision { publishesAfterCommit ? min(storedRevision, hierarchy.revision) : hierarchy.revision }

    /// The hierarchy at ``readableRevision``: the current one, or replayed from the journal
    /// while a change of this node is being stored.
    package func readableHierarchy() throws(APIError) -> Hierarchy {
        let revision = readableRevision
        guard revision != hierarchy.revision else { return hierarchy }
        guard let plan = journal.replayPlan(to: revision) else { throw .internalError }
        return try Journal.replay(plan)
    }
    /// The snapshot bytes of one revision, kept once a `GET` asked for them: equal trees give
    /// equal bytes, so they serve every `GET` until the next change. Mutations do not fill it,
    /// so sessions nobody reads cost no snapshot memory.
    private var cachedSnapshot: (revision: Revision, expiresAt: Int64?, bytes: [UInt8])?

    /// - Parameter plan: the store's (a store that keeps revisions hears which keys were forgotten).
    package init(id: SessionID, hierarchy: Hierarchy, creation: CreationEntry? = nil, plan: WritePlan, tag: Int64 = 0) {
        self.id = id
        self.headTag = tag
        self.hierarchy = hierarchy
        self.journal = Journal(initial: hierarchy, creation: creation)
        self.idempotencyKeys = IdempotencyKeys(reportsForgotten: plan.writesRevisions)
        self.storedRevision = hierarchy.revision
        self.publishesAfterCommit = plan.publishesAfterCommit
    }

    package init(
        id: SessionID, hierarchy: Hierarchy, journal: Journal, idempotencyKeys: IdempotencyKeys, plan: WritePlan,
        tag: Int64 = 0
    ) {
        self.publishesAfterCommit = plan.publishesAfterCommit
        self.id = id
        self.headTag = tag
        self.hierarchy = hierarchy
        self.journal = journal
        self.idempotencyKeys = idempotencyKeys
        self.storedRevision = hierarchy.revision
    }

    /// The snapshot of the current revision as JSON, from the cache when it is fresh.
    /// - Parameter expiresAt: when the session expires (seconds since 1970), if sessions do.
    package mutating func snapshot(expiresAt: Int64?) -> [UInt8] {
        if let cachedSnapshot, cachedSnapshot.revision == hierarchy.revision, cachedSnapshot.expiresAt == expiresAt {
            return cachedSnapshot.bytes
        }
        let bytes = freshSnapshot(expiresAt: expiresAt)
        cachedSnapshot = (hierarchy.revision, expiresAt, bytes)
        return bytes
    }

    /// Unchanged content controllers' nodes are copied from what this thread wrote before
    /// (``NodeFragments``).
    private func freshSnapshot(expiresAt: Int64?) -> [UInt8] {
        var writer = SnapshotWriter(fragments: .ofThisThread)
        writer.snapshot(session: id, hierarchy: hierarchy, expiresAt: expiresAt)
        return writer.json.take()
    }
}
