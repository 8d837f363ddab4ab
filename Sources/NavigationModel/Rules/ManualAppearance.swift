/// Custom containers that do not forward appearance (`shouldAutomaticallyForwardAppearanceMethods`
/// returning NO, ``ControllerProperties/automaticallyForwardsAppearance`` false): the container
/// gets its own callbacks; its children get theirs only when the client calls
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on them
/// (Q-7, Q-8 of docs/research/issue-14-containers-segues.md; docs/uikit-rules.md).
///
/// A child of such a container is a *manual root*: its `appearance` is what the last
/// begin/end left, whatever the screen does (a push over the container, a tab switch: nothing
/// until the client says). Below it, the child's own containers forward as usual while it is
/// on (appearing or appeared): a push in a navigation controller that is such a child sends its
/// callbacks.
extension Hierarchy {
    /// Whether `controller` is a custom container that leaves its children's appearance to the client.
    static func isManual(_ controller: Controller) -> Bool {
        if case .container = controller.role { !controller.properties.automaticallyForwardsAppearance } else { false }
    }

    /// The controllers whose appearance follows the screen, in the order callbacks go to them:
    /// what is on screen, without what is below a manual container, then, for each manual
    /// container (tree order), the forwarded chains below those of its children that are on.
    var appearanceScreen: [ControllerID] {
        let screen = onScreen
        guard !manualContainers.isEmpty else { return screen }
        var result = screen.filter { manualRoot(of: $0) == nil }
        for container in controllersInOrder() where manualContainers.contains(container) {
            for child in self[container].children where self[child].appearance.isOn {
                result += forwardedChain(of: child).dropFirst()
            }
        }
        return result
    }

    /// The child of a manual container that `id` is, or is below (by parent links): `nil` when
    /// the screen drives `id`'s appearance.
    func manualRoot(of id: ControllerID) -> ControllerID? {
        var current = id
        while let parent = controllers[current]?.parent {
            if manualContainers.contains(parent) { return current }
            current = parent
        }
        return nil
    }

    /// `id` and the chain of its visible children, not going below a manual container: what a
    /// begin/end on `id` reaches, parents first.
    func forwardedChain(of id: ControllerID) -> [ControllerID] {
        var chain: [ControllerID] = []
        var pending: [ControllerID] = [id]
        while let current = pending.popLast() {
            guard let controller = controllers[current] else { continue }
            chain.append(current)
            if manualContainers.contains(current) { continue }
            pending.append(contentsOf: controller.role.visibleChildren.reversed())
        }
        return chain
    }

    /// `beginAppearanceTransition(appearing, animated:)` on `child` of the manual container
    /// `target` names: views load (parents first), then `viewWillAppear` or `viewWillDisappear`
    /// to the child and its forwarded chain.
    mutating func beginAppearance(
        of child: ControllerID, in target: Action.Target, appearing: Bool, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let owner = try manualContainer(of: child, target: target)
        let state = self[child].appearance
        guard appearing ? state == .disappeared : state == .appeared else {
            throw .unbalancedAppearanceTransition(child, appearance: state, begin: appearing, container: owner)
        }
        var chain = forwardedChain(of: child)
        if appearing { loadViews(&chain, events: &events) }
        var moved: [ControllerID] = []
        for id in chain where self[id].appearance == state {
            self[id].appearance = appearing ? .appearing : .disappearing
            events.append(LifecycleEvent(id, appearing ? .viewWillAppear : .viewWillDisappear, animated: animated))
            moved.append(id)
        }
        if appearing, !callbacks.isEmpty { willAppearCalls(moved, animated: animated, events: &events) }
    }

    /// `endAppearanceTransition()` on `child`: `viewDidAppear` or `viewDidDisappear` to the child
    /// and those of its forwarded chain the begin reached.
    mutating func endAppearance(
        of child: ControllerID, in target: Action.Target, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let owner = try manualContainer(of: child, target: target)
        let state = self[child].appearance
        let final: Appearance
        switch state {
        case .appearing: final = .appeared
        case .disappearing: final = .disappeared
        case .appeared, .disappeared:
            throw .unbalancedAppearanceTransition(child, appearance: state, begin: nil, container: owner)
        }
        // The chain as it is, then whatever left it meanwhile (a push or a transition below
        // the child while it was going): every controller the begin reached ends.
        let chain = forwardedChain(of: child)
        var moved: [ControllerID] = []
        for id in chain + manualSubtree(of: child).filter({ !chain.contains($0) }) where self[id].appearance == state {
            self[id].appearance = final
            events.append(LifecycleEvent(id, final == .appeared ? .viewDidAppear : .viewDidDisappear))
            moved.append(id)
        }
        if final == .appeared, callbacks.contains(.delegates) { didAppearCalls(moved, animated: false, events: &events) }
    }

    /// `id` and its children at every depth, parents first, not going below a manual container
    /// (nor into what they present: a layer of its own).
    func manualSubtree(of id: ControllerID) -> [ControllerID] {
        var result: [ControllerID] = []
        var pending = [id]
        while let current = pending.popLast() {
            guard let controller = controllers[current] else { continue }
            result.append(current)
            if manualContainers.contains(current) { continue }
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// Whether `id` hangs in the tree: every parent up the chain has it among its children, up
    /// to the window's root or a presented controller.
    func isAttached(_ id: ControllerID) -> Bool {
        var current = id
        while let parent = controllers[current]?.parent {
            guard let container = controllers[parent], container.children.contains(current) else { return false }
            current = parent
        }
        return current == rootID || presentedLayers.contains(current)
    }

    /// The controller kept detached (``ContainerState/kept``) that `id` is, or is below: the top of
    /// its parent chain when that is neither the window's root nor a presented controller.
    func keptRoot(of id: ControllerID) -> ControllerID? {
        var current = id
        while let parent = controllers[current]?.parent { current = parent }
        return current == rootID || controllers[current]?.presentation != nil ? nil : current
    }

    /// Whether `id` is below a child of a manual container that has left it (removed, replaced,
    /// released, or gone with the container): UIKit tells such a controller nothing as its view
    /// goes, since only the child's container would have forwarded it.
    func isBelowDetachedManualRoot(_ id: ControllerID) -> Bool {
        guard let root = manualRoot(of: id), root != id else { return false }
        return !isAttached(root)
    }

    /// The manual container `target` names, of which `child` is a child.
    private func manualContainer(of child: ControllerID, target: Action.Target) throws(NavigationError) -> ControllerID {
        let owner = try container(.container, for: target)
        _ = try controller(child)
        guard self[owner].children.contains(child) else { throw .notAChild(child, container: owner) }
        guard manualContainers.contains(owner) else { throw .appearanceForwardedAutomatically(owner) }
        // A container kept detached is off every screen: its children's appearance stays as it is.
        if let kept = keptRoot(of: owner), let keeper = keeper(of: kept) { throw .keptByContainer(kept, container: keeper) }
        return owner
    }
}

extension Appearance {
    /// Appearing or appeared: a manual root whose chain the screen's changes then reach.
    var isOn: Bool { self == .appearing || self == .appeared }
}
