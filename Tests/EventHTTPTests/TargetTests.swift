import Testing

@testable import EventHTTP

/// How a request target is split into the path, query and authority the responder reads
/// (RFC 9112 §3.2).
@Suite struct TargetTests {
    @Test(
        arguments: [
            ("/a/b", HTTPMethod.GET, "/a/b", nil, nil),
            ("/a/b?x=1&y", .GET, "/a/b", "x=1&y", nil),
            ("/a?", .GET, "/a", "", nil),
            ("/a#frag?not-a-query", .GET, "/a", nil, nil),
            ("/a?q#frag", .GET, "/a", "q", nil),
            ("http://example.com:8080/s/1?x", .GET, "/s/1", "x", "example.com:8080"),
            ("HTTPS://Example.com", .GET, "/", nil, "Example.com"),
            ("http://user@host/p", .GET, "/p", nil, "host"),
            ("http://host?q", .GET, "/", "q", "host"),
            ("*", .OPTIONS, "*", nil, nil),
            ("example.com:443", .CONNECT, "example.com:443", nil, nil),
            ("/caf%C3%A9", .GET, "/caf%C3%A9", nil, nil),
        ] as [(String, HTTPMethod, String, String?, String?)])
    func targetsSplitAsTheResponderReadsThem(target: String, method: HTTPMethod, path: String, query: String?, authority: String?) {
        let split = Target(target, method: method)
        #expect(split.path == path)
        #expect(split.query == query)
        #expect(split.authority == authority)
    }

    @Test func pathSegmentsAreSplitOnBytesAndDecoded() {
        #expect(HTTPRequest(method: .GET, path: "//a/%C3%A9//b/").pathSegments == ["a", "é", "b"])
        #expect(HTTPRequest(method: .GET, path: "/").pathSegments == [])
        #expect(HTTPRequest(method: .GET, path: "/a/%ff").pathSegments == nil)
        #expect(HTTPRequest(method: .GET, path: "/é/x").pathSegments == ["é", "x"])
    }
}
