import NavigationModel
import Testing

/// `count` content pages `p0…` titled "Page N".
private func pages(_ count: Int) -> [ControllerSpec] {
    (0..<count).map { .view(ControllerID("p\($0)"), title: "Page \($0)") }
}

private func book(
    _ count: Int = 9, style: PageState.TransitionStyle = .pageCurl, spine: PageState.SpineLocation? = nil,
    doubleSided: Bool? = nil, policy: PageState.SpinePolicy = .fixed, index: Int = 0, indicator: Bool = false,
    traits: Traits = Traits()
) throws -> Hierarchy {
    var options = ControllerSpec.PageOptions(pages: pages(count))
    options.transitionStyle = style
    options.spineLocation = spine
    options.doubleSided = doubleSided
    options.spinePolicy = policy
    options.pageIndex = index
    options.showsPageIndicator = indicator
    return try Hierarchy.create(root: .page("book", options), traits: traits).0
}

private func turn(_ forward: Bool = true) -> Action { .turnPage(target: .automatic, forward: forward, animated: true) }
private func scrub(_ index: Int) -> Action { .setPage(target: .automatic, index: index, animated: true) }

@Suite struct PageTests {
    @Test func onlyTheShownPageIsALiveChildAndIdsAreStable() throws {
        var hierarchy = try book()
        #expect(hierarchy["book"].children == ["p0"])
        #expect(hierarchy.controllers["p1"] == nil)
        try hierarchy.apply(turn())
        #expect(hierarchy["book"].children == ["p1"])
        #expect(hierarchy.controllers["p0"] == nil, "a page that leaves is released")
        try hierarchy.apply(turn(false))
        #expect(hierarchy["book"].children == ["p0"], "and comes back with the same id")
    }

