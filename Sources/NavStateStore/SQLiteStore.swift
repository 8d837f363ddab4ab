internal import CSQLite
internal import Dispatch
internal import NavigationModel
internal import Synchronization

#if canImport(Glibc)
import Glibc
internal import NavStateDocuments
#endif

/// The embedded store: one SQLite file in WAL mode with `synchronous=FULL`, written by one
/// writer thread with group commit (``StoreWriter``), read by a connection of its own.
///
/// Tables: `meta` (the format version), `sessions` (one row per session: tenant, id, last use),
/// `journal` (the revisions kept, in 64 slots per session, each with the form of its actions),
/// `checkpoints` (two slots per session), `idempotency` (the kept answers of keyed mutations),
/// `storyboards` and `request_keys` (the kept answers of keyed creations and deletions). The
/// file is locked (`flock`) while a server uses it, so two servers never write one store.
package final class SQLiteStore: SessionStore {
    /// The schema version written; a file with a higher one is refused.
    /// 2: storyboards (a format-1 store gains the table when opened); 3: `request_keys`.
    package static let format = 3

    /// Why the store cannot be opened, worded for the operator.
    package struct OpenError: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    package let path: String
    private let writer: StoreWriter<SQLiteDatabase>
    /// The read connection; `nil` once closed.
    private let reader: Mutex<Connection?>
    /// Writes still to fail on purpose, with their SQLite code (tests of the failure paths).
    private let injectedFailures = Mutex<(count: Int, code: Int32)>((0, 0))
    /// The descriptor holding the file's lock; -1 once closed.
    private let lockDescriptor: Atomic<Int32>

    /// Takes the file's lock, waiting up to half a second for a holder that lets go: a process
    /// that is exiting (a supervisor's restart), or a child that another thread of this
    /// process forked and that shares every descriptor until its `exec` closes them.
    private static func lock(_ descriptor: Int32) -> Bool {
        for _ in 0..<50 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK else { return false }
            usleep(10_000)
        }
        return false
    }

    /// Opens the store at `path`, creating it when it does not exist.
    /// - Parameter maxPageCount: SQLite's `max_page_count` (tests simulate a full disk with it).
    package init(path: String, maxPageCount: Int? = nil) throws(OpenError) {
        self.path = path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OpenError(description: "cannot open the store \(path): \(String(cString: strerror(errno)))")
        }
        guard Self.lock(descriptor) else {
            Glibc.close(descriptor)
            throw OpenError(description: "the store \(path) is in use by another navstate process")
        }
        lockDescriptor = Atomic(descriptor)
        do throws(SQLiteDatabase.Failure) {
            try Self.checkIsNavState(descriptor: descriptor, path: path)
        } catch {
            Glibc.close(descriptor)
            throw OpenError(description: "cannot use the store \(path): \(error.message)")
        }
        let database: SQLiteDatabase
        let readConnection: SQLiteDatabase
        do throws(SQLiteDatabase.Failure) {
            database = try SQLiteDatabase(path: path)
            try Self.prepareSchema(database, path: path)
            try Self.checkSize(database, path: path)
            if let maxPageCount { _ = try database.scalar("PRAGMA max_page_count=\(maxPageCount)") }
            // Checkpoints every 8,192 WAL pages (8 MiB of ``pageSize`` pages, 32 MiB in a store
            // made with 4 KiB ones), not SQLite's 1,000: a session's pages change many times
            // between two checkpoints, and each checkpoint writes a page once however often it
            // changed. The WAL is cut back to 64 MiB after a burst.
            _ = try database.scalar("PRAGMA wal_autocheckpoint=8192")
            _ = try database.scalar("PRAGMA journal_size_limit=67108864")
            readConnection = try SQLiteDatabase(path: path)
        } catch {
            Glibc.close(descriptor)
            throw OpenError(description: "cannot use the store \(path): \(error.message)")
        }
        writer = StoreWriter(database: database)
        reader = Mutex(Connection(readConnection))
    }

    deinit { close() }

    package var writePlan: WritePlan { .answerAfterCommit }

    package func observeCommits(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void) {
        writer.observe(observer)
    }

    /// Commits what is pending, stops the writer and lets another process open the file.
    package func close() {
        writer.close()
        // The last connection to close folds the WAL into the file and removes it.
        reader.withLock { $0 = nil }
        let descriptor = lockDescriptor.exchange(-1, ordering: .relaxed)
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Sets SQLite's `max_page_count` on the writer's connection and waits for it: tests fill
    /// the store with it, and free it again.
    package func limitPages(to count: Int) {
        let done = DispatchSemaphore(value: 0)
        writer.submit({ database throws(SQLiteDatabase.Failure) in
            _ = try database.scalar("PRAGMA max_page_count=\(count)")
        }) { _ in done.signal() }
        done.wait()
    }

    /// The page size of a store this build makes; a store made before keeps its own (SQLite
    /// fixes it when the file is made). A change rewrites its session's journal page in the WAL,
    /// sessions apart rarely share one, and a journal entry of a push or pop is about 600 bytes:
    /// a 4 KiB page wrote mostly other revisions again. With 1 KiB pages, push/pop over 1,000
    /// sessions writes 5.4 instead of 10.5 KiB a change and runs about 10% faster, and the WAL's
    /// checkpoints every 8,192 pages copy 8 instead of 32 MiB (p99 about 80 → 50 ms); a
    /// creation, whose checkpoint spans several pages now, runs about 10% slower
    /// (docs/performance.md, "Smaller pages").
    package static let pageSize = 1_024

    /// NavState's `application_id` in the SQLite header (`NVST`), set in every store it makes.
    package static let applicationID: UInt32 = 0x4E56_5354

    /// Refuses a file that is not a NavState store before SQLite writes to it (switching it to
    /// WAL changes its header), judged from its 100-byte header:
    /// - an empty file is a new store: NavState's `application_id` is written into it at once,
    ///   before WAL mode, so that the file says what it is even if the process dies before the
    ///   WAL is first folded into it; and its pages are 1 KiB (``pageSize``);
    /// - NavState's `application_id` is a store, another one is not;
    /// - a file from before the id was set (0) is read through an immutable read-only
    ///   connection that writes nothing, not even a lock: its `meta` table says. In WAL mode
    ///   with a WAL beside it, the table may be in the WAL only: the file is then opened as
    ///   usual (WAL mode stays WAL mode: its header is not changed) and the schema check
    ///   refuses a foreign one.
    private static func checkIsNavState(descriptor: Int32, path: String) throws(SQLiteDatabase.Failure) {
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
        if count == 0 {
            var handle: OpaquePointer?
            defer { sqlite3_close_v2(handle) }
            guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
                sqlite3_exec(
                    handle, "PRAGMA page_size = \(pageSize); PRAGMA application_id = \(Int32(bitPattern: applicationID))", nil, nil, nil)
                    == SQLITE_OK
            else { throw SQLiteDatabase.Failure(code: SQLITE_CANTOPEN, message: "cannot create the store") }
            return
        }
        guard count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw SQLiteDatabase.Failure(code: SQLITE_NOTADB, message: "file is not a database")
        }
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        // A store of a newer format is refused before anything is written to it (a file in
        // rollback-journal mode would be switched to WAL); one whose `meta` is still in its WAL
        // is refused by the schema check, which leaves a WAL-mode header as it is.
        if let written = immutableMeta(path, key: "format").flatMap(Int.init), written > format {
            throw newerFormat(written)
        }
        if id == applicationID { return }
        let foreign = SQLiteDatabase.Failure(code: SQLITE_ERROR, message: "the file is an SQLite database but not a NavState store")
        guard id == 0 else { throw foreign }
        if immutableMeta(path, key: "application") == "navstate" { return }
        // Bytes 18 and 19 of the header are 2 in WAL mode.
        var wal = stat()
        if header[18] == 2, stat(path + "-wal", &wal) == 0, wal.st_size > 0 { return }
        throw foreign
    }

    /// The refusal of a store written by a newer build.
    private static func newerFormat(_ written: Int) -> SQLiteDatabase.Failure {
        SQLiteDatabase.Failure(
            code: SQLITE_ERROR,
            message:
                "the store was written by a newer NavState (format \(written)); this build reads format \(format) and older. Run the newer build, or start with another --store."
        )
    }

    /// The `meta` row `key` of the main file of the database at `path` (a WAL beside it left
    /// aside), read without writing anything; `nil` when there is none.
    private static func immutableMeta(_ path: String, key: String) -> String? {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        // A URI's path escapes `%`, `?` and `#` (SQLite's URI file names).
        let escaped = path.utf8.map { byte -> String in
            "%?#".utf8.contains(byte) ? "%" + String(byte, radix: 16, uppercase: true) : String(UnicodeScalar(byte))
        }
        let uri = "file:" + (path.utf8.allSatisfy { $0 < 0x80 } ? escaped.joined() : path) + "?immutable=1"
        guard sqlite3_open_v2(uri, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK, let handle else {
            return nil
        }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(handle, "SELECT value FROM meta WHERE key = '\(key)'", -1, &statement, nil) == SQLITE_OK,
            sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0)
        else { return nil }
        return String(cString: text)
    }

    /// The answers of a tenant's keyed `POST /sessions` and `DELETE` (format 3): the tenant is
    /// '' for the tenantless server, as a primary key column is never NULL.
    private static let requestKeysTable = """
        CREATE TABLE request_keys (
            tenant TEXT NOT NULL, key TEXT NOT NULL, fingerprint INTEGER NOT NULL, time INTEGER NOT NULL,
            status INTEGER NOT NULL, headers TEXT NOT NULL, body BLOB NOT NULL, PRIMARY KEY (tenant, key));
        """

    /// Creates the tables in an empty file; checks the format of a file that has them.
    private static func prepareSchema(_ database: SQLiteDatabase, path: String) throws(SQLiteDatabase.Failure) {
        let tables = try database.scalar("SELECT count(*) FROM sqlite_schema WHERE type = 'table'") ?? 0
        if tables == 0 {
            try database.execute(
                """
                BEGIN;
                CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                INSERT INTO meta VALUES ('application', 'navstate'), ('format', '\(format)');
                CREATE TABLE sessions (
                    serial INTEGER PRIMARY KEY, tenant TEXT, id TEXT NOT NULL, last_used INTEGER NOT NULL);
                CREATE TABLE checkpoints (slot INTEGER PRIMARY KEY, revision INTEGER NOT NULL, state BLOB NOT NULL);
                CREATE TABLE journal (
                    slot INTEGER PRIMARY KEY, revision INTEGER NOT NULL, entry BLOB NOT NULL, format INTEGER NOT NULL DEFAULT 1);
                CREATE TABLE idempotency (
                    session INTEGER NOT NULL, key TEXT NOT NULL, fingerprint INTEGER NOT NULL, time INTEGER NOT NULL,
                    status INTEGER NOT NULL, headers TEXT NOT NULL, body BLOB NOT NULL,
                    PRIMARY KEY (session, key));
                CREATE TABLE storyboards (
                    tenant TEXT NOT NULL, name TEXT NOT NULL, document BLOB NOT NULL, PRIMARY KEY (tenant, name));
                \(requestKeysTable)
                COMMIT;
                """)
            return
        }
        let application = try? database.text("SELECT value FROM meta WHERE key = 'application'")
        guard application == "navstate" else {
            throw SQLiteDatabase.Failure(code: SQLITE_ERROR, message: "the file is an SQLite database but not a NavState store")
        }
        guard let written = Int(try database.text("SELECT value FROM meta WHERE key = 'format'") ?? "") else {
            throw SQLiteDatabase.Failure(
                code: SQLITE_ERROR, message: "the store has no format version; it is damaged or not a NavState store")
        }
        guard written <= format else { throw newerFormat(written) }
        if written == 1 {
            // Format 1 had no storyboards: the table is added, and the file is format 2 from now.
            try database.execute(
                """
                BEGIN;
                CREATE TABLE storyboards (
                    tenant TEXT NOT NULL, name TEXT NOT NULL, document BLOB NOT NULL, PRIMARY KEY (tenant, name));
                UPDATE meta SET value = '2' WHERE key = 'format';
                COMMIT;
                """)
        }
        if written <= 2 {
            // Format 2 kept the keys of creations and deletions in memory only: the table is
            // added, and the file is format 3 from now (an older build then refuses it).
            try database.execute(
                """
                BEGIN;
                \(requestKeysTable)
                UPDATE meta SET value = '3' WHERE key = 'format';
                COMMIT;
                """)
        }
        // Each entry's form (``JournalEntry/format``): entries from before the column are all
        // format 1, its default. An older build reading the file leaves the column alone and
        // writes format 1, which is what it writes, so the file's format does not change.
        if try database.scalar("SELECT count(*) > 0 AND sum(name = 'format') = 0 FROM pragma_table_info('journal')") == 1 {
            try database.execute("ALTER TABLE journal ADD COLUMN format INTEGER NOT NULL DEFAULT 1")
        }
        // A store from before the header carried NavState's id gets it.
        if try database.scalar("PRAGMA application_id") == 0 {
            try database.execute("PRAGMA application_id = \(Int32(bitPattern: applicationID))")
        }
        // Every table with every column this build reads and writes: a damaged schema stops
        // the start, rather than a server whose every change then fails.
        for (table, columns) in [
            ("sessions", "serial, tenant, id, last_used"), ("checkpoints", "slot, revision, state"),
            ("journal", "slot, revision, entry, format"),
            ("idempotency", "session, key, fingerprint, time, status, headers, body"),
            ("storyboards", "tenant, name, document"),
            ("request_keys", "tenant, key, fingerprint, time, status, headers, body"),
        ] {
            do throws(SQLiteDatabase.Failure) {
                _ = try database.prepare("SELECT \(columns) FROM \(table) LIMIT 0")
            } catch {
                throw SQLiteDatabase.Failure(
                    code: SQLITE_CORRUPT, message: "the store's table \(table) is damaged or missing: \(error.message)")
            }
        }
    }

    /// A file shorter than its header says (cut short by a copy or a full disk) is refused
    /// before anything reads the missing pages. With a WAL beside it the file may be shorter
    /// legitimately (pages not folded in yet), so only a file without one is checked; SQLite's
    /// own checks find what this misses when the pages are read.
    private static func checkSize(_ database: SQLiteDatabase, path: String) throws(SQLiteDatabase.Failure) {
        var status = stat()
        guard stat(path + "-wal", &status) != 0 || status.st_size == 0, stat(path, &status) == 0 else { return }
        let pages = try database.scalar("PRAGMA page_count") ?? 0
        let pageSize = try database.scalar("PRAGMA page_size") ?? 4096
        guard Int64(status.st_size) >= pages * pageSize else {
            throw SQLiteDatabase.Failure(
                code: SQLITE_CORRUPT,
                message:
                    "database disk image is malformed: the file has \(status.st_size) bytes, its header says \(pages * pageSize); restore it from a backup"
            )
        }
    }

    // MARK: - Reading

    package func storyboards() throws(StoreFailure) -> [StoredStoryboard] {
        try reading { database throws(SQLiteDatabase.Failure) in
            let statement = try database.prepare("SELECT tenant, name, document FROM storyboards ORDER BY tenant, name")
            var stored: [StoredStoryboard] = []
            while try statement.step() {
                let tenant = statement.text(0) ?? ""
                stored.append(
                    StoredStoryboard(tenant: tenant.isEmpty ? nil : tenant, name: statement.text(1) ?? "", document: statement.blob(2)))
            }
            return stored
        }
    }

    package func requestKeys(since: Int64) throws(StoreFailure) -> [(tenant: String?, key: StoredKey)] {
        try reading { database throws(SQLiteDatabase.Failure) in
            let statement = try database.prepare(
                "SELECT tenant, key, fingerprint, time, status, headers, body FROM request_keys WHERE time >= ? ORDER BY time, rowid")
            try statement.bind(1, since)
            var stored: [(tenant: String?, key: StoredKey)] = []
            while try statement.step() {
                let tenant = statement.text(0) ?? ""
                stored.append((tenant.isEmpty ? nil : tenant, Self.storedKey(statement, from: 1)))
            }
            return stored
        }
    }

    package func heads() throws(StoreFailure) -> [StoredSessionHead] {
        try reading { database throws(SQLiteDatabase.Failure) in
            let statement = try database.prepare("SELECT serial, tenant, id, last_used FROM sessions ORDER BY serial")
            var heads: [StoredSessionHead] = []
            while try statement.step() {
                heads.append(
                    StoredSessionHead(
                        serial: Int(statement.int(0)), tenant: statement.isNull(1) ? nil : statement.text(1),
                        id: statement.text(2) ?? "", lastUsed: statement.int(3)))
            }
            return heads
        }
    }

    package func load(serial: Int) throws(StoreFailure) -> StoredSession {
        try reading { database throws(SQLiteDatabase.Failure) in
            try database.execute("BEGIN")
            defer { try? database.execute("COMMIT") }
            let checkpoints = try database.cached(
                "SELECT revision, state FROM checkpoints WHERE slot BETWEEN ? AND ? ORDER BY revision")
            try checkpoints.bind(1, Slots.checkpoints(of: serial).lowerBound)
            try checkpoints.bind(2, Slots.checkpoints(of: serial).upperBound)
            var stored = StoredSession(checkpoints: [], entries: [], keys: [])
            while try checkpoints.step() {
                stored.checkpoints.append((Revision(rawValue: Int(checkpoints.int(0))), checkpoints.blob(1)))
            }
            // Slots hold older revisions too, overwritten in turn: only those after the oldest
            // checkpoint are the journal, and the creation's while its checkpoint is the oldest.
            let oldest = stored.checkpoints.first?.revision.rawValue ?? 0
            let journal = try database.cached(
                """
                SELECT revision, entry, format FROM journal
                WHERE slot BETWEEN ?1 AND ?2 AND (revision > ?3 OR (revision = 1 AND ?3 = 1)) ORDER BY revision
                """)
            try journal.bind(1, Slots.journal(of: serial).lowerBound)
            try journal.bind(2, Slots.journal(of: serial).upperBound)
            try journal.bind(3, Int64(oldest))
            while try journal.step() {
                stored.entries.append(
                    JournalEntry(revision: Revision(rawValue: Int(journal.int(0))), json: journal.blob(1), format: Int(journal.int(2))))
            }
            let keys = try database.cached(
                "SELECT key, fingerprint, time, status, headers, body FROM idempotency WHERE session = ? ORDER BY time, rowid")
            try keys.bind(1, Int64(serial))
            while try keys.step() { stored.keys.append(Self.storedKey(keys, from: 0)) }
            return stored
        }
    }

    /// A kept key read from its six columns (key, fingerprint, time, status, headers, body) from `column` on.
    private static func storedKey(_ row: SQLiteDatabase.Statement, from column: Int32) -> StoredKey {
        StoredKey(
            key: row.text(column) ?? "", fingerprint: UInt64(bitPattern: row.int(column + 1)), time: row.int(column + 2),
            answer: StoredAnswer(status: Int(row.int(column + 3)), storedHeaders: row.text(column + 4) ?? "", body: row.blob(column + 5)))
    }

    private func reading<Value>(_ body: (SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Value) throws(StoreFailure) -> Value {
        do {
            return try reader.withLock { connection throws(SQLiteDatabase.Failure) -> Value in
                guard let connection else { throw SQLiteDatabase.Failure(code: SQLITE_MISUSE, message: "the store is closed") }
                defer { connection.database.resetStatements() }
                return try body(connection.database)
            }
        } catch {
            throw Self.failure(error)
        }
    }

    // MARK: - Writing

    /// Makes the next `count` writes fail with SQLite's `code` (`SQLITE_FULL` by default), as a
    /// full disk would fail them: tests of what the server does then.
    package func failNextWrites(_ count: Int, code: Int32 = SQLITE_FULL) {
        injectedFailures.withLock { $0 = (count, code) }
    }

    package func submit(_ write: StoreWrite, done: (@Sendable (StoreFailure?) -> Void)?) {
        writer.submit(
            { [self] database throws(SQLiteDatabase.Failure) in
                let injected = injectedFailures.withLock { failures -> Int32? in
                    guard failures.count > 0 else { return nil }
                    failures.count -= 1
                    return failures.code
                }
                if let injected { throw SQLiteDatabase.Failure(code: injected, message: "injected failure") }
                try Self.perform(write, on: database)
            }, bytes: write.bytes
        ) { failure in
            guard let done else { return }
            guard let failure else { return done(nil) }
            done(failure.code == Self.conflictCode ? .conflict : Self.failure(failure))
        }
    }

    /// The read connection, used under the store's lock by one thread at a time.
    private struct Connection: @unchecked Sendable {
        package let database: SQLiteDatabase
        package init(_ database: SQLiteDatabase) { self.database = database }
    }
}
