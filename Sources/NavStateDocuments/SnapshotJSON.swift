public import NavigationModel

/// The snapshot encoding as a library call, for benchmarks and embedders: the same bytes
/// `GET /sessions/{sid}` answers.
public enum SnapshotJSON {
    /// Content controllers' nodes come from the thread's ``NodeFragments`` when they were
    /// written before and have not changed.
    public static func encode(session: String, hierarchy: Hierarchy) -> [UInt8] {
        var writer = SnapshotWriter(fragments: .ofThisThread)
        writer.snapshot(session: SessionID(rawValue: session), hierarchy: hierarchy)
        return writer.json.take()
    }

    /// The `events` array of a change's answer: its callbacks, each with its `call`.
    public static func events(_ events: [LifecycleEvent]) -> [UInt8] {
        SnapshotWriter.eventsJSON([events], indexed: false)
    }

    /// The `?format=text` tree, as `GET /sessions/{sid}?format=text` answers it.
    public static func text(of hierarchy: Hierarchy) -> String { HierarchyText.render(hierarchy) }
}

/// Request bodies as a library call, for benchmarks and embedders: the parsing and decoding
/// the routes use.
public enum RequestJSON {
    /// A controller spec from JSON, parsed and decoded as `POST /sessions` reads its `root`.
    public static func spec(from body: [UInt8]) throws -> ControllerSpec {
        try ControllerSpec(json: JSONReader.parse(body, maxDepth: 2 * Limits.depthCeiling + 8))
    }
}
