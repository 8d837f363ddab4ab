import NavigationModel
import Testing

private func present(_ id: ControllerID, style: ModalPresentationStyle = .automatic, modal: Bool = false) -> Action {
    var spec = ControllerSpec.view(id, title: id.rawValue)
    spec.properties.modalPresentationStyle = style
    spec.properties.modalInPresentation = modal
    return .present(target: .automatic, controller: .new(spec), animated: true)
}

private func swipe(_ outcome: Action.InteractiveOutcome = .finished) -> Action { .swipeDown(target: .automatic, outcome: outcome) }

/// A user's swipe down on a sheet and tap outside a popover, with what the presentation
/// controller's delegate hears (MC-11).
@Suite struct UserDismissalTests {
    private func sheet(_ callbacks: CallbackGroups = [.delegates], modal: Bool = false) throws -> Hierarchy {
        var (hierarchy, _) = try Hierarchy.create(root: .view("home"), callbacks: callbacks)
        try hierarchy.apply(present("sheet", modal: modal))
        return hierarchy
    }

    /// A phone's automatic style is a page sheet: swiped down, it goes as a user's dismissal,
    /// the delegate asked and told around the dismissal's callbacks, before the release.
    @Test func aFinishedSwipeDismissesTheSheetAndTellsTheDelegate() throws {
        var hierarchy = try sheet()
        #expect(
            try hierarchy.run(swipe()) == [
                "sheet.shouldDismiss", "sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear",
                "sheet.didDismiss", "sheet.deinit",
            ], "a sheet leaves its presenter on screen: home hears nothing")
        #expect(hierarchy.controllers["sheet"] == nil)
    }

    @Test func aCancelledSwipeSettlesTheSheetBack() throws {
        var hierarchy = try sheet([.delegates, .viewIsAppearing])
        let revision = hierarchy.revision
        let events = try hierarchy.apply(swipe(.cancelled))
        #expect(
            events.map(\.description) == [
                "sheet.shouldDismiss", "sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewWillAppear",
                "sheet.viewIsAppearing", "sheet.viewDidAppear",
            ], "no didDismiss")
        #expect(events[2].call == "sheet.viewWillDisappear(true, isBeingDismissed)")
        #expect(events[0].call == "sheet.presentationController.delegate.presentationControllerShouldDismiss()")
        #expect(hierarchy["sheet"].appearance == .appeared)
        #expect(hierarchy.revision == revision.next)
    }

    /// `isModalInPresentation`: the attempt is refused and the delegate told, nothing else; a
    /// session that does not hear the delegate sees nothing happen at all.
    @Test func aModalSheetRefusesTheSwipe() throws {
        var hierarchy = try sheet(modal: true)
        #expect(try hierarchy.run(swipe()) == ["sheet.didAttemptToDismiss"])
        #expect(hierarchy["sheet"].appearance == .appeared)
        var quiet = try sheet([], modal: true)
        let before = quiet
        #expect(try quiet.apply(swipe()).isEmpty)
        #expect(quiet == before, "not even the revision")
    }

    @Test func onlyASheetOnTopIsSwipedAway() throws {
        var hierarchy = try sheet()
        try hierarchy.apply(present("cover", style: .fullScreen))
        let before = hierarchy
        #expect(throws: NavigationError.notASheet(nil)) { try hierarchy.apply(swipe()) }
        #expect(throws: NavigationError.notASheet("sheet")) {
            try hierarchy.apply(.swipeDown(target: .controller("sheet"), outcome: .finished))
        }
        #expect(hierarchy == before)
    }

    /// A tap outside a popover is a user's dismissal too.
    @Test func aTapOutsideAPopoverTellsTheDelegate() throws {
        var list = ControllerSpec.view("list")
        list.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .action)]
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("nav", [list]), traits: Traits(idiom: .pad), callbacks: [.delegates])
        var tip = ControllerSpec.view("tip")
        tip.properties.modalPresentationStyle = .popover
        tip.properties.popoverPresentation = PopoverPresentation(sourceController: "list", barButtonItem: .init(bar: .right, index: 0))
        try hierarchy.apply(.present(target: .automatic, controller: .new(tip), animated: true))
        #expect(
            try hierarchy.run(.tapOutside(target: .automatic, tapped: nil, animated: true)) == [
                "tip.shouldDismiss", "tip.willDismiss", "tip.viewWillDisappear", "tip.viewDidDisappear", "tip.didDismiss",
                "tip.deinit",
            ])
    }

    @Test func theBodyOfASwipeNamesItsOutcome() throws {
        #expect(try ActionCodec.decode("dismiss", target: .automatic, body: ["reason": "swipe"]) == swipe())
        #expect(
            try ActionCodec.decode("dismiss", target: .automatic, body: ["reason": "swipe", "interactive": "cancelled"])
                == swipe(.cancelled))
        #expect(throws: ActionCodec.Refusal.self) {
            try ActionCodec.decode("dismiss", target: .automatic, body: ["interactive": "cancelled"])
        }
        #expect(throws: ActionCodec.Refusal.self) {
            try ActionCodec.decode("dismiss", target: .automatic, body: ["reason": "swipe", "animated": false])
        }
    }
}

