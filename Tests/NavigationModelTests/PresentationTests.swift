import NavigationModel
import Testing

private func present(
    _ id: ControllerID, style: ModalPresentationStyle = .fullScreen, transition: ModalTransitionStyle = .coverVertical,
    from target: Action.Target = .automatic, spec: ControllerSpec? = nil
) -> Action {
    var presented = spec ?? .view(id, title: id.rawValue.uppercased())
    presented.properties.modalPresentationStyle = style
    presented.properties.modalTransitionStyle = transition
    return .present(target: target, controller: .new(presented), animated: true)
}

private func dismiss(_ target: Action.Target = .automatic) -> Action { .dismiss(target: target, animated: true) }

@Suite struct PresentationTests {
    @Test func fullScreenPresentationHidesThePresentersChainInUIKitsOrder() throws {
        var hierarchy = try navigationWindow(["a"])
        let events = try hierarchy.apply(present("b"))
        #expect(
            events.map(\.description) == [
                "b.viewDidLoad", "nav.viewWillDisappear", "a.viewWillDisappear", "b.viewWillAppear",
                "nav.viewDidDisappear", "a.viewDidDisappear", "b.viewDidAppear",
            ])
        #expect(events.filter(\.isBeingPresented).map(\.description) == ["b.viewWillAppear", "b.viewDidAppear"])
        #expect(hierarchy["nav"].presented == "b")
        #expect(hierarchy["b"].presentation?.presenter == "nav", "the root-most controller presents")
        #expect(hierarchy.chrome.path == ["b"])
        #expect(hierarchy.chrome.navigationBar == nil, "the presented layer has no bar")
    }

    @Test func dismissMirrorsThePresentation() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("b"))
        let events = try hierarchy.apply(dismiss())
        #expect(
            events.map(\.description) == [
                "b.viewWillDisappear", "nav.viewWillAppear", "a.viewWillAppear", "b.viewDidDisappear",
                "nav.viewDidAppear", "a.viewDidAppear", "b.deinit",
            ])
        #expect(events.filter(\.isBeingDismissed).map(\.description) == ["b.viewWillDisappear", "b.viewDidDisappear"])
        #expect(hierarchy.controllers["b"] == nil)
        #expect(hierarchy["nav"].presented == nil)
        #expect(hierarchy.chrome.path == ["nav", "a"])
    }

    @Test func aSheetLeavesThePresenterOnScreen() throws {
        var hierarchy = try navigationWindow(["a"])
        let events = try hierarchy.run(present("s", style: .automatic))
        #expect(events == ["s.viewDidLoad", "s.viewWillAppear", "s.viewDidAppear"])
        #expect(hierarchy["s"].presentation?.effectiveStyle == .pageSheet)
        #expect(hierarchy["a"].appearance == .appeared)
        #expect(hierarchy.chrome.path == ["nav", "a", "s"])
        #expect(try hierarchy.run(dismiss()) == ["s.viewWillDisappear", "s.viewDidDisappear", "s.deinit"])
    }

    @Test(arguments: [
        (ModalPresentationStyle.automatic, Traits.Idiom.phone, ModalPresentationStyle.pageSheet),
        (.automatic, .pad, .pageSheet),
        (.formSheet, .phone, .pageSheet),
        (.formSheet, .pad, .formSheet),
        (.popover, .phone, .pageSheet),
        (.popover, .pad, .popover),
        (.fullScreen, .phone, .fullScreen),
        (.overFullScreen, .pad, .overFullScreen),
    ])
    func stylesAdaptToTheSizeClass(requested: ModalPresentationStyle, idiom: Traits.Idiom, effective: ModalPresentationStyle) throws {
        var hierarchy = try Hierarchy.create(root: .view("home"), traits: Traits(idiom: idiom)).0
        var spec = ControllerSpec.view("p")
        spec.properties.popoverPresentation = PopoverPresentation(sourceController: "home")
        try hierarchy.apply(present("p", style: requested, spec: spec))
        #expect(hierarchy["p"].presentation?.requestedStyle == requested)
        #expect(hierarchy["p"].presentation?.effectiveStyle == effective)
    }

    @Test func aPresentedNavigationControllerTakesTargetlessPushes() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("modal", style: .formSheet, spec: .navigation("modal", [.view("form", title: "Form")])))
        try hierarchy.apply(.push(view("step")))
        #expect(hierarchy.stack("modal") == ["form", "step"])
        #expect(hierarchy.stack() == ["a"], "the stack under the sheet is untouched")
        #expect(hierarchy.chrome.navigationBar?.owner == "modal")
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "Form")
    }

    @Test func aPresentedContentControllerHasNoNavigationControllerForTargetlessPush() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("sheet", style: .pageSheet))
        #expect(throws: NavigationError.noNavigationController(nil)) { try hierarchy.apply(.push(view("x"))) }
    }

    @Test func chainsThreeDeepDismissFromTheMiddle() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("b"))
        try hierarchy.apply(present("c"))
        try hierarchy.apply(present("d", style: .pageSheet))
        #expect(hierarchy.layerRoots == ["nav", "b", "c", "d"])
        #expect(hierarchy.chrome.path == ["c", "d"])
        // Called on b, which presents c: what b presents goes, and everything above it.
        let events = try hierarchy.run(dismiss(.controller("b")))
        #expect(
            events == [
                "c.viewWillDisappear", "d.viewWillDisappear", "b.viewWillAppear", "c.viewDidDisappear",
                "d.viewDidDisappear", "b.viewDidAppear", "c.deinit", "d.deinit",
            ])
        for id: ControllerID in ["c", "d"] { #expect(hierarchy.controllers[id] == nil) }
        #expect(hierarchy.layerRoots == ["nav", "b"])
        #expect(hierarchy.chrome.path == ["b"])
    }

    @Test func dismissingOnTheWindowRootTakesTheWholeChain() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("b"))
        try hierarchy.apply(present("c"))
        try hierarchy.apply(present("d", style: .pageSheet))
        let events = try hierarchy.apply(dismiss(.controller("nav")))
        #expect(
            events.map(\.description) == [
                "c.viewWillDisappear", "d.viewWillDisappear", "nav.viewWillAppear", "a.viewWillAppear",
                "c.viewDidDisappear", "d.viewDidDisappear", "nav.viewDidAppear", "a.viewDidAppear",
                "b.deinit", "c.deinit", "d.deinit",
            ])
        #expect(events.filter(\.isBeingDismissed).count == 4, "c and d, each will and did")
        for id: ControllerID in ["b", "c", "d"] { #expect(hierarchy.controllers[id] == nil) }
    }

    @Test func dismissOnAPresenterOrFromInsideThePresentedTree() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("m", spec: .navigation("m", [.view("inner")])))
        try hierarchy.apply(dismiss(.controller("inner")))
        #expect(hierarchy.layerRoots == ["nav"])
        try hierarchy.apply(present("m2"))
        try hierarchy.apply(dismiss(.controller("a")))  // a content controller of the presenting layer
        #expect(hierarchy.layerRoots == ["nav"])
    }

    @Test func presentingFromInsideATabBarUsesTheTabBarAsPresenter() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.navigation("n0", [.view("c0")]), .view("v1")])).0
        let events = try hierarchy.run(present("modal"))
        #expect(hierarchy["modal"].presentation?.presenter == "tabs")
        #expect(events.prefix(4) == ["modal.viewDidLoad", "tabs.viewWillDisappear", "n0.viewWillDisappear", "c0.viewWillDisappear"])
        #expect(throws: NavigationError.noTabBarController(nil)) {
            try hierarchy.apply(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: true))
        }
    }

    @Test func currentContextPresentsFromTheNearestDefiningControllerAndCoversOnlyIt() throws {
        var navigation = ControllerSpec.navigation("n0", [.view("c0")])
        navigation.properties.definesPresentationContext = true
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [navigation, .view("v1")])).0
        let events = try hierarchy.run(present("ctx", style: .currentContext, from: .controller("c0")))
        #expect(hierarchy["ctx"].presentation?.presenter == "n0")
        #expect(
            events == [
                "ctx.viewDidLoad", "n0.viewWillDisappear", "c0.viewWillDisappear", "ctx.viewWillAppear",
                "n0.viewDidDisappear", "c0.viewDidDisappear", "ctx.viewDidAppear",
            ])
        #expect(hierarchy.chrome.path == ["tabs", "ctx"])
        #expect(hierarchy["tabs"].appearance == .appeared)
    }

    @Test func overCurrentContextLeavesTheContextOnScreenAndWithoutADefinerUsesTheRoot() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.navigation("n0", [.view("c0")])])).0
        let events = try hierarchy.run(present("over", style: .overCurrentContext, from: .controller("c0")))
        #expect(hierarchy["over"].presentation?.presenter == "tabs")
        #expect(events == ["over.viewDidLoad", "over.viewWillAppear", "over.viewDidAppear"])
    }

    static let refusals: [Refusal] = [
        Refusal(
            "presenting an existing controller", .present(target: .automatic, controller: .existing("a"), animated: true),
            .presentingActiveController("a")),
        Refusal(
            "presenting from a controller under the top", present("x", from: .controller("a")),
            .notInWindowHierarchy("a")),
        Refusal(
            "partial curl with a sheet", present("x", style: .pageSheet, transition: .partialCurl),
            .partialCurlRequiresFullScreen(.pageSheet)),
        Refusal("dismissing with nothing presented", dismiss(), .nothingToDismiss(nil)),
        Refusal(
            "dismissing from a controller that neither presents nor is presented", dismiss(.controller("b")),
            .nothingToDismiss("b")),
        Refusal("presenting from an unknown controller", present("x", from: .controller("ghost")), .unknownController("ghost")),
    ]

    @Test(arguments: refusals)
    func refusalsLeaveTheHierarchyUntouched(_ refusal: Refusal) throws {
        var hierarchy = try navigationWindow(["a", "b"])
        let before = hierarchy
        #expect(throws: refusal.error) { try hierarchy.apply(refusal.action) }
        #expect(hierarchy == before)
    }

    @Test func presentingWhileAlreadyPresentingIsRefused() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("sheet", style: .pageSheet))
        let before = hierarchy
        #expect(throws: NavigationError.alreadyPresenting("nav", presented: "sheet")) {
            try hierarchy.apply(present("again", from: .controller("a")))
        }
        #expect(hierarchy == before)
    }

    @Test func aPartialCurlPresentationCannotPresent() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(present("curl", transition: .partialCurl))
        let before = hierarchy
        #expect(throws: NavigationError.partialCurlCannotPresent("curl")) { try hierarchy.apply(present("more")) }
        #expect(hierarchy == before)
    }

    @Test func presentingFromAHiddenTabIsRefused() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.view("v0"), .view("v1")])).0
        #expect(throws: NavigationError.notInWindowHierarchy("v1")) { try hierarchy.apply(present("x", from: .controller("v1"))) }
    }

    @Test func poppingAControllerReleasesWhatItPresents() throws {
        var hierarchy = try navigationWindow(["a"])
        var spec = ControllerSpec.navigation("inner", [.view("i0")])
        spec.properties.modalPresentationStyle = .pageSheet
        try hierarchy.apply(.present(target: .automatic, controller: .new(spec), animated: true))
        try hierarchy.apply(dismiss())
        #expect(hierarchy.controllers["inner"] == nil && hierarchy.controllers["i0"] == nil)
    }
}
