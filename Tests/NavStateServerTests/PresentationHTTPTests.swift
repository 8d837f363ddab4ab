import NavigationModel
import Testing

@Suite struct PresentationHTTPTests {
    private let presented: JSONValue = [
        "id": "info", "kind": "view", "class": "UIViewController", "title": "Info", "appearance": "appeared",
        "viewLoaded": true, "modalPresentationStyle": "fullScreen", "modalTransitionStyle": "flipHorizontal",
        "presentation": [
            "presentingViewController": "nav", "requestedStyle": "fullScreen", "effectiveStyle": "fullScreen",
            "transitionStyle": "flipHorizontal", "coversPresenter": true,
        ],
        "children": [], "presented": nil,
    ]

    /// A popover names its source and passthrough controllers by id: text that is no id is
    /// refused where it is read (an import once carried `""` into every answer), and the
    /// session is left as it was.
    @Test(arguments: [
        (#"{"sourceController": ""}"#, "controller.popoverPresentation.sourceController"),
        (
            #"{"sourceController": "nav", "passthroughControllers": ["root", "a b"]}"#,
            "controller.popoverPresentation.passthroughControllers[1]"
        ),
    ])
    func popoverReferencesThatAreNoIdsAreRefused(popover: String, field: String) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s")
            let refused = try api.post(
                "/sessions/s/present",
                #"{"controller": {"kind": "view", "modalPresentationStyle": "popover", "popoverPresentation": \#(popover)}}"#)
            #expect(refused.status == 400)
            #expect(refused.problemType == "invalid-body")
            #expect(refused.json["detail"].stringValue?.hasPrefix(field + ":") == true, "\(refused.text)")
            #expect(try api.revision("s") == 1)
        }
    }

