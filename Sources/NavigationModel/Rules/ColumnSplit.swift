/// Column-style split view controllers (iOS 14's `UISplitViewController(style:)`,
/// docs/uikit-rules.md "Column-style split view controllers"): a primary, a supplementary
/// (triple column) and a secondary column, each in a navigation controller, and a compact
/// column shown alone while collapsed; display modes within a split behaviour; `show(_:)` and
/// `hide(_:)` of a column.
extension Hierarchy {
    // MARK: - Specs and settings

    /// What a split's settings may not say for its style: a column style's settings on the
    /// classic split, the classic's on a column style, a mode or a top column the style lacks.
    static func checkSplitSettings(_ settings: SplitSettings, of id: ControllerID?) throws(NavigationError) {
        let style = settings.style
        if case .mode(let mode) = settings.preferredDisplayMode, mode.columnsBesideSecondary == 2, style != .tripleColumn {
            throw .displayModeNotAllowed(
                mode, split: id, allowed: allowedDisplayModes(style: style, behavior: nil),
                reason: "the two… modes show a supplementary column, which only the tripleColumn style has")
        }
        guard style != .unspecified else {
            if settings.preferredSplitBehavior != .automatic || settings.topColumnForCollapsing != .secondary {
                let field = settings.preferredSplitBehavior != .automatic ? "preferredSplitBehavior" : "topColumnForCollapsing"
                throw .splitStyleMismatch(id, "\(field) is a column style's setting; this is the classic split (style unspecified).")
            }
            return
        }
        if !settings.collapsesSecondaryOntoPrimary {
            throw .splitStyleMismatch(
                id,
                "collapsesSecondaryOntoPrimary is the classic split's; a column style collapses onto its compact column, or onto topColumnForCollapsing."
            )
        }
        if style == .doubleColumn, settings.topColumnForCollapsing == .supplementary {
            throw .splitStyleMismatch(id, "topColumnForCollapsing is supplementary, a column only the tripleColumn style has.")
        }
    }

