import Dispatch
import EventHTTP
import EventHTTPTesting
import Synchronization
import Testing

/// An echo server: answers with what it received, so tests see what the server read of
/// the request.
private func echo(_ request: HTTPRequest) -> HTTPResponse {
    var text = "\(request.method) \(request.path)"
    if let query = request.query { text += "?\(query)" }
    text += "\n"
    if let custom = request.headers["X-Test"] { text += "x-test: \(custom)\n" }
    text += String(decoding: request.body, as: UTF8.self)
    let status: HTTPStatus = request.path == "/teapot" ? HTTPStatus(code: 418, reasonPhrase: "I'm a teapot") : .ok
    return HTTPResponse(status: status, contentType: "text/plain", body: Array(text.utf8), headers: ["X-Echo": "1"])
}

private func withServer(
    _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(port: 0, handlesSignals: false),
    responder: @escaping HTTPServer.Responder = echo,
    _ body: (Int) throws -> Void
) throws {
    var configuration = configuration
    configuration.port = 0
    configuration.handlesSignals = false
    configuration.shutdownGraceMilliseconds = 50
    let server = try ServerThread(configuration: configuration, responder: responder)
    defer { server.stop() }
    try body(server.port)
}

@Suite struct ServerTests {
    @Test func bindsAnEphemeralPortAndAnswers() throws {
        try withServer { port in
            #expect(port > 0)
            let client = try HTTPTestClient(port: port)
            let response = try client.send("GET", "/hello?a=1", headers: [("X-Test", "yes")])
            #expect(response.status == 200)
            #expect(response.text == "GET /hello?a=1\nx-test: yes\n")
            #expect(response.header("Content-Type") == "text/plain")
            #expect(response.header("X-Echo") == "1")
            #expect(response.header("Content-Length") == "27")
        }
    }

    @Test(arguments: ["POST", "PUT", "PATCH", "DELETE"])
    func bodiesReachTheResponderForEveryMethod(method: String) throws {
        try withServer { port in
            let response = try HTTPTestClient(port: port).send(method, "/echo", body: Array("payload".utf8))
            #expect(response.status == 200)
            #expect(response.text == "\(method) /echo\npayload")
        }
    }

    @Test func optionsAndPatchAreNotRefusedByLibevent() throws {
        try withServer { port in
            let client = try HTTPTestClient(port: port)
            #expect(try client.send("OPTIONS", "/x").status == 200)
            #expect(try client.send("PATCH", "/x", body: []).status == 200)
        }
    }

