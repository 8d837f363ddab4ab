import EventHTTP
import EventHTTPTesting
import Foundation
import NavStateStore
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// Batches, dry runs, `Prefer: return=minimal`, idempotency keys, history and time travel: the
/// pipeline every mutation goes through.
@Suite struct PipelineTests {
    private static let threeActions = #"""
        {"actions": [
          {"action": "push", "body": {"controller": {"kind": "view", "id": "b"}}},
          {"action": "push", "controller": "nav", "body": {"controller": {"kind": "view", "id": "c"}, "animated": false}},
          {"action": "traits", "body": {"orientation": "landscapeLeft"}}]}
        """#

    @Test func aBatchAppliesEveryActionAsOneRevision() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let response = try api.post("/sessions/s/actions", Self.threeActions)
            #expect(response.status == 200)
            #expect(response.json["revision"] == 2)
            #expect(response.header("ETag") == #""2""#)
            #expect(response.json["visible"]["top"] == "c")
            #expect(response.json["traits"]["orientation"] == "landscapeLeft")
            let events = response.json["events"].arrayValue.map {
                "\($0["action"].intValue ?? -1) \($0["controller"].stringValue ?? "").\($0["callback"].stringValue ?? "")"
            }
            #expect(
                events == [
                    "0 b.willMoveToParent", "0 b.viewDidLoad", "0 a.viewWillDisappear", "0 b.viewWillAppear",
                    "0 a.viewDidDisappear", "0 b.viewDidAppear", "0 b.didMoveToParent",
                    "1 c.willMoveToParent", "1 c.viewDidLoad", "1 b.viewWillDisappear", "1 c.viewWillAppear",
                    "1 b.viewDidDisappear", "1 c.viewDidAppear", "1 c.didMoveToParent",
                ])
            #expect(try api.revision("s") == 2)
        }
    }

    /// A batch's callbacks are bounded (a batch of 100 memory warnings on 911
    /// controllers recorded 91,100 callbacks in one revision: +354 MiB of journal over 64 of
    /// them, and seconds of replay): over the limit, refused at the action that passes it,
    /// nothing kept; a single action is never refused by it.
    @Test func aBatchOverTheCallbackLimitIsRefusedAndChangesNothing() throws {
        try withNavState(APIConfiguration(maxCallbacksPerBatch: 100)) { server in
            let api = try server.client()
            let stack = (0..<12).map { "v\($0)" }
            try api.post(
                "/sessions",
                #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [\#(stack.map { #"{"kind": "view", "id": "\#($0)"}"# }.joined(separator: ", "))]}}"#
            )
            for index in 0..<12 { try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "p\#(index)"}}"#) }
            let before = try api.get("/sessions/s").body
            let warnings = Array(repeating: #"{"action": "memory-warning"}"#, count: 10).joined(separator: ", ")
            let refused = try api.post("/sessions/s/actions", #"{"actions": [\#(warnings)]}"#)
            #expect(refused.status == 422)
            #expect(refused.problemType == "too-many-callbacks")
            #expect(refused.json["action"] == 4, "25 controllers, each told (MEM-2): the 5th warning passes 100")
            #expect(try api.get("/sessions/s").body == before)
            #expect(try api.post("/sessions/s/memory-warning").status == 200, "one action is never refused by the limit")
            #expect(
                try api.post("/sessions/s/actions", #"{"actions": [{"action": "memory-warning"}, {"action": "memory-warning"}]}"#).status
                    == 200)
        }
        // A batch's first action is never refused by the limit, as it would not be alone.
        try withNavState(APIConfiguration(maxCallbacksPerBatch: 5)) { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            for index in 0..<8 { try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "p\#(index)"}}"#) }
            #expect(try api.post("/sessions/s/actions", #"{"actions": [{"action": "memory-warning"}]}"#).status == 200)
            let refused = try api.post("/sessions/s/actions", #"{"actions": [{"action": "memory-warning"}, {"action": "pop"}]}"#)
            #expect(refused.problemType == "too-many-callbacks")
            #expect(refused.json["action"] == 1)
        }
    }

    /// A controller's properties hold a bounded amount of text, in a spec, a PATCH or a
    /// segue's userInfo: with the controller limit, what bounds a snapshot (99 pushes of 60 KB
    /// titles made a 6.1 MB one).
    @Test func aControllerOverItsByteLimitIsRefusedWhereverItsTextComesFrom() throws {
        try withNavState(APIConfiguration(maxControllerBytes: 1_000)) { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let before = try api.get("/sessions/s").body
            let long = String(repeating: "t", count: 600)
            for (method, path, body) in [
                ("POST", "/sessions/s/push", #"{"controller": {"kind": "view", "id": "b", "title": "\#(long)\#(long)"}}"#),
                ("POST", "/sessions/s/push", #"{"controller": {"kind": "view", "title": "\#(long)", "userInfo": {"note": "\#(long)"}}}"#),
                ("PATCH", "/sessions/s/controllers/a", #"{"title": "\#(long)", "navigationItem": {"prompt": "\#(long)"}}"#),
                ("POST", "/sessions", #"{"id": "t", "root": {"kind": "view", "userInfo": ["\#(long)", "\#(long)"]}}"#),
                // Counted as written: a control character takes six bytes in a snapshot.
                ("PATCH", "/sessions/s/controllers/a", #"{"title": "\#(String(repeating: "\\u0001", count: 200))"}"#),
            ] {
                let refused = try api.request(method, path, json: body)
                #expect(refused.status == 422, "\(path): \(refused.text)")
                #expect(refused.problemType == "controller-too-large", "\(path): \(refused.text)")
            }
            #expect(try api.get("/sessions/s").body == before)
            #expect(try api.get("/sessions/t").status == 404)
            #expect(try api.request("PATCH", "/sessions/s/controllers/a", json: #"{"title": "\#(long)"}"#).status == 200)
        }
    }

    @Test func aBatchRefusedAtItsThirdActionChangesNothing() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let before = try api.get("/sessions/s").body
            let response = try api.post(
                "/sessions/s/actions",
                #"""
                {"actions": [{"action": "push", "body": {"controller": {"kind": "view", "id": "x"}}},
                  {"action": "pop"}, {"action": "pop"}, {"action": "push", "body": {"controller": {"kind": "view"}}}]}
                """#)
            #expect(response.status == 409)
            #expect(response.problemType == "nothing-to-pop")
            #expect(response.json["action"] == 2)
            #expect(response.json["revision"] == 1)
            #expect(response.json["detail"].stringValue?.hasPrefix("actions[2]: ") == true)
            #expect(try api.get("/sessions/s").body == before, "the refused batch changed the session")
            // `x` was pushed and popped in the refused batch only: the id is still free.
            #expect(try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "x"}}"#).status == 200)
        }
    }

    @Test(arguments: [
        (
            #"{"actions": [{"action": "pop"}, {"action": "push", "body": {"controller": {"kind": "view", "title": 5}}}]}"#,
            "actions[1].body.controller.title: expected a string."
        ),
        (#"{"actions": [{"action": "fly"}]}"#, "actions[0].action: 'fly' is not one of"),
        (#"{"actions": [{"action": "patch", "body": {"title": "T"}}]}"#, "actions[0].controller: patch names the controller"),
        (#"{"actions": [{"action": "traits", "controller": "nav", "body": {}}]}"#, "actions[0].controller: traits belong to the session"),
        (#"{"actions": [{"action": "push"}]}"#, "actions[0].body: A JSON object body is required."),
        (#"{"actions": [{"action": "pop", "colour": "red"}]}"#, "actions[0].colour: unknown field."),
        (#"{"actions": []}"#, "actions: a batch holds 1 to 100 actions, not 0."),
        (#"{"actions": {}}"#, "actions: expected an array."),
        (#"{"steps": []}"#, "actions: required field is missing."),
    ])
    func badBatchesNameTheEntryAndField(body: String, detail: String) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let response = try api.post("/sessions/s/actions", body)
            #expect(response.status == 400)
            #expect(response.problemType == "invalid-body")
            #expect(response.json["detail"].stringValue?.hasPrefix(detail) == true, "\(response.json["detail"])")
            #expect(try api.revision("s") == 1)
        }
    }

    @Test func aDryRunAnswersWhatWouldHappenAndKeepsNothing() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let before = try api.get("/sessions/s").body
            let push = #"{"controller": {"kind": "view", "id": "b"}}"#
            let dry = try api.post("/sessions/s/push?dry-run=true", push)
            #expect(dry.status == 200)
            #expect(dry.json["dryRun"] == true)
            #expect(dry.header("ETag") == nil, "a dry run's body is no revision's state")
            #expect(try api.get("/sessions/s").body == before)
            let batch = try api.post("/sessions/s/actions?dry-run=true", Self.threeActions)
            #expect(batch.json["dryRun"] == true)
            #expect(batch.json["visible"]["top"] == "c")
            #expect(try api.get("/sessions/s").body == before)
            // What the dry run said is what the real push does.
            let real = try api.post("/sessions/s/push", push).json
            guard case .object(var said) = dry.json else { Issue.record("not an object"); return }
            said["dryRun"] = nil
            #expect(real == .object(said))
            #expect(try api.post("/sessions/s/pop?dry-run=maybe").problemType == "invalid-query")
        }
    }

    @Test func preferReturnMinimalAnswersTheRevisionAndEventsOnly() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let response = try api.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#, headers: [("Prefer", "return=minimal")])
            #expect(response.status == 200)
            #expect(response.header("Preference-Applied") == "return=minimal")
            guard case .object(let fields) = response.json else { Issue.record("not an object"); return }
            #expect(Set(fields.keys) == ["session", "revision", "events"])
            #expect(response.json["revision"] == 2)
        }
    }

    @Test func anIdempotencyKeyReplaysTheFirstAnswer() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let push = #"{"controller": {"kind": "view"}}"#
            let key = ("Idempotency-Key", #""retry-1""#)
            let first = try api.post("/sessions/s/push", push, headers: [key])
            let again = try api.post("/sessions/s/push", push, headers: [key])
            #expect(first.status == 200)
            #expect(again.status == 200)
            #expect(again.body == first.body)
            #expect(again.header("ETag") == first.header("ETag"))
            #expect(again.header("Idempotent-Replayed") == "true")
            #expect(first.header("Idempotent-Replayed") == nil)
            #expect(try api.revision("s") == 2, "the retry pushed again")
            let other = try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "title": "T"}}"#, headers: [key])
            #expect(other.status == 422)
            #expect(other.problemType == "idempotency-key-reused")
            // A refusal is an answer too: the retry gets it again, not a second attempt.
            let pop = ("Idempotency-Key", "pop-1")
            #expect(try api.post("/sessions/s/pop-to-root", nil, headers: [pop]).status == 200)
            let refused = try api.post("/sessions/s/pop", nil, headers: [("Idempotency-Key", "pop-2")])
            #expect(refused.status == 409)
            #expect(try api.post("/sessions/s/pop", nil, headers: [("Idempotency-Key", "pop-2")]).header("Idempotent-Replayed") == "true")
            for bad in ["", #""""#, String(repeating: "k", count: 256), "two words"] {
                #expect(try api.post("/sessions/s/pop", nil, headers: [("Idempotency-Key", bad)]).problemType == "invalid-idempotency-key")
            }
        }
    }

    @Test func concurrentDuplicatesApplyOnce() throws {
        try withNavState(loops: 2) { server in
            try server.client().createNavigationSession("s", stack: ["a"])
            let answers = Mutex<[APIResponseSummary]>([])
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                guard let api = try? server.client(),
                    let response = try? api.post(
                        "/sessions/s/push", #"{"controller": {"kind": "view"}}"#, headers: [("Idempotency-Key", "same")])
                else { return }
                answers.withLock { $0.append(APIResponseSummary(status: response.status, body: response.body)) }
            }
            #expect(answers.withLock { $0 }.count == 16)
            #expect(try server.client().revision("s") == 2, "the duplicates pushed more than once")
            let applied = answers.withLock { $0 }.filter { $0.status == 200 }
            #expect(Set(applied.map(\.body)).count == 1, "replays differ from the first answer")
            #expect(answers.withLock { $0 }.allSatisfy { $0.status == 200 || $0.status == 409 })
        }
    }

    @Test func historyPagesThroughTheRevisionsAsSent() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.createNavigationSession("s", stack: ["a"])
            try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "b"}}"#)
            try api.request("PATCH", "/sessions/s/controllers/b", json: #"{"title": "B"}"#)
            try api.post(
                "/sessions/s/actions",
                #"{"actions": [{"action": "pop", "body": {"animated": false}}, {"action": "traits", "body": {"idiom": "pad"}}]}"#)
            // The creation is revision 1: its callbacks, as the 201 answered them, and no actions.
            let first = try api.get("/sessions/s/history?limit=1")
            #expect(first.json["oldestRevision"] == 1)
            #expect(first.json["next"] == 1)
            let creation = first.json["entries"][0]
            #expect(creation["revision"] == 1 && creation["actions"] == [] && creation["changed"] == .null)
            #expect(creation["events"] == created.json["events"])
            #expect(creation["events"].arrayValue.count == 8)
            let page = try api.get("/sessions/s/history?after=1&limit=2")
            #expect(page.json["revision"] == 4)
            #expect(page.json["oldestRevision"] == 1)
            #expect(page.json["next"] == 3)
            let entries = page.json["entries"].arrayValue
            #expect(entries.map { $0["revision"] } == [2, 3])
            #expect(entries[0]["actions"] == [["action": "push", "body": ["controller": ["kind": "view", "id": "b"]]]])
            #expect(entries[1]["actions"] == [["action": "patch", "controller": "b", "body": ["title": "B"]]])
            #expect(entries[1]["changed"] == ["navigationBar.title"])
            #expect(entries[0]["time"].stringValue?.hasSuffix("Z") == true)
            let rest = try api.get("/sessions/s/history?after=3")
            #expect(rest.json["next"] == .null)
            #expect(rest.json["entries"].arrayValue.map { $0["revision"] } == [4])
            #expect(rest.json["entries"][0]["events"].arrayValue.allSatisfy { $0["action"] == 0 || $0["action"] == 1 })
            #expect(try api.get("/sessions/s/history?after=-1").problemType == "invalid-query")
        }
    }

    /// A page of history is bounded by bytes as well as by count (a 60-byte request built a
    /// 275 MB answer), and its cursor goes on from where the bytes stopped it: walking the
    /// pages meets every revision once.
    @Test func historyPagesAreBoundedByBytesAndTheirCursorMissesNothing() throws {
        var configuration = APIConfiguration()
        configuration.maxHistoryPageBytes = 5_000
        try withNavState(configuration) { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let title = String(repeating: "t", count: 2_000)
            for index in 0..<7 {
                try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "v\#(index)", "title": "\#(title)"}}"#)
            }
            var seen: [Int] = []
            var after = 0
            while true {
                let page = try api.get("/sessions/s/history?after=\(after)&limit=500")
                #expect(page.body.count < 5_000 + 4_000, "a page of \(page.body.count) bytes")
                let revisions = page.json["entries"].arrayValue.compactMap { $0["revision"].intValue }
                #expect((1...2).contains(revisions.count))
                seen += revisions
                guard let next = page.json["next"].intValue else { break }
                after = next
            }
            #expect(seen == Array(1...8))
        }
    }

    @Test func theJournalKeepsBetweenOneAndTwoCheckpointIntervals() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let interval = Journal.checkpointInterval
            for index in 0..<(2 * interval + 10) {
                let path = index.isMultiple(of: 2) ? "/sessions/s/push" : "/sessions/s/pop"
                #expect(try api.post(path, index.isMultiple(of: 2) ? #"{"controller": {"kind": "view"}}"# : nil).status == 200)
            }
            let history = try api.get("/sessions/s/history?limit=500")
            let oldest = try #require(history.json["oldestRevision"].intValue)
            let current = 2 * interval + 11
            #expect(current - oldest >= interval && current - oldest < 2 * interval, "oldest \(oldest) of \(current)")
            #expect(history.json["entries"].arrayValue.first?["revision"].intValue == oldest + 1)
            let gone = try api.get("/sessions/s?revision=\(oldest - 1)")
            #expect(gone.status == 410)
            #expect(gone.problemType == "revision-gone")
            #expect(try api.get("/sessions/s?revision=\(oldest)").status == 200)
            #expect(try api.get("/sessions/s?revision=\(current + 1)").problemType == "unknown-revision")
            #expect(try api.get("/sessions/s?revision=0").problemType == "invalid-query")
            // A history cursor the journal has moved past answers 410, as a revision does:
            // a page from the oldest kept would skip the entries in between unsaid.
            let skipped = try api.get("/sessions/s/history?after=\(oldest - 1)&limit=7")
            #expect(skipped.status == 410)
            #expect(skipped.problemType == "revision-gone")
            #expect(skipped.json["detail"].stringValue?.contains("after=\(oldest)") == true)
            #expect(try api.get("/sessions/s/history?after=1").status == 410)
            let resumed = try api.get("/sessions/s/history?after=\(oldest)&limit=7")
            #expect(resumed.json["entries"].arrayValue.first?["revision"].intValue == oldest + 1)
            #expect(try api.get("/sessions/s/history?after=0&limit=1").json["entries"][0]["revision"].intValue == oldest + 1)
        }
    }

    /// The journal is bounded by bytes as well as by revisions (64 batches of heavy callbacks
    /// held 354 MiB): past its budget the oldest kept revision moves forward early, the entries
    /// hold between about half the budget and the budget and the newest, and every revision
    /// still kept rebuilds exactly as it was answered.
    @Test func theJournalKeepsItsByteBudgetAndEveryKeptRevisionStillReplays() throws {
        var configuration = APIConfiguration()
        configuration.maxJournalBytes = 24_000
        try withNavState(configuration) { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            var snapshots: [Int: [UInt8]] = [:]
            for index in 0..<40 {
                let (revision, snapshot) = try api.heavyStackStep(index, on: "s")
                snapshots[revision] = snapshot
                // The page is the kept entries and a few bytes around them; one entry is ~3 KB.
                let kept = try api.get("/sessions/s/history?limit=500").body.count
                #expect(kept <= 24_000 + 4_000, "\(kept) bytes kept")
                // And at least about half the budget once that much was written: a checkpoint
                // every half budget, not one per revision.
                if index >= 10 { #expect(kept >= 12_000 - 4_000, "only \(kept) bytes kept") }
            }
            let history = try api.get("/sessions/s/history?limit=500")
            let oldest = try #require(history.json["oldestRevision"].intValue)
            let current = try api.revision("s")
            #expect(current == 41)
            #expect(current - oldest < Journal.checkpointInterval, "oldest \(oldest) of \(current): the bytes moved it first")
            #expect(history.json["entries"].arrayValue.first?["revision"].intValue == oldest + 1)
            try api.expectKeptRevisionsReplay(snapshots, of: "s", from: oldest)
            #expect(try api.get("/sessions/s?revision=\(oldest - 1)").problemType == "revision-gone")
        }
    }

    /// Revision numbers, cursors and limits are decimal digits alone: a sign, a space or a
    /// value that does not percent-decode is refused, never read as something else or as absent.
    @Test(arguments: [
        "/sessions/s?revision=+1", "/sessions/s?revision=%ff", "/sessions/s?revision=", "/sessions/s?revision=1e0",
        "/sessions/s/history?after=+0", "/sessions/s/history?after=%ff", "/sessions/s/history?after=%201",
        "/sessions/s/history?limit=+5", "/sessions/s/history?limit=%ff", "/sessions?after=-0", "/sessions?after=%ff",
        "/sessions?limit=0x2", "/sessions/s?format=%ff",
        // Named twice: which one a proxy read is anyone's guess.
        "/sessions/s?revision=01", "/sessions/s/history?after=00",
        "/sessions/s/history?after=1&after=2", "/sessions/s?revision=1&revision=2", "/sessions?limit=1&limit=2",
        "/sessions/s?format=json&format=text",
    ])
    func queryNumbersAreDigitsOnly(path: String) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let answer = try api.get(path)
            #expect(answer.status == 400, "\(path): \(answer.text)")
            #expect(answer.problemType == "invalid-query", "\(path): \(answer.text)")
        }
    }

    @Test func aDryRunThatDoesNotDecodeIsRefusedAndKeepsNothing() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let refused = try api.post("/sessions/s/push?dry-run=%ff", #"{"controller": {"kind": "view"}}"#)
            #expect(refused.status == 400)
            #expect(refused.problemType == "invalid-query")
            let twice = try api.post("/sessions/s/push?dry-run=true&dry-run=false", #"{"controller": {"kind": "view"}}"#)
            #expect(twice.problemType == "invalid-query")
            #expect(try api.get("/sessions/s").json["revision"] == 1)
        }
    }

    /// Time travel replays the journal; the model is deterministic, so a past revision answers
    /// the very bytes the session answered then — across every shape the fuzzer builds.
    @Test func timeTravelGivesTheBytesRecordedAtEveryKeptRevision() throws {
        var target = InProcessTarget()
        var compared = 0
        for shape in 0..<FuzzGenerator.shapes.count {
            try target.reset()
            var generator = FuzzGenerator(seed: UInt64(shape) &* 7919 &+ 17)
            _ = try target.send(method: "POST", path: "/sessions", body: generator.createBody(shape: shape), headers: [])
            var recorded: [Int: [UInt8]] = [:]
            var snapshot = try target.send(method: "GET", path: "/sessions/s", body: nil, headers: [])
            recorded[1] = snapshot.body
            for _ in 0..<250 {
                let step = generator.step(SnapshotFacts(JSONValue(parsing: snapshot.body)))
                guard step.path.hasPrefix("/sessions/s/"), step.method != "GET" else { continue }
                let response = try target.send(method: step.method, path: step.path, body: step.body, headers: [])
                guard response.status == 200 else { continue }
                snapshot = try target.send(method: "GET", path: "/sessions/s", body: nil, headers: [])
                if let revision = JSONValue(parsing: snapshot.body)["revision"].intValue { recorded[revision] = snapshot.body }
            }
            let history = try target.send(method: "GET", path: "/sessions/s/history?limit=1", body: nil, headers: [])
            let oldest = JSONValue(parsing: history.body)["oldestRevision"].intValue ?? .max
            for (revision, bytes) in recorded.sorted(by: { $0.key < $1.key }) where revision >= oldest {
                let past = try target.send(method: "GET", path: "/sessions/s?revision=\(revision)", body: nil, headers: [])
                #expect(past.body == bytes, "shape \(shape), revision \(revision)")
                compared += 1
            }
        }
        #expect(compared > 300, "only \(compared) revisions compared")
    }
}

