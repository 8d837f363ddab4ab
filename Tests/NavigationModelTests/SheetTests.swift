import NavigationModel
import Testing

private func sheetSpec(
    _ id: ControllerID = "sheet", detents: [SheetPresentation.Detent] = [.medium, .large], selected: String? = nil,
    undimmed: String? = "medium", style: ModalPresentationStyle = .automatic
) -> ControllerSpec {
    var spec = ControllerSpec.view(id, title: id.rawValue)
    spec.properties.modalPresentationStyle = style
    spec.properties.sheetPresentation = SheetPresentation(
        detents: detents, selectedDetent: selected, largestUndimmedDetent: undimmed, prefersGrabberVisible: true)
    return spec
}

private func present(_ spec: ControllerSpec, from target: Action.Target = .automatic) -> Action {
    .present(target: target, controller: .new(spec), animated: true)
}

private func drag(to detent: String, _ target: Action.Target = .automatic) -> Action {
    .setDetent(target: target, detent: detent, userAction: true)
}

/// Sheets with detents (docs/uikit-rules.md, "Sheets"): where a sheet rests, what stays
/// touchable beneath it, and what the sheet's delegate hears.
@Suite struct SheetTests {
    private func mail(_ traits: Traits = Traits(), callbacks: CallbackGroups = [.delegates]) throws -> Hierarchy {
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("nav", [.view("inbox")]), traits: traits, callbacks: callbacks)
        try hierarchy.apply(present(sheetSpec()))
        return hierarchy
    }

    /// A medium sheet rests at its smallest detent, leaves the presenter appeared and undimmed,
    /// and a push beneath it runs LC-3 as if the sheet were not there; the sheet hears nothing.
    @Test func aPushBeneathAMediumSheet() throws {
        var hierarchy = try mail()
        #expect(hierarchy.sheetState(of: "sheet") == .init(detent: "medium", dimmed: false, grabberVisible: true))
        #expect(hierarchy["inbox"].appearance == .appeared)
        #expect(
            try hierarchy.run(.push(.new(.view("thread")), on: .controller("nav"))) == [
                "thread.willMoveToParent(nav)", "thread.viewDidLoad", "inbox.viewWillDisappear", "thread.viewWillAppear",
                "nav.willShow(thread)", "inbox.viewDidDisappear", "thread.viewDidAppear", "nav.didShow(thread)",
                "thread.didMoveToParent(nav)",
            ])
        #expect(hierarchy.onScreen == ["nav", "thread", "sheet"])
        // The edge swipe back reaches the navigation controller beneath the undimmed sheet.
        #expect(
            try hierarchy.run(.interactivePop(target: .controller("nav"), outcome: .finished)).contains("thread.deinit"))
    }

    /// At a dimmed detent the presenter stays appeared (a sheet never covers it) but takes no
    /// touches: no swipe back starts beneath it.
    @Test func aDimmedSheetTakesTheTouches() throws {
        var hierarchy = try mail()
        try hierarchy.apply(.push(.new(.view("thread")), on: .controller("nav")))
        #expect(try hierarchy.run(.setDetent(target: .automatic, detent: "large", userAction: false)).isEmpty)
        #expect(hierarchy.sheetState(of: "sheet") == .init(detent: "large", dimmed: true, grabberVisible: true))
        #expect(hierarchy["thread"].appearance == .appeared)
        let before = hierarchy
        #expect(throws: NavigationError.navigationControllerOffScreen("nav")) {
            try hierarchy.apply(.interactivePop(target: .controller("nav"), outcome: .finished))
        }
        #expect(hierarchy == before)
    }

    /// The delegate hears of a user's drag only, and only when the sheet comes to rest at
    /// another detent; the app's own change is silent (Apple, the delegate method's page).
    @Test func aUsersDragTellsTheSheetsDelegate() throws {
        var hierarchy = try mail()
        let events = try hierarchy.apply(drag(to: "large"))
        #expect(events.map(\.description) == ["sheet.didChangeDetent(large)"])
        #expect(
            events[0].call == "sheet.sheetPresentationController.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier()")
        #expect(events[0].detent == "large")
        #expect(hierarchy["sheet"].properties.sheetPresentation?.selectedDetent == "large")
        let revision = hierarchy.revision
        #expect(try hierarchy.apply(drag(to: "large")).isEmpty)
        #expect(hierarchy.revision == revision, "already resting there: nothing changes")
        #expect(try hierarchy.apply(.setDetent(target: .controller("sheet"), detent: "medium", userAction: false)).isEmpty)
        #expect(hierarchy.revision == revision.next)
        var quiet = try mail(callbacks: [])
        #expect(try quiet.apply(drag(to: "large")).isEmpty)
        #expect(quiet.sheetState(of: "sheet")?.detent == "large")
    }

    /// The medium detent is inactive in a compact height (a phone in landscape): the sheet
    /// rests at the next larger one and a user cannot drag it to medium. In a regular width (a
    /// pad) the sheet is a centred sheet without detents, always dimming what it covers.
    @Test func detentsFollowTheTraits() throws {
        var hierarchy = try mail()
        try hierarchy.apply(.setTraits(Traits(orientation: .landscapeLeft)))
        #expect(hierarchy.sheetState(of: "sheet") == .init(detent: "large", dimmed: true, grabberVisible: true))
        #expect(throws: NavigationError.sheetDetentInactive("medium", sheet: "sheet", reason: .compactHeight)) {
            try hierarchy.apply(drag(to: "medium"))
        }
        try hierarchy.apply(.setTraits(Traits()))
        #expect(hierarchy.sheetState(of: "sheet")?.detent == "medium", "back at the detent selected")

        var pad = try mail(Traits(idiom: .pad))
        #expect(pad.sheetState(of: "sheet") == .init(detent: nil, dimmed: true, grabberVisible: false))
        #expect(throws: NavigationError.sheetDetentInactive("large", sheet: "sheet", reason: .regularWidth)) {
            try pad.apply(drag(to: "large"))
        }
        #expect(try pad.apply(.setDetent(target: .automatic, detent: "large", userAction: false)).isEmpty)
        try pad.apply(.setTraits(Traits(idiom: .pad, horizontalSizeClass: .compact)))
        #expect(pad.sheetState(of: "sheet")?.detent == "large", "compact, the sheet rests at the detent the app chose")
    }

    /// A sheet with UIKit's default detents rests at full height and dims; a full-screen
    /// presentation has no sheet at all.
    @Test func theDefaultSheetIsLargeAndDimmed() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .view("home"))
        try hierarchy.apply(present(.view("plain")))
        #expect(hierarchy.sheetState(of: "plain") == .init(detent: "large", dimmed: true, grabberVisible: false))
        var cover = ControllerSpec.view("cover")
        cover.properties.modalPresentationStyle = .fullScreen
        try hierarchy.apply(present(cover, from: .controller("plain")))
        #expect(hierarchy.sheetState(of: "cover") == nil)
        #expect(throws: NavigationError.notASheet("cover")) {
            try hierarchy.apply(.setDetent(target: .controller("cover"), detent: "large", userAction: false))
        }
    }

    @Test func refusals() throws {
        var hierarchy = try mail()
        let before = hierarchy
        #expect(throws: NavigationError.unknownDetent("peek", sheet: "sheet", detents: ["medium", "large"])) {
            try hierarchy.apply(drag(to: "peek"))
        }
        #expect(hierarchy == before, "a refusal changes nothing")
        // A second sheet over the first dims it: the first takes no drag.
        try hierarchy.apply(present(sheetSpec("second", undimmed: nil), from: .controller("sheet")))
        let covered = hierarchy
        #expect(throws: NavigationError.sheetDetentInactive("large", sheet: "sheet", reason: .covered)) {
            try hierarchy.apply(drag(to: "large", .controller("sheet")))
        }
        #expect(hierarchy == covered)
        var (plain, _) = try Hierarchy.create(root: .view("home"))
        let empty = plain
        #expect(throws: NavigationError.notASheet(nil)) { try plain.apply(drag(to: "large")) }
        #expect(plain == empty)
        #expect(NavigationError.unknownDetent("peek", sheet: "s", detents: ["large"]).detail.contains("'large'"))
    }

    /// A custom detent (iOS 16) is one more place to rest; swiping a sheet down from any
    /// detent is the user's dismissal it always was.
    @Test func customDetentsAndTheSwipeDown() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("inbox")]), callbacks: [.delegates])
        try hierarchy.apply(
            present(sheetSpec(detents: [.custom(identifier: "peek", height: 120), .medium, .large], undimmed: "peek")))
        #expect(hierarchy.sheetState(of: "sheet") == .init(detent: "peek", dimmed: false, grabberVisible: true))
        try hierarchy.apply(drag(to: "medium"))
        #expect(hierarchy.sheetState(of: "sheet")?.dimmed == true, "medium is above the largest undimmed detent")
        #expect(
            try hierarchy.run(.swipeDown(target: .automatic, outcome: .finished)) == [
                "sheet.shouldDismiss", "sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear",
                "sheet.didDismiss", "sheet.deinit",
            ])
    }

    /// A context presentation inside an undimmed sheet is part of it: the sheet still takes a
    /// drag and the stack beneath it still takes the swipe back, targetless too.
    @Test func aContextPresentationInsideASheetCoversNothingBeneath() throws {
        var (hierarchy, _) = try Hierarchy.create(
            root: .navigation("mail", [.view("inbox"), .view("message")]), callbacks: [.delegates])
        var card = ControllerSpec.navigation("card", [.view("c1")])
        card.properties.definesPresentationContext = true
        card.properties.sheetPresentation = SheetPresentation(detents: [.medium, .large], largestUndimmedDetent: "medium")
        try hierarchy.apply(present(card))
        var search = ControllerSpec.view("search")
        search.properties.modalPresentationStyle = .overCurrentContext
        try hierarchy.apply(present(search, from: .controller("c1")))
        #expect(try hierarchy.run(.interactivePop(target: .controller("mail"), outcome: .cancelled)).isEmpty == false)
        #expect(try hierarchy.run(drag(to: "large")) == ["card.didChangeDetent(large)"])
        try hierarchy.apply(drag(to: "medium"))
        // Targetless: the card's own stack has nothing to pop, so the stack beneath is meant.
        var (plain, _) = try Hierarchy.create(root: .navigation("nav", [.view("a"), .view("b")]))
        try plain.apply(present(sheetSpec()))
        #expect(try plain.run(.interactivePop(target: .automatic, outcome: .finished)).contains("b.deinit"))
    }

    /// The app sets a covered sheet's detent (a property); only a drag needs it touchable.
    @Test func aCoveredSheetTakesTheAppsDetentButNoDrag() throws {
        var (hierarchy, _) = try Hierarchy.create(root: .view("home"))
        try hierarchy.apply(present(sheetSpec()))
        var cover = ControllerSpec.view("cover")
        cover.properties.modalPresentationStyle = .fullScreen
        try hierarchy.apply(present(cover))
        #expect(try hierarchy.apply(.setDetent(target: .controller("sheet"), detent: "large", userAction: false)).isEmpty)
        #expect(hierarchy["sheet"].properties.sheetPresentation?.selectedDetent == "large")
        #expect(throws: NavigationError.sheetDetentInactive("medium", sheet: "sheet", reason: .covered)) {
            try hierarchy.apply(drag(to: "medium", .controller("sheet")))
        }
    }

    @Test func theSheetFieldReadsAndRefuses() throws {
        let read = try SheetPresentation(json: [
            "detents": ["medium", ["identifier": "tall", "height": 700], "large"], "selectedDetent": "tall",
            "largestUndimmedDetent": "medium", "prefersGrabberVisible": true,
        ])
        #expect(
            read
                == SheetPresentation(
                    detents: [.medium, .custom(identifier: "tall", height: 700), .large], selectedDetent: "tall",
                    largestUndimmedDetent: "medium", prefersGrabberVisible: true))
        let refused: [(JSONValue, String)] = [
            (["detents": []], "at least one detent"),
            (["detents": ["large", "medium"]], "list it last"),
            (
                ["detents": [["identifier": "tall", "height": 600], ["identifier": "short", "height": 100]]],
                "no taller than the custom detent before it"
            ),
            (["detents": ["medium", "medium"]], "listed twice"),
            (["detents": ["small"]], "no system detent"),
            (["detents": [["identifier": "medium", "height": 10]]], "names a system detent"),
            (["detents": [["identifier": "peek", "height": 0]]], "above 0"),
            (["detents": [["identifier": "peek"]]], "height"),
            (["detents": ["medium"], "selectedDetent": "large"], "not one of the sheet's detents"),
            (["largestUndimmedDetent": "medium"], "not one of the sheet's detents"),
            (["detents": ["large"], "selectedDetent": "a b"], "not a detent identifier"),
            (["grabber": true], "grabber"),
        ]
        for (json, message) in refused {
            #expect(throws: FieldError.self, "\(json)") { try SheetPresentation(json: json) }
            do {
                _ = try SheetPresentation(json: json)
            } catch {
                #expect(error.description.contains(message), "\(json): \(error.description)")
            }
        }
    }

    @Test func theBodyOfSetDetent() throws {
        #expect(
            try ActionCodec.decode("set-detent", target: .automatic, body: ["detent": "medium"])
                == .setDetent(target: .automatic, detent: "medium", userAction: false))
        #expect(
            try ActionCodec.decode("set-detent", target: .controller("s"), body: ["detent": "large", "userAction": true])
                == drag(to: "large", .controller("s")))
        for body: JSONValue in [[:], ["detent": ""], ["detent": "large", "animated": true], ["detent": 3]] {
            #expect(throws: ActionCodec.Refusal.self, "\(body)") {
                try ActionCodec.decode("set-detent", target: .automatic, body: body)
            }
        }
    }
}
