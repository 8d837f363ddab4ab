/// A split view controller's columns and display (`UISplitViewController`, the classic
/// two-column one: `viewControllers` is the primary, then the secondary).
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

    public internal(set) subscript<Value>(dynamicMember keyPath: WritableKeyPath<SplitSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// The live children (`children`): the primary, then the secondary while it is the split's.
    public var children: [ControllerID] { [primary] + (secondary.map { [$0] } ?? []) }

    /// The children on screen: collapsed the primary; expanded, per the display mode.
    public var visibleChildren: [ControllerID] {
        if isCollapsed { return [primary] }
        switch displayMode {
        case .secondaryOnly: return secondary.map { [$0] } ?? []
        case .oneBesideSecondary, .oneOverSecondary: return children
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
    /// secondary only in portrait (a pad full screen; SPL-2, SPL-3).
    public func resolved(for traits: Traits) -> DisplayMode {
        switch self {
        case .automatic: traits.orientation.isLandscape ? .oneBesideSecondary : .secondaryOnly
        case .mode(let mode): mode
        }
    }
}

extension Controller {
    /// The columns and display, when this is a split view controller.
    public var split: SplitState? { if case .split(let state) = role { state } else { nil } }
}
