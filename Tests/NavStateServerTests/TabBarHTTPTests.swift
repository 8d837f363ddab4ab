import NavigationModel
import Testing

@Suite struct TabBarHTTPTests {
    private let createBody = #"""
        {"id": "t", "root": {"kind": "tabBar", "id": "tabs", "children": [
          {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox", "title": "Inbox"}]},
          {"kind": "navigation", "id": "news", "children": [{"kind": "view", "id": "feed", "title": "Feed"}]}]}}
        """#

    @Test func switchesAndPushesInTwoTabsAnswerExactEventsAndSnapshots() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", createBody)
            #expect(created.status == 201)
            #expect(
                created.json["events"]
                    == .array(
                        Expected.events(
                            [
                                // Built inside out, as app code does: each navigation controller around its root,
                                // then the tabs into the tab bar controller.
                                "inbox.willMoveToParent(mail)", "mail.willMoveToParent(tabs)", "feed.willMoveToParent(news)",
                                "news.willMoveToParent(tabs)", "tabs.viewDidLoad", "mail.viewDidLoad", "inbox.viewDidLoad",
                                "tabs.viewWillAppear", "mail.viewWillAppear", "inbox.viewWillAppear", "tabs.viewDidAppear",
                                "mail.viewDidAppear", "inbox.viewDidAppear", "inbox.didMoveToParent(mail)", "mail.didMoveToParent(tabs)",
                                "feed.didMoveToParent(news)", "news.didMoveToParent(tabs)",
                            ], animated: false)))

            let push1 = try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "msg", "title": "Lunch?"}}"#)
            #expect(
                push1.json["events"]
                    == .array(
                        Expected.events([
                            "msg.willMoveToParent(mail)", "msg.viewDidLoad", "inbox.viewWillDisappear", "msg.viewWillAppear",
                            "inbox.viewDidDisappear", "msg.viewDidAppear", "msg.didMoveToParent(mail)",
                        ])))

            let toNews = try api.post("/sessions/t/select-tab", #"{"index": 1}"#)
            #expect(
                toNews.json["events"]
                    == .array(
                        Expected.events([
                            "news.viewDidLoad", "feed.viewDidLoad", "mail.viewWillDisappear", "msg.viewWillDisappear",
                            "news.viewWillAppear", "feed.viewWillAppear", "mail.viewDidDisappear", "msg.viewDidDisappear",
                            "news.viewDidAppear", "feed.viewDidAppear",
                        ])))

            let push2 = try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "story", "title": "Story"}}"#)
            #expect(push2.json["visible"]["path"] == ["tabs", "news", "story"])
            #expect(push2.json["visible"]["navigationBar"]["backButtonTitle"] == "Feed")

            let back = try api.post("/sessions/t/select-tab", #"{"controller": "mail", "animated": false}"#)
            #expect(
                back.json["events"]
                    == .array(
                        Expected.events(
                            [
                                "news.viewWillDisappear", "story.viewWillDisappear", "mail.viewWillAppear", "msg.viewWillAppear",
                                "news.viewDidDisappear", "story.viewDidDisappear", "mail.viewDidAppear", "msg.viewDidAppear",
                            ], animated: false)))
            #expect(back.json["revision"] == 5)

            let view: (String, String?, Bool, Bool) -> JSONValue = { id, title, appeared, loaded in
                [
                    "id": .string(id), "kind": "view", "class": "UIViewController", "title": title.map(JSONValue.string) ?? nil,
                    "appearance": appeared ? "appeared" : "disappeared", "viewLoaded": .bool(loaded), "children": [], "presented": nil,
                ]
            }
            let navigation: (String, [JSONValue], String, Bool) -> JSONValue = { id, children, top, appeared in
                [
                    "id": .string(id), "kind": "navigation", "class": "UINavigationController", "title": nil,
                    "appearance": appeared ? "appeared" : "disappeared", "viewLoaded": true, "topViewController": .string(top),
                    "navigationBarHidden": false, "toolbarHidden": true, "children": .array(children), "presented": nil,
                ]
            }
            let snapshot = try api.get("/sessions/t").json
            #expect(
                snapshot == [
                    "session": "t", "revision": 5,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "tabs", "kind": "tabBar", "class": "UITabBarController", "title": nil, "appearance": "appeared",
                            "viewLoaded": true, "selectedIndex": 0, "selectedViewController": "mail", "customizable": ["mail", "news"],
                            "moreNavigationController": nil,
                            "children": [
                                navigation("mail", [view("inbox", "Inbox", false, true), view("msg", "Lunch?", true, true)], "msg", true),
                                navigation(
                                    "news", [view("feed", "Feed", false, true), view("story", "Story", false, true)], "story", false),
                            ],
                            "presented": nil,
                        ]
                    ],
                    "visible": [
                        "path": ["tabs", "mail", "msg"], "top": "msg",
                        "navigationBar": [
                            "owner": "mail", "hidden": false, "title": "Lunch?", "prompt": nil,
                            "backButtonTitle": "Inbox", "leftItems": [], "rightItems": [],
                        ],
                        "tabBar": [
                            "owner": "tabs", "hidden": false, "selectedItem": "mail", "showsMore": false,
                            "items": [
                                ["id": "mail", "title": "Inbox", "image": nil, "badgeValue": nil, "tag": 0],
                                ["id": "news", "title": "Feed", "image": nil, "badgeValue": nil, "tag": 0],
                            ],
                        ],
                        "pageIndicator": nil,
                        "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                ])

            let popBack = try api.post("/sessions/t/pop")
            #expect(popBack.json["visible"]["path"] == ["tabs", "mail", "inbox"])
            #expect(try api.get("/sessions/t/controllers/news").json["controller"]["topViewController"] == "story")
        }
    }

    @Test func reselectingKeepsTheRevisionUnlessItPopsToRoot() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBody)
            try api.post("/sessions/t/push", #"{"controller": {"kind": "view", "id": "msg"}}"#)
            let same = try api.post("/sessions/t/select-tab", #"{"index": 0}"#)
            #expect(same.status == 200)
            #expect(same.json["events"] == [])
            #expect(same.header("ETag") == "\"2\"")
            let pops = try api.post("/sessions/t/select-tab", #"{"index": 0, "popToRootOnReselect": true}"#)
            #expect(pops.json["revision"] == 3)
            #expect(pops.json["visible"]["path"] == ["tabs", "mail", "inbox"])
        }
    }

    @Test func sixTabsOnAPhoneShowFourAndMore() throws {
        try withNavState { server in
            let api = try server.client()
            let tabs = (1...6).map { #"{"kind": "view", "id": "tab\#($0)", "title": "Tab \#($0)"}"# }.joined(separator: ",")
            let created = try api.post("/sessions", #"{"id": "six", "root": {"kind": "tabBar", "id": "tabs", "children": [\#(tabs)]}}"#)
            #expect(
                created.json["visible"]["tabBar"]["items"].arrayValue.map { $0["id"] } == ["tab1", "tab2", "tab3", "tab4", "tabs.more"])
            #expect(
                created.json["window"]["root"]["moreNavigationController"] == [
                    "id": "tabs.more", "list": ["tab5", "tab6"], "topViewController": nil,
                ])
            let more = try api.post("/sessions/six/select-tab", #"{"more": true}"#)
            #expect(more.json["window"]["root"]["selectedIndex"] == nil)
            #expect(more.json["window"]["root"]["selectedViewController"] == "tabs.more")
            let sixth = try api.post("/sessions/six/select-tab", #"{"controller": "tab6"}"#)
            #expect(sixth.json["window"]["root"]["moreNavigationController"]["topViewController"] == "tab6")
            #expect(sixth.json["visible"]["navigationBar"]["owner"] == "tabs.more")
            #expect(sixth.json["visible"]["navigationBar"]["backButtonTitle"] == "More")
            let reordered = try api.post("/sessions/six/reorder-tabs", #"{"order": ["tab6", "tab2", "tab3", "tab4", "tab5", "tab1"]}"#)
            #expect(reordered.json["visible"]["tabBar"]["selectedItem"] == "tab6")
            #expect(reordered.json["window"]["root"]["selectedIndex"] == 0)
        }
    }

    @Test(arguments: [
        HTTPRefusal("POST", "/sessions/t/select-tab", #"{"index": 7}"#, 422, "tab-index-out-of-range"),
        HTTPRefusal("POST", "/sessions/t/select-tab", #"{"controller": "inbox"}"#, 409, "not-a-tab"),
        HTTPRefusal("POST", "/sessions/t/select-tab", #"{"more": true}"#, 409, "not-a-tab"),
        HTTPRefusal("POST", "/sessions/t/select-tab", #"{"index": 0, "controller": "mail"}"#, 400, "invalid-body"),
        HTTPRefusal("POST", "/sessions/t/select-tab", #"{}"#, 400, "invalid-body"),
        HTTPRefusal("POST", "/sessions/t/reorder-tabs", #"{"order": ["mail"]}"#, 422, "invalid-tab-order"),
        HTTPRefusal("POST", "/sessions/t/controllers/tabs/set-view-controllers", #"{"controllers": []}"#, 422, "tab-bar-without-tabs"),
        HTTPRefusal(
            "POST", "/sessions/t/push", #"{"controller": {"kind": "tabBar", "children": [{"kind": "view"}]}}"#,
            422, "nested-tab-bar-controller"),
        HTTPRefusal("PATCH", "/sessions/t/controllers/tabs", #"{"selectedIndex": 1}"#, 422, "immutable-field"),
    ])
    func tabRefusalsAnswerTheirProblemAndLeaveTheRevision(_ refusal: HTTPRefusal) throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBody)
            try api.expectRefused(refusal, session: "t")
        }
    }

    @Test func aTabOutsideCustomizableCannotMove() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"""
                {"id": "t", "root": {"kind": "tabBar", "id": "tabs", "customizable": ["news"], "children": [
                  {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox"}]},
                  {"kind": "navigation", "id": "news", "children": [{"kind": "view", "id": "feed"}]}]}}
                """#)
            try api.expectRefused(
                HTTPRefusal("POST", "/sessions/t/reorder-tabs", #"{"order": ["news", "mail"]}"#, 409, "tab-not-customizable"),
                session: "t")
        }
    }

    @Test func aContentControllerInATabNamesItsTabBarController() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBody)
            let response = try api.post("/sessions/t/controllers/inbox/select-tab", #"{"index": 1}"#)
            #expect(response.status == 200)
            #expect(response.json["window"]["root"]["selectedIndex"] == 1)
        }
    }
}
