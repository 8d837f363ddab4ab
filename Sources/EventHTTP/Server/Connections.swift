internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// Every connection of one event loop, from accept to close: reading requests with
/// ``RequestParser``, handing them to the server one at a time per connection, writing the
/// answers, and the deadline of each phase (``Connection/Phase``).
///
/// Each connection has one persistent read event, added once; a write event only while the
/// socket is full; and one timer. An answer is written with one `writev` of its head and body
/// the moment it is given, so a request and its answer cost a `recv` and a `writev` and no
/// other system call. Bytes are parsed where they were read (a buffer of the loop's), and only
/// what is left over (a pipelined request, a head in pieces) is copied into the connection.
final class Connections {
    let base: OpaquePointer
    private let budget: ConnectionBudget
    let limits: RequestParser.Limits
    /// `--timeout`: how long an idle keep-alive connection, a silent client or a stalled stream
    /// is kept.
    let idleTimeoutSeconds: Int
    /// The request deadline: from a request's first byte to its answer's head, and again from
    /// the answer's head to its last byte.
    let requestTimeoutNanoseconds: UInt64
    /// The request and write deadline, as a libevent common timeout (O(1) to add and remove).
    let deadline: UnsafePointer<timeval>?
    /// The idle timeout, a common timeout too.
    let idle: UnsafePointer<timeval>?
    /// How long a closing connection reads and drops what its client still sends.
    private let linger: UnsafePointer<timeval>?
    static let lingerMilliseconds = 1_000
    /// What a connection buffers of requests that wait behind the one being answered, before
    /// it stops reading until that answer is written.
    let maxBufferedInput: Int
    var open: [ObjectIdentifier: Connection] = [:]
    /// Streams are sent a comment this often, so that proxies and clients see the connection
    /// alive (an event stream).
    static let heartbeatSeconds = 15
    private var heartbeat: OpaquePointer?
    /// Where a loop's reads land; a connection's own buffer holds only what is left unparsed.
    private let scratch: UnsafeMutableBufferPointer<UInt8>
    private var date = DateField()
    /// Set when a shutdown drains the loop: idle connections are closed, and `onDrained` runs
    /// once the last connection is gone.
    private var onDrained: (() -> Void)?
    var isDraining: Bool { onDrained != nil }
    /// A whole request for the server (set by it): answered through ``send(_:on:closes:)``,
    /// now or later.
    var onRequest: ((Connection, HTTPRequest) -> Void)?
    /// Called after every accept and every close (the accept gate watches the count).
    var onAccept: (() -> Void)?
    var onClose: (() -> Void)?

    /// Connections of this loop, for tests and logs.
    var count: Int { open.count }

    init(
        base: OpaquePointer, budget: ConnectionBudget, limits: RequestParser.Limits, requestTimeoutMilliseconds: Int,
        idleTimeoutSeconds: Int
    ) throws(EventHTTPError) {
        self.base = base
        self.budget = budget
        self.limits = limits
        self.idleTimeoutSeconds = max(1, idleTimeoutSeconds)
        self.maxBufferedInput = max(limits.maxHeadBytes, 64 << 10)
        let milliseconds = max(1, requestTimeoutMilliseconds)
        self.requestTimeoutNanoseconds = UInt64(milliseconds) * 1_000_000
        deadline = Self.commonTimeout(base, milliseconds: milliseconds)
        idle = Self.commonTimeout(base, milliseconds: self.idleTimeoutSeconds * 1000)
        linger = Self.commonTimeout(base, milliseconds: Self.lingerMilliseconds)
        scratch = .allocate(capacity: 64 << 10)
        guard deadline != nil, idle != nil, linger != nil else {
            scratch.deallocate()
            throw EventHTTPError("event_base_init_common_timeout", "could not set up the connection deadlines")
        }
        heartbeat = event_new(
            base, -1, Int16(EV_PERSIST),
            { _, _, context in
                Unmanaged<Connections>.fromOpaque(context!).takeUnretainedValue().beat()
            }, Unmanaged.passUnretained(self).toOpaque())
        var interval = timeval(tv_sec: Self.heartbeatSeconds, tv_usec: 0)
        event_add(heartbeat, &interval)
    }

    deinit { scratch.deallocate() }

    private static func commonTimeout(_ base: OpaquePointer, milliseconds: Int) -> UnsafePointer<timeval>? {
        var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        return event_base_init_common_timeout(base, &timeout)
    }

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    // MARK: - Accept

