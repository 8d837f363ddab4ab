import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore

/// A session keeps its creation's entry for as long as history shows it: compact when its
/// callbacks have a compact form, and shown as the same bytes either way.
@Suite struct CreationEntryTests {
    static let time: Int64 = 1_764_460_800_123

    @Test func aPlainCreationIsKeptInATenthOfItsJSONAndShownAsItWas() throws {
        let (hierarchy, events) = try Hierarchy.create(
            root: .navigation("nav", (1...10).map { ControllerSpec.view(ControllerID("v\($0)")) }))
        let creation = CreationEntry(revision: hierarchy.revision, time: Self.time, events: events)
        let compact = try #require(creation.compact)
        #expect(compact.count * 8 < creation.entry.json.count, "\(compact.count) of \(creation.entry.json.count) bytes")
        #expect(CreationEntry.jsonCount(fromKept: compact[...]) == creation.entry.json.count)
        #expect(CreationEntry.json(fromKept: compact[...], revision: hierarchy.revision) == creation.entry.json)
        let text = String(decoding: creation.entry.json, as: UTF8.self)
        #expect(
            text.hasPrefix(#"{"revision":1,"time":"2025-11-30T00:00:00.123Z","actions":[],"events":[{"call":"v1.willMoveToParent(nav)""#))

        let journal = Journal(initial: hierarchy, creation: creation)
        let shown = journal.entries(after: Revision(rawValue: 0), limit: 10)
        #expect(shown.map(\.revision) == [hierarchy.revision])
        #expect(shown.first?.json == creation.entry.json)
        #expect(journal.hasEntry(after: Revision(rawValue: 0), through: hierarchy.revision))
    }

    /// A page of history counts the entry's JSON, not what the journal keeps of it.
    @Test func aPageCountsTheJSONOfACompactEntry() throws {
        let (hierarchy, events) = try Hierarchy.create(root: .navigation("nav", [.view("a")]))
        let creation = CreationEntry(revision: hierarchy.revision, time: Self.time, events: events)
        let compact = try #require(creation.compact)
        let journal = Journal(initial: hierarchy, creation: creation)
        #expect(journal.entries(after: Revision(rawValue: 0), limit: 10, maxBytes: compact.count).count == 1)
        #expect(CreationEntry.jsonCount(fromKept: compact[...]) > compact.count)
    }

    /// Delegate calls name a second controller: kept as JSON, shown as the same bytes.
    @Test func aCreationWithoutACompactFormIsKeptAsItsJSON() throws {
        let (hierarchy, events) = try Hierarchy.create(
            root: .navigation("nav", [.view("a")]), callbacks: .delegates)
        #expect(events.contains { $0.viewController != nil })
        let creation = CreationEntry(revision: hierarchy.revision, time: Self.time, events: events)
        #expect(creation.compact == nil)
        let journal = Journal(initial: hierarchy, creation: creation)
        #expect(journal.entries(after: Revision(rawValue: 0), limit: 10).first?.json == creation.entry.json)
    }
}
