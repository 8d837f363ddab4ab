internal import NavigationModel

/// A `Decoder` over a parsed ``JSONValue``: request types decode from it as they would from
/// `JSONDecoder`, with the same errors (`DecodingError` with the coding path), and a
/// ``JSONValue`` field takes its value whole instead of guessing its type.
struct JSONValueDecoder: Decoder, JSONValueProviding {
    let jsonValue: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.jsonValue = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = jsonValue else {
            throw Self.mismatch([String: JSONValue].self, jsonValue, codingPath)
        }
        return KeyedDecodingContainer(Keyed<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let values) = jsonValue else { throw Self.mismatch([JSONValue].self, jsonValue, codingPath) }
        return Unkeyed(values: values, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: jsonValue, codingPath: codingPath) }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        let found = switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
        if case .null = value {
            return .valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: "found null"))
        }
        return .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "found \(found)"))
    }

    /// Decodes `type` from `value`, the way every container does: the scalars directly, with
    /// the errors `JSONDecoder` gives, anything else through its own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        let scalar: Any
        if type == String.self {
            guard case .string(let text) = value else { throw mismatch(String.self, value, path) }
            scalar = text
        } else if type == Bool.self {
            guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, path) }
            scalar = flag
        } else if type == Double.self {
            guard case .number(let number) = value else { throw mismatch(Double.self, value, path) }
            scalar = number
        } else if type == Int.self {
            guard case .number(let number) = value else { throw mismatch(Int.self, value, path) }
            guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992, let integer = Int(exactly: number) else {
                throw FieldError(path, "expected a whole number.")
            }
            scalar = integer
        } else {
            return try T(from: JSONValueDecoder(value, codingPath: path))
        }
        guard let result = scalar as? T else { throw mismatch(type, value, path) }
        return result
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: [String: JSONValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

        private func value(_ key: Key) throws -> JSONValue {
            guard let value = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONValueDecoder.decode(type, from: value(key), at: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try JSONValueDecoder(value(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { JSONValueDecoder(.object(fields), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(try value(key), codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let values: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        var count: Int? { values.count }
        var isAtEnd: Bool { currentIndex >= values.count }

        private var indexKey: any CodingKey { IndexKey(intValue: currentIndex) }

        private func current() throws -> JSONValue {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    JSONValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array has no more elements"))
            }
            return values[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard try current() == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let value = try JSONValueDecoder.decode(type, from: current(), at: codingPath + [indexKey])
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let container = try JSONValueDecoder(current(), codingPath: codingPath + [indexKey]).container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try JSONValueDecoder(current(), codingPath: codingPath + [indexKey]).unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = JSONValueDecoder(try current(), codingPath: codingPath + [indexKey])
            currentIndex += 1
            return decoder
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, from: value, at: codingPath)
        }
    }

    /// A position in a list, in coding paths.
    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}