    /// Takes over a socket the listener accepted (non-blocking, close-on-exec).
    func accept(_ socket: Int32) {
        let connection = Connection(socket: socket, owner: self, limits: limits)
        let context = connection.context
        connection.readEvent = event_new(
            base, socket, Int16(EV_READ | EV_PERSIST),
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.readable(connection)
            }, context)
        connection.writeEvent = event_new(
            base, socket, Int16(EV_WRITE | EV_PERSIST),
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.writable(connection)
            }, context)
        connection.timer = event_new(
            base, -1, 0,
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.timerFired(connection)
            }, context)
        open[ObjectIdentifier(connection)] = connection
        budget.opened()
        onAccept?()
        guard connection.readEvent != nil, connection.writeEvent != nil, connection.timer != nil else {
            close(connection)
            return
        }
        connection.startReading()
        event_add(connection.timer, idle)
    }

    // MARK: - Reading

    private func readable(_ connection: Connection) {
        if connection.phase == .lingering { return dropInput(connection) }
        let count = recv(connection.socket, scratch.baseAddress, scratch.count, 0)
        if count == 0 { return peerClosed(connection) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            return close(connection)
        }
        let bytes = UnsafeBufferPointer(rebasing: scratch[0..<count])
        if connection.isBetweenAnswers, connection.input.isEmpty {
            // Nothing waits before these bytes: they are parsed where they were read.
            let consumed = parse(connection, bytes)
            if consumed < count, !connection.isClosed, connection.phase != .lingering {
                connection.input.append(contentsOf: bytes[consumed...])
            }
            afterParse(connection)
            return
        }
        connection.input.append(contentsOf: bytes)
        if connection.isBetweenAnswers {
            resume(connection)
        } else if connection.input.count > maxBufferedInput {
            if connection.phase == .streaming {
                // A stream's reading side is kept open to see its client leave: what it sends
                // meanwhile is dropped, and the connection closes after the stream.
                connection.input = []
                connection.closesAfterAnswer = true
            } else {
                connection.stopReading()
            }
        }
    }

    /// Parses what the connection has buffered (bytes that waited behind an answer).
    private func resume(_ connection: Connection) {
        guard !connection.isClosed, connection.isBetweenAnswers, !connection.input.isEmpty else { return }
        // Moved out: the parse may answer, close, or buffer anew.
        let waiting = connection.input
        connection.input = []
        let consumed = waiting.withUnsafeBufferPointer { parse(connection, $0) }
        if consumed < waiting.count, !connection.isClosed, connection.phase != .lingering {
            connection.input = Array(waiting[consumed...]) + connection.input
        }
        afterParse(connection)
    }

    /// What follows a parse: a client that stopped sending gets no further answer once those
    /// of the requests it sent are given.
    private func afterParse(_ connection: Connection) {
        guard !connection.isClosed else { return }
        if connection.peerClosed, connection.isBetweenAnswers { return close(connection) }
        // A client that stopped sending is not read again: its end would wake the loop for
        // nothing until the answer is written.
        if !connection.peerClosed, connection.isBetweenAnswers || connection.input.count <= maxBufferedInput {
            connection.startReading()
        }
        if connection.phase == .reading, idleTimeoutSeconds * 1000 < Int(requestTimeoutNanoseconds / 1_000_000) {
            armReadingTimer(connection)
        }
    }

    /// Reads requests from `bytes` while the connection is between answers, hands each whole
    /// one to the server, and returns how many bytes it read for good.
    private func parse(_ connection: Connection, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        connection.isParsing = true
        defer { connection.isParsing = false }
        var offset = 0
        while !connection.isClosed, connection.isBetweenAnswers, offset < bytes.count {
            if connection.phase == .idle { startRequest(connection) }
            var consumed = 0
            let found = connection.parser.next(UnsafeBufferPointer(rebasing: bytes[offset...]), consumed: &consumed)
            offset += consumed
            switch found {
            case .needMore:
                return offset
            case .head(let head):
                switch head.framing {
                case .none, .length(0):
                    deliver(connection, head, body: [])
                default:
                    connection.head = head
                    // The client waits for this before it sends the body (RFC 9110 §10.1.1).
                    if head.expectsContinue, offset == bytes.count { write(connection, [ResponseHead.continueLine]) }
                }
            case .body(let body):
                guard let head = connection.head else { return offset }
                connection.head = nil
                deliver(connection, head, body: body)
            case .refused(let error):
                refuse(connection, error)
                return bytes.count
            }
        }
        return offset
    }

    private func startRequest(_ connection: Connection) {
        connection.phase = .reading
        connection.requestStarted = Self.monotonicNanoseconds()
        event_add(connection.timer, deadline)
    }

    /// When `--timeout` is shorter than the request deadline, a silent client is closed after
    /// it, and the request deadline still holds: the timer is set to whichever comes first.
    private func armReadingTimer(_ connection: Connection) {
        let elapsed = Self.monotonicNanoseconds() &- connection.requestStarted
        let left = requestTimeoutNanoseconds > elapsed ? requestTimeoutNanoseconds - elapsed : 0
        let silence = UInt64(idleTimeoutSeconds) * 1_000_000_000
        let wait = min(left, silence)
        var timeout = timeval(tv_sec: Int(wait / 1_000_000_000), tv_usec: Int(wait % 1_000_000_000 / 1000))
        event_add(connection.timer, &timeout)
    }

    private func deliver(_ connection: Connection, _ head: RequestParser.Head, body: [UInt8]) {
        connection.phase = .handling
        let target = Target(head.target, method: head.method)
        connection.exchange = Connection.Exchange(
            method: head.method, minorVersion: head.minorVersion, keepAlive: head.keepAlive, path: target.path)
        var request = HTTPRequest(method: head.method, path: target.path, query: target.query, headers: head.headers, body: body)
        request.targetAuthority = target.authority
        request.framingViolation = FramingViolation.host(in: head.headers, minorVersion: head.minorVersion)
        onRequest?(connection, request)
    }

    /// Hands the server a request the parser refused: its line when that was read, no fields,
    /// no body. Nothing more is read from the connection, which closes after the answer.
    private func refuse(_ connection: Connection, _ error: RequestParseError) {
        connection.stopReading()
        connection.input = []
        connection.closesAfterAnswer = true
        connection.phase = .handling
        var method = HTTPMethod.unknown
        var minorVersion = 1
        var target = Target("/", method: .GET)
        if let head = connection.head {
            (method, minorVersion, target) = (head.method, head.minorVersion, Target(head.target, method: head.method))
        } else if let line = connection.parser.requestLine {
            (method, minorVersion, target) = (line.method, line.minorVersion, Target(line.target, method: line.method))
        }
        connection.head = nil
        connection.exchange = Connection.Exchange(method: method, minorVersion: minorVersion, keepAlive: false, path: target.path)
        var request = HTTPRequest(method: method, path: target.path, query: target.query)
        request.targetAuthority = target.authority
        request.framingViolation = FramingViolation(error)
        onRequest?(connection, request)
    }

    /// The client shut its sending side, or left.
    private func peerClosed(_ connection: Connection) {
        connection.peerClosed = true
        connection.stopReading()
        switch connection.phase {
        case .idle, .reading, .streaming, .lingering:
            // Nothing whole is waiting (a request in pieces will never end); a stream's client
            // left.
            close(connection)
        case .handling, .answering:
            // The answer is still sent: a client may half-close after its request.
            break
        }
    }

    /// Reads and drops what a lingering connection's client still sends: at most 16 reads a
    /// turn of the loop, so that a client that never stops cannot hold it (the read event
    /// fires again; the linger timer ends it within a second).
    private func dropInput(_ connection: Connection) {
        for _ in 0..<16 {
            let count = recv(connection.socket, scratch.baseAddress, scratch.count, 0)
            if count > 0 { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            return close(connection)
        }
    }

    // MARK: - Answers

    /// Whether the request deadline has passed since the request's first byte (a handler that
    /// held the loop that long: the answer must not start, for the deadline would cut it
    /// midway), and how long it has been.
    func answerStarts(_ connection: Connection) -> (pastDeadline: Bool, elapsedMilliseconds: Int) {
        guard connection.requestStarted != 0 else { return (false, 0) }
        let elapsed = Self.monotonicNanoseconds() &- connection.requestStarted
        return (elapsed >= requestTimeoutNanoseconds, Int(elapsed / 1_000_000))
    }

    /// Writes `response` as the answer to the connection's request; the connection closes after
    /// it when `closes`, when the request or the answer says `Connection: close`, or when the
    /// client half-closed. A `HEAD` answer has the length `GET` would send, and no body.
    func send(_ response: HTTPResponse, on connection: Connection, closes: Bool) {
        guard !connection.isClosed, let exchange = connection.exchange else { return }
        let closes =
            closes || !exchange.keepAlive || connection.closesAfterAnswer
            || response.headers.values("Connection").contains { Self.listsClose($0) }
        connection.closesAfterAnswer = closes
        if let start = response.stream, exchange.method == .GET, ResponseHead.allowsBody(response.status) {
            return startStream(response, on: connection, exchange: exchange, start: start)
        }
        let hasBody = ResponseHead.allowsBody(response.status)
        let head = ResponseHead(
            status: response.status, minorVersion: exchange.minorVersion, headers: response.headers,
            framing: hasBody ? .length(response.body.count) : .none, closes: closes)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        head.write(to: &bytes, date: dateLine())
        connection.phase = .answering
        write(connection, head: bytes, body: hasBody && exchange.method != .HEAD ? response.body : [])
    }

    /// The `Date` field line for an answer written now.
    func dateLine() -> [UInt8] { date.current() }

    private static func listsClose(_ value: String) -> Bool {
        listElements(value).contains { String($0).caseInsensitiveEquals("close") }
    }

    /// Everything queued is in the socket.
    func outputWritten(_ connection: Connection) {
        switch connection.phase {
        case .answering:
            answerWritten(connection)
        case .streaming:
            event_del(connection.timer)
        default:
            break
        }
    }

    /// The answer is written out: the connection closes, or waits for the next request, or
    /// reads the one that came already.
    private func answerWritten(_ connection: Connection) {
        connection.exchange = nil
        connection.requestStarted = 0
        if connection.closesAfterAnswer { return startLingering(connection) }
        connection.phase = .idle
        event_add(connection.timer, idle)
        if connection.isParsing { return }
        if isDraining, connection.input.isEmpty { return closeIfIdle(connection) }
        if !connection.input.isEmpty {
            resume(connection)
        } else {
            afterParse(connection)
        }
    }

    /// Shuts the sending side and reads what the client still sends, for a moment, then closes.
    private func startLingering(_ connection: Connection) {
        connection.phase = .lingering
        connection.input = []
        shutdown(connection.socket, Int32(SHUT_WR))
        if connection.peerClosed { return close(connection) }
        connection.startReading()
        event_add(connection.timer, linger)
    }

    // MARK: - Timer

    private func timerFired(_ connection: Connection) {
        if connection.phase == .handling, let pending = connection.pending, let answer = connection.pendingAnswer {
            // An answer given later that is not ready at the deadline: the client gets a whole
            // 503 now (through the server, which logs it and closes the connection after it),
            // and the answer, whenever it comes, is dropped.
            pending.reply.cancel()
            event_free(pending.wake)
            connection.pending = nil
            connection.pendingAnswer = nil
            let elapsed = Int((Self.monotonicNanoseconds() &- connection.requestStarted) / 1_000_000)
            answer(
                HTTPServer.deadlinePassed(
                    elapsedMilliseconds: elapsed, deadline: Int(requestTimeoutNanoseconds / 1_000_000),
                    instance: connection.exchange?.path ?? "/"))
            return
        }
        if connection.phase == .streaming,
            connection.outputBytes + Self.unsentBytes(socket: connection.socket) < connection.stalledBytes
        {
            // The client read, if too little for the socket to be reported writable again (Linux
            // waits for a third of its buffer): progress, so the stream goes on.
            return armStallTimer(connection)
        }
        // Idle past `--timeout`, a request not whole or an answer not read by its deadline, a
        // stream that made no progress for `--timeout`, or the end of a lingering close.
        close(connection)
    }

    // MARK: - Close

    func close(_ connection: Connection) {
        guard !connection.isClosed else { return }
        connection.isClosed = true
        if let pending = connection.pending {
            pending.reply.cancel()
            event_free(pending.wake)
            connection.pending = nil
        }
        connection.pendingAnswer = nil
        if let streaming = connection.streaming { release(streaming, of: connection) }
        for event in [connection.readEvent, connection.writeEvent, connection.timer] {
            if let event { event_free(event) }
        }
        connection.readEvent = nil
        connection.writeEvent = nil
        connection.timer = nil
        connection.isReading = false
        connection.isWriting = false
        connection.output = []
        connection.input = []
        Glibc.close(connection.socket)
        guard open.removeValue(forKey: ObjectIdentifier(connection)) != nil else { return }
        budget.closed()
        onClose?()
        if open.isEmpty, let onDrained {
            self.onDrained = nil
            onDrained()
        }
    }

    /// While draining: closes `connection` if it is between requests and nothing of a next
    /// request waits in its socket (a request sent just before the shutdown is read, answered
    /// with `Connection: close`, and the connection closed after it).
    func closeIfIdle(_ connection: Connection) {
        if let streaming = connection.streaming {
            // A stream ends gracefully; its connection is closed once its end is written.
            connection.closesAfterAnswer = true
            streaming.stream.finish()
            return
        }
        guard connection.phase == .idle, connection.input.isEmpty, !connection.isClosed else { return }
        var byte: UInt8 = 0
        if recv(connection.socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) > 0 { return }
        close(connection)
    }

    // MARK: - Shutdown

    /// Closes the idle connections now and every other one once its answer is written (or its
    /// deadline passes); calls `done` when none is left, at once if there is none.
    func drain(_ done: @escaping () -> Void) {
        guard !open.isEmpty else { return done() }
        onDrained = done
        for connection in Array(open.values) { closeIfIdle(connection) }
    }

    /// Closes every connection and frees this loop's events while the event base is still
    /// there: no callback of ours runs after.
    func detachAll() {
        onAccept = nil
        onClose = nil
        onDrained = nil
        onRequest = nil
        if let heartbeat { event_free(heartbeat) }
        heartbeat = nil
        for connection in Array(open.values) { close(connection) }
    }
}
