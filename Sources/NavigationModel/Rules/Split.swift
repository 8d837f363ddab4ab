/// UISplitViewController's rules (SPL-1…12 mapped onto today's display modes): a primary and a
/// secondary column, display modes by orientation, collapse onto the primary on a compact width
/// and expansion back on a regular one.
extension Hierarchy {
    /// What a split view controller spec may not be or hold (SPL-E1; NavState holds no split
    /// inside another's column).
    static func checkSplit(
        _ spec: ControllerSpec, columns: [ControllerSpec], maxChildren: Int, compact: Bool
    ) throws(NavigationError) {
        if let options = spec.splitOptions, options.columnRoles != nil || options.style != .unspecified {
            return try checkColumnSplit(spec, options, maxChildren: maxChildren, compact: compact)
        }
        if let settings = spec.splitOptions?.settings { try checkSplitSettings(settings, of: spec.id) }
        guard let primary = columns.first else { throw .splitWithoutPrimary(spec.id) }
        if columns.count > 2 { throw .tooManyColumns(spec.id, count: columns.count) }
        try refuseAsColumns(columns)
        // Built collapsed, the secondary goes onto a primary navigation controller's stack.
        if compact, columns.count == 2, case .navigation(let stack) = primary.role, stack.count + 1 > maxChildren {
            throw .tooManyChildren(limit: maxChildren)
        }
    }

    /// What a column may not be: a split view controller, or a tab bar controller (a collapse
    /// would push it onto a navigation stack).
    static func refuseAsColumns(_ columns: [ControllerSpec]) throws(NavigationError) {
        if let nested = columns.first(where: { $0.kind == .split }) { throw .nestedSplitViewController(nested.id) }
        if let tabs = columns.first(where: { $0.kind == .tabBar }) { throw .nestedTabBarController(tabs.id, container: .split) }
    }

    /// The state of a split view controller just built with `primary` and `secondary` under
    /// the traits in force (expanded: a collapse at construction is ``collapseAtConstruction``'s).
    func splitState(_ options: ControllerSpec.SplitOptions, primary: ControllerID, secondary: ControllerID?) -> SplitState {
        var state = SplitState(
            primary: primary, secondary: secondary, settings: options.settings, displayMode: .secondaryOnly, isCollapsed: false)
        state.displayMode = options.displayMode ?? state.resolvedDisplayMode(for: traits)
        return state
    }

    /// `set-display-mode`: what the display-mode button, the edge swipe or a tap on the dimmed
    /// secondary does (UIKit's `show(_:)`/`hide(_:)` of the primary column). The mode stays until
    /// the next change of traits or of `preferredDisplayMode`.
    /// - Returns: false when the mode is the one in force.
    mutating func setDisplayMode(
        _ mode: DisplayMode, of target: Action.Target, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let split = try container(.split, for: target)
        guard case .split(let state) = self[split].role else { throw .noSplitViewController(split) }
        if state.isCollapsed { throw .splitViewControllerCollapsed(split) }
        let behavior = state.behavior(under: traits)
        let allowed = Self.allowedDisplayModes(style: state.settings.style, behavior: behavior)
        guard allowed.contains(mode) else {
            let reason =
                if let behavior, mode.columnsBesideSecondary < 2 || state.settings.style == .tripleColumn {
                    "its split behavior in force is \(behavior.rawValue)"
                } else {
                    "the two… modes show a supplementary column, which only the tripleColumn style has"
                }
            throw .displayModeNotAllowed(mode, split: split, allowed: allowed, reason: reason)
        }
        guard state.displayMode != mode else { return false }
        changeDisplayMode(of: split, to: mode, animated: animated, events: &events)
        return true
    }

    /// `preferredDisplayMode` or `preferredSplitBehavior` changed by a `PATCH`: the behaviour
    /// and the mode in force follow them.
    mutating func setSplitPreferences(
        _ preference: PreferredDisplayMode, _ behavior: PreferredSplitBehavior, of split: ControllerID,
        events: inout [LifecycleEvent]
    ) {
        guard case .split(var state) = self[split].role else { return }
        state.preferredDisplayMode = preference
        state.preferredSplitBehavior = behavior
        let mode = state.resolvedDisplayMode(for: traits)
        if !state.isCollapsed, mode != state.displayMode { willChangeDisplayMode(of: split, to: mode, events: &events) }
        let before = appearanceScreen
        state.displayMode = mode
        self[split].role = .split(state)
        transitionScreen(from: before, animated: true, events: &events)
    }

