import Dispatch
import EventHTTP
import EventHTTPTesting
import Foundation
import NavStateStore
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// Faults of a cluster, found by an adversarial review: each test failed before
/// its fix — a node's own unstored writes against announcements, a stalled or restarted
/// database, keyed requests retried on another node, ids reused across nodes, expiry.

/// A request's outcome, carried across threads.
struct Outcome: Sendable {
    let status: Int
    let body: [UInt8]
    let etag: String?
    let problemType: String?
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Runs `body` on another thread; `wait` gives its outcome (nil when it did not finish in time).
final class Background: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Result<Outcome, any Error>?>(nil)

    /// On a thread of its own: blocking calls on Dispatch's global queue wait for one of its
    /// few threads (as many as cores) to be free, so that a third blocked request never started.
    init(_ body: @escaping @Sendable () throws -> APIResponse) {
        Thread.detachNewThread { [self] in
            let outcome = Result { () throws -> Outcome in
                let response = try body()
                return Outcome(
                    status: response.status, body: response.body, etag: response.header("ETag"), problemType: response.problemType)
            }
            result.withLock { $0 = outcome }
            done.signal()
        }
    }

    func wait(seconds: Double = 15) -> Outcome? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        // For the next wait, which then returns at once.
        done.signal()
        return try? result.withLock { $0 }?.get()
    }

    var isFinished: Bool { result.withLock { $0 != nil } }
}

extension TemporaryPostgres {
    var port: String { String(url.split(separator: ":").last!.split(separator: "/").first!) }

    /// `pg_ctl stop -m fast` then start again on the same directory and port.
    func restart() throws {
        _ = try Self.script(["stop", directory])
        _ = try Self.script(["start", directory, port])
    }

    /// The postmaster's process id.
    var postmasterPID: pid_t {
        let text = (try? String(contentsOfFile: directory + "/data/postmaster.pid", encoding: .utf8)) ?? ""
        return pid_t(text.split(separator: "\n").first.flatMap { Int32($0) } ?? 0)
    }
}

let storyboardDocument =
    #"{"initial": "Root", "scenes": [{"identifier": "Root", "controller": {"kind": "navigation", "children": [{"kind": "view", "title": "First"}]}}]}"#

