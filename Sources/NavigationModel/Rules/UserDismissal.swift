/// What a user does to a presentation: a tap outside a popover, a swipe down on a sheet
/// (MC-11). UIKit asks and tells the presentation controller's delegate about these, never
/// about a programmatic dismissal, and `isModalInPresentation` refuses them.
extension Hierarchy {
    /// The start of a user's dismissal of `presented`. A controller `modalInPresentation`
    /// refuses it: the delegate is told `presentationControllerDidAttemptToDismiss` (in a
    /// session with the `delegates` callbacks) and nothing else happens. Otherwise the
    /// delegate is asked `presentationControllerShouldDismiss` and told
    /// `presentationControllerWillDismiss`.
    /// - Returns: whether the dismissal goes on.
    mutating func beginUserDismissal(of presented: ControllerID, events: inout [LifecycleEvent]) -> Bool {
        let delegates = callbacks.contains(.delegates)
        guard !self[presented].properties.modalInPresentation else {
            if delegates {
                events.append(LifecycleEvent(presented, delegate: .presentationControllerDidAttemptToDismiss, viewController: nil))
            }
            return false
        }
        if delegates {
            events.append(LifecycleEvent(presented, delegate: .presentationControllerShouldDismiss, viewController: nil))
            events.append(LifecycleEvent(presented, delegate: .presentationControllerWillDismiss, viewController: nil))
        }
        return true
    }

    /// The presented layer a user's touch reaches for `target`: the top-most visible one when
    /// automatic, else the one `target` is in; a context presentation is part of the layer it
    /// is presented in.
    func touchedLayer(_ target: Action.Target) throws(NavigationError) -> ControllerID {
        var layer: ControllerID
        switch target {
        case .automatic: layer = topLayer
        case .controller(let id): layer = layerRoot(of: try controller(id).id)
        }
        while let presentation = self[layer].presentation, presentation.effectiveStyle.usesCurrentContext {
            layer = layerRoot(of: presentation.presenter)
        }
        return layer
    }

    /// A swipe down on the sheet on top of the screen (a page or form sheet as shown: a phone's
    /// card, a pad's sheet). Finished, the sheet is dismissed as a user's dismissal; cancelled,
    /// it settles back: its chain gets `viewWillDisappear` (the sheet `isBeingDismissed`), then
    /// `viewWillAppear` and `viewDidAppear`, as a cancelled swipe back does (LC-5), and the
    /// delegate hears no `didDismiss`. What it presents over itself would be on top instead.
    /// - Returns: false when nothing happened (refused by `modalInPresentation`, no delegate told).
    mutating func swipeDown(
        _ target: Action.Target, outcome: Action.InteractiveOutcome, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        let sheet = try touchedLayer(target)
        guard let presentation = self[sheet].presentation,
            presentation.effectiveStyle == .pageSheet || presentation.effectiveStyle == .formSheet, sheet == topLayer
        else { throw .notASheet(target == .automatic ? nil : sheet) }
        guard beginUserDismissal(of: sheet, events: &events) else { return !events.isEmpty }
        if outcome == .finished {
            try dismissPresented(sheet, animated: true, byUser: true, events: &events)
            return true
        }
        let chain = appearanceScreen.filter { isInContext($0, of: sheet) }
        let start = events.count
        move(chain, to: .disappearing, .viewWillDisappear, animated: true, events: &events)
        if let index = events[start...].firstIndex(where: { $0.controller == sheet }) { events[index].isBeingDismissed = true }
        move(chain, to: .appearing, .viewWillAppear, animated: true, events: &events)
        if callbacks.contains(.viewIsAppearing) {
            for id in chain { events.append(LifecycleEvent(id, .viewIsAppearing, animated: true)) }
        }
        move(chain, to: .appeared, .viewDidAppear, animated: true, events: &events)
        return true
    }
}
