import Foundation
import OpenAPIRuntime

/// What a session's event stream says.
public enum SessionEvent: Sendable {
    /// Where the stream starts (or starts over, when the server no longer holds the revisions
    /// after the one it was resumed from).
    case snapshot(Snapshot)
    /// One revision: the actions as sent, their callbacks, the fields they changed.
    case change(Components.Schemas.HistoryEntry)
    /// The session was deleted or expired; the stream ends.
    case deleted
}

extension NavStateSession {
    /// The session's changes as they happen, whoever makes them, in revision order without a
    /// gap: a dropped connection (or a stream the server ended) is resumed with `Last-Event-ID`,
    /// waiting 50 ms before the first try and twice as long before each next one, at most 2 s,
    /// up to `reconnects` tries in a row (about 20 s with the default; an event received resets
    /// the count). Ends after `.deleted` (also when the session is gone by the time it
    /// reconnects), or when the task is cancelled.
    public func events(after revision: Int? = nil, reconnects: Int = 15) -> AsyncThrowingStream<SessionEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var last = revision
                var failures = 0
                while !Task.isCancelled {
                    do {
                        let body = try await client.sending {
                            try await client.generated.followSession(
                                path: .init(sid: id), headers: .init(lastEventID: last.map(String.init))
                            ).ok.body.textEventStream
                        }
                        for try await event in body.asDecodedServerSentEvents() {
                            guard let name = event.event, let data = event.data else { continue }
                            switch name {
                            case "snapshot":
                                let snapshot = try Self.decode(Snapshot.self, data)
                                last = snapshot.revision
                                continuation.yield(.snapshot(snapshot))
                            case "change":
                                let change = try Self.decode(Components.Schemas.HistoryEntry.self, data)
                                last = change.revision
                                continuation.yield(.change(change))
                            case "deleted":
                                continuation.yield(.deleted)
                                continuation.finish()
                                return
                            default:
                                continue
                            }
                            failures = 0
                        }
                        // The server ended the stream without `deleted`: resume, as after a cut.
                        failures += 1
                        if failures > reconnects {
                            continuation.finish(throwing: URLError(.networkConnectionLost))
                            return
                        }
                        try? await Task.sleep(for: .milliseconds(min(2_000, 50 << (failures - 1))))
                    } catch let error as UndecodableEvent {
                        // Not a dropped connection: the server said something this client does not read.
                        continuation.finish(throwing: error)
                        return
                    } catch let problem as NavStateProblem {
                        // Gone while the connection was down: what the stream would have said.
                        if problem.status == 404, last != nil { continuation.yield(.deleted) }
                        continuation.finish(throwing: problem.status == 404 && last != nil ? nil : problem)
                        return
                    } catch {
                        failures += 1
                        if failures > reconnects || Task.isCancelled {
                            continuation.finish(throwing: error)
                            return
                        }
                        try? await Task.sleep(for: .milliseconds(min(2_000, 50 << (failures - 1))))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension NavStateSession {
    static func decode<Value: Decodable>(_ type: Value.Type, _ data: String) throws(UndecodableEvent) -> Value {
        do { return try NavStateDates.jsonDecoder.decode(Value.self, from: Data(data.utf8)) } catch {
            throw UndecodableEvent(data: data, error: "\(error)")
        }
    }
}

/// An event whose data this client cannot read (a server newer than the client, say).
public struct UndecodableEvent: Error, Sendable, CustomStringConvertible {
    public let data: String
    public let error: String
    public var description: String { "an event this client cannot read (\(error)): \(data.prefix(200))" }
}
