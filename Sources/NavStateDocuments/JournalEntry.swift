package import NavigationModel

/// One revision as the pipeline recorded it: its JSON as history and the event stream show
/// it (revision, time, the actions as sent, their callbacks, what changed). Replay decodes the
/// actions back from the same bytes.
package struct JournalEntry: Sendable {
    package let revision: Revision
    package let json: [UInt8]

    package init(revision: Revision, json: [UInt8]) {
        self.revision = revision
        self.json = json
    }
}
