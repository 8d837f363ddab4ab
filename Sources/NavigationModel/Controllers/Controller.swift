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

    /// For a navigation controller, the top of its stack (`topViewController`).
    public var topChild: ControllerID? { kind == .navigation ? children.last : nil }
}
