internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// The one way a session changes: every mutation route comes here with its actions.
    ///
    /// Under the session's lock: an `Idempotency-Key` seen before replays its answer; `If-Match`
    /// is checked; the actions are applied all or none (to a copy for a dry run); a new
    /// revision is recorded in the journal; the answer is written, with its events, by the
    /// snapshot writer.
    func commit(_ mutation: Mutation, to session: Session, _ context: RequestContext) throws(APIError) -> HTTPResponse {
        let options = try MutationOptions(context.request)
        var mutation = mutation
        // The tenant's storyboards the specs name: the session takes its copy of those it lacks.
        var names: Set<String> = []
        for record in mutation.actions { names.formUnion(record.action.referencedStoryboards) }
        mutation.storyboards = registry.storyboards.storyboards(named: names, tenant: context.tenant)
        let expiresAt = registry.expiresAt(session)
        let now = configuration.clock.milliseconds()
        return try session.locked { (state: inout SessionState) throws(APIError) -> HTTPResponse in
            if let (key, fingerprint) = options.idempotency,
                let replay = try state.idempotencyKeys.claim(key, fingerprint: fingerprint, now: now)
            {
                return replay
            }
            let outcome = Result { () throws(APIError) -> (HTTPResponse, RevisionWrite?) in
                try Self.carryOut(
                    mutation, options, on: &state, context, expiresAt: expiresAt, now: now,
                    serial: session.store == nil ? nil : session.serial)
            }
            // A dry run keeps nothing but, when keyed, its key: stored too, like any keyed answer.
            guard let store = session.store else {
                // Nothing to keep beyond memory: answered now.
                if let key = options.idempotency?.key {
                    state.idempotencyKeys.finish(key, answer: IdempotencyKeys.kept(outcome.map(\.0), path: context.request.path))
                }
                return try outcome.get().0
            }
            return try answerOnceStored(
                outcome, in: store, session: session, state: &state, key: options.idempotency, now: now, context)
        }
    }

    /// With a store, the answer waits for the commit of what it changed (an answer means
    /// durable), and a keyed answer is stored even when nothing changed, so that a retry after a
    /// restart replays it instead of carrying the change out again. A write that fails drops
    /// the session back to what the store holds and answers the failure instead.
    private func answerOnceStored(
        _ outcome: Result<(HTTPResponse, RevisionWrite?), APIError>, in store: any SessionStore, session: Session,
        state: inout SessionState, key: (key: String, fingerprint: UInt64)?, now: Int64, _ context: RequestContext
    ) throws(APIError) -> HTTPResponse {
        let answer: HTTPResponse
        let write: StoreWrite
        switch outcome {
        case .success((let response, var revision?)):
            answer = response
            revision.key = key.map { StoredKey(key: $0.key, fingerprint: $0.fingerprint, time: now, answer: response) }
            revision.forgottenKeys = state.idempotencyKeys.takeForgotten()
            write = .revision(revision)
        default:
            guard let key else { return try outcome.get().0 }
            answer = IdempotencyKeys.kept(outcome.map(\.0), path: context.request.path)
            write = .key(
                serial: session.serial, at: state.hierarchy.revision,
                StoredKey(key: key.key, fingerprint: key.fingerprint, time: now, answer: answer),
                forgotten: state.idempotencyKeys.takeForgotten())
        }
        let pending = awaitAnswer(context)
        pending.prepare(answer)
        let load = state.load
        store.submit(write) { failure in
            if let failure {
                session.revert(loadedAs: load)
                // A conflict is a session deleted meanwhile, or a write before this one that
                // failed (this one then started from a revision the store never had).
                pending.finish(failure == .conflict && session.isDeleted ? .unknownSession(session.id) : failure.apiError(session.id))
                return
            }
            if let key {
                _ = try? session.locked { (state: inout SessionState) throws(APIError) in
                    state.idempotencyKeys.finish(key.key, answer: answer)
                }
            }
            pending.finish(nil)
        }
        return pending.response
    }

    private static func carryOut(
        _ mutation: Mutation, _ options: MutationOptions, on state: inout SessionState, _ context: RequestContext,
        expiresAt: Int64?, now: Int64, serial: Int?
    ) throws(APIError) -> (HTTPResponse, RevisionWrite?) {
        let start = state.hierarchy.revision
        try Preconditions.checkIfMatch(context.request, revision: start)
        let before = mutation.reportsChanges ? state.hierarchy.chrome : nil
        let actions = mutation.actions.map(\.action)
        let events: [[LifecycleEvent]]
        let after: Hierarchy
        var resolutions: [Hierarchy.ShowResolution?] = []
        // Storyboards the session has no copy of yet: kept only if the revision moves (and
        // written into its journal entry, so that a replay loads them too).
        var loaded = mutation.storyboards.filter { state.hierarchy.storyboards[$0.name] == nil }
        do throws(BatchRefusal) {
            if !loaded.isEmpty {
                var copy = state.hierarchy
                for storyboard in loaded { copy.load(storyboard) }
                events = try copy.apply(batch: actions, resolutions: &resolutions)
                after = copy
                if copy.revision == start { loaded = [] } else if !options.dryRun { state.hierarchy = copy }
            } else if options.dryRun {
                // A copy: the session's own hierarchy is applied to in place, without one.
                var copy = state.hierarchy
                events = try copy.apply(batch: actions, resolutions: &resolutions)
                after = copy
            } else {
                events = try state.hierarchy.apply(batch: actions, resolutions: &resolutions)
                after = state.hierarchy
            }
        } catch {
            throw mutation.isBatch
                ? .batchRefused(index: error.index, error.error, revision: start)
                : .navigation(error.error, revision: start)
        }
        let changed = before.map { after.chrome.changedFields(from: $0) }
        // The events are written once, for the answer and the journal alike.
        let eventsJSON = SnapshotWriter.eventsJSON(events, indexed: mutation.isBatch)
        var write: RevisionWrite?
        if !options.dryRun, after.revision != start {
            // Written straight into the journal's arena: no array per entry.
            var entryWriter = SnapshotWriter(json: JSONWriter(appendingTo: state.journal.takeArena()))
            entryWriter.journalEntry(
                revision: after.revision, time: now, actions: mutation.actions, eventsJSON: eventsJSON, changed: changed,
                storyboards: loaded)
            let checkpoint = state.journal.record(writtenTo: entryWriter.json.bytes, revision: after.revision, reaching: after)
            // The entry copied out of the arena once, for the streams and the store alike.
            if !state.subscribers.isEmpty || serial != nil, let entry = state.journal.newest {
                if !state.subscribers.isEmpty { state.publish(entry) }
                // With a store (a serial), the revision is written before it is answered.
                if let serial { write = RevisionWrite(serial: serial, from: start, entry: entry, checkpoint: checkpoint) }
            }
        }
        var writer = SnapshotWriter()
        writer.mutation(
            session: state.id, hierarchy: after, expiresAt: expiresAt, eventsJSON: eventsJSON, changed: changed,
            resolutions: resolutions, isBatch: mutation.isBatch, dryRun: options.dryRun, minimal: options.minimal)
        // A dry run's body is not the session's state at any revision: no entity tag.
        var headers: HTTPHeaders = options.dryRun ? [:] : ["ETag": Preconditions.etag(after.revision)]
        if options.minimal { headers.set("Preference-Applied", "return=minimal") }
        return (HTTPResponse(status: .ok, contentType: "application/json", body: writer.json.bytes, headers: headers), write)
    }
}
