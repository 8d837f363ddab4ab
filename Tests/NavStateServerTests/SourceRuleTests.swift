import Foundation
import Testing

/// Rules of the sources that no compiler checks and a test of behaviour would catch only after
/// the fact.
@Suite struct SourceRuleTests {
    /// The type arguments of every `Mutex<…>` spelled in `text`, `->` not counted as a bracket.
    static func mutexValueTypes(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "Mutex<") {
            var depth = 1
            var index = start.upperBound
            var previous: Character = "<"
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if character == "<" { depth += 1 }
                if character == ">", previous != "-" { depth -= 1 }
                previous = character
                index = rest.index(after: index)
            }
            found.append(String(rest[start.upperBound..<rest.index(before: index)]))
            rest = rest[index...]
        }
        return found
    }

    @Test func theScannerFindsClosuresInsideNestedGenerics() {
        let text = "let a = Mutex<[Int: Set<Int>]>([:]); let b = Mutex<(observer: (@Sendable () -> Bool)?, stopping: Bool)>"
        #expect(Self.mutexValueTypes(in: text) == ["[Int: Set<Int>]", "(observer: (@Sendable () -> Bool)?, stopping: Bool)"])
    }

    /// A closure that is a `Mutex`'s value, or in a tuple that is, gains a reabstraction thunk at
    /// every `withLock` (docs/development.md, "Closures behind a lock"): it goes in a struct.
    @Test func noMutexKeepsABareClosure() throws {
        let sources = DerivedDocuments.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for type in Self.mutexValueTypes(in: text) {
                checked += 1
                #expect(!type.contains("->"), "\(url.lastPathComponent): Mutex<\(type)>")
            }
        }
        #expect(checked > 10, "the scan found only \(checked) mutexes under \(sources.path)")
    }
}
