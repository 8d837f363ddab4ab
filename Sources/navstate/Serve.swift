import ArgumentParser
import EventHTTP
import Foundation
import Logging
import NavStateServer
internal import NavStateStore

#if canImport(Glibc)
import Glibc
#endif

/// `navstate serve`: binds, logs one line per request, serves until SIGINT or SIGTERM.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the NavState API until SIGINT or SIGTERM, then finish in-flight requests and exit 0.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one and logs it.")
    var port = 8080

    @Option(help: "The most sessions held at once; more are refused with 503.")
    var maxSessions = 10_000

    @Option(help: "The largest request body in bytes; larger ones are refused with 413.")
    var maxBodyBytes = 64 * 1024

    @Option(help: "The deepest hierarchy, in levels from the window root (a presented controller is one below its presenter); at most 64.")
    var maxTreeDepth = 16

    @Option(help: "The most children of one container (a navigation stack's length, a data source's pages).")
    var maxChildren = 100

    @Option(help: "The most controllers in one session, counting pages data sources keep.")
    var maxControllers = 1_000

    @Option(help: "The most controllers presented at once in one session.")
    var maxPresentedLayers = 10

    @Option(
        help:
            "The most bytes of text one controller's properties may hold (titles, items, userInfo as JSON); with --max-controllers, what bounds a snapshot's size. Over it: 422 controller-too-large."
    )
    var maxControllerBytes = 4_096

    @Option(
        help:
            "The most lifecycle callbacks one batch may send in its revision (what bounds a revision's journal entry, its answer and its replay); a batch over it is refused with 422 too-many-callbacks."
    )
    var maxCallbacksPerBatch = 2_000

    @Option(
        help:
            "The most bytes of entries one page of GET /sessions/{sid}/history holds (at least one entry, whatever its size); the page's next cursor goes on from there."
    )
    var maxHistoryPageBytes = 1 << 20

    @Option(
        help:
            "The most bytes of journal entries one session keeps for its history, time travel and stream catch-up; past it, the oldest kept revision moves forward (at most 64 revisions are kept either way)."
    )
    var maxJournalBytes = 4 << 20

    @Option(help: "Seconds a connection may stay silent (idle between requests, or stalled) before it is closed.")
    var timeout = 60

    @Option(
        help: "Seconds a request may take to arrive, first byte to last, and again its answer to be written; then the connection is closed."
    )
    var requestTimeout = 10

    @Option(
        help:
            "Open connections at most; at the cap, new connections wait in the backlog (default: 10000, or 64 below the open-file limit if that is lower)."
    )
    var maxConnections: Int?

    @Option(help: "Seconds SIGTERM or SIGINT waits for requests being read, handled or written before exiting anyway.")
    var shutdownGrace = 15

    @Option(help: "Seconds after its last request that a session expires (snapshots show expiresAt); 0: never.")
    var sessionTtl = 86_400

    @Option(
        help: ArgumentHelp(
            "Where sessions are kept: sqlite:PATH (an SQLite file that outlives restarts; every answer to a change means it is on disk), postgres://USER@HOST:PORT/DB (a PostgreSQL database several nodes share: any node serves any session; an answer means committed) or memory (lost when the process ends).",
            valueName: "store"))
    var store = "sqlite:navstate.sqlite"

    @Option(help: "Event loops, each on its own thread, sharing the port and the sessions (default: one per core).")
    var threads = Serve.coreCount

    @Option(help: "The lowest level logged: trace, debug, info, notice, warning, error, critical.")
    var logLevel: LogLevel = .info

    @Option(
        help: ArgumentHelp(
            "A JSON file mapping each API key to its tenant's name; then every request but /healthz needs `Authorization: Bearer <key>` and sees only its tenant's sessions. Without it, NAVSTATE_API_KEYS may hold the same JSON.",
            valueName: "file"))
    var apiKeys: String?

    @Option(help: "The most sessions one tenant may hold (with API keys); more are refused with 429.")
    var maxSessionsPerTenant = 1_000

    @Option(
        help: ArgumentHelp(
            "With API keys, the tenant whose key reads /metrics (they count every tenant's requests); without it, no key does.",
            valueName: "tenant"))
    var metricsTenant: String?

    @Flag(help: "Serve a non-loopback address without API keys: anyone who can reach it can read and change every session.")
    var insecure = false

    @Option(help: ArgumentHelp("A Host name to answer besides loopback names and --host (repeatable; * answers any).", valueName: "name"))
    var allowedHost: [String] = []

    @Option(
        help: ArgumentHelp("An origin whose browser pages may call the API, e.g. https://app.example (repeatable).", valueName: "origin"))
    var allowOrigin: [String] = []

    /// The range each numeric option accepts: an absurd value exits with a clear message and
    /// status 64 (`EX_USAGE`) before anything starts, never with a crash.
    static let ranges: [(name: String, range: ClosedRange<Int>)] = [
        ("--port", 0...65_535), ("--max-sessions", 1...1_000_000), ("--max-body-bytes", 1_024...16 << 20),
        ("--max-tree-depth", 1...APIConfiguration.depthCeiling), ("--max-children", 1...10_000),
        ("--max-controllers", 1...100_000), ("--max-presented-layers", 1...100), ("--timeout", 1...86_400),
        ("--threads", 1...256), ("--max-sessions-per-tenant", 1...1_000_000), ("--request-timeout", 1...3_600),
        ("--max-connections", 1...1_000_000), ("--shutdown-grace", 0...3_600), ("--session-ttl", 0...31_536_000),
        ("--max-history-page-bytes", 4_096...(256 << 20)), ("--max-callbacks-per-batch", 100...1_000_000),
        ("--max-controller-bytes", 256...(1 << 20)), ("--max-journal-bytes", (1 << 20)...(1 << 30)),
    ]

    func validate() throws {
        let values = [
            port, maxSessions, maxBodyBytes, maxTreeDepth, maxChildren, maxControllers, maxPresentedLayers, timeout,
            threads, maxSessionsPerTenant, requestTimeout, maxConnections ?? 10_000, shutdownGrace, sessionTtl,
            maxHistoryPageBytes, maxCallbacksPerBatch, maxControllerBytes, maxJournalBytes,
        ]
        for ((name, range), value) in zip(Self.ranges, values) where !range.contains(value) {
            throw ValidationError("\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(value).")
        }
        let keys = try loadKeys()
        // Protected mode, as Redis has it: without keys, only this machine may connect.
        if let metricsTenant, !(keys?.tenants.contains(metricsTenant) ?? false) {
            throw ValidationError("--metrics-tenant: '\(metricsTenant)' is not a tenant of the API keys.")
        }
        if keys == nil, !insecure, !APIConfiguration.isLoopback(host) {
            throw ValidationError(
                "refusing to serve \(host) without API keys: anyone who can reach it could read, change and delete every session. Give --api-keys FILE (or NAVSTATE_API_KEYS), or --insecure to serve it anyway."
            )
        }
    }

    /// The API keys of `--api-keys` or `NAVSTATE_API_KEYS`, if any.
    func loadKeys() throws -> APIKeys? {
        let json: [UInt8]
        if let path = apiKeys {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("--api-keys: cannot read \(path).")
            }
            json = Array(data)
        } else if let text = ProcessInfo.processInfo.environment["NAVSTATE_API_KEYS"] {
            json = Array(text.utf8)
        } else {
            return nil
        }
        do {
            return try APIKeys(json: json)
        } catch {
            throw ValidationError("\(apiKeys.map { "--api-keys \($0)" } ?? "NAVSTATE_API_KEYS"): \(error).")
        }
    }

    /// Raises the soft limit on open files to the hard one, as servers do: each connection is a
    /// descriptor, and a low soft limit (often 1,024) starves the server long before memory does.
    /// - Returns: the soft limit in force.
    static func raiseOpenFileLimit() -> UInt64 {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return UInt64(limit.rlim_cur)
    }

    /// The cores this process may run on.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    var httpConfiguration: HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: host, port: port, timeoutSeconds: timeout, requestTimeoutMilliseconds: requestTimeout * 1000,
            maxConnections: maxConnections ?? 10_000, shutdownGraceMilliseconds: shutdownGrace * 1000)
    }

    /// The connection cap: as asked, or by default 10,000 within `openFiles`, keeping room for
    /// listening sockets, logs and whatever else the process opens, so that the cap, not a
    /// failing `accept`, stops new clients. (Past the open-file limit the server still only
    /// pauses accepting: see `AcceptGate`.)
    static func connectionCap(_ requested: Int?, openFiles: UInt64) -> Int {
        requested ?? min(10_000, max(16, Int(clamping: openFiles) - 64))
    }

    var apiConfiguration: APIConfiguration {
        var configuration = APIConfiguration(
            maxBodyBytes: maxBodyBytes, maxSessions: maxSessions, maxTreeDepth: maxTreeDepth, maxChildren: maxChildren,
            maxControllers: maxControllers, maxPresentedLayers: maxPresentedLayers,
            apiKeys: (try? loadKeys()) ?? nil, maxSessionsPerTenant: maxSessionsPerTenant,
            maxCallbacksPerBatch: maxCallbacksPerBatch, maxControllerBytes: maxControllerBytes)
        configuration.allowedHosts = allowedHost
        configuration.allowedOrigins = allowOrigin
        configuration.metricsTenant = metricsTenant
        configuration.sessionTTLSeconds = sessionTtl == 0 ? nil : sessionTtl
        configuration.maxHistoryPageBytes = maxHistoryPageBytes
        configuration.maxJournalBytes = maxJournalBytes
        return configuration
    }

    func run() throws {
        let level = logLevel.level
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "navstate")
        let openFiles = Self.raiseOpenFileLimit()
        // Read once: the keys come from a file or the environment.
        let configuration = apiConfiguration
        var http = httpConfiguration
        http.maxConnections = Self.connectionCap(maxConnections, openFiles: openFiles)
        http.log = { logger.warning("\($0)") }
        // A store that cannot be used stops the start with a clear line and EX_IOERR (74),
        // never a crash and never an empty store in its place.
        let storage: Storage
        do {
            storage = try Storage.open(self.store)
        } catch {
            logger.critical("\(error)")
            throw ExitCode(74)
        }
        defer { storage.close() }
        let server: HTTPServerGroup
        do {
            server = try NavStateServer.make(http: http, api: configuration, loops: threads, logger: logger, storage: storage)
        } catch let error as Storage.OpenError {
            logger.critical("\(error)")
            throw ExitCode(74)
        } catch let error as EventHTTPError {
            // The port is taken (by another server, or another navstate) or cannot be bound:
            // EX_UNAVAILABLE (69), never a second server taking a share of the first one's clients.
            logger.critical("\(error)")
            throw ExitCode(69)
        }
        let tenants = configuration.apiKeys.map { "\($0.count) API keys" } ?? (insecure ? "none (--insecure)" : "none (loopback only)")
        logger.notice(
            "listening",
            metadata: [
                "host": "\(host)", "port": "\(server.port)", "threads": "\(threads)", "keys": "\(tenants)",
                "openFiles": "\(openFiles)", "maxConnections": "\(http.maxConnections)", "store": "\(storage.description)",
            ])
        try server.run()
        logger.notice("stopped")
    }
}

/// The log levels as `--log-level` accepts them.
enum LogLevel: String, ExpressibleByArgument, CaseIterable, Equatable {
    case trace, debug, info, notice, warning, error, critical

    var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
}
