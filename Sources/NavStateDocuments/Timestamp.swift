#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock time in milliseconds since 1970: for session expiry, leases, keys' ages and
/// history's times. Tests give their own.
public struct WallClock: Sendable {
    public let milliseconds: @Sendable () -> Int64

    public init(milliseconds: @escaping @Sendable () -> Int64) { self.milliseconds = milliseconds }

    public static let system = WallClock {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}

/// Times as RFC 3339 UTC text: history's entries, snapshots' `expiresAt` in text form.
package enum Timestamp {
    /// `milliseconds` since 1970 as RFC 3339 UTC with milliseconds, `2026-11-23T14:05:09.250Z`.
    package static func timestamp(milliseconds: Int64) -> String {
        var bytes: [UInt8] = []
        writeTimestamp(milliseconds: milliseconds, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `seconds` since 1970 as RFC 3339 UTC, `2026-11-23T14:05:09Z`.
    package static func timestamp(_ seconds: Int64) -> String {
        var bytes: [UInt8] = []
        writeTimestamp(seconds: seconds, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func writeTimestamp(milliseconds: Int64, into bytes: inout [UInt8]) {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        writeTimestamp(seconds: seconds, fraction: Int(milliseconds - seconds * 1000), into: &bytes)
    }

    /// Writes the timestamp's ASCII bytes straight into `bytes` (every answer of a server that
    /// expires sessions carries one: no string is built).
    package static func writeTimestamp(seconds: Int64, fraction: Int? = nil, into bytes: inout [UInt8]) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let clock = Int(seconds - days * 86_400)
        // Civil date from days since 1970-01-01 (H. Hinnant, "chrono-compatible date algorithms").
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
        // Into a stack buffer, then one append: a byte-by-byte append checks uniqueness and
        // capacity every time, and every answer of a server that expires sessions has one.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func two(_ value: Int) {
                put(UInt8(48 + value / 10))
                put(UInt8(48 + value % 10))
            }
            two(year / 100 % 100); two(year % 100)
            put(UInt8(ascii: "-")); two(month)
            put(UInt8(ascii: "-")); two(day)
            put(UInt8(ascii: "T")); two(clock / 3600)
            put(UInt8(ascii: ":")); two(clock / 60 % 60)
            put(UInt8(ascii: ":")); two(clock % 60)
            if let fraction {
                put(UInt8(ascii: "."))
                put(UInt8(48 + fraction / 100)); two(fraction % 100)
            }
            put(UInt8(ascii: "Z"))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
