/// A change to a session's hierarchy: what a route, a batch entry or a replay asks for.
public enum Action: Sendable, Equatable {
    case push(target: Target, controller: ControllerReference, animated: Bool)
    case pop(target: Target, animated: Bool)
    /// An edge swipe back that the user finishes (a pop) or cancels (nothing moves), with
    /// UIKit's callbacks for each (LC-5, MC-8).
    case interactivePop(target: Target, outcome: InteractiveOutcome)
    case popTo(target: Target, controller: ControllerID, animated: Bool)
    case popToRoot(target: Target, animated: Bool)
    /// On a navigation controller the stack; on a tab bar controller (named explicitly) the tabs;
    /// on a page view controller (named explicitly) the pages shown, by data source id.
    case setViewControllers(target: Target, controllers: [ControllerReference], animated: Bool)
    /// A programmatic selection (`selectedViewController`), or a user's tap on the tab
    /// (`userAction`: the delegate's `shouldSelect` is asked and may veto, `didSelect` follows).
    case selectTab(
        target: Target, selection: Hierarchy.TabSelection, popToRootOnReselect: Bool, animated: Bool, userAction: Bool = false)
    case reorderTabs(target: Target, order: [ControllerID])
    /// Presents a new controller from the target (the top-most visible controller when automatic).
    case present(target: Target, controller: ControllerReference, animated: Bool)
    /// Dismisses what the target presents, or the presented controller the target is in (the
    /// top-most presented controller when automatic).
    case dismiss(target: Target, animated: Bool)
    /// A tap outside the popover the target is in; `tapped` names the controller the tap lands
    /// on, when it matters (a passthrough controller takes the tap and the popover stays).
    case tapOutside(target: Target, tapped: ControllerID?, animated: Bool)
    /// The user's swipe down on the sheet the target is in, finished (the sheet is dismissed)
    /// or cancelled (it settles back).
    case swipeDown(target: Target, outcome: InteractiveOutcome)
    /// `selectedDetentIdentifier` of the sheet the target is in, set by the app or, with
    /// `userAction`, by the user dragging the sheet (its delegate is told).
    case setDetent(target: Target, detent: String, userAction: Bool)
    /// A deep link's step: the controller brought on screen by the dismissals, tab selections
    /// and pops that lead to it.
    case reveal(controller: ControllerID, animated: Bool)
    /// The user's tap on an action of the alert the target is (the top-most one when automatic).
    case tapAction(target: Target, action: AlertActionReference)
    /// What the user typed into text field `field` of the alert the target is.
    case enterText(target: Target, field: Int, text: String)
    /// A tap in the search field of the search controller the target is or holds (or
    /// `isActive = true`): search becomes active.
    case activateSearch(target: Target, animated: Bool)
    /// What the user typed into the active search bar of the search controller the target is or holds.
    case searchText(target: Target, text: String)
    /// The user's tap on Cancel in the active search bar: the text is cleared and search ends.
    case cancelSearch(target: Target, animated: Bool)
    /// A swipe or edge tap: the data source's next or previous page (or pair).
    case turnPage(target: Target, forward: Bool, animated: Bool)
    /// Scrubbing to the spread that shows page `index`.
    case setPage(target: Target, index: Int, animated: Bool)
    /// Rotation and size-class changes, merged into the traits in force.
    case changeTraits(TraitsChange)
    /// What a split view controller's display-mode button, edge swipe or dimmed secondary does:
    /// the display mode until the next change of traits or preference.
    case setDisplayMode(target: Target, mode: DisplayMode, animated: Bool)
    /// A column-style split's `show(_:)` (`shown`) or `hide(_:)` of a column.
    case setColumn(target: Target, column: SplitColumn, shown: Bool, animated: Bool)
    /// `show(_:sender:)` (`detail` false) or `showDetailViewController(_:sender:)` from the
    /// target as sender, resolved as UIKit's `targetViewController(forAction:sender:)` walk does
    /// (see ``Hierarchy/resolution(ofShowDetail:sender:)``).
    case show(target: Target, controller: ControllerReference, detail: Bool, animated: Bool)
    /// `addChild(_:)` on the custom container the target names (or is in): the child's view
    /// goes in when `shown`; `didMove(toParent:)` is sent now unless `movesNow` is false.
    case addChild(target: Target, controller: ControllerReference, shown: Bool, movesNow: Bool, animated: Bool)
    /// The `didMove(toParent:)` of a child added with `movesNow` false.
    case didMoveChild(target: Target, child: ControllerID)
    /// `willMove(toParent: nil)`, the view out, `removeFromParent()`; then the release, unless
    /// the container `keep`s the controller (``ContainerState/kept``).
    case removeChild(target: Target, child: ControllerID, animated: Bool, keep: Bool = false)
    /// `transition(from:to:duration:options:…)` between children of a custom container; with
    /// `keep`, a `from` that leaves the container is kept rather than released.
    case transitionChildren(
        target: Target, from: ControllerID, to: ControllerReference, options: Hierarchy.TransitionOptions, duration: Double,
        keep: Bool = false)
    /// `beginAppearanceTransition(appearing, animated:)` on a child of a custom container that
    /// does not forward appearance.
    case beginAppearance(target: Target, child: ControllerID, appearing: Bool, animated: Bool)
    /// `endAppearanceTransition()` on such a child.
    case endAppearance(target: Target, child: ControllerID)
    /// `performSegue(withIdentifier:sender:)` from the target (a controller instantiated from a
    /// storyboard), or a user's trigger of the segue (`userAction`: `shouldPerformSegue` is asked).
    case performSegue(target: Target, identifier: String, sender: ControllerID?, userInfo: JSONValue?, userAction: Bool, animated: Bool)
    /// A low-memory warning (MEM-1, MEM-2): `didReceiveMemoryWarning` to every controller, on
    /// screen or not, its view loaded or not.
    case memoryWarning
    /// Property changes of one controller (`PATCH`).
    case update(controller: ControllerID, patch: ControllerPatch)

