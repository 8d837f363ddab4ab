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

/// Faults of a cluster that a second adversarial review found in the fixes of the
/// first: each test failed before its fix.

extension ClusterStoreFaultTests {
    /// Node A pipelines three changes of one session (revisions 2, 3, 4 in memory, all waiting
    /// for its writer) while node B stores its own revision 2. A's revision 2 loses (409) —
    /// but A's revision 3 was written "from revision 2", and the store *is* at revision 2
    /// (B's), so `UPDATE … WHERE revision = 2` succeeds: A's revisions 3 and 4, made on top of
    /// A's lost revision 2, are acknowledged (200) and appended to B's journal. Their actions
    /// are replayed onto B's revision 2 when the session is read, where the controller A's
    /// `pop-to` names does not exist: the session can no longer be read on any node.
    @Test func aWriteChainedOnALostRevisionIsNotAppliedOnTheOtherNodesRevision() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("chain", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/chain").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let first = Background { try APIClient(port: portA).post("/sessions/chain/push", #"{"controller": {"kind": "view", "id": "a1"}}"#) }
        #expect(try eventually { try a.headRevision("chain") == 2 })
        let second = Background {
            try APIClient(port: portA).post("/sessions/chain/push", #"{"controller": {"kind": "view", "id": "a2"}}"#)
        }
        #expect(try eventually { try a.headRevision("chain") == 3 })
        let third = Background { try APIClient(port: portA).post("/sessions/chain/controllers/nav/pop-to", #"{"controller": "a1"}"#) }
        #expect(try eventually { try a.headRevision("chain") == 4 })
        // B stores its own revision 2 meanwhile.
        #expect(try b.post("/sessions/chain/push", #"{"controller": {"kind": "view", "id": "b1"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        let outcomes = [first.wait(), second.wait(), third.wait()]
        #expect(outcomes[0]?.problemType == "changed-elsewhere")
        #expect(outcomes[1]?.status != 200, "A's revision 3, made on its lost revision 2, was acknowledged: \(outcomes[1]?.text ?? "")")
        #expect(outcomes[2]?.status != 200, "A's revision 4 too")
        // Whatever was acknowledged, the session must stay readable, on both nodes.
        let database = try cluster.database()
        let stored = try database.query("SELECT revision FROM navstate_sessions WHERE id = 'chain'").first?.int(0) ?? 0
        #expect(try eventually(within: 5) { try b.get("/sessions/chain").json["revision"] == .number(Double(stored)) })
        let read = try b.get("/sessions/chain")
        #expect(read.status == 200, "the session is unreadable: \(read.status) \(read.problemType ?? "") \(read.text)")
        let readOnA = try a.get("/sessions/chain")
        #expect(readOnA.status == 200, "on A too: \(readOnA.status) \(readOnA.problemType ?? "")")
    }
}

extension ClusterStoreFaultTests {
    /// After its listening connection comes back, a node reads again what it may have missed
    /// (`resynchronize`). But when that one read (`heads()`) fails — the store is slow just then
    /// (here: a lock makes it run past the 2 s read deadline), or reads are still failing fast
    /// for a second after an outage, as they are under load right after a PostgreSQL restart —
    /// the resynchronization is silently skipped, never retried, and the node counts as
    /// synchronized: it serves the revision it held for ever, however old.
    @Test func aNodeWhoseResynchronizationFailedIsNotStaleForever() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("missed", stack: ["root"]).status == 201)
        #expect(try b.revision("missed") == 1)
        let database = try cluster.database()
        let blocker = try cluster.database()
        #expect(try cluster.cutListeners() == 2)
        defer { try? cluster.hearAgain() }
        // A changes the session while B cannot hear it.
        #expect(try a.post("/sessions/missed/push", #"{"controller": {"kind": "view"}}"#).status == 200)
        // The store is slow to answer just as the listeners come back.
        try blocker.execute("BEGIN")
        try blocker.execute("LOCK TABLE navstate_sessions IN ACCESS EXCLUSIVE MODE")
        try cluster.hearAgain()
        #expect(try cluster.listenersAreBack())
        // Both nodes' resynchronizing reads wait on the lock, until the nodes give up on them
        // (2 s; their backends wait on).
        #expect(try someoneWaitsOnALock(cluster, database, count: 2))
        #expect(
            try eventually(within: 10) {
                try database.query(
                    "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND now() - query_start > interval '3 seconds'"
                ).first?.int(0) == 2
            })
        try blocker.execute("COMMIT")
        // B listens again; revision 2 has been stored for seconds.
        #expect(try eventually(within: 5) { try b.revision("missed") == 2 }, "B serves revision 1 for ever")
    }
}

