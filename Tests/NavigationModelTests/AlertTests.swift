import NavigationModel
import Testing

private let deleteAlert = """
    {"kind": "alert", "id": "confirm", "title": "Delete?", "message": "It cannot be undone.",
     "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}
    """

private let shareSheet = """
    {"kind": "alert", "id": "share", "preferredStyle": "actionSheet",
     "actions": [{"title": "Copy"}, {"title": "Cancel", "style": "cancel"}]}
    """

private let anchoredShareSheet = """
    {"kind": "alert", "id": "share", "preferredStyle": "actionSheet",
     "popoverPresentation": {"sourceController": "inbox", "barButtonItem": {"bar": "right", "index": 0}},
     "actions": [{"title": "Copy"}, {"title": "Cancel", "style": "cancel"}]}
    """

private func present(_ json: String, from target: Action.Target = .automatic) -> Action {
    .present(target: target, controller: .new(decoded(json)), animated: true)
}

private func tap(_ action: AlertActionReference, _ target: Action.Target = .automatic) -> Action {
    .tapAction(target: target, action: action)
}

/// Alerts and action sheets (docs/uikit-rules.md, "Alerts and action sheets"): presented only,
/// over a presenter that stays on screen; a tap on an action dismisses the alert, then runs the
/// action's handler.
@Suite struct AlertTests {
    private func mail(_ traits: Traits = Traits(), callbacks: CallbackGroups = []) throws -> Hierarchy {
        let inbox = decoded(#"{"kind": "view", "id": "inbox", "navigationItem": {"rightItems": [{"systemItem": "action"}]}}"#)
        return try Hierarchy.create(root: .navigation("nav", [inbox]), traits: traits, callbacks: callbacks).0
    }

    /// An alert appears over its presenter, which hears nothing and stays appeared; the tap
    /// dismisses it, and the handler runs after its `viewDidDisappear`, before its `deinit`.
    @Test func aTappedActionDismissesTheAlertThenRunsItsHandler() throws {
        var hierarchy = try mail()
        #expect(
            try hierarchy.run(present(deleteAlert)) == [
                "confirm.viewDidLoad", "confirm.viewWillAppear", "confirm.viewDidAppear",
            ])
        #expect(hierarchy["confirm"].presentation?.effectiveStyle == .custom)
        #expect(hierarchy["confirm"].presentation?.coversPresenter == false)
        #expect(hierarchy["inbox"].appearance == .appeared)
        #expect(hierarchy.onScreen == ["nav", "inbox", "confirm"])
        let events = try hierarchy.apply(tap(.title("Delete")))
        #expect(
            events.map(\.description) == [
                "confirm.viewWillDisappear", "confirm.viewDidDisappear", "confirm.handler(Delete)", "confirm.deinit",
            ])
        #expect(events[2].call == "confirm.actions[1].handler()")
        #expect(events[2].alertAction == AlertActionDetail(index: 1, title: "Delete", texts: []))
        #expect(events[0].isBeingDismissed && events[0].animated == true)
        #expect(hierarchy.controllers["confirm"] == nil)
        #expect(hierarchy["nav"].presented == nil)
    }

    /// By index or title; a title names the first action that has it.
    @Test func anActionIsNamedByItsIndexOrItsTitle() throws {
        var hierarchy = try mail()
        try hierarchy.apply(present(deleteAlert))
        #expect(try hierarchy.run(tap(.index(0), .controller("confirm"))).contains("confirm.handler(Cancel)"))
    }

    /// An action the alert does not have, a disabled one, or no alert at all: refused, nothing
    /// changes.
    @Test func tapsThatReachNoEnabledActionAreRefused() throws {
        var hierarchy = try mail()
        #expect(throws: NavigationError.notAnAlert(nil)) { try hierarchy.apply(tap(.index(0))) }
        #expect(throws: NavigationError.notAnAlert("inbox")) { try hierarchy.apply(tap(.index(0), .controller("inbox"))) }
        try hierarchy.apply(
            present(
                #"{"kind": "alert", "id": "save", "actions": [{"title": "Save", "enabled": false}, {"title": "Cancel", "style": "cancel"}]}"#
            ))
        let before = hierarchy
        #expect(throws: NavigationError.unknownAlertAction("2", alert: "save", actions: ["Save", "Cancel"])) {
            try hierarchy.apply(tap(.index(2)))
        }
        #expect(throws: NavigationError.unknownAlertAction("\"OK\"", alert: "save", actions: ["Save", "Cancel"])) {
            try hierarchy.apply(tap(.title("OK")))
        }
        #expect(throws: NavigationError.alertActionDisabled("Save", alert: "save")) { try hierarchy.apply(tap(.title("Save"))) }
        #expect(hierarchy == before)
        // Enabled by a PATCH, as an app enables it once the text is valid.
        try hierarchy.apply(
            .update(controller: "save", patch: decodedPatch(#"{"actions": [{"title": "Save"}, {"title": "Cancel", "style": "cancel"}]}"#)))
        #expect(try hierarchy.run(tap(.title("Save"))).contains("save.handler(Save)"))
    }

    /// What the user typed stays in the text field, and the handler reads it.
    @Test func textTypedIntoTheFieldsReachesTheHandler() throws {
        var hierarchy = try mail()
        try hierarchy.apply(
            present(
                #"{"kind": "alert", "id": "login", "textFields": [{"placeholder": "Name"}, {"placeholder": "Password", "secure": true}], "actions": [{"title": "Log In"}]}"#
            ))
        let revision = hierarchy.revision
        #expect(try hierarchy.apply(.enterText(target: .automatic, field: 0, text: "ada")).isEmpty)
        #expect(try hierarchy.apply(.enterText(target: .controller("login"), field: 1, text: "s3cret")).isEmpty)
        #expect(hierarchy.revision == revision.next.next)
        #expect(hierarchy["login"].properties.textFields.map(\.text) == ["ada", "s3cret"])
        #expect(try hierarchy.apply(.enterText(target: .automatic, field: 0, text: "ada")).isEmpty)
        #expect(hierarchy.revision == revision.next.next, "the same text again changes nothing")
        let before = hierarchy
        #expect(throws: NavigationError.unknownTextField(2, alert: "login", count: 2)) {
            try hierarchy.apply(.enterText(target: .automatic, field: 2, text: "x"))
        }
        #expect(hierarchy == before)
        let events = try hierarchy.apply(tap(.index(0)))
        #expect(events.first { $0.callback == .alertActionHandler }?.alertAction?.texts == ["ada", "s3cret"])
    }

    /// On a phone an action sheet slides up from the bottom (UIKit's own presentation), with no
    /// anchor needed.
    @Test func anActionSheetOnAPhoneNeedsNoAnchor() throws {
        var hierarchy = try mail()
        #expect(try hierarchy.run(present(shareSheet)) == ["share.viewDidLoad", "share.viewWillAppear", "share.viewDidAppear"])
        #expect(hierarchy["share"].presentation?.requestedStyle == .popover)
        #expect(hierarchy["share"].presentation?.effectiveStyle == .custom)
        #expect(try hierarchy.run(tap(.title("Cancel"))).contains("share.handler(Cancel)"))
    }

    /// On a pad it is a popover: without an anchor UIKit raises; anchored, a tap outside it
    /// dismisses it as a user's dismissal and runs the cancel action's handler.
    @Test func anActionSheetOnAPadIsAnAnchoredPopover() throws {
        var hierarchy = try mail(Traits(idiom: .pad), callbacks: [.delegates])
        let before = hierarchy
        #expect(throws: NavigationError.actionSheetWithoutAnchor("share", presenter: "nav")) {
            try hierarchy.apply(present(shareSheet))
        }
        #expect(hierarchy == before)
        #expect(
            NavigationError.actionSheetWithoutAnchor("share", presenter: "nav").uikit?.hasPrefix(
                "NSGenericException: Your application has presented a UIAlertController (<share>) of style UIAlertControllerStyleActionSheet from <nav>."
            ) == true)
        try hierarchy.apply(present(anchoredShareSheet))
        #expect(hierarchy["share"].presentation?.effectiveStyle == .popover)
        #expect(
            try hierarchy.run(.tapOutside(target: .automatic, tapped: nil, animated: true)) == [
                "share.shouldDismiss", "share.willDismiss", "share.viewWillDisappear", "share.viewDidDisappear", "share.didDismiss",
                "share.handler(Cancel)", "share.deinit",
            ])
    }

    /// An action sheet on a phone turned into a pad's regular width becomes a popover: it needs
    /// its anchor then, as at its presentation.
    @Test func anActionSheetBecomesAPopoverInARegularWidth() throws {
        var hierarchy = try mail()
        try hierarchy.apply(present(shareSheet))
        let before = hierarchy
        let regular = Traits(idiom: .phone, orientation: .portrait, horizontalSizeClass: .regular)
        #expect(throws: NavigationError.actionSheetWithoutAnchor("share", presenter: "nav")) { try hierarchy.apply(.setTraits(regular)) }
        #expect(hierarchy == before)
        try hierarchy.apply(.dismiss(target: .automatic, animated: false))
        try hierarchy.apply(present(anchoredShareSheet))
        try hierarchy.apply(.setTraits(regular))
        #expect(hierarchy["share"].presentation?.effectiveStyle == .popover)
    }

    /// What UIAlertController raises about its content, in a spec and in a PATCH.
    @Test func uikitsAssertionsAboutTheContentAreRefusals() throws {
        var hierarchy = try mail()
        let before = hierarchy
        #expect(throws: NavigationError.alertCancelActions("a")) {
            try hierarchy.apply(
                present(
                    #"{"kind": "alert", "id": "a", "actions": [{"title": "No", "style": "cancel"}, {"title": "Never", "style": "cancel"}]}"#
                ))
        }
        #expect(throws: NavigationError.textFieldInActionSheet("a")) {
            try hierarchy.apply(present(#"{"kind": "alert", "id": "a", "preferredStyle": "actionSheet", "textFields": [{}]}"#))
        }
        #expect(hierarchy == before)
        try hierarchy.apply(present(deleteAlert))
        let presented = hierarchy
        #expect(throws: NavigationError.alertCancelActions("confirm")) {
            try hierarchy.apply(
                .update(
                    controller: "confirm",
                    patch: decodedPatch(#"{"actions": [{"title": "No", "style": "cancel"}, {"title": "Never", "style": "cancel"}]}"#)))
        }
        #expect(throws: NavigationError.immutableField(.preferredStyle)) {
            try hierarchy.apply(.update(controller: "confirm", patch: decodedPatch(#"{"preferredStyle": "actionSheet"}"#)))
        }
        #expect(throws: NavigationError.fieldNotApplicable(.modalPresentationStyle, kind: .alert)) {
            try hierarchy.apply(.update(controller: "confirm", patch: decodedPatch(#"{"modalPresentationStyle": "fullScreen"}"#)))
        }
        #expect(
            NavigationError.alertCancelActions(nil).uikit
                == "NSInternalInconsistencyException: UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        #expect(
            NavigationError.textFieldInActionSheet(nil).uikit
                == "NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
        )
        #expect(hierarchy == presented)
    }

    /// An alert is only ever presented: not a window root, a child, a page, nor pushed.
    @Test func anAlertIsOnlyPresented() throws {
        #expect(throws: NavigationError.alertNotPresented("a")) {
            try Hierarchy.create(root: decoded(#"{"kind": "alert", "id": "a", "actions": []}"#))
        }
        #expect(throws: NavigationError.alertNotPresented("a")) {
            try Hierarchy.create(root: decoded(#"{"kind": "navigation", "children": [{"kind": "alert", "id": "a"}]}"#))
        }
        var hierarchy = try mail()
        let before = hierarchy
        #expect(throws: NavigationError.alertNotPresented("a")) {
            try hierarchy.apply(.push(.new(decoded(#"{"kind": "alert", "id": "a"}"#))))
        }
        #expect(throws: NavigationError.alertNotPresented("a")) {
            try hierarchy.apply(
                .show(target: .automatic, controller: .new(decoded(#"{"kind": "alert", "id": "a"}"#)), detail: false, animated: true))
        }
        #expect(hierarchy == before)
    }

    /// What an alert presents covers its buttons: no tap reaches them until it is dismissed.
    @Test func anAlertCoveredByWhatItPresentsTakesNoTap() throws {
        var hierarchy = try mail()
        try hierarchy.apply(present(deleteAlert))
        try hierarchy.apply(present(#"{"kind": "view", "id": "help"}"#, from: .controller("confirm")))
        #expect(hierarchy["help"].presentation?.presenter == "confirm")
        let before = hierarchy
        #expect(throws: NavigationError.alertCovered("confirm")) { try hierarchy.apply(tap(.index(0), .controller("confirm"))) }
        #expect(throws: NavigationError.notAnAlert(nil)) { try hierarchy.apply(tap(.index(0))) }
        #expect(hierarchy == before)
    }

    /// Checkpoints and exports carry an alert, with what was typed, and rebuild it.
    @Test func anAlertSurvivesARestoration() throws {
        var hierarchy = try mail()
        try hierarchy.apply(present(#"{"kind": "alert", "id": "login", "textFields": [{}], "actions": [{"title": "OK"}]}"#))
        try hierarchy.apply(.enterText(target: .automatic, field: 0, text: "ada"))
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored["login"].properties == hierarchy["login"].properties)
        #expect(restored["login"].presentation == hierarchy["login"].presentation)
        var forged = hierarchy.restoration
        forged.layers[0].style = .fullScreen
        #expect(throws: NavigationError.self) { try Hierarchy.restore(forged) }
    }
}
