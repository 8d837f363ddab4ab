import Foundation
import NavigationModel
import Testing

@Suite struct SpecDecodingTests {
    private func spec(_ json: String) throws -> ControllerSpec {
        try JSONDecoder().decode(ControllerSpec.self, from: Data(json.utf8))
    }

    @Test func designDocumentExampleDecodes() throws {
        let decoded = try spec(
            #"""
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

    /// A dictionary's order differs from process to process: with several faults, the one
    /// named is the first in key order, so that the same body gets the same answer everywhere.
    @Test func ofSeveralFaultsTheFirstInKeyOrderIsNamed() {
        let json = #"{"kind": "view", "zz": 1, "title": 5, "userInfo": {"k": 1}, "class": 7, "ab": 2, "tabBarItem": 3, "id": 4}"#
        #expect(throws: FieldError.self) { try spec(json) }
        do {
            _ = try spec(json)
        } catch {
            #expect(String(describing: error).hasPrefix("ab: unknown field"), "\(error)")
        }
        let items = #"{"kind": "view", "navigationItem": {"rightItems": [{"title": 1, "style": 2, "enabled": "x", "a": 0}]}}"#
        do {
            _ = try spec(items)
            Issue.record("accepted \(items)")
        } catch {
            #expect(String(describing: error).hasPrefix("navigationItem.rightItems[0].a: unknown field"), "\(error)")
        }
    }

    @Test(arguments: [
        (
            #"{"kind": "window"}"#,
            "kind: 'window' is not one of 'view', 'navigation', 'tabBar', 'page', 'split', 'container', 'alert', 'search'."
        ),
        (#"{"kind": "view", "colour": "red"}"#, "colour: unknown field; a controller has id, kind, class, title,"),
        (
            #"{"kind": "view", "navigationItem": {"rightItems": [{"systemItem": "teleport"}]}}"#,
            "navigationItem.rightItems[0].systemItem: 'teleport' is not one of 'done', 'cancel',"
        ),
        (
            #"{"kind": "view", "modalPresentationStyle": "sideways"}"#,
            "modalPresentationStyle: 'sideways' is not one of 'automatic', 'fullScreen',"
        ),
        (
            #"{"title": "no kind"}"#,
            "kind: required field is missing; one of 'view', 'navigation', 'tabBar', 'page', 'split', 'container', 'alert', 'search'."
        ),
        (#"{"kind": "page", "pages": [{"kind": "view", "tabBarItem": {"badge": "1"}}]}"#, "pages[0].tabBarItem.badge: unknown field"),
    ])
    func malformedSpecsAreRefusedNamingTheFieldAndTheChoices(json: String, message: String) {
        #expect(throws: FieldError.self) { try spec(json) }
        do {
            _ = try spec(json)
        } catch {
            #expect(String(describing: error).hasPrefix(message))
        }
    }

    /// Worded for the client, with the field's path (no Swift type names).
    @Test func aFieldOfTheWrongTypeIsRefused() {
        #expect(throws: FieldError(path: "title", message: "expected a string.")) { try spec(#"{"kind": "view", "title": 3}"#) }
        #expect(throws: FieldError(path: "children[1].id", message: "expected a string, found null.")) {
            try spec(#"{"kind": "navigation", "children": [{"kind": "view"}, {"kind": "view", "id": null}]}"#)
        }
        // Odd field names are named as written, as the coding keys named them.
        #expect(throws: FieldError(path: "navigationItem.[0]", message: "unknown field.")) {
            try spec(#"{"kind": "view", "navigationItem": {"[0]": 1}}"#)
        }
        #expect(throws: FieldError(path: "toolbarItems[0].", message: "unknown field.")) {
            try spec(#"{"kind": "view", "toolbarItems": [{"": 1}]}"#)
        }
        #expect(throws: FieldError(path: "navigationItem.rightItems[0].style", message: "'bold' is not one of 'plain', 'done'.")) {
            try spec(#"{"kind": "view", "navigationItem": {"rightItems": [{"style": "bold"}]}}"#)
        }
    }

    @Test func aFieldOfAnotherKindDecodesAndIsRefusedByTheRules() throws {
        let decoded = try spec(#"{"kind": "view", "toolbarHidden": false, "pages": []}"#)
        #expect(decoded.misplacedFields == [.toolbarHidden, .pages])
        #expect(throws: NavigationError.fieldNotApplicable(.toolbarHidden, kind: .view)) {
            try Hierarchy.create(root: decoded)
        }
    }

    @Test func referencesAreIdsOrSpecs() throws {
        let refs = try JSONDecoder().decode(
            [ControllerReference].self, from: Data(#"["a", {"kind": "view", "id": "b"}]"#.utf8))
        #expect(refs == [.existing("a"), .new(.view("b"))])
    }
}
