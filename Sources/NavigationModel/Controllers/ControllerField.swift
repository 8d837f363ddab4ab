/// The fields a client sets on a controller: one row each, read by spec decoding, `PATCH`, the
/// snapshot writer and the tests that hold `openapi.yaml` to it.
///
/// A field that does not apply to a controller's kind gets the same refusal in a spec and in a
/// `PATCH` (``NavigationError/fieldNotApplicable(_:kind:)``); a field that cannot change after
/// creation is refused in a `PATCH` with ``NavigationError/immutableField(_:)``.
/// The cases are in snapshot order.
public enum ControllerField: String, Sendable, CaseIterable, Comparable {
    case id
    case kind
    case className = "class"
    case title
    case navigationBarHidden
    case toolbarHidden
    case selectedIndex
    case customizable
    case transitionStyle
    case navigationOrientation
    case spineLocation
    case doubleSided
    case interPageSpacing
    case showsPageIndicator
    case spinePolicy
    case pageIndex
    case pages
    case preferredDisplayMode
    case presentsWithGesture
    case preferredPrimaryColumnWidthFraction
    case collapsesSecondaryOntoPrimary
    case shown
    case automaticallyForwardsAppearance
    case releasesHiddenChildrenOnMemoryWarning
    case navigationItem
    case tabBarItem
    case toolbarItems
    case hidesBottomBarWhenPushed
    case modalPresentationStyle
    case modalTransitionStyle
    case popoverPresentation
    case adaptivePresentationStyle
    case definesPresentationContext
    case supportedOrientations
    case restorationIdentifier
    /// The storyboard scene the controller was instantiated from (set by instantiation only).
    case scene
    case userInfo
    case children

    /// How a field appears in a snapshot node.
    public enum SnapshotRule: Sendable {
        /// In the node's head (`id`, `kind`, `class`, `title`), always.
        case head
        /// Always, for the kinds it applies to.
        case always
        /// Only when it differs from its default.
        case unlessDefault
        /// Not as such: `children` in a node are the live children, whatever the kind.
        case structure
    }

    /// The kinds the field applies to; `nil` for every kind.
    public var kinds: Set<ControllerKind>? {
        switch self {
        case .navigationBarHidden, .toolbarHidden: [.navigation]
        case .selectedIndex, .customizable: [.tabBar]
        case .transitionStyle, .navigationOrientation, .spineLocation, .doubleSided, .interPageSpacing,
            .showsPageIndicator, .spinePolicy, .pageIndex, .pages:
            [.page]
        case .preferredDisplayMode, .presentsWithGesture, .preferredPrimaryColumnWidthFraction,
            .collapsesSecondaryOntoPrimary:
            [.split]
        case .shown, .automaticallyForwardsAppearance, .releasesHiddenChildrenOnMemoryWarning: [.container]
        case .children: [.navigation, .tabBar, .split, .container]
        case .id, .kind, .className, .title, .navigationItem, .tabBarItem, .toolbarItems, .hidesBottomBarWhenPushed,
            .modalPresentationStyle, .modalTransitionStyle, .definesPresentationContext, .supportedOrientations,
            .restorationIdentifier, .userInfo, .popoverPresentation, .adaptivePresentationStyle, .scene:
            nil
        }
    }

    /// Whether `PATCH` may change it; the others are set at creation or change through actions.
    public var isPatchable: Bool {
        switch self {
        case .id, .kind, .className, .children, .selectedIndex, .customizable, .transitionStyle,
            .navigationOrientation, .spineLocation, .interPageSpacing, .showsPageIndicator, .spinePolicy, .pages,
            .pageIndex, .shown, .scene, .automaticallyForwardsAppearance:
            false
        case .title, .navigationBarHidden, .toolbarHidden, .doubleSided, .navigationItem, .tabBarItem, .toolbarItems,
            .hidesBottomBarWhenPushed, .modalPresentationStyle, .modalTransitionStyle, .definesPresentationContext,
            .supportedOrientations, .restorationIdentifier, .userInfo, .preferredDisplayMode, .presentsWithGesture,
            .preferredPrimaryColumnWidthFraction, .collapsesSecondaryOntoPrimary, .popoverPresentation,
            .adaptivePresentationStyle, .releasesHiddenChildrenOnMemoryWarning:
            true
        }
    }

