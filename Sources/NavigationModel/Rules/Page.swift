/// UIPageViewController's turning and scrubbing (PVC-1…14 in docs/uikit-rules.md). Pages
/// come from the data source; only the pages shown are live children.
extension Hierarchy {
    /// A turn: the next or previous page, or pair with two shown. At either end the data source
    /// has nothing and the page does not turn (refused).
    mutating func turnPage(
        forward: Bool, of pageController: ControllerID, animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        guard let state = self[pageController].pages else { throw .noPageViewController(pageController) }
        let next = state.index + (forward ? state.requiredCount : -state.requiredCount)
        guard next >= 0, next + state.requiredCount <= state.paddedCount else {
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
            guard let index = state.index(of: id, owner: pageController) else {
                throw .notAPage(id, pageController: pageController)
            }
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
        guard case .page(var state) = self[pageController].role else { return }
        let old = state.shown
        let wanted = (start..<(start + state.requiredCount)).map { pageSpec(at: $0, of: pageController) }
        let leaving = old.filter { id in !wanted.contains { $0.id == id } }
        let before = appearanceScreen
        var built: [BuiltSubtree] = []
        var shown: [ControllerID] = []
        for spec in wanted {
            if let id = spec.id, old.contains(id) {
                shown.append(id)
            } else {
                let subtree = instantiate(spec, parent: pageController, claims: Claims())
                built.append(subtree)
                shown.append(subtree.root)
            }
        }
        state.index = start
        state.shown = shown
        self[pageController].role = .page(state)

        for id in leaving { events.append(LifecycleEvent(id, .willMoveToParent)) }
        for subtree in built {
            events += subtree.willMoveEvents()
            events.append(LifecycleEvent(subtree.root, .willMoveToParent, parent: pageController))
        }
        let order: TransitionOrder = state.transitionStyle == .pageCurl ? .pageCurl : .pageScroll
        transitionScreen(from: before, order: order, animated: animated, events: &events)
        for subtree in built {
            events.append(LifecycleEvent(subtree.root, .didMoveToParent, parent: pageController))
            events += subtree.didMoveEvents()
        }
        detach(leaving, events: &events)
    }
}