    // MARK: - Collapse and expand

    /// What collapsing or expanding the split view controllers leaves to be announced after the
    /// screen transition: `didMove` of the re-parented columns, and the release of what left.
    struct ColumnMoves {
        var moved: [(child: ControllerID, parent: ControllerID)] = []
        var left: [ControllerID] = []
        /// Column-style splits that collapsed or expanded, told so after the transition.
        var collapsed: [ControllerID] = []
        var expanded: [ControllerID] = []
    }

    /// Refuses traits under which a split view controller could not collapse: a primary stack
    /// already full cannot take the secondary.
    func checkCollapse(to newTraits: Traits) throws(NavigationError) {
        guard newTraits.horizontalSizeClass == .compact else { return }
        for controller in controllers.values {
            guard let state = controller.split, !state.isCollapsed, state.collapsesSecondaryOntoPrimary, state.compact == nil,
                let stack = self[state.primary].navigation?.stack
            else { continue }
            let nesting =
                state.isColumnStyle
                ? Self.collapsedColumns(to: state.topColumnForCollapsing).count { column in
                    (column == .supplementary ? state.supplementary : state.secondary) != nil
                } : (state.secondary == nil ? 0 : 1)
            if stack.count + nesting > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
        }
    }

    /// Collapses (compact width) or expands (regular) every split view controller whose state
    /// does not match `traits`, and re-derives every display mode. Structural callbacks before
    /// the screen transition go to `events`; the rest is returned for after it.
    mutating func adaptSplits(events: inout [LifecycleEvent]) -> ColumnMoves {
        var moves = ColumnMoves()
        let compact = traits.horizontalSizeClass == .compact
        for id in controllersInOrder() {
            guard case .split(var state)? = controllers[id]?.role else { continue }
            // A split inside a secondary an outer collapse drops leaves with it, untouched.
            if moves.left.contains(where: { isDescendant(id, of: $0) }) { continue }
            let mode = state.resolvedDisplayMode(for: traits)
            if !compact, mode != state.displayMode || state.isCollapsed { willChangeDisplayMode(of: id, to: mode, events: &events) }
            state.displayMode = mode
            self[id].role = .split(state)
            switch (compact, state.isCollapsed, state.isColumnStyle) {
            case (true, false, false): collapse(id, events: &events, moves: &moves)
            case (false, true, false): expand(id, events: &events, moves: &moves)
            case (true, false, true): collapseColumns(id, events: &events, moves: &moves)
            case (false, true, true): expandColumns(id, events: &events, moves: &moves)
            default: break
            }
        }
        return moves
    }

    /// UIKit's default collapse (`collapseSecondaryViewController(_:for:)`): a primary
    /// navigation controller pushes the secondary onto its stack, nested; any other primary
    /// keeps it aside; a client that asks drops it (its delegate returned true).
    private mutating func collapse(_ split: ControllerID, events: inout [LifecycleEvent], moves: inout ColumnMoves) {
        guard case .split(var state) = self[split].role else { return }
        state.isCollapsed = true
        defer { self[split].role = .split(state) }
        guard let secondary = state.secondary else { return }
        if callbacks.contains(.delegates) {
            // `onto:` the primary, kept where the containment callbacks keep their parent.
            var asked = LifecycleEvent(split, .splitViewControllerCollapseSecondary, parent: state.primary)
            asked.viewController = secondary
            events.append(asked)
        }
        if !state.collapsesSecondaryOntoPrimary {
            events.append(LifecycleEvent(secondary, .willMoveToParent))
            state.secondary = nil
            moves.left.append(secondary)
        } else if let stack = self[state.primary].navigation?.stack {
            reparent(secondary, from: split, to: state.primary, events: &events, moves: &moves)
            self[state.primary].role = .navigation(NavigationState(stack: stack + [secondary]))
            state.secondary = nil
        }
    }

