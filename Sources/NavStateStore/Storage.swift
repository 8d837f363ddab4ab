/// Where a server keeps its sessions: in memory only, in an SQLite file that outlives the
/// process (``SQLiteStore``), or in a PostgreSQL database shared by several nodes
/// (``PostgresStore``). Open it before the server, close it after.
public final class Storage: Sendable {
    package let store: any SessionStore
    /// What the store is, for the log: `memory` or `sqlite:PATH`.
    public let description: String

    package init(store: any SessionStore, description: String) {
        self.store = store
        self.description = description
    }

    /// Sessions live and die with the process.
    public static var memory: Storage { Storage(store: MemoryStore(), description: "memory") }

    /// Why a store cannot be used, worded for the operator.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String

        package init(description: String) { self.description = description }
    }

    /// The SQLite store at `path`, created when missing.
    /// - Parameter maxPageCount: SQLite's `max_page_count`, to simulate a full disk in tests.
    /// - Throws: ``OpenError`` for a file in use, damaged, from a newer format, or not writable.
    public static func sqlite(path: String, maxPageCount: Int? = nil) throws(OpenError) -> Storage {
        do {
            return Storage(store: try SQLiteStore(path: path, maxPageCount: maxPageCount), description: "sqlite:\(path)")
        } catch {
            throw OpenError(description: error.description)
        }
    }

    /// The PostgreSQL store at `url` (a libpq URL, `postgres://user@host:port/database`),
    /// shared with the other nodes that use it: its tables are created when missing.
    /// - Throws: ``OpenError`` when the server cannot be reached or the database is not a
    ///   NavState store of a format this build reads.
    public static func postgres(url: String) throws(OpenError) -> Storage {
        let store = try PostgresStore(url: url)
        return Storage(store: store, description: store.description)
    }

    /// `memory`, `sqlite:PATH` or `postgres://…`, as `--store` takes it.
    public static func open(_ choice: String) throws(OpenError) -> Storage {
        if choice == "memory" { return .memory }
        if choice.hasPrefix("postgres://") || choice.hasPrefix("postgresql://") { return try postgres(url: choice) }
        guard choice.hasPrefix("sqlite:"), choice.count > "sqlite:".count else {
            throw OpenError(description: "--store must be 'memory', 'sqlite:PATH' or 'postgres://…', not '\(choice)'")
        }
        return try sqlite(path: String(choice.dropFirst("sqlite:".count)))
    }

    /// Commits what is pending and closes the file.
    public func close() { store.close() }
}
