internal import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs an ``HTTPServer`` on a thread of its own: for tests, benchmarks and embedding.
///
/// The server is created and bound on the calling thread (so bind errors are thrown here), then
/// handed over whole to the new thread, which alone touches it afterwards.
public final class ServerThread: Sendable {
    /// The bound port.
    public let port: Int
    /// Begins a graceful shutdown without waiting for it.
    public let shutdownHandle: ShutdownHandle
    private let thread: Mutex<ThreadID?>

    /// Binds a server and starts its loop on a new thread.
    /// - Parameter responder: whatever it captures belongs to the loop thread from then on.
    public init(
        configuration: HTTPServerConfiguration,
        responder: @escaping HTTPServer.Responder
    ) throws(EventHTTPError) {
        let server = try HTTPServer(configuration: configuration, responder: responder)
        port = server.port
        shutdownHandle = server.shutdownHandle
        let box = Unmanaged.passRetained(ServerBox(server))
        var id = pthread_t()
        let result = pthread_create(&id, nil, { context in
            let box = Unmanaged<ServerBox>.fromOpaque(context!).takeRetainedValue()
            try? box.server.run()
            return nil
        }, box.toOpaque())
        guard result == 0 else {
            box.release()
            throw EventHTTPError("pthread_create", "could not start the server thread")
        }
        thread = Mutex(ThreadID(id: id))
    }

    /// Shuts the server down gracefully and waits for its thread to end.
    public func stop() {
        shutdownHandle.shutdown()
        wait()
    }

    /// Waits until the server's loop has ended (after a shutdown begun anywhere).
    public func wait() {
        thread.withLock { thread in
            if let id = thread?.id { pthread_join(id, nil) }
            thread = nil
        }
    }
}

/// Carries the server to its thread. Nothing else holds the server after the hand-over.
private final class ServerBox: @unchecked Sendable {
    let server: HTTPServer
    init(_ server: HTTPServer) { self.server = server }
}

/// A pthread id is a plain integer handle; joining it from another thread is what it is for.
private struct ThreadID: @unchecked Sendable {
    let id: pthread_t
}
