import Foundation
import NavStateDocuments
import NavigationModel
import Testing

/// Content controllers' nodes kept from earlier snapshots (docs/performance.md, "Snapshots
/// from kept nodes"): a snapshot written with them is the snapshot written without, whatever
/// changed in between.
@Suite struct NodeFragmentsTests {
    private func spec(_ json: String) throws -> ControllerSpec {
        try JSONDecoder().decode(ControllerSpec.self, from: Data(json.utf8))
    }

    private func patch(_ json: String) throws -> ControllerPatch {
        try JSONDecoder().decode(ControllerPatch.self, from: Data(json.utf8))
    }

    private func snapshot(_ hierarchy: Hierarchy, session: String = "s", with fragments: NodeFragments? = nil) -> String {
        var writer = SnapshotWriter(fragments: fragments)
        writer.snapshot(session: SessionID(rawValue: session), hierarchy: hierarchy)
        return String(decoding: writer.json.bytes, as: UTF8.self)
    }

    /// A navigation controller over `count` views, each with a bar button item.
    private func stack(_ count: Int) throws -> Hierarchy {
        let views = (1...count).map {
            #"{"kind": "view", "id": "v\#($0)", "title": "Screen \#($0)", "navigationItem": {"rightItems": [{"systemItem": "add"}]}}"#
        }
        return try Hierarchy.create(root: spec(#"{"kind": "navigation", "id": "nav", "children": [\#(views.joined(separator: ","))]}"#)).0
    }

    @Test func aSnapshotWrittenFromKeptNodesIsTheSnapshotWrittenWithout() throws {
        let hierarchy = try stack(10)
        let fragments = NodeFragments()
        let first = snapshot(hierarchy, with: fragments)
        #expect(first == snapshot(hierarchy))
        // The ten views are kept; the navigation controller, a container, is not.
        #expect(fragments.count == 10)
        let kept = fragments.bytes
        #expect(snapshot(hierarchy, with: fragments) == first)
        #expect(fragments.count == 10 && fragments.bytes == kept, "the second snapshot wrote its nodes again")
    }

    /// After every kind of change a content controller can go through — its appearance, its
    /// properties, presenting, being presented, owning a search controller, leaving — the kept
    /// nodes give the bytes a writer without them gives.
    @Test func everyChangeOfAControllerIsWrittenAgain() throws {
        var hierarchy = try stack(4)
        let fragments = NodeFragments()
        let changes: [(String, Action)] = try [
            ("push", .push(target: .automatic, controller: .new(spec(#"{"kind": "view", "id": "v5"}"#)), animated: true)),
            ("pop", .pop(target: .automatic, animated: true)),
            ("title", .update(controller: "v2", patch: patch(#"{"title": "Renamed"}"#))),
            ("item", .update(controller: "v3", patch: patch(#"{"navigationItem": {"rightItems": []}}"#))),
            ("item again", .update(controller: "v3", patch: patch(#"{"navigationItem": {"prompt": "Hi"}}"#))),
            ("present", .present(target: .controller("v4"), controller: .new(spec(#"{"kind": "view", "id": "sheet"}"#)), animated: false)),
            ("dismiss", .dismiss(target: .controller("v4"), animated: false)),
            (
                "push a search owner",
                .push(
                    target: .automatic,
                    controller: .new(spec(#"{"kind": "view", "id": "owner", "searchController": {"kind": "search", "id": "find"}}"#)),
                    animated: false)
            ),
            ("pop to root", .popToRoot(target: .automatic, animated: false)),
        ]
        #expect(snapshot(hierarchy, with: fragments) == snapshot(hierarchy))
        for (name, action) in changes {
            do {
                _ = try hierarchy.apply(action)
            } catch {
                Issue.record("\(name): refused \(error)")
                continue
            }
            #expect(snapshot(hierarchy, with: fragments) == snapshot(hierarchy), "after \(name)")
        }
    }

    /// A whole snapshot drops the nodes of controllers that left the session, so pushing and
    /// popping new controllers does not fill the table with nodes nobody will ask for again.
    @Test func theNodesOfControllersThatLeftGo() throws {
        var hierarchy = try stack(3)
        let fragments = NodeFragments()
        _ = snapshot(hierarchy, with: fragments)
        for _ in 0..<20 {
            _ = try hierarchy.apply(.push(target: .automatic, controller: .new(spec(#"{"kind": "view"}"#)), animated: true))
            #expect(snapshot(hierarchy, with: fragments) == snapshot(hierarchy))
            #expect(fragments.count == 4)
            _ = try hierarchy.apply(.pop(target: .automatic, animated: true))
            #expect(snapshot(hierarchy, with: fragments) == snapshot(hierarchy))
            #expect(fragments.count == 3)
        }
        // The three views' nodes, each with its overhead: less than the whole snapshot's bytes.
        #expect(fragments.bytes < snapshot(hierarchy).utf8.count + 3 * NodeFragments.entryOverhead)
    }

    /// Two sessions with the same controller ids keep their nodes apart.
    @Test func sessionsWithTheSameIdsKeepTheirOwnNodes() throws {
        var other = try stack(3)
        _ = try other.apply(.update(controller: "v1", patch: patch(#"{"title": "Elsewhere"}"#)))
        let hierarchy = try stack(3)
        let fragments = NodeFragments()
        for _ in 0..<2 {
            #expect(snapshot(hierarchy, session: "a", with: fragments) == snapshot(hierarchy, session: "a"))
            #expect(snapshot(other, session: "b", with: fragments) == snapshot(other, session: "b"))
        }
        #expect(fragments.count == 6)
    }

    @Test func onlyContentControllersWithNothingAroundThemAreKept() throws {
        let tabs = try Hierarchy.create(
            root: spec(
                #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "plain"}, {"kind": "view", "id": "owner", "searchController": {"kind": "search", "id": "find"}}]}]}"#
            )
        ).0
        var alone = try Hierarchy.create(root: spec(#"{"kind": "view", "id": "presenter"}"#)).0
        _ = try alone.apply(
            .present(target: .controller("presenter"), controller: .new(spec(#"{"kind": "view", "id": "shown"}"#)), animated: false))
        let keeps = { (hierarchy: Hierarchy, id: ControllerID) in hierarchy.controllers[id].map(NodeFragments.keeps) }
        #expect(keeps(tabs, "tabs") == false)
        #expect(keeps(tabs, "nav") == false)
        #expect(keeps(tabs, "plain") == true)
        #expect(keeps(tabs, "owner") == false, "it owns a search controller")
        #expect(keeps(tabs, "find") == false, "a search controller")
        #expect(keeps(alone, "presenter") == false, "it presents")
        #expect(keeps(alone, "shown") == false, "it is presented")
    }

    /// Sessions with nothing to keep (here a view presenting another: both are left out) leave
    /// no table behind, however many are written.
    @Test func sessionsWithNothingToKeepLeaveNoTable() throws {
        var hierarchy = try Hierarchy.create(root: spec(#"{"kind": "view", "id": "presenter"}"#)).0
        _ = try hierarchy.apply(
            .present(target: .controller("presenter"), controller: .new(spec(#"{"kind": "view", "id": "shown"}"#)), animated: false))
        let fragments = NodeFragments()
        for session in 0..<2_000 {
            #expect(snapshot(hierarchy, session: "s\(session)", with: fragments) == snapshot(hierarchy, session: "s\(session)"))
        }
        #expect(fragments.sessionCount == 0 && fragments.bytes == 0)
    }

    /// The table never holds more than its budget: once full, it is emptied and fills again.
    @Test func theTableStaysWithinItsBudget() throws {
        let hierarchy = try stack(50)
        let fragments = NodeFragments()
        var emptied = false
        var last = 0
        for session in 0..<1_000 {
            #expect(snapshot(hierarchy, session: "s\(session)", with: fragments) == snapshot(hierarchy, session: "s\(session)"))
            #expect(fragments.bytes <= NodeFragments.budget)
            if fragments.bytes < last { emptied = true }
            last = fragments.bytes
            if emptied { break }
        }
        #expect(emptied, "1,000 sessions of 50 views never filled \(NodeFragments.budget) bytes")
        #expect(fragments.count <= 50 * 2)
    }
}
