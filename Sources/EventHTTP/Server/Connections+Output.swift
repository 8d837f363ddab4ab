internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

extension Connections {
    /// Queues `chunks` behind what waits and writes as much as the socket takes, at once.
    func write(_ connection: Connection, _ chunks: [[UInt8]]) {
        for chunk in chunks where !chunk.isEmpty {
            connection.output.append(chunk)
            connection.outputBytes += chunk.count
        }
        flushOutput(connection)
    }

    /// An answer's head and body: written straight from the two arrays when nothing waits
    /// before them (as good as always), and only what the socket did not take is queued.
    func write(_ connection: Connection, head: [UInt8], body: [UInt8]) {
        guard connection.output.isEmpty else { return write(connection, [head, body]) }
        var written = -1
        repeat {
            written = head.withUnsafeBufferPointer { head in
                body.withUnsafeBufferPointer { body in
                    var vectors = (
                        iovec(iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress), iov_len: head.count),
                        iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count)
                    )
                    return withUnsafePointer(to: &vectors) {
                        $0.withMemoryRebound(to: iovec.self, capacity: 2) {
                            Glibc.writev(connection.socket, $0, body.isEmpty ? 1 : 2)
                        }
                    }
                }
            }
        } while written < 0 && errno == EINTR
        if written < 0 {
            guard errno == EAGAIN || errno == EWOULDBLOCK else { return close(connection) }
            written = 0
        }
        if written < head.count {
            connection.output.append(head)
            connection.outputOffset = written
            if !body.isEmpty { connection.output.append(body) }
        } else if written < head.count + body.count {
            connection.output.append(body)
            connection.outputOffset = written - head.count
        }
        connection.outputBytes = head.count + body.count - written
        flushOutput(connection)
    }

    func writable(_ connection: Connection) {
        flushOutput(connection)
    }

    /// Writes what waits with `writev`, until the socket is full or nothing is left.
    private func flushOutput(_ connection: Connection) {
        while !connection.output.isEmpty {
            let written = Self.writeVector(connection)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { break }
                return close(connection)
            }
            consume(written, of: connection)
            // A stream is cut when its writes make no progress for `--timeout`, not when a
            // slow reader takes longer than that in all.
            if connection.phase == .streaming, connection.isWriting, written > 0 { armStallTimer(connection) }
        }
        if connection.output.isEmpty {
            if connection.isWriting {
                connection.isWriting = false
                event_del(connection.writeEvent)
            }
            outputWritten(connection)
        } else if !connection.isWriting {
            connection.isWriting = true
            event_add(connection.writeEvent, nil)
            // The write deadline (a stream's: `--timeout` without progress) starts when the
            // socket is first full.
            if connection.phase == .streaming {
                armStallTimer(connection)
            } else {
                event_add(connection.timer, deadline)
            }
        }
    }

    private static func writeVector(_ connection: Connection) -> Int {
        let count = min(connection.output.count, 16)
        return withUnsafeTemporaryAllocation(of: iovec.self, capacity: count) { vectors in
            // The arrays stay alive and unmoved in `output` while `writev` reads them.
            withExtendedLifetime(connection.output) {
                for index in 0..<count {
                    let chunk = connection.output[index]
                    let skip = index == 0 ? connection.outputOffset : 0
                    chunk.withUnsafeBufferPointer {
                        vectors[index] = iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress! + skip), iov_len: chunk.count - skip)
                    }
                }
                return Glibc.writev(connection.socket, vectors.baseAddress, Int32(count))
            }
        }
    }

    private func consume(_ written: Int, of connection: Connection) {
        var left = written
        connection.outputBytes -= written
        while left > 0, let first = connection.output.first {
            let rest = first.count - connection.outputOffset
            if left >= rest {
                left -= rest
                connection.output.removeFirst()
                connection.outputOffset = 0
            } else {
                connection.outputOffset += left
                left = 0
            }
        }
    }

    /// Sets a stream's stall timer (`--timeout`) and notes what waits for its client now.
    func armStallTimer(_ connection: Connection) {
        connection.stalledBytes = connection.outputBytes + Self.unsentBytes(socket: connection.socket)
        event_add(connection.timer, idle)
    }
}
