/// Search controllers (`UISearchController` in `navigationItem.searchController`,
/// docs/uikit-rules.md "Search controllers"): alive with their owner, presented over the
/// owner's presentation context while search is active, dismissed (not released) when it ends.
extension Hierarchy {
    /// Whether the text shows the results controller: with
    /// `automaticallyShowsSearchResultsController`, while the text is not empty.
    static func showsResultsForText(_ properties: ControllerProperties) -> Bool {
        properties.automaticallyShowsSearchResultsController && !properties.searchText.isEmpty
    }

    /// The search controller an action means: the one named, or the one the named controller's
    /// navigation item holds; targetless, for `activate-search` the one of the top-most
    /// controller on screen that has one, for the others the top-most active one.
    func searchController(for target: Action.Target, active: Bool) throws(NavigationError) -> ControllerID {
        switch target {
        case .controller(let id):
            let controller = try controller(id)
            if controller.kind == .search { return id }
            guard let search = controller.searchController else { throw .noSearchController(id) }
            return search
        case .automatic:
            if active, let search = presentedLayers.last(where: { self[$0].kind == .search && isOnScreen($0) }) { return search }
            guard let owner = onScreen.last(where: { self[$0].searchController != nil }), let search = self[owner].searchController
            else { throw .noSearchController(nil) }
            return search
        }
    }

    /// `activate-search` (a tap in the search field, or `isActive = true`): the search
    /// controller is presented over its owner's presentation context (the nearest controller of
    /// the owner's layer that `definesPresentationContext`, else the layer's root), leaving
    /// what it covers on screen. With the `delegates` callbacks: `willPresentSearchController`,
    /// `updateSearchResults` (the search bar became the first responder), the appearance of the
    /// search controller (and of its results controller when shown), `didPresentSearchController`.
    /// - Returns: false when search is active already (UIKit does nothing).
    mutating func activateSearch(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError)
        -> Bool
    {
        let search = try searchController(for: target, active: false)
        guard self[search].presentation == nil, let owner = self[search].search?.owner else { return false }
        guard isOnScreen(owner) else { throw .notInWindowHierarchy(owner) }
        let presenter = contextPresenter(from: owner)
        if let presented = self[presenter].presented { throw .alreadyPresenting(presenter, presented: presented) }
        if presentedLayers.count >= limits.maxPresentedLayers {
            throw .tooManyPresentedControllers(limit: limits.maxPresentedLayers)
        }
        let delegates = callbacks.contains(.delegates)
        if delegates {
            events.append(LifecycleEvent(search, .willPresentSearchController))
            events.append(LifecycleEvent(search, .updateSearchResults))
        }
        let before = appearanceScreen
        self[search].presentation = Presentation(
            presenter: presenter, requestedStyle: .overCurrentContext, effectiveStyle: .overCurrentContext,
            transitionStyle: .coverVertical)
        self[presenter].presented = search
        presentedLayers.append(search)
        orderLayers()
        transitionScreen(from: before, animated: animated, presented: search, events: &events)
        if delegates { events.append(LifecycleEvent(search, .didPresentSearchController)) }
        return true
    }

    /// `search-text`: what the user typed in the active search bar, replacing its text. With
    /// `automaticallyShowsSearchResultsController`, the results controller is shown while the
    /// text is not empty: after `updateSearchResults`, its view appears or disappears at once.
    /// - Returns: false when the bar held that text already.
    mutating func enterSearchText(_ text: String, target: Action.Target, events: inout [LifecycleEvent]) throws(NavigationError)
        -> Bool
    {
        let search = try searchController(for: target, active: true)
        guard self[search].presentation != nil else { throw .searchNotActive(search) }
        // A user types into, and taps Cancel in, a search bar on screen only.
        guard isOnScreen(search) else { throw .notInWindowHierarchy(search) }
        guard self[search].properties.searchText != text else { return false }
        var properties = self[search].properties
        properties.searchText = text
        let bytes = properties.byteCount
        if bytes > limits.maxControllerBytes { throw .controllerTooLarge(search, bytes: bytes, limit: limits.maxControllerBytes) }
        self[search].properties = properties
        if callbacks.contains(.delegates) { events.append(LifecycleEvent(search, .updateSearchResults)) }
        if properties.automaticallyShowsSearchResultsController {
            showResults(Self.showsResultsForText(properties), of: search, events: &events)
        }
        return true
    }

    /// Shows or hides the results controller's view, at once.
    mutating func showResults(_ shows: Bool, of search: ControllerID, events: inout [LifecycleEvent]) {
        guard case .search(var state) = self[search].role, state.showsResults != shows else { return }
        let before = appearanceScreen
        state.showsResults = shows
        self[search].role = .search(state)
        transitionScreen(from: before, animated: false, events: &events)
    }

    /// `cancel-search`: the user taps Cancel. The text is cleared and search ends: with the
    /// `delegates` callbacks `willDismissSearchController`, `updateSearchResults` (the cleared
    /// text), the search controller's disappearance (with whatever was presented over it,
    /// released, but for search controllers whose owners stay), `didDismissSearchController`.
    /// The search controller stays alive, detached, held by its owner's navigation item; one
    /// whose owner is gone is released, as a dismissal releases it.
    mutating func cancelSearch(_ target: Action.Target, animated: Bool, events: inout [LifecycleEvent]) throws(NavigationError) {
        let search = try searchController(for: target, active: true)
        guard self[search].presentation != nil else { throw .searchNotActive(search) }
        // A user types into, and taps Cancel in, a search bar on screen only.
        guard isOnScreen(search) else { throw .notInWindowHierarchy(search) }
        let delegates = callbacks.contains(.delegates)
        if delegates { events.append(LifecycleEvent(search, .willDismissSearchController)) }
        let cleared = !self[search].properties.searchText.isEmpty
        if cleared {
            self[search].properties.searchText = ""
            if delegates { events.append(LifecycleEvent(search, .updateSearchResults)) }
        }
        let last = delegates ? [LifecycleEvent(search, .didDismissSearchController)] : []
        takeDown(search, animated: animated, beforeRelease: last, events: &events)
        // Hidden with the search controller, not before it: one disappearance.
        if cleared, controllers[search]?.properties.automaticallyShowsSearchResultsController == true,
            case .search(var state) = self[search].role
        {
            state.showsResults = false
            self[search].role = .search(state)
        }
    }

    /// The controllers `id` holds detached that go with it: an inactive search controller.
    package func detachedSearch(of controller: Controller) -> ControllerID? {
        guard let search = controller.searchController, controllers[search]?.presentation == nil else { return nil }
        return search
    }
}
