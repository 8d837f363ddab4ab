import Testing

@testable import NavStateCore
@testable import NavStateServer

/// The replica state machine (``Replica``), explored exhaustively for small scopes: first the
/// machine alone (every sequence of its events), then two nodes on one shared store, whose
/// I/O is simulated as ``Session`` and the commit pipeline carry it out, against the cluster's
/// invariants.
@Suite struct ReplicaTests {
    // MARK: - The machine alone

    /// One event the machine can be sent, with the arguments a small scope allows.
    enum Event: Hashable, CustomStringConvertible {
        case use(rereads: Bool)
        case decodedPending
        case submitted
        case answered(load: Int, stored: Bool)
        case notified(behind: Bool)
        case refresh(watched: Bool)
        case resumed(behind: Bool)
        case delete
        case undelete

        var description: String { "\(self)" }

        static func all(loads: Int) -> [Event] {
            var events: [Event] = [.use(rereads: false), .use(rereads: true), .decodedPending, .submitted, .delete, .undelete]
            for load in 0...loads {
                events += [.answered(load: load, stored: true), .answered(load: load, stored: false)]
            }
            events += [.notified(behind: false), .notified(behind: true), .refresh(watched: false), .refresh(watched: true)]
            events += [.resumed(behind: false), .resumed(behind: true)]
            return events
        }
    }

    /// The machine and the decoding it was told to start, if one is pending.
    struct Machine: Hashable {
        var replica: Replica
        var pending: Int?

        /// Sends `event` if it can happen now (a write is submitted only for a held state, a
        /// decoding ends only once started): whether it was sent, and the problems it showed.
        mutating func send(_ event: Event) -> (sent: Bool, problems: [String]) {
            let before = replica
            var problems: [String] = []
            switch event {
            case .use(let rereads):
                switch replica.use(rereads: rereads) {
                case .unknown: if before.phase != .deleted { problems.append("unknown while not deleted") }
                case .decode(let load):
                    if before.phase != .stored { problems.append("decode from \(before.phase)") }
                    pending = load
                case .readAgain(let load):
                    guard case .held(_, 0, _) = before.phase, rereads else { return (true, ["read again from \(before.phase)"]) }
                    pending = load
                case .useHeld:
                    if case .held = before.phase {} else { problems.append("use held from \(before.phase)") }
                }
            case .decodedPending:
                guard let load = pending, replica.phase != .deleted else { return (false, []) }
                replica.decoded(load: load)
                pending = nil
            case .submitted:
                guard case .held = replica.phase else { return (false, []) }
                replica.submitted()
            case .answered(let load, let stored):
                guard case .held(_, let inFlight, _) = replica.phase, inFlight > 0 || !stored else { return (false, []) }
                let action = replica.answered(load: load, stored: stored)
                if action == .ignore, replica != before { problems.append("an ignored answer changed \(before) to \(replica)") }
                if before.heldLoad != load, action != .ignore { problems.append("an answer for decoding \(load) acted on \(before)") }
            case .notified(let behind):
                let action = replica.notified(behind: behind)
                if action == .refresh, case .held(_, let inFlight, _) = before.phase, inFlight > 0 {
                    problems.append("a refresh while writes are under way")
                }
                if !behind, replica != before { problems.append("a notice of nothing new changed \(before)") }
            case .refresh(let watched):
                guard case .held(_, 0, _) = replica.phase else { return (false, []) }
                if case .readAgain(let load) = replica.refresh(watched: watched) { pending = load }
            case .resumed(let behind):
                if let load = replica.resumed(behind: behind) {
                    guard case .held(_, 0, _) = before.phase else { return (true, ["read again with writes under way"]) }
                    pending = load
                }
            case .delete:
                _ = replica.delete()
                pending = nil
            case .undelete:
                replica.undelete()
            }
            return (true, problems + invariantProblems(since: before))
        }

        /// What holds after every event.
        func invariantProblems(since before: Replica) -> [String] {
            var problems: [String] = []
            if replica.loads < before.loads { problems.append("loads went back") }
            if case .held(let load, let inFlight, let stale) = replica.phase {
                if load > replica.loads { problems.append("holds decoding \(load) of \(replica.loads)") }
                if inFlight < 0 { problems.append("negative writes under way") }
                if stale, inFlight == 0 { problems.append("stale with no write under way to wait for") }
            }
            if before.phase == .deleted, replica.phase != .deleted, replica.phase != .stored {
                problems.append("left deletion for \(replica.phase)")
            }
            return problems
        }
    }

