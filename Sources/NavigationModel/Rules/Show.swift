/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: the sender asks whoever handles
/// the action, found as UIKit's `targetViewController(forAction:sender:)` finds it: the sender,
/// then its parents, then the controller that presented its layer, and so on out.
extension Hierarchy {
    /// What a `show` or `show-detail` became.
    public enum ShowResolution: Sendable, Equatable {
        /// Pushed onto a navigation controller: `show` inside one, or `show-detail` in a
        /// collapsed split view controller, onto its primary's stack.
        case push(onto: ControllerID)
        /// The secondary of an expanded split view controller replaced (`show-detail`).
        case replaceSecondary(of: ControllerID)
        /// The primary of an expanded split view controller replaced (`show` reaching the split
        /// from its primary column, or from the split itself).
        case replacePrimary(of: ControllerID)
        /// Presented modally from the sender: no container handles the action (the controller's
        /// own style), or a collapsed split view controller does (`fullScreen`, as UIKit's
        /// header says).
        case present(from: ControllerID, fullScreen: Bool)

        /// The name an answer gives it (`resolvedAs`).
        public var name: String {
            switch self {
            case .push: "push"
            case .replaceSecondary: "replace-secondary"
            case .replacePrimary: "replace-primary"
            case .present: "present"
            }
        }
    }

    /// What `show` (`detail` false) or `show-detail` from `sender` resolves to now; `nil` for
    /// other actions or a sender that does not exist.
    public func resolution(of action: Action) -> ShowResolution? {
        guard case .show(let target, _, let detail, _) = action else { return nil }
        return try? resolution(ofShowDetail: detail, sender: target)
    }

    /// The walk: a navigation controller handles `show` (it pushes); a split view controller
    /// handles both (expanded: `show` replaces the column the sender is in, `show-detail` the
    /// secondary; collapsed: `show-detail` goes to its primary's `show`, which pushes when it is
    /// a navigation controller; otherwise both are a full-screen presentation, as
    /// UISplitViewController.h says); nothing found, the sender presents. Targetless, the
    /// sender is the top-most controller on screen.
    func resolution(ofShowDetail detail: Bool, sender target: Action.Target) throws(NavigationError) -> ShowResolution {
        let sender: ControllerID
        switch target {
        case .automatic: sender = onScreen.last ?? rootID
        case .controller(let id): sender = try controller(id).id
        }
        var current: ControllerID? = sender
        var previous: ControllerID?
        while let id = current {
            let controller = self[id]
            switch controller.role {
            case .navigation where !detail:
                return .push(onto: id)
            case .split(let state) where state.isColumnStyle:
                // A column style: `show-detail` sets the secondary column (expanded), or goes onto
                // the primary's stack with the columns collapsed onto it; `show` reaching the
                // split pushes onto the primary column. Collapsed onto a compact column, both
                // present full screen (docs/uikit-rules.md).
                if state.compact == nil { return detail ? .replaceSecondary(of: id) : .push(onto: state.primary) }
                return .present(from: sender, fullScreen: true)
            case .split(let state):
                if !state.isCollapsed {
                    if detail { return .replaceSecondary(of: id) }
                    return previous != nil && previous == state.secondary ? .replaceSecondary(of: id) : .replacePrimary(of: id)
                }
                if detail, self[state.primary].kind == .navigation { return .push(onto: state.primary) }
                return .present(from: sender, fullScreen: true)
            default:
                previous = id
                current = controller.parent ?? controller.presentation?.presenter
            }
        }
        return .present(from: sender, fullScreen: false)
    }

    /// Carries out a `show` or `show-detail` as it resolves.
    /// - Returns: false when nothing changed (the controller is already in that column).
    mutating func show(
        _ reference: ControllerReference, detail: Bool, sender: Action.Target, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        switch try resolution(ofShowDetail: detail, sender: sender) {
        case .push(let navigation):
            // A collapsed split shows a detail navigation controller nested in its primary's stack.
            try push(reference, onto: navigation, allowingNavigation: detail, animated: animated, events: &events)
        case .replaceSecondary(let split):
            if case .split(let state) = self[split].role, state.isColumnStyle {
                // A controller that is no navigation controller goes onto the secondary's stack
                // (UIKit's special treatment of the secondary column); a navigation controller
                // replaces it. Collapsed, the secondary is then brought on top (show(.secondary)).
                // Several steps: on a copy, so that a refusal of any leaves nothing changed.
                var next = self
                var produced: [LifecycleEvent] = []
                if let secondary = state.secondary, case .new(let spec) = reference, spec.kind != .navigation {
                    try next.push(reference, onto: secondary, animated: animated, events: &produced)
                } else if try !next.replaceSecondaryColumn(of: split, with: reference, animated: animated, events: &produced) {
                    return false
                }
                if state.isCollapsed {
                    _ = try next.setColumn(.secondary, shown: true, of: .controller(split), animated: animated, events: &produced)
                }
                self = next
                events += produced
                return true
            }
            return try replaceColumn(secondary: true, of: split, with: reference, animated: animated, events: &events)
        case .replacePrimary(let split):
            return try replaceColumn(secondary: false, of: split, with: reference, animated: animated, events: &events)
        case .present(let source, let fullScreen):
            var reference = reference
            if fullScreen, case .new(var spec) = reference, spec.kind != .alert {
                spec.properties.modalPresentationStyle = .fullScreen
                reference = .new(spec)
            }
            try present(reference, from: .controller(source), animated: animated, events: &events)
        }
        return true
    }

