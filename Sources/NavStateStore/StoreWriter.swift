internal import CSQLite
internal import Dispatch
internal import Synchronization

/// The store's one writer: it takes everything the event loops handed over (up to
/// ``maxBatch`` writes), runs it in one transaction, commits, and only then tells each write's
/// owner — so an answer sent on that signal means durable, and many concurrent mutations share
/// one `fsync` (group commit, docs/operations.md "Keeping sessions": batches form on their own under load, and
/// a lone write is acknowledged in ~0.3 ms).
///
/// Each write runs inside its own savepoint: one that fails (a constraint) fails alone. A
/// commit that fails (the disk is full) fails the whole batch, and nothing of it is kept.
///
/// The same writer serves both stores: SQLite's file and PostgreSQL's connection
/// (``WriterDatabase``).
package final class StoreWriter<Database: WriterDatabase>: Sendable {
    package typealias Write = @Sendable (Database) throws(Database.Failure) -> Void
    package typealias Done = @Sendable (Database.Failure?) -> Void

    package static var maxBatch: Int { 256 }
    /// Bytes one commit takes at most (as the writes' owners estimate them), besides the count.
    package static var maxBatchBytes: Int { 1 << 20 }

    private struct Queue {
        package var pending: [(write: Write, bytes: Int, done: Done)] = []
        package var stopping = false
        /// Transactions committed so far (for tests and the log).
        package var commits = 0
    }

    private let queue = Mutex(Queue())
    /// Told of each commit (metrics).
    private let observer = Mutex<CommitObserver?>(nil)
    /// The observer in a struct, not bare: a closure that is a `Mutex`'s value itself is
    /// wrapped in one more reabstraction thunk, and written back so, by every `withLock` that
    /// reads it (docs/development.md, "Closures behind a lock").
    private struct CommitObserver: Sendable {
        let committed: @Sendable (Int, Duration, Bool) -> Void
    }
    /// Signals the writer that work arrived (or that it should stop).
    private let ready = DispatchSemaphore(value: 0)
    /// Signalled once when the writer has stopped.
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts the writer on `database`, which it owns from now on. It runs on a queue of its
    /// own for as long as the store is open.
    package init(database: Database) {
        let box = DatabaseBox(database)
        DispatchQueue(label: "navstate.store-writer").async { [self] in
            // Named for `top -H` and profilers.
            navstate_name_thread("store-writer")
            if let database = box.database { run(database) }
            // Closed before `close()` returns, so that the file is complete when it does.
            box.database = nil
            stopped.signal()
        }
    }

    /// Hands `write` to the writer; `done` runs on the writer's queue after the commit (with
    /// `nil`) or the failure. Never blocks on the disk.
    /// - Parameter bytes: about how many bytes the write adds (bounds a commit with ``maxBatchBytes``).
    package func submit(_ write: @escaping Write, bytes: Int = 0, done: @escaping Done) {
        let accepted = queue.withLock { queue -> Bool in
            guard !queue.stopping else { return false }
            queue.pending.append((write, bytes, done))
            return true
        }
        if accepted {
            ready.signal()
        } else {
            // Not on the caller's stack: it may hold the lock `done` takes.
            DispatchQueue.global().async { done(Database.closedFailure) }
        }
    }

    package var commits: Int { queue.withLock { $0.commits } }

    /// Calls `observer` after each commit (or failed one), on the writer's thread, with the
    /// number of writes, the time from `BEGIN` to the end of `COMMIT`, and whether it failed.
    package func observe(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void) {
        self.observer.withLock { $0 = CommitObserver(committed: observer) }
    }

    /// Commits what is pending, then stops the writer and waits for it. Called again, it
    /// returns at once.
    package func close() {
        let first = queue.withLock { queue -> Bool in
            defer { queue.stopping = true }
            return !queue.stopping
        }
        guard first else { return }
        ready.signal()
        stopped.wait()
    }

    private func run(_ database: Database) {
        while true {
            ready.wait()
            while true {
                let (batch, stopping) = queue.withLock { queue -> ([(write: Write, done: Done)], Bool) in
                    var count = 0
                    var bytes = 0
                    // At least one write, however large; then up to the count and the bytes.
                    while count < min(queue.pending.count, Self.maxBatch),
                        count == 0 || bytes + queue.pending[count].bytes <= Self.maxBatchBytes
                    {
                        bytes += queue.pending[count].bytes
                        count += 1
                    }
                    let batch = queue.pending.prefix(count).map { (write: $0.write, done: $0.done) }
                    queue.pending.removeFirst(count)
                    return (batch, queue.stopping)
                }
                if batch.isEmpty {
                    if stopping { return }
                    break
                }
                commit(batch, on: database)
            }
        }
    }

    private func commit(_ batch: [(write: Write, done: Done)], on database: Database) {
        // Whatever the writes left stepped, nothing holds a read transaction past the commit.
        defer { database.batchEnded() }
        // Told before the writes' owners, so that an answer sent on a commit finds it counted.
        let start = ContinuousClock.now
        let observer = observer.withLock { $0 }?.committed
        var outcome = attempt(batch, on: database)
        // A connection lost before COMMIT was sent (a database server restarted since the last
        // batch) kept nothing: the batch runs again once on a new connection.
        if case .lostBeforeCommit = outcome, database.reconnect() { outcome = attempt(batch, on: database) }
        let results: [Database.Failure?]
        switch outcome {
        case .committed(let perWrite):
            queue.withLock { $0.commits += 1 }
            observer?(batch.count, start.duration(to: .now), false)
            results = perWrite
        case .failed(let failure), .lostBeforeCommit(let failure):
            observer?(batch.count, start.duration(to: .now), true)
            results = Array(repeating: failure, count: batch.count)
        case .failedAtCommit(let perWrite, let failure):
            observer?(batch.count, start.duration(to: .now), true)
            results = perWrite.map { $0 ?? failure }
        }
        for (entry, result) in zip(batch, results) { entry.done(result) }
    }

    private enum Outcome {
        /// Committed; the writes that failed alone, with their failures.
        case committed([Database.Failure?])
        /// Nothing of the batch kept.
        case failed(Database.Failure)
        /// Nothing kept, and the connection was found lost before COMMIT was sent.
        case lostBeforeCommit(Database.Failure)
        /// COMMIT failed: nothing kept.
        case failedAtCommit([Database.Failure?], Database.Failure)
    }

    /// One run of the batch in one transaction.
    private func attempt(_ batch: [(write: Write, done: Done)], on database: Database) -> Outcome {
        func failed(_ failure: Database.Failure) -> Outcome {
            try? database.execute("ROLLBACK")
            return database.wasLost ? .lostBeforeCommit(failure) : .failed(failure)
        }
        var results = [Database.Failure?](repeating: nil, count: batch.count)
        // A lone write needs no savepoint: its failure is the batch's. Nor does a write on a
        // connection whose writes refuse without raising (PostgreSQL's functions).
        let savepoints = batch.count > 1 && Database.savepointPerWrite
        do throws(Database.Failure) {
            try database.run(Database.begin)
        } catch {
            return failed(error)
        }
        // In the order they came (sorting by session, so that two nodes lock rows alike, would
        // run a creation before the deletion that freed its id; a deadlock PostgreSQL finds
        // instead fails one node's batch, nothing of it kept).
        for (index, entry) in batch.enumerated() {
            do throws(Database.Failure) {
                if savepoints { try database.run("SAVEPOINT write") }
                try entry.write(database)
                if savepoints { try database.run("RELEASE write") }
            } catch {
                if !savepoints, batch.count > 1, database.transactionIsUsable {
                    // Refused before it changed anything: the others go on.
                    results[index] = error
                    continue
                }
                // A lone write failed, or the database rolled the whole transaction back (a
                // full disk does in SQLite), or aborted it (PostgreSQL after an error): nothing
                // of the batch is kept, the writes before this one included.
                guard savepoints, database.isInTransaction else { return failed(error) }
                results[index] = error
                do throws(Database.Failure) {
                    try database.run("ROLLBACK TO write")
                    try database.run("RELEASE write")
                } catch {
                    return failed(error)
                }
            }
        }
        do throws(Database.Failure) {
            try database.run("COMMIT")
            return .committed(results)
        } catch {
            // Whether a COMMIT whose connection broke was carried out is unknown: never re-run.
            try? database.execute("ROLLBACK")
            return .failedAtCommit(results, error)
        }
    }
}