    /// Traits replaced whole.
    public static func setTraits(_ traits: Traits) -> Action { .changeTraits(TraitsChange(traits)) }

    /// How an interactive transition the user started ends.
    public enum InteractiveOutcome: String, Sendable, Equatable, CaseIterable, Choice {
        case finished, cancelled
    }

    /// Which controller an action acts on.
    public enum Target: Sendable, Equatable {
        /// What a user would mean: for navigation actions, the navigation controller of the
        /// top-most visible content.
        case automatic
        /// A named controller; for navigation actions a content controller stands for its
        /// navigation controller, as `vc.navigationController` does.
        case controller(ControllerID)
    }
}

/// The action names as they appear in routes (`POST …/{action}`), mapped in this one place.
public enum ActionName: String, Sendable, CaseIterable {
    case push
    case pop
    case popTo = "pop-to"
    case popToRoot = "pop-to-root"
    case setViewControllers = "set-view-controllers"
    case selectTab = "select-tab"
    case reorderTabs = "reorder-tabs"
    case present
    case dismiss
    case setDetent = "set-detent"
    case tapAction = "tap-action"
    case enterText = "enter-text"
    case activateSearch = "activate-search"
    case searchText = "search-text"
    case cancelSearch = "cancel-search"
    case turnPage = "turn-page"
    case setPage = "set-page"
    case setDisplayMode = "set-display-mode"
    case showColumn = "show-column"
    case hideColumn = "hide-column"
    case show
    case showDetail = "show-detail"
    case addChild = "add-child"
    case didMove = "did-move"
    case removeChild = "remove-child"
    case transition
    case beginAppearance = "begin-appearance"
    case endAppearance = "end-appearance"
    case performSegue = "perform-segue"
}

/// A batch refused at one of its actions; nothing of the batch was applied.
public struct BatchRefusal: Error, Sendable, Equatable {
    /// The position of the refused action in the batch.
    public let index: Int
    public let error: NavigationError
}
