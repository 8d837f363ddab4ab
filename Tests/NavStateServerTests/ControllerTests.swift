import NavigationModel
import Testing

@Suite struct ControllerTests {
    @Test func getReturnsOneControllerWithItsSubtree() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("c", stack: ["a", "b"])
            let response = try api.get("/sessions/c/controllers/nav")
            #expect(response.header("ETag") == "\"1\"")
            #expect(response.json["session"] == "c")
            #expect(response.json["controller"]["children"].arrayValue.map { $0["id"] } == ["a", "b"])
            #expect(try api.get("/sessions/c/controllers/a").json["controller"]["viewLoaded"] == false)
        }
    }

    @Test func patchReportsWhatTheScreenShows() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("p", stack: ["a", "b"])
            let renamed = try api.request("PATCH", "/sessions/p/controllers/a", json: #"{"title": "Hello"}"#)
            #expect(renamed.status == 200)
            #expect(renamed.json["events"] == [])
            #expect(renamed.json["changed"] == ["navigationBar.backButtonTitle"])
            #expect(renamed.json["visible"]["navigationBar"]["backButtonTitle"] == "Hello")
            #expect(renamed.json["revision"] == 2)

            let items = try api.request(
                "PATCH", "/sessions/p/controllers/b",
                json:
                    #"{"navigationItem": {"title": "Edit me", "rightItems": [{"systemItem": "done", "style": "done"}]}, "userInfo": {"n": 1}}"#
            )
            #expect(items.json["changed"] == ["navigationBar.title", "navigationBar.rightItems"])
            #expect(
                items.json["window"]["root"]["children"][1]["navigationItem"] == [
                    "title": "Edit me", "rightItems": [["systemItem": "done", "style": "done"]],
                ])
            #expect(items.json["window"]["root"]["children"][1]["userInfo"] == ["n": 1])

            let hidden = try api.request("PATCH", "/sessions/p/controllers/a", json: #"{"userInfo": {"x": true}}"#)
            #expect(hidden.json["changed"] == [], "a controller below the top changes nothing on screen")
        }
    }

    /// openapi.yaml: `changed` for PATCH and for batches with a patch, in the answer and in the
    /// history entry alike; a batch without one has none.
    @Test func aBatchWithAPatchReportsWhatTheScreenShowsToo() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("p", stack: ["a", "b"])
            let batch = try api.request(
                "POST", "/sessions/p/actions",
                json: #"{"actions": [{"action": "patch", "controller": "a", "body": {"title": "Hello"}}, {"action": "pop"}]}"#)
            #expect(batch.status == 200)
            #expect(batch.json["changed"] == ["path", "navigationBar.title", "navigationBar.backButtonTitle"])
            let entry = try api.get("/sessions/p/history").json["entries"].arrayValue.last
            #expect(entry?["changed"] == batch.json["changed"])

            let plain = try api.request(
                "POST", "/sessions/p/actions", json: #"{"actions": [{"action": "push", "body": {"controller": {"kind": "view"}}}]}"#)
            #expect(plain.status == 200)
            #expect(plain.json["changed"] == nil)
        }
    }
}
