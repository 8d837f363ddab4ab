/// The edge swipe back (`interactivePopGestureRecognizer`): the user starts a pop and finishes
/// or cancels it. Each request is the whole gesture; NavState does not hold a transition open
/// between requests.
extension Hierarchy {
    /// A finished swipe is a pop, animated (its trace is a pop's, LC-4). A cancelled one moves
    /// nothing: `top.viewWillDisappear, below.viewWillAppear, below.viewWillDisappear,
    /// below.viewDidDisappear, top.viewWillAppear, top.viewDidAppear` (LC-5), with no
    /// containment callbacks, the view below loading first if it never has; the navigation
    /// delegate is told `willShow` of the controller below once, as the swipe starts, and
    /// neither `didShow` when it is cancelled (MC-8).
    ///
    /// Targetless, the navigation controller nearest the top whose back button shows, as `pop`
    /// finds it; a finished swipe at the root of a tab shown through More goes back to the More
    /// list as `pop` does, a cancelled one there is refused (the More list is UIKit's own).
    /// Either way the navigation controller must be on screen and take touches: no swipe starts
    /// on one that is not, or that a presentation covers (a sheet at an undimmed detent leaves
    /// what it covers touchable).
    mutating func interactivePop(
        _ target: Action.Target, outcome: Action.InteractiveOutcome, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        if outcome == .finished, target == .automatic, moreListBelowTopTab(chain: topLayerChain) != nil {
            return try pop(target, animated: true, events: &events)
        }
        var navigation: ControllerID
        if target == .automatic, let beneath = navigationBeneathUndimmedSheet() {
            // Nothing to swipe in the top layer, an undimmed sheet: the stack beneath takes it.
            navigation = beneath
        } else {
            navigation = try navigationController(for: target)
        }
        if target == .automatic { navigation = backButtonStack(navigation) }
        let stack = stack(of: navigation)
        guard stack.count > 1 else { throw .nothingToPop(navigation, method: .pop) }
        // The swipe starts on a layer touches reach: a presented controller over it takes them,
        // unless it is a sheet resting at an undimmed detent.
        guard isOnScreen(navigation), touchableLayers.contains(layerRoot(of: navigation)) else {
            throw .navigationControllerOffScreen(navigation)
        }
        if outcome == .finished { return try pop(.controller(navigation), animated: true, events: &events) }
        // What the pop would bring on screen and take off, found by popping for a moment.
        let before = appearanceScreen
        self[navigation].role = .navigation(NavigationState(stack: Array(stack.dropLast())))
        let after = appearanceScreen
        self[navigation].role = .navigation(NavigationState(stack: stack))
        let leaving = before.filter { !after.contains($0) }
        var entering = after.filter { !before.contains($0) }
        loadViews(&entering, events: &events)
        move(leaving, to: .disappearing, .viewWillDisappear, animated: true, events: &events)
        move(entering, to: .appearing, .viewWillAppear, animated: true, events: &events)
        // The delegate is told what the swipe would show (the stack is whole again by now), and
        // navigation controllers nested in what comes and goes back what they show.
        let delegates = callbacks.contains(.delegates)
        if delegates {
            events.append(
                LifecycleEvent(navigation, delegate: .navigationControllerWillShow, viewController: stack[stack.count - 2], animated: true))
            nestedShowCalls(entering, except: navigation, will: true, events: &events)
        }
        if callbacks.contains(.viewIsAppearing) {
            for id in entering { events.append(LifecycleEvent(id, .viewIsAppearing, animated: true)) }
        }
        move(entering, to: .disappearing, .viewWillDisappear, animated: true, events: &events)
        move(entering, to: .disappeared, .viewDidDisappear, animated: true, events: &events)
        move(leaving, to: .appearing, .viewWillAppear, animated: true, events: &events)
        if delegates { nestedShowCalls(leaving, except: navigation, will: true, events: &events) }
        if callbacks.contains(.viewIsAppearing) {
            for id in leaving { events.append(LifecycleEvent(id, .viewIsAppearing, animated: true)) }
        }
        move(leaving, to: .appeared, .viewDidAppear, animated: true, events: &events)
        if delegates { nestedShowCalls(leaving, except: navigation, will: false, events: &events) }
    }

    /// `willShow` (or `didShow`) of the navigation controllers other than `swiped` whose tops
    /// are among `ids`: they show them as they appear, as any appearance does (MC-4).
    private func nestedShowCalls(_ ids: [ControllerID], except swiped: ControllerID, will: Bool, events: inout [LifecycleEvent]) {
        for id in ids {
            guard let parent = navigationShowing(id), parent != swiped else { continue }
            let callback: LifecycleEvent.Callback = will ? .navigationControllerWillShow : .navigationControllerDidShow
            events.append(LifecycleEvent(parent, delegate: callback, viewController: id, animated: true))
        }
    }

    /// When the top layer holds no navigation controller, the nearest one in a layer below it
    /// that touches still reach (beneath an undimmed sheet).
    private func navigationBeneathUndimmedSheet() -> ControllerID? {
        guard container(.navigation, in: topLayerChain) == nil else { return nil }
        for layer in touchableLayers.dropFirst() {
            if let navigation = container(.navigation, in: visibleChain(of: layer)) { return navigation }
        }
        return nil
    }
}
