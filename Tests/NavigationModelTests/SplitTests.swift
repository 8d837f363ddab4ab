import NavigationModel
import Testing

/// Recipe 7-3's split: a primary navigation controller over the colour list, a secondary one
/// over the detail.
func colorsSplit(preferred: PreferredDisplayMode = .automatic, collapsing: Bool = true) -> ControllerSpec {
    .split(
        "split", primary: .navigation("pn", [.view("colors", title: "Colors")]),
        secondary: .navigation("sn", [.view("detail", title: "Detail")]), preferredDisplayMode: preferred,
        collapsesSecondaryOntoPrimary: collapsing)
}

let padLandscape = Traits(idiom: .pad, orientation: .landscapeLeft)
let padPortrait = Traits(idiom: .pad, orientation: .portrait)

extension Action {
    static func displayMode(_ mode: DisplayMode, of target: Target = .automatic) -> Action {
        .setDisplayMode(target: target, mode: mode, animated: true)
    }

    static func showDetail(_ reference: ControllerReference, from sender: Target = .automatic) -> Action {
        .show(target: sender, controller: reference, detail: true, animated: true)
    }

    static func show(_ reference: ControllerReference, from sender: Target = .automatic) -> Action {
        .show(target: sender, controller: reference, detail: false, animated: true)
    }

    static func traits(_ traits: Traits) -> Action { .setTraits(traits) }
}