/// What a concurrent test keeps of an answer.
struct APIResponseSummary: Sendable {
    let status: Int
    let body: [UInt8]
}

@Suite struct SessionIdempotencyTests {
    @Test func creatingAndDeletingASessionReplayWithTheSameKey() throws {
        try withNavState { server in
            let api = try server.client()
            let body = #"{"root": {"kind": "view"}}"#
            let first = try api.post("/sessions", body, headers: [("Idempotency-Key", "create-1")])
            let again = try api.post("/sessions", body, headers: [("Idempotency-Key", "create-1")])
            #expect(first.status == 201)
            #expect(again.status == 201)
            #expect(again.body == first.body, "a retry created a second session")
            #expect(again.header("Location") == first.header("Location"))
            #expect(again.header("Idempotent-Replayed") == "true")
            #expect(try api.get("/sessions").json["sessions"].arrayValue.count == 1)
            let location = try #require(first.header("Location"))
            #expect(try api.request("DELETE", location, headers: [("Idempotency-Key", "delete-1")]).status == 204)
            let retried = try api.request("DELETE", location, headers: [("Idempotency-Key", "delete-1")])
            #expect(retried.status == 204, "the retry of a delete that succeeded answered \(retried.status)")
            #expect(retried.header("Idempotent-Replayed") == "true")
            #expect(
                try api.post(
                    "/sessions", #"{"root": {"kind": "navigation", "children": [{"kind": "view"}]}}"#,
                    headers: [("Idempotency-Key", "create-1")]
                ).problemType == "idempotency-key-reused")
        }
    }

    @Test func concurrentCreationsWithOneKeyMakeOneSession() throws {
        try withNavState(loops: 2) { server in
            let statuses = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                guard let api = try? server.client(),
                    let response = try? api.post("/sessions", #"{"root": {"kind": "view"}}"#, headers: [("Idempotency-Key", "once")])
                else { return }
                statuses.withLock { $0.append(response.status) }
            }
            let listed = try server.client().get("/sessions").json["sessions"].arrayValue.count
            #expect(listed == 1)
            #expect(statuses.withLock { $0 }.allSatisfy { $0 == 201 || $0 == 409 })
        }
    }
}

