/// What a person sees around the content: the path of visible controllers and the bars
/// derived from them. Equal hierarchies give equal chrome.
public struct Chrome: Sendable, Equatable {
    /// The controllers on screen from the window root to the top-most content, through the
    /// presented controllers (a full-screen presentation hides what it covers).
    public var path: [ControllerID]
    /// The bar of the navigation controller nearest the top, if any.
    public var navigationBar: NavigationBar?
    /// That navigation controller's toolbar; hidden, with no items, when there is none.
    public var toolbar: Toolbar
    /// The bar of the tab bar controller nearest the top, if any.
    public var tabBar: TabBar?
    /// The page control of the scroll-style page view controller nearest the top that shows one.
    public var pageIndicator: PageIndicator?
    /// The split view controller nearest the top, with its columns on screen.
    public var splitView: SplitView? = nil

    public struct SplitView: Sendable, Equatable {
        public var owner: ControllerID
        public var displayMode: DisplayMode
        public var isCollapsed: Bool
        /// The columns on screen, primary first, each with the bar of the navigation controller
        /// nearest its top.
        public var columns: [Column]

        public struct Column: Sendable, Equatable {
            public enum Name: String, Sendable, Equatable { case primary, supplementary, secondary, compact }
            public var column: Name
            public var controller: ControllerID
            public var navigationBar: NavigationBar?
        }
    }

    public struct PageIndicator: Sendable, Equatable {
        public var owner: ControllerID
        public var numberOfPages: Int
        public var currentPage: Int
    }

    public struct TabBar: Sendable, Equatable {
        public var owner: ControllerID
        /// Hidden while the top of the selected navigation stack has `hidesBottomBarWhenPushed`.
        public var hidden: Bool
        /// The items in the bar: the tabs that fit, then More when some do not.
        public var items: [Item]
        /// The selected item: a tab's id, or the More item's when the More list or a tab from it
        /// is shown.
        public var selectedItem: ControllerID?
        public var showsMore: Bool

        public struct Item: Sendable, Equatable {
            /// The tab's id, or `<tab bar>.more` for the More item.
            public var id: ControllerID
            public var title: String?
            public var image: String?
            public var badgeValue: String?
            public var tag: Int
        }
    }

    public struct NavigationBar: Sendable, Equatable {
        /// The navigation controller that owns the bar.
        public var owner: ControllerID
        public var hidden: Bool
        /// The top's `navigationItem.title ?? title`.
        public var title: String?
        public var prompt: String?
        /// The controller below's `backButtonTitle ?? navigationItem.title ?? title ?? "Back"`;
        /// `nil` at the root, when the top hides it, or when the top's left items replace it.
        public var backButtonTitle: String?
        public var leftItems: [BarButtonItem]
        public var rightItems: [BarButtonItem]
    }

    public struct Toolbar: Sendable, Equatable {
        /// UIKit's navigation toolbar is hidden unless the navigation controller shows it.
        public var hidden: Bool
        /// The top controller's `toolbarItems`.
        public var items: [BarButtonItem]

        /// No navigation controller, no toolbar on screen.
        public static let none = Toolbar(hidden: true, items: [])
    }

    /// The dotted names of the fields that differ from `other`, in a stable order: what a
    /// property change did to the screen.
    public func changedFields(from other: Chrome) -> [String] {
        var fields: [String] = []
        if path != other.path { fields.append("path") }
        let bar = navigationBar
        let oldBar = other.navigationBar
        if (bar == nil) != (oldBar == nil) || bar?.owner != oldBar?.owner { fields.append("navigationBar") }
        if bar?.hidden != oldBar?.hidden { fields.append("navigationBar.hidden") }
        if bar?.title != oldBar?.title { fields.append("navigationBar.title") }
        if bar?.prompt != oldBar?.prompt { fields.append("navigationBar.prompt") }
        if bar?.backButtonTitle != oldBar?.backButtonTitle { fields.append("navigationBar.backButtonTitle") }
        if bar?.leftItems != oldBar?.leftItems { fields.append("navigationBar.leftItems") }
        if bar?.rightItems != oldBar?.rightItems { fields.append("navigationBar.rightItems") }
        if toolbar.hidden != other.toolbar.hidden { fields.append("toolbar.hidden") }
        if toolbar.items != other.toolbar.items { fields.append("toolbar.items") }
        if tabBar?.hidden != other.tabBar?.hidden { fields.append("tabBar.hidden") }
        if tabBar?.items != other.tabBar?.items { fields.append("tabBar.items") }
        if tabBar?.selectedItem != other.tabBar?.selectedItem { fields.append("tabBar.selectedItem") }
        if pageIndicator != other.pageIndicator { fields.append("pageIndicator") }
        if splitView != other.splitView { fields.append("splitView") }
        return fields
    }
}

