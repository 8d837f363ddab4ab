package import NavStateDocuments
package import NavStateStore
internal import NavigationModel

extension SessionState {
    /// A session as the store kept it: the newest checkpoint with the journal after it replayed
    /// (the model is deterministic, so this is the hierarchy exactly as acknowledged), the
    /// journal's past for history, and the kept keys.
    /// - Throws: ``Checkpoint/Damaged`` or ``APIError`` when the stored bytes do not make the session.
    package init(restoring stored: StoredSession, id: SessionID, plan: WritePlan) throws {
        guard !stored.checkpoints.isEmpty else { throw Checkpoint.Damaged(description: "no checkpoint") }
        var checkpoints: [Hierarchy] = []
        for (revision, bytes) in stored.checkpoints {
            let hierarchy = try Checkpoint.decode(bytes)
            guard hierarchy.revision == revision else {
                throw Checkpoint.Damaged(description: "the checkpoint of revision \(revision) holds revision \(hierarchy.revision)")
            }
            checkpoints.append(hierarchy)
        }
        let newest = checkpoints[checkpoints.count - 1]
        var expected = checkpoints[0].revision
        // The creation's entry (revision 1, its callbacks) comes with its checkpoint, not after it.
        let creation = stored.entries.first.flatMap { $0.revision.rawValue == 1 && expected.rawValue == 1 ? $0 : nil }
        for entry in stored.entries.dropFirst(creation == nil ? 0 : 1) {
            // A newer node's entry (a cluster being upgraded) is refused by name, before any replay.
            if let refusal = ActionCodec.unreadableJournalFormat(entry.format) {
                throw Checkpoint.Damaged(description: "revision \(entry.revision): \(refusal.detail)")
            }
            guard entry.revision == expected.next else {
                throw Checkpoint.Damaged(description: "the journal jumps from revision \(expected) to \(entry.revision)")
            }
            expected = entry.revision
        }
        let hierarchy = try Journal.replay((newest, stored.entries.filter { $0.revision > newest.revision }))
        guard hierarchy.revision == expected else {
            throw Checkpoint.Damaged(description: "replaying the journal reached revision \(hierarchy.revision), not \(expected)")
        }
        self.init(
            id: id, hierarchy: hierarchy, journal: Journal(checkpoints: checkpoints, entries: stored.entries),
            idempotencyKeys: IdempotencyKeys(restoring: stored.keys), plan: plan, tag: stored.tag)
    }
}
