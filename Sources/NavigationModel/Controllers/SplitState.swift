/// A split view controller's columns and display (`UISplitViewController`): the classic
/// two-column one (`viewControllers` is the primary, then the secondary), or a column-style one
/// (iOS 14's `init(style:)`, ``SplitSettings/style``) with a supplementary column in the
/// triple-column style and a compact column shown instead of the others while collapsed.
///
/// Expanded (a regular width), the columns sit side by side or the primary hides or lays over
/// the secondary, as ``displayMode`` says. Collapsed (a compact width), only the primary is on
/// screen: UIKit's default collapse pushes the secondary onto a primary navigation controller
/// (it is then in that stack, not a child of the split), or keeps it aside when the primary is
/// no navigation controller, or drops it when the client says so
/// (``SplitSettings/collapsesSecondaryOntoPrimary`` false, what a delegate returning true from
/// `splitViewController(_:collapseSecondary:onto:)` does).
@dynamicMemberLookup
public struct SplitState: Sendable, Equatable {
    /// The primary column's controller (`viewControllers[0]`).
    public internal(set) var primary: ControllerID
    /// The secondary column's controller while it is a child of the split: expanded, or kept
    /// aside while collapsed onto a primary that is no navigation controller. `nil` when it was
    /// collapsed onto the primary's stack, dropped, or never given.
    public internal(set) var secondary: ControllerID?
    /// The settings (``SplitSettings``), read as the state's own fields (`state.preferredDisplayMode`).
    public internal(set) var settings: SplitSettings
    /// The display mode in force while expanded: derived from the preference and the
    /// orientation, or set by the display-mode button or the edge swipe (`set-display-mode`)
    /// until the next change of traits or preference.
    public internal(set) var displayMode: DisplayMode
    /// `isCollapsed`: the width is compact.
    public internal(set) var isCollapsed: Bool
    /// The supplementary column's navigation controller (triple-column style). A column style
    /// holds its columns whatever their place (`viewController(for:)`): a child of the split,
    /// or, collapsed, on the primary's stack (``stacked``).
    public internal(set) var supplementary: ControllerID? = nil
    /// A column style's columns on the primary's stack while collapsed (in the order they went
    /// there; a `set-view-controllers` may reorder the stack); they are not the split's children
    /// meanwhile.
    public internal(set) var stacked: [ControllerID] = []
    /// The compact column's controller (column styles): shown alone while collapsed.
    public internal(set) var compact: ControllerID? = nil

    public internal(set) subscript<Value>(dynamicMember keyPath: WritableKeyPath<SplitSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// Whether it is a column-style split view controller (iOS 14's `init(style:)`).
    public var isColumnStyle: Bool { settings.style != .unspecified }

    /// The live children (`children`): the primary, the supplementary, the secondary while they
    /// are the split's, then the compact column.
    public var children: [ControllerID] {
        guard !stacked.isEmpty else { return [primary] + [supplementary, secondary, compact].compactMap { $0 } }
        return [primary] + [supplementary, secondary, compact].compactMap { $0 }.filter { !stacked.contains($0) }
    }

    /// The controller of a column style's `column`, wherever it is (`viewController(for:)`).
    public func controller(of column: SplitColumn) -> ControllerID? {
        switch column {
        case .primary: primary
        case .supplementary: supplementary
        case .secondary: secondary
        case .compact: compact
        }
    }

    /// The column a child of the split stands in.
    public func column(of child: ControllerID) -> SplitColumn? {
        switch child {
        case primary: .primary
        case supplementary: .supplementary
        case secondary: .secondary
        case compact: .compact
        default: nil
        }
    }

    /// The children on screen: collapsed, the compact column, else the primary (which holds what
    /// was collapsed onto it); expanded, per the display mode.
    public var visibleChildren: [ControllerID] {
        if isCollapsed { return [compact ?? primary] }
        return shownColumns(in: displayMode).compactMap { column in
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .secondary: secondary
            case .compact: nil
            }
        }
    }

    /// The columns on screen, expanded, in `mode`: a double column (or the classic split) shows
    /// the primary beside or over the secondary; a triple column shows the supplementary there,
    /// and all three in the `two…` modes.
    func shownColumns(in mode: DisplayMode) -> [SplitColumn] {
        switch mode {
        case .secondaryOnly: [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            settings.style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: [.primary, .supplementary, .secondary]
        }
    }
}

/// `UISplitViewController.Style`: the classic split (`unspecified`, `viewControllers`), or a
/// column style (`init(style:)`, `setViewController(_:for:)`).
public enum SplitStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case unspecified, doubleColumn, tripleColumn
}

/// `UISplitViewController.Column`.
public enum SplitColumn: String, Sendable, Equatable, CaseIterable, Choice {
    case primary, supplementary, secondary, compact
}

