internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension NavStateAPI {
    /// The most steps one deep link may take.
    static let maxOpenSteps = 32

    /// `POST /sessions/{sid}/open`: `{"path": [step, …], "animated"?: true}`, a deep link
    /// (docs/api-guide.md, "Deep links"). Each step is the id of a controller in the tree (a
    /// `reveal`: what covers it dismissed, its tabs selected, its stacks popped back to it), or
    /// `{"push" | "present" | "show" | "showDetail": spec}` from the controller the step before
    /// reached. The steps become the actions an app would call, applied all or none as one
    /// revision, as a batch is: a refusal names the step (`action`), and the history keeps the
    /// actions.
    func performOpen(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        guard case .json(let json) = context.body else {
            _ = try BodyDecoding.read(JSONValue.self, from: context.body)
            throw .invalidBody("A JSON object body is required.")
        }
        guard case .object(let fields) = json else { throw .invalidBody("A JSON object body is required.") }
        if let extra = fields.keys.filter({ $0 != "path" && $0 != "url" && $0 != "animated" }).min() {
            throw .invalidBody("\(extra): unknown field; allowed: animated, path, url.")
        }
        let list: JSONValue
        switch (fields["path"], fields["url"]) {
        case (let path?, nil): list = path
        case (nil, let url?): list = .array(try route(url, of: session))
        case (nil, nil): throw .invalidBody("path: required field is missing (or url, a route of the session's storyboards).")
        case (.some, .some): throw .invalidBody("url: a deep link takes path or url, not both.")
        }
        var animated = true
        switch fields["animated"] {
        case nil: break
        case .bool(let value)?: animated = value
        default: throw .invalidBody("animated: expected true or false.")
        }
        guard case .array(let steps) = list else { throw .invalidBody("path: expected an array.") }
        guard (1...Self.maxOpenSteps).contains(steps.count) else {
            throw .invalidBody("path: a deep link takes 1 to \(Self.maxOpenSteps) steps, not \(steps.count).")
        }
        var records: [ActionRecord] = []
        var cursor: ControllerID?
        for (index, step) in steps.enumerated() {
            let (name, target, body, reached) = try Self.openStep(step, from: cursor, animated: animated, at: index)
            do throws(ActionCodec.Refusal) {
                let action = try ActionCodec.decode(name, target: target, body: body)
                records.append(Self.record(name, target, .json(body), action))
            } catch {
                // The action's `controller` is the step's own key (`path[0].push.title: …`).
                let detail = error.located(at: "path[\(index)]").detail
                let prefix = "path[\(index)].controller"
                if case .object(let fields) = step, let verb = fields.keys.first, detail.hasPrefix(prefix) {
                    throw .invalidBody("path[\(index)].\(verb)" + detail.dropFirst(prefix.count))
                }
                throw .invalidBody(detail)
            }
            cursor = reached
        }
        var mutation = Mutation(actions: records, isBatch: true)
        mutation.listName = "path"
        return try commit(mutation, to: session, context)
    }

    /// The path of the first route, in the session's storyboards by name and each storyboard's
    /// routes in order, that `url` matches, its parameters put in (docs/api-guide.md, "Deep
    /// links"). The session's own copies only: the routes of the app it was built from.
    private func route(_ value: JSONValue, of session: Session) throws(APIError) -> [JSONValue] {
        guard case .string(let url) = value, (1...Self.maxURLLength).contains(url.utf8.count) else {
            throw .invalidBody("url: a route's URL, 1 to \(Self.maxURLLength) bytes (mail/42).")
        }
        return try session.locked { (state: inout SessionState) throws(APIError) -> [JSONValue] in
            let hierarchy = state.hierarchy
            let storyboards = hierarchy.storyboards.values.sorted { $0.name < $1.name }
            for storyboard in storyboards {
                guard let (route, values) = storyboard.route(matching: url) else { continue }
                var steps = route.path(with: values)
                for (index, step) in steps.enumerated() {
                    guard case .object(let fields) = step, fields.count == 1, case .string(let identifier)? = fields["scene"] else {
                        continue
                    }
                    guard let id = Self.liveController(of: identifier, in: storyboard.name, hierarchy) else {
                        throw .sceneNotLive(identifier, storyboard: storyboard.name, index: index)
                    }
                    steps[index] = .string(id.rawValue)
                }
                return steps
            }
            throw .noMatchingRoute(url, patterns: storyboards.flatMap { $0.routes.map(\.text) })
        }
    }

    /// The controller a route's `{"scene": identifier}` step names: instantiated from that scene
    /// (its `scene`), the one nearest the top of the screen, else the one with the smallest id.
    private static func liveController(of identifier: String, in storyboard: String, _ hierarchy: Hierarchy) -> ControllerID? {
        let scene = SceneReference(storyboard: storyboard, identifier: identifier)
        if let shown = hierarchy.onScreen.last(where: { hierarchy.controllers[$0]?.properties.scene == scene }) { return shown }
        return hierarchy.controllers.values.filter { $0.properties.scene == scene }.map(\.id).min()
    }

    /// The longest `url` a deep link takes, in bytes.
    static let maxURLLength = 512

    /// One step as the action it stands for, and the controller it reaches (`nil` for a new
    /// controller without an id: the next step then starts from the top of the screen).
    private static func openStep(
        _ step: JSONValue, from cursor: ControllerID?, animated: Bool, at index: Int
    ) throws(APIError) -> (String, Action.Target, JSONValue, ControllerID?) {
        let flag: JSONValue = .bool(animated)
        let from: Action.Target = cursor.map(Action.Target.controller) ?? .automatic
        switch step {
        case .string(let id):
            return ("reveal", .controller(ControllerID(id)), .object(["animated": flag]), ControllerID(id))
        case .object(let fields) where fields.count == 1:
            let (verb, spec) = fields.first!
            // A new controller only: a controller already in the tree is revealed by its id.
            guard case .object(let specFields) = spec else {
                throw .invalidBody("path[\(index)].\(verb): expected a controller spec or a scene reference (an object).")
            }
            let reached: ControllerID? = if case .string(let id)? = specFields["id"] { ControllerID(id) } else { nil }
            let body: JSONValue = .object(["controller": spec, "animated": flag])
            switch verb {
            case "push": return ("push", from, body, reached)
            case "present": return ("present", from, body, reached)
            case "show": return ("show", from, body, reached)
            case "showDetail": return ("show-detail", from, body, reached)
            default: break
            }
        default:
            break
        }
        throw .invalidBody(
            "path[\(index)]: expected a controller's id, or one of {\"push\": spec}, {\"present\": spec}, {\"show\": spec}, {\"showDetail\": spec}."
        )
    }
}
