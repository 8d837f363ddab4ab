/// UINavigationController's rules: a root always, a straight-line history, no navigation
/// controller inside a stack, each controller once (seed-000 §4).
extension Hierarchy {
    /// The navigation controller an action means: the visible one nearest the top for
    /// ``Action/Target/automatic``, else the named controller or its `navigationController`.
    func navigationController(for target: Action.Target) throws(NavigationError) -> ControllerID {
        try container(.navigation, for: target)
    }

    /// The container of `kind` an action means: the one nearest the top of the top-most layer
    /// (a presented controller covers what is under it) for ``Action/Target/automatic``, else the named controller or its nearest ancestor of that
    /// kind (`navigationController`, `tabBarController`).
    func container(_ kind: ControllerKind, for target: Action.Target) throws(NavigationError) -> ControllerID {
        let missing = { (id: ControllerID?) -> NavigationError in
            switch kind {
            case .tabBar: .noTabBarController(id)
            case .page: .noPageViewController(id)
            default: .noNavigationController(id)
            }
        }
        switch target {
        case .automatic:
            guard let id = topLayerChain.last(where: { self[$0].kind == kind }) else { throw missing(nil) }
            return id
        case .controller(let id):
            _ = try controller(id)
            var current: ControllerID? = id
            while let candidate = current {
                if self[candidate].kind == kind { return candidate }
                current = self[candidate].parent
            }
            throw missing(id)
        }
    }

    /// `pushViewController(_:animated:)`: B.willMove(nav), B loads, A.viewWillDisappear,
    /// B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, B.didMove(nav) (LC-3).
    mutating func push(
        _ reference: ControllerReference, onto navigation: ControllerID, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let spec: ControllerSpec
        switch reference {
        case .existing(let id):
            let existing = try controller(id)
            if existing.parent == navigation { throw .pushingSameInstance(id) }
            throw .hierarchyInconsistency(child: id, parent: existing.parent, requested: navigation)
        case .new(let newSpec):
            spec = newSpec
        }
        if spec.kind == .navigation { throw .pushingNavigationController(spec.id) }
        if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .navigation) }
        let stack = self[navigation].children
        if stack.count >= limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }

        var ids = Set<ControllerID>()
        try validate(spec, depth: depth(of: navigation) + 1, ids: &ids)
        let built = instantiate(spec, parent: navigation, reserved: ids)
        let pushed = built.root
        let previousTop = stack[stack.count - 1]
        self[navigation].children.append(pushed)
        events += built.willMoveEvents()
        events.append(LifecycleEvent(pushed, .willMoveToParent, parent: navigation))
        if isOnScreen(navigation) {
            transition(from: visibleChain(of: previousTop), to: visibleChain(of: pushed), animated: animated, events: &events)
        }
        events.append(LifecycleEvent(pushed, .didMoveToParent, parent: navigation))
        events += built.didMoveEvents()
    }

    /// `popViewController(animated:)`, the mirror of push (LC-4). At the root UIKit does nothing
    /// and returns nil; NavState refuses, so a client sees that nothing happened.
    mutating func pop(_ navigation: ControllerID, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        let stack = self[navigation].children
        guard stack.count > 1 else { throw .nothingToPop(navigation) }
        try pop(navigation, to: stack[stack.count - 2], animated: animated, events: &events)
    }

    /// `popToViewController(_:animated:)`: everything above `target` leaves; only the old top
    /// and `target` get appearance callbacks. Popped controllers are told `willMove(nil)` in
    /// stack order before the transition and `didMove(nil)` after it, then released.
    mutating func pop(
        _ navigation: ControllerID, to target: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let stack = self[navigation].children
        guard let index = stack.firstIndex(of: target) else {
            _ = try controller(target)
            throw .notInStack(target, navigation: navigation)
        }
        guard index < stack.count - 1 else { throw .nothingToPop(navigation) }
        let popped = Array(stack[(index + 1)...])
        let previousTop = stack[stack.count - 1]
        for id in popped { events.append(LifecycleEvent(id, .willMoveToParent)) }
        if isOnScreen(navigation) {
            transition(from: visibleChain(of: previousTop), to: visibleChain(of: target), animated: animated, events: &events)
        }
        self[navigation].children.removeSubrange((index + 1)...)
        for id in popped {
            events.append(LifecycleEvent(id, .didMoveToParent))
            release(id)
        }
    }

    /// `setViewControllers(_:animated:)`: ids from this stack may be kept or reordered, specs
    /// are created, the rest leave. Only the old and new tops get appearance callbacks.
    mutating func setViewControllers(
        _ references: [ControllerReference], of navigation: ControllerID, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard !references.isEmpty else { throw .navigationWithoutRoot(navigation) }
        try replaceChildren(
            of: navigation, with: references, animated: animated, events: &events,
            refuse: { (spec: ControllerSpec) throws(NavigationError) in
                if spec.kind == .navigation { throw .pushingNavigationController(spec.id) }
                if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .navigation) }
            },
            configure: { _, _, _ in })
    }
}
