/// A page view controller's configuration and data source.
@dynamicMemberLookup
public struct PageState: Sendable, Equatable {
    public enum TransitionStyle: String, Sendable, Equatable, CaseIterable, Choice { case pageCurl, scroll }
    public enum NavigationOrientation: String, Sendable, Equatable, CaseIterable, Choice { case horizontal, vertical }
    /// `UIPageViewController.SpineLocation`; `none` for scroll.
    public enum SpineLocation: String, Sendable, Equatable, CaseIterable, Choice { case none, min, mid, max }
    /// `fixed` keeps the spine; `book` follows Apple's page-based template on rotation: landscape
    /// is a mid spine with two double-sided pages, portrait a min spine with one page.
    public enum SpinePolicy: String, Sendable, Equatable, CaseIterable, Choice { case fixed, book }

    /// The settings fixed at creation, read as the state's own fields (`state.transitionStyle`).
    public internal(set) var settings: PageSettings
    public internal(set) var spineLocation: SpineLocation
    public internal(set) var doubleSided: Bool
    /// The data source, in order; every node has its id, so a page keeps it across visits.
    public internal(set) var pages: [ControllerSpec]
    /// The index of the first page shown.
    public internal(set) var index: Int
    /// The pages shown, live children of the page view controller: the data source's pages from
    /// `index` on, as many as ``requiredCount``, the last one possibly the blank page.
    public internal(set) var shown: [ControllerID] = []

    public internal(set) subscript<Value>(dynamicMember keyPath: WritableKeyPath<PageSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// How many pages UIKit requires at once: 1 for scroll and for a min/max spine
    /// single-sided, 2 for a mid spine or double-sided (PVC-14).
    public var requiredCount: Int {
        settings.transitionStyle == .scroll ? 1 : (spineLocation == .mid || doubleSided ? 2 : 1)
    }

    /// The page count including the blank page that completes an odd last spread.
    public var paddedCount: Int { requiredCount == 2 && pages.count % 2 == 1 ? pages.count + 1 : pages.count }

    /// The first index of the spread that shows `index`.
    func spreadStart(for index: Int) -> Int { requiredCount == 2 ? index - index % 2 : index }

    /// The id of the blank page that completes an odd last spread of page controller `owner`.
    public static func blankID(of owner: ControllerID) -> ControllerID { ControllerID(owner.rawValue + ".blank") }

    /// The index in the data source of the page with `id`: the blank page comes after the last.
    func index(of id: ControllerID, owner: ControllerID) -> Int? {
        id == Self.blankID(of: owner) ? (paddedCount > pages.count ? pages.count : nil) : pages.firstIndex { $0.id == id }
    }
}
