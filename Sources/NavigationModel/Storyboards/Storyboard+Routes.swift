/// Deep-link routes a storyboard declares (docs/api-guide.md, "Deep links"): a URL pattern such
/// as `mail/:message` and the deep link's path it opens, whose strings may name the pattern's
/// parameters (`"m:message"`), so that a client opens `mail/42` without knowing the tree.
extension Storyboard {
    /// One route: `{"pattern": "mail/:message", "path": [step, …]}`.
    public struct Route: Sendable, Equatable {
        /// The pattern's segments: literal text, or a parameter (`:name`).
        public var pattern: [Segment]
        /// The deep link's steps as the storyboard gives them (the server reads them as it reads
        /// `POST …/open`'s `path`), with parameters still in their strings.
        public var path: [JSONValue]
        /// The pattern as written, for messages and listings.
        public var text: String

        public enum Segment: Sendable, Equatable {
            case literal(String)
            case parameter(String)
        }

        public init(pattern text: String, path: [JSONValue]) {
            self.text = text
            self.pattern = text.split(separator: "/", omittingEmptySubsequences: false).map { part in
                part.first == ":" ? .parameter(String(part.dropFirst())) : .literal(String(part))
            }
            self.path = path
        }

        /// The parameters' values when `url` matches the pattern (segment by segment, a
        /// parameter taking one segment of 1 to 64 of `A-Z a-z 0-9 . _ ~ -`), else `nil`.
        public func match(_ url: Substring) -> [String: String]? {
            let parts = url.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == pattern.count else { return nil }
            var values: [String: String] = [:]
            for (segment, part) in zip(pattern, parts) {
                switch segment {
                case .literal(let text): guard part == text else { return nil }
                case .parameter(let name):
                    guard ControllerID.isValid(String(part)) else { return nil }
                    values[name] = String(part)
                }
            }
            return values
        }

        /// The path with every `:name` of the pattern's parameters replaced, in its strings
        /// (ids, titles), by its value; the longest names first, so that `:message` is not read as
        /// `:m` followed by `essage`. Scene names (`storyboard`, `identifier`, `scene`) are kept as
        /// written: a URL chooses no scene.
        public func path(with values: [String: String]) -> [JSONValue] {
            path.map { Self.substituting(values, in: $0) }
        }

        static let sceneKeys: Set<String> = ["storyboard", "identifier", "scene"]

        static func substituting(_ values: [String: String], in value: JSONValue) -> JSONValue {
            let names = values.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
            func substituted(_ value: JSONValue) -> JSONValue {
                switch value {
                case .string(var text):
                    for name in names { text = text.replacing(":" + name, with: values[name] ?? "") }
                    return .string(text)
                case .array(let items): return .array(items.map(substituted))
                case .object(let fields):
                    var result: [String: JSONValue] = [:]
                    for (key, field) in fields { result[key] = sceneKeys.contains(key) ? field : substituted(field) }
                    return .object(result)
                default: return value
                }
            }
            return substituted(value)
        }
    }

    /// The most routes one storyboard declares, and the most segments of a pattern.
    public static let maxRoutes = 50
    public static let maxPatternSegments = 8
    /// The most steps a route's path (and a deep link) takes.
    public static let maxPathSteps = 32

    /// The first route (in document order) that `url` matches, with its parameters' values.
    /// A leading or trailing `/` is ignored (`/mail/42/` is `mail/42`).
    public func route(matching url: String) -> (route: Route, values: [String: String])? {
        var trimmed = Substring(url)
        while trimmed.first == "/" { trimmed = trimmed.dropFirst() }
        while trimmed.last == "/" { trimmed = trimmed.dropLast() }
        for route in routes { if let values = route.match(trimmed) { return (route, values) } }
        return nil
    }

