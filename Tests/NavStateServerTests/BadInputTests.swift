import EventHTTP
import EventHTTPTesting
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

@Suite struct BadInputTests {
    @Test(arguments: [
        ("{", "malformed-json"),
        ("not json", "malformed-json"),
        (#"{"controller": {"kind": "view", "title": 7}}"#, "invalid-body"),
        (#"{"controller": {"kind": "view"}, "animated": "yes"}"#, "invalid-body"),
        (#"{"controller": {"kind": "spaceship"}}"#, "invalid-body"),
        (#"{"controller": {"kind": "view", "colour": "red"}}"#, "invalid-body"),
        (#"{"controler": {"kind": "view"}}"#, "invalid-body"),
        (#"[]"#, "invalid-body"),
        ("", "invalid-body"),
    ])
    func malformedBodiesAreRefusedWith400(body: String, type: String) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("b")
            let response = try api.post("/sessions/b/push", body)
            #expect(response.status == 400)
            #expect(response.problemType == type)
            #expect(try api.revision("b") == 1)
        }
    }

    @Test func wrongTypesNameTheField() throws {
        try withNavState { server in
            let api = try server.client()
            let response = try api.post("/sessions", #"{"root": {"kind": "navigation", "children": [{"kind": "view", "title": 3}]}}"#)
            #expect(response.status == 400)
            #expect(response.json["detail"] == "root.children[0].title: expected a string.")
        }
    }

    @Test func unknownSessionsAndControllersAre404() throws {
        try withNavState { server in
            let api = try server.client()
            for (method, path) in [
                ("GET", "/sessions/nope"), ("DELETE", "/sessions/nope"), ("POST", "/sessions/nope/pop"),
                ("GET", "/sessions/nope/controllers/x"),
            ] {
                let response = try api.request(method, path)
                #expect(response.status == 404)
                #expect(response.problemType == "unknown-session")
            }
            try api.createNavigationSession("k")
            let controller = try api.get("/sessions/k/controllers/ghost")
            #expect(controller.status == 404)
            #expect(controller.problemType == "unknown-controller")
        }
    }

    @Test func unknownRoutesAndMethodsAreProblems() throws {
        try withNavState { server in
            let api = try server.client()
            let route = try api.get("/nowhere")
            #expect(route.status == 404)
            #expect(route.problemType == "unknown-route")
            try api.createNavigationSession("m")
            let unknownAction = try api.post("/sessions/m/teleport", "{}")
            #expect(unknownAction.status == 404)
            let method = try api.request("PUT", "/sessions/m", json: "{}")
            #expect(method.status == 405)
            #expect(method.problemType == "method-not-allowed")
            #expect(method.header("Allow") == "GET, DELETE, HEAD, OPTIONS")
        }
    }

    @Test(arguments: ["TRACE", "CONNECT"])
    func methodsNoResourceImplementsGetAProblem(method: String) throws {
        try withNavState { server in
            let api = try server.client()
            let response = try api.request(method, "/sessions")
            #expect(response.status == 501)
            #expect(response.problemType == "method-not-implemented")
            #expect(try server.client().get("/healthz").status == 200)
        }
    }

    @Test func oversizeBodiesGetAProblemAndChangeNothing() throws {
        try withNavState(APIConfiguration(maxBodyBytes: 1024)) { server in
            let api = try server.client()
            try api.createNavigationSession("big")
            let title = String(repeating: "x", count: 2000)
            let response = try api.post("/sessions/big/push", #"{"controller": {"kind": "view", "title": "\#(title)"}}"#)
            #expect(response.status == 413)
            #expect(response.problemType == "body-too-large")
            #expect(response.header("Connection") == "close")
            #expect(try server.client().revision("big") == 1)
        }
    }

    @Test func overDeepSpecsAreRefused() throws {
        try withNavState(APIConfiguration(maxTreeDepth: 4)) { server in
            let api = try server.client()
            var spec = #"{"kind": "view"}"#
            for _ in 0..<5 { spec = #"{"kind": "navigation", "children": [\#(spec)]}"# }
            let response = try api.post("/sessions", #"{"id": "deep", "root": \#(spec)}"#)
            #expect(response.status == 422)
            #expect(response.problemType == "tree-too-deep")
            #expect(try api.get("/sessions/deep").status == 404, "nothing was created")
        }
    }

    @Test func absurdlyNestedJSONIsRefusedWithoutCrashing() throws {
        try withNavState { server in
            let api = try server.client()
            let nested = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
            let response = try api.post("/sessions", #"{"root": \#(nested)}"#)
            #expect(response.status == 400)
            #expect(try api.get("/healthz").status == 200)
        }
    }

    @Test func stackLengthIsLimited() throws {
        try withNavState(APIConfiguration(maxChildren: 2)) { server in
            let api = try server.client()
            try api.createNavigationSession("l", stack: ["a", "b"])
            let response = try api.post("/sessions/l/push", #"{"controller": {"kind": "view"}}"#)
            #expect(response.status == 422)
            #expect(response.problemType == "too-many-children")
        }
    }

    @Test func badQueriesAre400() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("q")
            #expect(try api.get("/sessions/q?format=xml").problemType == "invalid-query")
            #expect(try api.get("/sessions?limit=0").problemType == "invalid-query")
            #expect(try api.get("/sessions?limit=many").problemType == "invalid-query")
            #expect(try api.get("/sessions?after=-1").problemType == "invalid-query")
        }
    }

    @Test func malformedPercentEncodingIsNotFound() throws {
        try withNavState { server in
            let response = try server.client().get("/sessions/%zz")
            #expect(response.status == 404)
        }
    }
}

/// Bodies are scanned before they are decoded, so that what a body costs is bounded by its size
/// and what it means is what the client wrote.
@Suite struct JSONInputTests {
    @Test(arguments: [
        (
            String(repeating: "[", count: 500) + String(repeating: "]", count: 500), "invalid-body",
            "The body nests objects and arrays deeper than 40 levels."
        ),
        (
            #"{"root": {"kind": "view", "userInfo": {"a": \#(String(repeating: "[", count: 38) + String(repeating: "]", count: 38))}}}"#,
            "invalid-body", "The body nests objects and arrays deeper than 40 levels."
        ),
        (
            #"{"root": {"kind": "view", "userInfo": \#(String(repeating: "[", count: 17) + String(repeating: "]", count: 17))}}"#,
            "invalid-body", "root.userInfo: userInfo nests deeper than 16 levels."
        ),
        (#"{"root": {"kind": "view", "title": "a", "title": "b"}}"#, "invalid-body", "The key 'title' appears twice in one object."),
        (#"{"root": {"kind": "view", "t\u0069tle": "a", "title": "b"}}"#, "invalid-body", "The key 'title' appears twice in one object."),
        (#"{"root": {"kind": "view",}}"#, "malformed-json", "The body has a comma before a closing bracket or brace."),
        (#"{"root": {"kind": "view", "userInfo": [1, 2,]}}"#, "malformed-json", "The body has a comma before a closing bracket or brace."),
        (
            #"{"root": {"kind": "view", "userInfo": 9007199254740993}}"#, "invalid-body",
            "The number 9007199254740993 is beyond ±2^53, which JSON numbers cannot carry exactly."
        ),
        (
            #"{"root": {"kind": "tabBar", "selectedIndex": -12345678901234567890, "children": [{"kind": "view"}]}}"#, "invalid-body",
            "The number -12345678901234567890 is beyond ±2^53, which JSON numbers cannot carry exactly."
        ),
    ])
    func bodiesThatCostOrMeanMoreThanTheySayAreRefused(body: String, type: String, detail: String) throws {
        try withNavState { server in
            let api = try server.client()
            let response = try api.post("/sessions", body)
            #expect(response.status == 400)
            #expect(response.problemType == type)
            #expect(response.json["detail"].stringValue == detail)
            #expect(try api.get("/sessions").json["sessions"] == [])
        }
    }

    @Test func theLimitsOfAValidBodyStillDecode() throws {
        try withNavState { server in
            let api = try server.client()
            let userInfo = String(repeating: "[", count: 16) + "9007199254740992, \"\\u0074\"" + String(repeating: "]", count: 16)
            let response = try api.post(
                "/sessions", #"{"id": "ok", "root": {"kind": "view", "userInfo": \#(userInfo), "title": "{\"a\":1,}"}}"#)
            #expect(response.status == 201)
        }
    }
}

@Suite struct TransportLimitTests {
    @Test func theHTTPLayerBuffersAtMostTheBodyLimit() {
        let http = NavStateServer.transportConfiguration(HTTPServerConfiguration(), api: APIConfiguration(maxBodyBytes: 1024))
        #expect(http.maxBodySize == 1024, "not the layer's own default of 1 MiB")
    }
}
