/// The properties a client sets on a controller, in a spec or a PATCH.
///
/// Containment, appearance and ids are not here: the rules own those.
public struct ControllerProperties: Sendable, Equatable {
    /// The client's class name, e.g. `InboxViewController`; the kind's UIKit class when `nil`.
    public var className: String?
    public var title: String?
    public var navigationItem: NavigationItem
    public var tabBarItem: TabBarItem?
    public var toolbarItems: [BarButtonItem]
    public var hidesBottomBarWhenPushed: Bool
    public var modalPresentationStyle: ModalPresentationStyle
    public var modalTransitionStyle: ModalTransitionStyle
    /// The popover's anchor, arrows and passthrough (`popoverPresentationController`).
    public var popoverPresentation: PopoverPresentation?
    /// What the presentation becomes in a compact width (a presentation delegate's answer).
    public var adaptivePresentationStyle: AdaptivePresentationStyle
    public var definesPresentationContext: Bool
    /// `nil` means the idiom's default (UIKit: all but upside-down on a phone, all on a pad).
    public var supportedOrientations: [Orientation]?
    public var restorationIdentifier: String?
    /// The storyboard scene the controller was instantiated from; `nil` when built from a spec.
    public var scene: SceneReference?
    public var userInfo: JSONValue?
    /// Navigation controllers only: `isNavigationBarHidden` (UIKit default false).
    public var navigationBarHidden: Bool
    /// Navigation controllers only: `isToolbarHidden` (UIKit default true).
    public var toolbarHidden: Bool
    /// Custom containers only: `shouldAutomaticallyForwardAppearanceMethods` (UIKit default
    /// true). False: the children get appearance callbacks only from `begin-appearance` and
    /// `end-appearance`. Set at creation.
    public var automaticallyForwardsAppearance = true
    /// Custom containers only: the View Switcher's policy (seed 004 §8.5): on a memory warning
    /// the container releases its children that are not shown, to be rebuilt when next shown.
    public var releasesHiddenChildrenOnMemoryWarning = false

    public init(
        className: String? = nil, title: String? = nil, navigationItem: NavigationItem = NavigationItem(),
        tabBarItem: TabBarItem? = nil, toolbarItems: [BarButtonItem] = [], hidesBottomBarWhenPushed: Bool = false,
        modalPresentationStyle: ModalPresentationStyle = .automatic,
        modalTransitionStyle: ModalTransitionStyle = .coverVertical, popoverPresentation: PopoverPresentation? = nil,
        adaptivePresentationStyle: AdaptivePresentationStyle = .automatic, definesPresentationContext: Bool = false,
        supportedOrientations: [Orientation]? = nil, restorationIdentifier: String? = nil,
        userInfo: JSONValue? = nil, navigationBarHidden: Bool = false, toolbarHidden: Bool = true
    ) {
        self.className = className
        self.title = title
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
        self.toolbarItems = toolbarItems
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.popoverPresentation = popoverPresentation
        self.adaptivePresentationStyle = adaptivePresentationStyle
        self.definesPresentationContext = definesPresentationContext
        self.supportedOrientations = supportedOrientations
        self.restorationIdentifier = restorationIdentifier
        self.userInfo = userInfo
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
    }
}
