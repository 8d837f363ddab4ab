internal import EventHTTP
internal import NavStateCore

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
