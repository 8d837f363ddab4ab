import ArgumentParser
import Dispatch
import EventHTTP
import EventHTTPTesting
import Foundation
import NavStateServer
import NavigationModel
import Synchronization
import Testing

@testable import navstate

@Suite struct ServeTests {
    @Test func defaultsServeOnLoopback8080() throws {
        let serve = try Serve.parse([])
        #expect(serve.host == "127.0.0.1")
        #expect(serve.port == 8080)
        #expect(serve.apiConfiguration.maxSessions == 10_000)
        #expect(serve.apiConfiguration.maxBodyBytes == 65_536)
        #expect(serve.threads == Serve.coreCount)
        #expect(serve.threads >= 1)
        #expect(serve.store == "sqlite:navstate.sqlite")
    }

    @Test func optionsReachTheConfigurations() throws {
        let serve = try Serve.parse([
            "--port", "0", "--max-sessions", "5", "--max-body-bytes", "1024", "--max-tree-depth", "4",
            "--max-children", "3", "--max-controllers", "40", "--max-presented-layers", "2", "--timeout", "7",
            "--log-level", "warning", "--threads", "2",
        ])
        #expect(serve.threads == 2)
        #expect(serve.httpConfiguration.port == 0)
        #expect(serve.httpConfiguration.timeoutSeconds == 7)
        #expect(serve.apiConfiguration.maxSessions == 5)
        #expect(serve.apiConfiguration.maxBodyBytes == 1024)
        #expect(serve.apiConfiguration.limits == Limits(maxDepth: 4, maxChildren: 3, maxControllers: 40, maxPresentedLayers: 2))
        #expect(serve.logLevel == .warning)
    }

    @Test func connectionAndExpiryOptionsReachTheConfigurations() throws {
        let serve = try Serve.parse([
            "--request-timeout", "3", "--max-connections", "50", "--shutdown-grace", "4", "--session-ttl", "90",
        ])
        #expect(serve.httpConfiguration.requestTimeoutMilliseconds == 3_000)
        #expect(serve.httpConfiguration.maxConnections == 50)
        #expect(serve.httpConfiguration.shutdownGraceMilliseconds == 4_000)
        #expect(serve.apiConfiguration.sessionTTLSeconds == 90)
        #expect(try Serve.parse(["--session-ttl", "0"]).apiConfiguration.sessionTTLSeconds == nil)
        let defaults = try Serve.parse([])
        #expect(defaults.apiConfiguration.sessionTTLSeconds == 86_400)
        #expect(defaults.httpConfiguration.requestTimeoutMilliseconds == 10_000)
        // The default cap stays inside the open-file limit; an explicit one is taken as given.
        #expect(Serve.connectionCap(nil, openFiles: 1_024) == 960)
        #expect(Serve.connectionCap(nil, openFiles: 1 << 20) == 10_000)
        #expect(Serve.connectionCap(5_000, openFiles: 1_024) == 5_000)
    }

    @Test func withoutKeysOnlyLoopbackIsServedUnlessInsecure() throws {
        #expect(throws: (any Error).self) { try Serve.parse(["--host", "0.0.0.0"]) }
        #expect(throws: (any Error).self) { try Serve.parse(["--host", "192.168.1.20"]) }
        #expect(try Serve.parse(["--host", "0.0.0.0", "--insecure"]).insecure)
        #expect(try Serve.parse(["--host", "::1"]).host == "::1")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-keys-\(getpid()).json")
        try Data(#"{"0123456789abcdefgh": "team"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let serve = try Serve.parse(["--host", "0.0.0.0", "--api-keys", file.path])
        #expect(serve.apiConfiguration.apiKeys?.count == 1)
        #expect(throws: (any Error).self) { try Serve.parse(["--api-keys", "/nonexistent/keys.json"]) }
        // The metrics tenant must be a tenant of the keys (a misspelt one would lock everyone out).
        #expect(try Serve.parse(["--api-keys", file.path, "--metrics-tenant", "team"]).apiConfiguration.metricsTenant == "team")
        #expect(throws: (any Error).self) { try Serve.parse(["--api-keys", file.path, "--metrics-tenant", "taem"]) }
        #expect(throws: (any Error).self) { try Serve.parse(["--metrics-tenant", "team"]) }
        #expect(try Serve.parse(["--max-journal-bytes", "2097152"]).apiConfiguration.maxJournalBytes == 2 << 20)
    }

    @Test(arguments: [
        ["--port", "70000"], ["--max-sessions", "0"], ["--log-level", "loud"], ["--bogus"], ["--threads", "0"],
        ["--max-tree-depth", "65"], ["--max-controllers", "0"], ["--timeout", "2147483648"], ["--max-history-page-bytes", "100"],
        ["--max-body-bytes", "2305843009213693952"], ["--max-body-bytes", "100"], ["--threads", "100000"],
        ["--max-children", "-1"], ["--port", "99999999999999999999"], ["--request-timeout", "0"],
        ["--max-connections", "0"], ["--shutdown-grace", "-1"], ["--session-ttl", "99999999999"],
        ["--max-journal-bytes", "1000"], ["--max-journal-bytes", "2147483648"],
    ])
    func invalidOptionsAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try Serve.parse(arguments) }
    }
}