@Suite struct SplitTests {
    @Test func aPadInLandscapeShowsBothColumnsSideBySide() throws {
        let (hierarchy, events) = try Hierarchy.create(root: colorsSplit(), traits: padLandscape)
        #expect(
            events.map(\.description) == [
                "colors.willMoveToParent(pn)", "pn.willMoveToParent(split)", "detail.willMoveToParent(sn)",
                "sn.willMoveToParent(split)",
                "split.viewDidLoad", "pn.viewDidLoad", "colors.viewDidLoad", "sn.viewDidLoad", "detail.viewDidLoad",
                "split.viewWillAppear", "pn.viewWillAppear", "colors.viewWillAppear", "sn.viewWillAppear",
                "detail.viewWillAppear",
                "split.viewDidAppear", "pn.viewDidAppear", "colors.viewDidAppear", "sn.viewDidAppear", "detail.viewDidAppear",
                "colors.didMoveToParent(pn)", "pn.didMoveToParent(split)", "detail.didMoveToParent(sn)",
                "sn.didMoveToParent(split)",
            ])
        let split = try #require(hierarchy["split"].split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(!split.isCollapsed)
        #expect(hierarchy["split"].children == ["pn", "sn"])
        let chrome = hierarchy.chrome
        #expect(chrome.splitView?.columns.map(\.controller) == ["pn", "sn"])
        #expect(chrome.splitView?.columns.map(\.navigationBar?.title) == ["Colors", "Detail"])
        #expect(chrome.navigationBar?.owner == "sn")
        #expect(chrome.navigationBar?.leftItems == [], "side by side, the display-mode button hides itself")
    }

    @Test func aPadInPortraitHidesThePrimaryBehindTheDisplayModeButton() throws {
        let (hierarchy, events) = try Hierarchy.create(root: colorsSplit(), traits: padPortrait)
        #expect(
            events.map(\.description) == [
                "colors.willMoveToParent(pn)", "pn.willMoveToParent(split)", "detail.willMoveToParent(sn)",
                "sn.willMoveToParent(split)",
                "split.viewDidLoad", "sn.viewDidLoad", "detail.viewDidLoad",
                "split.viewWillAppear", "sn.viewWillAppear", "detail.viewWillAppear",
                "split.viewDidAppear", "sn.viewDidAppear", "detail.viewDidAppear",
                "colors.didMoveToParent(pn)", "pn.didMoveToParent(split)", "detail.didMoveToParent(sn)",
                "sn.didMoveToParent(split)",
            ], "the hidden primary does not load until it is first shown")
        #expect(hierarchy["split"].split?.displayMode == .secondaryOnly)
        #expect(hierarchy.chrome.navigationBar?.leftItems == [BarButtonItem(title: "Colors")], "SPL-7")
        #expect(hierarchy.chrome.splitView?.columns.map(\.column) == [.secondary])
    }

    @Test func theButtonLaysThePrimaryOverTheSecondaryAndBack() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padPortrait).0
        #expect(
            try hierarchy.run(.displayMode(.oneOverSecondary)) == [
                "pn.viewDidLoad", "colors.viewDidLoad", "pn.viewWillAppear", "colors.viewWillAppear", "pn.viewDidAppear",
                "colors.viewDidAppear",
            ], "the secondary stays on screen, dimmed, and is told nothing")
        #expect(hierarchy.chrome.navigationBar?.leftItems == [BarButtonItem(title: "Colors")])
        #expect(
            try hierarchy.run(.displayMode(.secondaryOnly)) == [
                "pn.viewWillDisappear", "colors.viewWillDisappear", "pn.viewDidDisappear", "colors.viewDidDisappear",
            ])
        let revision = hierarchy.revision
        #expect(try hierarchy.run(.displayMode(.secondaryOnly)) == [])
        #expect(hierarchy.revision == revision, "the mode in force: nothing changes")
    }

    /// SC-07: landscape both, rotate to portrait (the primary hides, the button appears),
    /// show the primary over, rotate back.
    @Test func rotationRederivesTheDisplayMode() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        #expect(
            try hierarchy.run(.traits(padPortrait)) == [
                "pn.viewWillDisappear", "colors.viewWillDisappear", "pn.viewDidDisappear", "colors.viewDidDisappear",
            ])
        #expect(hierarchy.chrome.navigationBar?.leftItems == [BarButtonItem(title: "Colors")])
        #expect(
            try hierarchy.run(.displayMode(.primaryOverlayAlias)) == [
                "pn.viewWillAppear", "colors.viewWillAppear", "pn.viewDidAppear", "colors.viewDidAppear",
            ])
        #expect(try hierarchy.run(.traits(padLandscape)) == [], "over to beside: the primary stays on screen")
        #expect(hierarchy["split"].split?.displayMode == .oneBesideSecondary)
        #expect(hierarchy.chrome.navigationBar?.leftItems == [])
    }

    @Test func aPreferredModeHoldsInEveryOrientation() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(preferred: .mode(.oneBesideSecondary)), traits: padPortrait).0
        #expect(hierarchy["split"].split?.displayMode == .oneBesideSecondary, "SPL-4's shouldHide NO")
        #expect(try hierarchy.run(.traits(padLandscape)) == [])
        try hierarchy.apply(.update(controller: "split", patch: decodedPatch(#"{"preferredDisplayMode": "automatic"}"#)))
        #expect(hierarchy["split"].split?.displayMode == .oneBesideSecondary)
        let events = try hierarchy.run(.update(controller: "split", patch: decodedPatch(#"{"preferredDisplayMode": "primaryHidden"}"#)))
        #expect(events == ["pn.viewWillDisappear", "colors.viewWillDisappear", "pn.viewDidDisappear", "colors.viewDidDisappear"])
        #expect(hierarchy["split"].split?.preferredDisplayMode == .mode(.secondaryOnly))
    }

    @Test func aCompactWidthCollapsesTheSecondaryOntoThePrimaryStack() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        let events = try hierarchy.run(.changeTraits(TraitsChange(horizontalSizeClass: .set(.compact))))
        #expect(
            events == [
                "sn.willMoveToParent(nil)", "sn.didMoveToParent(nil)", "sn.willMoveToParent(pn)",
                "colors.viewWillDisappear", "colors.viewDidDisappear",
                "sn.didMoveToParent(pn)",
            ])
        #expect(hierarchy["split"].children == ["pn"])
        #expect(hierarchy.stack("pn") == ["colors", "sn"])
        #expect(hierarchy["split"].split?.isCollapsed == true)
        let bar = try #require(hierarchy.chrome.navigationBar)
        #expect(bar.owner == "pn", "one bar for both stacks")
        #expect(bar.title == "Detail")
        #expect(bar.backButtonTitle == "Colors")
        #expect(hierarchy.chrome.splitView?.columns.map(\.controller) == ["pn"])

        let back = try hierarchy.run(.changeTraits(TraitsChange(horizontalSizeClass: .remove)))
        #expect(
            back == [
                "sn.willMoveToParent(nil)", "sn.didMoveToParent(nil)", "sn.willMoveToParent(split)",
                "colors.viewWillAppear", "colors.viewDidAppear",
                "sn.didMoveToParent(split)",
            ])
        #expect(hierarchy["split"].children == ["pn", "sn"])
        #expect(hierarchy.stack("pn") == ["colors"])
    }

    @Test func theBackButtonOfACollapsedSplitPopsTheSecondary() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: Traits(idiom: .phone)).0
        #expect(hierarchy.stack("pn") == ["colors", "sn"], "a phone shows a split collapsed, the detail first")
        #expect(
            try hierarchy.run(.pop) == [
                "sn.willMoveToParent(nil)", "colors.viewDidLoad", "sn.viewWillDisappear", "detail.viewWillDisappear",
                "colors.viewWillAppear",
                "sn.viewDidDisappear", "detail.viewDidDisappear", "colors.viewDidAppear", "sn.didMoveToParent(nil)",
                "sn.deinit", "detail.deinit",
            ])
        #expect(hierarchy.chrome.navigationBar?.title == "Colors", "the list below was never loaded until now")
    }

    /// SC-09 on a phone: the list first (the secondary is dropped at the collapse), then a row
    /// shows its detail, pushed and titled after the row.
    @Test func aPhoneShowsTheListAndPushesTheDetail() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(collapsing: false), traits: Traits(idiom: .phone)).0
        #expect(hierarchy.stack("pn") == ["colors"])
        #expect(hierarchy.controllers["sn"] == nil)
        #expect(hierarchy.resolution(of: .showDetail(view("red", "redColor"), from: .controller("colors"))) == .push(onto: "pn"))
        #expect(
            try hierarchy.run(.showDetail(view("red", "redColor"), from: .controller("colors"))) == [
                "red.willMoveToParent(pn)", "red.viewDidLoad", "colors.viewWillDisappear", "red.viewWillAppear",
                "colors.viewDidDisappear", "red.viewDidAppear", "red.didMoveToParent(pn)",
            ])
        #expect(hierarchy.chrome.navigationBar?.title == "redColor")
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "Colors")
    }

    /// SC-08 on a pad: the detail is replaced in place, the stacks stay as they are.
    @Test func aPadReplacesTheDetailInPlace() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        let detail = ControllerSpec.navigation("red-nav", [.view("red", title: "redColor")])
        #expect(hierarchy.resolution(of: .showDetail(.new(detail), from: .controller("colors"))) == .replaceSecondary(of: "split"))
        #expect(
            try hierarchy.run(.showDetail(.new(detail), from: .controller("colors"))) == [
                "sn.willMoveToParent(nil)", "red.willMoveToParent(red-nav)", "red-nav.willMoveToParent(split)",
                "red-nav.viewDidLoad", "red.viewDidLoad",
                "sn.viewWillDisappear", "detail.viewWillDisappear", "red-nav.viewWillAppear", "red.viewWillAppear",
                "sn.viewDidDisappear", "detail.viewDidDisappear", "red-nav.viewDidAppear", "red.viewDidAppear",
                "red-nav.didMoveToParent(split)", "red.didMoveToParent(red-nav)", "sn.didMoveToParent(nil)",
                "sn.deinit", "detail.deinit",
            ])
        #expect(hierarchy["split"].children == ["pn", "red-nav"])
        #expect(hierarchy.stack("pn") == ["colors"])
    }

    @Test func showPushesInsideANavigationControllerAndPresentsWithout() throws {
        let hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        #expect(hierarchy.resolution(of: .show(view("x"), from: .controller("detail"))) == .push(onto: "sn"))
        #expect(hierarchy.resolution(of: .show(view("x"), from: .controller("colors"))) == .push(onto: "pn"))
        #expect(hierarchy.resolution(of: .showDetail(view("x"), from: .controller("detail"))) == .replaceSecondary(of: "split"))
        var plain = try Hierarchy.create(root: .tabBar("tabs", [.view("a"), .view("b")])).0
        #expect(plain.resolution(of: .show(view("x"), from: .controller("a"))) == .present(from: "a", fullScreen: false))
        #expect(plain.resolution(of: .showDetail(view("x"), from: .controller("a"))) == .present(from: "a", fullScreen: false))
        try plain.apply(.show(view("x"), from: .controller("a")))
        #expect(plain["x"].presentation?.presenter == "tabs")
    }

    @Test func aShowDetailWhileThePrimaryLaysOverHidesIt() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padPortrait).0
        try hierarchy.apply(.displayMode(.oneOverSecondary))
        try hierarchy.apply(.showDetail(view("red"), from: .controller("colors")))
        #expect(hierarchy["split"].split?.displayMode == .secondaryOnly)
        #expect(hierarchy.onScreen == ["split", "red"])
    }

    @Test func refusals() throws {
        let phone = Traits()
        #expect(throws: NavigationError.splitWithoutPrimary("s")) {
            try Hierarchy.create(root: ControllerSpec(id: "s", role: .split(.init(columns: []))), traits: phone)
        }
        #expect(throws: NavigationError.tooManyColumns("s", count: 3)) {
            try Hierarchy.create(root: ControllerSpec(id: "s", role: .split(.init(columns: [.view("a"), .view("b"), .view("c")]))))
        }
        #expect(throws: NavigationError.nestedSplitViewController("inner")) {
            try Hierarchy.create(root: .split("outer", primary: .split("inner", primary: .view("a"))))
        }
        var hierarchy = try navigationWindow(["a"])
        #expect(throws: NavigationError.pushingSplitViewController("s", navigation: nil)) {
            try hierarchy.apply(.push(.new(.split("s", primary: .view("p")))))
        }
        var split = try Hierarchy.create(root: colorsSplit(), traits: phone).0
        #expect(throws: NavigationError.splitViewControllerCollapsed("split")) { try split.apply(.displayMode(.oneOverSecondary)) }
        var plain = try navigationWindow(["a"])
        #expect(throws: NavigationError.noSplitViewController(nil)) { try plain.apply(.displayMode(.oneOverSecondary)) }
        let tabs = (0..<6).map { ControllerSpec.view(ControllerID("t\($0)")) } + [.split("s", primary: .view("p"))]
        #expect(throws: NavigationError.pushingSplitViewController("s", navigation: "tabs.more")) {
            try Hierarchy.create(root: .tabBar("tabs", tabs), traits: phone)
        }
        // Eight fit on a pad; a compact width would push the split into More: refused.
        var pad = try Hierarchy.create(root: .tabBar("tabs", tabs), traits: padLandscape).0
        #expect(throws: NavigationError.pushingSplitViewController("s", navigation: "tabs.more")) {
            try pad.apply(.changeTraits(TraitsChange(horizontalSizeClass: .set(.compact))))
        }
    }
}

