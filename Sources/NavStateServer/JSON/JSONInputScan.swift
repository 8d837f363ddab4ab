internal import NavigationModel

/// One pass over a request body before `JSONDecoder` sees it, so that decoding costs what the
/// body's size says and means what the client meant.
///
/// Refused: nesting deeper than `maxDepth` (Foundation's decoder would go 512 deep, at a cost
/// that grows with the square of the depth), a key twice in one object (RFC 8259 leaves the
/// meaning open; Foundation keeps one silently), a comma before `]` or `}`, and integers beyond
/// ±2^53 (which a JSON number cannot carry exactly, and which Foundation rounds). Anything else
/// malformed is left to the decoder, which names it.
struct JSONInputScan {
    let maxDepth: Int

    enum Refusal: Error, Equatable {
        case tooDeep(limit: Int)
        case duplicateKey(String)
        case trailingComma
        case integerOutOfRange(String)

        var detail: String {
            switch self {
            case .tooDeep(let limit): "The body nests objects and arrays deeper than \(limit) levels."
            case .duplicateKey(let key): "The key '\(quoted: key)' appears twice in one object."
            case .trailingComma: "The body has a comma before a closing bracket or brace."
            case .integerOutOfRange(let text):
                "The number \(quoted: text) is beyond ±2^53, which JSON numbers cannot carry exactly."
            }
        }
    }

    /// One open object or array, with the keys seen so far when it is an object.
    private struct Frame {
        let isObject: Bool
        var keys: Set<[UInt8]> = []
        /// Whether the next string in an object is a key.
        var expectsKey: Bool
    }

    func check(_ bytes: [UInt8]) throws(Refusal) {
        var stack: [Frame] = []
        var index = 0
        var lastSignificant: UInt8 = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count >= maxDepth { throw .tooDeep(limit: maxDepth) }
                let isObject = byte == UInt8(ascii: "{")
                stack.append(Frame(isObject: isObject, expectsKey: isObject))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if lastSignificant == UInt8(ascii: ",") { throw .trailingComma }
                _ = stack.popLast()
                index += 1
            case UInt8(ascii: ","):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
                index += 1
            case UInt8(ascii: ":"):
                if let last = stack.indices.last { stack[last].expectsKey = false }
                index += 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                var escaped = false
                while index < count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                let end = min(index, count)
                index += 1
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey {
                    let raw = Array(bytes[start..<end])
                    let key = escaped ? Self.unescaped(raw) : raw
                    if !stack[last].keys.insert(key).inserted {
                        throw .duplicateKey(String(decoding: key, as: UTF8.self))
                    }
                }
                lastSignificant = UInt8(ascii: "\"")
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                var integral = true
                while index < count, Self.isNumberByte(bytes[index]) {
                    if bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") { integral = false }
                    index += 1
                }
                if integral, Self.exceeds2To53(bytes[start..<index]) {
                    throw .integerOutOfRange(String(decoding: bytes[start..<index], as: UTF8.self))
                }
                lastSignificant = UInt8(ascii: "0")
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
                continue
            default:
                index += 1
            }
            lastSignificant = byte
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// Whether an integer's digits exceed 2^53 in magnitude.
    private static func exceeds2To53(_ digits: ArraySlice<UInt8>) -> Bool {
        let magnitude = digits.drop { $0 == UInt8(ascii: "-") }.drop { $0 == UInt8(ascii: "0") }
        let limit = Array("9007199254740992".utf8)
        if magnitude.count != limit.count { return magnitude.count > limit.count }
        for (digit, bound) in zip(magnitude, limit) where digit != bound { return digit > bound }
        return false
    }

    /// A key's bytes with its escapes resolved (`\u0061` is `a`), so that escaping cannot hide
    /// a duplicate. Malformed escapes are kept as they are: the decoder refuses them.
    private static func unescaped(_ raw: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                result.append(byte)
                index += 1
                continue
            }
            let next = raw[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "u") where index + 3 < raw.count:
                let hex = String(decoding: raw[index...(index + 3)], as: UTF8.self)
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.append(contentsOf: String(scalar).utf8)
                    index += 4
                } else {
                    result.append(contentsOf: [UInt8(ascii: "\\"), next])
                }
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            default: result.append(next)
            }
        }
        return result
    }
}
