import Foundation
import Testing

/// `navstate` alone prints its help and exits: it neither starts a server nor makes a store
/// file where it is run.
@Suite struct CommandTests {
    @Test func bareNavstatePrintsHelpAndStartsNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-bare-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runNavstate([], directory: directory)
        let text = run.output
        #expect(run.status == 0)
        #expect(text.contains("USAGE: navstate <subcommand>"), "\(text)")
        #expect(text.contains("serve"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
