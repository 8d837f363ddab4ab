/// A coding key for any field name, used to find fields a type does not know.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension Decoder {
    /// Calls `decodeField` once for each field present, by name, in one pass over the object;
    /// a field it does not know (it returns false) is refused, never silently ignored.
    func decodeFields(
        _ decodeField: (String, KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Bool
    ) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where try !decodeField(key.stringValue, container, key) {
            throw FieldError(codingPath + [key], "unknown field.")
        }
    }

    /// Refuses fields that are not cases of `Keys`: a misspelt field is an error, never
    /// silently ignored.
    public func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(besides keys: Keys.Type) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
            let allowed = Keys.allCases.map(\.stringValue).sorted().joined(separator: ", ")
            throw FieldError(codingPath + [key], "unknown field; allowed: \(allowed).")
        }
    }
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

extension KeyedDecodingContainer {
    func decodePatch<Value: Decodable & Sendable & Equatable>(_ type: Value.Type, forKey key: Key) throws
        -> PatchField<Value>
    {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .remove }
        return .set(try decode(Value.self, forKey: key))
    }
}
