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

/// Faults of a cluster that a third adversarial review found: each test fails
/// for the reason its comment gives.

/// The cluster faults of this file, of ClusterFaultTests+LostRevisions.swift and of
/// ClusterFaultTests+Notifications.swift: one at a time, as in ``ClusterFaultTests``, but beside
/// that suite (each test starts its own PostgreSQL and nodes; the two chains were one, the
/// last suite of `make test` to end).
@Suite(.serialized) struct ClusterStoreFaultTests {}

extension ClusterStoreFaultTests {
    /// `DELETE` takes the session out of node A's registry at once, but the store deletes it
    /// only when A's writer commits. A `GET` of the session on A meanwhile finds it in no map,
    /// asks the store (`storedElsewhere`), finds the row the uncommitted delete has not removed
    /// yet, and registers and decodes a fresh copy. The delete then commits (204) — and A never
    /// hears of it, since a node skips its own notifications: A serves the deleted session
    /// from memory for ever (200), lists it, counts it towards quotas, while B answers 404.
    @Test func aSessionReadWhileItsDeletionIsStoredIsNotServedForeverAfterTheDelete() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("zombie", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/zombie").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let deletion = Background { try APIClient(port: portA).request("DELETE", "/sessions/zombie") }
        // A has taken the session out of its registry; its store write waits behind the upload.
        #expect(try eventually { try !a.get("/sessions").text.contains("zombie") })
        #expect(!deletion.isFinished)
        // A read on A meanwhile: A asks the store, which still has the row.
        _ = try a.get("/sessions/zombie")
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(deletion.wait()?.status == 204)
        let database = try cluster.database()
        #expect(try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'zombie'").first?.int(0) == 0)
        #expect(try eventually { try b.get("/sessions/zombie").status == 404 })
        let gone = try eventually(within: 3) { try a.get("/sessions/zombie").status == 404 }
        let status = try a.get("/sessions/zombie").status
        #expect(gone, "A answered 204 to the DELETE and still serves the session: \(status)")
    }
}

extension ClusterStoreFaultTests {
    /// Expiry by the sweep (which any request runs once a second) checks only the lease this
    /// node holds — unlike a request that names the session (`renewedElsewhere`). Node A,
    /// whose listening connection is down, holds a session that node B used 7 s ago (TTL
    /// 16 s): A's sweep takes it for expired, deletes it in memory and ends its event streams
    /// with `deleted` — before the store refuses the delete (the stored lease is fresh) and the
    /// session comes back. A client of A's stream is told the session is gone while it lives
    /// on, and never hears its next changes.
    @Test func theSweepDoesNotEndTheStreamsOfASessionTheStoreKeeps() throws {
        let now = TestClock()
        let cluster = try TestCluster(nodes: 2, sessionTTLSeconds: 16, clock: now)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try b.createNavigationSession("swept", stack: ["root"]).status == 201)
        #expect(try a.get("/sessions/swept").status == 200)
        let stream = try EventStreamClient(port: cluster.port(0), session: "swept").waitForFirstEvent()
        let database = try cluster.database()
        #expect(try cluster.cutListeners() == 2)
        defer { try? cluster.hearAgain() }
        // Ten seconds later the client uses the session on B, which stores the renewed lease.
        now.advance(by: 10_000)
        #expect(try b.get("/sessions/swept").status == 200)
        #expect(
            try eventually {
                try database.query("SELECT last_used FROM navstate_sessions WHERE id = 'swept'").first?.int(0) == now.milliseconds
            })
        // Seven seconds more: 9 s of the stored lease left. Any request on A runs its sweep.
        now.advance(by: 7_000)
        #expect(try a.get("/sessions").status == 200)
        #expect(try a.get("/sessions").status == 200)
        // Whatever the sweep did, the store keeps the session (and A lists it again).
        #expect(try eventually { try a.get("/sessions").text.contains("swept") })
        #expect(try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'swept'").first?.int(0) == 1)
        try cluster.hearAgain()
        #expect(try cluster.listenersAreBack())
        #expect(try b.post("/sessions/swept/push", #"{"controller": {"kind": "view", "id": "later"}}"#).status == 200)
        #expect(try eventually { try a.revision("swept") == 2 })
        #expect(try b.request("DELETE", "/sessions/swept").status == 204)
        let events = try stream.readToEnd().events
        #expect(
            events.contains { $0.event == "change" && $0.id == 2 },
            "A's stream was told 'deleted' by a sweep the store refused: \(events.map { "\($0.event) \($0.id ?? 0)" })")
    }
}

