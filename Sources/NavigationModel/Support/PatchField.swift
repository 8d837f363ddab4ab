/// A coding key for any field name (``JSONValue``'s `Decodable` reads objects through it).
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// A field of a merge patch (RFC 7396): absent leaves the value, `null` removes it, a value sets it.
public enum PatchField<Value: Sendable & Equatable>: Sendable, Equatable {
    case absent
    case remove
    case set(Value)

    /// The value after applying this field to `current`.
    public func applied(to current: Value?) -> Value? {
        switch self {
        case .absent: current
        case .remove: nil
        case .set(let value): value
        }
    }
}
