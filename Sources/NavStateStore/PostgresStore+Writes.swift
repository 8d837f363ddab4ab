internal import NavStateDocuments
internal import NavigationModel

extension PostgresStore {
    package typealias Failure = PostgresConnection.Failure

    /// Carries out one write inside the writer's transaction, with the notification that
    /// tells the other nodes (`node kind fields…`, see ``PostgresListener``).
    package static func perform(_ write: StoreWrite, on connection: PostgresConnection, node: String) throws(Failure) {
        switch write {
        case .create(let serial, let tenant, let id, let lastUsed, let initial, let tag, let requestKey, let creation):
            try keepingRequestKey(requestKey, tenant: tenant, on: connection) { () throws(Failure) in
                try create(
                    serial: serial, tenant: tenant, id: id, lastUsed: lastUsed, initial: initial, creation: creation, tag: tag,
                    node: node, on: connection)
            }
        case .revision(let change):
            try writeRevision(
                serial: change.serial, from: (change.from, change.fromTag), to: (change.entry.revision, change.tag),
                entry: change.entry,
                checkpoint: change.checkpoint, key: change.key, forgotten: change.forgottenKeys,
                notice: "\(node) r \(change.serial) \(change.entry.revision)", on: connection)
        case .key(let serial, let revision, let tag, let key, let forgotten):
            // Kept only onto the revision it was answered at: claimed at that revision.
            try writeRevision(
                serial: serial, from: (revision, tag), to: (revision, tag), entry: nil, checkpoint: nil, key: key, forgotten: forgotten,
                notice: "\(node) k \(serial) \(revision)", on: connection)
        case .touch(let serial, let lastUsed):
            try connection.query(
                """
                WITH touched AS (UPDATE navstate_sessions SET last_used = greatest(last_used, $2) WHERE serial = $1)
                SELECT pg_notify($3, $4)
                """,
                [.int(Int64(serial)), .int(lastUsed), .text(channel), .text("\(node) t \(serial) \(lastUsed)")])
        case .delete(let serial, let unusedSince, let at, let requestKey):
            try keepingRequestKey(requestKey?.key, tenant: requestKey?.tenant, on: connection) { () throws(Failure) in
                try delete(serial: serial, unusedSince: unusedSince, at: at, node: node, on: connection)
            }
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

    /// One revision (or a kept answer onto one) in one round trip (``PostgresStore/functions``):
    /// the stored revision moves from `from` to `revision` or the write is refused. The row
    /// lock the update takes makes a concurrent writer of the same session wait for this
    /// transaction, then find the revision moved.
    private static func writeRevision(
        serial: Int, from: (revision: Revision, tag: Int64), to revision: (number: Revision, tag: Int64), entry: JournalEntry?,
        checkpoint: Hierarchy?, key: StoredKey?, forgotten: [String], notice: String, on connection: PostgresConnection
    ) throws(Failure) {
        let stored = try connection.query(
            "SELECT navstate_write_revision($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
            [
                .int(Int64(serial)), .int(Int64(from.revision.rawValue)), .int(Int64(revision.number.rawValue)),
                entry.map { .bytes($0.json) } ?? .null,
                checkpoint.map { .bytes(Checkpoint.encode($0)) } ?? .null, key.map { .text($0.key) } ?? .null,
                .int(Int64(bitPattern: key?.fingerprint ?? 0)), .int(key?.time ?? 0), .int(Int64(key?.answer.status ?? 0)),
                .text(key?.answer.storedHeaders ?? ""), .bytes(key?.answer.body ?? []),
                forgotten.isEmpty ? .null : .text(forgotten.joined(separator: "\n")), .text(notice), .int(from.tag),
                .int(revision.tag), .int(Int64(entry?.format ?? ActionCodec.journalFormat)),
            ]
        ).first?.int(0)
        guard let stored else { throw Failure(sqlState: nil, message: "navstate_write_revision answered nothing") }
        if stored == 0 { return }
        throw .refused(stored < 0 ? .gone : .changedElsewhere(Revision(rawValue: Int(stored))))
    }

    private static func create(
        serial: Int, tenant: String?, id: SessionID, lastUsed: Int64, initial: Hierarchy, creation: JournalEntry?, tag: Int64,
        node: String, on connection: PostgresConnection
    ) throws(Failure) {
        let created = try connection.query(
            "SELECT navstate_write_create($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            [
                .int(Int64(serial)), .text(tenant ?? ""), .text(id.rawValue), .int(lastUsed),
                .int(Int64(initial.revision.rawValue)), .bytes(Checkpoint.encode(initial)),
                .text("\(node) c \(serial) \(lastUsed) \(id.rawValue) \(tenant ?? "")"), .int(tag),
                creation.map { .bytes($0.json) } ?? .null, .int(Int64(creation?.format ?? ActionCodec.journalFormat)),
            ])
        // Another node created a session with this id first.
        guard created.first?.bytes(0) == [1] else { throw .refused(.conflict) }
    }

    /// The journal, checkpoints and keys go with it (ON DELETE CASCADE). An expiry spares a
    /// session another node used since.
    private static func delete(
        serial: Int, unusedSince: Int64?, at: (revision: Revision, tag: Int64)?, node: String, on connection: PostgresConnection
    ) throws(Failure) {
        let deleted = try connection.query(
            """
            WITH deleted AS (DELETE FROM navstate_sessions WHERE serial = $1 AND ($4::bigint IS NULL OR last_used < $4)
                                 AND ($5::bigint IS NULL OR (revision = $5 AND tag = $6))
                             RETURNING serial)
            SELECT pg_notify($2, $3) FROM deleted
            """,
            [
                .int(Int64(serial)), .text(channel), .text("\(node) d \(serial)"), unusedSince.map { .int($0) } ?? .null,
                at.map { .int(Int64($0.revision.rawValue)) } ?? .null, .int(at?.tag ?? 0),
            ])
        guard deleted.isEmpty, unusedSince != nil || at != nil else { return }
        guard at != nil else { throw .refused(.conflict) }
        // `If-Match` named a revision the store has moved past (another node's change).
        let stored = try connection.query("SELECT revision FROM navstate_sessions WHERE serial = $1", [.int(Int64(serial))]).first?.int(0)
        throw .refused(stored.map { .changedElsewhere(Revision(rawValue: Int($0))) } ?? .gone)
    }

    /// Runs `change` with the answer of the keyed request that made it kept beside it, for a
    /// retry that another node receives: all or nothing (a savepoint of its own). The key is
    /// taken first: a second sending of the request that reached another node waits for the
    /// first one's transaction, then finds the key taken and changes nothing.
    private static func keepingRequestKey(
        _ key: StoredKey?, tenant: String?, on connection: PostgresConnection, _ change: () throws(Failure) -> Void
    ) throws(Failure) {
        guard let key else { return try change() }
        try connection.execute("SAVEPOINT request_key")
        do throws(Failure) {
            guard try insertRequestKey(key, tenant: tenant, on: connection) else { throw .refused(.keyTaken) }
            try change()
            try connection.execute("RELEASE request_key")
        } catch {
            if connection.transactionIsUsable || connection.isInTransaction {
                try? connection.execute("ROLLBACK TO request_key")
                try? connection.execute("RELEASE request_key")
            }
            throw error
        }
    }

    /// Keeps the answer of a tenant's keyed `POST /sessions` or `DELETE`; whether the key was free.
    private static func insertRequestKey(_ key: StoredKey, tenant: String?, on connection: PostgresConnection) throws(Failure) -> Bool {
        // Older than a key lives, they are dropped as new ones come.
        try connection.query(
            "DELETE FROM navstate_request_keys WHERE tenant = $1 AND time < $2",
            [.text(tenant ?? ""), .int(key.time - StoredKey.lifetimeMilliseconds)])
        return try connection.query(
            """
            INSERT INTO navstate_request_keys (tenant, key, fingerprint, time, status, headers, body)
            VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant, key) DO NOTHING RETURNING 1
            """,
            [
                .text(tenant ?? ""), .text(key.key), .int(Int64(bitPattern: key.fingerprint)), .int(key.time),
                .int(Int64(key.answer.status)), .text(key.answer.storedHeaders), .bytes(key.answer.body),
            ]
        ).isEmpty == false
    }

    /// Announces the write to the other nodes at commit (never, if the transaction rolls back).
    private static func notify(_ payload: String, node: String, on connection: PostgresConnection) throws(Failure) {
        try connection.query("SELECT pg_notify($1, $2)", [.text(channel), .text("\(node) \(payload)")])
    }
}
