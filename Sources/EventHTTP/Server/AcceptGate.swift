internal import CLibevent
internal import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The open connections of every loop of one server, against their cap.
final class ConnectionBudget: Sendable {
    let limit: Int
    private let count = Atomic<Int>(0)

    init(limit: Int) { self.limit = max(1, limit) }

    var open: Int { count.load(ordering: .relaxed) }
    var isFull: Bool { open >= limit }
    func opened() { count.add(1, ordering: .relaxed) }
    func closed() { count.subtract(1, ordering: .relaxed) }
}

/// Stops one loop's listener for a moment when it must not accept: at the connection cap, or
/// when `accept` fails (out of file descriptors). libevent's own listener retries a failing
/// `accept` at once and logs each failure, which at the descriptor limit is a busy loop writing
/// ~20 MB of log per second (measured); paused, the kernel keeps new connections in the listen
/// backlog until the gate opens again.
///
/// The gate retries after a delay that doubles from 10 ms to 1 s while the cause lasts, and at
/// once when one of this loop's connections closes. It logs a pause at most once per
/// ``logInterval``, with how many it did not log.
final class AcceptGate {
    enum Cause: Equatable {
        case full
        case acceptFailed(errno: Int32)
    }

    static let firstDelayMilliseconds = 10
    static let longestDelayMilliseconds = 1_000
    static let logInterval = Duration.seconds(10)

    private let listener: OpaquePointer
    private let budget: ConnectionBudget
    private let log: (@Sendable (String) -> Void)?
    private var retry: OpaquePointer?
    private var delayMilliseconds = AcceptGate.firstDelayMilliseconds
    private(set) var pausedBy: Cause?
    private var lastLog: ContinuousClock.Instant?
    private var unlogged = 0
    private var isClosed = false

    init(listener: OpaquePointer, base: OpaquePointer, budget: ConnectionBudget, log: (@Sendable (String) -> Void)?) {
        self.listener = listener
        self.budget = budget
        self.log = log
        retry = event_new(
            base, -1, 0,
            { _, _, context in
                Unmanaged<AcceptGate>.fromOpaque(context!).takeUnretainedValue().reopen()
            }, Unmanaged.passUnretained(self).toOpaque())
        Self.gates.withLock { $0[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(listener)))] = GateAddress(self) }
        evconnlistener_set_error_cb(listener) { listener, _ in
            guard let listener else { return }
            let code = errno
            AcceptGate.gate(of: listener)?.pause(.acceptFailed(errno: code))
        }
    }

    /// The gate of each listener: libevent hands the error callback the listener's argument (the
    /// loop's connections), not the gate.
    /// Touched on a loop's thread for that loop's listener only, and at setup and close.
    private static let gates = Mutex<[UInt: GateAddress]>([:])

    private static func gate(of listener: OpaquePointer) -> AcceptGate? {
        gates.withLock { $0[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(listener)))] }?.gate
    }

    /// A connection was accepted: the cause of an earlier pause is gone; pause if now full.
    func accepted() {
        delayMilliseconds = Self.firstDelayMilliseconds
        if budget.isFull { pause(.full) }
    }

    /// A connection of this loop closed: try again at once.
    func connectionClosed() {
        if pausedBy != nil { reopen() }
    }

    /// Forgets the listener before the server frees it, and frees the retry timer while the
    /// event base is still there. Called again, it does nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let retry { event_free(retry) }
        retry = nil
        Self.gates.withLock { _ = $0.removeValue(forKey: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(listener)))) }
    }

    private func pause(_ cause: Cause) {
        guard !isClosed else { return }
        if pausedBy == nil { evconnlistener_disable(listener) }
        pausedBy = cause
        let delay = delayMilliseconds
        delayMilliseconds = min(Self.longestDelayMilliseconds, delayMilliseconds * 2)
        var timeout = timeval(tv_sec: delay / 1000, tv_usec: (delay % 1000) * 1000)
        event_add(retry, &timeout)
        report(cause, delay: delay)
    }

    private func reopen() {
        guard !isClosed, pausedBy != nil else { return }
        if budget.isFull {
            pause(.full)
            return
        }
        event_del(retry)
        pausedBy = nil
        evconnlistener_enable(listener)
    }

    private func report(_ cause: Cause, delay: Int) {
        guard let log else { return }
        let now = ContinuousClock.now
        if let lastLog, lastLog.duration(to: now) < Self.logInterval {
            unlogged += 1
            return
        }
        let reason =
            switch cause {
            case .full: "\(budget.limit) connections open (--max-connections)"
            case .acceptFailed(let code): "accept failed: \(String(cString: strerror(code))) (errno \(code))"
            }
        let since = unlogged > 0 ? "; \(unlogged) more pauses since the last message" : ""
        log("not accepting connections for \(delay) ms: \(reason)\(since)")
        lastLog = now
        unlogged = 0
    }
}

/// A gate's address for the error callback, which runs on the gate's own loop thread.
private struct GateAddress: @unchecked Sendable {
    private let pointer: UnsafeMutableRawPointer
    init(_ gate: AcceptGate) { pointer = Unmanaged.passUnretained(gate).toOpaque() }
    var gate: AcceptGate { Unmanaged<AcceptGate>.fromOpaque(pointer).takeUnretainedValue() }
}
