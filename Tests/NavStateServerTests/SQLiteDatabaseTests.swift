import Foundation
import NavStateStore
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// The SQLite connection the store will run on: its durability pragmas, and the
/// faults it must report instead of resetting anything.
@Suite struct SQLiteDatabaseTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navstate-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)")
            .path
    }

    @Test func aNewDatabaseUsesWALAndFullSynchronousAndKeepsWhatItCommits() throws {
        let path = temporaryPath("new.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let database = try SQLiteDatabase(path: path)
            #expect(try database.text("PRAGMA journal_mode") == "wal")
            #expect(try database.scalar("PRAGMA synchronous") == 2, "FULL is 2")
            try database.execute("CREATE TABLE journal (session TEXT, revision INTEGER, entry BLOB)")
            let insert = try database.prepare("INSERT INTO journal VALUES (?, ?, ?)")
            try insert.bind(1, "s")
            try insert.bind(2, 7)
            try insert.bind(3, Array(#"{"revision":7}"#.utf8))
            #expect(try insert.step() == false)
        }
        let reopened = try SQLiteDatabase(path: path)
        let select = try reopened.prepare("SELECT session, revision, entry FROM journal")
        #expect(try select.step())
        #expect(select.text(0) == "s")
        #expect(select.int(1) == 7)
        #expect(select.blob(2) == Array(#"{"revision":7}"#.utf8))
    }

    @Test func aFileThatIsNotADatabaseIsRefusedWithAClearMessageAndLeftAlone() throws {
        let path = temporaryPath("garbage.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteDatabase(path: path)
        } throws: { error in
            (error as? SQLiteDatabase.Failure)?.description.contains("not a database") == true
        }
        #expect(FileManager.default.contents(atPath: path) == garbage, "the file was changed")
    }

    @Test func aFullDatabaseSaysSoAndKeepsWorkingForReads() throws {
        let path = temporaryPath("full.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (x BLOB)")
        try database.execute("INSERT INTO t VALUES (zeroblob(100))")
        let pages = try #require(try database.scalar("PRAGMA page_count"))
        try database.execute("PRAGMA max_page_count=\(pages + 2)")
        let insert = try database.prepare("INSERT INTO t VALUES (zeroblob(100000))")
        #expect {
            _ = try insert.step()
        } throws: { error in
            (error as? SQLiteDatabase.Failure)?.isFull == true
        }
        #expect(try database.scalar("SELECT count(*) FROM t") == 1)
    }
}
