internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// Opens listening sockets for ``HTTPServer``: non-blocking, close-on-exec, `SO_REUSEADDR`, and
/// with `SO_REUSEPORT` when several loops listen on one port, so that the kernel spreads new
/// connections over the loops instead of handing them to whichever loop wakes first.
///
/// `TCP_NODELAY` is set on the listening socket, and Linux hands it on to every accepted one:
/// without it, an answer written in two segments on a keep-alive connection waits ~40 ms for the
/// client's delayed ACK (Nagle's algorithm).
enum ListeningSocket {
    static func open(host: String, port: Int, reusePort: Bool) throws(EventHTTPError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else {
            throw EventHTTPError("getaddrinfo", "cannot resolve \(host)")
        }
        defer { freeaddrinfo(found) }
        let socket = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard socket >= 0 else { throw EventHTTPError("socket", "errno \(errno)") }
        evutil_make_socket_nonblocking(socket)
        evutil_make_socket_closeonexec(socket)
        evutil_make_listen_socket_reuseable(socket)
        if reusePort { evutil_make_listen_socket_reuseable_port(socket) }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(socket, 1024) == 0 else {
            let code = errno
            close(socket)
            throw EventHTTPError("bind", "cannot listen on \(host):\(port): errno \(code)")
        }
        return socket
    }
}
