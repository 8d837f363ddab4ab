import EventHTTPTesting
import Foundation
import NavStateStore
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// A store written by an earlier release opens in this one, and every session in it answers
/// as it did: `Fixtures/store-fixture.sqlite` holds sessions of every controller kind with
/// histories past a checkpoint, keyed changes and a storyboard; `Fixtures/store-fixture.json`
/// the requests sent to it after a restart and a hash of each answer then.
///
/// `NAVSTATE_STORE_FIXTURE_RECORD=1` writes both anew from this build (only when the file
/// format changes on purpose, and said so in its commit: the point of the file is that it was
/// written by the build before). `NAVSTATE_STORE_FIXTURE_RECORD=answers` keeps the file and
/// records what this build answers from it (when answers change on purpose, and said so).
@Suite struct StoreFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let store = directory.appendingPathComponent("store-fixture.sqlite")
    static let answers = directory.appendingPathComponent("store-fixture.json")
    /// The instant every request happens at, when the file is written and when it is read: keys
    /// (an hour each) stay valid, history's times stay the same.
    static let configuration: APIConfiguration = {
        var configuration = APIConfiguration()
        configuration.clock = DifferentialCorpusTests.clock
        return configuration
    }()

    /// One request of the check and the hash of the answer it got when the fixture was written.
    struct Probe: Codable {
        var method: String
        var path: String
        var headers: [[String]]
        var body: String?
        var status: Int
        var hash: String
    }

    @Test func aStoreWrittenByTheEarlierReleaseAnswersAsItDid() throws {
        switch ProcessInfo.processInfo.environment["NAVSTATE_STORE_FIXTURE_RECORD"] {
        case "answers"?: return try recordAnswers()
        case _?: return try record()
        case nil: break
        }
        let probes = try JSONDecoder().decode([Probe].self, from: Data(contentsOf: Self.answers))
        let temporary = try TemporaryStore()
        defer { temporary.clean() }
        try FileManager.default.copyItem(atPath: Self.store.path, toPath: temporary.path)
        let before = try SQLiteDatabase(path: temporary.path)
        #expect(try before.scalar("SELECT count(*) FROM pragma_table_info('journal') WHERE name = 'format'") == 0)
        // Made with 4 KiB pages, before new stores got 1 KiB ones: it keeps them.
        #expect(try before.scalar("PRAGMA page_size") == 4_096)
        try temporary.serve(Self.configuration) { server in
            let client = try server.client()
            for probe in probes {
                let response = try client.request(
                    probe.method, probe.path, json: probe.body, headers: probe.headers.map { ($0[0], $0[1]) })
                #expect(
                    response.status == probe.status && Self.hash(response.raw) == probe.hash,
                    "\(probe.method) \(probe.path) \(probe.body ?? ""): \(response.status) \(response.text)")
            }
        }
        #expect(probes.count > 300)
        // Its entries, written before they had a form of their own, are format 1.
        let after = try SQLiteDatabase(path: temporary.path)
        #expect(try after.scalar("SELECT count(*) FROM journal WHERE format = 1") ?? 0 > 100)
        #expect(try after.scalar("SELECT count(*) FROM journal WHERE format != 1") == 0)
    }

    /// Writes the store (sessions built by fuzz steps, closed), then reads it as the check
    /// does and keeps each request with the hash of its answer.
    func record() throws {
        let temporary = try TemporaryStore()
        defer { temporary.clean() }
        var keyed: [(String, String, String?, [(String, String)])] = []
        let sessions = (0..<FuzzGenerator.shapes.count).map { "k\($0)" }
        try temporary.serve(Self.configuration) { server in
            let client = try server.client()
            _ = try client.request("PUT", "/storyboards/Fuzz", json: FuzzGenerator.storyboard)
            for (shape, session) in sessions.enumerated() {
                var generator = FuzzGenerator(seed: UInt64(shape + 1))
                let create = generator.createBody(shape: shape).replacingOccurrences(of: #""id": "s""#, with: #""id": "\#(session)""#)
                #expect(try client.post("/sessions", create).status == 201, "\(create)")
                for index in 0..<90 {
                    let snapshot = try client.get("/sessions/\(session)").json
                    let step = generator.step(SnapshotFacts(snapshot))
                    guard step.importMutation == nil else { continue }
                    let path = step.path.replacingOccurrences(of: "/sessions/s/", with: "/sessions/\(session)/")
                        .replacingOccurrences(of: "/sessions/s?", with: "/sessions/\(session)?")
                    var headers: [(String, String)] = []
                    if index % 6 == 0, step.method != "GET" {
                        headers.append(("Idempotency-Key", "key-\(session)-\(index)"))
                        keyed.append((step.method, path, step.body, headers))
                    }
                    _ = try client.request(step.method, path, json: step.body, headers: headers)
                }
                // Rotations, so that every history passes a checkpoint (every 32 revisions).
                for turn in 0..<36 {
                    let orientation = turn % 2 == 0 ? "landscapeLeft" : "portrait"
                    _ = try client.request("PUT", "/sessions/\(session)/traits", json: #"{"orientation": "\#(orientation)"}"#)
                }
            }
            _ = try client.request("DELETE", "/sessions/k3")
        }
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: Self.store)
        try FileManager.default.copyItem(atPath: temporary.path, toPath: Self.store.path)

        // The check's requests, answered by the store just written.
        var probes: [Probe] = []
        try temporary.serve(Self.configuration) { server in
            let client = try server.client()
            func probe(_ method: String, _ path: String, _ body: String? = nil, _ headers: [(String, String)] = []) throws -> APIResponse {
                let response = try client.request(method, path, json: body, headers: headers)
                probes.append(
                    Probe(
                        method: method, path: path, headers: headers.map { [$0.0, $0.1] }, body: body, status: response.status,
                        hash: Self.hash(response.raw)))
                return response
            }
            _ = try probe("GET", "/sessions")
            _ = try probe("GET", "/storyboards")
            _ = try probe("GET", "/storyboards/Fuzz")
            for session in sessions {
                _ = try probe("GET", "/sessions/\(session)")
                _ = try probe("GET", "/sessions/\(session)?format=text")
                _ = try probe("GET", "/sessions/\(session)/export")
                var after = 0
                while true {
                    let page = try probe("GET", "/sessions/\(session)/history?after=\(after)&limit=7")
                    guard let next = page.json["next"].intValue else { break }
                    after = next
                }
                _ = try probe("GET", "/sessions/\(session)/history?after=1")
            }
            for (method, path, body, headers) in keyed {
                _ = try probe(method, path, body, headers)
                _ = try probe(method, path, #"{"animated": false}"#, headers)
            }
            for session in sessions {
                let revision = try client.revision(session)
                _ = try probe("POST", "/sessions/\(session)/memory-warning", nil, [("Idempotency-Key", "after-restart")])
                _ = try probe("GET", "/sessions/\(session)/history?after=\(max(0, revision - 1))")
                _ = try probe("GET", "/sessions/\(session)/export")
            }
            _ = try probe("DELETE", "/sessions/k5")
            _ = try probe("GET", "/sessions/k5")
        }
        try Self.write(probes)
    }

    /// Sends the recorded requests again to a copy of the file and records this build's answers.
    func recordAnswers() throws {
        var probes = try JSONDecoder().decode([Probe].self, from: Data(contentsOf: Self.answers))
        let temporary = try TemporaryStore()
        defer { temporary.clean() }
        try FileManager.default.copyItem(atPath: Self.store.path, toPath: temporary.path)
        try temporary.serve(Self.configuration) { server in
            let client = try server.client()
            for index in probes.indices {
                let probe = probes[index]
                let response = try client.request(
                    probe.method, probe.path, json: probe.body, headers: probe.headers.map { ($0[0], $0[1]) })
                probes[index].status = response.status
                probes[index].hash = Self.hash(response.raw)
            }
        }
        try Self.write(probes)
    }

    private static func write(_ probes: [Probe]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(probes).write(to: answers)
    }

    /// The answer's hash (``FNV1a/answer(_:)``), as the fixture writes it.
    static func hash(_ response: TestResponse) -> String { String(FNV1a.answer(response), radix: 16) }
}
