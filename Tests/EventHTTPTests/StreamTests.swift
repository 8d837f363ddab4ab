import EventHTTP
import EventHTTPTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Streaming answers (Server-Sent Events) over real sockets: a slow client that keeps reading is
/// never cut, a client that leaves is noticed.
@Suite struct StreamTests {
    private func start(timeoutSeconds: Int = 60, _ start: @escaping @Sendable (HTTPStream) -> Void) throws -> ServerThread {
        let configuration = HTTPServerConfiguration(port: 0, timeoutSeconds: timeoutSeconds, handlesSignals: false)
        return try ServerThread(configuration: configuration) { _ in
            HTTPResponse(streaming: .ok, headers: ["Content-Type": "text/event-stream"], start: start)
        }
    }

    /// `--timeout` cuts a stream whose writes make no progress, not one whose client reads slowly
    /// for longer than that in all: 3 MiB read 16 KiB at a time, 10 ms apart (about 2 s), with a
    /// timeout of 1 s.
    @Test func aSlowReaderThatKeepsReadingIsNeverCut() throws {
        let event = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
        let server = try start(timeoutSeconds: 1) { stream in stream.send(event, first: true) }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        let received = try client.receiveRaw { bytes in
            usleep(10_000)
            return bytes.count >= event.count
        }
        #expect(received.count >= event.count, "the stream was cut after \(received.count) bytes")
    }

    /// A client that sends bytes during its stream (more than the server buffers) and then
    /// leaves: the stream ends at once, not at its next write.
    @Test func aClientThatSendsAndLeavesEndsItsStream() throws {
        let ended = Locked(false)
        let server = try start { stream in
            stream.send(Array("data: hello\n\n".utf8), first: true)
            stream.onEnd { ended.update { $0 = true } }
        }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        try client.sendPart(Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        _ = try client.receiveRaw { String(decoding: $0, as: UTF8.self).contains("hello") }
        try client.sendPart([UInt8](repeating: UInt8(ascii: "y"), count: 200 << 10))
        client.close()
        var waited = 0
        while !ended.value, waited < 5_000 {
            usleep(10_000)
            waited += 10
        }
        #expect(ended.value, "the stream outlived its client")
    }
}