@Suite struct SessionDryRunTests {
    @Test func aDryRunCreatesAndDeletesNothing() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions?dry-run=true", #"{"id": "maybe", "root": {"kind": "view"}}"#)
            #expect(created.status == 200)
            #expect(created.json["dryRun"] == true)
            #expect(created.json["events"].arrayValue.count == 3, "viewDidLoad, viewWillAppear, viewDidAppear")
            #expect(try api.get("/sessions/maybe").status == 404)
            try api.createNavigationSession("kept")
            #expect(try api.request("DELETE", "/sessions/kept?dry-run=true").status == 204)
            #expect(try api.get("/sessions/kept").status == 200, "a dry-run DELETE deleted the session")
            #expect(try api.request("DELETE", "/sessions/kept?dry-run=true", headers: [("If-Match", #""9""#)]).status == 412)
            #expect(try api.request("DELETE", "/sessions/kept?dry-run=bogus").problemType == "invalid-query")
            #expect(try api.post("/sessions?dry-run=bogus", #"{"root": {"kind": "view"}}"#).problemType == "invalid-query")
        }
    }

    @Test func aPastRevisionAnswers304ToAClientThatHasIt() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            try api.post("/sessions/s/push", #"{"controller": {"kind": "view"}}"#)
            #expect(try api.get("/sessions/s?revision=1", headers: [("If-None-Match", #""1""#)]).status == 304)
            #expect(try api.get("/sessions/s?revision=1", headers: [("If-None-Match", #""2""#)]).status == 200)
            #expect(try api.get("/sessions/s?revision=3", headers: [("If-None-Match", #""3""#)]).status == 404)
        }
    }
}

