/// Modal presentation (MOD-1…12, current UIKit): any controller on screen presents through
/// its presentation context; dismissing a controller dismisses everything above it.
extension Hierarchy {
    /// `present(_:animated:)` from `source` (the top-most visible controller when automatic).
    ///
    /// Full-screen and sheet styles are presented by the root-most full-screen controller: the
    /// root of the source's layer, or, when that layer is a context presentation living inside
    /// another layer, the root of that one ("Who presents" in docs/uikit-rules.md).
    /// `currentContext`/`overCurrentContext` are presented by the nearest controller of the
    /// source's layer that `definesPresentationContext`, else its root. A controller presents
    /// one controller at a time (MOD-E3). Callbacks: the presented chain loads, then (full screen)
    /// `presenter.viewWillDisappear, presented.viewWillAppear, presenter.viewDidDisappear,
    /// presented.viewDidAppear` for the visible chains; a sheet leaves the presenter on screen
    /// and sends it nothing.
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
        case .automatic: source = onScreen.last ?? rootID
        case .controller(let id): source = try controller(id).id
        }
        guard isOnScreen(source) else { throw .notInWindowHierarchy(source) }
        let requested = spec.kind == .alert ? spec.properties.preferredStyle.requestedStyle : spec.properties.modalPresentationStyle
        let transitionStyle = spec.properties.modalTransitionStyle
        if transitionStyle == .partialCurl, requested != .fullScreen { throw .partialCurlRequiresFullScreen(requested) }
        let root = layerRoot(of: source)
        if self[root].presentation?.transitionStyle == .partialCurl { throw .partialCurlCannotPresent(root) }
        let presenter = requested.usesCurrentContext ? contextPresenter(from: source) : rootMostFullScreen(from: root)
        // MOD-E5: a context presentation inside a popover slides up, or UIKit raises.
        if requested.usesCurrentContext, transitionStyle != .coverVertical, self[root].presentation?.effectiveStyle == .popover {
            throw .contextInPopoverRequiresCoverVertical(transitionStyle)
        }
        if let presented = self[presenter].presented { throw .alreadyPresenting(presenter, presented: presented) }
        let effective = requested.adapted(to: traits, for: spec.properties)
        if effective == .popover {
            try checkPopoverAnchor(
                spec.properties.popoverPresentation, missing: Self.missingAnchor(spec.id, kind: spec.kind, presenter: presenter),
                requiringScreen: true)
        }
        if presentedLayers.count >= limits.maxPresentedLayers {
            throw .tooManyPresentedControllers(limit: limits.maxPresentedLayers)
        }

        var claims = Claims()
        try validate(spec, depth: depth(of: presenter) + 1, claims: &claims, presented: true)
        let before = appearanceScreen
        let built = instantiate(spec, parent: nil, claims: claims)
        self[built.root].presentation = Presentation(
            presenter: presenter, requestedStyle: requested, effectiveStyle: effective,
            transitionStyle: transitionStyle)
        self[presenter].presented = built.root
        presentedLayers.append(built.root)
        orderLayers()
        askAdaptiveStyle(of: built.root, requested: requested, events: &events)
        events += built.willMoveEvents()
        transitionScreen(from: before, animated: animated, presented: built.root, events: &events)
        events += built.didMoveEvents()
    }

    /// With the `delegates` callbacks, `adaptivePresentationStyle(for:traitCollection:)` when the
    /// traits in force make UIKit adapt `requested` and the presented controller's delegate
    /// answers (its `adaptivePresentationStyle` is set): at the presentation, before anything of
    /// it, and at each change of traits that adapts it, before the screen changes (MC-12).
    func askAdaptiveStyle(of presented: ControllerID, requested: ModalPresentationStyle, events: inout [LifecycleEvent]) {
        let answer = self[presented].properties.adaptivePresentationStyle
        guard callbacks.contains(.delegates), answer != .automatic, requested.adapts(in: traits) else { return }
        var asked = LifecycleEvent(presented, delegate: .adaptivePresentationStyle, viewController: nil)
        asked.traitCollection = traits
        asked.adaptiveStyle = answer
        events.append(asked)
    }

    /// Who presents in the current context of `source`: the nearest controller of its layer,
    /// from `source` up, that `definesPresentationContext`, else the layer's root.
    func contextPresenter(from source: ControllerID) -> ControllerID {
        let root = layerRoot(of: source)
        var current: ControllerID? = source
        while let candidate = current, candidate != root {
            if self[candidate].properties.definesPresentationContext { return candidate }
            current = self[candidate].parent
        }
        return root
    }

    /// The root of the first layer, from `layer` outwards, that is not a context presentation.
    func rootMostFullScreen(from layer: ControllerID) -> ControllerID {
        var root = layer
        while let presentation = self[root].presentation, presentation.effectiveStyle.usesCurrentContext {
            root = layerRoot(of: presentation.presenter)
        }
        return root
    }

    /// `dismiss(animated:)`: on a presenter, dismisses what it presents; on a presented controller
    /// (or a controller inside one) that presents nothing, dismisses that presented controller;
    /// targetless, the top-most visible presented controller. Everything presented from inside
    /// what is dismissed goes too; the controllers leaving the screen get `isBeingDismissed`
    /// callbacks, the ones coming back their appearance, and all are released (`deinit`) at the
    /// end of the dismissal.
    mutating func dismiss(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        let victim: ControllerID
        switch target {
        case .automatic:
            let top = topLayer
            guard top != rootID else { throw .nothingToDismiss(nil) }
            victim = top
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
        try dismissPresented(victim, animated: animated, events: &events)
    }

    /// Dismisses the presented controller `victim` and everything presented from inside it;
    /// `byUser`, its presentation controller's delegate is told `didDismiss` once it is gone.
    mutating func dismissPresented(
        _ victim: ControllerID, animated: Bool, byUser: Bool = false, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard self[victim].presentation != nil else { throw .nothingToDismiss(victim) }
        // A search controller's delegate hears of its dismissal (isActive = false): an owned one
        // stays, held by its owner's navigation item.
        let search = self[victim].kind == .search && callbacks.contains(.delegates)
        if search { events.append(LifecycleEvent(victim, .willDismissSearchController)) }
        var last: [LifecycleEvent] = []
        if byUser, callbacks.contains(.delegates) {
            last.append(LifecycleEvent(victim, delegate: .presentationControllerDidDismiss, viewController: nil))
        }
        if search { last.append(LifecycleEvent(victim, .didDismissSearchController)) }
        takeDown(victim, animated: animated, beforeRelease: last, events: &events)
    }

    /// Takes the presented controller `victim` and everything presented from inside it off the
    /// screen (the controllers stay in the tree through their callbacks), sends `beforeRelease`,
    /// then lets the dismissed layers go (``settle(_:victim:events:)``).
    mutating func takeDown(
        _ victim: ControllerID, animated: Bool, beforeRelease: [LifecycleEvent] = [], events: inout [LifecycleEvent]
    ) {
        guard let presenter = self[victim].presentation?.presenter else { return }
        let before = appearanceScreen
        let dismissed = presentedLayers.filter { isInContext($0, of: victim) }
        self[presenter].presented = nil
        presentedLayers.removeAll { dismissed.contains($0) }
        transitionScreen(from: before, animated: animated, dismissed: Set(dismissed), events: &events)
        events += beforeRelease
        settle(dismissed, victim: victim, events: &events)
    }

    /// The layers a dismissal took off the screen (`dismissed`, in stacking order, `victim` the
    /// lowest, already unlinked from its presenter) leave the tree: released with `victim`,
    /// except each search controller whose owner stays, which the owner's navigation item keeps,
    /// detached (docs/uikit-rules.md, "Search controllers").
    mutating func settle(_ dismissed: [ControllerID], victim: ControllerID, events: inout [LifecycleEvent]) {
        let keepsVictim = self[victim].search?.owner != nil
        // The common dismissal, with no search controller in it, releases without another walk.
        let searches = dismissed.filter { $0 != victim && controllers[$0]?.kind == .search }
        if !keepsVictim, searches.isEmpty { return release(victim, events: &events) }
        let going = keepsVictim ? [] : Set(subtree(of: victim))
        func detachSearch(_ layer: ControllerID) {
            if let presenter = self[layer].presentation?.presenter, self[presenter].presented == layer { self[presenter].presented = nil }
            self[layer].presentation = nil
        }
        for layer in searches.reversed() {
            guard let owner = controllers[layer]?.search?.owner, !going.contains(owner) else { continue }
            detachSearch(layer)
        }
        guard keepsVictim else { return release(victim, events: &events) }
        detachSearch(victim)
        // What was presented over a kept search controller goes, but for kept ones above.
        for layer in dismissed where layer != victim && controllers[layer]?.presentation != nil {
            if let presenter = self[layer].presentation?.presenter, controllers[presenter]?.presented == layer {
                self[presenter].presented = nil
            }
            release(layer, events: &events)
        }
    }
}

