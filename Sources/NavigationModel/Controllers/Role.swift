/// What a controller is, with the state only that kind has: content, or one of UIKit's
/// containers. A container's children are part of its role, so a content controller cannot
/// have any and a navigation controller's children are always a stack.
public enum Role: Sendable, Equatable {
    /// A content controller (`UIViewController`): no children.
    case content
    /// A `UINavigationController`: a stack with a root.
    case navigation(NavigationState)
    /// A `UITabBarController`: parallel tabs, one selected.
    case tabBar(TabBarState)
    /// A `UIPageViewController`: pages from a data source, one or two shown.
    indirect case page(PageState)
    /// A `UISplitViewController`: a primary and a secondary column.
    indirect case split(SplitState)
    /// A custom container: children the client adds, removes and swaps.
    case container(ContainerState)
    /// A `UIAlertController`: no children; its title, message, buttons and text fields are
    /// properties (``ControllerProperties/Values/actions``).
    case alert
    /// A `UISearchController`: its owner and its results controller (its one child).
    case search(SearchState)

    public var kind: ControllerKind {
        switch self {
        case .content: .view
        case .navigation: .navigation
        case .tabBar: .tabBar
        case .page: .page
        case .split: .split
        case .container: .container
        case .alert: .alert
        case .search: .search
        }
    }

    /// The live children in UIKit's order (`children`): the stack bottom first, the tabs, the
    /// pages shown.
    public var children: [ControllerID] {
        switch self {
        case .content, .alert: []
        case .navigation(let state): state.stack
        case .tabBar(let state): state.tabs
        case .page(let state): state.shown
        case .split(let state): state.children
        case .container(let state): state.children
        case .search(let state): state.results.map { [$0] } ?? []
        }
    }

    /// The children, then the controllers a custom container keeps detached
    /// (``ContainerState/kept``): everything released with this controller.
    public var owned: [ControllerID] {
        if case .container(let state) = self, !state.kept.isEmpty { return state.children + state.kept }
        return children
    }

    /// The children whose views are in the container's view: the top of the stack, the
    /// selected tab (none while the More list is shown), the pages shown, the columns on screen.
    public var visibleChildren: ArraySlice<ControllerID> {
        switch self {
        case .content, .alert: []
        case .navigation(let state): state.stack.suffix(1)
        case .tabBar(let state):
            if let index = state.selectedIndex, state.tabs.indices.contains(index) { state.tabs[index...index] } else { [] }
        case .page(let state): state.shown[...]
        case .split(let state): state.visibleChildren[...]
        case .container(let state): state.shown[...]
        case .search(let state): state.shownResults.map { [$0][...] } ?? []
        }
    }
}

/// A navigation controller's stack, bottom first; never empty (UIKit requires a root).
public struct NavigationState: Sendable, Equatable {
    public internal(set) var stack: [ControllerID]

    /// `topViewController`.
    public var top: ControllerID? { stack.last }
    /// The root view controller.
    public var root: ControllerID? { stack.first }
}

/// A tab bar controller's tabs, selection and customization.
public struct TabBarState: Sendable, Equatable {
    /// `viewControllers`, in bar order.
    public internal(set) var tabs: [ControllerID]
    /// The selected tab, or `nil` while the More list itself is shown (UIKit's `NSNotFound`).
    public internal(set) var selectedIndex: Int?
    /// The tabs the user may move with More > Edit (`customizableViewControllers`); UIKit makes
    /// every tab customizable whenever the tabs are set.
    public internal(set) var customizable: [ControllerID]

    /// `selectedViewController` when it is a tab (not the More list).
    public var selected: ControllerID? {
        selectedIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
    }

    /// The id of the derived More navigation controller of tab bar `owner`.
    public static func moreID(of owner: ControllerID) -> ControllerID { ControllerID(owner.rawValue + ".more") }
}

extension Traits {
    /// How many items a tab bar shows before it needs More: 5 on a compact width (phone), 8 on
    /// a regular one (pad). With more tabs the bar shows one fewer, then More.
    public var tabBarCapacity: Int { horizontalSizeClass == .compact ? 5 : 8 }
}

extension Controller {
    /// The stack, when this is a navigation controller.
    public var navigation: NavigationState? { if case .navigation(let state) = role { state } else { nil } }
    /// The tabs and selection, when this is a tab bar controller.
    public var tabs: TabBarState? { if case .tabBar(let state) = role { state } else { nil } }
    /// The configuration and data source, when this is a page view controller.
    public var pages: PageState? { if case .page(let state) = role { state } else { nil } }
}
