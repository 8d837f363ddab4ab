import EventHTTP
import EventHTTPTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Options on the sockets the server accepts, read from the kernel: the server runs in this
/// process, so its accepted socket is among this process's descriptors.
@Suite struct SocketOptionTests {
    /// The descriptor of this process whose peer is 127.0.0.1:`port`.
    private func descriptor(withPeerPort port: Int) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for entry in entries {
            guard let fd = Int32(entry) else { continue }
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let found = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
            }
            if found == 0, address.sin_family == sa_family_t(AF_INET), Int(UInt16(bigEndian: address.sin_port)) == port {
                return fd
            }
        }
        return nil
    }

    @Test func acceptedConnectionsSendWithoutNagleDelay() throws {
        let configuration = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        let server = try ServerThread(configuration: configuration) { _ in
            HTTPResponse(status: .ok, contentType: "text/plain", body: Array(repeating: UInt8(ascii: "x"), count: 100 * 1024))
        }
        defer { server.stop() }
        let client = try HTTPTestClient(port: server.port)
        for _ in 0..<3 { #expect(try client.send("GET", "/big").body.count == 100 * 1024) }
        let accepted = try #require(descriptor(withPeerPort: client.localPort), "the server's end of the connection")
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(accepted, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0)
        #expect(value == 1)
    }
}
