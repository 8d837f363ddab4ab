import NavigationModel
import Testing

/// The callbacks a session chooses at creation, over HTTP: what the answers carry, what a
/// user's tab tap asks, and that the choice lasts through export, import and a restart.
@Suite struct CallbackHTTPTests {
    private let tabsBody = #"""
        {"id": "t", "callbacks": ["delegates", "viewIsAppearing"], "root": {"kind": "tabBar", "id": "tabs", "children": [
          {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox"}]},
          {"kind": "view", "id": "settings", "shouldSelect": false}]}}
        """#

    @Test func aPushAnswersTheDelegatesCallsAndViewIsAppearingAsJSON() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", tabsBody)
            #expect(created.status == 201)
            #expect(created.json["callbacks"] == ["viewIsAppearing", "delegates"], "in the groups' fixed order")
            let pushed = try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "thread"}}"#)
            #expect(
                pushed.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "thread.willMoveToParent(mail)", "thread.viewDidLoad", "inbox.viewWillDisappear(true)",
                    "thread.viewWillAppear(true)", "mail.delegate.navigationController(willShow: thread, animated: true)",
                    "thread.viewIsAppearing(true)", "inbox.viewDidDisappear(true)", "thread.viewDidAppear(true)",
                    "mail.delegate.navigationController(didShow: thread, animated: true)", "thread.didMoveToParent(mail)",
                ])
            #expect(
                pushed.json["events"][4] == [
                    "call": "mail.delegate.navigationController(willShow: thread, animated: true)", "controller": "mail",
                    "callback": "navigationControllerWillShow", "delegate": "UINavigationControllerDelegate",
                    "viewController": "thread", "animated": true,
                ])
            #expect(
                pushed.json["events"][5] == [
                    "call": "thread.viewIsAppearing(true)", "controller": "thread", "callback": "viewIsAppearing", "animated": true,
                ])
        }
    }

    /// A user's tap on a tab whose `shouldSelect` is false: 409, nothing changes; code still
    /// selects it, and once PATCHed to true a tap is asked and told.
    @Test func aUsersTapIsVetoedByTheTabsAnswerAndToldOtherwise() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", tabsBody).status == 201)
            let vetoed = try api.post("/sessions/t/select-tab", #"{"controller": "settings", "userAction": true}"#)
            #expect(vetoed.status == 409)
            #expect(vetoed.problemType == "tab-selection-vetoed")
            #expect(
                vetoed.json["detail"]
                    == "The delegate of 'tabs' answered NO to tabBarController(_:shouldSelect: 'settings'): the tab's shouldSelect is false. A programmatic select-tab (userAction false) is not asked."
            )
            #expect(try api.get("/sessions/t").json["revision"] == 1)
            #expect(
                try api.request("PATCH", "/sessions/t/controllers/settings", json: #"{"shouldSelect": null}"#).status == 200)
            let tapped = try api.post("/sessions/t/select-tab", #"{"controller": "settings", "userAction": true}"#)
            let calls = tapped.json["events"].arrayValue.compactMap { $0["call"].stringValue }
            #expect(calls.first == "tabs.delegate.tabBarController(shouldSelect: settings)")
            #expect(calls.last == "tabs.delegate.tabBarController(didSelect: settings)")
            #expect(tapped.json["events"][0]["delegate"] == "UITabBarControllerDelegate")
            let programmatic = try api.post("/sessions/t/select-tab", #"{"index": 0}"#)
            let told = programmatic.json["events"].arrayValue.compactMap { $0["delegate"].stringValue }
            #expect(
                told == ["UINavigationControllerDelegate", "UINavigationControllerDelegate"],
                "the mail tab shows inbox; no tab delegate call")
        }
    }

    /// An edge swipe back, cancelled: UIKit's trace, a revision, nothing popped; refused off
    /// screen and with `animated: false`.
    @Test func aCancelledSwipeBackAnswersItsTraceAndPopsNothing() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", tabsBody).status == 201)
            #expect(try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "thread"}}"#).status == 200)
            let swiped = try api.post("/sessions/t/pop", #"{"interactive": "cancelled"}"#)
            #expect(swiped.json["revision"] == 3)
            #expect(swiped.json["visible"]["path"] == ["tabs", "mail", "thread"])
            #expect(
                swiped.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "thread.viewWillDisappear(true)", "inbox.viewWillAppear(true)",
                    "mail.delegate.navigationController(willShow: inbox, animated: true)", "inbox.viewIsAppearing(true)",
                    "inbox.viewWillDisappear(true)", "inbox.viewDidDisappear(true)", "thread.viewWillAppear(true)",
                    "thread.viewIsAppearing(true)", "thread.viewDidAppear(true)",
                ])
            let animated = try api.post("/sessions/t/pop", #"{"interactive": "finished", "animated": false}"#)
            #expect(animated.status == 400)
            #expect(animated.json["detail"] == "animated: an edge swipe is always animated; leave animated out.")
            #expect(try api.post("/sessions/t/select-tab", #"{"index": 1}"#).status == 200)
            let offScreen = try api.post("/sessions/t/controllers/mail/pop", #"{"interactive": "cancelled"}"#)
            #expect(offScreen.status == 409)
            #expect(offScreen.problemType == "navigation-controller-off-screen")
            #expect(offScreen.json["revision"] == 4, "refused: the tab switch's revision stays")
            let finished = try api.post("/sessions/t/controllers/mail/pop", #"{"interactive": "finished"}"#)
            #expect(finished.problemType == "navigation-controller-off-screen", "no swipe starts off screen")
            #expect(try api.post("/sessions/t/controllers/mail/pop").status == 200, "code pops off screen")
        }
    }

    /// A swipe down needs a sheet on top: refused on a full-screen presentation, nothing moves;
    /// a modal sheet in a session without the delegates' calls answers with nothing at all.
    @Test func aSwipeDownNeedsASheetOnTop() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            #expect(
                try api.post(
                    "/sessions/s/present", #"{"controller": {"kind": "view", "id": "cover", "modalPresentationStyle": "fullScreen"}}"#
                ).status == 200)
            let refused = try api.post("/sessions/s/dismiss", #"{"reason": "swipe"}"#)
            #expect(refused.status == 409)
            #expect(refused.problemType == "not-a-sheet")
            #expect(refused.json["revision"] == 2)
            #expect(try api.get("/sessions/s").json["revision"] == 2)
            #expect(try api.post("/sessions/s/dismiss").status == 200)
            #expect(
                try api.post("/sessions/s/present", #"{"controller": {"kind": "view", "id": "form", "modalInPresentation": true}}"#).status
                    == 200)
            let kept = try api.post("/sessions/s/dismiss", #"{"reason": "swipe", "interactive": "finished"}"#)
            #expect(kept.status == 200)
            #expect(kept.json["revision"] == 4, "no delegate to tell: nothing happened")
            #expect(kept.json["events"] == [])
        }
    }

    /// A popover on a phone adapts: the presentation's delegate is asked first, as JSON with
    /// the traits and the controller's answer.
    @Test func anAdaptingPopoverAsksItsDelegate() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", #"{"id": "p", "root": {"kind": "view", "id": "home"}, "callbacks": ["delegates"]}"#)
            let presented = try api.post(
                "/sessions/p/present",
                #"{"controller": {"kind": "view", "id": "pop", "modalPresentationStyle": "popover", "adaptivePresentationStyle": "none", "popoverPresentation": {"sourceController": "home"}}}"#
            )
            #expect(
                presented.json["events"][0] == [
                    "call":
                        "pop.presentationController.delegate.adaptivePresentationStyle(for: presentationController, traitCollection: phone compact/regular)",
                    "controller": "pop", "callback": "adaptivePresentationStyle", "delegate": "UIAdaptivePresentationControllerDelegate",
                    "traitCollection": ["idiom": "phone", "horizontalSizeClass": "compact", "verticalSizeClass": "regular"],
                    "style": "none",
                ])
            #expect(presented.json["window"]["root"]["presented"]["presentation"]["effectiveStyle"] == "popover")
        }
    }

    @Test func aBadChoiceIsRefusedNamingIt() throws {
        try withNavState { server in
            let api = try server.client()
            let cases: [(String, String)] = [
                (
                    #"{"root": {"kind": "view"}, "callbacks": ["traits"]}"#,
                    "callbacks[0]: 'traits' is not one of 'viewIsAppearing', 'delegates', 'transitions', 'loadView'."
                ),
                (#"{"root": {"kind": "view"}, "callbacks": ["delegates", "delegates"]}"#, "callbacks[1]: 'delegates' is given twice."),
                (#"{"root": {"kind": "view"}, "callbacks": "delegates"}"#, "callbacks: expected an array."),
            ]
            for (body, detail) in cases {
                let refused = try api.post("/sessions", body)
                #expect(refused.status == 400, "\(body)")
                #expect(refused.json["detail"].stringValue == detail)
            }
            #expect(try api.post("/sessions", #"{"id": "plain", "root": {"kind": "view"}, "callbacks": []}"#).json["callbacks"] == .null)
            let document = try api.get("/sessions/plain/export")
            let importing = try api.post("/sessions", #"{"import": \#(document.text), "callbacks": ["delegates"]}"#)
            #expect(importing.status == 400)
            #expect(importing.json["detail"].stringValue?.hasPrefix("callbacks: an import brings its own") == true)
        }
    }

    @Test func anExportCarriesTheChoiceAndTheImportKeepsIt() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", tabsBody).status == 201)
            let document = try api.get("/sessions/t/export")
            #expect(document.json["callbacks"] == ["viewIsAppearing", "delegates"])
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(document.text)}"#)
            #expect(imported.status == 201)
            #expect(imported.json["callbacks"] == ["viewIsAppearing", "delegates"])
            let pushed = try api.post("/sessions/copy/push", #"{"controller": {"kind": "view", "id": "thread"}}"#)
            #expect(pushed.json["events"].arrayValue.contains { $0["callback"] == "navigationControllerDidShow" })
        }
    }

    /// Past a checkpoint (32 revisions) and a restart, the session still sends what it chose.
    @Test func aRestartKeepsTheChoice() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            #expect(try api.post("/sessions", tabsBody).status == 201)
            for _ in 0..<20 {
                #expect(try api.post("/sessions/t/push", #"{"controller": {"kind": "view"}}"#).status == 200)
                #expect(try api.post("/sessions/t/pop").status == 200)
            }
            before = try api.get("/sessions/t").body
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/t").body == before)
            let pushed = try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "late"}}"#)
            #expect(pushed.json["events"].arrayValue.contains { $0["call"] == "late.viewIsAppearing(true)" })
        }
    }
}
