/// Everything the model refuses, each mirroring what UIKit does in the same situation.
///
/// A refusal leaves the hierarchy exactly as it was. The cases know their stable slug and the
/// UIKit exception they mirror; what that means in HTTP is the server's business.
public enum NavigationError: Error, Sendable, Equatable {
    case unknownController(ControllerID)
    /// A navigation controller with an empty stack (NAV-1).
    case navigationWithoutRoot(ControllerID?)
    /// A navigation controller pushed, or given as a stack member (NAV-E1).
    case pushingNavigationController(ControllerID?)
    /// A controller pushed onto the stack it is already in (NAV-E2).
    case pushingSameInstance(ControllerID)
    /// A controller added to a container while it has another parent (NAV-E3, H-1).
    case hierarchyInconsistency(child: ControllerID, parent: ControllerID?, requested: ControllerID)
    /// A pop with nothing above the target: at the root, or popping to the top (NAV-6).
    case nothingToPop(ControllerID, method: PopMethod)
    /// `pop-to` a controller that is in the session but not in this stack (NAV-E6).
    case notInStack(ControllerID, navigation: ControllerID)
    /// The same controller twice in a new stack (NAV-E7).
    case duplicateControllers(ControllerID)
    /// A navigation action on a controller with no navigation controller, or nothing visible to act on.
    case noNavigationController(ControllerID?)
    /// An id a live controller has, or one a data source keeps for a page (`heldBy` it).
    case idInUse(ControllerID, heldBy: ControllerID?)
    /// An id a custom container holds for a child it released on a memory warning.
    case idHeldForReleasedChild(ControllerID, container: ControllerID)
    /// The same id twice in the specs of one request.
    case duplicateID(ControllerID)
    case invalidControllerID(String)
    /// An id NavState derives for a container (`<page>.blank`, `<tab bar>.more`) that a client
    /// controller has or asks for.
    case derivedIDConflict(ControllerID, container: ControllerID)
    /// A container id too long for the id NavState derives from it to be a valid id.
    case derivedIDTooLong(ControllerID, derived: ControllerID)
    case treeTooDeep(limit: Int)
    case tooManyChildren(limit: Int)
    case tooManyControllers(limit: Int)
    case tooManyPresentedControllers(limit: Int)
    /// A batch whose actions together would send more lifecycle callbacks than one revision
    /// may carry (``Limits/maxCallbacksPerBatch``).
    case tooManyCallbacks(limit: Int)
    /// A controller whose properties would hold more text than ``Limits/maxControllerBytes``.
    case controllerTooLarge(ControllerID?, bytes: Int, limit: Int)
    case immutableField(ControllerField)
    /// A field given to a kind it does not apply to, in a spec or a `PATCH`.
    case fieldNotApplicable(ControllerField, kind: ControllerKind)
    /// A tab bar controller with no tabs.
    case tabBarWithoutTabs(ControllerID?)
    /// A tab bar controller inside a navigation controller (Apple: "a navigation controller
    /// should not incorporate a tab bar controller") or inside another tab bar controller.
    case nestedTabBarController(ControllerID?, container: ControllerKind)
    case tabIndexOutOfRange(Int, count: Int)
    /// A controller named as a tab that is not a tab of this tab bar controller.
    case notATab(ControllerID, tabBar: ControllerID)
    /// A tab bar spec whose `customizable` names a controller that is not one of its tabs.
    case customizableNotATab(ControllerID, tabBar: ControllerID?)
    case noTabBarController(ControllerID?)
    /// `reorder-tabs` moving a tab that is not in `customizableViewControllers`.
    case tabNotCustomizable(ControllerID)
    /// A new tab order that is not a permutation of the tabs.
    case invalidTabOrder(ControllerID)
    /// Presenting from a layer that already presents (MOD-E3).
    case alreadyPresenting(ControllerID, presented: ControllerID)
    /// Presenting a controller that is already in the session (MOD-E2).
    case presentingActiveController(ControllerID)
    /// Presenting from a controller whose view is not on screen (MOD-E4).
    case notInWindowHierarchy(ControllerID)
    /// An edge swipe back on a navigation controller that is not on screen.
    case navigationControllerOffScreen(ControllerID)
    /// `partialCurl` with a presentation style other than `fullScreen` (MOD-9).
    case partialCurlRequiresFullScreen(ModalPresentationStyle)
    /// Presenting from a controller presented with `partialCurl`.
    case partialCurlCannotPresent(ControllerID)
    case nothingToDismiss(ControllerID?)
    /// The pages given don't match the count the spine and double-sidedness require (PVC-E1).
    case pageCountMismatch(provided: Int, required: Int)
    /// A mid spine with `doubleSided` false (PVC-E2).
    case midSpineRequiresDoubleSided(ControllerID?)
    /// A page configuration UIKit cannot show: a spine with scroll, `book` with scroll.
    case invalidPageConfiguration(String)
    /// A state-restoration document that does not make a hierarchy UIKit could have shown.
    case invalidRestoration(String)
    case pageIndexOutOfRange(Int, count: Int)
    /// A turn past the first or last page: the data source has nothing in that direction.
    case noMorePages(ControllerID, direction: String)
    /// A controller named as a page that is not in this page view controller's data source.
    case notAPage(ControllerID, pageController: ControllerID)
    case noPageViewController(ControllerID?)
    /// A rotation to an orientation the top full-screen controller does not support.
    case orientationNotSupported(Orientation, controller: ControllerID)
    /// A split view controller with no columns (SPL-E1).
    case splitWithoutPrimary(ControllerID?)
    /// A split view controller given more than a primary and a secondary (SPL-E1).
    case tooManyColumns(ControllerID?, count: Int)
    /// A split view controller as a column of another one.
    case nestedSplitViewController(ControllerID?)
    /// A split view controller pushed, placed in a stack, or in a tab that overflows into More
    /// (SPL-E2, NAV-E4, TAB-E4); `navigation` is the navigation controller it would be in.
    case pushingSplitViewController(ControllerID?, navigation: ControllerID?)
    case noSplitViewController(ControllerID?)
    /// `set-display-mode` on a collapsed split view controller: only the primary is shown.
    case splitViewControllerCollapsed(ControllerID)
    /// A split's fields that do not go together: columns without a column style (or children
    /// with one), a supplementary outside the triple-column style, a column style's setting on
    /// the classic split (or the classic's on a column style).
    case splitStyleMismatch(ControllerID?, String)
    /// `show-column` or `hide-column` on the classic split (UIKit's `show(_:)` and `hide(_:)`
    /// do not apply to it).
    case notAColumnSplit(ControllerID)
    /// `show-column` or `hide-column` of a column the style does not have.
    case columnNotInStyle(SplitColumn, split: ControllerID, style: SplitStyle)
    /// `hide-column` of the secondary, which UIKit does not support.
    case secondaryColumnNotHideable(ControllerID)
    /// `set-display-mode` (or a preferred display mode) the split's style or behaviour does not allow.
    case displayModeNotAllowed(DisplayMode, split: ControllerID?, allowed: [DisplayMode], reason: String)
    /// A popover without a source controller (UIKit: no `sourceView` or `barButtonItem`).
    case popoverWithoutAnchor(ControllerID?)
    /// A popover anchored to a controller that is not on screen, or to a bar item it lacks.
    case popoverAnchorUnavailable(ControllerID, reason: String)
    /// MOD-E5: a context style presented inside a popover with a transition other than coverVertical.
    case contextInPopoverRequiresCoverVertical(ModalTransitionStyle)
    /// A tap outside something that is not a popover.
    case notAPopover(ControllerID?)
    /// A swipe down on a presentation that is not a sheet (only sheets are swiped away).
    case notASheet(ControllerID?)
    /// `set-detent` naming a detent the sheet does not list.
    case unknownDetent(String, sheet: ControllerID, detents: [String])
    /// A user's drag to a detent the sheet cannot rest at now.
    case sheetDetentInactive(String, sheet: ControllerID, reason: DetentRefusal)
    /// An alert anywhere but presented: a window root, a child, a page, a pushed controller.
    case alertNotPresented(ControllerID?)
    /// An alert with a second cancel action.
    case alertCancelActions(ControllerID?)
    /// A text field on an action sheet.
    case textFieldInActionSheet(ControllerID?)
    /// An action sheet shown as a popover (a regular width) with no anchor.
    case actionSheetWithoutAnchor(ControllerID?, presenter: ControllerID)
    /// A tap on an action, or text typed, where no alert is (or the alert named is not one).
    case notAnAlert(ControllerID?)
    /// An alert with something presented over it: the user cannot reach its buttons.
    case alertCovered(ControllerID)
    /// `tap-action` naming an action the alert does not have.
    case unknownAlertAction(String, alert: ControllerID, actions: [String])
    /// `tap-action` on a disabled action.
    case alertActionDisabled(String, alert: ControllerID)
    /// `enter-text` into a text field the alert does not have.
    case unknownTextField(Int, alert: ControllerID, count: Int)
    /// A search controller anywhere but a navigation item's `searchController`: a window root,
    /// a child, a page, pushed or presented by a client.
    case searchControllerNotOwned(ControllerID?)
    /// A navigation item's `searchController` that is no search controller.
    case notASearchController(ControllerID?, kind: ControllerKind)
    /// A search action where no search controller is: the controller named owns none (and is
    /// none), or none is on screen.
    case noSearchController(ControllerID?)
    /// A search controller in a page of a page view controller's data source.
    case searchControllerInDataSource(ControllerID?, pageController: ControllerID?)
    /// Text typed into, or Cancel tapped on, a search that is not active.
    case searchNotActive(ControllerID)
    /// A deep link's controller that dismissals, tab selections and pops do not bring on screen.
    case notRevealable(ControllerID, reason: RevealRefusal)

