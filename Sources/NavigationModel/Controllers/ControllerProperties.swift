/// The properties a client sets on a controller, in a spec or a PATCH.
///
/// Containment, appearance and ids are not here: the rules own those.
///
/// Laid out for the common controller, which sets a class and a title and leaves the rest at
/// UIKit's defaults: those two inline, everything else behind one copy-on-write reference that
/// stays `nil` while every one of them is at its default. A controller's properties take 40
/// bytes instead of 360, and copying a controller (every mutation of a session copies the ones
/// it changes) retains one reference instead of a dozen.
public struct ControllerProperties: Sendable, Equatable {
    /// The client's class name, e.g. `InboxViewController`; the kind's UIKit class when `nil`.
    public var className: String?
    public var title: String?
    /// The other properties, `nil` while all are at their defaults.
    private var others: Others?

    /// The properties most controllers leave at UIKit's defaults.
    struct Values: Equatable {
        var navigationItem = NavigationItem()
        var tabBarItem: TabBarItem?
        var toolbarItems: [BarButtonItem] = []
        var hidesBottomBarWhenPushed = false
        var modalPresentationStyle: ModalPresentationStyle = .automatic
        var modalTransitionStyle: ModalTransitionStyle = .coverVertical
        var popoverPresentation: PopoverPresentation?
        var adaptivePresentationStyle: AdaptivePresentationStyle = .automatic
        var definesPresentationContext = false
        var supportedOrientations: [Orientation]?
        var restorationIdentifier: String?
        var scene: SceneReference?
        var userInfo: JSONValue?
        var navigationBarHidden = false
        var toolbarHidden = true
        var automaticallyForwardsAppearance = true
        var releasesHiddenChildrenOnMemoryWarning = false

        static let defaults = Values()
    }

    /// The reference to them: changed in place when this is its only holder, copied otherwise.
    /// Only ever written through ``change(_:)``, which makes it unique first.
    final class Others: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var values: Values { others?.values ?? .defaults }

    /// The bytes the properties take as JSON text (names, titles, items, `userInfo`), escapes
    /// included: what ``Limits/maxControllerBytes`` bounds, so that a snapshot's size is bounded
    /// too. A bar item weighs what its fields take besides its text (96 bytes).
    public var byteCount: Int {
        func text(_ value: String?) -> Int { value.map(JSONValue.escapedCount) ?? 0 }
        func items(_ items: [BarButtonItem]) -> Int { items.reduce(0) { $0 + text($1.title) + text($1.image) + 96 } }
        var bytes = text(className) + text(title)
        guard let values = others?.values else { return bytes }
        let item = values.navigationItem
        bytes += text(item.title) + text(item.prompt) + text(item.backButtonTitle) + items(item.leftItems) + items(item.rightItems)
        if let tab = values.tabBarItem { bytes += text(tab.title) + text(tab.image) + text(tab.badgeValue) }
        bytes += items(values.toolbarItems) + text(values.restorationIdentifier)
        bytes += values.popoverPresentation.map { $0.passthroughControllers.reduce(0) { $0 + $1.rawValue.utf8.count + 3 } } ?? 0
        if let scene = values.scene { bytes += text(scene.storyboard) + text(scene.identifier) }
        return bytes + (values.userInfo?.byteCount ?? 0)
    }

    /// Whether every property but the class name and the title is at UIKit's default: what a
    /// writer may skip at once (most controllers).
    public var othersAreDefaults: Bool { others == nil }

    private mutating func change(_ body: (inout Values) -> Void) {
        guard others != nil else {
            var values = Values()
            body(&values)
            if values != .defaults { others = Others(values) }
            return
        }
        if !isKnownUniquelyReferenced(&others) { others = Others(values) }
        others?.values.modify(body)
    }

    public static func == (lhs: ControllerProperties, rhs: ControllerProperties) -> Bool {
        lhs.className == rhs.className && lhs.title == rhs.title && (lhs.others === rhs.others || lhs.values == rhs.values)
    }

