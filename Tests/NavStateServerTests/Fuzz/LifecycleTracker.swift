import NavigationModel

/// Follows every controller through the callbacks of a session's answers and reports any order
/// UIKit would never send: a view that appears twice, a `viewDidAppear` without its
/// `viewWillAppear`, a release while on screen, a `willMove` with no `didMove`, a controller
/// that leaves the tree without `deinit`.
struct LifecycleTracker {
    private var appearance: [String: Appearance] = [:]
    private var loaded: Set<String> = []
    /// Children of custom containers told `willMove` and waiting, across answers, for the
    /// `didMove` a `did-move` action sends (the snapshot lists them in `awaitingDidMove`).
    private var awaiting: Set<String> = []
    /// Controllers below a container that does not forward appearance, as the last snapshot had
    /// them: the client drives their appearance, and UIKit releases them in whatever state it left.
    private var manual: Set<String> = []
    /// Controllers told `viewIsAppearing` in their current appearance (once each, MC-1).
    private var isAppearingSent: Set<String> = []
    /// Navigation delegates told `willShow` and waiting for `didShow`, with what they were told
    /// they would show: across answers only while a container that forwards by hand keeps it
    /// appearing. A cancelled swipe tells `willShow` of the controller below, which disappears
    /// again with no `didShow` (MC-8).
    private var showing: [String: String] = [:]

