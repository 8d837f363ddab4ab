internal import CLibevent
internal import Synchronization

/// The body of a streaming answer (`text/event-stream`): chunks sent from any thread, written
/// by the connection's own loop, in the order sent.
///
/// A stream never slows its senders: ``send(_:)`` only queues. A client that does not read is
/// cut once ``maxBufferedBytes`` wait for it beyond what the stream started with (in the
/// queue, the connection's output buffer and the kernel's send queue together); the stream
/// then ends like one whose client left. What it started with (the first event, whatever its
/// size) is always delivered with the status line. ``onEnd`` runs once, on the loop's thread,
/// whatever ended it.
public final class HTTPStream: Sendable {
    /// What may wait for a slow client, beyond the stream's first event, before it is cut.
    public static let maxBufferedBytes = 1 << 20
    /// The socket send buffer a stream's connection asks for (`SO_SNDBUF`; Linux keeps twice
    /// this): what the kernel holds for a client that does not read.
    public static let socketSendBufferBytes = 64 << 10

    private struct State {
        var pending: [[UInt8]] = []
        var pendingBytes = 0
        /// The bytes sent as the stream's first event (``send(_:first:)``).
        var firstBytes = 0
        var finishing = false
        var ended = false
        var wake: EventPointer?
        var onEnd: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    init() {}

    /// Whether chunks can still be sent.
    public var isOpen: Bool { state.withLock { !$0.ended && !$0.finishing } }

    /// Runs once when the stream ends (the client left, was cut, or ``finish()`` completed);
    /// at once if it has ended already.
    public func onEnd(_ body: @escaping @Sendable () -> Void) {
        let endedAlready = state.withLock { state -> Bool in
            if state.ended { return true }
            state.onEnd = body
            return false
        }
        if endedAlready { body() }
    }

    /// Queues `bytes` for the client. - Returns: false when the stream has ended or is ending.
    /// - Parameter first: the bytes are (part of) the stream's first event, which waits for
    ///   the client beyond ``maxBufferedBytes``: it is delivered whole, whatever its size.
    @discardableResult
    public func send(_ bytes: [UInt8], first: Bool = false) -> Bool {
        state.withLock { state in
            guard !state.ended, !state.finishing else { return false }
            state.pending.append(bytes)
            state.pendingBytes += bytes.count
            if first { state.firstBytes += bytes.count }
            if state.pending.count == 1, let wake = state.wake { event_active(wake.pointer, Int32(EV_TIMEOUT), 0) }
            return true
        }
    }

    /// Ends the stream after what was sent (the connection stays open for the next request).
    public func finish() {
        state.withLock { state in
            guard !state.ended, !state.finishing else { return }
            state.finishing = true
            if let wake = state.wake { event_active(wake.pointer, Int32(EV_TIMEOUT), 0) }
        }
    }

    // MARK: - Loop side

    func arm(_ wake: OpaquePointer) {
        let pending = state.withLock { state -> Bool in
            state.wake = EventPointer(pointer: wake)
            return !state.pending.isEmpty || state.finishing
        }
        if pending { event_active(wake, Int32(EV_TIMEOUT), 0) }
    }

    /// Forgets the wake event (the loop is about to free it): later sends only queue.
    func disarm() {
        state.withLock { $0.wake = nil }
    }

    /// What the loop should write now, and whether to end the stream after it.
    func take() -> (chunks: [[UInt8]], bytes: Int, finish: Bool) {
        state.withLock { state in
            defer {
                state.pending.removeAll(keepingCapacity: true)
                state.pendingBytes = 0
            }
            return (state.pending, state.pendingBytes, state.finishing)
        }
    }

    /// Bytes queued and not yet taken.
    var queuedBytes: Int { state.withLock { $0.pendingBytes } }

    /// The bytes of the stream's first event.
    var firstBytes: Int { state.withLock { $0.firstBytes } }

    /// Marks the stream ended and runs `onEnd`; called once by the loop.
    func end() {
        let body = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.ended else { return nil }
            state.ended = true
            state.wake = nil
            state.pending.removeAll()
            state.pendingBytes = 0
            defer { state.onEnd = nil }
            return state.onEnd
        }
        body?()
    }
}
