/// Sheets with detents (iOS 15+ `UISheetPresentationController`, docs/uikit-rules.md "Sheets"):
/// a page or form sheet rests at one of its detents; at an undimmed detent the presenter stays
/// appeared and takes touches beneath it.
extension Hierarchy {
    /// How a sheet rests, as a snapshot shows it.
    public struct SheetState: Sendable, Equatable {
        /// The detent it rests at; `nil` in a regular width, where it is a centred form or page
        /// sheet without detents.
        public let detent: String?
        /// Whether the controllers below are dimmed and take no touches.
        public let dimmed: Bool
        public let grabberVisible: Bool

        public init(detent: String?, dimmed: Bool, grabberVisible: Bool) {
            self.detent = detent
            self.dimmed = dimmed
            self.grabberVisible = grabberVisible
        }
    }

    /// How `presented` rests, when it is shown as a page or form sheet.
    public func sheetState(of presented: ControllerID) -> SheetState? {
        guard let controller = controllers[presented], let presentation = controller.presentation,
            presentation.effectiveStyle.isSheet
        else { return nil }
        let sheet = controller.properties.sheetPresentation ?? SheetPresentation()
        let resting = sheet.restingDetent(in: traits)
        return SheetState(
            detent: resting, dimmed: sheet.dimsPresenter(resting: resting),
            grabberVisible: sheet.prefersGrabberVisible && resting != nil)
    }

    /// The visible layers a user's touch reaches, top first: the top one, and each below it
    /// while the layer above it is a sheet that leaves it undimmed (or a context presentation
    /// inside it).
    var touchableLayers: [ControllerID] {
        var touchable: [ControllerID] = []
        for layer in screen().layers.reversed() {
            touchable.append(layer)
            // A context presentation lives in its presenter's layer, under what that layer
            // presents: the layer below it is the one it is in.
            if self[layer].presentation?.effectiveStyle.usesCurrentContext == true { continue }
            guard let sheet = sheetState(of: layer), !sheet.dimmed else { break }
        }
        return touchable
    }

    /// `set-detent`: `selectedDetentIdentifier` of the sheet the target is in (the top-most one
    /// when automatic). Programmatic, it is the property set (as in `animateChanges`), and no
    /// delegate hears of it. `userAction`, it is the user dragging the sheet to that detent: only
    /// to a detent active in the traits in force, and the sheet delegate is told
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` when the sheet comes to
    /// rest somewhere else. No appearance callback either way: the sheet stays on screen.
    /// - Returns: whether the hierarchy changed.
    mutating func setDetent(
        _ detent: String, of target: Action.Target, userAction: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let sheet = try touchedLayer(target)
        // The property can be set on a sheet something covers; only a drag needs it touchable.
        guard let state = sheetState(of: sheet) else { throw .notASheet(target == .automatic ? nil : sheet) }
        var configuration = self[sheet].properties.sheetPresentation ?? SheetPresentation()
        guard configuration.index(of: detent) != nil else {
            throw .unknownDetent(detent, sheet: sheet, detents: configuration.detents.map(\.identifier))
        }
        guard userAction else {
            guard configuration.selectedDetent != detent else { return false }
            configuration.selectedDetent = detent
            self[sheet].properties.sheetPresentation = configuration
            return true
        }
        guard touchableLayers.contains(sheet) else { throw .sheetDetentInactive(detent, sheet: sheet, reason: .covered) }
        guard state.detent != nil else { throw .sheetDetentInactive(detent, sheet: sheet, reason: .regularWidth) }
        if detent == SheetPresentation.Detent.medium.identifier, traits.verticalSizeClass == .compact {
            throw .sheetDetentInactive(detent, sheet: sheet, reason: .compactHeight)
        }
        guard state.detent != detent else { return false }
        configuration.selectedDetent = detent
        self[sheet].properties.sheetPresentation = configuration
        if callbacks.contains(.delegates) {
            var told = LifecycleEvent(sheet, delegate: .sheetPresentationControllerDidChangeSelectedDetentIdentifier, viewController: nil)
            told.detent = detent
            events.append(told)
        }
        return true
    }
}

extension ModalPresentationStyle {
    /// Whether a presentation shown in this style is a sheet (`sheetPresentationController`).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
