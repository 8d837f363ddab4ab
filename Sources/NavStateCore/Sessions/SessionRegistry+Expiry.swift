internal import NavStateDocuments
internal import NavStateStore
internal import Synchronization

/// Leases and expiry: how long an idle session lives, when its lease is written to the store,
/// and the sweeps that give back the memory of expired sessions. Requests never see an expired
/// session either way (``SessionRegistry/session(_:)`` checks the lease).
extension SessionRegistry {
    /// How old the stored lease of a session may get before a request writes it again: a
    /// sixteenth of the lifetime, so that a restart shortens no session's life by more (an
    /// hour without expiry, so that a later start with a lifetime finds leases near the truth).
    package var leaseWriteInterval: Int64 { expiry.map { max(1_000, $0.ttlMilliseconds / 16) } ?? 3_600_000 }

    /// An event stream stops following `session`: its TTL runs from now.
    package func watchEnded(_ session: Session) {
        guard let expiry else { return }
        session.touch(expiry.clock.milliseconds(), persistEvery: leaseWriteInterval)
    }

    /// When `session` expires (seconds since 1970), when sessions expire.
    package func expiresAt(_ session: Session) -> Int64? {
        expiry?.expiresAt(lastUsed: session.lastUsed)
    }

    /// Deletes `session` if it is still expired once locked: a request that renewed it first
    /// keeps it; one that comes after finds it unknown.
    /// - Parameter leaseChecked: whether the caller asked a shared store's lease already.
    package func expire(_ session: Session, now: Int64, leaseChecked: Bool = false) {
        guard let expiry else { return }
        // In a cluster another node may have renewed the lease unheard (or the store cannot
        // say): not expired then.
        if !leaseChecked, (try? renewedElsewhere(session, now: now)) != false { return }
        guard session.delete(ifStill: { expiry.isExpired(session, now: now) }) else { return }
        remove(session)
        // In a cluster another node may have used it since this one last heard: the store then
        // keeps it, and it comes back.
        store.submit(.delete(serial: session.serial, unusedSince: now - expiry.ttlMilliseconds + 1)) { [self] failure in
            if failure != nil { _ = try? storedElsewhere(session.key) }
        }
    }

    /// Frees expired sessions a batch at a time, at most once per sweep interval: called by
    /// every request, it costs one atomic load when no sweep is due. Requests never see an
    /// expired session either way; the sweep gives back their memory.
    package func sweepIfDue() {
        guard let expiry else { return }
        let now = expiry.clock.milliseconds()
        guard let after = sweeps.begin(now: now) else { return }
        let (cursor, finished) = sweepBatch(after: after, now: now)
        sweeps.end(at: cursor, finished: finished, now: now)
    }

    /// Sweeps the whole registry now (at a session limit), unless a full sweep ran within the
    /// last sweep interval.
    package func sweepAll() {
        guard let expiry else { return }
        let now = expiry.clock.milliseconds()
        guard sweeps.claimFullSweep(now: now) else { return }
        var after = 0
        while true {
            let (cursor, finished) = sweepBatch(after: after, now: now)
            if finished { return }
            after = cursor
        }
    }

    /// Looks at up to one batch of sessions created after serial `after`, under one short
    /// registry-lock hold, and expires those whose lease ran out.
    /// - Returns: the serial the next batch starts after, and whether the registry's end came.
    private func sweepBatch(after: Int, now: Int64) -> (cursor: Int, finished: Bool) {
        guard let expiry else { return (0, true) }
        let (candidates, watched, cursor, finished) = sessions.withLock { sessions in
            var candidates: [Session] = []
            var watched: [Session] = []
            var looked = 0
            var cursor = after
            var finished = true
            sessions.order.forEach(after: after) { session in
                guard looked < SessionExpiry.sweepBatch else {
                    finished = false
                    return false
                }
                looked += 1
                cursor = session.serial
                if session.isWatched {
                    watched.append(session)
                } else if expiry.isExpired(session, now: now) {
                    candidates.append(session)
                }
                return true
            }
            return (candidates, watched, cursor, finished)
        }
        for session in candidates { expire(session, now: now) }
        // A watched session's lease is renewed as a request's is: when the watch ends, its TTL
        // runs from the last sweep, and other nodes of a cluster see it in use.
        for session in watched { session.touch(now, persistEvery: leaseWriteInterval) }
        return (cursor, finished)
    }
}

/// When the sweeps of expired sessions run: a batch at a time, one at once, at most once per
/// sweep interval once the registry's end is reached; a full sweep at most once per interval.
package final class SweepSchedule: Sendable {
    /// Where the sweep stands.
    private struct Sweep {
        var isRunning = false
        /// The serial the next batch starts after.
        var cursor = 0
    }

    private let sweep = Mutex(Sweep())
    /// When the next sweep is due (wall-clock milliseconds): one atomic load per request.
    private let nextSweep = Atomic<Int64>(0)
    /// When a creation refused at a limit may next sweep the whole registry: at most once per
    /// sweep interval, so that a client hammering a full server cannot make every refusal a scan.
    private let nextFullSweep = Atomic<Int64>(0)

    /// The serial a batch due `now` starts after; `nil` when none is due or one is running.
    package func begin(now: Int64) -> Int? {
        guard now >= nextSweep.load(ordering: .relaxed) else { return nil }
        return sweep.withLock { sweep -> Int? in
            guard !sweep.isRunning else { return nil }
            sweep.isRunning = true
            return sweep.cursor
        }
    }

    /// The batch begun ended at serial `cursor`; `finished`: at the registry's end.
    package func end(at cursor: Int, finished: Bool, now: Int64) {
        sweep.withLock { sweep in
            sweep.isRunning = false
            sweep.cursor = finished ? 0 : cursor
        }
        nextSweep.store(finished ? now + SessionExpiry.sweepIntervalMilliseconds : now, ordering: .relaxed)
    }

    /// Whether a full sweep may run `now` (none ran within the last interval); claims it.
    package func claimFullSweep(now: Int64) -> Bool {
        let due = nextFullSweep.load(ordering: .relaxed)
        return now >= due
            && nextFullSweep.compareExchange(
                expected: due, desired: now + SessionExpiry.sweepIntervalMilliseconds, ordering: .relaxed
            ).exchanged
    }
}
