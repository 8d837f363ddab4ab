/// One callback UIKit would have sent, in the order it would have sent it.
public struct LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// The callbacks, named as UIKit names them.
    public enum Callback: String, Sendable, Equatable {
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

    public init(_ controller: ControllerID, _ callback: Callback, animated: Bool? = nil, parent: ControllerID? = nil) {
        self.controller = controller
        self.callback = callback
        self.animated = animated
        self.parent = parent
    }

    /// The call as one line, as every event's JSON carries it (`call`): the controller, the
    /// callback and its arguments as UIKit passes them. `animated` for the appearance callbacks
    /// (with `isBeingPresented` or `isBeingDismissed` when true), the parent for the containment
    /// ones (`nil` when leaving), the segue's identifier for the segue ones, nothing for the
    /// others: `inbox.viewWillDisappear(true)`, `compose.viewWillAppear(true, isBeingPresented)`,
    /// `thread.didMoveToParent(nil)`, `inbox.prepareForSegue(openMessage)`, `thread.viewDidLoad`
    /// (docs/api-guide.md, "Callbacks").
    public var call: String {
        let name = controller.rawValue + "." + callback.rawValue
        switch callback {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            let flags = (isBeingPresented ? ", isBeingPresented" : "") + (isBeingDismissed ? ", isBeingDismissed" : "")
            return name + (animated == true ? "(true" : "(false") + flags + ")"
        case .willMoveToParent, .didMoveToParent:
            return name + "(" + (parent?.rawValue ?? "nil") + ")"
        case .shouldPerformSegue, .prepareForSegue, .unwindAction:
            return segue.map { name + "(" + $0.identifier + ")" } ?? name
        case .viewDidLoad, .deinit, .didReceiveMemoryWarning:
            return name
        }
    }

    /// `B.viewWillAppear`, `B.willMoveToParent(nav)`: the short form used in tests and logs.
    public var description: String {
        switch callback {
        case .willMoveToParent, .didMoveToParent: "\(controller).\(callback.rawValue)(\(parent?.rawValue ?? "nil"))"
        case .shouldPerformSegue, .prepareForSegue: "\(controller).\(callback.rawValue)(\(segue?.identifier ?? "?"))"
        case .unwindAction: "\(controller).\(segue?.action ?? "?")"
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
