/// Reading request bodies without Codable: a parsed ``JSONValue`` becomes the model's values
/// through ``JSONReadable`` initializers that switch over the JSON directly. Codable's
/// existential containers, boxed keys and coding-path arrays cost more than the reading itself
/// (a third of a session creation's CPU, measured); these cost a dictionary lookup per field.
///
/// Errors are ``FieldError``s worded as the Codable path words them (`expected a string.`,
/// `expected a number, found null.`, `required field is missing.`), their path built on the
/// way out of a failure only: nothing is spent on paths while reading succeeds. The types'
/// `Decodable` conformances read through the same initializers (``Decoder/read(_:)``), so
/// there is one reader per type whichever way a value comes.
public protocol JSONReadable {
    /// Reads the value; a failure's path is relative to `json` (the caller adds where it is).
    init(json: JSONValue) throws(FieldError)
    /// What a type mismatch says was expected: "a string", "an object", …
    static var expectedJSON: String { get }
}

extension JSONReadable {
    public static var expectedJSON: String { "an object" }

    /// The type-mismatch error for `value` (`null` words it as a missing value).
    public static func mismatch(_ value: JSONValue) -> FieldError {
        if case .null = value { return FieldError(path: "", message: "expected \(expectedJSON), found null.") }
        return FieldError(path: "", message: "expected \(expectedJSON).")
    }
}

/// A JSON object being read field by field.
public struct JSONObject {
    public let fields: [String: JSONValue]

    /// - Throws: "expected an object." (or the `expected` given) for any other value.
    public init(_ value: JSONValue, expected: String = "an object") throws(FieldError) {
        guard case .object(let fields) = value else {
            if case .null = value { throw FieldError(path: "", message: "expected \(expected), found null.") }
            throw FieldError(path: "", message: "expected \(expected).")
        }
        self.fields = fields
    }

    public func has(_ key: String) -> Bool { fields[key] != nil }

    /// A required field: missing is "required field is missing."; `null` is a mismatch.
    public func read<T: JSONReadable>(_ key: String, as type: T.Type = T.self) throws(FieldError) -> T {
        guard let value = fields[key] else { throw FieldError(path: "", message: "required field is missing.").inField(key) }
        do { return try T(json: value) } catch { throw error.inField(key) }
    }

    /// An optional field: absent or `null` is `nil`.
    public func readIfPresent<T: JSONReadable>(_ key: String, as type: T.Type = T.self) throws(FieldError) -> T? {
        guard let value = fields[key], value != .null else { return nil }
        do { return try T(json: value) } catch { throw error.inField(key) }
    }

    /// A merge-patch field: absent, `null` (remove) or a value.
    public func readPatch<T: JSONReadable & Sendable & Equatable>(_ key: String, as type: T.Type = T.self) throws(FieldError)
        -> PatchField<T>
    {
        guard let value = fields[key] else { return .absent }
        if case .null = value { return .remove }
        do { return .set(try T(json: value)) } catch { throw error.inField(key) }
    }

    /// Refuses a field not in `allowed`: "unknown field; allowed: a, b." (sorted).
    public func rejectUnknown(besides allowed: [String]) throws(FieldError) {
        guard fields.keys.contains(where: { !allowed.contains($0) }) else { return }
        // The first unknown name in key order: the same answer in every process.
        let key = fields.keys.filter { !allowed.contains($0) }.min()!
        throw FieldError(path: "", message: "unknown field; allowed: \(allowed.sorted().joined(separator: ", ")).").inField(key)
    }

    /// Calls `readField` for each field; one it does not know (it returns false) is refused:
    /// "unknown field.".
    public func readFields(_ readField: (String, JSONValue) throws(FieldError) -> Bool) throws(FieldError) {
        try forEachField { (key, value) throws(FieldError) in
            let known: Bool
            do throws(FieldError) { known = try readField(key, value) } catch { throw error.inField(key) }
            if !known { throw FieldError(path: "", message: "unknown field.").inField(key) }
        }
    }

