internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// One accepted connection: its socket and events, the bytes read and not yet parsed, the
/// answer not yet written, and the phase of the request it is on. Owned by ``Connections``
/// from accept to close; touched on its loop's thread only.
final class Connection {
    /// What the connection is doing. One timer enforces the limit of each phase, so a trickled
    /// request or an answer nobody reads is closed at its deadline, however steadily bytes move.
    enum Phase: Equatable {
        /// Between requests: nothing of the next has arrived; the idle timeout (`--timeout`)
        /// runs.
        case idle
        /// Part of a request has arrived; the request deadline runs from its first byte.
        case reading
        /// The request is with the responder, whose answer comes later; the request deadline
        /// runs on.
        case handling
        /// The answer did not fit into the socket at once; the write deadline runs from the
        /// answer's start.
        case answering
        /// A streaming answer (Server-Sent Events): no deadline. A client that does not read is
        /// cut by the stream's buffer bound; a write that makes no progress for `--timeout` is
        /// cut too.
        case streaming
        /// The last answer is written and the sending side shut down; what the client still
        /// sends is read and dropped for a moment before the socket closes, so that its unread
        /// bytes cannot turn the close into a reset that destroys the answer in flight.
        case lingering
    }

    /// The request being answered, as far as its answer depends on it.
    struct Exchange {
        var method: HTTPMethod
        var minorVersion: Int
        /// Whether the client allows another request on the connection (RFC 9112 §9.3).
        var keepAlive: Bool
        /// The target's path: the `instance` of the answer when the deadline passes first.
        var path: String
    }

    let socket: Int32
    unowned let owner: Connections
    var phase = Phase.idle
    var parser: RequestParser
    /// Bytes read and not yet parsed (pipelined requests, a head in pieces).
    var input: [UInt8] = []
    /// Answer bytes the socket did not take yet: the first array from `outputOffset` on.
    var output: [[UInt8]] = []
    var outputOffset = 0
    var outputBytes = 0
    /// The head whose body is being read.
    var head: RequestParser.Head?
    /// The request being answered, from its delivery to the responder until its answer is
    /// written.
    var exchange: Exchange?
    /// Set by a refusal, a request or answer that closes, or a shutdown: the connection closes
    /// once the answer is written.
    var closesAfterAnswer = false
    /// The client shut its sending side (or left): requests already read are answered, then the
    /// connection closes.
    var peerClosed = false
    /// Whether the bytes being parsed come from this connection's own event (a synchronous
    /// answer then lets the parse go on, instead of starting a second one).
    var isParsing = false
    var isClosed = false
    var isReading = false
    var isWriting = false
    /// When the request being read or answered began to arrive (monotonic nanoseconds), 0
    /// between requests.
    var requestStarted: UInt64 = 0
    /// For a stream whose socket is full: the bytes that waited for its client (queued and in
    /// the kernel) when its stall timer was last set. Fewer at the timer means progress.
    var stalledBytes = 0
    var readEvent: OpaquePointer?
    var writeEvent: OpaquePointer?
    var timer: OpaquePointer?
    var streaming: Connections.Streaming?
    /// An answer the responder gives later (``HTTPReply``), and the event that wakes the loop
    /// to write it.
    var pending: (reply: HTTPReply, wake: OpaquePointer)?
    var pendingAnswer: ((HTTPResponse) -> Void)?

    init(socket: Int32, owner: Connections, limits: RequestParser.Limits) {
        self.socket = socket
        self.owner = owner
        self.parser = RequestParser(limits: limits)
    }

    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ context: UnsafeMutableRawPointer?) -> Connection {
        // A connection stays in ``Connections/open`` until it closes, which frees every event
        // that could still name it.
        Unmanaged<Connection>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Whether the connection is between the bytes of requests (reading the next one is due).
    var isBetweenAnswers: Bool { phase == .idle || phase == .reading }

    func startReading() {
        guard !isReading, !isClosed, let readEvent else { return }
        isReading = true
        event_add(readEvent, nil)
    }

    func stopReading() {
        guard isReading, let readEvent else { return }
        isReading = false
        event_del(readEvent)
    }
}
