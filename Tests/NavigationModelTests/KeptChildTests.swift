import NavigationModel
import Testing

/// Controllers a custom container removes and keeps (docs/uikit-rules.md "Detached
/// controllers"): `removeFromParent` does not deallocate; Seed 004's and Recipe 7-7's
/// properties keep the instance, which comes back without loading its view again.
@Suite struct KeptChildTests {
    private func container(
        _ id: ControllerID, _ children: [ControllerSpec], releasesHidden: Bool = false, forwards: Bool = true
    ) -> ControllerSpec {
        var properties = ControllerProperties(className: "SwitchViewController")
        properties.releasesHiddenChildrenOnMemoryWarning = releasesHidden
        properties.automaticallyForwardsAppearance = forwards
        return ControllerSpec(id: id, properties: properties, role: .container(.init(children: children)))
    }

    private func remove(_ child: ControllerID, keep: Bool = true, from target: Action.Target = .automatic) -> Action {
        .removeChild(target: target, child: child, animated: false, keep: keep)
    }

    private func add(_ reference: ControllerReference) -> Action {
        .addChild(target: .automatic, controller: reference, shown: true, movesNow: true, animated: false)
    }

    /// Seed 004's switch, `switchViewFromViewController:toViewController:`: the old child's
    /// `willMove(nil)`, its view out, `removeFromParent`; then `addChild`, the view in, `didMove`.
    /// The controller that left stays alive (the seed's property holds it), and switching back
    /// adds the same instance: no second `viewDidLoad`.
    @Test func theViewSwitcherKeepsWhatItRemoves() throws {
        var hierarchy = try Hierarchy.create(root: container("root", [.view("blue", title: "Blue")])).0
        #expect(
            try hierarchy.run(remove("blue")) == [
                "blue.willMoveToParent(nil)", "blue.viewWillDisappear", "blue.viewDidDisappear", "blue.didMoveToParent(nil)",
            ], "no deinit")
        #expect(hierarchy["blue"].parent == nil)
        #expect(hierarchy["blue"].viewLoaded)
        #expect(hierarchy["root"].children == [])
        #expect(hierarchy["root"].container?.kept == ["blue"])
        #expect(
            try hierarchy.run(add(view("yellow", "Yellow"))) == [
                "yellow.willMoveToParent(root)", "yellow.viewDidLoad", "yellow.viewWillAppear", "yellow.viewDidAppear",
                "yellow.didMoveToParent(root)",
            ])
        try hierarchy.apply(remove("yellow"))
        #expect(
            try hierarchy.run(add(.existing("blue"))) == [
                "blue.willMoveToParent(root)", "blue.viewWillAppear", "blue.viewDidAppear", "blue.didMoveToParent(root)",
            ], "the same instance: its view is loaded")
        #expect(hierarchy["root"].children == ["blue"])
        #expect(hierarchy["root"].container?.kept == ["yellow"])
        #expect(hierarchy["blue"].parent == "root")
    }

    /// A memory warning reaches a kept controller like every live one (MEM-2); with the View
    /// Switcher's policy the container releases it after its own warning (the seed sets its
    /// property to nil): `deinit` only, it is no child. Naming it again builds it anew.
    @Test func memoryWarningsReachKeptControllersAndThePolicyReleasesThem() throws {
        var plain = try Hierarchy.create(root: container("root", [.view("blue"), .view("yellow")])).0
        try plain.apply(remove("yellow"))
        #expect(
            try plain.run(.memoryWarning) == [
                "root.didReceiveMemoryWarning", "blue.didReceiveMemoryWarning", "yellow.didReceiveMemoryWarning",
            ])
        #expect(plain["root"].container?.kept == ["yellow"], "released only by the app")

        var seed = try Hierarchy.create(root: container("root", [.view("blue"), .view("yellow")], releasesHidden: true)).0
        try seed.apply(remove("yellow"))
        #expect(
            try seed.run(.memoryWarning) == [
                "root.didReceiveMemoryWarning", "yellow.deinit", "blue.didReceiveMemoryWarning",
            ])
        #expect(seed["root"].container?.kept == [])
        #expect(seed["root"].container?.released.map(\.id) == ["yellow"])
        #expect(
            try seed.run(add(.existing("yellow"))) == [
                "yellow.willMoveToParent(root)", "yellow.viewDidLoad", "yellow.viewWillAppear", "yellow.viewDidAppear",
                "yellow.didMoveToParent(root)",
            ], "a new instance loads")
    }

    /// Recipe 7-7's flip: the front leaves with `transition(from:to:)` and is kept in the
    /// recipe's list; flipping back adds the same front (CON-5 order, no load), and keeps the back.
    @Test func aTransitionKeepsWhatLeavesAndTakesBackWhatItKept() throws {
        var hierarchy = try Hierarchy.create(root: container("card", [.view("front")])).0
        #expect(
            try hierarchy.run(
                .transitionChildren(target: .automatic, from: "front", to: view("back"), options: .flipFromLeft, duration: 0.5, keep: true)
            ) == [
                "front.willMoveToParent(nil)", "back.willMoveToParent(card)", "back.viewDidLoad", "front.viewWillDisappear",
                "back.viewWillAppear", "front.viewDidDisappear", "back.viewDidAppear", "front.didMoveToParent(nil)",
                "back.didMoveToParent(card)",
            ])
        #expect(hierarchy["card"].container?.kept == ["front"])
        #expect(
            try hierarchy.run(
                .transitionChildren(
                    target: .automatic, from: "back", to: .existing("front"), options: .flipFromRight, duration: 0.5, keep: true)
            ) == [
                "back.willMoveToParent(nil)", "front.willMoveToParent(card)", "back.viewWillDisappear", "front.viewWillAppear",
                "back.viewDidDisappear", "front.viewDidAppear", "back.didMoveToParent(nil)", "front.didMoveToParent(card)",
            ])
        #expect(hierarchy["card"].children == ["front"])
        #expect(hierarchy["card"].container?.kept == ["back"])
        #expect(
            try hierarchy.run(.transitionChildren(target: .automatic, from: "front", to: .existing("back"), options: .none, duration: 0))
                == [
                    "front.willMoveToParent(nil)", "back.willMoveToParent(card)", "front.viewWillDisappear", "back.viewWillAppear",
                    "front.viewDidDisappear", "back.viewDidAppear", "front.didMoveToParent(nil)", "back.didMoveToParent(card)",
                    "front.deinit",
                ], "without keep, what leaves is released")
    }

    /// A kept controller is named again: kept again, nothing changes; without `keep`, the app
    /// lets it go (`deinit`, no containment callbacks: it is no child).
    @Test func removingAKeptControllerReleasesIt() throws {
        var hierarchy = try Hierarchy.create(root: container("root", [.view("blue"), .view("yellow")])).0
        try hierarchy.apply(remove("yellow"))
        let revision = hierarchy.revision
        #expect(try hierarchy.run(remove("yellow")) == [])
        #expect(hierarchy.revision == revision, "kept again: no change")
        #expect(try hierarchy.run(remove("yellow", keep: false)) == ["yellow.deinit"])
        #expect(hierarchy.controllers["yellow"] == nil)
        #expect(hierarchy["root"].container?.kept == [])
    }

    /// Only its container takes a kept controller back; what cannot be held detached is refused
    /// before anything changes.
    @Test func refusals() throws {
        let root = ControllerSpec.tabBar(
            "tabs", [.navigation("nav", [.view("home")]), container("root", [.view("blue"), .view("yellow")]), container("other", [])])
        var hierarchy = try Hierarchy.create(root: root).0
        try hierarchy.apply(remove("yellow", from: .controller("root")))
        #expect(throws: NavigationError.keptByContainer("yellow", container: "root")) {
            try hierarchy.apply(
                .addChild(target: .controller("other"), controller: .existing("yellow"), shown: true, movesNow: true, animated: false))
        }
        #expect(throws: NavigationError.keptByContainer("yellow", container: "root")) {
            try hierarchy.apply(.push(target: .controller("nav"), controller: .existing("yellow"), animated: false))
        }
        #expect(throws: NavigationError.notInWindowHierarchy("yellow"), "a detached controller presents nothing") {
            try hierarchy.apply(.present(target: .controller("yellow"), controller: view("sheet"), animated: false))
        }
        try hierarchy.apply(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: false))
        try hierarchy.apply(.update(controller: "blue", patch: decodedPatch(#"{"definesPresentationContext": true}"#)))
        let sheet = decoded(#"{"kind": "view", "id": "sheet", "modalPresentationStyle": "currentContext"}"#)
        try hierarchy.apply(.present(target: .controller("blue"), controller: .new(sheet), animated: false))
        #expect(throws: NavigationError.cannotKeep("blue", because: .presents("sheet"))) {
            try hierarchy.apply(remove("blue", from: .controller("root")))
        }

        var manual = try Hierarchy.create(root: container("m", [.view("left")], forwards: false)).0
        try manual.apply(.beginAppearance(target: .automatic, child: "left", appearing: true, animated: false))
        #expect(throws: NavigationError.cannotKeep("left", because: .appearance("left", .appearing))) { try manual.apply(remove("left")) }
        try manual.apply(.endAppearance(target: .automatic, child: "left"))
        try manual.apply(.beginAppearance(target: .automatic, child: "left", appearing: false, animated: false))
        try manual.apply(.endAppearance(target: .automatic, child: "left"))
        #expect(try manual.run(remove("left")) == ["left.willMoveToParent(nil)", "left.didMoveToParent(nil)"])

        let limited = Limits(maxChildren: 2)
        var full = try Hierarchy.create(root: container("root", [.view("a"), .view("b")]), limits: limited).0
        try full.apply(remove("b"))
        #expect(throws: NavigationError.tooManyChildren(limit: 2), "a kept controller counts as a child") {
            try full.apply(add(view("c")))
        }
    }

    /// A kept tree is off every screen for good: nothing in it may stay appeared under a
    /// container that forwards appearance by hand, and such a container kept detached takes no
    /// begin/end; a page a data source rebuilds is not kept (each found by a reviewer's fuzzer,
    /// which crashed a debug server with them).
    @Test func whatAKeptTreeCannotHold() throws {
        let manualCube = decoded(
            #"{"kind": "container", "id": "cube", "automaticallyForwardsAppearance": false, "children": [{"kind": "navigation", "id": "n", "children": [{"kind": "view", "id": "v"}]}]}"#
        )
        var hierarchy = try Hierarchy.create(root: container("root", [manualCube, container("c2", [.view("z")])])).0
        try hierarchy.apply(.beginAppearance(target: .controller("cube"), child: "n", appearing: true, animated: false))
        try hierarchy.apply(.endAppearance(target: .controller("cube"), child: "n"))
        #expect(throws: NavigationError.cannotKeep("cube", because: .appearance("n", .appeared))) {
            try hierarchy.apply(remove("cube", from: .controller("root")))
        }
        try hierarchy.apply(.beginAppearance(target: .controller("cube"), child: "n", appearing: false, animated: false))
        try hierarchy.apply(.endAppearance(target: .controller("cube"), child: "n"))
        try hierarchy.apply(remove("cube", from: .controller("root")))
        #expect(throws: NavigationError.keptByContainer("cube", container: "root"), "no begin/end inside a kept tree") {
            try hierarchy.apply(.beginAppearance(target: .controller("cube"), child: "n", appearing: true, animated: false))
        }
        #expect(
            throws: NavigationError.keptByContainer("cube", container: "root"), "a transition elsewhere names the keeper"
        ) {
            try hierarchy.apply(
                .transitionChildren(target: .controller("c2"), from: "z", to: .existing("cube"), options: .none, duration: 0))
        }

        // Mid-disappearance below a container the client drives: refused, not left disappearing.
        var driven = try Hierarchy.create(
            root: decoded(
                #"{"kind": "container", "id": "man", "automaticallyForwardsAppearance": false, "children": [{"kind": "container", "id": "cube2", "children": [{"kind": "view", "id": "face"}]}]}"#
            )
        ).0
        try driven.apply(.beginAppearance(target: .controller("man"), child: "cube2", appearing: true, animated: false))
        try driven.apply(.endAppearance(target: .controller("man"), child: "cube2"))
        try driven.apply(.beginAppearance(target: .controller("man"), child: "cube2", appearing: false, animated: false))
        #expect(throws: NavigationError.cannotKeep("face", because: .appearance("face", .disappearing))) {
            try driven.apply(remove("face", from: .controller("cube2")))
        }

        let book = decoded(
            #"{"kind": "page", "id": "pv", "transitionStyle": "scroll", "pages": [{"kind": "container", "id": "pc", "children": [{"kind": "view", "id": "a"}]}]}"#
        )
        var paged = try Hierarchy.create(root: book).0
        #expect(throws: NavigationError.cannotKeep("a", because: .page(of: "pv"))) {
            try paged.apply(remove("a", from: .controller("pc")))
        }
    }

    /// Kept controllers are in checkpoints as they are, and in restorations as specs rebuilt
    /// detached (their views not loaded, as a restoring app creates them).
    @Test func checkpointsAndRestorationsKeepThem() throws {
        var hierarchy = try Hierarchy.create(
            root: container("root", [.view("blue"), .navigation("nav", [.view("inbox")])])
        ).0
        try hierarchy.apply(remove("nav"))
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
        let (restored, events) = try Hierarchy.restore(hierarchy.restoration)
        #expect(restored["root"].container?.kept == ["nav"])
        #expect(restored["nav"].parent == nil)
        #expect(restored["nav"].viewLoaded == false)
        #expect(restored["inbox"].parent == "nav")
        #expect(events.map(\.description).contains("inbox.willMoveToParent(nav)"))
        #expect(restored.restoration == hierarchy.restoration)
    }
}
