import Foundation
import NavigationModel

/// The part of JSON Schema 2020-12 that `openapi.yaml` uses: `$ref`, `type` (one or a list),
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `oneOf`,
/// `minimum`, `maximum` and `pattern`. Other keywords (descriptions, defaults) are ignored.
struct SchemaValidator {
    let document: OpenAPIDocument

    func validate(_ value: JSONValue, against node: Any, at path: String, problems: inout [String]) {
        document.compiled(node).validate(value, at: path, problems: &problems)
    }
}

/// One schema of the document, read once into typed fields with its `$ref`s followed (every
/// response of every test is checked against the document, and reading the YAML tree again for
/// each value was most of those tests' CPU). A `$ref` is compiled once and shared, which also
/// ends the recursion of schemas that contain themselves (a controller's children).
final class CompiledSchema: @unchecked Sendable {
    // @unchecked: filled while the document compiles it, under the document's lock, and only
    // read afterwards.
    enum Additional {
        case allowed(Bool)
        case schema(CompiledSchema)
    }

    /// `$ref` beside other keywords (`{$ref: Controller, type: object}`): both apply, as JSON
    /// Schema 2020-12 has it.
    var parts: [CompiledSchema]?
    /// The node is not a schema the document resolves to.
    var isUnresolvable = false
    var types: [String]?
    var options: [Any]?
    var constant: Any?
    var oneOf: [CompiledSchema]?
    var properties: [String: CompiledSchema] = [:]
    var required: [String] = []
    var additional: Additional?
    var items: CompiledSchema?
    var minimum: Int?
    var maximum: Int?
    var pattern: (text: String, expression: NSRegularExpression?)?

    /// Reads `schema`'s keywords; `compile` compiles the schemas nested in it.
    func fill(from schema: [String: Any], compile: (Any) -> CompiledSchema) {
        if let type = schema["type"] { types = (type as? [String]) ?? [(type as? String) ?? ""] }
        options = schema["enum"] as? [Any]
        constant = schema["const"]
        oneOf = (schema["oneOf"] as? [Any])?.map(compile)
        properties = (schema["properties"] as? [String: Any] ?? [:]).mapValues(compile)
        required = schema["required"] as? [String] ?? []
        if let additional = schema["additionalProperties"] {
            self.additional = (additional as? Bool).map(Additional.allowed) ?? .schema(compile(additional))
        }
        items = schema["items"].map(compile)
        minimum = schema["minimum"] as? Int
        maximum = schema["maximum"] as? Int
        pattern = (schema["pattern"] as? String).map { ($0, try? NSRegularExpression(pattern: $0)) }
    }

    func validate(_ value: JSONValue, at path: String, problems: inout [String]) {
        if let parts {
            for part in parts { part.validate(value, at: path, problems: &problems) }
            return
        }
        guard !isUnresolvable else {
            problems.append("\(path): unresolvable schema")
            return
        }
        if let types {
            guard types.contains(where: { Self.has(value, type: $0) }) else {
                problems.append("\(path): \(Self.describe(value)) is not \(types.joined(separator: " or "))")
                return
            }
        }
        if let options, !options.contains(where: { Self.equal(value, $0) }) {
            problems.append("\(path): \(Self.describe(value)) is not one of \(options)")
        }
        if let constant, !Self.equal(value, constant) {
            problems.append("\(path): \(Self.describe(value)) is not \(constant)")
        }
        if let oneOf {
            let matching = oneOf.filter { option in
                var inner: [String] = []
                option.validate(value, at: path, problems: &inner)
                return inner.isEmpty
            }
            if matching.count != 1 { problems.append("\(path): matches \(matching.count) of oneOf, not 1") }
        }
        switch value {
        case .object(let fields):
            validateObject(fields, at: path, problems: &problems)
        case .array(let elements):
            if let items {
                for (index, element) in elements.enumerated() {
                    items.validate(element, at: "\(path)[\(index)]", problems: &problems)
                }
            }
        case .number(let number):
            if let minimum, number < Double(minimum) { problems.append("\(path): \(number) < \(minimum)") }
            if let maximum, number > Double(maximum) { problems.append("\(path): \(number) > \(maximum)") }
        case .string(let text):
            if let pattern, !Self.matches(text, pattern.expression) {
                problems.append("\(path): '\(text)' does not match \(pattern.text)")
            }
        default:
            break
        }
    }

    private func validateObject(_ fields: [String: JSONValue], at path: String, problems: inout [String]) {
        for key in required where fields[key] == nil {
            problems.append("\(path): required '\(key)' is missing")
        }
        for (key, field) in fields {
            if let property = properties[key] {
                property.validate(field, at: "\(path).\(key)", problems: &problems)
            } else {
                switch additional {
                case .allowed(false): problems.append("\(path): '\(key)' is not documented")
                case .schema(let schema): schema.validate(field, at: "\(path).\(key)", problems: &problems)
                case .allowed(true), nil: break
                }
            }
        }
    }

    /// Whether the pattern is found anywhere in `text` (a pattern that does not compile matches
    /// nothing).
    private static func matches(_ text: String, _ expression: NSRegularExpression?) -> Bool {
        guard let expression else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.string, "string"), (.array, "array"), (.object, "object"),
            (.number, "number"):
            true
        case (.number(let number), "integer"):
            number == number.rounded()
        default:
            false
        }
    }

    private static func equal(_ value: JSONValue, _ expected: Any) -> Bool {
        switch value {
        case .string(let text): (expected as? String) == text
        case .bool(let flag): (expected as? Bool) == flag
        case .number(let number): (expected as? Int).map(Double.init) == number || (expected as? Double) == number
        // YAML's `null` in an `enum` (a nullable enum) loads as NSNull.
        case .null: expected is NSNull
        default: false
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
