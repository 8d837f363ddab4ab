/// Property changes (`PATCH`): no callbacks, but the derived chrome may change (see ``Chrome``),
/// except for `doubleSided`, which re-pairs the pages shown, a split view controller's
/// `preferredDisplayMode`, which may show or hide its primary, a presented controller's
/// `adaptivePresentationStyle`, which adapts it again, and a search controller's
/// `showsSearchResultsController`, which shows or hides its results controller.
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
        let bytes = properties.byteCount
        if bytes > limits.maxControllerBytes { throw .controllerTooLarge(id, bytes: bytes, limit: limits.maxControllerBytes) }
        if current.kind == .alert { try Self.checkAlert(properties, id: id) }
        // Everything that can be refused, before anything changes.
        if case .split(let state) = current.role {
            try Self.checkSplitSettings(state.settings.applying(patch.splitSettings), of: id)
            // A field of the other style is refused even at its default: it does not apply.
            let foreign = state.isColumnStyle ? SplitSettings.classicFields : SplitSettings.columnStyleFields
            if let field = patch.fields.first(where: foreign.contains) {
                throw .splitStyleMismatch(
                    id,
                    "\(field.rawValue) is \(state.isColumnStyle ? "the classic split's" : "a column style's"); this split's style is \(state.settings.style.rawValue)."
                )
            }
        }
        var doubleSided: Bool?
        if case .page(let state) = current.role, patch.doubleSided != .absent {
            // `isDoubleSided` is settable in UIKit; a mid spine requires it (PVC-E2).
            if state.spinePolicy == .book {
                throw .invalidPageConfiguration("The book spine policy sets doubleSided from the orientation; it cannot be patched.")
            }
            doubleSided = patch.doubleSided.applied(to: state.doubleSided) ?? (state.spineLocation == .mid)
            if state.spineLocation == .mid, doubleSided == false { throw .midSpineRequiresDoubleSided(id) }
        }
        // A presentation follows its delegate's answer at once; shown as a popover, it needs an
        // anchor as `present` does, and holds no context presentation but a sliding one.
        let presentation = current.presentation?.adapted(to: traits, for: properties)
        if presentation?.effectiveStyle == .popover {
            let wasPopover = current.presentation?.effectiveStyle == .popover
            if let presenter = presentation?.presenter,
                !wasPopover || properties.popoverPresentation != current.properties.popoverPresentation
            {
                try checkPopoverAnchor(
                    properties.popoverPresentation, missing: Self.missingAnchor(id, kind: current.kind, presenter: presenter),
                    requiringScreen: false)
            }
            if !wasPopover { try checkContextsInPopover(id) }
        }

        self[id].properties = properties
        switch current.role {
        case .split(var state):
            // The preference goes through its rule (the mode in force may change with it).
            var settings = state.settings.applying(patch.splitSettings)
            let preference = settings.preferredDisplayMode
            let behavior = settings.preferredSplitBehavior
            settings.preferredDisplayMode = state.preferredDisplayMode
            settings.preferredSplitBehavior = state.preferredSplitBehavior
            state.settings = settings
            self[id].role = .split(state)
            if patch.fields.contains(.preferredDisplayMode) || patch.fields.contains(.preferredSplitBehavior) {
                setSplitPreferences(preference, behavior, of: id, events: &events)
            }
        case .page(var state):
            if let doubleSided, doubleSided != state.doubleSided {
                state.doubleSided = doubleSided
                self[id].role = .page(state)
                // The spread that holds the first page shown, with as many pages as now required.
                showSpread(at: state.spreadStart(for: state.index), of: id, animated: false, events: &events)
            }
        case .search(let state):
            // `showsSearchResultsController` shows or hides the results controller's view at once;
            // null gives it back to the text.
            if patch.showsSearchResultsController != .absent {
                let shows = patch.showsSearchResultsController.applied(to: state.showsResults) ?? Self.showsResultsForText(properties)
                showResults(shows, of: id, events: &events)
            }
        case .content, .navigation, .tabBar, .container, .alert:
            break
        }
        if let presentation, presentation != current.presentation {
            let before = appearanceScreen
            self[id].presentation = presentation
            transitionScreen(from: before, animated: true, events: &events)
        }
    }
}
