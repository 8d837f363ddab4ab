import NavigationModel
import Testing

@Suite struct PreconditionTests {
    @Test func ifMatchMakesAMutationConditional() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("p")
            let push = #"{"controller": {"kind": "view", "id": "b"}}"#
            let stale = try api.post("/sessions/p/push", push, headers: [("If-Match", "\"7\"")])
            #expect(stale.status == 412)
            #expect(stale.problemType == "revision-mismatch")
            #expect(stale.json["revision"] == 1)
            #expect(stale.header("ETag") == "\"1\"")
            #expect(try api.revision("p") == 1)

            #expect(try api.post("/sessions/p/push", push, headers: [("If-Match", "\"1\"")]).status == 200)
            #expect(try api.post("/sessions/p/pop", headers: [("If-Match", "2")]).status == 200, "a bare number is accepted")
            #expect(try api.post("/sessions/p/push", push, headers: [("If-Match", "*")]).status == 200)
            #expect(try api.post("/sessions/p/pop", headers: [("If-Match", "W/\"4\"")]).status == 412, "weak tags never match")
            #expect(try api.post("/sessions/p/pop", headers: [("If-Match", "\"1\", \"4\"")]).status == 200)
        }
    }

    @Test func ifMatchGuardsPatchAndDelete() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("d")
            #expect(
                try api.request(
                    "PATCH", "/sessions/d/controllers/root", json: #"{"title": "x"}"#,
                    headers: [("If-Match", "\"9\"")]
                ).status == 412)
            #expect(try api.request("DELETE", "/sessions/d", headers: [("If-Match", "\"9\"")]).status == 412)
            #expect(try api.request("DELETE", "/sessions/d", headers: [("If-Match", "\"1\"")]).status == 204)
        }
    }

    @Test func malformedIfMatchIs400() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("m")
            let response = try api.post("/sessions/m/pop", headers: [("If-Match", "\"abc\"")])
            #expect(response.status == 400)
            #expect(response.problemType == "invalid-precondition")
        }
    }

    @Test func ifNoneMatchAnswers304UntilTheRevisionMoves() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("c")
            let cached = try api.get("/sessions/c", headers: [("If-None-Match", "\"1\"")])
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            #expect(cached.header("ETag") == "\"1\"")
            try api.post("/sessions/c/push", #"{"controller": {"kind": "view"}}"#)
            #expect(try api.get("/sessions/c", headers: [("If-None-Match", "\"1\"")]).status == 200)
        }
    }
}