extension APIClient {
    /// The revision a node holds in memory, stored or not (a dry run answers one past it):
    /// with a shared store `GET` shows only the stored one while a change is being stored.
    func headRevision(_ session: String) throws -> Int {
        let dryRun = try post("/sessions/\(session)/push?dry-run=true", #"{"controller": {"kind": "view"}}"#)
        guard case .number(let revision) = dryRun.json["revision"] else { return -1 }
        return Int(revision) - 1
    }
}

/// Waits until `count` backends of the database wait on a lock.
func someoneWaitsOnALock(_ cluster: TestCluster, _ database: PostgresConnection, count: Int = 1) throws -> Bool {
    try eventually(within: 5) {
        try database.query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'").first?.int(0) ?? 0 >= count
    }
}

/// Node `node`'s writer stalled: a storyboard upload it carries waits on a table lock the
/// returned connection holds (`COMMIT` on it lets the writer go), so that the next change of
/// that node is applied in memory and waits for its store.
func stallWriter(of node: Int, in cluster: TestCluster) throws -> (blocker: PostgresConnection, upload: Background) {
    let blocker = try cluster.database()
    try blocker.execute("BEGIN")
    try blocker.execute("LOCK TABLE navstate_storyboards IN EXCLUSIVE MODE")
    let port = cluster.port(node)
    let upload = Background { try APIClient(port: port).request("PUT", "/storyboards/main", json: storyboardDocument) }
    #expect(try someoneWaitsOnALock(cluster, try cluster.database()))
    return (blocker, upload)
}

@Suite(.serialized) struct ClusterFaultTests {
    /// Node A applies revision 2 in memory and hands it to its (slow) writer. Meanwhile node B
    /// keeps a keyed refusal at revision 1 (a `k` notification), so A drops its state and a
    /// read re-decodes revision 1 from the store. A's write then commits (the stored revision
    /// was still 1) and A answers 200 with revision 2 — but A's memory stays at revision 1,
    /// and since a node never hears its own notifications, A serves revision 1 for ever (until
    /// its next write fails with a spurious 409).
    @Test func anAcknowledgedRevisionIsNotHiddenForeverByAnotherNodesKeptAnswer() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("seen", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/seen").status == 200)
        let database = try cluster.database()
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let push = Background { try APIClient(port: portA).post("/sessions/seen/push", #"{"controller": {"kind": "view", "id": "two"}}"#) }
        // Applied in memory (not acknowledged: its write waits behind the upload).
        #expect(try eventually { try a.headRevision("seen") == 2 })
        // B keeps a keyed refusal at revision 1 (no revision moves).
        let refused = try b.post("/sessions/seen/pop", nil, headers: [("Idempotency-Key", "refusal-1")])
        #expect(refused.status == 409)
        // A hears it while its own write is under way: it keeps its state (and reads the session
        // again once the write is answered).
        #expect(try eventually { try database.query("SELECT count(*) FROM navstate_idempotency").first?.int(0) == 1 })
        #expect(!push.isFinished)
        try blocker.execute("COMMIT")
        let pushed = push.wait()
        #expect(pushed?.status == 200)
        #expect(pushed?.etag == "\"2\"")
        #expect(upload.wait()?.status == 201)
        #expect(try database.query("SELECT revision FROM navstate_sessions WHERE id = 'seen'").first?.int(0) == 2)
        #expect(try eventually { try b.revision("seen") == 2 })
        #expect(try eventually { try a.revision("seen") == 2 }, "A acknowledged revision 2 and still serves revision 1")
        let next = try a.post("/sessions/seen/push", #"{"controller": {"kind": "view", "id": "three"}}"#)
        #expect(next.status == 200, "a spurious \(next.status) \(next.problemType ?? "") on the node that made the last change")
    }

    /// PostgreSQL restarts (`pg_ctl restart`) under two idle nodes, then is up again: the next
    /// write on each node should succeed. The writer's connection is found broken only by the
    /// batch's `BEGIN`, which fails the whole batch (500) before reconnecting — though nothing
    /// was sent and the batch was safe to run again.
    @Test func theFirstWriteAfterPostgresRestartedSucceeds() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("restart", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/restart").status == 200)
        try cluster.postgres.restart()
        let first = try a.post("/sessions/restart/push", #"{"controller": {"kind": "view"}}"#)
        #expect(first.status == 200, "\(first.status) \(first.problemType ?? "")")
        #expect(try eventually(within: 5) { try b.revision("restart") == (first.status == 200 ? 2 : 1) })
        let second = try b.post("/sessions/restart/push", #"{"controller": {"kind": "view"}}"#)
        #expect(second.status == 200, "\(second.status) \(second.problemType ?? "")")
        let created = try b.post("/sessions", #"{"id": "after-restart", "root": {"kind": "view"}}"#)
        #expect(created.status == 201, "\(created.status) \(created.problemType ?? "")")
    }

    /// A database that stops answering (a hung server, a partition: here SIGSTOP) must not
    /// hang the node: libpq is called without any timeout (no `connect_timeout`, no deadline on
    /// a query), on the event loops, under the reader's lock — so reads block for ever, and
    /// once every loop is stuck even `/healthz` goes unanswered.
    @Test func aDatabaseThatStopsAnsweringDoesNotHangTheNode() throws {
        let cluster = try TestCluster(nodes: 1)
        let a = try cluster.client(0)
        #expect(try a.createNavigationSession("hang", stack: ["root"]).status == 201)
        let database = try cluster.database()
        // The postmaster (no new connection is answered) and the nodes' backends; PostgreSQL's
        // own background processes go on, so that it can still shut down quickly afterwards.
        let backends = try database.query(
            "SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
        ).compactMap { $0.int(0) }
        let pids = [cluster.postgres.postmasterPID] + backends.map { pid_t($0) }
        for pid in pids { kill(pid, SIGSTOP) }
        defer { for pid in pids { kill(pid, SIGCONT) } }
        let port = cluster.port(0)
        // Reads that need the store (sessions this node does not hold): one per loop and more.
        let reads = (0..<4).map { index in
            Background { try APIClient(port: port).get("/sessions/elsewhere-\(index)") }
        }
        usleep(500_000)
        let probe = try HTTPTestClient(port: port, timeoutSeconds: 3)
        let health = try? probe.send("GET", "/healthz")
        #expect(health?.status == 200, "/healthz unanswered while the database hangs")
        let deadline = DispatchTime.now() + 5
        let answered = reads.map { read in
            read.wait(seconds: max(0, Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9)) != nil
        }
        #expect(answered.allSatisfy { $0 }, "requests that read the store hang with it: \(answered)")
        for pid in pids { kill(pid, SIGCONT) }
        for read in reads { _ = read.wait(seconds: 15) }
    }

    /// `POST /sessions` with an Idempotency-Key on node A; the client retries on node B while A
    /// has committed the session but not yet its key (a separate, later transaction; or A dies
    /// between the two). B finds no key in the store and creates a second session: the
    /// request is carried out twice.
    @Test func aKeyedCreationRetriedOnAnotherNodeIsCarriedOutOnce() throws {
        let cluster = try TestCluster(nodes: 2)
        let (portA, portB) = (cluster.port(0), cluster.port(1))
        let database = try cluster.database()
        let blocker = try cluster.database()
        try blocker.execute("BEGIN")
        // Writes of kept request keys wait; reads of them do not.
        try blocker.execute("LOCK TABLE navstate_request_keys IN EXCLUSIVE MODE")
        let body = #"{"root": {"kind": "view"}}"#
        let first = Background { try APIClient(port: portA).post("/sessions", body, headers: [("Idempotency-Key", "create-once")]) }
        #expect(try someoneWaitsOnALock(cluster, database))
        let retry = Background { try APIClient(port: portB).post("/sessions", body, headers: [("Idempotency-Key", "create-once")]) }
        // Both creations wait: the key is taken in the creation's own transaction.
        #expect(
            try eventually(within: 5) {
                try database.query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'").first?.int(0) == 2
            })
        try blocker.execute("COMMIT")
        let outcomes = [first.wait(), retry.wait()].compactMap { $0 }
        #expect(outcomes.map(\.status).sorted() == [201, 409])
        #expect(outcomes.first { $0.status == 409 }?.problemType == "idempotency-key-in-flight", "the second sending: retry")
        #expect(try database.query("SELECT count(*) FROM navstate_sessions").first?.int(0) == 1, "one request, one session")
        // Retried once more, on either node: the first answer.
        let created = outcomes.first { $0.status == 201 }
        for port in [portA, portB] {
            let replay = try APIClient(port: port).post("/sessions", body, headers: [("Idempotency-Key", "create-once")])
            #expect(replay.status == 201)
            #expect(replay.body == created?.body)
        }
    }

    /// A session id deleted on node A is free at once for a client that creates it again,
    /// whichever node `POST /sessions` reaches (nginx hashes on the path, and the id of a new
    /// session is in the body). Node B still holds the deleted session until it hears of the
    /// deletion, and answers 409 `session-exists` meanwhile without asking the store.
    @Test func anIdDeletedOnOneNodeCanBeCreatedAtOnceOnAnother() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        var refused: [String] = []
        let create = #"{"id": "again", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "root"}]}}"#
        for round in 0..<100 {
            #expect(try eventually { try a.post("/sessions", create).status == 201 })
            #expect(try b.get("/sessions/again").status == 200)
            #expect(try a.request("DELETE", "/sessions/again").status == 204)
            let created = try b.post("/sessions", create)
            if created.status == 201 {
                #expect(try b.request("DELETE", "/sessions/again").status == 204)
            } else {
                refused.append("round \(round): \(created.status) \(created.problemType ?? "")")
            }
        }
        #expect(refused.isEmpty, "\(refused.count) re-creations refused (of 100): \(refused.prefix(5))")
    }

    /// Expiry across nodes: a session used on node B while node A's listening connection was
    /// down. B wrote the renewed lease to the store, but A's resynchronization keeps A's old
    /// `lastUsed`, and A expires (deletes from the store, unconditionally) a session whose
    /// stored lease has many seconds left.
    @Test func aSessionInUseOnOneNodeIsNotExpiredByAnotherAfterItsListenerCameBack() throws {
        let now = TestClock()
        let cluster = try TestCluster(nodes: 2, sessionTTLSeconds: 16, clock: now)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("lease", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/lease").status == 200)
        let database = try cluster.database()
        #expect(try cluster.cutListeners() == 2)
        // Ten seconds later the client uses the session on B: the lease is renewed and stored.
        now.advance(by: 10_000)
        #expect(try b.get("/sessions/lease").status == 200)
        let stored = try eventually {
            try database.query("SELECT last_used FROM navstate_sessions WHERE id = 'lease'").first?.int(0) == now.milliseconds
        }
        #expect(stored, "B stored the renewed lease")
        try cluster.hearAgain()
        #expect(try cluster.listenersAreBack())
        // Seventeen seconds after creation, seven after the last use: 9 s of lease left.
        now.advance(by: 7_000)
        let onA = try a.get("/sessions/lease")
        #expect(onA.status == 200, "A expired a session used 7 s ago (TTL 16 s): \(onA.problemType ?? "")")
        #expect(try b.get("/sessions/lease").status == 200)
        #expect(try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'lease'").first?.int(0) == 1)
    }

    /// `GET /sessions` in a cluster: serials are handed out per node in blocks of 64 (as
    /// openapi.yaml says), so a session created later on node A (serial 65) comes before one
    /// created earlier on node B (serial 128) — on every node alike.
    @Test func listingsAreInSerialOrderAlikeOnEveryNode() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.post("/sessions", #"{"id": "first", "root": {"kind": "view"}}"#).status == 201)
        #expect(try b.post("/sessions", #"{"id": "second", "root": {"kind": "view"}}"#).status == 201)
        #expect(try a.post("/sessions", #"{"id": "third", "root": {"kind": "view"}}"#).status == 201)
        func ids(_ response: APIResponse) -> [String] {
            guard case .array(let sessions) = response.json["sessions"] else { return [] }
            return sessions.compactMap { if case .string(let id) = $0["id"] { id } else { nil } }
        }
        #expect(try eventually { try ids(a.get("/sessions")).count == 3 && (try ids(b.get("/sessions")).count == 3) })
        #expect(ids(try a.get("/sessions")) == ["first", "third", "second"])
        #expect(ids(try b.get("/sessions")) == ["first", "third", "second"])
    }

    /// With a shared store, streams should get a revision only once it is stored. But a stream
    /// that subscribes while a change of its node waits for the store starts from a snapshot
    /// of that unstored revision (id 2). Node B stores its own revision 2 meanwhile; A's write
    /// loses (409). The stream saw a phantom revision 2 that never existed, and a client that
    /// resumes with `Last-Event-ID: 2` is never sent the real one.
    @Test func aStreamNeverStartsFromARevisionThatIsNotStored() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("phantom", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/phantom").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let push = Background {
            try APIClient(port: portA).post("/sessions/phantom/push", #"{"controller": {"kind": "view", "id": "from-a"}}"#)
        }
        #expect(try eventually { try a.headRevision("phantom") == 2 })
        let stream = try EventStreamClient(port: portA, session: "phantom").waitForFirstEvent()
        // B stores its own revision 2 first.
        #expect(try b.post("/sessions/phantom/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(push.wait()?.problemType == "changed-elsewhere")
        #expect(upload.wait()?.status == 201)
        let events = try stream.readToEnd().events
        let first = events.first
        #expect(first?.event == "snapshot")
        #expect(
            first?.data.contains("from-a") == false, "the stream started from revision \(first?.id ?? 0), a change that was never stored")
    }

    /// While a node's listening connection is down (a PostgreSQL restart, a network blip), two
    /// clients of one session on that one node get 409 `changed-elsewhere` although no other
    /// node writes: every request re-reads the session from the store, throwing away the
    /// revision the previous request of the same node has in flight.
    @Test func concurrentWritesOnOneNodeAreNotRefusedWhileItsListenerIsDown() throws {
        let cluster = try TestCluster(nodes: 2)
        let a = try cluster.client(0)
        #expect(try a.createNavigationSession("alone", stack: ["root"]).status == 201)
        #expect(try cluster.cutListeners() == 2)
        defer { try? cluster.hearAgain() }
        let outcomes = Mutex<[String: Int]>([:])
        let port = cluster.port(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            guard let api = try? APIClient(port: port) else { return }
            for _ in 0..<10 {
                guard let response = try? api.post("/sessions/alone/push", #"{"controller": {"kind": "view"}}"#) else { continue }
                outcomes.withLock {
                    $0[response.status == 200 ? "200" : "\(response.status) \(response.problemType ?? "")", default: 0] += 1
                }
            }
        }
        let counted = outcomes.withLock { $0 }
        #expect(counted == ["200": 40], "one node, no other writer: \(counted)")
    }
}
