import EventHTTPTesting
import Foundation
import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// A fixed corpus of requests over every route, valid and mangled, whose answers are hashed and
/// compared with the hashes recorded by an earlier build (`Fixtures/differential-corpus.txt`):
/// a change meant to keep behaviour (moving code between targets, a new codec) must answer
/// every request byte for byte as before.
///
/// The corpus: seeded runs of the fuzzer's steps on sessions of every shape, some sent with
/// `If-Match`, `Idempotency-Key` (reused, so that replays and mismatches occur) and dry runs,
/// with history, export, controller, list and text reads between them; imports of mutated
/// exports; the decoder corpus's mangled bodies; storyboard uploads; the same under tight
/// limits and under two tenants with API keys.
///
/// `NAVSTATE_CORPUS_RECORD=1` writes the fixture anew (only when a change of answers is
/// intended, and said so in its commit). `NAVSTATE_CORPUS_OUT=file` also writes every request
/// and answer, one per line, for finding where two builds part.
@Suite struct DifferentialCorpusTests {
    static let environment = ProcessInfo.processInfo.environment
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/differential-corpus.txt")
    /// Requests per hashed block: a difference is located to a block, then found with
    /// `NAVSTATE_CORPUS_OUT` on both builds.
    static let block = 500
    /// One instant for every request: history's times, keys' ages and expiry read it, and a
    /// change may read the clock more or less often without changing an answer.
    static let clock = WallClock { 1_795_000_000_000 }

    /// `configuration` on the corpus's clock.
    static func fixed(_ configuration: APIConfiguration) -> APIConfiguration {
        var configuration = configuration
        configuration.clock = clock
        return configuration
    }

