/// Routes a method and path to a handler.
///
/// A builder: add routes, then call ``match(method:pathSegments:)`` per request. `HEAD` falls
/// back to the `GET` route of the same path. The patterns are kept as a tree of their segments
/// (``RouteTree``), so a match walks the path's segments once and looks only at the routes whose
/// pattern fits, not at every route.
public struct Router<Handler> {
    private var tree = RouteTree()
    /// The handlers, by route index in `tree`.
    private var handlers: [Handler] = []

    public init() {}

    /// Adds a route; the first route added wins when two patterns match the same path.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: Handler) {
        tree.add(method, RoutePattern(pattern))
        handlers.append(handler)
    }

    /// The patterns and methods known to this router, in the order they were added.
    public var table: [(method: HTTPMethod, pattern: RoutePattern)] { tree.routes }

    /// What the router knows about a request.
    public enum Match {
        case found(Handler, RouteParameters)
        /// The path exists, but not for this method; `allowed` lists the methods it has.
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    public func match(method: HTTPMethod, pathSegments: [String]) -> Match {
        switch tree.match(method: method, pathSegments: pathSegments) {
        case .found(let index, let parameters): .found(handlers[index], parameters)
        case .methodNotAllowed(let allowed): .methodNotAllowed(allowed: allowed)
        case .notFound: .notFound
        }
    }

    /// The methods a path answers to (for `OPTIONS` and `Allow`), empty for an unknown path.
    public func allowedMethods(pathSegments: [String]) -> [HTTPMethod] {
        tree.allowedMethods(pathSegments: pathSegments)
    }
}

extension Router: Sendable where Handler: Sendable {}

/// The routes' methods and patterns as a tree of the patterns' segments (a literal child per
/// text, one parameter child), apart from the handlers. Not generic: a router is used from the
/// module that knows its handler type, and a generic walk called from another module ran
/// unspecialized, through type metadata and value witnesses for every route it looked at.
struct RouteTree {
    private(set) var routes: [(method: HTTPMethod, pattern: RoutePattern)] = []
    /// The tree; `nodes[0]` is the root (the empty path).
    private var nodes = [Node()]

    /// One segment position of the tree: where a literal or any value leads, and the routes
    /// whose pattern ends here, by index in `routes` (the order they were added).
    private struct Node {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var routes: [Int] = []
    }

    enum Match {
        /// The route at this index in `routes`.
        case found(Int, RouteParameters)
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    mutating func add(_ method: HTTPMethod, _ pattern: RoutePattern) {
        var node = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter:
                if let next = nodes[node].parameter {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].parameter = nodes.count - 1
                    node = nodes.count - 1
                }
            }
        }
        nodes[node].routes.append(routes.count)
        routes.append((method: method, pattern: pattern))
    }

    func match(method: HTTPMethod, pathSegments: [String]) -> Match {
        var allowed: [HTTPMethod] = []
        var headFallback: Int?
        for index in candidates(pathSegments) {
            let route = routes[index]
            if route.method == method { return .found(index, route.pattern.parameters(pathSegments)) }
            if method == .HEAD, route.method == .GET, headFallback == nil { headFallback = index }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if let headFallback {
            return .found(headFallback, routes[headFallback].pattern.parameters(pathSegments))
        }
        if allowed.isEmpty { return .notFound }
        if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
        return .methodNotAllowed(allowed: allowed)
    }

    func allowedMethods(pathSegments: [String]) -> [HTTPMethod] {
        var allowed: [HTTPMethod] = []
        for index in candidates(pathSegments) where !allowed.contains(routes[index].method) {
            allowed.append(routes[index].method)
        }
        if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
        if !allowed.isEmpty { allowed.append(.OPTIONS) }
        return allowed
    }

    /// The routes whose pattern fits `path`, in the order they were added: the tree walked
    /// along the path, each segment taking its literal child and the parameter child (at most
    /// two ways a segment, so the walk is short however many routes there are).
    private func candidates(_ path: [String]) -> [Int] {
        var found: [Int] = []
        var frontier = [0]
        var next: [Int] = []
        for segment in path {
            next.removeAll(keepingCapacity: true)
            for node in frontier {
                if let literal = nodes[node].literals[segment] { next.append(literal) }
                if let parameter = nodes[node].parameter { next.append(parameter) }
            }
            if next.isEmpty { return [] }
            swap(&frontier, &next)
        }
        for node in frontier { found.append(contentsOf: nodes[node].routes) }
        if frontier.count > 1 { found.sort() }
        return found
    }
}
