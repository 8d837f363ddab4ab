package import NavStateStore
internal import Synchronization

/// The `Idempotency-Key` answers of the requests that create or delete sessions, per tenant (a
/// session's own keys live with it, and go with it): a retry gets the first answer again;
/// while the first is running, a duplicate is 409; another request with the key is 422.
package final class TenantRequestKeys: Sendable {
    private let keys = Mutex<[Tenant?: IdempotencyKeys]>([:])

    /// The keys the store kept (``SessionStore/requestKeys(since:)``), oldest first, at start.
    package func restore(_ stored: [(tenant: String?, key: StoredKey)]) {
        let byTenant = Dictionary(grouping: stored, by: { $0.tenant })
        keys.withLock { keys in
            for (tenant, kept) in byTenant {
                keys[tenant.map(Tenant.init(name:))] = IdempotencyKeys(
                    restoring: kept.map(\.key), capacity: IdempotencyKeys.tenantCapacity, maxBytes: IdempotencyKeys.tenantBytes,
                    reportsForgotten: false)
            }
        }
    }

    package func forget(_ key: String, tenant: Tenant?) { keys.withLock { $0[tenant]?.forget(key) } }
    package func finish(_ key: String, answer: StoredAnswer, tenant: Tenant?) { keys.withLock { $0[tenant]?.finish(key, answer: answer) } }

    /// Runs `body` once per `Idempotency-Key` of `tenant`.
    /// - Parameter keptElsewhere: the answer another node kept for the key, if any (a shared
    ///   store), asked once the key is claimed here.
    /// - Parameter instance: the request's path, where a kept refusal says it happened.
    package func idempotent(
        _ key: (key: String, fingerprint: UInt64)?, tenant: Tenant?, now: Int64, instance: String, problems: ProblemAnswers,
        keptElsewhere: (String, UInt64) throws(APIError) -> StoredAnswer?, _ body: () throws(APIError) -> Answer
    ) throws(APIError) -> Answer {
        guard let (key, fingerprint) = key else { return try body() }
        let replay = try keys.withLock { (keys) throws(APIError) -> StoredAnswer? in
            try keys[tenant, default: IdempotencyKeys(capacity: IdempotencyKeys.tenantCapacity, maxBytes: IdempotencyKeys.tenantBytes)]
                .claim(key, fingerprint: fingerprint, now: now)
        }
        if let replay { return .now(replay) }
        if let stored = try keptElsewhere(key, fingerprint) { return .now(stored) }
        // Carried out outside the lock: a duplicate meanwhile is 409 `idempotency-key-in-flight`.
        let outcome = Result(catching: body)
        switch outcome {
        case .success(.later(let pending)):
            // The key keeps the answer once the store has the change; a change the store could
            // not keep leaves the key free for the retry.
            pending.whenResolved { [self] answer, committed in
                keys.withLock { committed ? $0[tenant]?.finish(key, answer: answer) : $0[tenant]?.forget(key) }
            }
            return .later(pending)
        case .success(.now(let answer)):
            keys.withLock { $0[tenant]?.finish(key, answer: answer) }
            return .now(answer)
        case .failure(let error):
            keys.withLock { $0[tenant]?.finish(key, answer: problems(error, instance)) }
            throw error
        }
    }
}
