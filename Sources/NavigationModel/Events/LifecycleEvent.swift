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

    public init(_ controller: ControllerID, _ callback: Callback, animated: Bool? = nil, parent: ControllerID? = nil) {
        self.controller = controller
        self.callback = callback
        self.animated = animated
        self.parent = parent
    }

    /// `B.viewWillAppear`, `B.willMoveToParent(nav)`: the short form used in tests and logs.
    public var description: String {
        switch callback {
        case .willMoveToParent, .didMoveToParent: "\(controller).\(callback.rawValue)(\(parent?.rawValue ?? "nil"))"
        default: "\(controller).\(callback.rawValue)"
        }
    }
}
