internal import CSQLite
internal import NavStateDocuments
package import NavigationModel

/// What each ``StoreWrite`` does to the tables, on the writer's connection.
extension SQLiteStore {
    package static func failure(_ error: SQLiteDatabase.Failure) -> StoreFailure {
        switch error.code & 0xFF {
        case SQLITE_FULL: .full
        case SQLITE_CORRUPT, SQLITE_NOTADB: .damaged(error.description)
        default: .failed(error.description)
        }
    }

    /// Writes a journal entry into its slot.
    private static func insertEntry(_ entry: JournalEntry, serial: Int, on database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        let statement = try database.cached("INSERT OR REPLACE INTO journal (slot, revision, entry, format) VALUES (?, ?, ?, ?)")
        try statement.bind(1, Slots.journal(of: serial, revision: entry.revision))
        try statement.bind(2, Int64(entry.revision.rawValue))
        try statement.bind(3, entry.json)
        try statement.bind(4, Int64(entry.format))
        _ = try statement.step()
    }

    /// The code a write fails with when the session is not stored at the revision it started from.
    package static let conflictCode: Int32 = -1

    package static func perform(_ write: StoreWrite, on database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        switch write {
        case .create(let serial, let tenant, let id, let lastUsed, let initial, _, let requestKey, let creation):
            if let requestKey { try insertRequestKey(requestKey, tenant: tenant, on: database) }
            let session = try database.cached("INSERT INTO sessions (serial, tenant, id, last_used) VALUES (?, ?, ?, ?)")
            try session.bind(1, Int64(serial))
            try session.bind(2, tenant)
            try session.bind(3, id.rawValue)
            try session.bind(4, lastUsed)
            _ = try session.step()
            try insertCheckpoint(initial, serial: serial, on: database)
            if let creation { try insertEntry(creation, serial: serial, on: database) }
        case .revision(let change):
            // The stored revision is the newest entry's, or the checkpoint's when no entry is
            // newer (a session just created). Read, not written: a row per session rewritten
            // on every change dirtied a page of its own in every commit.
            try requireStored(change.from, serial: change.serial, on: database)
            // Into the slot of the revision 64 before, which no checkpoint needs any more: the
            // oldest kept checkpoint is at most 63 revisions back.
            try insertEntry(change.entry, serial: change.serial, on: database)
            if let checkpoint = change.checkpoint { try insertCheckpoint(checkpoint, serial: change.serial, on: database) }
            try writeKeys(change.key, forgetting: change.forgottenKeys, serial: change.serial, on: database)
        case .key(let serial, let revision, _, let key, let forgotten):
            try requireStored(revision, serial: serial, on: database)
            try writeKeys(key, forgetting: forgotten, serial: serial, on: database)
        case .touch(let serial, let lastUsed):
            let statement = try database.cached("UPDATE sessions SET last_used = max(last_used, ?) WHERE serial = ?")
            try statement.bind(1, lastUsed)
            try statement.bind(2, Int64(serial))
            _ = try statement.step()
        case .storyboard(let stored):
            // The tenant is '' for the tenantless server: a primary key column is never NULL.
            if let document = stored.document {
                let statement = try database.cached("INSERT OR REPLACE INTO storyboards (tenant, name, document) VALUES (?, ?, ?)")
                try statement.bind(1, stored.tenant ?? "")
                try statement.bind(2, stored.name)
                try statement.bind(3, document)
                _ = try statement.step()
            } else {
                let statement = try database.cached("DELETE FROM storyboards WHERE tenant = ? AND name = ?")
                try statement.bind(1, stored.tenant ?? "")
                try statement.bind(2, stored.name)
                _ = try statement.step()
            }
        case .delete(let serial, _, _, let requestKey):
            // The registry alone decides when a session expires: no other process uses the file.
            if let requestKey { try insertRequestKey(requestKey.key, tenant: requestKey.tenant, on: database) }
            for table in ["sessions WHERE serial", "idempotency WHERE session"] {
                let statement = try database.cached("DELETE FROM \(table) = ?")
                try statement.bind(1, Int64(serial))
                _ = try statement.step()
            }
            for (table, slots) in [("journal", Slots.journal(of: serial)), ("checkpoints", Slots.checkpoints(of: serial))] {
                let statement = try database.cached("DELETE FROM \(table) WHERE slot BETWEEN ? AND ?")
                try statement.bind(1, slots.lowerBound)
                try statement.bind(2, slots.upperBound)
                _ = try statement.step()
            }
        }
    }