extension Hierarchy {
    /// The chrome of the current screen: the bars of the top-most visible layer (a presented
    /// controller brings its own, or none), and around a context presentation the bars of the
    /// containers it is presented in (see ``chromeChain``).
    public var chrome: Chrome {
        let screen = screen()
        var chrome = Chrome(path: screen.controllers, navigationBar: nil, toolbar: .none, tabBar: nil, pageIndicator: nil)
        // With nothing presented, the chrome's chain is the screen's.
        let path = presentedLayers.isEmpty ? screen.controllers : chromeChain(topLayer: screen.topLayer)
        if let owner = path.last(where: {
            self[$0].kind == .page && self[$0].pages.map { $0.transitionStyle == .scroll && $0.showsPageIndicator } ?? false
        }),
            let state = self[owner].pages
        {
            chrome.pageIndicator = Chrome.PageIndicator(owner: owner, numberOfPages: state.pages.count, currentPage: state.index)
        }
        // A popover or a pad's sheet leaves the tab bar and the split's columns of the layers
        // below on screen: the nearest layer that has them gives them.
        let paths = presentedLayers.isEmpty ? [path] : [path] + pathsBelow(topLayer: screen.topLayer)
        if let owner = paths.lazy.compactMap({ $0.last { self[$0].kind == .split } }).first {
            chrome.splitView = splitChrome(owner)
        }
        if let (below, owner) = paths.lazy.compactMap({ path in path.last { self[$0].kind == .tabBar }.map { (path, $0) } }).first {
            chrome.tabBar = tabBarChrome(owner, path: below)
        }
        let tabBarOwner = path.last(where: { self[$0].kind == .tabBar })
        // The More list and the tabs shown from it sit on the More navigation controller's
        // stack: the bar is the More controller's unless the tab has a navigation controller of
        // its own deeper down.
        let navigationOwner = path.last(where: { self[$0].kind == .navigation })
        if let tabBarOwner, let tabs = self[tabBarOwner].tabs, tabs.selectedIndex == nil, path.last == tabBarOwner {
            chrome.navigationBar = moreListBar(of: tabBarOwner, tabs)
            return chrome
        }
        let moreTab = tabBarOwner.flatMap { shownThroughMore($0) }
        if let moreTab, let tabBarOwner, navigationOwner.map({ !isInContext($0, of: moreTab) }) ?? true {
            chrome.navigationBar = navigationBar(
                owner: TabBarState.moreID(of: tabBarOwner), stack: [moreTab], below: "More", hidden: false)
            return chrome
        }
        guard let nearest = navigationOwner, self[nearest].navigation?.top != nil else { return chrome }
        // At its root, a navigation controller inside a tab shown through More goes back to the list.
        let insideMoreTab = moreTab.map { isInContext(nearest, of: $0) } ?? false
        let (bar, toolbar) = bars(of: nearest, below: insideMoreTab ? "More" : nil)
        chrome.navigationBar = bar
        chrome.toolbar = toolbar
        return chrome
    }

