import Testing

/// Changes whose journal entries weigh about 3 KB each, for the journal's byte budget: step
/// `index` pushes a view titled with 2,500 bytes, every third step pops instead.
extension APIClient {
    /// Carries out step `index` on session `sid` and returns the snapshot it left, by revision.
    func heavyStackStep(_ index: Int, on sid: String) throws -> (revision: Int, snapshot: [UInt8]) {
        let title = String(repeating: "t", count: 2_500)
        let pops = index % 3 == 2
        let body = pops ? nil : #"{"controller": {"kind": "view", "id": "v\#(index)", "title": "\#(title)"}}"#
        #expect(try post("/sessions/\(sid)/\(pops ? "pop" : "push")", body).status == 200)
        let snapshot = try get("/sessions/\(sid)")
        return (try #require(snapshot.json["revision"].intValue), snapshot.body)
    }

    /// Every revision from the oldest kept to the current replays to the snapshot it answered.
    func expectKeptRevisionsReplay(
        _ snapshots: [Int: [UInt8]], of sid: String, from oldest: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for revision in oldest...(try self.revision(sid)) {
            let replayed = try get("/sessions/\(sid)?revision=\(revision)")
            #expect(replayed.status == 200, sourceLocation: sourceLocation)
            #expect(replayed.body == snapshots[revision], "revision \(revision)", sourceLocation: sourceLocation)
        }
    }
}
