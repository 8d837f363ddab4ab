internal import CLibpq

#if canImport(Glibc)
import Glibc
#endif

/// One libpq connection, the ground the PostgreSQL store stands on (docs/operations.md "How nodes share
/// sessions"): statements with parameters sent apart from the SQL (never spliced into it),
/// results read in binary, failures carrying PostgreSQL's SQLSTATE so that a caller can tell a
/// lost race (`23505`, a unique key another node wrote first) from a broken connection. Used by
/// one thread at a time.
package final class PostgresConnection {
    /// A failed call, with PostgreSQL's message and SQLSTATE (nil when no server answered).
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let sqlState: String?
        package let message: String
        /// Set when the store's own check refused the write (a conditional write that found
        /// another revision), rather than PostgreSQL.
        package var refusal: StoreFailure? = nil

        package static func refused(_ failure: StoreFailure) -> Failure {
            Failure(sqlState: nil, message: failure.description, refusal: failure)
        }

        package var description: String { sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message }
        /// A unique key is taken: for a conditional write, another writer came first.
        package var isUniqueViolation: Bool { sqlState == "23505" }

        package init(sqlState: String?, message: String, refusal: StoreFailure? = nil) {
            self.sqlState = sqlState
            self.message = message
            self.refusal = refusal
        }
    }

    /// A statement's parameter, sent in binary.
    package enum Parameter {
        case int(Int64)
        case text(String)
        case bytes([UInt8])
        case null
    }

    /// One row of a result, read in binary: `int8`, `int4`, `text` and `bytea` columns.
    package struct Row {
        package let fields: [[UInt8]?]

        package init(fields: [[UInt8]?]) {
            self.fields = fields
        }

        package func bytes(_ column: Int) -> [UInt8]? { fields[column] }
        package func text(_ column: Int) -> String? { fields[column].map { String(decoding: $0, as: UTF8.self) } }
        /// An `int8` or `int4` column (network byte order).
        package func int(_ column: Int) -> Int64? {
            guard let bytes = fields[column], bytes.count == 8 || bytes.count == 4 else { return nil }
            let value = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return bytes.count == 8 ? Int64(bitPattern: value) : Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: value)))
        }
    }

    private let handle: OpaquePointer
    /// How long a statement may take before the connection is given up (a server that stopped
    /// answering: a hang, a partition). Set by the store per use.
    package var timeoutMilliseconds: Int = 10_000
    /// Set when a statement ran out of time: the connection is not used again until reset.
    private var abandoned = false

    /// The SQLSTATE of a statement this side gave up waiting for (PostgreSQL's own for a
    /// cancelled statement).
    package static let timedOut = "57014"

    /// What a connection gets unless its URL says otherwise: a bounded connect, and TCP
    /// keepalives so that a peer gone without a word is noticed.
    package static let defaultParameters = [
        ("connect_timeout", "2"), ("keepalives", "1"), ("keepalives_idle", "10"), ("keepalives_interval", "5"),
        ("keepalives_count", "3"),
    ]

    /// `url` with ``defaultParameters`` it does not set.
    package static func withDefaults(_ url: String) -> String {
        let missing = defaultParameters.filter { !url.contains("\($0.0)=") }
        guard !missing.isEmpty else { return url }
        return url + (url.contains("?") ? "&" : "?") + missing.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }

    /// Connects to `url` (`postgres://user@host:port/database`).
    package init(url: String) throws(Failure) {
        let url = Self.withDefaults(url)
        guard let connection = PQconnectdb(url) else { throw Failure(sqlState: nil, message: "out of memory") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(connection)).trimmingTrailingNewlines
            PQfinish(connection)
            throw Failure(sqlState: nil, message: message)
        }
        handle = connection
    }

    deinit { PQfinish(handle) }

    /// Runs statements without parameters or rows (`BEGIN`, DDL).
    package func execute(_ sql: String) throws(Failure) {
        try ready()
        guard PQsendQuery(handle, sql) == 1 else { throw lastFailure }
        let result = try awaitResult()
        defer { PQclear(result) }
        try check(result)
    }

    /// Refuses to use a connection given up or lost (until ``connectAgain()``).
    private func ready() throws(Failure) {
        guard !abandoned, isConnected else { throw Failure(sqlState: nil, message: "the connection to PostgreSQL is lost") }
    }

    private var lastFailure: Failure {
        Failure(sqlState: nil, message: String(cString: PQerrorMessage(handle)).trimmingTrailingNewlines)
    }

    /// Waits for the statement sent to finish, at most ``timeoutMilliseconds``: its result (the
    /// first error, or the last result of several statements).
    private func awaitResult() throws(Failure) -> OpaquePointer? {
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        var kept: OpaquePointer?
        while true {
            while PQisBusy(handle) == 1 {
                let remaining = ContinuousClock.now.duration(to: deadline).components
                let milliseconds = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000
                guard milliseconds > 0 else {
                    abandoned = true
                    PQclear(kept)
                    throw Failure(sqlState: Self.timedOut, message: "PostgreSQL did not answer within \(timeoutMilliseconds) ms")
                }
                var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, Int32(clamping: milliseconds))
                guard PQconsumeInput(handle) == 1 else {
                    PQclear(kept)
                    throw lastFailure
                }
            }
            guard let result = PQgetResult(handle) else { return kept }
            let status = PQresultStatus(result)
            if kept != nil, status != PGRES_FATAL_ERROR || PQresultStatus(kept) == PGRES_FATAL_ERROR {
                PQclear(result)
            } else {
                PQclear(kept)
                kept = result
            }
        }
    }

    /// Runs `sql` with `$1`, `$2`, … bound to `parameters`; the rows it returns.
    @discardableResult
    package func query(_ sql: String, _ parameters: [Parameter] = []) throws(Failure) -> [Row] {
        // The values, kept alive while libpq reads them; big-endian integers, raw bytes.
        let values: [[UInt8]?] = parameters.map { parameter in
            switch parameter {
            case .int(let value): withUnsafeBytes(of: value.bigEndian) { Array($0) }
            case .text(let text): Array(text.utf8)
            case .bytes(let bytes): bytes
            case .null: nil
            }
        }
        // int8, text, bytea; `unknown` (0) for null lets the server infer it.
        let types: [Oid] = parameters.map { parameter in
            switch parameter {
            case .int: 20
            case .text: 25
            case .bytes: 17
            case .null: 0
            }
        }
        let lengths = values.map { Int32($0?.count ?? 0) }
        let formats = [Int32](repeating: 1, count: values.count)
        try ready()
        let sent = withPointers(values) { pointers in
            PQsendQueryParams(handle, sql, Int32(values.count), types, pointers, lengths, formats, 1)
        }
        guard sent == 1 else { throw lastFailure }
        let result = try awaitResult()
        defer { PQclear(result) }
        try check(result)
        var rows: [Row] = []
        let columns = PQnfields(result)
        for row in 0..<PQntuples(result) {
            var fields: [[UInt8]?] = []
            fields.reserveCapacity(Int(columns))
            for column in 0..<columns {
                if PQgetisnull(result, row, column) == 1 {
                    fields.append(nil)
                } else {
                    let length = Int(PQgetlength(result, row, column))
                    let start = PQgetvalue(result, row, column)
                    fields.append(start.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? [])
                }
            }
            rows.append(Row(fields: fields))
        }
        return rows
    }

    /// Whether the connection is up; a broken one is tried again with ``reconnect()``.
    package var isConnected: Bool { !abandoned && PQstatus(handle) == CONNECTION_OK }

    /// Connects again with the same parameters, after the server went away or restarted.
    package func connectAgain() throws(Failure) {
        PQreset(handle)
        abandoned = false
        guard isConnected else { throw Failure(sqlState: nil, message: String(cString: PQerrorMessage(handle)).trimmingTrailingNewlines) }
    }

    /// The connection's socket, to wait on for notifications.
    package var socket: Int32 { PQsocket(handle) }

    /// Reads what the server sent and returns the notifications (`LISTEN`) it carried:
    /// channel and payload, in the order the server sent them.
    package func notifications() throws(Failure) -> [(channel: String, payload: String)] {
        guard PQconsumeInput(handle) == 1 else {
            throw Failure(sqlState: nil, message: String(cString: PQerrorMessage(handle)).trimmingTrailingNewlines)
        }
        var received: [(channel: String, payload: String)] = []
        while let notification = PQnotifies(handle) {
            received.append((String(cString: notification.pointee.relname), String(cString: notification.pointee.extra)))
            PQfreemem(notification)
        }
        return received
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    package func transaction<Result>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func check(_ result: OpaquePointer?) throws(Failure) {
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
        let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
        let message =
            result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "M"))) }.map { String(cString: $0) }
            ?? String(cString: PQerrorMessage(handle)).trimmingTrailingNewlines
        throw Failure(sqlState: state, message: message)
    }

    /// `body` with C pointers to `values` (nil for nulls), valid only during the call.
    private func withPointers<Result>(
        _ values: [[UInt8]?], _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = []
        defer { pointers.forEach { $0?.deallocate() } }
        for value in values {
            guard let value else {
                pointers.append(nil)
                continue
            }
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, value.count))
            for (index, byte) in value.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointers.append(pointer)
        }
        return body(pointers.map { $0.map { UnsafePointer($0) } })
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}

extension PostgresConnection: WriterDatabase {
    package static var begin: String { "BEGIN" }
    package static var closedFailure: Failure { Failure(sqlState: nil, message: "the store is closed") }
    package func run(_ sql: String) throws(Failure) { try execute(sql) }
    /// In a transaction, or in one a failed statement aborted (`ROLLBACK TO` can still save it).
    package var isInTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }
    /// Lost, not given up after a timeout (a statement that ran out of time is not run again:
    /// the server may still be carrying it out).
    package var wasLost: Bool { !abandoned && PQstatus(handle) != CONNECTION_OK }
    /// Refusals are answers of the store's functions, which changed nothing.
    package static var savepointPerWrite: Bool { false }
    package var transactionIsUsable: Bool { PQtransactionStatus(handle) == PQTRANS_INTRANS }
    package func reconnect() -> Bool {
        do throws(Failure) {
            try connectAgain()
            return true
        } catch {
            return false
        }
    }
    /// A connection the server dropped is tried again before the next batch.
    package func batchEnded() {
        if !isConnected { _ = reconnect() }
    }
}
