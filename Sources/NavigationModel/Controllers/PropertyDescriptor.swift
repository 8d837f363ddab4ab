/// A field kept in ``ControllerProperties/Values``: where it is kept, how a spec or a `PATCH`
/// changes it, and how a snapshot writes it. Each reads the values where they are held
/// (``ControllerProperties/Others``), never a copy of all of them (a dozen retains). Its JSON is its value type's (``JSONReadable``,
/// ``JSONWritable``); its default is the stored value's initial one.
///
/// Spec reading, `PATCH`, the snapshot, checkpoints and exports all go through these, in
/// ``ControllerField`` order (``ControllerProperties/propertyFields``).
package protocol PropertyDescriptor: Sendable {
    var field: ControllerField { get }
    /// Where it is kept in ``ControllerProperties/Values``.
    var anyKeyPath: AnyKeyPath { get }
    /// Whether the values held hold UIKit's default for the field.
    func isDefault(in others: ControllerProperties.Others) -> Bool
    /// Writes `"field": value`.
    func write(from others: ControllerProperties.Others, to json: inout JSONWriter)
    /// The client text the field holds (``ControllerProperties/byteCount``).
    func textBytes(in others: ControllerProperties.Others) -> Int
    /// The default as one JSON scalar, when it is one.
    var defaultScalar: JSONValue? { get }
    /// Reads the field's value in a merge patch: `null` returns it to its default.
    func change(_ json: JSONValue) throws(FieldError) -> PropertyChange
}

/// One field's change in a merge patch, ready to apply; equal when read from equal JSON.
public struct PropertyChange: Sendable, Equatable {
    public let field: ControllerField
    /// Where it applies, as a key path of ``ControllerProperties/Values`` (immutable; not yet
    /// marked `Sendable` by the standard library).
    nonisolated(unsafe) let keyPath: AnyKeyPath
    let json: JSONValue
    let apply: @Sendable (inout ControllerProperties.Values) -> Void

    public static func == (lhs: PropertyChange, rhs: PropertyChange) -> Bool { lhs.field == rhs.field && lhs.json == rhs.json }
}

/// The descriptor of a property whose value is a `Value`, set in a patch by a `Patch`: the value
/// itself, the value of an optional, or a merge patch of it (the three shapes of ``Property``).
struct StoredProperty<Value: JSONWritable, Patch: JSONReadable & Sendable & Equatable>: PropertyDescriptor {
    typealias Values = ControllerProperties.Values

    let field: ControllerField
    let keyPath: any WritableKeyPath<Values, Value> & Sendable
    /// The value once a patch sets `Patch` over the current one.
    let merge: @Sendable (Value, Patch) -> Value
    /// What a value set must satisfy besides its type.
    let check: @Sendable (Patch) throws(FieldError) -> Void
    /// The field's name and value, written: a closure made where `Value` is known (the
    /// factories of ``Property`` are inlined into ``ControllerField``'s rows), so that a
    /// snapshot writes it without generic dispatch.
    let writeValue: @Sendable (ControllerProperties.Others, inout JSONWriter) -> Void

    @inline(__always)
    init(
        field: ControllerField, keyPath: any WritableKeyPath<Values, Value> & Sendable,
        merge: @escaping @Sendable (Value, Patch) -> Value, check: @escaping @Sendable (Patch) throws(FieldError) -> Void
    ) {
        self.field = field
        self.keyPath = keyPath
        self.merge = merge
        self.check = check
        let name = field.rawValue
        writeValue = { others, json in
            json.key(name: name)
            others.values[keyPath: keyPath].write(to: &json)
        }
    }

    var defaultValue: Value { Values.defaults[keyPath: keyPath] }

    var anyKeyPath: AnyKeyPath { keyPath }

    func isDefault(in others: ControllerProperties.Others) -> Bool { others.values[keyPath: keyPath] == defaultValue }

    func write(from others: ControllerProperties.Others, to json: inout JSONWriter) { writeValue(others, &json) }

    func textBytes(in others: ControllerProperties.Others) -> Int { others.values[keyPath: keyPath].textBytes }

    var defaultScalar: JSONValue? { defaultValue.scalar }

    func change(_ json: JSONValue) throws(FieldError) -> PropertyChange {
        let keyPath = keyPath
        switch try PatchField<Patch>(json: json) {
        case .absent:
            return PropertyChange(field: field, keyPath: keyPath, json: json) { _ in }
        case .remove:
            let defaultValue = defaultValue
            return PropertyChange(field: field, keyPath: keyPath, json: json) { $0[keyPath: keyPath] = defaultValue }
        case .set(let patch):
            try check(patch)
            let merge = merge
            return PropertyChange(field: field, keyPath: keyPath, json: json) { $0[keyPath: keyPath] = merge($0[keyPath: keyPath], patch) }
        }
    }
}

/// The three shapes of ``StoredProperty``, as ``ControllerField``'s rows name them.
enum Property {
    typealias Values = ControllerProperties.Values

    /// A field set whole; `null` returns it to its default.
    @inline(__always)
    static func value<Value: JSONWritable & JSONReadable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Values, Value> & Sendable,
        check: @escaping @Sendable (Value) throws(FieldError) -> Void = { _ in }
    ) -> StoredProperty<Value, Value> {
        StoredProperty(field: field, keyPath: keyPath, merge: { $1 }, check: check)
    }

    /// An optional field set whole; `null` returns it to `nil`, its default.
    @inline(__always)
    static func optional<Wrapped: JSONWritable & JSONReadable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Values, Wrapped?> & Sendable,
        check: @escaping @Sendable (Wrapped) throws(FieldError) -> Void = { _ in }
    ) -> StoredProperty<Wrapped?, Wrapped> {
        StoredProperty(field: field, keyPath: keyPath, merge: { $1 }, check: check)
    }

    /// A field changed by a merge patch of its own (`navigationItem`, `tabBarItem`).
    @inline(__always)
    static func merged<Value: JSONWritable, Patch: JSONReadable & Sendable & Equatable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Values, Value> & Sendable,
        merge: @escaping @Sendable (Value, Patch) -> Value
    ) -> StoredProperty<Value, Patch> {
        StoredProperty(field: field, keyPath: keyPath, merge: merge, check: { _ in })
    }
}
