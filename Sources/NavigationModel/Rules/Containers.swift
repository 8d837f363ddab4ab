/// Custom containers (CON-1…5, LC-11): a container adds, removes and swaps its
/// children as UIKit's containment calls do.
extension Hierarchy {
    /// `transition(from:to:duration:options:animations:completion:)`'s options: kept in the
    /// journal as asked; the model's state does not depend on them.
    public enum TransitionOptions: String, Sendable, Equatable, CaseIterable, Choice {
        case none, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve
    }

    /// What a container spec may not hold: a tab bar controller (as elsewhere), `shown` ids
    /// that are not its children's.
    static func checkContainer(_ spec: ControllerSpec, _ options: ControllerSpec.ContainerOptions) throws(NavigationError) {
        if let tabs = options.children.first(where: { $0.kind == .tabBar }) {
            throw .nestedTabBarController(tabs.id, container: .container)
        }
        let ids = options.children.compactMap(\.id)
        if let stranger = options.shown?.first(where: { !ids.contains($0) }) { throw .shownNotAChild(stranger, container: spec.id) }
    }

    /// `addChild(_:)`: the child is told `willMove(toParent:)` (by `addChild` itself); when
    /// `shown`, its view goes into the container's (appearance callbacks, loads first); then, unless
    /// the client asks for the seeds' explicit phases (`movesNow` false, see
    /// ``didMoveChild(_:of:events:)``), `didMove(toParent:)` (CON-2, CON-4).
    mutating func addChild(
        _ reference: ControllerReference, to target: Action.Target, shown: Bool, movesNow: Bool, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let owner = try container(.container, for: target)
        guard case .container(let state) = self[owner].role else { throw .noContainerController(owner) }
        let spec: ControllerSpec
        switch reference {
        case .existing(let id):
            // A child released on a memory warning is built again from its spec.
            guard let released = state.releasedSpec(id) else {
                // CON-E2: a controller has one parent at a time.
                throw .hierarchyInconsistency(child: id, parent: try controller(id).parent, requested: owner)
            }
            spec = released
        case .new(let new):
            spec = new
            if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .container) }
            if state.children.count + state.released.count >= limits.maxChildren {
                throw .tooManyChildren(limit: limits.maxChildren)
            }
        }
        let rebuilding = if case .existing = reference { true } else { false }
        let claims = try validateChild(spec, of: owner, rebuilding: rebuilding)
        guard case .container(var state) = self[owner].role else { return }
        let before = appearanceScreen
        let built = instantiate(spec, parent: owner, claims: claims)
        state.children.append(built.root)
        if shown { state.shown.append(built.root) }
        if !movesNow { state.awaitingDidMove.append(built.root) }
        self[owner].role = .container(state)
        events += built.willMoveEvents()
        events.append(LifecycleEvent(built.root, .willMoveToParent, parent: owner))
        // Shown in a container that forwards by hand: its view goes into the container's (CON-2).
        if shown, manualContainers.contains(owner), self[owner].viewLoaded { loadView(built.root, events: &events) }
        transitionScreen(from: before, animated: animated, events: &events)
        events += built.didMoveEvents()
        if movesNow { events.append(LifecycleEvent(built.root, .didMoveToParent, parent: owner)) }
    }

    /// Checks `spec` for a place among `owner`'s children. A released child's spec is checked
    /// with the ids held for it given back first (and they stay given back: the caller builds it
    /// next); nothing changes when it is refused.
    private mutating func validateChild(
        _ spec: ControllerSpec, of owner: ControllerID, rebuilding: Bool
    ) throws(NavigationError) -> Claims {
        var claims = Claims()
        let depth = depth(of: owner) + 1
        guard rebuilding, let id = spec.id, case .container(var state) = self[owner].role else {
            try validate(spec, depth: depth, claims: &claims)
            return claims
        }
        var scratch = self
        state.released.removeAll { $0.id == id }
        scratch[owner].role = .container(state)
        scratch.ids.release(spec.allIDs, heldBy: owner)
        // An outer data source may hold them too (the container is on one of its pages).
        claims.reclaimable = spec.allIDs
        try scratch.validate(spec, depth: depth, claims: &claims)
        self = scratch
        return claims
    }

    /// The second phase of an explicit add: `didMoveToParentViewController:` (CON-2 step 3).
    mutating func didMoveChild(_ child: ControllerID, of target: Action.Target, events: inout [LifecycleEvent]) throws(NavigationError) {
        let owner = try container(.container, for: target)
        guard case .container(var state) = self[owner].role else { throw .noContainerController(owner) }
        _ = try controller(child)
        guard state.children.contains(child) else { throw .notAChild(child, container: owner) }
        guard let index = state.awaitingDidMove.firstIndex(of: child) else { throw .notAwaitingDidMove(child) }
        state.awaitingDidMove.remove(at: index)
        self[owner].role = .container(state)
        events.append(LifecycleEvent(child, .didMoveToParent, parent: owner))
    }

    /// CON-3: `willMove(toParent: nil)`, the view leaves (disappearance when it was on screen),
    /// `removeFromParent` (which sends `didMove(toParent: nil)`), then the release.
    mutating func removeChild(
        _ child: ControllerID, from target: Action.Target, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let owner = try container(.container, for: target)
        guard case .container(var state) = self[owner].role else { throw .noContainerController(owner) }
        if let released = state.releasedSpec(child) {
            // A released child is only a spec: forgetting it frees its ids, with no callbacks.
            state.released.removeAll { $0.id == child }
            self[owner].role = .container(state)
            ids.release(released.allIDs, heldBy: owner)
            return
        }
        _ = try controller(child)
        guard state.children.contains(child) else { throw .notAChild(child, container: owner) }
        events.append(LifecycleEvent(child, .willMoveToParent))
        let before = appearanceScreen
        state.children.removeAll { $0 == child }
        state.shown.removeAll { $0 == child }
        state.awaitingDidMove.removeAll { $0 == child }
        self[owner].role = .container(state)
        transitionScreen(from: before, animated: animated, events: &events)
        detach([child], events: &events)
    }

    /// `transition(from:to:…)`: both must be children of the container (CON-E1). To a child,
    /// only the views swap: both stay children. To a new controller, the whole CON-5 pattern:
    /// `from.willMove(nil)`, `addChild(to)` (`to.willMove`), the swap's appearance callbacks,
    /// then at completion `from.removeFromParent` (`didMove(nil)`, released) and
    /// `to.didMove(toParent:)` (LC-11).
    /// - Returns: false when nothing changes (`to` already shown, `from` not).
    /// - Parameter destinationMovesFirst: a new child is told `didMove(toParent:)` before `from`
    ///   leaves (`removeFromParent`), as Recipe 7-8's `RotatingSegue` completes
    ///   (`segueDidComplete`: the destination's `didMove`, then the source's removal); otherwise
    ///   after it, as `transition(from:to:)`'s completion does (CON-5, LC-11).
    mutating func transitionChildren(
        of target: Action.Target, from: ControllerID, to reference: ControllerReference, duration: Double,
        destinationMovesFirst: Bool = false, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let owner = try container(.container, for: target)
        guard case .container(var state) = self[owner].role else { throw .noContainerController(owner) }
        _ = try controller(from)
        let animated = duration > 0
        switch reference {
        case .existing(let to) where state.releasedSpec(to) != nil:
            // A released child is built again (seed 004's lazy re-creation): added, its view
            // swapped in for `from`'s, told didMove; `from` stays a child.
            guard state.children.contains(from), let spec = state.releasedSpec(to) else {
                throw .noCommonParent(from, to, container: owner)
            }
            let claims = try validateChild(spec, of: owner, rebuilding: true)
            guard case .container(var state) = self[owner].role else { return false }
            let before = appearanceScreen
            let built = instantiate(spec, parent: owner, claims: claims)
            state.children.append(built.root)
            state.shown = Self.swapping(from, for: built.root, in: state.shown)
            self[owner].role = .container(state)
            events += built.willMoveEvents()
            events.append(LifecycleEvent(built.root, .willMoveToParent, parent: owner))
            transitionScreen(from: before, animated: animated, events: &events)
            events += built.didMoveEvents()
            events.append(LifecycleEvent(built.root, .didMoveToParent, parent: owner))
            return true
        case .existing(let to):
            _ = try controller(to)
            guard state.children.contains(from), state.children.contains(to), from != to else {
                throw .noCommonParent(from, to, container: owner)
            }
            guard state.shown.contains(from) || !state.shown.contains(to) else { return false }
            let before = appearanceScreen
            state.shown = Self.swapping(from, for: to, in: state.shown)
            self[owner].role = .container(state)
            transitionScreen(from: before, animated: animated, events: &events)
            return true
        case .new(let spec):
            guard state.children.contains(from) else { throw .noCommonParent(from, spec.id ?? "new", container: owner) }
            if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .container) }
            var claims = Claims()
            try validate(spec, depth: depth(of: owner) + 1, claims: &claims)
            events.append(LifecycleEvent(from, .willMoveToParent))
            let before = appearanceScreen
            let built = instantiate(spec, parent: owner, claims: claims)
            state.children = state.children.filter { $0 != from } + [built.root]
            state.shown = Self.swapping(from, for: built.root, in: state.shown)
            state.awaitingDidMove.removeAll { $0 == from }
            self[owner].role = .container(state)
            events += built.willMoveEvents()
            events.append(LifecycleEvent(built.root, .willMoveToParent, parent: owner))
            transitionScreen(from: before, animated: animated, events: &events)
            let left = LifecycleEvent(from, .didMoveToParent)
            if !destinationMovesFirst { events.append(left) }
            events.append(LifecycleEvent(built.root, .didMoveToParent, parent: owner))
            events += built.didMoveEvents()
            if destinationMovesFirst { events.append(left) }
            release(from, events: &events)
            return true
        }
    }

    /// `shown` with `to` in the place of `from` (added at the end when `from` was not shown).
    private static func swapping(_ from: ControllerID, for to: ControllerID, in shown: [ControllerID]) -> [ControllerID] {
        var result = shown.filter { $0 != to }
        if let index = result.firstIndex(of: from) { result[index] = to } else { result.append(to) }
        return result
    }
}