/// `UISplitViewController.SplitBehavior` in force: how the columns share the width. Each allows
/// the secondary alone and one mode per number of columns beside it (docs/uikit-rules.md, "Column-style split view controllers").
public enum SplitBehavior: String, Sendable, Equatable, CaseIterable, Choice {
    /// Side by side; the secondary stays interactive.
    case tile
    /// The other columns lay over the dimmed secondary.
    case overlay
    /// The other columns push the dimmed secondary aside.
    case displace

    /// The display modes it allows, in UIKit's order.
    public var displayModes: [DisplayMode] {
        switch self {
        case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
    }

    /// The mode of this behaviour that shows as many columns beside the secondary as `mode`.
    func closest(to mode: DisplayMode) -> DisplayMode { displayModes[mode.columnsBesideSecondary] }
}

/// `preferredSplitBehavior`: a behaviour, or `automatic` (tile in landscape, overlay in
/// portrait: the choice UIKit leaves to itself, docs/uikit-rules.md).
public enum PreferredSplitBehavior: String, Sendable, Equatable, CaseIterable, Choice {
    case automatic, tile, overlay, displace

    /// The behaviour it gives with `traits`.
    public func resolved(for traits: Traits) -> SplitBehavior {
        switch self {
        case .automatic: traits.orientation.isLandscape ? .tile : .overlay
        case .tile: .tile
        case .overlay: .overlay
        case .displace: .displace
        }
    }
}

/// `UISplitViewController.DisplayMode` as it is in force (UIKit never reports `automatic`).
public enum DisplayMode: String, Sendable, Equatable, CaseIterable, Choice {
    /// The primary is hidden (iOS 8's `primaryHidden`).
    case secondaryOnly
    /// Side by side (`allVisible`).
    case oneBesideSecondary
    /// The primary lays over the dimmed secondary (`primaryOverlay`).
    case oneOverSecondary
    /// Triple column: the primary and the supplementary beside the secondary (tile).
    case twoBesideSecondary
    /// Triple column: the primary and the supplementary over the dimmed secondary (overlay).
    case twoOverSecondary
    /// Triple column: the primary and the supplementary push the secondary aside (displace).
    case twoDisplaceSecondary

    /// How many columns it shows beside (or over) the secondary.
    var columnsBesideSecondary: Int {
        switch self {
        case .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }

    /// iOS 8's names, still accepted (UIKit keeps them as deprecated aliases).
    static let aliases: [String: DisplayMode] = [
        "primaryHidden": .secondaryOnly, "allVisible": .oneBesideSecondary, "primaryOverlay": .oneOverSecondary,
    ]

    public init(json: JSONValue) throws(FieldError) {
        let text = try String(json: json)
        guard let mode = DisplayMode(rawValue: text) ?? Self.aliases[text] else {
            throw FieldError(path: "", message: "'\(text)' is not one of \(Self.names).")
        }
        self = mode
    }

    static var names: String {
        (allCases.map(\.rawValue) + aliases.keys.sorted()).map { "'\($0)'" }.joined(separator: ", ")
    }
}

/// `preferredDisplayMode`: a display mode, or `automatic` (UIKit picks by orientation).
public enum PreferredDisplayMode: Sendable, Equatable, Decodable, JSONReadable {
    case automatic
    case mode(DisplayMode)

    public var rawValue: String {
        switch self {
        case .automatic: "automatic"
        case .mode(let mode): mode.rawValue
        }
    }

    public init?(rawValue: String) {
        if rawValue == "automatic" {
            self = .automatic
        } else if let mode = DisplayMode(rawValue: rawValue) ?? DisplayMode.aliases[rawValue] {
            self = .mode(mode)
        } else {
            return nil
        }
    }

    public static var expectedJSON: String { "a string" }

    public init(json: JSONValue) throws(FieldError) {
        let text = try String(json: json)
        guard let value = PreferredDisplayMode(rawValue: text) else {
            throw FieldError(path: "", message: "'\(text)' is not one of 'automatic', \(DisplayMode.names).")
        }
        self = value
    }

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// The display mode it gives with `traits`: `automatic` is side by side in landscape and the
    /// secondary only in portrait (a pad full screen; SPL-2, SPL-3). A column-style split takes
    /// the mode of its behaviour that shows as many columns (`show-column`'s "closest").
    public func resolved(for traits: Traits, behavior: SplitBehavior? = nil) -> DisplayMode {
        let mode: DisplayMode
        switch self {
        case .automatic: mode = traits.orientation.isLandscape ? .oneBesideSecondary : .secondaryOnly
        case .mode(let preferred): mode = preferred
        }
        return behavior?.closest(to: mode) ?? mode
    }
}

extension Controller {
    /// The columns and display, when this is a split view controller.
    public var split: SplitState? { if case .split(let state) = role { state } else { nil } }
}
