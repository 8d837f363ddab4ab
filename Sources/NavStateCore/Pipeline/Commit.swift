package import NavStateDocuments
package import NavStateStore
package import NavigationModel

/// The one way a session changes: every mutation route comes here with its actions, through
/// ``commit(_:to:_:tenant:instance:)``. Shared by every event loop.
package struct Pipeline: Sendable {
    package let registry: SessionRegistry
    package let clock: WallClock
    /// How many bytes of entries a session's journal keeps.
    package let maxJournalBytes: Int
    package let metrics: any SessionMetrics
    package let problems: ProblemAnswers
    /// What a session may hold.
    package let limits: Limits

    package init(
        registry: SessionRegistry, clock: WallClock, maxJournalBytes: Int, limits: Limits, metrics: any SessionMetrics,
        problems: @escaping ProblemAnswers
    ) {
        self.registry = registry
        self.limits = limits
        self.clock = clock
        self.maxJournalBytes = maxJournalBytes
        self.metrics = metrics
        self.problems = problems
    }

    /// Carries `mutation` out on `session` as `options` ask, for `tenant`; `instance` is the
    /// request's path, where a refusal kept for its key says it happened.
    ///
    /// Under the session's lock: an `Idempotency-Key` seen before replays its answer; `If-Match`
    /// is checked; the actions are applied all or none (to a copy for a dry run); a new
    /// revision is recorded in the journal (and handed to the streams and the store, in revision
    /// order). The answer, a snapshot with its events, is written from a copy of the hierarchy
    /// after the lock is released, so that requests to the same session on other loops wait for
    /// the change only; a keyed request writes it under the lock, since its key keeps the answer.
    package func commit(
        _ mutation: Mutation, to session: Session, _ options: MutationOptions, tenant: Tenant?, instance: String
    ) throws(APIError) -> Answer {
        var mutation = mutation
        // The tenant's storyboards the specs name: the session takes its copy of those it lacks.
        var names: Set<String> = []
        for record in mutation.actions { names.formUnion(record.action.referencedStoryboards) }
        mutation.storyboards = registry.storyboards(named: names, tenant: tenant)
        let expiresAt = registry.expiresAt(session)
        let now = clock.milliseconds()
        let locked = try session.lockedChange { (state: inout SessionState, replica: inout Replica) throws(APIError) -> LockedAnswer in
            if let (key, fingerprint) = options.idempotency,
                let replay = try state.idempotencyKeys.claim(key, fingerprint: fingerprint, now: now)
            {
                return .answer(replay)
            }
            let outcome = Result { () throws(APIError) -> (AnswerDraft, RevisionWrite?) in
                try Self.carryOut(
                    mutation, options, on: &state, expiresAt: expiresAt, now: now,
                    plan: session.plan, serial: session.serial, maxJournalBytes: maxJournalBytes, metrics: metrics)
            }
            // Applied actions are counted once they are kept: now without a store, after the
            // commit with one (a failed commit reverts them).
            let succeeded = if case .success = outcome { true } else { false }
            let applied = succeeded && !options.dryRun ? mutation.actions.map(\.name) : []
            let countApplied = { @Sendable [metrics] in for name in applied { metrics.applied(action: name) } }
            // A dry run keeps nothing but, when keyed, its key: stored too, like any keyed answer.
            switch session.plan {
            case .answerNow:
                countApplied()
                guard let key = options.idempotency?.key else { return .draft(try outcome.get().0, nil) }
                let answer = outcome.map { $0.0.answer() }
                state.idempotencyKeys.finish(key, answer: IdempotencyKeys.kept(answer, instance: instance, problems: problems))
                return .answer(try answer.get())
            case .answerAfterCommit, .publishAfterCommit:
                return try answerOnceStored(
                    outcome, in: session.store, session: session, state: &state, replica: &replica, key: options.idempotency, now: now,
                    instance: instance, whenKept: countApplied)
            }
        }
        switch locked {
        case .answer(let answer):
            return .now(answer)
        case .pending(let pending):
            return .later(pending)
        case .draft(let draft, let pending):
            let answer = draft.answer()
            guard let pending else { return .now(answer) }
            pending.prepare(answer)
            return .later(pending)
        }
    }

    /// What the locked part of a commit hands on: an answer ready, or the draft of one to write
    /// once the lock is released (for the pending store answer, when there is one).
    private enum LockedAnswer {
        case answer(StoredAnswer)
        case pending(PendingAnswer)
        case draft(AnswerDraft, PendingAnswer?)
    }

    /// With a store, the answer waits for the commit of what it changed (an answer means
    /// durable), and a keyed answer is stored even when nothing changed, so that a retry after a
    /// restart replays it instead of carrying the change out again. A write that fails drops
    /// the session back to what the store holds and answers the failure instead.
    private func answerOnceStored(
        _ outcome: Result<(AnswerDraft, RevisionWrite?), APIError>, in store: any SessionStore, session: Session,
        state: inout SessionState, replica: inout Replica, key: (key: String, fingerprint: UInt64)?, now: Int64, instance: String,
        whenKept: @escaping @Sendable () -> Void
    ) throws(APIError) -> LockedAnswer {
        // Unkeyed, the answer's bytes are written after the lock (the pending answer takes them
        // whenever they come, before or after the commit).
        var answer: StoredAnswer?
        var draft: AnswerDraft?
        let write: StoreWrite
        switch outcome {
        case .success((let drafted, var revision?)):
            if let key {
                let written = drafted.answer()
                answer = written
                revision.key = StoredKey(key: key.key, fingerprint: key.fingerprint, time: now, answer: written)
            } else {
                draft = drafted
            }
            revision.forgottenKeys = state.idempotencyKeys.takeForgotten()
            write = .revision(revision)
        default:
            guard let key else {
                // Nothing to write: a dry run, a change that moved nothing, or a refusal.
                let drafted = try outcome.get().0
                whenKept()
                return .draft(drafted, nil)
            }
            let kept = IdempotencyKeys.kept(outcome.map { $0.0.answer() }, instance: instance, problems: problems)
            answer = kept
            write = .key(
                serial: session.serial, at: state.hierarchy.revision, tag: state.headTag,
                StoredKey(key: key.key, fingerprint: key.fingerprint, time: now, answer: kept),
                forgotten: state.idempotencyKeys.takeForgotten())
        }
        let pending = PendingAnswer(instance: instance, problems: problems)
        let prepared = answer
        if let prepared { pending.prepare(prepared) }
        let load = replica.heldLoad ?? 0
        let (metrics, shared) = (metrics, session.plan.publishesAfterCommit)
        if shared { replica.submitted() }
        store.submit(write) { failure in
            if let failure {
                session.revert(loadedAs: load)
                // A conflict is a session deleted meanwhile, or a write before this one that
                // failed (this one then started from a revision the store never had). With a
                // shared store, another node may have stored the revision first (409), or
                // deleted the session (404).
                pending.finish(failure == .conflict && session.isDeleted ? .unknownSession(session.id) : failure.apiError(session.id))
                return
            }
            if let key, let prepared {
                _ = try? session.locked { (state: inout SessionState) throws(APIError) in
                    state.idempotencyKeys.finish(key.key, answer: prepared)
                }
            }
            if shared {
                let entry: JournalEntry? = if case .revision(let revision) = write { revision.entry } else { nil }
                metrics.sent(events: session.stored(entry, loadedAs: load))
            }
            whenKept()
            pending.finish(nil)
        }
        if let draft { return .draft(draft, pending) }
        return .pending(pending)
    }

    private static func carryOut(
        _ mutation: Mutation, _ options: MutationOptions, on state: inout SessionState,
        expiresAt: Int64?, now: Int64, plan: WritePlan, serial: Int, maxJournalBytes: Int, metrics: any SessionMetrics
    ) throws(APIError) -> (AnswerDraft, RevisionWrite?) {
        let start = state.hierarchy.revision
        try Preconditions.checkIfMatch(options.ifMatch, revision: start)
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
                ? .batchRefused(index: error.index, error.error, revision: start, list: mutation.listName)
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
            let checkpoint = state.journal.record(
                writtenTo: entryWriter.json.take(), revision: after.revision, reaching: after,
                replayable: plan.publishesAfterCommit ? state.storedRevision : nil, maxBytes: maxJournalBytes)
            // The entry copied out of the arena once, for the streams and the store alike.
            if !state.subscribers.isEmpty || plan.writesRevisions, let entry = state.journal.newest {
                // With a shared store, streams hear the revision once it is stored: another node
                // may store this revision number first.
                if !state.subscribers.isEmpty, !plan.publishesAfterCommit { metrics.sent(events: state.publish(entry)) }
                // With a store, the revision is written before it is answered.
                if plan.writesRevisions {
                    let fromTag = state.headTag
                    state.headTag = RevisionTag.next()
                    write = RevisionWrite(
                        serial: serial, from: start, fromTag: fromTag, tag: state.headTag, entry: entry, checkpoint: checkpoint)
                }
            }
        }
        let draft = AnswerDraft(
            session: state.id, hierarchy: after, expiresAt: expiresAt, eventsJSON: eventsJSON, changed: changed,
            resolutions: resolutions, isBatch: mutation.isBatch, dryRun: options.dryRun, minimal: options.minimal)
        return (draft, write)
    }
}