    @Test func fullScreenPresentAndDismissAnswerExactSnapshotsAndEvents() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("m", stack: ["root"])
            let shown = try api.post(
                "/sessions/m/present",
                #"{"controller": {"kind": "view", "id": "info", "title": "Info", "modalPresentationStyle": "fullScreen", "modalTransitionStyle": "flipHorizontal"}}"#
            )
            #expect(shown.status == 200)
            #expect(
                shown.json == [
                    "session": "m", "revision": 2,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "nav", "kind": "navigation", "class": "UINavigationController", "title": nil,
                            "appearance": "disappeared", "viewLoaded": true, "topViewController": "root",
                            "navigationBarHidden": false, "toolbarHidden": true,
                            "children": [
                                [
                                    "id": "root", "kind": "view", "class": "UIViewController", "title": "ROOT",
                                    "appearance": "disappeared", "viewLoaded": true, "children": [], "presented": nil,
                                ]
                            ],
                            "presented": presented,
                        ]
                    ],
                    "visible": [
                        "path": ["info"], "top": "info", "navigationBar": nil, "tabBar": nil, "pageIndicator": nil,
                        "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                    "events": [
                        ["call": "info.viewDidLoad", "controller": "info", "callback": "viewDidLoad"],
                        ["call": "nav.viewWillDisappear(true)", "controller": "nav", "callback": "viewWillDisappear", "animated": true],
                        ["call": "root.viewWillDisappear(true)", "controller": "root", "callback": "viewWillDisappear", "animated": true],
                        [
                            "call": "info.viewWillAppear(true, isBeingPresented)", "controller": "info", "callback": "viewWillAppear",
                            "animated": true, "isBeingPresented": true,
                        ],
                        ["call": "nav.viewDidDisappear(true)", "controller": "nav", "callback": "viewDidDisappear", "animated": true],
                        ["call": "root.viewDidDisappear(true)", "controller": "root", "callback": "viewDidDisappear", "animated": true],
                        [
                            "call": "info.viewDidAppear(true, isBeingPresented)", "controller": "info", "callback": "viewDidAppear",
                            "animated": true, "isBeingPresented": true,
                        ],
                    ],
                ])

            let gone = try api.post("/sessions/m/dismiss")
            #expect(gone.status == 200)
            #expect(
                gone.json
                    == Expected.navigationSnapshot(
                        session: "m", revision: 3, stack: ["root"],
                        events: [
                            [
                                "call": "info.viewWillDisappear(true, isBeingDismissed)", "controller": "info",
                                "callback": "viewWillDisappear", "animated": true, "isBeingDismissed": true,
                            ],
                            ["call": "nav.viewWillAppear(true)", "controller": "nav", "callback": "viewWillAppear", "animated": true],
                            ["call": "root.viewWillAppear(true)", "controller": "root", "callback": "viewWillAppear", "animated": true],
                            [
                                "call": "info.viewDidDisappear(true, isBeingDismissed)", "controller": "info",
                                "callback": "viewDidDisappear", "animated": true, "isBeingDismissed": true,
                            ],
                            ["call": "nav.viewDidAppear(true)", "controller": "nav", "callback": "viewDidAppear", "animated": true],
                            ["call": "root.viewDidAppear(true)", "controller": "root", "callback": "viewDidAppear", "animated": true],
                            ["call": "info.deinit", "controller": "info", "callback": "deinit"],
                        ]))
        }
    }

    @Test func sheetPresentAndDismissLeaveThePresenterOnScreen() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"{"id": "p", "traits": {"idiom": "pad"}, "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "root", "title": "ROOT"}]}}"#
            )
            let shown = try api.post(
                "/sessions/p/present",
                #"{"controller": {"kind": "navigation", "id": "form", "modalPresentationStyle": "formSheet", "children": [{"kind": "view", "id": "edit", "title": "Edit"}]}}"#
            )
            #expect(
                shown.json["events"]
                    == .array(
                        Expected.events([
                            "edit.willMoveToParent(form)", "form.viewDidLoad", "edit.viewDidLoad", "form.viewWillAppear",
                            "edit.viewWillAppear", "form.viewDidAppear", "edit.viewDidAppear", "edit.didMoveToParent(form)",
                        ]).map { event in
                            guard case .object(var fields) = event, fields["controller"] == "form", fields["animated"] != nil else {
                                return event
                            }
                            fields["isBeingPresented"] = true
                            fields["call"] = .string("form.\(fields["callback"]?.stringValue ?? "")(true, isBeingPresented)")
                            return .object(fields)
                        }))
            #expect(shown.json["visible"]["path"] == ["nav", "root", "form", "edit"])
            #expect(shown.json["window"]["root"]["appearance"] == "appeared")
            #expect(shown.json["window"]["root"]["presented"]["presentation"]["effectiveStyle"] == "formSheet")
            #expect(shown.json["visible"]["navigationBar"]["owner"] == "form")

            let pushed = try api.post("/sessions/p/push", #"{"controller": {"kind": "view", "id": "more", "title": "More"}}"#)
            #expect(pushed.json["visible"]["path"] == ["nav", "root", "form", "more"])

            let gone = try api.post("/sessions/p/controllers/more/dismiss", #"{"animated": false}"#)
            #expect(
                gone.json["events"] == [
                    [
                        "call": "form.viewWillDisappear(false, isBeingDismissed)", "controller": "form", "callback": "viewWillDisappear",
                        "animated": false, "isBeingDismissed": true,
                    ],
                    ["call": "more.viewWillDisappear(false)", "controller": "more", "callback": "viewWillDisappear", "animated": false],
                    [
                        "call": "form.viewDidDisappear(false, isBeingDismissed)", "controller": "form", "callback": "viewDidDisappear",
                        "animated": false, "isBeingDismissed": true,
                    ],
                    ["call": "more.viewDidDisappear(false)", "controller": "more", "callback": "viewDidDisappear", "animated": false],
                    ["call": "form.deinit", "controller": "form", "callback": "deinit"],
                    ["call": "edit.deinit", "controller": "edit", "callback": "deinit"],
                    ["call": "more.deinit", "controller": "more", "callback": "deinit"],
                ])
            #expect(gone.json["visible"]["path"] == ["nav", "root"])
            #expect(gone.json["window"]["root"]["presented"] == nil)
            #expect(try api.get("/sessions/p/controllers/form").status == 404, "dismissed controllers are released")
        }
    }

    @Test func sheetOnAPhoneAnswersAnExactSnapshot() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["root"])
            let shown = try api.post("/sessions/s/present", #"{"controller": {"kind": "view", "id": "card", "title": "Card"}}"#)
            #expect(
                shown.json == [
                    "session": "s", "revision": 2,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "nav", "kind": "navigation", "class": "UINavigationController", "title": nil,
                            "appearance": "appeared", "viewLoaded": true, "topViewController": "root",
                            "navigationBarHidden": false, "toolbarHidden": true,
                            "children": [
                                [
                                    "id": "root", "kind": "view", "class": "UIViewController", "title": "ROOT",
                                    "appearance": "appeared", "viewLoaded": true, "children": [], "presented": nil,
                                ]
                            ],
                            "presented": [
                                "id": "card", "kind": "view", "class": "UIViewController", "title": "Card", "appearance": "appeared",
                                "viewLoaded": true,
                                "presentation": [
                                    "presentingViewController": "nav", "requestedStyle": "automatic", "effectiveStyle": "pageSheet",
                                    "transitionStyle": "coverVertical", "coversPresenter": false,
                                    "sheet": ["detent": "large", "dimmed": true, "grabberVisible": false],
                                ],
                                "children": [], "presented": nil,
                            ],
                        ]
                    ],
                    "visible": [
                        "path": ["nav", "root", "card"], "top": "card", "navigationBar": nil, "tabBar": nil, "pageIndicator": nil,
                        "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                    "events": [
                        ["call": "card.viewDidLoad", "controller": "card", "callback": "viewDidLoad"],
                        [
                            "call": "card.viewWillAppear(true, isBeingPresented)", "controller": "card", "callback": "viewWillAppear",
                            "animated": true, "isBeingPresented": true,
                        ],
                        [
                            "call": "card.viewDidAppear(true, isBeingPresented)", "controller": "card", "callback": "viewDidAppear",
                            "animated": true, "isBeingPresented": true,
                        ],
                    ],
                ])
            let gone = try api.post("/sessions/s/dismiss")
            #expect(
                gone.json
                    == Expected.navigationSnapshot(
                        session: "s", revision: 3, stack: ["root"],
                        events: [
                            [
                                "call": "card.viewWillDisappear(true, isBeingDismissed)", "controller": "card",
                                "callback": "viewWillDisappear", "animated": true, "isBeingDismissed": true,
                            ],
                            [
                                "call": "card.viewDidDisappear(true, isBeingDismissed)", "controller": "card",
                                "callback": "viewDidDisappear", "animated": true, "isBeingDismissed": true,
                            ],
                            ["call": "card.deinit", "controller": "card", "callback": "deinit"],
                        ]))
        }
    }

    @Test(arguments: [
        HTTPRefusal("POST", "/sessions/r/present", #"{"controller": "a"}"#, 409, "presenting-active-controller"),
        HTTPRefusal("POST", "/sessions/r/controllers/a/present", #"{"controller": {"kind": "view"}}"#, 409, "not-in-window-hierarchy"),
        HTTPRefusal(
            "POST", "/sessions/r/present",
            #"{"controller": {"kind": "view", "modalPresentationStyle": "formSheet", "modalTransitionStyle": "partialCurl"}}"#,
            422, "partial-curl-requires-full-screen"),
        HTTPRefusal("POST", "/sessions/r/dismiss", nil, 409, "nothing-to-dismiss"),
        HTTPRefusal("POST", "/sessions/r/present", #"{}"#, 400, "invalid-body"),
    ])
    func presentationRefusalsAnswerTheirProblem(_ refusal: HTTPRefusal) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r", stack: ["a", "b"])
            try api.expectRefused(refusal, session: "r")
        }
    }

    @Test func aPartialCurlPresentationCannotPresent() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("c", stack: ["a"])
            let curl = try api.post(
                "/sessions/c/present",
                #"{"controller": {"kind": "view", "id": "curl", "modalPresentationStyle": "fullScreen", "modalTransitionStyle": "partialCurl"}}"#
            )
            #expect(curl.status == 200)
            try api.expectRefused(
                HTTPRefusal("POST", "/sessions/c/present", #"{"controller": {"kind": "view"}}"#, 409, "partial-curl-cannot-present"),
                session: "c")
        }
    }

    @Test func presentingTwiceIsRefusedAndTheTextViewShowsThePresentation() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("t", stack: ["a"])
            try api.post("/sessions/t/present", #"{"controller": {"kind": "view", "id": "sheet", "title": "Sheet"}}"#)
            let again = try api.post("/sessions/t/controllers/a/present", #"{"controller": {"kind": "view"}}"#)
            #expect(again.status == 409)
            #expect(again.problemType == "already-presenting")
            #expect(again.json["revision"] == 2)
            #expect(
                try api.get("/sessions/t?format=text").text == """
                    <UINavigationController nav>, state: appeared, view: <UILayoutContainerView>
                       | <UIViewController a>, state: appeared, view: <UIView>, title: "A"
                       + <UIViewController sheet>, state: appeared, view: <UIView>, title: "Sheet", presented with: pageSheet

                    """)
        }
    }
}
