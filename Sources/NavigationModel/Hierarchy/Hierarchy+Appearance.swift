extension Hierarchy {
    /// The controllers whose views are on screen when `id` is: `id`, then for a navigation
    /// controller its top's chain. Appearance callbacks go to these, parents first (LC-9).
    public func visibleChain(of id: ControllerID) -> [ControllerID] {
        var chain = [id]
        var current = self[id]
        while let top = current.topChild {
            chain.append(top)
            current = self[top]
        }
        return chain
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
        for id in from {
            self[id].appearance = .disappearing
            events.append(LifecycleEvent(id, .viewWillDisappear, animated: animated))
        }
        for id in to {
            self[id].appearance = .appearing
            events.append(LifecycleEvent(id, .viewWillAppear, animated: animated))
        }
        for id in from {
            self[id].appearance = .disappeared
            events.append(LifecycleEvent(id, .viewDidDisappear, animated: animated))
        }
        for id in to {
            self[id].appearance = .appeared
            events.append(LifecycleEvent(id, .viewDidAppear, animated: animated))
        }
    }
}
