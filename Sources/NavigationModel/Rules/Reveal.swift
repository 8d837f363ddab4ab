/// Deep links (docs/api-guide.md, "Deep links"): a controller already in the tree brought on
/// screen the way an app restoring a path does it, step by step with UIKit's own calls.
extension Hierarchy {
    /// `reveal`: dismisses what is presented over the controller's layer and over its
    /// ancestors (for a layer presented in context, over its presenter's too), then, from the
    /// outermost container inwards, selects its tab in every tab bar controller it is in, pops
    /// every navigation stack it is in back to it and shows its column of a column-style split:
    /// the `dismiss(animated:)`, `selectedViewController`, `popToViewController(_:animated:)`
    /// and `show(_:)` calls an app makes, each with its callbacks, in that order. Nothing happens when it is on
    /// screen already with nothing over it.
    /// - Returns: whether anything changed.
    mutating func reveal(_ id: ControllerID, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) -> Bool {
        _ = try controller(id)
        // Where the controller lives: it and its ancestors up to its layer's root, then, when that
        // layer is a context presentation (which lives in its presenter's layer), the presenter
        // and its ancestors, and so on; `layers` are those layers' roots.
        var segments: [[ControllerID]] = []
        var layers: Set<ControllerID> = []
        var next: ControllerID? = id
        while let start = next {
            var segment = [start]
            while let parent = self[segment[segment.count - 1]].parent { segment.append(parent) }
            let root = segment[segment.count - 1]
            segments.append(segment)
            layers.insert(root)
            next = self[root].presentation.flatMap { $0.effectiveStyle.usesCurrentContext ? $0.presenter : nil }
        }
        let outermost = segments[segments.count - 1].last ?? id
        guard outermost == rootID || presentedLayers.contains(outermost) else { throw .notRevealable(id, reason: .detached) }
        var revealed = self
        var produced: [LifecycleEvent] = []
        // What these controllers present covers it (a layer it lives in excepted); the outermost
        // presenter's dismissal takes everything above it away, inner ones what they present in
        // context.
        for segment in segments.reversed() {
            for presenter in segment.reversed() {
                guard let presented = revealed[presenter].presented, !layers.contains(presented) else { continue }
                try revealed.dismissPresented(presented, animated: animated, events: &produced)
            }
        }
        for segment in segments.reversed() {
            for (child, parent) in zip(segment.dropLast(), segment.dropFirst()).reversed() {
                switch revealed[parent].role {
                case .tabBar(let state) where state.selected != child:
                    _ = try revealed.selectTab(
                        .controller(child), of: parent, popToRootOnReselect: false, animated: animated, events: &produced)
                case .navigation(let state) where state.top != child:
                    try revealed.pop(parent, to: child, animated: animated, events: &produced)
                case .split(let state) where state.isColumnStyle && !state.visibleChildren.contains(child):
                    // A column off screen is shown as `show(_:)` shows it: a display mode that
                    // has it, or, collapsed onto the primary's stack, pushed there.
                    guard let column = state.column(of: child), column != .compact else { break }
                    _ = try revealed.setColumn(column, shown: true, of: .controller(parent), animated: animated, events: &produced)
                default:
                    break
                }
            }
        }
        guard revealed.isOnScreen(id) else { throw .notRevealable(id, reason: .hidden) }
        self = revealed
        events += produced
        return !produced.isEmpty
    }
}
