/// UITabBarController's rules (TAB-1…18): parallel tabs with one selected, a More
/// navigation controller for the tabs that do not fit, rearranging with More > Edit.
extension Hierarchy {
    /// Which tab `select-tab` means.
    public enum TabSelection: Sendable, Equatable {
        case index(Int)
        case controller(ControllerID)
        /// The More item itself: its list is shown (UIKit's `selectedIndex` is then `NSNotFound`).
        case more
    }

    /// The tab bar controller an action means (see ``container(_:for:)``).
    func tabBarController(for target: Action.Target) throws(NavigationError) -> ControllerID {
        try container(.tabBar, for: target)
    }

    /// The tabs of `tabBar` that live in the More list, empty when all fit in the bar.
    public func overflowTabs(of tabBar: ControllerID) -> ArraySlice<ControllerID> {
        let tabs = self[tabBar].tabs?.tabs ?? []
        let capacity = traits.tabBarCapacity
        return tabs.count > capacity ? tabs[(capacity - 1)...] : []
    }

    /// The tab bar whose More list a targetless pop goes back to: the top layer shows a tab
    /// from its More list, and the navigation controller nearest the top inside that tab, if
    /// any, is at its root.
    func moreListBelowTopTab(chain: [ControllerID]) -> ControllerID? {
        guard let tabBar = chain.last(where: { self[$0].kind == .tabBar }), let tab = shownThroughMore(tabBar) else {
            return nil
        }
        guard let navigation = chain.last(where: { self[$0].kind == .navigation }), isInContext(navigation, of: tab)
        else { return tabBar }
        return stack(of: navigation).count == 1 ? tabBar : nil
    }

    /// Back from a tab shown through More to the More list: the tab's chain disappears; the
    /// list is UIKit's own controller and gets no callbacks here.
    mutating func backToMoreList(_ tabBar: ControllerID, animated: Bool, events: inout [LifecycleEvent]) {
        guard case .tabBar(var state) = self[tabBar].role else { return }
        let before = appearanceScreen
        state.selectedIndex = nil
        self[tabBar].role = .tabBar(state)
        transitionScreen(from: before, animated: animated, events: &events)
    }