extension DisplayMode {
    /// iOS 8's `primaryOverlay`, decoded as a request would give it.
    static var primaryOverlayAlias: DisplayMode { .oneOverSecondary }
}

@Suite struct CollapsedSplitStackTests {
    /// Found by the fuzzer: the nested secondary made the root of the primary's stack would
    /// stay nested after an expansion.
    @Test func theNestedSecondaryCannotBecomeThePrimarysRoot() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: Traits()).0
        #expect(hierarchy.stack("pn") == ["colors", "sn"])
        #expect(throws: NavigationError.pushingNavigationController("sn")) {
            try hierarchy.apply(.setViewControllers(target: .controller("pn"), controllers: [.existing("sn")], animated: false))
        }
        try hierarchy.apply(
            .setViewControllers(target: .controller("pn"), controllers: [.existing("colors"), .existing("sn")], animated: false))
        try hierarchy.apply(.traits(padLandscape))
        #expect(hierarchy["split"].children == ["pn", "sn"])
    }

    /// A detail pushed onto the collapsed primary above the nested secondary is released when
    /// the split expands: the secondary comes back as it was.
    @Test func expandingReleasesWhatWasPushedAboveTheNestedSecondary() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: Traits()).0
        try hierarchy.apply(.showDetail(view("x"), from: .controller("colors")))
        #expect(hierarchy.stack("pn") == ["colors", "sn", "x"])
        let events = try hierarchy.run(.traits(Traits(idiom: .phone, horizontalSizeClass: .regular)))
        #expect(
            events == [
                "x.willMoveToParent(nil)", "sn.willMoveToParent(nil)", "sn.didMoveToParent(nil)", "sn.willMoveToParent(split)",
                "pn.viewWillDisappear", "x.viewWillDisappear", "sn.viewWillAppear", "detail.viewWillAppear",
                "pn.viewDidDisappear", "x.viewDidDisappear", "sn.viewDidAppear", "detail.viewDidAppear",
                "sn.didMoveToParent(split)", "x.didMoveToParent(nil)", "x.deinit",
            ], "portrait, automatic: the expanded split shows the secondary only")
        #expect(hierarchy.stack("pn") == ["colors"])
    }
}

