import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

/// The registry's creation order (``SessionOrder``): listing and sweeping walk it, deletes
/// remove from it without shifting the rest.
@Suite struct SessionOrderTests {
    private let hierarchy = try! Hierarchy.create(root: ControllerSpec(role: .content)).0

    private func ids(_ sessions: [Session]) -> [String] { sessions.map(\.key.id.rawValue) }

    /// Across chunk boundaries: deletions anywhere (emptying whole chunks), pages from every
    /// cursor, and a count that follows.
    @Test func pagesFollowCreationOrderAcrossDeletions() throws {
        let registry = SessionRegistry(maxSessions: 1_000)
        var sessions: [Session] = []
        for index in 0..<300 {
            sessions.append(try registry.create(id: SessionID(rawValue: "s\(index)"), tenant: nil, hierarchy: hierarchy))
        }
        // Every third one, and then a whole chunk's worth in a row.
        var kept = sessions
        for (index, session) in sessions.enumerated() where index % 3 == 0 || (64..<128).contains(index) {
            try registry.delete(session, if: nil)
            kept.removeAll { $0 === session }
        }
        #expect(registry.count == kept.count)
        var listed: [Session] = []
        var cursor: Int?
        repeat {
            let page = registry.page(of: nil, after: cursor, limit: 7)
            listed += page.sessions
            cursor = page.next
        } while cursor != nil
        #expect(ids(listed) == ids(kept))
        // A cursor naming a deleted session still works: the page starts after its serial.
        #expect(ids(registry.page(of: nil, after: sessions[63].serial, limit: 2).sessions) == ["s128", "s130"])
        #expect(registry.page(of: nil, after: sessions[299].serial, limit: 5).sessions.isEmpty)
        #expect(registry.page(of: nil, after: Int.max, limit: 5).sessions.isEmpty, "a client's cursor may be any number")
    }

    /// New sessions go at the end, after every older one, whatever was deleted.
    @Test func newSessionsComeLast() throws {
        let registry = SessionRegistry(maxSessions: 1_000)
        let first = try registry.create(id: SessionID(rawValue: "a"), tenant: nil, hierarchy: hierarchy)
        _ = try registry.create(id: SessionID(rawValue: "b"), tenant: nil, hierarchy: hierarchy)
        try registry.delete(first, if: nil)
        _ = try registry.create(id: SessionID(rawValue: "a"), tenant: nil, hierarchy: hierarchy)
        #expect(ids(registry.page(of: nil, after: nil, limit: 10).sessions) == ["b", "a"])
    }
}
