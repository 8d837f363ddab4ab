/// A path pattern such as `/sessions/:sid/controllers/:cid`: literal segments and named
/// parameters (a segment starting with `:`), each matching exactly one decoded path segment.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    public init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part in
            part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
    }

    public var description: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): ":" + name
                }
            }.joined(separator: "/")
    }

    /// The parameters bound by `path`, which fits the pattern (the router found it so).
    func parameters(_ path: [String]) -> RouteParameters {
        var parameters = RouteParameters()
        for (segment, value) in zip(segments, path) {
            if case .parameter(let name) = segment { parameters.values.append((name: name, value: value)) }
        }
        return parameters
    }
}

/// The values a ``RoutePattern`` bound, by parameter name.
public struct RouteParameters: Sendable {
    var values: [(name: String, value: String)] = []

    public init() {}

    public subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }
}
