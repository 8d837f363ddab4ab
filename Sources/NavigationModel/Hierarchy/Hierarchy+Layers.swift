/// The screen as layers: the window root's containment tree, then each presented controller's
/// tree above it.
///
/// A controller presents at most one controller (H-2), but a layer may hold several
/// presentations: its root's (full screen, sheets) and those of controllers inside it that
/// define a presentation context. A context presentation lives in its presenter's view: it is
/// on screen only while the presenter is (switching away from its tab takes it along), and it
/// sits below presentations made by the presenter's ancestors.
extension Hierarchy {
    /// The roots of the layers in stacking order: the window root, then each presented controller.
    public var layerRoots: [ControllerID] { [rootID] + presentedLayers }

    /// The root of the layer `id` belongs to: its topmost container.
    func layerRoot(of id: ControllerID) -> ControllerID {
        var current = id
        while let parent = self[current].parent { current = parent }
        return current
    }

    /// Whether `id` is `ancestor` or inside it: a descendant, or in a layer presented from inside it.
    func isInContext(_ id: ControllerID, of ancestor: ControllerID) -> Bool {
        var current: ControllerID? = id
        while let candidate = current {
            if candidate == ancestor { return true }
            let controller = controllers[candidate]
            current = controller?.parent ?? controller?.presentation?.presenter
        }
        return false
    }

    /// Whether `id` is a strict descendant of `ancestor` in the same layer.
    func isDescendant(_ id: ControllerID, of ancestor: ControllerID) -> Bool {
        var current = controllers[id]?.parent
        while let candidate = current {
            if candidate == ancestor { return true }
            current = controllers[candidate]?.parent
        }
        return false
    }

    /// The controllers on screen, in stacking order: each visible layer's visible chain.
    ///
    /// A presented layer is visible while its presenter is on screen. A full-screen presentation
    /// takes everything below it off screen; a `currentContext` one takes its presenter's part
    /// (the presenter, its descendants and what they present); sheets, popovers and the `over…`
    /// styles leave what they cover on screen.
    public var onScreen: [ControllerID] { screen().controllers }

    /// The visible layer nearest the top: where targetless actions act.
    var topLayer: ControllerID { screen().topLayer }

    /// The visible chain of the top-most visible layer.
    var topLayerChain: [ControllerID] { visibleChain(of: topLayer) }

    func screen() -> (controllers: [ControllerID], topLayer: ControllerID, layers: [ControllerID]) {
        var result = visibleChain(of: rootID)
        guard !presentedLayers.isEmpty else { return (result, rootID, [rootID]) }
        var visibleLayers = [rootID]
        for layer in presentedLayers {
            guard let presentation = self[layer].presentation, result.contains(presentation.presenter) else { continue }
            switch presentation.coverage {
            case .window:
                result.removeAll()
                visibleLayers.removeAll()
            case .context:
                result.removeAll { isInContext($0, of: presentation.presenter) }
                visibleLayers.removeAll { isInContext($0, of: presentation.presenter) }
            case .none:
                break
            }
            result += visibleChain(of: layer)
            visibleLayers.append(layer)
        }
        return (result, visibleLayers.last ?? rootID, visibleLayers)
    }

    /// The chain whose bars a person sees: the top layer's visible chain, after, for a context
    /// presentation, the containers around its presenter (a tab bar stays on screen under a
    /// presentation inside one of its tabs).
    var chromeChain: [ControllerID] { chromeChain(topLayer: topLayer) }

    func chromeChain(topLayer: ControllerID) -> [ControllerID] {
        var chain = visibleChain(of: topLayer)
        var layer = topLayer
        while let presentation = self[layer].presentation, presentation.effectiveStyle.usesCurrentContext {
            let outer = layerRoot(of: presentation.presenter)
            // An active search sits in its owner's bar, whatever context presents it.
            let anchor = self[layer].search?.owner ?? presentation.presenter
            chain = visibleChain(of: outer).filter { isDescendant(anchor, of: $0) } + chain
            layer = outer
        }
        return chain
    }

    /// Puts the layers in stacking order: a layer, then the layers presented from inside it,
    /// those presented from deeper controllers first (a context presentation lives in its
    /// presenter's view, under what the presenter's ancestors present); ties keep their order.
    mutating func orderLayers() {
        var byLayer: [ControllerID: [ControllerID]] = [:]
        for layer in presentedLayers {
            guard let presenter = self[layer].presentation?.presenter else { continue }
            byLayer[layerRoot(of: presenter), default: []].append(layer)
        }
        var ordered: [ControllerID] = []
        func append(layersAbove root: ControllerID) {
            let layers = byLayer[root] ?? []
            let depths = layers.map { layer in self[layer].presentation.map { depth(of: $0.presenter) } ?? 0 }
            let sorted = layers.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }
            for index in sorted {
                ordered.append(layers[index])
                append(layersAbove: layers[index])
            }
        }
        append(layersAbove: rootID)
        presentedLayers = ordered
    }

    /// Moves the screen from the controllers that were on it (`before`) to those on it now, in
    /// UIKit's order (see ``transition(from:to:order:animated:events:)``), flagging the appearance
    /// callbacks of `presented` and `dismissed` as UIKit's `isBeingPresented` and `isBeingDismissed`.
    mutating func transitionScreen(
        from before: [ControllerID], order: TransitionOrder = .standard, animated: Bool,
        presented: ControllerID? = nil, dismissed: Set<ControllerID> = [], events: inout [LifecycleEvent]
    ) {
        let after = appearanceScreen
        let start = events.count
        // Screens are short: a linear search beats hashing them.
        // A push or a pop changes one controller each way: the common case found without
        // filtering both lists into new arrays.
        let leaving: [ControllerID]
        let entering: [ControllerID]
        if before.count == after.count, before.dropLast().elementsEqual(after.dropLast()) {
            leaving = before.last == after.last ? [] : Array(before.suffix(1))
            entering = before.last == after.last ? [] : Array(after.suffix(1))
        } else {
            leaving = before.filter { !after.contains($0) }
            entering = after.filter { !before.contains($0) }
        }
        let departing = manualContainers.isEmpty ? leaving : leaving.filter { !isBelowDetachedManualRoot($0) }
        transition(from: departing, to: entering, order: order, animated: animated, events: &events)
        guard presented != nil || !dismissed.isEmpty else { return }
        for index in start..<events.count where events[index].callback != .viewDidLoad {
            if events[index].controller == presented { events[index].isBeingPresented = true }
            if dismissed.contains(events[index].controller) { events[index].isBeingDismissed = true }
        }
    }
}

extension Presentation {
    /// What a presentation takes off screen.
    enum Coverage {
        /// Everything below it (`fullScreen`).
        case window
        /// Its presenter's part of the screen (`currentContext`).
        case context
        /// Nothing: sheets, popovers, `overFullScreen`, `overCurrentContext`.
        case none
    }

    var coverage: Coverage {
        switch effectiveStyle {
        case .fullScreen: .window
        case .currentContext: .context
        default: .none
        }
    }
}
