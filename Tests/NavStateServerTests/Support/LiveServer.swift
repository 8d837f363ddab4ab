import EventHTTP
import EventHTTPTesting
import Logging
import NavStateServer
import NavStateStore

/// Runs a NavState server on 127.0.0.1, on an ephemeral port and a thread of its own, for the
/// duration of `body`; stops it on success and on throw.
func withNavState(
    _ configuration: APIConfiguration = APIConfiguration(),
    loops: Int = 1,
    storage: Storage = .memory,
    _ body: (APIClientFactory) throws -> Void
) throws {
    var logger = Logger(label: "navstate-test")
    logger.logLevel = .critical
    let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
    let server = try NavStateServer.start(http: http, api: configuration, loops: loops, logger: logger, storage: storage)
    defer { server.stop() }
    try body(APIClientFactory(port: server.port))
}

/// Makes clients for one running server; each client is one connection, for one thread.
struct APIClientFactory: Sendable {
    let port: Int

    func client() throws -> APIClient { try APIClient(port: port) }
}
