/// Replacing a container's children, shared by navigation stacks and tab bar tabs.
extension Hierarchy {
    /// Replaces the children of `container`: ids of its children are kept (and may be
    /// reordered), specs are created, the rest leave and are released.
    ///
    /// Leavers are told `willMove(nil)` and newcomers `willMove(container)` first; then
    /// `configure` sets the container's role (its children and its own state); then the views
    /// that left the screen and those that came on get one transition; then `didMove` for
    /// newcomers and `didMove(nil)` for leavers, which are released.
    /// - Parameters:
    ///   - childDepth: the level new children count at (by default just below the container).
    ///   - refuse: throws for a new spec this container may not hold.
    mutating func replaceChildren(
        of container: ControllerID, with references: [ControllerReference], animated: Bool,
        events: inout [LifecycleEvent], childDepth: Int? = nil, refuse: (ControllerSpec) throws(NavigationError) -> Void,
        configure: (inout Hierarchy, _ old: [ControllerID], _ new: [ControllerID]) -> Void
    ) throws(NavigationError) {
        if references.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
        let oldChildren = self[container].children
        let childDepth = childDepth ?? depth(of: container) + 1
        var listed = Set<ControllerID>()
        var claims = Claims()
        for reference in references {
            switch reference {
            case .existing(let id):
                let existing = try controller(id)
                guard existing.parent == container else {
                    throw alreadyOwned(id, parent: existing.parent, requested: container)
                }
                guard listed.insert(id).inserted else { throw .duplicateControllers(id) }
            case .new(let spec):
                try refuse(spec)
                if let id = spec.id, !listed.insert(id).inserted { throw .duplicateControllers(id) }
                try validate(spec, depth: childDepth, claims: &claims)
            }
        }
        let before = appearanceScreen
        var newChildren: [ControllerID] = []
        var added: [BuiltSubtree] = []
        for reference in references {
            switch reference {
            case .existing(let id):
                newChildren.append(id)
            case .new(let spec):
                let built = instantiate(spec, parent: container, claims: claims)
                added.append(built)
                newChildren.append(built.root)
            }
        }
        let kept = Set(newChildren)
        let removed = oldChildren.filter { !kept.contains($0) }

        for id in removed { events.append(LifecycleEvent(id, .willMoveToParent)) }
        for built in added {
            events += built.willMoveEvents()
            events.append(LifecycleEvent(built.root, .willMoveToParent, parent: container))
        }
        configure(&self, oldChildren, newChildren)
        transitionScreen(from: before, animated: animated, events: &events)
        for built in added {
            events.append(LifecycleEvent(built.root, .didMoveToParent, parent: container))
            events += built.didMoveEvents()
        }
        detach(removed, events: &events)
    }

    /// The end of leaving a container: `didMove(toParent: nil)` for each of `children`, in order,
    /// then their release (`deinit`), once the container no longer holds any of them.
    mutating func detach(_ children: [ControllerID], events: inout [LifecycleEvent]) {
        for id in children { events.append(LifecycleEvent(id, .didMoveToParent)) }
        for id in children where !keepsColumn(id, events: &events) { release(id, events: &events) }
    }
}
