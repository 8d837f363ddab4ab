import Foundation
import NavigationModel
import Testing

/// `openapi.yaml` follows ``ControllerField``, the one table of controller fields: every field
/// is in the spec, the patch and the snapshot schemas, with the kinds it applies to, its default
/// and whether a `PATCH` may change it.
@Suite struct FieldTableDocumentTests {
    private func properties(of schema: String) -> [String: [String: Any]] {
        let node = OpenAPIDocument.shared.resolve(["$ref": "#/components/schemas/\(schema)"]) as? [String: Any]
        return (node?["properties"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
    }

    /// "Navigation controllers only", "Navigation and tab bar controllers only", …
    private func restriction(_ field: ControllerField) -> String? {
        guard let kinds = field.kinds else { return nil }
        if kinds == Set(ControllerKind.allCases).subtracting([.alert, .search]) { return "Not for alerts or search controllers" }
        let names = ControllerKind.allCases.filter(kinds.contains).map { kind in
            switch kind {
            case .view: "content"
            case .navigation: "navigation"
            case .tabBar: "tab bar"
            case .page: "page view"
            case .split: "split view"
            case .container: "custom container"
            case .alert: "alert"
            case .search: "search"
            }
        }
        let joined = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names[0]
        return joined.prefix(1).uppercased() + joined.dropFirst() + " controllers only"
    }

    /// A default as a description writes it: `Default: false.`, `Default: 0.`, `Default: pageCurl.`
    private func written(_ value: JSONValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: "\(Int(number))"
        case .number(let number): "\(number)"
        case .string(let text): text
        default: "\(value)"
        }
    }

    /// A field of every kind has its default as `default:`. A kind-specific field has it in its
    /// description only (`Default: …`): generated clients send every `default:` they read, and
    /// a kind-specific field sent for another kind is 422 `field-not-applicable`.
    @Test func theSpecSchemaHasEveryFieldWithItsKindsAndDefault() {
        let spec = properties(of: "ControllerSpec")
        #expect(Set(spec.keys) == Set(ControllerField.allCases.map(\.rawValue)))
        for field in ControllerField.allCases {
            let schema = spec[field.rawValue] ?? [:]
            let description = schema["description"] as? String ?? ""
            if let restriction = restriction(field) {
                #expect(description.hasPrefix(restriction), "\(field.rawValue): '\(description)'")
                #expect(schema["default"] == nil, "\(field.rawValue): a kind-specific default is in the description only")
                if let value = field.defaultValue {
                    #expect(description.contains("Default: \(written(value))."), "\(field.rawValue) default: '\(description)'")
                }
            } else {
                #expect(!description.contains("controllers only"), "\(field.rawValue) applies to every kind")
                if let value = field.defaultValue {
                    #expect(schema["default"].map { JSONValue(yaml: $0) } == value, "\(field.rawValue) default")
                }
            }
        }
    }

    @Test func thePatchSchemaHasEveryFieldAndSaysWhichCannotChange() {
        let patch = properties(of: "ControllerPatch")
        #expect(Set(patch.keys) == Set(ControllerField.allCases.map(\.rawValue)))
        for field in ControllerField.allCases {
            let schema = patch[field.rawValue] ?? [:]
            let description = schema["description"] as? String ?? ""
            if field.isPatchable {
                // Nullable as generators can read it: `type: [x, 'null']` here or on the schema
                // it refers to (no `oneOf` with a null branch: swift-openapi-generator skips those).
                let target = OpenAPIDocument.shared.resolve(schema) as? [String: Any] ?? [:]
                let types = ((schema["type"] as? [String]) ?? []) + ((target["type"] as? [String]) ?? [])
                let nullable = types.contains("null") || field == .userInfo
                #expect(nullable, "\(field.rawValue): null removes it")
                if let restriction = restriction(field) { #expect(description.hasPrefix(restriction), "\(field.rawValue)") }
            } else {
                #expect(description.hasPrefix("Refused with 422 immutable-field"), "\(field.rawValue): '\(description)'")
            }
        }
    }

    /// `NullableX` is `X` or null, for generators that cannot read `oneOf: [X, null]`: the
    /// same values, and null.
    @Test func everyNullableEnumListsItsEnumsValuesAndNull() throws {
        let schemas = try #require((OpenAPIDocument.shared.root["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let nullables = schemas.keys.filter { $0.hasPrefix("Nullable") }
        #expect(nullables.count == 7)
        for name in nullables {
            let nullable = try #require(schemas[name] as? [String: Any])
            let base = try #require(schemas[String(name.dropFirst("Nullable".count))] as? [String: Any])
            let values = (nullable["enum"] as? [Any] ?? []).map { "\($0)" }
            let baseValues = (base["enum"] as? [Any] ?? []).map { "\($0)" }
            #expect(values.count == baseValues.count + 1 && Array(values.prefix(baseValues.count)) == baseValues, "\(name)")
            #expect(nullable["type"] as? [String] == ["string", "null"], "\(name)")
        }
    }

    @Test func theSnapshotSchemaHasEveryField() {
        let node = properties(of: "Controller")
        for field in ControllerField.allCases {
            #expect(node[field.rawValue] != nil, "\(field.rawValue)")
            if let restriction = restriction(field), field.snapshotRule != .structure {
                let description = node[field.rawValue]?["description"] as? String
                #expect(description?.hasPrefix(restriction) == true, "\(field.rawValue)")
            }
        }
    }
}

extension JSONValue {
    /// A value Yams parsed, as JSON.
    init(yaml value: Any) {
        switch value {
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let text as String: self = .string(text)
        default: self = .null
        }
    }
}
