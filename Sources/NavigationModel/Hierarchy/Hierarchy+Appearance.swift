extension Hierarchy {
    /// The controllers whose views are on screen when `id` is: `id`, then the chain of its
    /// visible children (a navigation controller's top, a tab bar's selected tab, the pages
    /// shown). Appearance callbacks go to these, parents first (LC-9).
    public func visibleChain(of id: ControllerID) -> [ControllerID] {
        var chain: [ControllerID] = []
        appendVisibleChain(of: id, to: &chain)
        return chain
    }

    /// The walk behind ``visibleChain(of:)``, into one array (it runs for every snapshot).
    private func appendVisibleChain(of id: ControllerID, to chain: inout [ControllerID]) {
        chain.append(id)
        let controller = self[id]
        switch controller.kind {
        case .view:
            break
        case .navigation:
            if let top = controller.children.last { appendVisibleChain(of: top, to: &chain) }
        case .tabBar:
            if let index = controller.tabs?.selectedIndex { appendVisibleChain(of: controller.children[index], to: &chain) }
        case .page:
            for page in controller.children { appendVisibleChain(of: page, to: &chain) }
        }
    }

    /// Whether `id`'s view is in the window now.
    func isOnScreen(_ id: ControllerID) -> Bool { self[id].appearance == .appeared }

    /// Moves the views of `from` off screen and those of `to` on, in UIKit's order:
    /// loads of `to` first, then `from.viewWillDisappear`, `to.viewWillAppear`,
    /// `from.viewDidDisappear`, `to.viewDidAppear` (LC-3, LC-4).
    mutating func transition(
        from: [ControllerID], to: [ControllerID], animated: Bool, events: inout [LifecycleEvent]
    ) {
        for id in to where !self[id].viewLoaded {
            self[id].viewLoaded = true
            events.append(LifecycleEvent(id, .viewDidLoad))
        }
        move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
        move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
        move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
        move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
    }

    /// One step of a transition: every controller of `ids` gets `callback` and `appearance`.
    mutating func move(
        _ ids: [ControllerID], to appearance: Appearance, _ callback: LifecycleEvent.Callback, animated: Bool,
        events: inout [LifecycleEvent]
    ) {
        for id in ids {
            self[id].appearance = appearance
            events.append(LifecycleEvent(id, callback, animated: animated))
        }
    }
}
