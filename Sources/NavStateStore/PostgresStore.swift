internal import NavStateDocuments
internal import NavigationModel
internal import Synchronization

/// The shared store (docs/operations.md "Beyond one machine: a cluster behind nginx"): sessions in a
/// PostgreSQL database that several NavState nodes use at once, behind nginx hashing on the
/// session id.
///
/// The same journal and checkpoints as the embedded store, keyed by session and revision:
/// `navstate_sessions` (one row per session: serial, tenant, id, last use, stored revision),
/// `navstate_journal` (session, revision), `navstate_checkpoints` (the two newest per
/// session), `navstate_idempotency` and `navstate_storyboards`. Serials come from one sequence
/// in blocks, so they are unique across nodes.
///
/// Ownership needs no coordinator: every revision is written with
/// `UPDATE navstate_sessions SET revision = n+1 WHERE serial = s AND revision = n`, and the row
/// lock that update takes makes a second node's write of n+1 wait, re-read the row, find n+1
/// and fail (``StoreFailure/changedElsewhere(_:)``). Each write also sends a notification
/// (`pg_notify`, delivered at commit, in commit order), which the other nodes'
/// ``PostgresListener`` turns into ``StoreChange``s.
package final class PostgresStore: SessionStore {
    /// The schema version written; a database with a higher one is refused.
    package static let format = 1
    /// The `LISTEN` channel of the store's notifications.
    package static let channel = "navstate"
    /// Serials a node takes from the sequence at once.
    package static let serialBlock = 64

    /// The URL without its password, for the log.
    package let description: String
    /// This node among the store's writers: its own notifications are no news to it.
    package let node: String
    private let writer: StoreWriter<PostgresConnection>
    /// Two read connections: a read that waits (the listener's catch-up behind a lock, a slow
    /// server) does not hold up the requests' reads on the event loops.
    private let reader: Mutex<Reader?>
    private let secondReader: Mutex<Reader?>
    private let serials = Mutex<(next: Int, end: Int)>((0, 0))
    /// Until when reads fail at once (wall-clock ms): set when the database stopped answering,
    /// so that requests on the event loops do not each wait out the read deadline.
    private let readsFailUntil = Atomic<Int64>(0)
    /// How long a read may take (it runs on an event loop: a request that needs a session not
    /// in memory waits for it).
    package static let readTimeoutMilliseconds = 2_000
    private let listener: PostgresListener

    package init(url: String) throws(Storage.OpenError) {
        description = Self.redacted(url)
        node = String(UInt32.random(in: .min ... .max), radix: 16)
        let (writeConnection, readConnection, secondReadConnection): (PostgresConnection, PostgresConnection, PostgresConnection)
        do throws(PostgresConnection.Failure) {
            writeConnection = try PostgresConnection(url: url)
            try Self.prepareSchema(writeConnection)
            readConnection = try PostgresConnection(url: url)
            readConnection.timeoutMilliseconds = Self.readTimeoutMilliseconds
            secondReadConnection = try PostgresConnection(url: url)
            secondReadConnection.timeoutMilliseconds = Self.readTimeoutMilliseconds
            listener = try PostgresListener(url: url, channel: Self.channel, node: node)
        } catch {
            throw Storage.OpenError(description: "cannot use the store \(description): \(error.description)")
        }
        writer = StoreWriter(database: writeConnection)
        reader = Mutex(Reader(readConnection))
        secondReader = Mutex(Reader(secondReadConnection))
    }

    deinit { close() }

    package var isShared: Bool { true }
    package var writePlan: WritePlan { .publishAfterCommit }
    package var isSynchronized: Bool { listener.isListening }

    package func observeCommits(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void) {
        writer.observe(observer)
    }

    package func observeChanges(_ observer: @escaping @Sendable (StoreChange) -> Bool) {
        listener.start(observer)
    }

    package func close() {
        listener.stop()
        writer.close()
        reader.withLock { $0 = nil }
        secondReader.withLock { $0 = nil }
    }

    /// `postgres://user:secret@host/db` as `postgres://user@host/db`.
    package static func redacted(_ url: String) -> String {
        let characters = Array(url)
        guard let at = characters.firstIndex(of: "@") else { return url }
        var start = 0
        for index in 0..<max(0, at - 2) where characters[index] == ":" && characters[index + 1] == "/" && characters[index + 2] == "/" {
            start = index + 3
            break
        }
        guard let colon = characters[start..<at].firstIndex(of: ":") else { return url }
        return String(characters[..<colon]) + String(characters[at...])
    }

    /// The writes of the hot path, each one round trip: a conditional write that finds the
    /// session elsewhere answers with a number instead of raising, so no savepoint is needed.
    /// `navstate_write_revision` returns 0 when written, -1 when the session is gone, else the
    /// revision stored; `navstate_write_create` returns whether the id was free.
    ///
    /// The entry's form (`p_format`) and the creation's entry (`p_entry`) came after the first
    /// release: nodes of an older build still call the forms without them, which stay (their
    /// entries are format 1, the column's default, and their creations have no entry).
    ///
    /// The journal keeps the entries after the oldest checkpoint, and the creation's (revision
    /// 1) while its checkpoint is the oldest: entries are dropped below the oldest checkpoint,
    /// and a read takes the ones after it and the creation's.
    package static let functions = """
        CREATE OR REPLACE FUNCTION navstate_write_revision(
            p_serial bigint, p_from bigint, p_revision bigint, p_entry bytea, p_checkpoint bytea,
            p_key text, p_fingerprint bigint, p_time bigint, p_status bigint, p_headers text, p_body bytea,
            p_forgotten text, p_notice text, p_from_tag bigint, p_tag bigint, p_format bigint)
            RETURNS bigint LANGUAGE plpgsql AS $$
        DECLARE
            stored bigint;
        BEGIN
            UPDATE navstate_sessions SET revision = p_revision, tag = p_tag
            WHERE serial = p_serial AND revision = p_from AND tag = p_from_tag;
            IF NOT FOUND THEN
                SELECT revision INTO stored FROM navstate_sessions WHERE serial = p_serial;
                RETURN coalesce(stored, -1);
            END IF;
            IF p_entry IS NOT NULL THEN
                INSERT INTO navstate_journal (session, revision, entry, format) VALUES (p_serial, p_revision, p_entry, p_format);
            END IF;
            IF p_checkpoint IS NOT NULL THEN
                INSERT INTO navstate_checkpoints (session, revision, state) VALUES (p_serial, p_revision, p_checkpoint);
                -- Two checkpoints kept, and the journal after the older.
                DELETE FROM navstate_checkpoints WHERE session = p_serial AND revision <
                    (SELECT min(revision) FROM (SELECT revision FROM navstate_checkpoints WHERE session = p_serial
                                                ORDER BY revision DESC LIMIT 2) AS kept);
                DELETE FROM navstate_journal WHERE session = p_serial AND revision <
                    (SELECT min(revision) FROM navstate_checkpoints WHERE session = p_serial);
            END IF;
            IF p_forgotten IS NOT NULL THEN
                DELETE FROM navstate_idempotency WHERE session = p_serial AND key = ANY (string_to_array(p_forgotten, E'\\n'));
            END IF;
            IF p_key IS NOT NULL THEN
                INSERT INTO navstate_idempotency (session, key, fingerprint, time, status, headers, body)
                VALUES (p_serial, p_key, p_fingerprint, p_time, p_status, p_headers, p_body)
                ON CONFLICT (session, key) DO UPDATE SET fingerprint = excluded.fingerprint, time = excluded.time,
                    status = excluded.status, headers = excluded.headers, body = excluded.body;
            END IF;
            PERFORM pg_notify('\(channel)', p_notice);
            RETURN 0;
        END $$;
        CREATE OR REPLACE FUNCTION navstate_write_create(
            p_serial bigint, p_tenant text, p_id text, p_last_used bigint, p_revision bigint, p_checkpoint bytea,
            p_notice text, p_tag bigint, p_entry bytea, p_format bigint) RETURNS boolean LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO navstate_sessions (serial, tenant, id, last_used, revision, tag)
            VALUES (p_serial, p_tenant, p_id, p_last_used, p_revision, p_tag) ON CONFLICT (tenant, id) DO NOTHING;
            IF NOT FOUND THEN
                RETURN false;
            END IF;
            INSERT INTO navstate_checkpoints (session, revision, state) VALUES (p_serial, p_revision, p_checkpoint);
            IF p_entry IS NOT NULL THEN
                INSERT INTO navstate_journal (session, revision, entry, format) VALUES (p_serial, p_revision, p_entry, p_format);
            END IF;
            PERFORM pg_notify('\(channel)', p_notice);
            RETURN true;
        END $$;
        """

    /// Creates the tables when missing (under a lock, so that nodes starting together do not
    /// race) and checks the format of a database that has them.
    private static func prepareSchema(_ connection: PostgresConnection) throws(PostgresConnection.Failure) {
        try connection.transaction { () throws(PostgresConnection.Failure) in
            try connection.query("SELECT pg_advisory_xact_lock(7346829)")
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS navstate_meta (key text PRIMARY KEY, value text NOT NULL);
                INSERT INTO navstate_meta VALUES ('application', 'navstate'), ('format', '\(format)') ON CONFLICT DO NOTHING;
                CREATE SEQUENCE IF NOT EXISTS navstate_serials INCREMENT BY \(serialBlock) START WITH \(serialBlock);
                CREATE TABLE IF NOT EXISTS navstate_sessions (
                    serial bigint PRIMARY KEY, tenant text NOT NULL, id text NOT NULL, last_used bigint NOT NULL,
                    revision bigint NOT NULL, tag bigint NOT NULL DEFAULT 0, UNIQUE (tenant, id));
                ALTER TABLE navstate_sessions ADD COLUMN IF NOT EXISTS tag bigint NOT NULL DEFAULT 0;
                CREATE TABLE IF NOT EXISTS navstate_journal (
                    session bigint NOT NULL REFERENCES navstate_sessions ON DELETE CASCADE, revision bigint NOT NULL,
                    entry bytea NOT NULL, format bigint NOT NULL DEFAULT 1, PRIMARY KEY (session, revision));
                ALTER TABLE navstate_journal ADD COLUMN IF NOT EXISTS format bigint NOT NULL DEFAULT 1;
                CREATE TABLE IF NOT EXISTS navstate_checkpoints (
                    session bigint NOT NULL REFERENCES navstate_sessions ON DELETE CASCADE, revision bigint NOT NULL,
                    state bytea NOT NULL, PRIMARY KEY (session, revision));
                CREATE TABLE IF NOT EXISTS navstate_idempotency (
                    session bigint NOT NULL REFERENCES navstate_sessions ON DELETE CASCADE, key text NOT NULL,
                    fingerprint bigint NOT NULL, time bigint NOT NULL, status bigint NOT NULL, headers text NOT NULL,
                    body bytea NOT NULL, PRIMARY KEY (session, key));
                CREATE TABLE IF NOT EXISTS navstate_request_keys (
                    tenant text NOT NULL, key text NOT NULL, fingerprint bigint NOT NULL, time bigint NOT NULL,
                    status bigint NOT NULL, headers text NOT NULL, body bytea NOT NULL, PRIMARY KEY (tenant, key));
                CREATE INDEX IF NOT EXISTS navstate_request_keys_time ON navstate_request_keys (tenant, time);
                CREATE TABLE IF NOT EXISTS navstate_storyboards (
                    tenant text NOT NULL, name text NOT NULL, document bytea NOT NULL, PRIMARY KEY (tenant, name));
                \(functions)
                """)
        }
        let meta = try connection.query("SELECT key, value FROM navstate_meta")
        let values = Dictionary(meta.map { ($0.text(0) ?? "", $0.text(1) ?? "") }, uniquingKeysWith: { first, _ in first })
        guard values["application"] == "navstate" else {
            throw PostgresConnection.Failure(sqlState: nil, message: "the database's navstate_meta table is not a NavState store's")
        }
        guard let written = Int(values["format"] ?? ""), written <= format else {
            throw PostgresConnection.Failure(
                sqlState: nil,
                message: "the store was written by a newer NavState (format \(values["format"] ?? "?")); this build reads format \(format)")
        }
    }

    // MARK: - Reading

    package func heads() throws(StoreFailure) -> [StoredSessionHead] {
        try reading { connection throws(PostgresConnection.Failure) in
            // Rows no NavState wrote (a serial out of range) are left out.
            try connection.query(
                "SELECT serial, tenant, id, last_used FROM navstate_sessions WHERE serial BETWEEN 1 AND $1 ORDER BY serial",
                [.int(PostgresListener.largestNumber)]
            ).map(Self.head)
        }
    }

    package func head(tenant: String?, id: String) throws(StoreFailure) -> StoredSessionHead? {
        try reading { connection throws(PostgresConnection.Failure) in
            try connection.query(
                "SELECT serial, tenant, id, last_used FROM navstate_sessions WHERE tenant = $1 AND id = $2 AND serial BETWEEN 1 AND $3",
                [.text(tenant ?? ""), .text(id), .int(PostgresListener.largestNumber)]
            ).first.map(Self.head)
        }
    }

    private static func head(_ row: PostgresConnection.Row) -> StoredSessionHead {
        let tenant = row.text(1) ?? ""
        return StoredSessionHead(
            serial: Int(row.int(0) ?? 0), tenant: tenant.isEmpty ? nil : tenant, id: row.text(2) ?? "", lastUsed: row.int(3) ?? 0)
    }

    package func load(serial: Int) throws(StoreFailure) -> StoredSession {
        let stored = try reading { connection throws(PostgresConnection.Failure) -> StoredSession? in
            // One snapshot of the database for the three reads: a commit meanwhile is wholly
            // in or wholly out.
            try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            defer { try? connection.execute("COMMIT") }
            let parameters: [PostgresConnection.Parameter] = [.int(Int64(serial))]
            guard let head = try connection.query("SELECT tag FROM navstate_sessions WHERE serial = $1", parameters).first else {
                return nil
            }
            var stored = StoredSession(checkpoints: [], entries: [], keys: [], tag: head.int(0) ?? 0)
            for row in try connection.query(
                "SELECT revision, state FROM navstate_checkpoints WHERE session = $1 ORDER BY revision", parameters)
            {
                stored.checkpoints.append((Revision(rawValue: Int(row.int(0) ?? 0)), row.bytes(1) ?? []))
            }
            let oldest = Int64(stored.checkpoints.first?.revision.rawValue ?? 0)
            for row in try connection.query(
                "SELECT revision, entry, format FROM navstate_journal WHERE session = $1 AND (revision > $2 OR (revision = 1 AND $2 = 1)) ORDER BY revision",
                parameters + [.int(oldest)])
            {
                stored.entries.append(
                    JournalEntry(
                        revision: Revision(rawValue: Int(row.int(0) ?? 0)), json: row.bytes(1) ?? [], format: Int(row.int(2) ?? 1)))
            }
            for row in try connection.query(
                "SELECT key, fingerprint, time, status, headers, body FROM navstate_idempotency WHERE session = $1 ORDER BY time, key",
                parameters)
            {
                stored.keys.append(
                    StoredKey(
                        key: row.text(0) ?? "", fingerprint: UInt64(bitPattern: row.int(1) ?? 0), time: row.int(2) ?? 0,
                        answer: StoredAnswer(status: Int(row.int(3) ?? 500), storedHeaders: row.text(4) ?? "", body: row.bytes(5) ?? [])))
            }
            return stored
        }
        guard let stored else { throw .gone }
        return stored
    }

    package func storyboards() throws(StoreFailure) -> [StoredStoryboard] {
        try reading { connection throws(PostgresConnection.Failure) in
            try connection.query("SELECT tenant, name, document FROM navstate_storyboards ORDER BY tenant, name").map { row in
                let tenant = row.text(0) ?? ""
                return StoredStoryboard(tenant: tenant.isEmpty ? nil : tenant, name: row.text(1) ?? "", document: row.bytes(2))
            }
        }
    }

    package func requestKey(tenant: String?, key: String) throws(StoreFailure) -> StoredKey? {
        try reading { connection throws(PostgresConnection.Failure) in
            try connection.query(
                "SELECT fingerprint, time, status, headers, body FROM navstate_request_keys WHERE tenant = $1 AND key = $2",
                [.text(tenant ?? ""), .text(key)]
            ).first.map { row in
                StoredKey(
                    key: key, fingerprint: UInt64(bitPattern: row.int(0) ?? 0), time: row.int(1) ?? 0,
                    answer: StoredAnswer(status: Int(row.int(2) ?? 500), storedHeaders: row.text(3) ?? "", body: row.bytes(4) ?? []))
            }
        }
    }

    package func storyboard(tenant: String?, name: String) throws(StoreFailure) -> StoredStoryboard {
        try reading { connection throws(PostgresConnection.Failure) in
            let document = try connection.query(
                "SELECT document FROM navstate_storyboards WHERE tenant = $1 AND name = $2", [.text(tenant ?? ""), .text(name)]
            ).first?.bytes(0)
            return StoredStoryboard(tenant: tenant, name: name, document: document)
        }
    }

    package func reserveSerial() throws(StoreFailure) -> Int? {
        try serials.withLock { (serials: inout (next: Int, end: Int)) throws(StoreFailure) -> Int in
            if serials.next >= serials.end {
                let first = try reading { connection throws(PostgresConnection.Failure) in
                    try connection.query("SELECT nextval('navstate_serials')").first?.int(0) ?? 0
                }
                serials = (Int(first), Int(first) + Self.serialBlock)
            }
            defer { serials.next += 1 }
            return serials.next
        }
    }

    /// Runs `body` on the read connection, connecting again once if the server went away.
    private func reading<Value: Sendable>(_ body: (PostgresConnection) throws(PostgresConnection.Failure) -> Value) throws(StoreFailure)
        -> Value
    {
        let failFast = StoreFailure.failed("the store did not answer just now")
        guard WallClock.system.milliseconds() >= readsFailUntil.load(ordering: .relaxed) else { throw failFast }
        func read(_ reader: inout Reader?) throws(PostgresConnection.Failure) -> Value {
            guard let connection = reader?.connection else { throw PostgresConnection.closedFailure }
            // Checked again: the reads that queued behind one that timed out go at once.
            guard WallClock.system.milliseconds() >= readsFailUntil.load(ordering: .relaxed) else {
                throw PostgresConnection.Failure(sqlState: PostgresConnection.timedOut, message: failFast.description)
            }
            if !connection.isConnected { try connection.connectAgain() }
            do throws(PostgresConnection.Failure) {
                return try body(connection)
            } catch {
                // A server restarted since the last read: once more on a new connection. Not
                // after a timeout: a server that does not answer would hold the loop again.
                guard !connection.isConnected, error.sqlState != PostgresConnection.timedOut else { throw error }
                try connection.connectAgain()
                return try body(connection)
            }
        }
        do {
            // A free connection if there is one; else wait for the first.
            if let value = try reader.withLockIfAvailable({ reader throws(PostgresConnection.Failure) in try read(&reader) }) {
                return value
            }
            if let value = try secondReader.withLockIfAvailable({ reader throws(PostgresConnection.Failure) in try read(&reader) }) {
                return value
            }
            return try reader.withLock { reader throws(PostgresConnection.Failure) in try read(&reader) }
        } catch {
            if error.refusal == nil { readsFailUntil.store(WallClock.system.milliseconds() + 1_000, ordering: .relaxed) }
            throw .failed(error.description)
        }
    }

    /// The read connection, used under the store's lock by one thread at a time.
    private struct Reader: @unchecked Sendable {
        package let connection: PostgresConnection
        package init(_ connection: PostgresConnection) { self.connection = connection }
    }

    // MARK: - Writing

    package func submit(_ write: StoreWrite, done: (@Sendable (StoreFailure?) -> Void)?) {
        let node = node
        writer.submit(
            { connection throws(PostgresConnection.Failure) in
                try Self.perform(write, on: connection, node: node)
            }, bytes: write.bytes
        ) { failure in
            guard let done else { return }
            guard let failure else { return done(nil) }
            // 53100: disk full.
            done(failure.refusal ?? (failure.sqlState == "53100" ? .full : .failed(failure.description)))
        }
    }
}
