import Dispatch
import Foundation
import NavStateStore
import Synchronization
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// The store's writer thread: group commit, one failure failing alone, a full disk
/// failing its batch and nothing else, durability across reopening.
@Suite struct StoreWriterTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "navstate-writer-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sqlite"
        ).path
    }

    private func insert(_ value: Int64) -> StoreWriter<SQLiteDatabase>.Write {
        { database throws(SQLiteDatabase.Failure) in
            let statement = try database.prepare("INSERT INTO rows VALUES (?)")
            try statement.bind(1, value)
            _ = try statement.step()
        }
    }

    /// A database at `path` with the table ``insert(_:)`` writes to.
    private func rowsDatabase(at path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE rows (value INTEGER PRIMARY KEY)")
        return database
    }

    /// Submits and waits for the commit's answer.
    private func submitAndWait(_ writer: StoreWriter<SQLiteDatabase>, _ write: @escaping StoreWriter<SQLiteDatabase>.Write)
        -> SQLiteDatabase.Failure?
    {
        let answer = Mutex<SQLiteDatabase.Failure?>(nil)
        let done = DispatchSemaphore(value: 0)
        writer.submit(write) { failure in
            answer.withLock { $0 = failure }
            done.signal()
        }
        _ = done.wait(timeout: .now() + 10)
        return answer.withLock { $0 }
    }

    @Test func concurrentWritesShareCommitsAndEveryAcknowledgedOneIsKept() throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let database = try rowsDatabase(at: path)
        let writer = StoreWriter<SQLiteDatabase>(database: database)
        let acknowledged = Mutex<[Int64]>([])
        let group = DispatchGroup()
        // Handed over at once from 8 threads, as event loops under load do.
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<50 {
                let value = Int64(thread * 1_000 + index)
                group.enter()
                writer.submit(insert(value)) { failure in
                    if failure == nil { acknowledged.withLock { $0.append(value) } }
                    group.leave()
                }
            }
        }
        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(acknowledged.withLock { $0.count } == 400)
        #expect(writer.commits < 400, "no two writes shared a commit")
        writer.close()
        let reopened = try SQLiteDatabase(path: path)
        #expect(try reopened.scalar("SELECT count(*) FROM rows") == 400)
    }

    @Test func aFailingWriteFailsAloneAndAFullDiskFailsItsBatchUntilSpaceReturns() throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let database = try rowsDatabase(at: path)
        try database.execute("CREATE TABLE blobs (data BLOB)")
        let pages = try #require(try database.scalar("PRAGMA page_count"))
        // A disk with room for a few pages more (`max_page_count` stands in for a full disk).
        try database.execute("PRAGMA max_page_count=\(pages + 4)")
        let writer = StoreWriter<SQLiteDatabase>(database: database)
        #expect(submitAndWait(writer, insert(1)) == nil)
        #expect(submitAndWait(writer, insert(1)) != nil, "a duplicate key was accepted")
        #expect(submitAndWait(writer, insert(2)) == nil)
        // Full: a write that needs pages beyond the cap fails, and nothing of it is kept.
        let big: StoreWriter<SQLiteDatabase>.Write = { database throws(SQLiteDatabase.Failure) in
            try database.execute("INSERT INTO blobs VALUES (zeroblob(200000))")
        }
        let full = submitAndWait(writer, big)
        #expect(full?.isFull == true)
        let uncap: StoreWriter<SQLiteDatabase>.Write = { database throws(SQLiteDatabase.Failure) in
            try database.execute("PRAGMA max_page_count=1073741823")
        }
        #expect(submitAndWait(writer, uncap) == nil)
        #expect(submitAndWait(writer, big) == nil, "writes did not work again once space returned")
        writer.close()
        let reopened = try SQLiteDatabase(path: path)
        #expect(try reopened.scalar("SELECT count(*) FROM rows") == 2)
        #expect(try reopened.scalar("SELECT count(*) FROM blobs") == 1)
    }

    /// The observer is called through the same frames at every commit. Kept as a `Mutex`'s bare
    /// value, each read wrapped it in one more thunk: two frames and an allocation more per
    /// commit, quadratic time over a server's life (docs/development.md, "Closures behind a lock").
    @Test func theCommitObserverIsCalledAtTheSameDepthEveryCommit() throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let database = try rowsDatabase(at: path)
        let writer = StoreWriter<SQLiteDatabase>(database: database)
        let depths = Mutex<[Int]>([])
        writer.observe { _, _, _ in
            let depth = Thread.callStackReturnAddresses.count
            depths.withLock { $0.append(depth) }
        }
        for value in 0..<20 { #expect(submitAndWait(writer, insert(Int64(value))) == nil) }
        writer.close()
        let seen = depths.withLock { $0 }
        #expect(seen.count == 20)
        #expect(Set(seen).count == 1, "the observer's depth changed from commit to commit: \(seen)")
    }

    @Test func aClosedWriterRefusesNewWork() throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let writer = StoreWriter<SQLiteDatabase>(database: try SQLiteDatabase(path: path))
        writer.close()
        #expect(submitAndWait(writer, { _ throws(SQLiteDatabase.Failure) in }) != nil)
    }
}
