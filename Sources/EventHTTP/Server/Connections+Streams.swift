internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

extension Connections {
    /// The loop's side of a streaming answer.
    final class Streaming {
        let stream: HTTPStream
        /// Chunked (HTTP/1.1), or a body that ends with the connection (HTTP/1.0).
        let chunked: Bool
        var wake: OpaquePointer?

        init(stream: HTTPStream, chunked: Bool) {
            self.stream = stream
            self.chunked = chunked
        }
    }

    /// Sends the head (chunked for HTTP/1.1; for HTTP/1.0 the body ends with the connection),
    /// takes the stream over, then hands it to the responder's `start`. No deadline from now
    /// on; a client that does not read is cut by the stream's buffer bound.
    func startStream(
        _ response: HTTPResponse, on connection: Connection, exchange: Connection.Exchange,
        start: @Sendable (HTTPStream) -> Void
    ) {
        let chunked = exchange.minorVersion >= 1
        if !chunked { connection.closesAfterAnswer = true }
        let head = ResponseHead(
            status: response.status, minorVersion: exchange.minorVersion, headers: response.headers,
            framing: chunked ? .chunked : .untilClose, closes: connection.closesAfterAnswer)
        var bytes: [UInt8] = []
        head.write(to: &bytes, date: dateLine())
        let stream = HTTPStream()
        if !response.body.isEmpty { stream.send(response.body) }
        let streaming = Streaming(stream: stream, chunked: chunked)
        connection.streaming = streaming
        connection.phase = .streaming
        connection.requestStarted = 0
        event_del(connection.timer)
        // The kernel holds at most twice this for a client that does not read (Linux doubles
        // it), instead of growing the buffer to megabytes.
        var size = Int32(HTTPStream.socketSendBufferBytes)
        setsockopt(connection.socket, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        streaming.wake = event_new(
            base, -1, 0,
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.flush(connection)
            }, connection.context)
        write(connection, [bytes])
        guard !connection.isClosed, let wake = streaming.wake else {
            stream.end()
            return
        }
        stream.arm(wake)
        start(stream)
        if isDraining { stream.finish() }
    }

    /// Writes what the stream queued; ends it when asked, when the client left, or when the
    /// client reads too slowly.
    private func flush(_ connection: Connection) {
        guard let streaming = connection.streaming else { return }
        let (chunks, _, finish) = streaming.stream.take()
        var bytes: [UInt8] = []
        for chunk in chunks where !chunk.isEmpty {
            if streaming.chunked {
                appendHexadecimal(chunk.count, to: &bytes)
                bytes.append(contentsOf: ResponseHead.crlf)
            }
            bytes.append(contentsOf: chunk)
            if streaming.chunked { bytes.append(contentsOf: ResponseHead.crlf) }
        }
        if finish {
            // Back to an ordinary answer being written: its end, then the next request (or the
            // close, for HTTP/1.0 and while draining).
            if streaming.chunked { bytes.append(contentsOf: Self.lastChunk) }
            release(streaming, of: connection)
            connection.phase = .answering
            connection.requestStarted = Self.monotonicNanoseconds()
            if isDraining { connection.closesAfterAnswer = true }
            write(connection, [bytes])
            return
        }
        write(connection, [bytes])
        guard !connection.isClosed else { return }
        // What waits for the client: in the queue, in the connection's buffer and in the kernel.
        let waiting = connection.outputBytes + streaming.stream.queuedBytes + Self.unsentBytes(socket: connection.socket)
        // The first event (a snapshot or a catch-up) may wait beyond the bound: it is always
        // delivered with the status line, whatever its size.
        if waiting > HTTPStream.maxBufferedBytes + streaming.stream.firstBytes { close(connection) }
    }

    private static let lastChunk = Array("0\r\n\r\n".utf8)

    /// Linux's `SIOCOUTQ` (`TIOCOUTQ`, `<asm-generic/ioctls.h>`), which Glibc's module does not
    /// carry.
    private static let siocOutQ: UInt = 0x5411

    /// Bytes the kernel holds for `socket` that the client has not acknowledged (`SIOCOUTQ`).
    static func unsentBytes(socket: Int32) -> Int {
        var unsent: Int32 = 0
        guard socket >= 0, ioctl(socket, siocOutQ, &unsent) == 0 else { return 0 }
        return Int(unsent)
    }

    func release(_ streaming: Streaming, of connection: Connection) {
        connection.streaming = nil
        // Senders on other threads activate the wake event under the stream's lock: take it
        // from them before freeing it.
        streaming.stream.disarm()
        if let wake = streaming.wake { event_free(wake) }
        streaming.wake = nil
        streaming.stream.end()
    }

    /// A comment on every stream, and the queue flushed.
    func beat() {
        for connection in open.values {
            guard let streaming = connection.streaming else { continue }
            streaming.stream.send(Array(": ping\n\n".utf8))
        }
    }
}