    @Test func everySequenceOfUpToSevenEventsKeepsTheMachinesInvariants() {
        let events = Event.all(loads: 3)
        var frontier: Set<Machine> = [Machine(replica: Replica(held: true)), Machine(replica: Replica(held: false))]
        var seen = frontier
        var transitions = 0
        for _ in 0..<7 {
            var next: Set<Machine> = []
            for machine in frontier {
                for event in events {
                    var moved = machine
                    let (sent, problems) = moved.send(event)
                    guard sent else { continue }
                    transitions += 1
                    #expect(problems.isEmpty, "\(machine) + \(event): \(problems)")
                    if seen.insert(moved).inserted, moved.replica.loads <= 3 { next.insert(moved) }
                }
            }
            frontier = next
        }
        #expect(seen.count > 50 && transitions > 500, "\(seen.count) states, \(transitions) transitions")
    }

    @Test func theTransitionsSayWhatToDo() {
        var stored = Replica(held: false)
        #expect(stored.use(rereads: false) == .decode(load: 1))
        stored.decoded(load: 1)
        #expect(stored.phase == .held(load: 1, inFlight: 0, stale: false))
        stored.submitted()
        stored.submitted()
        // Another node's change while two writes are under way: read again after the last.
        #expect(stored.notified(behind: true) == .ignore)
        #expect(stored.use(rereads: true) == .useHeld)
        #expect(stored.answered(load: 1, stored: true) == .publish(thenRefresh: false))
        #expect(stored.answered(load: 0, stored: false) == .ignore)
        #expect(stored.answered(load: 1, stored: true) == .publish(thenRefresh: true))
        #expect(stored.refresh(watched: true) == .readAgain(load: 2))
        stored.decoded(load: 2)
        #expect(stored.refresh(watched: false) == .drop)
        #expect(stored.phase == .stored)
        #expect(stored.delete() && !stored.delete())
        #expect(stored.use(rereads: false) == .unknown)
        stored.undelete()
        #expect(stored.phase == .stored)
        var made = Replica(held: true)
        made.submitted()
        #expect(made.answered(load: 0, stored: false) == .drop && made.phase == .stored)
    }

    // MARK: - Two nodes on one shared store

    /// One node's write, handed to the store: a revision (`from` + 1, tagged `tag`), or a kept
    /// answer of a keyed request that changed nothing (`tag` nil), written only onto `from`.
    struct Write: Hashable {
        let from: Int
        let fromTag: Int
        let tag: Int?
        let load: Int
    }

    /// What a node holds of the session (``SessionState``'s revisions, reduced to tags).
    struct Held: Hashable {
        /// The tag of each revision from 1, as this node has it.
        var tags: [Int]
        /// The newest revision known stored.
        var stored: Int
        var head: Int { tags.count }
        var readable: Int { min(stored, head) }
    }

    struct Node: Hashable {
        var replica: Replica
        var held: Held?
        var listening = true
        var watched: Bool
        var outbox: [Write] = []
        var inbox: [Int?] = []
        /// The newest revision this node acknowledged to a client.
        var acknowledged = 0
    }

    /// Two nodes and the store, as the simulation moves them.
    struct Cluster: Hashable {
        /// The store's tag of each revision from 1.
        var store: [Int] = [0]
        var nodes: [Node]
        var nextTag = 1

        init(watched: Bool) {
            nodes = [
                Node(replica: Replica(held: true), held: Held(tags: [0], stored: 1), watched: watched),
                Node(replica: Replica(held: false), watched: watched),
            ]
        }

        enum Step: Hashable, CaseIterable {
            case change, keyed, commit, notify, read, down, up
        }

        /// `Session.makeCurrent`: decode, read again, or use what is held.
        mutating func use(_ node: Int) {
            switch nodes[node].replica.use(rereads: !nodes[node].listening) {
            case .decode(let load), .readAgain(let load): readAgain(node, load: load)
            case .unknown, .useHeld: break
            }
        }

        /// Reads the session from the store as decoding `load`.
        mutating func readAgain(_ node: Int, load: Int) {
            nodes[node].held = Held(tags: store, stored: store.count)
            nodes[node].replica.decoded(load: load)
        }

        /// `Session.refresh`.
        mutating func refresh(_ node: Int) {
            switch nodes[node].replica.refresh(watched: nodes[node].watched) {
            case .drop: nodes[node].held = nil
            case .readAgain(let load): readAgain(node, load: load)
            }
        }

