/// One callback UIKit would have sent, in the order it would have sent it.
public struct LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// The callbacks, named as UIKit names them.
    public enum Callback: String, Sendable, Equatable, CaseIterable {
        /// `loadView()` (group `loadView`): the controller creates its view, just before `viewDidLoad`.
        case loadView
        case viewDidLoad
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        /// `willMove(toParent:)`; `parent` is `nil` when leaving.
        case willMoveToParent
        /// `didMove(toParent:)`; `parent` is `nil` after leaving.
        case didMoveToParent
        /// The controller was released (a page the page view controller no longer shows).
        case `deinit`
        /// `didReceiveMemoryWarning()`.
        case didReceiveMemoryWarning
        /// `shouldPerformSegue(withIdentifier:sender:)`, asked of the source of a segue a user
        /// triggered, and answered YES (a NO is a refusal: nothing happens).
        case shouldPerformSegue
        /// `prepare(for:sender:)` on the source, before the destination loads (`segue` says
        /// which segue, its destination and the payload).
        case prepareForSegue
        /// The unwind action (`@IBAction func unwindToInbox(_ segue:)`) on the destination an
        /// unwind segue found, before anything leaves the screen.
        case unwindAction
        /// The handler of the `UIAlertAction` a user tapped (`alertAction` says which, with the
        /// text fields' texts), once the alert has left the screen, before it is released.
        case alertActionHandler
        /// `viewIsAppearing(_:)` (group `viewIsAppearing`): after every `viewWillAppear` and
        /// delegate `willShow` of its transition, before any of its `did` callbacks.
        case viewIsAppearing
        /// `navigationController(_:willShow:animated:)` of the navigation controller's delegate
        /// (group `delegates`): its top is about to appear (`viewController`).
        case navigationControllerWillShow
        /// `navigationController(_:didShow:animated:)`: its top appeared.
        case navigationControllerDidShow
        /// `tabBarController(_:shouldSelect:)`, asked when the user taps a tab (a NO is a refusal).
        case tabBarControllerShouldSelect
        /// `tabBarController(_:didSelect:)`, after a user's tap, even on the selected tab.
        case tabBarControllerDidSelect
        /// `tabBarController(_:willBeginCustomizing:)`: More > Edit opens.
        case tabBarControllerWillBeginCustomizing
        /// `tabBarController(_:willEndCustomizing:changed:)`.
        case tabBarControllerWillEndCustomizing
        /// `tabBarController(_:didEndCustomizing:changed:)`.
        case tabBarControllerDidEndCustomizing
        /// `splitViewController(_:willChangeTo:)` (group `delegates`): the display mode in force
        /// is about to become `displayMode`.
        case splitViewControllerWillChangeDisplayMode
        /// `splitViewController(_:collapseSecondary:onto:)`: a collapse asks what becomes of
        /// the secondary (`viewController`); NavState answers from the split's
        /// `collapsesSecondaryOntoPrimary` (false: the delegate took it, and it leaves).
        case splitViewControllerCollapseSecondary
        /// `splitViewController(_:separateSecondaryFrom:)`: an expansion asks for the secondary
        /// to take from the primary (`viewController`).
        case splitViewControllerSeparateSecondary
        /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: a column style's
        /// collapse without a compact column asks which column ends on top (`column`, UIKit's
        /// proposal; the split's topColumnForCollapsing is the answer).
        case splitViewControllerTopColumnForCollapsing
        /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`: a column
        /// style's expansion asks for the display mode (`displayMode`, the one proposed and kept).
        case splitViewControllerDisplayModeForExpanding
        /// `splitViewControllerDidCollapse(_:)` (column styles): after the collapse.
        case splitViewControllerDidCollapse
        /// `splitViewControllerDidExpand(_:)` (column styles): after the expansion.
        case splitViewControllerDidExpand
        /// `presentationControllerShouldDismiss(_:)` of the presented controller's presentation
        /// controller's delegate (group `delegates`): a user's swipe or tap outside asks first
        /// (answered YES: a NO is `modalInPresentation`, which is not asked).
        case presentationControllerShouldDismiss
        /// `presentationControllerWillDismiss(_:)`: a user's dismissal starts (not a programmatic one).
        case presentationControllerWillDismiss
        /// `presentationControllerDidDismiss(_:)`: a user's dismissal finished.
        case presentationControllerDidDismiss
        /// `presentationControllerDidAttemptToDismiss(_:)`: a user's dismissal was refused
        /// (`modalInPresentation`).
        case presentationControllerDidAttemptToDismiss
        /// `adaptivePresentationStyle(for:traitCollection:)` of the presented controller's
        /// presentation controller's delegate (group `delegates`): asked for the style to show in
        /// the compact `traitCollection`, answered with `style`, the controller's
        /// `adaptivePresentationStyle` (a controller that leaves it `automatic` has no delegate
        /// that implements the method, and is not asked).
        case adaptivePresentationStyle
        /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` of the sheet's
        /// delegate (group `delegates`): the user dragged the sheet to rest at `detent`. Not
        /// called for a programmatic change.
        case sheetPresentationControllerDidChangeSelectedDetentIdentifier
        /// `willPresentSearchController(_:)` of the search controller's delegate (group
        /// `delegates`): search becomes active, before anything of its presentation.
        case willPresentSearchController
        /// `didPresentSearchController(_:)`: the search controller is on screen.
        case didPresentSearchController
        /// `willDismissSearchController(_:)`: search ends, before anything leaves the screen.
        case willDismissSearchController
        /// `didDismissSearchController(_:)`: the search controller left the screen.
        case didDismissSearchController
        /// `updateSearchResults(for:)` of the search results updater (group `delegates`): the
        /// search bar became the first responder, or its text changed.
        case updateSearchResults
        /// `willTransition(to:with:)` (group `transitions`): the traits are about to change to
        /// `traitCollection`.
        case willTransitionToTraitCollection
        /// `viewWillTransition(to:with:)`: the view is about to take the size of `orientation`.
        case viewWillTransitionToSize
        /// `traitCollectionDidChange(_:)` (and iOS 17's registered trait-change handlers): the
        /// traits changed from `traitCollection`.
        case traitCollectionDidChange

        /// The protocol of a delegate call, `nil` for the controller's own callbacks.
        public var delegateProtocol: String? {
            switch self {
            case .navigationControllerWillShow, .navigationControllerDidShow: "UINavigationControllerDelegate"
            case .tabBarControllerShouldSelect, .tabBarControllerDidSelect, .tabBarControllerWillBeginCustomizing,
                .tabBarControllerWillEndCustomizing, .tabBarControllerDidEndCustomizing:
                "UITabBarControllerDelegate"
            case .splitViewControllerWillChangeDisplayMode, .splitViewControllerCollapseSecondary,
                .splitViewControllerSeparateSecondary, .splitViewControllerTopColumnForCollapsing,
                .splitViewControllerDisplayModeForExpanding, .splitViewControllerDidCollapse, .splitViewControllerDidExpand:
                "UISplitViewControllerDelegate"
            case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
                .presentationControllerDidAttemptToDismiss, .adaptivePresentationStyle:
                "UIAdaptivePresentationControllerDelegate"
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier: "UISheetPresentationControllerDelegate"
            case .willPresentSearchController, .didPresentSearchController, .willDismissSearchController,
                .didDismissSearchController:
                "UISearchControllerDelegate"
            case .updateSearchResults: "UISearchResultsUpdating"
            default: nil
            }
        }

        /// The group a session must have chosen to receive it; `nil` for the callbacks every
        /// session receives.
        public var group: CallbackGroups.Group? {
            switch self {
            case .viewIsAppearing: .viewIsAppearing
            case .loadView: .loadView
            case .willTransitionToTraitCollection, .viewWillTransitionToSize, .traitCollectionDidChange: .transitions
            case _ where delegateProtocol != nil: .delegates
            default: nil
            }
        }
    }

    public let controller: ControllerID
    public let callback: Callback
    /// The `animated` argument of the appearance callbacks; `nil` for the others.
    public let animated: Bool?
    /// The parent argument of the containment callbacks; `nil` when leaving or not applicable.
    public let parent: ControllerID?
    /// `isBeingPresented`, true during the appearance callbacks of a presented controller.
    public internal(set) var isBeingPresented = false
    /// `isBeingDismissed`, true during the disappearance callbacks of a dismissed controller.
    public internal(set) var isBeingDismissed = false
    /// For the segue callbacks: the segue.
    public internal(set) var segue: SegueDetail?
    /// For a delegate call about one view controller (`willShow`, `didShow`, `shouldSelect`,
    /// `didSelect`): that controller.
    public internal(set) var viewController: ControllerID?
    /// For the end of a customization: whether the order of the tabs changed.
    public internal(set) var changed: Bool?
    /// For the trait callbacks: the new traits (`willTransition`) or the previous ones
    /// (`traitCollectionDidChange`); for `viewWillTransition`, the traits whose orientation
    /// gives the new size.
    public internal(set) var traitCollection: Traits?
    /// For `splitViewController(_:willChangeTo:)`: the display mode about to be in force; for
    /// `displayModeForExpandingToProposedDisplayMode`, the one proposed.
    public internal(set) var displayMode: DisplayMode?
    /// For `topColumnForCollapsingToProposedTopColumn`: the column proposed.
    public internal(set) var column: SplitColumn?
    /// For `adaptivePresentationStyle(for:traitCollection:)`: the delegate's answer.
    public internal(set) var adaptiveStyle: AdaptivePresentationStyle?
    /// For `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: the detent selected.
    public internal(set) var detent: String?
    /// For an alert action's handler: the action, and what the text fields held.
    public internal(set) var alertAction: AlertActionDetail?

    public init(_ controller: ControllerID, _ callback: Callback, animated: Bool? = nil, parent: ControllerID? = nil) {
        self.controller = controller
        self.callback = callback
        self.animated = animated
        self.parent = parent
    }

    /// A delegate call of `container`'s delegate about `viewController`.
    init(_ container: ControllerID, delegate callback: Callback, viewController: ControllerID?, animated: Bool? = nil) {
        self.init(container, callback, animated: animated)
        self.viewController = viewController
    }

    /// The call as one line, as every event's JSON carries it (`call`): the controller, the
    /// callback and its arguments as UIKit passes them. `animated` for the appearance callbacks
    /// (with `isBeingPresented` or `isBeingDismissed` when true), the parent for the containment
    /// ones (`nil` when leaving), the segue's identifier for the segue ones, nothing for the
    /// others: `inbox.viewWillDisappear(true)`, `compose.viewWillAppear(true, isBeingPresented)`,
    /// `thread.didMoveToParent(nil)`, `inbox.prepareForSegue(openMessage)`, `thread.viewDidLoad`.
    /// A delegate call is written on the container's delegate with the method's labels:
    /// `mail.delegate.navigationController(willShow: thread, animated: true)`,
    /// `tabs.delegate.tabBarController(didSelect: settings)` (docs/api-guide.md, "Callbacks").
    public var call: String {
        var text = ""
        writeCall(to: &text)
        return text
    }

    /// Writes ``call`` to `out` part by part.
    public func writeCall<Target: TextOutputStream>(to out: inout Target) {
        writeCallParts(to: &out)
    }

    /// Writes ``call`` into a JSON string begun with `beginString()`: a change's answer writes
    /// each callback's straight into its JSON, with no `String` made for it. Concrete, so the
    /// parts are written by `JSONWriter` directly rather than through the generic
    /// `TextOutputStream` witnesses (a writer in another module cannot specialize the generic).
    package func writeCall(to json: inout JSONWriter) {
        writeCallParts(to: &json)
    }

    @inline(__always)
    private func writeCallParts<Target: TextOutputStream>(to out: inout Target) {
        let id = controller.rawValue
        let shown = viewController?.rawValue ?? "nil"
        /// `id.callback`
        func name() {
            out.write(id)
            out.write(".")
            out.write(callback.rawValue)
        }
        /// `id.delegate.`, then `method`
        func delegate(_ method: String) {
            out.write(id)
            out.write(".delegate.")
            out.write(method)
        }
        switch callback {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            name()
            out.write(animated == true ? "(true" : "(false")
            if isBeingPresented { out.write(", isBeingPresented") }
            if isBeingDismissed { out.write(", isBeingDismissed") }
            out.write(")")
        case .willMoveToParent, .didMoveToParent:
            name()
            out.write("(")
            out.write(parent?.rawValue ?? "nil")
            out.write(")")
        case .shouldPerformSegue, .prepareForSegue, .unwindAction:
            name()
            if let segue {
                out.write("(")
                out.write(segue.identifier)
                out.write(")")
            }
        case .alertActionHandler:
            out.write(id)
            out.write(".actions[\(alertAction?.index ?? 0)].handler()")
        case .loadView, .viewDidLoad, .deinit, .didReceiveMemoryWarning:
            name()
        case .viewIsAppearing:
            name()
            out.write(animated == true ? "(true)" : "(false)")
        case .navigationControllerWillShow, .navigationControllerDidShow:
            delegate(callback == .navigationControllerWillShow ? "navigationController(willShow: " : "navigationController(didShow: ")
            out.write(shown)
            out.write(animated == true ? ", animated: true)" : ", animated: false)")
        case .tabBarControllerShouldSelect:
            delegate("tabBarController(shouldSelect: ")
            out.write(shown)
            out.write(")")
        case .tabBarControllerDidSelect:
            delegate("tabBarController(didSelect: ")
            out.write(shown)
            out.write(")")
        case .tabBarControllerWillBeginCustomizing: delegate("tabBarController(willBeginCustomizing: viewControllers)")
        case .tabBarControllerWillEndCustomizing:
            delegate("tabBarController(willEndCustomizing: viewControllers, changed: ")
            out.write(changed == true ? "true)" : "false)")
        case .tabBarControllerDidEndCustomizing:
            delegate("tabBarController(didEndCustomizing: viewControllers, changed: ")
            out.write(changed == true ? "true)" : "false)")
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
            .presentationControllerDidAttemptToDismiss:
            out.write(id)
            out.write(".presentationController.delegate.")
            out.write(callback.rawValue)
            out.write("()")
        case .adaptivePresentationStyle:
            out.write(id)
            out.write(".presentationController.delegate.adaptivePresentationStyle(for: presentationController, traitCollection: ")
            out.write(traitCollection?.summary ?? "nil")
            out.write(")")
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            out.write(id)
            out.write(".sheetPresentationController.delegate.")
            out.write(callback.rawValue)
            out.write("()")
        case .splitViewControllerWillChangeDisplayMode:
            delegate("splitViewController(willChangeTo: ")
            out.write(displayMode?.rawValue ?? "nil")
            out.write(")")
        case .splitViewControllerCollapseSecondary:
            delegate("splitViewController(collapseSecondary: ")
            out.write(shown)
            out.write(", onto: ")
            out.write(parent?.rawValue ?? "nil")
            out.write(")")
        case .splitViewControllerSeparateSecondary:
            delegate("splitViewController(separateSecondaryFrom: ")
            out.write(shown)
            out.write(")")
        case .splitViewControllerTopColumnForCollapsing:
            delegate("splitViewController(topColumnForCollapsingToProposedTopColumn: ")
            out.write(column?.rawValue ?? "nil")
            out.write(")")
        case .splitViewControllerDisplayModeForExpanding:
            delegate("splitViewController(displayModeForExpandingToProposedDisplayMode: ")
            out.write(displayMode?.rawValue ?? "nil")
            out.write(")")
        case .willPresentSearchController, .didPresentSearchController, .willDismissSearchController,
            .didDismissSearchController:
            delegate(callback.rawValue)
            out.write("(")
            out.write(id)
            out.write(")")
        case .updateSearchResults:
            out.write(id)
            out.write(".searchResultsUpdater.updateSearchResults(for: ")
            out.write(id)
            out.write(")")
        case .splitViewControllerDidCollapse: delegate("splitViewControllerDidCollapse()")
        case .splitViewControllerDidExpand: delegate("splitViewControllerDidExpand()")
        case .willTransitionToTraitCollection:
            out.write(id)
            out.write(".willTransition(to: ")
            out.write(traitCollection?.summary ?? "nil")
            out.write(")")
        case .viewWillTransitionToSize:
            out.write(id)
            out.write(".viewWillTransition(to: ")
            out.write(traitCollection?.orientation.rawValue ?? "nil")
            out.write(")")
        case .traitCollectionDidChange:
            name()
            out.write("(")
            out.write(traitCollection?.summary ?? "nil")
            out.write(")")
        }
    }

    /// `B.viewWillAppear`, `B.willMoveToParent(nav)`: the short form used in tests and logs.
    public var description: String {
        switch callback {
        case .willMoveToParent, .didMoveToParent: "\(controller).\(callback.rawValue)(\(parent?.rawValue ?? "nil"))"
        case .shouldPerformSegue, .prepareForSegue: "\(controller).\(callback.rawValue)(\(segue?.identifier ?? "?"))"
        case .unwindAction: "\(controller).\(segue?.action ?? "?")"
        case .alertActionHandler: "\(controller).handler(\(alertAction?.title ?? "?"))"
        case .navigationControllerWillShow: "\(controller).willShow(\(viewController?.rawValue ?? "nil"))"
        case .navigationControllerDidShow: "\(controller).didShow(\(viewController?.rawValue ?? "nil"))"
        case .tabBarControllerShouldSelect: "\(controller).shouldSelect(\(viewController?.rawValue ?? "nil"))"
        case .tabBarControllerDidSelect: "\(controller).didSelect(\(viewController?.rawValue ?? "nil"))"
        case .tabBarControllerWillBeginCustomizing: "\(controller).willBeginCustomizing"
        case .tabBarControllerWillEndCustomizing: "\(controller).willEndCustomizing(\(changed == true))"
        case .tabBarControllerDidEndCustomizing: "\(controller).didEndCustomizing(\(changed == true))"
        case .presentationControllerShouldDismiss: "\(controller).shouldDismiss"
        case .presentationControllerWillDismiss: "\(controller).willDismiss"
        case .presentationControllerDidDismiss: "\(controller).didDismiss"
        case .presentationControllerDidAttemptToDismiss: "\(controller).didAttemptToDismiss"
        case .adaptivePresentationStyle: "\(controller).adaptivePresentationStyle(\(adaptiveStyle?.rawValue ?? "nil"))"
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier: "\(controller).didChangeDetent(\(detent ?? "nil"))"
        case .splitViewControllerWillChangeDisplayMode: "\(controller).willChangeTo(\(displayMode?.rawValue ?? "nil"))"
        case .splitViewControllerCollapseSecondary: "\(controller).collapseSecondary(\(viewController?.rawValue ?? "nil"))"
        case .splitViewControllerSeparateSecondary: "\(controller).separateSecondary(\(viewController?.rawValue ?? "nil"))"
        case .splitViewControllerTopColumnForCollapsing: "\(controller).topColumnForCollapsing(\(column?.rawValue ?? "nil"))"
        case .splitViewControllerDisplayModeForExpanding: "\(controller).displayModeForExpanding(\(displayMode?.rawValue ?? "nil"))"
        case .splitViewControllerDidCollapse: "\(controller).didCollapse"
        case .splitViewControllerDidExpand: "\(controller).didExpand"
        case .willTransitionToTraitCollection: "\(controller).willTransition(\(traitCollection?.summary ?? "nil"))"
        case .viewWillTransitionToSize: "\(controller).viewWillTransition(\(traitCollection?.orientation.rawValue ?? "nil"))"
        case .traitCollectionDidChange: "\(controller).traitCollectionDidChange(\(traitCollection?.summary ?? "nil"))"
        default: "\(controller).\(callback.rawValue)"
        }
    }
}