    public var navigationItem: NavigationItem {
        get { others.map { $0.values.navigationItem } ?? Values.defaults.navigationItem }
        set { change { $0.navigationItem = newValue } }
    }
    public var tabBarItem: TabBarItem? {
        get { others.map { $0.values.tabBarItem } ?? Values.defaults.tabBarItem }
        set { change { $0.tabBarItem = newValue } }
    }
    public var toolbarItems: [BarButtonItem] {
        get { others.map { $0.values.toolbarItems } ?? Values.defaults.toolbarItems }
        set { change { $0.toolbarItems = newValue } }
    }
    public var hidesBottomBarWhenPushed: Bool {
        get { others.map { $0.values.hidesBottomBarWhenPushed } ?? Values.defaults.hidesBottomBarWhenPushed }
        set { change { $0.hidesBottomBarWhenPushed = newValue } }
    }
    public var modalPresentationStyle: ModalPresentationStyle {
        get { others.map { $0.values.modalPresentationStyle } ?? Values.defaults.modalPresentationStyle }
        set { change { $0.modalPresentationStyle = newValue } }
    }
    public var modalTransitionStyle: ModalTransitionStyle {
        get { others.map { $0.values.modalTransitionStyle } ?? Values.defaults.modalTransitionStyle }
        set { change { $0.modalTransitionStyle = newValue } }
    }
    /// The popover's anchor, arrows and passthrough (`popoverPresentationController`).
    public var popoverPresentation: PopoverPresentation? {
        get { others.map { $0.values.popoverPresentation } ?? Values.defaults.popoverPresentation }
        set { change { $0.popoverPresentation = newValue } }
    }
    /// What the presentation becomes in a compact width (a presentation delegate's answer).
    public var adaptivePresentationStyle: AdaptivePresentationStyle {
        get { others.map { $0.values.adaptivePresentationStyle } ?? Values.defaults.adaptivePresentationStyle }
        set { change { $0.adaptivePresentationStyle = newValue } }
    }
    public var definesPresentationContext: Bool {
        get { others.map { $0.values.definesPresentationContext } ?? Values.defaults.definesPresentationContext }
        set { change { $0.definesPresentationContext = newValue } }
    }
    /// `nil` means the idiom's default (UIKit: all but upside-down on a phone, all on a pad).
    public var supportedOrientations: [Orientation]? {
        get { others.map { $0.values.supportedOrientations } ?? Values.defaults.supportedOrientations }
        set { change { $0.supportedOrientations = newValue } }
    }
    public var restorationIdentifier: String? {
        get { others.map { $0.values.restorationIdentifier } ?? Values.defaults.restorationIdentifier }
        set { change { $0.restorationIdentifier = newValue } }
    }
    /// The storyboard scene the controller was instantiated from; `nil` when built from a spec.
    public var scene: SceneReference? {
        get { others.map { $0.values.scene } ?? Values.defaults.scene }
        set { change { $0.scene = newValue } }
    }
    public var userInfo: JSONValue? {
        get { others.map { $0.values.userInfo } ?? Values.defaults.userInfo }
        set { change { $0.userInfo = newValue } }
    }
    /// Navigation controllers only: `isNavigationBarHidden` (UIKit default false).
    public var navigationBarHidden: Bool {
        get { others.map { $0.values.navigationBarHidden } ?? Values.defaults.navigationBarHidden }
        set { change { $0.navigationBarHidden = newValue } }
    }
    /// Navigation controllers only: `isToolbarHidden` (UIKit default true).
    public var toolbarHidden: Bool {
        get { others.map { $0.values.toolbarHidden } ?? Values.defaults.toolbarHidden }
        set { change { $0.toolbarHidden = newValue } }
    }
    /// Custom containers only: `shouldAutomaticallyForwardAppearanceMethods` (UIKit default
    /// true). False: the children get appearance callbacks only from `begin-appearance` and
    /// `end-appearance`. Set at creation.
    public var automaticallyForwardsAppearance: Bool {
        get { others.map { $0.values.automaticallyForwardsAppearance } ?? Values.defaults.automaticallyForwardsAppearance }
        set { change { $0.automaticallyForwardsAppearance = newValue } }
    }
    /// Custom containers only: the View Switcher's policy (docs/uikit-rules.md): on a memory
    /// warning the container releases its children that are not shown, to be rebuilt when next
    /// shown.
    public var releasesHiddenChildrenOnMemoryWarning: Bool {
        get { others.map { $0.values.releasesHiddenChildrenOnMemoryWarning } ?? Values.defaults.releasesHiddenChildrenOnMemoryWarning }
        set { change { $0.releasesHiddenChildrenOnMemoryWarning = newValue } }
    }

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
        change {
            $0.navigationItem = navigationItem
            $0.tabBarItem = tabBarItem
            $0.toolbarItems = toolbarItems
            $0.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
            $0.modalPresentationStyle = modalPresentationStyle
            $0.modalTransitionStyle = modalTransitionStyle
            $0.popoverPresentation = popoverPresentation
            $0.adaptivePresentationStyle = adaptivePresentationStyle
            $0.definesPresentationContext = definesPresentationContext
            $0.supportedOrientations = supportedOrientations
            $0.restorationIdentifier = restorationIdentifier
            $0.userInfo = userInfo
            $0.navigationBarHidden = navigationBarHidden
            $0.toolbarHidden = toolbarHidden
        }
    }
}

extension ControllerProperties.Values {
    /// Runs `body` on the value in place.
    fileprivate mutating func modify(_ body: (inout Self) -> Void) { body(&self) }
}
