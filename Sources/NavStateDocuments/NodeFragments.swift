import Glibc
package import NavigationModel

/// The JSON of content controllers' nodes, kept from the snapshots a thread wrote before, so
/// that the next snapshot of the same session copies the node instead of writing it again
/// (docs/performance.md, "Snapshots from kept nodes").
///
/// A content controller's node (no children, nothing presented, not presented, no search
/// controller) is a function of the ``Controller`` value alone: ``SnapshotWriter/node(_:in:)``
/// reads nothing else of the hierarchy for it. So an entry keeps the controller it was written
/// from, and is used only while the controller is equal to it: no version to keep in step with
/// the model, and a stale entry cannot be used. For the same reason, sessions of two tenants
/// with the same id may share a table: an entry serves only an equal controller, whose node is
/// the same bytes. An entry holds the controller's properties, so the model copies them before
/// it changes them instead of changing them in place.
///
/// One per thread (``ofThisThread``), so no lock: each event loop has its own. At most
/// ``budget`` bytes each, counted as the nodes' bytes and ``entryOverhead`` per entry; once
/// full, it is emptied and fills again with what is written next. A whole snapshot drops the
/// nodes of its session's controllers that it did not write (they left the session).
package final class NodeFragments {
    /// One session's nodes, by controller: looked up once per snapshot.
    package final class Session {
        fileprivate let id: SessionID
        fileprivate var entries: [ControllerID: Entry] = [:]
        /// The whole snapshot being written, counted from 1; an entry it did not use is one
        /// of a controller that left (``NodeFragments/endSnapshot(of:)``).
        fileprivate var snapshot: UInt32 = 0
        /// How many entries the snapshot being written used.
        fileprivate var used = 0

        fileprivate init(_ id: SessionID) { self.id = id }
    }

    /// A node and the controller it was written from (a class: a lookup copies no controller).
    fileprivate final class Entry {
        let controller: Controller
        let bytes: [UInt8]
        /// The last whole snapshot that used it.
        var snapshot: UInt32

        init(controller: Controller, bytes: [UInt8], snapshot: UInt32) {
            self.controller = controller
            self.bytes = bytes
            self.snapshot = snapshot
        }

        var cost: Int { bytes.count + NodeFragments.entryOverhead }

        /// Whether the node was written from a controller equal to `other`: compared in place
        /// (read from outside, `controller` was copied first, every field retained and released).
        func matches(_ other: Controller) -> Bool { controller == other }
    }

    /// The bytes one thread's nodes may hold.
    package static let budget = 4 << 20
    /// What an entry costs beside its node's bytes: the controller it was written from, the
    /// entry, the array's header and the tables' slots, rounded up.
    package static let entryOverhead = 320
    /// What one session's table costs, empty: counted too, so that snapshots of many sessions
    /// with nothing to keep cannot grow the tables past the budget.
    package static let sessionOverhead = 256

    private var sessions: [SessionID: Session] = [:]
    package private(set) var bytes = 0

    package init() {}

    /// How many nodes are kept.
    package var count: Int { sessions.values.reduce(0) { $0 + $1.entries.count } }

    /// How many sessions have a table.
    package var sessionCount: Int { sessions.count }

    /// Whether `controller`'s node is one these may keep (see the type's comment).
    package static func keeps(_ controller: Controller) -> Bool {
        guard case .content = controller.role else { return false }
        return controller.presented == nil && controller.presentation == nil && controller.searchController == nil
    }

    /// The nodes of `session`'s controllers.
    package func session(_ session: SessionID) -> Session {
        if let kept = sessions[session] { return kept }
        if bytes + Self.sessionOverhead > Self.budget { empty() }
        let made = Session(session)
        sessions[session] = made
        bytes += Self.sessionOverhead
        return made
    }

    /// Empties every table. A writer may still hold one: it is emptied too, and `keeping` (the
    /// one being written) stays registered.
    private func empty(keeping session: Session? = nil) {
        for kept in sessions.values { kept.entries.removeAll() }
        sessions.removeAll(keepingCapacity: true)
        bytes = 0
        if let session {
            session.used = 0
            sessions[session.id] = session
            bytes = Self.sessionOverhead
        }
    }

    /// Starts a whole snapshot of `session`: the entries it does not use are dropped at its end.
    package func beginSnapshot(of session: Session) {
        session.snapshot &+= 1
        session.used = 0
    }

    /// Ends the whole snapshot begun with ``beginSnapshot(of:)``: the nodes of controllers
    /// that are no longer in the session (popped, dismissed, released) go.
    package func endSnapshot(of session: Session) {
        if session.entries.count > session.used {
            let current = session.snapshot
            for (id, entry) in session.entries where entry.snapshot != current {
                session.entries[id] = nil
                bytes -= entry.cost
            }
        }
        // A session with nothing to keep keeps no table.
        if session.entries.isEmpty, sessions.removeValue(forKey: session.id) != nil { bytes -= Self.sessionOverhead }
    }

    /// The node written before for a controller equal to `controller`.
    package func node(of controller: Controller, in session: Session) -> [UInt8]? {
        guard let entry = session.entries[controller.id], entry.matches(controller) else { return nil }
        if entry.snapshot != session.snapshot {
            entry.snapshot = session.snapshot
            session.used += 1
        }
        return entry.bytes
    }

    /// Keeps `bytes`, the node of `controller`, emptying every table first when they are full.
    package func keep(_ bytes: [UInt8], of controller: Controller, in session: Session) {
        let cost = bytes.count + Self.entryOverhead
        if self.bytes + cost > Self.budget { empty(keeping: session) }
        let entry = Entry(controller: controller, bytes: bytes, snapshot: session.snapshot)
        if let old = session.entries.updateValue(entry, forKey: controller.id) {
            self.bytes -= old.cost
            if old.snapshot == session.snapshot { session.used -= 1 }
        }
        session.used += 1
        self.bytes += cost
    }

    /// This thread's nodes, made on first use and released when the thread ends.
    package static var ofThisThread: NodeFragments {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<NodeFragments>.fromOpaque(pointer).takeUnretainedValue()
        }
        let fragments = NodeFragments()
        pthread_setspecific(threadKey, Unmanaged.passRetained(fragments).toOpaque())
        return fragments
    }
}

/// The thread-specific slot of ``NodeFragments/ofThisThread``; its destructor releases a
/// thread's table when the thread ends.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<NodeFragments>.fromOpaque(pointer).release() }
    }
    precondition(created == 0, "pthread_key_create failed: \(created)")
    return key
}()