        /// Carries `step` out on `node` if it can happen now; the problems it showed.
        mutating func run(_ step: Step, on node: Int) -> [String]? {
            let other = 1 - node
            switch step {
            case .change:
                use(node)
                guard var held = nodes[node].held, let load = nodes[node].replica.heldLoad else { return nil }
                let write = Write(from: held.head, fromTag: held.tags[held.head - 1], tag: nextTag, load: load)
                nextTag += 1
                held.tags.append(nextTag - 1)
                nodes[node].held = held
                nodes[node].replica.submitted()
                nodes[node].outbox.append(write)
            case .keyed:
                use(node)
                guard let held = nodes[node].held, let load = nodes[node].replica.heldLoad else { return nil }
                nodes[node].replica.submitted()
                nodes[node].outbox.append(Write(from: held.head, fromTag: held.tags[held.head - 1], tag: nil, load: load))
            case .commit:
                guard !nodes[node].outbox.isEmpty else { return nil }
                let write = nodes[node].outbox.removeFirst()
                let committed = store.count == write.from && store[write.from - 1] == write.fromTag
                if committed, let tag = write.tag {
                    store.append(tag)
                    if nodes[other].listening { nodes[other].inbox.append(store.count) }
                    // The client's answer: sent whatever the session did with it.
                    nodes[node].acknowledged = max(nodes[node].acknowledged, write.from + 1)
                    guard case .publish(let thenRefresh) = nodes[node].replica.answered(load: write.load, stored: true) else { break }
                    nodes[node].held!.stored = max(nodes[node].held!.stored, write.from + 1)
                    if thenRefresh { refresh(node) }
                } else if committed {
                    // A kept answer: announced without a revision.
                    if nodes[other].listening { nodes[other].inbox.append(nil) }
                    if nodes[node].replica.answered(load: write.load, stored: true) == .publish(thenRefresh: true) { refresh(node) }
                } else if nodes[node].replica.answered(load: write.load, stored: false) == .drop {
                    nodes[node].held = nil
                }
            case .notify:
                guard nodes[node].listening, !nodes[node].inbox.isEmpty else { return nil }
                let revision = nodes[node].inbox.removeFirst()
                let behind = revision.map { stored in nodes[node].held.map { $0.head < stored } ?? false } ?? true
                if nodes[node].replica.notified(behind: behind) == .refresh { refresh(node) }
            case .read:
                use(node)
                guard let held = nodes[node].held else { return ["no state after a use"] }
                var problems: [String] = []
                let revision = held.readable
                if revision > store.count || held.tags[revision - 1] != store[revision - 1] {
                    problems.append(
                        "node \(node) answers revision \(revision) (tag \(held.tags[revision - 1])), which the store does not hold")
                }
                if revision < nodes[node].acknowledged {
                    problems.append("node \(node) answers revision \(revision) after acknowledging \(nodes[node].acknowledged)")
                }
                return problems
            case .down:
                guard nodes[node].listening else { return nil }
                nodes[node].listening = false
                nodes[node].inbox = []
            case .up:
                guard !nodes[node].listening else { return nil }
                nodes[node].listening = true
                // Resynchronised: every state held may be stale.
                if nodes[node].replica.notified(behind: true) == .refresh { refresh(node) }
            }
            return []
        }

        /// Whether nothing is under way: no write to commit, no notice to deliver, both listening.
        var isQuiet: Bool { nodes.allSatisfy { $0.outbox.isEmpty && $0.inbox.isEmpty && $0.listening } }
    }

    /// Every interleaving of up to eight steps (changes, keyed answers that change nothing,
    /// commits, notices, reads, a listener
    /// lost and regained) over two nodes, with and without event streams following the
    /// session: no read answers a revision the store does not hold (a phantom), none answers
    /// less than its node acknowledged, every acknowledged revision is the store's, and once
    /// all is quiet both nodes answer the store's newest revision.
    @Test(arguments: [false, true])
    func everyInterleavingOfEightStepsOverTwoNodesKeepsTheClusterInvariants(watched: Bool) {
        var frontier: Set<Cluster> = [Cluster(watched: watched)]
        var seen = frontier
        var explored = 0
        var failures: [String] = []
        for depth in 1...8 {
            var next: Set<Cluster> = []
            for cluster in frontier {
                for node in 0..<2 {
                    for step in Cluster.Step.allCases {
                        var moved = cluster
                        guard let problems = moved.run(step, on: node) else { continue }
                        explored += 1
                        if !problems.isEmpty, failures.count < 5 { failures.append("depth \(depth), \(step) on \(node): \(problems)") }
                        for (index, ack) in moved.nodes.map(\.acknowledged).enumerated() where ack > moved.store.count {
                            failures.append("node \(index) acknowledged \(ack), the store has \(moved.store.count)")
                        }
                        if moved.isQuiet {
                            for reader in 0..<2 {
                                var read = moved
                                _ = read.run(.read, on: reader)
                                if read.nodes[reader].held?.readable != read.store.count, failures.count < 5 {
                                    failures.append(
                                        "quiet, node \(reader) answers \(read.nodes[reader].held?.readable ?? -1) of \(read.store.count): \(moved)"
                                    )
                                }
                            }
                        }
                        if seen.insert(moved).inserted { next.insert(moved) }
                    }
                }
            }
            frontier = next
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(seen.count > 10_000, "explored \(explored) steps, \(seen.count) states")
        print("replica: \(explored) steps, \(seen.count) distinct states (streams: \(watched))")
    }
}
