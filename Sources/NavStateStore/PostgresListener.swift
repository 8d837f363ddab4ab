internal import CSQLite
internal import Dispatch
internal import NavigationModel
internal import Synchronization

#if canImport(Glibc)
import Glibc
internal import NavStateDocuments
#endif

/// The connection that hears the other nodes: `LISTEN navstate`, each notification turned
/// into a ``StoreChange`` for the registry, on a thread of its own.
///
/// Payloads are `node kind fields…`: `c serial lastUsed id tenant` (created), `r serial
/// revision` (a revision stored), `k serial revision` (a kept answer stored onto a revision),
/// `t serial lastUsed` (touched), `d serial` (deleted), `s name tenant` (a storyboard stored or
/// deleted). A notification of this node's own is skipped.
///
/// When the connection is lost, ``isListening`` turns false at once (sessions are then read
/// from the store on every request) and the listener connects again, backing off from 50 ms to
/// 2 s; once back, it reports ``StoreChange/resynchronize``, since changes may have been missed.
package final class PostgresListener: Sendable {
    private let url: String
    private let channel: String
    private let node: String
    private let listening = Atomic<Bool>(false)
    private let state = Mutex(State())
    /// A struct, not a tuple: a closure in a tuple that is a `Mutex`'s value is wrapped in one
    /// more reabstraction thunk, and written back so, by every `withLock` that reads it
    /// (docs/development.md, "Closures behind a lock").
    private struct State {
        var observer: (@Sendable (StoreChange) -> Bool)?
        var stopping = false
        var started = false
    }
    /// Written to wake the thread up when stopping: its read end is polled beside the socket.
    private let wake: (read: Int32, write: Int32)
    private let stopped = DispatchSemaphore(value: 0)
    private let box: ConnectionBox

    package init(url: String, channel: String, node: String) throws(PostgresConnection.Failure) {
        self.url = url
        self.channel = channel
        self.node = node
        let connection = try PostgresConnection(url: url)
        try connection.execute("LISTEN \(channel)")
        box = ConnectionBox(connection)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw PostgresConnection.Failure(sqlState: nil, message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        wake = (fds[0], fds[1])
        listening.store(true, ordering: .releasing)
    }

    deinit {
        stop()
        Glibc.close(wake.read)
        Glibc.close(wake.write)
    }

    /// Whether the connection is up and listening: no change of another node goes unheard.
    package var isListening: Bool { listening.load(ordering: .acquiring) }

    /// Starts delivering changes to `observer` (once; notifications that came before are
    /// delivered too).
    /// - Parameter observer: returns whether it carried the change out (a resynchronisation
    ///   that could not read the store is tried again, and the node does not count as listening
    ///   until it succeeds).
    package func start(_ observer: @escaping @Sendable (StoreChange) -> Bool) {
        let first = state.withLock { state -> Bool in
            state.observer = observer
            defer { state.started = true }
            return !state.started && !state.stopping
        }
        guard first else { return }
        DispatchQueue(label: "navstate.store-listener").async { [self] in
            navstate_name_thread("store-listener")
            run()
            stopped.signal()
        }
    }

    /// Stops the thread and waits for it.
    package func stop() {
        let running = state.withLock { state -> Bool in
            defer { state.stopping = true }
            return state.started && !state.stopping
        }
        guard running else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        stopped.wait()
        box.connection = nil
    }

    private var observer: (@Sendable (StoreChange) -> Bool)? { state.withLock { $0.observer } }
    private var isStopping: Bool { state.withLock { $0.stopping } }

    private func run() {
        var backoff = 50
        // Whether what the node holds must be checked against the store before it counts as
        // listening again (after the connection was lost and is back).
        var resynchronizing = false
        while !isStopping {
            guard let connection = box.connection, connection.isConnected else {
                listening.store(false, ordering: .releasing)
                if reconnect() {
                    backoff = 50
                    resynchronizing = true
                } else {
                    waitForWake(milliseconds: backoff)
                    backoff = min(backoff * 2, 2_000)
                }
                continue
            }
            if resynchronizing {
                // Sessions are read from the store on every request until this succeeds.
                if observer?(.resynchronize) ?? true {
                    resynchronizing = false
                    backoff = 50
                    listening.store(true, ordering: .releasing)
                } else {
                    backoff = min(backoff * 2, 2_000)
                }
            }
            var descriptors = [
                pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, resynchronizing ? Int32(backoff) : 1_000)
            if ready < 0, errno == EINTR { continue }
            guard descriptors[0].revents != 0 else { continue }
            do throws(PostgresConnection.Failure) {
                let changes = try connection.notifications().compactMap { Self.change($0.payload, skipping: node) }
                for change in Self.coalesced(changes) { _ = observer?(change) }
            } catch {
                // Lost: the loop connects again.
                listening.store(false, ordering: .releasing)
                box.connection = nil
            }
        }
    }

    /// A new connection, listening; whether it worked.
    private func reconnect() -> Bool {
        do throws(PostgresConnection.Failure) {
            let connection = try PostgresConnection(url: url)
            try connection.execute("LISTEN \(channel)")
            box.connection = connection
            return true
        } catch {
            return false
        }
    }

    private func waitForWake(milliseconds: Int) {
        var descriptor = pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(milliseconds))
    }

    /// `changes` without the revisions of a session that a later revision of it in the same
    /// read supersedes: a node that follows a busy session reads it once per read, not once
    /// per revision, and so keeps up however fast the owner writes.
    package static func coalesced(_ changes: [StoreChange]) -> [StoreChange] {
        guard changes.count > 1 else { return changes }
        var last: [Int: Int] = [:]
        for (index, change) in changes.enumerated() {
            if case .revision(let serial, _) = change { last[serial] = index }
        }
        return changes.enumerated().compactMap { index, change in
            if case .revision(let serial, _) = change, last[serial] != index { return nil }
            return change
        }
    }

    /// The largest serial, revision or lease a payload may carry: any process that can connect
    /// can send one on the channel, so nothing in it is trusted beyond what the store itself
    /// could hold (2^53, JSON's exact integers; leases are milliseconds since 1970).
    package static let largestNumber: Int64 = 1 << 53

    /// The change a payload announces; `nil` for this node's own and for what it cannot read
    /// (numbers out of range, ids and names that are not ids).
    package static func change(_ payload: String, skipping node: String) -> StoreChange? {
        guard let change = parse(payload, skipping: node) else { return nil }
        func valid(_ number: Int) -> Bool { number >= 1 && Int64(number) <= largestNumber }
        switch change {
        case .created(let head):
            guard valid(head.serial), (0...largestNumber).contains(head.lastUsed), SessionID.isValid(head.id),
                head.tenant.map(SessionID.isValid) ?? true
            else { return nil }
        case .revision(let serial, let revision):
            guard valid(serial), valid(revision.rawValue) else { return nil }
        case .keyKept(let serial), .deleted(let serial):
            guard valid(serial) else { return nil }
        case .touched(let serial, let lastUsed):
            guard valid(serial), (0...largestNumber).contains(lastUsed) else { return nil }
        case .storyboard(let tenant, let name):
            guard SessionID.isValid(name), tenant.map(SessionID.isValid) ?? true else { return nil }
        case .resynchronize:
            return nil
        }
        return change
    }

    private static func parse(_ payload: String, skipping node: String) -> StoreChange? {
        let fields = payload.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
        guard fields.count >= 3, fields[0] != node else { return nil }
        let numbers = fields.dropFirst(2).map { Int64($0) }
        func number(_ index: Int) -> Int64? { index < numbers.count ? numbers[index] : nil }
        switch fields[1] {
        case "c":
            guard fields.count >= 6, let serial = number(0), let lastUsed = number(1) else { return nil }
            return .created(
                StoredSessionHead(
                    serial: Int(serial), tenant: fields[5].isEmpty ? nil : String(fields[5]), id: String(fields[4]), lastUsed: lastUsed))
        case "r":
            guard let serial = number(0), let revision = number(1) else { return nil }
            return .revision(serial: Int(serial), Revision(rawValue: Int(revision)))
        case "k":
            guard let serial = number(0) else { return nil }
            return .keyKept(serial: Int(serial))
        case "t":
            guard let serial = number(0), let lastUsed = number(1) else { return nil }
            return .touched(serial: Int(serial), lastUsed: lastUsed)
        case "d":
            guard let serial = number(0) else { return nil }
            return .deleted(serial: Int(serial))
        case "s":
            let rest = payload.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard rest.count >= 3 else { return nil }
            let tenant = rest.count == 4 ? String(rest[3]) : ""
            return .storyboard(tenant: tenant.isEmpty ? nil : tenant, name: String(rest[2]))
        default:
            return nil
        }
    }
}

/// The listening connection, used by the listener's thread alone (and dropped after it stopped).
private final class ConnectionBox: @unchecked Sendable {
    package var connection: PostgresConnection?
    package init(_ connection: PostgresConnection) { self.connection = connection }
}
