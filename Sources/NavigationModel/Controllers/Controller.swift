/// One view controller in a session's hierarchy.
public struct Controller: Sendable, Equatable {
    public let id: ControllerID
    /// What it is, with its children and the state of its kind.
    public internal(set) var role: Role
    public internal(set) var properties: ControllerProperties
    /// The container this controller is a child of (`parent`); `nil` for a layer's root (the
    /// window root or a presented controller).
    public internal(set) var parent: ControllerID?
    /// What few controllers have: ``presented``, ``presentation``, ``searchController``.
    private var links: Links?
    public internal(set) var appearance: Appearance = .disappeared
    public internal(set) var viewLoaded = false

    /// The controller this one presents (`presentedViewController`).
    public internal(set) var presented: ControllerID? {
        get { links?.presented }
        set { links = Links(presented: newValue, presentation: presentation, searchController: searchController) }
    }
    /// How this controller was presented, and by whom; `nil` unless it is presented.
    public internal(set) var presentation: Presentation? {
        get { links?.presentation }
        set { links = Links(presented: presented, presentation: newValue, searchController: searchController) }
    }
    /// `navigationItem.searchController`: the search controller this controller owns, alive
    /// whether search is active (presented) or not (detached).
    public internal(set) var searchController: ControllerID? {
        get { links?.searchController }
        set { links = Links(presented: presented, presentation: presentation, searchController: newValue) }
    }

    /// The links to other controllers that most controllers lack, kept outside the controller:
    /// a session's controllers sit in one dictionary whose every bucket, empty ones included, is
    /// a controller's size, so inline these 48 bytes cost a 10-controller session about 770
    /// (docs/performance.md "Memory per session"). Immutable: a change makes a new one.
    private final class Links: Sendable, Equatable {
        let presented: ControllerID?
        let presentation: Presentation?
        let searchController: ControllerID?

        /// `nil` when the controller has none of them.
        init?(presented: ControllerID?, presentation: Presentation?, searchController: ControllerID?) {
            guard presented != nil || presentation != nil || searchController != nil else { return nil }
            self.presented = presented
            self.presentation = presentation
            self.searchController = searchController
        }

        static func == (lhs: Links, rhs: Links) -> Bool {
            lhs === rhs
                || (lhs.presented == rhs.presented && lhs.presentation == rhs.presentation
                    && lhs.searchController == rhs.searchController)
        }
    }

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
