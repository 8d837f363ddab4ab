internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// Every connection of one event loop, followed from accept to close: what evhttp 2.1 has no
/// hooks for (no new-request callback, no per-request deadline).
///
/// evhttp asks ``bufferEventCallback`` for each accepted connection's bufferevent, and on the
/// loop's next turn (before any byte is read) the connection is *adopted*: its evhttp connection
/// is the bufferevent's callback argument, which gives a close callback and the two buffers to
/// watch. From the buffers alone follows each request's phase: the first byte in while idle
/// starts *reading*; the first byte of an answer starts *answering*; the answer written out
/// ends it. One timer per connection enforces the deadline of each phase, so a trickled request
/// or an answer nobody reads is closed at its deadline, however steadily bytes move.
final class Connections {
    /// What a connection is doing, as its buffers show.
    enum Phase {
        /// Between requests (an idle keep-alive connection is closed by evhttp's own timeout).
        case idle
        /// Part of a request has arrived; the request deadline runs.
        case reading
        /// An answer is being written; the write deadline runs.
        case answering
        /// A streaming answer (Server-Sent Events): no deadline; a client that does not read
        /// is cut by the stream's buffer bound instead, and a heartbeat keeps it warm.
        case streaming
    }

    /// One accepted connection. Owned by ``Connections/open`` until evhttp closes it.
    final class Connection {
        let bufferEvent: OpaquePointer
        var evcon: OpaquePointer?
        var phase = Phase.idle
        var timer: OpaquePointer?
        var inputWatch: OpaquePointer?
        var outputWatch: OpaquePointer?
        var streaming: Streaming?
        /// A request whose answer comes later (``HTTPReply``), and the event that wakes the
        /// loop to write it.
        var pending: (request: OpaquePointer, reply: HTTPReply, wake: OpaquePointer)?
        var pendingAnswer: ((OpaquePointer, HTTPResponse) -> Void)?
        /// Whether the request being read has reached the responder: output before that is an
        /// interim answer (`100 Continue`), which neither ends reading nor its deadline.
        var requestDelivered = false
        /// When the request being read or answered began to arrive (monotonic nanoseconds).
        var requestStarted: UInt64 = 0
        unowned let owner: Connections

        init(bufferEvent: OpaquePointer, owner: Connections) {
            self.bufferEvent = bufferEvent
            self.owner = owner
        }

        var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        /// Only the watch the phase needs is on: the input's while idle (the first byte of a
        /// request), the output's from the request's delivery until its answer is written. Off,
        /// libevent skips them: 2 calls per request instead of ~12.
        func watchInput(_ on: Bool) { watch(inputWatch, of: bufferevent_get_input(bufferEvent), on) }
        func watchOutput(_ on: Bool) { watch(outputWatch, of: bufferevent_get_output(bufferEvent), on) }

        private func watch(_ entry: OpaquePointer?, of buffer: OpaquePointer?, _ on: Bool) {
            guard let entry else { return }
            if on {
                evbuffer_cb_set_flags(buffer, entry, UInt32(EVBUFFER_CB_ENABLED))
            } else {
                evbuffer_cb_clear_flags(buffer, entry, UInt32(EVBUFFER_CB_ENABLED))
            }
        }

        static func from(_ context: UnsafeMutableRawPointer?) -> Connection {
            // A connection stays in `open` until its close callback, which removes every
            // callback that could still name it.
            Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue()
        }
    }

    let base: OpaquePointer
    private let budget: ConnectionBudget
    /// evhttp's read and write timeout of every connection (`--timeout`).
    let idleTimeoutSeconds: Int
    /// The request deadline: from a request's first byte to its answer's head.
    let requestTimeoutNanoseconds: UInt64
    /// The request and write deadline, as a libevent common timeout (O(1) to add and remove).
    let deadline: UnsafePointer<timeval>?
    var open: [ObjectIdentifier: Connection] = [:]
    /// The adopted connections by their evhttp connection, to find a request's.
    var byEvcon: [OpaquePointer: Connection] = [:]
    /// Streams are sent a comment this often, so that proxies and clients see the connection
    /// alive (an event stream).
    static let heartbeatSeconds = 15
    private var heartbeat: OpaquePointer?
    private var unadopted: [Connection] = []
    private var adoptEvent: OpaquePointer?
    /// Set when a shutdown drains the loop: idle connections are closed, and `onDrained` runs
    /// once the last connection is gone.
    private var onDrained: (() -> Void)?
    /// Called after every accept and every close (the accept gate watches the count).
    var onAccept: (() -> Void)?
    var onClose: (() -> Void)?

