import Foundation
import NavStateDocuments
import NavStateServer
import Synchronization

/// A wall clock a test moves by hand (leases, expiry, the ages of keys): the one clock of the
/// server's tests.
final class TestClock: Sendable {
    private let now: Atomic<Int64>

    init(_ milliseconds: Int64 = 1_700_000_000_000) { now = Atomic(milliseconds) }

    var milliseconds: Int64 { now.load(ordering: .relaxed) }

    func advance(by milliseconds: Int64) { now.add(milliseconds, ordering: .relaxed) }

    func advance(seconds: Double) { advance(by: Int64(seconds * 1000)) }

    /// The clock as the server reads it (``APIConfiguration/clock``).
    var wallClock: WallClock { WallClock { [self] in milliseconds } }
}

/// Polls `condition` every 5 ms until it holds or `seconds` pass; whether it held. The one
/// wait of the server's tests: nothing is asserted on how long it took.
func eventually(within seconds: Double = 2, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try condition() { return true }
        usleep(5_000)
    }
    return try condition()
}