@Suite struct SplitRestorationTests {
    private func document(_ traits: Traits, primary: [ControllerSpec]) throws -> Hierarchy.Restoration {
        try Hierarchy.Restoration(traits: traits, root: .split("s", primary: .navigation("pn", primary)), layers: [], shownPages: [:])
    }

    /// A collapsed split comes back with the navigation controllers nested in its primary, as
    /// it had them; nowhere else may a document nest one.
    @Test func onlyACollapsedPrimaryTakesNestedNavigationControllersAboveItsRoot() throws {
        let nested = ControllerSpec.navigation("x", [.view("a")])
        let (restored, _) = try Hierarchy.restore(try document(Traits(), primary: [.view("list"), nested]))
        #expect(restored.stack("pn") == ["list", "x"])
        #expect(throws: NavigationError.pushingNavigationController("x")) {
            try Hierarchy.restore(try document(Traits(), primary: [nested]))
        }
        #expect(throws: NavigationError.pushingNavigationController("x")) {
            try Hierarchy.restore(try document(padLandscape, primary: [.view("list"), nested]))
        }
        #expect(throws: NavigationError.pushingNavigationController("x")) {
            try Hierarchy.create(root: .split("s", primary: .navigation("pn", [.view("list"), nested])))
        }
    }
}

/// What an adversarial review found, kept as tests.
@Suite struct SplitReviewTests {
    @Test func aTabBarCannotBeAColumn() throws {
        let tabs = ControllerSpec.tabBar("tabs", [.view("a"), .view("b")])
        #expect(throws: NavigationError.nestedTabBarController("tabs", container: .split)) {
            try Hierarchy.create(root: .split("s", primary: .navigation("pn", [.view("p")]), secondary: tabs), traits: Traits())
        }
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        #expect(throws: NavigationError.nestedTabBarController("tabs", container: .split)) {
            try hierarchy.apply(.showDetail(.new(tabs), from: .controller("colors")))
        }
    }

    @Test func anExportKeepsTheOrderOfACollapsedPrimaryStack() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: Traits()).0
        try hierarchy.apply(.push(view("x"), on: .controller("pn")))
        try hierarchy.apply(.showDetail(.new(.navigation("n2", [.view("y")])), from: .controller("detail")))
        #expect(hierarchy.stack("pn") == ["colors", "sn", "x", "n2"])
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored.stack("pn") == ["colors", "sn", "x", "n2"])
        #expect(restored.chrome == hierarchy.chrome)
    }

    @Test func aFullPrimaryOfAnExpandedSplitRestores() throws {
        let limits = Limits(maxChildren: 3)
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: padLandscape, limits: limits).0
        try hierarchy.apply(.push(view("b"), on: .controller("pn")))
        try hierarchy.apply(.push(view("c"), on: .controller("pn")))
        #expect(try Hierarchy.restore(hierarchy.restoration, limits: limits).0.stack("pn") == ["colors", "b", "c"])
        // Collapsing would overfill it: that change of traits is refused, and changes nothing.
        #expect(throws: NavigationError.tooManyChildren(limit: 3)) { try hierarchy.apply(.traits(Traits())) }
    }

    /// A split inside a secondary that a collapse drops leaves with it, told nothing else.
    @Test func aSplitInsideADroppedSecondaryIsReleasedUntouched() throws {
        var pages = ControllerSpec.PageOptions(pages: [.split("inner", primary: .navigation("ipn", [.view("ia")]), secondary: .view("ib"))])
        pages.transitionStyle = .scroll
        let outer = ControllerSpec.split(
            "outer", primary: .navigation("pn", [.view("list")]), secondary: .page("book", pages), collapsesSecondaryOntoPrimary: false)
        var hierarchy = try Hierarchy.create(root: outer, traits: padLandscape).0
        let events = try hierarchy.run(.traits(Traits(idiom: .pad, orientation: .landscapeLeft, horizontalSizeClass: .compact)))
        #expect(
            events.filter { $0.hasPrefix("ib.") || $0.hasPrefix("ipn.") } == [
                "ipn.viewWillDisappear", "ib.viewWillDisappear", "ipn.viewDidDisappear", "ib.viewDidDisappear",
                "ipn.deinit", "ib.deinit",
            ])
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test func targetlessPopToRootLeavesANestedSecondaryAtItsRoot() throws {
        var hierarchy = try Hierarchy.create(root: colorsSplit(), traits: Traits()).0
        try hierarchy.apply(.popToRoot(target: .automatic, animated: true))
        #expect(hierarchy.stack("pn") == ["colors"])
    }
}

