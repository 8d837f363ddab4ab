import Foundation
import NavStateServer
import NavStateStore
import Testing

/// The `Idempotency-Key` answers of `POST /sessions` and `DELETE` outlive a restart like every
/// other key (docs/operations.md "Storage"): a client that retries after the server came back
/// gets the first answer, not a second session or a 404.
@Suite struct StoreRequestKeyTests {
    static let alpha = "alpha-key-0123456789abcdef"
    static let beta = "beta-key-0123456789abcdefgh"

    private func tenants() throws -> APIConfiguration {
        APIConfiguration(apiKeys: try APIKeys(json: Array(#"{"\#(Self.alpha)": "alpha", "\#(Self.beta)": "beta"}"#.utf8)))
    }

    private func headers(key: String, tenant: String? = nil) -> [(String, String)] {
        [("Idempotency-Key", key)] + (tenant.map { [("Authorization", "Bearer \($0)")] } ?? [])
    }

    private let named = #"{"id": "named", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#
    private let unnamed = #"{"root": {"kind": "view", "id": "solo"}}"#

    @Test func keyedCreationsAndDeletionsAreReplayedAfterARestart() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var first: [String: APIResponse] = [:]
        try store.serve { server in
            let api = try server.client()
            first["named"] = try api.post("/sessions", named, headers: headers(key: "create-named"))
            first["unnamed"] = try api.post("/sessions", unnamed, headers: headers(key: "create-unnamed"))
            #expect(try api.post("/sessions", #"{"id": "doomed", "root": {"kind": "view"}}"#).status == 201)
            first["delete"] = try api.request("DELETE", "/sessions/doomed", headers: headers(key: "delete"))
        }
        #expect(first.values.map(\.status).sorted() == [201, 201, 204])
        try store.serve { server in
            let api = try server.client()
            for (key, path, body) in [
                ("create-named", "/sessions", named), ("create-unnamed", "/sessions", unnamed), ("delete", "/sessions/doomed", nil),
            ] {
                let method = key == "delete" ? "DELETE" : "POST"
                let retried = try api.request(method, path, json: body, headers: headers(key: key))
                let original = try #require(first[String(key.split(separator: "-").last!)])
                #expect(retried.status == original.status, "\(key)")
                #expect(retried.body == original.body, "\(key)")
                #expect(retried.header("Location") == original.header("Location"), "\(key)")
                #expect(retried.header("Idempotent-Replayed") == "true", "\(key)")
            }
            // Replayed, not carried out again: still the two sessions created before.
            #expect(try api.get("/sessions").json["sessions"].arrayValue.count == 2)
            // The key with another request is refused, as before the restart.
            let reused = try api.post("/sessions", unnamed, headers: headers(key: "create-named"))
            #expect(reused.problemType == "idempotency-key-reused")
        }
    }

    /// Each tenant's keys stay its own across the restart: another tenant's request with the
    /// same key is a new request.
    @Test func restoredKeysBelongToTheirTenant() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var created: APIResponse?
        try store.serve(try tenants()) { server in
            created = try server.client().post("/sessions", named, headers: headers(key: "k", tenant: Self.alpha))
        }
        #expect(created?.status == 201)
        try store.serve(try tenants()) { server in
            let api = try server.client()
            let replayed = try api.post("/sessions", named, headers: headers(key: "k", tenant: Self.alpha))
            #expect(replayed.header("Idempotent-Replayed") == "true")
            #expect(replayed.body == created?.body)
            let other = try api.post("/sessions", named, headers: headers(key: "k", tenant: Self.beta))
            #expect(other.status == 201)
            #expect(other.header("Idempotent-Replayed") == nil)
        }
    }

    /// Kept an hour, like every key: older rows are dropped as new keys come, and a start
    /// reads only those younger than that.
    @Test func keysOlderThanAKeyLivesAreNeitherReplayedNorKept() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let clock = TestClock()
        var configuration = APIConfiguration()
        configuration.clock = clock.wallClock
        try store.serve(configuration) { server in
            let api = try server.client()
            #expect(try api.post("/sessions", named, headers: headers(key: "old")).status == 201)
            clock.advance(by: StoredKey.lifetimeMilliseconds + 1)
            #expect(try api.post("/sessions", unnamed, headers: headers(key: "new")).status == 201)
        }
        #expect(try store.count("request_keys") == 1)
        try store.serve(configuration) { server in
            let api = try server.client()
            #expect(try api.post("/sessions", unnamed, headers: headers(key: "new")).header("Idempotent-Replayed") == "true")
            let again = try api.post("/sessions", named, headers: headers(key: "old"))
            #expect(again.problemType == "session-exists")
        }
    }
}
