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

/// Faults of a cluster that a fifth adversarial review found in notification
/// payloads, storyboards across nodes and the live view's index: each test fails for the
/// reason its comment gives.

/// One node on the database at `url`, started in this process (for exit tests, whose child
/// process cannot share a ``TestCluster`` with its parent).
private func startNode(_ url: String, _ configuration: APIConfiguration = APIConfiguration()) throws -> (ServerThread, Storage) {
    var logger = Logger(label: "navstate-cluster-test")
    logger.logLevel = .critical
    let storage = try Storage.postgres(url: url)
    let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
    return (try NavStateServer.start(http: http, api: configuration, loops: 2, logger: logger, storage: storage), storage)
}

/// In a child process: a node on `url` with one session, then `payload` sent on the channel
/// `navstate` by another database user, then a well-formed `d` notification of that session as
/// a probe: once the node has carried the probe out (the session leaves its listing) it has
/// read the payload before it. Returns normally if the node survived and still answers.
private func survives(_ payload: String, url: String, ttl: Int? = nil) throws {
    var configuration = APIConfiguration()
    configuration.sessionTTLSeconds = ttl
    let (server, storage) = try startNode(url, configuration)
    defer {
        server.stop()
        storage.close()
    }
    let api = try APIClient(port: server.port)
    let id = "probe-\(UInt32.random(in: 0 ... .max))"
    guard try api.createNavigationSession(id, stack: ["root"]).status == 201 else { exit(2) }
    let database = try PostgresConnection(url: url)
    let serial = try database.query("SELECT serial FROM navstate_sessions WHERE id = $1", [.text(id)]).first?.int(0) ?? 0
    _ = try database.query("SELECT pg_notify('navstate', $1)", [.text(payload)])
    _ = try database.query("SELECT pg_notify('navstate', $1)", [.text("hostile d \(serial)")])
    // Requests that use what the payload announced (a listing, a snapshot with its expiry).
    let heard = try eventually(within: 5) { try !api.get("/sessions").text.contains(id) }
    guard heard else { exit(3) }
    _ = try api.get("/sessions")
    _ = try api.get("/")
    guard try api.get("/healthz").status == 200 else { exit(4) }
}

extension ClusterStoreFaultTests {
    /// The listener trusts every number of a payload on channel `navstate`, which any user of
    /// the database can send (`NOTIFY navstate, '…'`, no privilege needed). A `c` (created)
    /// payload registers a session under the serial it names: a negative serial indexes
    /// `SessionOrder`'s chunk with a negative slot (serial − serial % 64 rounds towards zero),
    /// and a serial of `Int64.max` overflows `head.serial + 1` in `register`. Either traps the
    /// listener thread: every node of the cluster dies at the same moment from one statement
    /// (and a row with such a serial in `navstate_sessions` kills every node again at start,
    /// in `restore`: `navstate serve` traps in `SessionOrder.insert` at start). Each payload
    /// runs in a child process (an exit test); a well-formed `c` payload passes the same way.
    @Test(arguments: [
        "hostile c -1 0 evil ",
        "hostile c 9223372036854775807 0 evil ",
    ])
    func aNotificationWithAnOutOfRangeSerialDoesNotCrashTheNodes(payload: String) async throws {
        let postgres = try TemporaryPostgres()
        let url = postgres.url
        await #expect(processExitsWith: .success, "the node died of NOTIFY navstate, '\(payload)'") {
            [url = url as String, payload = payload as String] in
            try survives(payload, url: url)
        }
    }

    /// With `--session-ttl`, a `c` or `t` payload's last use is taken as it comes. Here `c S
    /// -9223372036854775808 …` registers a session whose lease is `Int64.min`: the next listing
    /// (or sweep) computes `isExpired` as `now − lastUsed`, an overflow, and the request's event
    /// loop traps. (`t S 9223372036854775807` likewise overflows `expiresAt`'s `lastUsed + ttl`
    /// on the next read of S.) The same harness with a current lease passes.
    @Test func aNotificationWithAnOutOfRangeLeaseDoesNotCrashTheNodes() async throws {
        let postgres = try TemporaryPostgres()
        let url = postgres.url
        await #expect(processExitsWith: .success, "the node died of a lease of Int64.min in a 'c' payload") { [url = url as String] in
            try survives("hostile c 1000000 -9223372036854775808 evil ", url: url, ttl: 3600)
        }
    }
}

extension ClusterStoreFaultTests {
    /// A session another node created is looked up in the store when a node has not heard of
    /// it yet ("a client may ask another node sooner than that"), but a storyboard is not: a
    /// node knows only the storyboards its listener has carried out. nginx spreads
    /// `PUT /storyboards/…` and `POST /sessions` over the nodes, so a client that uploads a
    /// storyboard (201 from A) and at once creates a session from it, or reads it back, lands
    /// on B and gets 404 `unknown-storyboard` whenever B's listener is behind — here busy
    /// reading a session it follows (a lock makes that read slow, as a busy database would).
    /// (A storyboard replaced on A is likewise instantiated in its old version on B.) Once B's
    /// listener catches up the same requests succeed: they were refused for being early only.
    @Test func aStoryboardStoredOnOneNodeIsUsableOnAnotherAtOnce() throws {
        let cluster = try TestCluster(nodes: 2)
        let (a, b) = (try cluster.client(0), try cluster.client(1))
        #expect(try a.createNavigationSession("followed", stack: ["root"]).status == 201)
        #expect(try a.createNavigationSession("user", stack: ["root"]).status == 201)
        #expect(try b.get("/sessions/user").status == 200)
        // B follows a session for a client of its own: its listener reads it on each change.
        let follower = try EventStreamClient(port: cluster.port(1), session: "followed").waitForFirstEvent()
        let database = try cluster.database()
        let blocker = try cluster.database()
        try blocker.execute("BEGIN")
        try blocker.execute("LOCK TABLE navstate_idempotency IN ACCESS EXCLUSIVE MODE")
        defer { _ = try? blocker.execute("COMMIT") }
        #expect(try a.post("/sessions/followed/push", #"{"controller": {"kind": "view"}}"#).status == 200)
        #expect(try someoneWaitsOnALock(cluster, database))
        // Acknowledged: the store has it.
        #expect(try a.request("PUT", "/storyboards/main", json: storyboardDocument).status == 201)
        #expect(try database.query("SELECT count(*) FROM navstate_storyboards WHERE name = 'main'").first?.int(0) == 1)
        let read = try b.get("/storyboards/main")
        let used = try b.post("/sessions/user/present", #"{"controller": {"storyboard": "main", "identifier": "Root"}}"#)
        try blocker.execute("COMMIT")
        #expect(read.status == 200, "B answered \(read.status) \(read.problemType ?? "") for a stored storyboard")
        #expect(used.status == 200, "B refused a stored storyboard: \(used.status) \(used.problemType ?? "")")
        #expect(
            try eventually(within: 5) {
                try b.post("/sessions/user/present", #"{"controller": {"storyboard": "main", "identifier": "Root"}}"#).status == 200
            })
        _ = follower
    }
}
