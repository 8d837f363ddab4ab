/// The limits of the API, each refused with a clear problem when exceeded.
public struct APIConfiguration: Sendable {
    /// Request bodies above this many bytes get a 413 `body-too-large` problem.
    public var maxBodyBytes: Int
    /// Live sessions at most; creating one more gets a 503 `too-many-sessions` problem.
    public var maxSessions: Int
    /// Levels of a hierarchy at most (the window root is level 1).
    public var maxTreeDepth: Int
    /// Children of one container at most (a navigation stack's length).
    public var maxChildren: Int
    /// The largest page `GET /sessions` returns.
    public var maxPageSize: Int

    public init(
        maxBodyBytes: Int = 64 * 1024, maxSessions: Int = 10_000, maxTreeDepth: Int = 16, maxChildren: Int = 100,
        maxPageSize: Int = 500
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxSessions = maxSessions
        self.maxTreeDepth = maxTreeDepth
        self.maxChildren = maxChildren
        self.maxPageSize = maxPageSize
    }
}
