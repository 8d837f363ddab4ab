internal import NavigationModel

/// A live session: its id and its hierarchy. Owned by the loop thread through the registry.
final class Session {
    let id: SessionID
    /// Position in creation order; listing cursors are built from it.
    let serial: Int
    var hierarchy: Hierarchy
    /// The snapshot bytes of one revision: equal trees give equal bytes, so a revision's
    /// snapshot is written once and served to every `GET` until the next change.
    private var cachedSnapshot: (revision: Revision, bytes: [UInt8])?

    init(id: SessionID, serial: Int, hierarchy: Hierarchy) {
        self.id = id
        self.serial = serial
        self.hierarchy = hierarchy
    }

    /// The snapshot of the current revision as JSON.
    var snapshot: [UInt8] {
        if let cachedSnapshot, cachedSnapshot.revision == hierarchy.revision { return cachedSnapshot.bytes }
        var writer = SnapshotWriter()
        writer.snapshot(session: id, hierarchy: hierarchy)
        cachedSnapshot = (hierarchy.revision, writer.json.bytes)
        return writer.json.bytes
    }

    /// The snapshot with `events` (and `changed`) appended: a mutation's answer.
    func snapshot(events: [LifecycleEvent], changed: [String]?) -> [UInt8] {
        var bytes = snapshot
        bytes.removeLast()
        var writer = SnapshotWriter(json: JSONWriter(continuing: bytes))
        writer.json.key("events")
        writer.events(events)
        if let changed {
            writer.json.key("changed")
            writer.json.stringArray(changed)
        }
        writer.json.endObject()
        return writer.json.bytes
    }
}
