import NavigationModel
import Testing

/// A deep link's `reveal` (docs/api-guide.md, "Deep links"): a controller in the tree brought on
/// screen by the calls an app makes, in UIKit's order: dismissals, then tab selections and pops
/// from the outermost container inwards.
@Suite struct RevealTests {
    private func mailApp() throws -> Hierarchy {
        let root = decoded(
            #"""
            {"kind": "tabBar", "id": "tabs", "selectedIndex": 1, "children": [
              {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox"}, {"kind": "view", "id": "old"}]},
              {"kind": "view", "id": "settings"}]}
            """#)
        var hierarchy = try Hierarchy.create(root: root).0
        try hierarchy.apply(.present(target: .automatic, controller: .new(.view("sheet")), animated: true))
        return hierarchy
    }

    /// The sheet over the settings tab goes, the mail tab is selected (its stack appears with
    /// the message still on top), then the stack pops back to the inbox.
    @Test func aRevealDismissesThenSelectsTheTabThenPops() throws {
        var hierarchy = try mailApp()
        #expect(
            try hierarchy.run(.reveal(controller: "inbox", animated: true)) == [
                "sheet.viewWillDisappear", "sheet.viewDidDisappear", "sheet.deinit",
                "mail.viewDidLoad", "old.viewDidLoad", "settings.viewWillDisappear", "mail.viewWillAppear", "old.viewWillAppear",
                "settings.viewDidDisappear", "mail.viewDidAppear", "old.viewDidAppear",
                "old.willMoveToParent(nil)", "inbox.viewDidLoad", "old.viewWillDisappear", "inbox.viewWillAppear",
                "old.viewDidDisappear", "inbox.viewDidAppear", "old.didMoveToParent(nil)", "old.deinit",
            ])
        #expect(hierarchy.onScreen == ["tabs", "mail", "inbox"])
        let revision = hierarchy.revision
        #expect(try hierarchy.apply(.reveal(controller: "inbox", animated: true)).isEmpty)
        #expect(hierarchy.revision == revision, "on screen with nothing over it: nothing changes")
    }

    /// A controller inside a presented stack: what it presents goes, its stack pops back to it;
    /// the layers beneath stay.
    @Test func aRevealInsideAPresentedLayerKeepsTheLayersBeneath() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(
            .present(target: .automatic, controller: .new(.navigation("modal", [.view("m1"), .view("m2")])), animated: true))
        try hierarchy.apply(.present(target: .automatic, controller: .new(.view("top")), animated: false))
        #expect(
            try hierarchy.run(.reveal(controller: "m1", animated: false)) == [
                "top.viewWillDisappear", "top.viewDidDisappear", "top.deinit",
                "m2.willMoveToParent(nil)", "m1.viewDidLoad", "m2.viewWillDisappear", "m1.viewWillAppear", "m2.viewDidDisappear",
                "m1.viewDidAppear", "m2.didMoveToParent(nil)", "m2.deinit",
            ])
        #expect(hierarchy.onScreen.suffix(2) == ["modal", "m1"])
        #expect(hierarchy["nav"].presented == "modal")
    }

    /// What no dismissal, tab selection or pop brings on screen is refused, and nothing changes.
    @Test func whatStaysOffScreenIsRefused() throws {
        let root = decoded(
            #"{"kind": "container", "id": "root", "shown": ["blue"], "children": [{"kind": "view", "id": "blue"}, {"kind": "view", "id": "yellow"}]}"#
        )
        var hierarchy = try Hierarchy.create(root: root).0
        let before = hierarchy
        #expect(throws: NavigationError.notRevealable("yellow", reason: .hidden)) {
            try hierarchy.apply(.reveal(controller: "yellow", animated: true))
        }
        #expect(throws: NavigationError.unknownController("ghost")) { try hierarchy.apply(.reveal(controller: "ghost", animated: true)) }
        try hierarchy.apply(.removeChild(target: .controller("root"), child: "yellow", animated: false, keep: true))
        let kept = hierarchy
        #expect(throws: NavigationError.notRevealable("yellow", reason: .detached)) {
            try hierarchy.apply(.reveal(controller: "yellow", animated: true))
        }
        #expect(hierarchy == kept)
        #expect(before != kept)
    }

    /// A context presentation in another branch covers nothing of the target: a controller on
    /// screen beside it is revealed as it is, one below it in its stack by a pop.
    @Test func aContextPresentationElsewhereDoesNotCoverTheTarget() throws {
        let root = decoded(
            #"""
            {"kind": "container", "id": "k", "children": [
              {"kind": "navigation", "id": "n1", "definesPresentationContext": true, "children": [{"kind": "view", "id": "a1"}]},
              {"kind": "navigation", "id": "n2", "children": [{"kind": "view", "id": "b1"}, {"kind": "view", "id": "b2"}]}]}
            """#)
        var hierarchy = try Hierarchy.create(root: root, traits: Traits(idiom: .pad)).0
        var context = ControllerSpec.view("P")
        context.properties.modalPresentationStyle = .currentContext
        try hierarchy.apply(.present(target: .controller("a1"), controller: .new(context), animated: false))
        #expect(try hierarchy.apply(.reveal(controller: "b2", animated: false)).isEmpty)
        #expect(try hierarchy.apply(.reveal(controller: "k", animated: false)).isEmpty)
        #expect(try hierarchy.run(.reveal(controller: "b1", animated: false)).contains("b2.deinit"))
        #expect(hierarchy["n1"].presented == "P", "the context presentation stays where it is")
    }

    /// A layer presented in context lives in its presenter's: revealing it selects the
    /// presenter's tab, and dismisses what the root-most full-screen controller presents over it.
    @Test func aContextPresentationIsRevealedThroughItsPresenter() throws {
        let root = decoded(
            #"""
            {"kind": "tabBar", "id": "tb", "children": [
              {"kind": "navigation", "id": "na", "definesPresentationContext": true, "children": [{"kind": "view", "id": "a1"}]},
              {"kind": "view", "id": "b1"}]}
            """#)
        var hierarchy = try Hierarchy.create(root: root, traits: Traits(idiom: .pad)).0
        var context = ControllerSpec.view("P")
        context.properties.modalPresentationStyle = .currentContext
        try hierarchy.apply(.present(target: .controller("a1"), controller: .new(context), animated: false))
        try hierarchy.apply(.present(target: .automatic, controller: .new(.view("Q")), animated: false))
        #expect(hierarchy["tb"].presented == "Q")
        let events = try hierarchy.run(.reveal(controller: "P", animated: false))
        #expect(events.first == "Q.viewWillDisappear")
        #expect(hierarchy["tb"].presented == nil)
        #expect(hierarchy["P"].appearance == .appeared)
        try hierarchy.apply(.selectTab(target: .controller("tb"), selection: .index(1), popToRootOnReselect: false, animated: false))
        #expect(hierarchy["P"].appearance == .disappeared)
        #expect(try hierarchy.run(.reveal(controller: "P", animated: false)).contains("P.viewDidAppear"))
        #expect(hierarchy["tb"].tabs?.selectedIndex == 0)
    }
}
