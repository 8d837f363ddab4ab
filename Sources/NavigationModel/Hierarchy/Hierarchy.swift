/// A session's view-controller hierarchy: the window root, every controller by id, the traits,
/// and the revision. A value: copying it copies the whole state.
///
/// Change it only through ``apply(_:)``, which validates, mutates and returns the lifecycle
/// callbacks UIKit would have sent; a refusal throws and leaves the value untouched.
public struct Hierarchy: Sendable, Equatable {
    public internal(set) var controllers: [ControllerID: Controller] = [:]
    public private(set) var rootID: ControllerID
    public internal(set) var traits: Traits
    public private(set) var revision: Revision = .initial
    public let limits: Limits
    private var nextSerial = 1
    /// The ids of every page in a page view controller's data source, shown or not: a page keeps
    /// its id across visits, so no other controller may take it.
    var pageIDs: Set<ControllerID> = []
    /// The presented controllers, bottom first: the roots of the layers above the window root's.
    /// Kept by present, dismiss and release so that finding the layers walks no tree.
    var presentedLayers: [ControllerID] = []

    private init(traits: Traits, limits: Limits) {
        self.rootID = ""
        self.traits = traits
        self.limits = limits
    }

    /// Builds a hierarchy with `root` as the window's root view controller, as
    /// `window.rootViewController = root; makeKeyAndVisible()` would: the root and its visible
    /// descendants load and appear, nothing else loads.
    /// - Returns: the hierarchy at revision 1 and the callbacks of its construction and appearance.
    /// - Throws: ``NavigationError`` for a spec UIKit would refuse or that exceeds `limits`.
    public static func create(
        root: ControllerSpec, traits: Traits = Traits(), limits: Limits = Limits()
    ) throws(NavigationError) -> (Hierarchy, [LifecycleEvent]) {
        var hierarchy = Hierarchy(traits: traits, limits: limits)
        var events: [LifecycleEvent] = []
        var ids = Set<ControllerID>()
        try hierarchy.validate(root, depth: 1, ids: &ids)
        let built = hierarchy.instantiate(root, parent: nil, reserved: ids)
        hierarchy.rootID = built.root
        events += built.willMoveEvents()
        hierarchy.transition(from: [], to: hierarchy.visibleChain(of: built.root), animated: false, events: &events)
        events += built.didMoveEvents()
        return (hierarchy, events)
    }

    /// Applies one action: validates it, changes the hierarchy, bumps the revision. An action
    /// that changes nothing (selecting the selected tab, showing the pages shown, the traits in
    /// force) leaves the revision as it is.
    ///
    /// Every rule checks everything it can refuse before it changes anything, as UIKit raises
    /// before it mutates; debug builds verify that a refusal left the hierarchy as it was.
    /// - Returns: the callbacks UIKit would have sent, in its order.
    /// - Throws: ``NavigationError``; the hierarchy is then unchanged.
    @discardableResult
    public mutating func apply(_ action: Action) throws(NavigationError) -> [LifecycleEvent] {
        #if DEBUG
        let before = self
        #endif
        var events: [LifecycleEvent] = []
        let changed: Bool
        do {
            changed = try perform(action, events: &events)
        } catch {
            #if DEBUG
            precondition(self == before, "the refusal \(error) changed the hierarchy")
            #endif
            throw error
        }
        if changed { revision = revision.next }
        return events
    }

    /// - Returns: whether the hierarchy changed.
    private mutating func perform(_ action: Action, events: inout [LifecycleEvent]) throws(NavigationError) -> Bool {
        switch action {
        case .push(let target, let controller, let animated):
            try push(controller, onto: navigationController(for: target), animated: animated, events: &events)
        case .pop(let target, let animated):
            try pop(navigationController(for: target), animated: animated, events: &events)
        case .popTo(let target, let controller, let animated):
            try pop(navigationController(for: target), to: controller, animated: animated, events: &events)
        case .popToRoot(let target, let animated):
            let navigation = try navigationController(for: target)
            try pop(navigation, to: self[navigation].children[0], animated: animated, events: &events)
        case .setViewControllers(.controller(let id), let controllers, let animated) where try controller(id).kind == .tabBar:
            try setTabs(controllers, of: id, animated: animated, events: &events)
        case .setViewControllers(.controller(let id), let controllers, let animated) where try controller(id).kind == .page:
            return try setPages(controllers, of: id, animated: animated, events: &events)
        case .setViewControllers(let target, let controllers, let animated):
            try setViewControllers(
                controllers, of: navigationController(for: target), animated: animated, events: &events)
        case .selectTab(let target, let selection, let popToRoot, let animated):
            return try selectTab(
                selection, of: tabBarController(for: target), popToRootOnReselect: popToRoot, animated: animated,
                events: &events)
        case .reorderTabs(let target, let order):
            try reorderTabs(order, of: tabBarController(for: target))
        case .present(let target, let controller, let animated):
            try present(controller, from: target, animated: animated, events: &events)
        case .dismiss(let target, let animated):
            try dismiss(target, animated: animated, events: &events)
        case .turnPage(let target, let forward, let animated):
            try turnPage(forward: forward, of: container(.page, for: target), animated: animated, events: &events)
        case .setPage(let target, let index, let animated):
            return try setPage(index, of: container(.page, for: target), animated: animated, events: &events)
        case .setTraits(let traits):
            return try setTraits(traits, events: &events)
        case .update(let id, let patch):
            try update(id, with: patch)
        }
        return true
    }

    /// The controller with `id`; it must exist (the rules check ids before they get here).
    public internal(set) subscript(id: ControllerID) -> Controller {
        get {
            guard let controller = controllers[id] else { preconditionFailure("no controller \(id)") }
            return controller
        }
        set { controllers[id] = newValue }
    }

    /// The controller with `id`, or ``NavigationError/unknownController(_:)``.
    public func controller(_ id: ControllerID) throws(NavigationError) -> Controller {
        guard let controller = controllers[id] else { throw .unknownController(id) }
        return controller
    }

    /// Levels from the window root down to `id` (the root is 1).
    func depth(of id: ControllerID) -> Int {
        var depth = 1
        var current = self[id].parent
        while let parent = current {
            depth += 1
            current = self[parent].parent
        }
        return depth
    }

    // MARK: - Ids

    /// The next predictable id, `vc1`, `vc2`, …, skipping ids in use or reserved by a spec.
    mutating func makeID(reserved: Set<ControllerID>) -> ControllerID {
        while true {
            let id = ControllerID("vc\(nextSerial)")
            nextSerial += 1
            if controllers[id] == nil, !reserved.contains(id), !pageIDs.contains(id) { return id }
        }
    }

    /// Removes `id`, everything below it and everything it presents: UIKit releases popped and
    /// dismissed controllers.
    mutating func release(_ id: ControllerID) {
        guard let controller = controllers.removeValue(forKey: id) else { return }
        for child in controller.children { release(child) }
        if let presented = controller.presented { release(presented) }
        if controller.presentation != nil, let layer = presentedLayers.firstIndex(of: id) {
            presentedLayers.removeSubrange(layer...)
        }
        if let state = controller.pages {
            pageIDs.subtract(state.pages.flatMap(\.allIDs))
            pageIDs.remove(PageState.blankID(of: id))
        }
    }
}
