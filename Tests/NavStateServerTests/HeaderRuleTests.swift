import EventHTTPTesting
import Foundation
import NavStateServer
import NavigationModel
import Testing

/// How request heads are read where RFC 9110 and RFC 9112 leave no choice: a field that takes
/// one value is refused when sent twice, list fields sent on several lines are one list,
/// HTTP/1.1 needs `Host`, an absolute-form target names the host judged, an `Origin` is
/// compared with its scheme, and a `CONNECT` closes its connection.
@Suite struct HeaderRuleTests {
    static let key = "alpha-key-0123456789abcdef"
    static let other = "beta-key-0123456789abcdefgh"
    private static let create = #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#

    /// Each a field that takes one value, sent twice: never first-wins (two keys could act as
    /// either tenant, two idempotency keys replay either answer, an own `Origin` before a
    /// foreign one passed the cross-site check).
    @Test(arguments: [
        ("Authorization", "Bearer \(key)", "Bearer \(other)"),
        ("Idempotency-Key", "first", "second"),
        ("Origin", "http://localhost", "http://evil.example"),
        ("Content-Type", "application/json", "text/plain"),
        ("X-Forwarded-Proto", "https", "http"),
    ])
    func aSingleValuedFieldSentTwiceIs400AndChangesNothing(name: String, first: String, second: String) throws {
        let keys = try APIKeys(json: Array(#"{"\#(Self.key)": "alpha", "\#(Self.other)": "beta"}"#.utf8))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let api = try server.client()
            var headers = [("Host", "localhost"), (name, first), (name, second)]
            if name != "Authorization" { headers.append(("Authorization", "Bearer \(Self.key)")) }
            let refused = try api.request("POST", "/sessions", json: Self.create, headers: headers)
            #expect(refused.status == 400, "\(refused.text)")
            #expect(refused.problemType == "repeated-header")
            #expect(refused.json["detail"] == .string("\(name) is sent more than once; it takes one value."))
            let listed = try api.request("GET", "/sessions", headers: [("Authorization", "Bearer \(Self.key)")])
            #expect(listed.json["sessions"].arrayValue.isEmpty)
        }
    }

    /// `If-Match` on two lines is one list (RFC 9110 §5.3): the second line's tag matches.
    @Test func ifMatchOnTwoLinesIsOneList() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("s", stack: ["a"])
            let push = #"{"controller": {"kind": "view", "id": "b"}}"#
            let answer = try api.post("/sessions/s/push", push, headers: [("If-Match", #""7""#), ("If-Match", #""1""#)])
            #expect(answer.status == 200, "\(answer.text)")
            let stale = try api.post("/sessions/s/pop", nil, headers: [("If-Match", #""7""#), ("If-Match", #""1""#)])
            #expect(stale.status == 412)
            #expect(try api.get("/sessions/s", headers: [("If-None-Match", #""9""#), ("If-None-Match", #""2""#)]).status == 304)
            #expect(try api.post("/sessions/s/pop", nil, headers: [("If-Match", "+2")]).problemType == "invalid-precondition")
            // Tags are compared as written: "02" is not "2".
            #expect(try api.post("/sessions/s/pop", nil, headers: [("If-Match", #""02""#)]).problemType == "invalid-precondition")
            // A malformed element is refused whatever the revision (it was judged only after no
            // earlier element matched).
            #expect(try api.post("/sessions/s/pop", nil, headers: [("If-Match", #""2", ,"3""#)]).problemType == "invalid-precondition")
            // A controller's GET answers 304 as the session's does.
            #expect(try api.get("/sessions/s/controllers/a", headers: [("If-None-Match", #""2""#)]).status == 304)
        }
    }

    @Test func anHTTP11RequestWithoutHostIs400AndClosesWhileHTTP10NeedsNone() throws {
        try withNavState { server in
            let api = try server.client()
            let refused = try api.raw("GET /sessions HTTP/1.1\r\n\r\n", method: "GET", path: "/sessions")
            #expect(refused.status == 400)
            #expect(refused.problemType == "invalid-framing")
            #expect(refused.json["detail"].stringValue?.hasPrefix("An HTTP/1.1 request must send Host") == true)
            #expect(api.closedByServer())
            let old = try HTTPTestClient(port: server.port).sendRaw(Array("GET /sessions HTTP/1.0\r\n\r\n".utf8))
            #expect(old.status == 200)
        }
    }

    /// RFC 9112 §3.2.2: the authority of an absolute-form target stands in for `Host`, so it is
    /// the one the DNS-rebinding check judges.
    @Test func anAbsoluteFormTargetIsJudgedByItsAuthority() throws {
        try withNavState { server in
            let foreign = try server.client().raw(
                "GET http://evil.example/sessions HTTP/1.1\r\nHost: localhost\r\n\r\n", method: "GET", path: "/sessions")
            #expect(foreign.status == 403)
            #expect(foreign.problemType == "host-not-allowed")
            let own = try server.client().raw(
                "GET http://localhost:\(server.port)/sessions HTTP/1.1\r\nHost: evil.example\r\n\r\n", method: "GET", path: "/sessions")
            #expect(own.status == 200, "\(own.text)")
        }
    }

    /// The page the server serves itself has the server's own origin, scheme included: `https`
    /// only behind a proxy that says so.
    @Test func anOriginIsTheServersOwnOnlyWithItsScheme() throws {
        try withNavState { server in
            let api = try server.client()
            let host = "localhost:\(server.port)"
            func create(_ id: String, _ headers: [(String, String)]) throws -> APIResponse {
                try api.request(
                    "POST", "/sessions", json: #"{"id": "\#(id)", "root": {"kind": "view"}}"#, headers: [("Host", host)] + headers)
            }
            #expect(try create("a", [("Origin", "http://\(host)")]).status == 201)
            let wrongScheme = try create("b", [("Origin", "https://\(host)")])
            #expect(wrongScheme.status == 403)
            #expect(wrongScheme.problemType == "cross-site-request")
            #expect(try create("c", [("Origin", "ftp://\(host)")]).status == 403)
            #expect(try create("d", [("Origin", "https://\(host)"), ("X-Forwarded-Proto", "https")]).status == 201)
            #expect(try create("e", [("Origin", "http://\(host)"), ("X-Forwarded-Proto", "https")]).status == 403)
        }
    }

    /// libevent keeps a `CONNECT`'s connection open for a tunnel: the 501 closes it.
    @Test func connectIs501AndClosesTheConnection() throws {
        try withNavState { server in
            let api = try server.client()
            let refused = try api.raw(
                "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", method: "CONNECT", path: "/")
            #expect(refused.status == 501)
            #expect(refused.header("Connection") == "close")
            #expect(api.closedByServer(), "the connection stayed open after a CONNECT")
        }
    }
}