extension ClusterStoreFaultTests {
    /// A client follows a session's events on node A, has seen revision 2, and reconnects to
    /// node B (A went down) with `Last-Event-ID: 2`. B holds the session decoded at revision 1
    /// and has not yet carried out the notification of revision 2 (its listening thread is busy
    /// reading another session it follows — here a lock makes that read slow). `subscribe`
    /// finds `Last-Event-ID` beyond the revision B holds, and instead of reading the store
    /// starts the stream from a snapshot of revision 1: the client goes back in time, then is
    /// sent revision 2 a second time once B catches up.
    @Test func aStreamResumedOnANodeThatIsBehindNeverGoesBackNorRepeatsARevision() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("resumed", stack: ["root"]).status == 201)
        #expect(try a.createNavigationSession("followed", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/resumed").status == 200)
        // B follows another session for a client of its own: B's listener reads it on each change.
        let follower = try EventStreamClient(port: cluster.port(1), session: "followed").waitForFirstEvent()
        let database = try cluster.database()
        let blocker = try cluster.database()
        try blocker.execute("BEGIN")
        try blocker.execute("LOCK TABLE navstate_idempotency IN ACCESS EXCLUSIVE MODE")
        #expect(try a.post("/sessions/followed/push", #"{"controller": {"kind": "view"}}"#).status == 200)
        // B's listener reads "followed" again, and waits on the lock.
        #expect(try someoneWaitsOnALock(cluster, database))
        // The client's session moves to revision 2 on A; its stream on A sent it.
        #expect(try a.post("/sessions/resumed/push", #"{"controller": {"kind": "view", "id": "two"}}"#).status == 200)
        let resumed = try EventStreamClient(port: cluster.port(1), session: "resumed", lastEventID: 2).waitForFirstEvent()
        try blocker.execute("COMMIT")
        #expect(try eventually(within: 5) { try b.revision("resumed") == 2 })
        #expect(try a.request("DELETE", "/sessions/resumed").status == 204)
        let events = try resumed.readToEnd().events
        let stale = events.filter { ($0.id ?? 3) < 2 || ($0.event == "change" && ($0.id ?? 3) <= 2) }
        let clean = stale.isEmpty
        #expect(
            clean,
            "resumed after revision 2, the stream was sent \(events.map { "\($0.event) \($0.id.map(String.init) ?? "-")" })")
        _ = follower
    }
}

