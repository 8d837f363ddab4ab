/// Writes JSON straight into bytes, in the order it is told: equal inputs, equal bytes.
///
/// Foundation's `JSONEncoder` is about ten times slower for trees like a snapshot on Linux
/// and does not keep key order, so responses are written with this.
/// Commas are tracked by one flag: a value or a closed container sets it, an opened container
/// or a key clears it.
package struct JSONWriter {
    /// The JSON written so far (its setter is the writer's own).
    package internal(set) var bytes: [UInt8] = []
    @usableFromInline var needsComma = false

    package init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends a new value after `bytes` (which the writer takes over).
    package init(appendingTo bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Continues an object whose closing `}` was removed from `bytes`: the next key gets a comma.
    package init(continuing bytes: [UInt8]) {
        self.bytes = bytes
        needsComma = true
    }

    @inlinable package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    @inlinable package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    @inlinable package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    @inlinable package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"key":`. Keys written by NavState itself are plain ASCII and need no escaping.
    @inlinable package mutating func key(_ key: StaticString) {
        let comma = needsComma
        key.withUTF8Buffer { appendQuoted($0, comma: comma, colon: true) }
        needsComma = false
    }

    /// Writes `"key":` for a name of NavState's own that is not a literal (a field's raw value):
    /// plain ASCII, so not scanned for escapes.
    @inlinable package mutating func key(name: String) {
        assert(!name.utf8.contains(where: Self.needsEscape), "a name that needs escaping: \(name)")
        var name = name
        let comma = needsComma
        name.withUTF8 { appendQuoted($0, comma: comma, colon: true) }
        needsComma = false
    }

    /// Writes `"key":` for a key that is not a literal (a client's, a field's name), escaping it.
    /// Its own label because a literal argument would pick a `String` overload over the
    /// `StaticString` one, and every key NavState writes would be scanned for escapes.
    @inlinable package mutating func key(escaping key: String) {
        writeString(key, colon: true)
        needsComma = false
    }

    @inlinable package mutating func string(_ value: String) {
        writeString(value, colon: false)
        needsComma = true
    }

    /// A string token (and its comma and colon): most are short and need no escape, and those
    /// go into the bytes in one append; a byte-by-byte append checks capacity and uniqueness
    /// each time, and JSON writing is the largest share of a mutation's CPU.
    @inlinable mutating func writeString(_ value: String, colon: Bool) {
        var value = value
        let comma = needsComma
        let plain = value.withUTF8 { utf8 -> Bool in
            guard utf8.count <= 256, !utf8.contains(where: Self.needsEscape) else { return false }
            appendQuoted(utf8, comma: comma, colon: colon)
            return true
        }
        if !plain {
            separate()
            writeEscaped(value)
            if colon { bytes.append(UInt8(ascii: ":")) }
        }
    }

    @inlinable @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// `,"text"` or `"text":` in one append.
    @inlinable mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, comma: Bool, colon: Bool) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 4) { buffer in
            var count = 0
            if comma {
                buffer[0] = UInt8(ascii: ",")
                count = 1
            }
            buffer[count] = UInt8(ascii: "\"")
            count += 1
            if let source = text.baseAddress, let target = buffer.baseAddress {
                (target + count).update(from: source, count: text.count)
            }
            count += text.count
            buffer[count] = UInt8(ascii: "\"")
            count += 1
            if colon {
                buffer[count] = UInt8(ascii: ":")
                count += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// A client's JSON value that ``JSONReader`` accepted, copied without the whitespace
    /// between tokens (so that it fits on one line of an event stream).
    package mutating func compacted(_ value: [UInt8]) {
        separate()
        var inString = false
        var escaped = false
        for byte in value {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                bytes.append(byte)
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                bytes.append(byte)
            } else if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                bytes.append(byte)
            }
        }
        needsComma = true
    }

    /// A value already written as JSON by a writer like this one.
    package mutating func raw(_ value: [UInt8]) {
        separate()
        bytes.append(contentsOf: value)
        needsComma = true
    }

    /// A string value whose ASCII text `write` appends (it needs no escape).
    package mutating func quoted(_ write: (inout [UInt8]) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    @inlinable package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    @inlinable package mutating func int(_ value: Int) {
        separate()
        if (0..<10).contains(value) {
            bytes.append(UInt8(ascii: "0") &+ UInt8(value))
        } else {
            var magnitude = value.magnitude
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var index = digits.count
                repeat {
                    index -= 1
                    digits[index] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                if value < 0 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
            }
        }
        needsComma = true
    }

    @inlinable package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
        needsComma = true
    }

    @inlinable package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Whole numbers within ±2^53 are written without a fraction (`3`, not `3.0`).
    package mutating func number(_ value: Double) {
        separate()
        if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else if value.isFinite {
            bytes.append(contentsOf: String(value).utf8)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        needsComma = true
    }

    package mutating func stringArray(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    @inline(__always)
    @inlinable mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Writes a quoted string: `"` and `\` escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, everything else (non-ASCII included) as its UTF-8 bytes. Runs that need
    /// no escape are copied whole.
    @usableFromInline mutating func writeEscaped(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The inside of a string token: `value` with the escapes ``writeEscaped(_:)`` makes.
    @usableFromInline mutating func appendEscaped(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                appendEscape(of: byte)
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }

    private mutating func appendEscape(of byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [backslash, UInt8(ascii: "\"")])
        case backslash: bytes.append(contentsOf: [backslash, backslash])
        case 0x0A: bytes.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [backslash, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [backslash, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [backslash, UInt8(ascii: "f")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [
                backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
                hex[Int(byte & 0x0F)],
            ])
        }
    }
}

/// A string token written in parts, with no `String` made of them first: ``beginString()``,
/// then the parts through `write(_:)` (as a `TextOutputStream`: each escaped), then
/// ``endString()``. A callback's `call` is written so, in every change's answer.
extension JSONWriter: TextOutputStream {
    @inlinable package mutating func beginString() {
        separate()
        bytes.append(UInt8(ascii: "\""))
    }

    /// Part of the string begun with ``beginString()``.
    package mutating func write(_ part: String) {
        appendEscaped(part)
    }

    @inlinable package mutating func endString() {
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }
}

extension JSONWriter {
    /// A client's opaque JSON, objects with their keys sorted so equal values give equal bytes.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let value): number(value)
        case .string(let text): string(text)
        case .array(let values):
            beginArray()
            for element in values { self.value(element) }
            endArray()
        case .object(let fields):
            beginObject()
            for key in fields.keys.sorted() {
                self.key(escaping: key)
                self.value(fields[key] ?? .null)
            }
            endObject()
        }
    }

    /// Controller ids, as strings.
    package mutating func ids(_ ids: [ControllerID]) {
        beginArray()
        for id in ids { string(id.rawValue) }
        endArray()
    }
}
