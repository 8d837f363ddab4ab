#if canImport(Glibc)
import Glibc
#endif

/// Several event loops serving one port, each with its own listening socket (`SO_REUSEPORT`,
/// so the kernel spreads connections over them), thread and responder.
///
/// The first loop runs on the thread that calls ``run()`` and alone receives signals; when any
/// loop begins a shutdown, every loop does, and ``run()`` returns once all have finished.
/// Responders of different loops run at the same time: what they share must be thread-safe.
public final class HTTPServerGroup {
    /// The bound port.
    public let port: Int
    /// Begins a graceful shutdown of every loop, from any thread.
    public var shutdownHandle: ShutdownHandle { servers[0].shutdownHandle }
    private let servers: [HTTPServer]
    let connectionBudget: ConnectionBudget

    /// Connections open on every loop, from accept to close (readable from any thread).
    public var openConnections: Int { connectionBudget.open }
    /// Reads ``openConnections`` from anywhere, for as long as it is kept (metrics).
    public var openConnectionsReader: @Sendable () -> Int {
        let budget = connectionBudget
        return { budget.open }
    }

    /// Binds the first loop (on an ephemeral port when configured with 0), then the others to
    /// the same port.
    /// - Parameters:
    ///   - loops: how many event loops, at least one.
    ///   - makeResponder: called once per loop, with its index, on the calling thread.
    public init(
        configuration: HTTPServerConfiguration, loops: Int, makeResponder: (Int) -> HTTPServer.Responder
    ) throws(EventHTTPError) {
        let budget = ConnectionBudget(limit: configuration.maxConnections)
        let primary = try HTTPServer(
            configuration: configuration, sharing: loops > 1 ? .firstOfGroup : .exclusive, budget: budget,
            responder: makeResponder(0))
        var servers = [primary]
        var secondary = configuration
        secondary.port = primary.port
        secondary.handlesSignals = false
        for index in 1..<max(1, loops) {
            servers.append(
                try HTTPServer(configuration: secondary, sharing: .joiningGroup, budget: budget, responder: makeResponder(index)))
        }
        let handles = servers.map(\.shutdownHandle)
        for server in servers {
            // Runs on that server's loop thread; the handles are thread-safe.
            server.onShutdown = { handles.forEach { $0.shutdown() } }
        }
        self.servers = servers
        self.connectionBudget = budget
        self.port = primary.port
    }

    /// Runs the first loop here and the others on threads of their own, until all have shut down.
    public func run() throws(EventHTTPError) {
        let threads = servers.dropFirst().map { server in
            startThread { try? server.run() }
        }
        defer {
            shutdownHandle.shutdown()
            for thread in threads { pthread_join(thread, nil) }
        }
        try servers[0].run()
    }
}

/// Starts `body` on a new thread. `body` owns whatever it captures from then on.
func startThread(_ body: @escaping () -> Void) -> pthread_t {
    let box = Unmanaged.passRetained(ThreadBody(body))
    var id = pthread_t()
    let result = pthread_create(
        &id, nil,
        { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box.toOpaque())
    precondition(result == 0, "pthread_create failed: \(result)")
    return id
}

/// A closure handed to a new thread, which alone calls it.
private final class ThreadBody: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
