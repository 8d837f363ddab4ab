/// An ordered list of header fields with case-insensitive lookup.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [(name: String, value: String)]

    public init() { fields = [] }

    /// No fields yet, with room for `capacity` (the parser knows how many lines it read).
    public init(capacity: Int) {
        fields = []
        fields.reserveCapacity(capacity)
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of the field `name`, compared without regard to case.
    /// (By index: iterating the fields copies each pair, two retains and two releases a field.)
    public subscript(name: String) -> String? {
        for index in fields.indices where fields[index].name.caseInsensitiveEquals(name) {
            return fields[index].value
        }
        return nil
    }

    /// Every value of the field `name`, in the order sent.
    public func values(_ name: String) -> [String] {
        var values: [String] = []
        for index in fields.indices where fields[index].name.caseInsensitiveEquals(name) { values.append(fields[index].value) }
        return values
    }

    /// The values of a list field (RFC 9110 §5.3: several lines of it are one list, in order)
    /// joined with commas; `nil` when it is absent.
    public func list(_ name: String) -> String? {
        let values = values(name)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// Appends a field; an existing field of the same name stays.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field called `name` with one field.
    public mutating func set(_ name: String, _ value: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
        fields.append((name: name, value: value))
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

extension String {
    /// ASCII case-insensitive equality (header names), over the bytes in place when the
    /// strings are native (every header the parser hands over is): every lookup of a header
    /// runs it once per field. Inlined as far as the lengths, which differ for most fields.
    @inlinable public func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && caseInsensitiveEqualsOfSameLength(other)
    }

    /// ``caseInsensitiveEquals(_:)`` once the UTF-8 lengths are known equal (the fallback's
    /// `zip` would stop at the shorter string).
    @usableFromInline func caseInsensitiveEqualsOfSameLength(_ other: String) -> Bool {
        let a = utf8
        let b = other.utf8
        if let equal = a.withContiguousStorageIfAvailable({ left in
            b.withContiguousStorageIfAvailable { right in
                for index in 0..<left.count where lowercasedASCII(left[index]) != lowercasedASCII(right[index]) {
                    return false
                }
                return true
            }
        }), let equal {
            return equal
        }
        return zip(a, b).allSatisfy { lowercasedASCII($0) == lowercasedASCII($1) }
    }
}

@inline(__always)
private func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (byte >= 65 && byte <= 90) ? byte + 32 : byte
}
