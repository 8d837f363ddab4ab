import Foundation
import NavigationModel

/// The part of JSON Schema 2020-12 that `openapi.yaml` uses: `$ref`, `type` (one or a list),
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `oneOf`,
/// `minimum`, `maximum` and `pattern`. Other keywords (descriptions, defaults) are ignored.
struct SchemaValidator {
    let document: OpenAPIDocument

    func validate(_ value: JSONValue, against node: Any, at path: String, problems: inout [String]) {
        // `$ref` beside other keywords (`{$ref: Controller, type: object}`): both apply, as
        // JSON Schema 2020-12 has it.
        if var siblings = node as? [String: Any], let reference = siblings.removeValue(forKey: "$ref"),
            siblings.keys.contains(where: { $0 != "description" })
        {
            validate(value, against: siblings, at: path, problems: &problems)
            validate(value, against: ["$ref": reference], at: path, problems: &problems)
            return
        }
        guard let schema = document.resolve(node) as? [String: Any] else {
            problems.append("\(path): unresolvable schema")
            return
        }
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [(types as? String) ?? ""]
            guard allowed.contains(where: { Self.has(value, type: $0) }) else {
                problems.append("\(path): \(Self.describe(value)) is not \(allowed.joined(separator: " or "))")
                return
            }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
            problems.append("\(path): \(Self.describe(value)) is not one of \(options)")
        }
        if let constant = schema["const"], !Self.equal(value, constant) {
            problems.append("\(path): \(Self.describe(value)) is not \(constant)")
        }
        if let options = schema["oneOf"] as? [Any] {
            let matching = options.filter { option in
                var inner: [String] = []
                validate(value, against: option, at: path, problems: &inner)
                return inner.isEmpty
            }
            if matching.count != 1 { problems.append("\(path): matches \(matching.count) of oneOf, not 1") }
        }
        switch value {
        case .object(let fields):
            validateObject(fields, schema: schema, at: path, problems: &problems)
        case .array(let elements):
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    validate(element, against: items, at: "\(path)[\(index)]", problems: &problems)
                }
            }
        case .number(let number):
            if let minimum = (schema["minimum"] as? Int), number < Double(minimum) {
                problems.append("\(path): \(number) < \(minimum)")
            }
            if let maximum = (schema["maximum"] as? Int), number > Double(maximum) {
                problems.append("\(path): \(number) > \(maximum)")
            }
        case .string(let text):
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                problems.append("\(path): '\(text)' does not match \(pattern)")
            }
        default:
            break
        }
    }

    private func validateObject(
        _ fields: [String: JSONValue], schema: [String: Any], at path: String, problems: inout [String]
    ) {
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in (schema["required"] as? [String]) ?? [] where fields[key] == nil {
            problems.append("\(path): required '\(key)' is missing")
        }
        for (key, field) in fields {
            if let property = properties[key] {
                validate(field, against: property, at: "\(path).\(key)", problems: &problems)
            } else if let additional = schema["additionalProperties"] {
                if let allowed = additional as? Bool {
                    if !allowed { problems.append("\(path): '\(key)' is not documented") }
                } else {
                    validate(field, against: additional, at: "\(path).\(key)", problems: &problems)
                }
            }
        }
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