    /// Why a controller cannot be brought on screen.
    public enum RevealRefusal: Sendable, Equatable {
        /// It is in no layer of the window: a custom container keeps it detached.
        case detached
        /// It stays off screen: a custom container does not show it, a split view controller's
        /// column is hidden, a container forwards its appearance by hand.
        case hidden
    }

    /// Why a user cannot drag a sheet to a detent.
    public enum DetentRefusal: Sendable, Equatable {
        /// In a regular width the sheet is a centred form or page sheet, without detents.
        case regularWidth
        /// The medium detent is inactive in a compact height.
        case compactHeight
        /// Something above the sheet dims it or takes the touches.
        case covered
    }
    /// A containment action with no custom container to act on.
    case noContainerController(ControllerID?)
    /// A controller named as a child that is not one of this container's.
    case notAChild(ControllerID, container: ControllerID)
    /// CON-E1: a transition between controllers that are not both children of the container.
    case noCommonParent(ControllerID, ControllerID, container: ControllerID)
    /// `did-move` for a child that was not added with explicit phases, or was told already.
    case notAwaitingDidMove(ControllerID)
    /// A controller a custom container keeps detached, named where only that container can take it back.
    case keptByContainer(ControllerID, container: ControllerID)
    /// `keep` for a child the model cannot hold detached: it presents (or holds a controller
    /// that does), or its container left its appearance on (the client's begin/end).
    case cannotKeep(ControllerID, because: KeepRefusal)