/// Popovers (POP-1…5 mapped onto today's UIKit): a presentation style, anchored to a bar
/// button item or a rectangle of a controller's view; a tap outside dismisses it unless it
/// lands on a passthrough controller.
extension Hierarchy {
    /// The refusal of a controller about to be shown as a popover with no anchor: an action
    /// sheet's own exception (which names its presenter), any other controller's the popover
    /// controller's.
    static func missingAnchor(_ id: ControllerID?, kind: ControllerKind, presenter: ControllerID) -> NavigationError {
        kind == .alert ? .actionSheetWithoutAnchor(id, presenter: presenter) : .popoverWithoutAnchor(id)
    }

    /// UIKit raises when a popover is shown without a `sourceView` or `barButtonItem`; NavState
    /// also needs the anchor to be a live controller (on screen when the popover is presented:
    /// `requiringScreen`) and a bar button item to be in that controller's bar.
    func checkPopoverAnchor(
        _ popover: PopoverPresentation?, missing: @autoclosure () -> NavigationError, requiringScreen: Bool
    ) throws(NavigationError) {
        guard let popover, let source = popover.sourceController else { throw missing() }
        guard let anchor = controllers[source] else { throw .unknownController(source) }
        if requiringScreen, !isOnScreen(source) {
            throw .popoverAnchorUnavailable(source, reason: "its view is not on screen")
        }
        if let item = popover.barButtonItem, popover.item(in: anchor.properties) == nil {
            let which = item.index.map { "item \($0)" } ?? "no \(item.systemItem?.rawValue ?? "?") item"
            throw .popoverAnchorUnavailable(source, reason: "its \(item.bar.rawValue) bar items have \(which)")
        }
    }

