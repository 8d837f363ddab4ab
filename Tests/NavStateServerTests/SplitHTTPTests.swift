import Foundation
import NavigationModel
import Testing

/// The seeds' split view scenarios over HTTP, with exact snapshots: SC-07 (a pad rotating a
/// split, the display-mode button, the primary shown over the secondary), SC-08 (a pad replaces
/// the detail in place) and SC-09 (the same spec on a phone: collapsed, the detail pushed).
@Suite struct SplitHTTPTests {
    /// Recipe 7-3: the colour list in a navigation controller beside the detail in another.
    private static func create(idiom: String, orientation: String, collapsing: Bool = true) -> String {
        #"""
        {"id": "colors", "traits": {"idiom": "\#(idiom)", "orientation": "\#(orientation)"}, "root": {"kind": "split", "id": "split",
          "collapsesSecondaryOntoPrimary": \#(collapsing), "children": [
          {"kind": "navigation", "id": "master", "children": [{"kind": "view", "id": "list", "title": "Colors"}]},
          {"kind": "navigation", "id": "detail", "children": [{"kind": "view", "id": "swatch", "title": "Detail"}]}]}}
        """#
    }

    private static func view(_ id: String, _ title: String, on screen: Bool, loaded: Bool? = nil) -> JSONValue {
        [
            "id": .string(id), "kind": "view", "class": "UIViewController", "title": .string(title),
            "appearance": screen ? "appeared" : "disappeared", "viewLoaded": .bool(loaded ?? screen), "children": [],
            "presented": nil,
        ]
    }

    private static func navigation(_ id: String, _ children: [JSONValue], on screen: Bool, loaded: Bool? = nil) -> JSONValue {
        [
            "id": .string(id), "kind": "navigation", "class": "UINavigationController", "title": nil,
            "appearance": screen ? "appeared" : "disappeared", "viewLoaded": .bool(loaded ?? screen),
            "topViewController": children.last?["id"] ?? nil, "navigationBarHidden": false, "toolbarHidden": true,
            "children": .array(children), "presented": nil,
        ]
    }

    private static func bar(_ owner: String, _ title: String, back: String? = nil, left: [JSONValue] = []) -> JSONValue {
        [
            "owner": .string(owner), "hidden": false, "title": .string(title), "prompt": nil,
            "backButtonTitle": back.map { .string($0) } ?? nil, "leftItems": .array(left), "rightItems": [],
        ]
    }

    /// The pad's snapshot: both columns are children; `primaryShown` says whether the primary is
    /// on screen (side by side or over), `primaryLoaded` whether it ever was.
    private static func padSnapshot(
        revision: Int, orientation: String, displayMode: String, primaryShown: Bool, primaryLoaded: Bool,
        events: [String]
    ) -> JSONValue {
        let button: [JSONValue] = displayMode == "oneBesideSecondary" ? [] : [["title": "Colors"]]
        var columns: [JSONValue] = [
            ["column": "secondary", "controller": "detail", "navigationBar": bar("detail", "Detail", left: button)]
        ]
        if primaryShown { columns.insert(["column": "primary", "controller": "master", "navigationBar": bar("master", "Colors")], at: 0) }
        let path: [JSONValue] = ["split"] + (primaryShown ? ["master", "list"] : []) + ["detail", "swatch"]
        return [
            "session": "colors", "revision": .number(Double(revision)),
            "traits": [
                "idiom": "pad", "orientation": .string(orientation), "horizontalSizeClass": "regular", "verticalSizeClass": "regular",
            ],
            "window": [
                "root": [
                    "id": "split", "kind": "split", "class": "UISplitViewController", "title": nil, "appearance": "appeared",
                    "viewLoaded": true, "preferredDisplayMode": "automatic", "displayMode": .string(displayMode),
                    "isCollapsed": false, "presentsWithGesture": true, "preferredPrimaryColumnWidthFraction": nil,
                    "collapsesSecondaryOntoPrimary": true,
                    "children": [
                        navigation(
                            "master", [view("list", "Colors", on: primaryShown, loaded: primaryLoaded)], on: primaryShown,
                            loaded: primaryLoaded),
                        navigation("detail", [view("swatch", "Detail", on: true)], on: true),
                    ],
                    "presented": nil,
                ]
            ],
            "visible": [
                "path": .array(path), "top": "swatch", "navigationBar": bar("detail", "Detail", left: button), "tabBar": nil,
                "pageIndicator": nil, "toolbar": ["hidden": true, "items": []],
                "splitView": ["owner": "split", "displayMode": .string(displayMode), "isCollapsed": false, "columns": .array(columns)],
            ],
            "events": .array(Expected.events(events)),
        ]
    }

    @Test func sc07RotatingASplitOnAPad() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", Self.create(idiom: "pad", orientation: "landscapeLeft"))
            #expect(created.status == 201)
            #expect(created.json["visible"]["splitView"]["displayMode"] == "oneBesideSecondary")
            #expect(created.json["visible"]["navigationBar"]["leftItems"] == [], "side by side: no button")

            let portrait = try api.request("PUT", "/sessions/colors/traits", json: #"{"orientation": "portrait"}"#)
            #expect(
                portrait.json
                    == Self.padSnapshot(
                        revision: 2, orientation: "portrait", displayMode: "secondaryOnly", primaryShown: false, primaryLoaded: true,
                        events: ["master.viewWillDisappear", "list.viewWillDisappear", "master.viewDidDisappear", "list.viewDidDisappear"]))

            // The button (or the edge swipe) lays the primary over the detail.
            let over = try api.post("/sessions/colors/set-display-mode", #"{"mode": "primaryOverlay"}"#)
            #expect(
                over.json
                    == Self.padSnapshot(
                        revision: 3, orientation: "portrait", displayMode: "oneOverSecondary", primaryShown: true, primaryLoaded: true,
                        events: ["master.viewWillAppear", "list.viewWillAppear", "master.viewDidAppear", "list.viewDidAppear"]))

            let landscape = try api.request("PUT", "/sessions/colors/traits", json: #"{"orientation": "landscapeLeft"}"#)
            #expect(
                landscape.json
                    == Self.padSnapshot(
                        revision: 4, orientation: "landscapeLeft", displayMode: "oneBesideSecondary", primaryShown: true,
                        primaryLoaded: true, events: []))
        }
    }

    @Test func aPadInPortraitLoadsThePrimaryOnlyWhenItIsFirstShown() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", Self.create(idiom: "pad", orientation: "portrait"))
            #expect(created.json["window"]["root"]["children"][0]["viewLoaded"] == false)
            let shown = try api.post("/sessions/colors/controllers/split/set-display-mode", #"{"mode": "oneOverSecondary"}"#)
            #expect(
                shown.json["events"]
                    == .array(
                        Expected.events([
                            "master.viewDidLoad", "list.viewDidLoad", "master.viewWillAppear", "list.viewWillAppear",
                            "master.viewDidAppear", "list.viewDidAppear",
                        ])))
            let again = try api.post("/sessions/colors/set-display-mode", #"{"mode": "oneOverSecondary"}"#)
            #expect(again.json["revision"] == 2, "the mode in force: same revision")
            #expect(again.json["events"] == [])
        }
    }

    /// SC-08: selecting a colour on a pad replaces the detail in place; the list stays.
    @Test func sc08ShowDetailReplacesTheDetailOnAPad() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", Self.create(idiom: "pad", orientation: "landscapeLeft"))
            let shown = try api.post(
                "/sessions/colors/controllers/list/show-detail",
                #"{"controller": {"kind": "navigation", "id": "red-nav", "children": [{"kind": "view", "id": "red", "title": "redColor"}]}}"#
            )
            #expect(shown.status == 200)
            #expect(shown.json["resolvedAs"] == "replace-secondary")
            #expect(shown.json["window"]["root"]["children"].arrayValue.map { $0["id"] } == ["master", "red-nav"])
            #expect(shown.json["window"]["root"]["children"][0]["children"].arrayValue.map { $0["id"] } == ["list"])
            #expect(shown.json["visible"]["navigationBar"]["title"] == "redColor")
            #expect(shown.json["events"].arrayValue.suffix(2) == .init(Expected.events(["detail.deinit", "swatch.deinit"])))
        }
    }

    /// SC-09: the same split on a phone: collapsed onto the list (the placeholder detail is
    /// dropped), a row's detail pushed, titled after the row, with "Colors" to go back.
    @Test func sc09TheSameSplitOnAPhonePushesTheDetail() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", Self.create(idiom: "phone", orientation: "portrait", collapsing: false))
            #expect(created.status == 201)
            #expect(created.json["window"]["root"]["isCollapsed"] == true)
            #expect(
                created.json["window"]["root"]["children"] == [
                    Self.navigation("master", [Self.view("list", "Colors", on: true)], on: true)
                ])
            #expect(created.json["visible"]["navigationBar"] == Self.bar("master", "Colors"))

            let shown = try api.post(
                "/sessions/colors/controllers/list/show-detail", #"{"controller": {"kind": "view", "id": "red", "title": "redColor"}}"#)
            #expect(shown.json["resolvedAs"] == "push")
            #expect(
                shown.json["events"]
                    == .array(
                        Expected.events([
                            "red.willMoveToParent(master)", "red.viewDidLoad", "list.viewWillDisappear", "red.viewWillAppear",
                            "list.viewDidDisappear", "red.viewDidAppear", "red.didMoveToParent(master)",
                        ])))
            #expect(
                shown.json["window"]["root"]["children"] == [
                    Self.navigation(
                        "master", [Self.view("list", "Colors", on: false, loaded: true), Self.view("red", "redColor", on: true)], on: true)
                ])
            #expect(
                shown.json["visible"] == [
                    "path": ["split", "master", "red"], "top": "red", "navigationBar": Self.bar("master", "redColor", back: "Colors"),
                    "tabBar": nil, "pageIndicator": nil, "toolbar": ["hidden": true, "items": []],
                    "splitView": [
                        "owner": "split", "displayMode": "secondaryOnly", "isCollapsed": true,
                        "columns": [
                            ["column": "primary", "controller": "master", "navigationBar": Self.bar("master", "redColor", back: "Colors")]
                        ],
                    ],
                ])
            let back = try api.post("/sessions/colors/pop")
            #expect(back.json["visible"]["navigationBar"] == Self.bar("master", "Colors"))
        }
    }

    @Test func aBatchSaysWhatEachShowBecame() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", Self.create(idiom: "pad", orientation: "landscapeLeft"))
            let batch = try api.post(
                "/sessions/colors/actions",
                #"""
                {"actions": [{"action": "show", "controller": "swatch", "body": {"controller": {"kind": "view", "id": "more"}}},
                             {"action": "traits", "body": {"horizontalSizeClass": "compact"}},
                             {"action": "show-detail", "controller": "list", "body": {"controller": {"kind": "view", "id": "blue"}}}]}
                """#)
            #expect(batch.status == 200)
            #expect(batch.json["resolved"] == [["action": 0, "resolvedAs": "push"], ["action": 2, "resolvedAs": "push"]])
            #expect(batch.json["resolvedAs"] == nil)
        }
    }

    @Test func refusalsAnswerProblems() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", Self.create(idiom: "phone", orientation: "portrait"))
            let collapsed = try api.post("/sessions/colors/set-display-mode", #"{"mode": "oneOverSecondary"}"#)
            #expect(collapsed.status == 409)
            #expect(collapsed.json["type"] == "split-view-controller-collapsed")
            let badMode = try api.post("/sessions/colors/set-display-mode", #"{"mode": "sideways"}"#)
            #expect(badMode.status == 400)
            #expect(badMode.json["detail"].stringValue?.contains("'primaryOverlay'") == true)
            let pushed = try api.post("/sessions/colors/push", #"{"controller": {"kind": "split", "children": [{"kind": "view"}]}}"#)
            #expect(pushed.status == 422)
            #expect(pushed.json["type"] == "pushing-split-view-controller")
            #expect(
                pushed.json["uikit"].stringValue?.hasPrefix("Split View Controllers cannot be pushed to a Navigation Controller") == true)
            let empty = try api.post("/sessions", #"{"root": {"kind": "split", "children": []}}"#)
            #expect(empty.status == 422)
            #expect(empty.json["type"] == "split-without-primary")
            let three = try api.post(
                "/sessions", #"{"root": {"kind": "split", "children": [{"kind": "view"}, {"kind": "view"}, {"kind": "view"}]}}"#)
            #expect(three.json["type"] == "too-many-columns")
            let fraction = try api.post(
                "/sessions", #"{"root": {"kind": "split", "preferredPrimaryColumnWidthFraction": 2, "children": [{"kind": "view"}]}}"#)
            #expect(fraction.status == 400)
            let misplaced = try api.post("/sessions", #"{"root": {"kind": "view", "preferredDisplayMode": "automatic"}}"#)
            #expect(misplaced.json["type"] == "field-not-applicable")
        }
    }
}

/// Popovers over HTTP: the anchor, a tap outside, passthrough, adaptation.
@Suite struct PopoverHTTPTests {
    private static let create = #"""
        {"id": "pop", "traits": {"idiom": "pad"}, "root": {"kind": "navigation", "id": "nav", "children": [
          {"kind": "view", "id": "list", "title": "List", "navigationItem": {"rightItems": [{"systemItem": "action"}]}}]}}
        """#
    private static let share = #"""
        {"controller": {"kind": "view", "id": "share", "modalPresentationStyle": "popover",
          "popoverPresentation": {"sourceController": "list", "barButtonItem": {"bar": "right", "systemItem": "action"},
                                  "permittedArrowDirections": ["up", "down"], "passthroughControllers": ["nav"]}}}
        """#

    @Test func aTapOutsideDismissesUnlessItLandsOnAPassthroughController() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", Self.create)
            let shown = try api.post("/sessions/pop/present", Self.share)
            #expect(shown.status == 200)
            #expect(
                shown.json["events"] == [
                    ["call": "share.viewDidLoad", "controller": "share", "callback": "viewDidLoad"],
                    [
                        "call": "share.viewWillAppear(true, isBeingPresented)", "controller": "share", "callback": "viewWillAppear",
                        "animated": true, "isBeingPresented": true,
                    ],
                    [
                        "call": "share.viewDidAppear(true, isBeingPresented)", "controller": "share", "callback": "viewDidAppear",
                        "animated": true, "isBeingPresented": true,
                    ],
                ])
            let presented = shown.json["window"]["root"]["presented"]
            #expect(presented["presentation"]["effectiveStyle"] == "popover")
            #expect(
                presented["popoverPresentation"] == [
                    "sourceController": "list", "barButtonItem": ["bar": "right", "systemItem": "action"],
                    "permittedArrowDirections": ["up", "down"], "passthroughControllers": ["nav"],
                ])
            #expect(shown.json["visible"]["path"] == ["nav", "list", "share"], "the presenter stays on screen")

            let through = try api.post("/sessions/pop/dismiss", #"{"reason": "outside", "tappedController": "list"}"#)
            #expect(through.status == 200)
            #expect(through.json["revision"] == 2, "the tap went to the passthrough navigation controller")
            #expect(through.json["events"] == [])

            let outside = try api.post("/sessions/pop/dismiss", #"{"reason": "outside"}"#)
            #expect(
                outside.json["events"] == [
                    [
                        "call": "share.viewWillDisappear(true, isBeingDismissed)", "controller": "share", "callback": "viewWillDisappear",
                        "animated": true, "isBeingDismissed": true,
                    ],
                    [
                        "call": "share.viewDidDisappear(true, isBeingDismissed)", "controller": "share", "callback": "viewDidDisappear",
                        "animated": true, "isBeingDismissed": true,
                    ],
                    ["call": "share.deinit", "controller": "share", "callback": "deinit"],
                ])
            let nothing = try api.post("/sessions/pop/dismiss", #"{"reason": "outside"}"#)
            #expect(nothing.status == 409)
            #expect(nothing.json["type"] == "not-a-popover")
            let misplaced = try api.post("/sessions/pop/dismiss", #"{"tappedController": "list"}"#)
            #expect(misplaced.status == 400)
        }
    }

    @Test func anchorsAreChecked() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", Self.create)
            let none = try api.post("/sessions/pop/present", #"{"controller": {"kind": "view", "modalPresentationStyle": "popover"}}"#)
            #expect(none.status == 422)
            #expect(none.json["type"] == "popover-needs-anchor")
            let missing = try api.post(
                "/sessions/pop/present",
                #"{"controller": {"kind": "view", "modalPresentationStyle": "popover", "popoverPresentation": {"sourceController": "list", "barButtonItem": {"bar": "left", "index": 0}}}}"#
            )
            #expect(missing.status == 409)
            #expect(missing.json["type"] == "popover-anchor-unavailable")
            let both = try api.post(
                "/sessions/pop/present",
                #"{"controller": {"kind": "view", "popoverPresentation": {"sourceController": "list", "barButtonItem": {"bar": "left", "index": 0}, "sourceRect": {"x": 0, "y": 0, "width": 1, "height": 1}}}}"#
            )
            #expect(both.status == 400)
            // A compact width makes it a sheet; the delegate may keep it a popover.
            try api.request("PUT", "/sessions/pop/traits", json: #"{"horizontalSizeClass": "compact"}"#)
            let sheet = try api.post(
                "/sessions/pop/present", #"{"controller": {"kind": "view", "id": "s", "modalPresentationStyle": "popover"}}"#)
            #expect(sheet.json["window"]["root"]["presented"]["presentation"]["effectiveStyle"] == "pageSheet")
            let back = try api.request("PUT", "/sessions/pop/traits", json: #"{"horizontalSizeClass": null}"#)
            #expect(back.status == 422, "a regular width would show it as a popover without an anchor")
            #expect(back.json["type"] == "popover-needs-anchor")
        }
    }
}

/// Seed 004's View Switcher over HTTP, with an exact snapshot: a root container swapping two
/// content controllers, the second created lazily on the first switch.
@Suite struct ContainerHTTPTests {
    private static func node(_ id: String, _ title: String, on screen: Bool) -> JSONValue {
        [
            "id": .string(id), "kind": "view", "class": "UIViewController", "title": .string(title),
            "appearance": screen ? "appeared" : "disappeared", "viewLoaded": true, "children": [], "presented": nil,
        ]
    }

    @Test func theViewSwitcherCreatesTheSecondChildOnItsFirstSwitch() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post(
                "/sessions",
                #"""
                {"id": "switcher", "root": {"kind": "container", "id": "root", "class": "SwitchViewController",
                  "children": [{"kind": "view", "id": "blue", "title": "Blue"}]}}
                """#)
            #expect(created.status == 201)
            // The first switch: the yellow controller is created and swapped in (CON-5).
            let switched = try api.post(
                "/sessions/switcher/transition",
                #"{"from": "blue", "to": {"kind": "view", "id": "yellow", "title": "Yellow"}, "options": "flipFromRight", "duration": 0.5}"#
            )
            #expect(
                switched.json == [
                    "session": "switcher", "revision": 2,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "root", "kind": "container", "class": "SwitchViewController", "title": nil, "appearance": "appeared",
                            "viewLoaded": true, "shown": ["yellow"], "awaitingDidMove": [], "released": [],
                            "children": [Self.node("yellow", "Yellow", on: true)], "presented": nil,
                        ]
                    ],
                    "visible": [
                        "path": ["root", "yellow"], "top": "yellow", "navigationBar": nil, "tabBar": nil, "pageIndicator": nil,
                        "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                    "events": .array(
                        Expected.events([
                            "blue.willMoveToParent(nil)", "yellow.willMoveToParent(root)", "yellow.viewDidLoad", "blue.viewWillDisappear",
                            "yellow.viewWillAppear", "blue.viewDidDisappear", "yellow.viewDidAppear", "blue.didMoveToParent(nil)",
                            "yellow.didMoveToParent(root)", "blue.deinit",
                        ])),
                ])
            let refused = try api.post("/sessions/switcher/transition", #"{"from": "blue", "to": "yellow"}"#)
            #expect(refused.status == 404, "blue was released")
            let strangers = try api.post("/sessions/switcher/transition", #"{"from": "yellow", "to": "yellow"}"#)
            #expect(strangers.status == 422)
            #expect(strangers.json["type"] == "no-common-parent")
            #expect(strangers.json["uikit"].stringValue?.hasPrefix("NSInvalidArgumentException: Children view controllers") == true)
        }
    }

    /// Seed 004 with its memory policy (docs/uikit-rules.md): switch, switch back (the same
    /// instance), a memory warning releases the hidden child, the next switch builds it again (a
    /// new load).
    @Test func theViewSwitcherReleasesItsHiddenChildAndRebuildsItOnTheNextSwitch() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var window: JSONValue = nil
        try store.serve { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"""
                {"id": "switcher", "root": {"kind": "container", "id": "root", "class": "SwitchViewController",
                  "releasesHiddenChildrenOnMemoryWarning": true, "shown": ["blue"],
                  "children": [{"kind": "view", "id": "blue", "title": "Blue"}, {"kind": "view", "id": "yellow", "title": "Yellow"}]}}
                """#)
            try api.post("/sessions/switcher/transition", #"{"from": "blue", "to": "yellow", "options": "flipFromRight"}"#)
            let back = try api.post("/sessions/switcher/transition", #"{"from": "yellow", "to": "blue", "options": "flipFromLeft"}"#)
            #expect(
                back.json["events"]
                    == .array(
                        Expected.events([
                            "yellow.viewWillDisappear", "blue.viewWillAppear", "yellow.viewDidDisappear", "blue.viewDidAppear",
                        ])), "the same blue: no load")
            let warned = try api.post("/sessions/switcher/memory-warning")
            #expect(
                warned.json["events"]
                    == .array(
                        Expected.events([
                            "root.didReceiveMemoryWarning", "yellow.willMoveToParent(nil)", "yellow.didMoveToParent(nil)", "yellow.deinit",
                            "blue.didReceiveMemoryWarning",
                        ])))
            #expect(warned.json["window"]["root"]["released"] == ["yellow"])
            let taken = try api.post("/sessions/switcher/add-child", #"{"controller": {"kind": "view", "id": "yellow"}}"#)
            #expect(taken.status == 409)
            #expect(taken.json["type"] == "id-held-for-released-child")
            #expect(taken.json["revision"] == 4, "refused: nothing changed")
            let rebuilt = try api.post("/sessions/switcher/transition", #"{"from": "blue", "to": "yellow", "options": "flipFromRight"}"#)
            #expect(
                rebuilt.json == [
                    "session": "switcher", "revision": 5,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "root", "kind": "container", "class": "SwitchViewController", "title": nil, "appearance": "appeared",
                            "viewLoaded": true, "shown": ["yellow"], "awaitingDidMove": [], "released": [],
                            "releasesHiddenChildrenOnMemoryWarning": true,
                            "children": [Self.node("blue", "Blue", on: false), Self.node("yellow", "Yellow", on: true)], "presented": nil,
                        ]
                    ],
                    "visible": [
                        "path": ["root", "yellow"], "top": "yellow", "navigationBar": nil, "tabBar": nil, "pageIndicator": nil,
                        "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                    "events": .array(
                        Expected.events([
                            "yellow.willMoveToParent(root)", "yellow.viewDidLoad", "blue.viewWillDisappear", "yellow.viewWillAppear",
                            "blue.viewDidDisappear", "yellow.viewDidAppear", "yellow.didMoveToParent(root)",
                        ])),
                ])
            try api.post("/sessions/switcher/memory-warning")
            window = try api.get("/sessions/switcher").json["window"]
            #expect(window["root"]["released"] == ["blue"])
            let exported = try api.get("/sessions/switcher/export")
            #expect(exported.json["released"]["root"][0]["id"] == "blue")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            #expect(imported.json["window"]["root"]["released"] == ["blue"])
            let stray = exported.text.replacingOccurrences(
                of: #""released":{"#, with: #""released":{"nowhere":[{"kind":"view","id":"zz"}],"#)
            let refused = try api.post("/sessions", #"{"id": "stray", "import": \#(stray)}"#)
            #expect(refused.status == 400, "a released entry under no container is not dropped unseen")
            #expect(refused.json["detail"] == "import.released: 'nowhere' names no custom container of the document.")
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/switcher").json["window"] == window, "the store keeps released children")
        }
    }

    /// A container that does not forward appearance: its children appear when the client says.
    @Test func aManualContainersChildrenAppearWhenTheClientSays() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"""
                {"id": "cards", "root": {"kind": "container", "id": "deck", "automaticallyForwardsAppearance": false,
                  "children": [{"kind": "view", "id": "front"}]}}
                """#)
            #expect(try api.get("/sessions/cards").json["window"]["root"]["children"][0]["appearance"] == "disappeared")
            let unbalanced = try api.post("/sessions/cards/end-appearance", #"{"child": "front"}"#)
            #expect(unbalanced.status == 409)
            #expect(unbalanced.json["type"] == "unbalanced-appearance-transition")
            #expect(unbalanced.json["revision"] == 1)
            let began = try api.post("/sessions/cards/controllers/deck/begin-appearance", #"{"child": "front", "appearing": true}"#)
            #expect(began.json["events"] == .array(Expected.events(["front.viewWillAppear"])), "loaded with the container")
            #expect(began.json["window"]["root"]["children"][0]["appearance"] == "appearing")
            let ended = try api.post("/sessions/cards/actions", #"{"actions": [{"action": "end-appearance", "body": {"child": "front"}}]}"#)
            #expect(ended.status == 200, "\(ended.text)")
            #expect(try api.get("/sessions/cards").json["window"]["root"]["children"][0]["appearance"] == "appeared")
            let patched = try api.request("PATCH", "/sessions/cards/controllers/deck", json: #"{"automaticallyForwardsAppearance": true}"#)
            #expect(patched.status == 422)
            #expect(patched.json["type"] == "immutable-field")
            let body = try api.post("/sessions/cards/begin-appearance", #"{"child": "front"}"#)
            #expect(body.status == 400, "appearing is required")
            let stranger = try api.post("/sessions/cards/controllers/deck/end-appearance", #"{"child": "deck"}"#)
            #expect(stranger.status == 409)
            #expect(stranger.json["type"] == "not-a-child")
            #expect(stranger.json["revision"] == 3, "refused: nothing changed")
            try api.post(
                "/sessions", #"{"id": "auto", "root": {"kind": "container", "id": "box", "children": [{"kind": "view", "id": "inside"}]}}"#)
            let forwarding = try api.post("/sessions/auto/begin-appearance", #"{"child": "inside", "appearing": false}"#)
            #expect(forwarding.status == 409)
            #expect(forwarding.json["type"] == "appearance-forwarded-automatically")
            #expect(forwarding.json["revision"] == 1, "refused: nothing changed")
        }
    }
}

@Suite struct MemoryWarningHTTPTests {
    @Test func aMemoryWarningReachesEveryLoadedControllerAndIsOneRevision() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions", #"{"id": "m", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#)
            try api.post("/sessions/m/push", #"{"controller": {"kind": "view", "id": "b"}}"#)
            let warned = try api.post("/sessions/m/memory-warning")
            #expect(warned.status == 200)
            #expect(warned.json["revision"] == 3)
            #expect(
                warned.json["events"] == [
                    ["call": "nav.didReceiveMemoryWarning", "controller": "nav", "callback": "didReceiveMemoryWarning"],
                    ["call": "a.didReceiveMemoryWarning", "controller": "a", "callback": "didReceiveMemoryWarning"],
                    ["call": "b.didReceiveMemoryWarning", "controller": "b", "callback": "didReceiveMemoryWarning"],
                ])
            #expect(try api.post("/sessions/m/memory-warning", "{}").status == 200)
            let fields = try api.post("/sessions/m/memory-warning", #"{"level": 2}"#)
            #expect(fields.status == 400)
            let batch = try api.post("/sessions/m/actions", #"{"actions": [{"action": "pop"}, {"action": "memory-warning"}]}"#)
            #expect(
                batch.json["events"].arrayValue.last
                    == ["call": "a.didReceiveMemoryWarning", "controller": "a", "callback": "didReceiveMemoryWarning", "action": 1])
            let targeted = try api.post("/sessions/m/actions", #"{"actions": [{"action": "memory-warning", "controller": "a"}]}"#)
            #expect(targeted.status == 400)
        }
    }
}