/// UISplitViewController.h: `show` in a regular width sets "the master or detail view
/// controller depending on the original target"; in a compact one both `show` and an
/// unhandled `show-detail` are a full-screen presentation.
@Suite struct SplitShowTests {
    private let plainColumns = ControllerSpec.split("split", primary: .view("master"), secondary: .view("detail"))

    @Test func showReplacesTheColumnOfItsSender() throws {
        let hierarchy = try Hierarchy.create(root: plainColumns, traits: padLandscape).0
        #expect(hierarchy.resolution(of: .show(view("x"), from: .controller("detail"))) == .replaceSecondary(of: "split"))
        #expect(hierarchy.resolution(of: .show(view("x"), from: .controller("master"))) == .replacePrimary(of: "split"))
        #expect(hierarchy.resolution(of: .show(view("x"), from: .controller("split"))) == .replacePrimary(of: "split"))
    }

    @Test func aCollapsedSplitWithoutANavigationPrimaryPresentsFullScreen() throws {
        var hierarchy = try Hierarchy.create(root: plainColumns, traits: Traits()).0
        #expect(hierarchy.resolution(of: .showDetail(view("x"), from: .controller("master"))) == .present(from: "master", fullScreen: true))
        try hierarchy.apply(.showDetail(view("x"), from: .controller("master")))
        #expect(hierarchy["x"].presentation?.effectiveStyle == .fullScreen)
        #expect(hierarchy.onScreen == ["x"])
    }
}
