internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel

/// Creating and deleting sessions: the same steps as a change (apply, plan, hand over), with
/// the tenant's `Idempotency-Key`s in place of the session's (a session's own keys live with it
/// and go with it; the store keeps both kinds beside the change they answer).
extension Pipeline {
    /// `POST /sessions`: builds the hierarchy from `body`, registers it, answers 201 with the
    /// snapshot and the callbacks of its first appearance (200 and nothing kept for a dry run).
    package func create(_ body: RequestBody, _ options: MutationOptions, tenant: Tenant?, instance: String) throws(APIError) -> Answer {
        try oncePerKey(options, tenant: tenant, instance: instance) { () throws(APIError) -> Answer in
            try createNow(try BodyDecoding.read(CreateSessionBody.self, from: body), options, tenant: tenant, instance: instance)
        }
    }

    /// `DELETE /sessions/{sid}`: 204; `If-Match` (in `options`) makes it conditional.
    package func delete(_ key: SessionKey, _ options: MutationOptions, instance: String) throws(APIError) -> Answer {
        try oncePerKey(options, tenant: key.tenant, instance: instance) { () throws(APIError) -> Answer in
            try deleteNow(key, options, instance: instance)
        }
    }

    /// Runs `body` once per `Idempotency-Key` of `tenant`.
    private func oncePerKey(
        _ options: MutationOptions, tenant: Tenant?, instance: String, _ body: () throws(APIError) -> Answer
    ) throws(APIError) -> Answer {
        try registry.requestKeys.idempotent(
            options.idempotency, tenant: tenant, now: clock.milliseconds(), instance: instance, problems: problems,
            keptElsewhere: { (key, fingerprint) throws(APIError) in
                try registry.keptElsewhere(key, fingerprint: fingerprint, tenant: tenant)
            }, body)
    }

    /// The answer of a change that waits for its commit, when the store's plan has one.
    private func pendingAnswer(instance: String) -> PendingAnswer? {
        registry.plan.writesRevisions ? PendingAnswer(instance: instance, problems: problems) : nil
    }

    private func createNow(
        _ body: CreateSessionBody, _ options: MutationOptions, tenant: Tenant?, instance: String
    ) throws(APIError) -> Answer {
        let dryRun = options.dryRun
        var id: SessionID?
        if let requested = body.id {
            guard SessionID.isValid(requested) else { throw .invalidSessionID(requested) }
            id = SessionID(rawValue: requested)
        }
        let created: (Hierarchy, [LifecycleEvent])
        do throws(NavigationError) {
            switch body.start {
            case .root(let root, let traits, let callbacks):
                created = try Hierarchy.create(
                    root: root, traits: traits ?? Traits(), limits: limits,
                    storyboards: registry.storyboards(named: root.referencedStoryboards, tenant: tenant), callbacks: callbacks)
            case .restoration(let restoration):
                created = try Hierarchy.restore(restoration, limits: limits)
            }
        } catch {
            throw .navigation(error)
        }
        // The answer is written before the session is registered, so that a store can keep it
        // with the session (a keyed retry after a restart, or on another node, replays it).
        let now = registry.now
        let sessionID = dryRun ? (id ?? SessionID(rawValue: "dry-run")) : (id ?? SessionID.random())
        var writer = SnapshotWriter()
        writer.mutation(
            session: sessionID, hierarchy: created.0,
            expiresAt: dryRun ? nil : registry.expiry?.expiresAt(lastUsed: now), events: [created.1], isBatch: false, changed: nil,
            dryRun: dryRun, minimal: false)
        // A dry run registers nothing (its id is not even checked free).
        guard !dryRun else {
            return .now(StoredAnswer(status: 200, headers: [("Content-Type", "application/json")], body: writer.json.take()))
        }
        let answer = StoredAnswer(
            status: 201,
            headers: [
                ("ETag", Preconditions.etag(created.0.revision)), ("Content-Type", "application/json"),
                ("Location", "/sessions/\(sessionID)"),
            ],
            body: writer.json.take())
        // Revision 1 in history: the callbacks of the first appearance, no actions.
        let creation = CreationEntry(revision: created.0.revision, time: clock.milliseconds(), events: created.1)
        let pending = pendingAnswer(instance: instance)
        _ = try registry.create(
            id: sessionID, tenant: tenant, hierarchy: created.0, creation: creation, now: now,
            requestKey: options.idempotency.map { StoredKey(key: $0.key, fingerprint: $0.fingerprint, time: now, answer: answer) },
            stored: pending?.finishesCreation(of: id))
        guard let pending else { return .now(answer) }
        pending.prepare(answer)
        return .later(pending)
    }

    private func deleteNow(_ key: SessionKey, _ options: MutationOptions, instance: String) throws(APIError) -> Answer {
        let session = try registry.session(key)
        // Only `If-Match` needs the state: without it, a session whose stored state cannot be
        // read back can still be deleted.
        // (`If-Match: *` asks only that the session exist, which finding it answered.)
        let condition = options.ifMatch.map { Substring($0).trimmingSpaces }
        let allowed: ((SessionState) throws(APIError) -> Void)? =
            condition == nil || condition == "*"
            ? nil
            : { (state: SessionState) throws(APIError) in
                try Preconditions.checkIfMatch(options.ifMatch, revision: state.hierarchy.revision)
            }
        let deleted = StoredAnswer(status: 204, headers: [], body: [])
        if options.dryRun {
            // Whether it would be deleted: it exists, and `If-Match` holds.
            if let allowed { try session.locked { (state: inout SessionState) throws(APIError) in try allowed(state) } }
            return .now(deleted)
        }
        let pending = pendingAnswer(instance: instance)
        try registry.delete(
            session, if: allowed,
            requestKey: options.idempotency.map {
                StoredKey(key: $0.key, fingerprint: $0.fingerprint, time: registry.now, answer: deleted)
            },
            stored: pending?.finishesDeletion(of: session.id))
        guard let pending else { return .now(deleted) }
        pending.prepare(deleted)
        return .later(pending)
    }
}
