import Dispatch
import EventHTTP
import EventHTTPTesting
import Foundation
import Logging
import NavStateStore
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// Two or more NavState nodes on one real PostgreSQL database, each a real listener on its own
/// loopback port: any node serves any session, writes are conditional on the
/// revision, and each node hears the others' changes.
final class TestCluster: @unchecked Sendable {
    let postgres: TemporaryPostgres
    private(set) var nodes: [(server: ServerThread, storage: Storage)] = []
    private let configuration: APIConfiguration

    init(nodes count: Int, _ configuration: APIConfiguration = APIConfiguration()) throws {
        postgres = try TemporaryPostgres()
        self.configuration = configuration
        for _ in 0..<count { nodes.append(try Self.start(postgres.url, configuration)) }
    }

    deinit { stopAll() }

    private static func start(_ url: String, _ configuration: APIConfiguration) throws -> (ServerThread, Storage) {
        var logger = Logger(label: "navstate-cluster-test")
        logger.logLevel = .critical
        let storage = try Storage.postgres(url: url)
        let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        return (try NavStateServer.start(http: http, api: configuration, loops: 2, logger: logger, storage: storage), storage)
    }

    /// Nodes whose sessions expire after `sessionTTLSeconds` by `clock` (which the test moves).
    convenience init(nodes count: Int, sessionTTLSeconds: Int, clock: TestClock) throws {
        var configuration = APIConfiguration()
        configuration.sessionTTLSeconds = sessionTTLSeconds
        configuration.clock = clock.wallClock
        try self.init(nodes: count, configuration)
    }

    func port(_ node: Int) -> Int { nodes[node].server.port }
    func client(_ node: Int) throws -> APIClient { try APIClient(port: port(node)) }

    /// Stops node `index` and starts a fresh process in its place (a new port).
    func restart(_ index: Int) throws {
        nodes[index].server.stop()
        nodes[index].storage.close()
        nodes[index] = try Self.start(postgres.url, configuration)
    }

    func stopAll() {
        for node in nodes {
            node.server.stop()
            node.storage.close()
        }
        nodes = []
    }

    /// A connection of the test's own to the database.
    func database() throws -> PostgresConnection { try PostgresConnection(url: postgres.url) }

    /// A connection to another database of the same server (to change the nodes' one).
    func administration() throws -> PostgresConnection {
        try PostgresConnection(url: String(postgres.url.dropLast("postgres".count)) + "template1")
    }
}

extension TestCluster {
    /// Cuts every node's listening connection and keeps it from coming back until
    /// ``hearAgain()`` (no new connection is let in meanwhile): the nodes cannot hear each
    /// other. How many listeners were cut.
    func cutListeners() throws -> Int {
        let database = try database()
        try administration().execute("ALTER DATABASE postgres WITH ALLOW_CONNECTIONS false")
        let cut = try database.query(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()")
        return Int(cut.first?.int(0) ?? 0)
    }

    /// Whether every node has noticed, within `seconds`, that its listening connection is gone
    /// (`navstate_store_synchronized` 0): until then a node may still answer from memory.
    func nodesNoticedTheCut(within seconds: Double = 5) throws -> Bool {
        try eventually(within: seconds) {
            try nodes.indices.allSatisfy { node in
                let text = try client(node).get("/metrics").text
                return text.split(separator: "\n").contains("navstate_store_synchronized 0.0")
            }
        }
    }

    /// Lets connections in again: the listeners come back.
    func hearAgain() throws {
        try administration().execute("ALTER DATABASE postgres WITH ALLOW_CONNECTIONS true")
    }

    /// Whether every node listens again within `seconds`.
    func listenersAreBack(within seconds: Double = 5) throws -> Bool {
        let database = try database()
        return try eventually(within: seconds) {
            try database.query("SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'").first?.int(0) == Int64(nodes.count)
        }
    }
}

@Suite struct ClusterTests {
    @Test func aSessionMadeOnOneNodeIsServedAndChangedByAnotherAndTheFirstSeesIt() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("mail", stack: ["inbox"]).status == 201)
        // B may not have heard of it yet: it finds it in the store.
        let read = try b.get("/sessions/mail")
        #expect(read.status == 200)
        #expect(read.body == (try a.get("/sessions/mail")).body, "both nodes answer the same bytes")
        let pushed = try b.post("/sessions/mail/push", #"{"controller": {"kind": "view", "id": "message"}}"#)
        #expect(pushed.status == 200)
        #expect(try b.revision("mail") == 2)
        // A hears of revision 2 and never answers revision 1 again.
        #expect(try eventually { try a.revision("mail") == 2 })
        #expect(try a.get("/sessions/mail").body == (try b.get("/sessions/mail")).body)
        let popped = try a.post("/sessions/mail/pop")
        #expect(popped.status == 200)
        #expect(try eventually { try b.revision("mail") == 3 })
        #expect(try a.get("/sessions/mail/history").body == (try b.get("/sessions/mail/history")).body)
        #expect(try a.get("/sessions/mail?revision=2").body == (try b.get("/sessions/mail?revision=2")).body)
        #expect(try a.get("/sessions").body == (try b.get("/sessions")).body, "both list the session")
    }

