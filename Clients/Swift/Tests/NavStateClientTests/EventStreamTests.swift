import Foundation
import HTTPTypes
import NavStateClient
import OpenAPIRuntime
import Synchronization
import Testing

/// The event stream through the client: changes made by another client arrive in revision
/// order, and a cut connection resumes with `Last-Event-ID` without a gap.
@Suite struct EventStreamTests {
    @Test func aSubscriberSeesAnotherClientsPushAndResumesAfterACut() async throws {
        let server = try LiveServer()
        // The first event stream is cut after its second event (the snapshot, one change).
        let cutting = CuttingTransport(base: NavStateClient.defaultTransport(), cutAfterEvents: 2)
        let watcher = try await server.client(transport: cutting).createSession(
            root: .navigation(id: "nav", [.view(id: "root")]), id: "watched")
        let writer = try await server.client(transport: NavStateClient.defaultTransport()).session(id: "watched")
        var events = watcher.events().makeAsyncIterator()
        guard case .snapshot(let start)? = try await events.next() else { Issue.record("no snapshot first"); return }
        #expect(start.revision == 1)
        for id in ["a", "b", "c"] { try await writer.push(.view(id: id, title: id.uppercased())) }
        var revisions: [Int] = []
        var pushed: [String] = []
        while revisions.count < 3, let event = try await events.next() {
            guard case .change(let change) = event else { Issue.record("unexpected \(event)"); continue }
            revisions.append(change.revision)
            pushed += change.events.filter { $0.callback == .viewDidLoad }.map(\.controller)
        }
        #expect(revisions == [2, 3, 4], "in order, none missed, none twice")
        #expect(pushed == ["a", "b", "c"])
        #expect(cutting.streamsOpened == 2, "the cut stream was resumed once")
        #expect(cutting.lastEventIDs == [nil, "2"])
    }

    @Test func aDeletedSessionEndsItsStream() async throws {
        let server = try LiveServer()
        let navstate = server.client(transport: NavStateClient.defaultTransport())
        let session = try await navstate.createSession(root: .view(id: "only"), id: "brief")
        var events = session.events().makeAsyncIterator()
        guard case .snapshot? = try await events.next() else { Issue.record("no snapshot first"); return }
        try await navstate.delete(session)
        guard case .deleted? = try await events.next() else { Issue.record("no deleted event"); return }
        #expect(try await events.next() == nil)
    }
}

/// A transport that cuts the first event stream after `cutAfterEvents` events, as a dropped
/// connection would, and records the `Last-Event-ID` of each stream opened.
final class CuttingTransport: ClientTransport, Sendable {
    let base: any ClientTransport
    let cutAfterEvents: Int
    private let state = Mutex<(opened: Int, ids: [String?])>((0, []))

    init(base: any ClientTransport, cutAfterEvents: Int) {
        self.base = base
        self.cutAfterEvents = cutAfterEvents
    }

    var streamsOpened: Int { state.withLock { $0.opened } }
    var lastEventIDs: [String?] { state.withLock { $0.ids } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, responseBody) = try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
        guard operationID == "followSession", let responseBody else { return (response, responseBody) }
        let first = state.withLock { state -> Bool in
            state.opened += 1
            state.ids.append(request.headerFields[HTTPField.Name("Last-Event-ID")!])
            return state.opened == 1
        }
        guard first else { return (response, responseBody) }
        let limit = cutAfterEvents
        let cut = AsyncThrowingStream<HTTPBody.ByteChunk, any Error> { continuation in
            let task = Task {
                var seen = 0
                var previous: UInt8 = 0
                do {
                    for try await chunk in responseBody {
                        var kept: [UInt8] = []
                        for byte in chunk {
                            kept.append(byte)
                            if byte == 10, previous == 10 { seen += 1 }
                            previous = byte
                            if seen == limit { break }
                        }
                        continuation.yield(ArraySlice(kept))
                        if seen == limit { throw CancellationError() }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: URLError(.networkConnectionLost))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return (response, HTTPBody(cut, length: .unknown, iterationBehavior: .single))
    }
}
