/// Deep links (docs/api-guide.md, "Deep links"): a controller already in the tree brought on
/// screen the way an app restoring a path does it, step by step with UIKit's own calls.
extension Hierarchy {
    /// `reveal`: dismisses what is presented over the controller's layer and over its
    /// ancestors, then, from the outermost container inwards, selects its tab in every tab bar
    /// controller it is in and pops every navigation stack it is in back to it: the
    /// `dismiss(animated:)`, `selectedViewController` and `popToViewController(_:animated:)`
    /// calls an app makes, each with its callbacks, in that order. Nothing happens when it is on
    /// screen already with nothing over it.
    /// - Returns: whether anything changed.
    mutating func reveal(_ id: ControllerID, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) -> Bool {
        _ = try controller(id)
        // The controller, its ancestors, up to the root of its layer.
        var chain = [id]
        while let parent = self[chain[chain.count - 1]].parent { chain.append(parent) }
        let root = chain[chain.count - 1]
        guard root == rootID || presentedLayers.contains(root) else { throw .notRevealable(id, reason: .detached) }
        var revealed = self
        var produced: [LifecycleEvent] = []
        // What the chain presents covers it; the outermost presenter's dismissal takes everything
        // above it away, inner ones what they present in context.
        for presenter in chain.reversed() {
            guard let presented = revealed[presenter].presented else { continue }
            try revealed.dismissPresented(presented, animated: animated, events: &produced)
        }
        for (child, parent) in zip(chain.dropLast(), chain.dropFirst()).reversed() {
            switch revealed[parent].role {
            case .tabBar(let state) where state.selected != child:
                _ = try revealed.selectTab(
                    .controller(child), of: parent, popToRootOnReselect: false, animated: animated, events: &produced)
            case .navigation(let state) where state.top != child:
                try revealed.pop(parent, to: child, animated: animated, events: &produced)
            default:
                break
            }
        }
        guard revealed.isOnScreen(id), revealed.topLayer == root else {
            throw .notRevealable(id, reason: .hidden)
        }
        self = revealed
        events += produced
        return !produced.isEmpty
    }
}
