import NavigationModel
import Testing

@Suite struct NavigationWalkTests {
    @Test func tenPushesAndTenPopsAnswerExactSnapshotsAndEvents() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.createNavigationSession("walk")
            #expect(created.header("Location") == "/sessions/walk")
            #expect(created.header("ETag") == "\"1\"")
            #expect(
                created.json
                    == Expected.navigationSnapshot(
                        session: "walk", revision: 1, stack: ["root"],
                        events: Expected.events(
                            [
                                "root.willMoveToParent(nav)", "nav.viewDidLoad", "root.viewDidLoad", "nav.viewWillAppear",
                                "root.viewWillAppear", "nav.viewDidAppear", "root.viewDidAppear", "root.didMoveToParent(nav)",
                            ], animated: false)))

            var stack = ["root"]
            for step in 1...10 {
                let id = "s\(step)"
                let below = stack[stack.count - 1]
                let response = try api.post(
                    "/sessions/walk/push", #"{"controller": {"kind": "view", "id": "\#(id)", "title": "\#(id.uppercased())"}}"#)
                stack.append(id)
                #expect(response.status == 200)
                #expect(response.header("ETag") == "\"\(step + 1)\"")
                #expect(
                    response.json
                        == Expected.navigationSnapshot(
                            session: "walk", revision: step + 1, stack: stack,
                            events: Expected.events([
                                "\(id).willMoveToParent(nav)", "\(id).viewDidLoad", "\(below).viewWillDisappear",
                                "\(id).viewWillAppear", "\(below).viewDidDisappear", "\(id).viewDidAppear",
                                "\(id).didMoveToParent(nav)",
                            ])))
            }
            for step in 1...10 {
                let popped = stack.removeLast()
                let revealed = stack[stack.count - 1]
                let response = try api.post("/sessions/walk/pop")
                #expect(response.status == 200)
                #expect(
                    response.json
                        == Expected.navigationSnapshot(
                            session: "walk", revision: 11 + step, stack: stack,
                            events: Expected.events([
                                "\(popped).willMoveToParent(nil)", "\(popped).viewWillDisappear", "\(revealed).viewWillAppear",
                                "\(popped).viewDidDisappear", "\(revealed).viewDidAppear", "\(popped).didMoveToParent(nil)",
                                "\(popped).deinit",
                            ])))
            }
            #expect(
                try api.get("/sessions/walk").json
                    == Expected.navigationSnapshot(
                        session: "walk", revision: 21, stack: ["root"]))
        }
    }

    @Test func targetedRoutesActOnTheNamedNavigationController() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("t", stack: ["a"])
            let push = try api.post("/sessions/t/controllers/a/push", #"{"controller": {"kind": "view", "id": "b"}, "animated": false}"#)
            #expect(push.status == 200)
            #expect(
                push.json["events"][2] == [
                    "call": "a.viewWillDisappear(false)", "controller": "a", "callback": "viewWillDisappear", "animated": false,
                ])
            try api.post("/sessions/t/controllers/nav/push", #"{"controller": {"kind": "view", "id": "c"}}"#)
            let popTo = try api.post("/sessions/t/controllers/nav/pop-to", #"{"controller": "a"}"#)
            #expect(popTo.json["window"]["root"]["topViewController"] == "a")
            #expect(
                popTo.json["events"].arrayValue.compactMap { $0["callback"].stringValue }.filter { $0.hasPrefix("view") }
                    == ["viewWillDisappear", "viewWillAppear", "viewDidDisappear", "viewDidAppear"])
        }
    }

    @Test func popToRootAndSetViewControllersWorkOverHTTP() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a", "b", "c"])
            let root = try api.post("/sessions/s/pop-to-root", #"{"animated": false}"#)
            #expect(root.json["visible"]["path"] == ["nav", "a"])
            let set = try api.post(
                "/sessions/s/controllers/nav/set-view-controllers",
                #"{"controllers": ["a", {"kind": "view", "id": "x", "title": "X"}]}"#)
            #expect(set.status == 200)
            #expect(set.json["visible"]["navigationBar"]["backButtonTitle"] == "A")
            #expect(set.json["window"]["root"]["children"].arrayValue.map { $0["id"] } == ["a", "x"])
        }
    }
}
