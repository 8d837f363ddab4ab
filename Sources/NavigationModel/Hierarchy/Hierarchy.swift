/// A session's view-controller hierarchy: the window root, every controller by id, the traits,
/// and the revision. A value: copying it copies the whole state.
///
/// Change it only through ``apply(_:)``, which validates, mutates and returns the lifecycle
/// callbacks UIKit would have sent; a refusal throws and leaves the value untouched. Debug
/// builds check ``invariantViolations()`` after every change.
public struct Hierarchy: Sendable, Equatable {
    public internal(set) var controllers: [ControllerID: Controller] = [:]
    public internal(set) var rootID: ControllerID
    public internal(set) var traits: Traits
    public internal(set) var revision: Revision = .initial
    public let limits: Limits
    /// The callbacks the session receives besides the lifecycle (chosen at creation).
    public internal(set) var callbacks: CallbackGroups = []
    /// Ids reserved by data sources and derived for containers, and the id generator.
    var ids = IDRegistry()
    /// The presented controllers in stacking order, bottom first: the roots of the layers above
    /// the window root's (see ``onScreen``). Kept by present, dismiss and release.
    var presentedLayers: [ControllerID] = []
    /// The storyboards the session instantiated scenes from, by name: its own copies, so that
    /// a later upload changes nothing here (``load(_:)``).
    public internal(set) var storyboards: [String: Storyboard] = [:]
    /// The custom containers that leave their children's appearance to the client
    /// (``Hierarchy/isManual(_:)``): kept by building and release, so that the common session,
    /// which has none, pays nothing for them.
    var manualContainers: Set<ControllerID> = []
    /// The custom containers with embed segues still to perform (``ContainerState/pendingEmbeds``),
    /// kept like ``manualContainers``.
    var embeddingContainers: Set<ControllerID> = []

    init(traits: Traits, limits: Limits) {
        self.rootID = ""
        self.traits = traits
        self.limits = limits
    }

    /// Builds a hierarchy with `root` as the window's root view controller, as
    /// `window.rootViewController = root; makeKeyAndVisible()` would: the root and its visible
    /// descendants load and appear, nothing else loads.
    /// - Returns: the hierarchy at revision 1 and the callbacks of its construction and appearance.
    /// - Throws: ``NavigationError`` for a spec UIKit would refuse or that exceeds `limits`.
    /// - Parameter storyboards: those `root` may instantiate scenes from.
    /// - Parameter callbacks: what the session receives besides the lifecycle.
    public static func create(
        root: ControllerSpec, traits: Traits = Traits(), limits: Limits = Limits(), storyboards: [Storyboard] = [],
        callbacks: CallbackGroups = []
    ) throws(NavigationError) -> (Hierarchy, [LifecycleEvent]) {
        var hierarchy = Hierarchy(traits: traits, limits: limits)
        hierarchy.callbacks = callbacks
        for storyboard in storyboards { hierarchy.load(storyboard) }
        let root = try hierarchy.resolvingScenes(in: root)
        var events: [LifecycleEvent] = []
        var claims = Claims()
        try hierarchy.validate(root, depth: 1, claims: &claims)
        let built = hierarchy.instantiate(root, parent: nil, claims: claims)
        hierarchy.rootID = built.root
        events += built.willMoveEvents()
        hierarchy.transitionScreen(from: [], animated: false, events: &events)
        events += built.didMoveEvents()
        hierarchy.verifyInDebugBuilds()
        return (hierarchy, events)
    }