/// The database crossing to the writer thread, which alone uses it from then on.
private final class DatabaseBox<Database>: @unchecked Sendable {
    package var database: Database?
    package init(_ database: Database) { self.database = database }
}

/// What the writer needs of a connection: statements without rows, whether a transaction is
/// open (a failure may have ended it), and a failure for writes handed to a closed writer.
package protocol WriterDatabase: AnyObject, SendableMetatype {
    associatedtype Failure: Error
    /// The statement that opens a batch's transaction.
    static var begin: String { get }
    static var closedFailure: Failure { get }
    /// Runs one statement that returns no rows (cached where the connection caches).
    func run(_ sql: String) throws(Failure)
    /// Runs statements that return no rows, uncached.
    func execute(_ sql: String) throws(Failure)
    var isInTransaction: Bool { get }
    /// Whether the connection broke under a statement (a server restarted), as opposed to a
    /// statement that failed or ran out of time (never, for a file).
    var wasLost: Bool { get }
    /// Connects again after the connection was lost; whether it worked (never, for a file).
    func reconnect() -> Bool
    /// Whether the open transaction can go on (PostgreSQL aborts it at an error).
    var transactionIsUsable: Bool { get }
    /// Whether each write of a batch runs in a savepoint of its own, so that one that fails
    /// fails alone; without, a write's refusal must change nothing (and any other failure
    /// fails the batch).
    static var savepointPerWrite: Bool { get }
    /// After each batch: let go of what the batch's statements hold.
    func batchEnded()
}

extension SQLiteDatabase: WriterDatabase {
    package static var begin: String { "BEGIN IMMEDIATE" }
    package static var closedFailure: Failure { Failure(code: 21, message: "the store is closed") }
    package static var savepointPerWrite: Bool { true }
    package var transactionIsUsable: Bool { isInTransaction }
    package var wasLost: Bool { false }
    package func reconnect() -> Bool { false }
    package func batchEnded() { resetStatements() }
}