    /// Keeps the answer of a tenant's keyed `POST /sessions` or `DELETE`, for its retries after
    /// a restart; keys older than a key lives are dropped as new ones come.
    private static func insertRequestKey(_ key: StoredKey, tenant: String?, on database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        let old = try database.cached("DELETE FROM request_keys WHERE tenant = ? AND time < ?")
        try old.bind(1, tenant ?? "")
        try old.bind(2, key.time - StoredKey.lifetimeMilliseconds)
        _ = try old.step()
        let statement = try database.cached(
            """
            INSERT OR REPLACE INTO request_keys (tenant, key, fingerprint, time, status, headers, body)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        try statement.bind(1, tenant ?? "")
        try bind(key, from: 2, in: statement)
        _ = try statement.step()
    }

    /// Binds a kept key's six columns (key, fingerprint, time, status, headers, body) from `index` on.
    private static func bind(_ key: StoredKey, from index: Int32, in statement: SQLiteDatabase.Statement) throws(SQLiteDatabase.Failure) {
        try statement.bind(index, key.key)
        try statement.bind(index + 1, Int64(bitPattern: key.fingerprint))
        try statement.bind(index + 2, key.time)
        try statement.bind(index + 3, Int64(key.answer.status))
        try statement.bind(index + 4, key.answer.storedHeaders)
        try statement.bind(index + 5, key.answer.body)
    }

    /// Fails with a conflict unless the session is stored at `revision`: its revision is in its
    /// slot (or is the checkpoint's, for a session that has no entry yet), and the next slot
    /// holds an older one. Two lookups by key; no scan of the session's slots.
    private static func requireStored(_ revision: Revision, serial: Int, on database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        let stored = try database.cached(
            """
            SELECT (coalesce((SELECT revision FROM journal WHERE slot = ?1), 0) = ?3
                    OR EXISTS (SELECT 1 FROM checkpoints WHERE slot BETWEEN ?4 AND ?5 AND revision = ?3))
               AND coalesce((SELECT revision FROM journal WHERE slot = ?2), 0) <= ?3
            """)
        try stored.bind(1, Slots.journal(of: serial, revision: revision))
        try stored.bind(2, Slots.journal(of: serial, revision: revision.next))
        try stored.bind(3, Int64(revision.rawValue))
        try stored.bind(4, Slots.checkpoints(of: serial).lowerBound)
        try stored.bind(5, Slots.checkpoints(of: serial).upperBound)
        let found = try stored.step() && stored.int(0) == 1
        stored.reset()
        guard found else {
            throw SQLiteDatabase.Failure(code: conflictCode, message: "session \(serial) is not stored at revision \(revision)")
        }
    }

    /// Stores `key`'s answer and deletes the keys the session forgot.
    private static func writeKeys(
        _ key: StoredKey?, forgetting forgotten: [String], serial: Int, on database: SQLiteDatabase
    ) throws(SQLiteDatabase.Failure) {
        for gone in forgotten {
            let statement = try database.cached("DELETE FROM idempotency WHERE session = ? AND key = ?")
            try statement.bind(1, Int64(serial))
            try statement.bind(2, gone)
            _ = try statement.step()
        }
        guard let key else { return }
        let statement = try database.cached("INSERT OR REPLACE INTO idempotency VALUES (?, ?, ?, ?, ?, ?, ?)")
        try statement.bind(1, Int64(serial))
        try bind(key, from: 2, in: statement)
        _ = try statement.step()
    }

    /// Writes the checkpoint over the older of the session's two (into an empty slot first, and
    /// over one of the same revision if there is one): checkpoints are not always a fixed
    /// interval apart (the journal's byte budget takes them early), so the slot is not a
    /// function of the revision.
    private static func insertCheckpoint(_ hierarchy: Hierarchy, serial: Int, on database: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        let statement = try database.cached(
            """
            INSERT OR REPLACE INTO checkpoints (slot, revision, state)
            SELECT CASE WHEN first = ?3 THEN ?1 WHEN second = ?3 THEN ?2
                        WHEN first IS NULL OR (second IS NOT NULL AND first <= second) THEN ?1 ELSE ?2 END, ?3, ?4
            FROM (SELECT (SELECT revision FROM checkpoints WHERE slot = ?1) AS first,
                         (SELECT revision FROM checkpoints WHERE slot = ?2) AS second)
            """)
        try statement.bind(1, Slots.checkpoints(of: serial).lowerBound)
        try statement.bind(2, Slots.checkpoints(of: serial).upperBound)
        try statement.bind(3, Int64(hierarchy.revision.rawValue))
        try statement.bind(4, Checkpoint.encode(hierarchy))
        _ = try statement.step()
    }

    /// Where a session's rows live: a fixed run of slots per session in `journal` (64) and
    /// `checkpoints` (2), each revision in the slot of its number modulo the run, overwriting
    /// the revision that no longer counts. A change rewrites one row in place: no index to
    /// update, no old rows to delete, the session's rows side by side (with rows keyed by
    /// session and revision, each change dirtied an index page, and dropping old revisions a
    /// page per row, since they were written between other sessions').
    package enum Slots {
        /// Checkpoints are at most ``Journal/checkpointInterval`` (32) revisions apart, so the
        /// older of the two kept is at most 63 revisions back: 64 slots hold every revision after it.
        package static let journalRun = 64
        /// Two checkpoints are kept: a new one overwrites the older.
        package static let checkpointRun = 2

        package static func journal(of serial: Int) -> ClosedRange<Int64> {
            Int64(serial * journalRun)...Int64(serial * journalRun + journalRun - 1)
        }

        package static func journal(of serial: Int, revision: Revision) -> Int64 {
            Int64(serial * journalRun + revision.rawValue % journalRun)
        }

        package static func checkpoints(of serial: Int) -> ClosedRange<Int64> {
            Int64(serial * checkpointRun)...Int64(serial * checkpointRun + checkpointRun - 1)
        }

    }
}