    /// Applies the callbacks of one answer, then compares with the snapshot it came with.
    /// - Returns: what went wrong, empty when the callbacks and the snapshot agree.
    mutating func apply(events: [JSONValue], snapshot: JSONValue) -> [String] {
        var problems: [String] = []
        var released: Set<String> = []
        var moves: [String: [String?]] = [:]
        for event in events {
            guard let id = event["controller"].stringValue, let callback = event["callback"].stringValue else {
                problems.append("event without controller or callback: \(event)")
                continue
            }
            let state = appearance[id] ?? .disappeared
            func expect(_ allowed: [Appearance], then next: Appearance) {
                if !allowed.contains(state) { problems.append("\(id).\(callback) while \(state.rawValue)") }
                appearance[id] = next
            }
            switch callback {
            case "loadView":
                if loaded.contains(id) { problems.append("\(id).loadView after viewDidLoad") }
            case "viewDidLoad":
                if loaded.contains(id) { problems.append("\(id).viewDidLoad twice") }
                loaded.insert(id)
                // A new instance with a released one's id: in a batch, a data source's page can
                // leave with one action and be shown again by the next.
                released.remove(id)
            case "viewWillAppear":
                expect([.disappeared, .disappearing], then: .appearing)
                isAppearingSent.remove(id)
            case "viewDidAppear": expect([.appearing], then: .appeared)
            case "viewWillDisappear": expect([.appeared, .appearing], then: .disappearing)
            case "viewDidDisappear":
                expect([.disappearing], then: .disappeared)
                // A cancelled swipe: the delegate was told `willShow` of what now went back.
                if let navigation = showing.first(where: { $0.value == id })?.key { showing[navigation] = nil }
            case "willMoveToParent":
                moves[id, default: []].append(event["parent"].stringValue)
                // A new instance with a released one's id, added to a container in a later
                // action of the same batch, before (or without) loading its view.
                if event["parent"].stringValue != nil, released.contains(id) {
                    released.remove(id)
                    appearance[id] = nil
                }
            case "didMoveToParent":
                let parent = event["parent"].stringValue
                if let index = moves[id]?.firstIndex(of: parent) {
                    moves[id]?.remove(at: index)
                } else if parent != nil, awaiting.remove(id) != nil {
                    // The second phase of an explicit add.
                } else {
                    problems.append("\(id).didMoveToParent(\(parent ?? "nil")) without willMove")
                }
                // Removed before its didMove (and kept, or released): it waits no more.
                if parent == nil { awaiting.remove(id) }
            case "deinit":
                if state != .disappeared, !manual.contains(id) { problems.append("\(id) released while \(state.rawValue)") }
                if released.contains(id) { problems.append("\(id) released twice") }
                released.insert(id)
                appearance[id] = nil
                loaded.remove(id)
                awaiting.remove(id)
            case "shouldPerformSegue", "prepareForSegue", "unwindAction":
                break  // messages, not lifecycle
            case "viewIsAppearing":
                if state != .appearing { problems.append("\(id).viewIsAppearing while \(state.rawValue)") }
                if !isAppearingSent.insert(id).inserted { problems.append("\(id).viewIsAppearing twice in one appearance") }
            case "navigationControllerWillShow", "navigationControllerDidShow":
                let shown = event["viewController"].stringValue ?? "?"
                let shownState = appearance[shown] ?? .disappeared
                if callback == "navigationControllerWillShow" {
                    if shownState != .appearing { problems.append("\(id).willShow(\(shown)) while \(shown) is \(shownState.rawValue)") }
                    // A new top while the last is still appearing (a push below a child the client
                    // began to show) replaces it: that one never gets its didShow.
                    if showing.updateValue(shown, forKey: id) == shown { problems.append("\(id).willShow(\(shown)) twice") }
                } else {
                    if shownState != .appeared { problems.append("\(id).didShow(\(shown)) while \(shown) is \(shownState.rawValue)") }
                    if showing.removeValue(forKey: id) == nil { problems.append("\(id).didShow(\(shown)) without willShow") }
                }
            case "willTransitionToTraitCollection", "viewWillTransitionToSize", "traitCollectionDidChange":
                // Reached through the tree as it stands: never a controller released in this answer.
                if released.contains(id) { problems.append("\(id).\(callback) after deinit") }
            case "tabBarControllerShouldSelect", "tabBarControllerDidSelect", "tabBarControllerWillBeginCustomizing",
                "tabBarControllerWillEndCustomizing", "tabBarControllerDidEndCustomizing":
                if event["delegate"] != "UITabBarControllerDelegate" { problems.append("\(callback) without its delegate") }
            case "splitViewControllerWillChangeDisplayMode", "splitViewControllerCollapseSecondary",
                "splitViewControllerSeparateSecondary", "splitViewControllerTopColumnForCollapsing",
                "splitViewControllerDisplayModeForExpanding", "splitViewControllerDidCollapse", "splitViewControllerDidExpand":
                if event["delegate"] != "UISplitViewControllerDelegate" { problems.append("\(callback) without its delegate") }
            case "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
                "presentationControllerDidAttemptToDismiss", "adaptivePresentationStyle":
                if event["delegate"] != "UIAdaptivePresentationControllerDelegate" {
                    problems.append("\(callback) without its delegate")
                }
            case "sheetPresentationControllerDidChangeSelectedDetentIdentifier":
                if event["delegate"] != "UISheetPresentationControllerDelegate" || event["detent"].stringValue == nil {
                    problems.append("\(callback) without its delegate or detent")
                }
            case "alertActionHandler":
                // After the alert left the screen, before its release (docs/uikit-rules.md, "Alerts and action sheets").
                if event["alertAction"]["title"].stringValue == nil { problems.append("\(callback) without its action") }
                if state != .disappeared || released.contains(id) {
                    problems.append("\(id).alertActionHandler while \(state.rawValue)\(released.contains(id) ? ", released" : "")")
                }
            case "willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
                "didDismissSearchController":
                // Around the search controller's own appearance (docs/uikit-rules.md, "Search controllers").
                // A dismissal by code may end a search that something covers: its will comes while
                // it is off screen then.
                let expected: [Appearance] =
                    switch callback {
                    case "willPresentSearchController", "didDismissSearchController": [.disappeared]
                    case "didPresentSearchController": [.appeared]
                    default: [.appeared, .disappeared]
                    }
                if event["delegate"] != "UISearchControllerDelegate" { problems.append("\(callback) without its delegate") }
                if !expected.contains(state) || released.contains(id) { problems.append("\(id).\(callback) while \(state.rawValue)") }
            case "updateSearchResults":
                if event["delegate"] != "UISearchResultsUpdating" { problems.append("\(callback) without its delegate") }
                if released.contains(id) { problems.append("\(id).updateSearchResults after deinit") }
            case "didReceiveMemoryWarning":
                if released.contains(id) { problems.append("\(id).didReceiveMemoryWarning after deinit") }
            default:
                problems.append("unknown callback \(callback)")
            }
            if ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(callback),
                !loaded.contains(id)
            {
                problems.append("\(id).\(callback) before viewDidLoad")
            }
        }
        let nodes = Self.nodes(of: snapshot)
        for (navigation, shown) in showing {
            // Released below a container that forwards by hand, mid-appearance: UIKit never ends it.
            if released.contains(shown) || released.contains(navigation), manual.contains(shown) {
                showing[navigation] = nil
                continue
            }
            if appearance[shown] != .appearing || !manual.union(Self.manuallyDriven(in: snapshot)).contains(shown) {
                problems.append("\(navigation).willShow(\(shown)) without didShow")
                showing[navigation] = nil
            }
        }
        let waiting = Set(nodes.values.flatMap { $0["awaitingDidMove"].arrayValue.compactMap(\.stringValue) })
        for (id, pending) in moves where !pending.isEmpty {
            if pending.count == 1, pending[0] != nil, waiting.contains(id) {
                awaiting.insert(id)
            } else {
                problems.append("\(id).willMoveToParent without didMove")
            }
        }
        if awaiting != waiting.intersection(nodes.keys) {
            problems.append("waiting for didMove: \(awaiting.sorted()) by the callbacks, \(waiting.sorted()) in the snapshot")
        }
        for (id, node) in nodes {
            let stated = node["appearance"].stringValue ?? "?"
            let tracked = appearance[id] ?? .disappeared
            if stated != tracked.rawValue { problems.append("\(id) is \(stated) in the snapshot, \(tracked.rawValue) by its callbacks") }
            if released.contains(id) { problems.append("\(id) got deinit but is still in the tree") }
            if node["viewLoaded"] == true, !loaded.contains(id) { problems.append("\(id) is loaded without viewDidLoad") }
        }
        for id in appearance.keys where nodes[id] == nil {
            problems.append("\(id) left the tree without deinit")
            appearance[id] = nil
        }
        for id in nodes.keys where appearance[id] == nil { appearance[id] = .disappeared }
        manual = Self.manuallyDriven(in: snapshot)
        return problems
    }

