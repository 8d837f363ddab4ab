import NavigationModel
import Testing

private func swipe(_ outcome: Action.InteractiveOutcome, on target: Action.Target = .automatic) -> Action {
    .interactivePop(target: target, outcome: outcome)
}

/// The edge swipe back, finished or cancelled (LC-5, MC-8).
@Suite struct InteractivePopTests {
    private func stack(_ callbacks: CallbackGroups = []) throws -> Hierarchy {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a")]), callbacks: callbacks)
        try hierarchy.apply(.push(view("b")))
        return hierarchy
    }

    /// The iOS 7 trace of a cancelled swipe: B starts to go, A starts to come, A goes back, B
    /// comes back. Nothing moves: no containment callbacks, the same stack and appearances;
    /// the callbacks make it a revision of its own.
    @Test func aCancelledSwipeSendsBothHalvesAndMovesNothing() throws {
        var hierarchy = try stack()
        let before = hierarchy
        #expect(
            try hierarchy.run(swipe(.cancelled)) == [
                "b.viewWillDisappear", "a.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear",
                "b.viewDidAppear",
            ])
        #expect(hierarchy.stack() == ["a", "b"])
        #expect(hierarchy.controllers.mapValues(\.appearance) == before.controllers.mapValues(\.appearance))
        #expect(hierarchy.revision == before.revision.next)
    }

    /// The delegate hears `willShow` of the controller below as the swipe starts, and no
    /// `didShow` of either when it is cancelled (a traced radar, MC-8).
    @Test func aCancelledSwipeTellsTheDelegateOnlyWhatItWouldShow() throws {
        var hierarchy = try stack(.modern)
        #expect(
            try hierarchy.run(swipe(.cancelled)) == [
                "b.viewWillDisappear", "a.viewWillAppear", "nav.willShow(a)", "a.viewIsAppearing", "a.viewWillDisappear",
                "a.viewDidDisappear", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
            ])
    }

    /// A stack set whole never loaded what is below its top: the swipe loads it first.
    @Test func theControllerBelowLoadsWhenTheSwipeFirstShowsIt() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a"), .view("b")]))
        #expect(!hierarchy["a"].viewLoaded)
        let events = try hierarchy.run(swipe(.cancelled))
        #expect(events.first == "a.viewDidLoad")
        #expect(hierarchy["a"].viewLoaded)
    }

    @Test func aFinishedSwipeIsAnAnimatedPop() throws {
        var swiped = try stack(.modern)
        var popped = try stack(.modern)
        #expect(try swiped.apply(swipe(.finished)) == popped.apply(.pop(target: .automatic, animated: true)))
        #expect(swiped == popped)
    }

    @Test func aSwipeNeedsSomethingToPopAndTheNavigationControllerOnScreen() throws {
        var root = try Hierarchy.create(root: .navigation("nav", [.view("a")])).0
        #expect(throws: NavigationError.nothingToPop("nav", method: .pop)) { try root.apply(swipe(.cancelled)) }
        var (tabs, _) = try Hierarchy.create(
            root: .tabBar("tabs", [.view("first"), .navigation("nav", [.view("a"), .view("b")])]))
        let before = tabs
        for outcome in Action.InteractiveOutcome.allCases {
            #expect(throws: NavigationError.navigationControllerOffScreen("nav")) {
                try tabs.apply(swipe(outcome, on: .controller("nav")))
            }
        }
        #expect(tabs == before)
    }

    /// A navigation controller nested in what the swipe brings and takes back tells its own
    /// delegate what it shows, as any appearance does; the swiped one only hears `willShow`.
    @Test func nestedNavigationControllersTellTheirDelegates() throws {
        func box(_ id: ControllerID, _ navigation: ControllerID, _ content: ControllerID) -> ControllerSpec {
            ControllerSpec(
                id: id, properties: ControllerProperties(className: "Box"),
                role: .container(.init(children: [.navigation(navigation, [.view(content)])])))
        }
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("outer", [box("below", "inner", "i1"), box("top", "tn", "t1")]), callbacks: [.delegates])
        #expect(
            try hierarchy.run(swipe(.cancelled, on: .controller("outer"))) == [
                "below.viewDidLoad", "inner.viewDidLoad", "i1.viewDidLoad", "top.viewWillDisappear", "tn.viewWillDisappear",
                "t1.viewWillDisappear", "below.viewWillAppear", "inner.viewWillAppear", "i1.viewWillAppear",
                "outer.willShow(below)", "inner.willShow(i1)", "below.viewWillDisappear", "inner.viewWillDisappear",
                "i1.viewWillDisappear", "below.viewDidDisappear", "inner.viewDidDisappear", "i1.viewDidDisappear",
                "top.viewWillAppear", "tn.viewWillAppear", "t1.viewWillAppear", "tn.willShow(t1)", "top.viewDidAppear",
                "tn.viewDidAppear", "t1.viewDidAppear", "tn.didShow(t1)",
            ])
    }

    /// A presented controller over the navigation controller takes the touches.
    @Test func noSwipeStartsUnderAPresentedController() throws {
        var hierarchy = try stack()
        var sheet = ControllerSpec.view("sheet")
        sheet.properties.modalPresentationStyle = .pageSheet
        try hierarchy.apply(.present(target: .automatic, controller: .new(sheet), animated: false))
        #expect(throws: NavigationError.navigationControllerOffScreen("nav")) {
            try hierarchy.apply(swipe(.cancelled, on: .controller("nav")))
        }
    }

    @Test func theBodyNamesTheOutcomeAndAnAnimationItCannotLackIsRefused() throws {
        #expect(try ActionCodec.decode("pop", target: .automatic, body: ["interactive": "cancelled"]) == swipe(.cancelled))
        #expect(try ActionCodec.decode("pop", target: .automatic, body: ["interactive": "finished"]) == swipe(.finished))
        #expect(throws: ActionCodec.Refusal.self) {
            try ActionCodec.decode("pop", target: .automatic, body: ["interactive": "cancelled", "animated": false])
        }
        #expect(throws: ActionCodec.Refusal.self) {
            try ActionCodec.decode("pop", target: .automatic, body: ["interactive": "halfway"])
        }
    }
}