    @Test func generatedPageIdsAreAssignedOnceInCreationOrder() throws {
        var options = ControllerSpec.PageOptions(pages: [.view(nil), .navigation(nil, [.view(nil)])])
        options.pageIndex = 1
        var hierarchy = try Hierarchy.create(root: .page(nil, options)).0
        #expect(hierarchy[hierarchy.rootID].pages?.pages.compactMap(\.id) == ["vc2", "vc3"])
        #expect(hierarchy[hierarchy.rootID].children == ["vc3"])
        #expect(hierarchy["vc3"].children == ["vc4"])
        try hierarchy.apply(scrub(0))
        try hierarchy.apply(scrub(1))
        #expect(hierarchy["vc3"].children == ["vc4"], "a navigation page keeps its ids across visits")
        #expect(throws: NavigationError.idInUse("vc2", heldBy: "vc1")) {
            try hierarchy.apply(.present(target: .automatic, controller: .new(.view("vc2")), animated: true))
        }
    }

    @Test func aCurlTurnSendsUIKitsCurlOrderAndReleasesTheOldPage() throws {
        var hierarchy = try book()
        let events = try hierarchy.run(turn())
        #expect(
            events == [
                "p0.willMoveToParent(nil)", "p1.willMoveToParent(book)", "p1.viewDidLoad", "p1.viewWillAppear",
                "p0.viewWillDisappear", "p0.viewDidDisappear", "p1.viewDidAppear", "p1.didMoveToParent(book)",
                "p0.didMoveToParent(nil)", "p0.deinit",
            ])
    }

    @Test func aScrollTurnSendsUIKitsScrollOrder() throws {
        var hierarchy = try book(style: .scroll)
        let events = try hierarchy.run(turn())
        #expect(
            events.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "p1.viewWillAppear", "p0.viewWillDisappear", "p1.viewDidAppear", "p0.viewDidDisappear",
            ])
    }

    @Test func turnsStopAtBothEnds() throws {
        var hierarchy = try book(3)
        #expect(throws: NavigationError.noMorePages("book", direction: "reverse")) { try hierarchy.apply(turn(false)) }
        try hierarchy.apply(turn())
        try hierarchy.apply(turn())
        let before = hierarchy
        #expect(throws: NavigationError.noMorePages("book", direction: "forward")) { try hierarchy.apply(turn()) }
        #expect(hierarchy == before)
    }

    @Test func twoPagesTurnByTwoAndAnOddLastPageGetsABlankPartner() throws {
        var hierarchy = try book(5, spine: .mid)
        #expect(hierarchy["book"].pages?.doubleSided == true, "a mid spine is double-sided")
        #expect(hierarchy["book"].children == ["p0", "p1"])
        try hierarchy.apply(turn())
        #expect(hierarchy["book"].children == ["p2", "p3"])
        try hierarchy.apply(turn())
        #expect(hierarchy["book"].children == ["p4", "book.blank"])
        #expect(throws: NavigationError.noMorePages("book", direction: "forward")) { try hierarchy.apply(turn()) }
        try hierarchy.apply(turn(false))
        #expect(hierarchy.controllers["book.blank"] == nil)
    }

    @Test func scrubbingJumpsToTheSpreadOfAnIndex() throws {
        var hierarchy = try book(9, spine: .mid)
        #expect(try hierarchy.apply(scrub(5)).count > 0)
        #expect(hierarchy["book"].children == ["p4", "p5"])
        let before = hierarchy
        #expect(try hierarchy.apply(scrub(4)).isEmpty, "the spread already shown")
        #expect(hierarchy == before)
        #expect(throws: NavigationError.pageIndexOutOfRange(9, count: 9)) { try hierarchy.apply(scrub(9)) }
    }

    @Test(arguments: [Orientation.portrait, .landscapeLeft])
    func scrubbingToEveryPageOfANinePageBookShowsIt(orientation: Orientation) throws {
        var hierarchy = try book(9, policy: .book, traits: Traits(idiom: .pad, orientation: orientation))
        for index in 0..<9 {
            try hierarchy.apply(scrub(index))
            let shown = hierarchy["book"].children
            #expect(shown.contains(ControllerID("p\(index)")))
            #expect(shown.count == (orientation.isLandscape ? 2 : 1))
            #expect(hierarchy.chrome.path.contains(ControllerID("p\(index)")))
        }
    }

    @Test func theBookPolicyRepairsPagesOnRotationKeepingThePageVisible() throws {
        var hierarchy = try book(9, policy: .book, index: 3, traits: Traits(idiom: .pad))
        #expect(hierarchy["book"].children == ["p3"])
        var landscape = hierarchy.traits
        landscape.orientation = .landscapeLeft
        let events = try hierarchy.run(.setTraits(landscape))
        #expect(hierarchy["book"].pages?.spineLocation == .mid)
        #expect(hierarchy["book"].children == ["p2", "p3"])
        #expect(events.contains("p2.viewDidAppear") && !events.contains("p3.viewWillDisappear"))
        var portrait = landscape
        portrait.orientation = .portrait
        try hierarchy.apply(.setTraits(portrait))
        #expect(hierarchy["book"].pages?.spineLocation == .min)
        #expect(hierarchy["book"].children == ["p2"])
    }

    @Test func setViewControllersTakesDataSourceIdsAndUIKitsCount() throws {
        var hierarchy = try book(9, spine: .mid)
        try hierarchy.apply(
            .setViewControllers(target: .controller("book"), controllers: [.existing("p6"), .existing("p7")], animated: true))
        #expect(hierarchy["book"].children == ["p6", "p7"])
        let before = hierarchy
        #expect(throws: NavigationError.pageCountMismatch(provided: 1, required: 2)) {
            try hierarchy.apply(.setViewControllers(target: .controller("book"), controllers: [.existing("p0")], animated: true))
        }
        #expect(throws: NavigationError.notAPage("nope", pageController: "book")) {
            try hierarchy.apply(
                .setViewControllers(target: .controller("book"), controllers: [.existing("nope"), .existing("p1")], animated: true))
        }
        #expect(hierarchy == before)
        #expect(
            try hierarchy.apply(
                .setViewControllers(
                    target: .controller("book"), controllers: [.existing("p6"), .existing("p7")], animated: true)
            ).isEmpty)
        #expect(hierarchy == before, "the pages shown: nothing changes, not even the revision")
    }

    @Test func pageActionsNeedAPageViewController() throws {
        var hierarchy = try navigationWindow(["a"])
        let before = hierarchy
        #expect(throws: NavigationError.noPageViewController(nil)) { try hierarchy.apply(turn()) }
        #expect(throws: NavigationError.noPageViewController("a")) {
            try hierarchy.apply(.setPage(target: .controller("a"), index: 0, animated: true))
        }
        #expect(hierarchy == before)
    }

    @Test func theTraitsInForceChangeNothing() throws {
        var hierarchy = try book()
        let before = hierarchy
        #expect(try hierarchy.apply(.setTraits(hierarchy.traits)).isEmpty)
        #expect(hierarchy == before)
    }

    @Test func theScrollIndicatorShowsInTheChrome() throws {
        var hierarchy = try book(4, style: .scroll, indicator: true)
        try hierarchy.apply(turn())
        let indicator = try #require(hierarchy.chrome.pageIndicator)
        #expect(indicator.owner == "book" && indicator.numberOfPages == 4 && indicator.currentPage == 1)
        #expect(try book(4).chrome.pageIndicator == nil, "only the scroll style has one")
    }

    @Test func pagesNestInNavigationAndTabsAndNavigationPagesKeepStacks() throws {
        var options = ControllerSpec.PageOptions(pages: [.navigation("np", [.view("inner")]), .view("flat")])
        options.transitionStyle = .scroll
        let spec = ControllerSpec.tabBar("tabs", [.navigation("nav", [.page("book", options)]), .view("other")])
        var hierarchy = try Hierarchy.create(root: spec).0
        #expect(hierarchy.chrome.path == ["tabs", "nav", "book", "np", "inner"])
        try hierarchy.apply(.push(view("deeper")))
        #expect(hierarchy.stack("np") == ["inner", "deeper"], "the page's own navigation controller takes the push")
        try hierarchy.apply(turn())
        #expect(hierarchy.chrome.path == ["tabs", "nav", "book", "flat"])
    }

    static let refusedSpecs: [RefusedSpec] = [
        RefusedSpec(.page("b", ControllerSpec.PageOptions()), .pageCountMismatch(provided: 0, required: 1)),
        RefusedSpec(
            {
                var o = ControllerSpec.PageOptions(pages: pages(2)); o.spineLocation = .mid; o.doubleSided = false; return .page("b", o)
            }(),
            .midSpineRequiresDoubleSided("b")),
        RefusedSpec(
            {
                var o = ControllerSpec.PageOptions(pages: pages(2)); o.transitionStyle = .scroll; o.spineLocation = .mid;
                return .page("b", o)
            }(),
            .invalidPageConfiguration("The scroll style shows exactly one page and has no spine: spineLocation must be none.")),
        RefusedSpec(
            {
                var o = ControllerSpec.PageOptions(pages: pages(2)); o.pageIndex = 2; return .page("b", o)
            }(),
            .pageIndexOutOfRange(2, count: 2)),
        RefusedSpec(
            {
                var o = ControllerSpec.PageOptions(pages: [.tabBar("t", [.view("x")])]); return .page("b", o)
            }(),
            .nestedTabBarController("t", container: .page)),
    ]

    @Test(arguments: refusedSpecs)
    func pageSpecsUIKitWouldRefuseAreRefused(_ refused: RefusedSpec) {
        #expect(throws: refused.error) { try Hierarchy.create(root: refused.spec) }
    }

    @Test func rotationIsRefusedWhenTheTopFullScreenControllerDoesNotSupportIt() throws {
        var spec = ControllerSpec.navigation("nav", [.view("a")])
        spec.properties.supportedOrientations = [.portrait]
        var hierarchy = try Hierarchy.create(root: spec).0
        let before = hierarchy
        var landscape = Traits()
        landscape.orientation = .landscapeLeft
        #expect(throws: NavigationError.orientationNotSupported(.landscapeLeft, controller: "nav")) {
            try hierarchy.apply(.setTraits(landscape))
        }
        var upsideDown = Traits()
        upsideDown.orientation = .portraitUpsideDown
        var plain = try navigationWindow(["a"])
        #expect(throws: NavigationError.orientationNotSupported(.portraitUpsideDown, controller: "nav")) {
            try plain.apply(.setTraits(upsideDown))
        }
        #expect(hierarchy == before)
    }

    @Test func sheetsReadaptWhenTheSizeClassChanges() throws {
        var hierarchy = try Hierarchy.create(root: .view("home"), traits: Traits(idiom: .pad)).0
        var form = ControllerSpec.view("form")
        form.properties.modalPresentationStyle = .formSheet
        try hierarchy.apply(.present(target: .automatic, controller: .new(form), animated: true))
        #expect(hierarchy["form"].presentation?.effectiveStyle == .formSheet)
        try hierarchy.apply(.setTraits(Traits(idiom: .pad, horizontalSizeClass: .compact)))
        #expect(hierarchy["form"].presentation?.effectiveStyle == .pageSheet)
    }

    @Test func theMoreListIsLeftWhenEveryTabFitsAgain() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", (0..<6).map { .view(ControllerID("t\($0)")) })).0
        try hierarchy.apply(.selectTab(target: .automatic, selection: .more, popToRootOnReselect: false, animated: true))
        let events = try hierarchy.run(.setTraits(Traits(idiom: .pad)))
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 0)
        #expect(events == ["t0.viewWillAppear", "t0.viewDidAppear"], "loaded when it was first selected")
    }
}

