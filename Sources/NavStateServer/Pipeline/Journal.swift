internal import NavigationModel

/// One revision as the pipeline recorded it.
struct JournalEntry: Sendable {
    let revision: Revision
    /// Wall-clock milliseconds since 1970.
    let time: Int64
    let actions: [ActionRecord]
    /// Each action's callbacks.
    let events: [[LifecycleEvent]]
    let changed: [String]?
}

/// A session's recent past: the revisions after its oldest checkpoint, and one or two
/// checkpoints (whole hierarchies) to replay them from.
///
/// A checkpoint is taken every ``checkpointInterval`` revisions and the older of two is
/// dropped with the entries it covers, so between ``checkpointInterval`` and twice as many
/// revisions stay reachable. A checkpoint costs little: the hierarchy is a value whose
/// dictionaries are shared until the next change copies them (once per interval).
struct Journal: Sendable {
    static let checkpointInterval = 64

    private(set) var checkpoints: [Hierarchy]
    private(set) var entries: [JournalEntry] = []

    init(initial: Hierarchy) { checkpoints = [initial] }

    /// The oldest revision whose state can still be rebuilt.
    var oldestRevision: Revision { checkpoints[0].revision }

    mutating func record(_ entry: JournalEntry, reaching current: Hierarchy) {
        entries.append(entry)
        guard let newest = checkpoints.last,
            current.revision.rawValue - newest.revision.rawValue >= Self.checkpointInterval
        else { return }
        checkpoints.append(current)
        if checkpoints.count > 2 {
            checkpoints.removeFirst()
            let oldest = checkpoints[0].revision
            entries.removeFirst(entries.prefix { $0.revision <= oldest }.count)
        }
    }

    /// What replaying to `revision` needs: the newest checkpoint at or before it and the
    /// entries after that checkpoint up to it; `nil` when `revision` is older than what is kept.
    /// Cheap to take under the session lock (values shared until changed); replay outside it.
    func replayPlan(to revision: Revision) -> (checkpoint: Hierarchy, entries: ArraySlice<JournalEntry>)? {
        guard let checkpoint = checkpoints.last(where: { $0.revision <= revision }) else { return nil }
        let start = entries.firstIndex { $0.revision > checkpoint.revision } ?? entries.endIndex
        let end = entries.firstIndex { $0.revision > revision } ?? entries.endIndex
        return (checkpoint, entries[start..<max(start, end)])
    }

    /// Replays `plan`: the model is deterministic, so this is the hierarchy exactly as it was.
    static func replay(_ plan: (checkpoint: Hierarchy, entries: ArraySlice<JournalEntry>)) throws(NavigationError) -> Hierarchy {
        var hierarchy = plan.checkpoint
        for entry in plan.entries {
            do {
                _ = try hierarchy.apply(batch: entry.actions.map(\.action))
            } catch {
                throw error.error
            }
        }
        return hierarchy
    }

    /// Up to `limit` entries after `revision`.
    func entries(after revision: Revision, limit: Int) -> ArraySlice<JournalEntry> {
        let start = entries.firstIndex { $0.revision > revision } ?? entries.endIndex
        let end = entries.index(start, offsetBy: max(0, limit), limitedBy: entries.endIndex) ?? entries.endIndex
        return entries[start..<end]
    }
}
