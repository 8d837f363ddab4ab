/// The callbacks a session receives besides the view controller lifecycle of the seed chapters,
/// chosen when it is created (`"callbacks": ["viewIsAppearing", "delegates"]`) and kept with
/// it: a client written for the older set never meets a callback it does not know
/// (docs/api-guide.md, "Callbacks").
public struct CallbackGroups: OptionSet, Sendable, Hashable {
    /// One group, as a client names it.
    public enum Group: String, Sendable, CaseIterable, Choice {
        /// `viewIsAppearing(_:)` (iOS 17, back-deployed to iOS 13) between each
        /// `viewWillAppear` and its `viewDidAppear`.
        case viewIsAppearing
        /// The container delegates: `UINavigationControllerDelegate`'s `willShow`/`didShow`,
        /// `UITabBarControllerDelegate`'s `shouldSelect`/`didSelect` and customization calls,
        /// `UISplitViewControllerDelegate`'s display-mode, collapse and expansion calls.
        case delegates
        /// `UIContentContainer`'s transition calls on a change of traits:
        /// `willTransition(to:with:)` (traits), `viewWillTransition(to:with:)` (size), and
        /// `traitCollectionDidChange(_:)` after it.
        case transitions
        /// `loadView()` before each `viewDidLoad`, the view controller creating its view (an
        /// embed segue is performed between the two).
        case loadView
    }

    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ group: Group) {
        switch group {
        case .viewIsAppearing: self = .viewIsAppearing
        case .delegates: self = .delegates
        case .transitions: self = .transitions
        case .loadView: self = .loadView
        }
    }

    public static let viewIsAppearing = CallbackGroups(rawValue: 1 << 0)
    public static let delegates = CallbackGroups(rawValue: 1 << 1)
    public static let transitions = CallbackGroups(rawValue: 1 << 2)
    public static let loadView = CallbackGroups(rawValue: 1 << 3)
    /// Every group this build knows.
    public static let all = CallbackGroups(Group.allCases)

    public init(_ groups: some Sequence<Group>) {
        self = groups.reduce(into: CallbackGroups()) { $0.insert(CallbackGroups($1)) }
    }

    /// The groups, in ``Group``'s order: how snapshots, exports and checkpoints write them.
    public var groups: [Group] { Group.allCases.filter { contains(CallbackGroups($0)) } }
}

extension CallbackGroups: JSONReadable {
    /// An array of group names, each at most once.
    public init(json: JSONValue) throws(FieldError) {
        let groups = try [Group](json: json)
        for (index, group) in groups.enumerated() where groups[..<index].contains(group) {
            throw FieldError(path: "", message: "'\(group.rawValue)' is given twice.").atIndex(index)
        }
        self.init(groups)
    }
}