    @Test func everyAnswerIsTheRecordedOne() throws {
        var recorder = CorpusRecorder()
        try Hierarchy.$trapsOnBrokenInvariants.withValue(false) {
            try Self.fuzzRuns(&recorder, configuration: APIConfiguration(), seeds: 1...40, steps: 120)
            let tight = APIConfiguration(
                maxTreeDepth: 6, maxChildren: 10, maxControllers: 26, maxPresentedLayers: 3, maxCallbacksPerBatch: 30,
                maxControllerBytes: 200)
            try Self.fuzzRuns(&recorder, configuration: tight, seeds: 41...50, steps: 120)
            try Self.tenantRuns(&recorder)
            try Self.decoderBodies(&recorder, count: 3_000)
            try Self.storyboardRequests(&recorder)
        }
        #expect(recorder.count >= 20_000, "the corpus holds \(recorder.count) requests")
        let lines = recorder.fixtureLines(block: Self.block)
        if let output = Self.environment["NAVSTATE_CORPUS_OUT"] {
            try recorder.transcript.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8)
        }
        if Self.environment["NAVSTATE_CORPUS_RECORD"] != nil {
            try FileManager.default.createDirectory(at: Self.fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(to: Self.fixture, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(recorded.first == lines.first, "the corpus itself changed: \(lines.first ?? "")")
        let differing = zip(recorded, lines).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(
            differing.isEmpty,
            "answers differ from the recorded ones in blocks \(differing.prefix(10)) (requests \((differing.first ?? 1) - 1) × \(Self.block) onwards); compare NAVSTATE_CORPUS_OUT of both builds"
        )
    }

    // MARK: - The corpus's parts

    /// Fuzzer steps on session `s`, with reads and keyed or conditional requests between them.
    static func fuzzRuns(
        _ recorder: inout CorpusRecorder, configuration: APIConfiguration, seeds: ClosedRange<UInt64>, steps: Int,
        headers: [(String, String)] = []
    ) throws {
        var target = InProcessTarget(configuration: fixed(configuration))
        try target.reset()
        for seed in seeds {
            var generator = FuzzGenerator(seed: seed)
            var random = SeededGenerator(seed: seed &* 7_919)
            for session in ["s", "imported"] {
                try recorder.send(&target, "DELETE", "/sessions/\(session)", nil, headers)
            }
            try recorder.send(&target, "POST", "/sessions", generator.createBody(shape: Int(seed % 1_000)), headers)
            for index in 0..<steps {
                let snapshot = JSONValue(parsing: try recorder.send(&target, "GET", "/sessions/s", nil, headers).body)
                let revision = snapshot["revision"].intValue ?? 1
                let step = generator.step(SnapshotFacts(snapshot))
                if let mutation = step.importMutation {
                    try importStep(&recorder, &target, mutation: mutation, headers: headers)
                    continue
                }
                var sent = headers
                switch step.ifMatch {
                case .none: break
                case .current: sent.append(("If-Match", "\"\(revision)\""))
                case .stale: sent.append(("If-Match", "\"\(revision + 7)\""))
                }
                if step.method != "GET", Int.random(in: 0..<100, using: &random) < 15 {
                    // Few keys, so that some are reused for other bodies (422) or the same (replay).
                    sent.append(("Idempotency-Key", "k\(seed)-\(Int.random(in: 0..<4, using: &random))"))
                }
                try recorder.send(&target, step.method, step.path, step.body, sent)
                if index % 9 == 4 { try reads(&recorder, &target, revision: revision, random: &random, headers: headers) }
            }
        }
    }

    /// History pages and cursors, the export, one controller, the list, the text form.
    static func reads(
        _ recorder: inout CorpusRecorder, _ target: inout InProcessTarget, revision: Int, random: inout SeededGenerator,
        headers: [(String, String)]
    ) throws {
        let after = Int.random(in: 0...(revision + 2), using: &random)
        let queries = ["", "?limit=3", "?after=\(after)", "?after=\(after)&limit=2", "?after=x", "?limit=0", "?limit=3&limit=4"]
        try recorder.send(&target, "GET", "/sessions/s/history" + queries[Int.random(in: 0..<queries.count, using: &random)], nil, headers)
        try recorder.send(&target, "GET", "/sessions/s/export", nil, headers)
        try recorder.send(&target, "GET", "/sessions/s/controllers/\(["a", "nav", "tabs", "ghost"][revision % 4])", nil, headers)
        try recorder.send(&target, "GET", ["/sessions", "/sessions?limit=1", "/sessions?after=s"][revision % 3], nil, headers)
        try recorder.send(
            &target, "GET", ["/sessions/s?format=text", "/sessions/s?format=xml", "/storyboards"][revision % 3], nil, headers)
        try recorder.send(&target, "GET", "/sessions/s", nil, headers + [("If-None-Match", "\"\(revision)\"")])
    }

    /// An import of `s`'s export, mutated or not, read back and deleted.
    static func importStep(
        _ recorder: inout CorpusRecorder, _ target: inout InProcessTarget, mutation: UInt64, headers: [(String, String)]
    ) throws {
        let export = try recorder.send(&target, "GET", "/sessions/s/export", nil, headers)
        var document = JSONValue(parsing: export.body)
        if mutation % 4 != 0 {
            var mutator = ExportMutator(seed: mutation)
            document = mutator.mutate(document).0
        }
        let body = #"{"id": "imported", "import": \#(ExportMutator.text(document))}"#
        let imported = try recorder.send(&target, "POST", "/sessions", body, headers)
        if imported.status == 201 {
            try recorder.send(&target, "GET", "/sessions/imported/export", nil, headers)
            try recorder.send(&target, "GET", "/sessions/imported/history", nil, headers)
        }
        try recorder.send(&target, "DELETE", "/sessions/imported", nil, headers)
    }

    /// Two tenants with keys: the same fuzz steps under one, reads across from the other.
    static func tenantRuns(_ recorder: inout CorpusRecorder) throws {
        var configuration = APIConfiguration(maxSessionsPerTenant: 3)
        configuration.apiKeys = try APIKeys(json: Array(#"{"key-of-tenant-one-0001": "one", "key-of-tenant-two-0002": "two"}"#.utf8))
        let one = [("Authorization", "Bearer key-of-tenant-one-0001")]
        try fuzzRuns(&recorder, configuration: configuration, seeds: 51...56, steps: 60, headers: one)
        var target = InProcessTarget(configuration: fixed(configuration))
        try target.reset()
        let two = [("Authorization", "Bearer key-of-tenant-two-0002")]
        let create = #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#
        for headers in [one, two, [("Authorization", "Bearer wrong-key-000000000")], [("Authorization", "Basic abc")], []] {
            try recorder.send(&target, "POST", "/sessions", create, headers)
            try recorder.send(&target, "GET", "/sessions/s", nil, headers)
            try recorder.send(&target, "GET", "/sessions", nil, headers)
            try recorder.send(&target, "POST", "/sessions/s/push", #"{"controller": {"kind": "view", "id": "b"}}"#, headers)
            try recorder.send(&target, "GET", "/metrics", nil, headers)
            for index in 0..<4 {
                try recorder.send(&target, "POST", "/sessions", #"{"id": "t\#(index)", "root": {"kind": "view"}}"#, headers)
            }
            try recorder.send(&target, "DELETE", "/sessions/s", nil, headers)
        }
    }

    /// The decoder corpus's creations and action bodies, valid and mangled.
    static func decoderBodies(_ recorder: inout CorpusRecorder, count: Int) throws {
        var target = InProcessTarget(configuration: fixed(APIConfiguration()))
        try target.reset()
        let create = #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#
        for (index, (method, path, body)) in DecoderCorpusTests.requests(count: count).enumerated() {
            try recorder.send(&target, "DELETE", "/sessions/s", nil, [])
            try recorder.send(&target, "DELETE", "/sessions/c", nil, [])
            try recorder.send(&target, "POST", "/sessions", create, [])
            let key = index % 7 == 0 ? [("Idempotency-Key", "d\(index % 3)")] : []
            try recorder.send(&target, method, path, body, key)
        }
    }

    /// Storyboard uploads, valid and mangled, lists, reads and deletes, and sessions built from them.
    static func storyboardRequests(_ recorder: inout CorpusRecorder) throws {
        var target = InProcessTarget(configuration: fixed(APIConfiguration()))
        try target.reset()
        var random = SeededGenerator(seed: 4_242)
        for index in 0..<300 {
            let body =
                Int.random(in: 0..<100, using: &random) < 50
                ? DecoderCorpusTests.mangle(FuzzGenerator.storyboard, using: &random) : FuzzGenerator.storyboard
            let name = ["Main", "Fuzz", "bad name", "x"][index % 4]
            try recorder.send(&target, "PUT", "/storyboards/\(name)", body, [])
            try recorder.send(&target, "GET", "/storyboards/\(name)", nil, [])
            try recorder.send(&target, "GET", "/storyboards", nil, [])
            try recorder.send(&target, "DELETE", "/sessions/b", nil, [])
            try recorder.send(&target, "POST", "/sessions", #"{"id": "b", "storyboard": "\#(name)"}"#, [])
            if index % 5 == 0 { try recorder.send(&target, "DELETE", "/storyboards/\(name)", nil, []) }
        }
    }
}

/// Sends requests and keeps a hash of each answer (status, headers, body) in order.
struct CorpusRecorder {
    private(set) var hashes: [UInt64] = []
    private(set) var transcript: [String] = []
    private let keepsTranscript = DifferentialCorpusTests.environment["NAVSTATE_CORPUS_OUT"] != nil
    /// A hash of the requests themselves: a change of the generator shows as such, not as
    /// every block differing.
    private var requests = FNV1a()

    var count: Int { hashes.count }

    @discardableResult
    mutating func send(
        _ target: inout InProcessTarget, _ method: String, _ path: String, _ body: String?, _ headers: [(String, String)]
    ) throws -> TestResponse {
        let response = try target.send(method: method, path: path, body: body, headers: headers)
        requests.add("\(method) \(path) \(headers) \(body ?? "")\n")
        hashes.append(FNV1a.answer(response))
        if keepsTranscript {
            let headers = response.headers.map { "\($0.0): \($0.1)" }.joined(separator: " | ")
            transcript.append("\(method) \(path) \(body ?? "")\n  \(response.status) \(headers)\n  \(response.text)")
        }
        return response
    }

    /// The fixture: the count and the requests' hash, then one combined hash per block.
    func fixtureLines(block: Int) -> [String] {
        var lines = ["requests \(hashes.count) \(String(requests.value, radix: 16))"]
        for start in stride(from: 0, to: hashes.count, by: block) {
            var combined = FNV1a()
            for hash in hashes[start..<min(start + block, hashes.count)] { combined.add(String(hash, radix: 16)) }
            lines.append(String(combined.value, radix: 16))
        }
        return lines
    }
}

/// FNV-1a, 64 bits: the same bytes hash the same in every process (Swift's `Hasher` does not).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    mutating func add(_ text: String) { add(text.utf8) }

    /// An answer's hash: status, header fields but `Date` (a live server's clock), body.
    static func answer(_ response: TestResponse) -> UInt64 {
        var hash = FNV1a()
        hash.add("\(response.status)\n")
        for (name, value) in response.headers where name.lowercased() != "date" { hash.add("\(name): \(value)\n") }
        hash.add(response.body)
        return hash.value
    }
}