    /// Every controller node of a snapshot, by id.
    /// The ids below a container whose node says `automaticallyForwardsAppearance: false`
    /// (presented controllers are layers of their own).
    static func manuallyDriven(in snapshot: JSONValue) -> Set<String> {
        var found: Set<String> = []
        var pending: [(node: JSONValue, manual: Bool)] = [(snapshot["window"]["root"], false)]
        while let (node, manual) = pending.popLast() {
            guard let id = node["id"].stringValue else { continue }
            if manual { found.insert(id) }
            let below = manual || node["automaticallyForwardsAppearance"] == false
            pending += node["children"].arrayValue.map { ($0, below) }
            // Kept detached, it follows no container: the screen drives it (it is off screen).
            pending += node["kept"].arrayValue.map { ($0, false) }
            if node["inactiveSearchController"] != .null { pending.append((node["inactiveSearchController"], false)) }
            if node["presented"] != .null { pending.append((node["presented"], false)) }
        }
        return found
    }

    static func nodes(of snapshot: JSONValue) -> [String: JSONValue] {
        var nodes: [String: JSONValue] = [:]
        var pending = [snapshot["window"]["root"]]
        while let node = pending.popLast() {
            guard let id = node["id"].stringValue else { continue }
            nodes[id] = node
            pending += node["children"].arrayValue + node["kept"].arrayValue
            if node["inactiveSearchController"] != .null { pending.append(node["inactiveSearchController"]) }
            if node["presented"] != .null { pending.append(node["presented"]) }
        }
        return nodes
    }
}