    /// Applies one action: validates it, changes the hierarchy, bumps the revision. An action
    /// that changes nothing (selecting the selected tab, showing the pages shown, the traits in
    /// force) leaves the revision as it is.
    ///
    /// Every rule checks everything it can refuse before it changes anything, as UIKit raises
    /// before it mutates; debug builds verify that a refusal left the hierarchy as it was and
    /// that a change kept every invariant.
    /// - Returns: the callbacks UIKit would have sent, in its order.
    /// - Throws: ``NavigationError``; the hierarchy is then unchanged.
    @discardableResult
    public mutating func apply(_ action: Action) throws(NavigationError) -> [LifecycleEvent] {
        #if DEBUG
        let before = self
        #endif
        // A push or a pop sends seven callbacks: one buffer for them, not three growths.
        var events: [LifecycleEvent] = []
        events.reserveCapacity(8)
        let changed: Bool
        do {
            changed = try perform(resolvingScenes(in: action), events: &events)
        } catch {
            #if DEBUG
            precondition(!Self.trapsOnBrokenInvariants || self == before, "the refusal \(error) changed the hierarchy")
            #endif
            throw error
        }
        if changed { revision = revision.next }
        verifyInDebugBuilds()
        return events
    }

    /// Applies several actions as one change: all of them, in order, each seeing what the
    /// previous left, or none. The revision moves once, when any of them changed something.
    /// - Returns: each action's callbacks, in order.
    /// - Throws: ``BatchRefusal`` naming the first refused action; the hierarchy is unchanged.
    public mutating func apply(batch actions: [Action]) throws(BatchRefusal) -> [[LifecycleEvent]] {
        var resolutions: [ShowResolution?] = []
        return try apply(batch: actions, resolutions: &resolutions)
    }

    /// The same, telling what each `show` and `show-detail` became (``resolution(of:)``, `nil`
    /// for the other actions), in `resolutions`.
    public mutating func apply(
        batch actions: [Action], resolutions: inout [ShowResolution?]
    ) throws(BatchRefusal) -> [[LifecycleEvent]] {
        let start = revision
        resolutions = []
        if actions.count == 1 {
            do {
                resolutions.append(resolution(of: actions[0]))
                return [try apply(actions[0])]
            } catch {
                throw BatchRefusal(index: 0, error: error)
            }
        }
        var scratch = self
        var events: [[LifecycleEvent]] = []
        events.reserveCapacity(actions.count)
        var callbacks = 0
        for (index, action) in actions.enumerated() {
            do {
                resolutions.append(scratch.resolution(of: action))
                events.append(try scratch.apply(action))
            } catch {
                throw BatchRefusal(index: index, error: error)
            }
            callbacks += events[index].count
            // One action alone is never refused by the limit (it sends a few callbacks per
            // controller at most): a batch is refused at a later action that passes it.
            if index > 0, callbacks > limits.maxCallbacksPerBatch {
                throw BatchRefusal(index: index, error: .tooManyCallbacks(limit: limits.maxCallbacksPerBatch))
            }
        }
        if scratch.revision != start { scratch.revision = start.next }
        self = scratch
        return events
    }