/// What a mutation's answer is written from: a copy of the hierarchy as the change left it
/// (the session may move on meanwhile), and the parts the locked commit produced.
package struct AnswerDraft {
    package let session: SessionID
    package let hierarchy: Hierarchy
    package let expiresAt: Int64?
    package let eventsJSON: [UInt8]
    package let changed: [String]?
    package let resolutions: [Hierarchy.ShowResolution?]
    package let isBatch: Bool
    package let dryRun: Bool
    package let minimal: Bool

    /// The answer: the snapshot with its events; an `ETag` unless a dry run, whose body is not
    /// the session's state at any revision.
    /// Unchanged content controllers' nodes are copied from what this thread wrote before
    /// (``NodeFragments``).
    package func answer() -> StoredAnswer {
        var writer = SnapshotWriter(fragments: .ofThisThread)
        writer.mutation(
            session: session, hierarchy: hierarchy, expiresAt: expiresAt, eventsJSON: eventsJSON, changed: changed,
            resolutions: resolutions, isBatch: isBatch, dryRun: dryRun, minimal: minimal)
        var headers: [(name: String, value: String)] = dryRun ? [] : [("ETag", Preconditions.etag(hierarchy.revision))]
        if minimal { headers.append(("Preference-Applied", "return=minimal")) }
        headers.append(("Content-Type", "application/json"))
        return StoredAnswer(status: 200, headers: headers, body: writer.json.take())
    }
}
