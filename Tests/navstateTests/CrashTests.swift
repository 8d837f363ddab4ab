import EventHTTPTesting
import Foundation
import Synchronization
import Testing

/// What the crash test knows of one session: every revision it saw acknowledged, the snapshot
/// bytes a `GET` gave for it, and the change it sent last without an answer.
private struct Ledger: Sendable {
    /// The highest acknowledged revision (0: the creation is not acknowledged).
    var acknowledged = 0
    /// Snapshot bytes by revision, read right after each acknowledgement.
    var snapshots: [Int: [UInt8]] = [:]
    /// The body of the change in flight when the server died, if any.
    var inFlight: String?
}

/// The ledgers of every session, shared by the clients.
private final class LedgerBook: Sendable {
    private let entries = Mutex<[String: Ledger]>([:])

    func withLock<Result>(_ body: (inout [String: Ledger]) -> Result) -> Result { entries.withLock { body(&$0) } }
}

/// Set when the server has been killed: the clients stop.
private final class StopFlag: Sendable {
    private let value = Atomic(false)
    var isSet: Bool { value.load(ordering: .relaxed) }
    func set() { value.store(true, ordering: .relaxed) }
}

private final class LedgerCount: Sendable {
    private let value = Mutex(0)
    func add(_ count: Int) { value.withLock { $0 += count } }
    var total: Int { value.withLock { $0 } }
}

/// `kill -9` while 32 clients change sessions, then a restart: every acknowledged revision of
/// every session is there with its exact snapshot bytes, and nothing else but, at most, the
/// one change per client that was in flight, whole. `make test` runs 10 rounds;
/// `make crash-test` as many as `NAVSTATE_CRASH_RUNS` says, on one store file throughout.
@Suite struct CrashTests {
    private static let clients = 32

    private final class Server {
        let process = Process()
        let port: Int
        private let errors = Pipe()

        init(store: String) throws {
            process.executableURL = binary
            process.arguments = ["serve", "--port", "0", "--threads", "2", "--log-level", "notice", "--store", "sqlite:" + store]
            process.standardError = errors
            try process.run()
            port = try boundPort(errors)
            // Keep reading the log so that the server never blocks on a full pipe.
            errors.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
        }

        func kill() {
            guard process.isRunning else { return }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            errors.fileHandleForReading.readabilityHandler = nil
        }

        deinit { kill() }
    }

    @Test func killedMidChangeTheStoreKeepsEveryAcknowledgedRevisionAndNothingHalfApplied() throws {
        let runs = Int(ProcessInfo.processInfo.environment["NAVSTATE_CRASH_RUNS"] ?? "") ?? 10
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-crash-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = directory + "/crash.sqlite"
        let ledgers = LedgerBook()
        var acknowledged = 0
        let keptInFlight = LedgerCount()
        for run in 0..<runs {
            let server = try Server(store: store)
            defer { server.kill() }
            try verify(ledgers, port: server.port, run: run, keptInFlight: keptInFlight)
            let stop = StopFlag()
            let done = DispatchGroup()
            let counts = LedgerCount()
            let port = server.port
            for client in 0..<Self.clients {
                DispatchQueue.global().async(group: done) {
                    let count = Self.mutate(session: "r\(run)c\(client)", port: port, ledgers: ledgers, stop: stop)
                    counts.add(count)
                }
            }
            // A random moment in the second of changes after the clients started.
            usleep(UInt32.random(in: 300_000...1_300_000))
            server.kill()
            stop.set()
            #expect(done.wait(timeout: .now() + 30) == .success, "clients did not stop after the kill")
            acknowledged += counts.total
        }
        let last = try Server(store: store)
        defer { last.kill() }
        try verify(ledgers, port: last.port, run: runs, keptInFlight: keptInFlight)
        last.kill()
        let sessions = ledgers.withLock { $0.count }
        print(
            "crash test: \(runs) kills, \(sessions) sessions, \(acknowledged) acknowledged changes, 0 lost, \(keptInFlight.total) changes in flight kept whole"
        )
        #expect(acknowledged > runs * Self.clients)
    }