/// `adaptivePresentationStyle(for:traitCollection:)` (MC-12): asked of a presentation's delegate
/// when the traits make UIKit adapt it, answered from the controller's
/// `adaptivePresentationStyle`.
@Suite struct AdaptivePresentationTests {
    private func popover(answer: AdaptivePresentationStyle) -> Action {
        let spec = decoded(
            #"{"kind": "view", "id": "pop", "modalPresentationStyle": "popover", "adaptivePresentationStyle": "\#(answer.rawValue)", "popoverPresentation": {"sourceController": "home"}}"#
        )
        return .present(target: .automatic, controller: .new(spec), animated: true)
    }

    /// On a phone (compact width) the popover adapts: the delegate is asked first, before the
    /// presentation's callbacks, and its `none` keeps the popover.
    @Test func aPhoneAsksBeforeThePresentation() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .view("home"), callbacks: [.delegates])
        let events = try hierarchy.apply(popover(answer: .none))
        #expect(events.map(\.description).first == "pop.adaptivePresentationStyle(none)")
        #expect(
            events.first?.call
                == "pop.presentationController.delegate.adaptivePresentationStyle(for: presentationController, traitCollection: phone compact/regular)"
        )
        #expect(events.first?.callback.delegateProtocol == "UIAdaptivePresentationControllerDelegate")
        #expect(hierarchy["pop"].presentation?.effectiveStyle == .popover)
    }

    /// On a pad nothing adapts, so nothing is asked; a change to a compact width asks, before the
    /// screen changes. A controller that leaves the answer `automatic` has no such delegate
    /// method; a session without the `delegates` callbacks hears nothing.
    @Test func aChangeToACompactWidthAsks() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .view("home"), traits: Traits(idiom: .pad), callbacks: [.delegates])
        #expect(try hierarchy.run(popover(answer: .fullScreen)).contains { $0.hasPrefix("pop.adaptive") } == false)
        let events = try hierarchy.run(.changeTraits(TraitsChange(horizontalSizeClass: .set(.compact))))
        #expect(events.first == "pop.adaptivePresentationStyle(fullScreen)")
        #expect(hierarchy["pop"].presentation?.effectiveStyle == .fullScreen)

        var (unasked, _) = try Hierarchy.create(root: .view("home"), callbacks: [.delegates])
        #expect(try unasked.run(popover(answer: .automatic)).contains { $0.contains("adaptive") } == false)
        var (silent, _) = try Hierarchy.create(root: .view("home"))
        #expect(try silent.run(popover(answer: .none)).contains { $0.contains("adaptive") } == false)
    }
}
