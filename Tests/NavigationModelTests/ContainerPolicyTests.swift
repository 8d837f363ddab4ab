import NavigationModel
import Testing

/// A container spec with the two policies of a custom container's code.
private func container(
    _ id: ControllerID, _ children: [ControllerSpec], shown: [ControllerID]? = nil, forwards: Bool = true,
    releasesHidden: Bool = false
) -> ControllerSpec {
    var properties = ControllerProperties(className: "SwitchViewController")
    properties.automaticallyForwardsAppearance = forwards
    properties.releasesHiddenChildrenOnMemoryWarning = releasesHidden
    return ControllerSpec(id: id, properties: properties, role: .container(.init(children: children, shown: shown)))
}

/// Seed 004's View Switcher with its memory policy (docs/uikit-rules.md): the hidden child is
/// released on a memory warning and built again, a new instance, when it is next shown.
@Suite struct ReleasePolicyTests {
    private func switcher() throws -> Hierarchy {
        try Hierarchy.create(
            root: container(
                "root", [.view("blue", title: "Blue"), .view("yellow", title: "Yellow")], shown: ["yellow"], releasesHidden: true)
        ).0
    }

    /// Switch, switch back: no new instance (both stay children); memory warning: the hidden one
    /// goes, after the container's own warning; switch back: built again, loaded again.
    @Test func theViewSwitcherReleasesItsHiddenChildAndRebuildsIt() throws {
        var hierarchy = try switcher()
        #expect(
            try hierarchy.run(.transition(from: "yellow", to: .existing("blue"))) == [
                "blue.viewDidLoad", "yellow.viewWillDisappear", "blue.viewWillAppear", "yellow.viewDidDisappear", "blue.viewDidAppear",
            ])
        #expect(
            try hierarchy.run(.transition(from: "blue", to: .existing("yellow"))) == [
                "blue.viewWillDisappear", "yellow.viewWillAppear", "blue.viewDidDisappear", "yellow.viewDidAppear",
            ], "switching back finds the same instance: no load")
        try hierarchy.apply(.update(controller: "blue", patch: decodedPatch(#"{"title": "Blue, patched"}"#)))
        #expect(
            try hierarchy.run(.memoryWarning) == [
                "root.didReceiveMemoryWarning", "blue.willMoveToParent(nil)", "blue.didMoveToParent(nil)", "blue.deinit",
                "yellow.didReceiveMemoryWarning",
            ])
        #expect(hierarchy["root"].children == ["yellow"])
        #expect(hierarchy["root"].container?.released.map(\.id) == ["blue"])
        #expect(hierarchy.controllers["blue"] == nil)
        #expect(throws: NavigationError.idHeldForReleasedChild("blue", container: "root"), "the id is held for the rebuild") {
            try hierarchy.apply(.present(target: .automatic, controller: view("blue"), animated: true))
        }
        #expect(
            try hierarchy.run(.transition(from: "yellow", to: .existing("blue"))) == [
                "blue.willMoveToParent(root)", "blue.viewDidLoad", "yellow.viewWillDisappear", "blue.viewWillAppear",
                "yellow.viewDidDisappear", "blue.viewDidAppear", "blue.didMoveToParent(root)",
            ])
        #expect(hierarchy["root"].children == ["yellow", "blue"])
        #expect(hierarchy["root"].container?.released == [])
        #expect(hierarchy["blue"].properties.title == "Blue, patched", "rebuilt from the spec it had when released")
    }

    /// `add-child` naming a released child builds it again too; a second warning with every child
    /// shown releases nothing; without the policy nothing is released.
    @Test func addChildRebuildsAndThePolicyIsOptIn() throws {
        var hierarchy = try switcher()
        try hierarchy.apply(.memoryWarning)
        #expect(
            try hierarchy.run(.addChild(.existing("blue"), shown: false)) == [
                "blue.willMoveToParent(root)", "blue.didMoveToParent(root)",
            ])
        var plain = try Hierarchy.create(root: container("root", [.view("blue"), .view("yellow")], shown: ["yellow"])).0
        #expect(
            try plain.run(.memoryWarning) == [
                "root.didReceiveMemoryWarning", "blue.didReceiveMemoryWarning", "yellow.didReceiveMemoryWarning",
            ], "blue, hidden and never loaded, is told too (MEM-2)")
        #expect(plain["root"].children == ["blue", "yellow"])
    }

    /// A released child's nested controllers are rebuilt under their ids, and the ids count
    /// against the session's limit meanwhile.
    @Test func releasedSubtreesKeepTheirIdsAndCount() throws {
        var hierarchy = try Hierarchy.create(
            root: container(
                "root", [.navigation("nav", [.view("a"), .view("b")]), .view("front")], shown: ["front"], releasesHidden: true),
            limits: Limits(maxControllers: 5)
        ).0
        try hierarchy.apply(.memoryWarning)
        #expect(hierarchy["root"].container?.released.map(\.id) == ["nav"])
        #expect(throws: NavigationError.tooManyControllers(limit: 5), "nav, a and b still count") {
            try hierarchy.apply(.addChild(.new(.navigation("other", [.view("x")]))))
        }
        #expect(throws: NavigationError.idHeldForReleasedChild("a", container: "root")) { try hierarchy.apply(.addChild(view("a"))) }
        _ = try hierarchy.run(.transition(from: "front", to: .existing("nav")))
        #expect(hierarchy["nav"].navigation?.stack == ["a", "b"])
        #expect(hierarchy.onScreen == ["root", "nav", "b"])
    }

    /// A released child is no controller of the session: transitioning from it is refused;
    /// removing it forgets it.
    @Test func aReleasedChildIsNotAChild() throws {
        var hierarchy = try switcher()
        try hierarchy.apply(.memoryWarning)
        #expect(throws: NavigationError.unknownController("blue")) {
            try hierarchy.apply(.transition(from: "blue", to: .existing("yellow")))
        }
    }

    /// A container on a page of a data source: the page's ids stay held by the page view
    /// controller, and a released child still comes back; remove-child forgets one for good.
    @Test func aReleasedChildOnAPageComesBackAndCanBeForgotten() throws {
        var hierarchy = try Hierarchy.create(
            root: decoded(
                #"""
                {"kind": "page", "id": "pv", "transitionStyle": "scroll", "spineLocation": "none", "pages": [
                  {"kind": "container", "id": "c", "releasesHiddenChildrenOnMemoryWarning": true, "shown": ["a"],
                   "children": [{"kind": "view", "id": "a"}, {"kind": "view", "id": "b"}, {"kind": "view", "id": "x"}]},
                  {"kind": "view", "id": "p2"}]}
                """#)
        ).0
        try hierarchy.apply(.memoryWarning)
        #expect(hierarchy["c"].container?.released.map(\.id) == ["b", "x"])
        #expect(
            try hierarchy.run(.addChild(.existing("b"), to: .controller("c"), shown: false)) == [
                "b.willMoveToParent(c)", "b.didMoveToParent(c)",
            ])
        #expect(try hierarchy.run(.removeChild(target: .controller("c"), child: "x", animated: true)) == [])
        #expect(hierarchy["c"].container?.released == [])
        #expect(throws: NavigationError.unknownController("x")) {
            try hierarchy.apply(.removeChild(target: .controller("c"), child: "x", animated: true))
        }
    }

    /// A collapsed split view controller released on a phone comes back, on a phone or a pad:
    /// its spec is the expanded one.
    @Test func aReleasedCollapsedSplitComesBack() throws {
        let split = ControllerSpec(
            id: "s", role: .split(.init(columns: [.navigation("pn", [.view("m")]), .navigation("sn", [.view("d")])])))
        var hierarchy = try Hierarchy.create(root: container("c", [.view("a"), split], shown: ["a"], releasesHidden: true)).0
        try hierarchy.apply(.memoryWarning)
        var pad = hierarchy
        _ = try hierarchy.run(.transition(from: "a", to: .existing("s")))
        #expect(hierarchy["pn"].navigation?.stack == ["m", "sn"], "collapsed again on the phone")
        try pad.apply(.setTraits(Traits(idiom: .pad, orientation: .landscapeLeft)))
        _ = try pad.run(.transition(from: "a", to: .existing("s")))
        #expect(pad["s"].children == ["pn", "sn"])
        #expect(try Hierarchy.restore(hierarchy.restoration).0.invariantViolations().isEmpty)
    }

    /// A restoration document's released children are checked as live ones: ids claimed once
    /// (on shown pages too), depth counted.
    @Test func aRestorationChecksReleasedChildren() throws {
        let root = container("R", [.view("a"), .view("B")], shown: ["a"], releasesHidden: true)
        let twice = try Hierarchy.Restoration(
            traits: Traits(), root: root, layers: [], shownPages: [:], released: ["R": [.view("a")]])
        #expect(throws: NavigationError.duplicateID("a")) { try Hierarchy.restore(twice) }
        var deep = ControllerSpec.view("leaf")
        for level in 0..<16 { deep = container(ControllerID("d\(level)"), [deep]) }
        let tooDeep = try Hierarchy.Restoration(traits: Traits(), root: root, layers: [], shownPages: [:], released: ["R": [deep]])
        #expect(throws: NavigationError.treeTooDeep(limit: 16)) { try Hierarchy.restore(tooDeep) }
    }

    /// A state restoration keeps the released specs (and their ids held).
    @Test func aRestorationKeepsReleasedChildren() throws {
        var hierarchy = try switcher()
        try hierarchy.apply(.memoryWarning)
        let (restored, _) = try Hierarchy.restore(hierarchy.restoration)
        #expect(restored["root"].container?.released == hierarchy["root"].container?.released)
        #expect(restored.invariantViolations().isEmpty)
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
    }
}

/// A container whose `shouldAutomaticallyForwardAppearanceMethods` returns NO (Q-7, Q-8 and §2.5
/// of docs/research/issue-14-containers-segues.md).
@Suite struct ManualAppearanceTests {
    private func manual(_ children: [ControllerSpec] = [.view("left"), .view("right")]) throws -> (Hierarchy, [String]) {
        let (hierarchy, events) = try Hierarchy.create(
            root: .navigation("nav", [container("card", children, forwards: false)]))
        return (hierarchy, events.map(\.description))
    }

    /// The container gets its own callbacks; its children none until the client begins and ends.
    /// Their views are in the container's, so they load with it (CON-2, LC-1).
    @Test func childrenAppearOnlyWhenTheClientSays() throws {
        var (hierarchy, events) = try manual()
        #expect(
            events == [
                "left.willMoveToParent(card)", "right.willMoveToParent(card)", "card.willMoveToParent(nav)", "nav.viewDidLoad",
                "card.viewDidLoad", "left.viewDidLoad", "right.viewDidLoad", "nav.viewWillAppear", "card.viewWillAppear",
                "nav.viewDidAppear", "card.viewDidAppear",
                "left.didMoveToParent(card)", "right.didMoveToParent(card)", "card.didMoveToParent(nav)",
            ])
        #expect(hierarchy.onScreen == ["nav", "card", "left", "right"], "the views are in the container's view")
        #expect(hierarchy["left"].appearance == .disappeared)
        #expect(
            try hierarchy.run(.beginAppearance(target: .controller("card"), child: "left", appearing: true, animated: true)) == [
                "left.viewWillAppear"
            ])
        #expect(hierarchy["left"].appearance == .appearing)
        #expect(try hierarchy.run(.endAppearance(target: .controller("card"), child: "left")) == ["left.viewDidAppear"])
        #expect(hierarchy["left"].appearance == .appeared)
        #expect(
            try hierarchy.run(.beginAppearance(target: .controller("card"), child: "left", appearing: false, animated: false)) == [
                "left.viewWillDisappear"
            ])
        #expect(try hierarchy.run(.endAppearance(target: .controller("card"), child: "left")) == ["left.viewDidDisappear"])
    }

    /// Q-8: a push over the container tells it, not its children; they keep what the client left.
    @Test func theContainerLeavingTheScreenLeavesItsChildrenAlone() throws {
        var (hierarchy, _) = try manual()
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "left", appearing: true, animated: true))
        try hierarchy.apply(.endAppearance(target: .controller("card"), child: "left"))
        #expect(
            try hierarchy.run(.push(view("next"))) == [
                "next.willMoveToParent(nav)", "next.viewDidLoad", "card.viewWillDisappear", "next.viewWillAppear",
                "card.viewDidDisappear", "next.viewDidAppear", "next.didMoveToParent(nav)",
            ])
        #expect(hierarchy["left"].appearance == .appeared)
    }

    /// A child added shown to a loaded container that forwards by hand has its view put in the
    /// container's: it loads, and appears only when the client says; one added hidden does not.
    @Test func aChildAddedShownLoadsWithoutAppearing() throws {
        var (hierarchy, _) = try manual()
        #expect(
            try hierarchy.run(
                .addChild(target: .controller("card"), controller: view("shownOne"), shown: true, movesNow: true, animated: true))
                == ["shownOne.willMoveToParent(card)", "shownOne.viewDidLoad", "shownOne.didMoveToParent(card)"])
        #expect(hierarchy["shownOne"].appearance == .disappeared)
        #expect(
            try hierarchy.run(
                .addChild(target: .controller("card"), controller: view("hidden"), shown: false, movesNow: true, animated: true))
                == ["hidden.willMoveToParent(card)", "hidden.didMoveToParent(card)"])
        #expect(!hierarchy["hidden"].viewLoaded)
    }

    /// A transition swaps the new child's view into the container's: it loads there (a new one,
    /// or a hidden child that never loaded), and appears only when the client says, as a child
    /// added shown does.
    @Test func aChildSwappedInByATransitionLoadsWithoutAppearing() throws {
        var (hierarchy, _) = try manual([.view("left"), .view("right")])
        try hierarchy.apply(
            .addChild(target: .controller("card"), controller: view("later"), shown: false, movesNow: true, animated: false))
        #expect(
            try hierarchy.run(
                .transitionChildren(
                    target: .controller("card"), from: "left", to: view("fresh"), options: .none, duration: 0)) == [
                    "left.willMoveToParent(nil)", "fresh.willMoveToParent(card)", "fresh.viewDidLoad", "left.didMoveToParent(nil)",
                    "fresh.didMoveToParent(card)", "left.deinit",
                ])
        #expect(hierarchy["fresh"].appearance == .disappeared)
        #expect(
            try hierarchy.run(
                .transitionChildren(target: .controller("card"), from: "fresh", to: .existing("later"), options: .none, duration: 0))
                == ["later.viewDidLoad"])
        // A restoration loads the views the container shows, as the transitions left them loaded.
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored["later"].viewLoaded && restored["right"].viewLoaded)
    }

    /// A child's own containers forward as usual while it is on: a begin reaches its visible
    /// chain parents first, and a push inside it sends the push's callbacks.
    @Test func aChildsOwnContainersForward() throws {
        var (hierarchy, _) = try manual([.navigation("inner", [.view("a")])])
        #expect(
            try hierarchy.run(.beginAppearance(target: .controller("card"), child: "inner", appearing: true, animated: true)) == [
                "a.viewDidLoad", "inner.viewWillAppear", "a.viewWillAppear",
            ], "inner loaded with the container; its top loads as it appears")
        #expect(
            try hierarchy.run(.endAppearance(target: .controller("card"), child: "inner")) == ["inner.viewDidAppear", "a.viewDidAppear"])
        #expect(
            try hierarchy.run(.push(target: .controller("inner"), controller: view("b"), animated: true)) == [
                "b.willMoveToParent(inner)", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear",
                "b.viewDidAppear", "b.didMoveToParent(inner)",
            ])
        #expect(
            try hierarchy.run(.beginAppearance(target: .controller("card"), child: "inner", appearing: false, animated: true)) == [
                "inner.viewWillDisappear", "b.viewWillDisappear",
            ])
        #expect(
            try hierarchy.run(.pop(target: .controller("inner"), animated: true)) == [
                "b.willMoveToParent(nil)", "b.didMoveToParent(nil)", "b.deinit",
            ], "while the client takes it off, a pop below it sends no appearance")
        #expect(try hierarchy.run(.endAppearance(target: .controller("card"), child: "inner")) == ["inner.viewDidDisappear"])
        #expect(hierarchy["a"].appearance == .disappeared)
    }

    /// What leaves a child's chain while the child is going ends with it: a transition in a
    /// nested container, a push, a collapse.
    @Test func whatLeavesTheChainMeanwhileEndsWithTheChild() throws {
        var (hierarchy, _) = try manual([container("k", [.view("u"), .view("w")], shown: ["u"])])
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "k", appearing: true, animated: true))
        try hierarchy.apply(.endAppearance(target: .controller("card"), child: "k"))
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "k", appearing: false, animated: true))
        #expect(
            try hierarchy.run(.transition(from: "u", to: .existing("w"), in: .controller("k"))) == [],
            "nothing appears while the client takes k off; w loads when it next appears")
        #expect(
            try hierarchy.run(.endAppearance(target: .controller("card"), child: "k")) == [
                "k.viewDidDisappear", "u.viewDidDisappear",
            ])
        #expect(hierarchy.invariantViolations().isEmpty)
    }

    /// A child that leaves its manual container takes its chain with it silently: only the
    /// container would have told them (UIKit forwards nothing past it).
    @Test func aChildLeavingTakesItsChainSilently() throws {
        var (hierarchy, _) = try manual([.navigation("n", [.view("v")])])
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "n", appearing: true, animated: true))
        try hierarchy.apply(.endAppearance(target: .controller("card"), child: "n"))
        #expect(
            try hierarchy.run(.removeChild(target: .controller("card"), child: "n", animated: true)) == [
                "n.willMoveToParent(nil)", "n.didMoveToParent(nil)", "n.deinit", "v.deinit",
            ])
        var popped = try manual([.navigation("n", [.view("v")])]).0
        try popped.apply(.beginAppearance(target: .controller("card"), child: "n", appearing: true, animated: true))
        try popped.apply(.endAppearance(target: .controller("card"), child: "n"))
        try popped.apply(.push(view("next")))
        let replaced = try popped.run(.setViewControllers(target: .automatic, controllers: [.existing("next")], animated: false))
        #expect(replaced.allSatisfy { !$0.hasPrefix("v.view") && !$0.hasPrefix("n.view") }, "\(replaced)")
        #expect(replaced.contains("v.deinit"))
    }

    /// Unbalanced calls and calls on a forwarding container are refused, changing nothing.
    @Test func refusals() throws {
        var (hierarchy, _) = try manual()
        let revision = hierarchy.revision
        #expect(throws: NavigationError.unbalancedAppearanceTransition("left", appearance: .disappeared, begin: nil, container: "card")) {
            try hierarchy.apply(.endAppearance(target: .controller("card"), child: "left"))
        }
        #expect(throws: NavigationError.unbalancedAppearanceTransition("left", appearance: .disappeared, begin: false, container: "card")) {
            try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "left", appearing: false, animated: true))
        }
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "left", appearing: true, animated: true))
        #expect(throws: NavigationError.unbalancedAppearanceTransition("left", appearance: .appearing, begin: true, container: "card")) {
            try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "left", appearing: true, animated: true))
        }
        #expect(throws: NavigationError.notAChild("nav", container: "card")) {
            try hierarchy.apply(.endAppearance(target: .controller("card"), child: "nav"))
        }
        var forwarding = try Hierarchy.create(root: container("root", [.view("x")])).0
        #expect(throws: NavigationError.appearanceForwardedAutomatically("root")) {
            try forwarding.apply(.beginAppearance(target: .automatic, child: "x", appearing: false, animated: true))
        }
        #expect(hierarchy.revision == revision.next)
        #expect(throws: NavigationError.immutableField(.automaticallyForwardsAppearance)) {
            try hierarchy.apply(.update(controller: "card", patch: decodedPatch(#"{"automaticallyForwardsAppearance": true}"#)))
        }
    }

    /// The manual state survives an archive, and a removal releases a manual container's record.
    @Test func archivesAndReleases() throws {
        var (hierarchy, _) = try manual()
        try hierarchy.apply(.beginAppearance(target: .controller("card"), child: "left", appearing: true, animated: true))
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
        try hierarchy.apply(.setViewControllers(target: .automatic, controllers: [view("plain")], animated: false))
        #expect(hierarchy.invariantViolations().isEmpty)
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
    }
}