    /// UIKit's default expansion (`separateSecondaryViewController(for:)`): a primary
    /// navigation controller gives back the secondary collapsed onto it (and releases what was
    /// pushed above it), else pops its top to be the secondary; a secondary kept aside returns.
    private mutating func expand(_ split: ControllerID, events: inout [LifecycleEvent], moves: inout ColumnMoves) {
        guard case .split(var state) = self[split].role else { return }
        state.isCollapsed = false
        defer { self[split].role = .split(state) }
        if callbacks.contains(.delegates) {
            events.append(LifecycleEvent(split, delegate: .splitViewControllerSeparateSecondary, viewController: state.primary))
        }
        guard state.secondary == nil, let stack = self[state.primary].navigation?.stack, stack.count > 1 else { return }
        let nested = stack.indices.dropFirst().first { self[stack[$0]].kind == .navigation }
        let index = nested ?? stack.count - 1
        let above = Array(stack[(index + 1)...])
        for id in above { events.append(LifecycleEvent(id, .willMoveToParent)) }
        reparent(stack[index], from: state.primary, to: split, events: &events, moves: &moves)
        self[state.primary].role = .navigation(NavigationState(stack: Array(stack[..<index])))
        state.secondary = stack[index]
        moves.left += above
    }

    /// With the `delegates` callbacks, `splitViewController(_:willChangeTo:)` before the mode
    /// changes and before anything it brings on or off screen (MC-10).
    func willChangeDisplayMode(of split: ControllerID, to mode: DisplayMode, events: inout [LifecycleEvent]) {
        guard callbacks.contains(.delegates) else { return }
        var told = LifecycleEvent(split, delegate: .splitViewControllerWillChangeDisplayMode, viewController: nil)
        told.displayMode = mode
        events.append(told)
    }

    /// Moves `child` from one container to another: removed (`willMove(nil)`, then
    /// `removeFromParent`'s `didMove(nil)`), added (`willMove(new)`); `didMove(new)` comes after
    /// the screen transition.
    mutating func reparent(
        _ child: ControllerID, from old: ControllerID, to new: ControllerID, events: inout [LifecycleEvent],
        moves: inout ColumnMoves
    ) {
        events.append(LifecycleEvent(child, .willMoveToParent))
        events.append(LifecycleEvent(child, .didMoveToParent))
        events.append(LifecycleEvent(child, .willMoveToParent, parent: new))
        self[child].parent = new
        moves.moved.append((child: child, parent: new))
    }

    /// The end of a collapse or expansion, after the screen transition.
    mutating func finish(_ moves: ColumnMoves, events: inout [LifecycleEvent]) {
        for move in moves.moved { events.append(LifecycleEvent(move.child, .didMoveToParent, parent: move.parent)) }
        detach(moves.left, events: &events)
        guard callbacks.contains(.delegates) else { return }
        for split in moves.collapsed {
            events.append(LifecycleEvent(split, delegate: .splitViewControllerDidCollapse, viewController: nil))
        }
        for split in moves.expanded { events.append(LifecycleEvent(split, delegate: .splitViewControllerDidExpand, viewController: nil)) }
    }

    /// The stack a targetless pop acts on from `navigation`: at the root of a secondary nested
    /// in a collapsed split's primary, the primary's, whose one bar shows both stacks (its back
    /// button pops the secondary off).
    func backButtonStack(_ navigation: ControllerID) -> ControllerID {
        var navigation = navigation
        while stack(of: navigation).count == 1, let outer = self[navigation].parent, holdsCollapsedSecondary(outer) {
            navigation = outer
        }
        return navigation
    }

    /// Whether `id` is the primary navigation controller of a collapsed split view controller:
    /// the one stack that may hold a navigation controller (the collapsed secondary, or one
    /// shown as a detail while collapsed).
    func holdsCollapsedSecondary(_ id: ControllerID) -> Bool {
        // A primary of another kind (a custom container holding a stack) keeps the secondary
        // aside: nothing is nested in the stacks inside it.
        guard let controller = controllers[id], controller.kind == .navigation, let parent = controller.parent,
            let state = controllers[parent]?.split
        else { return false }
        return state.isCollapsed && state.primary == id && state.compact == nil
    }
}
