internal import CEventHTTPSupport
internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on one libevent event loop.
///
/// The server owns its `event_base` and `evhttp`; no libevent pointer leaves this type. Create it
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
    private let http: OpaquePointer
    private var boundSocket: OpaquePointer?
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
        guard let http = evhttp_new(base) else {
            event_base_free(base)
            throw EventHTTPError("evhttp_new", "could not create an HTTP server")
        }
        evhttp_set_allowed_methods(http, HTTPMethod.libeventMask)
        evhttp_set_default_content_type(http, nil)
        evhttp_set_max_body_size(http, configuration.maxBodySize)
        evhttp_set_max_headers_size(http, configuration.maxHeadersSize)
        evhttp_set_timeout(http, Int32(configuration.timeoutSeconds))
        let connections: Connections
        do {
            connections = try Connections(
                base: base, budget: budget, requestTimeoutMilliseconds: configuration.requestTimeoutMilliseconds,
                idleTimeoutSeconds: configuration.timeoutSeconds)
        } catch {
            evhttp_free(http)
            event_base_free(base)
            throw error
        }
        let socket: Int32
        do {
            socket = try ListeningSocket.open(host: configuration.host, port: configuration.port, sharing: sharing)
        } catch {
            evhttp_free(http)
            connections.detachAll()
            event_base_free(base)
            throw error
        }
        connections.install(on: http)
        // libevent owns the socket from here: it closes it when the listener is freed.
        guard let bound = evhttp_accept_socket_with_handle(http, socket) else {
            close(socket)
            evhttp_free(http)
            connections.detachAll()
            event_base_free(base)
            throw EventHTTPError("evhttp_accept_socket_with_handle", "cannot accept on \(configuration.host):\(configuration.port)")
        }
        let gate = AcceptGate(
            listener: evhttp_bound_socket_get_listener(bound), base: base, budget: budget, log: configuration.log)
        connections.onAccept = { [unowned gate] in gate.accepted() }
        connections.onClose = { [unowned gate] in gate.connectionClosed() }
        self.base = base
        self.http = http
        self.boundSocket = bound
        self.connections = connections
        self.gate = gate
        self.configuration = configuration
        self.responder = responder
        self.port = Self.localPort(of: socket) ?? configuration.port
        self.shutdownHandle = ShutdownHandle()

        let context = Unmanaged.passUnretained(self).toOpaque()
        // A wake event with no file descriptor: `event_active` from any thread fires it.
        let wake = event_new(
            base, -1, 0,
            { _, _, context in
                HTTPServer.fromOpaque(context).beginShutdown()
            }, context)
        guard let wake else {
            throw EventHTTPError("event_new", "could not create the shutdown event")
        }
        self.wakeEvent = wake
        shutdownHandle.arm(wake)
        evhttp_set_gencb(
            http,
            { request, context in
                guard let request else { return }
                HTTPServer.fromOpaque(context).handle(request)
            }, context)
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
                    }, context)
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
        connections.detachAll()
        evhttp_free(http)
        event_base_free(base)
    }

    /// Open connections on this loop (for tests: each is followed until evhttp closes it).
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
        // The server outlives every callback: it frees its events and evhttp in deinit.
        Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    }

    private func handle(_ request: OpaquePointer) {
        connections.requestDelivered(evhttp_request_get_connection(request))
        let method = HTTPMethod(libevent: evhttp_request_get_command(request))
        var path = "/"
        var query: String?
        var authority: String?
        if let uri = evhttp_request_get_evhttp_uri(request) {
            if let cPath = evhttp_uri_get_path(uri), cPath.pointee != 0 { path = String(cString: cPath) }
            if let cQuery = evhttp_uri_get_query(uri) { query = String(cString: cQuery) }
            if let cHost = evhttp_uri_get_host(uri) {
                let port = evhttp_uri_get_port(uri)
                authority = String(cString: cHost) + (port >= 0 ? ":\(port)" : "")
            }
        }
        var incoming = HTTPRequest(
            method: method, path: path, query: query,
            headers: Self.headers(of: evhttp_request_get_input_headers(request)),
            body: Self.body(of: evhttp_request_get_input_buffer(request)))
        incoming.targetAuthority = authority
        if incoming.framingViolation == nil, navstate_request_minor_version(UnsafeRawPointer(request)) >= 1, incoming.headers["Host"] == nil
        {
            incoming.framingViolation = .missingHost
        }
        respond(to: incoming, request, method: method)
    }

    /// Calls the responder and sends its answer: now, or once a deferred one is given (and
    /// calls it again for the same request when the answer asks to be made again).
    private func respond(to incoming: HTTPRequest, _ request: OpaquePointer, method: HTTPMethod) {
        let response = responder(incoming)
        let closes = incoming.framingViolation != nil
        guard let start = response.deferred else {
            finish(response, to: request, method: method, closes: closes)
            return
        }
        let reply = HTTPReply()
        // Header fields set on the deferred response (CORS, say) go with the answer given
        // later, and so does the call that hears what was sent.
        let carried = response.headers
        let onSent = response.onSent
        let accepted = connections.awaitReply(request, reply: reply) { [unowned self] request, answer in
            if answer.respondsAgain, !incoming.isRepeated {
                var repeated = incoming
                repeated.isRepeated = true
                self.respond(to: repeated, request, method: method)
                return
            }
            var answer = answer
            for field in carried where answer.headers[field.name] == nil { answer.headers.add(field.name, field.value) }
            if answer.onSent == nil { answer.onSent = onSent }
            self.finish(answer, to: request, method: method, closes: closes)
        }
        guard accepted else {
            finish(HTTPResponse(status: .internalServerError), to: request, method: method, closes: true)
            return
        }
        start(reply)
    }

    /// Sends `response`, closing the connection after it while shutting down or when the
    /// request's framing was ambiguous (bytes after it may be a smuggled request: none is read).
    /// A `CONNECT` is never served: the connection closes after the answer, as a client asking
    /// for a tunnel may send the tunnel's bytes right after the request.
    ///
    /// An answer whose request ran past the request deadline before it was ready is never
    /// started: the client gets a 503 instead, whole, and the connection closes after it.
    private func finish(_ response: HTTPResponse, to request: OpaquePointer, method: HTTPMethod, closes: Bool) {
        var response = response
        var closes = closes
        let (late, elapsed) = connections.answerStarts(request)
        if late {
            let onSent = response.onSent
            response = Self.deadlinePassed(
                elapsedMilliseconds: elapsed, deadline: configuration.requestTimeoutMilliseconds, instance: Self.instance(of: request))
            response.onSent = onSent
            closes = true
        }
        if isShuttingDown || closes || method == .CONNECT { response.headers.set("Connection", "close") }
        response.onSent?(response)
        send(response, to: request, method: method)
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

    /// The path of `request`'s target as sent (without its query).
    static func instance(of request: OpaquePointer) -> String {
        guard let uri = evhttp_request_get_uri(request) else { return "/" }
        return String(String(cString: uri).prefix { $0 != "?" })
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

    private func send(_ response: HTTPResponse, to request: OpaquePointer, method: HTTPMethod) {
        let output = evhttp_request_get_output_headers(request)
        for field in response.headers {
            // libevent refuses values with CR or LF (-1); such a field is dropped, never split.
            _ = evhttp_add_header(output, field.name, field.value)
        }
        // libevent writes no Content-Length for HEAD (the length is the one GET would have sent)
        // nor for CONNECT (a tunnel has no body; this answer has one).
        if method == .HEAD || method == .CONNECT {
            _ = evhttp_add_header(output, "Content-Length", String(response.body.count))
        }
        // libevent keeps a CONNECT's connection open for a tunnel, whatever the answer says;
        // answered as a GET, the `Connection: close` it carries closes it.
        if method == .CONNECT { navstate_request_answer_as_get(UnsafeMutableRawPointer(request)) }
        if let start = response.stream, method == .GET {
            startStream(response, on: request, start: start)
            return
        }
        if method != .HEAD, !response.body.isEmpty, let buffer = evhttp_request_get_output_buffer(request) {
            _ = response.body.withUnsafeBytes { evbuffer_add(buffer, $0.baseAddress, $0.count) }
        }
        evhttp_send_reply(request, Int32(response.status.code), response.status.reasonPhrase, nil)
    }

    /// Sends the head (chunked), hands the stream to the connection's bookkeeping, then to the
    /// responder's `start`. While shutting down, the stream ends at once after its first chunk.
    private func startStream(_ response: HTTPResponse, on request: OpaquePointer, start: @Sendable (HTTPStream) -> Void) {
        evhttp_send_reply_start(request, Int32(response.status.code), response.status.reasonPhrase)
        let stream = HTTPStream()
        if !response.body.isEmpty { stream.send(response.body) }
        guard connections.startStream(request, stream: stream) else {
            evhttp_send_reply_end(request)
            stream.end()
            return
        }
        start(stream)
        if isShuttingDown { stream.finish() }
    }

    private static func headers(of list: UnsafeMutablePointer<evkeyvalq>?) -> HTTPHeaders {
        var headers = HTTPHeaders()
        guard let list else { return headers }
        var field = navstate_evkeyvalq_first(list)
        while let current = field {
            if let key = current.pointee.key, let value = current.pointee.value {
                headers.add(String(cString: key), String(cString: value))
            }
            field = navstate_evkeyval_next(current)
        }
        return headers
    }

    private static func body(of buffer: OpaquePointer?) -> [UInt8] {
        guard let buffer else { return [] }
        let length = evbuffer_get_length(buffer)
        guard length > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: length) { storage, count in
            count = max(0, evbuffer_copyout(buffer, storage.baseAddress, length))
        }
    }

    // MARK: - Shutdown

    /// Stops accepting and closes idle connections; ends the loop when the requests being read,
    /// handled or written have finished (each within its deadline), or when the grace period
    /// is over, whichever comes first.
    private func beginShutdown() {
        guard !isShuttingDown else { return }
        isShuttingDown = true
        onShutdown?()
        if let boundSocket {
            gate.close()
            evhttp_del_accept_socket(http, boundSocket)
            self.boundSocket = nil
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
