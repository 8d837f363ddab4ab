import NavigationModel
import Testing

/// The View Switcher of seed 004: a root container swapping two content controllers.
private func switcher(shown: [ControllerID]? = ["blue"]) throws -> Hierarchy {
    let spec = ControllerSpec(
        id: "root", properties: ControllerProperties(className: "SwitchViewController"),
        role: .container(.init(children: [.view("blue", title: "Blue"), .view("yellow", title: "Yellow")], shown: shown)))
    return try Hierarchy.create(root: spec).0
}

extension Action {
    static func addChild(_ reference: ControllerReference, to target: Target = .automatic, shown: Bool = true, movesNow: Bool = true)
        -> Action
    {
        .addChild(target: target, controller: reference, shown: shown, movesNow: movesNow, animated: true)
    }

    static func transition(from: ControllerID, to: ControllerReference, in target: Target = .automatic, duration: Double = 0.5) -> Action {
        .transitionChildren(target: target, from: from, to: to, options: .flipFromLeft, duration: duration)
    }
}

@Suite struct ContainerTests {
    @Test func childrenAndShownAreSeparateFacts() throws {
        let hierarchy = try switcher()
        #expect(hierarchy["root"].children == ["blue", "yellow"])
        #expect(hierarchy["root"].container?.shown == ["blue"])
        #expect(hierarchy.onScreen == ["root", "blue"])
        #expect(hierarchy["yellow"].viewLoaded == false, "a child whose view is not in the container's does not load")
        #expect(hierarchy["root"].className == "SwitchViewController")
    }

