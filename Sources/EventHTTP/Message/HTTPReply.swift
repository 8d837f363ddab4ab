internal import CLibevent
internal import Synchronization

/// The answer to a request that a responder gives later, from any thread: for work that must
/// not run on the event loop (a disk commit), so the loop serves others meanwhile.
///
/// The loop that owns the request writes the answer once ``send(_:)`` is called. If the
/// connection is closed first (its deadline passed, the server shut down past its grace), the
/// reply is cancelled and ``send(_:)`` returns false.
public final class HTTPReply: Sendable {
    private struct State {
        var response: HTTPResponse?
        var answered = false
        var cancelled = false
        var wake: EventPointer?
    }

    private let state = Mutex(State())

    init() {}

    /// Answers the request. - Returns: false when it was answered already or is gone.
    @discardableResult
    public func send(_ response: HTTPResponse) -> Bool {
        state.withLock { state in
            guard !state.answered, !state.cancelled else { return false }
            state.answered = true
            state.response = response
            if let wake = state.wake { event_active(wake.pointer, Int32(EV_TIMEOUT), 0) }
            return true
        }
    }

    // MARK: - Loop side

    func arm(_ wake: OpaquePointer) {
        let ready = state.withLock { state -> Bool in
            state.wake = EventPointer(pointer: wake)
            return state.response != nil
        }
        if ready { event_active(wake, Int32(EV_TIMEOUT), 0) }
    }

    /// The answer, once sent.
    func take() -> HTTPResponse? {
        state.withLock { state in
            defer { state.response = nil }
            return state.response
        }
    }

    /// The request is gone: later answers are dropped.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.wake = nil
            state.response = nil
        }
    }
}
