/// The texts a refusal carries: what happened, and what UIKit says in the same situation.
extension NavigationError {
    /// What happened, with the ids involved.
    public var detail: String {
        switch self {
        case .unknownController(let id):
            "No controller '\(id)' in this session."
        case .navigationWithoutRoot(let id):
            "Navigation controller\(id.map { " '\($0)'" } ?? "") needs a root view controller; every navigation controller owns one."
        case .pushingNavigationController(let id):
            "Navigation controller\(id.map { " '\($0)'" } ?? "") cannot be pushed onto or placed in a navigation stack."
        case .pushingSameInstance(let id):
            "Controller '\(id)' is already in this navigation stack."
        case .hierarchyInconsistency(let child, let parent, let requested):
            "Controller '\(child)' has parent '\(parent?.rawValue ?? "window")', so it cannot be added to '\(requested)'."
        case .nothingToPop(let id, _):
            "Navigation controller '\(id)' has nothing above the target to pop; the root stays."
        case .notInStack(let id, let navigation):
            "Controller '\(id)' is not in the stack of '\(navigation)'."
        case .duplicateControllers(let id):
            "Controller '\(id)' appears more than once in the new stack."
        case .noNavigationController(let id):
            if let id { "Controller '\(id)' is not in a navigation controller." } else { "No navigation controller is visible to act on." }
        case .idInUse(let id, let owner?):
            "The id '\(id)' is kept by page view controller '\(owner)' for a page of its data source."
        case .idHeldForReleasedChild(let id, let container):
            "The id '\(id)' is kept by container '\(container)' for a child it released on a memory warning; add-child or transition naming the child rebuilds it."
        case .idInUse(let id, nil):
            "The id '\(id)' is already used by another controller in this session."
        case .duplicateID(let id):
            "The id '\(id)' is given to more than one controller in this request."
        case .invalidControllerID(let text):
            "'\(quoted: text)' is not a valid controller id: use 1 to 64 of A-Z a-z 0-9 . _ ~ -."
        case .derivedIDConflict(let id, let container):
            "The id '\(id)' is the one NavState derives for \(id.rawValue.hasSuffix(".more") ? "the More navigation controller of tab bar controller" : "the blank page of page view controller") '\(container)'; a client controller cannot use it."
        case .derivedIDTooLong(let id, let derived):
            "The id '\(id)' leaves no room for the id NavState derives from it ('\(derived)' is longer than 64 characters)."
        case .treeTooDeep(let limit):
            "The hierarchy would be deeper than \(limit) levels (a presented controller is one level below its presenter)."
        case .tooManyChildren(let limit):
            "A container would have more than \(limit) children (or a data source more than \(limit) pages)."
        case .tooManyControllers(let limit):
            "The session would hold more than \(limit) controllers (pages kept by data sources count)."
        case .controllerTooLarge(let id, let bytes, let limit):
            "Controller\(id.map { " '\($0)'" } ?? "")'s properties would hold \(bytes) bytes of text (titles, items, userInfo); the limit is \(limit)."
        case .tooManyCallbacks(let limit):
            "The batch would send more than \(limit) lifecycle callbacks in one revision; send it as several batches."
        case .tooManyPresentedControllers(let limit):
            "The session already presents \(limit) controllers; dismiss one first."
        case .immutableField(let field):
            "'\(field.rawValue)' cannot be changed after creation\(field.changedBy.map { "; use \($0)" } ?? "")."
        case .fieldNotApplicable(.children, .view):
            "A content controller has no children; use a container kind."
        case .fieldNotApplicable(.children, .page):
            "A page view controller's pages come from 'pages' (its data source), not 'children'."
        case .fieldNotApplicable(let field, let kind):
            "'\(field.rawValue)' does not apply to a controller of kind '\(kind.rawValue)'; it applies to \(field.kindNames)."
        case .tabBarWithoutTabs(let id):
            "Tab bar controller\(id.map { " '\($0)'" } ?? "") needs at least one tab."
        case .nestedTabBarController(let id, let container):
            "Tab bar controller\(id.map { " '\($0)'" } ?? "") cannot be placed in a \(container == .tabBar ? "tab bar" : container == .page ? "page view" : container == .split ? "split view" : container == .container ? "custom container" : "navigation") controller; make it the root or present it."
        case .tabIndexOutOfRange(let index, let count):
            "Tab index \(index) is out of range: the tab bar has \(count) tabs (0 to \(count - 1))."
        case .notATab(let id, let tabBar):
            "Controller '\(id)' is not a tab of '\(tabBar)'."
        case .customizableNotATab(let id, let tabBar):
            "'customizable' names '\(id)', which is not a tab of tab bar controller\(tabBar.map { " '\($0)'" } ?? ""); name tabs by their ids."
        case .noTabBarController(let id):
            if let id { "Controller '\(id)' is not a tab bar controller." } else { "No tab bar controller is visible to act on." }
        case .tabNotCustomizable(let id):
            "Tab '\(id)' is not in customizableViewControllers, so it cannot move."
        case .invalidTabOrder(let tabBar):
            "The new order must list every tab of '\(tabBar)' exactly once."
        case .alreadyPresenting(let presenter, let presented):
            "'\(presenter)' is already presenting '\(presented)'; dismiss it first."
        case .presentingActiveController(let id):
            "Controller '\(id)' is already in the session; present a new controller spec."
        case .notInWindowHierarchy(let id):
            "Controller '\(id)' is not on screen, so it cannot present."
        case .navigationControllerOffScreen(let id):
            "Navigation controller '\(id)' is not on screen, or a presented controller covers it: no edge swipe can start on it."
        case .partialCurlRequiresFullScreen(let style):
            "The partialCurl transition requires modalPresentationStyle fullScreen, not \(style.rawValue)."
        case .partialCurlCannotPresent(let id):
            "'\(id)' was presented with partialCurl and cannot present in turn."
        case .nothingToDismiss(let id):
            if let id { "Controller '\(id)' neither presents nor is presented." } else { "Nothing is presented." }
        case .pageCountMismatch(let provided, let required):
            "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) for the requested transition"
        case .midSpineRequiresDoubleSided(let id):
            "Page view controller\(id.map { " '\($0)'" } ?? "") has a mid spine, which requires doubleSided."
        case .invalidPageConfiguration(let reason):
            reason
        case .invalidRestoration(let reason):
            "The document does not restore a hierarchy: \(reason)."
        case .pageIndexOutOfRange(let index, let count):
            "Page index \(index) is out of range: the data source has \(count) pages (0 to \(count - 1))."
        case .noMorePages(let id, let direction):
            "Page view controller '\(id)' has no page \(direction == "forward" ? "after" : "before") the ones shown."
        case .notAPage(let id, let pageController):
            "Controller '\(id)' is not a page of '\(pageController)'."
        case .noPageViewController(let id):
            if let id { "Controller '\(id)' is not in a page view controller." } else { "No page view controller is visible to act on." }
        case .orientationNotSupported(let orientation, let controller):
            "'\(controller)' does not support \(orientation.rawValue) (supportedOrientations)."
        case .splitWithoutPrimary(let id):
            "Split view controller\(id.map { " '\($0)'" } ?? "") needs a primary: children lists the primary, then the secondary."
        case .tooManyColumns(let id, let count):
            "Split view controller\(id.map { " '\($0)'" } ?? "") has \(count) children; it takes a primary and a secondary."
        case .nestedSplitViewController(let id):
            "Split view controller\(id.map { " '\($0)'" } ?? "") cannot be a column of another split view controller."
        case .pushingSplitViewController(let id, let navigation):
            "Split view controller\(id.map { " '\($0)'" } ?? "") cannot be pushed onto or placed in a navigation stack\(navigation.map { " ('\($0)')" } ?? ""); a tab that overflows into More is on the More list's stack."
        case .noSplitViewController(let id):
            if let id { "Controller '\(id)' is not in a split view controller." } else { "No split view controller is visible to act on." }
        case .splitViewControllerCollapsed(let id):
            "Split view controller '\(id)' is collapsed (compact width): only its primary is shown, so its display mode cannot change."
        case .splitStyleMismatch(let id, let what):
            "Split view controller\(id.map { " '\($0)'" } ?? ""): \(what)"
        case .notAColumnSplit(let id):
            "Split view controller '\(id)' is the classic split (style unspecified): show-column and hide-column apply to the doubleColumn and tripleColumn styles; use set-display-mode."
        case .columnNotInStyle(let column, let split, let style):
            column == .compact
                ? "The compact column of '\(split)' is shown whenever it is collapsed; show-column and hide-column take primary, supplementary or secondary."
                : "Split view controller '\(split)' (\(style.rawValue)) has no \(column.rawValue) column."
        case .secondaryColumnNotHideable(let id):
            "The secondary column of '\(id)' is always shown; hide-column takes the primary or the supplementary."
        case .displayModeNotAllowed(let mode, let split, let allowed, let reason):
            "Display mode '\(mode.rawValue)' does not apply to split view controller\(split.map { " '\($0)'" } ?? "") (\(reason)); one of \(allowed.map { "'\($0.rawValue)'" }.joined(separator: ", "))."
        case .popoverWithoutAnchor(let id):
            "Popover\(id.map { " '\($0)'" } ?? "") needs popoverPresentation.sourceController (with barButtonItem or sourceRect) to be shown as a popover."
        case .popoverAnchorUnavailable(let id, let reason):
            "The popover cannot anchor to '\(id)': \(reason)."
        case .contextInPopoverRequiresCoverVertical(let style):
            "A currentContext or overCurrentContext presentation inside a popover needs modalTransitionStyle coverVertical, not \(style.rawValue)."
        case .notAPopover(let id):
            if let id {
                "'\(id)' is not a popover on screen; a tap outside dismisses a visible popover only."
            } else {
                "No popover is on top of the screen; a tap outside dismisses a visible popover only."
            }
        case .notASheet(let id):
            if let id {
                "'\(id)' is not a sheet on screen; a swipe down or a detent is for a page or form sheet only."
            } else {
                "No sheet is on top of the screen; a swipe down or a detent is for a page or form sheet only."
            }
        case .unknownDetent(let detent, let sheet, let detents):
            "Sheet '\(sheet)' has no detent '\(detent.prefix(64))'; its detents are \(detents.map { "'\($0)'" }.joined(separator: ", "))."
        case .sheetDetentInactive(let detent, let sheet, .regularWidth):
            "Sheet '\(sheet)' is a centred form or page sheet in a regular width, without detents; a user cannot drag it to '\(detent)' (set it without userAction, or change the traits)."
        case .sheetDetentInactive(let detent, let sheet, .compactHeight):
            "The \(detent) detent is inactive in a compact height; a user cannot drag sheet '\(sheet)' to it."
        case .sheetDetentInactive(let detent, let sheet, .covered):
            "Sheet '\(sheet)' is covered by what is presented over it; a user cannot drag it to '\(detent)'."
        case .alertNotPresented(let id):
            "An alert controller\(id.map { " ('\($0)')" } ?? "") is only ever presented (present, show with nothing to push onto, a present segue); it cannot be a window root, a child, a page or pushed."
        case .alertCancelActions(let id):
            "Alert\(id.map { " '\($0)'" } ?? "") has more than one action with the cancel style; an alert has at most one."
        case .textFieldInActionSheet(let id):
            "Action sheet\(id.map { " '\($0)'" } ?? "") has text fields; only an alert of the alert style has them."
        case .actionSheetWithoutAnchor(let id, let presenter):
            "Action sheet\(id.map { " '\($0)'" } ?? "") would be a popover in a regular width, presented from '\(presenter)', and has no anchor: give it popoverPresentation with a sourceController."
        case .notAnAlert(let id):
            if let id {
                "'\(id)' is not an alert on screen; an action is tapped, or text typed, in a presented alert only."
            } else {
                "No alert is on top of the screen; an action is tapped, or text typed, in a presented alert only."
            }
        case .alertCovered(let id):
            "Alert '\(id)' is covered by what it presents; a user cannot reach its buttons or text fields."
        case .unknownAlertAction(let action, let alert, let actions):
            "Alert '\(alert)' has no action \(action); its actions are \(actions.isEmpty ? "none" : actions.enumerated().map { "\($0.offset) \"\(quoted: $0.element)\"" }.joined(separator: ", "))."
        case .alertActionDisabled(let action, let alert):
            "Action \"\(quoted: action)\" of alert '\(alert)' is disabled; its button does not respond to a tap."
        case .notRevealable(let id, .detached):
            "Controller '\(id)' is in no layer of the window (a custom container keeps it detached); no dismissal, tab selection or pop brings it on screen."
        case .notRevealable(let id, .hidden):
            "Controller '\(id)' stays off screen after the dismissals, tab selections and pops that lead to it (a custom container does not show it, or a split view controller's column is hidden)."
        case .searchControllerNotOwned(let id):
            "A search controller\(id.map { " ('\($0)')" } ?? "") is set as a controller's searchController (its navigation item's); it cannot be a window root, a child, a page, pushed or presented."
        case .notASearchController(let id, let kind):
            "searchController takes a search controller (kind 'search'); '\(id?.rawValue ?? kind.rawValue)' is a \(kind.rawValue) controller."
        case .noSearchController(let id):
            if let id {
                "Controller '\(id)' has no search controller and is none; search actions take the controller whose navigation item holds one, or the search controller."
            } else {
                "No controller on screen has a search controller."
            }
        case .searchControllerInDataSource(let id, let pageController):
            "A page of page view controller\(pageController.map { " '\($0)'" } ?? "")'s data source holds a search controller\(id.map { " ('\($0)')" } ?? ""); NavState keeps search controllers out of data sources, whose pages are rebuilt at each turn."
        case .searchNotActive(let id):
            "The search of '\(id)' is not active; activate-search first (text is typed, and Cancel tapped, in an active search bar)."
        case .unknownTextField(let index, let alert, let count):
            "Alert '\(alert)' has no text field \(index); \(count == 0 ? "it has none" : "it has \(count), from 0")."
        case .noContainerController(let id):
            if let id { "Controller '\(id)' is not in a custom container." } else { "No custom container is visible to act on." }
        case .notAChild(let id, let container):
            "Controller '\(id)' is not a child of '\(container)'."
        case .noCommonParent(let from, let to, let container):
            "'\(from)' and '\(to)' must both be children of '\(container)' (and differ) to transition between them."
        case .notAwaitingDidMove(let id):
            "'\(id)' was told didMove(toParent:) already, or was not added with did-move left to the client."
        case .keptByContainer(let id, let container):
            "Controller '\(id)' was removed from '\(container)' and is kept by it, detached; add-child or transition on '\(container)' adds it back."
        case .cannotKeep(let id, .presents(let presented)):
            "'\(id)' presents '\(presented)', or holds the controller that does; dismiss it before removing '\(id)' with keep."
        case .cannotKeep(let id, .appearance(let on, let appearance)):
            "'\(on)' is \(appearance.rawValue) in a container that leaves appearance to the client; end its disappearance (begin-appearance false, end-appearance) before removing '\(id)' with keep."
        case .cannotKeep(let id, .page(let pageController)):
            "'\(id)' is part of a page of page view controller '\(pageController)''s data source, which rebuilds it; it cannot be kept detached."
        case .appearanceForwardedAutomatically(let container):
            "'\(container)' forwards appearance to its children itself; begin-appearance and end-appearance are for children of a container created with \"automaticallyForwardsAppearance\": false."
        case .unbalancedAppearanceTransition(let child, let appearance, let begin, _):
            switch begin {
            case true?:
                "'\(child)' is \(appearance.rawValue); a begin-appearance with appearing true needs it disappeared (end the transition under way first)."
            case false?:
                "'\(child)' is \(appearance.rawValue); a begin-appearance with appearing false needs it appeared (end the transition under way first)."
            case nil: "'\(child)' is \(appearance.rawValue), with no appearance transition under way to end; send begin-appearance first."
            }
        case .shownNotAChild(let id, let container):
            "'shown' names '\(id)', which is not a child of container\(container.map { " '\($0)'" } ?? ""); name children by their ids."
        case .unknownStoryboard(let name):
            "No storyboard '\(quoted: name)': upload it with PUT /storyboards/\(quoted: name) first."
        case .unknownScene(let identifier, let storyboard):
            "Storyboard '\(quoted: storyboard)' has no scene with the storyboard identifier '\(quoted: identifier)'."
        case .noInitialScene(let storyboard):
            "Storyboard '\(quoted: storyboard)' has no initial scene; set 'initial', or name a scene with {\"storyboard\", \"identifier\"}."
        case .unknownSegue(let identifier, let source):
            "'\(source)' has no segue '\(quoted: identifier)': segues start from controllers instantiated from a storyboard, and its scene must declare it."
        case .segueVetoed(let identifier, let source, let reason):
            "'\(source)' answered NO to shouldPerformSegue(withIdentifier: '\(quoted: identifier)'): \(reason). A programmatic perform (userAction false) is not asked."
        case .tabSelectionVetoed(let tab, let tabBar):
            "The delegate of '\(tabBar)' answered NO to tabBarController(_:shouldSelect: '\(tab)'): the tab's shouldSelect is false. A programmatic select-tab (userAction false) is not asked."
        case .pushSegueWithoutNavigationController(let identifier):
            "The push segue '\(quoted: identifier)' needs a source inside a navigation controller; a show segue presents instead."
        case .embedSegueAlreadyPerformed(let identifier, let source):
            "The embed segue '\(quoted: identifier)' fires when the view of '\(source)' loads, once; it cannot be performed by hand."
        case .noUnwindDestination(let action, let source):
            "No controller up the parents and presenters of '\(source)' implements the unwind action '\(quoted: action)'; nothing was unwound."
        }
    }

    /// The exception or warning UIKit raises in the same situation, when it has one.
    public var uikit: String? {
        switch self {
        case .unbalancedAppearanceTransition(let child, _, _, _):
            "Unbalanced calls to begin/end appearance transitions for <\(child)>. (warning; NavState refuses the call)"
        case .pushingNavigationController:
            "NSInvalidArgumentException: Pushing a navigation controller is not supported"
        case .pushingSameInstance:
            "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported"
        case .hierarchyInconsistency(let child, let parent, let requested):
            "UIViewControllerHierarchyInconsistency: child view controller:<\(child)> should have parent view controller:<\(parent?.rawValue ?? "(null)")> but requested parent is:<\(requested)>"
        case .nothingToPop(_, let method):
            "\(method.rawValue) returns nil when nothing is above the target (no-op)"
        case .notInStack:
            "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist."
        case .duplicateControllers:
            "NSInternalInconsistencyException: All view controllers in a navigation controller must be distinct"
        case .navigationWithoutRoot:
            "UINavigationController requires a root view controller (initWithRootViewController:)"
        case .nestedTabBarController(_, .navigation):
            "View Controller Programming Guide: a navigation controller should not incorporate a tab bar controller"
        case .tabIndexOutOfRange:
            "UITabBarController ignores an out-of-range selectedIndex (no-op)"
        case .alreadyPresenting(let presenter, let presented):
            "Attempt to present on <\(presenter)> which is already presenting <\(presented)> (warning, ignored)"
        case .presentingActiveController(let id):
            "NSInvalidArgumentException: Application tried to present modally an active controller <\(id)>."
        case .notInWindowHierarchy(let id):
            "Attempt to present on <\(id)> whose view is not in the window hierarchy! (warning, ignored)"
        case .navigationControllerOffScreen:
            "interactivePopGestureRecognizer gets no touches while the navigation controller's view is not in the window"
        case .partialCurlRequiresFullScreen:
            "Runtime exception: partial curl is legal only with UIModalPresentationFullScreen"
        case .pageCountMismatch(let provided, let required):
            "NSInvalidArgumentException: The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) for the requested transition"
        case .midSpineRequiresDoubleSided:
            "NSInvalidArgumentException: setting doubleSided to NO with the spine located in the middle raises an exception"
        case .noMorePages:
            "The data source returns nil: the page does not turn"
        case .orientationNotSupported:
            "supportedInterfaceOrientations of the top full-screen controller excludes it: the interface does not rotate"
        case .pushingSplitViewController(_, let navigation):
            "Split View Controllers cannot be pushed to a Navigation Controller <\(navigation?.rawValue ?? "UINavigationController")>"
        case .splitWithoutPrimary, .tooManyColumns:
            "UISplitViewController: viewControllers holds the primary and, when expanded, the secondary"
        case .splitViewControllerCollapsed:
            "A collapsed UISplitViewController shows only its primary; displayMode does not apply"
        case .splitStyleMismatch:
            "UISplitViewController: setViewController(_:for:) and the column API apply to column styles, viewControllers to the classic split"
        case .notAColumnSplit:
            "UISplitViewController: show(_:) and hide(_:) don't apply to classic split view controllers (style unspecified)"
        case .columnNotInStyle:
            "UISplitViewController.Column: the supplementary column is the triple-column style's; the compact column is shown while collapsed"
        case .secondaryColumnNotHideable:
            "UISplitViewController: hide(_:) does not support hiding the secondary column"
        case .displayModeNotAllowed:
            "UISplitViewController.SplitBehavior: each behavior allows the secondary alone and one display mode per number of columns beside it"
        case .popoverWithoutAnchor:
            "NSGenericException: UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        case .alertCancelActions:
            "NSInternalInconsistencyException: UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
        case .textFieldInActionSheet:
            "NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
        case .actionSheetWithoutAnchor(let id, let presenter):
            "NSGenericException: Your application has presented a UIAlertController (<\(id?.rawValue ?? "UIAlertController")>) of style UIAlertControllerStyleActionSheet from <\(presenter)>. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        case .alertActionDisabled:
            "A disabled UIAlertAction's button does not respond to a tap"
        case .searchNotActive:
            "UISearchController: the search bar takes text, and shows its Cancel button, while the search is active (isActive)"
        case .noCommonParent(let from, let to, _):
            "NSInvalidArgumentException: Children view controllers <\(from)> and <\(to)> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        case .unknownScene(let identifier, let storyboard):
            "NSInvalidArgumentException: Storyboard (<UIStoryboard: \(quoted: storyboard)>) doesn't contain a view controller with identifier '\(quoted: identifier)'"
        case .noInitialScene(let storyboard):
            "Failed to instantiate the default view controller for UIMainStoryboardFile '\(quoted: storyboard)' - perhaps the designated entry point is not set?"
        case .unknownSegue(let identifier, let source):
            "NSInvalidArgumentException: Receiver (<\(source)>) has no segue with identifier '\(quoted: identifier)'"
        case .segueVetoed:
            "shouldPerformSegue(withIdentifier:sender:) returned NO: the segue is not performed"
        case .tabSelectionVetoed:
            "tabBarController(_:shouldSelect:) returned NO: the tab is not selected"
        case .pushSegueWithoutNavigationController(let identifier):
            "NSGenericException: Could not find a navigation controller for segue '\(quoted: identifier)'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
        case .embedSegueAlreadyPerformed:
            "NSInternalInconsistencyException: There are unexpected subviews in the container view. Perhaps the embed segue has already fired once or a subview was added programmatically?"
        case .noUnwindDestination:
            "UIKit finds no destination: the unwind segue does nothing"
        case .contextInPopoverRequiresCoverVertical:
            "When presenting a view controller in a popover, this presentation style is supported only if the transition style is coverVertical. Attempting to use a different transition style triggers an exception."
        default:
            nil
        }
    }
}

extension ControllerField {
    /// The kinds the field applies to, in words: "navigation controllers".
    var kindNames: String {
        guard let kinds = kinds else { return "every controller" }
        let names = ControllerKind.allCases.filter(kinds.contains).map(\.pluralName)
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names[0]
    }
}

extension ControllerKind {
    var pluralName: String {
        switch self {
        case .view: "content controllers"
        case .navigation: "navigation controllers"
        case .tabBar: "tab bar controllers"
        case .page: "page view controllers"
        case .split: "split view controllers"
        case .container: "custom containers"
        case .alert: "alert controllers"
        case .search: "search controllers"
        }
    }
}

extension DefaultStringInterpolation {
    /// A client's text in a message: at most 80 characters, control characters escaped, so an
    /// answer never carries more than a line of it.
    public mutating func appendInterpolation(quoted text: String) {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(80) {
            shown += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        appendLiteral(text.unicodeScalars.count > 80 ? shown + "…" : shown)
    }
}
