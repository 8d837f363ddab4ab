import NavigationModel
import Testing

/// One request NavState must refuse on the session `r` (`nav[a, b]`), with its status and type.
struct HTTPRefusal: CustomTestStringConvertible, Sendable {
    let method: String
    let path: String
    let body: String?
    let status: Int
    let type: String

    init(_ method: String, _ path: String, _ body: String?, _ status: Int, _ type: String) {
        self.method = method
        self.path = path
        self.body = body
        self.status = status
        self.type = type
    }

    var testDescription: String { "\(type) from \(method) \(path)" }
}

extension APIClient {
    /// Sends a request NavState must refuse and checks its status, that it is problem+json of
    /// the expected type, and that `session`'s revision did not move.
    @discardableResult
    func expectRefused(
        _ refusal: HTTPRefusal, session: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> APIResponse {
        let revisionBefore = try revision(session)
        let response = try request(refusal.method, refusal.path, json: refusal.body, sourceLocation: sourceLocation)
        #expect(response.status == refusal.status, sourceLocation: sourceLocation)
        #expect(response.header("Content-Type") == "application/problem+json", sourceLocation: sourceLocation)
        #expect(response.problemType == refusal.type, sourceLocation: sourceLocation)
        #expect(try revision(session) == revisionBefore, "the revision did not move", sourceLocation: sourceLocation)
        return response
    }
}
