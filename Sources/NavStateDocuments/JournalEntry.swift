package import NavigationModel

/// One revision as the pipeline recorded it: its JSON as history and the event stream show
/// it (revision, time, the actions as sent, their callbacks, what changed). Replay decodes the
/// actions back from the same bytes, by the rules of the entry's ``format``.
package struct JournalEntry: Sendable {
    package let revision: Revision
    package let json: [UInt8]
    /// The form its actions were written in (``ActionCodec/journalFormat`` when this build
    /// wrote it; a store keeps it beside the bytes).
    package let format: Int

    package init(revision: Revision, json: [UInt8], format: Int = ActionCodec.journalFormat) {
        self.revision = revision
        self.json = json
        self.format = format
    }
}

/// A session's first entry: revision 1, the callbacks of its creation and no actions. History
/// shows it while the session's oldest checkpoint is revision 1, so a session keeps it from its
/// creation on, and most sessions never change enough to drop it: the journal keeps
/// ``compact``, the callbacks' compact form when they have one (``CompactEvents``; a tenth of
/// the JSON), and writes the JSON again from it when history asks (``json(fromKept:revision:)``).
package struct CreationEntry: Sendable {
    /// The entry as history shows it and the store keeps it.
    package let entry: JournalEntry
    /// What the journal keeps: the compact form, or `nil` when the callbacks have none (it then
    /// keeps ``entry``'s JSON).
    package let compact: [UInt8]?

    package init(revision: Revision, time: Int64, events: [LifecycleEvent]) {
        let json = Self.json(revision: revision, time: time, events: events)
        entry = JournalEntry(revision: revision, json: json)
        compact = CompactEvents.encode(events).map { events in
            // The time and the JSON's length, then the callbacks.
            var kept: [UInt8] = []
            kept.reserveCapacity(12 + events.count)
            withUnsafeBytes(of: time.littleEndian) { kept.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt32(json.count).littleEndian) { kept.append(contentsOf: $0) }
            kept.append(contentsOf: events)
            return kept
        }
        assert(compact.map { Self.json(fromKept: $0[...], revision: revision) == json } ?? true, "a compact creation writes other JSON")
    }

    /// The entry's JSON, as the pipeline writes it when the session is created and history
    /// shows it.
    private static func json(revision: Revision, time: Int64, events: [LifecycleEvent]) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.journalEntry(
            revision: revision, time: time, actions: [], eventsJSON: SnapshotWriter.eventsJSON([events], indexed: false),
            changed: nil)
        return writer.json.takeCompact()
    }

    /// How long the JSON of the entry ``compact`` holds is (without writing it).
    package static func jsonCount(fromKept kept: ArraySlice<UInt8>) -> Int {
        Int(kept.dropFirst(8).prefix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// The entry's JSON written again from ``compact``; `nil` for bytes it did not hold.
    package static func json(fromKept kept: ArraySlice<UInt8>, revision: Revision) -> [UInt8]? {
        guard kept.count >= 12, let events = CompactEvents.decode(kept.dropFirst(12)) else { return nil }
        let time = Int64(bitPattern: kept.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        return json(revision: revision, time: time, events: events)
    }
}