    /// The chrome chains of the layers a popover or a pad's form or page sheet leaves on screen
    /// below `topLayer`, nearest first: such a presentation covers part of the window only.
    private func pathsBelow(topLayer: ControllerID) -> [[ControllerID]] {
        var paths: [[ControllerID]] = []
        var layer = topLayer
        while let presentation = self[layer].presentation, leavesBarsBelow(presentation) {
            layer = layerRoot(of: presentation.presenter)
            paths.append(chromeChain(topLayer: layer))
        }
        return paths
    }

    private func leavesBarsBelow(_ presentation: Presentation) -> Bool {
        switch presentation.effectiveStyle {
        case .popover, .custom: true
        case .pageSheet, .formSheet: traits.horizontalSizeClass == .regular
        case .automatic, .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: false
        }
    }

    /// The bar and toolbar a navigation controller shows. A secondary collapsed onto a split's
    /// primary shows no bar of its own: the primary's bar shows both stacks as one, so its back
    /// button goes to the primary.
    private func bars(of navigation: ControllerID, below: String?) -> (Chrome.NavigationBar, Chrome.Toolbar) {
        var owner = navigation
        while let outer = self[owner].parent, holdsCollapsedSecondary(outer) { owner = outer }
        let stack = flattenedStack(of: owner)
        let properties = self[owner].properties
        // An active search of the top controller slides the bar away unless it keeps it
        // (`hidesNavigationBarDuringPresentation`).
        let searching = self[stack[stack.count - 1]].searchController.map {
            self[$0].presentation != nil && self[$0].properties.hidesNavigationBarDuringPresentation
        }
        var bar = navigationBar(owner: owner, stack: stack, below: below, hidden: properties.navigationBarHidden || searching == true)
        if let button = displayModeButton(on: owner) { bar.leftItems.insert(button, at: 0) }
        let toolbar = Chrome.Toolbar(hidden: properties.toolbarHidden, items: self[stack[stack.count - 1]].properties.toolbarItems)
        return (bar, toolbar)
    }

    /// A stack with the stacks of navigation controllers nested in it in their place.
    private func flattenedStack(of navigation: ControllerID) -> [ControllerID] {
        // A navigation controller on a stack is rare (a collapsed split's secondary): most
        // stacks are their own flattening.
        let stack = stack(of: navigation)
        guard stack.contains(where: { self[$0].kind == .navigation }) else { return stack }
        var flattened: [ControllerID] = []
        appendFlattened(navigation, to: &flattened)
        return flattened
    }

    /// One array for the whole stack, not one per entry (a snapshot computes the chrome).
    private func appendFlattened(_ navigation: ControllerID, to flattened: inout [ControllerID]) {
        for id in stack(of: navigation) {
            if self[id].kind == .navigation { appendFlattened(id, to: &flattened) } else { flattened.append(id) }
        }
    }

    /// The split's display-mode button (`displayModeButtonItem`) at the root of a secondary
    /// navigation controller, while the primary is hidden or laid over (SPL-5…7), titled after
    /// the primary as the chapter's recipe titles it; side by side it hides itself. A column
    /// style installs the system sidebar button itself, at the root of the leftmost column on
    /// screen, whatever the mode (docs/uikit-rules.md "Column-style split view controllers").
    private func displayModeButton(on navigation: ControllerID) -> BarButtonItem? {
        guard let split = self[navigation].parent, let state = self[split].split, !state.isCollapsed,
            stack(of: navigation).count == 1
        else { return nil }
        if state.isColumnStyle {
            return state.visibleChildren.first == navigation ? BarButtonItem(image: "sidebar.left") : nil
        }
        guard state.secondary == navigation, state.displayMode != .oneBesideSecondary else { return nil }
        let primary = self[state.primary]
        let title = primary.properties.title ?? primary.navigation?.root.flatMap { self[$0].navigationTitle } ?? primary.navigationTitle
        return BarButtonItem(title: title ?? "Back")
    }

