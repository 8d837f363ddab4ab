import NavigationModel
import Testing

/// A pad window: `nav` over `list`, whose navigation item has a Share item on the right.
private func padWindow(_ traits: Traits = Traits(idiom: .pad)) throws -> Hierarchy {
    var list = ControllerSpec.view("list", title: "List")
    list.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .action)]
    return try Hierarchy.create(root: .navigation("nav", [list]), traits: traits).0
}

private func popover(
    _ id: ControllerID,
    anchor: PopoverPresentation? = PopoverPresentation(
        sourceController: "list", barButtonItem: .init(bar: .right, index: 0)),
    adaptive: AdaptivePresentationStyle = .automatic, transition: ModalTransitionStyle = .coverVertical,
    style: ModalPresentationStyle = .popover, from target: Action.Target = .automatic
) -> Action {
    var spec = ControllerSpec.view(id, title: id.rawValue)
    spec.properties.modalPresentationStyle = style
    spec.properties.modalTransitionStyle = transition
    spec.properties.popoverPresentation = anchor
    spec.properties.adaptivePresentationStyle = adaptive
    return .present(target: target, controller: .new(spec), animated: true)
}

private func tapOutside(_ target: Action.Target = .automatic, on tapped: ControllerID? = nil) -> Action {
    .tapOutside(target: target, tapped: tapped, animated: true)
}

@Suite struct PopoverTests {
    @Test func aPopoverOnAPadLeavesThePresenterAppeared() throws {
        var hierarchy = try padWindow()
        #expect(try hierarchy.run(popover("share")) == ["share.viewDidLoad", "share.viewWillAppear", "share.viewDidAppear"])
        #expect(hierarchy["share"].presentation?.effectiveStyle == .popover)
        #expect(hierarchy["list"].appearance == .appeared)
        #expect(hierarchy.onScreen == ["nav", "list", "share"])
    }