extension ClusterStoreFaultTests {
    /// `DELETE` with `If-Match` checks the revision the node holds in memory — without the
    /// re-read `locked()` does while the listening connection is down — and the store's
    /// delete is not conditional on any revision. Node B stores revision 2 while A cannot hear
    /// it; `DELETE If-Match: "1"` on A then deletes revision 2 (204) instead of answering 412:
    /// a change acknowledged on B is lost. (With the listener up the same happens in the
    /// moments before A hears B, since the store does not check.)
    @Test func aConditionalDeleteIsCheckedAgainstTheStoredRevision() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("guarded", stack: ["root"]).status == 201)
        #expect(try b.revision("guarded") == 1)
        let database = try cluster.database()
        #expect(try cluster.cutListeners() == 2)
        defer { try? cluster.hearAgain() }
        #expect(try b.post("/sessions/guarded/push", #"{"controller": {"kind": "view", "id": "kept"}}"#).status == 200)
        let deleted = try a.request("DELETE", "/sessions/guarded", headers: [("If-Match", "\"1\"")])
        #expect(deleted.status == 412, "deleted on revision 1's precondition while revision 2 is stored: \(deleted.status)")
        #expect(
            try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'guarded'").first?.int(0) == 1,
            "B's acknowledged revision 2 is gone")
    }
}

extension ClusterStoreFaultTests {
    /// The same flaw for a keyed answer that changed nothing (`.key`, kept "onto" the revision
    /// it was answered at): a keyed dry run answered on node A's unstored revision 2 is kept
    /// onto node B's revision 2, since the store checks only the number. A retry on B replays
    /// a state that never existed (A's lost controller in it).
    @Test func aKeyedAnswerMadeOnALostRevisionIsNotKeptOntoTheOtherNodesRevision() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("dry", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/dry").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let lost = Background { try APIClient(port: portA).post("/sessions/dry/push", #"{"controller": {"kind": "view", "id": "lost"}}"#) }
        #expect(try eventually { try a.headRevision("dry") == 2 })
        let body = #"{"controller": {"kind": "view", "id": "probe"}}"#
        let key = [("Idempotency-Key", "dry-1")]
        // Sent twice: once one sending is answered 409 in flight, the other was answered on
        // A's revision 2 and waits for A's writer.
        let sendings = (0..<2).map { _ in
            Background { try APIClient(port: portA).post("/sessions/dry/push?dry-run=true", body, headers: key) }
        }
        #expect(eventually { sendings.contains { $0.isFinished && $0.wait()?.problemType == "idempotency-key-in-flight" } })
        let dryRun = sendings.first { !$0.isFinished }!
        #expect(try b.post("/sessions/dry/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(lost.wait()?.problemType == "changed-elsewhere")
        let answered = dryRun.wait()
        let replayed = try b.post("/sessions/dry/push?dry-run=true", body, headers: key)
        #expect(
            !replayed.text.contains("\"lost\""),
            "B replays a dry run made on A's lost revision 2 (first answered \(answered?.status ?? 0)): \(replayed.text.prefix(400))")
    }
}

extension ClusterStoreFaultTests {
    /// docs/operations.md: a change refused 409 `changed-elsewhere` kept nothing, so sending it
    /// again with the same `Idempotency-Key` applies it, once, to the session as it now is — on
    /// the node that lost the race and on the other one alike.
    @Test func aChangeRefusedAsChangedElsewhereAppliesOnceWhenSentAgainWithItsKey() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("again", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/again").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let body = #"{"controller": {"kind": "view", "id": "from-a"}}"#
        let key = [("Idempotency-Key", "again-1")]
        let lost = Background { try APIClient(port: portA).post("/sessions/again/push", body, headers: key) }
        #expect(try eventually { try a.headRevision("again") == 2 })
        #expect(try b.post("/sessions/again/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(lost.wait()?.problemType == "changed-elsewhere")
        let retried = try a.post("/sessions/again/push", body, headers: key)
        #expect(retried.status == 200, "\(retried.status) \(retried.problemType ?? "")")
        #expect(retried.json["revision"] == .number(3))
        #expect(retried.text.contains("from-b") && retried.text.contains("from-a"))
        let replayed = try b.post("/sessions/again/push", body, headers: key)
        #expect(replayed.status == 200)
        #expect(replayed.json["revision"] == .number(3), "applied twice: \(replayed.text.prefix(300))")
        #expect(try eventually { try b.get("/sessions/again").json["revision"] == .number(3) })
    }
}
