import EventHTTP
import EventHTTPTesting
import Foundation
import Logging
import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// Where a fuzz run sends its requests: the API in this process (fast; the hierarchy itself can
/// be checked), or a live server over HTTP.
protocol FuzzTarget {
    /// Starts over with no sessions.
    mutating func reset() throws
    mutating func send(method: String, path: String, body: String?, headers: [(String, String)]) throws -> TestResponse
    /// The hierarchy of a session, when the target can see it.
    func hierarchy(of session: String) -> Hierarchy?
}

extension FuzzTarget {
    /// The hierarchy of session `s`, when the target can see it.
    func hierarchy() -> Hierarchy? { hierarchy(of: "s") }
}

/// The API in this process, without sockets: every route, the model and the writers.
struct InProcessTarget: FuzzTarget {
    private var api: NavStateAPI
    private var registry: SessionRegistry
    private let configuration: APIConfiguration

    init(configuration: APIConfiguration = APIConfiguration()) {
        self.configuration = configuration
        var logger = Logger(label: "fuzz")
        logger.logLevel = .critical
        registry = SessionRegistry(maxSessions: configuration.maxSessions)
        api = NavStateAPI(configuration: configuration, registry: registry, logger: logger, metrics: ServerMetrics())
    }

    mutating func reset() throws {
        self = InProcessTarget(configuration: configuration)
        _ = try send(method: "PUT", path: "/storyboards/Fuzz", body: FuzzGenerator.storyboard, headers: [])
    }

    mutating func send(method: String, path: String, body: String?, headers: [(String, String)]) throws -> TestResponse {
        let parts = path.split(separator: "?", maxSplits: 1).map(String.init)
        var requestHeaders = HTTPHeaders()
        for (name, value) in headers { requestHeaders.add(name, value) }
        let request = HTTPRequest(
            method: HTTPMethod(rawValue: method) ?? .GET, path: parts[0], query: parts.count > 1 ? parts[1] : nil,
            headers: requestHeaders, body: Array((body ?? "").utf8))
        // A deferred answer (a replay runs off the loop) is waited for, as a loop would.
        guard let response = api.respond(request).resolved() else {
            return TestResponse(status: 504, headers: [], body: Array("no answer within 10 s".utf8))
        }
        return TestResponse(status: response.status.code, headers: response.headers.fields, body: response.body)
    }

    func hierarchy(of session: String) -> Hierarchy? {
        try? registry.session(SessionKey(tenant: nil, id: SessionID(rawValue: session))).locked {
            (state: inout SessionState) throws(APIError) in state.hierarchy
        }
    }
}

/// A live NavState over HTTP: the answers a client sees, through libevent.
struct LiveTarget: FuzzTarget {
    let port: Int
    private var connection: HTTPTestClient

    init(port: Int) throws {
        self.port = port
        connection = try HTTPTestClient(port: port)
    }

    mutating func reset() throws {
        for session in ["s"] + SessionFuzzer<Self>.importedSessions {
            _ = try connection.send("DELETE", "/sessions/\(session)", headers: [], body: nil)
        }
        _ = try connection.send("PUT", "/storyboards/Fuzz", headers: [], body: Array(FuzzGenerator.storyboard.utf8))
    }

    mutating func send(method: String, path: String, body: String?, headers: [(String, String)]) throws -> TestResponse {
        try connection.send(method, path, headers: headers, body: body.map { Array($0.utf8) })
    }

    func hierarchy(of session: String) -> Hierarchy? { nil }
}

/// A failure of a fuzz run: the step it happened at and what went wrong.
struct FuzzFailure: Error, CustomStringConvertible {
    let seed: UInt64
    let steps: [FuzzStep]
    let problems: [String]

    var description: String {
        var text = "fuzz seed \(seed): \(problems.prefix(8).joined(separator: "; "))\nsteps (\(steps.count)):\n"
        for (index, step) in steps.enumerated() { text += "  \(index + 1). \(step)\n" }
        return text
    }
}