/// The built `navstate`: tests run from the build products folder, next to it.
var binary: URL {
    URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navstate")
}

/// What one run of `navstate` printed, and how it ended.
struct NavstateRun {
    /// The exit status; -1 when a signal ended it.
    let status: Int32
    let output: String
    let errors: String
}

/// Runs `navstate arguments…` until it exits on its own, with `input` on standard input, the
/// test's environment with `environment` over it, in `directory` (else the test's own).
func runNavstate(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], directory: URL? = nil
) throws -> NavstateRun {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let (output, errors, stdin) = (Pipe(), Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Standard error is read on another thread, so that neither pipe can fill while the other is read.
    let complained = Mutex(Data())
    let errorsRead = DispatchSemaphore(value: 0)
    let errorHandle = errors.fileHandleForReading
    DispatchQueue.global().async {
        let data = errorHandle.readDataToEndOfFile()
        complained.withLock { $0 = data }
        errorsRead.signal()
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return NavstateRun(
        status: process.terminationReason == .exit ? process.terminationStatus : -1, output: String(decoding: printed, as: UTF8.self),
        errors: String(decoding: complained.withLock { $0 }, as: UTF8.self))
}

/// Runs `navstate` with `arguments` until it exits on its own.
/// - Returns: its exit status (-1 if a signal ended it) and what it wrote to stderr.
func runToExit(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let run = try runNavstate(arguments)
    return (run.status, run.errors)
}

/// Reads stderr until the `listening` line has arrived; returns what was read.
func listeningLine(_ pipe: Pipe) throws -> String {
    var text = ""
    while !text.contains("listening") || !text.contains("\n") {
        let chunk = pipe.fileHandleForReading.availableData
        guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
        text += String(decoding: chunk, as: UTF8.self)
    }
    return text
}

/// Reads stderr until the `listening` line has arrived; returns the port it names.
func boundPort(_ pipe: Pipe) throws -> Int {
    let text = try listeningLine(pipe)
    let match = try #require(text.firstRange(of: /port=(\d+)/))
    return try #require(Int(text[match].dropFirst(5)))
}

/// Waits for `process` to end (signalled on `exited`) and expects exit status 0. A safety net,
/// not a timing assertion: a server that never exits fails the test instead of hanging the
/// suite.
func expectCleanExit(_ process: Process, _ exited: DispatchSemaphore, after what: String) {
    if exited.wait(timeout: .now() + 30) == .timedOut {
        Issue.record("navstate did not exit after \(what)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return
    }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
}

/// The built binary, run as a user would: it logs the port it bound, answers, and on SIGTERM
/// finishes and exits 0.
@Suite struct ProcessTests {

    @Test func theOpenFileLimitIsRaisedToTheHardLimit() throws {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        guard limit.rlim_max > 256 else { return }  // nothing to raise on this machine
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -S -n 256 && exec \"$0\" serve --port 0 --store memory --log-level notice", binary.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let line = try listeningLine(errors)
        #expect(line.contains("openFiles=\(limit.rlim_max)"), "\(line)")
    }

    @Test func anAbsurdOptionExitsWithUsageStatusAndSaysWhy() throws {
        let (status, text) = try runToExit(["serve", "--port", "0", "--store", "memory", "--timeout", "4294967296"])
        #expect(status == 64)
        #expect(text.contains("--timeout must be from 1 to 86400, not 4294967296."))
    }

    /// A key file that would drop a tenant or hold a key no client can send stops the start with
    /// status 64 and the line to look at.
    @Test func aKeyFileWithAKeyTwiceExitsWith64AndNamesTheLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-twice-\(getpid()).json")
        try Data("{\n\"0123456789abcdefgh\": \"alpha\",\n\"0123456789abcdefgh\": \"beta\"\n}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, text) = try runToExit(["serve", "--port", "0", "--store", "memory", "--api-keys", file.path])
        #expect(status == 64)
        #expect(text.contains("--api-keys \(file.path): line 3: an API key is given twice"), "\(text)")
        #expect(!text.contains("0123456789abcdefgh"), "a key was echoed")
    }

    /// A store that cannot be used stops the start: one clear line, status 74, nothing served.
    @Test(arguments: [
        ("sqlite:/nonexistent-navstate-dir/sessions.sqlite", "cannot open the store"),
        ("mysql://localhost/navstate", "--store must be 'memory', 'sqlite:PATH' or 'postgres://…'"),
        // Nothing listens on port 1: libpq's refusal, with the URL (its password left out).
        (
            "postgres://navstate:secret@127.0.0.1:1/navstate",
            "cannot use the store postgres://navstate@127.0.0.1:1/navstate: connection to server at \"127.0.0.1\", port 1 failed: Connection refused"
        ),
    ])
    func anUnusableStoreExitsWith74AndSaysWhy(store: String, message: String) throws {
        let (status, text) = try runToExit(["serve", "--port", "0", "--store", store])
        #expect(status == 74)
        #expect(text.contains(message), "\(text)")
        #expect(!text.contains("listening"))
    }

    /// A port another process listens on is refused, whether that process shares ports or not:
    /// one clear line and status 69, never a second server taking a share of the clients.
    @Test(arguments: [1, 2])
    func aSecondServerOnATakenPortExitsWith69AndSaysWhy(threads: Int) throws {
        let first = Process()
        first.executableURL = binary
        first.arguments = ["serve", "--port", "0", "--store", "memory", "--log-level", "notice", "--threads", "2"]
        let errors = Pipe()
        first.standardError = errors
        try first.run()
        defer { if first.isRunning { first.terminate() } }
        let port = try boundPort(errors)
        let (status, text) = try runToExit([
            "serve", "--port", "\(port)", "--store", "memory", "--threads", "\(threads)",
        ])
        #expect(status == 69)
        #expect(text.contains("cannot listen on 127.0.0.1:\(port): another process listens there already"), "\(text)")
        #expect(!text.contains("listening"))
        #expect(try HTTPProbe(port: port).get("/healthz").hasPrefix("HTTP/1.1 200"))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalEndsTheServerWithExitZero(signal: Int32) throws {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("navstate binary not found at \(binary.path)")
            return
        }
        let process = Process()
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        process.executableURL = binary
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--store", "memory", "--log-level", "notice", "--threads", "2"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let port = try boundPort(errors)

        let socket = try HTTPProbe(port: port)
        #expect(try socket.get("/healthz").hasPrefix("HTTP/1.1 200"))
        kill(process.processIdentifier, signal)
        expectCleanExit(process, exited, after: "signal \(signal)")
    }
}

/// The server at its descriptor limit and in a shutdown, as a separate process: what an
/// operator sees.
@Suite struct ProcessLimitTests {
    /// Starts `navstate serve` through `sh` (for `ulimit`), returns it, its stderr and its port.
    private func serve(_ shell: String) throws -> (Process, Pipe, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", shell, binary.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return (process, errors, try boundPort(errors))
    }

    /// CPU seconds the process has used (user and system), from /proc.
    private func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test func atTheDescriptorLimitTheServerPausesQuietlyAndServesAgain() throws {
        // 48 descriptors, and a connection cap above them: accept itself fails (EMFILE).
        let (process, errors, port) = try serve(
            "ulimit -n 48 && exec \"$0\" serve --port 0 --store memory --threads 1 --max-connections 1000 --log-level notice")
        defer { if process.isRunning { process.terminate() } }
        var held: [HTTPTestClient] = []
        for _ in 0..<80 { held.append(try HTTPTestClient(port: port)) }
        let before = cpuSeconds(process.processIdentifier)
        let clock = ContinuousClock()
        let start = clock.now
        // A second of 80 clients the server cannot all accept (libevent alone spins at 100%).
        usleep(1_000_000)
        let elapsed = start.duration(to: clock.now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let share = (cpuSeconds(process.processIdentifier) - before) / seconds
        #expect(share < 0.2, "the server used \(share) of a core while it could not accept")
        held.removeAll()
        let response = try HTTPTestClient(port: port).send("GET", "/healthz", headers: [("Host", "localhost")])
        #expect(response.status == 200)
        process.terminate()
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let pauses = log.split(separator: "\n").filter { $0.contains("not accepting connections") }
        #expect((1...3).contains(pauses.count), "\(pauses.count) lines: \(pauses.prefix(5))")
        #expect(pauses.first?.contains("Too many open files") == true)
    }

    @Test func sigtermTwiceDuringASlowUploadLetsItFinishAndExitsZero() throws {
        let (process, _, port) = try serve(
            "exec \"$0\" serve --port 0 --store memory --threads 2 --log-level notice --request-timeout 20 --shutdown-grace 30")
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        defer { if process.isRunning { process.terminate() } }
        let body = Array(#"{"id": "slow", "root": {"kind": "navigation", "children": [{"kind": "view"}]}}"#.utf8)
        let upload = try HTTPTestClient(port: port)
        // Accepted before the signal (a connection still in the backlog is reset when the
        // listener closes, as with any server): one request first.
        #expect(try upload.send("GET", "/healthz", headers: [("Host", "localhost")]).status == 200)
        try upload.sendPart(
            Array(
                "POST /sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8
            ))
        try upload.sendPart(Array(body[0..<10]))
        kill(process.processIdentifier, SIGTERM)
        usleep(100_000)
        // A second signal (a supervisor's, a double Ctrl-C) changes nothing.
        kill(process.processIdentifier, SIGTERM)
        // The rest arrives over the next second, after the signal (longer than the fixed
        // half-second grace the server used to give).
        for offset in stride(from: 10, to: body.count, by: 5) {
            usleep(70_000)
            try upload.sendPart(Array(body[offset..<min(body.count, offset + 5)]))
        }
        let response = try upload.receive(method: "POST")
        #expect(response.status == 201)
        #expect(response.header("Connection") == "close")
        expectCleanExit(process, exited, after: "its last request")
    }
}

/// Just enough HTTP to ask a separate process for a page.
private struct HTTPProbe {
    let port: Int

    init(port: Int) throws { self.port = port }

    func get(_ path: String) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }
}
