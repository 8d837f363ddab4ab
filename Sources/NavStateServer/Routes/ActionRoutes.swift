internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension NavStateAPI {
    /// `POST /sessions/{sid}[/controllers/{cid}]/{action}`: decodes the action's body, applies
    /// it, answers with the snapshot and the callbacks.
    func perform(_ name: ActionName, on target: Action.Target, _ context: RequestContext) throws(APIError)
        -> HTTPResponse
    {
        let session = try registry.session(context.sessionKey)
        let action = try Self.action(name.rawValue, target: target, body: context.body)
        let record = Self.record(name.rawValue, target, context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }

    /// An action with the form it came in.
    static func record(
        _ name: String, _ target: Action.Target, _ body: RequestBody, _ action: Action, bytes: [UInt8]? = nil
    ) -> ActionRecord {
        let controller: ControllerID? = if case .controller(let id) = target { id } else { nil }
        let json: JSONValue? = if case .json(let value) = body { value } else { nil }
        return ActionRecord(name: name, controller: controller, body: json, bodyBytes: json == nil ? nil : bytes, action: action)
    }

    /// Reads action `name` on `target` from a request's body (``ActionCodec``).
    static func action(_ name: String, target: Action.Target, body: RequestBody) throws(APIError) -> Action {
        let json: JSONValue?
        switch body {
        case .empty: json = nil
        case .json(let value): json = value
        case .malformed(let error): throw .malformedJSON(error.detail)
        }
        do throws(ActionCodec.Refusal) {
            return try ActionCodec.decode(name, target: target, body: json)
        } catch {
            throw .invalidBody(error.detail)
        }
    }
}

extension NavStateAPI {
    /// `PUT /sessions/{sid}/traits`: rotation and size classes; the fields given replace the
    /// current ones.
    func putTraits(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let action = try Self.action("traits", target: .automatic, body: context.body)
        let record = Self.record("traits", .automatic, context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }

    /// `POST /sessions/{sid}/memory-warning`: the body is empty or `{}`.
    func memoryWarning(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let action = try Self.action("memory-warning", target: .automatic, body: context.body)
        let record = Self.record("memory-warning", .automatic, context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }
}
