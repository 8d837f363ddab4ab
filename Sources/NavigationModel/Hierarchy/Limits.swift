/// Bounds on a session's hierarchy, refused with clear errors when exceeded.
public struct Limits: Sendable, Equatable {
    /// Levels from the window root down, the whole tree: a child is one level below its
    /// container, a presented controller one level below its presenter, a data source's page one
    /// level below its page view controller (the root alone is 1).
    public var maxDepth: Int
    /// Children of one container: a navigation stack's length, the tabs, a data source's pages.
    public var maxChildren: Int
    /// Controllers in a session, counting the pages data sources keep while they are not shown.
    public var maxControllers: Int
    /// Controllers presented at once (every layer above the window root's).
    public var maxPresentedLayers: Int
    /// Lifecycle callbacks one batch may send in its revision, all its actions together: with
    /// what one action can send (about five per controller it shows, hides or builds: one
    /// action, or a batch's first, is never refused by it), what bounds a revision's journal
    /// entry, its answer and the work of replaying it.
    public var maxCallbacksPerBatch: Int
    /// Bytes of text one controller's properties may hold (``ControllerProperties/byteCount``:
    /// titles, items, `userInfo`, …), in a spec or after a `PATCH`: with ``maxControllers``, what
    /// bounds a snapshot's size.
    public var maxControllerBytes: Int

    /// The largest depth the snapshot and text writers are tested at on a 512 KiB stack.
    public static let depthCeiling = 64

    public init(
        maxDepth: Int = 16, maxChildren: Int = 100, maxControllers: Int = 1_000, maxPresentedLayers: Int = 10,
        maxCallbacksPerBatch: Int = 2_000, maxControllerBytes: Int = 4_096
    ) {
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
        self.maxControllers = maxControllers
        self.maxPresentedLayers = maxPresentedLayers
        self.maxCallbacksPerBatch = maxCallbacksPerBatch
        self.maxControllerBytes = maxControllerBytes
    }
}
