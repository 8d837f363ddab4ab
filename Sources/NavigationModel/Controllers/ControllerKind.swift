/// What a controller is: content, or one of UIKit's containers.
public enum ControllerKind: String, Sendable, Hashable, CaseIterable, Choice {
    /// A content controller (`UIViewController`); it has no children.
    case view
    /// A `UINavigationController`: a stack with a root.
    case navigation
    /// A `UITabBarController`: parallel tabs, one selected.
    case tabBar
    /// A `UIPageViewController`: pages from a data source, one or two shown.
    case page
    /// A `UISplitViewController`: a primary and a secondary column.
    case split
    /// A custom container (`UIViewController` with children the client manages).
    case container
    /// A `UIAlertController`: an alert or an action sheet, only ever presented; it has no
    /// children.
    case alert
    /// A `UISearchController`: owned by a controller's navigation item, presented over the
    /// presentation context while search is active; its one child is the results controller.
    case search

    /// The UIKit class a controller of this kind is, when the spec names none.
    public var defaultClassName: String {
        switch self {
        case .view: "UIViewController"
        case .navigation: "UINavigationController"
        case .tabBar: "UITabBarController"
        case .page: "UIPageViewController"
        case .split: "UISplitViewController"
        case .container: "UIViewController"
        case .alert: "UIAlertController"
        case .search: "UISearchController"
        }
    }

    /// The kinds whose presentation style the client sets: every kind but alerts, which
    /// `UIAlertController` presents in its own style (docs/uikit-rules.md, "Alerts and action
    /// sheets").
    static let stylesOwnPresentation: Set<ControllerKind> = Set(allCases).subtracting([.alert, .search])

    /// The kinds that may own a search controller (`navigationItem.searchController`): every
    /// kind but alerts and search controllers themselves.
    static let ownsSearch: Set<ControllerKind> = Set(allCases).subtracting([.alert, .search])
}

/// Where a controller's view is in its appearance cycle (UIKit's `_appearState`).
public enum Appearance: String, Sendable, Hashable, CaseIterable, Choice {
    case disappeared, appearing, appeared, disappearing
}
