/// A search controller's state (`UISearchController`, docs/uikit-rules.md "Search
/// controllers"): the controller whose navigation item holds it, its results controller, and
/// whether that controller's view is shown.
///
/// While search is inactive the search controller is alive and detached (no parent, not
/// presented), held by its owner's navigation item; activating search presents it over the
/// owner's presentation context, and ending search dismisses it without releasing it.
public struct SearchState: Sendable, Equatable {
    /// The controller whose `navigationItem.searchController` this is; `nil` once that
    /// controller was released while search was active (the presentation alone keeps it then,
    /// and dismissing it releases it).
    public internal(set) var owner: ControllerID?
    /// `searchResultsController`: its one child, if it has one.
    public internal(set) var results: ControllerID?
    /// `showsSearchResultsController`: whether the results controller's view is shown over the
    /// search controller's. With `automaticallyShowsSearchResultsController` (UIKit's default),
    /// the search text sets it: shown while the text is not empty.
    public internal(set) var showsResults: Bool

    public init(owner: ControllerID?, results: ControllerID?, showsResults: Bool) {
        self.owner = owner
        self.results = results
        self.showsResults = showsResults
    }

    /// The results controller when its view is shown.
    public var shownResults: ControllerID? { showsResults ? results : nil }
}

extension Controller {
    /// The owner, results and their visibility, when this is a search controller.
    public var search: SearchState? { if case .search(let state) = role { state } else { nil } }
}

/// The bounds of a search controller's content.
public enum SearchLimits {
    /// The longest search text, in Unicode code points (what JSON Schema's `maxLength` counts).
    public static let maxTextLength = 1_024
}
