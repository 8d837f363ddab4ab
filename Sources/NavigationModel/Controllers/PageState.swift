/// A page view controller's configuration and data source.
public struct PageState: Sendable, Equatable {
    public enum TransitionStyle: String, Sendable, Equatable, Decodable { case pageCurl, scroll }
    public enum NavigationOrientation: String, Sendable, Equatable, Decodable { case horizontal, vertical }
    /// `UIPageViewController.SpineLocation`; `none` for scroll.
    public enum SpineLocation: String, Sendable, Equatable, Decodable { case none, min, mid, max }
    /// `fixed` keeps the spine; `book` follows Apple's page-based template on rotation: landscape
    /// is a mid spine with two double-sided pages, portrait a min spine with one page.
    public enum SpinePolicy: String, Sendable, Equatable, Decodable { case fixed, book }

    public internal(set) var transitionStyle: TransitionStyle
    public internal(set) var navigationOrientation: NavigationOrientation
    public internal(set) var spineLocation: SpineLocation
    public internal(set) var doubleSided: Bool
    public internal(set) var interPageSpacing: Double
    public internal(set) var showsPageIndicator: Bool
    public internal(set) var spinePolicy: SpinePolicy
    /// The data source, in order; every node has its id, so a page keeps it across visits.
    public internal(set) var pages: [ControllerSpec]
    /// The index of the first page shown.
    public internal(set) var index: Int

    /// How many pages UIKit requires at once: 1 for scroll and for a min/max spine
    /// single-sided, 2 for a mid spine or double-sided (PVC-14).
    public var requiredCount: Int {
        transitionStyle == .scroll ? 1 : (spineLocation == .mid || doubleSided ? 2 : 1)
    }

    /// The page count including the blank page that completes an odd last spread.
    public var paddedCount: Int { requiredCount == 2 && pages.count % 2 == 1 ? pages.count + 1 : pages.count }

    /// The first index of the spread that shows `index`.
    func spreadStart(for index: Int) -> Int { requiredCount == 2 ? index - index % 2 : index }

    /// The id of the blank page that completes an odd last spread of page controller `owner`.
    public static func blankID(of owner: ControllerID) -> ControllerID { ControllerID(owner.rawValue + ".blank") }
}
