package import NavigationModel

extension JSONWriter {
    /// An RFC 3339 UTC timestamp as a string value, written without building a `String`.
    package mutating func timestamp(seconds: Int64) {
        quoted { Timestamp.writeTimestamp(seconds: seconds, into: &$0) }
    }

    /// The same with milliseconds.
    package mutating func timestamp(milliseconds: Int64) {
        quoted { Timestamp.writeTimestamp(milliseconds: milliseconds, into: &$0) }
    }

    /// Bar button items, each with only the fields that differ from UIKit's defaults.
    package mutating func items(_ items: [BarButtonItem]) { items.write(to: &self) }

    /// `[{"name", "document"}]`: storyboards as a session keeps them (journal, checkpoint, export).
    package mutating func storyboardCopies(_ storyboards: [Storyboard]) {
        beginArray()
        for storyboard in storyboards {
            beginObject()
            key("name"); string(storyboard.name)
            key("document"); value(storyboard.document ?? .null)
            endObject()
        }
        endArray()
    }

    /// `["viewIsAppearing", "delegates"]`: a session's callback groups in their fixed order, as
    /// snapshots, checkpoints and exports write them.
    package mutating func callbackGroups(_ callbacks: CallbackGroups) {
        beginArray()
        for group in callbacks.groups { string(group.rawValue) }
        endArray()
    }
}
