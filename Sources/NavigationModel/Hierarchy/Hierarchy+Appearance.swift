/// The order in which UIKit sends the appearance callbacks of one transition.
enum TransitionOrder {
    /// `from.viewWillDisappear, to.viewWillAppear, from.viewDidDisappear, to.viewDidAppear`
    /// (push, pop, tab switch, presentation; LC-3, LC-4, LC-8).
    case standard
    /// A page curl: `to.viewWillAppear, from.viewWillDisappear, from.viewDidDisappear,
    /// to.viewDidAppear` (LC-6).
    case pageCurl
    /// A page scroll: `to.viewWillAppear, from.viewWillDisappear, to.viewDidAppear,
    /// from.viewDidDisappear` (LC-6).
    case pageScroll
}

extension Hierarchy {
    /// The controllers whose views are on screen when `id` is: `id`, then the chain of its
    /// visible children (a navigation controller's top, a tab bar's selected tab, the pages
    /// shown). Appearance callbacks go to these, parents first (LC-9).
    public func visibleChain(of id: ControllerID) -> [ControllerID] {
        var chain: [ControllerID] = []
        chain.reserveCapacity(8)
        // Most chains are a line; only a two-page spread branches, into `pending`.
        var pending: [ControllerID] = []
        var next: ControllerID? = id
        while let current = next ?? pending.popLast() {
            next = nil
            // Read in place: copying the whole controller to read its role cost more than the walk.
            guard let index = controllers.index(forKey: current) else { continue }
            chain.append(current)
            let children = controllers.values[index].role.visibleChildren
            guard let first = children.first else { continue }
            next = first
            if children.count > 1 { pending.append(contentsOf: children.dropFirst().reversed()) }
        }
        return chain
    }

    /// Whether `id`'s view is in the window now.
    func isOnScreen(_ id: ControllerID) -> Bool { controllers[id]?.appearance == .appeared }

    /// Moves the views of `from` off screen and those of `to` on: the views of `to` load first,
    /// then the callbacks in `order`.
    mutating func transition(
        from: [ControllerID], to: [ControllerID], order: TransitionOrder = .standard, animated: Bool,
        events: inout [LifecycleEvent]
    ) {
        for id in to where !self[id].viewLoaded {
            self[id].viewLoaded = true
            events.append(LifecycleEvent(id, .viewDidLoad))
        }
        switch order {
        case .standard:
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
            move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
            move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
        case .pageCurl:
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
            move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
            move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
        case .pageScroll:
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
            move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
            move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
        }
    }

    /// One step of a transition: every controller of `ids` gets `callback` and `appearance`.
    private mutating func move(
        _ ids: [ControllerID], to appearance: Appearance, _ callback: LifecycleEvent.Callback, animated: Bool,
        events: inout [LifecycleEvent]
    ) {
        for id in ids {
            self[id].appearance = appearance
            events.append(LifecycleEvent(id, callback, animated: animated))
        }
    }
}
