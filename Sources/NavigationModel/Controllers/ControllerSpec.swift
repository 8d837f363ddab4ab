/// A controller to create: in a session's root, a push, a `set-view-controllers` list.
///
/// Decoding checks types and field names only; the rules check what UIKit would refuse
/// (a navigation controller without a root, children on a content controller, …).
public struct ControllerSpec: Sendable, Equatable {
    public var kind: ControllerKind
    public var id: ControllerID?
    public var properties: ControllerProperties
    public var children: [ControllerSpec]
    /// Tab bar controllers only: the tab selected at first (default 0).
    public var selectedIndex: Int
    /// Tab bar controllers only: the ids of the tabs the user may rearrange (default all).
    public var customizable: [ControllerID]?
    /// Page view controllers only: configuration and data source.
    public var pageOptions: PageOptions?

    /// A page view controller's spec fields. `spineLocation` and `doubleSided` default to
    /// UIKit's (min and false for pageCurl, none for scroll); the `book` policy derives them from
    /// the orientation.
    public struct PageOptions: Sendable, Equatable {
        public var transitionStyle: PageState.TransitionStyle = .pageCurl
        public var navigationOrientation: PageState.NavigationOrientation = .horizontal
        public var spineLocation: PageState.SpineLocation?
        public var doubleSided: Bool?
        public var interPageSpacing: Double = 0
        public var showsPageIndicator = false
        public var spinePolicy: PageState.SpinePolicy = .fixed
        public var pages: [ControllerSpec] = []
        public var pageIndex = 0

        public init(pages: [ControllerSpec] = []) { self.pages = pages }
    }

    public init(
        kind: ControllerKind, id: ControllerID? = nil, properties: ControllerProperties = ControllerProperties(),
        children: [ControllerSpec] = [], selectedIndex: Int = 0, customizable: [ControllerID]? = nil
    ) {
        self.kind = kind
        self.id = id
        self.properties = properties
        self.children = children
        self.selectedIndex = selectedIndex
        self.customizable = customizable
    }

    /// A page view controller over a data source of pages.
    public static func page(_ id: ControllerID? = nil, _ options: PageOptions) -> ControllerSpec {
        var spec = ControllerSpec(kind: .page, id: id)
        spec.pageOptions = options
        return spec
    }

    /// A tab bar controller with tabs.
    public static func tabBar(
        _ id: ControllerID? = nil, _ tabs: [ControllerSpec], selectedIndex: Int = 0, customizable: [ControllerID]? = nil
    ) -> ControllerSpec {
        ControllerSpec(kind: .tabBar, id: id, children: tabs, selectedIndex: selectedIndex, customizable: customizable)
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
    public var depth: Int {
        var deepest = 0
        for child in children { deepest = max(deepest, child.depth) }
        for page in pageOptions?.pages ?? [] { deepest = max(deepest, page.depth) }
        return 1 + deepest
    }
}

extension ControllerSpec: Decodable {
    private enum CodingKeys: String, CodingKey {
        case kind, id, className = "class", children, selectedIndex, customizable
        case transitionStyle, navigationOrientation, spineLocation, doubleSided, interPageSpacing, showsPageIndicator
        case spinePolicy, pages, pageIndex
    }

    private static let pageKeys: [CodingKeys] = [
        .transitionStyle, .navigationOrientation, .spineLocation, .doubleSided, .interPageSpacing, .showsPageIndicator,
        .spinePolicy, .pages, .pageIndex,
    ]

    /// The properties are read as a merge patch over UIKit's defaults, so a spec and a PATCH
    /// accept exactly the same property fields.
    public init(from decoder: any Decoder) throws {
        let patch = try ControllerPatch(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(ControllerKind.self, forKey: .kind)
        id = try container.decodeIfPresent(ControllerID.self, forKey: .id)
        if kind != .navigation, let field = patch.touchedNavigationOnlyFields.first {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "'\(field)' applies to navigation controllers only")
        }
        if kind != .tabBar, let key = [CodingKeys.selectedIndex, .customizable].first(where: container.contains) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(key.stringValue)' applies to tab bar controllers only")
        }
        let className = try container.decodeIfPresent(String.self, forKey: .className)
        properties = patch.applied(to: ControllerProperties(className: className))
        children = try container.decodeIfPresent([ControllerSpec].self, forKey: .children) ?? []
        selectedIndex = try container.decodeIfPresent(Int.self, forKey: .selectedIndex) ?? 0
        customizable = try container.decodeIfPresent([ControllerID].self, forKey: .customizable)
        guard kind == .page else {
            if let key = Self.pageKeys.first(where: container.contains) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "'\(key.stringValue)' applies to page view controllers only")
            }
            return
        }
        var options = PageOptions()
        options.transitionStyle = try container.decodeIfPresent(PageState.TransitionStyle.self, forKey: .transitionStyle) ?? .pageCurl
        options.navigationOrientation =
            try container.decodeIfPresent(PageState.NavigationOrientation.self, forKey: .navigationOrientation) ?? .horizontal
        options.spineLocation = try container.decodeIfPresent(PageState.SpineLocation.self, forKey: .spineLocation)
        options.doubleSided = try container.decodeIfPresent(Bool.self, forKey: .doubleSided)
        options.interPageSpacing = try container.decodeIfPresent(Double.self, forKey: .interPageSpacing) ?? 0
        options.showsPageIndicator = try container.decodeIfPresent(Bool.self, forKey: .showsPageIndicator) ?? false
        options.spinePolicy = try container.decodeIfPresent(PageState.SpinePolicy.self, forKey: .spinePolicy) ?? .fixed
        options.pages = try container.decodeIfPresent([ControllerSpec].self, forKey: .pages) ?? []
        options.pageIndex = try container.decodeIfPresent(Int.self, forKey: .pageIndex) ?? 0
        pageOptions = options
    }
}

/// A controller named in an action: one already in the tree, by id, or a new one, by spec.
public enum ControllerReference: Sendable, Equatable, Decodable {
    case existing(ControllerID)
    case new(ControllerSpec)

    public init(from decoder: any Decoder) throws {
        // An object is a spec; anything else must be an id. Asking for an object first spares
        // the common case (a push of a new controller) a thrown and discarded DecodingError.
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            self = .new(try ControllerSpec(from: decoder))
        } else {
            self = .existing(try decoder.singleValueContainer().decode(ControllerID.self))
        }
    }
}
