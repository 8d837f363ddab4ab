import NavigationModel
import Testing

/// Embed segues (docs/uikit-rules.md "Embed segues"): performed when the container's view
/// loads, before its `viewDidLoad`, not when the container is instantiated.
@Suite struct EmbedSegueTests {
    private let board = storyboard(
        "Main",
        #"""
        {"scenes": [
          {"identifier": "Cube", "controller": {"kind": "container", "class": "CubeViewController"},
           "segues": [{"identifier": "embedFace", "kind": "embed", "destination": "Face"}]},
          {"identifier": "Face", "controller": {"kind": "view", "title": "Face"}},
          {"identifier": "Man", "controller": {"kind": "container", "automaticallyForwardsAppearance": false},
           "segues": [{"identifier": "e", "kind": "embed", "destination": "Face"}]}]}
        """#)

    private func tabs(limits: Limits = Limits()) throws -> Hierarchy {
        try Hierarchy.create(
            root: .tabBar("tabs", [.view("home"), .scene("Main", "Cube", id: "cube")]), limits: limits, storyboards: [board]
        ).0
    }

    /// An unselected tab's container has no child yet; selecting the tab loads its view, which
    /// performs the embed: `prepare(for:sender:)` on the container, the child added and loaded,
    /// then the container's `viewDidLoad`, and both appear.
    @Test func anEmbedFiresWhenTheContainersViewLoads() throws {
        var hierarchy = try tabs()
        #expect(hierarchy["cube"].children == [])
        #expect(hierarchy["cube"].container?.pendingEmbeds == ["embedFace"])
        let events = try hierarchy.apply(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: true))
        #expect(
            events.map(\.description) == [
                "cube.prepareForSegue(embedFace)", "vc1.willMoveToParent(cube)", "vc1.viewDidLoad", "vc1.didMoveToParent(cube)",
                "cube.viewDidLoad", "home.viewWillDisappear", "cube.viewWillAppear", "vc1.viewWillAppear", "home.viewDidDisappear",
                "cube.viewDidAppear", "vc1.viewDidAppear",
            ])
        #expect(events[0].segue?.kind == "embed")
        #expect(events[0].segue?.destination == "vc1")
        #expect(hierarchy["cube"].children == ["vc1"])
        #expect(hierarchy["cube"].container?.shown == ["vc1"])
        #expect(hierarchy["cube"].container?.pendingEmbeds == [])
        #expect(hierarchy["vc1"].properties.scene?.identifier == "Face")
        #expect(throws: NavigationError.embedSegueAlreadyPerformed("embedFace", source: "cube")) {
            try hierarchy.apply(.segue("embedFace", from: "cube"))
        }
    }

    /// With the `loadView` callbacks, each `viewDidLoad` follows its `loadView` (MC-14); the
    /// embed is performed between the container's two.
    @Test func theEmbedComesBetweenTheContainersLoadViewAndViewDidLoad() throws {
        var hierarchy = try Hierarchy.create(
            root: .tabBar("tabs", [.view("home"), .scene("Main", "Cube", id: "cube")]), storyboards: [board], callbacks: [.loadView]
        ).0
        let events = try hierarchy.run(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: true))
        #expect(
            events.prefix(7) == [
                "cube.loadView", "cube.prepareForSegue(embedFace)", "vc1.willMoveToParent(cube)", "vc1.loadView", "vc1.viewDidLoad",
                "vc1.didMoveToParent(cube)", "cube.viewDidLoad",
            ])
        let (created, construction) = try Hierarchy.create(root: .view("home"), callbacks: [.loadView])
        #expect(construction.map(\.description) == ["home.loadView", "home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear"])
        #expect(created.callbacks == [.loadView])
    }

    /// A pending embed is kept by checkpoints and restorations, and fires on the restored
    /// container's first load as it would have.
    @Test func pendingEmbedsSurviveARestoration() throws {
        let hierarchy = try tabs()
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
        var (restored, _) = try Hierarchy.restore(hierarchy.restoration)
        #expect(restored["cube"].container?.pendingEmbeds == ["embedFace"])
        var original = hierarchy
        let select = Action.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: true)
        #expect(try restored.run(select) == original.run(select))
    }

    /// What an embed will build counts against the limits from the container's creation:
    /// loading a view can never go over them.
    @Test func pendingEmbedsCountAgainstTheLimits() throws {
        #expect(throws: NavigationError.treeTooDeep(limit: 2)) { try tabs(limits: Limits(maxDepth: 2)) }
        var hierarchy = try tabs(limits: Limits(maxControllers: 4))
        #expect(throws: NavigationError.tooManyControllers(limit: 4), "tabs, home, cube and the face to come") {
            try hierarchy.apply(.present(target: .automatic, controller: view("sheet"), animated: false))
        }
    }

    /// A reviewer's fuzzer found these: a container that forwards appearance by hand does not
    /// forward it to what it embeds either; a restoration of nested page view controllers with an
    /// embed performed claims the embedded child's id once; an embed of a tab bar controller is
    /// refused at the upload; a segue listed twice is refused.
    @Test func whatReviewersFound() throws {
        var manual = try Hierarchy.create(
            root: .tabBar("tabs", [.view("home"), .scene("Main", "Man", id: "man")]), storyboards: [board]
        ).0
        let shown = try manual.run(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: true))
        #expect(shown.contains("vc1.viewWillAppear") == false, "the client begins its children's appearance")
        #expect(manual["vc1"].appearance == .disappeared)

        let book = decoded(
            #"{"kind": "page", "id": "outer", "transitionStyle": "scroll", "pages": [{"kind": "page", "id": "inner", "transitionStyle": "scroll", "pages": [{"kind": "view", "id": "p0"}, {"storyboard": "Main", "identifier": "Cube", "id": "cube"}]}]}"#
        )
        var paged = try Hierarchy.create(root: book, storyboards: [board]).0
        try paged.apply(.turnPage(target: .controller("inner"), forward: true, animated: true))
        #expect(paged["cube"].children == ["vc1"])
        let (imported, _) = try Hierarchy.restore(paged.restoration)
        #expect(imported["cube"].children == ["vc1"], "nested shown pages claim their ids once")
        let tabs = storyboard(
            "Tabs",
            #"{"scenes": [{"identifier": "C", "controller": {"kind": "container"}, "segues": [{"identifier": "e", "kind": "embed", "destination": "T"}]}, {"identifier": "T", "controller": {"kind": "tabBar", "children": [{"kind": "view"}]}}]}"#
        )
        #expect(tabs.problems() == ["scenes[0].segues[0].destination: 'T' is a tab bar controller, which a container cannot embed."])

        var twice = try Hierarchy.Restoration(
            traits: Traits(), root: decoded(#"{"kind": "container", "id": "cube", "scene": {"storyboard": "Main", "identifier": "Cube"}}"#),
            layers: [], shownPages: [:], embeds: ["cube": ["embedFace", "embedFace"]])
        twice.storyboards = [board]
        #expect(throws: NavigationError.invalidRestoration("the embed segue 'embedFace' of container 'cube' is listed twice")) {
            try Hierarchy.restore(twice)
        }
    }
}
