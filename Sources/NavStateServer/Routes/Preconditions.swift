internal import EventHTTP
internal import NavigationModel

/// `If-Match` / `If-None-Match` against a session's revision, which is its strong ETag `"N"`.
enum Preconditions {
    static func etag(_ revision: Revision) -> String { "\"\(revision)\"" }

    /// Throws a 412 problem unless `If-Match` is absent, `*`, or lists the current revision.
    /// Weak tags (`W/"N"`) never match, as RFC 9110 §13.1.1 requires; a bare `N` is accepted.
    static func checkIfMatch(_ request: HTTPRequest, revision: Revision) throws(APIError) {
        guard let header = request.headers.list("If-Match") else { return }
        if try matches(header, revision: revision, header: "If-Match", weakMatches: false) { return }
        throw .revisionMismatch(current: revision)
    }

    /// Whether `If-None-Match` names the current revision (the answer is then 304); weak
    /// comparison, as RFC 9110 §13.1.2 requires.
    static func ifNoneMatchHits(_ request: HTTPRequest, revision: Revision) throws(APIError) -> Bool {
        guard let header = request.headers.list("If-None-Match") else { return false }
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
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }

    /// The number these decimal digits write, when they are digits alone (no sign, no space,
    /// no leading zero: an entity tag `"01"` is not `"1"`) and fit an `Int`: revision numbers,
    /// cursors and limits as the server writes them.
    var decimalNumber: Int? {
        guard !isEmpty, utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        guard count == 1 || first != "0" else { return nil }
        return Int(self)
    }
}

extension HTTPRequest {
    /// `?name=`'s value, `nil` when the query does not name it.
    /// - Throws: ``APIError/invalidQuery(_:)`` with `message` when it is named more than once
    ///   (which one a proxy read is anyone's guess) or its value does not percent-decode.
    func singleQueryValue(_ name: String, else message: String) throws(APIError) -> String? {
        let count = queryCount(name)
        guard count > 0 else { return nil }
        guard count == 1, let value = queryValue(name) else { throw .invalidQuery(message) }
        return value
    }
}
