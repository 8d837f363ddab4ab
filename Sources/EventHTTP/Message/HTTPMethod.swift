/// The request methods an ``HTTPServer`` names.
///
/// Every method token reaches the responder, which answers them all: one of these nine as
/// itself, any other (`FOO`, `PROPFIND`) as ``unknown``.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD, TRACE, CONNECT
    /// A method outside these nine.
    case unknown = "UNKNOWN"

    public var description: String { rawValue }
}
