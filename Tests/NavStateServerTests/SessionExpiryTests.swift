import EventHTTP
import EventHTTPTesting
import Foundation
import Logging
import NavStateDocuments
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

@Suite struct SessionExpiryTests {
    /// 2026-11-23T12:05:09.250Z
    static let start: Int64 = 1_795_435_509_250

    private func configuration(ttl: Int, clock: TestClock, maxSessions: Int = 10_000) -> APIConfiguration {
        var configuration = APIConfiguration(maxSessions: maxSessions)
        configuration.sessionTTLSeconds = ttl
        configuration.clock = clock.wallClock
        return configuration
    }

    @Test func anIdleSessionExpiresAndAnyRequestRenewsIt() throws {
        let clock = TestClock(Self.start)
        try withNavState(configuration(ttl: 60, clock: clock)) { server in
            let api = try server.client()
            let created = try api.createNavigationSession("idle")
            // Expiry is reported in whole seconds, rounded down: 12:05:09.250 + 60 s.
            #expect(created.json["expiresAt"] == "2026-11-23T12:06:09Z")
            clock.advance(seconds: 59)
            let read = try api.get("/sessions/idle")
            #expect(read.status == 200)
            #expect(read.json["expiresAt"] == "2026-11-23T12:07:08Z", "the read renewed the lease")
            clock.advance(seconds: 59.9)
            #expect(try api.post("/sessions/idle/push", #"{"controller": {"kind": "view"}}"#).status == 200)
            clock.advance(seconds: 60)
            let gone = try api.get("/sessions/idle")
            #expect(gone.status == 404)
            #expect(gone.problemType == "unknown-session")
            // The id is free again.
            #expect(try api.createNavigationSession("idle").status == 201)
        }
    }

    /// An event stream keeps the session it follows alive, listed and unswept, however long
    /// it stays quiet; once it ends, the TTL runs from then.
    @Test func aSessionFollowedByAnEventStreamDoesNotExpire() throws {
        let clock = TestClock(Self.start)
        try withNavState(configuration(ttl: 60, clock: clock)) { server in
            let api = try server.client()
            try api.createNavigationSession("watched")
            try api.createNavigationSession("idle")
            let stream = try EventStreamClient(port: server.port, session: "watched").waitForFirstEvent()
            for _ in 0..<5 {
                clock.advance(seconds: 50)
                // Any request runs a sweep when one is due: it frees "idle" and renews "watched".
                #expect(try api.get("/healthz").status == 200)
            }
            #expect(try api.get("/sessions").json["sessions"].arrayValue.compactMap { $0["id"].stringValue } == ["watched"])
            #expect(try api.get("/sessions/idle").status == 404)
            stream.connection.close()
            // Waits (bounded) until the server has seen the stream end: the gauge says so.
            var open = 1.0
            for _ in 0..<500 where open > 0 {
                let metrics = try api.get("/metrics").text
                let line = metrics.split(separator: "\n").first { $0.hasPrefix("navstate_event_streams_open ") }
                open = line.flatMap { Double($0.split(separator: " ").last ?? "") } ?? 1
                if open > 0 { usleep(10_000) }
            }
            #expect(open == 0)
            clock.advance(seconds: 59)
            #expect(try api.get("/sessions/watched").status == 200)
            clock.advance(seconds: 61)
            #expect(try api.get("/sessions/watched").status == 404)
        }
    }

    @Test func expiredSessionsAreNotListedAndFreeTheirPlace() throws {
        let clock = TestClock(Self.start)
        try withNavState(configuration(ttl: 10, clock: clock, maxSessions: 2)) { server in
            let api = try server.client()
            try api.createNavigationSession("a")
            try api.createNavigationSession("b")
            #expect(try api.post("/sessions", #"{"root": {"kind": "view"}}"#).problemType == "too-many-sessions")
            clock.advance(seconds: 5)
            _ = try api.get("/sessions/b")
            clock.advance(seconds: 6)
            let listed = try api.get("/sessions").json["sessions"].arrayValue.compactMap { $0["id"].stringValue }
            #expect(listed == ["b"])
            #expect(try api.createNavigationSession("c").status == 201, "a's expired place was taken")
        }
    }

    @Test func theIdOfAnExpiredSessionNotYetSweptCanBeTakenAgain() throws {
        let clock = TestClock(Self.start)
        try withNavState(configuration(ttl: 10, clock: clock)) { server in
            let api = try server.client()
            try api.createNavigationSession("again")
            clock.advance(seconds: 10.5)
            #expect(try api.createNavigationSession("again").status == 201)
        }
    }

    @Test func withoutATTLSnapshotsHaveNoExpiry() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.createNavigationSession("forever").json["expiresAt"] == nil)
        }
    }

    @Test func theSweepFreesExpiredSessionsInBatchesAtMostOncePerInterval() throws {
        let clock = TestClock(Self.start)
        let expiry = SessionExpiry(ttlMilliseconds: 10_000, clock: clock.wallClock)
        let registry = SessionRegistry(maxSessions: 10_000, expiry: expiry)
        let (hierarchy, _) = try Hierarchy.create(root: ControllerSpec(role: .content), traits: Traits(), limits: Limits())
        for _ in 0..<3_000 { _ = try registry.create(id: nil, tenant: nil, hierarchy: hierarchy) }
        let keep = try registry.create(id: SessionID(rawValue: "keep"), tenant: nil, hierarchy: hierarchy)
        clock.advance(seconds: 1)
        _ = try registry.session(keep.key)
        clock.advance(seconds: 9.5)
        // One batch per due sweep; the batches follow each other until the end is reached.
        var sweeps = 0
        while registry.count > 1, sweeps < 100 {
            registry.sweepIfDue()
            sweeps += 1
        }
        #expect(registry.count == 1, "only the renewed session is left")
        #expect(sweeps == (3_001 + SessionExpiry.sweepBatch - 1) / SessionExpiry.sweepBatch)
        // The pass is over: the next waits for its interval, even once `keep` has expired.
        clock.advance(seconds: 0.7)
        registry.sweepIfDue()
        #expect(registry.count == 1, "a sweep ran again within its interval")
        clock.advance(seconds: 0.4)
        registry.sweepIfDue()
        #expect(registry.count == 0)
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
        (1_795_435_509, "2026-11-23T12:05:09Z"), (4_102_444_799, "2099-12-31T23:59:59Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
    ])
    func timestampsAreRFC3339UTC(seconds: Int64, text: String) {
        #expect(Timestamp.timestamp(seconds) == text)
    }
}