    /// MOD-E5 for a presentation about to be shown as a popover: what it holds in context must
    /// slide up (`coverVertical`).
    func checkContextsInPopover(_ popover: ControllerID) throws(NavigationError) {
        for layer in presentedLayers {
            guard let presentation = self[layer].presentation, presentation.requestedStyle.usesCurrentContext,
                presentation.transitionStyle != .coverVertical, layerRoot(of: presentation.presenter) == popover
            else { continue }
            throw .contextInPopoverRequiresCoverVertical(presentation.transitionStyle)
        }
    }

    /// A tap outside the popover the target is in (the top-most visible one when automatic; a
    /// context presentation inside a popover is part of it): UIKit dismisses it, with what it
    /// presents, as a user dismissal, unless the tap lands on a passthrough controller (or
    /// inside one), which takes the touch instead.
    /// - Returns: false when the tap passed through (nothing changes).
    mutating func tapOutside(
        _ target: Action.Target, tapped: ControllerID?, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let popover = try touchedLayer(target)
        guard let presentation = self[popover].presentation, presentation.effectiveStyle == .popover, isOnScreen(popover) else {
            throw .notAPopover(target == .automatic ? nil : popover)
        }
        if let tapped {
            _ = try controller(tapped)
            // A tap in the popover (or in what it presents) is not outside it; one on a
            // passthrough controller goes to that controller.
            if isInContext(tapped, of: popover) { return false }
            let passthrough = self[popover].properties.popoverPresentation?.passthroughControllers ?? []
            if passthrough.contains(where: { isInContext(tapped, of: $0) }) { return false }
        }
        // What an action sheet presents over itself takes the touches (as `tap-action` is refused).
        if self[popover].kind == .alert, self[popover].presented != nil { throw .alertCovered(popover) }
        guard beginUserDismissal(of: popover, events: &events) else { return !events.isEmpty }
        let cancel = cancelHandler(ofDismissed: popover)
        try dismissPresented(popover, animated: animated, byUser: true, events: &events)
        insertBeforeRelease(cancel, of: popover, in: &events)
        return true
    }
}
