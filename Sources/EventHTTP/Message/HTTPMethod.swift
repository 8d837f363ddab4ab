/// The request methods an ``HTTPServer`` accepts.
///
/// libevent 2.1 knows nine methods; its default allow-list refuses `PATCH` and `OPTIONS` with a
/// 501 (libevent-notes P7), so the server widens the list to these seven.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD

    public var description: String { rawValue }
}