    /// Connections of this loop, for tests and logs.
    var count: Int { open.count }

    init(
        base: OpaquePointer, budget: ConnectionBudget, requestTimeoutMilliseconds: Int, idleTimeoutSeconds: Int
    ) throws(EventHTTPError) {
        self.base = base
        self.budget = budget
        self.idleTimeoutSeconds = idleTimeoutSeconds
        let milliseconds = max(1, requestTimeoutMilliseconds)
        self.requestTimeoutNanoseconds = UInt64(milliseconds) * 1_000_000
        var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        self.deadline = event_base_init_common_timeout(base, &timeout)
        guard deadline != nil else {
            throw EventHTTPError("event_base_init_common_timeout", "could not set up the request deadline")
        }
        adoptEvent = event_new(
            base, -1, 0,
            { _, _, context in
                Unmanaged<Connections>.fromOpaque(context!).takeUnretainedValue().adoptAll()
            }, Unmanaged.passUnretained(self).toOpaque())
        guard adoptEvent != nil else { throw EventHTTPError("event_new", "could not create the adopt event") }
        heartbeat = event_new(
            base, -1, Int16(EV_PERSIST),
            { _, _, context in
                Unmanaged<Connections>.fromOpaque(context!).takeUnretainedValue().beat()
            }, Unmanaged.passUnretained(self).toOpaque())
        var interval = timeval(tv_sec: Self.heartbeatSeconds, tv_usec: 0)
        event_add(heartbeat, &interval)
    }