    /// One client: creates its session, then pushes, pops, presents and dismisses until the
    /// server dies, recording each acknowledged revision and its snapshot.
    /// - Returns: how many changes were acknowledged.
    private static func mutate(session: String, port: Int, ledgers: LedgerBook, stop: StopFlag) -> Int {
        guard let client = try? HTTPTestClient(port: port) else { return 0 }
        var count = 0
        func change(_ method: String, _ path: String, _ body: String) -> Bool {
            ledgers.withLock { $0[session, default: Ledger()].inFlight = path + " " + body }
            guard let answer = try? client.send(method, path, json: body), [200, 201].contains(answer.status),
                let revision = answer.header("ETag").flatMap({ Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) })
            else { return false }
            ledgers.withLock {
                $0[session]?.acknowledged = revision
                $0[session]?.inFlight = nil
            }
            count += 1
            guard let read = try? client.send("GET", "/sessions/\(session)"), read.status == 200 else { return false }
            ledgers.withLock { $0[session]?.snapshots[revision] = read.body }
            return true
        }
        guard
            change(
                "POST", "/sessions",
                #"{"id": "\#(session)", "root": {"kind": "navigation", "children": [{"kind": "view", "title": "root"}]}}"#)
        else { return count }
        var depth = 1
        var presenting = false
        var step = 0
        while !stop.isSet {
            step += 1
            let ok: Bool
            switch Int.random(in: 0..<10) {
            case 0..<5 where depth < 20:
                ok = change("POST", "/sessions/\(session)/push", #"{"controller": {"kind": "view", "title": "step \#(step)"}}"#)
                if ok { depth += 1 }
            case 5..<8 where depth > 1 && !presenting:
                ok = change("POST", "/sessions/\(session)/pop", "{}")
                if ok { depth -= 1 }
            case 8 where !presenting:
                ok = change("POST", "/sessions/\(session)/present", #"{"controller": {"kind": "view", "title": "sheet \#(step)"}}"#)
                if ok { presenting = true }
            case 9 where presenting:
                ok = change("POST", "/sessions/\(session)/dismiss", "{}")
                if ok { presenting = false }
            default:
                ok = change("PATCH", "/sessions/\(session)/controllers/vc1", #"{"title": "root \#(step)"}"#)
            }
            if !ok { break }
        }
        return count
    }

    /// Every session as the restarted server has it, against the ledger.
    private func verify(_ ledgers: LedgerBook, port: Int, run: Int, keptInFlight: LedgerCount) throws {
        let client = try HTTPTestClient(port: port)
        let snapshot = ledgers.withLock { $0 }
        for (session, ledger) in snapshot.sorted(by: { $0.key < $1.key }) {
            let current = try client.send("GET", "/sessions/\(session)")
            let context = Comment(rawValue: "run \(run), session \(session)")
            if ledger.acknowledged == 0 {
                // Created unacknowledged: there whole at revision 1, or not at all.
                #expect(current.status == 404 || current.status == 200, context)
                if current.status == 200 { #expect(Self.revision(current) == 1, context) }
                continue
            }
            #expect(current.status == 200, context)
            let revision = Self.revision(current)
            if revision == ledger.acknowledged {
                if let bytes = ledger.snapshots[revision] {
                    #expect(Self.withoutExpiry(current.body) == Self.withoutExpiry(bytes), "\(context): the snapshot differs")
                }
            } else {
                // Only the change in flight may have been kept unacknowledged, and it is whole.
                #expect(
                    revision == ledger.acknowledged + 1 && ledger.inFlight != nil,
                    "\(context): at \(revision), acknowledged \(ledger.acknowledged)")
                let history = try client.send("GET", "/sessions/\(session)/history?after=\(ledger.acknowledged)&limit=1")
                #expect(history.status == 200, context)
                keptInFlight.add(1)
                // The revision kept is the change in flight, as sent (the action its path names).
                let entry = (try? JSONSerialization.jsonObject(with: Data(history.body))) as? [String: Any]
                let action = ((entry?["entries"] as? [[String: Any]])?.first?["actions"] as? [[String: Any]])?.first?["action"] as? String
                let sent = ledger.inFlight.map {
                    $0.hasPrefix("/sessions/\(session)/controllers/")
                        ? "patch" : String($0.split(separator: " ")[0].split(separator: "/").last ?? "")
                }
                #expect(
                    action != nil && action == sent, "\(context): revision \(revision) is \(action ?? "?"), in flight was \(sent ?? "?")")
            }
            // Every acknowledged revision the journal still keeps, byte for byte, for the
            // sessions of the round just killed (older ones were checked after their round).
            guard session.hasPrefix("r\(run - 1)c") else { continue }
            for (past, bytes) in ledger.snapshots where past < revision {
                let old = try client.send("GET", "/sessions/\(session)?revision=\(past)")
                if old.status == 410 { continue }
                #expect(old.status == 200, "\(context) revision \(past)")
                let same = Self.withoutExpiry(old.body) == Self.withoutExpiry(bytes)
                #expect(same, "\(context): revision \(past) differs")
            }
        }
        // The changes in flight are settled: from now on the ledger expects what is stored.
        ledgers.withLock { ledgers in
            for (session, ledger) in ledgers where ledger.inFlight != nil {
                ledgers[session]?.inFlight = nil
                if ledger.acknowledged == 0 { continue }
                if let answer = try? client.send("GET", "/sessions/\(session)"), answer.status == 200 {
                    let revision = Self.revision(answer)
                    ledgers[session]?.acknowledged = revision
                    ledgers[session]?.snapshots[revision] = answer.body
                }
            }
            for (session, ledger) in ledgers where ledger.acknowledged == 0 { ledgers[session] = nil }
        }
    }

    private static func revision(_ response: TestResponse) -> Int {
        response.header("ETag").flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) } ?? -1
    }

    /// A snapshot without its `expiresAt`, which every request moves on (a past one has none).
    private static func withoutExpiry(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacing(/,"expiresAt":"[^"]*"/, with: "")
    }
}
