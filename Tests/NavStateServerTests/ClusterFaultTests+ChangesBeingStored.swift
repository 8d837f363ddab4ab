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

/// Faults of a cluster that a fourth adversarial review found in "reads answer the
/// newest stored revision", the writer's serial order and follow-your-own-delete: each test
/// fails for the reason its comment gives.

extension ClusterFaultTests {
    /// With a shared store, reads replay the newest stored revision from the in-memory journal
    /// while this node's own changes are being stored. But the journal keeps only two
    /// checkpoints 32 revisions apart: once 64 or more of the node's changes wait for the store
    /// (a slow commit under a busy session), the stored revision is older than the oldest
    /// checkpoint and cannot be replayed. A plain `GET` then answers 410 `revision-gone` for
    /// the session's *current* state, `/export` answers 500, and a new event stream is told
    /// "too many streams on this session". Nothing is wrong with the session: it is unreadable
    /// until the writer catches up.
    @Test func aSessionStaysReadableWhileManyOfItsOwnChangesAreBeingStored() throws {
        let cluster = try TestCluster(nodes: 2)
        let a = try cluster.client(0)
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("busy", stack: ["root"]).status == 201)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        defer { _ = try? blocker.execute("COMMIT") }
        let count = 70
        let pushes = (0..<count).map { index in
            Background { try APIClient(port: portA).post("/sessions/busy/push", #"{"controller": {"kind": "view", "id": "v\#(index)"}}"#) }
        }
        // All applied in memory, none stored yet.
        #expect(try eventually(within: 20) { try a.headRevision("busy") == 1 + count })
        #expect(pushes.allSatisfy { !$0.isFinished })
        let read = try a.get("/sessions/busy")
        let exported = try a.get("/sessions/busy/export")
        let stream = try EventStreamClient(port: portA, session: "busy").waitForFirstEvent()
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        for push in pushes { #expect(push.wait()?.status == 200) }
        #expect(read.status == 200, "GET of a live session during its writes answered \(read.status) \(read.problemType ?? "")")
        #expect(read.header("ETag") == "\"1\"")
        #expect(exported.status == 200, "export answered \(exported.status) \(exported.problemType ?? "")")
        #expect(try a.request("DELETE", "/sessions/busy").status == 204)
        let events = try stream.readToEnd().events
        #expect(
            events.first?.event == "snapshot",
            "the stream started with \(events.prefix(3).map { "\($0.event) \($0.id.map(String.init) ?? "-")" })")
    }

    /// A client has seen revision 2 on node B's stream (B stored it) and resumes on node A with
    /// `Last-Event-ID: 2`. A holds the session at its own revision 2, still being stored (it
    /// will lose to B's). `catchUp(to:)` does nothing while a write is in flight, and
    /// `subscribe` finds `Last-Event-ID` beyond the stored revision 1: it starts the stream from
    /// a snapshot of revision 1 — back in time, under the client's last id — instead of asking
    /// it to reconnect (as it does when the store cannot be read).
    @Test func aStreamResumedWhileTheNodesOwnChangeIsStoredNeverGoesBack() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        #expect(try a.createNavigationSession("behind", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/behind").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        let lost = Background {
            try APIClient(port: portA).post("/sessions/behind/push", #"{"controller": {"kind": "view", "id": "from-a"}}"#)
        }
        #expect(try eventually { try a.headRevision("behind") == 2 })
        #expect(try b.post("/sessions/behind/push", #"{"controller": {"kind": "view", "id": "from-b"}}"#).status == 200)
        // B's stream sent revision 2; the client resumes on A.
        let resumed = try EventStreamClient(port: portA, session: "behind", lastEventID: 2).waitForFirstEvent()
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(lost.wait()?.problemType == "changed-elsewhere")
        #expect(try eventually { try a.get("/sessions/behind").text.contains("from-b") })
        #expect(try b.request("DELETE", "/sessions/behind").status == 204)
        let events = try resumed.readToEnd().events
        let stale = events.filter { ($0.id ?? 3) < 2 || ($0.event == "change" && ($0.id ?? 3) <= 2) }
        let clean = stale.isEmpty
        #expect(
            clean,
            "resumed after revision 2, the stream was sent \(events.map { "\($0.event) \($0.id.map(String.init) ?? "-")" })")
    }

    /// Serials come from the store in blocks of 64 per node, so a session another node made
    /// has a higher serial than one this node makes next. Node A deletes such a session and,
    /// before that commit, a client creates a new session with the freed id on A (A's registry
    /// says it is free). Both writes land in one batch, which now runs by serial: the create
    /// (A's lower serial) runs before the delete (B's higher one), finds the id still taken
    /// and is refused — the client gets 409 `session-exists` for an id no session has.
    @Test func anIDFreedByADeleteCanBeTakenInTheSameBatch() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        // A takes the first block of serials, B the next.
        #expect(try a.createNavigationSession("anchor", stack: ["root"]).status == 201)
        #expect(try b.createNavigationSession("reused", stack: ["old"]).status == 201)
        let database = try cluster.database()
        let anchor = try database.query("SELECT serial FROM navstate_sessions WHERE id = 'anchor'").first?.int(0) ?? 0
        let old = try database.query("SELECT serial FROM navstate_sessions WHERE id = 'reused'").first?.int(0) ?? 0
        #expect(old > anchor)
        #expect(try a.get("/sessions/reused").status == 200)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        defer { _ = try? blocker.execute("COMMIT") }
        let deletion = Background { try APIClient(port: portA).request("DELETE", "/sessions/reused") }
        #expect(try eventually { try !a.get("/sessions").text.contains("reused") })
        let creation = Background {
            try APIClient(port: portA).post(
                "/sessions", #"{"id": "reused", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "new"}]}}"#)
        }
        // Registered on A, its write queued behind the delete's.
        #expect(try eventually { try a.get("/sessions").text.contains("reused") })
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(deletion.wait()?.status == 204)
        let created = creation.wait()
        #expect(
            created?.status == 201,
            "the create queued after the delete was refused: \(created?.status ?? 0) \(created?.problemType ?? "")")
        #expect(try database.query("SELECT count(*) FROM navstate_sessions WHERE id = 'reused'").first?.int(0) == 1)
    }

    /// A session this node is still creating is readable at once: its state starts with
    /// `storedRevision` = its first revision, so `readableRevision` lets a `GET` answer it
    /// before the store has it. Node B creates the same id first; A's creation is refused
    /// (409) — but a `GET` on A meanwhile answered A's session, never stored, with `ETag: "1"`,
    /// the validator of B's (different) revision 1: `If-None-Match: "1"` then answers 304 and
    /// the client keeps a state that never existed.
    @Test func aSessionBeingCreatedIsNotReadBeforeItIsStored() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        let portA = cluster.port(0)
        let (blocker, upload) = try stallWriter(of: 0, in: cluster)
        defer { _ = try? blocker.execute("COMMIT") }
        let creation = Background {
            try APIClient(port: portA).post(
                "/sessions", #"{"id": "twin", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "from-a"}]}}"#
            )
        }
        #expect(try eventually { try a.get("/sessions").text.contains("twin") })
        let phantom = try a.get("/sessions/twin")
        #expect(try b.createNavigationSession("twin", stack: ["from-b"]).status == 201)
        try blocker.execute("COMMIT")
        #expect(upload.wait()?.status == 201)
        #expect(creation.wait()?.status == 409)
        #expect(try eventually { try a.get("/sessions/twin").text.contains("from-b") })
        let conditional = try a.get("/sessions/twin", headers: [("If-None-Match", phantom.header("ETag") ?? "\"0\"")])
        #expect(
            !(phantom.status == 200 && phantom.text.contains("from-a")),
            "a GET on A answered a session the store never had (ETag \(phantom.header("ETag") ?? "-"))")
        #expect(
            conditional.status != 304 || !phantom.text.contains("from-a"),
            "If-None-Match with the phantom's ETag answered 304: the client keeps A's never-stored session")
    }
}
