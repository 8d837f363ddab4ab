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
