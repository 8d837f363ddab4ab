import EventHTTPTesting
import Foundation
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// The live view's routes: the index, the page and its assets, under the same
/// guard as the API; what the page draws is tested in a browser (`Tests/browser`).
@Suite struct ViewRouteTests {
    @Test func theEmptyIndexShowsAFirstRequestForTheHostTheBrowserUsed() throws {
        try withNavState { server in
            let index = try server.client().request("GET", "/", headers: [("Host", "localhost:9000")]).text
            #expect(index.contains("No sessions yet."))
            #expect(
                index.contains(
                    "curl -s -X POST http://localhost:9000/sessions -d &#39;{&quot;id&quot;: &quot;demo&quot;"))
            #expect(!index.contains("Authorization"), "no key without tenants")
        }
        let keys = try APIKeys(json: Array(#"{"alpha-key-0123456789abcdef": "alpha"}"#.utf8))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let index = try server.client()
                .request("GET", "/", headers: [("Authorization", "Bearer alpha-key-0123456789abcdef")]).text
            #expect(index.contains("-H &#39;Authorization: Bearer YOUR_KEY&#39;"), "the key a tenant's request needs, never the key itself")
            #expect(!index.contains("alpha-key"))
        }
    }

    @Test func theIndexListsTheCallersSessionsNewestFirstWithClientTextEscaped() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.get("/").text.contains("No sessions yet."))
            #expect(
                try api.post("/sessions", #"{"id": "older", "root": {"kind": "view", "title": "<script>alert(1)</script> & \"q\""}}"#)
                    .status == 201)
            try api.createNavigationSession("newer")
            let index = try api.get("/")
            #expect(index.status == 200)
            #expect(index.header("Content-Type") == "text/html; charset=utf-8")
            #expect(index.header("Content-Security-Policy") == NavStateAPI.contentSecurityPolicy)
            #expect(index.header("X-Content-Type-Options") == "nosniff")
            #expect(index.header("Cache-Control") == "private, no-store")
            let html = index.text
            #expect(!html.contains("<script>alert"))
            #expect(html.contains("<q>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</q>"))
            let newer = try #require(html.range(of: #"<a href="/sessions/newer/view">newer</a>"#))
            let older = try #require(html.range(of: #"<a href="/sessions/older/view">older</a>"#))
            #expect(newer.lowerBound < older.lowerBound, "newest first")
            #expect(html.contains("<td>UINavigationController</td>"))
        }
    }

    @Test func thePageAndItsAssetsAreServedFromTheBinary() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.get("/sessions/none/view").problemType == "unknown-session")
            try api.createNavigationSession("s")
            let page = try api.get("/sessions/s/view")
            #expect(page.status == 200)
            #expect(page.header("Content-Security-Policy") == NavStateAPI.contentSecurityPolicy)
            #expect(page.body == PackageResources.view_html)
            #expect(page.text.contains(#"<script src="/assets/view.js""#))
            #expect(page.header("Cache-Control") == "private, no-store")
            let script = try api.get("/assets/view.js")
            #expect(script.header("Cache-Control") == "no-cache")
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.body == PackageResources.view_js)
            #expect(try api.get("/assets/view.css").header("Content-Type") == "text/css; charset=utf-8")
            #expect(try api.get("/assets/other.js").problemType == "unknown-route")
            #expect(try api.get("/assets/view.js/x").status == 404)
        }
    }

    /// `.` and `..` are no session ids: clients remove them from paths (`/sessions/../view` is `/view`).
    @Test func dotSegmentsAreNoSessionIDs() throws {
        try withNavState { server in
            let api = try server.client()
            for id in [".", ".."] {
                let refused = try api.post("/sessions", #"{"id": "\#(id)", "root": {"kind": "view"}}"#)
                #expect(refused.status == 422)
                #expect(refused.problemType == "invalid-session-id")
            }
            #expect(try api.post("/sessions", #"{"id": "...", "root": {"kind": "view"}}"#).status == 201)
            #expect(try api.get("/").text.contains(#"<a href="/sessions/.../view">...</a>"#))
        }
    }

    /// With keys, a browser is challenged for Basic too and may send the key as the password;
    /// the assets need no key, the page and the index do, and another tenant's session is 404.
    @Test func aBrowserSendsTheKeyAsTheBasicPassword() throws {
        let alpha = "alpha-key-0123456789"
        let beta = "beta-key-0123456789x"
        let keys = try APIKeys(json: Array(#"{"\#(alpha)": "alpha", "\#(beta)": "beta"}"#.utf8))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let api = try server.client()
            func basic(_ user: String, _ key: String) -> [(String, String)] {
                [("Authorization", "Basic " + Data("\(user):\(key)".utf8).base64EncodedString())]
            }
            let refused = try api.get("/sessions/s/view")
            #expect(refused.status == 401)
            #expect(refused.header("WWW-Authenticate") == #"Basic realm="navstate", charset="UTF-8", Bearer realm="navstate""#)
            #expect(try api.get("/").status == 401)
            #expect(try api.get("/assets/view.js").status == 200)
            let icon = try api.get("/favicon.ico")
            #expect(icon.status == 204 && icon.body.isEmpty)
            #expect(try api.post("/sessions", #"{"id": "s", "root": {"kind": "view"}}"#, headers: basic("anyone", alpha)).status == 201)
            #expect(try api.get("/sessions/s/view", headers: basic("navstate", alpha)).status == 200)
            #expect(try api.get("/sessions/s", headers: [("Authorization", "Bearer \(alpha)")]).status == 200)
            #expect(try api.get("/sessions/s/view", headers: basic("navstate", beta)).status == 404)
            #expect(try api.get("/", headers: basic("", alpha)).text.contains("/sessions/s/view"))
            #expect(!(try api.get("/", headers: basic("", beta)).text.contains("/sessions/s/view")))
            // A key in the wrong place, a password with a colon in it, or no base64 at all.
            for header in [
                "Basic " + Data(alpha.utf8).base64EncodedString(), "Basic " + Data("u:\(alpha):x".utf8).base64EncodedString(),
                "Basic !!!", "Basic ", "Digest \(alpha)", "Bearer",
            ] {
                #expect(try api.get("/sessions/s/view", headers: [("Authorization", header)]).status == 401, "\(header)")
            }
        }
    }
}
