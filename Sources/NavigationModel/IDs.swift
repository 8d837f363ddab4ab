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

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.rawValue < rhs.rawValue }

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
