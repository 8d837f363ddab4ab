import Foundation
import NavStateStore
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// A throwaway PostgreSQL cluster on 127.0.0.1 (`scripts/pg_cluster.sh`), stopped and removed
/// with this value.
final class TemporaryPostgres: @unchecked Sendable {
    let directory: String
    let url: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-pg-\(UUID().uuidString)").path
        let port = try Self.freePort()
        let output = try Self.script(["start", directory, String(port)] + (Self.template.map { [$0.directory] } ?? []))
        url = output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One initialised cluster per test process that every start copies (`pg_cluster.sh init`):
    /// initdb takes ten times as long as the copy, and the tests start dozens of clusters. Nil
    /// when it could not be made (each start runs initdb then).
    private static let template: Template? = try? Template()

    private final class Template: Sendable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-pg-template-\(UUID().uuidString)").path
        init() throws {
            _ = try TemporaryPostgres.script(["init", directory])
            // A static's value is never released: the directory goes when the process exits.
            atexit { _ = TemporaryPostgres.template.map { try? FileManager.default.removeItem(atPath: $0.directory) } }
        }
    }

    deinit {
        _ = try? Self.script(["stop", directory])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs `scripts/pg_cluster.sh` with `arguments`; its standard output. Spawned and waited
    /// for with posix_spawn and waitpid: Foundation's `Process` did not see this child exit
    /// (it stayed a zombie) once `su` had started the server.
    static func script(_ arguments: [String]) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-pg-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let argv = ["/bin/bash", root.appendingPathComponent("scripts/pg_cluster.sh").path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A file, not a pipe: the server pg_ctl leaves running would hold a pipe open.
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid = pid_t()
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/bash", &actions, nil, cArguments, environ) == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot run pg_cluster.sh"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        guard status == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "pg_cluster.sh \(arguments) failed (\(status))"])
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// A port no one listens on now (the kernel's pick for a socket bound to port 0).
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The libpq connection the PostgreSQL store will stand on, against a real server.
@Suite struct PostgresConnectionTests {
    @Test func parametersRoundTripInBinaryAndAConditionalInsertLosesARace() throws {
        let postgres = try TemporaryPostgres()
        let connection = try PostgresConnection(url: postgres.url)
        try connection.execute(
            "CREATE TABLE journal (session text, revision int8, entry bytea, note text, PRIMARY KEY (session, revision))")
        let bytes: [UInt8] = [0, 1, 2, 0xFF, 0x5C, 0x27, 0]
        try connection.query(
            "INSERT INTO journal VALUES ($1, $2, $3, $4)", [.text("s'; DROP TABLE journal; --"), .int(1 << 40), .bytes(bytes), .null])
        let rows = try connection.query(
            "SELECT session, revision, entry, note, (revision % 7)::int4 FROM journal WHERE revision = $1", [.int(1 << 40)])
        #expect(rows.count == 1)
        #expect(rows.first?.text(0) == "s'; DROP TABLE journal; --")
        #expect(rows.first?.int(1) == 1 << 40)
        let remainder: Int64 = (1 << 40) % 7
        #expect(rows.first?.int(4) == remainder, "an int4 column")
        #expect(rows.first?.bytes(2) == bytes)
        #expect(rows.first?.bytes(3) == nil)
        // Two writers of the same revision: the second loses with a unique violation, and the
        // transaction it was in leaves nothing behind.
        try connection.query("INSERT INTO journal VALUES ($1, $2, $3, $4)", [.text("s"), .int(2), .bytes([1]), .text("first")])
        var failure: PostgresConnection.Failure?
        do {
            try connection.transaction { () throws(PostgresConnection.Failure) in
                try connection.query("INSERT INTO journal VALUES ($1, $2, $3, $4)", [.text("other"), .int(9), .bytes([]), .null])
                try connection.query("INSERT INTO journal VALUES ($1, $2, $3, $4)", [.text("s"), .int(2), .bytes([2]), .text("second")])
            }
        } catch {
            failure = error
        }
        #expect(failure?.isUniqueViolation == true)
        #expect(try connection.query("SELECT count(*) FROM journal WHERE session = 'other'").first?.int(0) == 0)
        #expect(
            try connection.query("SELECT note FROM journal WHERE session = $1 AND revision = $2", [.text("s"), .int(2)]).first?.text(0)
                == "first")
        #expect(throws: PostgresConnection.Failure.self) { try connection.execute("SELEC 1") }
    }

    @Test func aServerThatIsNotThereIsAFailureNotACrash() throws {
        let port = try TemporaryPostgres.freePort()
        #expect(throws: PostgresConnection.Failure.self) {
            try PostgresConnection(url: "postgres://postgres@127.0.0.1:\(port)/postgres?connect_timeout=2")
        }
    }
}