    /// What makes the routes unusable, each `routes[i]…: what`.
    func routeProblems() -> [String] {
        var problems: [String] = []
        if routes.count > Self.maxRoutes { problems.append("routes: at most \(Self.maxRoutes) routes, not \(routes.count).") }
        var seen: Set<[Route.Segment]> = []
        for (index, route) in routes.enumerated() {
            let at = "routes[\(index)]"
            if !seen.insert(route.pattern).inserted {
                problems.append("\(at).pattern: '\(quoted: route.text)' is another route's pattern already.")
            }
            if route.pattern.count > Self.maxPatternSegments {
                problems.append("\(at).pattern: at most \(Self.maxPatternSegments) segments, not \(route.pattern.count).")
            }
            var names: Set<String> = []
            for segment in route.pattern {
                switch segment {
                case .literal(let text) where !ControllerID.isValid(text):
                    problems.append(
                        "\(at).pattern: '\(quoted: route.text)' has a segment that is neither 1 to 64 of A-Z a-z 0-9 . _ ~ - nor :name.")
                case .parameter(let name) where !Self.isParameterName(name):
                    problems.append("\(at).pattern: ':\(quoted: name)' is no parameter name (a letter, then letters and digits).")
                case .parameter(let name) where !names.insert(name).inserted:
                    problems.append("\(at).pattern: ':\(quoted: name)' is named twice.")
                default: break
                }
            }
            if !(1...Self.maxPathSteps).contains(route.path.count) {
                problems.append("\(at).path: a route opens 1 to \(Self.maxPathSteps) steps, not \(route.path.count).")
            }
            // Each step as `open` reads it, its parameters standing for an id (`x`).
            let sample = Dictionary(
                route.pattern.compactMap { segment -> (String, String)? in
                    if case .parameter(let name) = segment { (name, "x") } else { nil }
                }, uniquingKeysWith: { first, _ in first })
            for (position, step) in route.path.enumerated() {
                if let problem = stepProblem(Route.substituting(sample, in: step)) {
                    problems.append("\(at).path[\(position)]\(problem)")
                }
            }
        }
        // One problem once (an empty pattern has several empty segments).
        var listed: Set<String> = []
        return problems.filter { listed.insert($0).inserted }
    }

    /// What `POST …/open` would refuse in a route's step before anything happens: `nil` when it
    /// reads.
    private func stepProblem(_ step: JSONValue) -> String? {
        switch step {
        case .string(let id):
            return ControllerID.isValid(id) ? nil : ": '\(quoted: id)' is no controller id (1 to 64 of A-Z a-z 0-9 . _ ~ -)."
        case .object(let fields) where fields.count == 1:
            let (verb, value) = fields.first!
            if verb == "scene" {
                guard case .string(let identifier) = value, self[identifier] != nil else {
                    return ".scene: the identifier of a scene of this storyboard."
                }
                return nil
            }
            guard ["push", "present", "show", "showDetail"].contains(verb) else { break }
            do {
                let spec = try ControllerSpec(json: value)
                if let scene = spec.pendingScene, scene.storyboard == name, self[scene.identifier] == nil {
                    return ".\(verb): '\(quoted: scene.identifier)' is not the identifier of a scene of this storyboard."
                }
                return nil
            } catch {
                return ".\(verb)\(error.path.isEmpty ? "" : "." + error.path): \(error.message)"
            }
        default:
            break
        }
        return
            ": a controller's id, {\"scene\": identifier}, or one of {\"push\": spec}, {\"present\": spec}, {\"show\": spec}, {\"showDetail\": spec}."
    }

    static func isParameterName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32 else { return false }
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        return letters.unicodeScalars.contains(first)
            && name.unicodeScalars.allSatisfy { (letters + "0123456789").unicodeScalars.contains($0) }
    }
}

extension Storyboard.Route: JSONReadable {
    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["pattern", "path"])
        let pattern: String = try object.read("pattern")
        guard case .array(let steps)? = object.fields["path"] else {
            throw FieldError(path: "path", message: "required: the deep link's steps, as POST /sessions/{sid}/open takes them.")
        }
        self.init(pattern: pattern, path: steps)
    }
}

extension Storyboard.Route.Segment: Hashable {}
