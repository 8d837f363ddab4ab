/// UIPageViewController's turning and scrubbing (seed-000 §12, seed-001-002-004 §5–7). Pages
/// come from the data source; only the pages shown are live children.
extension Hierarchy {
    /// A turn: the next or previous page, or pair with two shown. At either end the data source
    /// has nothing and the page does not turn (refused).
    mutating func turnPage(
        forward: Bool, of pageController: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard let state = self[pageController].pages else { throw .noPageViewController(pageController) }
        let next = state.index + (forward ? state.requiredCount : -state.requiredCount)
        guard next >= 0, next < state.paddedCount else {
            throw .noMorePages(pageController, direction: forward ? "forward" : "reverse")
        }
        showSpread(at: next, of: pageController, animated: animated, events: &events)
    }

    /// Scrubbing: shows the spread with page `index`. The direction follows from the indices.
    /// - Returns: false when that spread is already shown (nothing changes).
    mutating func setPage(
        _ index: Int, of pageController: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        guard let state = self[pageController].pages else { throw .noPageViewController(pageController) }
        guard state.pages.indices.contains(index) else { throw .pageIndexOutOfRange(index, count: state.pages.count) }
        let start = state.spreadStart(for: index)
        guard start != state.index else { return false }
        showSpread(at: start, of: pageController, animated: animated, events: &events)
        return true
    }

    /// `setViewControllers(_:direction:animated:)`: the pages, by id, must be as many as the spine
    /// requires and follow each other in the data source. The direction only chooses which way
    /// the page animates, so it changes nothing here.
    /// - Returns: false when those pages are already shown (nothing changes).
    mutating func setPages(
        _ references: [ControllerReference], of pageController: ControllerID, animated: Bool,
        events: inout [LifecycleEvent]
    ) throws(NavigationError) -> Bool {
        guard let state = self[pageController].pages else { throw .noPageViewController(pageController) }
        guard references.count == state.requiredCount else {
            throw .pageCountMismatch(provided: references.count, required: state.requiredCount)
        }
        var indices: [Int] = []
        for reference in references {
            guard case .existing(let id) = reference else {
                throw .invalidPageConfiguration("Pages are named by the ids of the data source's pages, not given as new specs.")
            }
            let index = id == PageState.blankID(of: pageController)
                ? state.pages.count : state.pages.firstIndex { $0.id == id }
            guard let index, index < state.paddedCount else { throw .notAPage(id, pageController: pageController) }
            indices.append(index)
        }
        if indices.count == 2, indices[1] != indices[0] + 1 {
            throw .invalidPageConfiguration("Two pages shown side by side must follow each other in the data source.")
        }
        guard indices[0] != state.index else { return false }
        showSpread(at: indices[0], of: pageController, animated: animated, events: &events)
        return true
    }

    /// Shows the spread starting at `start`: new pages are built and added, the old ones leave
    /// and are released (`deinit`). A curl turn sends `new.viewWillAppear, old.viewWillDisappear,
    /// old.viewDidDisappear, new.viewDidAppear`; a scroll `new.viewWillAppear,
    /// old.viewWillDisappear, new.viewDidAppear, old.viewDidDisappear` (LC-6).
    mutating func showSpread(at start: Int, of pageController: ControllerID, animated: Bool, events: inout [LifecycleEvent]) {
        guard let state = self[pageController].pages else { return }
        let old = self[pageController].children
        let wanted = (start..<(start + state.requiredCount)).map { pageSpec(at: $0, of: pageController) }
        let leaving = old.filter { id in !wanted.contains { $0.id == id } }
        var built: [BuiltSubtree] = []
        var shown: [ControllerID] = []
        for spec in wanted {
            if let id = spec.id, old.contains(id) {
                shown.append(id)
            } else {
                let subtree = instantiate(spec, parent: pageController, reserved: [])
                built.append(subtree)
                shown.append(subtree.root)
            }
        }
        let onScreen = isOnScreen(pageController)
        let from = onScreen ? leaving.flatMap { visibleChain(of: $0) } : []
        self[pageController].pages?.index = start
        self[pageController].children = shown

        for id in leaving { events.append(LifecycleEvent(id, .willMoveToParent)) }
        for subtree in built {
            events += subtree.willMoveEvents()
            events.append(LifecycleEvent(subtree.root, .willMoveToParent, parent: pageController))
        }
        if onScreen {
            let to = built.flatMap { visibleChain(of: $0.root) }
            for id in to where !self[id].viewLoaded {
                self[id].viewLoaded = true
                events.append(LifecycleEvent(id, .viewDidLoad))
            }
            move(to, to: .appearing, .viewWillAppear, animated: animated, events: &events)
            move(from, to: .disappearing, .viewWillDisappear, animated: animated, events: &events)
            if state.transitionStyle == .pageCurl {
                move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
                move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
            } else {
                move(to, to: .appeared, .viewDidAppear, animated: animated, events: &events)
                move(from, to: .disappeared, .viewDidDisappear, animated: animated, events: &events)
            }
        }
        for subtree in built {
            events.append(LifecycleEvent(subtree.root, .didMoveToParent, parent: pageController))
            events += subtree.didMoveEvents()
        }
        for id in leaving {
            events.append(LifecycleEvent(id, .didMoveToParent))
            events.append(LifecycleEvent(id, .deinit))
            release(id)
        }
    }
}