/// The segue a segue callback is about (`UIStoryboardSegue`: identifier, source, destination).
/// A class: events are copied often and most have none.
public final class SegueDetail: Sendable, Equatable {
    public let identifier: String
    /// The kind's name: `show`, `present`, `unwind`, …
    public let kind: String
    public let source: ControllerID
    /// Not yet known when `shouldPerformSegue` is asked.
    public let destination: ControllerID?
    /// What the client passed with the segue (the payload `prepare(for:sender:)` hands on).
    public let userInfo: JSONValue?
    /// The controller named as `sender`, when one was.
    public let sender: ControllerID?
    /// An unwind segue's action.
    public let action: String?

    init(
        identifier: String, kind: String, source: ControllerID, destination: ControllerID?, userInfo: JSONValue?,
        sender: ControllerID?, action: String?
    ) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
        self.userInfo = userInfo
        self.sender = sender
        self.action = action
    }

    public static func == (lhs: SegueDetail, rhs: SegueDetail) -> Bool {
        lhs.identifier == rhs.identifier && lhs.kind == rhs.kind && lhs.source == rhs.source
            && lhs.destination == rhs.destination && lhs.userInfo == rhs.userInfo && lhs.sender == rhs.sender
            && lhs.action == rhs.action
    }
}

/// The action whose handler runs (`UIAlertAction`): its index among the alert's actions, its
/// title, and the texts of the alert's text fields as the handler reads them. A class: events
/// are copied often and most have none.
public final class AlertActionDetail: Sendable, Equatable {
    public let index: Int
    public let title: String
    public let texts: [String]

    public init(index: Int, title: String, texts: [String]) {
        self.index = index
        self.title = title
        self.texts = texts
    }

    public static func == (lhs: AlertActionDetail, rhs: AlertActionDetail) -> Bool {
        lhs.index == rhs.index && lhs.title == rhs.title && lhs.texts == rhs.texts
    }
}
