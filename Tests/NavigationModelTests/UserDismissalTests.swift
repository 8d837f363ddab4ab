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
