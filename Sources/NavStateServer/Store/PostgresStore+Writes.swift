internal import EventHTTP
internal import NavigationModel

extension PostgresStore {
    typealias Failure = PostgresConnection.Failure

    /// Carries out one write inside the writer's transaction, with the notification that
    /// tells the other nodes (`node kind fields…`, see ``PostgresListener``).
    static func perform(_ write: StoreWrite, on connection: PostgresConnection, node: String) throws(Failure) {
        switch write {
        case .create(let serial, let tenant, let id, let lastUsed, let initial):
            do {
                try connection.query(
                    "INSERT INTO navstate_sessions (serial, tenant, id, last_used, revision) VALUES ($1, $2, $3, $4, $5)",
                    [.int(Int64(serial)), .text(tenant ?? ""), .text(id.rawValue), .int(lastUsed), .int(Int64(initial.revision.rawValue))])
            } catch where error.isUniqueViolation {
                // Another node created a session with this id first.
                throw .refused(.conflict)
            }
            try insertCheckpoint(initial, serial: serial, on: connection)
            try notify("c \(serial) \(lastUsed) \(id.rawValue) \(tenant ?? "")", node: node, on: connection)
        case .revision(let change):
            try claim(change.entry.revision, from: change.from, serial: change.serial, on: connection)
            try connection.query(
                "INSERT INTO navstate_journal (session, revision, entry) VALUES ($1, $2, $3)",
                [.int(Int64(change.serial)), .int(Int64(change.entry.revision.rawValue)), .bytes(change.entry.json)])
            if let checkpoint = change.checkpoint { try insertCheckpoint(checkpoint, serial: change.serial, on: connection) }
            try writeKeys(change.key, forgetting: change.forgottenKeys, serial: change.serial, on: connection)
            try notify("r \(change.serial) \(change.entry.revision)", node: node, on: connection)
        case .key(let serial, let revision, let key, let forgotten):
            // Kept only onto the revision it was answered at: claimed at that revision.
            try claim(revision, from: revision, serial: serial, on: connection)
            try writeKeys(key, forgetting: forgotten, serial: serial, on: connection)
            try notify("k \(serial) \(revision)", node: node, on: connection)
        case .touch(let serial, let lastUsed):
            try connection.query(
                "UPDATE navstate_sessions SET last_used = greatest(last_used, $2) WHERE serial = $1",
                [.int(Int64(serial)), .int(lastUsed)])
            try notify("t \(serial) \(lastUsed)", node: node, on: connection)
        case .delete(let serial):
            // The journal, checkpoints and keys go with it (ON DELETE CASCADE).
            try connection.query("DELETE FROM navstate_sessions WHERE serial = $1", [.int(Int64(serial))])
            try notify("d \(serial)", node: node, on: connection)
        case .requestKey(let tenant, let key):
            // Older than a key lives, they are dropped as new ones come.
            try connection.query(
                "DELETE FROM navstate_request_keys WHERE tenant = $1 AND time < $2",
                [.text(tenant ?? ""), .int(key.time - IdempotencyKeys.maxAgeMilliseconds)])
            try connection.query(
                """
                INSERT INTO navstate_request_keys (tenant, key, fingerprint, time, status, headers, body)
                VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant, key) DO NOTHING
                """,
                [
                    .text(tenant ?? ""), .text(key.key), .int(Int64(bitPattern: key.fingerprint)), .int(key.time),
                    .int(Int64(key.answer.status.code)), .text(key.storedHeaders), .bytes(key.answer.body),
                ])
        case .storyboard(let stored):
            let key: [PostgresConnection.Parameter] = [.text(stored.tenant ?? ""), .text(stored.name)]
            if let document = stored.document {
                try connection.query(
                    """
                    INSERT INTO navstate_storyboards (tenant, name, document) VALUES ($1, $2, $3)
                    ON CONFLICT (tenant, name) DO UPDATE SET document = excluded.document
                    """, key + [.bytes(document)])
            } else {
                try connection.query("DELETE FROM navstate_storyboards WHERE tenant = $1 AND name = $2", key)
            }
            try notify("s \(stored.name) \(stored.tenant ?? "")", node: node, on: connection)
        }
    }

    /// Moves the session's stored revision from `from` to `revision` (equal for a key written
    /// onto a revision), or refuses: the row lock the update takes makes a concurrent writer of
    /// the same session wait for this transaction, then find the revision moved.
    private static func claim(_ revision: Revision, from: Revision, serial: Int, on connection: PostgresConnection) throws(Failure) {
        let claimed = try connection.query(
            "UPDATE navstate_sessions SET revision = $3 WHERE serial = $1 AND revision = $2 RETURNING serial",
            [.int(Int64(serial)), .int(Int64(from.rawValue)), .int(Int64(revision.rawValue))])
        guard claimed.isEmpty else { return }
        guard let stored = try connection.query("SELECT revision FROM navstate_sessions WHERE serial = $1", [.int(Int64(serial))]).first?.int(0)
        else { throw .refused(.gone) }
        throw .refused(.changedElsewhere(Revision(rawValue: Int(stored))))
    }

    /// Stores the checkpoint and drops what the session no longer needs: checkpoints older
    /// than the previous one, and the journal up to the older of the two kept.
    private static func insertCheckpoint(_ hierarchy: Hierarchy, serial: Int, on connection: PostgresConnection) throws(Failure) {
        let session = PostgresConnection.Parameter.int(Int64(serial))
        try connection.query(
            "INSERT INTO navstate_checkpoints (session, revision, state) VALUES ($1, $2, $3)",
            [session, .int(Int64(hierarchy.revision.rawValue)), .bytes(Checkpoint.encode(hierarchy))])
        try connection.query(
            """
            DELETE FROM navstate_checkpoints WHERE session = $1 AND revision <
                (SELECT min(revision) FROM (SELECT revision FROM navstate_checkpoints WHERE session = $1
                                            ORDER BY revision DESC LIMIT 2) AS kept)
            """, [session])
        try connection.query(
            """
            DELETE FROM navstate_journal WHERE session = $1 AND revision <=
                (SELECT min(revision) FROM navstate_checkpoints WHERE session = $1)
            """, [session])
    }

    /// Stores `key`'s answer and deletes the keys the session forgot.
    private static func writeKeys(
        _ key: StoredKey?, forgetting forgotten: [String], serial: Int, on connection: PostgresConnection
    ) throws(Failure) {
        for gone in forgotten {
            try connection.query("DELETE FROM navstate_idempotency WHERE session = $1 AND key = $2", [.int(Int64(serial)), .text(gone)])
        }
        guard let key else { return }
        try connection.query(
            """
            INSERT INTO navstate_idempotency (session, key, fingerprint, time, status, headers, body)
            VALUES ($1, $2, $3, $4, $5, $6, $7)
            ON CONFLICT (session, key) DO UPDATE SET fingerprint = excluded.fingerprint, time = excluded.time,
                status = excluded.status, headers = excluded.headers, body = excluded.body
            """,
            [
                .int(Int64(serial)), .text(key.key), .int(Int64(bitPattern: key.fingerprint)), .int(key.time),
                .int(Int64(key.answer.status.code)), .text(key.storedHeaders), .bytes(key.answer.body),
            ])
    }

    /// Announces the write to the other nodes at commit (never, if the transaction rolls back).
    private static func notify(_ payload: String, node: String, on connection: PostgresConnection) throws(Failure) {
        try connection.query("SELECT pg_notify($1, $2)", [.text(channel), .text("\(node) \(payload)")])
    }
}