/// Runs seeded random sequences against a session and checks, after every step: the answer is
/// documented by `openapi.yaml` and never a 500; the hierarchy keeps its invariants (in
/// process); a change bumps the revision by one, a documented no-op and a refusal leave it; a
/// `GET` answers the mutation's snapshot; a refusal leaves the session byte for byte; the
/// callbacks keep their lifecycle (``LifecycleTracker``).
struct SessionFuzzer<Target: FuzzTarget> {
    var target: Target
    /// Whether each answer is checked against `openapi.yaml` (the slowest check).
    var checksDocument = true
    private var tracker = LifecycleTracker()
    /// Answers by action and status (`push 200`), for judging what the runs reach.
    private(set) var statistics: [String: Int] = [:]

    init(target: Target) { self.target = target }

    /// One run: a session of shape `seed % shapes`, then `count` steps.
    /// - Returns: the steps, and the problems of the first step that had any.
    mutating func run(seed: UInt64, count: Int) throws -> (steps: [FuzzStep], problems: [String]) {
        var generator = FuzzGenerator(seed: seed)
        // Every other pair of seeds chooses every callback group and acts as a user (taps, swipes),
        // under both the default and the tight limits (which odd seeds run under).
        generator.modern = (seed / 2) % 2 == 1
        let create = FuzzStep(method: "POST", path: "/sessions", body: generator.createBody(shape: Int(seed % 1_000)))
        var steps = [create]
        var problems = try replay(steps, stopEarly: true)
        guard problems.isEmpty else { return (steps, problems) }
        var snapshot = try currentSnapshot()
        for _ in 0..<count {
            let step = generator.step(SnapshotFacts(snapshot))
            steps.append(step)
            problems = try check(step, previous: &snapshot)
            if !problems.isEmpty { return (steps, problems) }
        }
        return (steps, [])
    }

    // MARK: - Replaying and shrinking

    /// Replays `steps` on a fresh session.
    /// - Returns: the problems of the first failing step (the run stops there).
    mutating func replay(_ steps: [FuzzStep], stopEarly: Bool = true) throws -> [String] {
        try target.reset()
        tracker = LifecycleTracker()
        var snapshot: JSONValue = .null
        for (index, step) in steps.enumerated() {
            if index == 0 {
                var problems: [String] = []
                let response = try send(step, snapshot: .null, problems: &problems)
                guard response.status == 201 else { return ["the session was not created: \(response.status) \(response.text)"] }
                let json = Self.json(response.body)
                problems += tracker.apply(events: json["events"].arrayValue, snapshot: json)
                problems += invariantProblems()
                if !problems.isEmpty { return problems }
                snapshot = try currentSnapshot()
                continue
            }
            let problems = try check(step, previous: &snapshot)
            if !problems.isEmpty, stopEarly { return problems }
        }
        return []
    }

    /// The shortest sequence found that still fails: chunks, then single steps, are dropped
    /// while the failure remains (the creating step stays).
    mutating func shrink(_ steps: [FuzzStep]) throws -> [FuzzStep] {
        var current = steps
        var chunk = max(1, (current.count - 1) / 2)
        while chunk >= 1 {
            var start = 1
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if candidate.count < current.count, try !replay(candidate).isEmpty {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 }
        }
        return current
    }

    // MARK: - Checks

