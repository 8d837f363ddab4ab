internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// The most actions one batch may hold.
    static let maxBatchActions = 100

    /// `POST /sessions/{sid}/actions`: `{"actions": [{"action", "controller"?, "body"?}, …]}`,
    /// applied all or none as one revision.
    func performBatch(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        guard case .json(let json) = context.body else {
            _ = try BodyDecoding.read(JSONValue.self, from: context.body)
            throw .invalidBody("A JSON object body is required.")
        }
        guard case .object(let fields) = json, let list = fields["actions"] else {
            throw .invalidBody("actions: required field is missing.")
        }
        if let extra = fields.keys.filter({ $0 != "actions" }).min() { throw .invalidBody("\(extra): unknown field.") }
        guard case .array(let entries) = list else { throw .invalidBody("actions: expected an array.") }
        guard (1...Self.maxBatchActions).contains(entries.count) else {
            throw .invalidBody("actions: a batch holds 1 to \(Self.maxBatchActions) actions, not \(entries.count).")
        }
        var records: [ActionRecord] = []
        records.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            do throws(APIError) {
                records.append(try Self.batchEntry(entry))
            } catch {
                throw Self.located(error, at: "actions[\(index)]")
            }
        }
        return try commit(Mutation(actions: records, isBatch: true), to: session, context)
    }

    /// One entry of a batch as its route would have read it.
    static func batchEntry(_ entry: JSONValue) throws(APIError) -> ActionRecord {
        guard case .object(let fields) = entry else { throw .invalidBody("expected an object.") }
        if let extra = fields.keys.filter({ !["action", "controller", "body"].contains($0) }).min() {
            throw .invalidBody("\(extra): unknown field.")
        }
        guard case .string(let name)? = fields["action"] else {
            throw .invalidBody("action: required, one of \(batchActionNames.joined(separator: ", ")).")
        }
        var target = Action.Target.automatic
        switch fields["controller"] {
        case nil, .null?: break
        case .string(let id)?: target = .controller(ControllerID(id))
        default: throw .invalidBody("controller: expected a string.")
        }
        let body: RequestBody = switch fields["body"] {
        case nil, .null?: .empty
        case let value?: .json(value)
        }
        let verb = ActionName(rawValue: name)
        guard verb != nil || ["patch", "traits", "memory-warning"].contains(name) else {
            throw .invalidBody("action: '\(name)' is not one of \(batchActionNames.joined(separator: ", ")).")
        }
        if name == "patch", case .automatic = target {
            throw .invalidBody("controller: patch names the controller it changes.")
        }
        if name == "traits", case .controller = target {
            throw .invalidBody("controller: traits belong to the session, not to a controller.")
        }
        if name == "memory-warning", case .controller = target {
            throw .invalidBody("controller: a memory warning reaches the whole session, not one controller.")
        }
        let action: Action
        do throws(APIError) {
            switch (verb, target) {
            case (let verb?, _):
                action = try Self.action(verb, target: target, body: body)
            case (nil, .controller(let id)):
                action = .update(controller: id, patch: try BodyDecoding.read(ControllerPatch.self, from: body))
            case (nil, .automatic) where name == "memory-warning":
                try Self.checkMemoryWarningBody(body)
                action = .memoryWarning
            case (nil, .automatic):
                action = .changeTraits(try BodyDecoding.read(TraitsChange.self, from: body))
            }
        } catch {
            throw inBody(error)
        }
        return record(name, target, body, action)
    }

    static var batchActionNames: [String] { ActionName.allCases.map(\.rawValue) + ["patch", "traits", "memory-warning"] }

    /// A body error as the entry sees it: `controller.kind: …` of its body becomes
    /// `body.controller.kind: …` (BodyDecoding already calls the body itself `body`).
    private static func inBody(_ error: APIError) -> APIError {
        if case .invalidBody(let detail) = error, detail.hasPrefix("body:") || detail.hasPrefix("body.") { return error }
        return located(error, at: "body")
    }

    /// An error with the place it came from in front of its field path, or of its sentence.
    private static func located(_ error: APIError, at place: String) -> APIError {
        switch error {
        case .invalidBody(let detail):
            .invalidBody(detail.first?.isUppercase == true ? "\(place): \(detail)" : "\(place).\(detail)")
        case .malformedJSON(let detail):
            .malformedJSON("\(place): \(detail)")
        default:
            error
        }
    }
}
