/// Routes a method and path to a handler.
///
/// A builder: add routes, then call ``match(method:pathSegments:)`` per request. `HEAD` falls
/// back to the `GET` route of the same path. Matching is linear in the number of routes, which
/// is a few dozen for an API like NavState's.
public struct Router<Handler> {
    private var routes: [(method: HTTPMethod, pattern: RoutePattern, handler: Handler)] = []

    public init() {}

    /// Adds a route; the first route added wins when two patterns match the same path.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: Handler) {
        routes.append((method: method, pattern: RoutePattern(pattern), handler: handler))
    }

    /// The patterns and methods known to this router, in the order they were added.
    public var table: [(method: HTTPMethod, pattern: RoutePattern)] {
        routes.map { (method: $0.method, pattern: $0.pattern) }
    }

    /// What the router knows about a request.
    public enum Match {
        case found(Handler, RouteParameters)
        /// The path exists, but not for this method; `allowed` lists the methods it has.
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    public func match(method: HTTPMethod, pathSegments: [String]) -> Match {
        var allowed: [HTTPMethod] = []
        var headFallback: (Handler, RouteParameters)?
        for route in routes {
            guard let parameters = route.pattern.match(pathSegments) else { continue }
            if route.method == method { return .found(route.handler, parameters) }
            if method == .HEAD, route.method == .GET, headFallback == nil {
                headFallback = (route.handler, parameters)
            }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if let headFallback { return .found(headFallback.0, headFallback.1) }
        if allowed.isEmpty { return .notFound }
        if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
        return .methodNotAllowed(allowed: allowed)
    }

    /// The methods a path answers to (for `OPTIONS` and `Allow`), empty for an unknown path.
    public func allowedMethods(pathSegments: [String]) -> [HTTPMethod] {
        var allowed: [HTTPMethod] = []
        for route in routes where route.pattern.match(pathSegments) != nil {
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if allowed.contains(.GET), !allowed.contains(.HEAD) { allowed.append(.HEAD) }
        if !allowed.isEmpty { allowed.append(.OPTIONS) }
        return allowed
    }
}

extension Router: Sendable where Handler: Sendable {}
