/// Any JSON value: the opaque `userInfo` a client keeps with a screen.
public enum JSONValue: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decoding cannot ask a value's type, only try one: every miss is a thrown error whose
    /// context holds the whole coding path. Objects and arrays are tried first, so that deep
    /// nesting costs at most one miss per level.
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var fields: [String: JSONValue] = [:]
            fields.reserveCapacity(object.allKeys.count)
            for key in object.allKeys { fields[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(fields)
        } else if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            if let count = array.count { values.reserveCapacity(count) }
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }
    }

    /// The deepest `userInfo` a controller may keep: objects and arrays within each other.
    public static let maxUserInfoDepth = 16

    /// About the bytes the value takes as compact JSON (a number counts 24): what a
    /// controller's `userInfo` weighs against ``Limits/maxControllerBytes``.
    public var byteCount: Int {
        var bytes = 0
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .null, .bool: bytes += 5
            case .number: bytes += 24
            case .string(let text): bytes += Self.escapedCount(text) + 2
            case .array(let values):
                bytes += 2 + values.count
                pending.append(contentsOf: values)
            case .object(let fields):
                bytes += 2 + fields.count
                for (key, element) in fields {
                    bytes += Self.escapedCount(key) + 3
                    pending.append(element)
                }
            }
        }
        return bytes
    }

    /// The bytes `text` takes inside a JSON string as NavState writes it: a control character
    /// is six (`\u0001`), a quote or a backslash two.
    public static func escapedCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 {
            count += byte < 0x20 ? 6 : (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")) ? 2 : 1
        }
        return count
    }

    /// Levels of objects and arrays within each other (a scalar is 0).
    public var depth: Int {
        var deepest = 0
        var pending: [(value: JSONValue, level: Int)] = [(self, 0)]
        while let (value, level) = pending.popLast() {
            switch value {
            case .array(let values):
                deepest = max(deepest, level + 1)
                for element in values { pending.append((element, level + 1)) }
            case .object(let fields):
                deepest = max(deepest, level + 1)
                for element in fields.values { pending.append((element, level + 1)) }
            case .null, .bool, .number, .string:
                break
            }
        }
        return deepest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

}
