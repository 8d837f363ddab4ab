package import NavStateDocuments
package import NavigationModel

/// A session's recent past: the revisions after its oldest checkpoint, and one or two
/// checkpoints (whole hierarchies) to replay them from.
///
/// A checkpoint is taken every ``checkpointInterval`` (32) revisions and the older of two is
/// dropped with the entries it covers, so between 32 and 64 revisions stay reachable (about 600
/// bytes each for a push or pop). A checkpoint costs little: the hierarchy is a value whose
/// dictionaries are shared until the next change copies them (once per interval).
///
/// The entries are bounded by bytes too, the same way: a checkpoint is also taken once the
/// entries after the newest one pass half the journal's byte budget, so the two intervals kept
/// hold less than the budget and the newest entry together, and at least about half of it.
///
/// The entries' JSON lives in one byte arena per session, indexed by revision, not in an array
/// per entry: kept as Swift values (actions, specs, events), then as one array each, 1,000 busy
/// sessions' journals made glibc's allocator a top entry of the push/pop profile (RSS 31 → 118
/// MiB, `_int_malloc` 1% → 7%, push/pop −25%).
package struct Journal: Sendable {
    package static let checkpointInterval = 32

    private(set) var checkpoints: [Hierarchy]
    /// The kept entries' JSON, back to back.
    private var arena: [UInt8] = []
    /// Each kept entry: its revision, where its JSON ends in `arena` (it starts where the
    /// previous one ends, the first at 0) and the form its actions were written in (an entry
    /// restored from the store may be older than this build's).
    private var index: [(revision: Revision, end: Int, format: Int)] = []

    /// The form of a creation entry kept compact (``CreationEntry/compact``) instead of as JSON.
    private static let compactCreation = -1

    /// The journal of a session just created: its checkpoint, and the entry of its creation
    /// (revision 1, its callbacks), which history shows and replay never needs, kept compact
    /// when it has a compact form.
    package init(initial: Hierarchy, creation: CreationEntry? = nil) {
        checkpoints = [initial]
        if let creation {
            arena = creation.compact ?? creation.entry.json
            index = [(creation.entry.revision, arena.count, creation.compact == nil ? creation.entry.format : Self.compactCreation)]
        }
    }

    /// A journal as the store kept it: its checkpoints, oldest first, and the entries after the
    /// oldest.
    package init(checkpoints: [Hierarchy], entries: [JournalEntry]) {
        self.checkpoints = checkpoints
        for entry in entries {
            arena.append(contentsOf: entry.json)
            index.append((entry.revision, arena.count, entry.format))
        }
    }

    /// The oldest revision whose state can still be rebuilt.
    package var oldestRevision: Revision { checkpoints[0].revision }

    /// Takes the arena for a writer to append the next entry to (no copy: the journal gives it
    /// up until ``record(writtenTo:revision:reaching:)`` hands it back).
    package mutating func takeArena() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &arena)
        return taken
    }

    /// Keeps the entry just appended to `arena` (after the bytes it held when taken).
    /// - Parameter replayable: a revision that must stay replayable (with a shared store, the
    ///   newest stored one, which reads answer while this node's changes are being stored): a
    ///   checkpoint is dropped only once the next one is at or before it.
    /// - Parameter maxBytes: the entries' byte budget: once the entries after the newest
    ///   checkpoint reach half of it, a checkpoint is taken (unless checkpoints held back for
    ///   `replayable` are already waiting to be dropped).
    /// - Returns: the hierarchy, when a checkpoint of it was taken (the store writes it too).
    @discardableResult
    package mutating func record(
        writtenTo arena: [UInt8], revision: Revision, reaching current: Hierarchy, replayable: Revision? = nil,
        maxBytes: Int = .max
    ) -> Hierarchy? {
        self.arena = arena
        index.append((revision, arena.count, ActionCodec.journalFormat))
        guard let newest = checkpoints.last, newest.revision < current.revision else { return nil }
        let due = current.revision.rawValue - newest.revision.rawValue >= Self.checkpointInterval
        guard due || (bytes(after: newest.revision) >= maxBytes / 2 && checkpoints.count <= 2) else { return nil }
        checkpoints.append(current)
        let kept = replayable ?? current.revision
        if checkpoints.count > 2, checkpoints[1].revision <= kept {
            while checkpoints.count > 2, checkpoints[1].revision <= kept { checkpoints.removeFirst() }
            let oldest = checkpoints[0].revision
            let dropped = index.prefix { $0.revision <= oldest }.count
            guard dropped > 0 else { return current }
            let cut = index[dropped - 1].end
            self.arena.removeFirst(cut)
            index.removeFirst(dropped)
            for position in index.indices { index[position].end -= cut }
        }
        return current
    }

    /// The entry at `position` of the index, its JSON copied out of the arena (a compact
    /// creation's written again).
    private func entry(at position: Int) -> JournalEntry {
        let start = position == 0 ? 0 : index[position - 1].end
        let (revision, end, format) = index[position]
        guard format == Self.compactCreation else {
            return JournalEntry(revision: revision, json: Array(arena[start..<end]), format: format)
        }
        // Kept by this process, from bytes it checked when it made them.
        guard let json = CreationEntry.json(fromKept: arena[start..<end], revision: revision) else {
            preconditionFailure("a compact creation entry that does not decode")
        }
        return JournalEntry(revision: revision, json: json)
    }

    /// How many bytes of JSON the entry at `position` of the index has.
    private func jsonCount(at position: Int) -> Int {
        let start = position == 0 ? 0 : index[position - 1].end
        guard index[position].format == Self.compactCreation else { return index[position].end - start }
        return CreationEntry.jsonCount(fromKept: arena[start..<index[position].end])
    }

    /// The bytes of the kept entries after `revision` (at most an interval's: searched from the end).
    private func bytes(after revision: Revision) -> Int {
        arena.count - (index.last { $0.revision <= revision }?.end ?? 0)
    }

    /// The newest entry (just recorded).
    package var newest: JournalEntry? { index.indices.last.map(entry(at:)) }

    /// What replaying to `revision` needs: the newest checkpoint at or before it and the
    /// entries after that checkpoint up to it; `nil` when `revision` is older than what is kept.
    /// Taken under the session lock; replay outside it.
    package func replayPlan(to revision: Revision) -> (checkpoint: Hierarchy, entries: [JournalEntry])? {
        guard let checkpoint = checkpoints.last(where: { $0.revision <= revision }) else { return nil }
        let entries = index.indices.filter { index[$0].revision > checkpoint.revision && index[$0].revision <= revision }
        return (checkpoint, entries.map(entry(at:)))
    }

    /// Replays `plan`: the model is deterministic, so this is the hierarchy exactly as it was.
    /// The actions are decoded from each entry's JSON by ``ActionCodec``, by the rules of the
    /// entry's format.
    package static func replay(_ plan: (checkpoint: Hierarchy, entries: [JournalEntry])) throws(APIError) -> Hierarchy {
        var hierarchy = plan.checkpoint
        for entry in plan.entries {
            guard case .json(.object(let fields)) = try RequestBody(entry.json, maxDepth: 256),
                case .array(let records)? = fields["actions"]
            else { throw .internalError }
            var actions: [Action] = []
            for record in records {
                do throws(ActionCodec.Refusal) {
                    actions.append(try ActionCodec.decodeStored(record, format: entry.format).action)
                } catch {
                    throw .invalidBody(error.detail)
                }
            }
            if let copies = fields["storyboards"] {
                guard let storyboards = try? StoryboardDocuments.copies(copies) else { throw .internalError }
                for storyboard in storyboards { hierarchy.load(storyboard) }
            }
            do {
                _ = try hierarchy.apply(batch: actions)
            } catch {
                throw .navigation(error.error)
            }
        }
        return hierarchy
    }

    /// Up to `limit` entries after `revision`, and fewer when they would pass `maxBytes` of
    /// JSON together (at least one): only what a page shows is copied out of the arena.
    package func entries(after revision: Revision, limit: Int, maxBytes: Int = .max) -> [JournalEntry] {
        let start = index.firstIndex { $0.revision > revision } ?? index.endIndex
        let end = index.index(start, offsetBy: max(0, limit), limitedBy: index.endIndex) ?? index.endIndex
        var taken: [JournalEntry] = []
        var bytes = 0
        for position in start..<end {
            let size = jsonCount(at: position)
            if !taken.isEmpty, bytes + size > maxBytes { break }
            bytes += size
            taken.append(entry(at: position))
        }
        return taken
    }

    /// Whether an entry after `revision` and at or before `last` is kept (without copying it).
    package func hasEntry(after revision: Revision, through last: Revision) -> Bool {
        index.contains { $0.revision > revision && $0.revision <= last }
    }
}
