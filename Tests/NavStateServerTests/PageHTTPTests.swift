import NavigationModel
import Testing

@Suite struct PageHTTPTests {
    private let createBook = #"""
        {"id": "b", "traits": {"idiom": "pad"}, "root": {"kind": "page", "id": "book", "spinePolicy": "book", "pages": [
          {"kind": "view", "id": "p0", "title": "One"}, {"kind": "view", "id": "p1", "title": "Two"},
          {"kind": "view", "id": "p2", "title": "Three"}]}}
        """#

    private func page(_ id: String, _ title: String, appeared: Bool = true) -> JSONValue {
        [
            "id": .string(id), "kind": "view", "class": "UIViewController", "title": .string(title),
            "appearance": appeared ? "appeared" : "disappeared", "viewLoaded": true, "children": [], "presented": nil,
        ]
    }

    private func book(
        revision: Int, orientation: String, spine: String, doubleSided: Bool, index: Int, shown: [JSONValue],
        path: [JSONValue], events: [JSONValue]
    ) -> JSONValue {
        [
            "session": "b", "revision": .number(Double(revision)),
            "traits": [
                "idiom": "pad", "orientation": .string(orientation), "horizontalSizeClass": "regular", "verticalSizeClass": "regular",
            ],
            "window": [
                "root": [
                    "id": "book", "kind": "page", "class": "UIPageViewController", "title": nil, "appearance": "appeared",
                    "viewLoaded": true, "transitionStyle": "pageCurl", "navigationOrientation": "horizontal",
                    "spineLocation": .string(spine), "doubleSided": .bool(doubleSided), "interPageSpacing": 0,
                    "showsPageIndicator": false, "spinePolicy": "book", "pageIndex": .number(Double(index)), "pageCount": 3,
                    "pages": ["p0", "p1", "p2"], "children": .array(shown), "presented": nil,
                ]
            ],
            "visible": [
                "path": .array(path), "top": path.last ?? nil, "navigationBar": nil, "tabBar": nil,
                "pageIndicator": nil, "toolbar": ["hidden": true, "items": []], "splitView": nil,
            ],
            "events": .array(events),
        ]
    }

    @Test func aTurnAnswersAnExactSnapshotAndTheCurlOrder() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", createBook).status == 201)
            let turned = try api.post("/sessions/b/turn-page", #"{"direction": "forward"}"#)
            #expect(
                turned.json
                    == book(
                        revision: 2, orientation: "portrait", spine: "min", doubleSided: false, index: 1,
                        shown: [page("p1", "Two")], path: ["book", "p1"],
                        events: [
                            ["call": "p0.willMoveToParent(nil)", "controller": "p0", "callback": "willMoveToParent", "parent": nil],
                            ["call": "p1.willMoveToParent(book)", "controller": "p1", "callback": "willMoveToParent", "parent": "book"],
                            ["call": "p1.viewDidLoad", "controller": "p1", "callback": "viewDidLoad"],
                            ["call": "p1.viewWillAppear(true)", "controller": "p1", "callback": "viewWillAppear", "animated": true],
                            ["call": "p0.viewWillDisappear(true)", "controller": "p0", "callback": "viewWillDisappear", "animated": true],
                            ["call": "p0.viewDidDisappear(true)", "controller": "p0", "callback": "viewDidDisappear", "animated": true],
                            ["call": "p1.viewDidAppear(true)", "controller": "p1", "callback": "viewDidAppear", "animated": true],
                            ["call": "p1.didMoveToParent(book)", "controller": "p1", "callback": "didMoveToParent", "parent": "book"],
                            ["call": "p0.didMoveToParent(nil)", "controller": "p0", "callback": "didMoveToParent", "parent": nil],
                            ["call": "p0.deinit", "controller": "p0", "callback": "deinit"],
                        ]))
        }
    }

    @Test func aRotationAnswersAnExactSnapshotWithTheRepairedSpread() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBook)
            try api.post("/sessions/b/set-page", #"{"index": 1}"#)
            let rotated = try api.request("PUT", "/sessions/b/traits", json: #"{"orientation": "landscapeRight"}"#)
            #expect(rotated.status == 200)
            #expect(
                rotated.json
                    == book(
                        revision: 3, orientation: "landscapeRight", spine: "mid", doubleSided: true, index: 0,
                        shown: [page("p0", "One"), page("p1", "Two")], path: ["book", "p0", "p1"],
                        events: [
                            ["call": "p0.willMoveToParent(book)", "controller": "p0", "callback": "willMoveToParent", "parent": "book"],
                            ["call": "p0.viewDidLoad", "controller": "p0", "callback": "viewDidLoad"],
                            ["call": "p0.viewWillAppear(true)", "controller": "p0", "callback": "viewWillAppear", "animated": true],
                            ["call": "p0.viewDidAppear(true)", "controller": "p0", "callback": "viewDidAppear", "animated": true],
                            ["call": "p0.didMoveToParent(book)", "controller": "p0", "callback": "didMoveToParent", "parent": "book"],
                        ]))
            let back = try api.request("PUT", "/sessions/b/traits", json: #"{"orientation": "portrait"}"#)
            #expect(back.json["window"]["root"]["children"].arrayValue.map { $0["id"] } == ["p0"])
            #expect(back.json["events"].arrayValue.last == ["call": "p1.deinit", "controller": "p1", "callback": "deinit"])
        }
    }

    @Test(arguments: [
        HTTPRefusal("POST", "/sessions/b/turn-page", #"{"direction": "reverse"}"#, 409, "no-more-pages"),
        HTTPRefusal("POST", "/sessions/b/turn-page", #"{"direction": "sideways"}"#, 400, "invalid-body"),
        HTTPRefusal("POST", "/sessions/b/set-page", #"{"index": 3}"#, 422, "page-index-out-of-range"),
        HTTPRefusal(
            "POST", "/sessions/b/controllers/book/set-view-controllers", #"{"controllers": ["p0", "p1"]}"#,
            422, "page-count-mismatch"),
        HTTPRefusal("POST", "/sessions/b/controllers/book/set-view-controllers", #"{"controllers": ["ghost"]}"#, 409, "not-a-page"),
        HTTPRefusal(
            "POST", "/sessions/b/controllers/book/set-view-controllers", #"{"controllers": [{"kind": "view"}]}"#,
            422, "invalid-page-configuration"),
        HTTPRefusal(
            "POST", "/sessions",
            #"{"root": {"kind": "page", "transitionStyle": "scroll", "spineLocation": "mid", "pages": [{"kind": "view"}]}}"#,
            422, "invalid-page-configuration"),
        HTTPRefusal("PUT", "/sessions/b/traits", #"{"orientation": "diagonal"}"#, 400, "invalid-body"),
        HTTPRefusal(
            "POST", "/sessions",
            #"{"root": {"kind": "page", "spineLocation": "mid", "doubleSided": false, "pages": [{"kind": "view"}, {"kind": "view"}]}}"#,
            422, "mid-spine-requires-double-sided"),
        HTTPRefusal("POST", "/sessions", #"{"root": {"kind": "page", "pages": []}}"#, 422, "page-count-mismatch"),
        HTTPRefusal("POST", "/sessions", #"{"root": {"kind": "view", "pages": []}}"#, 422, "field-not-applicable"),
    ])
    func pageRefusalsAnswerTheirProblem(_ refusal: HTTPRefusal) throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBook)
            try api.expectRefused(refusal, session: "b")
        }
    }

    @Test func theCountMismatchCarriesUIKitsMessage() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", createBook)
            let response = try api.post("/sessions/b/controllers/book/set-view-controllers", #"{"controllers": ["p0", "p1"]}"#)
            #expect(
                response.json["detail"]
                    == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
        }
    }

    @Test func rotationTheRootDoesNotSupportIsRefused() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", #"{"id": "r", "root": {"kind": "view", "supportedOrientations": ["portrait"]}}"#)
            let response = try api.request("PUT", "/sessions/r/traits", json: #"{"orientation": "landscapeLeft"}"#)
            #expect(response.status == 409)
            #expect(response.problemType == "orientation-not-supported")
            #expect(try api.get("/sessions/r").json["traits"]["orientation"] == "portrait")
        }
    }
}
