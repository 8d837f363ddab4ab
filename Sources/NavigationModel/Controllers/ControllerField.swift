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
    case style
    case preferredDisplayMode
    case preferredSplitBehavior
    case presentsWithGesture
    case preferredPrimaryColumnWidthFraction
    case collapsesSecondaryOntoPrimary
    case topColumnForCollapsing
    case columns
    case shown
    case automaticallyForwardsAppearance
    case releasesHiddenChildrenOnMemoryWarning
    case preferredStyle
    case message
    case actions
    case textFields
    case searchResultsController
    case showsSearchResultsController
    case searchText
    case automaticallyShowsSearchResultsController
    case hidesNavigationBarDuringPresentation
    case obscuresBackgroundDuringPresentation
    case navigationItem
    case searchController
    case tabBarItem
    case toolbarItems
    case hidesBottomBarWhenPushed
    case shouldSelect
    case modalPresentationStyle
    case modalTransitionStyle
    case popoverPresentation
    case sheetPresentation
    case adaptivePresentationStyle
    case definesPresentationContext
    case modalInPresentation
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

    /// Everything NavState holds of a field, in one row (``descriptor``): the kinds it applies
    /// to, whether `PATCH` may change it, how a snapshot writes it, and, for a field kept in
    /// ``ControllerProperties``, where it is kept and how JSON reads and writes it.
    public struct Descriptor: Sendable {
        /// The kinds the field applies to; `nil` for every kind.
        public let kinds: Set<ControllerKind>?
        /// Whether `PATCH` may change it; the others are set at creation or change through actions.
        public let isPatchable: Bool
        public let snapshotRule: SnapshotRule
        /// For a field that cannot be patched, the action that changes it, if any.
        public let changedBy: String?
        /// Where a property field is kept in ``ControllerProperties/Values``, its default, and its
        /// JSON; `nil` for the fields of a role (stack, tabs, pages, columns) and the head.
        package let property: (any PropertyDescriptor)?
        /// For a setting of a page or split view controller (``PageSettings``, ``SplitSettings``),
        /// how it is read, written and defaulted.
        public let setting: RoleSetting?
        /// The default of a role's other fields, when it is one value whatever the other fields
        /// say (a property's or a setting's comes from its row).
        let roleDefault: JSONValue?

        init(
            kinds: Set<ControllerKind>? = nil, patchable: Bool, _ snapshotRule: SnapshotRule, changedBy: String? = nil,
            property: (any PropertyDescriptor)? = nil, setting: RoleSetting? = nil, default roleDefault: JSONValue? = nil
        ) {
            self.kinds = kinds
            self.isPatchable = patchable
            self.snapshotRule = snapshotRule
            self.changedBy = changedBy
            self.property = property
            self.setting = setting
            self.roleDefault = roleDefault
        }
    }

    /// The one row of each field. A new property field is one row here, its stored value (with
    /// UIKit's default) in ``ControllerProperties/Values``, and its schema in `openapi.yaml`; a
    /// new setting of a page or split view controller the same, its value in ``PageSettings`` or
    /// ``SplitSettings``.
    private var row: Descriptor {
        let page = PageSettings()
        let split = SplitSettings()
        switch self {
        case .id, .kind, .className: return Descriptor(patchable: false, .head)
        case .title: return Descriptor(patchable: true, .head)
        case .navigationBarHidden:
            return Descriptor(kinds: [.navigation], patchable: true, .always, property: Property.value(self, \.navigationBarHidden))
        case .toolbarHidden:
            return Descriptor(kinds: [.navigation], patchable: true, .always, property: Property.value(self, \.toolbarHidden))
        case .selectedIndex: return Descriptor(kinds: [.tabBar], patchable: false, .always, changedBy: "select-tab", default: 0)
        case .customizable:
            return Descriptor(
                kinds: [.tabBar], patchable: false, .always, changedBy: "set-view-controllers (which makes every tab customizable)")
        case .transitionStyle:
            return Descriptor(kinds: [.page], patchable: false, .always, setting: .page(.fixed(self, \.transitionStyle, defaults: page)))
        case .navigationOrientation:
            return Descriptor(
                kinds: [.page], patchable: false, .always, setting: .page(.fixed(self, \.navigationOrientation, defaults: page)))
        case .spineLocation: return Descriptor(kinds: [.page], patchable: false, .always)
        case .doubleSided: return Descriptor(kinds: [.page], patchable: true, .always)
        case .interPageSpacing:
            return Descriptor(kinds: [.page], patchable: false, .always, setting: .page(.fixed(self, \.interPageSpacing, defaults: page)))
        case .showsPageIndicator:
            return Descriptor(
                kinds: [.page], patchable: false, .always, setting: .page(.fixed(self, \.showsPageIndicator, defaults: page)))
        case .spinePolicy:
            return Descriptor(kinds: [.page], patchable: false, .always, setting: .page(.fixed(self, \.spinePolicy, defaults: page)))
        case .pageIndex: return Descriptor(kinds: [.page], patchable: false, .always, changedBy: "set-page", default: 0)
        case .pages: return Descriptor(kinds: [.page], patchable: false, .always)
        case .style:
            return Descriptor(kinds: [.split], patchable: false, .always, setting: .split(.fixed(self, \.style, defaults: split)))
        case .preferredSplitBehavior:
            return Descriptor(
                kinds: [.split], patchable: true, .always, setting: .split(.patchable(self, \.preferredSplitBehavior, defaults: split)))
        case .topColumnForCollapsing:
            return Descriptor(
                kinds: [.split], patchable: true, .always,
                setting: .split(
                    .patchable(self, \.topColumnForCollapsing, defaults: split) { (column) throws(FieldError) in
                        guard column != .compact else {
                            throw FieldError(
                                path: "",
                                message: "'primary', 'supplementary' or 'secondary': the compact column is shown whenever there is one.")
                        }
                    }))
        case .columns:
            return Descriptor(kinds: [.split], patchable: false, .always, changedBy: "show-detail (the secondary)")
        case .preferredDisplayMode:
            return Descriptor(
                kinds: [.split], patchable: true, .always, setting: .split(.patchable(self, \.preferredDisplayMode, defaults: split)))
        case .presentsWithGesture:
            return Descriptor(
                kinds: [.split], patchable: true, .always, setting: .split(.patchable(self, \.presentsWithGesture, defaults: split)))
        case .preferredPrimaryColumnWidthFraction:
            return Descriptor(
                kinds: [.split], patchable: true, .always,
                setting: .split(
                    .patchable(self, \.preferredPrimaryColumnWidthFraction) { (fraction) throws(FieldError) in
                        guard (0...1).contains(fraction) else {
                            throw FieldError(path: "", message: "a fraction of the width, from 0 to 1 (null: automatic).")
                        }
                    }))
        case .collapsesSecondaryOntoPrimary:
            return Descriptor(
                kinds: [.split], patchable: true, .always,
                setting: .split(.patchable(self, \.collapsesSecondaryOntoPrimary, defaults: split)))
        case .shown:
            return Descriptor(kinds: [.container], patchable: false, .always, changedBy: "add-child, remove-child and transition")
        case .automaticallyForwardsAppearance:
            return Descriptor(
                kinds: [.container], patchable: false, .unlessDefault, property: Property.value(self, \.automaticallyForwardsAppearance))
        case .releasesHiddenChildrenOnMemoryWarning:
            return Descriptor(
                kinds: [.container], patchable: true, .unlessDefault,
                property: Property.value(self, \.releasesHiddenChildrenOnMemoryWarning))
        case .preferredStyle:
            return Descriptor(kinds: [.alert], patchable: false, .always, property: Property.value(self, \.preferredStyle))
        case .message:
            return Descriptor(kinds: [.alert], patchable: true, .unlessDefault, property: Property.optional(self, \.message))
        case .actions:
            return Descriptor(
                kinds: [.alert], patchable: true, .always,
                property: Property.value(self, \.actions) { (actions) throws(FieldError) in
                    guard actions.count <= AlertLimits.maxActions else {
                        throw FieldError(path: "", message: "at most \(AlertLimits.maxActions) actions.")
                    }
                })
        case .textFields:
            return Descriptor(
                kinds: [.alert], patchable: false, .unlessDefault, changedBy: "enter-text",
                property: Property.value(self, \.textFields) { (fields) throws(FieldError) in
                    guard fields.count <= AlertLimits.maxTextFields else {
                        throw FieldError(path: "", message: "at most \(AlertLimits.maxTextFields) text fields.")
                    }
                })
        case .searchResultsController:
            return Descriptor(kinds: [.search], patchable: false, .always)
        case .showsSearchResultsController:
            return Descriptor(kinds: [.search], patchable: true, .always)
        case .searchText:
            return Descriptor(
                kinds: [.search], patchable: false, .always, changedBy: "search-text",
                property: Property.value(self, \.searchText) { (text) throws(FieldError) in
                    guard text.unicodeScalars.count <= SearchLimits.maxTextLength else {
                        throw FieldError(path: "", message: "at most \(SearchLimits.maxTextLength) characters (Unicode code points).")
                    }
                })
        case .automaticallyShowsSearchResultsController:
            return Descriptor(
                kinds: [.search], patchable: true, .unlessDefault,
                property: Property.value(self, \.automaticallyShowsSearchResultsController))
        case .hidesNavigationBarDuringPresentation:
            return Descriptor(
                kinds: [.search], patchable: true, .unlessDefault, property: Property.value(self, \.hidesNavigationBarDuringPresentation))
        case .obscuresBackgroundDuringPresentation:
            return Descriptor(
                kinds: [.search], patchable: true, .unlessDefault, property: Property.value(self, \.obscuresBackgroundDuringPresentation))
        case .searchController:
            return Descriptor(kinds: ControllerKind.ownsSearch, patchable: false, .unlessDefault)
        case .navigationItem:
            return Descriptor(
                patchable: true, .unlessDefault,
                property: Property.merged(self, \.navigationItem) { (item, patch: NavigationItemPatch) in patch.applied(to: item) })
        case .tabBarItem:
            return Descriptor(
                patchable: true, .unlessDefault,
                property: Property.merged(self, \.tabBarItem) { (item, patch: TabBarItemPatch) in
                    patch.applied(to: item ?? TabBarItem())
                })
        case .toolbarItems: return Descriptor(patchable: true, .unlessDefault, property: Property.value(self, \.toolbarItems))
        case .hidesBottomBarWhenPushed:
            return Descriptor(patchable: true, .unlessDefault, property: Property.value(self, \.hidesBottomBarWhenPushed))
        case .shouldSelect: return Descriptor(patchable: true, .unlessDefault, property: Property.value(self, \.shouldSelect))
        case .modalPresentationStyle:
            return Descriptor(
                kinds: ControllerKind.stylesOwnPresentation, patchable: true, .unlessDefault,
                property: Property.value(self, \.modalPresentationStyle))
        case .modalTransitionStyle:
            return Descriptor(
                kinds: ControllerKind.stylesOwnPresentation, patchable: true, .unlessDefault,
                property: Property.value(self, \.modalTransitionStyle))
        case .popoverPresentation:
            return Descriptor(patchable: true, .unlessDefault, property: Property.optional(self, \.popoverPresentation))
        case .sheetPresentation:
            return Descriptor(
                kinds: ControllerKind.stylesOwnPresentation, patchable: true, .unlessDefault,
                property: Property.optional(self, \.sheetPresentation))
        case .adaptivePresentationStyle:
            return Descriptor(
                kinds: ControllerKind.stylesOwnPresentation, patchable: true, .unlessDefault,
                property: Property.value(self, \.adaptivePresentationStyle))
        case .definesPresentationContext:
            return Descriptor(patchable: true, .unlessDefault, property: Property.value(self, \.definesPresentationContext))
        case .modalInPresentation:
            return Descriptor(
                kinds: ControllerKind.stylesOwnPresentation, patchable: true, .unlessDefault,
                property: Property.value(self, \.modalInPresentation))
        case .supportedOrientations:
            return Descriptor(patchable: true, .unlessDefault, property: Property.optional(self, \.supportedOrientations))
        case .restorationIdentifier:
            return Descriptor(patchable: true, .unlessDefault, property: Property.optional(self, \.restorationIdentifier))
        case .scene: return Descriptor(patchable: false, .unlessDefault, property: Property.optional(self, \.scene))
        case .userInfo:
            return Descriptor(
                patchable: true, .unlessDefault,
                property: Property.optional(self, \.userInfo) { (value: JSONValue) throws(FieldError) in
                    guard value.depth <= JSONValue.maxUserInfoDepth else {
                        throw FieldError(path: "", message: "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.")
                    }
                })
        case .children:
            return Descriptor(
                kinds: [.navigation, .tabBar, .split, .container], patchable: false, .structure,
                changedBy: "set-view-controllers (show-detail for a split view controller's secondary)")
        }
    }

    /// Every field's row, built once.
    private static let rows: [ControllerField: Descriptor] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.row) })

    public var descriptor: Descriptor { Self.rows[self] ?? row }

    /// The kinds the field applies to; `nil` for every kind.
    public var kinds: Set<ControllerKind>? { descriptor.kinds }

    /// Whether `PATCH` may change it; the others are set at creation or change through actions.
    public var isPatchable: Bool { descriptor.isPatchable }

    /// An immutable field kept in ``ControllerProperties``: a `PATCH` naming it is refused, but
    /// checkpoints write it with the other properties and read it back through the patch decoder.
    public var isKeptWithProperties: Bool { descriptor.property != nil && !descriptor.isPatchable }

    /// For a field that cannot be patched, the action that changes it, if any.
    public var changedBy: String? { descriptor.changedBy }

    /// UIKit's default as JSON, when it is one value whatever the other fields say.
    public var defaultValue: JSONValue? {
        if let property = descriptor.property { return property.defaultScalar }
        if let setting = descriptor.setting { return setting.defaultScalar }
        return descriptor.roleDefault
    }

    public var snapshotRule: SnapshotRule { descriptor.snapshotRule }

    /// Whether the field applies to controllers of `kind`.
    public func applies(to kind: ControllerKind) -> Bool { kinds?.contains(kind) ?? true }

    /// The fields of a node of `kind` that a snapshot always has, in snapshot order.
    public static func alwaysWritten(for kind: ControllerKind) -> [ControllerField] {
        switch kind {
        case .view: alwaysForContent
        case .alert: alwaysForAlert
        case .search: alwaysForSearch
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
    private static let alwaysForAlert = always(for: .alert)
    private static let alwaysForSearch = always(for: .search)
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
