package import NavigationModel

/// Storyboard documents read back: from a request body, a checkpoint, a journal entry or the store.
package enum StoryboardDocuments {
    /// The storyboard `document` describes, with the document kept for writing it back.
    /// - Throws: a ``FieldError`` (relative to the document) for a malformed one.
    package static func storyboard(named name: String, document: JSONValue) throws(FieldError) -> Storyboard {
        var storyboard = try StoryboardDocument(json: document).storyboard(named: name)
        storyboard.document = document
        return storyboard
    }
}

extension StoryboardDocuments {
    /// A journal entry's or a checkpoint's copies that do not read back (or would not pass
    /// the checks an upload passes).
    package struct Unreadable: Error {}

    /// `[{"name", "document"}]` as ``JSONWriter/storyboardCopies(_:)`` writes them.
    package static func copies(_ value: JSONValue) throws(Unreadable) -> [Storyboard] {
        guard case .array(let items) = value else { throw Unreadable() }
        var storyboards: [Storyboard] = []
        for item in items {
            // Validated again: a copy that would instantiate forever never reaches the rules.
            guard case .object(let fields) = item, case .string(let name)? = fields["name"], let document = fields["document"],
                let storyboard = try? storyboard(named: name, document: document), storyboard.problems().isEmpty
            else { throw Unreadable() }
            storyboards.append(storyboard)
        }
        return storyboards
    }
}

/// `{"name", "document"}` in an export document.
package struct StoryboardCopy: JSONReadable {
    package let name: String
    package let document: JSONValue

    package init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["name", "document"])
        name = try object.read("name")
        document = try object.read("document")
    }
}
