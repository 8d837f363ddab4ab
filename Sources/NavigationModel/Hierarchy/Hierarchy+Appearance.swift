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
        var to = to
        loadViews(&to, events: &events)
        // Every order is two `will` steps, then two `did` steps: what the session chose to
        // receive besides comes after each half (docs/api-guide.md, "Callbacks").
        switch order {
        case .standard:
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
        case .pageCurl, .pageScroll:
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
        }
        if !callbacks.isEmpty { willAppearCalls(to, animated: animated, events: &events) }
        switch order {
        case .standard, .pageCurl:
            move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
            move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
        case .pageScroll:
            move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
            move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
        }
        if callbacks.contains(.delegates) { didAppearCalls(to, animated: animated, events: &events) }
    }

    /// What follows the `will` callbacks of a transition that brings `entering` on screen, when
    /// the session chose it: the navigation delegate's `willShow` for each controller that is
    /// the top of its navigation controller, then `viewIsAppearing` to each, parents first.
    ///
    /// UIKit tells the delegate after both `will` callbacks (a traced push: `A.viewWillDisappear,
    /// B.viewWillAppear, nav.willShow(B)`), every time the navigation controller shows a
    /// controller: a push, a pop, a new stack, and its own appearance with its top (the first
    /// one, a tab selected, a covering presentation gone). `viewIsAppearing` comes when the view
    /// has been added and laid out, after the synchronous start of the transition
    /// (docs/uikit-rules.md, "Modern callbacks").
    func willAppearCalls(_ entering: [ControllerID], animated: Bool, events: inout [LifecycleEvent]) {
        if callbacks.contains(.delegates) {
            for id in entering {
                if let navigation = navigationShowing(id) {
                    events.append(
                        LifecycleEvent(navigation, delegate: .navigationControllerWillShow, viewController: id, animated: animated))
                }
            }
        }
        if callbacks.contains(.viewIsAppearing) {
            for id in entering { events.append(LifecycleEvent(id, .viewIsAppearing, animated: animated)) }
        }
    }

    /// After the `did` callbacks: the navigation delegate's `didShow` for each controller of
    /// `entered` that is the top of its navigation controller.
    func didAppearCalls(_ entered: [ControllerID], animated: Bool, events: inout [LifecycleEvent]) {
        for id in entered {
            if let navigation = navigationShowing(id) {
                events.append(LifecycleEvent(navigation, delegate: .navigationControllerDidShow, viewController: id, animated: animated))
            }
        }
    }

    /// The navigation controller whose top `id` is.
    func navigationShowing(_ id: ControllerID) -> ControllerID? {
        guard let parent = controllers[id]?.parent, controllers[parent]?.navigation?.stack.last == id else { return nil }
        return parent
    }

    /// `id`'s view loads (`viewDidLoad`), once. A container that forwards appearance by hand has
    /// put its shown children's views in its own, so theirs load with it, with no appearance
    /// callbacks until the client's begin (`addSubview(child.view)` loads it: CON-2, LC-1).
    /// A container with pending embed segues performs them first (``performEmbeds(of:events:)``).
    /// - Returns: the children the embeds added (on screen when `id` is).
    @discardableResult
    mutating func loadView(_ id: ControllerID, events: inout [LifecycleEvent]) -> [ControllerID] {
        guard !self[id].viewLoaded else { return [] }
        self[id].viewLoaded = true
        if callbacks.contains(.loadView) { events.append(LifecycleEvent(id, .loadView)) }
        let embedded = embeddingContainers.contains(id) ? performEmbeds(of: id, events: &events) : []
        events.append(LifecycleEvent(id, .viewDidLoad))
        guard !manualContainers.isEmpty, manualContainers.contains(id), let shown = self[id].container?.shown else { return embedded }
        for child in shown { loadView(child, events: &events) }
        return embedded
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