    private mutating func check(_ step: FuzzStep, previous snapshot: inout JSONValue) throws -> [String] {
        if let mutation = step.importMutation { return try checkImport(step, mutation: mutation) }
        let beforeBytes = try target.send(method: "GET", path: "/sessions/s", body: nil, headers: []).body
        let beforeHierarchy = target.hierarchy()
        let revision = snapshot["revision"].intValue ?? 0
        var problems: [String] = []
        let response = try send(step, snapshot: snapshot, problems: &problems)
        let action = step.path.split(separator: "/").last.map { $0.split(separator: "?")[0] } ?? ""
        let type = Self.json(response.body)["type"].stringValue.map { " " + $0 } ?? ""
        statistics["\(step.method) \(step.method == "PATCH" ? "controller" : action) \(response.status)\(type)", default: 0] += 1
        if response.status >= 500 { problems.append("answered \(response.status): \(response.text)") }
        let json = Self.json(response.body)
        let after = try target.send(method: "GET", path: "/sessions/s", body: nil, headers: [])
        let afterJSON = Self.json(after.body)
        let isMutation = step.method != "GET"
        if isMutation, (200..<300).contains(response.status), step.path.hasSuffix("dry-run=true") {
            // A dry run keeps nothing, whatever it says would happen.
            if json["dryRun"] != .bool(true) { problems.append("a dry run's answer lacks dryRun") }
            if after.body != beforeBytes { problems.append("a dry run changed the snapshot") }
            if let beforeHierarchy, let now = target.hierarchy(), beforeHierarchy != now {
                problems.append("a dry run changed the hierarchy")
            }
        } else if isMutation, (200..<300).contains(response.status) {
            let newRevision = json["revision"].intValue ?? -1
            let events = json["events"].arrayValue
            if newRevision == revision {
                if !events.isEmpty { problems.append("a no-op (revision kept) sent \(events.count) callbacks") }
                if after.body != beforeBytes { problems.append("a no-op (revision kept) changed the snapshot") }
            } else if newRevision != revision + 1 {
                problems.append("revision went from \(revision) to \(newRevision)")
            }
            if Self.withoutEvents(json) != afterJSON { problems.append("GET does not answer the mutation's snapshot") }
            problems += tracker.apply(events: events, snapshot: afterJSON)
        } else if isMutation {
            if after.body != beforeBytes { problems.append("the refusal \(response.status) changed the snapshot") }
            if let stated = json["revision"].intValue, stated != revision {
                problems.append("the refusal states revision \(stated), the session has \(revision)")
            }
            if let beforeHierarchy, let now = target.hierarchy(), beforeHierarchy != now {
                problems.append("the refusal \(response.status) changed the hierarchy")
            }
        } else if step.path.hasSuffix("format=text"), response.status == 200 {
            let lines = response.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
            let controllers = LifecycleTracker.nodes(of: afterJSON).count
            if lines != controllers { problems.append("the text tree has \(lines) lines for \(controllers) controllers") }
        }
        problems += invariantProblems()
        snapshot = afterJSON
        return problems.map { "\(step): \($0)" }
    }

    /// The sessions an import step creates (and deletes again before it ends).
    static var importedSessions: [String] { ["imported", "reimported"] }

