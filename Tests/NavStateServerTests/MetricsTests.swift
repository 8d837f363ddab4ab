import EventHTTPTesting
import Foundation
import NavigationModel
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// `GET /metrics`: Prometheus text whose counters move with the requests made, with
/// route templates for labels and never a session id or a tenant.
@Suite struct MetricsTests {
    /// The samples of an exposition: `name{labels}` → value (comments left out).
    static func samples(_ text: String) -> [String: Double] {
        var samples: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { continue }
            samples[String(line[..<space])] = value
        }
        return samples
    }

    static func metrics(_ api: APIClient, headers: [(String, String)] = []) throws -> [String: Double] {
        let response = try api.get("/metrics", headers: headers)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        return samples(response.text)
    }

    @Test func countersMoveWithRequestsActionsRefusalsAndStreams() throws {
        try withNavState { server in
            let api = try server.client()
            let before = try Self.metrics(api)
            #expect(before[#"navstate_sessions"#] == 0)
            #expect(before[#"navstate_http_requests_total{route="/sessions/{sid}/push",method="POST",status="200"}"#] == nil)
            try api.createNavigationSession("m", stack: ["root"])
            let stream = try EventStreamClient(port: server.port, session: "m").waitForFirstEvent()
            #expect(try api.post("/sessions/m/push", #"{"controller": {"kind": "view"}}"#).status == 200)
            #expect(try api.post("/sessions/m/push", #"{"controller": {"kind": "view"}}"#).status == 200)
            #expect(try api.post("/sessions/m/pop-to-root").status == 200)
            #expect(try api.post("/sessions/m/pop").status == 409)
            #expect(try api.get("/sessions/nope").status == 404)
            #expect(try api.get("/no/such/route").status == 404)
            let after = try Self.metrics(api)
            #expect(after[#"navstate_http_requests_total{route="/sessions",method="POST",status="201"}"#] == 1)
            #expect(after[#"navstate_http_requests_total{route="/sessions/{sid}/push",method="POST",status="200"}"#] == 2)
            #expect(after[#"navstate_http_requests_total{route="/sessions/{sid}/pop",method="POST",status="409"}"#] == 1)
            #expect(after[#"navstate_http_requests_total{route="/sessions/{sid}",method="GET",status="404"}"#] == 1)
            #expect(after[#"navstate_http_requests_total{route="unmatched",method="GET",status="404"}"#] == 1)
            #expect(after[#"navstate_http_request_duration_seconds_count{route="/sessions/{sid}/push",method="POST"}"#] == 2)
            #expect(after[#"navstate_actions_applied_total{action="push"}"#] == 2)
            #expect(after[#"navstate_actions_applied_total{action="pop-to-root"}"#] == 1)
            #expect(after[#"navstate_actions_applied_total{action="pop"}"#] == nil, "a refused pop applied nothing")
            #expect(after[#"navstate_refusals_total{type="nothing-to-pop"}"#] == 1)
            #expect(after[#"navstate_refusals_total{type="unknown-session"}"#] == 1)
            #expect(after[#"navstate_refusals_total{type="unknown-route"}"#] == 1)
            #expect(after["navstate_sessions"] == 1)
            #expect(after["navstate_event_streams_open"] == 1)
            // The stream's snapshot, then one change per revision (3).
            #expect(after["navstate_events_sent_total"] == 4)
            #expect((after["navstate_connections_open"] ?? 0) >= 2)
            #expect(after["navstate_store_commits_total"] == 0, "no store")
            #expect(after["navstate_store_synchronized"] == 1, "a node with a store of its own hears every change")
            _ = stream
        }
    }

    @Test func storeCommitsAreCountedBeforeTheirAnswers() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("m", stack: ["root"])
            #expect(try api.post("/sessions/m/push", #"{"controller": {"kind": "view"}}"#).status == 200)
            let samples = try Self.metrics(api)
            // The creation and the push, each committed before it was answered (maybe together).
            let commits = samples["navstate_store_commits_total"] ?? 0
            #expect((1...2).contains(commits))
            #expect(samples["navstate_store_commit_writes_sum"] == 2)
            #expect(samples["navstate_store_commit_writes_count"] == commits)
            #expect(samples["navstate_store_commit_duration_seconds_count"] == commits)
            #expect(samples["navstate_store_failed_commits_total"] == 0)
        }
    }

    /// Refusals are counted from the answer the client gets, however it was made: thrown, kept
    /// for an idempotency key and sent after the store committed it, or a replay. Actions are
    /// counted once kept; a dry run and a replay keep nothing new.
    @Test func refusalsAndActionsAreCountedFromWhatTheClientGets() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("m", stack: ["root"])
            #expect(try api.post("/sessions/m/pop").status == 409)
            #expect(try api.post("/sessions/m/pop", headers: [("Idempotency-Key", "k1")]).status == 409)
            #expect(try api.post("/sessions/m/pop", headers: [("Idempotency-Key", "k1")]).status == 409)
            #expect(
                try api.post("/sessions/m/push", #"{"controller": {"kind": "view"}}"#, headers: [("Idempotency-Key", "k2")]).status == 200)
            #expect(
                try api.post("/sessions/m/push", #"{"controller": {"kind": "view"}}"#, headers: [("Idempotency-Key", "k2")]).status == 200)
            #expect(try api.post("/sessions/m/push?dry-run=true", #"{"controller": {"kind": "view"}}"#).status == 200)
            let samples = try Self.metrics(api)
            #expect(samples[#"navstate_http_requests_total{route="/sessions/{sid}/pop",method="POST",status="409"}"#] == 3)
            #expect(samples[#"navstate_refusals_total{type="nothing-to-pop"}"#] == 3)
            #expect(samples[#"navstate_actions_applied_total{action="push"}"#] == 1)
        }
    }

    /// The metrics name no tenant, but they count every tenant's requests: with keys, only the
    /// metrics tenant's key reads them.
    @Test func labelsNameNoSessionAndNoTenantAndOnlyTheMetricsTenantReadsThem() throws {
        let key = "0123456789abcdefgh"
        let operatorKey = "operatorKey-key-0123456"
        var configuration = APIConfiguration(
            apiKeys: try APIKeys(json: Array(#"{"\#(key)": "acme-tenant", "\#(operatorKey)": "observer-team"}"#.utf8)))
        configuration.metricsTenant = "observer-team"
        try withNavState(configuration) { server in
            let api = try server.client()
            let auth = [("Authorization", "Bearer \(key)")]
            #expect(try api.get("/metrics").status == 401)
            let refused = try api.get("/metrics", headers: auth)
            #expect(refused.status == 403)
            #expect(refused.problemType == "metrics-not-allowed")
            #expect(
                try api.post(
                    "/sessions", #"{"id": "secret-session-7", "root": {"kind": "view", "id": "private-controller"}}"#, headers: auth
                ).status == 201)
            #expect(try api.post("/sessions/secret-session-7/controllers/private-controller/pop", headers: auth).status == 409)
            #expect(try api.get("/sessions/another-secret", headers: auth).status == 404)
            let text = try api.get("/metrics", headers: [("Authorization", "Bearer \(operatorKey)")]).text
            for secret in ["secret-session-7", "private-controller", "another-secret", "acme-tenant", "observer-team", key, operatorKey] {
                #expect(!text.contains(secret), "\(secret) in /metrics")
            }
            #expect(text.contains(#"route="/sessions/{sid}/controllers/{cid}/{action}""#) == false)
            #expect(
                text.contains(#"navstate_http_requests_total{route="/sessions/{sid}/controllers/{cid}/pop",method="POST",status="409"} 1"#))
            #expect(text.contains(#"navstate_refusals_total{type="unauthorized"} 1"#))
            #expect(text.contains(#"navstate_refusals_total{type="metrics-not-allowed"} 1"#))
        }
    }

    /// The open-connections gauge is read through the same frames at every scrape: kept as a
    /// `Mutex`'s bare value, the reading closure gained a thunk at each (docs/development.md,
    /// "Closures behind a lock").
    @Test func theConnectionsGaugeIsReadAtTheSameDepthEveryScrape() {
        let metrics = ServerMetrics()
        let depths = Mutex<[Int]>([])
        metrics.readConnections {
            let depth = Thread.callStackReturnAddresses.count
            depths.withLock { $0.append(depth) }
            return 3
        }
        for _ in 0..<10 {
            let text = String(decoding: metrics.exposition(sessions: 0, storeSynchronized: true), as: UTF8.self)
            #expect(text.contains("navstate_connections_open 3"))
        }
        let seen = depths.withLock { $0 }
        #expect(seen.count == 10)
        #expect(Set(seen).count == 1, "the reading closure's depth changed from scrape to scrape: \(seen)")
    }
}
