/// UINavigationController's rules: a root always, a straight-line history, no navigation
/// controller inside a stack, each controller once (NAV-1, NAV-2, NAV-E1, NAV-E2, NAV-E7).
extension Hierarchy {
    /// The navigation controller an action means: the visible one nearest the top for
    /// ``Action/Target/automatic``, else the named controller or its `navigationController`.
    func navigationController(for target: Action.Target) throws(NavigationError) -> ControllerID {
        try container(.navigation, for: target)
    }

    /// The container of `kind` an action means: for ``Action/Target/automatic`` the one nearest
    /// the top of the top-most visible layer (a presented controller covers what is under it; a
    /// tab bar around a context presentation stays reachable), else the named controller or its
    /// nearest ancestor of that kind (`navigationController`, `tabBarController`).
    func container(_ kind: ControllerKind, for target: Action.Target) throws(NavigationError) -> ControllerID {
        let missing = { (id: ControllerID?) -> NavigationError in
            switch kind {
            case .tabBar: .noTabBarController(id)
            case .page: .noPageViewController(id)
            case .split: .noSplitViewController(id)
            case .container: .noContainerController(id)
            case .view, .navigation, .alert, .search: .noNavigationController(id)
            }
        }
        switch target {
        case .automatic:
            let chain = kind == .tabBar || kind == .split ? chromeChain : topLayerChain
            guard let id = container(kind, in: chain) else { throw missing(nil) }
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

    /// The container of `kind` nearest the end of `chain`.
    func container(_ kind: ControllerKind, in chain: [ControllerID]) -> ControllerID? {
        chain.last { self[$0].kind == kind }
    }

    /// The stack of navigation controller `navigation`.
    func stack(of navigation: ControllerID) -> [ControllerID] { self[navigation].navigation?.stack ?? [] }

    /// `pushViewController(_:animated:)`: B.willMove(nav), B loads, A.viewWillDisappear,
    /// B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, B.didMove(nav) (LC-3).
    /// - Parameter allowingNavigation: a navigation controller may be pushed (only a collapsed
    ///   split view controller's primary takes one, nested, as its detail).
    mutating func push(
        _ reference: ControllerReference, onto navigation: ControllerID, allowingNavigation: Bool = false,
        animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let spec: ControllerSpec
        switch reference {
        case .existing(let id):
            let existing = try controller(id)
            if existing.parent == navigation { throw .pushingSameInstance(id) }
            throw alreadyOwned(id, parent: existing.parent, requested: navigation)
        case .new(let newSpec):
            spec = newSpec
        }
        try Self.refuseInStack([spec], allowingNavigation: allowingNavigation)
        let stack = stack(of: navigation)
        if stack.count >= limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }

        var claims = Claims()
        try validate(spec, depth: depth(of: navigation) + 1, claims: &claims)
        let before = appearanceScreen
        let built = instantiate(spec, parent: navigation, claims: claims)
        self[navigation].role = .navigation(NavigationState(stack: stack + [built.root]))
        events += built.willMoveEvents()
        events.append(LifecycleEvent(built.root, .willMoveToParent, parent: navigation))
        transitionScreen(from: before, animated: animated, events: &events)
        events.append(LifecycleEvent(built.root, .didMoveToParent, parent: navigation))
        events += built.didMoveEvents()
    }

    /// `popViewController(animated:)`, the mirror of push (LC-4). At the root UIKit does nothing
    /// and returns nil; NavState refuses, so a client sees that nothing happened. Targetless, a
    /// tab shown through More at its root goes back to the More list, as UIKit's More
    /// navigation controller pops it.
    mutating func pop(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        let navigation: ControllerID
        if target == .automatic {
            let chain = topLayerChain
            if let tabBar = moreListBelowTopTab(chain: chain) { return backToMoreList(tabBar, animated: animated, events: &events) }
            guard let found = container(.navigation, in: chain) else { throw .noNavigationController(nil) }
            navigation = backButtonStack(found)
        } else {
            navigation = try navigationController(for: target)
        }
        let stack = stack(of: navigation)
        guard stack.count > 1 else { throw .nothingToPop(navigation, method: .pop) }
        try pop(navigation, to: stack[stack.count - 2], method: .pop, animated: animated, events: &events)
    }

    /// `popToRootViewController(animated:)`; targetless at the root of a tab shown through
    /// More, back to the More list (see ``pop(_:animated:events:)``).
    mutating func popToRoot(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        if target == .automatic, let tabBar = moreListBelowTopTab(chain: topLayerChain) {
            return backToMoreList(tabBar, animated: animated, events: &events)
        }
        var navigation = try navigationController(for: target)
        if target == .automatic { navigation = backButtonStack(navigation) }
        guard let root = stack(of: navigation).first else { throw .noNavigationController(navigation) }
        try pop(navigation, to: root, method: .popToRoot, animated: animated, events: &events)
    }

    /// `popToViewController(_:animated:)`.
    mutating func pop(
        _ navigation: ControllerID, to target: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        try pop(navigation, to: target, method: .popTo, animated: animated, events: &events)
    }

    /// Everything above `target` leaves; only the old top and `target` get appearance callbacks.
    /// Popped controllers are told `willMove(nil)` in stack order before the transition and
    /// `didMove(nil)` after it, then released.
    private mutating func pop(
        _ navigation: ControllerID, to target: ControllerID, method: NavigationError.PopMethod, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let stack = stack(of: navigation)
        guard let index = stack.firstIndex(of: target) else {
            _ = try controller(target)
            throw .notInStack(target, navigation: navigation)
        }
        guard index < stack.count - 1 else { throw .nothingToPop(navigation, method: method) }
        let popped = Array(stack[(index + 1)...])
        for id in popped { events.append(LifecycleEvent(id, .willMoveToParent)) }
        let before = appearanceScreen
        self[navigation].role = .navigation(NavigationState(stack: Array(stack[...index])))
        transitionScreen(from: before, animated: animated, events: &events)
        detach(popped, events: &events)
    }

    /// `set-view-controllers`: on a tab bar or page view controller named explicitly, its tabs
    /// or pages; otherwise the navigation controller's stack.
    /// - Returns: false when nothing changed (the pages shown already).
    mutating func setViewControllers(
        _ references: [ControllerReference], target: Action.Target, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        if case .controller(let id) = target {
            switch try controller(id).kind {
            case .tabBar:
                try setTabs(references, of: id, animated: animated, events: &events)
                return true
            case .page:
                return try setPages(references, of: id, animated: animated, events: &events)
            case .view, .navigation, .split, .container, .alert, .search:
                break
            }
        }
        try setStack(references, of: navigationController(for: target), animated: animated, events: &events)
        return true
    }

    /// `setViewControllers(_:animated:)`: ids from this stack may be kept or reordered, specs
    /// are created, the rest leave. Only the old and new tops get appearance callbacks.
    private mutating func setStack(
        _ references: [ControllerReference], of navigation: ControllerID, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard !references.isEmpty else { throw .navigationWithoutRoot(navigation) }
        // A navigation controller nested in a collapsed split's primary may stay above the
        // root, never become it.
        if case .existing(let id) = references[0], controllers[id]?.kind == .navigation, controllers[id]?.parent == navigation {
            throw .pushingNavigationController(id)
        }
        try replaceChildren(
            of: navigation, with: references, animated: animated, events: &events,
            refuse: { (spec: ControllerSpec) throws(NavigationError) in try Self.refuseInStack([spec]) },
            configure: { hierarchy, _, new in hierarchy[navigation].role = .navigation(NavigationState(stack: new)) })
    }
}
