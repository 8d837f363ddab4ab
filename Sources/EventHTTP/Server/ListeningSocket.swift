internal import CLibevent

#if canImport(Glibc)
import Glibc
#endif

/// Opens listening sockets for ``HTTPServer``: non-blocking, close-on-exec, `SO_REUSEADDR`, and
/// with `SO_REUSEPORT` when several loops listen on one port, so that the kernel spreads new
/// connections over the loops instead of handing them to whichever loop wakes first.
///
/// `SO_REUSEPORT` would also let another process of the same user bind the port and take a
/// share of the connections unseen. So the first socket of a group is preceded by a probe bound
/// without it: when anything else listens on the port, the probe fails with `EADDRINUSE` and so
/// does the start. Once the group is bound, a second server's probe fails the same way.
///
/// `TCP_NODELAY` is set on the listening socket, and Linux hands it on to every accepted one:
/// without it, an answer written in two segments on a keep-alive connection waits ~40 ms for the
/// client's delayed ACK (Nagle's algorithm).
enum ListeningSocket {
    /// How a listening socket shares its port.
    enum Sharing {
        /// One loop: no other socket may bind the port.
        case exclusive
        /// The first loop of a group: nothing else may listen on the port now; the group's other
        /// loops join it.
        case firstOfGroup
        /// Another loop of a group whose first socket is bound.
        case joiningGroup
    }

    static func open(host: String, port: Int, sharing: Sharing) throws(EventHTTPError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else {
            throw EventHTTPError("getaddrinfo", "cannot resolve \(host)")
        }
        defer { freeaddrinfo(found) }
        if sharing == .firstOfGroup, port != 0 {
            let probe = try bound(info.pointee, reusePort: false, host: host, port: port)
            close(probe)
        }
        return try bound(info.pointee, reusePort: sharing != .exclusive, host: host, port: port)
    }

    /// A socket bound to `address` and listening.
    private static func bound(_ address: addrinfo, reusePort: Bool, host: String, port: Int) throws(EventHTTPError) -> Int32 {
        let socket = Glibc.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard socket >= 0 else { throw EventHTTPError("socket", "errno \(errno)") }
        evutil_make_socket_nonblocking(socket)
        evutil_make_socket_closeonexec(socket)
        evutil_make_listen_socket_reuseable(socket)
        if reusePort { evutil_make_listen_socket_reuseable_port(socket) }
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(socket, address.ai_addr, address.ai_addrlen) == 0, listen(socket, 1024) == 0 else {
            let code = errno
            close(socket)
            if code == EADDRINUSE {
                throw EventHTTPError("bind", "cannot listen on \(host):\(port): another process listens there already")
            }
            throw EventHTTPError("bind", "cannot listen on \(host):\(port): errno \(code)")
        }
        return socket
    }
}
