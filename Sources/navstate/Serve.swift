import ArgumentParser
import EventHTTP

#if canImport(Glibc)
import Glibc
#endif
import Logging
import NavStateServer

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

    @Option(help: "Seconds a connection may stay idle (or stall a request) before it is closed.")
    var timeout = 60

    @Option(help: "Event loops, each on its own thread, sharing the port and the sessions (default: one per core).")
    var threads = Serve.coreCount

    @Option(help: "The lowest level logged: trace, debug, info, notice, warning, error, critical.")
    var logLevel: LogLevel = .info

    /// The range each numeric option accepts: an absurd value exits with a clear message and
    /// status 64 (`EX_USAGE`) before anything starts, never with a crash.
    static let ranges: [(name: String, range: ClosedRange<Int>)] = [
        ("--port", 0...65_535), ("--max-sessions", 1...1_000_000), ("--max-body-bytes", 1_024...16 << 20),
        ("--max-tree-depth", 1...APIConfiguration.depthCeiling), ("--max-children", 1...10_000),
        ("--max-controllers", 1...100_000), ("--max-presented-layers", 1...100), ("--timeout", 1...86_400),
        ("--threads", 1...256),
    ]

    func validate() throws {
        let values = [port, maxSessions, maxBodyBytes, maxTreeDepth, maxChildren, maxControllers, maxPresentedLayers, timeout, threads]
        for ((name, range), value) in zip(Self.ranges, values) where !range.contains(value) {
            throw ValidationError("\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(value).")
        }
    }

    /// The cores this process may run on.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    var httpConfiguration: HTTPServerConfiguration {
        HTTPServerConfiguration(host: host, port: port, timeoutSeconds: timeout)
    }

    var apiConfiguration: APIConfiguration {
        APIConfiguration(
            maxBodyBytes: maxBodyBytes, maxSessions: maxSessions, maxTreeDepth: maxTreeDepth, maxChildren: maxChildren,
            maxControllers: maxControllers, maxPresentedLayers: maxPresentedLayers)
    }

    func run() throws {
        let level = logLevel.level
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "navstate")
        let server = try NavStateServer.make(
            http: httpConfiguration, api: apiConfiguration, loops: threads, logger: logger)
        logger.notice("listening", metadata: ["host": "\(host)", "port": "\(server.port)", "threads": "\(threads)"])
        try server.run()
        logger.notice("stopped")
    }
}

/// The log levels as `--log-level` accepts them.
enum LogLevel: String, ExpressibleByArgument, CaseIterable, Equatable {
    case trace, debug, info, notice, warning, error, critical

    var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
}
