import NavigationModel
import Testing

/// A user's tap on a tab (`userAction`), or a programmatic selection.
private func tap(_ selection: Hierarchy.TabSelection, userAction: Bool = true) -> Action {
    .selectTab(target: .automatic, selection: selection, popToRootOnReselect: false, animated: false, userAction: userAction)
}

/// Two navigation tabs `n0`, `n1` over `c0`, `c1`, with `callbacks`.
extension CallbackGroups {
    /// The groups of the modern callbacks these tests state orders for (not `loadView`, which
    /// adds a line before each `viewDidLoad`: MC-14).
    static let modern: CallbackGroups = [.viewIsAppearing, .delegates, .transitions]
}

private func tabs(_ callbacks: CallbackGroups = .modern, vetoed: ControllerID? = nil) throws -> Hierarchy {
    var second = ControllerSpec.navigation("n1", [.view("c1")])
    if vetoed == "n1" { second.properties.shouldSelect = false }
    return try Hierarchy.create(
        root: .tabBar("tabs", [.navigation("n0", [.view("c0")]), second]), callbacks: callbacks
    ).0
}

/// The callbacks a session chooses at creation (docs/api-guide.md, "Callbacks"): none of them
/// unless chosen, and in UIKit's order when chosen (docs/uikit-rules.md, "Modern callbacks").
@Suite struct ModernCallbackTests {
    @Test func aSessionThatChoseNoneGetsTheLifecycleAlone() throws {
        var (hierarchy, events) = try Hierarchy.create(root: .navigation("nav", [.view("a")]))
        let pushed = try hierarchy.apply(.push(view("b")))
        #expect((events + pushed).allSatisfy { $0.callback.group == nil })
        #expect(hierarchy.callbacks.isEmpty)
    }