    /// Four writers on each of two nodes push and pop one session: every 200 is one revision,
    /// no revision is applied twice, and every refusal of a lost race is 409 `changed-elsewhere`
    /// with nothing kept.
    @Test func twoNodesNeverBothApplyTheSameRevision() throws {
        let cluster = try TestCluster(nodes: 2)
        let setup = try cluster.client(0)
        #expect(try setup.createNavigationSession("race", stack: ["root"]).status == 201)
        let outcomes = Mutex<[String: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            guard let api = try? cluster.client(writer % 2) else { return }
            for step in 0..<40 {
                let push = step.isMultiple(of: 2)
                guard
                    let response = try? api.post(
                        push ? "/sessions/race/push" : "/sessions/race/pop", push ? #"{"controller": {"kind": "view"}}"# : nil)
                else { continue }
                let outcome = response.status == 200 ? "200" : "\(response.status) \(response.problemType ?? "")"
                outcomes.withLock { $0[outcome, default: 0] += 1 }
            }
        }
        let counted = outcomes.withLock { $0 }
        let applied = counted["200"] ?? 0
        #expect(Set(counted.keys).isSubset(of: ["200", "409 changed-elsewhere", "409 nothing-to-pop"]), "\(counted)")
        #expect(try setup.revision("race") == 1 + applied)
        let other = try cluster.client(1)
        #expect(try eventually { try other.revision("race") == 1 + applied })
        let stored = try cluster.database().query(
            "SELECT j.revision FROM navstate_journal j JOIN navstate_sessions s ON s.serial = j.session WHERE s.id = 'race' ORDER BY j.revision"
        )
        let revisions = stored.compactMap { $0.int(0) }
        #expect(revisions == Array((revisions.first ?? 0)...Int64(1 + applied)), "the journal is contiguous")
    }

    /// A stream on one node sees the changes made on the other, in revision order without gaps,
    /// and the deletion made there.
    @Test func anEventStreamOnOneNodeFollowsChangesMadeOnTheOther() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("feed", stack: ["root"]).status == 201)
        let stream = try EventStreamClient(port: cluster.port(0), session: "feed").waitForFirstEvent()
        for step in 0..<12 {
            let api = step.isMultiple(of: 3) ? a : b
            let response =
                step.isMultiple(of: 2)
                ? try api.post("/sessions/feed/push", #"{"controller": {"kind": "view"}}"#) : try api.post("/sessions/feed/pop")
            #expect(response.status == 200)
            // The next writer on the other node waits until it has heard (else 409, tested above).
            let revision = 2 + step
            #expect(try eventually { try a.revision("feed") == revision && b.revision("feed") == revision })
        }
        #expect(try b.request("DELETE", "/sessions/feed").status == 204)
        let events = try stream.readToEnd().events
        #expect(events.first?.event == "snapshot")
        #expect(events.compactMap(\.id) == Array(1...13), "every revision once, in order")
        #expect(events.last?.event == "deleted")
        #expect(try a.get("/sessions/feed").problemType == "unknown-session")
        // Resuming on the other node from the store's journal: the same bytes.
        let recreated = try b.createNavigationSession("feed", stack: ["root"])
        #expect(recreated.status == 201, "the id is free again on every node")
    }