    /// An immutable field kept in ``ControllerProperties``: a `PATCH` naming it is refused, but
    /// checkpoints write it with the other properties and read it back through the patch decoder.
    public var isKeptWithProperties: Bool { self == .scene || self == .automaticallyForwardsAppearance }

    /// For a field that cannot be patched, the action that changes it, if any.
    public var changedBy: String? {
        switch self {
        case .children: "set-view-controllers (show-detail for a split view controller's secondary)"
        case .selectedIndex: "select-tab"
        case .pageIndex: "set-page"
        case .customizable: "set-view-controllers (which makes every tab customizable)"
        case .shown: "add-child, remove-child and transition"
        default: nil
        }
    }

    /// UIKit's default as JSON, when it is one value whatever the other fields say.
    public var defaultValue: JSONValue? {
        switch self {
        case .navigationBarHidden, .hidesBottomBarWhenPushed, .definesPresentationContext, .showsPageIndicator,
            .releasesHiddenChildrenOnMemoryWarning:
            false
        case .toolbarHidden, .presentsWithGesture, .collapsesSecondaryOntoPrimary, .automaticallyForwardsAppearance: true
        case .preferredDisplayMode: "automatic"
        case .selectedIndex, .pageIndex, .interPageSpacing: 0
        case .transitionStyle: "pageCurl"
        case .navigationOrientation: "horizontal"
        case .spinePolicy: "fixed"
        case .modalPresentationStyle: "automatic"
        case .modalTransitionStyle: "coverVertical"
        case .adaptivePresentationStyle: "automatic"
        case .id, .kind, .className, .title, .customizable, .spineLocation, .doubleSided, .pages, .navigationItem,
            .tabBarItem, .toolbarItems, .supportedOrientations, .restorationIdentifier, .userInfo, .children,
            .preferredPrimaryColumnWidthFraction, .popoverPresentation, .shown, .scene:
            nil
        }
    }

    public var snapshotRule: SnapshotRule {
        switch self {
        case .id, .kind, .className, .title: .head
        case .navigationBarHidden, .toolbarHidden, .selectedIndex, .customizable, .transitionStyle,
            .navigationOrientation, .spineLocation, .doubleSided, .interPageSpacing, .showsPageIndicator, .spinePolicy,
            .pageIndex, .pages, .preferredDisplayMode, .presentsWithGesture, .preferredPrimaryColumnWidthFraction,
            .collapsesSecondaryOntoPrimary, .shown:
            .always
        case .navigationItem, .tabBarItem, .toolbarItems, .hidesBottomBarWhenPushed, .modalPresentationStyle,
            .modalTransitionStyle, .definesPresentationContext, .supportedOrientations, .restorationIdentifier,
            .userInfo, .popoverPresentation, .adaptivePresentationStyle, .scene, .automaticallyForwardsAppearance,
            .releasesHiddenChildrenOnMemoryWarning:
            .unlessDefault
        case .children: .structure
        }
    }

    /// Whether the field applies to controllers of `kind`.
    public func applies(to kind: ControllerKind) -> Bool { kinds?.contains(kind) ?? true }

    /// The fields of a node of `kind` that a snapshot always has, in snapshot order.
    public static func alwaysWritten(for kind: ControllerKind) -> [ControllerField] {
        switch kind {
        case .view: alwaysForContent
        case .navigation: alwaysForNavigation
        case .tabBar: alwaysForTabBar
        case .page: alwaysForPage
        case .split: alwaysForSplit
        case .container: alwaysForContainer
        }
    }

    /// The fields a snapshot has only when they differ from their default (every kind has them).
    public static let writtenUnlessDefault = allCases.filter { $0.snapshotRule == .unlessDefault }

    private static let alwaysForContent = always(for: .view)
    private static let alwaysForNavigation = always(for: .navigation)
    private static let alwaysForTabBar = always(for: .tabBar)
    private static let alwaysForPage = always(for: .page)
    private static let alwaysForSplit = always(for: .split)
    private static let alwaysForContainer = always(for: .container)

    private static func always(for kind: ControllerKind) -> [ControllerField] {
        allCases.filter { $0.snapshotRule == .always && $0.applies(to: kind) }
    }

    private static let order: [ControllerField: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

    public static func < (lhs: ControllerField, rhs: ControllerField) -> Bool { order[lhs, default: 0] < order[rhs, default: 0] }
}