    /// Calls `body` for each field, in the dictionary's order; when one throws, the error
    /// thrown is that of the first failing field in key order, so that a body with two faults
    /// gets the same answer in every process (a dictionary's order is per process). `body`'s
    /// work is thrown away with the error, so calling it again on that path is harmless.
    public func forEachField(_ body: (String, JSONValue) throws(FieldError) -> Void) throws(FieldError) {
        do {
            for (key, value) in fields { try body(key, value) }
        } catch {
            for key in fields.keys.sorted() { try body(key, fields[key]!) }
            throw error
        }
    }
}

extension String: JSONReadable {
    public static var expectedJSON: String { "a string" }
    public init(json: JSONValue) throws(FieldError) {
        guard case .string(let text) = json else { throw Self.mismatch(json) }
        self = text
    }
}

extension Bool: JSONReadable {
    public static var expectedJSON: String { "a boolean" }
    public init(json: JSONValue) throws(FieldError) {
        guard case .bool(let flag) = json else { throw Self.mismatch(json) }
        self = flag
    }
}

extension Double: JSONReadable {
    public static var expectedJSON: String { "a number" }
    public init(json: JSONValue) throws(FieldError) {
        guard case .number(let number) = json else { throw Self.mismatch(json) }
        self = number
    }
}

extension Int: JSONReadable {
    public static var expectedJSON: String { "a number" }
    public init(json: JSONValue) throws(FieldError) {
        guard case .number(let number) = json else { throw Self.mismatch(json) }
        guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992, let integer = Int(exactly: number) else {
            throw FieldError(path: "", message: "expected a whole number.")
        }
        self = integer
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    public static var expectedJSON: String { "an array" }
    public init(json: JSONValue) throws(FieldError) {
        guard case .array(let values) = json else { throw Self.mismatch(json) }
        var result: [Element] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            do { result.append(try Element(json: value)) } catch { throw error.atIndex(index) }
        }
        self = result
    }
}

extension Dictionary: JSONReadable where Key == String, Value: JSONReadable {
    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        var result: [String: Value] = [:]
        result.reserveCapacity(object.fields.count)
        try object.forEachField { (key, value) throws(FieldError) in
            do throws(FieldError) { result[key] = try Value(json: value) } catch { throw error.inField(key) }
        }
        self = result
    }
}

extension Optional: JSONReadable where Wrapped: JSONReadable {
    public static var expectedJSON: String { Wrapped.expectedJSON }
    /// `null` is `nil`, as an optional field reads it.
    public init(json: JSONValue) throws(FieldError) {
        if case .null = json { self = nil } else { self = try Wrapped(json: json) }
    }
}

extension PatchField where Value: JSONReadable {
    /// A merge patch's field as given: `null` removes, a value sets.
    public init(json: JSONValue) throws(FieldError) {
        if case .null = json { self = .remove } else { self = .set(try Value(json: json)) }
    }
}

extension JSONValue: JSONReadable {
    public init(json: JSONValue) throws(FieldError) { self = json }
}

extension ControllerID: JSONReadable {
    public static var expectedJSON: String { "a string" }
    public init(json: JSONValue) throws(FieldError) { self.init(try String(json: json)) }
}

extension Choice {
    public static var expectedJSON: String { "a string" }

    /// A name of the set; another name lists the valid ones. A case left out of `allCases`
    /// (``ModalPresentationStyle/custom``) is not the client's to name.
    public init(json: JSONValue) throws(FieldError) {
        let text = try String(json: json)
        guard let value = Self(rawValue: text), value.isOffered else {
            let names = Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw FieldError(path: "", message: "'\(text)' is not one of \(names).")
        }
        self = value
    }
}

extension Decoder {
    /// Reads `T` through its ``JSONReadable`` initializer from the JSON value this decoder
    /// gives (Foundation's `JSONDecoder`, for the model used as a library; the server reads
    /// bodies without Codable). Errors keep the decoder's coding path in front of their own.
    public func read<T: JSONReadable>(_ type: T.Type) throws -> T {
        let value = try JSONValue(from: self)
        do { return try T(json: value) } catch { throw error.below(codingPath) }
    }
}