    /// A retry that lands on another node (its first node died after committing) is answered
    /// from the store: the same answer, the change applied once.
    @Test func anIdempotencyKeyIsRecognisedOnEveryNode() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("keys", stack: ["root"]).status == 201)
        let body = #"{"controller": {"kind": "view", "id": "once"}}"#
        let first = try a.post("/sessions/keys/push", body, headers: [("Idempotency-Key", "k-1")])
        #expect(first.status == 200)
        let retried = try b.post("/sessions/keys/push", body, headers: [("Idempotency-Key", "k-1")])
        #expect(retried.status == 200)
        #expect(retried.body == first.body)
        #expect(try b.revision("keys") == 2)
        // A refusal kept under a key (nothing changed) is recognised too.
        let refused = try a.post("/sessions/keys/present", "{", headers: [("Idempotency-Key", "k-2")])
        #expect(refused.status == 400)
        let again = try b.post("/sessions/keys/present", "{", headers: [("Idempotency-Key", "k-2")])
        #expect(again.status == 400)
        #expect(again.body == refused.body)
        let other = try b.post("/sessions/keys/pop", nil, headers: [("Idempotency-Key", "k-1")])
        #expect(other.problemType == "idempotency-key-reused")
        // A session created with a key (its id the server's pick) and retried on the other
        // node: the same session, created once; a deletion likewise.
        let create = #"{"root": {"kind": "view"}}"#
        let created = try a.post("/sessions", create, headers: [("Idempotency-Key", "c-1")])
        #expect(created.status == 201)
        let recreated = try b.post("/sessions", create, headers: [("Idempotency-Key", "c-1")])
        #expect(recreated.status == 201)
        #expect(recreated.body == created.body)
        #expect(recreated.header("Idempotent-Replayed") == "true")
        #expect(
            try b.post("/sessions", #"{"root": {"kind": "navigation"}}"#, headers: [("Idempotency-Key", "c-1")]).problemType
                == "idempotency-key-reused")
        #expect(try cluster.database().query("SELECT count(*) FROM navstate_sessions").first?.int(0) == 2)
        #expect(try a.request("DELETE", "/sessions/keys", headers: [("Idempotency-Key", "d-1")]).status == 204)
        let deletedAgain = try b.request("DELETE", "/sessions/keys", headers: [("Idempotency-Key", "d-1")])
        #expect(deletedAgain.status == 204, "a replay, not 404")
        #expect(deletedAgain.header("Idempotent-Replayed") == "true")
    }

    /// A node stopped and started afresh serves every session from the store, with the same
    /// bytes; a session made meanwhile on another node too.
    @Test func aRestartedNodeServesEverySessionFromTheStore() throws {
        let cluster = try TestCluster(nodes: 2)
        let a = try cluster.client(0)
        #expect(try a.createNavigationSession("long", stack: ["root"]).status == 201)
        // Past two checkpoints (every 32 revisions), so that the store drops old ones.
        for step in 0..<80 {
            let response =
                step % 3 == 2
                ? try a.post("/sessions/long/pop") : try a.post("/sessions/long/push", #"{"controller": {"kind": "view"}}"#)
            #expect(response.status == 200)
        }
        let reads = ["/sessions/long", "/sessions/long/history", "/sessions/long?revision=60", "/sessions/long/history?after=70"]
        let before = try reads.map { try a.get($0).body }
        try cluster.restart(0)
        let b = try cluster.client(1)
        #expect(try b.createNavigationSession("meanwhile").status == 201)
        let restarted = try cluster.client(0)
        #expect(try reads.map { try restarted.get($0).body } == before)
        #expect(try restarted.get("/sessions/meanwhile").status == 200)
        let checkpoints = try cluster.database().query(
            "SELECT count(*) FROM navstate_checkpoints c JOIN navstate_sessions s ON s.serial = c.session WHERE s.id = 'long'")
        #expect(checkpoints.first?.int(0) == 2, "two checkpoints kept, the older dropped")
    }

    /// A database from before journal entries kept their form gains the column (every entry
    /// format 1) and its sessions answer as before; an entry of a form newer than the build's
    /// makes its session unreadable, not replayed by the wrong rules.
    @Test func aDatabaseFromBeforeEntryFormsGainsThemAndANewerFormIsRefused() throws {
        let cluster = try TestCluster(nodes: 1)
        let a = try cluster.client(0)
        #expect(try a.createNavigationSession("s", stack: ["root"]).status == 201)
        for _ in 0..<3 { #expect(try a.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#).status == 200) }
        let reads = ["/sessions/s", "/sessions/s/history", "/sessions/s?revision=2"]
        let before = try reads.map { try a.get($0).body }
        try cluster.database().execute("ALTER TABLE navstate_journal DROP COLUMN format")
        try cluster.restart(0)
        let restarted = try cluster.client(0)
        #expect(try reads.map { try restarted.get($0).body } == before)
        let formats = try cluster.database().query("SELECT format, count(*) FROM navstate_journal GROUP BY format")
        #expect(formats.map { [$0.int(0), $0.int(1)] } == [[1, 4]], "the creation and three pushes")
        try cluster.database().execute("UPDATE navstate_journal SET format = 2")
        try cluster.restart(0)
        #expect(try cluster.client(0).get("/sessions/s").problemType == "session-unreadable")
    }

    /// Two nodes asked to create the same id at once: one 201, one 409, one session.
    @Test func aTakenIdIsRefusedOnEveryNode() throws {
        let cluster = try TestCluster(nodes: 2)
        for round in 0..<10 {
            let statuses = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { node in
                guard let api = try? cluster.client(node),
                    let response = try? api.post("/sessions", #"{"id": "same-\#(round)", "root": {"kind": "view"}}"#)
                else { return }
                statuses.withLock { $0.append(response.status) }
            }
            #expect(statuses.withLock { $0.sorted() } == [201, 409])
            #expect(try cluster.client(round % 2).get("/sessions/same-\(round)").status == 200)
        }
        let rows = try cluster.database().query("SELECT count(*) FROM navstate_sessions")
        #expect(rows.first?.int(0) == 10)
    }

    /// A storyboard uploaded on one node is used by the other; its deletion too.
    @Test func storyboardsAreSharedByEveryNode() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let document =
            #"{"initial": "Root", "scenes": [{"identifier": "Root", "controller": {"kind": "navigation", "children": [{"kind": "view", "title": "First"}]}}]}"#
        #expect(try a.request("PUT", "/storyboards/main", json: document).status == 201)
        #expect(try eventually { try b.get("/storyboards/main").status == 200 })
        #expect(try b.get("/storyboards/main").body == (try a.get("/storyboards/main")).body)
        #expect(try b.request("DELETE", "/storyboards/main").status == 204)
        #expect(try eventually { try a.get("/storyboards/main").status == 404 })
    }

    /// A storyboard deleted while a node could not hear it is gone there once it hears again.
    @Test func aStoryboardDeletedWhileANodeWasNotListeningIsGoneOnceItIs() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let document = #"{"initial": "Root", "scenes": [{"identifier": "Root", "controller": {"kind": "view"}}]}"#
        #expect(try a.request("PUT", "/storyboards/gone", json: document).status == 201)
        #expect(try eventually { try b.get("/storyboards/gone").status == 200 })
        #expect(try cluster.cutListeners() == 2)
        #expect(try b.request("DELETE", "/storyboards/gone").status == 204)
        try cluster.hearAgain()
        #expect(try eventually(within: 5) { try a.get("/storyboards/gone").status == 404 })
    }

    /// The listening connection of a node is cut: while it is down the node reads sessions
    /// from the store on every request (never stale), and once back it catches up.
    @Test func aNodeThatLostItsListeningConnectionIsNeverStale() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("cut", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/cut").status == 200)
        // No new connection until the steps are done: the listeners stay away meanwhile.
        #expect(try cluster.cutListeners() == 2)
        // A node trusts its memory until it notices its connection is gone (at once, when the
        // server ends it): the reads below start after both have.
        #expect(try cluster.nodesNoticedTheCut())
        for step in 0..<6 {
            let (writer, reader) = step.isMultiple(of: 2) ? (a, b) : (b, a)
            let pushed = try writer.post("/sessions/cut/push", #"{"controller": {"kind": "view"}}"#)
            #expect(pushed.status == 200)
            #expect(try reader.revision("cut") == 2 + step, "read right after a change on the other node")
        }
        try cluster.hearAgain()
        #expect(try cluster.listenersAreBack())
        #expect(
            try eventually(within: 5) {
                try (0..<2).allSatisfy { try cluster.client($0).get("/metrics").text.contains("\nnavstate_store_synchronized 1.0") }
            })
    }
}

