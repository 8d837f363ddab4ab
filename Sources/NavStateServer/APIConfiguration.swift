public import NavigationModel

/// The limits of the API, each refused with a clear problem when exceeded.
public struct APIConfiguration: Sendable {
    /// Request bodies above this many bytes get a 413 `body-too-large` problem.
    public var maxBodyBytes: Int
    /// Live sessions at most; creating one more gets a 503 `too-many-sessions` problem.
    public var maxSessions: Int
    /// The largest page `GET /sessions` returns.
    public var maxPageSize: Int
    /// The bounds of every session's hierarchy (depth, children, controllers, presented layers).
    public var limits: Limits

    /// The deepest `maxTreeDepth` offered: the writers are tested at it on a 512 KiB stack.
    public static var depthCeiling: Int { Limits.depthCeiling }

    public init(
        maxBodyBytes: Int = 64 * 1024, maxSessions: Int = 10_000, maxTreeDepth: Int = 16, maxChildren: Int = 100,
        maxControllers: Int = 1_000, maxPresentedLayers: Int = 10, maxPageSize: Int = 500
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxSessions = maxSessions
        self.maxPageSize = maxPageSize
        self.limits = Limits(
            maxDepth: maxTreeDepth, maxChildren: maxChildren, maxControllers: maxControllers,
            maxPresentedLayers: maxPresentedLayers)
    }
}