    @Test func aPopoverNeedsAnAnchorWhereItIsShownAsOne() throws {
        var pad = try padWindow()
        #expect(throws: NavigationError.popoverWithoutAnchor("share")) { try pad.apply(popover("share", anchor: nil)) }
        #expect(throws: NavigationError.popoverWithoutAnchor("share")) {
            try pad.apply(popover("share", anchor: PopoverPresentation(passthroughControllers: ["nav"])))
        }
        // On a phone it is a sheet: no anchor needed (the crash reports are pad-only).
        var phone = try padWindow(Traits())
        try phone.apply(popover("share", anchor: nil))
        #expect(phone["share"].presentation?.effectiveStyle == .pageSheet)
        // Unless the delegate keeps it a popover.
        var kept = try padWindow(Traits())
        #expect(throws: NavigationError.popoverWithoutAnchor("p")) { try kept.apply(popover("p", anchor: nil, adaptive: .none)) }
        try kept.apply(popover("p", adaptive: .none))
        #expect(kept["p"].presentation?.effectiveStyle == .popover)
    }

    @Test func theAnchorMustBeOnScreenAndInItsBar() throws {
        var hierarchy = try padWindow()
        #expect(throws: NavigationError.unknownController("ghost")) {
            try hierarchy.apply(popover("p", anchor: PopoverPresentation(sourceController: "ghost")))
        }
        #expect(throws: NavigationError.popoverAnchorUnavailable("list", reason: "its left bar items have item 0")) {
            try hierarchy.apply(
                popover("p", anchor: PopoverPresentation(sourceController: "list", barButtonItem: .init(bar: .left, index: 0))))
        }
        #expect(throws: NavigationError.popoverAnchorUnavailable("list", reason: "its toolbar bar items have no action item")) {
            try hierarchy.apply(
                popover(
                    "p", anchor: PopoverPresentation(sourceController: "list", barButtonItem: .init(bar: .toolbar, systemItem: .action))))
        }
        try hierarchy.apply(.push(view("next")))
        #expect(throws: NavigationError.popoverAnchorUnavailable("list", reason: "its view is not on screen")) {
            try hierarchy.apply(
                popover("p", anchor: PopoverPresentation(sourceController: "list", sourceRect: .init(x: 0, y: 0, width: 10, height: 10))))
        }
    }

    @Test func theDelegateChoosesWhatAPopoverBecomesInACompactWidth() throws {
        var full = try padWindow(Traits())
        #expect(
            try full.run(popover("p", adaptive: .fullScreen)) == [
                "p.viewDidLoad", "nav.viewWillDisappear", "list.viewWillDisappear", "p.viewWillAppear",
                "nav.viewDidDisappear", "list.viewDidDisappear", "p.viewDidAppear",
            ])
        #expect(full["p"].presentation?.effectiveStyle == .fullScreen)
        // Back to a regular width: a popover again, the presenter back on screen.
        #expect(
            try full.run(.changeTraits(TraitsChange(horizontalSizeClass: .set(.regular)))) == [
                "nav.viewWillAppear", "list.viewWillAppear", "nav.viewDidAppear", "list.viewDidAppear",
            ])
        #expect(full["p"].presentation?.effectiveStyle == .popover)
    }

    @Test func aRegularWidthRefusesAPopoverThatHasNoAnchor() throws {
        var phone = try padWindow(Traits())
        try phone.apply(popover("p", anchor: nil))
        #expect(throws: NavigationError.popoverWithoutAnchor("p")) {
            try phone.apply(.changeTraits(TraitsChange(horizontalSizeClass: .set(.regular))))
        }
    }

    @Test func aTapOutsideDismissesThePopoverUnlessItLandsOnAPassthroughController() throws {
        var hierarchy = try padWindow()
        try hierarchy.apply(
            popover(
                "p",
                anchor: PopoverPresentation(
                    sourceController: "list", barButtonItem: .init(bar: .right, systemItem: .action), passthroughControllers: ["nav"])))
        let revision = hierarchy.revision
        #expect(try hierarchy.run(tapOutside(on: "list")) == [], "inside the passthrough navigation controller")
        #expect(hierarchy.revision == revision)
        let events = try hierarchy.apply(tapOutside())
        #expect(events.map(\.description) == ["p.viewWillDisappear", "p.viewDidDisappear", "p.deinit"])
        #expect(events.filter(\.isBeingDismissed).count == 2)
        #expect(throws: NavigationError.notAPopover(nil)) { try hierarchy.apply(tapOutside()) }
        try hierarchy.apply(popover("sheet", style: .formSheet))
        #expect(throws: NavigationError.notAPopover("sheet")) { try hierarchy.apply(tapOutside(.controller("sheet"))) }
    }

    /// MOD-E3 for a second popover from the same presenter; its own content presents over it.
    @Test func aSecondPopoverFollowsThePresentationRules() throws {
        var hierarchy = try padWindow()
        try hierarchy.apply(popover("p"))
        #expect(throws: NavigationError.alreadyPresenting("nav", presented: "p")) {
            try hierarchy.apply(popover("q", from: .controller("list")))
        }
        try hierarchy.apply(popover("q", anchor: PopoverPresentation(sourceController: "p")))
        #expect(hierarchy["q"].presentation?.presenter == "p")
    }

    /// MOD-E5: a context presentation inside a popover must slide up.
    @Test func aContextPresentationInAPopoverNeedsCoverVertical() throws {
        var hierarchy = try padWindow()
        try hierarchy.apply(popover("p"))
        #expect(throws: NavigationError.contextInPopoverRequiresCoverVertical(.crossDissolve)) {
            try hierarchy.apply(popover("c", transition: .crossDissolve, style: .overCurrentContext))
        }
        try hierarchy.apply(popover("c", style: .overCurrentContext))
        #expect(hierarchy["c"].presentation?.presenter == "p")
    }
}

@Suite struct PopoverReviewTests {
    private func shown() throws -> Hierarchy {
        var hierarchy = try padWindow()
        try hierarchy.apply(.push(view("more")))
        var spec = ControllerSpec.view("p")
        spec.properties.modalPresentationStyle = .popover
        spec.properties.popoverPresentation = PopoverPresentation(sourceController: "more")
        try hierarchy.apply(.present(target: .automatic, controller: .new(spec), animated: true))
        return hierarchy
    }

    /// The anchor leaving does not stop the interface from rotating: the popover stays.
    @Test func aPopoverWhoseAnchorLeftDoesNotBlockRotation() throws {
        var hierarchy = try shown()
        try hierarchy.apply(.pop(target: .controller("nav"), animated: true))
        #expect(hierarchy.controllers["more"] == nil)
        try hierarchy.apply(.traits(Traits(idiom: .pad, orientation: .landscapeLeft)))
        #expect(hierarchy["p"].presentation?.effectiveStyle == .popover)
    }

