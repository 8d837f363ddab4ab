/// The screen as layers: the window root's containment tree, then each presented controller's
/// tree above it. A layer holds at most one presentation.
extension Hierarchy {
    /// The roots of the layers, bottom first: the window root, then each presented controller.
    public var layerRoots: [ControllerID] { [rootID] + presentedLayers }

    /// The controller the layer rooted at `root` presents, if any.
    func presentedController(inLayer root: ControllerID) -> ControllerID? {
        guard let index = root == rootID ? 0 : presentedLayers.firstIndex(of: root).map({ $0 + 1 }),
            index < presentedLayers.count
        else { return nil }
        return presentedLayers[index]
    }

    /// The controller of the layer rooted at `root` that presents something, if any.
    func presenter(inLayer root: ControllerID) -> ControllerID? {
        presentedController(inLayer: root).flatMap { self[$0].presentation?.presenter }
    }

    /// The root of the layer `id` belongs to: its topmost container.
    func layerRoot(of id: ControllerID) -> ControllerID {
        var current = id
        while let parent = self[current].parent { current = parent }
        return current
    }

    /// The controllers on screen, bottom layer first, each layer's visible chain in order. A
    /// presentation that covers its presenter hides the presenter's chain (the part of the layer
    /// from the presenter down); sheets and `over…` styles leave it on screen.
    public var onScreen: [ControllerID] {
        var result: [ControllerID] = []
        for root in layerRoots {
            let chain = visibleChain(of: root)
            if let presenter = presenter(inLayer: root), let presented = self[presenter].presented,
                self[presented].presentation?.coversPresenter == true, let index = chain.firstIndex(of: presenter)
            {
                result += chain[..<index]
            } else {
                result += chain
            }
        }
        return result
    }

    /// The visible chain of the top-most layer: where targetless actions act.
    var topLayerChain: [ControllerID] { visibleChain(of: layerRoots[layerRoots.count - 1]) }

    /// Moves the screen from the controllers that were on it (`before`) to those on it now,
    /// flagging the appearance callbacks of `flagged` as UIKit's `isBeingPresented` or
    /// `isBeingDismissed`.
    mutating func transitionScreen(
        from before: [ControllerID], animated: Bool, presented: ControllerID? = nil,
        dismissed: Set<ControllerID> = [], events: inout [LifecycleEvent]
    ) {
        let after = onScreen
        let start = events.count
        transition(
            from: before.filter { !after.contains($0) }, to: after.filter { !before.contains($0) }, animated: animated,
            events: &events)
        for index in start..<events.count where events[index].callback != .viewDidLoad {
            if events[index].controller == presented { events[index].isBeingPresented = true }
            if dismissed.contains(events[index].controller) { events[index].isBeingDismissed = true }
        }
    }
}