/// The answers kept for idempotency keys are bounded by bytes as well as by count: a session
/// of large snapshots pinned hundreds of megabytes through 64 keyed requests.
@Suite struct IdempotencyBudgetTests {
    private func answer(_ bytes: Int) -> StoredAnswer {
        StoredAnswer(status: 200, headers: [], body: Array(repeating: UInt8(ascii: "x"), count: bytes))
    }

    @Test func theOldestAnswersAreForgottenPastTheByteBudgetButNeverTheNewest() throws {
        var keys = IdempotencyKeys(capacity: 64, maxBytes: 1_000, reportsForgotten: true)
        for key in ["a", "b", "c"] {
            #expect(try keys.claim(key, fingerprint: 1, now: 0) == nil)
            keys.finish(key, answer: answer(400))
        }
        // a + b + c = 1,200 bytes: a is forgotten, b and c replay.
        #expect(keys.takeForgotten() == ["a"])
        #expect(keys.bytes == 800)
        #expect(try keys.claim("b", fingerprint: 1, now: 0)?.body.count == 400)
        #expect(try keys.claim("c", fingerprint: 1, now: 0)?.body.count == 400)
        #expect(try keys.claim("a", fingerprint: 1, now: 0) == nil, "a forgotten key is a new key")
        keys.finish("a", answer: answer(5_000))
        // One answer over the whole budget is kept (it was just given), alone.
        #expect(keys.takeForgotten() == ["b", "c"])
        #expect(try keys.claim("a", fingerprint: 1, now: 0)?.body.count == 5_000)
        keys.forget("a")
        #expect(keys.bytes == 0)
    }
}