    /// The display modes `set-display-mode` may set: those of the behaviour in force (a column
    /// style), without the `two…` modes unless the style is triple column.
    static func allowedDisplayModes(style: SplitStyle, behavior: SplitBehavior?) -> [DisplayMode] {
        let modes = behavior?.displayModes ?? [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
        return style == .tripleColumn ? modes : modes.filter { $0.columnsBesideSecondary < 2 }
    }

    /// What a column-style split spec may not hold: columns without a column style (or
    /// children with one), a supplementary in the double-column style, a split in any column, a
    /// tab bar controller in a column a collapse may push (only the compact column may be one).
    static func checkColumnSplit(
        _ spec: ControllerSpec, _ options: ControllerSpec.SplitOptions, maxChildren: Int, compact: Bool
    ) throws(NavigationError) {
        try checkSplitSettings(options.settings, of: spec.id)
        let style = options.style
        guard let roles = options.columnRoles else {
            if style != .unspecified {
                throw .splitStyleMismatch(
                    spec.id, "the \(style.rawValue) style takes columns {primary, supplementary, secondary, compact}, not children.")
            }
            return
        }
        if style == .unspecified {
            throw .splitStyleMismatch(
                spec.id, "columns are a column style's: give style doubleColumn or tripleColumn (children for the classic split).")
        }
        guard roles.contains(.primary) else { throw .splitWithoutPrimary(spec.id) }
        if style == .doubleColumn, roles.contains(.supplementary) {
            throw .splitStyleMismatch(spec.id, "the doubleColumn style has no supplementary column; tripleColumn has one.")
        }
        try checkStacked(spec, options, compact: compact)
        let built = options.builtColumns
        let pushable = built.indices.filter { options.role(at: $0) != .compact }.map { built[$0] }
        try refuseAsColumns(pushable)
        if let nested = built.first(where: { $0.kind == .split }) { throw .nestedSplitViewController(nested.id) }
        // Built collapsed without a compact column, the columns up to the top one go onto the
        // primary's stack.
        if compact, !roles.contains(.compact), !options.restoresSecondary, case .navigation(let stack)? = pushable.first?.role {
            let nesting = collapsedColumns(to: options.topColumnForCollapsing).filter(roles.contains).count
            if stack.count + nesting > maxChildren { throw .tooManyChildren(limit: maxChildren) }
        }
    }

    /// What an import says of the columns on a collapsed primary's stack (`columns.stacked`):
    /// one distinct column of the style, not given beside, for each navigation controller above
    /// the primary's root, and only collapsed without a compact column. A client's spec names
    /// none.
    private static func checkStacked(
        _ spec: ControllerSpec, _ options: ControllerSpec.SplitOptions, compact: Bool
    ) throws(NavigationError) {
        let name = "column split '\(spec.id?.rawValue ?? "?")'"
        guard options.restoresSecondary else {
            if options.stackedColumns.isEmpty { return }
            throw .splitStyleMismatch(spec.id, "columns.stacked is what an export writes of a collapsed split; a spec does not name it.")
        }
        let nested =
            if case .navigation(let stack)? = options.spec(for: .primary)?.role {
                stack.dropFirst().count { $0.kind == .navigation }
            } else { 0 }
        let stacked = options.stackedColumns
        if nested != stacked.count {
            throw .invalidRestoration(
                "\(name) has \(nested) navigation controllers above its primary's root and names \(stacked.count) stacked columns")
        }
        guard !stacked.isEmpty else { return }
        if !compact || options.spec(for: .compact) != nil {
            throw .invalidRestoration("\(name) stacks columns on its primary, which only a collapse without a compact column does")
        }
        if Set(stacked).count != stacked.count
            || stacked.contains(where: { $0 == .primary || $0 == .compact || options.spec(for: $0) != nil })
            || stacked.contains(.supplementary) && options.style != .tripleColumn
        {
            throw .invalidRestoration("\(name) names stacked columns \(stacked.map(\.rawValue)) that it cannot stack")
        }
    }

    /// A tab bar controller that is the compact column of a column-style split in `spec`, at
    /// any depth: the one place a tab bar controller may be inside another controller, but not
    /// inside a tab bar controller (a tab bar in a tab bar).
    static func compactTabBar(in spec: ControllerSpec) -> ControllerSpec? {
        var pending = [spec]
        while let next = pending.popLast() {
            if let compact = next.splitOptions?.spec(for: .compact), compact.kind == .tabBar { return compact }
            pending += next.nestedSpecs
        }
        return nil
    }

    /// Whether `id` is inside a tab bar controller (not through a presentation).
    func isInTabBar(_ id: ControllerID) -> Bool {
        var current = controllers[id]?.parent
        while let parent = current {
            if self[parent].kind == .tabBar { return true }
            current = self[parent].parent
        }
        return false
    }

    /// The columns a collapse without a compact column puts on the primary's stack, in order,
    /// for top column `top`: those after the primary, up to the top one.
    static func collapsedColumns(to top: SplitColumn) -> [SplitColumn] {
        switch top {
        case .primary, .compact: []
        case .supplementary: [.supplementary]
        case .secondary: [.supplementary, .secondary]
        }
    }

    // MARK: - Collapse and expand

    /// A column-style collapse (a compact width): the compact column is shown alone, if there
    /// is one; otherwise the delegate is asked for the top column (UIKit proposes the
    /// secondary, ``SplitSettings/topColumnForCollapsing`` answers) and the columns up to it
    /// go onto the primary's stack, nested as the classic collapse nests its secondary.
    mutating func collapseColumns(_ split: ControllerID, events: inout [LifecycleEvent], moves: inout ColumnMoves) {
        guard case .split(var state) = self[split].role else { return }
        state.isCollapsed = true
        moves.collapsed.append(split)
        defer { self[split].role = .split(state) }
        guard state.compact == nil else { return }
        if callbacks.contains(.delegates) {
            var asked = LifecycleEvent(split, delegate: .splitViewControllerTopColumnForCollapsing, viewController: nil)
            asked.column = .secondary
            events.append(asked)
        }
        nest(Self.collapsedColumns(to: state.topColumnForCollapsing), of: &state, split: split, events: &events, moves: &moves)
    }

    /// Puts `columns` (those still children of the split) onto the primary's stack, in order.
    private mutating func nest(
        _ columns: [SplitColumn], of state: inout SplitState, split: ControllerID, events: inout [LifecycleEvent],
        moves: inout ColumnMoves
    ) {
        for column in columns {
            guard column != .primary, let id = state.controller(of: column), !state.stacked.contains(id),
                let stack = self[state.primary].navigation?.stack
            else { continue }
            reparent(id, from: split, to: state.primary, events: &events, moves: &moves)
            self[state.primary].role = .navigation(NavigationState(stack: stack + [id]))
            state.stacked.append(id)
        }
    }

    /// A column-style expansion (a regular width): the delegate is asked for the display mode
    /// (`displayModeForExpandingToProposedDisplayMode`, answered with the preference's), and
    /// the columns on the primary's stack go back to the split; what was pushed onto the
    /// primary's stack above its own is released.
    mutating func expandColumns(_ split: ControllerID, events: inout [LifecycleEvent], moves: inout ColumnMoves) {
        guard case .split(var state) = self[split].role else { return }
        state.isCollapsed = false
        moves.expanded.append(split)
        defer { self[split].role = .split(state) }
        if callbacks.contains(.delegates) {
            var asked = LifecycleEvent(split, delegate: .splitViewControllerDisplayModeForExpanding, viewController: nil)
            asked.displayMode = state.displayMode
            events.append(asked)
        }
        let stack = stack(of: state.primary)
        guard let first = stack.indices.dropFirst().first(where: { state.stacked.contains(stack[$0]) }) else { return }
        let released = stack[first...].filter { !state.stacked.contains($0) }
        for id in released { events.append(LifecycleEvent(id, .willMoveToParent)) }
        self[state.primary].role = .navigation(NavigationState(stack: Array(stack[..<first])))
        for id in stack[first...] where state.stacked.contains(id) {
            reparent(id, from: state.primary, to: split, events: &events, moves: &moves)
        }
        state.stacked = []
        moves.left += released
    }

    /// A column's navigation controller popped off the primary's stack of a collapsed
    /// column-style split is not released: the split holds its columns (`viewController(for:)`
    /// still answers it), so it goes back to the split as a column off screen, told
    /// `willMove(toParent: split)` and `didMove(toParent: split)` at once, and returns to the
    /// screen when the column is shown again or the split expands.
    /// - Returns: whether `id` was such a column and was kept.
    mutating func keepsColumn(_ id: ControllerID, events: inout [LifecycleEvent]) -> Bool {
        guard let controller = controllers[id], controller.kind == .navigation, let primary = controller.parent,
            let split = controllers[primary]?.parent, case .split(var state)? = controllers[split]?.role,
            state.primary == primary, let index = state.stacked.firstIndex(of: id)
        else { return false }
        state.stacked.remove(at: index)
        self[id].parent = split
        self[split].role = .split(state)
        events.append(LifecycleEvent(id, .willMoveToParent, parent: split))
        events.append(LifecycleEvent(id, .didMoveToParent, parent: split))
        return true
    }

    // MARK: - show(_:) and hide(_:)

    /// `show-column` / `hide-column`: UIKit's `show(_:)` and `hide(_:)` of a column. Expanded,
    /// the closest display mode of the behaviour in force in which the column is shown (or
    /// hidden); collapsed without a compact column, the column is pushed onto the primary's
    /// stack (or what is above it popped); collapsed onto a compact column, nothing changes.
    /// - Returns: false when nothing changes.
    mutating func setColumn(
        _ column: SplitColumn, shown: Bool, of target: Action.Target, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let split = try container(.split, for: target)
        guard case .split(let state) = self[split].role else { throw .noSplitViewController(split) }
        let style = state.settings.style
        guard style != .unspecified else { throw .notAColumnSplit(split) }
        if column == .compact || column == .supplementary && style != .tripleColumn {
            throw .columnNotInStyle(column, split: split, style: style)
        }
        if !shown, column == .secondary { throw .secondaryColumnNotHideable(split) }
        if state.isCollapsed {
            guard state.compact == nil else { return false }
            return try setCollapsedColumn(column, shown: shown, of: split, state: state, animated: animated, events: &events)
        }
        let behavior = state.behavior(under: traits) ?? .tile
        let mode = Self.displayMode(showing: column, shown: shown, from: state.displayMode, style: style, behavior: behavior)
        guard mode != state.displayMode else { return false }
        changeDisplayMode(of: split, to: mode, animated: animated, events: &events)
        return true
    }

    /// The closest mode to `current`, in the behaviour in force, in which `column` is shown
    /// (or hidden).
    static func displayMode(
        showing column: SplitColumn, shown: Bool, from current: DisplayMode, style: SplitStyle, behavior: SplitBehavior
    ) -> DisplayMode {
        let modes = behavior.displayModes
        let triple = style == .tripleColumn
        let columns = current.columnsBesideSecondary
        if shown {
            switch column {
            // The secondary is fully visible alone, or beside tiled columns.
            case .secondary: return behavior == .tile ? current : modes[0]
            case .supplementary: return columns >= 1 ? current : modes[1]
            case .primary: return modes[max(columns, triple ? 2 : 1)]
            case .compact: return current
            }
        }
        switch column {
        case .primary: return modes[min(columns, triple ? 1 : 0)]
        case .supplementary: return modes[0]
        case .secondary, .compact: return current
        }
    }

    /// `show(_:)` / `hide(_:)` while collapsed onto the primary's stack: showing a column
    /// still beside the stack pushes it (with those before it); showing one in the stack pops
    /// what is above it; hiding one pops it with what is above it. Popped columns stay the
    /// split's (``keepsColumn(_:events:)``).
    private mutating func setCollapsedColumn(
        _ column: SplitColumn, shown: Bool, of split: ControllerID, state: SplitState, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        var state = state
        let stack = stack(of: state.primary)
        let index = state.controller(of: column).flatMap { id in state.stacked.contains(id) ? stack.firstIndex(of: id) : nil }
        let firstStacked = stack.indices.dropFirst().first { state.stacked.contains(stack[$0]) }
        if shown {
            if column == .primary {
                guard let first = firstStacked else { return false }
                try pop(state.primary, to: stack[first - 1], animated: animated, events: &events)
                return true
            }
            if let index {
                guard index < stack.count - 1 else { return false }
                try pop(state.primary, to: stack[index], animated: animated, events: &events)
                return true
            }
            let pushing = Self.collapsedColumns(to: column).filter { candidate in
                state.controller(of: candidate).map { !state.stacked.contains($0) } ?? false
            }
            guard !pushing.isEmpty else { return false }
            if stack.count + pushing.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
            // Whatever sits above the stacked columns before the new ones leaves first.
            let lastStacked = stack.indices.last { state.stacked.contains(stack[$0]) }
            if let last = lastStacked, last < stack.count - 1 {
                try pop(state.primary, to: stack[last], animated: false, events: &events)
                guard case .split(let popped) = self[split].role else { return true }
                state = popped
            }
            var moves = ColumnMoves()
            let before = appearanceScreen
            nest(pushing, of: &state, split: split, events: &events, moves: &moves)
            self[split].role = .split(state)
            transitionScreen(from: before, animated: animated, events: &events)
            finish(moves, events: &events)
            return true
        }
        guard column != .primary, let index else { return false }
        try pop(state.primary, to: stack[index - 1], animated: animated, events: &events)
        return true
    }

    /// The display mode in force changed by the app or the user, with the delegate told first
    /// and the columns that come and go told after.
    mutating func changeDisplayMode(of split: ControllerID, to mode: DisplayMode, animated: Bool, events: inout [LifecycleEvent]) {
        guard case .split(var state) = self[split].role else { return }
        willChangeDisplayMode(of: split, to: mode, events: &events)
        let before = appearanceScreen
        state.displayMode = mode
        self[split].role = .split(state)
        transitionScreen(from: before, animated: animated, events: &events)
    }
}

extension SplitState {
    /// `splitBehavior`, the behaviour in force under `traits`: the preference resolved (a
    /// column style's; the classic split has none).
    public func behavior(under traits: Traits) -> SplitBehavior? {
        isColumnStyle ? settings.preferredSplitBehavior.resolved(for: traits) : nil
    }

    /// The display mode the preference gives under `traits`, within the behaviour in force.
    func resolvedDisplayMode(for traits: Traits) -> DisplayMode {
        settings.preferredDisplayMode.resolved(for: traits, behavior: behavior(under: traits))
    }
}

extension ControllerSpec.SplitOptions {
    public var style: SplitStyle { settings.style }
}
