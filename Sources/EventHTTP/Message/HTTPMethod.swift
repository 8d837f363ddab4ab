/// The request methods an ``HTTPServer`` accepts.
///
/// libevent 2.1 names nine methods; its default allow-list refuses the others with its own
/// HTML 501, so the server allows every method and lets the responder
/// answer them all. A method libevent does not name (`FOO`, `PROPFIND`) arrives as
/// ``unknown``: libevent 2.1 keeps no copy of its token.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD, TRACE, CONNECT
    /// A method outside the nine libevent names.
    case unknown = "UNKNOWN"

    public var description: String { rawValue }
}
