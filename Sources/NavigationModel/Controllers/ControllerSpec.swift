/// A controller to create: in a session's root, a push, a `set-view-controllers` list.
///
/// Decoding checks types and field names only; the rules check what UIKit would refuse
/// (a navigation controller without a root, children on a content controller, …).
public struct ControllerSpec: Sendable, Equatable {
    public var kind: ControllerKind
    public var id: ControllerID?
    public var properties: ControllerProperties
    public var children: [ControllerSpec]

    public init(
        kind: ControllerKind, id: ControllerID? = nil, properties: ControllerProperties = ControllerProperties(),
        children: [ControllerSpec] = []
    ) {
        self.kind = kind
        self.id = id
        self.properties = properties
        self.children = children
    }

    /// A content controller with a title.
    public static func view(_ id: ControllerID? = nil, title: String? = nil) -> ControllerSpec {
        ControllerSpec(kind: .view, id: id, properties: ControllerProperties(title: title))
    }

    /// A navigation controller with a stack, bottom first.
    public static func navigation(_ id: ControllerID? = nil, _ stack: [ControllerSpec]) -> ControllerSpec {
        ControllerSpec(kind: .navigation, id: id, children: stack)
    }

    /// How many levels the spec has (a single controller is 1).
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

    /// The spec and every descendant, parents first.
    var preorder: [ControllerSpec] { [self] + children.flatMap(\.preorder) }
}

extension ControllerSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, id
        case className = "class"
        case title, navigationItem, tabBarItem, toolbarItems, hidesBottomBarWhenPushed
        case modalPresentationStyle, modalTransitionStyle, definesPresentationContext
        case supportedOrientations, restorationIdentifier, userInfo, navigationBarHidden, toolbarHidden
        case children
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(ControllerKind.self, forKey: .kind)
        id = try container.decodeIfPresent(ControllerID.self, forKey: .id)
        if kind != .navigation {
            for key in [CodingKeys.navigationBarHidden, .toolbarHidden] where container.contains(key) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "'\(key.rawValue)' applies to navigation controllers only")
            }
        }
        properties = ControllerProperties(
            className: try container.decodeIfPresent(String.self, forKey: .className),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            navigationItem: try container.decodeIfPresent(NavigationItem.self, forKey: .navigationItem) ?? NavigationItem(),
            tabBarItem: try container.decodeIfPresent(TabBarItem.self, forKey: .tabBarItem),
            toolbarItems: try container.decodeIfPresent([BarButtonItem].self, forKey: .toolbarItems) ?? [],
            hidesBottomBarWhenPushed: try container.decodeIfPresent(Bool.self, forKey: .hidesBottomBarWhenPushed) ?? false,
            modalPresentationStyle: try container.decodeIfPresent(
                ModalPresentationStyle.self, forKey: .modalPresentationStyle) ?? .automatic,
            modalTransitionStyle: try container.decodeIfPresent(
                ModalTransitionStyle.self, forKey: .modalTransitionStyle) ?? .coverVertical,
            definesPresentationContext: try container.decodeIfPresent(
                Bool.self, forKey: .definesPresentationContext) ?? false,
            supportedOrientations: try container.decodeIfPresent([Orientation].self, forKey: .supportedOrientations),
            restorationIdentifier: try container.decodeIfPresent(String.self, forKey: .restorationIdentifier),
            userInfo: try container.decodeIfPresent(JSONValue.self, forKey: .userInfo),
            navigationBarHidden: try container.decodeIfPresent(Bool.self, forKey: .navigationBarHidden) ?? false,
            toolbarHidden: try container.decodeIfPresent(Bool.self, forKey: .toolbarHidden) ?? true)
        children = try container.decodeIfPresent([ControllerSpec].self, forKey: .children) ?? []
    }
}

/// A controller named in an action: one already in the tree, by id, or a new one, by spec.
public enum ControllerReference: Sendable, Equatable, Decodable {
    case existing(ControllerID)
    case new(ControllerSpec)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let id = try? container.decode(ControllerID.self) {
            self = .existing(id)
        } else {
            self = .new(try container.decode(ControllerSpec.self))
        }
    }
}
