import NavigationModel
import Testing

/// An inbox whose navigation item holds a search controller with a results controller.
private let inbox = """
    {"kind": "view", "id": "inbox", "definesPresentationContext": true,
     "searchController": {"kind": "search", "id": "search",
                          "searchResultsController": {"kind": "view", "id": "results"}}}
    """

private func activate(_ target: Action.Target = .automatic, animated: Bool = true) -> Action {
    .activateSearch(target: target, animated: animated)
}

private func type(_ text: String, _ target: Action.Target = .automatic) -> Action { .searchText(target: target, text: text) }

private func cancel(_ target: Action.Target = .automatic) -> Action { .cancelSearch(target: target, animated: true) }

/// Search controllers (docs/uikit-rules.md, "Search controllers"): held by a navigation item,
/// presented over the presentation context while active, dismissed and kept when search ends.
@Suite struct SearchTests {
    private func mail(_ owner: String = inbox, callbacks: CallbackGroups = [.delegates]) throws -> Hierarchy {
        try Hierarchy.create(root: .navigation("nav", [decoded(owner)]), callbacks: callbacks).0
    }

    /// Built with its owner, detached: no parent, not presented, its view not loaded; its
    /// results controller is its child.
    @Test func aSearchControllerIsBuiltDetachedWithItsOwner() throws {
        let hierarchy = try mail()
        #expect(hierarchy["inbox"].searchController == "search")
        #expect(hierarchy["search"].search == SearchState(owner: "inbox", results: "results", showsResults: false))
        #expect(hierarchy["search"].parent == nil && hierarchy["search"].presentation == nil)
        #expect(hierarchy["search"].viewLoaded == false && hierarchy["results"].parent == "search")
        #expect(hierarchy.onScreen == ["nav", "inbox"])
        #expect(hierarchy.invariantViolations().isEmpty)
    }

