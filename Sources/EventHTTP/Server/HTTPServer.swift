internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on one libevent event loop.
///
/// The server owns its `event_base`, its listener and its connections (``Connections``, which read
/// requests with NavState's own parser); no libevent pointer leaves this type. Create it
/// on the thread that will call ``run()``, or hand it over whole (see ``ServerThread``): the
/// responder runs on the loop thread, one request at a time, so everything it touches is owned by
/// that thread and needs no lock.
public final class HTTPServer {
    /// Answers one request. Called on the loop thread; it must not block.
    public typealias Responder = (HTTPRequest) -> HTTPResponse

    /// The port the server listens on (the ephemeral one when configured with port 0).
    public let port: Int
    /// Lets any thread begin a graceful shutdown.
    public let shutdownHandle: ShutdownHandle

    private let configuration: HTTPServerConfiguration
    private let responder: Responder
    private let base: OpaquePointer
    private var listener: OpaquePointer?
    private let connections: Connections
    private let gate: AcceptGate
    private var wakeEvent: OpaquePointer?
    private var signalEvents: [OpaquePointer] = []
    private var isShuttingDown = false
    /// Called on this loop's thread when its shutdown begins (a group stops its other loops).
    var onShutdown: (() -> Void)?

    /// Creates the loop, applies the limits and binds the listening socket.
    /// - Throws: ``EventHTTPError`` when libevent cannot set up or bind.
    public convenience init(configuration: HTTPServerConfiguration, responder: @escaping Responder) throws(EventHTTPError) {
        try self.init(
            configuration: configuration, sharing: .exclusive,
            budget: ConnectionBudget(limit: configuration.maxConnections), responder: responder)
    }

