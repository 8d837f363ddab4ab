/// Modal presentation (seed-000 §7, current UIKit): any controller on screen presents through
/// its presentation context; dismissing a controller dismisses everything above it.
extension Hierarchy {
    /// `present(_:animated:)` from `source` (the top-most visible controller when automatic).
    ///
    /// Full-screen and sheet styles are presented by the root-most controller of the source's
    /// layer; `currentContext`/`overCurrentContext` by the nearest controller that
    /// `definesPresentationContext` (else the root-most). Callbacks: the presented chain loads,
    /// then (full-screen) `presenter.viewWillDisappear, presented.viewWillAppear,
    /// presenter.viewDidDisappear, presented.viewDidAppear` for the visible chains; a sheet leaves
    /// the presenter on screen and sends it nothing.
    mutating func present(
        _ reference: ControllerReference, from target: Action.Target, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let spec: ControllerSpec
        switch reference {
        case .existing(let id):
            _ = try controller(id)
            throw .presentingActiveController(id)
        case .new(let newSpec):
            spec = newSpec
        }
        let source: ControllerID
        switch target {
        case .automatic: source = onScreen[onScreen.count - 1]
        case .controller(let id): source = try controller(id).id
        }
        guard isOnScreen(source) else { throw .notInWindowHierarchy(source) }
        let requested = spec.properties.modalPresentationStyle
        let transitionStyle = spec.properties.modalTransitionStyle
        if transitionStyle == .partialCurl, requested != .fullScreen { throw .partialCurlRequiresFullScreen(requested) }
        let root = layerRoot(of: source)
        if self[root].presentation?.transitionStyle == .partialCurl { throw .partialCurlCannotPresent(root) }
        if let busy = presenter(inLayer: root), let presented = self[busy].presented {
            throw .alreadyPresenting(busy, presented: presented)
        }
        var presenter = root
        if requested.usesCurrentContext {
            var current: ControllerID? = source
            while let candidate = current, candidate != root {
                if self[candidate].properties.definesPresentationContext {
                    presenter = candidate
                    break
                }
                current = self[candidate].parent
            }
        }

        var ids = Set<ControllerID>()
        try validate(spec, depth: 1, ids: &ids)
        let before = onScreen
        let built = instantiate(spec, parent: nil, reserved: ids)
        self[built.root].presentation = Presentation(
            presenter: presenter, requestedStyle: requested, effectiveStyle: requested.adapted(to: traits),
            transitionStyle: transitionStyle)
        self[presenter].presented = built.root
        presentedLayers.append(built.root)
        events += built.willMoveEvents()
        transitionScreen(from: before, animated: animated, presented: built.root, events: &events)
        events += built.didMoveEvents()
    }

    /// `dismiss(animated:)`: on a presenter, dismisses what it presents; on a presented controller
    /// (or a controller inside one) that presents nothing, dismisses that presented controller.
    /// Everything presented above goes too; the controllers leaving the screen get
    /// `isBeingDismissed` callbacks, the ones coming back their appearance, and all are released.
    mutating func dismiss(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        let victim: ControllerID
        switch target {
        case .automatic:
            let roots = layerRoots
            guard roots.count > 1 else { throw .nothingToDismiss(nil) }
            victim = roots[roots.count - 1]
        case .controller(let id):
            _ = try controller(id)
            var current: ControllerID? = id
            var found: ControllerID?
            while let candidate = current, found == nil {
                if let presented = self[candidate].presented {
                    found = presented
                } else if self[candidate].presentation != nil {
                    found = candidate
                }
                current = self[candidate].parent
            }
            guard let found else { throw .nothingToDismiss(id) }
            victim = found
        }
        let before = onScreen
        var dismissed: [ControllerID] = [victim]
        while let above = presentedController(inLayer: dismissed[dismissed.count - 1]) { dismissed.append(above) }
        guard let presenter = self[victim].presentation?.presenter, let layer = presentedLayers.firstIndex(of: victim)
        else { return }
        self[presenter].presented = nil
        presentedLayers.removeSubrange(layer...)
        // The dismissed controllers stay in the tree through their callbacks, then go.
        transitionScreen(from: before, animated: animated, dismissed: Set(dismissed), events: &events)
        release(victim)
    }
}
