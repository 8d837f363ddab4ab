/// Rotation and size-class changes: `PUT /sessions/{sid}/traits` (docs/api-guide.md "Choices worth knowing").
extension Hierarchy {
    /// The controller that decides whether the interface rotates: the top-most full-screen one
    /// on screen (ROT-6): the window root, or the last visible presented controller that spans
    /// the window (`fullScreen`, `overFullScreen`, or a context presentation from the root of
    /// such a layer). A sheet, a popover or a context inside a tab decides nothing.
    var rotationDecider: ControllerID {
        let visible = Set(onScreen)
        return presentedLayers.last { visible.contains($0) && spansWindow($0) } ?? rootID
    }

    private func spansWindow(_ layer: ControllerID) -> Bool {
        guard let presentation = self[layer].presentation else { return layer == rootID }
        switch presentation.effectiveStyle {
        case .fullScreen, .overFullScreen: return true
        case .currentContext, .overCurrentContext:
            let outer = layerRoot(of: presentation.presenter)
            return presentation.presenter == outer && spansWindow(outer)
        case .automatic, .pageSheet, .formSheet, .popover, .custom: return false
        }
    }

    /// Applies new traits: refuses an orientation the deciding controller does not support (by
    /// default a phone supports all but upside-down, a pad all), re-pairs the pages of `book`
    /// page view controllers so the first page shown stays visible, collapses or expands split
    /// view controllers, adapts presentation styles to the new size class, and sends the callbacks of whatever comes on or leaves the screen.
    /// - Returns: false when the traits are the ones in force (nothing changes).
    mutating func setTraits(_ newTraits: Traits, events: inout [LifecycleEvent]) throws(NavigationError) -> Bool {
        guard newTraits != traits else { return false }
        let decider = rotationDecider
        let supported =
            self[decider].properties.supportedOrientations
            ?? (newTraits.idiom == .phone ? [.portrait, .landscapeLeft, .landscapeRight] : Orientation.allCases)
        guard supported.contains(newTraits.orientation) else {
            throw .orientationNotSupported(newTraits.orientation, controller: decider)
        }
        try refuseSplitsInMore(under: newTraits)
        try checkCollapse(to: newTraits)
        // A presentation that becomes a popover needs an anchor (UIKit raises without one); one
        // whose anchor has left since keeps showing where it was.
        for layer in presentedLayers {
            guard let presentation = self[layer].presentation else { continue }
            let properties = self[layer].properties
            guard presentation.requestedStyle.adapted(to: newTraits, for: properties) == .popover
            else { continue }
            if properties.popoverPresentation?.sourceController == nil {
                throw Self.missingAnchor(layer, kind: self[layer].kind, presenter: presentation.presenter)
            }
            if presentation.effectiveStyle != .popover { try checkContextsInPopover(layer) }
        }
        let old = traits
        let reached = callbacks.contains(.transitions) ? transitionReach() : []
        announceTransition(to: newTraits, from: old, reaching: reached, events: &events)
        traits = newTraits
        // Chosen before any re-pairing: a re-paired book releases pages this list would hold.
        let books = controllersInOrder().filter { self[$0].pages?.spinePolicy == .book }
        for id in books {
            // A book inside another's page may have left with it.
            guard case .page(var state)? = controllers[id]?.role else { continue }
            state.spineLocation = newTraits.orientation.isLandscape ? .mid : .min
            state.doubleSided = newTraits.orientation.isLandscape
            self[id].role = .page(state)
            // Re-pair: the spread that holds the first page shown before.
            showSpread(at: state.spreadStart(for: state.index), of: id, animated: true, events: &events)
        }
        let before = appearanceScreen
        // Split view controllers collapse or expand, and re-derive their display modes.
        let moves = adaptSplits(events: &events)
        for id in controllersInOrder() {
            if let presentation = self[id].presentation {
                self[id].presentation = presentation.adapted(to: newTraits, for: self[id].properties)
                if newTraits.hasOtherCollection(than: old) {
                    askAdaptiveStyle(of: id, requested: presentation.requestedStyle, events: &events)
                }
            }
            // The More list cannot stay selected once every tab fits.
            if case .tabBar(var state) = self[id].role, state.selectedIndex == nil, overflowTabs(of: id).isEmpty {
                state.selectedIndex = 0
                self[id].role = .tabBar(state)
            }
        }
        transitionScreen(from: before, animated: true, events: &events)
        finish(moves, events: &events)
        if !reached.isEmpty, newTraits.hasOtherCollection(than: old) {
            for id in transitionReach() where reached.contains(id) {
                var changed = LifecycleEvent(id, .traitCollectionDidChange)
                changed.traitCollection = old
                events.append(changed)
            }
        }
        return true
    }