    /// Why a child cannot be kept detached.
    public enum KeepRefusal: Sendable, Equatable {
        /// The child, or a controller in it, presents this controller.
        case presents(ControllerID)
        /// The child, or a child of a container in it that forwards appearance by hand, is in
        /// this state (the client's begin/end left it on).
        case appearance(ControllerID, Appearance)
        /// The child is part of a page a page view controller's data source holds (and rebuilds).
        case page(of: ControllerID)
    }
    /// `begin-appearance`/`end-appearance` on a child of a container that forwards appearance itself.
    case appearanceForwardedAutomatically(ControllerID)
    /// A begin that does not follow a finished transition the other way, or an end without a
    /// begin (`begin` nil); `appearance` is the child's.
    case unbalancedAppearanceTransition(ControllerID, appearance: Appearance, begin: Bool?, container: ControllerID)
    /// A container spec whose `shown` names a controller that is not one of its children.
    case shownNotAChild(ControllerID, container: ControllerID?)
    /// A scene of a storyboard that neither the session nor the tenant has.
    case unknownStoryboard(String)
    /// A storyboard identifier no scene of the storyboard has.
    case unknownScene(String, storyboard: String)
    /// A session built from a storyboard that has no initial scene.
    case noInitialScene(String)
    /// A segue identifier the source's scene does not have (or a source not from a storyboard).
    case unknownSegue(String, source: ControllerID)
    /// `shouldPerformSegue` answered NO to a user's trigger (SEG-9).
    case segueVetoed(String, source: ControllerID, reason: String)
    /// `tabBarController(_:shouldSelect:)` answered NO to a user's tap on a tab (the tab's
    /// `shouldSelect` is false).
    case tabSelectionVetoed(ControllerID, tabBar: ControllerID)
    /// The deprecated push segue from a controller outside a navigation controller (SEG-11).
    case pushSegueWithoutNavigationController(String)
    /// An embed segue performed again: it fired when its container was instantiated.
    case embedSegueAlreadyPerformed(String, source: ControllerID)
    /// An unwind segue whose action no controller up the source's chain implements.
    case noUnwindDestination(String, source: ControllerID)

