/// UITabBarController's rules (seed-000 §11): parallel tabs with one selected, a More
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
        let tabs = self[tabBar].children
        let capacity = traits.tabBarCapacity
        return tabs.count > capacity ? tabs[(capacity - 1)...] : []
    }

    /// Selects a tab: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear,
    /// new.viewDidAppear` for the visible chains (LC-8), the new one loading on its first visit.
    /// - Returns: whether anything changed; selecting the selected tab changes nothing, unless
    ///   `popToRootOnReselect` and the tab is a navigation controller above its root (TAB-17).
    mutating func selectTab(
        _ selection: TabSelection, of tabBar: ControllerID, popToRootOnReselect: Bool, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let tabs = self[tabBar].children
        let newIndex: Int?
        switch selection {
        case .index(let index):
            guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index, count: tabs.count) }
            newIndex = index
        case .controller(let id):
            _ = try controller(id)
            guard let index = tabs.firstIndex(of: id) else { throw .notATab(id, tabBar: tabBar) }
            newIndex = index
        case .more:
            guard !overflowTabs(of: tabBar).isEmpty else { throw .notATab(TabBarState.moreID(of: tabBar), tabBar: tabBar) }
            newIndex = nil
        }
        let oldIndex = self[tabBar].tabs?.selectedIndex
        if newIndex == oldIndex {
            guard popToRootOnReselect, let index = newIndex else { return false }
            let tab = self[tabs[index]]
            guard tab.kind == .navigation, tab.children.count > 1 else { return false }
            try pop(tab.id, to: tab.children[0], animated: animated, events: &events)
            return true
        }
        let onScreen = isOnScreen(tabBar)
        let oldChain = onScreen ? oldIndex.map { visibleChain(of: tabs[$0]) } ?? [] : []
        self[tabBar].tabs?.selectedIndex = newIndex
        if onScreen {
            let newChain = newIndex.map { visibleChain(of: tabs[$0]) } ?? []
            transition(from: oldChain, to: newChain, animated: animated, events: &events)
        }
        return true
    }

    /// `setViewControllers(_:animated:)` of a tab bar controller: tabs of this tab bar may be
    /// kept or reordered, specs are created, the rest leave. The selected controller stays
    /// selected when it survives; otherwise the nearest valid index is. Every tab becomes
    /// customizable again, as UIKit does when tabs are set (TAB-16).
    mutating func setTabs(
        _ references: [ControllerReference], of tabBar: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard !references.isEmpty else { throw .tabBarWithoutTabs(tabBar) }
        try replaceChildren(
            of: tabBar, with: references, animated: animated, events: &events,
            refuse: { (spec: ControllerSpec) throws(NavigationError) in
                if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .tabBar) }
            },
            configure: { hierarchy, oldTabs, newTabs in
                let oldIndex = hierarchy[tabBar].tabs?.selectedIndex
                var newIndex: Int? = min(oldIndex ?? 0, newTabs.count - 1)
                if let oldIndex, let kept = newTabs.firstIndex(of: oldTabs[oldIndex]) { newIndex = kept }
                if oldIndex == nil, !hierarchy.overflowTabs(of: tabBar).isEmpty { newIndex = nil }
                hierarchy[tabBar].tabs = TabBarState(selectedIndex: newIndex, customizable: newTabs)
            })
    }

    /// More > Edit: a new order of all the tabs. A tab that changes place must be customizable;
    /// the selected controller stays selected. No callbacks: no view appears or disappears.
    mutating func reorderTabs(_ order: [ControllerID], of tabBar: ControllerID) throws(NavigationError) {
        let tabs = self[tabBar].children
        guard order.count == tabs.count, Set(order) == Set(tabs), Set(order).count == order.count else {
            throw .invalidTabOrder(tabBar)
        }
        let customizable = self[tabBar].tabs?.customizable ?? []
        for (index, id) in order.enumerated() where tabs[index] != id && !customizable.contains(id) {
            throw .tabNotCustomizable(id)
        }
        let selected = self[tabBar].tabs?.selectedIndex.map { tabs[$0] }
        self[tabBar].children = order
        self[tabBar].tabs?.selectedIndex = selected.flatMap { order.firstIndex(of: $0) }
    }
}
