package import NavStateDocuments
package import NavigationModel

/// Where a session's events go: the API's Server-Sent Events stream to one client.
package protocol EventStream: AnyObject, Sendable {
    /// Sends `bytes` (ahead of anything queued, when `first`); false once the stream has ended.
    @discardableResult
    func send(_ bytes: [UInt8], first: Bool) -> Bool
    /// Ends the stream once what is queued is sent.
    func finish()
    /// Runs `body` once the stream has ended, whoever ended it.
    func onEnd(_ body: @escaping @Sendable () -> Void)
}

extension EventStream {
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool { send(bytes, first: false) }
}

/// What the sessions count as they go: the API's metrics.
package protocol SessionMetrics: Sendable {
    /// `count` events were sent to streams.
    func sent(events count: Int)
    /// An action of a kept change, by name.
    func applied(action name: String)
    func streamOpened()
    func streamClosed()
}

/// The Server-Sent Events of a session's stream (`GET /sessions/{sid}/events`): one
/// `snapshot` to start from, one `change` per revision with the revision as its `id`, and
/// `deleted` at the end. Each `data` is one line of JSON.
package enum SessionEvents {
    /// Streams one session may have at once.
    package static let maxSubscribers = 256

    package static func snapshot(_ bytes: [UInt8], revision: Revision) -> [UInt8] {
        event("snapshot", id: revision, data: bytes)
    }

    package static func change(_ entry: JournalEntry) -> [UInt8] {
        event("change", id: entry.revision, data: entry.json)
    }

    package static func deleted(_ session: SessionID) -> [UInt8] {
        var json = JSONWriter(capacity: 64)
        json.beginObject()
        json.key("session"); json.string(session.rawValue)
        json.endObject()
        return event("deleted", id: nil, data: json.take())
    }

    /// One event: `id:` (when it has one), `event:`, `data:` on one line, a blank line.
    private static func event(_ name: String, id: Revision?, data: [UInt8]) -> [UInt8] {
        Array("\(id.map { "id: \($0)\n" } ?? "")event: \(name)\ndata: ".utf8) + data + Array("\n\n".utf8)
    }
}

extension Session {
    /// Starts `stream` on this session: from `lastEventID` when the journal still holds every
    /// revision after it, else from a fresh snapshot; then every change, in revision order, as
    /// the commits that make them send it (under the session's lock, so nothing is missed or
    /// sent twice). A deleted session answers `deleted` and ends the stream.
    /// While the stream follows the session, the session is watched (``isWatched``);
    /// `watchEnded` runs when it stops, just before the session stops being watched by it.
    package func subscribe(
        _ stream: any EventStream, after lastEventID: Int?, expiresAt: Int64?, metrics: any SessionMetrics,
        watchEnded: @escaping @Sendable () -> Void
    ) {
        let key = ObjectIdentifier(stream)
        // A stream resuming after a revision this node has not heard of yet: from the store,
        // never from an older snapshot (when the store cannot be read, the client tries again).
        if let lastEventID, !catchUp(to: Revision(rawValue: lastEventID)) {
            stream.send(Array(": the session could not be read from the store; reconnect\n\n".utf8))
            stream.finish()
            return
        }
        let subscribed =
            (try? locked { (state: inout SessionState) throws(APIError) -> Subscription in
                guard state.subscribers.count < SessionEvents.maxSubscribers else { return .full }
                // With a shared store, from the newest stored revision: one this node has not
                // stored yet may be lost to another node's, and is sent once stored.
                let revision = state.readableRevision
                let current = revision.rawValue
                // Beyond what this node can show (a change of its own still being stored, another
                // node's not heard yet): never a snapshot older than what the client has seen.
                if state.publishesAfterCommit, let last = lastEventID, last > current { return .behind }
                if let last = lastEventID, last >= state.journal.oldestRevision.rawValue, last <= current {
                    var sent = 0
                    for entry in state.journal.entries(after: Revision(rawValue: last), limit: .max) where entry.revision <= revision {
                        stream.send(SessionEvents.change(entry), first: true)
                        sent += 1
                    }
                    metrics.sent(events: sent)
                } else if revision == state.hierarchy.revision {
                    stream.send(SessionEvents.snapshot(state.snapshot(expiresAt: expiresAt), revision: revision), first: true)
                    metrics.sent(events: 1)
                } else {
                    guard let hierarchy = try? state.readableHierarchy() else { return .behind }
                    var writer = SnapshotWriter()
                    writer.snapshot(session: state.id, hierarchy: hierarchy, expiresAt: expiresAt)
                    stream.send(SessionEvents.snapshot(writer.json.take(), revision: revision), first: true)
                    metrics.sent(events: 1)
                }
                state.subscribers[key] = Subscriber(stream: stream, through: revision)
                return .subscribed
            }) ?? .deleted
        switch subscribed {
        case .subscribed:
            metrics.streamOpened()
            watched(1)
            stream.onEnd { [weak self] in
                metrics.streamClosed()
                self?.unsubscribe(key)
                watchEnded()
                self?.watched(-1)
            }
        case .full:
            stream.send(Array(": too many streams on this session\n\n".utf8))
            stream.finish()
        case .behind:
            stream.send(Array(": this node has not stored the revision asked for yet; reconnect\n\n".utf8))
            stream.finish()
        case .deleted:
            stream.send(SessionEvents.deleted(id))
            stream.finish()
        }
    }

    /// How a subscription went.
    private enum Subscription {
        case subscribed
        /// The session has its most streams.
        case full
        /// The node cannot show the revision the stream resumes after (yet).
        case behind
        case deleted
    }

    private func unsubscribe(_ key: ObjectIdentifier) {
        _ = try? locked { (state: inout SessionState) throws(APIError) in state.subscribers[key] = nil }
    }
}

/// An event stream following a session, and the revision it has been sent up to (a stream
/// that started from a snapshot has that snapshot's revision).
package struct Subscriber {
    package let stream: any EventStream
    package var through: Revision
}

extension SessionState {
    /// Sends a recorded revision to every stream that has not had it; drops the streams that
    /// have ended.
    /// - Returns: how many streams it was sent to.
    package mutating func publish(_ entry: JournalEntry) -> Int {
        guard !subscribers.isEmpty else { return 0 }
        let bytes = SessionEvents.change(entry)
        var sent = 0
        for (key, subscriber) in subscribers where subscriber.through < entry.revision {
            if subscriber.stream.send(bytes) {
                sent += 1
                subscribers[key]?.through = entry.revision
            } else {
                subscribers[key] = nil
            }
        }
        return sent
    }

    /// Ends every stream with `bytes` (the `deleted` event, or a comment saying why).
    package mutating func endStreams(with bytes: [UInt8]) {
        for stream in subscribers.values.map(\.stream) {
            stream.send(bytes)
            stream.finish()
        }
        subscribers.removeAll()
    }
}
