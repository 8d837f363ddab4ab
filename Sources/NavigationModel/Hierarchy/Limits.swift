/// Bounds on a session's hierarchy, refused with clear errors when exceeded.
public struct Limits: Sendable, Equatable {
    /// Levels from the window root down (the root alone is 1).
    public var maxDepth: Int
    /// Children of one container (a navigation stack's length).
    public var maxChildren: Int

    public init(maxDepth: Int = 16, maxChildren: Int = 100) {
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
    }
}
