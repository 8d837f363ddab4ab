import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The generated types under the names an app uses.
public typealias Snapshot = Components.Schemas.Snapshot
public typealias ControllerSpec = Components.Schemas.ControllerSpec
public typealias MutationResult = Components.Schemas.MutationResult
public typealias LifecycleEvent = Components.Schemas.LifecycleEvent
public typealias Orientation = Components.Schemas.Orientation

/// A NavState server: the generated client with the server's URL, the API key (when the
/// server has keys) and problem answers turned into ``NavStateProblem``.
///
/// ```swift
/// let navstate = NavStateClient(serverURL: URL(string: "http://127.0.0.1:8080")!, transport: URLSessionTransport())
/// let session = try await navstate.createSession(root: .navigation(id: "mail", [.view(id: "inbox", title: "Inbox")]))
/// try await session.push(.view(id: "thread", title: "Lunch?"))
/// ```
public struct NavStateClient: Sendable {
    /// The generated client, for what the hand-written layer does not cover.
    public let generated: Client
    /// How often a mutation is sent again, with the same `Idempotency-Key`, after the
    /// transport failed before an answer came (the server then answers the first answer).
    public var retries: Int

    public init(serverURL: URL, apiKey: String? = nil, transport: any ClientTransport, retries: Int = 2) {
        var middlewares: [any ClientMiddleware] = [ProblemMiddleware()]
        if let apiKey { middlewares.insert(BearerMiddleware(key: apiKey), at: 0) }
        generated = Client(
            serverURL: serverURL, configuration: .init(dateTranscoder: NavStateDates()), transport: transport,
            middlewares: middlewares)
        self.retries = retries
    }

    /// Creates a session whose window root is `root`.
    public func createSession(
        root: ControllerSpec, id: String? = nil, traits: Components.Schemas.TraitsInput? = nil
    ) async throws -> NavStateSession {
        let key = UUID().uuidString
        let answer = try await sending(retrying: retries) {
            try await generated.createSession(
                headers: .init(idempotencyKey: key),
                body: .json(.init(root: .ControllerSpec(root), id: id, traits: traits))
            ).created.body.json
        }
        return NavStateSession(client: self, id: answer.session, revision: answer.revision, created: answer)
    }

    /// A session that exists already, by id.
    public func session(id: String) async throws -> NavStateSession {
        let snapshot = try await sending { try await generated.getSession(path: .init(sid: id)).ok.body.json }
        return NavStateSession(client: self, id: id, revision: snapshot.revision, created: nil)
    }

    /// Deletes `session` (its event streams get `deleted` and end).
    public func delete(_ session: NavStateSession) async throws {
        _ = try await sending { try await generated.deleteSession(path: .init(sid: session.id)).noContent }
    }

    /// Runs `call`, unwrapping the generated client's errors: a problem answer is thrown as
    /// ``NavStateProblem``; a failure of the transport is tried again `retrying` times.
    func sending<Result>(retrying: Int = 0, _ call: () async throws -> Result) async throws -> Result {
        var attempt = 0
        while true {
            do {
                return try await call()
            } catch let error as ClientError {
                if let problem = error.underlyingError as? NavStateProblem { throw problem }
                // A failure before an answer: the request may or may not have been carried out;
                // sent again with the same key, the server answers what it answered first.
                guard attempt < retrying, error.response == nil else { throw error.underlyingError }
                attempt += 1
            }
        }
    }
}

/// A refusal by the server (`application/problem+json`, RFC 9457): the problem `type` (a
/// stable slug such as `already-presenting`), the UIKit exception or warning it mirrors, and
/// the session's revision, which the refusal left as it was.
public struct NavStateProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let status: Int
    /// The slug: `nothing-to-pop`, `already-presenting`, `revision-mismatch`, …
    public let type: String
    public let title: String
    public let detail: String
    public let uikit: String?
    public let revision: Int?

    public var description: String { "\(status) \(type): \(detail)" }
}

/// Sends the API key.
struct BearerMiddleware: ClientMiddleware {
    let key: String

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(key)"
        return try await next(request, body, baseURL)
    }
}

/// Turns a problem answer into a thrown ``NavStateProblem``, whatever the operation.
struct ProblemMiddleware: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await next(request, body, baseURL)
        guard response.status.code >= 400, response.headerFields[.contentType]?.hasPrefix("application/problem+json") == true
        else { return (response, responseBody) }
        var bytes = Data()
        if let responseBody { bytes = try await Data(collecting: responseBody, upTo: 1 << 20) }
        let problem = try JSONDecoder().decode(Components.Schemas.Problem.self, from: bytes)
        throw NavStateProblem(
            status: problem.status, type: problem._type, title: problem.title, detail: problem.detail,
            uikit: problem.uikit, revision: problem.revision)
    }
}

/// NavState's timestamps: RFC 3339 in UTC, whole seconds (`expiresAt`) or milliseconds
/// (a history entry's `time`); the runtime's default reads only the first.
struct NavStateDates: DateTranscoder {
    func encode(_ date: Date) throws -> String { date.formatted(.iso8601) }

    func decode(_ text: String) throws -> Date {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        return try Date.ISO8601FormatStyle().parse(text)
    }

    /// A JSON decoder that reads dates as this does (for event stream data).
    static var jsonDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            try NavStateDates().decode(try decoder.singleValueContainer().decode(String.self))
        }
        return decoder
    }
}
