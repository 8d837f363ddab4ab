internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
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
            do throws(ActionCodec.Refusal) {
                let decoded = try ActionCodec.decodeEntry(entry)
                let body: RequestBody = decoded.body.map(RequestBody.json) ?? .empty
                records.append(Self.record(decoded.name, decoded.target, body, decoded.action))
            } catch {
                throw .invalidBody(error.located(at: "actions[\(index)]").detail)
            }
        }
        // Like a PATCH, a batch with a patch says what the screen shows differently.
        let reportsChanges = records.contains { $0.name == "patch" }
        return try commit(Mutation(actions: records, isBatch: true, reportsChanges: reportsChanges), to: session, context)
    }
}