    /// With the `transitions` callbacks, what UIKit sends before a change of traits takes
    /// effect (MC-9): `willTransition(to:with:)` when the trait collection changes, then
    /// `viewWillTransition(to:with:)` when the window's size does, each to every controller of
    /// `reached`, parents first.
    private func announceTransition(
        to newTraits: Traits, from old: Traits, reaching reached: [ControllerID], events: inout [LifecycleEvent]
    ) {
        guard !reached.isEmpty else { return }
        var calls: [LifecycleEvent.Callback] = []
        if newTraits.hasOtherCollection(than: old) { calls.append(.willTransitionToTraitCollection) }
        if newTraits.hasOtherSize(than: old) { calls.append(.viewWillTransitionToSize) }
        for callback in calls {
            for id in reached {
                var event = LifecycleEvent(id, callback)
                event.traitCollection = newTraits
                events.append(event)
            }
        }
    }

    /// The controllers a change of size or traits reaches, parents first (MC-9): from the
    /// window's root, each container forwarding to the children whose views it shows and each
    /// controller to what it presents (its presentation controller forwards), whatever covers
    /// them. Children come before what their parent presents.
    func transitionReach() -> [ControllerID] { walk(from: rootID) { $0.role.visibleChildren } }

    /// A memory warning (MEM-1, MEM-2): `didReceiveMemoryWarning` to every live controller, on
    /// screen or not, its view loaded or not (every view controller observes the warning; Apple
    /// sends it "to the view controller", and a traced iOS 6 controller that never loaded its
    /// view got it), in the order of ``controllersInOrder()`` (parents first, a controller's
    /// children before what it presents, as a snapshot lists them). Views neither load nor
    /// unload: iOS 6 dropped `viewDidUnload`. UIKit's own More navigation controller is not a
    /// controller of the session and is not told (no source says it is).
    ///
    /// A custom container with ``ControllerProperties/releasesHiddenChildrenOnMemoryWarning``
    /// then releases its children that are not shown (after `super`, as the View Switcher does;
    /// docs/uikit-rules.md): each is told `willMove(toParent: nil)` and `didMove(toParent: nil)`
    /// and released, and kept as the spec that rebuilds it (``ContainerState/released``); so is
    /// each controller it keeps detached (``ContainerState/kept``), which is no child and is only
    /// released (`deinit`), as the View Switcher sets its property to nil. Released children get
    /// no warning; kept ones the container holds on to get theirs, like every live controller.
    mutating func memoryWarning(events: inout [LifecycleEvent]) {
        for id in controllersInOrder() {
            guard let controller = controllers[id] else { continue }
            events.append(LifecycleEvent(id, .didReceiveMemoryWarning))
            guard controller.properties.releasesHiddenChildrenOnMemoryWarning, case .container(var state) = controller.role
            else { continue }
            let hidden = state.children.filter { !state.shown.contains($0) }
            let kept = state.kept
            guard !hidden.isEmpty || !kept.isEmpty else { continue }
            for child in hidden { events.append(LifecycleEvent(child, .willMoveToParent)) }
            let specs = (hidden + kept).map { restorationSpec(of: $0).plain }
            state.children.removeAll { hidden.contains($0) }
            state.awaitingDidMove.removeAll { hidden.contains($0) }
            state.kept = []
            state.released += specs
            self[id].role = .container(state)
            detach(hidden, events: &events)
            for gone in kept { release(gone, events: &events) }
            for spec in specs { reserveReleased(spec, for: id) }
        }
    }

    /// Every controller, parents first, each one's children before what it presents: a
    /// deterministic order.
    func controllersInOrder() -> [ControllerID] { subtree(of: rootID) }
}
