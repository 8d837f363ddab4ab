/// What a tab bar controller holds besides its tabs.
public struct TabBarState: Sendable, Equatable {
    /// The selected tab, or `nil` while the More list itself is shown (UIKit's `NSNotFound`).
    public internal(set) var selectedIndex: Int?
    /// The tabs the user may move with More > Edit (`customizableViewControllers`); UIKit makes
    /// every tab customizable whenever the tabs are set.
    public internal(set) var customizable: [ControllerID]

    /// The id of the derived More navigation controller of tab bar `owner`.
    public static func moreID(of owner: ControllerID) -> ControllerID { ControllerID(owner.rawValue + ".more") }
}

extension Traits {
    /// How many items a tab bar shows before it needs More: 5 on a compact width (phone), 8 on
    /// a regular one (pad). With more tabs the bar shows one fewer, then More.
    public var tabBarCapacity: Int { horizontalSizeClass == .compact ? 5 : 8 }
}
