/// The request methods an ``HTTPServer`` accepts.
///
/// libevent 2.1 knows nine methods; its default allow-list refuses the others with its own
/// HTML 501 (libevent-notes P7), so the server allows all nine and lets the responder answer
/// `TRACE` and `CONNECT` as it answers everything else. A method libevent does not know at all
/// (`FOO`) is refused by libevent itself, with its HTML 501 and a closed connection, before any
/// callback: 2.1 has no hook for it.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD, TRACE, CONNECT

    public var description: String { rawValue }
}