    /// Creates the loop and binds the configured address; shared within a group, other loops can
    /// bind the same port and the kernel spreads connections over them (see ``HTTPServerGroup``).
    /// `budget` counts the connections of every loop serving the port.
    init(
        configuration: HTTPServerConfiguration, sharing: ListeningSocket.Sharing, budget: ConnectionBudget,
        responder: @escaping Responder
    ) throws(EventHTTPError) {
        LibeventThreading.enable()
        signal(SIGPIPE, SIG_IGN)
        guard let base = event_base_new() else {
            throw EventHTTPError("event_base_new", "could not create an event base")
        }
        var limits = RequestParser.Limits()
        limits.maxBodyBytes = max(0, configuration.maxBodySize)
        limits.maxHeadBytes = max(64, configuration.maxHeadersSize)
        let connections: Connections
        do {
            connections = try Connections(
                base: base, budget: budget, limits: limits,
                requestTimeoutMilliseconds: configuration.requestTimeoutMilliseconds,
                idleTimeoutSeconds: configuration.timeoutSeconds)
        } catch {
            event_base_free(base)
            throw error
        }
        let socket: Int32
        do {
            socket = try ListeningSocket.open(host: configuration.host, port: configuration.port, sharing: sharing)
        } catch {
            connections.detachAll()
            event_base_free(base)
            throw error
        }
        let context = Unmanaged.passUnretained(connections).toOpaque()
        // The listener owns the socket from here (it closes it when freed); accepted sockets are
        // non-blocking and close-on-exec, and inherit the listening socket's `TCP_NODELAY`.
        // Backlog 0: the socket listens already.
        guard
            let listener = evconnlistener_new(
                base,
                { _, socket, _, _, context in
                    Unmanaged<Connections>.fromOpaque(context!).takeUnretainedValue().accept(socket)
                }, context, UInt32(LEV_OPT_CLOSE_ON_FREE | LEV_OPT_CLOSE_ON_EXEC), 0, socket)
        else {
            close(socket)
            connections.detachAll()
            event_base_free(base)
            throw EventHTTPError("evconnlistener_new", "cannot accept on \(configuration.host):\(configuration.port)")
        }
        let gate = AcceptGate(listener: listener, base: base, budget: budget, log: configuration.log)
        connections.onAccept = { [unowned gate] in gate.accepted() }
        connections.onClose = { [unowned gate] in gate.connectionClosed() }
        self.base = base
        self.listener = listener
        self.connections = connections
        self.gate = gate
        self.configuration = configuration
        self.responder = responder
        self.port = Self.localPort(of: socket) ?? configuration.port
        self.shutdownHandle = ShutdownHandle()

        let serverContext = Unmanaged.passUnretained(self).toOpaque()
        // A wake event with no file descriptor: `event_active` from any thread fires it.
        let wake = event_new(
            base, -1, 0,
            { _, _, context in
                HTTPServer.fromOpaque(context).beginShutdown()
            }, serverContext)
        guard let wake else {
            throw EventHTTPError("event_new", "could not create the shutdown event")
        }
        self.wakeEvent = wake
        shutdownHandle.arm(wake)
        connections.onRequest = { [unowned self] connection, request in
            self.respond(to: request, on: connection)
        }
        if configuration.handlesSignals {
            // A parent may hand down a mask that blocks these (test runners do); a server that
            // promises to stop on SIGTERM must receive it.
            var mask = sigset_t()
            sigemptyset(&mask)
            sigaddset(&mask, SIGINT)
            sigaddset(&mask, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            for number in [SIGINT, SIGTERM] {
                let flags = Int16(EV_SIGNAL | EV_PERSIST)
                if let event = event_new(
                    base, number, flags,
                    { _, _, context in
                        HTTPServer.fromOpaque(context).beginShutdown()
                    }, serverContext)
                {
                    event_add(event, nil)
                    signalEvents.append(event)
                }
            }
        }
    }

    deinit {
        shutdownHandle.invalidate()
        for event in signalEvents { event_free(event) }
        if let wakeEvent { event_free(wakeEvent) }
        gate.close()
        if let listener { evconnlistener_free(listener) }
        connections.detachAll()
        event_base_free(base)
    }

    /// Open connections on this loop (for tests: each is followed until it closes).
    var openConnections: Int { connections.count }

    /// Runs the event loop on the calling thread until a shutdown completes.
    /// - Throws: ``EventHTTPError`` when the loop fails.
    public func run() throws(EventHTTPError) {
        let result = event_base_dispatch(base)
        shutdownHandle.invalidate()
        if result == -1 { throw EventHTTPError("event_base_dispatch", "the event loop failed") }
    }

    // MARK: - Requests

    private static func fromOpaque(_ context: UnsafeMutableRawPointer?) -> HTTPServer {
        // The server outlives every callback: it frees its events in deinit.
        Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Calls the responder and sends its answer: now, or once a deferred one is given (and
    /// calls it again for the same request when the answer asks to be made again).
    private func respond(to incoming: HTTPRequest, on connection: Connection) {
        let response = responder(incoming)
        let closes = incoming.framingViolation != nil
        guard let start = response.deferred else {
            finish(response, on: connection, method: incoming.method, closes: closes)
            return
        }
        let reply = HTTPReply()
        // Header fields set on the deferred response (CORS, say) go with the answer given
        // later, and so does the call that hears what was sent.
        let carried = response.headers
        let onSent = response.onSent
        let accepted = connections.awaitReply(connection, reply: reply) { [unowned self] answer in
            if answer.respondsAgain, !incoming.isRepeated {
                var repeated = incoming
                repeated.isRepeated = true
                self.respond(to: repeated, on: connection)
                return
            }
            var answer = answer
            for field in carried where answer.headers[field.name] == nil { answer.headers.add(field.name, field.value) }
            if answer.onSent == nil { answer.onSent = onSent }
            self.finish(answer, on: connection, method: incoming.method, closes: closes)
        }
        guard accepted else {
            finish(HTTPResponse(status: .internalServerError), on: connection, method: incoming.method, closes: true)
            return
        }
        start(reply)
    }

    /// Sends `response`, closing the connection after it while shutting down or when the
    /// request was refused (bytes after it may be a smuggled request: none is read).
    /// A `CONNECT` is never served: the connection closes after the answer, as a client asking
    /// for a tunnel may send the tunnel's bytes right after the request.
    ///
    /// An answer whose request ran past the request deadline before it was ready is never
    /// started: the client gets a 503 instead, whole, and the connection closes after it.
    private func finish(_ response: HTTPResponse, on connection: Connection, method: HTTPMethod, closes: Bool) {
        var response = response
        var closes = closes || isShuttingDown || method == .CONNECT
        let (late, elapsed) = connections.answerStarts(connection)
        if late {
            let onSent = response.onSent
            response = Self.deadlinePassed(
                elapsedMilliseconds: elapsed, deadline: configuration.requestTimeoutMilliseconds,
                instance: connection.exchange?.path ?? "/")
            response.onSent = onSent
            closes = true
        }
        if closes { response.headers.set("Connection", "close") }
        response.onSent?(response)
        connections.send(response, on: connection, closes: closes)
    }

    /// The answer to a request whose deadline passed before its answer was ready (RFC 9457);
    /// the connection closes after it.
    /// - Parameter instance: the request's path, as the problem's `instance`.
    static func deadlinePassed(elapsedMilliseconds elapsed: Int, deadline: Int, instance: String) -> HTTPResponse {
        let body =
            #"{"type":"deadline-passed","title":"Request deadline passed","status":503,"detail":"The answer was not ready within \#(elapsed) ms, past the request deadline of \#(deadline) ms; none of it was sent. A change it made may have been kept: read it, or retry with the same Idempotency-Key.","instance":"\#(jsonEscaped(instance))"}"#
        return HTTPResponse(
            status: .serviceUnavailable, contentType: "application/problem+json", body: Array(body.utf8),
            headers: ["Retry-After": "1", "Connection": "close"])
    }

    /// `text` as the inside of a JSON string: quotes, backslashes and control characters escaped.
    static func jsonEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": escaped += "\\" + String(scalar)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    // MARK: - Shutdown

    /// Stops accepting and closes idle connections; ends the loop when the requests being read,
    /// handled or written have finished (each within its deadline), or when the grace period
    /// is over, whichever comes first.
    private func beginShutdown() {
        guard !isShuttingDown else { return }
        isShuttingDown = true
        onShutdown?()
        if let listener {
            gate.close()
            evconnlistener_free(listener)
            self.listener = nil
        }
        // The signal events stay: a second SIGTERM during the drain changes nothing (without
        // them the default action would kill the process mid-request).
        let grace = max(0, configuration.shutdownGraceMilliseconds)
        var delay = timeval(tv_sec: grace / 1000, tv_usec: (grace % 1000) * 1000)
        event_base_loopexit(base, &delay)
        let base = self.base
        connections.drain { event_base_loopexit(base, nil) }
    }

    private static func localPort(of socket: Int32) -> Int? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard result == 0 else { return nil }
        switch Int32(address.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
        default:
            return nil
        }
    }
}
