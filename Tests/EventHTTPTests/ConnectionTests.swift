import Dispatch
import EventHTTP
import EventHTTPTesting
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Deadlines, the connection cap and shutdown, over real sockets: what one hostile or slow
/// client must not be able to do to the others.
@Suite struct ConnectionTests {
    private static func ok(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: .ok, contentType: "text/plain", body: Array("\(request.method) \(request.path) \(request.body.count)".utf8))
    }

    private func start(
        _ configuration: HTTPServerConfiguration, responder: @escaping HTTPServer.Responder = ConnectionTests.ok
    ) throws -> ServerThread {
        var configuration = configuration
        configuration.port = 0
        configuration.handlesSignals = false
        return try ServerThread(configuration: configuration, responder: responder)
    }

    /// Waits (polling, at most 10 s) until `condition` holds; false if it never did.
    private func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Sends `bytes` one at a time, 50 ms apart, until the server closes the connection.
    /// - Returns: how many bytes were sent before it did, or nil if it never did.
    private func trickle(_ bytes: [UInt8], to client: HTTPTestClient) throws -> Int? {
        for (index, byte) in bytes.enumerated() {
            try client.sendPart([byte])
            if client.peerClosed(waitingMilliseconds: 50) { return index + 1 }
        }
        return nil
    }

    @Test func aTrickledRequestHeadIsClosedAtItsDeadline() throws {
        // The idle timeout (10 s) never fires: a byte arrives every 50 ms. The deadline does.
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 400))
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        let head = Array("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: \(String(repeating: "s", count: 200))\r\n\r\n".utf8)
        let sent = try #require(try trickle(head, to: client), "the server kept the trickling connection open")
        #expect(sent > 2 && sent < head.count)
        #expect(eventually { server.openConnections == 0 })
        // Everyone else is still served.
        #expect(try HTTPTestClient(port: server.port).send("GET", "/fast").status == 200)
    }

    /// `GET /slow` answers a whole 503 `deadline-passed` problem, and its connection closes.
    private func expectDeadlinePassed(port: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let client = try HTTPTestClient(port: port)
        let late = try client.send("GET", "/slow")
        #expect(late.status == 503, sourceLocation: sourceLocation)
        #expect(late.header("Content-Type") == "application/problem+json", sourceLocation: sourceLocation)
        #expect(late.header("Connection") == "close", sourceLocation: sourceLocation)
        #expect(late.text.contains(#""type":"deadline-passed""#), sourceLocation: sourceLocation)
        #expect(late.text.hasSuffix(#","instance":"/slow"}"#), sourceLocation: sourceLocation)
        #expect(client.peerClosed(waitingMilliseconds: 2_000), sourceLocation: sourceLocation)
    }

    /// A handler that holds the loop past the request deadline: its answer is never started
    /// (the deadline timer would cut it midway, a 200 with part of its body); the client gets a
    /// whole 503 problem and the connection closes. What the client got is what `onSent` hears.
    @Test func anAnswerReadyPastTheDeadlineIsA503NeverACutAnswer() throws {
        let sent = Mutex<[Int]>([])
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 200)) { request in
            if request.path == "/slow" { usleep(400_000) }
            var response = HTTPResponse(status: .ok, contentType: "text/plain", body: Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
            response.onSent = { answer in sent.withLock { $0.append(answer.status.code) } }
            return response
        }
        defer { server.stop() }
        try expectDeadlinePassed(port: server.port)
        // In time: the whole megabyte.
        let whole = try HTTPTestClient(port: server.port).send("GET", "/fast")
        #expect(whole.status == 200)
        #expect(whole.body.count == 1 << 20)
        #expect(sent.withLock { $0 } == [503, 200])
    }

    /// An answer given later (off the loop) that is not ready at the deadline: a whole 503 at
    /// the deadline, never a connection closed with nothing said; the late answer is dropped.
    @Test func aDeferredAnswerNotReadyAtTheDeadlineIsA503() throws {
        let sent = Mutex<[Int]>([])
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 200)) { _ in
            var response = HTTPResponse(deferred: { reply in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) {
                    reply.send(HTTPResponse(status: .ok, contentType: "text/plain", body: Array("late".utf8)))
                }
            })
            response.onSent = { answer in sent.withLock { $0.append(answer.status.code) } }
            return response
        }
        defer { server.stop() }
        try expectDeadlinePassed(port: server.port)
        #expect(sent.withLock { $0 } == [503])
    }

    @Test func aTrickledBodyIsClosedAtItsDeadline() throws {
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 400))
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 300\r\n\r\n".utf8))
        let sent = try trickle([UInt8](repeating: 65, count: 300), to: client)
        #expect(sent != nil && sent! < 300)
    }

    @Test func anInterimContinueNeitherEndsTheRequestNorItsDeadline() throws {
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 600))
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("POST /upload HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 300\r\n\r\n".utf8))
        let interim = try client.receiveRaw { $0.firstRange(of: Array("\r\n\r\n".utf8)) != nil }
        #expect(String(decoding: interim, as: UTF8.self).hasPrefix("HTTP/1.1 100"))
        let sent = try trickle([UInt8](repeating: 65, count: 300), to: client)
        #expect(sent != nil && sent! < 300, "the body trickled on past the deadline")
    }

    @Test func aRequestWithinItsDeadlineIsAnsweredAndTheNextGetsAFreshOne() throws {
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 10, requestTimeoutMilliseconds: 1_000))
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        // Three requests in a row on one connection, each in two parts a little apart: together
        // longer than one deadline would allow if it were not renewed per request.
        for index in 0..<3 {
            try client.sendPart(Array("GET /part\(index) HTTP/1.1\r\n".utf8))
            usleep(200_000)
            try client.sendPart(Array("Host: x\r\n\r\n".utf8))
            #expect(try client.receive().text == "GET /part\(index) 0")
            usleep(200_000)
        }
    }

    @Test func anAnswerNobodyReadsIsClosedAtTheWriteDeadline() throws {
        let big = [UInt8](repeating: 120, count: 64 << 20)
        let server = try start(HTTPServerConfiguration(timeoutSeconds: 30, requestTimeoutMilliseconds: 500)) { _ in
            HTTPResponse(status: .ok, contentType: "application/octet-stream", body: big)
        }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("GET /big HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        // The client never reads: 64 MiB do not fit in the socket buffers, so the answer stalls.
        withExtendedLifetime(client) {
            #expect(eventually { server.openConnections == 1 })
            #expect(eventually { server.openConnections == 0 }, "the stalled answer was never given up")
        }
    }

    @Test func theConnectionCapHoldsNewClientsInTheBacklogUntilOneCloses() throws {
        let server = try start(HTTPServerConfiguration(maxConnections: 3))
        defer { server.stop() }
        var held = try (0..<3).map { _ in try HTTPTestClient(port: server.port) }
        for client in held { #expect(try client.send("GET", "/held").status == 200) }
        // Connected (the kernel completes the handshake) but not accepted: no answer yet.
        let waiting = try HTTPTestClient(port: server.port)
        try waiting.sendPart(Array("GET /waiting HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(!waiting.peerClosed(waitingMilliseconds: 300))
        #expect(server.openConnections == 3)
        held.removeFirst().close()
        #expect(try waiting.receive().text == "GET /waiting 0")
        #expect(server.openConnections == 3)
    }

    @Test func connectionsAreCountedUntilEveryKindOfCloseAndTheCountReturnsToZero() throws {
        // libevent's own idle timeout (1 s) closes the silent ones.
        let server = try start(HTTPServerConfiguration(maxBodySize: 1024, maxHeadersSize: 1024, timeoutSeconds: 1))
        defer { server.stop() }
        let silent = try HTTPTestClient(port: server.port)
        try silent.sendPart(Array("GET /never-finished HTTP/1.1\r\n".utf8))
        let idle = try HTTPTestClient(port: server.port)
        _ = try idle.send("GET", "/then-nothing")
        do {
            let keepAlive = try HTTPTestClient(port: server.port)
            _ = try keepAlive.send("GET", "/a")
            let closing = try HTTPTestClient(port: server.port)
            _ = try closing.send("GET", "/b", headers: [("Connection", "close")])
            let tooBig = try HTTPTestClient(port: server.port)
            _ = try? tooBig.send("POST", "/c", body: [UInt8](repeating: 1, count: 4096))
            let malformed = try HTTPTestClient(port: server.port)
            _ = try? malformed.sendRaw(Array("NOT HTTP\r\n\r\n".utf8))
            let half = try HTTPTestClient(port: server.port)
            try half.sendPart(Array("GET /half HTTP/1.1\r\n".utf8))
            #expect(eventually { server.openConnections >= 2 })
            _ = [keepAlive, closing, tooBig, malformed, half]
        }
        withExtendedLifetime((silent, idle)) {
            #expect(eventually { server.openConnections == 0 })
            #expect(silent.peerClosed(waitingMilliseconds: 0) && idle.peerClosed(waitingMilliseconds: 0))
        }
    }

    @Test func shutdownClosesIdleConnectionsAtOnceAndLetsASlowUploadFinish() throws {
        let server = try start(HTTPServerConfiguration(requestTimeoutMilliseconds: 5_000, shutdownGraceMilliseconds: 60_000))
        let idle = try HTTPTestClient(port: server.port)
        #expect(try idle.send("GET", "/idle").status == 200)
        let upload = try HTTPTestClient(port: server.port)
        try upload.sendPart(Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc".utf8))
        #expect(eventually { server.openConnections == 2 })
        server.shutdownHandle.shutdown()
        #expect(idle.peerClosed(waitingMilliseconds: 5_000), "the idle connection was not closed")
        try upload.sendPart(Array("defghij".utf8))
        let response = try upload.receive(method: "POST")
        #expect(response.text == "POST /upload 10")
        #expect(response.header("Connection") == "close")
        // The loop ends once the upload is answered, long before the 60 s grace.
        let stopped = DispatchSemaphore(value: 0)
        let waiter = Thread {
            server.wait(); stopped.signal()
        }
        waiter.start()
        #expect(stopped.wait(timeout: .now() + 10) == .success, "the server waited for its grace period")
    }

    @Test func aRequestWaitingInTheSocketOfAnIdleConnectionAtShutdownIsStillAnswered() throws {
        // The loop is held inside a request while another client's next request arrives and
        // the shutdown begins: the shutdown runs before that request is read, and must not
        // take its connection for an idle one.
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let server = try start(HTTPServerConfiguration(shutdownGraceMilliseconds: 60_000)) { request in
            if request.path == "/hold" {
                entered.signal()
                _ = proceed.wait(timeout: .now() + 10)
            }
            return ConnectionTests.ok(request)
        }
        let waiting = try HTTPTestClient(port: server.port)
        #expect(try waiting.send("GET", "/first").status == 200)
        let holder = try HTTPTestClient(port: server.port)
        try holder.sendPart(Array("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(entered.wait(timeout: .now() + 10) == .success)
        try waiting.sendPart(Array("GET /second HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        server.shutdownHandle.shutdown()
        proceed.signal()
        #expect(try holder.receive().text == "GET /hold 0")
        let response = try waiting.receive()
        #expect(response.text == "GET /second 0")
        #expect(response.header("Connection") == "close")
        server.wait()
    }

    @Test func shutdownEndsAtTheGraceWhenAnUploadNeverFinishes() throws {
        let server = try start(HTTPServerConfiguration(requestTimeoutMilliseconds: 60_000, shutdownGraceMilliseconds: 200))
        let upload = try HTTPTestClient(port: server.port)
        try upload.sendPart(Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc".utf8))
        #expect(eventually { server.openConnections == 1 })
        server.stop()
        #expect(upload.peerClosed(waitingMilliseconds: 5_000))
    }
}

/// A thread for a blocking wait the test bounds with a semaphore.
private final class Thread: @unchecked Sendable {
    private let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    func start() {
        var id = pthread_t()
        let box = Unmanaged.passRetained(self)
        pthread_create(
            &id, nil,
            { context in
                let thread = Unmanaged<Thread>.fromOpaque(context!).takeRetainedValue()
                thread.body()
                return nil
            }, box.toOpaque())
        pthread_detach(id)
    }
}

@Suite struct FramingViolationTests {
    /// Raw requests the layer refuses, and the refusal the responder is handed for each: status,
    /// problem type and the start of the detail (docs/development.md, "The HTTP layer").
    static let refused: [(request: String, status: Int, type: String, detail: String)] = [
        (
            "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nTransfer-Encoding: gzip\r\n\r\n", 400, "invalid-framing",
            "Content-Length and Transfer-Encoding are both sent."
        ),
        (
            "POST /a HTTP/1.1\r\nHost: x\r\ncontent-length: 1\r\nContent-Length: 1\r\n\r\nx", 400, "invalid-framing",
            "Content-Length is sent more than once."
        ),
        ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: \r\n\r\n", 400, "invalid-framing", "Content-Length '' is not"),
        ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 0x10\r\n\r\n", 400, "invalid-framing", "Content-Length '0x10' is not"),
        (
            "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 501, "unsupported-transfer-coding",
            "Transfer-Encoding 'chunked, gzip' is not supported"
        ),
        ("GET /a HTTP/1.1\r\nHost: x\r\nX Bad: 1\r\n\r\n", 400, "invalid-framing", "The header name 'X Bad' is not a token"),
        ("GET /a HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", 400, "invalid-framing", "Host is sent more than once."),
        ("GET /a HTTP/1.1\r\nAccept: */*\r\n\r\n", 400, "invalid-framing", "An HTTP/1.1 request must send Host"),
        (
            "GET /a HTTP/1.1\r\nHost: x\r\nX-Cut: a\u{0}b\r\n\r\n", 400, "invalid-framing",
            "The value of X-Cut holds the control character 0x0."
        ),
        ("GET /a\r\n\r\n", 400, "malformed-request-line", "The request line is not"),
        ("GET  /a HTTP/1.1\r\nHost: x\r\n\r\n", 400, "malformed-request-line", "The request line is not"),
        ("GET /a HTTP/2.0\r\nHost: x\r\n\r\n", 505, "http-version-not-supported", "HTTP/2.0 is not supported"),
        ("POST /a HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\nx", 417, "expectation-failed", "Expect '200-ok'"),
        (
            "POST /a HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400, "invalid-framing",
            "An HTTP/1.0 request cannot carry Transfer-Encoding."
        ),
        (
            "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0x2\r\nab\r\n0\r\n\r\n", 400, "invalid-framing",
            "The chunked body is malformed"
        ),
        (
            "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n+2\r\nab\r\n0\r\n\r\n", 400, "invalid-framing",
            "The chunked body is malformed"
        ),
        (
            "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2 junk\r\nab\r\n0\r\n\r\n", 400, "invalid-framing",
            "The chunked body is malformed"
        ),
        ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 2048\r\n\r\n", 413, "body-too-large", "Request bodies are limited to 1024 bytes."),
        (
            "GET /a HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "h", count: 2048))\r\n\r\n", 431, "header-fields-too-large",
            "The request line and header fields are limited to 1024 bytes."
        ),
    ]

    /// Answers with what it was handed: the refusal, if any, and the path.
    private static func describe(_ request: HTTPRequest) -> HTTPResponse {
        let text =
            request.framingViolation.map { "\($0.status.code) \($0.type) \($0.title) | \($0.detail) | \(request.path)" }
            ?? "none \(request.path)"
        return HTTPResponse(status: .ok, contentType: "text/plain", body: Array(text.utf8))
    }

    @Test(arguments: refused.indices)
    func everyRefusalReachesTheResponderAndTheConnectionCloses(index: Int) throws {
        let (raw, status, type, detail) = Self.refused[index]
        let configuration = HTTPServerConfiguration(port: 0, maxBodySize: 1024, maxHeadersSize: 1024, handlesSignals: false)
        let server = try ServerThread(configuration: configuration, responder: Self.describe)
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        // A request smuggled behind it is never read.
        let response = try client.sendRaw(Array((raw + "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n").utf8))
        #expect(response.text.hasPrefix("\(status) \(type) "), "\(response.text)")
        #expect(response.text.contains("| \(detail)"), "\(response.text)")
        #expect(response.text.hasSuffix("| /a") || response.text.hasSuffix("| /"), "\(response.text)")
        #expect(response.header("Connection") == "close")
        #expect(client.peerClosed(waitingMilliseconds: 2_000))
    }

    /// RFC 9112 frames a request's body by its fields whatever the method: a body on `HEAD` or
    /// on an unknown method is read as a body, never as the next request.
    @Test(arguments: ["HEAD", "TRACE", "FOO"])
    func aBodyIsABodyWhateverTheMethod(method: String) throws {
        let server = try ServerThread(configuration: HTTPServerConfiguration(port: 0, handlesSignals: false), responder: Self.describe)
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        let smuggled = "GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n"
        let first = try client.sendRaw(
            Array("\(method) /a HTTP/1.1\r\nHost: x\r\nContent-Length: \(smuggled.utf8.count)\r\n\r\n\(smuggled)".utf8),
            method: method)
        #expect(first.status == 200)
        #expect(method == "HEAD" || first.text == "none /a")
        let next = try client.send("GET", "/next")
        #expect(next.text == "none /next", "the body was read as a request")
    }

    @Test func plainRequestsPass() throws {
        let server = try ServerThread(configuration: HTTPServerConfiguration(port: 0, handlesSignals: false), responder: Self.describe)
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        let response = try client.sendRaw(
            Array("POST /a HTTP/1.1\r\nHost: x\r\nX-Custom_Header!: ok\r\nTransfer-Encoding: Chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n".utf8))
        #expect(response.text == "none /a")
        #expect(try client.sendRaw(Array("GET /b HTTP/1.0\r\n\r\n".utf8)).text == "none /b")
    }

    @Test func theServerClosesAfterAnsweringAnAmbiguousRequestWhateverTheResponderSays() throws {
        let calls = Locked(0)
        let server = try ServerThread(configuration: HTTPServerConfiguration(port: 0, handlesSignals: false)) { request in
            calls.update { $0 += 1 }
            return HTTPResponse(status: .ok, contentType: "text/plain", body: Array(request.path.utf8))
        }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        let response = try client.sendRaw(
            Array(
                "POST /first HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 37\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n"
                    .utf8))
        #expect(response.text == "/first")
        #expect(response.header("Connection") == "close")
        #expect(client.peerClosed(waitingMilliseconds: 2_000))
        #expect(calls.value == 1)
    }
}
