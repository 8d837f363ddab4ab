import NavigationModel
import Testing

@Suite struct PushPopTests {
    @Test func pushEmitsCallbacksInUIKitOrder() throws {
        var hierarchy = try navigationWindow(["a"])
        let events = try hierarchy.run(.push(view("b")))
        #expect(
            events == [
                "b.willMoveToParent(nav)", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
                "a.viewDidDisappear", "b.viewDidAppear", "b.didMoveToParent(nav)",
            ])
        #expect(hierarchy.stack() == ["a", "b"])
        #expect(hierarchy["a"].appearance == .disappeared)
        #expect(hierarchy["b"].appearance == .appeared)
        #expect(hierarchy["b"].parent == "nav")
        #expect(hierarchy.revision.rawValue == 2)
    }

    @Test func popIsTheMirrorOfPush() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(.push(view("b")))
        let events = try hierarchy.run(.pop)
        #expect(
            events == [
                "b.willMoveToParent(nil)", "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear",
                "a.viewDidAppear", "b.didMoveToParent(nil)", "b.deinit",
            ])
        #expect(hierarchy.stack() == ["a"])
        #expect(hierarchy.controllers["b"] == nil, "popped controllers are released")
    }

    @Test func animatedFlagReachesTheAppearanceCallbacks() throws {
        var hierarchy = try navigationWindow(["a"])
        let events = try hierarchy.apply(.push(view("b"), animated: false))
        #expect(events.filter { $0.animated != nil }.allSatisfy { $0.animated == false })
        #expect(events.contains { $0.callback == .viewWillAppear })
    }

    @Test func popLoadsAControllerThatNeverAppeared() throws {
        var hierarchy = try navigationWindow(["a", "b"])
        #expect(!hierarchy["a"].viewLoaded)
        let events = try hierarchy.run(.pop)
        #expect(events.prefix(2) == ["b.willMoveToParent(nil)", "a.viewDidLoad"])
        #expect(hierarchy["a"].viewLoaded)
    }

    @Test func tenPushesAndTenPopsWalkTheStackBackToTheRoot() throws {
        var hierarchy = try navigationWindow(["root"])
        for step in 1...10 { try hierarchy.apply(.push(view(ControllerID("s\(step)")))) }
        #expect(hierarchy.stack().count == 11)
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "S9")
        for _ in 1...10 { try hierarchy.apply(.pop) }
        #expect(hierarchy.stack() == ["root"])
        #expect(hierarchy.revision.rawValue == 21)
        #expect(hierarchy.controllers.count == 2)
    }

    @Test func namedTargetMayBeTheNavigationControllerOrAControllerInIt() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(.push(view("b"), on: .controller("nav")))
        try hierarchy.apply(.push(view("c"), on: .controller("b")))
        #expect(hierarchy.stack() == ["a", "b", "c"])
    }

    @Test func popToEmitsAppearanceOnlyForOldAndNewTops() throws {
        var hierarchy = try navigationWindow(["a", "b", "c", "d"])
        let events = try hierarchy.run(.popTo(target: .automatic, controller: "b", animated: true))
        #expect(
            events == [
                "c.willMoveToParent(nil)", "d.willMoveToParent(nil)", "b.viewDidLoad", "d.viewWillDisappear",
                "b.viewWillAppear", "d.viewDidDisappear", "b.viewDidAppear", "c.didMoveToParent(nil)",
                "d.didMoveToParent(nil)", "c.deinit", "d.deinit",
            ])
        #expect(hierarchy.stack() == ["a", "b"])
        #expect(hierarchy.controllers["c"] == nil && hierarchy.controllers["d"] == nil)
    }

    @Test func popToRootLeavesOnlyTheRoot() throws {
        var hierarchy = try navigationWindow(["a", "b", "c"])
        let events = try hierarchy.run(.popToRoot(target: .automatic, animated: true))
        #expect(hierarchy.stack() == ["a"])
        #expect(
            events.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
                "c.viewWillDisappear", "a.viewWillAppear", "c.viewDidDisappear", "a.viewDidAppear",
            ])
    }
}
