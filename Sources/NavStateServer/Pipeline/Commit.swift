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
        let expiresAt = registry.expiresAt(session)
        let now = configuration.clock.milliseconds()
        return try session.locked { (state: inout SessionState) throws(APIError) -> HTTPResponse in
            if let (key, fingerprint) = options.idempotency,
                let replay = try state.idempotencyKeys.claim(key, fingerprint: fingerprint, now: now)
            {
                return replay
            }
            let outcome = Result { () throws(APIError) -> (HTTPResponse, RevisionWrite?) in
                try Self.carryOut(mutation, options, on: &state, context, expiresAt: expiresAt, now: now,
                    serial: session.store == nil ? nil : session.serial)
            }
            if case .success((let answer, var write?)) = outcome, let store = session.store {
                // Answered once the store has the revision: an answer means durable.
                let key = options.idempotency?.key
                if let (key, fingerprint) = options.idempotency {
                    write.key = StoredKey(key: key, fingerprint: fingerprint, time: now, answer: answer)
                }
                write.forgottenKeys = state.idempotencyKeys.takeForgotten()
                let pending = PendingAnswer(instance: context.request.path)
                pending.prepare(answer)
                store.submit(.revision(write)) { failure in
                    if failure != nil {
                        session.revert()
                    } else if let key {
                        _ = try? session.locked { (state: inout SessionState) throws(APIError) in
                            state.idempotencyKeys.finish(key, answer: answer)
                        }
                    }
                    pending.finish(failure?.apiError(session.id))
                }
                return pending.response
            }
            if let key = options.idempotency?.key {
                state.idempotencyKeys.finish(key, answer: IdempotencyKeys.kept(outcome.map(\.0), path: context.request.path))
            }
            return try outcome.get().0
        }
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
        do throws(BatchRefusal) {
            if options.dryRun {
                // A copy: the session's own hierarchy is applied to in place, without one.
                var copy = state.hierarchy
                events = try copy.apply(batch: actions)
                after = copy
            } else {
                events = try state.hierarchy.apply(batch: actions)
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
                revision: after.revision, time: now, actions: mutation.actions, eventsJSON: eventsJSON, changed: changed)
            let recorded = state.journal.record(writtenTo: entryWriter.json.bytes, revision: after.revision, reaching: after)
            if !state.subscribers.isEmpty, let entry = state.journal.newest { state.publish(entry) }
            // With a store (a serial), the revision is written before it is answered.
            if let serial, let entry = state.journal.newest {
                write = RevisionWrite(
                    serial: serial, from: start, entry: entry, checkpoint: recorded.checkpoint,
                    oldestKept: recorded.oldestKept)
            }
        }
        var writer = SnapshotWriter()
        writer.mutation(
            session: state.id, hierarchy: after, expiresAt: expiresAt, eventsJSON: eventsJSON, changed: changed,
            dryRun: options.dryRun, minimal: options.minimal)
        // A dry run's body is not the session's state at any revision: no entity tag.
        var headers: HTTPHeaders = options.dryRun ? [:] : ["ETag": Preconditions.etag(after.revision)]
        if options.minimal { headers.set("Preference-Applied", "return=minimal") }
        return (HTTPResponse(status: .ok, contentType: "application/json", body: writer.json.bytes, headers: headers), write)
    }
}
