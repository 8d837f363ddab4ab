import NavigationModel
import Testing

@Suite struct RefusalTests {
    static let refusals: [HTTPRefusal] = [
        HTTPRefusal(
            "POST", "/sessions/r/push", #"{"controller": {"kind": "navigation", "children": [{"kind": "view"}]}}"#,
            422, "pushing-navigation-controller"),
        HTTPRefusal("POST", "/sessions/r/push", #"{"controller": "b"}"#, 409, "pushing-same-instance"),
        HTTPRefusal("POST", "/sessions/r/push", #"{"controller": "nav"}"#, 409, "hierarchy-inconsistency"),
        HTTPRefusal("POST", "/sessions/r/push", #"{"controller": "ghost"}"#, 404, "unknown-controller"),
        HTTPRefusal("POST", "/sessions/r/push", #"{"controller": {"kind": "view", "id": "a"}}"#, 409, "id-in-use"),
        HTTPRefusal(
            "POST", "/sessions/r/push", #"{"controller": {"kind": "view", "id": "bad id"}}"#,
            422, "invalid-controller-id"),
        HTTPRefusal(
            "POST", "/sessions/r/push",
            #"{"controller": {"kind": "view", "children": [{"kind": "view"}]}}"#, 422, "field-not-applicable"),
        HTTPRefusal(
            "POST", "/sessions/r/controllers/ghost/push", #"{"controller": {"kind": "view"}}"#,
            404, "unknown-controller"),
        HTTPRefusal("POST", "/sessions/r/pop-to", #"{"controller": "b"}"#, 409, "nothing-to-pop"),
        HTTPRefusal("POST", "/sessions/r/pop-to", #"{"controller": "nav"}"#, 409, "not-in-stack"),
        HTTPRefusal("POST", "/sessions/r/pop-to", #"{"controller": "ghost"}"#, 404, "unknown-controller"),
        HTTPRefusal(
            "POST", "/sessions/r/set-view-controllers", #"{"controllers": ["a", "a"]}"#,
            422, "duplicate-controllers"),
        HTTPRefusal("POST", "/sessions/r/set-view-controllers", #"{"controllers": []}"#, 422, "navigation-without-root"),
        HTTPRefusal(
            "POST", "/sessions/r/set-view-controllers", #"{"controllers": ["nav"]}"#,
            409, "hierarchy-inconsistency"),
        HTTPRefusal("PATCH", "/sessions/r/controllers/a", #"{"id": "z"}"#, 422, "immutable-field"),
        HTTPRefusal("PATCH", "/sessions/r/controllers/a", #"{"toolbarHidden": false}"#, 422, "field-not-applicable"),
        HTTPRefusal("PATCH", "/sessions/r/controllers/ghost", #"{"title": "x"}"#, 404, "unknown-controller"),
        HTTPRefusal("POST", "/sessions/r/select-tab", #"{"index": 0}"#, 409, "no-tab-bar-controller"),
        HTTPRefusal("POST", "/sessions/r/turn-page", #"{"direction": "forward"}"#, 409, "no-page-view-controller"),
        HTTPRefusal("POST", "/sessions/r/controllers/a/set-page", #"{"index": 0}"#, 409, "no-page-view-controller"),
    ]

    @Test(arguments: refusals)
    func refusalAnswersItsProblemAndLeavesTheRevision(_ refusal: HTTPRefusal) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r", stack: ["a", "b"])
            let before = try api.get("/sessions/r")
            let response = try api.expectRefused(refusal, session: "r")
            #expect(response.json["status"].intValue == refusal.status)
            #expect(response.json["instance"].stringValue == refusal.path)
            #expect(response.json["revision"] == 1)
            #expect(try api.get("/sessions/r").body == before.body, "state unchanged, byte for byte")
        }
    }

    @Test func refusalsMirrorUIKitsExceptions() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("u", stack: ["a"])
            let response = try api.post(
                "/sessions/u/push", #"{"controller": {"kind": "navigation", "id": "n2", "children": [{"kind": "view"}]}}"#)
            #expect(response.json["uikit"] == "NSInvalidArgumentException: Pushing a navigation controller is not supported")
            let pop = try api.post("/sessions/u/pop")
            #expect(pop.status == 409)
            #expect(pop.problemType == "nothing-to-pop")
            #expect(try api.revision("u") == 1)
        }
    }

    @Test func targetlessActionsNeedAVisibleNavigationController() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", #"{"id": "plain", "root": {"kind": "view", "id": "home"}}"#)
            let response = try api.post("/sessions/plain/push", #"{"controller": {"kind": "view"}}"#)
            #expect(response.status == 409)
            #expect(response.problemType == "no-navigation-controller")
            #expect(try api.revision("plain") == 1)
        }
    }
}