    /// The UIKit method a pop stands for, as refusals name it.
    public enum PopMethod: String, Sendable, Equatable {
        case pop = "popViewControllerAnimated:"
        case popTo = "popToViewController:animated:"
        case popToRoot = "popToRootViewControllerAnimated:"
    }

    /// A stable, URL-safe name for the refusal.
    public var slug: String {
        switch self {
        case .unknownController: "unknown-controller"
        case .navigationWithoutRoot: "navigation-without-root"
        case .pushingNavigationController: "pushing-navigation-controller"
        case .pushingSameInstance: "pushing-same-instance"
        case .hierarchyInconsistency: "hierarchy-inconsistency"
        case .nothingToPop: "nothing-to-pop"
        case .notInStack: "not-in-stack"
        case .duplicateControllers: "duplicate-controllers"
        case .noNavigationController: "no-navigation-controller"
        case .idInUse: "id-in-use"
        case .idHeldForReleasedChild: "id-held-for-released-child"
        case .duplicateID: "duplicate-id"
        case .invalidControllerID: "invalid-controller-id"
        case .derivedIDConflict: "derived-id-conflict"
        case .derivedIDTooLong: "derived-id-too-long"
        case .treeTooDeep: "tree-too-deep"
        case .tooManyCallbacks: "too-many-callbacks"
        case .controllerTooLarge: "controller-too-large"
        case .tooManyChildren: "too-many-children"
        case .tooManyControllers: "too-many-controllers"
        case .tooManyPresentedControllers: "too-many-presented-controllers"
        case .immutableField: "immutable-field"
        case .fieldNotApplicable: "field-not-applicable"
        case .tabBarWithoutTabs: "tab-bar-without-tabs"
        case .nestedTabBarController: "nested-tab-bar-controller"
        case .tabIndexOutOfRange: "tab-index-out-of-range"
        case .notATab: "not-a-tab"
        case .customizableNotATab: "customizable-not-a-tab"
        case .noTabBarController: "no-tab-bar-controller"
        case .tabNotCustomizable: "tab-not-customizable"
        case .invalidTabOrder: "invalid-tab-order"
        case .alreadyPresenting: "already-presenting"
        case .presentingActiveController: "presenting-active-controller"
        case .notInWindowHierarchy: "not-in-window-hierarchy"
        case .navigationControllerOffScreen: "navigation-controller-off-screen"
        case .partialCurlRequiresFullScreen: "partial-curl-requires-full-screen"
        case .partialCurlCannotPresent: "partial-curl-cannot-present"
        case .nothingToDismiss: "nothing-to-dismiss"
        case .pageCountMismatch: "page-count-mismatch"
        case .midSpineRequiresDoubleSided: "mid-spine-requires-double-sided"
        case .invalidPageConfiguration: "invalid-page-configuration"
        case .invalidRestoration: "invalid-restoration"
        case .pageIndexOutOfRange: "page-index-out-of-range"
        case .noMorePages: "no-more-pages"
        case .notAPage: "not-a-page"
        case .noPageViewController: "no-page-view-controller"
        case .orientationNotSupported: "orientation-not-supported"
        case .splitWithoutPrimary: "split-without-primary"
        case .tooManyColumns: "too-many-columns"
        case .nestedSplitViewController: "nested-split-view-controller"
        case .pushingSplitViewController: "pushing-split-view-controller"
        case .noSplitViewController: "no-split-view-controller"
        case .splitViewControllerCollapsed: "split-view-controller-collapsed"
        case .splitStyleMismatch: "split-style-mismatch"
        case .notAColumnSplit: "not-a-column-split"
        case .columnNotInStyle: "unknown-column"
        case .secondaryColumnNotHideable: "secondary-not-hideable"
        case .displayModeNotAllowed: "display-mode-not-allowed"
        case .popoverWithoutAnchor: "popover-needs-anchor"
        case .popoverAnchorUnavailable: "popover-anchor-unavailable"
        case .contextInPopoverRequiresCoverVertical: "context-in-popover-requires-cover-vertical"
        case .notAPopover: "not-a-popover"
        case .notASheet: "not-a-sheet"
        case .unknownDetent: "unknown-detent"
        case .sheetDetentInactive: "sheet-detent-inactive"
        case .alertNotPresented: "alert-not-presented"
        case .alertCancelActions: "alert-cancel-actions"
        case .textFieldInActionSheet: "text-field-in-action-sheet"
        case .actionSheetWithoutAnchor: "action-sheet-needs-anchor"
        case .notAnAlert: "not-an-alert"
        case .alertCovered: "alert-covered"
        case .unknownAlertAction: "unknown-alert-action"
        case .alertActionDisabled: "alert-action-disabled"
        case .unknownTextField: "unknown-text-field"
        case .searchControllerNotOwned: "search-controller-not-owned"
        case .notASearchController: "not-a-search-controller"
        case .noSearchController: "no-search-controller"
        case .searchNotActive: "search-not-active"
        case .searchControllerInDataSource: "search-controller-in-data-source"
        case .notRevealable: "not-revealable"
        case .noContainerController: "no-container-controller"
        case .notAChild: "not-a-child"
        case .noCommonParent: "no-common-parent"
        case .notAwaitingDidMove: "not-awaiting-did-move"
        case .keptByContainer: "kept-by-container"
        case .cannotKeep: "cannot-keep"
        case .appearanceForwardedAutomatically: "appearance-forwarded-automatically"
        case .unbalancedAppearanceTransition: "unbalanced-appearance-transition"
        case .shownNotAChild: "shown-not-a-child"
        case .unknownStoryboard: "unknown-storyboard"
        case .unknownScene: "unknown-scene"
        case .noInitialScene: "no-initial-scene"
        case .unknownSegue: "unknown-segue"
        case .segueVetoed: "segue-vetoed"
        case .tabSelectionVetoed: "tab-selection-vetoed"
        case .pushSegueWithoutNavigationController: "push-segue-needs-navigation-controller"
        case .embedSegueAlreadyPerformed: "embed-segue-performed"
        case .noUnwindDestination: "no-unwind-destination"
        }
    }

