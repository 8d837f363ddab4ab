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

    /// Creates a session whose window root is `root`; `callbacks` chooses what it receives
    /// besides the lifecycle (`.viewIsAppearing`, `.delegates`; none by default).
    public func createSession(
        root: ControllerSpec, id: String? = nil, traits: Components.Schemas.TraitsInput? = nil,
        callbacks: Components.Schemas.CallbackGroups? = nil
    ) async throws -> NavStateSession {
        let key = UUID().uuidString
        let answer = try await sending(retrying: retries) {
            try await generated.createSession(
                headers: .init(idempotencyKey: key),
                body: .json(.init(root: .ControllerSpec(root), id: id, traits: traits, callbacks: callbacks))
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
    /// ``NavStateProblem``. A lost connection (the request may or may not have been carried out)
    /// is tried again `retrying` times, and so is `idempotency-key-in-flight` (the first
    /// sending of the same key is still being carried out) and `changed-elsewhere` (in a
    /// cluster, another node stored the session's next revision first; nothing was kept): with
    /// the same key, the server then answers what it answered first. Each try waits longer (50 ms, doubling, at most 1 s).
    /// Nothing else is tried again: not a cancellation, not an answer this client cannot read.
    func sending<Result>(retrying: Int = 0, _ call: () async throws -> Result) async throws -> Result {
        var attempt = 0
        while true {
            let failure: any Error
            do {
                return try await call()
            } catch let error as ClientError {
                failure = error.underlyingError
            } catch {
                failure = error
            }
            let retriable: Bool
            switch failure {
            case let problem as NavStateProblem: retriable = ["idempotency-key-in-flight", "changed-elsewhere"].contains(problem.type)
            case is CancellationError, is DecodingError, is UndecodableEvent: retriable = false
            default: retriable = Self.isLostConnection(failure)
            }
            guard retriable, attempt < retrying, !Task.isCancelled else { throw failure }
            attempt += 1
            try await Task.sleep(for: .milliseconds(min(1_000, 50 << (attempt - 1))))
        }
    }

    /// A failure of the connection rather than an answer: URLSession's network errors (the
    /// transport on every platform is URLSession's).
    static func isLostConnection(_ error: any Error) -> Bool {
        guard let error = error as? URLError else { return false }
        return [.networkConnectionLost, .notConnectedToInternet, .timedOut, .cannotConnectToHost, .cannotFindHost]
            .contains(error.code)
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
        do {
            if let responseBody { bytes = try await Data(collecting: responseBody, upTo: 1 << 20) }
        } catch {
            throw NavStateProblem(
                status: response.status.code, type: "unreadable-problem", title: response.status.reasonPhrase,
                detail: "The problem answer is larger than 1 MiB.", uikit: nil, revision: nil)
        }
        // Read leniently: a problem may carry members this client does not know (RFC 9457 §3.2).
        guard let problem = try? JSONDecoder().decode(ProblemFields.self, from: bytes) else {
            throw NavStateProblem(
                status: response.status.code, type: "unreadable-problem", title: response.status.reasonPhrase,
                detail: String(decoding: bytes.prefix(500), as: UTF8.self), uikit: nil, revision: nil)
        }
        throw NavStateProblem(
            status: problem.status ?? response.status.code, type: problem.type ?? "about:blank",
            title: problem.title ?? response.status.reasonPhrase, detail: problem.detail ?? "", uikit: problem.uikit,
            revision: problem.revision)
    }

    /// The members of a problem this client reads; any other is ignored.
    private struct ProblemFields: Decodable {
        let type: String?
        let title: String?
        let status: Int?
        let detail: String?
        let uikit: String?
        let revision: Int?
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
