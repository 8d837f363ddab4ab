package import NavStateDocuments
package import NavigationModel

/// What a mutation route hands the pipeline: the actions, in order, all or none.
package struct Mutation {
    package var actions: [ActionRecord]
    /// A batch answers with each event's action index and refuses with it.
    package var isBatch = false
    /// What a batch's refusal calls its list: `actions`, or a deep link's `path`.
    package var listName = "actions"
    /// PATCH, and a batch with a patch, report which chrome fields changed.
    package var reportsChanges = false
    /// The tenant's storyboards the actions' specs name (set by the pipeline).
    package var storyboards: [Storyboard] = []

    package init(actions: [ActionRecord], isBatch: Bool = false, reportsChanges: Bool = false) {
        self.actions = actions
        self.isBatch = isBatch
        self.reportsChanges = reportsChanges
    }
}

/// How the request asks for the mutation to be carried out and answered.
package struct MutationOptions {
    /// `?dry-run=true`: answer what would happen, keep nothing.
    package var dryRun = false
    /// `Prefer: return=minimal`: answer the revision, events and changed fields only.
    package var minimal = false
    /// `Idempotency-Key`, with the request's fingerprint.
    package var idempotency: (key: String, fingerprint: UInt64)?
    /// The request's `If-Match` values, joined: the change is made only on that revision.
    package var ifMatch: String?

    package init(
        dryRun: Bool = false, minimal: Bool = false, idempotency: (key: String, fingerprint: UInt64)? = nil, ifMatch: String? = nil
    ) {
        self.dryRun = dryRun
        self.minimal = minimal
        self.idempotency = idempotency
        self.ifMatch = ifMatch
    }
}
