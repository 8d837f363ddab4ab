import NavStateServer
import NavigationModel
import Testing

@Suite struct OpenAPITests {
    @Test func documentIsOpenAPI31() {
        #expect((OpenAPIDocument.shared.root["openapi"] as? String)?.hasPrefix("3.1") == true)
    }

    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() {
        let served = Set(
            NavStateAPI.routeTable.map { route in
                let template = route.pattern.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
                return "\(route.method) /" + template.joined(separator: "/")
            })
        let documented = Set(OpenAPIDocument.shared.operations.map { "\($0.method) \($0.template)" })
        #expect(served.subtracting(documented).isEmpty, "served but undocumented")
        #expect(documented.subtracting(served).isEmpty, "documented but not served")
    }

    @Test func everyReferenceResolves() {
        var unresolved: [String] = []
        func walk(_ node: Any, at path: String) {
            if let map = node as? [String: Any] {
                if let reference = map["$ref"] as? String, OpenAPIDocument.shared.resolve(map) == nil {
                    unresolved.append("\(path): \(reference)")
                }
                for (key, value) in map { walk(value, at: "\(path)/\(key)") }
            } else if let list = node as? [Any] {
                for (index, value) in list.enumerated() { walk(value, at: "\(path)/\(index)") }
            }
        }
        walk(OpenAPIDocument.shared.root, at: "#")
        #expect(unresolved.isEmpty)
    }

    @Test func theValidatorCatchesAnUndocumentedField() {
        var problems: [String] = []
        SchemaValidator(document: .shared).validate(
            ["status": "ok", "sessions": 1, "extra": true],
            against: ["$ref": "#/components/schemas/Health"], at: "body", problems: &problems)
        #expect(problems == ["body: 'extra' is not documented"])
    }
}
