import NavigationModel
import Testing

/// One owner for every id in a session: live controllers, pages kept
/// by data sources at any nesting level, and the ids NavState derives for containers.
@Suite struct IDOwnershipTests {
    private func presentPage(_ spec: ControllerSpec) -> Action {
        .present(target: .automatic, controller: .new(spec), animated: true)
    }

    private func turn(_ id: ControllerID, forward: Bool = true) -> Action {
        .turnPage(target: .controller(id), forward: forward, animated: true)
    }

    @Test func aContainerWhoseDerivedIdIsTakenIsRefused() throws {
        // Repro A: a client controller "pv.blank", then a page view controller "pv" whose odd
        // spread needs the blank page "pv.blank".
        var hierarchy = try navigationWindow(["pv.blank"])
        var options = ControllerSpec.PageOptions(pages: [.view(nil)])
        options.spineLocation = .mid
        let before = hierarchy
        #expect(throws: NavigationError.derivedIDConflict("pv.blank", container: "pv")) {
            try hierarchy.apply(presentPage(.page("pv", options)))
        }
        #expect(hierarchy == before)
    }

    @Test func aClientIdThatIsADerivedIdIsRefused() throws {
        var options = ControllerSpec.PageOptions(pages: [.view("one")])
        options.spineLocation = .mid
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.navigation("nav", [.page("pv", options)])])).0
        #expect(hierarchy["pv"].children == ["one", "pv.blank"])
        #expect(throws: NavigationError.derivedIDConflict("pv.blank", container: "pv")) {
            try hierarchy.apply(.push(view("pv.blank"), on: .controller("nav")))
        }
        #expect(throws: NavigationError.derivedIDConflict("tabs.more", container: "tabs")) {
            try hierarchy.apply(
                .setViewControllers(
                    target: .controller("tabs"), controllers: [.existing("nav"), view("tabs.more")], animated: true))
        }
        // Within one spec too, whichever comes first.
        #expect(throws: NavigationError.derivedIDConflict("t.more", container: "t")) {
            try Hierarchy.create(root: .tabBar("t", [.view("t.more")]))
        }
    }

    @Test func generatedContainerIdsSkipDerivedIdsClientsHold() throws {
        var hierarchy = try navigationWindow(["vc1.blank"])
        var options = ControllerSpec.PageOptions(pages: [.view("x")])
        options.spineLocation = .mid
        try hierarchy.apply(presentPage(.page(nil, options)))
        let page = hierarchy.layerRoots[1]
        #expect(page != "vc1", "vc1 would derive the taken vc1.blank")
        #expect(hierarchy[page].children == ["x", ControllerID(page.rawValue + ".blank")])
    }

    @Test func aContainerIdLeavesRoomForItsDerivedId() throws {
        let long = ControllerID(String(repeating: "p", count: 60))
        #expect(throws: NavigationError.derivedIDTooLong(long, derived: ControllerID(long.rawValue + ".blank"))) {
            try Hierarchy.create(root: .page(long, ControllerSpec.PageOptions(pages: [.view(nil)])))
        }
    }

    @Test func aNestedDataSourceKeepsItsPagesWhileItsOwnerIsAway() throws {
        // Repro B: P's data source holds Q (whose own data source holds "a") and "z".
        var outer = ControllerSpec.PageOptions(pages: [
            .page("Q", ControllerSpec.PageOptions(pages: [.view("a")])), .view("z"),
        ])
        outer.transitionStyle = .scroll
        var hierarchy = try navigationWindow(["root"])
        try hierarchy.apply(presentPage(.page("P", outer)))
        #expect(
            try hierarchy.run(turn("P")) == [
                "Q.willMoveToParent(nil)", "z.willMoveToParent(P)", "z.viewDidLoad", "z.viewWillAppear", "Q.viewWillDisappear",
                "a.viewWillDisappear", "z.viewDidAppear", "Q.viewDidDisappear", "a.viewDidDisappear", "z.didMoveToParent(P)",
                "Q.didMoveToParent(nil)", "Q.deinit", "a.deinit",
            ])
        // Q is gone, but P still keeps "a" for when Q comes back.
        #expect(throws: NavigationError.idInUse("a", heldBy: "P")) {
            try hierarchy.apply(.push(view("a"), on: .controller("nav")))
        }
        #expect(throws: NavigationError.derivedIDConflict("Q.blank", container: "Q")) {
            try hierarchy.apply(.push(view("Q.blank"), on: .controller("nav")))
        }
        try hierarchy.apply(turn("P", forward: false))
        #expect(hierarchy["Q"].children == ["a"])
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test func releasingAPageViewControllerFreesEveryIdItHeld() throws {
        var hierarchy = try navigationWindow(["root"])
        var options = ControllerSpec.PageOptions(pages: [.page("Q", ControllerSpec.PageOptions(pages: [.view("a")])), .view("b")])
        options.spineLocation = .mid
        try hierarchy.apply(.push(.new(.page("P", options))))
        try hierarchy.apply(.pop)
        for id: ControllerID in ["P", "Q", "a", "b", "P.blank", "Q.blank"] {
            try hierarchy.apply(.push(view(id)))
        }
        #expect(hierarchy.stack().count == 7)
    }

    @Test func theControllersOfASessionAreLimitedPagesAndBlankPagesIncluded() throws {
        // nav and a, then a page view controller: itself, its blank page, and its pages.
        var hierarchy = try navigationWindow(["a"], limits: Limits(maxControllers: 6))
        let pages = ControllerSpec.PageOptions(pages: [.view(nil), .view(nil), .view(nil)])
        #expect(throws: NavigationError.tooManyControllers(limit: 6)) { try hierarchy.apply(.push(.new(.page("p", pages)))) }
        var options = ControllerSpec.PageOptions(pages: [.view(nil)])
        options.transitionStyle = .pageCurl
        try hierarchy.apply(.push(.new(.page("p", options))))
        try hierarchy.apply(.push(view("x")))
        #expect(throws: NavigationError.tooManyControllers(limit: 6)) { try hierarchy.apply(.push(view("y"))) }
        // Showing the blank page (double-sided now) cannot go over the limit: it was counted.
        try hierarchy.apply(.update(controller: "p", patch: decodedPatch(#"{"doubleSided": true}"#)))
        #expect(hierarchy["p"].children.last == "p.blank")
        #expect(hierarchy.invariantViolations() == [])
    }
}
