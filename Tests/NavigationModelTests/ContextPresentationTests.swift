import NavigationModel
import Testing

/// Presentations inside a presentation context (MOD-8, LC-2, LC-9): a `currentContext`
/// presentation lives in its presenter's view and goes where the presenter goes.
@Suite struct ContextPresentationTests {
    /// `tabs` over `n1[a]` (which defines the context) and `n2[b]`, on a phone.
    private func tabs() throws -> Hierarchy {
        var first = ControllerSpec.navigation("n1", [.view("a")])
        first.properties.definesPresentationContext = true
        return try Hierarchy.create(root: .tabBar("tabs", [first, .navigation("n2", [.view("b")])])).0
    }

    private func present(_ id: ControllerID, _ style: ModalPresentationStyle, from target: Action.Target = .automatic) -> Action {
        var spec = ControllerSpec.view(id)
        spec.properties.modalPresentationStyle = style
        return .present(target: target, controller: .new(spec), animated: true)
    }

    private func select(_ index: Int) -> Action {
        .selectTab(target: .automatic, selection: .index(index), popToRootOnReselect: false, animated: true)
    }

    @Test func aCurrentContextPresentationInATabBelongsToThatTab() throws {
        var hierarchy = try tabs()
        #expect(
            try hierarchy.run(present("p", .currentContext)) == [
                "p.viewDidLoad", "n1.viewWillDisappear", "a.viewWillDisappear", "p.viewWillAppear", "n1.viewDidDisappear",
                "a.viewDidDisappear", "p.viewDidAppear",
            ])
        #expect(hierarchy["p"].presentation?.presenter == "n1", "the controller that defines the context presents")
        #expect(hierarchy.chrome.path == ["tabs", "p"])
        #expect(hierarchy.chrome.tabBar?.owner == "tabs", "the tab bar stays on screen: the context is inside the tab")
        #expect(hierarchy.chrome.tabBar?.selectedItem == "n1")

