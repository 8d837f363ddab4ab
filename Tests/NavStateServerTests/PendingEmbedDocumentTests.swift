import Foundation
import NavStateDocuments
import NavigationModel
import Testing

/// What an embed still has to do is in the documents that keep a session: a checkpoint reads
/// back the same hierarchy, and an export's import performs the same embeds, for a data
/// source's page from a scene and for a container released before its view ever loaded.
@Suite struct PendingEmbedDocumentTests {
    private static func json(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

    private static func board() throws -> Storyboard {
        try StoryboardDocuments.storyboard(
            named: "Main",
            document: json(
                #"""
                {"scenes": [
                  {"identifier": "Cube", "controller": {"kind": "container"}, "segues": [{"identifier": "e", "kind": "embed", "destination": "Face"}]},
                  {"identifier": "Face", "controller": {"kind": "view"}}]}
                """#))
    }

    private static func spec(_ text: String) throws -> ControllerSpec { try ControllerSpec(json: json(text)) }

    @Test func aCheckpointAndAnExportKeepPendingEmbeds() throws {
        let root = try Self.spec(
            #"{"kind": "container", "id": "root", "releasesHiddenChildrenOnMemoryWarning": true, "shown": ["v"], "children": [{"kind": "view", "id": "v"}, {"storyboard": "Main", "identifier": "Cube", "id": "cube"}, {"kind": "page", "id": "pg", "transitionStyle": "scroll", "pages": [{"kind": "view", "id": "p0"}, {"storyboard": "Main", "identifier": "Cube", "id": "paged"}]}]}"#
        )
        var hierarchy = try Hierarchy.create(root: root, storyboards: [Self.board()]).0
        try hierarchy.apply(.memoryWarning)
        #expect(hierarchy["root"].container?.released.map(\.id) == ["cube", "pg"])
        #expect(try Checkpoint.decode(Checkpoint.encode(hierarchy)) == hierarchy)

        let document = try ExportDocument(json: Self.json(String(decoding: ExportDocument.encode(hierarchy.restoration), as: UTF8.self)))
        var imported = try Hierarchy.restore(document.restoration).0
        let add = Action.addChild(target: .controller("root"), controller: .existing("cube"), shown: true, movesNow: true, animated: false)
        var live = hierarchy
        let expected = try live.apply(add).map(\.description)
        #expect(expected.contains("cube.prepareForSegue(e)"))
        #expect(try imported.apply(add).map(\.description) == expected)
    }
}
