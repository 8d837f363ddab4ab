/// Property changes (`PATCH`): no callbacks, but the derived chrome may change (see ``Chrome``),
/// except for `doubleSided`, which re-pairs the pages shown, and a split view controller's
/// `preferredDisplayMode`, which may show or hide its primary.
extension Hierarchy {
    /// Applies `patch` to controller `id`. A field of another kind is refused as it is in a spec
    /// (``ControllerField/applies(to:)``), then a field that cannot change after creation.
    mutating func update(_ id: ControllerID, with patch: ControllerPatch, events: inout [LifecycleEvent]) throws(NavigationError) {
        let current = try controller(id)
        // The blank page is NavState's own: a restoration builds it afresh, so nothing set on it
        // could be kept.
        if case .blankPage(let owner)? = ids.reservation(of: id)?.use { throw .derivedIDConflict(id, container: owner) }
        if let field = patch.fields.first(where: { !$0.applies(to: current.kind) }) {
            throw .fieldNotApplicable(field, kind: current.kind)
        }
        if let field = patch.immutableFields.first { throw .immutableField(field) }
        let properties = patch.applied(to: current.properties)
        // A presentation follows its delegate's answer at once; a popover keeps an anchor, as
        // it needed one to be presented.
        let presentation = current.presentation?.adapted(to: traits, adaptive: properties.adaptivePresentationStyle)
        if presentation?.effectiveStyle == .popover, properties.popoverPresentation?.sourceController == nil {
            throw .popoverWithoutAnchor(id)
        }
        if let presentation, presentation != current.presentation {
            let before = onScreen
            self[id].properties = properties
            self[id].presentation = presentation
            transitionScreen(from: before, animated: true, events: &events)
            return
        }
        if case .split(var state) = current.role {
            self[id].properties = properties
            state.presentsWithGesture = patch.presentsWithGesture.applied(to: state.presentsWithGesture) ?? true
            state.preferredPrimaryColumnWidthFraction =
                patch.preferredPrimaryColumnWidthFraction.applied(to: state.preferredPrimaryColumnWidthFraction)
            state.collapsesSecondaryOntoPrimary =
                patch.collapsesSecondaryOntoPrimary.applied(to: state.collapsesSecondaryOntoPrimary) ?? true
            self[id].role = .split(state)
            if patch.preferredDisplayMode != .absent {
                let preference = patch.preferredDisplayMode.applied(to: state.preferredDisplayMode) ?? .automatic
                setPreferredDisplayMode(preference, of: id, events: &events)
            }
            return
        }
        guard case .page(var state) = current.role, patch.doubleSided != .absent else {
            self[id].properties = properties
            return
        }
        // `isDoubleSided` is settable in UIKit; a mid spine requires it (PVC-E2).
        if state.spinePolicy == .book {
            throw .invalidPageConfiguration("The book spine policy sets doubleSided from the orientation; it cannot be patched.")
        }
        let doubleSided = patch.doubleSided.applied(to: state.doubleSided) ?? (state.spineLocation == .mid)
        if state.spineLocation == .mid, !doubleSided { throw .midSpineRequiresDoubleSided(id) }
        self[id].properties = properties
        guard doubleSided != state.doubleSided else { return }
        state.doubleSided = doubleSided
        self[id].role = .page(state)
        // The spread that holds the first page shown, with as many pages as now required.
        showSpread(at: state.spreadStart(for: state.index), of: id, animated: false, events: &events)
    }
}
