/// One view controller in a session's hierarchy.
public struct Controller: Sendable, Equatable {
    public let id: ControllerID
    public let kind: ControllerKind
    public internal(set) var properties: ControllerProperties
    public internal(set) var appearance: Appearance = .disappeared
    public internal(set) var viewLoaded = false
    /// The container this controller is a child of (`parent`), `nil` for the window root.
    public internal(set) var parent: ControllerID?
    /// The children in UIKit's order: for a navigation controller, the stack, bottom first.
    public internal(set) var children: [ControllerID] = []
    /// For a tab bar controller, its selection and customization.
    public internal(set) var tabs: TabBarState?
    /// For a page view controller, its configuration and data source.
    public internal(set) var pages: PageState?
    /// The controller this one presents (`presentedViewController`).
    public internal(set) var presented: ControllerID?
    /// How this controller was presented, and by whom; `nil` unless it is presented.
    public internal(set) var presentation: Presentation?

    init(id: ControllerID, kind: ControllerKind, properties: ControllerProperties) {
        self.id = id
        self.kind = kind
        self.properties = properties
    }

    /// The class name shown in snapshots: the client's, else the kind's UIKit class.
    public var className: String { properties.className ?? kind.defaultClassName }

    /// The title a bar shows for this controller: `navigationItem.title ?? title`.
    public var navigationTitle: String? { properties.navigationItem.title ?? properties.title }

    /// The children whose views are on screen inside this container: a navigation controller's
    /// top, a tab bar controller's selected tab (none while the More list is shown), a page view
    /// controller's pages (only shown pages are children). ``Hierarchy/visibleChain(of:)``
    /// follows the same rule.
    public var visibleChildren: [ControllerID] {
        switch kind {
        case .view: []
        case .navigation: children.last.map { [$0] } ?? []
        case .tabBar: tabs?.selectedIndex.map { [children[$0]] } ?? []
        case .page: children
        }
    }

    /// For a navigation controller, the top of its stack (`topViewController`).
    public var topChild: ControllerID? { kind == .navigation ? children.last : nil }
}