        // Switching tabs takes the presentation off screen with its tab; what it covers gets no
        // second disappearance.
        #expect(
            try hierarchy.run(select(1)) == [
                "n2.viewDidLoad", "b.viewDidLoad", "p.viewWillDisappear", "n2.viewWillAppear", "b.viewWillAppear",
                "p.viewDidDisappear", "n2.viewDidAppear", "b.viewDidAppear",
            ])
        #expect(hierarchy.chrome.path == ["tabs", "n2", "b"])
        #expect(hierarchy["p"].appearance == .disappeared && hierarchy["a"].appearance == .disappeared)

        // Targetless actions act on the newly selected tab.
        try hierarchy.apply(.push(view("c")))
        #expect(hierarchy.stack("n2") == ["b", "c"])
        #expect(throws: NavigationError.nothingToDismiss(nil)) { try hierarchy.apply(.dismiss(target: .automatic, animated: true)) }
        try hierarchy.apply(present("q", .fullScreen))
        #expect(hierarchy["q"].presentation?.presenter == "tabs", "the tab bar, not presenting, presents again")
        try hierarchy.apply(.dismiss(target: .automatic, animated: true))

        // Back to the first tab: the presentation comes back, the controllers it covers stay off.
        #expect(
            try hierarchy.run(select(0)) == [
                "n2.viewWillDisappear", "c.viewWillDisappear", "p.viewWillAppear", "n2.viewDidDisappear",
                "c.viewDidDisappear", "p.viewDidAppear",
            ])
        #expect(
            try hierarchy.run(.dismiss(target: .automatic, animated: true)) == [
                "p.viewWillDisappear", "n1.viewWillAppear", "a.viewWillAppear", "p.viewDidDisappear", "n1.viewDidAppear",
                "a.viewDidAppear", "p.deinit",
            ])
        #expect(hierarchy.chrome.path == ["tabs", "n1", "a"])
    }

    @Test func anOverCurrentContextPresentationLeavesItsContextOnScreenAndLeavesWithIt() throws {
        var hierarchy = try tabs()
        #expect(try hierarchy.run(present("o", .overCurrentContext)) == ["o.viewDidLoad", "o.viewWillAppear", "o.viewDidAppear"])
        #expect(hierarchy.chrome.path == ["tabs", "n1", "a", "o"])
        #expect(
            try hierarchy.run(select(1)) == [
                "n2.viewDidLoad", "b.viewDidLoad", "n1.viewWillDisappear", "a.viewWillDisappear", "o.viewWillDisappear",
                "n2.viewWillAppear", "b.viewWillAppear", "n1.viewDidDisappear", "a.viewDidDisappear", "o.viewDidDisappear",
                "n2.viewDidAppear", "b.viewDidAppear",
            ])
    }

    @Test func aFullScreenPresentationOverASheetTakesEverythingBelowOffScreen() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("s", .pageSheet))
        #expect(hierarchy.chrome.path == ["nav", "a", "s"])
        #expect(
            try hierarchy.run(present("f", .fullScreen)) == [
                "f.viewDidLoad", "nav.viewWillDisappear", "a.viewWillDisappear", "s.viewWillDisappear", "f.viewWillAppear",
                "nav.viewDidDisappear", "a.viewDidDisappear", "s.viewDidDisappear", "f.viewDidAppear",
            ])
        #expect(hierarchy.chrome.path == ["f"])
        #expect(hierarchy["f"].presentation?.presenter == "s")
        #expect(
            try hierarchy.run(.dismiss(target: .automatic, animated: true)) == [
                "f.viewWillDisappear", "nav.viewWillAppear", "a.viewWillAppear", "s.viewWillAppear", "f.viewDidDisappear",
                "nav.viewDidAppear", "a.viewDidAppear", "s.viewDidAppear", "f.deinit",
            ])
        #expect(hierarchy.chrome.path == ["nav", "a", "s"])
    }

    @Test func aControllerPresentsOneControllerAtATimeButAContextMayPresentBesideItsAncestor() throws {
        var hierarchy = try tabs()
        try hierarchy.apply(present("o", .overCurrentContext))
        // The tab bar itself is not presenting: a sheet from it is allowed, and sits on top.
        try hierarchy.apply(present("sheet", .pageSheet, from: .controller("tabs")))
        #expect(hierarchy.layerRoots == ["tabs", "o", "sheet"])
        #expect(hierarchy.chrome.path == ["tabs", "n1", "a", "o", "sheet"])
        // n1 presents o already.
        #expect(throws: NavigationError.alreadyPresenting("n1", presented: "o")) {
            try hierarchy.apply(present("x", .overCurrentContext, from: .controller("a")))
        }
        #expect(
            try hierarchy.run(.dismiss(target: .controller("tabs"), animated: true)) == [
                "sheet.viewWillDisappear", "sheet.viewDidDisappear", "sheet.deinit",
            ])
        #expect(hierarchy.layerRoots == ["tabs", "o"], "dismissing the tab bar's sheet leaves n1's presentation")
    }

    @Test func aContextPresentationIsStackedBelowALaterOneFromAnAncestor() throws {
        var hierarchy = try tabs()
        try hierarchy.apply(present("sheet", .pageSheet, from: .controller("tabs")))
        // Still on screen under the sheet, n1 may present in its own context: below the sheet.
        try hierarchy.apply(present("o", .overCurrentContext, from: .controller("a")))
        #expect(hierarchy.layerRoots == ["tabs", "o", "sheet"])
        #expect(hierarchy.chrome.path.last == "sheet", "targetless actions still act on the sheet")
    }

    @Test func aFullScreenPresentationFromInsideAContextIsPresentedByTheRootMostFullScreenController() throws {
        var hierarchy = try tabs()
        try hierarchy.apply(present("p", .currentContext))
        try hierarchy.apply(present("f", .fullScreen))
        #expect(hierarchy["f"].presentation?.presenter == "tabs", "not p, which covers one tab only")
        #expect(hierarchy.layerRoots == ["tabs", "p", "f"])
        #expect(hierarchy.chrome.path == ["f"])
        // Switching tabs under it changes nothing on screen.
        #expect(
            try hierarchy.run(.selectTab(target: .controller("tabs"), selection: .index(1), popToRootOnReselect: false, animated: true))
                == [])
        #expect(hierarchy.chrome.path == ["f"])
        #expect(
            try hierarchy.run(.dismiss(target: .automatic, animated: true)) == [
                "n2.viewDidLoad", "b.viewDidLoad", "f.viewWillDisappear", "tabs.viewWillAppear", "n2.viewWillAppear",
                "b.viewWillAppear", "f.viewDidDisappear", "tabs.viewDidAppear", "n2.viewDidAppear", "b.viewDidAppear", "f.deinit",
            ])
    }

    @Test func poppingAControllerUnderAFullScreenPresentationLeavesItOnScreen() throws {
        var second = ControllerSpec.view("b")
        second.properties.definesPresentationContext = true
        var hierarchy = try Hierarchy.create(root: .navigation("nav", [.view("a"), second])).0
        try hierarchy.apply(present("p", .currentContext))
        try hierarchy.apply(present("f", .fullScreen))
        #expect(hierarchy["f"].presentation?.presenter == "nav")
        #expect(
            try hierarchy.run(.pop(target: .controller("nav"), animated: true)) == [
                "b.willMoveToParent(nil)", "b.didMoveToParent(nil)", "b.deinit", "p.deinit",
            ])
        #expect(hierarchy.chrome.path == ["f"])
    }

    @Test func aContextInsideATabDoesNotDecideRotation() throws {
        var hierarchy = try tabs()
        var presented = ControllerSpec.view("p")
        presented.properties.modalPresentationStyle = .currentContext
        presented.properties.supportedOrientations = [.portrait]
        try hierarchy.apply(.present(target: .automatic, controller: .new(presented), animated: true))
        try hierarchy.apply(.setTraits(Traits(orientation: .landscapeLeft)))
        #expect(hierarchy.traits.orientation == .landscapeLeft)
        var full = ControllerSpec.view("f")
        full.properties.modalPresentationStyle = .fullScreen
        full.properties.supportedOrientations = [.landscapeLeft]
        try hierarchy.apply(.present(target: .automatic, controller: .new(full), animated: true))
        #expect(throws: NavigationError.orientationNotSupported(.portrait, controller: "f")) {
            try hierarchy.apply(.setTraits(Traits(orientation: .portrait)))
        }
    }
}