    /// A one-line summary, the same for every instance of the case.
    public var summary: String {
        switch self {
        case .unknownController: "Unknown controller"
        case .navigationWithoutRoot: "Navigation controller without a root"
        case .pushingNavigationController: "Pushing a navigation controller is not supported"
        case .pushingSameInstance: "Controller already in this stack"
        case .hierarchyInconsistency: "Controller already has a parent"
        case .nothingToPop: "Nothing to pop"
        case .notInStack: "Controller not in the stack"
        case .duplicateControllers: "Duplicate controllers"
        case .noNavigationController: "No navigation controller"
        case .idInUse: "Controller id in use"
        case .idHeldForReleasedChild: "Controller id held for a released child"
        case .duplicateID: "Duplicate id"
        case .invalidControllerID: "Invalid controller id"
        case .derivedIDConflict: "Id of a derived controller"
        case .derivedIDTooLong: "Id too long for its derived controller"
        case .treeTooDeep: "Tree too deep"
        case .tooManyCallbacks: "Too many callbacks"
        case .controllerTooLarge: "Controller too large"
        case .tooManyChildren: "Too many children"
        case .tooManyControllers: "Too many controllers"
        case .tooManyPresentedControllers: "Too many presented controllers"
        case .immutableField: "Field cannot be changed"
        case .fieldNotApplicable: "Field does not apply to this kind"
        case .tabBarWithoutTabs: "Tab bar controller without tabs"
        case .nestedTabBarController: "Tab bar controller inside a container"
        case .tabIndexOutOfRange: "Tab index out of range"
        case .notATab: "Not a tab"
        case .customizableNotATab: "Customizable controller not a tab"
        case .noTabBarController: "No tab bar controller"
        case .tabNotCustomizable: "Tab not customizable"
        case .invalidTabOrder: "Invalid tab order"
        case .alreadyPresenting: "Already presenting"
        case .presentingActiveController: "Controller already active"
        case .notInWindowHierarchy: "Presenter not in the window hierarchy"
        case .navigationControllerOffScreen: "Navigation controller off screen"
        case .partialCurlRequiresFullScreen: "Partial curl requires full screen"
        case .partialCurlCannotPresent: "Partial curl cannot present"
        case .nothingToDismiss: "Nothing to dismiss"
        case .pageCountMismatch: "Page count mismatch"
        case .midSpineRequiresDoubleSided: "Mid spine requires double-sided pages"
        case .invalidPageConfiguration: "Invalid page configuration"
        case .invalidRestoration: "Invalid restoration document"
        case .pageIndexOutOfRange: "Page index out of range"
        case .noMorePages: "No more pages"
        case .notAPage: "Not a page"
        case .noPageViewController: "No page view controller"
        case .orientationNotSupported: "Orientation not supported"
        case .splitWithoutPrimary: "Split view controller without a primary"
        case .tooManyColumns: "Too many columns"
        case .nestedSplitViewController: "Split view controller inside a split view controller"
        case .pushingSplitViewController: "Split view controllers cannot be pushed"
        case .noSplitViewController: "No split view controller"
        case .splitViewControllerCollapsed: "Split view controller collapsed"
        case .splitStyleMismatch: "Split fields do not match its style"
        case .notAColumnSplit: "Not a column-style split view controller"
        case .columnNotInStyle: "Column not in this style"
        case .secondaryColumnNotHideable: "The secondary column cannot be hidden"
        case .displayModeNotAllowed: "Display mode not allowed"
        case .popoverWithoutAnchor: "Popover needs an anchor"
        case .popoverAnchorUnavailable: "Popover anchor unavailable"
        case .contextInPopoverRequiresCoverVertical: "Context presentation in a popover requires coverVertical"
        case .notAPopover: "Not a popover"
        case .notASheet: "Not a sheet"
        case .unknownDetent: "Unknown detent"
        case .sheetDetentInactive: "Detent not available"
        case .alertNotPresented: "Alerts are only presented"
        case .alertCancelActions: "More than one cancel action"
        case .textFieldInActionSheet: "Text field in an action sheet"
        case .actionSheetWithoutAnchor: "Action sheet needs an anchor"
        case .notAnAlert: "Not an alert"
        case .alertCovered: "Alert covered"
        case .unknownAlertAction: "Unknown alert action"
        case .alertActionDisabled: "Alert action disabled"
        case .unknownTextField: "Unknown text field"
        case .searchControllerNotOwned: "Search controller not owned"
        case .notASearchController: "Not a search controller"
        case .noSearchController: "No search controller"
        case .searchNotActive: "Search not active"
        case .searchControllerInDataSource: "Search controller in a data source"
        case .notRevealable: "Controller cannot be revealed"
        case .noContainerController: "No container controller"
        case .notAChild: "Not a child"
        case .noCommonParent: "Children without a common parent"
        case .notAwaitingDidMove: "Not awaiting didMove"
        case .keptByContainer: "Controller kept by a container"
        case .cannotKeep: "Cannot keep the controller"
        case .appearanceForwardedAutomatically: "Container forwards appearance automatically"
        case .unbalancedAppearanceTransition: "Unbalanced appearance transition"
        case .shownNotAChild: "Shown controller not a child"
        case .unknownStoryboard: "Unknown storyboard"
        case .unknownScene: "Unknown scene"
        case .noInitialScene: "Storyboard without an initial scene"
        case .unknownSegue: "Unknown segue"
        case .segueVetoed: "Segue vetoed"
        case .tabSelectionVetoed: "Tab selection vetoed"
        case .pushSegueWithoutNavigationController: "Push segue needs a navigation controller"
        case .embedSegueAlreadyPerformed: "Embed segue already performed"
        case .noUnwindDestination: "No unwind destination"
        }
    }
}
