import OpenAPIRuntime

/// Controller specs as an app's code reads: `.navigation(id: "mail", [.view(id: "inbox", title: "Inbox")])`.
extension Components.Schemas.ControllerSpec {
    /// A content view controller (`UIViewController`, or `className`).
    public static func view(id: String? = nil, title: String? = nil, className: String? = nil) -> Self {
        Self(kind: .view, id: id, _class: className, title: title)
    }

    /// A navigation controller with `stack`, root first.
    public static func navigation(id: String? = nil, _ stack: [Self], title: String? = nil) -> Self {
        Self(kind: .navigation, id: id, title: title, children: stack.map { .ControllerSpec($0) })
    }

    /// A tab bar controller with `tabs`, `selectedIndex` selected.
    public static func tabBar(id: String? = nil, _ tabs: [Self], selectedIndex: Int? = nil) -> Self {
        Self(kind: .tabBar, id: id, selectedIndex: selectedIndex, children: tabs.map { .ControllerSpec($0) })
    }

    /// A custom container (`className`, the app's subclass) holding `children`, all shown.
    public static func container(id: String? = nil, className: String? = nil, _ children: [Self]) -> Self {
        Self(kind: .container, id: id, _class: className, children: children.map { .ControllerSpec($0) })
    }

    /// A page view controller whose data source is `pages` (the first shown, or `pageIndex`),
    /// with a spine policy (`book`: one page in portrait, two in landscape).
    public static func pages(
        id: String? = nil, _ pages: [Self], pageIndex: Int? = nil, spinePolicy: SpinePolicyPayload? = nil
    ) -> Self {
        Self(kind: .page, id: id, spinePolicy: spinePolicy, pages: pages.map { .ControllerSpec($0) }, pageIndex: pageIndex)
    }

    /// An alert (`UIAlertController`) to present, or an action sheet (which on a pad needs
    /// `popoverPresentation`): its buttons, in order, and, for an alert, its text fields.
    public static func alert(
        id: String? = nil, title: String? = nil, message: String? = nil, actions: [Components.Schemas.AlertAction],
        textFields: [Components.Schemas.AlertTextField]? = nil, actionSheet: Bool = false
    ) -> Self {
        Self(
            kind: .alert, id: id, title: title, preferredStyle: actionSheet ? .actionSheet : nil, message: message,
            actions: actions, textFields: textFields)
    }

    /// A column-style split view controller (iOS 14's `init(style:)`): each column that is no
    /// navigation controller is wrapped in one by the server, as UIKit does; the compact
    /// column is shown alone while collapsed.
    public static func split(
        id: String? = nil, style: Components.Schemas.SplitStyle, primary: Self, supplementary: Self? = nil,
        secondary: Self? = nil, compact: Self? = nil
    ) -> Self {
        Self(
            kind: .split, id: id, style: style,
            columns: .init(
                primary: .ControllerSpec(primary), supplementary: supplementary.map { .ControllerSpec($0) },
                secondary: secondary.map { .ControllerSpec($0) }, compact: compact.map { .ControllerSpec($0) }))
    }

    /// A search controller (`UISearchController`) for a navigation item (see ``searching(_:)``),
    /// whose results controller is `results` (none: the owner shows the results itself).
    public static func search(id: String? = nil, results: Self? = nil) -> Self {
        Self(kind: .search, id: id, searchResultsController: results.map { .ControllerSpec($0) })
    }

    /// The same spec whose navigation item holds `search` (`navigationItem.searchController`):
    /// built with it and kept, detached, until `activateSearch` presents it.
    public func searching(_ search: Self) -> Self {
        var spec = self
        spec.searchController = .ControllerSpec(search)
        return spec
    }

    /// The same spec shown as a sheet, form sheet, full screen, … when presented.
    public func presented(as style: Components.Schemas.ModalPresentationStyle) -> Self {
        var spec = self
        spec.modalPresentationStyle = style
        return spec
    }

    /// The same spec with a tab bar item.
    public func tab(_ title: String, badge: String? = nil) -> Self {
        var spec = self
        spec.tabBarItem = .init(title: title, badgeValue: badge)
        return spec
    }
}

/// A deep link's steps as an app's code reads: `[.reveal("inbox"), .push(.view(id: "m42"))]`.
extension Components.Schemas.OpenStep {
    /// The controller `id`, brought on screen.
    public static func reveal(_ id: String) -> Self { .Identifier(id) }

    /// A new controller pushed onto the stack of the step before.
    public static func push(_ spec: Components.Schemas.ControllerSpec) -> Self { .OpenPush(.init(push: .ControllerSpec(spec))) }

    /// A new controller presented from the step before.
    public static func present(_ spec: Components.Schemas.ControllerSpec) -> Self {
        .OpenPresent(.init(present: .ControllerSpec(spec)))
    }
}