    /// A device trace: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear, nav.willShow(B),
    /// A.viewDidDisappear, B.viewDidAppear, nav.didShow(B); `viewIsAppearing` after every
    /// `will` of the transition, the containment callbacks around it all as before.
    @Test func aPushTellsTheNavigationDelegateAfterBothWillsAndBothDids() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a")]), callbacks: .modern)
        #expect(
            try hierarchy.run(.push(view("b"))) == [
                "b.willMoveToParent(nav)", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "nav.willShow(b)",
                "b.viewIsAppearing", "a.viewDidDisappear", "b.viewDidAppear", "nav.didShow(b)", "b.didMoveToParent(nav)",
            ])
        #expect(
            try hierarchy.run(.pop) == [
                "b.willMoveToParent(nil)", "b.viewWillDisappear", "a.viewWillAppear", "nav.willShow(a)", "a.viewIsAppearing",
                "b.viewDidDisappear", "a.viewDidAppear", "nav.didShow(a)", "b.didMoveToParent(nil)", "b.deinit",
            ])
    }

    @Test func theFirstAppearanceShowsTheRootToTheDelegateAndEveryViewIsAppearing() throws {
        let (_, events) = try Hierarchy.create(root: .navigation("nav", [.view("a")]), callbacks: .modern)
        #expect(
            events.map(\.description) == [
                "a.willMoveToParent(nav)", "nav.viewDidLoad", "a.viewDidLoad", "nav.viewWillAppear", "a.viewWillAppear",
                "nav.willShow(a)", "nav.viewIsAppearing", "a.viewIsAppearing", "nav.viewDidAppear", "a.viewDidAppear",
                "nav.didShow(a)", "a.didMoveToParent(nav)",
            ])
        let willShow = try #require(events.first { $0.callback == .navigationControllerWillShow })
        #expect(willShow.call == "nav.delegate.navigationController(willShow: a, animated: false)")
        #expect(willShow.callback.delegateProtocol == "UINavigationControllerDelegate")
        let appearing = try #require(events.first { $0.callback == .viewIsAppearing })
        #expect(appearing.call == "nav.viewIsAppearing(false)")
    }

    @Test func aNewStackShowsItsTopOnce() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a")]), callbacks: [.delegates])
        let events = try hierarchy.run(
            .setViewControllers(target: .automatic, controllers: [view("x"), view("y")], animated: true))
        #expect(events.filter { $0.hasPrefix("nav.") } == ["nav.willShow(y)", "nav.didShow(y)"])
        #expect(!events.contains { $0.contains("viewIsAppearing") }, "only the groups chosen")
    }

    /// `viewIsAppearing` alone: between each `viewWillAppear` and its `viewDidAppear`, for a
    /// presented controller as for any other, and not to what disappears.
    @Test func viewIsAppearingFollowsEveryWillOfAPresentation() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .view("root"), callbacks: [.viewIsAppearing])
        var sheet = ControllerSpec.view("sheet")
        sheet.properties.modalPresentationStyle = .fullScreen
        let events = try hierarchy.apply(.present(target: .automatic, controller: .new(sheet), animated: true))
        #expect(
            events.map(\.description) == [
                "sheet.viewDidLoad", "root.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewIsAppearing",
                "root.viewDidDisappear", "sheet.viewDidAppear",
            ])
        #expect(events[3].call == "sheet.viewIsAppearing(true)")
        #expect(
            try hierarchy.run(.dismiss(target: .automatic, animated: true)) == [
                "sheet.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing", "sheet.viewDidDisappear",
                "root.viewDidAppear", "sheet.deinit",
            ])
    }

    /// A page curl sends the incoming page's `will` first (LC-6): `viewIsAppearing` still waits
    /// for both `will`s.
    @Test func aPageCurlsViewIsAppearingWaitsForBothWills() throws {
        var options = ControllerSpec.PageOptions(pages: [.view("p0"), .view("p1")])
        options.transitionStyle = .pageCurl
        var (hierarchy, _) = try Hierarchy.create(root: .page("book", options), callbacks: .modern)
        #expect(
            try hierarchy.run(.turnPage(target: .automatic, forward: true, animated: true)) == [
                "p0.willMoveToParent(nil)", "p1.willMoveToParent(book)", "p1.viewDidLoad", "p1.viewWillAppear",
                "p0.viewWillDisappear", "p1.viewIsAppearing", "p0.viewDidDisappear", "p1.viewDidAppear",
                "p1.didMoveToParent(book)", "p0.didMoveToParent(nil)", "p0.deinit",
            ])
    }

    /// A container that forwards appearance by hand: the begin sends `viewIsAppearing` (and the
    /// delegate's `willShow` of a navigation controller child) after its `will`s, the end the
    /// delegate's `didShow` after its `did`s.
    @Test func aManualBeginAndEndFrameTheModernCallbacks() throws {
        var properties = ControllerProperties(className: "CardViewController")
        properties.automaticallyForwardsAppearance = false
        let card = ControllerSpec(
            id: "card", properties: properties, role: .container(.init(children: [.navigation("inner", [.view("a")])])))
        var (hierarchy, _) = try Hierarchy.create(root: card, callbacks: .modern)
        #expect(
            try hierarchy.run(.beginAppearance(target: .controller("card"), child: "inner", appearing: true, animated: true)) == [
                "a.viewDidLoad", "inner.viewWillAppear", "a.viewWillAppear", "inner.willShow(a)",
                "inner.viewIsAppearing", "a.viewIsAppearing",
            ])
        #expect(
            try hierarchy.run(.endAppearance(target: .controller("card"), child: "inner")) == [
                "inner.viewDidAppear", "a.viewDidAppear", "inner.didShow(a)",
            ])
    }

    /// A user's tap: `shouldSelect` before anything, `didSelect` after everything, the new tab's
    /// navigation delegate between (UIKit: the delegate methods are for user taps only).
    @Test func aUsersTapAsksTheTabBarDelegateAndTellsIt() throws {
        var hierarchy = try tabs()
        let events = try hierarchy.run(tap(.index(1)))
        #expect(
            events == [
                "tabs.shouldSelect(n1)", "n1.viewDidLoad", "c1.viewDidLoad", "n0.viewWillDisappear", "c0.viewWillDisappear",
                "n1.viewWillAppear", "c1.viewWillAppear", "n1.willShow(c1)", "n1.viewIsAppearing", "c1.viewIsAppearing",
                "n0.viewDidDisappear", "c0.viewDidDisappear", "n1.viewDidAppear", "c1.viewDidAppear", "n1.didShow(c1)",
                "tabs.didSelect(n1)",
            ])
        let programmatic = try hierarchy.run(tap(.index(0), userAction: false))
        #expect(!programmatic.contains { $0.hasPrefix("tabs.") }, "selectedIndex set by code asks and tells nothing")
    }

    @Test func theDelegatesCallsReadAsSwiftCalls() throws {
        var hierarchy = try tabs()
        let events = try hierarchy.apply(tap(.index(1)))
        #expect(events.first?.call == "tabs.delegate.tabBarController(shouldSelect: n1)")
        #expect(events.last?.call == "tabs.delegate.tabBarController(didSelect: n1)")
        #expect(events.last?.viewController == "n1")
        #expect(events.last?.callback.delegateProtocol == "UITabBarControllerDelegate")
    }

    /// A tab whose `shouldSelect` is false vetoes a user's tap and nothing happens; code still
    /// selects it, as `selectedIndex` does.
    @Test func aVetoedTapIsRefusedAndCodeStillSelects() throws {
        var hierarchy = try tabs(vetoed: "n1")
        let before = hierarchy
        #expect(throws: NavigationError.tabSelectionVetoed("n1", tabBar: "tabs")) { try hierarchy.apply(tap(.index(1))) }
        #expect(hierarchy == before)
        #expect(try hierarchy.apply(tap(.index(1), userAction: false)).isEmpty == false)
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 1)
    }

    /// A veto is the delegate's answer to a tap, so it is the tap that is refused whether or
    /// not the session receives the delegate calls.
    @Test func aVetoHoldsWithoutTheDelegateCalls() throws {
        var hierarchy = try tabs([], vetoed: "n1")
        #expect(throws: NavigationError.tabSelectionVetoed("n1", tabBar: "tabs")) { try hierarchy.apply(tap(.index(1))) }
        #expect(try hierarchy.run(tap(.index(0))).isEmpty, "the selected tab, no delegate calls: nothing")
    }

    /// UIKit calls `didSelect` "regardless of whether the selected view controller changed", and a
    /// tap on the selected tab pops its navigation controller to its root (TAB-17).
    @Test func aTapOnTheSelectedTabIsToldAndPopsToTheRoot() throws {
        var hierarchy = try tabs()
        try hierarchy.apply(.push(view("deep")))
        let revision = hierarchy.revision
        let events = try hierarchy.run(tap(.index(0)))
        #expect(events.first == "tabs.shouldSelect(n0)" && events.last == "tabs.didSelect(n0)")
        #expect(events.contains("n0.willShow(c0)") && events.contains("deep.deinit"))
        #expect(hierarchy.stack("n0") == ["c0"])
        #expect(try hierarchy.run(tap(.index(0))) == ["tabs.shouldSelect(n0)", "tabs.didSelect(n0)"])
        #expect(hierarchy.revision == revision.next.next, "each tap sent callbacks: a revision each")
    }

    @Test func theMoreItemIsAskedAboutAsTheMoreNavigationController() throws {
        let specs = (0..<6).map { ControllerSpec.view(ControllerID("t\($0)")) }
        var (hierarchy, _) = try Hierarchy.create(root: .tabBar("tabs", specs), callbacks: [.delegates])
        let events = try hierarchy.run(tap(.more))
        #expect(events.first == "tabs.shouldSelect(tabs.more)" && events.last == "tabs.didSelect(tabs.more)")
    }

    /// More > Edit: the delegate is told the customization began and ended, and whether the
    /// order changed; no view appears or disappears.
    @Test func reorderingTellsTheDelegateAboutTheCustomization() throws {
        let specs = (0..<6).map { ControllerSpec.view(ControllerID("t\($0)")) }
        var (hierarchy, _) = try Hierarchy.create(root: .tabBar("tabs", specs), callbacks: [.delegates])
        let order: [ControllerID] = ["t1", "t0", "t2", "t3", "t4", "t5"]
        let events = try hierarchy.apply(.reorderTabs(target: .automatic, order: order))
        #expect(
            events.map(\.description) == [
                "tabs.willBeginCustomizing", "tabs.willEndCustomizing(true)", "tabs.didEndCustomizing(true)",
            ])
        #expect(events[2].call == "tabs.delegate.tabBarController(didEndCustomizing: viewControllers, changed: true)")
        let unchanged = try hierarchy.run(.reorderTabs(target: .automatic, order: order))
        #expect(unchanged == ["tabs.willBeginCustomizing", "tabs.willEndCustomizing(false)", "tabs.didEndCustomizing(false)"])
    }

    @Test func theChoiceSurvivesArchiveAndRestoration() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a")]), callbacks: [.delegates])
        let restored = try Hierarchy(restoring: hierarchy.archive)
        #expect(restored.callbacks == [.delegates])
        #expect(restored == hierarchy)
        var (imported, _) = try Hierarchy.restore(hierarchy.restoration)
        #expect(imported.callbacks == [.delegates])
        #expect(try imported.run(.push(view("b"))).contains("nav.willShow(b)"))
        #expect(try hierarchy.run(.push(view("b"))).contains("nav.didShow(b)"))
    }

    @Test func groupsAreReadByNameOnceEach() throws {
        #expect(try CallbackGroups(json: ["delegates", "loadView", "transitions", "viewIsAppearing"]) == .all)
        #expect(CallbackGroups.all.groups.map(\.rawValue) == ["viewIsAppearing", "delegates", "transitions", "loadView"])
        #expect(throws: FieldError.self) { try CallbackGroups(json: ["delegates", "delegates"]) }
        #expect(throws: FieldError.self) { try CallbackGroups(json: ["traits"]) }
        #expect(throws: FieldError.self) { try CallbackGroups(json: "delegates") }
        #expect(try CallbackGroups(json: []) == [])
    }

    /// A phone turned to landscape (MC-9): the trait collection changes (compact height) and
    /// the size does. `willTransition(to:)` then `viewWillTransition(to:)` to the window's root
    /// and down what it shows, before anything of the change; `traitCollectionDidChange` after.
    @Test func aRotationAnnouncesTraitsAndSizeDownTheTreeThenTellsTheTraitsChanged() throws {
        var (hierarchy, _) = try Hierarchy.create(
            root: .tabBar("tabs", [.navigation("nav", [.view("a")]), .view("other")]), callbacks: [.transitions])
        try hierarchy.apply(.push(view("b")))
        let events = try hierarchy.apply(.changeTraits(TraitsChange(orientation: .landscapeLeft)))
        #expect(
            events.map(\.description) == [
                "tabs.willTransition(phone compact/compact)", "nav.willTransition(phone compact/compact)",
                "b.willTransition(phone compact/compact)", "tabs.viewWillTransition(landscapeLeft)",
                "nav.viewWillTransition(landscapeLeft)", "b.viewWillTransition(landscapeLeft)",
                "tabs.traitCollectionDidChange(phone compact/regular)", "nav.traitCollectionDidChange(phone compact/regular)",
                "b.traitCollectionDidChange(phone compact/regular)",
            ], "the unselected tab and the controller below the top get nothing")
        #expect(events[0].call == "tabs.willTransition(to: phone compact/compact)")
        #expect(events[3].call == "tabs.viewWillTransition(to: landscapeLeft)")
        #expect(events[6].call == "tabs.traitCollectionDidChange(phone compact/regular)")
    }

    /// A pad keeps its size classes when it turns: the size alone changes. A size class set by
    /// the client changes the traits and not the size.
    @Test func aPadTurnIsASizeAndAnOverrideIsATraitChange() throws {
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("nav", [.view("a")]), traits: Traits(idiom: .pad), callbacks: [.transitions])
        #expect(
            try hierarchy.run(.changeTraits(TraitsChange(orientation: .landscapeRight))) == [
                "nav.viewWillTransition(landscapeRight)", "a.viewWillTransition(landscapeRight)",
            ])
        #expect(
            try hierarchy.run(.changeTraits(TraitsChange(horizontalSizeClass: .set(.compact)))) == [
                "nav.willTransition(pad compact/regular)", "a.willTransition(pad compact/regular)",
                "nav.traitCollectionDidChange(pad regular/regular)", "a.traitCollectionDidChange(pad regular/regular)",
            ])
    }

    /// A presented controller is reached through its presenter, after the presenter's children,
    /// and the covered root still hears of the change.
    @Test func aPresentedControllerIsReachedAfterThePresentersChildren() throws {
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("nav", [.view("a")]), traits: Traits(idiom: .pad), callbacks: [.transitions])
        var sheet = ControllerSpec.view("sheet")
        sheet.properties.modalPresentationStyle = .fullScreen
        try hierarchy.apply(.present(target: .automatic, controller: .new(sheet), animated: false))
        #expect(
            try hierarchy.run(.changeTraits(TraitsChange(orientation: .landscapeLeft))) == [
                "nav.viewWillTransition(landscapeLeft)", "a.viewWillTransition(landscapeLeft)",
                "sheet.viewWillTransition(landscapeLeft)",
            ])
    }

    /// UISplitViewControllerDelegate (MC-10): `willChangeTo` before a display mode changes
    /// (the button, a preference, a rotation), `collapseSecondary(_:onto:)` and
    /// `separateSecondary(from:)` before the columns move.
    @Test func theSplitDelegateHearsOfModesCollapsesAndExpansions() throws {
        var (hierarchy, _) = try Hierarchy.create(
            root: .split("sv", primary: .navigation("pn", [.view("list")]), secondary: .navigation("sn", [.view("detail")])),
            traits: Traits(idiom: .pad, orientation: .landscapeLeft), callbacks: [.delegates])
        #expect(
            try hierarchy.run(.setDisplayMode(target: .automatic, mode: .secondaryOnly, animated: true)) == [
                "sv.willChangeTo(secondaryOnly)", "pn.viewWillDisappear", "list.viewWillDisappear", "pn.viewDidDisappear",
                "list.viewDidDisappear",
            ])
        let collapse = try hierarchy.apply(.changeTraits(TraitsChange(horizontalSizeClass: .set(.compact))))
        #expect(
            collapse.map(\.description) == [
                "sv.collapseSecondary(sn)", "sn.willMoveToParent(nil)", "sn.didMoveToParent(nil)", "sn.willMoveToParent(pn)",
                "pn.viewWillAppear", "pn.viewDidAppear", "sn.didMoveToParent(pn)",
            ], "collapsed, the mode is not told")
        #expect(collapse[0].call == "sv.delegate.splitViewController(collapseSecondary: sn, onto: pn)")
        let expand = try hierarchy.apply(.changeTraits(TraitsChange(horizontalSizeClass: .remove)))
        #expect(
            expand.map(\.description) == [
                "sv.willChangeTo(oneBesideSecondary)", "sv.separateSecondary(pn)", "sn.willMoveToParent(nil)",
                "sn.didMoveToParent(nil)", "sn.willMoveToParent(sv)", "list.viewWillAppear", "pn.willShow(list)",
                "list.viewDidAppear", "pn.didShow(list)", "sn.didMoveToParent(sv)",
            ])
        #expect(expand[0].call == "sv.delegate.splitViewController(willChangeTo: oneBesideSecondary)")
        #expect(expand[1].call == "sv.delegate.splitViewController(separateSecondaryFrom: pn)")
        #expect(
            try hierarchy.run(.changeTraits(TraitsChange(orientation: .portrait))) == [
                "sv.willChangeTo(secondaryOnly)", "pn.viewWillDisappear", "list.viewWillDisappear", "pn.viewDidDisappear",
                "list.viewDidDisappear",
            ])
    }
}
