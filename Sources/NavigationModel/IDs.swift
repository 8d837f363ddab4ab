/// The id of a controller, unique within a session: given by the client or `vc1`, `vc2`, … in
/// creation order.
public struct ControllerID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// `String` order; of two texts equal as `String`s, the shorter first (see ``IDHashing``).
    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool {
        lhs.rawValue < rhs.rawValue || (lhs.rawValue == rhs.rawValue && lhs.rawValue.utf8.count < rhs.rawValue.utf8.count)
    }

    // Hashed by bytes, not as a `String`: see ``IDHashing``.
    @inlinable public static func == (lhs: ControllerID, rhs: ControllerID) -> Bool {
        IDHashing.equal(lhs.rawValue, rhs.rawValue)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    @inlinable public func _rawHashValue(seed: Int) -> Int { IDHashing.hash(rawValue, seed: seed) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the text may be used as an id: 1 to 64 of `A-Z a-z 0-9 . _ ~ -`, so that an id is
    /// always a single, unescaped URL path segment.
    public static func isValid(_ text: String) -> Bool {
        let bytes = text.utf8
        return (1...64).contains(bytes.count) && bytes.allSatisfy(isIDByte)
    }
}

/// The bytes allowed in client-chosen ids (RFC 3986 unreserved characters).
@inline(__always)
func isIDByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "-"):
        true
    default:
        false
    }
}

/// A session's revision: 1 when created, one more after every successful change.
public struct Revision: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let initial = Revision(rawValue: 1)

    public var next: Revision { Revision(rawValue: rawValue + 1) }
    public var description: String { String(rawValue) }

    public static func < (lhs: Revision, rhs: Revision) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Ids are dictionary keys everywhere (a session's controllers, the kept nodes, the registry),
/// and hashing them as `String`s (SipHash-1-3 through `Hasher`) was the largest single cost of
/// a lookup. An id of ASCII bytes, as every id a client or the model chooses is, is hashed here
/// by a multiply-mix over its bytes (after wyhash), seeded by the table's seed, which Swift
/// draws at random per process: a client cannot choose ids that collide in advance, and a
/// session's ids are bounded in number anyway (docs/operations.md, "Limits in bytes and time").
/// Any other text falls back to `String`'s own hash.
///
/// Equality stays `String`'s, with the byte counts equal too: an ASCII text is then equal only
/// to the same bytes (a non-ASCII text canonically equivalent to it, such as one with the
/// KELVIN SIGN for `K`, is longer), so the two hashes never meet for equal ids.
public enum IDHashing {
    /// The hash of `text` for a table seeded with `seed`; equal for texts equal by ``equal(_:_:)``.
    @inlinable
    public static func hash(_ text: String, seed: Int) -> Int {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            mix(bytes, seed: UInt64(truncatingIfNeeded: seed))
        }
        return fast.flatMap { $0 } ?? text._rawHashValue(seed: seed)
    }

    /// `String` equality and equal byte counts.
    @inlinable @inline(__always)
    public static func equal(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs && lhs.utf8.count == rhs.utf8.count
    }

    @usableFromInline static let secret0: UInt64 = 0xa076_1d64_78bd_642f
    @usableFromInline static let secret1: UInt64 = 0xe703_7ed1_a0b4_28db

    @inlinable @inline(__always)
    static func multiplyMix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The hash of ASCII bytes, or nil when one is not ASCII. Every byte is read once or twice,
    /// eight at a time where there are eight (the last word overlapping the one before), and
    /// checked for the high bit on the way.
    @inlinable
    static func mix(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> Int? {
        let count = bytes.count
        var state = seed ^ secret0
        guard let base = UnsafeRawPointer(bytes.baseAddress), count > 0 else {
            return Int(truncatingIfNeeded: multiplyMix(state, secret1))
        }
        var seen: UInt64 = 0
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                state = multiplyMix(state ^ word, secret1)
                offset &+= 8
            }
            let last = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            seen |= last
            state = multiplyMix(state ^ last, secret1)
        } else if count >= 4 {
            let first = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let last = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            seen = first | last
            state = multiplyMix(state ^ (first &<< 32 | last), secret1)
        } else {
            let first = UInt64(bytes[0])
            let middle = UInt64(bytes[count &>> 1])
            let last = UInt64(bytes[count &- 1])
            seen = first | middle | last
            state = multiplyMix(state ^ (first &<< 16 | middle &<< 8 | last), secret1)
        }
        guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
        // The count in a multiplication of its own: XORed into the words, `vc1000` and
        // `vc10000` cancelled out (their counts and their last words differ in the same bit).
        return Int(truncatingIfNeeded: multiplyMix(state ^ secret0, secret1 ^ UInt64(truncatingIfNeeded: count)))
    }
}