    private func splitChrome(_ owner: ControllerID) -> Chrome.SplitView? {
        guard let state = self[owner].split else { return nil }
        let columns = state.visibleChildren.map { column in
            let nearest = visibleChain(of: column).last { self[$0].kind == .navigation }
            return Chrome.SplitView.Column(
                column: Chrome.SplitView.Column.Name(rawValue: (state.column(of: column) ?? .secondary).rawValue) ?? .secondary,
                controller: column,
                navigationBar: nearest.map { bars(of: $0, below: nil).0 })
        }
        return Chrome.SplitView(owner: owner, displayMode: state.displayMode, isCollapsed: state.isCollapsed, columns: columns)
    }

    /// The bar for a stack, bottom first; `below` titles the back button at the stack's root
    /// (a tab shown from More goes back to the More list).
    private func navigationBar(owner: ControllerID, stack: [ControllerID], below: String?, hidden: Bool) -> Chrome.NavigationBar {
        let top = self[stack[stack.count - 1]]
        let item = top.properties.navigationItem
        var backButtonTitle: String?
        let leftItemsReplaceBack = !item.leftItems.isEmpty && !item.leftItemsSupplementBackButton
        if !item.hidesBackButton, !leftItemsReplaceBack {
            if stack.count > 1 {
                let previous = self[stack[stack.count - 2]]
                backButtonTitle = previous.properties.navigationItem.backButtonTitle ?? previous.navigationTitle ?? "Back"
            } else {
                backButtonTitle = below
            }
        }
        return Chrome.NavigationBar(
            owner: owner, hidden: hidden, title: top.navigationTitle, prompt: item.prompt,
            backButtonTitle: backButtonTitle, leftItems: item.leftItems, rightItems: item.rightItems)
    }

    /// The More list's own bar: titled "More", with Edit while some tab may be moved.
    private func moreListBar(of tabBar: ControllerID, _ tabs: TabBarState) -> Chrome.NavigationBar {
        Chrome.NavigationBar(
            owner: TabBarState.moreID(of: tabBar), hidden: false, title: "More", prompt: nil, backButtonTitle: nil,
            leftItems: [], rightItems: tabs.customizable.isEmpty ? [] : [BarButtonItem(systemItem: .edit)])
    }

    /// The selected tab of `tabBar` when it is shown from the More list.
    func shownThroughMore(_ tabBar: ControllerID) -> ControllerID? {
        guard let tab = self[tabBar].tabs?.selected else { return nil }
        return overflowTabs(of: tabBar).contains(tab) ? tab : nil
    }

    private func tabBarChrome(_ owner: ControllerID, path: [ControllerID]) -> Chrome.TabBar {
        let tabs = self[owner].tabs?.tabs ?? []
        let overflow = overflowTabs(of: owner)
        let moreID = TabBarState.moreID(of: owner)
        var items = tabs.prefix(tabs.count - overflow.count).map(tabItem)
        if !overflow.isEmpty { items.append(Chrome.TabBar.Item(id: moreID, title: "More", image: nil, badgeValue: nil, tag: 0)) }
        var selectedItem: ControllerID? = moreID
        if let selected = self[owner].tabs?.selected, !overflow.contains(selected) { selectedItem = selected }
        // Only a controller pushed onto a navigation stack hides the bar, as its name says.
        let top = path.last.map { self[$0] }
        let pushed = top.flatMap(\.parent).map { self[$0].kind == .navigation } ?? false
        let hidden = pushed && (top?.properties.hidesBottomBarWhenPushed ?? false)
        return Chrome.TabBar(owner: owner, hidden: hidden, items: items, selectedItem: selectedItem, showsMore: !overflow.isEmpty)
    }

    /// A tab's item: its own `tabBarItem`, else (for a navigation controller) its root's, with
    /// the title falling back to the controller's title (D-6, TAB-12).
    func tabItem(_ id: ControllerID) -> Chrome.TabBar.Item {
        let tab = self[id]
        let root = tab.navigation?.root.map { self[$0] }
        let item = tab.properties.tabBarItem ?? root?.properties.tabBarItem ?? TabBarItem()
        let title = item.title ?? tab.properties.title ?? root?.properties.title
        return Chrome.TabBar.Item(id: id, title: title, image: item.image, badgeValue: item.badgeValue, tag: item.tag)
    }
}
