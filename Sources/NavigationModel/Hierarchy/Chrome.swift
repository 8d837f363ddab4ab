/// What a person sees around the content: the path of visible controllers and the bars
/// derived from them. Equal hierarchies give equal chrome.
public struct Chrome: Sendable, Equatable {
    /// The controllers on screen from the window root to the top-most content.
    public var path: [ControllerID]
    /// The bar of the navigation controller nearest the top, if any.
    public var navigationBar: NavigationBar?
    /// That navigation controller's toolbar.
    public var toolbar: Toolbar?

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
    }

    /// The dotted names of the fields that differ from `other`, in a stable order: what a
    /// property change did to the screen.
    public func changedFields(from other: Chrome) -> [String] {
        var fields: [String] = []
        if path != other.path { fields.append("path") }
        let bar = navigationBar, oldBar = other.navigationBar
        if (bar == nil) != (oldBar == nil) || bar?.owner != oldBar?.owner { fields.append("navigationBar") }
        if bar?.hidden != oldBar?.hidden { fields.append("navigationBar.hidden") }
        if bar?.title != oldBar?.title { fields.append("navigationBar.title") }
        if bar?.prompt != oldBar?.prompt { fields.append("navigationBar.prompt") }
        if bar?.backButtonTitle != oldBar?.backButtonTitle { fields.append("navigationBar.backButtonTitle") }
        if bar?.leftItems != oldBar?.leftItems { fields.append("navigationBar.leftItems") }
        if bar?.rightItems != oldBar?.rightItems { fields.append("navigationBar.rightItems") }
        if toolbar?.hidden != other.toolbar?.hidden { fields.append("toolbar.hidden") }
        if toolbar?.items != other.toolbar?.items { fields.append("toolbar.items") }
        return fields
    }
}

extension Hierarchy {
    /// The chrome of the current screen.
    public var chrome: Chrome {
        let path = visibleChain(of: rootID)
        guard let owner = path.last(where: { self[$0].kind == .navigation }) else {
            return Chrome(path: path, navigationBar: nil, toolbar: nil)
        }
        let navigation = self[owner]
        let stack = navigation.children
        let top = self[stack[stack.count - 1]]
        let item = top.properties.navigationItem
        var backButtonTitle: String?
        let leftItemsReplaceBack = !item.leftItems.isEmpty && !item.leftItemsSupplementBackButton
        if stack.count > 1, !item.hidesBackButton, !leftItemsReplaceBack {
            let below = self[stack[stack.count - 2]]
            backButtonTitle = below.properties.navigationItem.backButtonTitle ?? below.navigationTitle ?? "Back"
        }
        let bar = Chrome.NavigationBar(
            owner: owner, hidden: navigation.properties.navigationBarHidden, title: top.navigationTitle,
            prompt: item.prompt, backButtonTitle: backButtonTitle, leftItems: item.leftItems,
            rightItems: item.rightItems)
        let toolbar = Chrome.Toolbar(hidden: navigation.properties.toolbarHidden, items: top.properties.toolbarItems)
        return Chrome(path: path, navigationBar: bar, toolbar: toolbar)
    }
}