/// The notifications' payloads as the listener reads them.
@Suite struct NotificationPayloadTests {
    @Test func payloadsReadAsChangesAndANodesOwnAreSkipped() {
        #expect(
            PostgresListener.change("n1 c 64 1700 mail team-one", skipping: "n2")
                == .created(StoredSessionHead(serial: 64, tenant: "team-one", id: "mail", lastUsed: 1700)))
        #expect(
            PostgresListener.change("n1 c 64 1700 mail ", skipping: "n2")
                == .created(StoredSessionHead(serial: 64, tenant: nil, id: "mail", lastUsed: 1700)))
        #expect(PostgresListener.change("n1 r 64 12", skipping: "n2") == .revision(serial: 64, Revision(rawValue: 12)))
        #expect(PostgresListener.change("n1 k 64 12", skipping: "n2") == .keyKept(serial: 64))
        #expect(PostgresListener.change("n1 t 64 99", skipping: "n2") == .touched(serial: 64, lastUsed: 99))
        #expect(PostgresListener.change("n1 d 64", skipping: "n2") == .deleted(serial: 64))
        #expect(PostgresListener.change("n1 s Mail team-one", skipping: "n2") == .storyboard(tenant: "team-one", name: "Mail"))
        #expect(PostgresListener.change("n1 s Mail ", skipping: "n2") == .storyboard(tenant: nil, name: "Mail"))
        #expect(PostgresListener.change("n2 r 64 12", skipping: "n2") == nil, "its own")
        // Anyone who can connect may notify on the channel: numbers out of range, ids and
        // names that are not ids, are not changes.
        for unreadable in [
            "", "n1", "n1 r", "n1 r x 1", "n1 q 1 2", "n1 c 1 2", "n1 c -1 0 mail ", "n1 c 9223372036854775807 0 mail ",
            "n1 c 64 -9223372036854775808 mail ", "n1 c 64 1700 ../x ", "n1 c 64 1700 mail team one", "n1 r 64 0",
            "n1 r 0 5", "n1 t 64 9223372036854775807", "n1 d -5", "n1 s Ma/il ", "n1 k 9007199254740993",
        ] {
            #expect(PostgresListener.change(unreadable, skipping: "n2") == nil)
        }
    }

    @Test func aSessionsRevisionsInOneReadCoalesceIntoItsLast() {
        let changes: [StoreChange] = [
            .revision(serial: 1, Revision(rawValue: 2)), .revision(serial: 2, Revision(rawValue: 5)),
            .revision(serial: 1, Revision(rawValue: 3)), .deleted(serial: 2), .revision(serial: 1, Revision(rawValue: 4)),
        ]
        #expect(
            PostgresListener.coalesced(changes) == [
                .revision(serial: 2, Revision(rawValue: 5)), .deleted(serial: 2), .revision(serial: 1, Revision(rawValue: 4)),
            ])
    }
}
