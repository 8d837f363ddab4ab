import Foundation
import Testing

/// `navstate` alone prints its help and exits: it neither starts a server nor makes a store
/// file where it is run.
@Suite struct CommandTests {
    @Test func bareNavstatePrintsHelpAndStartsNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-bare-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = binary
        process.arguments = []
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("USAGE: navstate <subcommand>"), "\(text)")
        #expect(text.contains("serve"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