    @Test func headSendsHeadersWithTheLengthGetWouldSend() throws {
        try withServer { port in
            let client = try HTTPTestClient(port: port)
            let head = try client.send("HEAD", "/abc")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == "10", "the length of the body the responder built")
            #expect(try client.send("GET", "/abc").text == "GET /abc\n")
        }
    }

    @Test func statusCodeAndReasonPassThrough() throws {
        try withServer { port in
            let response = try HTTPTestClient(port: port).sendRaw(Array("GET /teapot HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            #expect(response.status == 418)
        }
    }

    @Test func keepAliveServesManyRequestsOnOneConnection() throws {
        try withServer { port in
            let client = try HTTPTestClient(port: port)
            for index in 0..<50 {
                #expect(try client.send("GET", "/n\(index)").text == "GET /n\(index)\n")
            }
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        try withServer { port in
            let client = try HTTPTestClient(port: port)
            let two = "GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /second HTTP/1.1\r\nHost: x\r\n\r\n"
            #expect(try client.sendRaw(Array(two.utf8)).text == "GET /first\n")
            #expect(try client.sendRaw([]).text == "GET /second\n")
        }
    }

    /// A body past the limit is refused before it is read: the responder is handed the refusal
    /// (no body), and the connection closes after its answer.
    @Test func bodiesOverTheLimitAreRefusedBeforeTheyAreRead() throws {
        let bodies = Locked<[Int]>([])
        let configuration = HTTPServerConfiguration(maxBodySize: 1024)
        try withServer(
            configuration,
            responder: { request in
                bodies.update { $0.append(request.body.count) }
                if let refusal = request.framingViolation { return HTTPResponse(status: refusal.status) }
                return echo(request)
            }
        ) { port in
            let response = try HTTPTestClient(port: port).send("POST", "/big", body: [UInt8](repeating: 65, count: 2048))
            #expect(response.status == 413)
            #expect(response.header("Connection") == "close")
            #expect(try HTTPTestClient(port: port).send("POST", "/ok", body: [UInt8](repeating: 65, count: 1024)).status == 200)
        }
        #expect(bodies.value == [0, 1024])
    }

    /// A client that shuts its sending side after its requests gets every answer, whole, however
    /// large, and then the end of the connection.
    @Test func aClientThatHalfClosesGetsEveryAnswerWhole() throws {
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
        try withServer(
            responder: { request in
                HTTPResponse(status: .ok, contentType: "text/plain", body: request.path == "/big" ? big : Array(request.path.utf8))
            }
        ) { port in
            let client = try HTTPTestClient(port: port)
            try client.sendPart(Array("GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /big HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            client.shutdownSending()
            #expect(try client.receive().text == "/first")
            #expect(try client.receive().body == big)
            #expect(client.peerClosed(waitingMilliseconds: 2_000))
        }
    }

    /// After a refusal the server reads and drops what the client still sends before it closes
    /// (for up to a second), so that unread bytes do not turn the close into a reset that can
    /// destroy the answer on its way: the client's next writes still succeed, and the end it
    /// reads is a clean one.
    @Test func aRefusalReachesAClientThatKeepsSending() throws {
        try withServer(responder: { request in HTTPResponse(status: request.framingViolation?.status ?? .ok) }) { port in
            let client = try HTTPTestClient(port: port)
            try client.sendPart(Array("GET /a HTTP/1.1\r\nHost: x\r\nX Bad: 1\r\n\r\n".utf8))
            let head = try client.receiveRaw { $0.firstRange(of: Array("\r\n\r\n".utf8)) != nil }
            #expect(String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 400 "))
            // Without the lingering close, the server's socket is gone and these meet a reset.
            for _ in 0..<16 { try client.sendPart([UInt8](repeating: UInt8(ascii: "y"), count: 4096)) }
            #expect(client.endedCleanly(waitingMilliseconds: 5_000))
        }
    }

    /// Requests pipelined behind one whose answer comes later wait in the connection (at most
    /// 64 KiB of them, then it stops reading) and are all answered, in order, once it is given.
    @Test func pipelinedRequestsBeyondWhatWaitsAreAllAnsweredInOrder() throws {
        let count = 3_000
        try withServer(
            responder: { request in
                guard request.path == "/later" else { return echo(request) }
                return HTTPResponse(deferred: { reply in
                    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) {
                        reply.send(HTTPResponse(status: .ok, contentType: "text/plain", body: Array("later".utf8)))
                    }
                })
            }
        ) { port in
            let client = try HTTPTestClient(port: port)
            var requests = Array("GET /later HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            for index in 0..<count { requests += Array("GET /r\(index) HTTP/1.1\r\nHost: x\r\n\r\n".utf8) }
            #expect(requests.count > 64 << 10)
            try client.sendPart(requests)
            #expect(try client.receive().text == "later")
            for index in 0..<count {
                let answer = try client.receive()
                guard answer.text == "GET /r\(index)\n" else {
                    Issue.record("answer \(index): \(answer.text)")
                    return
                }
            }
        }
    }

    @Test func oversizeHeadersAreRefused() throws {
        try withServer(
            HTTPServerConfiguration(maxHeadersSize: 1024),
            responder: { request in HTTPResponse(status: request.framingViolation?.status ?? .ok) }
        ) { port in
            let big = String(repeating: "h", count: 4096)
            let response = try HTTPTestClient(port: port).send("GET", "/", headers: [("X-Big", big)])
            #expect(response.status == 431)
        }
    }

    @Test func idleConnectionsAreClosedAfterTheTimeout() throws {
        try withServer(HTTPServerConfiguration(timeoutSeconds: 1)) { port in
            // Half a request, then silence: the server must give up and close, which the client
            // sees as the end of the stream (its own read timeout is 10 s).
            let client = try HTTPTestClient(port: port, timeoutSeconds: 10)
            #expect(throws: HTTPTestClient.Failure.self) {
                try client.sendRaw(Array("GET /slow HTTP/1.1\r\nHost: x\r\n".utf8))
            }
        }
    }

    @Test func shutdownLetsTheRequestInFlightFinish() throws {
        let handle = Locked<ShutdownHandle?>(nil)
        let configuration = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 50, handlesSignals: false)
        let server = try ServerThread(configuration: configuration) { request in
            handle.value?.shutdown()
            return echo(request)
        }
        handle.update { $0 = server.shutdownHandle }
        let response = try HTTPTestClient(port: server.port).send("POST", "/last", body: Array("bye".utf8))
        #expect(response.status == 200)
        #expect(response.text == "POST /last\nbye")
        server.wait()
        #expect(throws: HTTPTestClient.Failure.self) { try HTTPTestClient(port: server.port) }
    }

    @Test func severalLoopsServeOnePortAndStopTogether() throws {
        let configuration = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        let server = try ServerThread(configuration: configuration, loops: 3) { loop in
            { request in HTTPResponse(status: .ok, contentType: "text/plain", body: Array("loop \(loop)".utf8)) }
        }
        for _ in 0..<30 {
            let response = try HTTPTestClient(port: server.port).send("GET", "/")
            #expect(["loop 0", "loop 1", "loop 2"].contains(response.text))
        }
        server.stop()
        #expect(throws: HTTPTestClient.Failure.self) { try HTTPTestClient(port: server.port) }
    }

    @Test func bindingATakenPortFails() throws {
        try withServer { port in
            #expect(throws: EventHTTPError.self) {
                try HTTPServer(configuration: HTTPServerConfiguration(port: port, handlesSignals: false)) { echo($0) }
            }
        }
    }
}

/// A value shared between the test and the server's thread.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value { storage.withLock { $0 } }

    func update(_ change: (inout Value) -> Void) { storage.withLock { change(&$0) } }
}
