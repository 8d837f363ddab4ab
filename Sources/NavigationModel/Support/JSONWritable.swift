/// A value a controller field holds, as the snapshot writes it and a spec reads it back.
package protocol JSONWritable: Sendable, Equatable {
    func write(to json: inout JSONWriter)
    /// The bytes of client text the value holds (names, titles, ids), escapes included: what
    /// ``Limits/maxControllerBytes`` bounds (``ControllerProperties/byteCount``).
    var textBytes: Int { get }
    /// The value as one JSON scalar, when it is one (a flag, a choice): what `openapi.yaml`
    /// states as a field's default.
    var scalar: JSONValue? { get }
}

extension Bool: JSONWritable {
    package func write(to json: inout JSONWriter) { json.bool(self) }
    package var textBytes: Int { 0 }
    package var scalar: JSONValue? { .bool(self) }
}

extension String: JSONWritable {
    package func write(to json: inout JSONWriter) { json.string(self) }
    package var textBytes: Int { JSONValue.escapedCount(self) }
    package var scalar: JSONValue? { .string(self) }
}

extension JSONValue: JSONWritable {
    package func write(to json: inout JSONWriter) { json.value(self) }
    package var textBytes: Int { byteCount }
    package var scalar: JSONValue? { nil }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
    /// `nil` is written as `null`; fields whose default is `nil` are left out instead.
    package func write(to json: inout JSONWriter) {
        if let self { self.write(to: &json) } else { json.null() }
    }
    package var textBytes: Int { self?.textBytes ?? 0 }
    package var scalar: JSONValue? { self?.scalar }
}

extension Array: JSONWritable where Element: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.beginArray()
        for element in self { element.write(to: &json) }
        json.endArray()
    }
    package var textBytes: Int { reduce(0) { $0 + $1.textBytes } }
    package var scalar: JSONValue? { nil }
}

/// A choice is written as its name.
extension Choice where Self: JSONWritable {
    package func write(to json: inout JSONWriter) { json.string(rawValue) }
    package var textBytes: Int { 0 }
    package var scalar: JSONValue? { .string(rawValue) }
}

extension ModalPresentationStyle: JSONWritable {}
extension ModalTransitionStyle: JSONWritable {}
extension AdaptivePresentationStyle: JSONWritable {}
extension Orientation: JSONWritable {}
extension PopoverPresentation.ArrowDirection: JSONWritable {}