    /// - Returns: whether the hierarchy changed.
    private mutating func perform(_ action: Action, events: inout [LifecycleEvent]) throws(NavigationError) -> Bool {
        switch action {
        case .push(let target, let controller, let animated):
            try push(controller, onto: navigationController(for: target), animated: animated, events: &events)
        case .pop(let target, let animated):
            try pop(target, animated: animated, events: &events)
        case .interactivePop(let target, let outcome):
            try interactivePop(target, outcome: outcome, events: &events)
        case .popTo(let target, let controller, let animated):
            try pop(navigationController(for: target), to: controller, animated: animated, events: &events)
        case .popToRoot(let target, let animated):
            try popToRoot(target, animated: animated, events: &events)
        case .setViewControllers(let target, let controllers, let animated):
            return try setViewControllers(controllers, target: target, animated: animated, events: &events)
        case .selectTab(let target, let selection, let popToRoot, let animated, let userAction):
            return try selectTab(
                selection, of: tabBarController(for: target), popToRootOnReselect: popToRoot, animated: animated,
                userAction: userAction, events: &events)
        case .reorderTabs(let target, let order):
            try reorderTabs(order, of: tabBarController(for: target), events: &events)
        case .present(let target, let controller, let animated):
            try present(controller, from: target, animated: animated, events: &events)
        case .dismiss(let target, let animated):
            try dismiss(target, animated: animated, events: &events)
        case .tapOutside(let target, let tapped, let animated):
            return try tapOutside(target, tapped: tapped, animated: animated, events: &events)
        case .swipeDown(let target, let outcome):
            return try swipeDown(target, outcome: outcome, events: &events)
        case .setDetent(let target, let detent, let userAction):
            return try setDetent(detent, of: target, userAction: userAction, events: &events)
        case .reveal(let controller, let animated):
            return try reveal(controller, animated: animated, events: &events)
        case .tapAction(let target, let action):
            try tapAction(action, of: target, events: &events)
        case .enterText(let target, let field, let text):
            return try enterText(text, field: field, of: target)
        case .activateSearch(let target, let animated):
            return try activateSearch(target, animated: animated, events: &events)
        case .searchText(let target, let text):
            return try enterSearchText(text, target: target, events: &events)
        case .cancelSearch(let target, let animated):
            try cancelSearch(target, animated: animated, events: &events)
        case .turnPage(let target, let forward, let animated):
            try turnPage(forward: forward, of: container(.page, for: target), animated: animated, events: &events)
        case .setPage(let target, let index, let animated):
            return try setPage(index, of: container(.page, for: target), animated: animated, events: &events)
        case .changeTraits(let change):
            return try setTraits(change.applied(to: traits), events: &events)
        case .setDisplayMode(let target, let mode, let animated):
            return try setDisplayMode(mode, of: target, animated: animated, events: &events)
        case .setColumn(let target, let column, let shown, let animated):
            return try setColumn(column, shown: shown, of: target, animated: animated, events: &events)
        case .show(let target, let controller, let detail, let animated):
            return try show(controller, detail: detail, sender: target, animated: animated, events: &events)
        case .addChild(let target, let controller, let shown, let movesNow, let animated):
            try addChild(controller, to: target, shown: shown, movesNow: movesNow, animated: animated, events: &events)
        case .didMoveChild(let target, let child):
            try didMoveChild(child, of: target, events: &events)
        case .removeChild(let target, let child, let animated, let keep):
            return try removeChild(child, from: target, animated: animated, keep: keep, events: &events)
        case .transitionChildren(let target, let from, let to, _, let duration, let keep):
            return try transitionChildren(of: target, from: from, to: to, duration: duration, keep: keep, events: &events)
        case .performSegue(let target, let identifier, let sender, let userInfo, let userAction, let animated):
            try performSegue(
                identifier, from: target, sender: sender, userInfo: userInfo, userAction: userAction, animated: animated,
                events: &events)
        case .beginAppearance(let target, let child, let appearing, let animated):
            try beginAppearance(of: child, in: target, appearing: appearing, animated: animated, events: &events)
        case .endAppearance(let target, let child):
            try endAppearance(of: child, in: target, events: &events)
        case .memoryWarning:
            memoryWarning(events: &events)
        case .update(let id, let patch):
            try update(id, with: patch, events: &events)
        }
        return true
    }

    /// The controller with `id`. Every id the hierarchy hands out names a live controller
    /// (``invariantViolations()`` checks it), and the rules look up ids from requests with
    /// ``controller(_:)`` first, so a missing id here is a bug in the model.
    public internal(set) subscript(id: ControllerID) -> Controller {
        get {
            guard let controller = controllers[id] else { preconditionFailure("no controller \(id)") }
            return controller
        }
        set { controllers[id] = newValue }
        // In place: `self[id].appearance = …` hashes once and copies nothing.
        _modify {
            guard let index = controllers.index(forKey: id) else { preconditionFailure("no controller \(id)") }
            yield &controllers.values[index]
        }
    }

    /// The controller with `id`, or ``NavigationError/unknownController(_:)``.
    public func controller(_ id: ControllerID) throws(NavigationError) -> Controller {
        guard let controller = controllers[id] else { throw .unknownController(id) }
        return controller
    }