    /// Activation presents it over the owner (which defines the context and stays on screen):
    /// the delegate hears `willPresent`, the updater is asked (the bar became first responder),
    /// the search controller appears, the delegate hears `didPresent`. The results controller
    /// stays hidden while the text is empty; the bar slides away.
    @Test func activatingPresentsTheSearchControllerOverTheContext() throws {
        var hierarchy = try mail()
        #expect(
            try hierarchy.run(activate()) == [
                "search.willPresentSearchController", "search.updateSearchResults", "search.viewDidLoad",
                "search.viewWillAppear", "search.viewDidAppear", "search.didPresentSearchController",
            ])
        #expect(hierarchy["search"].presentation?.presenter == "inbox")
        #expect(hierarchy["search"].presentation?.effectiveStyle == .overCurrentContext)
        #expect(hierarchy["inbox"].appearance == .appeared)
        #expect(hierarchy.chrome.navigationBar?.hidden == true)
        // Active already: nothing happens.
        let before = hierarchy
        #expect(try hierarchy.apply(activate(.controller("inbox"))).isEmpty)
        #expect(hierarchy == before)
    }

    /// Typed text asks the updater, then shows the results controller (automatically); clearing
    /// it hides them again.
    @Test func textShowsAndHidesTheResultsController() throws {
        var hierarchy = try mail()
        try hierarchy.apply(activate())
        #expect(
            try hierarchy.run(type("lunch")) == [
                "search.updateSearchResults", "results.viewDidLoad", "results.viewWillAppear", "results.viewDidAppear",
            ])
        #expect(hierarchy["search"].properties.searchText == "lunch")
        #expect(hierarchy["search"].search?.showsResults == true)
        #expect(try hierarchy.run(type("lunch!")) == ["search.updateSearchResults"])
        #expect(try hierarchy.apply(type("lunch!")).isEmpty)
        #expect(
            try hierarchy.run(type("")) == [
                "search.updateSearchResults", "results.viewWillDisappear", "results.viewDidDisappear",
            ])
    }

    /// Cancel clears the text and ends search: the search controller and its results leave the
    /// screen, and stay alive with the owner.
    @Test func cancelEndsSearchAndKeepsTheSearchController() throws {
        var hierarchy = try mail()
        try hierarchy.apply(activate())
        try hierarchy.apply(type("lunch"))
        #expect(
            try hierarchy.run(cancel()) == [
                "search.willDismissSearchController", "search.updateSearchResults", "search.viewWillDisappear",
                "results.viewWillDisappear", "search.viewDidDisappear", "results.viewDidDisappear",
                "search.didDismissSearchController",
            ])
        #expect(hierarchy["search"].presentation == nil && hierarchy["inbox"].presented == nil)
        #expect(hierarchy["search"].properties.searchText == "" && hierarchy["search"].search?.showsResults == false)
        #expect(hierarchy.chrome.navigationBar?.hidden == false)
        // Activated again: its view is loaded already.
        #expect(try hierarchy.run(activate()).contains("search.viewDidLoad") == false)
    }

    /// Without the `delegates` group the lifecycle alone; a plain dismissal (isActive = false)
    /// keeps the text.
    @Test func aDismissalEndsSearchKeepingTheText() throws {
        var hierarchy = try mail(callbacks: [])
        try hierarchy.apply(activate())
        try hierarchy.apply(type("lunch"))
        #expect(
            try hierarchy.run(.dismiss(target: .automatic, animated: false)) == [
                "search.viewWillDisappear", "results.viewWillDisappear", "search.viewDidDisappear", "results.viewDidDisappear",
            ])
        #expect(hierarchy.controllers["search"] != nil && hierarchy["search"].properties.searchText == "lunch")
    }

    /// The owner's release releases its search controller; popped while search is active
    /// (presented from the owner, which defines the context), both go.
    @Test func theSearchControllerGoesWithItsOwner() throws {
        var hierarchy = try Hierarchy.create(root: .navigation("nav", [.view("home"), decoded(inbox)])).0
        try hierarchy.apply(activate())
        let events = try hierarchy.run(.pop(target: .controller("nav"), animated: false))
        #expect(events.contains("search.deinit") && events.contains("results.deinit") && events.contains("inbox.deinit"))
        #expect(hierarchy.controllers["search"] == nil)
    }

    /// Presented from the navigation controller (the owner defines no context), the search
    /// outlives a popped owner: kept by its presentation alone, released when dismissed.
    @Test func anOwnerlessSearchIsReleasedWhenDismissed() throws {
        let owner = """
            {"kind": "view", "id": "inbox",
             "searchController": {"kind": "search", "id": "search", "searchResultsController": {"kind": "view", "id": "results"}}}
            """
        var hierarchy = try Hierarchy.create(root: .navigation("nav", [.view("home"), decoded(owner)])).0
        try hierarchy.apply(activate())
        #expect(hierarchy["search"].presentation?.presenter == "nav")
        try hierarchy.apply(.pop(target: .controller("nav"), animated: false))
        #expect(hierarchy["search"].search?.owner == nil)
        #expect(hierarchy.invariantViolations().isEmpty)
        #expect(try hierarchy.run(.dismiss(target: .automatic, animated: false)).contains("search.deinit"))
    }

    /// What UIKit refuses or cannot do: text or Cancel in an inactive search, a search action
    /// where none is, a search controller anywhere but a navigation item, something else there.
    @Test func refusals() throws {
        var hierarchy = try mail()
        let before = hierarchy
        #expect(throws: NavigationError.searchNotActive("search")) { try hierarchy.apply(type("x")) }
        #expect(throws: NavigationError.searchNotActive("search")) { try hierarchy.apply(cancel()) }
        #expect(throws: NavigationError.noSearchController("nav")) { try hierarchy.apply(activate(.controller("nav"))) }
        #expect(hierarchy == before)
        let plain = try Hierarchy.create(root: .navigation("nav", [.view("a")])).0
        var copy = plain
        #expect(throws: NavigationError.noSearchController(nil)) { try copy.apply(activate()) }
        #expect(throws: NavigationError.searchControllerNotOwned("s")) {
            try copy.apply(.present(target: .automatic, controller: .new(decoded(#"{"kind": "search", "id": "s"}"#)), animated: true))
        }
        #expect(throws: NavigationError.notASearchController("v", kind: .view)) {
            try copy.apply(
                .push(
                    target: .automatic, controller: .new(decoded(#"{"kind": "view", "searchController": {"kind": "view", "id": "v"}}"#)),
                    animated: true))
        }
        #expect(throws: NavigationError.fieldNotApplicable(.searchController, kind: .alert)) {
            try copy.apply(
                .present(
                    target: .automatic,
                    controller: .new(decoded(#"{"kind": "alert", "searchController": {"kind": "search"}}"#)), animated: true))
        }
        #expect(copy == plain)
        // Off screen: the owner's search bar is not in the window.
        var deep = try Hierarchy.create(root: .navigation("nav", [decoded(inbox), .view("detail")])).0
        #expect(throws: NavigationError.notInWindowHierarchy("inbox")) { try deep.apply(activate(.controller("inbox"))) }
    }

    /// `showsSearchResultsController` set by hand shows the results at once; a snapshot of the
    /// hierarchy round-trips through its archive and its restoration, active or not.
    @Test func resultsShownByHandAndRestored() throws {
        var hierarchy = try mail()
        try hierarchy.apply(activate())
        var patch = ControllerPatch()
        patch.showsSearchResultsController = .set(true)
        patch.fields = [.showsSearchResultsController]
        #expect(
            try hierarchy.run(.update(controller: "search", patch: patch)) == [
                "results.viewDidLoad", "results.viewWillAppear", "results.viewDidAppear",
            ])
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored.onScreen == hierarchy.onScreen)
        #expect(restored["inbox"].searchController == "search" && restored["search"].search?.owner == "inbox")
        try hierarchy.apply(cancel())
        let inactive = try Hierarchy.restore(hierarchy.restoration).0
        #expect(inactive["search"].presentation == nil && inactive["search"].search?.owner == "inbox")
    }
}

/// Search controllers from storyboards: a scene's navigation item may hold one, itself a scene
/// (with its results controller a scene too), and the search works as any other.
@Suite struct SearchStoryboardTests {
    @Test func aSceneHoldsASearchControllerFromAnotherScene() throws {
        let board = storyboard(
            "Main",
            #"""
            {"initial": "Inbox", "scenes": [
              {"identifier": "Inbox", "controller": {"kind": "navigation", "children": [{"kind": "view", "title": "Inbox",
                "definesPresentationContext": true, "searchController": {"storyboard": "Main", "identifier": "Search"}}]}},
              {"identifier": "Search", "controller": {"kind": "search", "searchResultsController": {"storyboard": "Main", "identifier": "Hits"}}},
              {"identifier": "Hits", "controller": {"kind": "view", "title": "Hits"}}]}
            """#)
        var hierarchy = try Hierarchy.create(root: .scene("Main", ""), storyboards: [board]).0
        let owner = try #require(hierarchy.onScreen.last)
        let search = try #require(hierarchy[owner].searchController)
        #expect(hierarchy[search].properties.scene?.identifier == "Search")
        #expect(hierarchy[search].search?.results.map { hierarchy[$0].properties.scene?.identifier } == "Hits")
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        #expect(hierarchy[search].presentation?.presenter == owner)
    }
}

/// What an adversarial review found: search controllers that outlive, nest in, or move under
/// other controllers.
@Suite struct SearchEdgeTests {
    private static let searchWithResults = """
        {"kind": "search", "id": "S", "searchResultsController": {"kind": "navigation", "id": "RN", "children": [{"kind": "view", "id": "R0"}]}}
        """

    /// Cancel on a search whose owner was released while it was active releases it, as a
    /// dismissal does, its delegate told before its `deinit`.
    @Test func cancelReleasesAnOwnerlessSearch() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation(
                "nav", [.view("A"), decoded(#"{"kind": "view", "id": "B", "searchController": {"kind": "search", "id": "S"}}"#)]),
            callbacks: [.delegates]
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        try hierarchy.apply(.pop(target: .controller("nav"), animated: false))
        #expect(hierarchy["S"].search?.owner == nil)
        let events = try hierarchy.run(.cancelSearch(target: .automatic, animated: false))
        #expect(events.first == "S.willDismissSearchController")
        #expect(events.suffix(2) == ["S.didDismissSearchController", "S.deinit"])
        #expect(hierarchy.controllers["S"] == nil)
    }

    /// A search controller counts below its owner while active too: what is pushed into its
    /// results must fit where ending search puts it back.
    @Test func depthIsMeasuredBelowTheOwner() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation("nav", [decoded(#"{"kind": "view", "id": "B", "searchController": \#(Self.searchWithResults)}"#)]),
            limits: Limits(maxDepth: 5)
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        let before = hierarchy
        #expect(throws: NavigationError.treeTooDeep(limit: 5)) {
            try hierarchy.apply(
                .push(
                    target: .controller("RN"), controller: .new(decoded(#"{"kind": "container", "children": [{"kind": "view"}]}"#)),
                    animated: false))
        }
        #expect(hierarchy == before)
    }

    /// A search in a results controller, active over the outer search: ending the outer search
    /// takes it off the screen too, and its owner keeps it.
    @Test func aSearchInsideResultsIsKeptWhenTheOuterEnds() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation(
                "nav",
                [
                    decoded(
                        #"{"kind": "view", "id": "B", "searchController": {"kind": "search", "id": "S1", "searchResultsController": {"kind": "view", "id": "R", "searchController": {"kind": "search", "id": "S2"}}}}"#
                    )
                ])
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        try hierarchy.apply(.searchText(target: .automatic, text: "x"))
        try hierarchy.apply(.activateSearch(target: .controller("R"), animated: false))
        #expect(hierarchy["S2"].presentation != nil)
        try hierarchy.apply(.cancelSearch(target: .controller("S1"), animated: false))
        #expect(hierarchy["S2"].presentation == nil && hierarchy["R"].searchController == "S2")
        #expect(hierarchy.invariantViolations().isEmpty)
    }

    /// A data source's pages are rebuilt at each turn: none may hold a search controller.
    @Test func aDataSourceHoldsNoSearchController() throws {
        #expect(throws: NavigationError.searchControllerInDataSource("S", pageController: "PV")) {
            try Hierarchy.create(
                root: decoded(
                    #"{"kind": "page", "id": "PV", "transitionStyle": "scroll", "pages": [{"kind": "view"}, {"kind": "navigation", "children": [{"kind": "view", "searchController": {"kind": "search", "id": "S"}}]}]}"#
                ))
        }
    }

    /// An unwind through an active search ends it, and its owner keeps it.
    @Test func anUnwindThroughASearchKeepsIt() throws {
        let board = storyboard(
            "U",
            #"""
            {"scenes": [{"identifier": "Home", "unwindActions": ["unwindHome"], "controller": {"kind": "view",
                "searchController": {"kind": "search", "searchResultsController": {"kind": "navigation", "children": [{"kind": "view"}]}}}},
              {"identifier": "Detail", "controller": {"kind": "view"}, "segues": [{"identifier": "back", "kind": "unwind", "action": "unwindHome"}]}]}
            """#)
        var hierarchy = try Hierarchy.create(
            root: .navigation("nav", [.scene("U", "Home", id: "home")]), storyboards: [board], callbacks: [.delegates]
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        let search = try #require(hierarchy["home"].searchController)
        let results = try #require(hierarchy[search].search?.results)
        try hierarchy.apply(.push(target: .controller(results), controller: .new(.scene("U", "Detail", id: "detail")), animated: false))
        let events = try hierarchy.run(
            .performSegue(target: .controller("detail"), identifier: "back", sender: nil, userInfo: nil, userAction: false, animated: false)
        )
        #expect(events.contains("\(search).willDismissSearchController") && events.last == "\(search).didDismissSearchController")
        #expect(hierarchy[search].presentation == nil && hierarchy["home"].searchController == search)
        #expect(hierarchy.invariantViolations().isEmpty)
    }

    /// Presented from the navigation controller (the owner defines no context), the search
    /// still sits in the owner's bar: hidden, or shown when it keeps the bar.
    @Test func theBarFollowsTheOwnerWhateverPresentsTheSearch() throws {
        for hides in [true, false] {
            var hierarchy = try Hierarchy.create(
                root: .navigation(
                    "nav",
                    [
                        decoded(
                            #"{"kind": "view", "id": "B", "searchController": {"kind": "search", "hidesNavigationBarDuringPresentation": \#(hides)}}"#
                        )
                    ])
            ).0
            try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
            #expect(hierarchy.chrome.navigationBar?.hidden == hides)
        }
    }

    /// A context presentation restores after its presenter stopped defining the context (a
    /// PATCH changes the flag, not what it presents): a search's, or any other.
    @Test func aContextPresentationRestoresAfterTheFlagIsOff() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation(
                "nav",
                [
                    decoded(
                        #"{"kind": "view", "id": "B", "definesPresentationContext": true, "searchController": {"kind": "search", "id": "S"}}"#
                    )
                ])
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        try hierarchy.apply(.update(controller: "B", patch: decodedPatch(#"{"definesPresentationContext": null}"#)))
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored["S"].presentation?.presenter == "B" && restored.onScreen == hierarchy.onScreen)
    }

    /// Covered by a full-screen presentation, the search bar takes no text and no tap on
    /// Cancel; a dismissal by code still ends the search.
    @Test func aCoveredSearchTakesNoTypingOrCancel() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation(
                "nav",
                [
                    decoded(
                        #"{"kind": "view", "id": "B", "definesPresentationContext": true, "searchController": {"kind": "search", "id": "S"}}"#
                    )
                ]),
            callbacks: [.delegates]
        ).0
        try hierarchy.apply(.activateSearch(target: .automatic, animated: false))
        try hierarchy.apply(
            .present(
                target: .automatic, controller: .new(decoded(#"{"kind": "view", "id": "F", "modalPresentationStyle": "fullScreen"}"#)),
                animated: false))
        let before = hierarchy
        #expect(throws: NavigationError.notInWindowHierarchy("S")) {
            try hierarchy.apply(.cancelSearch(target: .controller("S"), animated: false))
        }
        #expect(throws: NavigationError.notInWindowHierarchy("S")) { try hierarchy.apply(.searchText(target: .controller("S"), text: "x")) }
        #expect(hierarchy == before)
        #expect(try hierarchy.run(.dismiss(target: .controller("S"), animated: false)).first == "S.willDismissSearchController")
    }

    /// A collapsed split presents its secondary's search from the primary's context; expanded,
    /// the owner goes back to its column, the search stays: the export of that imports.
    @Test func aSearchOutlivesAnExpansionAndRestores() throws {
        var hierarchy = try Hierarchy.create(
            root: decoded(
                #"{"kind": "split", "id": "spl", "style": "doubleColumn", "columns": {"primary": {"kind": "navigation", "id": "pnav", "definesPresentationContext": true, "children": [{"kind": "view", "id": "list"}]}, "secondary": {"kind": "navigation", "id": "snav", "children": [{"kind": "view", "id": "detail", "searchController": {"kind": "search", "id": "sc"}}]}}}"#
            )
        ).0
        try hierarchy.apply(.activateSearch(target: .controller("detail"), animated: false))
        #expect(hierarchy["sc"].presentation?.presenter == "pnav")
        try hierarchy.apply(.setTraits(Traits(idiom: .pad, orientation: .landscapeLeft)))
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored["sc"].search?.owner == "detail" && restored["sc"].presentation?.presenter == "pnav")
    }

    /// A search controller named where a child or a stack member goes is refused as such.
    @Test func aSearchControllerNamedByIdIsNoChild() throws {
        var hierarchy = try Hierarchy.create(
            root: .navigation("nav", [decoded(#"{"kind": "view", "id": "B", "searchController": {"kind": "search", "id": "S"}}"#)])
        ).0
        #expect(throws: NavigationError.searchControllerNotOwned("S")) {
            try hierarchy.apply(.push(target: .automatic, controller: .existing("S"), animated: false))
        }
    }
}
