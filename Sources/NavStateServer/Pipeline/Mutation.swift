internal import EventHTTP
internal import NavStateDocuments
internal import NavigationModel

/// What a mutation route hands the pipeline: the actions, in order, all or none.
struct Mutation {
    var actions: [ActionRecord]
    /// A batch answers with each event's action index and refuses with it.
    var isBatch = false
    /// PATCH, and a batch with a patch, report which chrome fields changed.
    var reportsChanges = false
    /// The tenant's storyboards the actions' specs name (set by the pipeline).
    var storyboards: [Storyboard] = []
}

/// How the request asks for the mutation to be carried out and answered.
struct MutationOptions {
    /// `?dry-run=true`: answer what would happen, keep nothing.
    var dryRun = false
    /// `Prefer: return=minimal`: answer the revision, events and changed fields only.
    var minimal = false
    /// `Idempotency-Key`, with the request's fingerprint.
    var idempotency: (key: String, fingerprint: UInt64)?

    init(_ request: HTTPRequest) throws(APIError) {
        // A value that does not percent-decode is no answer: never a change kept by mistake.
        let message = "dry-run must be 'true' or 'false', once."
        if let value = try request.singleQueryValue("dry-run", else: message) {
            guard value == "true" || value == "false" else { throw .invalidQuery(message) }
            dryRun = value == "true"
        }
        if let prefer = request.headers["Prefer"] {
            minimal = prefer.split(separator: ",").contains {
                $0.split(separator: ";").first?.trimmingSpaces.lowercased() == "return=minimal"
            }
        }
        if let header = request.headers["Idempotency-Key"] {
            idempotency = (try IdempotencyKeys.key(from: header), IdempotencyKeys.fingerprint(of: request))
        }
    }
}