    /// Installs the accept hook on `http`. The connections must outlive it (the server frees
    /// evhttp before them).
    func install(on http: OpaquePointer) {
        evhttp_set_bevcb(
            http,
            { base, context in
                Unmanaged<Connections>.fromOpaque(context!).takeUnretainedValue().accepted(base: base)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    // MARK: - Accept and adopt

    /// evhttp accepted a socket and asks for its bufferevent (it sets the socket afterwards).
    private func accepted(base: OpaquePointer?) -> OpaquePointer? {
        // Options 0, as evhttp's own: evhttp closes the socket itself when it frees the connection.
        guard let bufferEvent = bufferevent_socket_new(base, -1, 0) else { return nil }
        // Held until adoption, so that a connection evhttp fails to set up cannot leave a
        // dangling pointer in `unadopted`.
        bufferevent_incref(bufferEvent)
        let connection = Connection(bufferEvent: bufferEvent, owner: self)
        open[ObjectIdentifier(connection)] = connection
        unadopted.append(connection)
        budget.opened()
        event_active(adoptEvent, 0, 0)
        onAccept?()
        return bufferEvent
    }

    private func adoptAll() {
        let connections = unadopted
        unadopted.removeAll(keepingCapacity: true)
        for connection in connections { adopt(connection) }
    }

    private func adopt(_ connection: Connection) {
        let bufferEvent = connection.bufferEvent
        defer { bufferevent_decref(bufferEvent) }
        var read: bufferevent_data_cb?
        var argument: UnsafeMutableRawPointer?
        bufferevent_getcb(bufferEvent, &read, nil, nil, &argument)
        // evhttp freed the bufferevent already (it clears the callbacks): the setup failed.
        guard read != nil, let argument else {
            forget(connection)
            return
        }
        let evcon = OpaquePointer(argument)
        connection.evcon = evcon
        byEvcon[evcon] = connection
        connection.timer = event_new(
            base, -1, 0,
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.deadlinePassed(connection)
            }, connection.context)
        evhttp_connection_set_closecb(
            evcon,
            { _, context in
                let connection = Connection.from(context)
                connection.owner.closed(connection)
            }, connection.context)
        connection.inputWatch = evbuffer_add_cb(
            bufferevent_get_input(bufferEvent),
            { buffer, info, context in
                guard let info, info.pointee.n_added > 0 else { return }
                let connection = Connection.from(context)
                connection.owner.requestBytesArrived(connection)
            }, connection.context)
        connection.outputWatch = evbuffer_add_cb(
            bufferevent_get_output(bufferEvent),
            { buffer, info, context in
                guard let info else { return }
                let connection = Connection.from(context)
                connection.owner.answerProgressed(connection, added: info.pointee.n_added, left: evbuffer_get_length(buffer))
            }, connection.context)
        connection.watchOutput(false)
        if evbuffer_get_length(bufferevent_get_input(bufferEvent)) > 0 { requestBytesArrived(connection) }
        if onDrained != nil { closeIfIdle(connection) }
    }

    // MARK: - Phases and deadlines

    private func requestBytesArrived(_ connection: Connection) {
        guard connection.phase == .idle else { return }
        connection.phase = .reading
        connection.requestDelivered = false
        connection.requestStarted = Self.monotonicNanoseconds()
        connection.watchInput(false)
        event_add(connection.timer, deadline)
    }

    /// The answer to `request` is about to be handed to evhttp. Whether the request deadline
    /// has passed since its first byte arrived (a handler that held the loop that long: the
    /// answer must not start, for the deadline timer would cut it midway); if not, the write
    /// deadline starts now, before any byte is queued.
    func answerStarts(_ request: OpaquePointer) -> (pastDeadline: Bool, elapsedMilliseconds: Int) {
        guard let evcon = evhttp_request_get_connection(request), let connection = byEvcon[evcon] else { return (false, 0) }
        let elapsed = Self.monotonicNanoseconds() &- connection.requestStarted
        guard connection.requestStarted != 0, elapsed < requestTimeoutNanoseconds else {
            return (connection.requestStarted != 0, Int(elapsed / 1_000_000))
        }
        event_add(connection.timer, deadline)
        return (false, Int(elapsed / 1_000_000))
    }

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// The request of `evcon` is whole and goes to the responder (called by the server).
    func requestDelivered(_ evcon: OpaquePointer?) {
        guard let evcon, let connection = byEvcon[evcon] else { return }
        connection.requestDelivered = true
        connection.watchOutput(true)
    }

    private func answerProgressed(_ connection: Connection, added: Int, left: Int) {
        if connection.phase == .streaming || !connection.requestDelivered { return }
        if added > 0 {
            guard connection.phase != .answering else { return }
            connection.phase = .answering
            event_add(connection.timer, deadline)
        } else if left == 0, connection.phase == .answering {
            // Written out. Pipelined bytes already read start the next request's deadline.
            if evbuffer_get_length(bufferevent_get_input(connection.bufferEvent)) > 0 {
                connection.phase = .reading
                connection.requestDelivered = false
                connection.requestStarted = Self.monotonicNanoseconds()
                connection.watchOutput(false)
                event_add(connection.timer, deadline)
            } else {
                connection.phase = .idle
                event_del(connection.timer)
                connection.watchOutput(false)
                connection.watchInput(true)
                if onDrained != nil { closeIfIdle(connection) }
            }
        }
    }

    /// While draining: closes `connection` if it is between requests and nothing of a next
    /// request waits in its socket (a request sent just before the shutdown is read, answered
    /// with `Connection: close`, and the connection closed after it).
    func closeIfIdle(_ connection: Connection) {
        if let streaming = connection.streaming {
            // A stream ends gracefully; its connection is closed once idle.
            streaming.stream.finish()
            return
        }
        guard connection.phase == .idle, connection.evcon != nil else { return }
        let socket = bufferevent_getfd(connection.bufferEvent)
        var byte: UInt8 = 0
        if socket >= 0, recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) > 0 { return }
        closeSoon(connection)
    }

    /// Closes `connection` from the loop, never from inside evhttp's own callbacks.
    private func closeSoon(_ connection: Connection) {
        event_active(connection.timer, EV_TIMEOUT, 0)
    }

    private func deadlinePassed(_ connection: Connection) {
        guard let evcon = connection.evcon else { return }
        // An answer given later that is not ready at the deadline: the client gets a whole 503
        // now (through the server, which logs it and closes the connection after it), and the
        // answer, whenever it comes, is dropped.
        if let pending = connection.pending, let answer = connection.pendingAnswer {
            pending.reply.cancel()
            event_free(pending.wake)
            connection.pending = nil
            connection.pendingAnswer = nil
            let elapsed = Int((Self.monotonicNanoseconds() &- connection.requestStarted) / 1_000_000)
            answer(
                pending.request,
                HTTPServer.deadlinePassed(
                    elapsedMilliseconds: elapsed, deadline: Int(requestTimeoutNanoseconds / 1_000_000),
                    instance: HTTPServer.instance(of: pending.request)))
            return
        }
        // Frees the request being read or written; the close callback follows at once.
        evhttp_connection_free(evcon)
    }

    // MARK: - Close

    private func closed(_ connection: Connection) {
        if let pending = connection.pending {
            // evhttp frees the unanswered request with the connection: the reply must not
            // touch it.
            pending.reply.cancel()
            event_free(pending.wake)
            connection.pending = nil
        }
        if let streaming = connection.streaming {
            // evhttp detached the request before closing (a stream meets no deadline of ours,
            // and is cut like a client that left): it is ours to free, if it is detached.
            release(streaming, of: connection, freeRequest: evhttp_request_get_connection(streaming.request) == nil)
        }
        if let evcon = connection.evcon { byEvcon[evcon] = nil }
        let bufferEvent = connection.bufferEvent
        if let watch = connection.inputWatch { evbuffer_remove_cb_entry(bufferevent_get_input(bufferEvent), watch) }
        if let watch = connection.outputWatch { evbuffer_remove_cb_entry(bufferevent_get_output(bufferEvent), watch) }
        connection.inputWatch = nil
        connection.outputWatch = nil
        if let timer = connection.timer { event_free(timer) }
        connection.timer = nil
        connection.evcon = nil
        forget(connection)
    }

    private func forget(_ connection: Connection) {
        guard open.removeValue(forKey: ObjectIdentifier(connection)) != nil else { return }
        budget.closed()
        onClose?()
        if open.isEmpty, let onDrained {
            self.onDrained = nil
            onDrained()
        }
    }

    // MARK: - Shutdown

    /// Closes the idle connections now and every other one once its answer is written (or its
    /// deadline passes); calls `done` when none is left, at once if there is none.
    func drain(_ done: @escaping () -> Void) {
        guard !open.isEmpty else { return done() }
        onDrained = done
        for connection in open.values { closeIfIdle(connection) }
    }

    /// Lets go of every connection before evhttp frees them, and frees this loop's events
    /// while the event base is still there: no callback of ours runs after.
    func detachAll() {
        onAccept = nil
        onClose = nil
        onDrained = nil
        if let heartbeat { event_free(heartbeat) }
        heartbeat = nil
        for connection in open.values {
            // evhttp frees the requests of streams itself with the connections.
            if let streaming = connection.streaming { release(streaming, of: connection, freeRequest: false) }
            if let pending = connection.pending {
                pending.reply.cancel()
                event_free(pending.wake)
                connection.pending = nil
                connection.pendingAnswer = nil
            }
            if let evcon = connection.evcon { evhttp_connection_set_closecb(evcon, nil, nil) }
            closed(connection)
        }
        for connection in unadopted { bufferevent_decref(connection.bufferEvent) }
        unadopted.removeAll()
        if let adoptEvent { event_free(adoptEvent) }
        adoptEvent = nil
    }
}
