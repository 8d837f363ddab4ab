internal import CLibevent
internal import Synchronization

/// Asks a running ``HTTPServer`` to shut down gracefully, from any thread.
///
/// Safe to share: the wrapped libevent event is only activated under the lock, and the server
/// invalidates the handle (under the same lock) before it frees the event. `event_active` may be
/// called from another thread because `evthread_use_pthreads()` ran before the base was created.
public final class ShutdownHandle: Sendable {
    private let wakeEvent = Mutex<EventPointer?>(nil)

    init() {}

    func arm(_ event: OpaquePointer) {
        wakeEvent.withLock { $0 = EventPointer(pointer: event) }
    }

    /// Begins a graceful shutdown; calling it again, or after the server stopped, does nothing.
    public func shutdown() {
        wakeEvent.withLock { event in
            if let event { event_active(event.pointer, Int32(EV_READ), 0) }
        }
    }

    func invalidate() {
        wakeEvent.withLock { $0 = nil }
    }
}

/// An `event *` crossing threads. Only ``ShutdownHandle`` holds one, and only under its lock.
struct EventPointer: @unchecked Sendable {
    let pointer: OpaquePointer
}
