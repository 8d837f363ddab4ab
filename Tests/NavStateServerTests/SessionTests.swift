import EventHTTPTesting
import NavStateServer
import NavigationModel
import Testing

@Suite struct SessionTests {
    @Test func generatedSessionIdsAre128RandomBits() throws {
        try withNavState { server in
            let api = try server.client()
            var ids = Set<String>()
            for _ in 0..<20 {
                let response = try api.post("/sessions", #"{"root": {"kind": "view"}}"#)
                let id = try #require(response.json["session"].stringValue)
                #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
                #expect(response.header("Location") == "/sessions/\(id)")
                ids.insert(id)
            }
            #expect(ids.count == 20)
        }
    }

    @Test func clientChosenIdsAreValidatedAndUnique() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("mine")
            let again = try api.post("/sessions", #"{"id": "mine", "root": {"kind": "view"}}"#)
            #expect(again.status == 409)
            #expect(again.problemType == "session-exists")
            let invalid = try api.post("/sessions", #"{"id": "no/slash", "root": {"kind": "view"}}"#)
            #expect(invalid.status == 422)
            #expect(invalid.problemType == "invalid-session-id")
        }
    }

    @Test func specsUIKitWouldRefuseCreateNothing() throws {
        try withNavState { server in
            let api = try server.client()
            let empty = try api.post("/sessions", #"{"id": "e", "root": {"kind": "navigation", "children": []}}"#)
            #expect(empty.status == 422)
            #expect(empty.problemType == "navigation-without-root")
            let nested = try api.post(
                "/sessions",
                #"{"id": "n", "root": {"kind": "navigation", "children": [{"kind": "navigation", "children": [{"kind": "view"}]}]}}"#)
            #expect(nested.problemType == "pushing-navigation-controller")
            #expect(try api.get("/healthz").json["sessions"] == 0)
        }
    }

    @Test func traitsAreStoredAndEchoedWithDerivedSizeClasses() throws {
        try withNavState { server in
            let api = try server.client()
            let response = try api.post(
                "/sessions", #"{"id": "t", "root": {"kind": "view"}, "traits": {"idiom": "pad", "orientation": "landscapeLeft"}}"#)
            #expect(
                response.json["traits"] == [
                    "idiom": "pad", "orientation": "landscapeLeft", "horizontalSizeClass": "regular",
                    "verticalSizeClass": "regular",
                ])
            let bad = try api.post("/sessions", #"{"root": {"kind": "view"}, "traits": {"idiom": "watch"}}"#)
            #expect(bad.status == 400)
        }
    }

    @Test func deleteRemovesTheSession() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("gone")
            #expect(try api.request("DELETE", "/sessions/gone").status == 204)
            #expect(try api.get("/sessions/gone").status == 404)
            #expect(try api.request("DELETE", "/sessions/gone").status == 404)
        }
    }

    @Test func listingPagesThroughSessionsInCreationOrderAcrossDeletions() throws {
        try withNavState { server in
            let api = try server.client()
            for index in 1...7 { try api.createNavigationSession("s\(index)") }
            let first = try api.get("/sessions?limit=3")
            #expect(first.json["sessions"].arrayValue.map { $0["id"] } == ["s1", "s2", "s3"])
            #expect(first.json["sessions"][0] == ["id": "s1", "revision": 1, "root": "nav"])
            let cursor = try #require(first.json["next"].stringValue)
            try api.request("DELETE", "/sessions/s4")
            let second = try api.get("/sessions?limit=3&after=\(cursor)")
            #expect(second.json["sessions"].arrayValue.map { $0["id"] } == ["s5", "s6", "s7"])
            #expect(second.json["next"] == nil)
            #expect(try api.get("/sessions").json["sessions"].arrayValue.count == 6)
        }
    }

    @Test func sessionCountIsLimited() throws {
        try withNavState(APIConfiguration(maxSessions: 2)) { server in
            let api = try server.client()
            try api.createNavigationSession("one")
            try api.createNavigationSession("two")
            let third = try api.post("/sessions", #"{"root": {"kind": "view"}}"#)
            #expect(third.status == 503)
            #expect(third.problemType == "too-many-sessions")
            try api.request("DELETE", "/sessions/one")
            #expect(try api.post("/sessions", #"{"root": {"kind": "view"}}"#).status == 201)
        }
    }

    @Test func textFormatPrintsTheHierarchy() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"""
                {"id": "txt", "root": {"kind": "navigation", "id": "nav", "title": "Mail", "children": [
                  {"kind": "view", "id": "inbox", "class": "InboxViewController", "title": "Inbox"},
                  {"kind": "view", "id": "msg", "title": "Message"}]}}
                """#)
            let response = try api.get("/sessions/txt?format=text")
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(
                response.text == """
                    <UINavigationController nav>, state: appeared, view: <UILayoutContainerView>, title: "Mail"
                       | <InboxViewController inbox>, state: disappeared, view: (view not loaded), title: "Inbox"
                       | <UIViewController msg>, state: appeared, view: <UIView>, title: "Message"

                    """)
        }
    }

    @Test func equalActionsGiveByteIdenticalSnapshots() throws {
        try withNavState { server in
            let api = try server.client()
            func run() throws -> [UInt8] {
                try api.createNavigationSession("same", stack: ["a"])
                try api.post(
                    "/sessions/same/push", #"{"controller": {"kind": "view", "userInfo": {"z": 1, "a": [true, null, "é\n\"q\""]}}}"#)
                try api.post(
                    "/sessions/same/push", #"{"controller": {"kind": "view", "navigationItem": {"rightItems": [{"systemItem": "add"}]}}}"#)
                try api.post("/sessions/same/pop")
                let body = try api.get("/sessions/same").body
                try api.request("DELETE", "/sessions/same")
                return body
            }
            #expect(try run() == run())
        }
    }

    @Test func headAndOptionsAnswerForEveryRoute() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("h")
            let get = try api.get("/sessions/h")
            let head = try api.request("HEAD", "/sessions/h")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == String(get.body.count))
            let options = try api.request("OPTIONS", "/sessions/h/push")
            #expect(options.status == 204)
            #expect(options.header("Allow") == "POST, OPTIONS")
            #expect(try api.request("OPTIONS", "/nowhere").status == 404)
        }
    }

    @Test func healthReportsTheSessionCount() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("one")
            #expect(try api.get("/healthz").json == ["status": "ok", "sessions": 1])
        }
    }
}
