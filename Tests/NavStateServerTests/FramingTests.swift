import EventHTTPTesting
import NavStateServer
import Testing

/// RFC 9112 framing: a request two parsers could split differently is refused with a
/// problem+json 400 and the connection is closed, so that whatever follows it (a smuggled
/// request) is never read, let alone answered.
@Suite struct FramingTests {
    /// Each a request head whose framing is ambiguous, then a smuggled `DELETE`.
    static let ambiguous: [(name: String, head: String, detail: String)] = [
        ("two Content-Length", "Content-Length: 0\r\nContent-Length: 44\r\n", "Content-Length is sent more than once."),
        ("the same Content-Length twice", "Content-Length: 0\r\nContent-Length: 0\r\n", "Content-Length is sent more than once."),
        ("space before the colon", "Content-Length : 44\r\n", "The header name 'Content-Length ' is not a token"),
        ("a signed Content-Length", "Content-Length: +0\r\n", "Content-Length '+0' is not a decimal number."),
        ("a transfer coding other than chunked", "Transfer-Encoding: gzip\r\n", "Transfer-Encoding 'gzip' is not supported"),
        ("two Host fields", "Host: localhost\r\n", "Host is sent more than once."),
    ]

    @Test(arguments: ambiguous.indices)
    func ambiguousFramingIs400AndTheConnectionCloses(index: Int) throws {
        let (_, head, detail) = Self.ambiguous[index]
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("victim")
            let smuggled = "DELETE /sessions/victim HTTP/1.1\r\nHost: x\r\n\r\n"
            let response = try api.raw(
                "POST /sessions HTTP/1.1\r\nHost: localhost\r\n\(head)\r\n\(smuggled)", method: "POST", path: "/sessions")
            #expect(response.status == 400)
            #expect(response.problemType == "invalid-framing")
            #expect(response.json["detail"].stringValue?.hasPrefix(detail) == true, "\(response.text)")
            #expect(response.header("Connection") == "close")
            #expect(api.closedByServer(), "the connection stayed open after an ambiguous request")
            #expect(try server.client().get("/sessions/victim").status == 200, "the smuggled DELETE ran")
        }
    }

    /// libevent 2.1 refuses `Content-Length` beside `Transfer-Encoding` itself, with its HTML
    /// 400, before any callback: still refused, still closed (docs/security.md, "What libevent
    /// 2.1 answers itself"). The server's own check of the pair stays as a second line.
    @Test(arguments: ["chunked", "gzip"])
    func contentLengthBesideTransferEncodingIsRefusedByLibeventAndClosed(coding: String) throws {
        try withNavState { server in
            try server.client().createNavigationSession("victim")
            let connection = try HTTPTestClient(port: server.port)
            let response = try connection.sendRaw(
                Array(
                    "POST /sessions HTTP/1.1\r\nHost: localhost\r\nContent-Length: 49\r\nTransfer-Encoding: \(coding)\r\n\r\n0\r\n\r\nDELETE /sessions/victim HTTP/1.1\r\nHost: x\r\n\r\n"
                        .utf8))
            #expect(response.status == 400)
            #expect(response.header("Connection") == "close")
            #expect(try server.client().get("/sessions/victim").status == 200, "the smuggled DELETE ran")
        }
    }

    /// libevent reads no body for HEAD: its bytes would be the next request.
    @Test func aHeadRequestWithABodyIsRefusedAndItsBodyNeverRuns() throws {
        try withNavState { server in
            let connection = try HTTPTestClient(port: server.port)
            let smuggled =
                "POST /sessions HTTP/1.1\r\nHost: localhost\r\nContent-Length: 42\r\n\r\n{\"id\": \"smuggled\", \"root\": {\"kind\": \"view\"}}"
            let response = try connection.sendRaw(
                Array(
                    "HEAD /healthz HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(smuggled.utf8.count)\r\n\r\n\(smuggled)".utf8),
                method: "HEAD")
            #expect(response.status == 400)
            #expect(response.header("Connection") == "close")
            #expect(try server.client().get("/sessions/smuggled").status == 404, "the body ran as a request")
        }
    }

    @Test func aMethodLibeventDoesNotNameGetsAProblem() throws {
        try withNavState { server in
            let api = try server.client()
            for method in ["FOO", "PROPFIND"] {
                let response = try api.raw("\(method) /sessions HTTP/1.1\r\nHost: localhost\r\n\r\n", method: "TRACE", path: "/sessions")
                #expect(response.status == 501)
                #expect(response.problemType == "method-not-implemented")
                #expect(response.header("Content-Type") == "application/problem+json")
            }
        }
    }

    @Test func chunkedBodiesAreStillRead() throws {
        try withNavState { server in
            let api = try server.client()
            let body = #"{"id": "chunky", "root": {"kind": "view"}}"#
            let chunked = "\(String(body.utf8.count, radix: 16))\r\n\(body)\r\n0\r\n\r\n"
            let response = try api.raw(
                "POST /sessions HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n\(chunked)",
                method: "POST", path: "/sessions")
            #expect(response.status == 201)
        }
    }
}