/// A restoration document names the pages each page view controller shows apart from the tree
/// (by the page view controller's id); entries that name each other must not build forever.
@Suite struct ShownPagesDocumentTests {
    private func page(_ id: ControllerID, _ pages: [ControllerSpec]) -> ControllerSpec {
        .page(id, ControllerSpec.PageOptions(pages: pages))
    }

    @Test func anEntryNamingItsOwnPageViewControllerIsPlacedOnceAndRefused() throws {
        let root = page("ps", [.view("a")])
        let restoration = try Hierarchy.Restoration(
            traits: Traits(), root: root, layers: [], shownPages: ["ps": [page("ps", [.view("b")])]])
        #expect(restoration.root.pageOptions?.shownPages?.first?.pageOptions?.shownPages == nil)
        #expect(throws: NavigationError.invalidRestoration("a page shown by 'ps' is not its data source's page 0")) {
            try Hierarchy.restore(restoration)
        }
    }

    @Test func entriesNamingEachOtherArePlacedOnceEach() throws {
        let root = page("p", [page("q", [.view()])])
        let restoration = try Hierarchy.Restoration(
            traits: Traits(), root: root, layers: [],
            shownPages: ["p": [page("q", [.view()])], "q": [page("p", [.view()])]])
        let q = restoration.root.pageOptions?.shownPages?.first
        #expect(q?.id == "q")
        #expect(q?.pageOptions?.shownPages?.first?.id == "p")
        #expect(q?.pageOptions?.shownPages?.first?.pageOptions?.shownPages == nil)
        #expect(throws: NavigationError.self) { try Hierarchy.restore(restoration) }
    }

    @Test func aChainOfEntriesDeeperThanTheCeilingIsRefusedBeforeItIsBuilt() throws {
        func link(_ level: Int) -> ControllerSpec {
            page(ControllerID("p\(level)"), [page(ControllerID("p\(level + 1)"), [.view()])])
        }
        var entries: [ControllerID: [ControllerSpec]] = [:]
        for level in 0...Limits.depthCeiling { entries[ControllerID("p\(level)")] = [link(level + 1)] }
        #expect(
            throws: NavigationError.invalidRestoration(
                "the pages shown or the controllers kept nest deeper than \(Limits.depthCeiling) levels")
        ) {
            try Hierarchy.Restoration(traits: Traits(), root: link(0), layers: [], shownPages: entries)
        }
        entries = entries.filter { Int($0.key.rawValue.dropFirst())! < Limits.depthCeiling - 2 }
        _ = try Hierarchy.Restoration(traits: Traits(), root: link(0), layers: [], shownPages: entries)
    }
}
