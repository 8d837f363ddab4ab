internal import CSQLite

/// One SQLite connection, opened for the store's durability rules: WAL, `synchronous=FULL`
/// (the only level at which an acknowledged commit survives power loss; docs/operations.md "Keeping sessions"),
/// foreign keys on. Used by one thread at a time (the store's writer, or a reader it hands
/// the connection to); SQLite's own mutex guards the rest.
package final class SQLiteDatabase {
    /// A failed SQLite call, with SQLite's own message and the file it concerned.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let code: Int32
        package let message: String

        package var description: String { "\(message) (SQLite error \(code))" }
        /// The disk (or `max_page_count`) is full.
        package var isFull: Bool { code & 0xFF == SQLITE_FULL }

        package init(code: Int32, message: String) {
            self.code = code
            self.message = message
        }
    }

    private let handle: OpaquePointer
    /// Statements prepared once and reused (``cached(_:)``).
    private var statements: [String: Statement] = [:]

    /// Opens (or creates) the database at `path` and applies the store's pragmas.
    /// - Throws: ``Failure`` for a file that is not a database, a read-only directory, …
    package init(path: String) throws(Failure) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let opened { sqlite3_close_v2(opened) }
            throw Failure(code: status, message: "\(path): \(message)")
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        // A busy reader never stalls the writer for long; the writer is the only one.
        sqlite3_busy_timeout(handle, 5_000)
        do throws(Failure) {
            // Reading the schema is what tells a damaged or foreign file apart.
            _ = try scalar("SELECT count(*) FROM sqlite_schema")
            guard try text("PRAGMA journal_mode=WAL") == "wal" else {
                throw Failure(code: SQLITE_ERROR, message: "\(path): cannot switch to WAL")
            }
            try execute("PRAGMA synchronous=FULL")
            try execute("PRAGMA foreign_keys=ON")
        } catch {
            // Fully initialized: deinit closes the handle.
            throw Failure(code: error.code, message: "\(path): \(error.message)")
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Whether a transaction is open. SQLite rolls a whole transaction back by itself on some
    /// errors (a full disk among them): after an error, this says whether it did.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs statements that return no rows.
    package func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        guard status == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(error)
            throw Failure(code: status, message: message)
        }
    }

    /// Runs one statement that returns no rows, prepared once and kept (`BEGIN`, `SAVEPOINT`,
    /// `COMMIT`, … on every write: parsing them each time cost the writer a tenth of its time).
    package func run(_ sql: String) throws(Failure) {
        let statement = try cached(sql)
        defer { statement.reset() }
        _ = try statement.step()
    }

    /// Resets every kept statement. A statement stepped but not reset holds a read transaction
    /// open after `COMMIT`, and an open read transaction stops every WAL checkpoint: the WAL
    /// then grows without bound. Called after each transaction.
    package func resetStatements() {
        for statement in statements.values { statement.reset() }
    }

    /// The integer in the first column of the first row, if any.
    package func scalar(_ sql: String) throws(Failure) -> Int64? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int(0) : nil
    }

    /// The text in the first column of the first row, if any.
    package func text(_ sql: String) throws(Failure) -> String? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.text(0) : nil
    }

    /// The statement for `sql`, prepared on first use and kept, reset and ready for bindings.
    package func cached(_ sql: String) throws(Failure) -> Statement {
        if let statement = statements[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        statements[sql] = statement
        return statement
    }

    package func prepare(_ sql: String) throws(Failure) -> Statement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, 0, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status) }
        return Statement(statement, database: self)
    }

    fileprivate func failure(_ status: Int32) -> Failure {
        Failure(code: status, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// A prepared statement, finalized when released.
    package final class Statement {
        private let handle: OpaquePointer
        private unowned let database: SQLiteDatabase

        fileprivate init(_ handle: OpaquePointer, database: SQLiteDatabase) {
            self.handle = handle
            self.database = database
        }

        deinit { sqlite3_finalize(handle) }

        package func bind(_ index: Int32, _ value: Int64) throws(Failure) {
            try check(sqlite3_bind_int64(handle, index, value))
        }

        package func bind(_ index: Int32, _ value: String) throws(Failure) {
            try check(sqlite3_bind_text(handle, index, value, -1, navstate_sqlite_transient()))
        }

        package func bind(_ index: Int32, _ value: String?) throws(Failure) {
            guard let value else { return try check(sqlite3_bind_null(handle, index)) }
            try bind(index, value)
        }

        package func bind(_ index: Int32, _ bytes: [UInt8]) throws(Failure) {
            let status = bytes.withUnsafeBytes {
                sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), navstate_sqlite_transient())
            }
            try check(status)
        }

        /// Steps once. - Returns: true when a row is ready, false when done.
        package func step() throws(Failure) -> Bool {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: return true
            case SQLITE_DONE: return false
            case let status: throw database.failure(status)
            }
        }

        /// Ready to run again with new bindings.
        package func reset() {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }

        package func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

        package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

        package func text(_ column: Int32) -> String? {
            sqlite3_column_text(handle, column).map { String(cString: $0) }
        }

        package func blob(_ column: Int32) -> [UInt8] {
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: bytes, count: count))
        }

        private func check(_ status: Int32) throws(Failure) {
            guard status == SQLITE_OK else { throw database.failure(status) }
        }
    }
}
