import Foundation
import HTTPTypes
import OpenAPIRuntime
import Synchronization
import Testing

@testable import NavStateClient

/// What the hand-written layer must do when the network, the server or the caller misbehave
/// (found by a review of issue 17, each test failing before its fix).
@Suite struct ClientRobustnessTests {
    /// The connection drops right after the request left (the server still acts on it): the
    /// retry with the same key may meet the first request still in flight (409
    /// `idempotency-key-in-flight`); the client waits and tries again instead of throwing it at a
    /// caller who would send a new key and push twice.
    @Test func aRetryThatMeetsTheFirstRequestInFlightIsNotThrownAtTheCaller() async throws {
        // With a store (the default of `navstate serve`), an answer waits for its commit.
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("review17-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: store) }
        let server = try LiveServer(arguments: ["--store", "sqlite:\(store.path)"])
        let dropping = DroppingTransport(base: NavStateClient.defaultTransport())
        let session = try await server.client(transport: dropping).createSession(
            root: .navigation(id: "nav", [.view(id: "root")]))
        var inFlight = 0
        for round in 0..<40 {
            dropping.dropNext(of: "push")
            do {
                try await session.push(.view(id: "v\(round)"))
            } catch let problem as NavStateProblem where problem.type == "idempotency-key-in-flight" {
                inFlight += 1
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await session.snapshot().revision == 41, "every push applied once, the ones thrown at the caller too")
        #expect(inFlight == 0, "\(inFlight) of 40 pushes that the server applied were thrown as 409 idempotency-key-in-flight")
    }

    /// An answer that is no transport failure (a problem body the client cannot decode, here
    /// `{}` with status 400) is not retried: the request reached the server and was answered.
    @Test func anUndecodableProblemAnswerIsNotSentAgain() async throws {
        let stub = StubTransport { _ in
            (HTTPResponse(status: .badRequest, headerFields: [.contentType: "application/problem+json"]), HTTPBody("{}"))
        }
        let client = NavStateClient(serverURL: URL(string: "http://127.0.0.1:1")!, transport: stub)
        _ = try? await client.createSession(root: .view())
        #expect(stub.sent == 1, "sent \(stub.sent) times")
    }

    /// A cancelled caller is not retried (the transport throws CancellationError).
    @Test func aCancelledRequestIsNotSentAgain() async throws {
        let stub = StubTransport { _ in throw CancellationError() }
        let client = NavStateClient(serverURL: URL(string: "http://127.0.0.1:1")!, transport: stub)
        _ = try? await client.createSession(root: .view())
        #expect(stub.sent == 1, "sent \(stub.sent) times")
    }

    /// A stream that the server (or a proxy) ends without an event, again and again: the client
    /// backs off instead of reconnecting at once, forever.
    @Test func aStreamEndingWithoutEventsDoesNotSpin() async throws {
        let stub = StubTransport { _ in
            (
                HTTPResponse(status: .ok, headerFields: [.contentType: "text/event-stream"]),
                HTTPBody(": too many streams on this session\n\n")
            )
        }
        let client = NavStateClient(serverURL: URL(string: "http://127.0.0.1:1")!, transport: stub)
        let session = try await Self.session(client: client, stub: stub)
        stub.reset()
        let task = Task { for try await _ in session.events() {} }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        #expect(stub.sent < 10, "\(stub.sent) stream requests in 300 ms")
    }

    /// After a 412 the session knows the revision the problem carries, so the next conditional
    /// mutation is not refused again.
    @Test func aRevisionMismatchUpdatesTheRevisionSeen() async throws {
        let server = try LiveServer()
        let navstate = server.client()
        let mine = try await navstate.createSession(root: .navigation(id: "nav", [.view(id: "root")]), id: "shared")
        mine.conditional = true
        try await navstate.session(id: "shared").push(.view(id: "other"))
        let problem = await #expect(throws: NavStateProblem.self) { try await mine.push(.view(id: "mine")) }
        #expect(problem?.revision == 2)
        #expect(mine.revision == 2, "the refusal said revision 2")
    }

    /// RFC 9457 lets a problem carry extension members: a newer server's refusal is still a
    /// `NavStateProblem`, sent once.
    @Test func aProblemWithAnExtensionMemberIsStillANavStateProblem() async throws {
        let stub = StubTransport { _ in
            (
                HTTPResponse(status: .conflict, headerFields: [.contentType: "application/problem+json"]),
                HTTPBody(#"{"type":"nothing-to-pop","title":"t","status":409,"detail":"d","instance":"/","hint":"new"}"#)
            )
        }
        let client = NavStateClient(serverURL: URL(string: "http://127.0.0.1:1")!, transport: stub)
        await #expect(throws: NavStateProblem.self) { _ = try await client.createSession(root: .view()) }
        #expect(stub.sent == 1, "sent \(stub.sent) times")
    }

    /// `enum: [compact, regular, null]` would become a Swift case `_empty_ = ""`, which the
    /// server refuses; the generator config maps `NullableX` to `X` (nil is null or absent).
    @Test func aNullableEnumHasNoEmptyStringCase() {
        #expect(!Components.Schemas.NullableSizeClass.allCases.contains { $0.rawValue.isEmpty })
        #expect(!Components.Schemas.NullableModalPresentationStyle.allCases.contains { $0.rawValue.isEmpty })
    }

    static func session(client: NavStateClient, stub: StubTransport) async throws -> NavStateSession {
        let snapshot =
            #"{"session":"s","revision":1,"traits":{"idiom":"phone","orientation":"portrait","horizontalSizeClass":"compact","verticalSizeClass":"regular"},"window":{"root":{"id":"r","kind":"view","class":"UIViewController","title":null,"appearance":"appeared","viewLoaded":true,"children":[],"presented":null}},"visible":{"path":["r"],"top":"r","navigationBar":null,"tabBar":null,"pageIndicator":null,"toolbar":{"hidden":true,"items":[]},"splitView":null}}"#
        let saved = stub.answer
        stub.answer = { _ in (HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"]), HTTPBody(snapshot)) }
        defer { stub.answer = saved }
        return try await client.session(id: "s")
    }
}

/// Sends a request and throws a lost connection at once, leaving the request in flight.
final class DroppingTransport: ClientTransport, Sendable {
    let base: any ClientTransport
    private let state = Mutex<Set<String>>([])
    init(base: any ClientTransport) { self.base = base }
    func dropNext(of operationID: String) { state.withLock { _ = $0.insert(operationID) } }
    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        if state.withLock({ $0.remove(operationID) != nil }) {
            let base = base
            var bytes: Data?
            if let body { bytes = try await Data(collecting: body, upTo: 1 << 20) }
            let kept = bytes
            Task { _ = try? await base.send(request, body: kept.map { HTTPBody($0) }, baseURL: baseURL, operationID: operationID) }
            throw URLError(.networkConnectionLost)
        }
        return try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
    }
}

/// Answers every request with `answer`, counting them.
final class StubTransport: ClientTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var answer: @Sendable (HTTPRequest) async throws -> (HTTPResponse, HTTPBody?)
    init(answer: @escaping @Sendable (HTTPRequest) async throws -> (HTTPResponse, HTTPBody?)) { self.answer = answer }
    var sent: Int { lock.withLock { count } }
    func reset() { lock.withLock { count = 0 } }
    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        lock.withLock { count += 1 }
        return try await answer(request)
    }
}

/// Which failures count as a lost connection (and so may be sent again with their key).
@Suite struct LostConnectionTests {
    @Test func onlyConnectionFailuresAreLostConnections() {
        #expect(NavStateClient.isLostConnection(URLError(.networkConnectionLost)))
        #expect(NavStateClient.isLostConnection(URLError(.cannotConnectToHost)))
        #expect(!NavStateClient.isLostConnection(URLError(.badURL)))
        #expect(!NavStateClient.isLostConnection(CancellationError()))
        #expect(!NavStateClient.isLostConnection(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))))
    }
}
