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
        guard case .object(let fields) = json, let list = fields["path"] else { throw .invalidBody("path: required field is missing.") }
        if let extra = fields.keys.filter({ $0 != "path" && $0 != "animated" }).min() {
            throw .invalidBody("\(extra): unknown field; allowed: animated, path.")
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
