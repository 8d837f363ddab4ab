package import NavigationModel

/// Parses a request body into a ``JSONValue`` in one pass (RFC 8259), for ``JSONReadable``
/// types to read request values from, so that a body costs what its size says
/// and means what the client wrote.
///
/// Foundation's `JSONDecoder` decodes a value of unknown type (a client's `userInfo`) by trying
/// each type in turn, and every miss builds an error holding the whole coding path: a 60 KB
/// body of nested arrays took ~120 ms in a debug build. Parsed here, a value's type is known.
///
/// Besides syntax, refused: nesting deeper than `maxDepth` (Foundation's decoder would go 512
/// deep, at a cost that grows with the square of the depth), a key twice in one object (RFC 8259
/// leaves the meaning open; Foundation keeps one silently), a comma before `]` or `}`, and
/// integers beyond ±2^53 (which a JSON number cannot carry exactly, and which Foundation rounds).
package struct JSONReader {
    package struct SyntaxError: Error {
        package let offset: Int
        package let reason: String
        package var detail: String { "The body is not valid JSON: \(reason) at byte \(offset)." }

        package init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    /// A body that is JSON but asks more than NavState reads.
    package enum Refusal: Error, Equatable {
        case tooDeep(limit: Int)
        case duplicateKey(String)
        case trailingComma
        case integerOutOfRange(String)

        package var detail: String {
            switch self {
            case .tooDeep(let limit): "The body nests objects and arrays deeper than \(limit) levels."
            case .duplicateKey(let key): "The key '\(quoted: key)' appears twice in one object."
            case .trailingComma: "The body has a comma before a closing bracket or brace."
            case .integerOutOfRange(let text):
                "The number \(quoted: text) is beyond ±2^53, which JSON numbers cannot carry exactly."
            }
        }
    }

    package enum Failure: Error {
        case syntax(SyntaxError)
        case refused(Refusal)
    }

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    package static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes, maxDepth: maxDepth)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected content after the value") }
        return value
    }

    private func error(_ reason: String) -> Failure { .syntax(SyntaxError(offset: index, reason: reason)) }

    private mutating func skipWhitespace() {
        while index < bytes.count, JSONWriter.isWhitespace(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end") }
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

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end") }
        let matches = word.withUTF8Buffer { expected in bytes[index..<(index + count)].elementsEqual(expected) }
        guard matches else { throw error("unknown literal") }
        index += count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        if depth >= maxDepth { throw .refused(.tooDeep(limit: maxDepth)) }
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
            if fields[key] != nil { throw .refused(.duplicateKey(key)) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            fields[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                try comma(closing: UInt8(ascii: "}"))
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            index += 1
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        if depth >= maxDepth { throw .refused(.tooDeep(limit: maxDepth)) }
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
                try comma(closing: UInt8(ascii: "]"))
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            index += 1
            return .array(values)
        }
    }

    /// Steps over a comma, refusing one that `closing` follows.
    private mutating func comma(closing: UInt8) throws(Failure) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing { throw .refused(.trailingComma) }
    }

    private mutating func number() throws(Failure) -> Double {
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
        if isIntegral, Self.exceeds2To53(bytes[digitsStart..<index]) {
            throw .refused(.integerOutOfRange(String(decoding: bytes[start..<index], as: UTF8.self)))
        }
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
            throw .syntax(SyntaxError(offset: start, reason: "a number out of range"))
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether an integer's digits (no sign) exceed 2^53 in magnitude.
    private static func exceeds2To53(_ digits: ArraySlice<UInt8>) -> Bool {
        let limit = Array("9007199254740992".utf8)
        if digits.count != limit.count { return digits.count > limit.count }
        for (digit, bound) in zip(digits, limit) where digit != bound { return digit > bound }
        return false
    }

    /// A string, escapes resolved; raw control characters and invalid UTF-8 are refused.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case: no escape, copied as it is.
        var seen: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw error("a control character in a string") }
            seen |= bytes[index]
            index += 1
        }
        guard index < bytes.count else { throw error("an unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            // No escape: the text is made from the bytes where they are, with no copy first;
            // ASCII is UTF-8 already, and only other text is validated.
            let end = index
            index += 1
            let text = bytes.withUnsafeBufferPointer { all -> String? in
                let utf8 = UnsafeBufferPointer(rebasing: all[start..<end])
                return seen < 0x80 ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
            }
            guard let text else { throw .syntax(SyntaxError(offset: start, reason: "invalid UTF-8 in a string")) }
            return text
        }
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
            throw .syntax(SyntaxError(offset: start, reason: "invalid UTF-8 in a string"))
        }
        return text
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
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