    @Test func aPopoverOnScreenKeepsAnAnchor() throws {
        var hierarchy = try shown()
        #expect(throws: NavigationError.popoverWithoutAnchor("p")) {
            try hierarchy.apply(.update(controller: "p", patch: decodedPatch(#"{"popoverPresentation": null}"#)))
        }
        try hierarchy.apply(.update(controller: "p", patch: decodedPatch(#"{"popoverPresentation": {"sourceController": "nav"}}"#)))
    }

    /// A tap outside dismisses the popover with what it presents, even when the context
    /// presentation inside it is on top.
    @Test func aTapOutsideDismissesThePopoverWithWhatItPresents() throws {
        var hierarchy = try shown()
        var context = ControllerSpec.view("ctx")
        context.properties.modalPresentationStyle = .overCurrentContext
        try hierarchy.apply(.present(target: .automatic, controller: .new(context), animated: true))
        #expect(
            try hierarchy.run(.tapOutside(target: .automatic, tapped: nil, animated: true)) == [
                "p.viewWillDisappear", "ctx.viewWillDisappear", "p.viewDidDisappear", "ctx.viewDidDisappear", "p.deinit", "ctx.deinit",
            ])
        #expect(hierarchy.layerRoots == ["nav"])
    }

    @Test func anImportedPopoverNeedsAnAnchor() throws {
        let hierarchy = try shown()
        var restoration = hierarchy.restoration
        restoration.layers[0].controller.properties.popoverPresentation = nil
        #expect(throws: NavigationError.popoverWithoutAnchor("p")) { try Hierarchy.restore(restoration) }
    }
}

@Suite struct AdaptivePatchTests {
    /// Found by the fuzzer: the delegate's answer changed by a PATCH applies at once, so that
    /// what is shown is always what the style adapts to.
    @Test func aPatchedAdaptiveStyleAppliesAtOnce() throws {
        var hierarchy = try Hierarchy.create(root: .navigation("nav", [.view("list")])).0
        var spec = ControllerSpec.view("p")
        spec.properties.modalPresentationStyle = .popover
        try hierarchy.apply(.present(target: .automatic, controller: .new(spec), animated: true))
        #expect(hierarchy["p"].presentation?.effectiveStyle == .pageSheet)
        #expect(throws: NavigationError.popoverWithoutAnchor("p")) {
            try hierarchy.apply(.update(controller: "p", patch: decodedPatch(#"{"adaptivePresentationStyle": "none"}"#)))
        }
        #expect(
            try hierarchy.run(.update(controller: "p", patch: decodedPatch(#"{"adaptivePresentationStyle": "fullScreen"}"#))) == [
                "nav.viewWillDisappear", "list.viewWillDisappear", "nav.viewDidDisappear", "list.viewDidDisappear",
            ])
        #expect(hierarchy["p"].presentation?.effectiveStyle == .fullScreen)
    }
}

/// What the second review found, kept as tests.
@Suite struct PopoverSecondReviewTests {
    private func present(_ spec: ControllerSpec, in hierarchy: inout Hierarchy, from target: Action.Target = .automatic) throws {
        try hierarchy.apply(.present(target: target, controller: .new(spec), animated: true))
    }

    private func spec(_ id: ControllerID, _ style: ModalPresentationStyle, transition: ModalTransitionStyle = .coverVertical)
        -> ControllerSpec
    {
        var spec = ControllerSpec.view(id)
        spec.properties.modalPresentationStyle = style
        spec.properties.modalTransitionStyle = transition
        spec.properties.popoverPresentation = PopoverPresentation(sourceController: "list")
        return spec
    }

    @Test func aPatchThatAdaptsAPresentationAppliesTheRoleFieldsToo() throws {
        var hierarchy = try padWindow(Traits(idiom: .pad, orientation: .landscapeLeft, horizontalSizeClass: .compact))
        var split = colorsSplit()
        split.properties.modalPresentationStyle = .formSheet
        try present(split, in: &hierarchy)
        try hierarchy.apply(
            .update(
                controller: "split",
                patch: decodedPatch(
                    #"{"adaptivePresentationStyle": "fullScreen", "presentsWithGesture": false, "collapsesSecondaryOntoPrimary": false}"#)))
        #expect(hierarchy["split"].presentation?.effectiveStyle == .fullScreen)
        #expect(hierarchy["split"].split?.presentsWithGesture == false)
        #expect(hierarchy["split"].split?.collapsesSecondaryOntoPrimary == false)
    }

    @Test func aTapInsideThePopoverOrOnACoveredOneIsNotOutside() throws {
        var hierarchy = try padWindow()
        try present(spec("p", .popover), in: &hierarchy)
        let revision = hierarchy.revision
        #expect(try hierarchy.run(.tapOutside(target: .automatic, tapped: "p", animated: true)) == [])
        #expect(hierarchy.revision == revision)
        try present(spec("full", .fullScreen), in: &hierarchy, from: .controller("p"))
        #expect(throws: NavigationError.notAPopover("p")) {
            try hierarchy.apply(.tapOutside(target: .controller("p"), tapped: nil, animated: true))
        }
    }

    /// "For horizontally or vertically compact environments, this option behaves the same as
    /// formSheet" (UIModalPresentationStyle.popover).
    @Test func aCompactHeightShowsAPopoverAsAFormSheet() throws {
        var hierarchy = try padWindow(Traits(idiom: .phone, orientation: .landscapeLeft, horizontalSizeClass: .regular))
        var anchorless = spec("p", .popover)
        anchorless.properties.popoverPresentation = nil
        try present(anchorless, in: &hierarchy)
        #expect(hierarchy["p"].presentation?.effectiveStyle == .formSheet)
    }

    @Test func aPatchThatMakesAPopoverChecksItsAnchorAndWhatItHolds() throws {
        var hierarchy = try padWindow(Traits())
        try present(spec("p", .popover), in: &hierarchy)
        #expect(hierarchy["p"].presentation?.effectiveStyle == .pageSheet)
        #expect(throws: NavigationError.unknownController("ghost")) {
            try hierarchy.apply(
                .update(
                    controller: "p",
                    patch: decodedPatch(
                        #"{"adaptivePresentationStyle": "none", "popoverPresentation": {"sourceController": "ghost"}}"#)))
        }
        try present(spec("ctx", .overCurrentContext, transition: .crossDissolve), in: &hierarchy, from: .controller("p"))
        #expect(throws: NavigationError.contextInPopoverRequiresCoverVertical(.crossDissolve)) {
            try hierarchy.apply(.update(controller: "p", patch: decodedPatch(#"{"adaptivePresentationStyle": "none"}"#)))
        }
        #expect(throws: NavigationError.contextInPopoverRequiresCoverVertical(.crossDissolve)) {
            try hierarchy.apply(.traits(Traits(horizontalSizeClass: .regular)))
        }
    }
}

/// What stays on screen under a presentation that covers part of the window: a popover, or a
/// form or page sheet on a pad, leaves the tab bar and the split's columns of the layers below
/// in `visible`; a phone's sheet covers them.
@Suite struct BarsUnderPartialPresentationsTests {
    private func tabs(_ traits: Traits) throws -> Hierarchy {
        var list = ControllerSpec.view("list", title: "List")
        list.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .action)]
        return try Hierarchy.create(
            root: .tabBar("tabs", [.navigation("nav", [list]), .view("other")]), traits: traits
        ).0
    }

    @Test func theTabBarStaysUnderAPopoverAndAPadsSheet() throws {
        var hierarchy = try tabs(Traits(idiom: .pad))
        try hierarchy.apply(popover("tip"))
        #expect(hierarchy.chrome.tabBar?.owner == "tabs", "the popover covers part of the window")
        #expect(hierarchy.chrome.navigationBar == nil, "the bars of the content on top stay its own")
        try hierarchy.apply(.dismiss(target: .automatic, animated: false))
        try hierarchy.apply(popover("sheet", anchor: nil, style: .formSheet))
        #expect(hierarchy.chrome.tabBar?.selectedItem == "nav")
    }

    @Test func aPhonesSheetCoversTheTabBar() throws {
        var hierarchy = try tabs(Traits(idiom: .phone))
        try hierarchy.apply(popover("sheet", anchor: nil, style: .formSheet))
        #expect(hierarchy.chrome.tabBar == nil)
    }

    @Test func theSplitsColumnsStayUnderAPopoverFromTheDetail() throws {
        var detail = ControllerSpec.view("detail", title: "Detail")
        detail.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .action)]
        var (hierarchy, _) = try Hierarchy.create(
            root: .split("sv", primary: .navigation("pn", [.view("list")]), secondary: .navigation("sn", [detail])),
            traits: Traits(idiom: .pad, orientation: .landscapeLeft))
        try hierarchy.apply(
            popover("tip", anchor: PopoverPresentation(sourceController: "detail", barButtonItem: .init(bar: .right, index: 0))))
        #expect(hierarchy.chrome.splitView?.owner == "sv")
        #expect(hierarchy.chrome.splitView?.columns.map(\.controller) == ["pn", "sn"])
    }
}
