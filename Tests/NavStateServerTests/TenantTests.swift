import Foundation
import NavStateServer
import NavigationModel
import Testing

/// Tenants (docs/security.md "Sharing a server"): with API keys, every request but `/healthz` carries a
/// key, and a session belongs to the tenant that created it.
@Suite struct TenantTests {
    static let alpha = "alpha-key-0123456789abcdef"
    static let beta = "beta-key-0123456789abcdefgh"

    private func configuration() throws -> APIConfiguration {
        let keys = try APIKeys(json: Array(#"{"\#(Self.alpha)": "alpha", "\#(Self.beta)": "beta"}"#.utf8))
        return APIConfiguration(apiKeys: keys, maxSessionsPerTenant: 2)
    }

    private func bearer(_ key: String) -> [(String, String)] { [("Authorization", "Bearer \(key)")] }

    private let session = #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#

    @Test func aSessionBelongsToTheTenantThatCreatedIt() throws {
        try withNavState(try configuration()) { server in
            let api = try server.client()
            #expect(try api.request("POST", "/sessions", json: session, headers: bearer(Self.alpha)).status == 201)
            // Owner: 200 everywhere.
            #expect(try api.request("GET", "/sessions/s", headers: bearer(Self.alpha)).status == 200)
            // Another tenant: the session does not exist for it.
            for (method, path, body) in [
                ("GET", "/sessions/s", nil), ("PATCH", "/sessions/s/controllers/a", #"{"title": "x"}"#),
                ("POST", "/sessions/s/push", #"{"controller": {"kind": "view"}}"#), ("DELETE", "/sessions/s", nil),
            ] as [(String, String, String?)] {
                let response = try api.request(method, path, json: body, headers: bearer(Self.beta))
                #expect(response.status == 404, "\(method) \(path)")
                #expect(response.problemType == "unknown-session")
            }
            // Ids are per tenant: beta may have its own "s".
            #expect(try api.request("POST", "/sessions", json: session, headers: bearer(Self.beta)).status == 201)
            let alphaList = try api.request("GET", "/sessions", headers: bearer(Self.alpha)).json["sessions"].arrayValue
            let betaList = try api.request("GET", "/sessions", headers: bearer(Self.beta)).json["sessions"].arrayValue
            #expect(alphaList.count == 1 && betaList.count == 1)
            #expect(try api.request("GET", "/sessions/s", headers: bearer(Self.alpha)).json["revision"] == 1, "alpha's untouched")
        }
    }

    @Test func requestsWithoutAKnownKeyAre401ButHealthIsOpen() throws {
        try withNavState(try configuration()) { server in
            let api = try server.client()
            for headers in [[], bearer("wrong-key-0123456789abcdef"), [("Authorization", "Basic YTpi")], bearer(Self.alpha + "x")] {
                let response = try api.request("GET", "/sessions", headers: headers)
                #expect(response.status == 401)
                #expect(response.problemType == "unauthorized")
                #expect(response.header("WWW-Authenticate") == #"Basic realm="navstate", charset="UTF-8", Bearer realm="navstate""#)
            }
            #expect(try api.request("GET", "/sessions", headers: [("Authorization", "bearer \(Self.alpha)")]).status == 200)
            #expect(try api.get("/healthz").status == 200)
            #expect(try api.post("/sessions", session).status == 401)
        }
    }

    /// Each tenant's listing, index and quota follow its own sessions in creation order, however
    /// they interleave with another's (the registry keeps an order per tenant: a listing walks
    /// the tenant's sessions only).
    @Test func listingsFollowTheTenantsOwnOrderAcrossDeletions() throws {
        var configuration = try configuration()
        configuration.maxSessionsPerTenant = 10
        try withNavState(configuration) { server in
            let api = try server.client()
            func create(_ id: String, _ key: String) throws {
                #expect(
                    try api.request("POST", "/sessions", json: #"{"id": "\#(id)", "root": {"kind": "view"}}"#, headers: bearer(key)).status
                        == 201)
            }
            try create("a1", Self.alpha)
            for id in ["b1", "b2", "b3"] { try create(id, Self.beta) }
            try create("a2", Self.alpha)
            try create("b4", Self.beta)
            try create("a3", Self.alpha)
            #expect(try api.request("DELETE", "/sessions/a2", headers: bearer(Self.alpha)).status == 204)
            func ids(_ page: APIResponse) -> [String] { page.json["sessions"].arrayValue.compactMap { $0["id"].stringValue } }
            let first = try api.request("GET", "/sessions?limit=1", headers: bearer(Self.alpha))
            #expect(ids(first) == ["a1"])
            guard case .string(let next) = first.json["next"] else { Issue.record("no next cursor"); return }
            let second = try api.request("GET", "/sessions?limit=1&after=\(next)", headers: bearer(Self.alpha))
            #expect(ids(second) == ["a3"])
            #expect(second.json["next"] == .null)
            #expect(ids(try api.request("GET", "/sessions", headers: bearer(Self.beta))) == ["b1", "b2", "b3", "b4"])
            let index = try api.request("GET", "/", headers: bearer(Self.alpha)).text
            let newer = try #require(index.range(of: "/sessions/a3/view"))
            let older = try #require(index.range(of: "/sessions/a1/view"))
            #expect(newer.lowerBound < older.lowerBound)
            #expect(!index.contains("/sessions/b1/view") && !index.contains("/sessions/a2/view"))
            // The quota counts what is live: a2's place is free again.
            for id in ["a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11"] { try create(id, Self.alpha) }
            #expect(try api.request("POST", "/sessions", json: #"{"root": {"kind": "view"}}"#, headers: bearer(Self.alpha)).status == 429)
        }
    }

    @Test func aTenantHasAQuotaOfSessions() throws {
        try withNavState(try configuration()) { server in
            let api = try server.client()
            for _ in 0..<2 {
                #expect(
                    try api.request("POST", "/sessions", json: #"{"root": {"kind": "view"}}"#, headers: bearer(Self.alpha)).status == 201)
            }
            let third = try api.request("POST", "/sessions", json: #"{"root": {"kind": "view"}}"#, headers: bearer(Self.alpha))
            #expect(third.status == 429)
            #expect(third.problemType == "session-quota-exceeded")
            #expect(
                try api.request("POST", "/sessions", json: #"{"root": {"kind": "view"}}"#, headers: bearer(Self.beta)).status == 201,
                "another tenant is not locked out")
        }
    }

    @Test(arguments: [
        (#"[]"#, "the API keys must be a JSON object mapping each key to its tenant's name"),
        (#"{}"#, "the API keys name no key"),
        (#"{"short": "alpha"}"#, "line 1: every API key must have at least 16 characters (tenant 'alpha')"),
        (#"{"0123456789abcdefgh": "bad tenant"}"#, "line 1: tenant names are 1 to 64 of A-Z a-z 0-9 . _ ~ -, not 'bad tenant'"),
        (#"{"0123456789abcdefgh": 3}"#, "the API keys must be a JSON object mapping each key to its tenant's name"),
        // JSON parsers keep one of two equal keys: a tenant was dropped without a word.
        (
            "{\n  \"0123456789abcdefgh\": \"alpha\",\n  \"0123456789abcdefgh\": \"beta\"\n}",
            "line 3: an API key is given twice; each key names one tenant"
        ),
        // Keys no client can send in `Authorization: Bearer`.
        (
            "{\n\"0123456789 abcdefgh\": \"alpha\"}",
            "line 2: the API key of tenant 'alpha' holds a character a client cannot send in Authorization: Bearer (keys are A-Z a-z 0-9 - . _ ~ + /, then = padding)"
        ),
        (
            #"{"0123456789abcdéfgh": "alpha"}"#,
            "line 1: the API key of tenant 'alpha' holds a character a client cannot send in Authorization: Bearer (keys are A-Z a-z 0-9 - . _ ~ + /, then = padding)"
        ),
        (
            #"{"================": "alpha"}"#,
            "line 1: the API key of tenant 'alpha' holds a character a client cannot send in Authorization: Bearer (keys are A-Z a-z 0-9 - . _ ~ + /, then = padding)"
        ),
    ])
    func badKeyFilesAreRefusedWithAReason(json: String, message: String) throws {
        #expect(try APIKeys(json: Array(#"{"0123456789+/abc-._~==": "alpha"}"#.utf8)).count == 1)
        #expect(throws: APIKeysError.self) { try APIKeys(json: Array(json.utf8)) }
        do { _ = try APIKeys(json: Array(json.utf8)) } catch { #expect(error.description == message) }
    }
}

/// Browsers (docs/security.md "Sharing a server"): a `Host` must name this server, and a page from
/// another site may not call the API unless its origin is listed; plain clients (no `Origin`)
/// are not affected.
@Suite struct BrowserRuleTests {
    @Test func hostsThatDoNotNameTheServerAreRefused() throws {
        var configuration = APIConfiguration()
        configuration.allowedHosts = ["navstate.test"]
        try withNavState(configuration) { server in
            let api = try server.client()
            for host in ["localhost:\(server.port)", "127.0.0.1", "[::1]:80", "navstate.test:8080", "NAVSTATE.test"] {
                #expect(try api.request("GET", "/sessions", headers: [("Host", host)]).status == 200, "\(host)")
            }
            for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example"] {
                let response = try api.request("GET", "/sessions", headers: [("Host", host)])
                #expect(response.status == 403, "\(host)")
                #expect(response.problemType == "host-not-allowed")
            }
            #expect(try api.request("GET", "/healthz", headers: [("Host", "10.0.0.7")]).status == 200, "health checks pass")
        }
    }

    @Test func crossSiteRequestsAreRefusedAndListedOriginsGetCORS() throws {
        var configuration = APIConfiguration()
        configuration.allowedOrigins = ["https://app.example"]
        try withNavState(configuration) { server in
            let api = try server.client()
            let create = #"{"id": "c", "root": {"kind": "view"}}"#
            // A form on another site posting text/plain (CSRF).
            let forged = try api.request(
                "POST", "/sessions", json: create, headers: [("Origin", "https://evil.example"), ("Content-Type", "text/plain")])
            #expect(forged.status == 403)
            #expect(forged.problemType == "cross-site-request")
            let navigation = try api.request("GET", "/sessions", headers: [("Sec-Fetch-Site", "cross-site")])
            #expect(navigation.status == 403)
            #expect(try api.get("/sessions/c").status == 404, "nothing was created")
            // The server's own pages, and plain clients, pass.
            let own = try api.request("POST", "/sessions", json: create, headers: [("Origin", "http://127.0.0.1:\(server.port)")])
            #expect(own.status == 201)
            #expect(try api.request("GET", "/sessions", headers: [("Sec-Fetch-Site", "same-origin")]).status == 200)
            #expect(try api.get("/sessions/c").status == 200)
            // A listed origin: CORS headers, and its preflight.
            let listed = try api.request("GET", "/sessions/c", headers: [("Origin", "https://app.example")])
            #expect(listed.status == 200)
            #expect(listed.header("Access-Control-Allow-Origin") == "https://app.example")
            #expect(
                listed.header("Access-Control-Expose-Headers")
                    == "ETag, Location, Idempotent-Replayed, Preference-Applied, Retry-After")
            let preflight = try api.request(
                "OPTIONS", "/sessions/c/push",
                headers: [("Origin", "https://app.example"), ("Access-Control-Request-Method", "POST")])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Methods") == "POST, OPTIONS")
            #expect(
                preflight.header("Access-Control-Allow-Headers")
                    == "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, Prefer")
            #expect(preflight.header("Access-Control-Allow-Origin") == "https://app.example")
        }
    }

    @Test func aListedOriginsPreflightNeedsNoKeyButItsRequestsDo() throws {
        var configuration = APIConfiguration(apiKeys: try APIKeys(json: Array(#"{"0123456789abcdefgh": "t"}"#.utf8)))
        configuration.allowedOrigins = ["https://app.example"]
        try withNavState(configuration) { server in
            let api = try server.client()
            let origin = ("Origin", "https://app.example")
            #expect(try api.request("OPTIONS", "/sessions", headers: [origin, ("Access-Control-Request-Method", "POST")]).status == 204)
            #expect(try api.request("GET", "/sessions", headers: [origin]).status == 401)
            #expect(try api.request("GET", "/sessions", headers: [origin, ("Authorization", "Bearer 0123456789abcdefgh")]).status == 200)
        }
    }
}
