/// UIPageViewController's counting rules (PVC-5, PVC-8, PVC-14) and the `book` spine policy.
extension Hierarchy {
    /// The configuration a spec asks for under `traits`: UIKit's defaults (min spine for
    /// pageCurl, none for scroll; a mid spine is double-sided), and for the `book` policy the
    /// spine of the orientation.
    func pageState(from options: ControllerSpec.PageOptions, traits: Traits) -> PageState {
        var spine = options.spineLocation ?? (options.transitionStyle == .scroll ? .none : .min)
        var doubleSided = options.doubleSided ?? (spine == .mid)
        if options.spinePolicy == .book {
            spine = traits.orientation.isLandscape ? .mid : .min
            doubleSided = traits.orientation.isLandscape
        }
        var state = PageState(settings: options.settings, spineLocation: spine, doubleSided: doubleSided, pages: options.pages, index: 0)
        state.index = options.keepsPageIndex ? options.pageIndex : state.spreadStart(for: options.pageIndex)
        return state
    }

    /// Everything UIKit refuses in a page view controller spec.
    func checkPages(_ spec: ControllerSpec) throws(NavigationError) {
        let options = spec.pageOptions ?? ControllerSpec.PageOptions()
        if options.transitionStyle == .scroll {
            if let spine = options.spineLocation, spine != .none {
                throw .invalidPageConfiguration("The scroll style shows exactly one page and has no spine: spineLocation must be none.")
            }
            if options.spinePolicy == .book {
                throw .invalidPageConfiguration("The book spine policy needs the pageCurl style.")
            }
        } else if options.spineLocation == PageState.SpineLocation.none {
            throw .invalidPageConfiguration("The pageCurl style needs a spine: min, mid or max.")
        }
        if let nested = options.pages.first(where: { $0.kind == .tabBar }) {
            throw .nestedTabBarController(nested.id, container: .page)
        }
        // A data source's pages are rebuilt at each turn, their ids held meanwhile: a search
        // controller, which outlives its owner while active, is kept out of them.
        var pending = options.pages
        while let page = pending.popLast() {
            if let search = page.searchController { throw .searchControllerInDataSource(search.id ?? page.id, pageController: spec.id) }
            pending += page.nestedSpecs
        }
        let state = pageState(from: options, traits: traits)
        if state.spineLocation == .mid, !state.doubleSided { throw .midSpineRequiresDoubleSided(spec.id) }
        if options.pages.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
        if options.pages.isEmpty { throw .pageCountMismatch(provided: 0, required: state.requiredCount) }
        guard options.pages.indices.contains(options.pageIndex) else {
            throw .pageIndexOutOfRange(options.pageIndex, count: options.pages.count)
        }
    }

    /// The spec of page `index` of `pageController`'s data source; past the last page of an odd
    /// two-page book, the blank page that completes the spread.
    func pageSpec(at index: Int, of pageController: ControllerID) -> ControllerSpec {
        let pages = self[pageController].pages?.pages ?? []
        guard index < pages.count else { return .view(PageState.blankID(of: pageController)) }
        return storyboards.isEmpty ? pages[index] : withSceneEmbeds(pages[index])
    }
}
