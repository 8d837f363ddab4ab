/// A custom container's children (view-controller containment, CON-1…8): a
/// `UIViewController` whose children the client adds, removes and swaps.
///
/// Being a child and being shown are separate facts: `children` is UIKit's `children`, in the
/// order they were added; `shown` are those whose views are in the container's view. A child
/// added with the seeds' explicit phases waits for its `didMove(toParent:)` in
/// `awaitingDidMove`.
public struct ContainerState: Sendable, Equatable {
    public internal(set) var children: [ControllerID]
    /// The children whose views are in the container's view, in the order they went in.
    public internal(set) var shown: [ControllerID]
    /// Children added (`addChild`, so `willMove` was sent) that were not yet told `didMove`.
    public internal(set) var awaitingDidMove: [ControllerID] = []
    /// Children released on a memory warning
    /// (``ControllerProperties/releasesHiddenChildrenOnMemoryWarning``), each kept as the spec
    /// that rebuilds it (ids included, held for it meanwhile): naming its id in `add-child` or
    /// `transition` builds it again, a new instance that loads its view anew.
    public internal(set) var released: [ControllerSpec] = []
    /// Controllers the container removed and keeps (`remove-child` or `transition` with
    /// `keep`): alive, no longer children (no parent, off screen), as Seed 004's and Recipe
    /// 7-7's properties keep them after `removeFromParent`. `add-child` or `transition` naming
    /// one adds the same instance back; a memory warning reaches it, and the View Switcher's
    /// policy releases it (docs/uikit-rules.md "Detached controllers").
    public internal(set) var kept: [ControllerID] = []
    /// The embed segues of the container's scene not performed yet (their identifiers, in the
    /// scene's order): Interface Builder's container views are filled when the container's view
    /// loads, so until then the container has no child from them (docs/uikit-rules.md,
    /// "Embed segues").
    public internal(set) var pendingEmbeds: [String] = []

    /// What counts against ``Limits/maxChildren``: the children, those released and those kept.
    var heldCount: Int { children.count + released.count + kept.count + pendingEmbeds.count }

    /// The spec of the released child `id`.
    public func releasedSpec(_ id: ControllerID) -> ControllerSpec? { released.first { $0.id == id } }
}

extension Controller {
    /// The children and what is shown, when this is a custom container.
    public var container: ContainerState? { if case .container(let state) = role { state } else { nil } }
}