    /// An import of `s`'s export, mutated or not, as session `imported`: never a 500 nor an
    /// undocumented answer; unmutated, it imports; whatever it imports keeps the invariants and
    /// exports a document that imports again to the same document; `s` is left byte for byte.
    private mutating func checkImport(_ step: FuzzStep, mutation: UInt64) throws -> [String] {
        let before = try target.send(method: "GET", path: "/sessions/s", body: nil, headers: []).body
        let export = try target.send(method: "GET", path: "/sessions/s/export", body: nil, headers: [])
        guard export.status == 200 else { return ["\(step): the export answered \(export.status): \(export.text)"] }
        var document = Self.json(export.body)
        var mutations: [String] = []
        if mutation % 4 != 0 {
            var mutator = ExportMutator(seed: mutation)
            (document, mutations) = mutator.mutate(document)
        }
        var problems: [String] = []
        let imported = try send(
            FuzzStep(method: "POST", path: "/sessions", body: #"{"id": "imported", "import": \#(ExportMutator.text(document))}"#),
            snapshot: .null, problems: &problems)
        let type = Self.json(imported.body)["type"].stringValue.map { " " + $0 } ?? ""
        statistics["POST import\(mutations.isEmpty ? "" : " mutated") \(imported.status)\(type)", default: 0] += 1
        if imported.status >= 500 { problems.append("answered \(imported.status): \(imported.text)") }
        if mutations.isEmpty, imported.status != 201 { problems.append("the export does not import: \(imported.text)") }
        if imported.status == 201 {
            problems += (target.hierarchy(of: "imported")?.invariantViolations() ?? []).map { "imported: invariant: \($0)" }
            let first = try target.send(method: "GET", path: "/sessions/imported/export", body: nil, headers: [])
            if mutations.isEmpty, first.body != export.body { problems.append("the imported session exports differently") }
            let again = try target.send(
                method: "POST", path: "/sessions", body: #"{"id": "reimported", "import": \#(first.text)}"#, headers: [])
            if again.status != 201 {
                problems.append("what the imported session exports does not import: \(again.status) \(again.text)")
            } else if try target.send(method: "GET", path: "/sessions/reimported/export", body: nil, headers: []).body != first.body {
                problems.append("a second import exports differently from the first")
            }
        }
        for session in Self.importedSessions {
            _ = try target.send(method: "DELETE", path: "/sessions/\(session)", body: nil, headers: [])
        }
        if try target.send(method: "GET", path: "/sessions/s", body: nil, headers: []).body != before {
            problems.append("an import changed session s")
        }
        return problems.map { "\(step) \(mutations): \($0)" }
    }

    /// Sends `step` with its `If-Match`; answers `openapi.yaml` does not describe are problems.
    private mutating func send(_ step: FuzzStep, snapshot: JSONValue, problems: inout [String]) throws -> TestResponse {
        var headers: [(String, String)] = []
        let revision = snapshot["revision"].intValue ?? 1
        switch step.ifMatch {
        case .none: break
        case .current: headers.append(("If-Match", "\"\(revision)\""))
        case .stale: headers.append(("If-Match", "\"\(revision + 7)\""))
        }
        let response = try target.send(method: step.method, path: step.path, body: step.body, headers: headers)
        if checksDocument {
            for problem in OpenAPIDocument.shared.check(method: step.method, path: step.path, response: APIResponse(raw: response)) {
                problems.append("openapi.yaml: \(response.status): \(problem)")
            }
        }
        return response
    }

    /// The model's invariants, and the checkpoint round trip: the states of every other
    /// revision the fuzzer reaches are written as the store writes them and read back to the
    /// same hierarchy (every one doubled the debug-build run's time for little more).
    private func invariantProblems() -> [String] {
        guard let hierarchy = target.hierarchy() else { return [] }
        var problems = hierarchy.invariantViolations().map { "invariant: \($0)" }
        guard hierarchy.revision.rawValue % 2 == 0 else { return problems }
        do {
            let restored = try Checkpoint.decode(Checkpoint.encode(hierarchy))
            if restored != hierarchy { problems.append("checkpoint: the restored hierarchy differs") }
        } catch {
            problems.append("checkpoint: \(error)")
        }
        // State restoration: what an export says rebuilds a session that exports the same.
        do {
            let restoration = hierarchy.restoration
            let (imported, _) = try Hierarchy.restore(restoration, limits: hierarchy.limits)
            if imported.restoration != restoration { problems.append("restoration: the imported session exports differently") }
            problems += imported.invariantViolations().map { "restoration: invariant: \($0)" }
        } catch {
            problems.append("restoration: the export does not import: \(error)")
        }
        return problems
    }

    private mutating func currentSnapshot() throws -> JSONValue {
        Self.json(try target.send(method: "GET", path: "/sessions/s", body: nil, headers: []).body)
    }

    static func json(_ bytes: [UInt8]) -> JSONValue { JSONValue(parsing: bytes) }

    private static func withoutEvents(_ json: JSONValue) -> JSONValue {
        guard case .object(var fields) = json else { return json }
        fields["events"] = nil
        fields["changed"] = nil
        fields["resolvedAs"] = nil
        fields["resolved"] = nil
        return .object(fields)
    }
}
