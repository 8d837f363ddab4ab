internal import NavigationModel

/// A session's id: 128 random bits as 32 hex digits, or a client's choice of 1 to 64
/// URL-safe characters.
package struct SessionID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }

    // Hashed by bytes, not as a `String`: see `IDHashing`.
    package static func == (lhs: SessionID, rhs: SessionID) -> Bool {
        IDHashing.equal(lhs.rawValue, rhs.rawValue)
    }

    package func _rawHashValue(seed: Int) -> Int { IDHashing.hash(rawValue, seed: seed) }

    /// A new unguessable id from the system's secure generator.
    package static func random() -> SessionID {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return SessionID(rawValue: hex(high) + hex(low))
    }

    /// Session ids follow the same alphabet as controller ids, so both are plain path segments;
    /// `.` and `..` are not, since clients remove them from paths (RFC 3986 §5.2.4:
    /// `/sessions/../view` is `/view`), so such a session could not be named.
    package static func isValid(_ text: String) -> Bool { ControllerID.isValid(text) && text != "." && text != ".." }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
