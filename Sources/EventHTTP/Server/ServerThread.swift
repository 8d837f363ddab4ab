internal import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs a server (one or several loops) on threads of its own: for tests, benchmarks and
/// embedding.
///
/// The servers are created and bound on the calling thread (so bind errors are thrown here),
/// then handed over whole to their threads, which alone touch them afterwards.
public final class ServerThread: Sendable {
    /// The bound port.
    public let port: Int
    /// Begins a graceful shutdown without waiting for it.
    public let shutdownHandle: ShutdownHandle
    private let thread: Mutex<ThreadID?>
    private let budgetReader: @Sendable () -> Int

    /// Connections open on every loop, from accept to close.
    public var openConnections: Int { budgetReader() }
    /// Reads ``openConnections`` from anywhere, for as long as it is kept (metrics).
    public var openConnectionsReader: @Sendable () -> Int { budgetReader }

    /// Binds one loop and starts it on a new thread.
    /// - Parameter responder: whatever it captures belongs to the loop thread from then on.
    public convenience init(
        configuration: HTTPServerConfiguration, responder: @escaping HTTPServer.Responder
    ) throws(EventHTTPError) {
        try self.init(configuration: configuration, loops: 1) { _ in responder }
    }

    /// Binds `loops` loops on one port and starts them.
    public init(
        configuration: HTTPServerConfiguration, loops: Int, makeResponder: (Int) -> HTTPServer.Responder
    ) throws(EventHTTPError) {
        let group = try HTTPServerGroup(configuration: configuration, loops: loops, makeResponder: makeResponder)
        port = group.port
        shutdownHandle = group.shutdownHandle
        budgetReader = { [budget = group.connectionBudget] in budget.open }
        thread = Mutex(ThreadID(id: startThread { try? group.run() }))
    }

    /// Shuts the server down gracefully and waits for its threads to end.
    public func stop() {
        shutdownHandle.shutdown()
        wait()
    }

    /// Waits until the server's loops have ended (after a shutdown begun anywhere).
    public func wait() {
        thread.withLock { thread in
            if let id = thread?.id { pthread_join(id, nil) }
            thread = nil
        }
    }
}

/// A pthread id is a plain integer handle; joining it from another thread is what it is for.
private struct ThreadID: @unchecked Sendable {
    let id: pthread_t
}
