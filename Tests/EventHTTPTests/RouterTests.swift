import EventHTTP
import Testing

@Suite struct RouterTests {
    private func router() -> Router<String> {
        var router = Router<String>()
        router.add(.GET, "/sessions", "list")
        router.add(.POST, "/sessions", "create")
        router.add(.GET, "/sessions/:sid", "get")
        router.add(.POST, "/sessions/:sid/controllers/:cid/push", "push")
        return router
    }

    @Test func matchesMethodAndPathAndBindsParameters() throws {
        guard
            case .found(let handler, let parameters) = router().match(
                method: .POST, pathSegments: ["sessions", "s1", "controllers", "nav", "push"])
        else {
            Issue.record("no match")
            return
        }
        #expect(handler == "push")
        #expect(parameters["sid"] == "s1")
        #expect(parameters["cid"] == "nav")
        #expect(parameters["missing"] == nil)
    }

    @Test func knownPathWithOtherMethodIsMethodNotAllowed() {
        guard case .methodNotAllowed(let allowed) = router().match(method: .DELETE, pathSegments: ["sessions"]) else {
            Issue.record("expected 405")
            return
        }
        #expect(allowed == [.GET, .POST, .HEAD])
    }

    @Test func unknownPathIsNotFound() {
        guard case .notFound = router().match(method: .GET, pathSegments: ["nowhere"]) else {
            Issue.record("expected 404")
            return
        }
    }

    @Test func headFallsBackToGet() {
        guard case .found(let handler, _) = router().match(method: .HEAD, pathSegments: ["sessions", "x"]) else {
            Issue.record("no match")
            return
        }
        #expect(handler == "get")
    }

    @Test func allowedMethodsListHeadAndOptions() {
        #expect(router().allowedMethods(pathSegments: ["sessions", "x"]) == [.GET, .HEAD, .OPTIONS])
        #expect(router().allowedMethods(pathSegments: ["x"]).isEmpty)
    }
}

@Suite struct RequestTests {
    @Test func pathSegmentsArePercentDecoded() {
        let request = HTTPRequest(method: .GET, path: "/sessions/a%20b//c%2Fd/")
        #expect(request.pathSegments == ["sessions", "a b", "c/d"])
        #expect(HTTPRequest(method: .GET, path: "/bad%zz").pathSegments == nil)
        #expect(HTTPRequest(method: .GET, path: "/bad%ff").pathSegments == nil, "not UTF-8")
    }

    @Test func queryKeysAndValuesAreDecoded() {
        let request = HTTPRequest(method: .GET, path: "/", query: "a=1&b=hello+world&c=%41&d%20x=2&flag")
        #expect(request.queryValue("a") == "1")
        #expect(request.queryValue("b") == "hello world")
        #expect(request.queryValue("c") == "A")
        #expect(request.queryValue("d x") == "2")
        #expect(request.queryValue("flag") == "")
        #expect(request.queryValue("none") == nil)
    }

    @Test func headersAreCaseInsensitive() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        #expect(headers["content-type"] == "application/json")
        headers.set("CONTENT-TYPE", "text/plain")
        #expect(headers.fields.count == 1)
        #expect(headers["Content-Type"] == "text/plain")
    }
}
