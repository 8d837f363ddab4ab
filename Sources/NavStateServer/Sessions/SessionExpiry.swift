#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock time for session expiry, in milliseconds since 1970. Tests give their own.
public struct WallClock: Sendable {
    public let milliseconds: @Sendable () -> Int64

    public init(milliseconds: @escaping @Sendable () -> Int64) { self.milliseconds = milliseconds }

    public static let system = WallClock {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}

/// When idle sessions expire: `ttl` after the last request that named them.
struct SessionExpiry: Sendable {
    let ttlMilliseconds: Int64
    let clock: WallClock

    /// How often a sweep walks the registry to free expired sessions (requests never see an
    /// expired session, swept or not).
    static let sweepIntervalMilliseconds: Int64 = 1_000
    /// Sessions looked at per registry-lock hold while sweeping.
    static let sweepBatch = 1_024

    func isExpired(lastUsed: Int64, now: Int64) -> Bool { now - lastUsed >= ttlMilliseconds }

    /// The whole second by which a session last used at `lastUsed` is still alive (its expiry
    /// rounded down: a client never gets less than it was told); seconds keep the snapshot
    /// cache useful between requests of the same second.
    func expiresAt(lastUsed: Int64) -> Int64 { (lastUsed + ttlMilliseconds) / 1000 }

    /// `milliseconds` since 1970 as RFC 3339 UTC with milliseconds, `2026-11-23T14:05:09.250Z`.
    static func timestamp(milliseconds: Int64) -> String {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let fraction = milliseconds - seconds * 1000
        let digits = String(fraction)
        return timestamp(seconds).dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// `seconds` since 1970 as RFC 3339 UTC, `2026-11-23T14:05:09Z`.
    static func timestamp(_ seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let clock = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (H. Hinnant, "chrono-compatible date algorithms").
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(clock / 3600)):\(two(clock / 60 % 60)):\(two(clock % 60))Z"
    }
}
