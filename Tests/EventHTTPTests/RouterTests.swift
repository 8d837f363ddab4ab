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

    /// The router's tree answers every path and method as a scan of the routes in the order
    /// they were added would: literals and parameters overlapping at every depth, every path
    /// of up to four segments over the patterns' words and one other.
    @Test func theTreeAnswersAsAScanOfTheRoutesInOrder() {
        let routes: [(HTTPMethod, String)] = [
            (.GET, "/a/:x"), (.POST, "/a/b"), (.GET, "/:y/b"), (.DELETE, "/:y/:z"), (.GET, "/a/b"), (.PUT, "/a/b/c"),
            (.GET, "/:p/b/:q"), (.POST, "/a/:x/c"), (.GET, "/"), (.PATCH, "/a"), (.GET, "/:only"), (.POST, "/a/b/c/d"),
        ]
        var router = Router<Int>()
        for (index, route) in routes.enumerated() { router.add(route.0, route.1, index) }
        /// The routes that fit `path`, in order, and what they bind.
        func scan(_ path: [String]) -> [(index: Int, bound: [String: String])] {
            routes.enumerated().compactMap { index, route in
                let segments = route.1.split(separator: "/").map(String.init)
                guard segments.count == path.count else { return nil }
                var bound: [String: String] = [:]
                for (segment, value) in zip(segments, path) {
                    if segment.hasPrefix(":") {
                        bound[String(segment.dropFirst())] = value
                    } else if segment != value {
                        return nil
                    }
                }
                return (index, bound)
            }
        }
        func expected(_ method: HTTPMethod, _ path: [String]) -> String {
            let fits = scan(path)
            let chosen = fits.first { routes[$0.index].0 == method } ?? (method == .HEAD ? fits.first { routes[$0.index].0 == .GET } : nil)
            if let chosen { return "found \(chosen.index) \(chosen.bound.sorted { $0.key < $1.key })" }
            var allowed: [HTTPMethod] = []
            for fit in fits where !allowed.contains(routes[fit.index].0) { allowed.append(routes[fit.index].0) }
            if allowed.isEmpty { return "not found" }
            if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
            return "not allowed \(allowed)"
        }
        func actual(_ method: HTTPMethod, _ path: [String]) -> String {
            switch router.match(method: method, pathSegments: path) {
            case .found(let index, let parameters):
                let names = routes[index].1.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
                var bound: [String: String] = [:]
                for name in names { bound[name] = parameters[name] }
                return "found \(index) \(bound.sorted { $0.key < $1.key })"
            case .methodNotAllowed(let allowed): return "not allowed \(allowed)"
            case .notFound: return "not found"
            }
        }
        let words = ["a", "b", "c", "d", "e"]
        var paths: [[String]] = [[]]
        var last: [[String]] = [[]]
        for _ in 1...4 {
            last = last.flatMap { path in words.map { path + [$0] } }
            paths += last
        }
        var compared = 0
        for path in paths {
            for method in [HTTPMethod.GET, .HEAD, .POST, .PUT, .PATCH, .DELETE] {
                #expect(actual(method, path) == expected(method, path), "\(method) /\(path.joined(separator: "/"))")
                compared += 1
            }
            var allowed: [HTTPMethod] = []
            for fit in scan(path) where !allowed.contains(routes[fit.index].0) { allowed.append(routes[fit.index].0) }
            if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
            if !allowed.isEmpty { allowed.append(.OPTIONS) }
            #expect(router.allowedMethods(pathSegments: path) == allowed, "OPTIONS /\(path.joined(separator: "/"))")
        }
        #expect(compared == 781 * 6)
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
