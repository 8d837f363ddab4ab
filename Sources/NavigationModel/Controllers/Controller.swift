/// One view controller in a session's hierarchy.
public struct Controller: Sendable, Equatable {
    public let id: ControllerID
    /// What it is, with its children and the state of its kind.
    public internal(set) var role: Role
    public internal(set) var properties: ControllerProperties
    public internal(set) var appearance: Appearance = .disappeared
    public internal(set) var viewLoaded = false
    /// The container this controller is a child of (`parent`); `nil` for a layer's root (the
    /// window root or a presented controller).
    public internal(set) var parent: ControllerID?
    /// The controller this one presents (`presentedViewController`).
    public internal(set) var presented: ControllerID?
    /// How this controller was presented, and by whom; `nil` unless it is presented.
    public internal(set) var presentation: Presentation?
    /// `navigationItem.searchController`: the search controller this controller owns, alive
    /// whether search is active (presented) or not (detached).
    public internal(set) var searchController: ControllerID?

    init(id: ControllerID, role: Role, properties: ControllerProperties) {
        self.id = id
        self.role = role
        self.properties = properties
    }

    public var kind: ControllerKind { role.kind }

    /// The live children in UIKit's order (see ``Role/children``).
    public var children: [ControllerID] { role.children }

    /// The class name shown in snapshots: the client's, else the kind's UIKit class.
    public var className: String { properties.className ?? kind.defaultClassName }

    /// The title a bar shows for this controller: `navigationItem.title ?? title`.
    public var navigationTitle: String? { properties.navigationItem.title ?? properties.title }

    /// For a navigation controller, the top of its stack (`topViewController`).
    public var topChild: ControllerID? { navigation?.top }
}