    /// Levels from the window root down to `id` (the root is 1): a presented controller is one
    /// level below its presenter. A split view controller's secondary (and a column style's
    /// supplementary) counts two levels below it, where a collapse puts it (see
    /// ``ControllerSpec/depth``).
    func depth(of id: ControllerID) -> Int {
        var depth = 1
        var current = id
        var controller = controllers[id]
        // One lookup per level: the container found is the next level's controller.
        // A search controller counts below its owner, active or not: where ending search puts it.
        while let next = controller.flatMap({ $0.search?.owner ?? $0.parent ?? $0.presentation?.presenter }) ?? keeper(of: current) {
            controller = controllers[next]
            let split = controller?.split
            depth += split?.secondary == current || split?.supplementary == current ? 2 : 1
            current = next
        }
        return depth
    }

    /// The custom container that keeps `id` detached (``ContainerState/kept``), if one does:
    /// a kept controller counts one level below it, where adding it back puts it.
    func keeper(of id: ControllerID) -> ControllerID? {
        guard id != rootID, let controller = controllers[id], controller.parent == nil, controller.presentation == nil else {
            return nil
        }
        return controllers.values.first { $0.container?.kept.contains(id) == true }?.id
    }

    /// The controllers released with `id`: `id`, everything below it and everything presented
    /// from any of them, parents first.
    /// Controllers a custom container keeps detached (``ContainerState/kept``) go with it.
    /// So does an inactive search controller, with its owner.
    func subtree(of id: ControllerID) -> [ControllerID] {
        walk(from: id) { controller in detachedSearch(of: controller).map { controller.role.owned + [$0] } ?? controller.role.owned }
    }

    /// `id`, then for each controller reached the ones `next` gives (in order), then what it
    /// presents: parents first, a controller's children before what it presents.
    func walk<Children: BidirectionalCollection<ControllerID>>(
        from id: ControllerID, through next: (Controller) -> Children
    ) -> [ControllerID] {
        var result: [ControllerID] = []
        var pending = [id]
        while let current = pending.popLast() {
            guard let controller = controllers[current] else { continue }
            result.append(current)
            if let presented = controller.presented { pending.append(presented) }
            pending.append(contentsOf: next(controller).reversed())
        }
        return result
    }

    /// Releases `id` and everything in its ``subtree(of:)``, as UIKit releases popped, replaced and
    /// dismissed controllers: each gets `deinit`, parents first, and the ids they held are freed.
    mutating func release(_ id: ControllerID, events: inout [LifecycleEvent]) {
        // The common case, a content controller presenting nothing, without walking anything.
        if let controller = controllers[id], case .content = controller.role, controller.presented == nil,
            controller.searchController == nil
        {
            controllers[id] = nil
            events.append(LifecycleEvent(id, .deinit))
            if controller.presentation != nil { presentedLayers.removeAll { $0 == id } }
            ids.release(heldBy: id)
            return
        }
        for gone in subtree(of: id) {
            guard let controller = controllers.removeValue(forKey: gone) else { continue }
            if !manualContainers.isEmpty { manualContainers.remove(gone) }
            if !embeddingContainers.isEmpty { embeddingContainers.remove(gone) }
            events.append(LifecycleEvent(gone, .deinit))
            if controller.presentation != nil { presentedLayers.removeAll { $0 == gone } }
            ids.release(heldBy: gone)
            // An active search controller presented from outside what goes stays, kept by its
            // presentation alone.
            if let search = controller.searchController, case .search(var state)? = controllers[search]?.role {
                state.owner = nil
                self[search].role = .search(state)
            }
        }
    }

    /// Whether debug builds stop at a broken invariant or a refusal that changed the hierarchy
    /// (the default). A fuzzer that checks ``invariantViolations()`` itself turns it off for the
    /// task it runs in, so that it can report the seed and the steps instead of trapping.
    @TaskLocal public static var trapsOnBrokenInvariants = true

    /// Debug builds stop at the first change that broke an invariant, naming it.
    func verifyInDebugBuilds() {
        #if DEBUG
        guard Self.trapsOnBrokenInvariants else { return }
        let violations = invariantViolations()
        precondition(violations.isEmpty, "hierarchy invariants broken: \(violations.joined(separator: "; "))")
        #endif
    }
}
