/// What this node holds of one session, and what it may do next, as one value moved by
/// explicit transitions (the shape of swift-nio's state machines): each transition changes
/// the phase and returns what the session is to do (decode from the store, read it again,
/// publish a stored revision, drop its state); the session does that I/O outside.
///
/// The events come from three threads: the event loops (a request uses the session, hands a
/// write over), the store's writer (a write is answered) and, with a shared store, its
/// listener (another node changed or deleted the session, or announcements were missed). All
/// of them run under the session's lock (``Session``).
///
/// The rules it keeps (docs/operations.md "How nodes share sessions"):
/// - a state is read again from a shared store only when none of this node's writes to it is
///   under way (the state holds them, the store not yet); a change announced meanwhile marks
///   it stale, and it is read again once the last of them is answered;
/// - a write answered for a state decoded before the current one (`load`) changes nothing: the
///   state it was made on is gone already;
/// - a failed write drops the state it was made on (the next use decodes what the store holds).
package struct Replica: Hashable, Sendable {
    package enum Phase: Hashable, Sendable {
        /// Only the store holds the state (not decoded yet, or dropped to be read again).
        case stored
        /// Held in memory as the `load`th decoding (0: made on this node). With a shared
        /// store, `inFlight` of this node's writes are handed over and not answered yet, and
        /// `stale`: another node changed the session meanwhile.
        case held(load: Int, inFlight: Int, stale: Bool)
        /// Deleted (a request that found the session just before gets 404).
        case deleted
    }

    private(set) var phase: Phase
    /// How many decodings were started: each gets the next number.
    private(set) var loads = 0

    /// A session made on this node (`held`), or one only the store holds.
    package init(held: Bool) { phase = held ? .held(load: 0, inFlight: 0, stale: false) : .stored }

    /// The decoding the held state is, `nil` when none is held.
    package var heldLoad: Int? {
        if case .held(let load, _, _) = phase { load } else { nil }
    }

    // MARK: - A request uses the session

    package enum UseAction: Equatable {
        /// 404: it was deleted.
        case unknown
        /// Decode the state from the store as decoding `load` (then ``decoded(load:)``).
        case decode(load: Int)
        /// Read the held state again from the store as decoding `load` (then ``decoded(load:)``
        /// on success; on failure the held state stays).
        case readAgain(load: Int)
        /// Use the state held.
        case useHeld
    }

    /// A request needs the state. `rereads`: a shared store whose announcements this node
    /// cannot hear for now, so a state held may be behind.
    package mutating func use(rereads: Bool) -> UseAction {
        switch phase {
        case .deleted:
            return .unknown
        case .stored:
            loads += 1
            return .decode(load: loads)
        case .held(let load, let inFlight, _) where rereads:
            guard inFlight == 0 else {
                phase = .held(load: load, inFlight: inFlight, stale: true)
                return .useHeld
            }
            loads += 1
            return .readAgain(load: loads)
        case .held:
            return .useHeld
        }
    }

    /// A decoding (or reading again) started as `load` succeeded: its state is held.
    package mutating func decoded(load: Int) {
        assert(load == loads && phase != .deleted, "decoded \(load) in \(self)")
        phase = .held(load: load, inFlight: 0, stale: false)
    }

    // MARK: - Writes

    /// A write of this node to a shared store was handed over for the held state.
    package mutating func submitted() {
        guard case .held(let load, let inFlight, let stale) = phase else {
            assertionFailure("a write submitted in \(self)")
            return
        }
        phase = .held(load: load, inFlight: inFlight + 1, stale: stale)
    }

    package enum AnswerAction: Equatable {
        /// The write was made on a state that is gone: nothing to do.
        case ignore
        /// Stored: the revision goes to the streams; `thenRefresh`: the last write under way
        /// is answered and another node changed the session meanwhile (then ``refresh(watched:)``).
        case publish(thenRefresh: Bool)
        /// Failed: drop the state (its streams end); the next use decodes what the store holds.
        case drop
    }

    /// A write made on decoding `load` was answered: `stored` or failed.
    package mutating func answered(load: Int, stored: Bool) -> AnswerAction {
        guard case .held(let held, let inFlight, let stale) = phase, held == load else { return .ignore }
        guard stored else {
            phase = .stored
            return .drop
        }
        assert(inFlight > 0, "a write answered with none under way")
        let remaining = max(0, inFlight - 1)
        if remaining == 0, stale {
            phase = .held(load: load, inFlight: 0, stale: false)
            return .publish(thenRefresh: true)
        }
        phase = .held(load: load, inFlight: remaining, stale: stale)
        return .publish(thenRefresh: false)
    }

    // MARK: - Other nodes

    package enum NoticeAction: Equatable {
        case ignore
        /// Read the state again, or drop it (then ``refresh(watched:)``).
        case refresh
    }

    /// Another node changed the session: `behind`, the held state is older than what it stored
    /// (or the change is not a revision: a kept answer, missed announcements).
    package mutating func notified(behind: Bool) -> NoticeAction {
        guard case .held(let load, let inFlight, _) = phase, behind else { return .ignore }
        guard inFlight == 0 else {
            phase = .held(load: load, inFlight: inFlight, stale: true)
            return .ignore
        }
        return .refresh
    }

    package enum RefreshAction: Equatable {
        /// Nobody follows the state: drop it, to be decoded on the next use.
        case drop
        /// Streams follow it: read it again as decoding `load` (then ``decoded(load:)``, or on
        /// failure ``dropped()``, ending the streams).
        case readAgain(load: Int)
    }

    /// The held state is to be read again: `watched`, event streams follow it.
    package mutating func refresh(watched: Bool) -> RefreshAction {
        guard case .held = phase else { return .drop }
        guard watched else {
            phase = .stored
            return .drop
        }
        loads += 1
        return .readAgain(load: loads)
    }

    /// The held state was dropped (a refresh that could not read the store).
    package mutating func dropped() {
        if case .held = phase { phase = .stored }
    }

    /// A stream resumes after a revision the held state is `behind` (a shared store): read it
    /// again if none of this node's writes is under way. `nil`: nothing to do.
    package mutating func resumed(behind: Bool) -> Int? {
        guard case .held(_, 0, _) = phase, behind else { return nil }
        loads += 1
        return loads
    }

    // MARK: - Deletion

    /// The session is deleted. - Returns: false if it was already.
    package mutating func delete() -> Bool {
        guard phase != .deleted else { return false }
        phase = .deleted
        return true
    }

    /// The store could not carry a deletion out: the session is back, as stored.
    package mutating func undelete() {
        if phase == .deleted { phase = .stored }
    }
}