extension ClusterStoreFaultTests {
    /// A `GET` on node A while A's own change waits for its writer answers that unstored
    /// revision: `ETag: "2"`, A's controller in it. Node B stores its own revision 2 first and
    /// A's change loses (409). The session's revision 2 is now B's — and answers with the same
    /// `ETag: "2"`. One validator names two different states: a client that read A's phantom
    /// gets 304 to `If-None-Match: "2"` and keeps it, and its `If-Match: "2"` change is applied
    /// to B's revision 2, a state it never saw (the lost update `If-Match` exists to prevent).
    @Test func anETagNeverNamesTwoDifferentStates() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("etag", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/etag").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let lost = Background {
            try APIClient(port: portA).post("/sessions/etag/push", #"{"controller": {"kind": "view", "id": "from-a"}}"#)
        }
        #expect(try eventually { try a.headRevision("etag") == 2 })
        let first = try a.get("/sessions/etag")
        #expect(!first.text.contains("from-a"), "a GET shows only what is stored")
        #expect(try b.post("/sessions/etag/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(lost.wait()?.problemType == "changed-elsewhere")
        #expect(try eventually { try a.get("/sessions/etag").text.contains("from-b") })
        let second = try a.get("/sessions/etag")
        if first.header("ETag") == second.header("ETag") {
            let same = first.body == second.body
            #expect(
                same,
                "ETag \(first.header("ETag") ?? "") named A's unstored revision (from-a) and then B's stored one (from-b)")
        }
        // The client that read the first answer and changes the session on its condition.
        let guarded = try a.post(
            "/sessions/etag/push", #"{"controller": {"kind": "view", "id": "after"}}"#,
            headers: [("If-Match", first.header("ETag") ?? "")])
        #expect(guarded.status == 412, "If-Match on a state that never existed was applied to B's revision 2: \(guarded.status)")
    }

    /// `DELETE` with `If-Match` on node A passes against A's memory (A's own revision 2, still
    /// waiting for its writer) and ends the session's event streams with `deleted` at once. In
    /// the store, node B's revision 2 came first, A's change and the conditional delete are
    /// refused (412), and the session lives on — but A's subscribers were told it was deleted.
    @Test func aDeleteTheStoreRefusesDoesNotTellStreamsTheSessionIsDeleted() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("refused", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/refused").status == 200)
        let stream = try EventStreamClient(port: portA, session: "refused").waitForFirstEvent()
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let lost = Background {
            try APIClient(port: portA).post("/sessions/refused/push", #"{"controller": {"kind": "view", "id": "from-a"}}"#)
        }
        #expect(try eventually { try a.headRevision("refused") == 2 })
        let deletion = Background {
            try APIClient(port: portA).request("DELETE", "/sessions/refused", headers: [("If-Match", "\"2\"")])
        }
        #expect(try eventually { try !a.get("/sessions").text.contains("refused") })
        #expect(try b.post("/sessions/refused/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(lost.wait()?.problemType == "changed-elsewhere")
        #expect(deletion.wait()?.status == 412)
        let database = try cluster.database()
        #expect(try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'refused'").first?.int(0) == 1)
        let events = try stream.readToEnd().events
        #expect(
            !events.contains { $0.event == "deleted" },
            "the stream was told 'deleted'; the session lives: \(events.map { "\($0.event) \($0.id.map(String.init) ?? "-")" })")
    }
}

extension ClusterStoreFaultTests {
    /// While its listening connection is down, a node reads every session from the store on
    /// each request "so it never answers stale" — but it reads it by the serial it holds. Node
    /// B deletes the session and creates a new one with the same id (another serial): node A
    /// finds its old serial gone from the store and answers 404 for a session that exists, for
    /// as long as its listener stays down.
    @Test func aNodeThatCannotHearAnswersASessionRecreatedElsewhere() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("reborn", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/reborn").status == 200)
        #expect(try cluster.cutListeners() == 2)
        defer { try? cluster.hearAgain() }
        #expect(try b.request("DELETE", "/sessions/reborn").status == 204)
        #expect(try b.createNavigationSession("reborn", stack: ["again"]).status == 201)
        #expect(try b.get("/sessions/reborn").status == 200)
        let onA = try a.get("/sessions/reborn")
        #expect(onA.status == 200, "A answers \(onA.status) \(onA.problemType ?? "") for a session the store has")
        #expect(onA.text.contains("AGAIN"))
    }
}

extension ClusterStoreFaultTests {
    /// Reads of one controller, the listing and the export answer the stored revision too
    /// while a change of the node is being stored.
    @Test func everyReadAnswersTheStoredRevisionWhileAChangeIsBeingStored() throws {
        let cluster = try TestCluster(nodes: 2)
        let a = try cluster.client(0)
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("reads", stack: ["root"]).status == 201)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let push = Background {
            try APIClient(port: portA).post("/sessions/reads/push", #"{"controller": {"kind": "view", "id": "pending"}}"#)
        }
        #expect(try eventually { try a.headRevision("reads") == 2 })
        let controller = try a.get("/sessions/reads/controllers/pending")
        #expect(controller.problemType == "unknown-controller", "a controller of a revision not stored yet")
        #expect(try a.get("/sessions/reads/controllers/root").header("ETag") == "\"1\"")
        #expect(try a.get("/sessions/reads/export").header("ETag") == "\"1\"")
        #expect(try a.get("/sessions").text.contains(#""revision":1"#))
        #expect(try a.get("/sessions/reads?revision=2").problemType == "unknown-revision")
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(push.wait()?.status == 200)
        #expect(try a.get("/sessions/reads/controllers/pending").status == 200)
        #expect(try a.get("/sessions/reads/export").header("ETag") == "\"2\"")
    }
}
