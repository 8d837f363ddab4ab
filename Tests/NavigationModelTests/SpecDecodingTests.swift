import Foundation
import NavigationModel
import Testing

@Suite struct SpecDecodingTests {
    private func spec(_ json: String) throws -> ControllerSpec {
        try JSONDecoder().decode(ControllerSpec.self, from: Data(json.utf8))
    }

    @Test func designDocumentExampleDecodes() throws {
        let decoded = try spec(#"""
            {"kind": "navigation", "id": "inbox-nav", "title": "Mail",
             "children": [{"kind": "view", "id": "inbox", "class": "InboxViewController", "title": "Inbox",
                           "navigationItem": {"rightItems": [{"title": "Edit"}]},
                           "userInfo": {"folder": 3}}]}
            """#)
        #expect(decoded.kind == .navigation && decoded.id == "inbox-nav")
        let inbox = try #require(decoded.children.first)
        #expect(inbox.properties.className == "InboxViewController")
        #expect(inbox.properties.navigationItem.rightItems == [BarButtonItem(title: "Edit")])
        #expect(inbox.properties.userInfo == .object(["folder": .number(3)]))
    }

    @Test(arguments: [
        #"{"kind": "window"}"#,
        #"{"kind": "view", "title": 3}"#,
        #"{"kind": "view", "colour": "red"}"#,
        #"{"kind": "view", "toolbarHidden": false}"#,
        #"{"kind": "view", "navigationItem": {"rightItems": [{"systemItem": "teleport"}]}}"#,
        #"{"kind": "view", "modalPresentationStyle": "sideways"}"#,
        #"{"title": "no kind"}"#,
    ])
    func malformedSpecsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try spec(json) }
    }

    @Test func referencesAreIdsOrSpecs() throws {
        let refs = try JSONDecoder().decode(
            [ControllerReference].self, from: Data(#"["a", {"kind": "view", "id": "b"}]"#.utf8))
        #expect(refs == [.existing("a"), .new(.view("b"))])
    }
}
