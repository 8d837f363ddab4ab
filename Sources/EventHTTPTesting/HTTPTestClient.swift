#if canImport(Glibc)
import Glibc
#endif

/// A blocking HTTP/1.1 client over one keep-alive connection: for tests and benchmarks that
/// talk to a real listener on the loopback interface.
///
/// Small on purpose: it writes requests byte for byte (so tests can send malformed ones) and
/// reads `Content-Length` bodies, which is all the server sends for complete replies. Not
/// thread-safe: give each thread its own client.
public final class HTTPTestClient {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) { self.description = description }
    }

    private var socket: Int32 = -1
    private var buffer: [UInt8] = []
    private let host: String
    private let port: Int
    private let timeoutSeconds: Int

    /// Connects to `host:port` (IPv4); reads time out after `timeoutSeconds`.
    public init(port: Int, host: String = "127.0.0.1", timeoutSeconds: Int = 10) throws {
        self.host = host
        self.port = port
        self.timeoutSeconds = timeoutSeconds
        try connect()
    }

    deinit { close() }

    /// The client's own port on the current connection (0 when not connected).
    public var localPort: Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return found == 0 ? Int(UInt16(bigEndian: address.sin_port)) : 0
    }

    public func close() {
        if socket >= 0 { Glibc.close(socket) }
        socket = -1
        buffer.removeAll()
    }

    /// Sends one request and reads its response; reconnects first if the server closed the
    /// connection after the previous response.
    public func send(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8]? = nil
    ) throws -> TestResponse {
        if socket < 0 { try connect() }
        // A `Host` among `headers` replaces the default one.
        var head = "\(method) \(path) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { head += "Host: \(host):\(port)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try write(Array(head.utf8) + (body ?? []))
        return try readResponse(method: method)
    }

    /// Sends `text` as a JSON body.
    public func send(
        _ method: String, _ path: String, json text: String, headers: [(String, String)] = []
    ) throws -> TestResponse {
        try send(method, path, headers: headers + [("Content-Type", "application/json")], body: Array(text.utf8))
    }

    /// Writes raw bytes and reads one response.
    public func sendRaw(_ bytes: [UInt8], method: String = "GET") throws -> TestResponse {
        if socket < 0 { try connect() }
        try write(bytes)
        return try readResponse(method: method)
    }

    /// Writes raw bytes and reads nothing: part of a request, for trickles and slow uploads.
    public func sendPart(_ bytes: [UInt8]) throws {
        if socket < 0 { try connect() }
        try write(bytes)
    }

    /// Shuts this client's sending side (`shutdown(SHUT_WR)`): the server reads the end of the
    /// stream after what was sent, and may still answer.
    public func shutdownSending() {
        if socket >= 0 { shutdown(socket, Int32(SHUT_WR)) }
    }

    /// Reads one response (to a request sent with ``sendPart(_:)``).
    public func receive(method: String = "GET") throws -> TestResponse {
        try readResponse(method: method)
    }

    /// Reads raw bytes (a streamed answer, head and chunks) until `done` holds for what was
    /// read, the connection ends, or a read times out; returns everything read.
    public func receiveRaw(until done: ([UInt8]) -> Bool) throws -> [UInt8] {
        while !done(buffer) {
            guard try fill() else { break }
        }
        defer { buffer.removeAll() }
        return buffer
    }

    /// Whether the server has closed the connection, waiting up to `milliseconds` for it to
    /// happen; bytes it sent stay unread. False while the connection is open and quiet.
    public func peerClosed(waitingMilliseconds milliseconds: Int32) -> Bool {
        guard socket >= 0 else { return true }
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return false }
        var byte: UInt8 = 0
        let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Whether the server ends the connection with a clean end of stream (not a reset) within
    /// `milliseconds`, reading and dropping whatever it still sends.
    public func endedCleanly(waitingMilliseconds milliseconds: Int32) -> Bool {
        guard socket >= 0 else { return false }
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while poll(&entry, 1, milliseconds) > 0 {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return false }
        }
        return false
    }

    // MARK: - Socket

    private func connect() throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw Failure(description: "connect to \(host):\(port) failed: errno \(errno)")
        }
        socket = fd
        buffer.removeAll()
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else {
                let code = errno
                close()
                throw Failure(description: "send failed: errno \(code)")
            }
            offset += written
        }
    }

    /// Reads more bytes into the buffer; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count == 0 { return false }
        guard count > 0 else { throw Failure(description: "recv failed: errno \(errno)") }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func readResponse(method: String) throws -> TestResponse {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.firstRange(of: [13, 10, 13, 10])?.upperBound
            if headEnd == nil, try !fill() {
                close()
                throw Failure(description: "connection closed before a response")
            }
        }
        let end = headEnd!
        let headText = String(decoding: buffer[0..<(end - 4)], as: UTF8.self)
        var lines = headText.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "bad status line: \(statusLine)")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            headers.append((name: String(line[..<colon]), value: String(value)))
        }
        var response = TestResponse(status: status, headers: headers, body: [])
        buffer.removeFirst(end)
        let noBody = method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status)
        if !noBody {
            if let length = response.header("Content-Length").flatMap(Int.init) {
                while buffer.count < length {
                    guard try fill() else { throw Failure(description: "connection closed inside a body") }
                }
                response.body = Array(buffer[0..<length])
                buffer.removeFirst(length)
            } else {
                while try fill() {}
                response.body = buffer
                buffer.removeAll()
            }
        }
        if response.header("Connection")?.lowercased() == "close" { close() }
        return response
    }
}

/// A response as the test client read it.
public struct TestResponse: Sendable {
    public let status: Int
    public let headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of a header, compared without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
