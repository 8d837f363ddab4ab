import CSQLite
import Dispatch
import EventHTTP
import Foundation
import Logging
import NavStateDocuments
import NavStateStore
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// A fresh path for a store under the temporary directory, removed with its WAL files by `clean`.
struct TemporaryStore {
    let directory: String
    var path: String { directory + "/sessions.sqlite" }

    init() throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "navstate-store-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func clean() { try? FileManager.default.removeItem(atPath: directory) }

    /// Runs a server on the store for `body`, then closes both: a restart is two calls.
    func serve(_ configuration: APIConfiguration = APIConfiguration(), _ body: (APIClientFactory) throws -> Void) throws {
        let storage = try Storage.sqlite(path: path)
        defer { storage.close() }
        try withNavState(configuration, storage: storage, body)
    }

    /// Rows of `table`, read with a connection of the test's own.
    func count(_ table: String) throws -> Int64 {
        let database = try SQLiteDatabase(path: path)
        return try database.scalar("SELECT count(*) FROM \(table)") ?? -1
    }
}

/// The SQLite store, whose session loads wait until the test signals `gate` (each load
/// signals `loading` as it starts).
final class GatedStore: SessionStore {
    let inner: SQLiteStore
    let gate = DispatchSemaphore(value: 0)
    let loading = DispatchSemaphore(value: 0)
    let loads = Atomic<Int>(0)

    init(_ inner: SQLiteStore) { self.inner = inner }

    func heads() throws(StoreFailure) -> [StoredSessionHead] { try inner.heads() }
    func load(serial: Int) throws(StoreFailure) -> StoredSession {
        loads.add(1, ordering: .relaxed)
        loading.signal()
        gate.wait()
        return try inner.load(serial: serial)
    }
    func storyboards() throws(StoreFailure) -> [StoredStoryboard] { try inner.storyboards() }
    func submit(_ write: StoreWrite, done: (@Sendable (StoreFailure?) -> Void)?) { inner.submit(write, done: done) }
    func close() { inner.close() }
    var writePlan: WritePlan { inner.writePlan }
    func observeCommits(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void) {
        inner.observeCommits(observer)
    }
}

/// Keeps the metadata of every log line (a `LogHandler` for one logger).
final class LogLines: LogHandler, @unchecked Sendable {
    private let lines = Mutex<[[String: String]]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).mapValues { "\($0)" }
        lines.withLock { $0.append(fields) }
    }

    var all: [[String: String]] { lines.withLock { $0 } }

    /// Runs `body` with a server on `storage` that logs into a `LogLines`, a client of it, and
    /// the lines.
    static func serving(_ storage: Storage, _ body: (APIClient, LogLines) throws -> Void) throws {
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines }
        let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        let server = try NavStateServer.start(http: http, api: APIConfiguration(), logger: logger, storage: storage)
        defer { server.stop() }
        try body(try APIClient(port: server.port), lines)
    }
}

