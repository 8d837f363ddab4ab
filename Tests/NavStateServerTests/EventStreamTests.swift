import Dispatch
import EventHTTP
import EventHTTPTesting
import Foundation
import Logging
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// One Server-Sent Event as a test reads it.
struct ServerSentEvent: Equatable {
    var id: Int?
    var event: String
    var data: String
}

/// A client following `GET /sessions/{sid}/events` over its own connection.
final class EventStreamClient {
    let connection: HTTPTestClient

    init(port: Int, session: String, lastEventID: Int? = nil) throws {
        connection = try HTTPTestClient(port: port)
        var head = "GET /sessions/\(session)/events HTTP/1.1\r\nHost: localhost\r\n"
        if let lastEventID { head += "Last-Event-ID: \(lastEventID)\r\n" }
        try connection.sendPart(Array((head + "\r\n").utf8))
    }

    private var received: [UInt8] = []

    /// Waits until the first event has arrived: the stream is then subscribed.
    @discardableResult
    func waitForFirstEvent() throws -> Self {
        let marker = Array("\n\n".utf8)
        received += try connection.receiveRaw { bytes in
            guard let head = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return false }
            return bytes[head.upperBound...].firstRange(of: marker) != nil
        }
        return self
    }

    /// Reads until the stream ends (its last chunk) and returns its events.
    func readToEnd() throws -> (head: String, events: [ServerSentEvent]) {
        let end: [UInt8] = Array("\r\n0\r\n\r\n".utf8)
        let earlier = received
        received += try connection.receiveRaw { bytes in
            let all = earlier + bytes
            return all.count >= end.count && Array(all.suffix(end.count)) == end
        }
        let raw = received
        guard let split = raw.firstRange(of: Array("\r\n\r\n".utf8)) else { return ("", []) }
        let head = String(decoding: raw[..<split.lowerBound], as: UTF8.self)
        return (head, Self.events(in: Self.dechunk(Array(raw[split.upperBound...]))))
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstRange(of: [13, 10]) {
            let size = Int(String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            body += bytes[lineEnd.upperBound..<min(bytes.count, lineEnd.upperBound + size)]
            index = lineEnd.upperBound + size + 2
            if index >= bytes.count { break }
        }
        return body
    }

    static func events(in body: [UInt8]) -> [ServerSentEvent] {
        String(decoding: body, as: UTF8.self).components(separatedBy: "\n\n").compactMap { block in
            var event = ServerSentEvent(id: nil, event: "", data: "")
            for line in block.split(separator: "\n") where !line.hasPrefix(":") {
                if line.hasPrefix("id: ") { event.id = Int(line.dropFirst(4)) }
                if line.hasPrefix("event: ") { event.event = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { event.data = String(line.dropFirst(6)) }
            }
            return event.event.isEmpty ? nil : event
        }
    }
}

@Suite struct EventStreamTests {
    /// A server on an ephemeral port; a long `grace` shows that a shutdown does not wait for it.
    private func start(
        loops: Int = 1, graceMilliseconds grace: Int = 20, api: APIConfiguration = APIConfiguration()
    ) throws -> ServerThread {
        var logger = Logger(label: "navstate-test")
        logger.logLevel = .critical
        let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: grace, handlesSignals: false)
        return try NavStateServer.start(http: http, api: api, loops: loops, logger: logger)
    }

    @Test func subscribersOnEveryLoopSeeTheSameGapFreeRevisionsWhileManyClientsMutate() throws {
        let server = try start(loops: 2)
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("s", stack: ["a"])
        // Several subscribers, so that both loops have some (the kernel spreads connections).
        let subscribers = try (0..<6).map { _ in try EventStreamClient(port: server.port, session: "s").waitForFirstEvent() }
        let mutations = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 64) { client in
            guard let api = try? APIClient(port: server.port) else { return }
            for step in 0..<6 {
                let push = (client + step).isMultiple(of: 2)
                let response = try? api.post(
                    push ? "/sessions/s/push" : "/sessions/s/pop", push ? #"{"controller": {"kind": "view"}}"# : nil)
                if response?.status == 200 { mutations.withLock { $0 += 1 } }
            }
        }
        let final = try api.revision("s")
        #expect(final == 1 + mutations.withLock { $0 })
        #expect(try api.request("DELETE", "/sessions/s").status == 204)
        var sequences: [[Int]] = []
        var seen: [Int: String] = [:]
        for subscriber in subscribers {
            let (head, events) = try subscriber.readToEnd()
            #expect(head.contains("Content-Type: text/event-stream"))
            #expect(events.first?.event == "snapshot")
            #expect(events.last?.event == "deleted")
            let ids = events.compactMap(\.id)
            #expect(ids == Array((ids.first ?? 0)...final), "gaps or duplicates: \(ids)")
            #expect(events.dropFirst().dropLast().allSatisfy { $0.event == "change" })
            sequences.append(ids)
            // Every subscriber saw each change byte for byte as the others did.
            for event in events where event.event == "change" {
                guard let id = event.id else { continue }
                if let other = seen[id] { #expect(other == event.data, "change \(id) differs between streams") }
                seen[id] = event.data
            }
        }
        #expect(Set(sequences.map { $0.last }).count == 1)
    }

    @Test func lastEventIDResumesFromTheJournalOrStartsOverWithASnapshot() throws {
        let server = try start()
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("s", stack: ["a"])
        for index in 0..<3 { try api.post("/sessions/s/push", #"{"controller": {"kind": "view", "id": "v\#(index)"}}"#) }
        let resumed = try EventStreamClient(port: server.port, session: "s", lastEventID: 2).waitForFirstEvent()
        let current = try EventStreamClient(port: server.port, session: "s", lastEventID: 4)
        // Older than the journal keeps: 200 more revisions push revision 2 out.
        for index in 0..<(2 * Journal.checkpointInterval) {
            try api.post(
                index.isMultiple(of: 2) ? "/sessions/s/pop" : "/sessions/s/push",
                index.isMultiple(of: 2) ? nil : #"{"controller": {"kind": "view"}}"#)
        }
        let stale = try EventStreamClient(port: server.port, session: "s", lastEventID: 2).waitForFirstEvent()
        try api.request("DELETE", "/sessions/s")
        let resumedEvents = try resumed.readToEnd().events
        #expect(resumedEvents.first?.event == "change")
        #expect(resumedEvents.first?.id == 3)
        let currentEvents = try current.readToEnd().events
        #expect(currentEvents.first?.id == 5, "a stream at the current revision starts with the next change")
        let staleEvents = try stale.readToEnd().events
        #expect(staleEvents.first?.event == "snapshot")
        #expect(staleEvents.first?.id == 4 + 2 * Journal.checkpointInterval)
    }

    /// A snapshot over the slow-reader allowance (1 MiB) is still the stream's first event,
    /// whole, after its status line (the cut fired before the head, and EventSource clients
    /// reconnected forever on an empty reply).
    @Test func aSessionWhoseSnapshotIsOverAMegabyteCanBeFollowed() throws {
        let server = try start(api: APIConfiguration(maxControllerBytes: 65_536))
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("big", stack: ["a"])
        let title = String(repeating: "t", count: 60_000)
        for index in 0..<20 {
            #expect(
                try api.post("/sessions/big/push", #"{"controller": {"kind": "view", "id": "v\#(index)", "title": "\#(title)"}}"#).status
                    == 200)
        }
        let snapshot = try api.get("/sessions/big").body
        #expect(snapshot.count > HTTPStream.maxBufferedBytes)
        let stream = try EventStreamClient(port: server.port, session: "big").waitForFirstEvent()
        try api.request("DELETE", "/sessions/big")
        let (head, events) = try stream.readToEnd()
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(events.map(\.event) == ["snapshot", "deleted"])
        #expect(events.first?.id == 21)
        #expect(events.first?.data == String(decoding: snapshot, as: UTF8.self), "the first event is the snapshot, whole")
    }

    /// `Last-Event-ID` is a revision an earlier stream sent: decimal digits (spaces around
    /// them are the header's own), never a sign.
    @Test func aLastEventIDThatIsNotARevisionNumberIs400() throws {
        let server = try start()
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("s", stack: ["a"])
        for value in ["+5", "-0", "5 6", "0x5", "", "99999999999999999999"] {
            let refused = try api.get("/sessions/s/events", headers: [("Last-Event-ID", value)])
            #expect(refused.status == 400, "'\(value)': \(refused.text)")
            #expect(refused.problemType == "invalid-precondition", "'\(value)': \(refused.text)")
        }
    }

    @Test func aStreamOfADeletedOrUnknownSessionEnds() throws {
        let server = try start()
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        #expect(try api.get("/sessions/nope/events").problemType == "unknown-session")
        try api.createNavigationSession("s", stack: ["a"])
        let stream = try EventStreamClient(port: server.port, session: "s").waitForFirstEvent()
        try api.request("DELETE", "/sessions/s")
        let events = try stream.readToEnd().events
        #expect(events.map(\.event) == ["snapshot", "deleted"])
        // The connection serves the next request after the stream.
        #expect(try stream.connection.send("GET", "/healthz", headers: [("Host", "localhost")]).status == 200)
    }

    /// HTTP/1.0 has no chunks: the stream's end closes the connection, which evhttp frees while
    /// the stream is being ended (a crash the second review found).
    @Test func anHTTP10StreamEndsByClosingItsConnectionAndTheServerGoesOn() throws {
        let server = try start()
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        for round in 0..<5 {
            try api.createNavigationSession("old\(round)", stack: ["a"])
            let stream = try HTTPTestClient(port: server.port)
            try stream.sendPart(Array("GET /sessions/old\(round)/events HTTP/1.0\r\nHost: localhost\r\n\r\n".utf8))
            let first = try stream.receiveRaw { String(decoding: $0, as: UTF8.self).contains("event: snapshot") }
            #expect(String(decoding: first, as: UTF8.self).hasPrefix("HTTP/1.0 200"))
            try api.request("DELETE", "/sessions/old\(round)")
            let rest = try stream.receiveRaw { _ in false }
            #expect(String(decoding: rest, as: UTF8.self).contains("event: deleted"), "round \(round)")
            #expect(try api.get("/healthz").status == 200)
        }
    }

    @Test func aShutdownEndsAnHTTP10StreamWithoutSendingAnything() throws {
        let server = try start(loops: 1, graceMilliseconds: 60_000)
        try APIClient(port: server.port).createNavigationSession("s", stack: ["a"])
        let stream = try HTTPTestClient(port: server.port)
        try stream.sendPart(Array("GET /sessions/s/events HTTP/1.0\r\nHost: localhost\r\n\r\n".utf8))
        _ = try stream.receiveRaw { String(decoding: $0, as: UTF8.self).contains("event: snapshot") }
        // Nothing is left to write when the stream ends: evhttp frees the connection at once.
        server.stop()
        #expect(stream.peerClosed(waitingMilliseconds: 5_000))
    }

    @Test func aShutdownEndsStreamsGracefully() throws {
        let server = try start(loops: 2, graceMilliseconds: 60_000)
        try APIClient(port: server.port).createNavigationSession("s", stack: ["a"])
        let streams = try (0..<3).map { _ in try EventStreamClient(port: server.port, session: "s").waitForFirstEvent() }
        // Ends long before the 60 s grace: streams end at once, their connections close after.
        server.stop()
        for stream in streams {
            let (_, events) = try stream.readToEnd()
            #expect(events.map(\.event) == ["snapshot"])
        }
    }

    @Test func aSessionTakesAtMostItsLimitOfStreams() throws {
        let server = try start()
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("s", stack: ["a"])
        let streams = try (0..<SessionEvents.maxSubscribers).map { _ in
            try EventStreamClient(port: server.port, session: "s").waitForFirstEvent()
        }
        let refused = try api.get("/sessions/s/events")
        #expect(refused.status == 503)
        #expect(refused.problemType == "too-many-streams")
        #expect(try api.revision("s") == 1)
        withExtendedLifetime(streams) {}
    }

    @Test func aSubscriberThatDoesNotReadIsCutAndWritersGoOn() throws {
        let server = try start(api: APIConfiguration(maxControllerBytes: 65_536))
        defer { server.stop() }
        let api = try APIClient(port: server.port)
        try api.createNavigationSession("s", stack: ["a"])
        let slow = try EventStreamClient(port: server.port, session: "s").waitForFirstEvent()
        #expect(try api.get("/healthz").status == 200)
        let before = server.openConnections
        // Each change carries a 30 KB title: a few hundred of them overflow the socket buffers
        // and the stream's bound while the subscriber reads nothing.
        let title = String(repeating: "t", count: 30_000)
        var applied = 0
        for _ in 0..<400 {
            if try api.request("PATCH", "/sessions/s/controllers/a", json: #"{"title": "\#(title)"}"#).status == 200 { applied += 1 }
            if try api.request("PATCH", "/sessions/s/controllers/a", json: #"{"title": null}"#).status == 200 { applied += 1 }
            if server.openConnections < before { break }
        }
        withExtendedLifetime(slow) {
            #expect(server.openConnections < before, "the slow subscriber was never cut")
        }
        #expect(applied >= 2)
        #expect(try api.get("/sessions/s").status == 200)
    }
}
