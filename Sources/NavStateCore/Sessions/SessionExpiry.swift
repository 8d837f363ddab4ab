package import NavStateDocuments

/// When idle sessions expire: `ttl` after the last request that named them.
package struct SessionExpiry: Sendable {
    package let ttlMilliseconds: Int64
    package let clock: WallClock

    package init(ttlMilliseconds: Int64, clock: WallClock) {
        self.ttlMilliseconds = ttlMilliseconds
        self.clock = clock
    }

    /// How often a sweep walks the registry to free expired sessions (requests never see an
    /// expired session, swept or not).
    package static let sweepIntervalMilliseconds: Int64 = 1_000
    /// Sessions looked at per registry-lock hold while sweeping. The request that runs a batch
    /// pays for it: 1,024 expiring at once cost it up to 9 ms (bench/registry.py, 100,000
    /// expiring); 256 keep it near 2 ms, the next request taking the next batch.
    package static let sweepBatch = 256

    /// (Overflow-safe: a lease read from a shared store is another process's number.)
    package func isExpired(lastUsed: Int64, now: Int64) -> Bool {
        let (idle, overflow) = now.subtractingReportingOverflow(lastUsed)
        return overflow ? lastUsed < now : idle >= ttlMilliseconds
    }

    /// Whether `session` has expired: unused for the TTL and not followed by an event stream
    /// (a watcher keeps it alive; its lease is renewed by every sweep while it watches).
    package func isExpired(_ session: Session, now: Int64) -> Bool {
        !session.isWatched && isExpired(lastUsed: session.lastUsed, now: now)
    }

    /// The whole second by which a session last used at `lastUsed` is still alive (its expiry
    /// rounded down: a client never gets less than it was told); seconds keep the snapshot
    /// cache useful between requests of the same second.
    package func expiresAt(lastUsed: Int64) -> Int64 {
        let (end, overflow) = lastUsed.addingReportingOverflow(ttlMilliseconds)
        return (overflow ? Int64.max : end) / 1000
    }
}
