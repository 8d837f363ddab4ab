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
        case .existing(let id) where state.kept.contains(id):
            return addKept(id, to: owner, shown: shown, movesNow: movesNow, animated: animated, events: &events)
        case .existing(let id):
            // A child released on a memory warning is built again from its spec.
            guard let released = state.releasedSpec(id) else {
                // CON-E2: a controller has one parent at a time.
                throw alreadyOwned(id, parent: try controller(id).parent, requested: owner)
            }
            spec = released
        case .new(let new):
            spec = new
            if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .container) }
            if isInTabBar(owner), let nested = Self.compactTabBar(in: spec) { throw .nestedTabBarController(nested.id, container: .tabBar) }
            if state.heldCount >= limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
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

    /// `addChild(_:)` of a controller `owner` keeps (``ContainerState/kept``): the same
    /// instance, so its view loads only if it never has; `willMove(toParent:)`, the view in when
    /// `shown`, then `didMove(toParent:)` unless the client says it.
    private mutating func addKept(
        _ id: ControllerID, to owner: ControllerID, shown: Bool, movesNow: Bool, animated: Bool, events: inout [LifecycleEvent]
    ) {
        guard case .container(var state) = self[owner].role else { return }
        let before = appearanceScreen
        state.kept.removeAll { $0 == id }
        state.children.append(id)
        if shown { state.shown.append(id) }
        if !movesNow { state.awaitingDidMove.append(id) }
        self[owner].role = .container(state)
        self[id].parent = owner
        events.append(LifecycleEvent(id, .willMoveToParent, parent: owner))
        if shown, manualContainers.contains(owner), self[owner].viewLoaded { loadView(id, events: &events) }
        transitionScreen(from: before, animated: animated, events: &events)
        if movesNow { events.append(LifecycleEvent(id, .didMoveToParent, parent: owner)) }
    }

    /// Why `id` cannot be added to `requested`: it has a parent (CON-E2,
    /// `UIViewControllerHierarchyInconsistency`), or a container keeps it detached.
    func alreadyOwned(_ id: ControllerID, parent: ControllerID?, requested: ControllerID) -> NavigationError {
        if parent == nil, let keeper = keeper(of: id) { return .keptByContainer(id, container: keeper) }
        if controllers[id]?.kind == .search { return .searchControllerNotOwned(id) }
        return .hierarchyInconsistency(child: id, parent: parent, requested: requested)
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
    /// `removeFromParent` (which sends `didMove(toParent: nil)`), then the release, unless the
    /// container `keep`s it (``ContainerState/kept``), as Seed 004 and Recipe 7-7 keep theirs.
    /// A kept controller named again without `keep` is released (its property set to nil).
    /// - Returns: false when nothing changes (a kept controller kept again).
    mutating func removeChild(
        _ child: ControllerID, from target: Action.Target, animated: Bool, keep: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let owner = try container(.container, for: target)
        guard case .container(var state) = self[owner].role else { throw .noContainerController(owner) }
        if let released = state.releasedSpec(child) {
            // A released child is only a spec: forgetting it frees its ids, with no callbacks
            // (kept, it stays as it is).
            guard !keep else { return false }
            state.released.removeAll { $0.id == child }
            self[owner].role = .container(state)
            ids.release(released.allIDs, heldBy: owner)
            return true
        }
        _ = try controller(child)
        if state.kept.contains(child) {
            guard !keep else { return false }
            state.kept.removeAll { $0 == child }
            self[owner].role = .container(state)
            release(child, events: &events)
            return true
        }
        guard state.children.contains(child) else { throw .notAChild(child, container: owner) }
        if keep { try checkKeepable(child, of: owner) }
        events.append(LifecycleEvent(child, .willMoveToParent))
        let before = appearanceScreen
        state.children.removeAll { $0 == child }
        state.shown.removeAll { $0 == child }
        state.awaitingDidMove.removeAll { $0 == child }
        if keep { state.kept.append(child) }
        self[owner].role = .container(state)
        transitionScreen(from: before, animated: animated, events: &events)
        if keep {
            self[child].parent = nil
            events.append(LifecycleEvent(child, .didMoveToParent))
        } else {
            detach([child], events: &events)
        }
        return true
    }

    /// What the model cannot hold detached: a child that presents, or holds a controller that
    /// does (UIKit would keep the presentation of a view off the window); a child of a container
    /// that forwards appearance by hand, in it or as it, that the client left on (no screen would
    /// ever take it off); a part of a page a data source holds (the data source rebuilds it).
    private func checkKeepable(_ child: ControllerID, of owner: ControllerID) throws(NavigationError) {
        let subtree = subtree(of: child)
        if let presented = subtree.lazy.compactMap({ self.controllers[$0]?.presented }).first {
            throw .cannotKeep(child, because: .presents(presented))
        }
        if !manualContainers.isEmpty {
            var driven = manualContainers.contains(owner) ? [child] : []
            for id in subtree where manualContainers.contains(id) { driven += self[id].children }
            if let on = driven.first(where: { self[$0].appearance != .disappeared }) {
                throw .cannotKeep(child, because: .appearance(on, self[on].appearance))
            }
        }
        for id in subtree {
            if let reservation = ids.reservation(of: id), case .page = reservation.use {
                throw .cannotKeep(child, because: .page(of: reservation.owner))
            }
            // Mid-transition (below a container the client drives): no screen would end it.
            if let state = controllers[id]?.appearance, state == .appearing || state == .disappearing {
                throw .cannotKeep(child, because: .appearance(id, state))
            }
        }
    }

    /// `transition(from:to:…)`: both must be children of the container (CON-E1). To a child,
    /// only the views swap: both stay children. To a new controller, or one the container keeps
    /// (``ContainerState/kept``, added back as the same instance), the whole CON-5 pattern:
    /// `from.willMove(nil)`, `addChild(to)` (`to.willMove`), the swap's appearance callbacks,
    /// then at completion `from.removeFromParent` (`didMove(nil)`; released, or kept with
    /// `keep`, as Recipe 7-7 keeps its front) and `to.didMove(toParent:)` (LC-11).
    /// - Returns: false when nothing changes (`to` already shown, `from` not).
    /// - Parameter destinationMovesFirst: a new child is told `didMove(toParent:)` before `from`
    ///   leaves (`removeFromParent`), as Recipe 7-8's `RotatingSegue` completes
    ///   (`segueDidComplete`: the destination's `didMove`, then the source's removal); otherwise
    ///   after it, as `transition(from:to:)`'s completion does (CON-5, LC-11).
    mutating func transitionChildren(
        of target: Action.Target, from: ControllerID, to reference: ControllerReference, duration: Double, keep: Bool = false,
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
            loadSwappedIn(built.root, by: owner, events: &events)
            transitionScreen(from: before, animated: animated, events: &events)
            events += built.didMoveEvents()
            events.append(LifecycleEvent(built.root, .didMoveToParent, parent: owner))
            return true
        case .existing(let to) where state.kept.contains(to):
            guard state.children.contains(from) else { throw .noCommonParent(from, to, container: owner) }
            try replace(from, in: owner, by: .kept(to), keep: keep, animated: animated, destinationMovesFirst: false, events: &events)
            return true
        case .existing(let to):
            let existing = try controller(to)
            if existing.parent == nil, let keeper = keeper(of: to) { throw .keptByContainer(to, container: keeper) }
            guard state.children.contains(from), state.children.contains(to), from != to else {
                throw .noCommonParent(from, to, container: owner)
            }
            guard state.shown.contains(from) || !state.shown.contains(to) else { return false }
            let before = appearanceScreen
            state.shown = Self.swapping(from, for: to, in: state.shown)
            self[owner].role = .container(state)
            loadSwappedIn(to, by: owner, events: &events)
            transitionScreen(from: before, animated: animated, events: &events)
            return true
        case .new(let spec):
            guard state.children.contains(from) else { throw .noCommonParent(from, spec.id ?? "new", container: owner) }
            if spec.kind == .tabBar { throw .nestedTabBarController(spec.id, container: .container) }
            if isInTabBar(owner), let nested = Self.compactTabBar(in: spec) { throw .nestedTabBarController(nested.id, container: .tabBar) }
            if keep, state.heldCount >= limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
            var claims = Claims()
            try validate(spec, depth: depth(of: owner) + 1, claims: &claims)
            try replace(
                from, in: owner, by: .new(spec, claims), keep: keep, animated: animated,
                destinationMovesFirst: destinationMovesFirst, events: &events)
            return true
        }
    }

    /// What takes the place of a child that leaves in a transition.
    private enum Incoming {
        /// A spec checked with these claims, built now.
        case new(ControllerSpec, Claims)
        /// A controller the container keeps, added back.
        case kept(ControllerID)
    }

    /// CON-5 from `from.willMove(nil)` on, once everything is checked: `from` leaves `owner`
    /// (released, or kept with `keep`) and `incoming` takes its place among the children and
    /// the views shown.
    private mutating func replace(
        _ from: ControllerID, in owner: ControllerID, by incoming: Incoming, keep: Bool, animated: Bool,
        destinationMovesFirst: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        if keep { try checkKeepable(from, of: owner) }
        guard case .container(var state) = self[owner].role else { return }
        events.append(LifecycleEvent(from, .willMoveToParent))
        let before = appearanceScreen
        let to: ControllerID
        var built: BuiltSubtree?
        switch incoming {
        case .new(let spec, let claims):
            built = instantiate(spec, parent: owner, claims: claims)
            to = built?.root ?? from
        case .kept(let id):
            to = id
            state.kept.removeAll { $0 == id }
            self[id].parent = owner
        }
        state.children = state.children.filter { $0 != from } + [to]
        state.shown = Self.swapping(from, for: to, in: state.shown)
        state.awaitingDidMove.removeAll { $0 == from }
        if keep { state.kept.append(from) }
        self[owner].role = .container(state)
        events += built?.willMoveEvents() ?? []
        events.append(LifecycleEvent(to, .willMoveToParent, parent: owner))
        loadSwappedIn(to, by: owner, events: &events)
        transitionScreen(from: before, animated: animated, events: &events)
        let left = LifecycleEvent(from, .didMoveToParent)
        if !destinationMovesFirst { events.append(left) }
        events.append(LifecycleEvent(to, .didMoveToParent, parent: owner))
        events += built?.didMoveEvents() ?? []
        if destinationMovesFirst { events.append(left) }
        if keep { self[from].parent = nil } else { release(from, events: &events) }
    }

    /// A container that forwards appearance by hand puts a child's view in its own as a
    /// transition swaps it in, so the view loads then, as `add-child` loads a child it shows
    /// (and as a restoration loads the children such a container shows); appearance stays the
    /// client's.
    private mutating func loadSwappedIn(_ to: ControllerID, by owner: ControllerID, events: inout [LifecycleEvent]) {
        guard manualContainers.contains(owner), self[owner].viewLoaded else { return }
        loadView(to, events: &events)
    }

    /// `shown` with `to` in the place of `from` (added at the end when `from` was not shown).
    private static func swapping(_ from: ControllerID, for to: ControllerID, in shown: [ControllerID]) -> [ControllerID] {
        var result = shown.filter { $0 != to }
        if let index = result.firstIndex(of: from) { result[index] = to } else { result.append(to) }
        return result
    }
}
