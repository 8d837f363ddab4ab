import Foundation
import NavigationModel
import Testing

/// The validator every response of every test is checked with: each keyword it reads finds
/// what departs from it, through `$ref`s and in schemas that contain themselves.
@Suite struct SchemaValidatorTests {
    static let document = OpenAPIDocument(root: [
        "components": [
            "schemas": [
                "Node": [
                    "type": "object", "required": ["id"], "additionalProperties": false,
                    "properties": [
                        "id": ["type": "string", "pattern": "^[a-z]+$"],
                        "kind": ["enum": ["view", "navigation", NSNull()]],
                        "depth": ["type": "integer", "minimum": 0, "maximum": 3],
                        "children": ["type": "array", "items": ["$ref": "#/components/schemas/Node"]],
                        "tagged": ["$ref": "#/components/schemas/Node", "required": ["kind"]],
                        "either": ["oneOf": [["type": "string"], ["type": "integer"]]],
                        "both": ["oneOf": [["type": "number"], ["type": "integer"]]],
                        "fixed": ["const": "yes"],
                        "labels": ["type": "object", "additionalProperties": ["type": "string"]],
                    ] as [String: Any],
                ] as [String: Any]
            ]
        ]
    ])

    func problems(_ value: JSONValue, _ node: Any = ["$ref": "#/components/schemas/Node"]) -> Set<String> {
        var problems: [String] = []
        SchemaValidator(document: Self.document).validate(value, against: node, at: "body", problems: &problems)
        return Set(problems)
    }

    @Test func aConformingTreeHasNoProblems() {
        let tree: JSONValue = [
            "id": "root", "kind": "navigation", "depth": 0, "either": 3, "both": 1.5, "fixed": "yes",
            "labels": ["a": "b"],
            "children": [["id": "child", "kind": nil, "tagged": ["id": "tag", "kind": "view"]]],
        ]
        #expect(problems(tree).isEmpty)
    }

    @Test func eachKeywordFindsWhatDepartsFromIt() {
        #expect(problems("root") == ["body: \"root\" is not object"])
        #expect(problems(["kind": "view"]) == ["body: required 'id' is missing"])
        #expect(problems(["id": "Root"]) == ["body.id: 'Root' does not match ^[a-z]+$"])
        #expect(problems(["id": "a", "extra": true]) == ["body: 'extra' is not documented"])
        #expect(problems(["id": "a", "kind": "tab"]) == ["body.kind: \"tab\" is not one of [\"view\", \"navigation\", <null>]"])
        #expect(problems(["id": "a", "depth": 4]) == ["body.depth: 4.0 > 3"])
        #expect(problems(["id": "a", "depth": -1]) == ["body.depth: -1.0 < 0"])
        #expect(problems(["id": "a", "depth": 1.5]) == ["body.depth: 1.5 is not integer"])
        #expect(problems(["id": "a", "either": true]) == ["body.either: matches 0 of oneOf, not 1"])
        #expect(problems(["id": "a", "both": 2]) == ["body.both: matches 2 of oneOf, not 1"])
        #expect(problems(["id": "a", "fixed": "no"]) == ["body.fixed: \"no\" is not yes"])
        #expect(problems(["id": "a", "labels": ["a": 1]]) == ["body.labels.a: 1.0 is not string"])
    }

    @Test func aSchemaThatContainsItselfIsFollowedToAnyDepth() {
        let deep: JSONValue = ["id": "a", "children": [["id": "b", "children": [["id": "c", "children": [["id": "D"]]]]]]]
        #expect(problems(deep) == ["body.children[0].children[0].children[0].id: 'D' does not match ^[a-z]+$"])
    }

    @Test func aReferenceBesideOtherKeywordsAppliesBoth() {
        #expect(problems(["id": "a", "tagged": ["id": "b"]]) == ["body.tagged: required 'kind' is missing"])
        #expect(problems(["id": "a", "tagged": ["kind": "view"]]) == ["body.tagged: required 'id' is missing"])
    }

    @Test func aReferenceThatLeadsNowhereIsAProblem() {
        #expect(problems(["id": "a"], ["$ref": "#/components/schemas/Missing"]) == ["body: unresolvable schema"])
    }
}
