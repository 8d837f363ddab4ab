internal import CLibevent

/// Turns on libevent's pthread locking once per process.
///
/// It must run before the first `event_base` is created (thread.h), so that `event_active`
/// from another thread (``ShutdownHandle``) is safe and wakes the loop.
enum LibeventThreading {
    private static let enabled: Bool = evthread_use_pthreads() == 0

    static func enable() {
        precondition(enabled, "evthread_use_pthreads failed")
    }
}
