internal import NavigationModel

/// Parses a request body into a ``JSONValue`` in one pass (RFC 8259), for
/// ``JSONValueDecoder`` to decode request types from.
///
/// Foundation's `JSONDecoder` decodes a value of unknown type (a client's `userInfo`) by trying
/// each type in turn, and every miss builds an error holding the whole coding path: a 60 KB
/// body of nested arrays took ~120 ms in a debug build. Parsed here first, a value's type is
/// known, and a body costs what its size says. Limits (depth, duplicate keys, large integers)
/// are ``JSONInputScan``'s, checked before.
struct JSONReader {
    struct SyntaxError: Error {
        let offset: Int
        let reason: String
        var detail: String { "The body is not valid JSON: \(reason) at byte \(offset)." }
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected content after the value") }
        return value
    }

    private func error(_ reason: String) -> SyntaxError { SyntaxError(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end") }
        // The scan bounds the depth before parsing; this guard keeps the recursion finite anyway.
        guard depth < 512 else { throw error("nesting too deep") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end") }
        let matches = word.withUTF8Buffer { expected in bytes[index..<(index + count)].elementsEqual(expected) }
        guard matches else { throw error("unknown literal") }
        index += count
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            fields[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            index += 1
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            index += 1
            return .array(values)
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("expected a digit") }
        var integer: Int64 = 0
        let digitsStart = index
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                if index - digitsStart < 15 { integer = integer * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
        }
        // The common case, a short integer, without going through text.
        let isIntegral = index >= bytes.count || (bytes[index] != UInt8(ascii: ".") && bytes[index] | 0x20 != UInt8(ascii: "e"))
        if isIntegral, index - digitsStart <= 15 { return Double(negative ? -integer : integer) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("expected a digit") }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("expected a digit") }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw SyntaxError(offset: start, reason: "a number out of range")
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string, escapes resolved; raw control characters and invalid UTF-8 are refused.
    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        // The common case: no escape, copied as it is.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw error("a control character in a string") }
            index += 1
        }
        guard index < bytes.count else { throw error("an unterminated string") }
        var utf8 = Array(bytes[start..<index])
        while bytes[index] == UInt8(ascii: "\\") {
            index += 1
            guard index < bytes.count else { throw error("an unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    // A surrogate pair: the second half must follow.
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("an unpaired surrogate") }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("an unpaired surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { throw error("an unpaired surrogate") }
                utf8.append(contentsOf: String(character).utf8)
            default:
                throw error("an unknown escape")
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw error("a control character in a string") }
                utf8.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { throw error("an unterminated string") }
        }
        index += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw SyntaxError(offset: start, reason: "invalid UTF-8 in a string")
        }
        return text
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a bad \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
