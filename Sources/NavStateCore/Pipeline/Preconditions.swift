package import NavigationModel

/// `If-Match` / `If-None-Match` against a session's revision, which is its strong ETag `"N"`.
package enum Preconditions {
    package static func etag(_ revision: Revision) -> String { "\"\(revision)\"" }

    /// Throws a 412 problem unless `If-Match` is absent, `*`, or lists the current revision.
    /// Weak tags (`W/"N"`) never match, as RFC 9110 §13.1.1 requires; a bare `N` is accepted.
    /// - Parameter header: the request's `If-Match` values, joined (`nil`: none).
    package static func checkIfMatch(_ header: String?, revision: Revision) throws(APIError) {
        guard let header else { return }
        if try matches(header, revision: revision, header: "If-Match", weakMatches: false) { return }
        throw .revisionMismatch(current: revision)
    }

    /// Whether `If-None-Match` names the current revision (the answer is then 304); weak
    /// comparison, as RFC 9110 §13.1.2 requires.
    /// - Parameter header: the request's `If-None-Match` values, joined (`nil`: none).
    package static func ifNoneMatchHits(_ header: String?, revision: Revision) throws(APIError) -> Bool {
        guard let header else { return false }
        return try matches(header, revision: revision, header: "If-None-Match", weakMatches: true)
    }

    private static func matches(
        _ value: String, revision: Revision, header: String, weakMatches: Bool
    ) throws(APIError) -> Bool {
        let list = Substring(value).trimmingSpaces
        if list == "*" { return true }
        // Every element read before any is compared: whether a list is well formed never
        // depends on the session's revision.
        var matches = false
        for element in list.split(separator: ",") {
            var tag = element.trimmingSpaces
            var weak = false
            if tag.hasPrefix("W/") {
                weak = true
                tag = tag.dropFirst(2)
            }
            if tag.count >= 2, tag.first == "\"", tag.last == "\"" { tag = tag.dropFirst().dropLast() }
            guard let number = tag.decimalNumber else {
                throw .invalidPrecondition("\(header) must list revisions as entity tags such as \"3\".")
            }
            if weakMatches || !weak, number == revision.rawValue { matches = true }
        }
        return matches
    }
}

extension Substring {
    /// Without the spaces and tabs around it, as header values are read (RFC 9110 §5.5).
    package var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }

    /// The number these decimal digits write, when they are digits alone (no sign, no space,
    /// no leading zero: an entity tag `"01"` is not `"1"`) and fit an `Int`: revision numbers,
    /// cursors and limits as the server writes them.
    package var decimalNumber: Int? {
        guard !isEmpty, utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        guard count == 1 || first != "0" else { return nil }
        return Int(self)
    }
}
