/// Writes JSON straight into bytes, in the order it is told: equal inputs, equal bytes.
///
/// Foundation's `JSONEncoder` is about ten times slower for trees like a snapshot on Linux
/// and does not keep key order, so responses are written with this.
/// Commas are tracked by one flag: a value or a closed container sets it, an opened container
/// or a key clears it.
package struct JSONWriter {
    /// The JSON written is `storage[..<count]`; the rest is room to write into. A token is
    /// copied into that room in one pass (checked for escapes as it goes), where an array
    /// append would check capacity and uniqueness for each part.
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` are written.
    @usableFromInline var end: Int
    /// How many bytes are written.
    package var count: Int { end }
    @usableFromInline var needsComma = false
    /// Whether the next value written is preceded by a comma.
    package var separatesNextValue: Bool { needsComma }

    /// The JSON written so far, as a copy (``take()`` hands over the bytes without one).
    package var bytes: [UInt8] { Array(storage[..<end]) }

    package init(capacity: Int = 1024) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 16))
        end = 0
    }

    /// Appends a new value after `bytes` (which the writer takes over).
    package init(appendingTo bytes: [UInt8]) {
        storage = bytes
        end = bytes.count
    }

    /// The bytes written from `start` on, as a copy.
    package func bytes(from start: Int) -> [UInt8] { Array(storage[start..<end]) }

    /// The JSON written, without a copy; the writer is empty afterwards.
    package mutating func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &storage)
        taken.removeSubrange(end...)
        end = 0
        return taken
    }

    /// The JSON written, copied into an array of its own size; the writer is empty afterwards.
    /// For bytes a session keeps (its creation's journal entry): ``take()`` hands over the
    /// writer's room as well, which grows by doubling, so bytes kept from it could hold up to
    /// twice their size for as long as they are kept.
    package mutating func takeCompact() -> [UInt8] {
        let compact = [UInt8](unsafeUninitializedCapacity: end) { buffer, initialized in
            storage.withUnsafeBufferPointer { written in
                if end > 0 { buffer.baseAddress!.initialize(from: written.baseAddress!, count: end) }
            }
            initialized = end
        }
        storage = []
        end = 0
        return compact
    }

    /// Makes room for `extra` more bytes after `count`.
    @inlinable @inline(__always) mutating func reserve(_ extra: Int) {
        if end &+ extra > storage.count { grow(extra) }
    }

    /// Adds room: at least `extra` bytes and 512, so that a large document grows in steps the
    /// array's own doubling amortizes, and a writer appending to a large arena (a session's
    /// journal) adds only a little.
    @usableFromInline mutating func grow(_ extra: Int) {
        // Zeros copied from a page of them: appending `repeatElement(0, …)` wrote them one by
        // one (2% of a push's instructions).
        var missing = Swift.max(extra, 512) + end - storage.count
        while missing > 0 {
            let step = Swift.min(missing, Self.zeros.count)
            Self.zeros.withUnsafeBufferPointer { storage.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<step])) }
            missing -= step
        }
    }

    private static let zeros = [UInt8](repeating: 0, count: 4096)

    @inlinable @inline(__always) mutating func put(_ byte: UInt8) {
        reserve(1)
        storage[end] = byte
        end &+= 1
    }

    @inlinable mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        let at = end
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress.unsafelyUnwrapped + at).update(from: source, count: bytes.count)
        }
        end = at &+ bytes.count
    }

    @inlinable mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    @inlinable package mutating func beginObject() {
        separate()
        put(UInt8(ascii: "{"))
        needsComma = false
    }

    @inlinable package mutating func endObject() {
        put(UInt8(ascii: "}"))
        needsComma = true
    }

    @inlinable package mutating func beginArray() {
        separate()
        put(UInt8(ascii: "["))
        needsComma = false
    }

    @inlinable package mutating func endArray() {
        put(UInt8(ascii: "]"))
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

    /// Writes `"key":` for a key that is not a literal (a client's, a controller's id), escaping it.
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
    /// are copied into the room after the bytes in one pass that checks for escapes as it
    /// copies; JSON writing is the largest share of a mutation's CPU.
    @inlinable mutating func writeString(_ value: String, colon: Bool) {
        let comma = needsComma
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.count <= 256 else { return false }
            return quotedToken(length: utf8.count, comma: comma, colon: colon) { Self.copyUnescaped(utf8, to: $0) }
        }
        if plain != true {
            separate()
            writeEscaped(value)
            if colon { put(UInt8(ascii: ":")) }
        }
    }

    @inlinable @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Copies `utf8` to `target` while no byte needs an escape; false at the first that does
    /// (what was copied is then written over). The one pass of the tokens' fast paths.
    @inlinable @inline(__always)
    static func copyUnescaped(_ utf8: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Bool {
        var cursor = target
        for byte in utf8 {
            if needsEscape(byte) { return false }
            cursor.pointee = byte
            cursor += 1
        }
        return true
    }

    /// `,"text"` or `"text":`, for text that needs no escape.
    @inlinable mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, comma: Bool, colon: Bool) {
        _ = quotedToken(length: text.count, comma: comma, colon: colon) { target in
            if let source = text.baseAddress { target.update(from: source, count: text.count) }
            return true
        }
    }

    /// Writes `,"…"` or `"…":` into the room after the bytes, the `length` bytes between the
    /// quotes written by `copy` at the address it is given. When `copy` answers false (a byte
    /// that needs an escape), nothing is written: what it left in the room is written over.
    @inlinable @inline(__always)
    mutating func quotedToken(
        length: Int, comma: Bool, colon: Bool, _ copy: (UnsafeMutablePointer<UInt8>) -> Bool
    ) -> Bool {
        reserve(length &+ 4)
        let at = end
        let written = storage.withUnsafeMutableBufferPointer { target -> Int in
            let base = target.baseAddress.unsafelyUnwrapped
            var cursor = base + at
            if comma {
                cursor.pointee = UInt8(ascii: ",")
                cursor += 1
            }
            cursor.pointee = UInt8(ascii: "\"")
            cursor += 1
            guard copy(cursor) else { return -1 }
            cursor += length
            cursor.pointee = UInt8(ascii: "\"")
            cursor += 1
            if colon {
                cursor.pointee = UInt8(ascii: ":")
                cursor += 1
            }
            assert(cursor - base <= target.count, "a token written past the room reserved for it")
            return cursor - base
        }
        guard written >= 0 else { return false }
        end = written
        return true
    }

    /// JSON's whitespace (RFC 8259 §2): space, tab, LF, CR. ``compacted(_:)`` drops it and
    /// `JSONReader` skips it.
    @inlinable package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A client's JSON value that ``JSONReader`` accepted, copied without the whitespace
    /// between tokens (so that it fits on one line of an event stream).
    package mutating func compacted(_ value: [UInt8]) {
        separate()
        reserve(value.count)
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
                put(byte)
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                put(byte)
            } else if !Self.isWhitespace(byte) {
                put(byte)
            }
        }
        needsComma = true
    }

    /// A value already written as JSON by a writer like this one.
    package mutating func raw(_ value: [UInt8]) {
        separate()
        value.withUnsafeBufferPointer { put($0) }
        needsComma = true
    }

    /// A string value whose ASCII text `write` appends (it needs no escape).
    package mutating func quoted(_ write: (inout [UInt8]) -> Void) {
        separate()
        put(UInt8(ascii: "\""))
        // `write` appends to the bytes written, without the room after them.
        storage.removeSubrange(end...)
        write(&storage)
        end = storage.count
        put(UInt8(ascii: "\""))
        needsComma = true
    }

    @inlinable package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    @inlinable package mutating func int(_ value: Int) {
        separate()
        if (0..<10).contains(value) {
            put(UInt8(ascii: "0") &+ UInt8(value))
        } else {
            var magnitude = value.magnitude
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var index = digits.count
                repeat {
                    index -= 1
                    digits[index] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                if value < 0 { put(UInt8(ascii: "-")) }
                put(UnsafeBufferPointer(rebasing: digits[index...]))
            }
        }
        needsComma = true
    }

    @inlinable package mutating func bool(_ value: Bool) {
        separate()
        if value { put("true") } else { put("false") }
        needsComma = true
    }

    @inlinable package mutating func null() {
        separate()
        put("null")
        needsComma = true
    }

    /// Whole numbers within ±2^53 are written without a fraction (`3`, not `3.0`).
    package mutating func number(_ value: Double) {
        separate()
        var text =
            if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
                String(Int64(value))
            } else if value.isFinite {
                String(value)
            } else {
                "null"
            }
        text.withUTF8 { put($0) }
        needsComma = true
    }

    package mutating func stringArray(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    @inline(__always)
    @inlinable mutating func separate() {
        if needsComma { put(UInt8(ascii: ",")) }
    }

    /// Writes a quoted string: `"` and `\` escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, everything else (non-ASCII included) as its UTF-8 bytes. Runs that need
    /// no escape are copied whole.
    @usableFromInline mutating func writeEscaped(_ value: String) {
        put(UInt8(ascii: "\""))
        appendEscaped(value)
        put(UInt8(ascii: "\""))
    }

    /// The inside of a string token: `value` with the escapes ``writeEscaped(_:)`` makes.
    /// Most parts need none (a callback's `call` is written in five to ten of them), and those
    /// are copied into the room in the one pass that checks them.
    @usableFromInline mutating func appendEscaped(_ value: String) {
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            reserve(utf8.count)
            let at = end
            let copied = storage.withUnsafeMutableBufferPointer { target in
                Self.copyUnescaped(utf8, to: target.baseAddress.unsafelyUnwrapped + at)
            }
            if copied { end = at &+ utf8.count }
            return copied
        }
        if plain != true { appendEscapedRuns(value) }
    }

    /// ``appendEscaped(_:)`` for a value with something to escape: runs that need no escape
    /// are copied whole.
    @usableFromInline mutating func appendEscapedRuns(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { put(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                appendEscape(of: byte)
                runStart = index + 1
            }
            if runStart < utf8.count { put(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }

    private mutating func appendEscape(of byte: UInt8) {
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): put(byte)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            put("u00")
            hex.withUTF8Buffer { digits in
                put(digits[Int(byte >> 4)])
                put(digits[Int(byte & 0x0F)])
            }
        }
    }
}

/// A string token written in parts, with no `String` made of them first: ``beginString()``,
/// then the parts through `write(_:)` (as a `TextOutputStream`: each escaped), then
/// ``endString()``. A callback's `call` is written so, in every change's answer.
extension JSONWriter: TextOutputStream {
    @inlinable package mutating func beginString() {
        separate()
        put(UInt8(ascii: "\""))
    }

    /// Part of the string begun with ``beginString()``.
    package mutating func write(_ part: String) {
        appendEscaped(part)
    }

    @inlinable package mutating func endString() {
        put(UInt8(ascii: "\""))
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