    /// Selects a tab: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear,
    /// new.viewDidAppear` for the visible chains (LC-8), the new one loading on its first visit.
    ///
    /// A user's tap (`userAction`) asks the delegate first: a tab whose `shouldSelect` is false
    /// is vetoed and nothing happens. With the `delegates` callbacks the tap is framed by
    /// `tabBarController(_:shouldSelect:)` before anything and `tabBarController(_:didSelect:)`
    /// after everything, even on the selected tab, which UIKit's docs say it is called for. A
    /// tap on the selected tab pops its navigation controller to its root, as UIKit does (TAB-17).
    /// - Returns: whether anything changed; selecting the selected tab changes nothing, unless
    ///   `popToRootOnReselect` and the tab is a navigation controller above its root (TAB-17),
    ///   or a user's tap sent delegate calls.
    mutating func selectTab(
        _ selection: TabSelection, of tabBar: ControllerID, popToRootOnReselect: Bool, animated: Bool,
        userAction: Bool = false, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        guard case .tabBar(let state) = self[tabBar].role else { throw .noTabBarController(tabBar) }
        let newIndex: Int?
        switch selection {
        case .index(let index):
            guard state.tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index, count: state.tabs.count) }
            newIndex = index
        case .controller(let id):
            _ = try controller(id)
            guard let index = state.tabs.firstIndex(of: id) else { throw .notATab(id, tabBar: tabBar) }
            newIndex = index
        case .more:
            guard !overflowTabs(of: tabBar).isEmpty else { throw .notATab(TabBarState.moreID(of: tabBar), tabBar: tabBar) }
            newIndex = nil
        }
        guard userAction else {
            return try select(
                newIndex, state: state, of: tabBar, popToRootOnReselect: popToRootOnReselect, animated: animated, events: &events)
        }
        let tapped = newIndex.map { state.tabs[$0] } ?? TabBarState.moreID(of: tabBar)
        if newIndex != nil, !self[tapped].properties.shouldSelect { throw .tabSelectionVetoed(tapped, tabBar: tabBar) }
        let delegates = callbacks.contains(.delegates)
        if delegates { events.append(LifecycleEvent(tabBar, delegate: .tabBarControllerShouldSelect, viewController: tapped)) }
        let changed = try select(newIndex, state: state, of: tabBar, popToRootOnReselect: true, animated: animated, events: &events)
        if delegates { events.append(LifecycleEvent(tabBar, delegate: .tabBarControllerDidSelect, viewController: tapped)) }
        return changed || delegates
    }

    /// Selects the tab at `newIndex` (the More list when `nil`) with the callbacks of the change.
    private mutating func select(
        _ newIndex: Int?, state: TabBarState, of tabBar: ControllerID, popToRootOnReselect: Bool, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        var state = state
        if newIndex == state.selectedIndex {
            guard popToRootOnReselect, let index = newIndex else { return false }
            let tab = state.tabs[index]
            guard let root = self[tab].navigation?.root, stack(of: tab).count > 1 else { return false }
            try pop(tab, to: root, animated: animated, events: &events)
            return true
        }
        let before = appearanceScreen
        state.selectedIndex = newIndex
        self[tabBar].role = .tabBar(state)
        transitionScreen(from: before, animated: animated, events: &events)
        return true
    }

    /// TAB-E4: a split view controller in a tab that overflows into More would be pushed onto
    /// the More list's navigation controller, which UIKit refuses.
    func refuseSplitsInMore(
        _ tabs: [(id: ControllerID?, kind: ControllerKind)], traits: Traits, tabBar: ControllerID?
    ) throws(NavigationError) {
        let capacity = traits.tabBarCapacity
        guard tabs.count > capacity, let split = tabs[(capacity - 1)...].first(where: { $0.kind == .split }) else { return }
        throw .pushingSplitViewController(split.id, navigation: tabBar.map { TabBarState.moreID(of: $0) })
    }

    /// The tabs of every tab bar controller, for ``refuseSplitsInMore(_:traits:tabBar:)`` under new traits.
    func refuseSplitsInMore(under newTraits: Traits) throws(NavigationError) {
        for controller in controllers.values {
            guard let tabs = controller.tabs?.tabs else { continue }
            try refuseSplitsInMore(tabs.map { (id: $0, kind: self[$0].kind) }, traits: newTraits, tabBar: controller.id)
        }
    }

    /// `setViewControllers(_:animated:)` of a tab bar controller: tabs of this tab bar may be
    /// kept or reordered, specs are created, the rest leave. The selected controller stays
    /// selected when it survives; otherwise the same index if valid, else 0. Every tab becomes
    /// customizable again, as UIKit does when tabs are set (TAB-16).
    mutating func setTabs(
        _ references: [ControllerReference], of tabBar: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard !references.isEmpty else { throw .tabBarWithoutTabs(tabBar) }
        let kinds = references.map { reference -> (id: ControllerID?, kind: ControllerKind) in
            switch reference {
            case .existing(let id): (id: id, kind: controllers[id]?.kind ?? .view)
            case .new(let spec): (id: spec.id, kind: spec.kind)
            }
        }
        try refuseSplitsInMore(kinds, traits: traits, tabBar: tabBar)
        try replaceChildren(
            of: tabBar, with: references, animated: animated, events: &events,
            refuse: { (spec: ControllerSpec) throws(NavigationError) in
                if let nested = spec.kind == .tabBar ? spec : Self.compactTabBar(in: spec) {
                    throw .nestedTabBarController(nested.id, container: .tabBar)
                }
            },
            configure: { hierarchy, oldTabs, newTabs in
                // UIKit reselects the controller selected before; if it is gone, the same index
                // when it is valid, else the first tab.
                let oldIndex = hierarchy[tabBar].tabs?.selectedIndex
                var newIndex: Int? = oldIndex.flatMap { newTabs.indices.contains($0) ? $0 : nil } ?? 0
                if let oldIndex, oldTabs.indices.contains(oldIndex), let kept = newTabs.firstIndex(of: oldTabs[oldIndex]) {
                    newIndex = kept
                }
                // The More list stays shown while some tab still overflows.
                if oldIndex == nil, newTabs.count > hierarchy.traits.tabBarCapacity { newIndex = nil }
                hierarchy[tabBar].role = .tabBar(TabBarState(tabs: newTabs, selectedIndex: newIndex, customizable: newTabs))
            })
    }

    /// More > Edit: a new order of all the tabs. A tab that changes place must be customizable;
    /// the selected controller stays selected. No view appears or disappears; with the
    /// `delegates` callbacks the delegate is told the customization began and ended, and
    /// whether it changed the order (`willBeginCustomizing`, `willEndCustomizing`,
    /// `didEndCustomizing`).
    mutating func reorderTabs(
        _ order: [ControllerID], of tabBar: ControllerID, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard case .tabBar(var state) = self[tabBar].role else { throw .noTabBarController(tabBar) }
        let tabs = state.tabs
        guard order.count == tabs.count, Set(order) == Set(tabs), Set(order).count == order.count else {
            throw .invalidTabOrder(tabBar)
        }
        for (index, id) in order.enumerated() where tabs[index] != id && !state.customizable.contains(id) {
            throw .tabNotCustomizable(id)
        }
        try refuseSplitsInMore(order.map { (id: $0, kind: self[$0].kind) }, traits: traits, tabBar: tabBar)
        let selected = state.selected
        let changed = state.tabs != order
        state.tabs = order
        state.selectedIndex = selected.flatMap { order.firstIndex(of: $0) }
        self[tabBar].role = .tabBar(state)
        guard callbacks.contains(.delegates) else { return }
        events.append(LifecycleEvent(tabBar, delegate: .tabBarControllerWillBeginCustomizing, viewController: nil))
        for callback in [LifecycleEvent.Callback.tabBarControllerWillEndCustomizing, .tabBarControllerDidEndCustomizing] {
            var end = LifecycleEvent(tabBar, delegate: callback, viewController: nil)
            end.changed = changed
            events.append(end)
        }
    }
}
