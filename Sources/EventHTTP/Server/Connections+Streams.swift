internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

extension Connections {
    /// The loop's side of a streaming answer.
    final class Streaming {
        let request: OpaquePointer
        let stream: HTTPStream
        var wake: OpaquePointer?

        init(request: OpaquePointer, stream: HTTPStream) {
            self.request = request
            self.stream = stream
        }
    }

    /// Takes over a streaming answer whose head evhttp has just sent: no deadline from now on,
    /// silence allowed on the reading side (libevent 2.1: its read timeout would cut a
    /// quiet stream), a write timeout left for a stalled client.
    /// - Returns: false when the request's connection is unknown (then the stream is ended).
    func startStream(_ request: OpaquePointer, stream: HTTPStream) -> Bool {
        guard let evcon = evhttp_request_get_connection(request), let connection = byEvcon[evcon] else { return false }
        let streaming = Streaming(request: request, stream: stream)
        connection.streaming = streaming
        connection.phase = .streaming
        event_del(connection.timer)
        var write = timeval(tv_sec: max(1, idleTimeoutSeconds), tv_usec: 0)
        bufferevent_set_timeouts(connection.bufferEvent, nil, &write)
        // The kernel holds at most twice this for a client that does not read (Linux doubles
        // it), instead of growing the buffer to megabytes.
        var size = Int32(HTTPStream.socketSendBufferBytes)
        setsockopt(bufferevent_getfd(connection.bufferEvent), SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        streaming.wake = event_new(
            base, -1, 0,
            { _, _, context in
                let connection = Connection.from(context)
                connection.owner.flush(connection)
            }, connection.context)
        stream.arm(streaming.wake!)
        return true
    }

    /// Writes what the stream queued; ends it when asked, when the client left, or when the
    /// client reads too slowly.
    private func flush(_ connection: Connection) {
        guard let streaming = connection.streaming else { return }
        let (chunks, _, finish) = streaming.stream.take()
        if !chunks.isEmpty {
            let buffer = evbuffer_new()
            for chunk in chunks { _ = chunk.withUnsafeBytes { evbuffer_add(buffer, $0.baseAddress, $0.count) } }
            evhttp_send_reply_chunk(streaming.request, buffer)
            evbuffer_free(buffer)
        }
        if finish {
            // Back to an ordinary keep-alive connection, the end of the answer being written,
            // all set before the end is sent: for HTTP/1.0 (no chunks, `Connection: close`)
            // evhttp frees the connection inside `evhttp_send_reply_end`, and nothing of it may
            // be touched after.
            let request = streaming.request
            release(streaming, of: connection, freeRequest: false)
            connection.phase = .answering
            var timeout = timeval(tv_sec: idleTimeoutSeconds, tv_usec: 0)
            bufferevent_set_timeouts(connection.bufferEvent, &timeout, &timeout)
            event_add(connection.timer, deadline)
            evhttp_send_reply_end(request)
            return
        }
        // What waits for the client: in the queue, in the connection's buffer and in the kernel.
        let waiting =
            evbuffer_get_length(bufferevent_get_output(connection.bufferEvent)) + streaming.stream.queuedBytes
            + Self.unsentBytes(socket: bufferevent_getfd(connection.bufferEvent))
        // The first event (a snapshot or a catch-up) may wait beyond the bound: it is always
        // delivered with the status line, whatever its size.
        if waiting > HTTPStream.maxBufferedBytes + streaming.stream.firstBytes { cut(connection) }
    }

    /// Linux's `SIOCOUTQ` (`TIOCOUTQ`, `<asm-generic/ioctls.h>`), which Glibc's module does not
    /// carry.
    private static let siocOutQ: UInt = 0x5411

    /// Bytes the kernel holds for `socket` that the client has not acknowledged (`SIOCOUTQ`).
    static func unsentBytes(socket: Int32) -> Int {
        var unsent: Int32 = 0
        guard socket >= 0, ioctl(socket, siocOutQ, &unsent) == 0 else { return 0 }
        return Int(unsent)
    }

    /// Drops a client that does not read, the way evhttp drops one that left: the request is
    /// detached (not freed under us) and the close callback follows.
    private func cut(_ connection: Connection) {
        var event: bufferevent_event_cb?
        var argument: UnsafeMutableRawPointer?
        bufferevent_getcb(connection.bufferEvent, nil, nil, &event, &argument)
        event?(connection.bufferEvent, Int16(BEV_EVENT_EOF | BEV_EVENT_READING), argument)
    }

    func release(_ streaming: Streaming, of connection: Connection, freeRequest: Bool) {
        connection.streaming = nil
        // Senders on other threads activate the wake event under the stream's lock: take it
        // from them before freeing it.
        streaming.stream.disarm()
        if let wake = streaming.wake { event_free(wake) }
        streaming.wake = nil
        if freeRequest { evhttp_send_reply_end(streaming.request) }
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
