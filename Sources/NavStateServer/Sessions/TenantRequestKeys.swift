internal import EventHTTP
internal import NavStateStore
internal import Synchronization

/// The `Idempotency-Key` answers of the requests that create or delete sessions, per tenant (a
/// session's own keys live with it, and go with it): a retry gets the first answer again;
/// while the first is running, a duplicate is 409; another request with the key is 422.
final class TenantRequestKeys: Sendable {
    private let keys = Mutex<[Tenant?: IdempotencyKeys]>([:])

    /// The keys the store kept (``SessionStore/requestKeys(since:)``), oldest first, at start.
    func restore(_ stored: [(tenant: String?, key: StoredKey)]) {
        let byTenant = Dictionary(grouping: stored, by: { $0.tenant })
        keys.withLock { keys in
            for (tenant, kept) in byTenant {
                keys[tenant.map(Tenant.init(name:))] = IdempotencyKeys(
                    restoring: kept.map(\.key), capacity: IdempotencyKeys.tenantCapacity, maxBytes: IdempotencyKeys.tenantBytes,
                    reportsForgotten: false)
            }
        }
    }

    func forget(_ key: String, tenant: Tenant?) { keys.withLock { $0[tenant]?.forget(key) } }
    func finish(_ key: String, answer: HTTPResponse, tenant: Tenant?) { keys.withLock { $0[tenant]?.finish(key, answer: answer) } }

    /// Runs `body` once per `Idempotency-Key` of `tenant`.
    /// - Parameter keptElsewhere: the answer another node kept for the key, if any (a shared
    ///   store), asked once the key is claimed here.
    func idempotent(
        _ key: (key: String, fingerprint: UInt64)?, tenant: Tenant?, now: Int64, path: String,
        keptElsewhere: (String, UInt64) throws(APIError) -> HTTPResponse?, _ body: () throws(APIError) -> Answer
    ) throws(APIError) -> HTTPResponse {
        guard let (key, fingerprint) = key else { return try body().response }
        let replay = try keys.withLock { (keys) throws(APIError) -> HTTPResponse? in
            try keys[tenant, default: IdempotencyKeys(capacity: IdempotencyKeys.tenantCapacity, maxBytes: IdempotencyKeys.tenantBytes)]
                .claim(key, fingerprint: fingerprint, now: now)
        }
        if let replay { return replay }
        if let stored = try keptElsewhere(key, fingerprint) { return stored }
        // Carried out outside the lock: a duplicate meanwhile is 409 `idempotency-key-in-flight`.
        let outcome = Result(catching: body)
        if case .success(.later(let pending)) = outcome {
            // The key keeps the answer once the store has the change; a change the store could
            // not keep leaves the key free for the retry.
            pending.whenResolved { [self] answer, committed in
                keys.withLock { committed ? $0[tenant]?.finish(key, answer: answer) : $0[tenant]?.forget(key) }
            }
            return pending.response
        }
        keys.withLock { $0[tenant]?.finish(key, answer: IdempotencyKeys.kept(outcome.map(\.response), path: path)) }
        return try outcome.get().response
    }
}