/// The embedded store: what a restart brings back, what is decoded when, and every
/// fault refused with a clear message.
@Suite struct StoreTests {
    /// Builds sessions of every kind with changes past a checkpoint, keyed requests and
    /// presentations; then a restart must answer every read with the same bytes.
    @Test func aRestartBringsBackEverySessionWithTheSameBytesIdsKeysAndHistory() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [String: [UInt8]] = [:]
        let reads = [
            "/sessions/nav", "/sessions/nav/history", "/sessions/nav/history?after=70&limit=5", "/sessions/nav?revision=80",
            "/sessions/tabs", "/sessions/book", "/sessions/nav?format=text", "/sessions", "/sessions/tabs/history",
        ]
        var generated = ""
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("nav")
            for index in 0..<75 {
                let pushed = try api.post("/sessions/nav/push", #"{"controller": {"kind": "view", "title": "P\#(index)"}}"#)
                #expect(pushed.status == 200)
                if index % 3 == 2 { #expect(try api.post("/sessions/nav/pop").status == 200) }
            }
            let keyed = try api.post(
                "/sessions/nav/present", #"{"controller": {"kind": "navigation", "children": [{"kind": "view", "id": "sheet"}]}}"#,
                headers: [("Idempotency-Key", "present-1")])
            #expect(keyed.status == 200)
            before["keyed"] = keyed.body
            #expect(
                try api.request(
                    "PATCH", "/sessions/nav/controllers/sheet", json: #"{"title": "Sheet", "userInfo": {"b": [1, 2.5], "a": null}}"#
                ).status == 200)
            #expect(
                try api.post(
                    "/sessions",
                    #"{"id": "tabs", "root": {"kind": "tabBar", "children": [{"kind": "view", "id": "t1"}, {"kind": "navigation", "id": "t2", "children": [{"kind": "view"}]}, {"kind": "view"}, {"kind": "view"}, {"kind": "view"}, {"kind": "view", "id": "t6"}], "selectedIndex": 5}, "traits": {"idiom": "phone"}}"#
                ).status == 201)
            #expect(
                try api.post("/sessions/tabs/controllers/tabs/reorder-tabs", #"{"order": ["t6", "t2", "vc1", "t1", "vc2", "vc3", "vc4"]}"#)
                    .status != 500)
            #expect(try api.request("PUT", "/sessions/tabs/traits", json: #"{"orientation": "landscapeLeft"}"#).status == 200)
            #expect(
                try api.post(
                    "/sessions",
                    #"{"id": "book", "root": {"kind": "page", "spinePolicy": "book", "pages": [{"kind": "view", "id": "p0"}, {"kind": "view"}, {"kind": "view", "id": "p2"}]}, "traits": {"idiom": "pad", "orientation": "landscapeLeft"}}"#
                ).status == 201)
            #expect(try api.post("/sessions/book/turn-page", #"{"forward": true}"#).status != 500)
            for path in reads { before[path] = try api.get(path).body }
            // The id the next push would get.
            let dryRun = try api.post("/sessions/nav/push?dry-run=true", #"{"controller": {"kind": "view"}}"#)
            generated = dryRun.json["events"][0]["controller"].stringValue ?? ""
        }
        #expect(generated.hasPrefix("vc"))
        try store.serve { server in
            let api = try server.client()
            for path in reads {
                let after = try api.get(path)
                #expect(after.status == 200, "\(path)")
                #expect(after.body == before[path], "\(path): \(after.text)")
            }
            let retried = try api.post(
                "/sessions/nav/present", #"{"controller": {"kind": "navigation", "children": [{"kind": "view", "id": "sheet"}]}}"#,
                headers: [("Idempotency-Key", "present-1")])
            #expect(retried.header("Idempotent-Replayed") == "true")
            #expect(retried.body == before["keyed"])
            #expect(try api.post("/sessions/nav/dismiss").status == 200)
            let pushed = try api.post("/sessions/nav/push", #"{"controller": {"kind": "view"}}"#)
            #expect(pushed.json["visible"]["top"].stringValue == generated)
        }
    }

    /// Checkpoints the journal's byte budget takes early fall between the fixed intervals: the
    /// store keeps the newest two whatever their revisions, so a restart brings back the same
    /// history and every kept revision, and so does a second after more changes.
    @Test func checkpointsTakenEarlyForTheJournalsBytesSurviveRestarts() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var configuration = APIConfiguration()
        configuration.maxJournalBytes = 24_000
        var snapshots: [Int: [UInt8]] = [:]
        var history: [UInt8] = []
        func drive(_ api: APIClient, steps: Range<Int>) throws {
            for index in steps {
                let (revision, snapshot) = try api.heavyStackStep(index, on: "s")
                snapshots[revision] = snapshot
            }
            history = try api.get("/sessions/s/history?limit=500").body
        }
        func check(_ api: APIClient) throws {
            let page = try api.get("/sessions/s/history?limit=500")
            #expect(page.body == history)
            let oldest = try #require(page.json["oldestRevision"].intValue)
            let current = try api.revision("s")
            #expect(current - oldest < Journal.checkpointInterval, "oldest \(oldest) of \(current)")
            try api.expectKeptRevisionsReplay(snapshots, of: "s", from: oldest)
        }
        try store.serve(configuration) { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            try drive(api, steps: 0..<25)
        }
        // The creation's checkpoint is gone already (its entry still in its slot, not history).
        try store.serve(configuration) { server in
            let api = try server.client()
            try check(api)
            #expect(try api.get("/sessions/s/history?limit=1").json["entries"][0]["revision"].intValue ?? 0 > 1)
            try drive(api, steps: 25..<70)
        }
        try store.serve(configuration) { server in
            let api = try server.client()
            try check(api)
            try drive(api, steps: 70..<107)
        }
        try store.serve(configuration) { server in try check(try server.client()) }
    }

    /// Decoding a stored session replays up to 31 batches: it runs off the event loop, so the
    /// loop's other clients are answered meanwhile (a store whose loads wait for the test shows
    /// it: with one loop, `/healthz` is answered while the first read waits).
    @Test func aStoredSessionIsDecodedOffTheEventLoop() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            for index in 0..<5 {
                #expect(try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "v\#(index)"}}"#).status == 200)
            }
            before = try api.get("/sessions/s").body
        }
        let gated = GatedStore(try SQLiteStore(path: store.path))
        let storage = Storage(store: gated, description: "gated")
        defer { storage.close() }
        try withNavState(loops: 1, storage: storage) { server in
            let answered = Mutex<APIResponse?>(nil)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let response = try? server.client().get("/sessions/s")
                answered.withLock { $0 = response }
                done.signal()
            }
            #expect(gated.loading.wait(timeout: .now() + 10) == .success)
            // Opened on the way out too: a load that held the loop would otherwise hold it forever.
            var opened = false
            defer { if !opened { gated.gate.signal() } }
            let health = try APIClient(port: server.port, timeoutSeconds: 5).get("/healthz")
            #expect(health.status == 200)
            #expect(answered.withLock { $0 } == nil)
            gated.gate.signal()
            opened = true
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(answered.withLock { $0?.body } == before)
            #expect(try server.client().get("/sessions/s").body == before)
            #expect(gated.loads.load(ordering: .relaxed) == 1)
        }
    }

    /// A change as the first request after a restart is answered twice deferred: once for the
    /// decoding off the loop, once for its commit; it is kept and answered once, with its key.
    @Test func aChangeAsTheFirstRequestAfterARestartIsCommittedAndAnsweredOnce() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in try server.client().createNavigationSession("s") }
        var pushed: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            let push = {
                try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "b"}}"#, headers: [("Idempotency-Key", "k")])
            }
            let first = try push()
            #expect(first.status == 200)
            #expect(first.json["revision"].intValue == 2)
            pushed = first.body
            let again = try push()
            #expect(again.header("Idempotent-Replayed") == "true")
            #expect(again.body == pushed)
        }
        try store.serve { server in
            let top = try server.client().get("/sessions/s").json["visible"]["top"].stringValue
            #expect(top == "b")
        }
    }

    /// A restarted server registers every stored session and decodes one only when a request
    /// names it.
    @Test func storedSessionsAreDecodedOnFirstAccessOnly() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            for id in ["a", "b", "c"] { try api.createNavigationSession(id) }
            #expect(try api.post("/sessions/b/push", #"{"controller": {"kind": "view"}}"#).status == 200)
        }
        let storage = try Storage.sqlite(path: store.path)
        defer { storage.close() }
        let sqlite = storage.store
        let registry = SessionRegistry(maxSessions: 100, store: sqlite)
        let restored = registry.restore(try sqlite.heads(), from: sqlite)
        #expect(restored.registered == 3 && restored.expired == 0)
        let sessions = try ["a", "b", "c"].map { try registry.session(SessionKey(tenant: nil, id: SessionID(rawValue: $0))) }
        #expect(sessions.map(\.isDecoded) == [false, false, false])
        let revision = try sessions[1].locked { (state: inout SessionState) throws(APIError) in state.hierarchy.revision }
        #expect(revision == Revision(rawValue: 2))
        #expect(sessions.map(\.isDecoded) == [false, true, false])
    }

    @Test func deletedAndExpiredSessionsLeaveTheFile() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let clock = TestClock(SessionExpiryTests.start)
        var configuration = APIConfiguration()
        configuration.sessionTTLSeconds = 60
        configuration.clock = clock.wallClock
        try store.serve(configuration) { server in
            let api = try server.client()
            for id in ["gone", "idle", "kept"] { try api.createNavigationSession(id) }
            #expect(try api.request("DELETE", "/sessions/gone").status == 204)
            clock.advance(seconds: 50)
            #expect(try api.get("/sessions/kept").status == 200)
            clock.advance(seconds: 20)
            // The sweep runs with requests; this one finds `idle` expired.
            #expect(try api.get("/sessions/idle").status == 404)
        }
        #expect(try store.count("sessions") == 1)
        #expect(try store.count("checkpoints") == 1)
        try store.serve(configuration) { server in
            let api = try server.client()
            #expect(try api.get("/sessions/gone").status == 404)
            #expect(try api.get("/sessions/idle").status == 404)
            #expect(try api.get("/sessions/kept").status == 200)
        }
    }

    /// `max_page_count` stands in for a full disk: changes answer 507 and keep nothing, reads
    /// go on, and once there is room again changes work.
    @Test func aFullStoreAnswers507AndKeepsNothingOfTheRefusedChange() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let storage = try Storage.sqlite(path: store.path)
        let sqlite = try #require(storage.store as? SQLiteStore)
        var kept: [UInt8] = []
        try withNavState(storage: storage) { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            let pages = try SQLiteDatabase(path: store.path).scalar("PRAGMA page_count") ?? 0
            // Room for a few pushes (each about 2 KB), then none.
            sqlite.limitPages(to: Int(pages) + 16)
            kept = try api.get("/sessions/s").body
            var refused: APIResponse?
            var pushes = 0
            for index in 0..<200 {
                let pushed = try api.post(
                    "/sessions/s/push", #"{"controller": {"kind": "view", "title": "\#(String(repeating: "x", count: 2000))\#(index)"}}"#)
                if pushed.status != 200 {
                    refused = pushed
                    break
                }
                pushes += 1
                kept = try api.get("/sessions/s").body
            }
            #expect(pushes > 0, "no push fitted before the store was full")
            let full = try #require(refused)
            #expect(full.status == 507)
            #expect(full.problemType == "insufficient-storage")
            #expect(try api.get("/sessions/s").body == kept)
            #expect(
                try api.post("/sessions", #"{"root": {"kind": "view", "title": "\#(String(repeating: "y", count: 4000))"}}"#).status == 507)
            sqlite.limitPages(to: 1_073_741_823)
            #expect(try api.post("/sessions/s/pop").status == 200)
            kept = try api.get("/sessions/s").body
        }
        storage.close()
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/s").body == kept)
            #expect(try api.get("/sessions").json["sessions"].arrayValue.count == 1)
        }
    }

    @Test func aSessionWhoseStoredStateIsDamagedIsUnreadableAndTheOthersAreNot() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("damaged")
            try api.createNavigationSession("intact")
        }
        try SQLiteDatabase(path: store.path).execute(
            "UPDATE checkpoints SET state = CAST('{\"format\": 1, \"root\": 7}' AS BLOB) WHERE slot / 2 = (SELECT serial FROM sessions WHERE id = 'damaged')"
        )
        try store.serve { server in
            let api = try server.client()
            let damaged = try api.get("/sessions/damaged")
            #expect(damaged.status == 500)
            #expect(damaged.problemType == "session-unreadable")
            #expect(try api.post("/sessions/damaged/pop").problemType == "session-unreadable")
            #expect(try api.get("/sessions/intact").status == 200)
            // Deleting it needs no decoding, unless a condition asks for its revision.
            #expect(try api.request("DELETE", "/sessions/damaged", headers: [("If-Match", "\"1\"")]).status == 500)
            #expect(try api.request("DELETE", "/sessions/damaged?dry-run=true").status == 204)
            #expect(try api.request("DELETE", "/sessions/damaged", headers: [("If-Match", "*")]).status == 204)
            #expect(try api.get("/sessions/damaged").status == 404)
        }
    }

    /// Each journal row keeps the form of its actions: this build writes format 1, and a row
    /// of a format it does not read (a newer build's) makes that session unreadable by name,
    /// never replayed by the wrong rules; the other sessions answer.
    @Test func aJournalEntryOfANewerFormatMakesOnlyItsSessionUnreadableAndSaysWhy() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            for id in ["newer", "intact"] {
                try api.createNavigationSession(id)
                #expect(try api.post("/sessions/\(id)/push", #"{"controller": {"kind": "view", "id": "a"}}"#).status == 200)
            }
        }
        let database = try SQLiteDatabase(path: store.path)
        #expect(try database.scalar("SELECT count(*) FROM journal WHERE format = 1") == 4, "two creations, two pushes")
        try database.execute("UPDATE journal SET format = 2 WHERE slot / 64 = (SELECT serial FROM sessions WHERE id = 'newer')")
        let storage = try Storage.sqlite(path: store.path)
        defer { storage.close() }
        try LogLines.serving(storage) { (api, lines) throws in
            #expect(try api.get("/sessions/newer").problemType == "session-unreadable")
            #expect(try api.get("/sessions/intact").status == 200)
            #expect(try api.post("/sessions/intact/pop").status == 200)
            let reasons = lines.all.compactMap { $0["reason"] }
            #expect(
                reasons == [
                    "revision 2: journal entry format 2 was written by a newer NavState; this build reads formats 1 to 1."
                ])
        }
    }

    /// Between commits the writer holds no transaction open, so checkpoints can fold the WAL
    /// back into the file: with a read left open, the WAL grew without bound (found in a review).
    @Test func betweenCommitsTheWALCanBeCheckpointedWhole() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            for id in ["a", "b"] { try api.createNavigationSession(id) }
            for index in 0..<40 {
                #expect(
                    try api.request("PATCH", "/sessions/\(index % 2 == 0 ? "a" : "b")/controllers/nav", json: #"{"title": "T\#(index)"}"#)
                        .status == 200)
            }
            #expect(try api.post("/sessions/a/pop-to-root", #"{}"#).status == 409)
            let database = try SQLiteDatabase(path: store.path)
            let checkpoint = try database.prepare("PRAGMA wal_checkpoint(PASSIVE)")
            #expect(try checkpoint.step())
            #expect(checkpoint.int(0) == 0, "busy")
            #expect(checkpoint.int(1) > 0 && checkpoint.int(2) == checkpoint.int(1), "\(checkpoint.int(2)) of \(checkpoint.int(1)) frames")
        }
    }

    /// Every write the store refuses (injected here as a full disk) answers 507 and changes
    /// nothing: a change, a keyed refusal, a creation, a delete (the session stays, listed).
    @Test func aWriteTheStoreRefusesChangesNothingWhateverItWas() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let storage = try Storage.sqlite(path: store.path)
        defer { storage.close() }
        let sqlite = try #require(storage.store as? SQLiteStore)
        try withNavState(storage: storage) { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            let before = try api.get("/sessions/s").body
            sqlite.failNextWrites(1)
            #expect(try api.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#).status == 507)
            #expect(try api.get("/sessions/s").body == before)
            // Any other failure of the disk (SQLITE_IOERR, 10): 503, to be retried.
            sqlite.failNextWrites(1, code: 10)
            let unavailable = try api.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#)
            #expect(unavailable.status == 503)
            #expect(unavailable.problemType == "store-unavailable")
            #expect(unavailable.header("Retry-After") == "1")
            #expect(try api.get("/sessions/s").body == before)
            sqlite.failNextWrites(1)
            let keyed = try api.post("/sessions/s/pop", headers: [("Idempotency-Key", "k")])
            #expect(keyed.status == 507)
            // The key was not kept: the retry is carried out (and refused, as the stack has only its root).
            #expect(try api.post("/sessions/s/pop", headers: [("Idempotency-Key", "k")]).problemType == "nothing-to-pop")
            sqlite.failNextWrites(1)
            #expect(try api.post("/sessions", #"{"id": "new", "root": {"kind": "view"}}"#).status == 507)
            #expect(try api.get("/sessions/new").status == 404)
            sqlite.failNextWrites(1)
            #expect(try api.request("DELETE", "/sessions/s").status == 507)
            #expect(try api.get("/sessions/s").body == before)
            #expect(try api.get("/sessions").json["sessions"].arrayValue.map { $0["id"] } == ["s"])
            #expect(try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "kept"}}"#).status == 200)
        }
    }

    /// A keyed request that changed nothing (a no-op, a refusal) is replayed after a restart,
    /// not carried out again.
    @Test func keyedAnswersThatChangedNothingAreReplayedAfterARestart() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var answers: [String: [UInt8]] = [:]
        let requests = [
            ("select", "/sessions/tabs/select-tab", #"{"index": 0}"#),
            ("refused", "/sessions/tabs/select-tab", #"{"index": 9}"#),
            ("dry-run", "/sessions/tabs/select-tab?dry-run=true", #"{"index": 1}"#),
        ]
        try store.serve { server in
            let api = try server.client()
            #expect(
                try api.post(
                    "/sessions",
                    #"{"id": "tabs", "root": {"kind": "tabBar", "children": [{"kind": "view", "id": "a"}, {"kind": "view", "id": "b"}]}}"#
                ).status == 201)
            for (key, path, body) in requests { answers[key] = try api.post(path, body, headers: [("Idempotency-Key", key)]).body }
            #expect(try api.post("/sessions/tabs/select-tab", #"{"index": 1}"#).status == 200)
        }
        try store.serve { server in
            let api = try server.client()
            for (key, path, body) in requests {
                let retried = try api.post(path, body, headers: [("Idempotency-Key", key)])
                #expect(retried.header("Idempotent-Replayed") == "true", "\(key)")
                #expect(retried.body == answers[key], "\(key)")
            }
            #expect(try api.get("/sessions/tabs").json["window"]["root"]["selectedIndex"] == 1)
        }
    }

    /// A revision is written only onto the revision it was made from: not twice, not after a
    /// gap (a write before it failed), not onto a deleted session; and past 64 revisions the
    /// slots are reused without mixing revisions up.
    @Test func revisionWritesAreConditionalOnTheStoredRevision() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let storage = try Storage.sqlite(path: store.path)
        defer { storage.close() }
        let sqlite = storage.store
        func write(_ change: StoreWrite) -> StoreFailure? {
            let result = Mutex<StoreFailure?>(nil)
            let done = DispatchSemaphore(value: 0)
            sqlite.submit(change) { failure in
                result.withLock { $0 = failure }
                done.signal()
            }
            done.wait()
            return result.withLock { $0 }
        }
        func revision(_ from: Int) -> StoreWrite {
            .revision(
                RevisionWrite(
                    serial: 7, from: Revision(rawValue: from), fromTag: 0, tag: 0,
                    entry: JournalEntry(revision: Revision(rawValue: from + 1), json: Array(#"{"revision":\#(from + 1)}"#.utf8))))
        }
        let (initial, _) = try Hierarchy.create(root: .view("v"))
        #expect(write(.create(serial: 7, tenant: nil, id: SessionID(rawValue: "s"), lastUsed: 0, initial: initial)) == nil)
        #expect(write(revision(1)) == nil)
        #expect(write(revision(1)) == .conflict)
        #expect(write(revision(3)) == .conflict)
        for from in 2..<140 { #expect(write(revision(from)) == nil) }
        #expect(write(revision(139)) == .conflict)
        #expect(write(revision(140 - 64)) == .conflict)
        let stored = try sqlite.load(serial: 7)
        #expect(stored.checkpoints.map(\.revision.rawValue) == [1])
        // The 64 slots hold the last 64 revisions (with no newer checkpoint, all after the first).
        #expect(stored.entries.map(\.revision.rawValue) == Array(77...140))
        // A keyed answer is kept only at the revision it was given at.
        let key = StoredKey(key: "k", fingerprint: 1, time: 0, answer: StoredAnswer(status: 409, headers: [], body: []))
        #expect(write(.key(serial: 7, at: Revision(rawValue: 139), tag: 0, key, forgotten: [])) == .conflict)
        #expect(write(.key(serial: 7, at: Revision(rawValue: 140), tag: 0, key, forgotten: [])) == nil)
        #expect(try sqlite.load(serial: 7).keys.map(\.key) == ["k"])
        #expect(write(.delete(serial: 7)) == nil)
        #expect(write(revision(140)) == .conflict)
        #expect(write(.key(serial: 7, at: Revision(rawValue: 140), tag: 0, key, forgotten: [])) == .conflict)
    }

    /// A change answered after its commit is logged when it is answered, with the status the
    /// client got (a 507 included), once.
    @Test func changesAnsweredAfterTheirCommitAreLoggedWithTheirStatus() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let storage = try Storage.sqlite(path: store.path)
        defer { storage.close() }
        let sqlite = try #require(storage.store as? SQLiteStore)
        try LogLines.serving(storage) { api, lines in
            try api.createNavigationSession("s")
            #expect(try api.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#).status == 200)
            sqlite.failNextWrites(1)
            #expect(try api.post("/sessions/s/pop").status == 507)
            #expect(try api.get("/sessions/s").status == 200)
            let logged = lines.all.filter { $0["path"]?.hasPrefix("/sessions") == true }.map {
                "\($0["method"] ?? "") \($0["path"] ?? "") \($0["status"] ?? "")"
            }
            #expect(logged == ["POST /sessions 201", "POST /sessions/s/push 200", "POST /sessions/s/pop 507", "GET /sessions/s 200"])
        }
    }

    // MARK: - Files that cannot be used

    private func openError(_ path: String) -> String? {
        do {
            try Storage.sqlite(path: path).close()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aStoreFromANewerFormatIsRefusedAndLeftAsItIs() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try Storage.sqlite(path: store.path).close()
        try SQLiteDatabase(path: store.path).execute("UPDATE meta SET value = '4' WHERE key = 'format'")
        let message = try #require(openError(store.path))
        #expect(message.contains("written by a newer NavState (format 4)"), "\(message)")
        #expect(try SQLiteDatabase(path: store.path).text("SELECT value FROM meta WHERE key = 'format'") == "4")
    }

    /// The same for a file another tool put in rollback-journal mode: refused before SQLite
    /// switches it to WAL, so not one byte of it changes.
    @Test func aNewerStoreInRollbackJournalModeIsLeftByteForByte() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try Storage.sqlite(path: store.path).close()
        var handle: OpaquePointer?
        #expect(sqlite3_open_v2(store.path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK)
        let downgrade = "UPDATE meta SET value = '4' WHERE key = 'format'; PRAGMA journal_mode=DELETE;"
        #expect(sqlite3_exec(handle, downgrade, nil, nil, nil) == SQLITE_OK)
        sqlite3_close_v2(handle)
        let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
        #expect(before[18] == 1, "rollback-journal mode")
        let message = try #require(openError(store.path))
        #expect(message.contains("written by a newer NavState (format 4)"), "\(message)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
    }

    /// Format 1 had no storyboards, format 2 no request keys: opening such a store adds what it
    /// lacks and moves it to format 3.
    @Test(arguments: [
        ("1", "DROP TABLE storyboards; DROP TABLE request_keys; UPDATE meta SET value = '1' WHERE key = 'format'"),
        ("2", "DROP TABLE request_keys; UPDATE meta SET value = '2' WHERE key = 'format'"),
    ])
    func anOlderFormatGainsItsMissingTables(format: String, downgrade: String) throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try Storage.sqlite(path: store.path).close()
        try SQLiteDatabase(path: store.path).execute(downgrade)
        #expect(openError(store.path) == nil)
        let database = try SQLiteDatabase(path: store.path)
        #expect(try database.text("SELECT value FROM meta WHERE key = 'format'") == "3", "from format \(format)")
        #expect(try database.scalar("SELECT count(*) FROM storyboards") == 0)
        #expect(try database.scalar("SELECT count(*) FROM request_keys") == 0)
    }

    @Test func aStoreWithADamagedSchemaIsRefused() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try Storage.sqlite(path: store.path).close()
        try SQLiteDatabase(path: store.path).execute("DROP TABLE journal")
        #expect(openError(store.path)?.contains("table journal is damaged or missing") == true)
        try SQLiteDatabase(path: store.path).execute("DELETE FROM meta WHERE key = 'format'")
        #expect(openError(store.path)?.contains("no format version") == true)
    }

    /// A new store's pages are 1 KiB, so that a change writes a page about the size of its
    /// journal entry into the WAL (a store made with 4 KiB pages keeps them:
    /// `StoreFixtureTests`).
    @Test func aNewStoreIsMadeWithOneKiBPages() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            try server.client().createNavigationSession("a")
        }
        #expect(try SQLiteDatabase(path: store.path).scalar("PRAGMA page_size") == 1_024)
        #expect(openError(store.path) == nil)
        #expect(try SQLiteDatabase(path: store.path).scalar("PRAGMA page_size") == 1_024)
    }

    /// A store carries NavState's application id in its header; one made before the id was set
    /// is still read (by its `meta` table) and gets it.
    @Test func aStoreFromBeforeTheApplicationIDOpensAndGetsIt() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try Storage.sqlite(path: store.path).close()
        #expect(try SQLiteDatabase(path: store.path).scalar("PRAGMA application_id") == 0x4E56_5354)
        try SQLiteDatabase(path: store.path).execute("PRAGMA application_id = 0")
        #expect(openError(store.path) == nil)
        #expect(try SQLiteDatabase(path: store.path).scalar("PRAGMA application_id") == 0x4E56_5354)
    }

    /// Another program's SQLite file is refused before anything is written to it: its bytes,
    /// its journal mode and change counter included, stay as they were.
    @Test func aFileThatIsNotAStoreIsRefusedAndLeftByteForByte() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try SQLiteDatabase(path: store.path).execute("CREATE TABLE other (x)")
        #expect(openError(store.path)?.contains("not a NavState store") == true)
        // A rollback-journal database as other programs keep them, with an application id of
        // its own or none.
        for id in [0, 0x1234_5678] {
            let foreign = store.directory + "/foreign-\(id).sqlite"
            var handle: OpaquePointer?
            sqlite3_open(foreign, &handle)
            sqlite3_exec(
                handle,
                "PRAGMA application_id = \(id); CREATE TABLE meta (key TEXT, value TEXT); INSERT INTO meta VALUES ('application', 'other')",
                nil, nil, nil)
            sqlite3_close(handle)
            let before = try Data(contentsOf: URL(fileURLWithPath: foreign))
            #expect(openError(foreign)?.contains("not a NavState store") == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == before, "the foreign file was changed")
            #expect(!FileManager.default.fileExists(atPath: foreign + "-wal"))
        }
        let garbage = store.directory + "/garbage.sqlite"
        _ = FileManager.default.createFile(atPath: garbage, contents: Data((0..<65_536).map { _ in UInt8.random(in: 0...255) }))
        #expect(openError(garbage)?.contains("file is not a database") == true, "\(openError(garbage) ?? "opened")")
    }

    @Test func aTruncatedStoreIsRefusedAtStart() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            for index in 0..<300 { try api.createNavigationSession("s\(index)", stack: ["a", "b", "c"]) }
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: store.path))
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()
        var problem: String?
        do {
            try store.serve { _ in }
        } catch {
            problem = "\(error)"
        }
        #expect(problem?.contains("malformed") == true, "\(problem ?? "started")")
    }

    @Test func aStoreInUseOrInADirectoryThatCannotBeWrittenIsRefused() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let first = try Storage.sqlite(path: store.path)
        #expect(openError(store.path)?.contains("in use by another navstate process") == true)
        first.close()
        #expect(openError(store.path) == nil)
        #expect(openError(store.directory + "/missing/sessions.sqlite")?.contains("No such file or directory") == true)
        // Root writes to read-only directories; sysfs refuses root as well.
        let readOnly: String
        if getuid() == 0 {
            readOnly = "/sys/navstate.sqlite"
        } else {
            readOnly = store.directory + "/read-only"
            try FileManager.default.createDirectory(
                atPath: readOnly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        }
        let message = openError(getuid() == 0 ? readOnly : readOnly + "/sessions.sqlite")
        #expect(message?.contains("Permission denied") == true, "\(message ?? "opened")")
    }
}