    /// An expanded column-style split's secondary column set to a new navigation controller (a
    /// controller that is none is wrapped in one): the old one leaves and is released.
    private mutating func replaceSecondaryColumn(
        of split: ControllerID, with reference: ControllerReference, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        guard case .split(var state) = self[split].role else { throw .noSplitViewController(split) }
        var reference = reference
        switch reference {
        case .existing(let id):
            let existing = try controller(id)
            if id == state.secondary { return false }
            throw alreadyOwned(id, parent: existing.parent, requested: split)
        case .new(let spec):
            if spec.kind != .navigation { reference = .new(.navigation(nil, [spec])) }
        }
        // Collapsed onto the primary's stack, the old secondary first comes off it (the split
        // keeps it, as a pop would), so that it is a child to replace.
        if let old = state.secondary, state.stacked.contains(old), let index = stack(of: state.primary).firstIndex(of: old) {
            try pop(state.primary, to: stack(of: state.primary)[index - 1], animated: false, events: &events)
            guard case .split(let popped) = self[split].role else { return false }
            state = popped
        }
        var references = state.children.map { ControllerReference.existing($0) }
        // In column order among the children: after the primary, and the supplementary when it
        // is a child (collapsed, it may be on the primary's stack).
        let children = state.children
        let index =
            state.secondary.flatMap { children.firstIndex(of: $0) }
            ?? (state.supplementary.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? 1)
        if state.secondary == nil { references.insert(reference, at: index) } else { references[index] = reference }
        try replaceChildren(
            of: split, with: references, animated: animated, events: &events, childDepth: depth(of: split) + 2,
            refuse: { (spec: ControllerSpec) throws(NavigationError) in try Self.refuseAsColumns([spec]) },
            configure: { hierarchy, _, new in
                guard case .split(var state) = hierarchy[split].role else { return }
                state.secondary = new[index]
                hierarchy[split].role = .split(state)
            })
        return true
    }

    /// An expanded split view controller's column replaced by a new controller, not wrapped in
    /// a navigation controller (the classic split's `showDetailViewController`): the old one
    /// leaves and is released, as `set-view-controllers` does. A `show-detail` hides a primary
    /// laid over the secondary when the display mode is automatic.
    /// - Returns: false when the controller is already in that column (UIKit does nothing).
    private mutating func replaceColumn(
        secondary isSecondary: Bool, of split: ControllerID, with reference: ControllerReference, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        guard case .split(let state) = self[split].role else { throw .noSplitViewController(split) }
        let old = isSecondary ? state.secondary : state.primary
        if case .existing(let id) = reference {
            let existing = try controller(id)
            if id == old { return false }
            throw alreadyOwned(id, parent: existing.parent, requested: split)
        }
        let others: [ControllerReference] =
            isSecondary
            ? [.existing(state.primary)] : (state.secondary.map { [.existing($0)] } ?? [])
        let references = isSecondary ? others + [reference] : [reference] + others
        try replaceChildren(
            of: split, with: references, animated: animated, events: &events,
            childDepth: depth(of: split) + (isSecondary ? 2 : 1),
            refuse: { (spec: ControllerSpec) throws(NavigationError) in try Self.refuseAsColumns([spec]) },
            configure: { hierarchy, _, new in
                guard case .split(var state) = hierarchy[split].role else { return }
                if isSecondary {
                    state.secondary = new.last
                    if state.displayMode == .oneOverSecondary, state.preferredDisplayMode == .automatic {
                        state.displayMode = .secondaryOnly
                    }
                } else {
                    state.primary = new[0]
                }
                hierarchy[split].role = .split(state)
            })
        return true
    }
}