    /// CON-2 and CON-4: `willMove` (from addChild), the view in (loads, appears), `didMove`.
    @Test func addingAShownChild() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.addChild(view("red"))) == [
                "red.willMoveToParent(root)", "red.viewDidLoad", "red.viewWillAppear", "red.viewDidAppear", "red.didMoveToParent(root)",
            ])
        #expect(hierarchy["root"].container?.shown == ["blue", "red"])
        #expect(
            try hierarchy.run(.addChild(view("green"), shown: false)) == ["green.willMoveToParent(root)", "green.didMoveToParent(root)"])
        #expect(hierarchy["root"].children == ["blue", "yellow", "red", "green"])
    }

    /// The seeds' explicit phases: `addChild` and the view first, `didMove` later.
    @Test func addingWithExplicitPhases() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.addChild(view("red"), movesNow: false)) == [
                "red.willMoveToParent(root)", "red.viewDidLoad", "red.viewWillAppear", "red.viewDidAppear",
            ])
        #expect(hierarchy["root"].container?.awaitingDidMove == ["red"])
        #expect(try hierarchy.run(.didMoveChild(target: .automatic, child: "red")) == ["red.didMoveToParent(root)"])
        #expect(throws: NavigationError.notAwaitingDidMove("red")) { try hierarchy.apply(.didMoveChild(target: .automatic, child: "red")) }
    }

    /// A child restored while waiting for its `didMove` is restored in that phase: the import
    /// adds it (`willMove(toParent:)`) and leaves `didMove` to the client, as the original did.
    @Test func aChildWaitingForDidMoveIsRestoredWithItsWillMoveSent() throws {
        var hierarchy = try switcher()
        try hierarchy.apply(.addChild(view("red"), movesNow: false))
        var (restored, events) = try Hierarchy.restore(hierarchy.restoration)
        let calls = events.map(\.description)
        #expect(calls.contains("red.willMoveToParent(root)"))
        #expect(!calls.contains("red.didMoveToParent(root)"))
        #expect(calls.contains("blue.didMoveToParent(root)"), "the others are told both")
        #expect(restored["root"].container?.awaitingDidMove == ["red"])
        #expect(try restored.run(.didMoveChild(target: .automatic, child: "red")) == ["red.didMoveToParent(root)"])
    }

    /// CON-3: `willMove(nil)`, the view out, `removeFromParent` (`didMove(nil)`), released.
    @Test func removingAChild() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.removeChild(target: .automatic, child: "blue", animated: true)) == [
                "blue.willMoveToParent(nil)", "blue.viewWillDisappear", "blue.viewDidDisappear", "blue.didMoveToParent(nil)", "blue.deinit",
            ])
        #expect(hierarchy["root"].children == ["yellow"])
        #expect(hierarchy.onScreen == ["root"])
    }

    /// Between two children only the views swap (docs/uikit-rules.md, CON): both stay children.
    @Test func aTransitionBetweenChildrenSwapsTheirViews() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.transition(from: "blue", to: .existing("yellow"))) == [
                "yellow.viewDidLoad", "blue.viewWillDisappear", "yellow.viewWillAppear", "blue.viewDidDisappear", "yellow.viewDidAppear",
            ])
        #expect(hierarchy["root"].children == ["blue", "yellow"])
        #expect(hierarchy["root"].container?.shown == ["yellow"])
        let revision = hierarchy.revision
        #expect(try hierarchy.run(.transition(from: "blue", to: .existing("yellow"))) == [], "nothing to swap")
        #expect(hierarchy.revision == revision)
    }

    /// CON-5 / LC-11 to a new controller: from.willMove(nil), to.willMove(P), the swap,
    /// from.didMove(nil) (removeFromParent), to.didMove(P), and from is released.
    @Test func aTransitionToANewControllerIsTheWholeReplacement() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.transition(from: "blue", to: view("red"))) == [
                "blue.willMoveToParent(nil)", "red.willMoveToParent(root)", "red.viewDidLoad", "blue.viewWillDisappear",
                "red.viewWillAppear", "blue.viewDidDisappear", "red.viewDidAppear", "blue.didMoveToParent(nil)",
                "red.didMoveToParent(root)", "blue.deinit",
            ])
        #expect(hierarchy["root"].children == ["yellow", "red"])
        #expect(hierarchy["root"].container?.shown == ["red"])
    }

    @Test func refusals() throws {
        var hierarchy = try switcher()
        try hierarchy.apply(.addChild(.new(.navigation("nav", [.view("a")]))))
        #expect(throws: NavigationError.noCommonParent("blue", "a", container: "root")) {
            try hierarchy.apply(.transition(from: "blue", to: .existing("a")))
        }
        #expect(throws: NavigationError.noCommonParent("blue", "blue", container: "root")) {
            try hierarchy.apply(.transition(from: "blue", to: .existing("blue")))
        }
        #expect(throws: NavigationError.notAChild("a", container: "root")) {
            try hierarchy.apply(.removeChild(target: .controller("root"), child: "a", animated: true))
        }
        #expect(throws: NavigationError.hierarchyInconsistency(child: "a", parent: "nav", requested: "root")) {
            try hierarchy.apply(.addChild(.existing("a"), to: .controller("root")))
        }
        #expect(throws: NavigationError.nestedTabBarController("t", container: .container)) {
            try hierarchy.apply(.addChild(.new(.tabBar("t", [.view("x")])), to: .controller("root")))
        }
        #expect(throws: NavigationError.shownNotAChild("ghost", container: "root")) { try switcher(shown: ["ghost"]) }
        var plain = try navigationWindow(["a"])
        #expect(throws: NavigationError.noContainerController(nil)) { try plain.apply(.addChild(view("x"))) }
    }

    /// CON-8: a container works as a child of a navigation controller and presented.
    @Test func aContainerWorksInEveryContext() throws {
        var hierarchy = try navigationWindow(["a"])
        let container = ControllerSpec(id: "c", role: .container(.init(children: [.view("front")])))
        try hierarchy.apply(.push(.new(container)))
        #expect(hierarchy.onScreen == ["nav", "c", "front"])
        var presenting = try navigationWindow(["a"])
        try presenting.apply(.present(target: .automatic, controller: .new(container), animated: true))
        #expect(try presenting.run(.transition(from: "front", to: view("back"), in: .controller("c"))).last == "front.deinit")
    }
}

@Suite struct MemoryWarningTests {
    /// MEM-1, MEM-2: every controller is told, on screen or not, loaded or not, in snapshot
    /// order; nothing loads or unloads (iOS 6+).
    @Test func everyControllerIsToldInSnapshotOrder() throws {
        var hierarchy = try navigationWindow(["a", "b"])
        try hierarchy.apply(.push(view("c")))
        try hierarchy.apply(.present(target: .automatic, controller: view("modal"), animated: true))
        let revision = hierarchy.revision
        #expect(
            try hierarchy.run(.memoryWarning) == [
                "nav.didReceiveMemoryWarning", "a.didReceiveMemoryWarning", "b.didReceiveMemoryWarning",
                "c.didReceiveMemoryWarning", "modal.didReceiveMemoryWarning",
            ], "a never loaded: it is told all the same")
        #expect(hierarchy.revision == revision.next)
        #expect(hierarchy["b"].viewLoaded)
        #expect(!hierarchy["a"].viewLoaded, "and its view stays unloaded")
    }
}
