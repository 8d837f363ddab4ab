import Dispatch
import EventHTTP
import EventHTTPTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Answers given later from another thread (the store's commit): the loop serves
/// other clients meanwhile, and a reply to a request that is gone is dropped.
@Suite struct DeferredReplyTests {
    /// A server whose `/later` requests are answered by the test through the replies it keeps.
    private func start(
        _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(), replies: Locked<[HTTPReply]>
    ) throws -> ServerThread {
        var configuration = configuration
        configuration.port = 0
        configuration.handlesSignals = false
        return try ServerThread(configuration: configuration) { request in
            guard request.path == "/later" else {
                return HTTPResponse(status: .ok, contentType: "text/plain", body: Array("now".utf8))
            }
            return HTTPResponse(deferred: { reply in replies.update { $0.append(reply) } })
        }
    }

    private func waitForReplies(_ replies: Locked<[HTTPReply]>, count: Int) -> Bool {
        for _ in 0..<1_000 where replies.value.count < count { usleep(10_000) }
        return replies.value.count >= count
    }

    @Test func theLoopServesOthersWhileAnAnswerIsPendingAndTheAnswerArrivesWhole() throws {
        let replies = Locked<[HTTPReply]>([])
        let server = try start(replies: replies)
        defer { server.stop() }
        let waiting = try HTTPTestClient(port: server.port)
        try waiting.sendPart(Array("GET /later HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(waitForReplies(replies, count: 1))
        #expect(try HTTPTestClient(port: server.port).send("GET", "/other").text == "now", "the loop waited for the reply")
        let sent = DispatchQueue.global().sync {
            replies.value[0].send(HTTPResponse(status: .created, contentType: "text/plain", body: Array("done".utf8)))
        }
        #expect(sent)
        let response = try waiting.receive()
        #expect(response.status == 201)
        #expect(response.text == "done")
        #expect(!replies.value[0].send(HTTPResponse(status: .ok)), "a second answer was taken")
        // The connection serves its next request as usual.
        #expect(try waiting.send("GET", "/again").text == "now")
    }

    /// At the deadline the client gets a whole 503 `deadline-passed` and the connection closes
    /// (it was closed with nothing said, which a client cannot tell from a crash).
    @Test func aReplyAfterTheDeadlineIsDroppedAndTheClientGetsA503() throws {
        let replies = Locked<[HTTPReply]>([])
        let server = try start(HTTPServerConfiguration(requestTimeoutMilliseconds: 300), replies: replies)
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("GET /later?x=1 HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(waitForReplies(replies, count: 1))
        let answer = try client.receive()
        #expect(answer.status == 503)
        #expect(answer.text.contains(#""type":"deadline-passed""#))
        #expect(answer.text.hasSuffix(#","instance":"/later"}"#), "the problem names the request's path")
        #expect(client.peerClosed(waitingMilliseconds: 5_000), "the deadline did not close a request left unanswered")
        #expect(!replies.value[0].send(HTTPResponse(status: .ok)), "a reply to a closed connection was taken")
    }

    /// An answer that waits for work off the loop and then asks to be made again: the
    /// responder is called a second time with the same request, marked repeated, on the loop,
    /// and that answer is sent, with its own header fields.
    @Test func aResponderIsCalledAgainOnceTheWorkItWaitedForIsDone() throws {
        let calls = Locked<[Bool]>([])
        let server = try ServerThread(configuration: HTTPServerConfiguration(port: 0, handlesSignals: false)) { request in
            calls.update { $0.append(request.isRepeated) }
            guard request.isRepeated else {
                var waiting = HTTPResponse(respondingAgainAfter: { done in DispatchQueue.global().async { done() } })
                waiting.headers.set("X-First", "dropped")
                return waiting
            }
            return HTTPResponse(
                status: .ok, contentType: "text/plain", body: request.body, headers: ["X-Second": "kept"])
        }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        let answer = try client.send("POST", "/again", body: Array("body".utf8))
        #expect(answer.status == 200)
        #expect(answer.text == "body")
        #expect(answer.header("X-Second") == "kept")
        #expect(answer.header("X-First") == nil)
        #expect(calls.value == [false, true])
        #expect(try client.send("GET", "/next").status == 200, "the connection goes on")
        #expect(calls.value == [false, true, false, true])
    }

    @Test func aShutdownWaitsForAPendingAnswer() throws {
        let replies = Locked<[HTTPReply]>([])
        let server = try start(HTTPServerConfiguration(shutdownGraceMilliseconds: 60_000), replies: replies)
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("GET /later HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(waitForReplies(replies, count: 1))
        server.shutdownHandle.shutdown()
        // The shutdown has begun once the listener is gone.
        var listening = true
        for _ in 0..<1_000 where listening {
            listening = (try? HTTPTestClient(port: server.port)) != nil
            if listening { usleep(5_000) }
        }
        #expect(!listening)
        replies.value[0].send(HTTPResponse(status: .ok, contentType: "text/plain", body: Array("last".utf8)))
        let response = try client.receive()
        #expect(response.text == "last")
        #expect(response.header("Connection") == "close")
        server.wait()
    }
}
