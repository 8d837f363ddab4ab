import NavigationModel

/// A seeded generator (SplitMix64): the same seed gives the same steps on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One request of a fuzz run, against session `s`.
struct FuzzStep: CustomStringConvertible, Sendable {
    enum IfMatch: Sendable { case none, current, stale }

    var method: String
    var path: String
    var body: String?
    var ifMatch: IfMatch = .none
    /// An import of session `s`'s export as a new session, the export first mutated with this
    /// seed (``ExportMutator``; a seed divisible by 4 leaves it as it is).
    var importMutation: UInt64?

    var description: String {
        if let importMutation { return "POST /sessions {\"import\": export of s, mutated with seed \(importMutation)}" }
        let header =
            switch ifMatch {
            case .none: ""
            case .current: " [If-Match: current]"
            case .stale: " [If-Match: stale]"
            }
        return "\(method) \(path)\(body.map { " " + $0 } ?? "")\(header)"
    }
}

/// What a snapshot says about the controllers, for choosing the next step.
struct SnapshotFacts {
    var ids: [String] = []
    var kinds: [String: String] = [:]
    var children: [String: [String]] = [:]
    var dataSourcePages: [String: [String]] = [:]
    /// Custom containers that leave their children's appearance to the client.
    var manual: Set<String> = []
    /// Children each custom container released on a memory warning.
    var released: [String: [String]] = [:]
    /// Controllers each custom container keeps detached (removed with `keep`).
    var kept: [String: [String]] = [:]
    /// The scene each controller was instantiated from (storyboard identifier).
    var scenes: [String: String] = [:]
    var path: [String] = []
    /// The column-style split view controllers (their nodes have a `style`).
    var columnSplits: [String] = []
    /// The controllers that hold a search controller, and the search controllers.
    var searchOwners: [String] = []
    var searches: [String] = []

    init(_ snapshot: JSONValue) {
        path = snapshot["visible"]["path"].arrayValue.compactMap(\.stringValue)
        var pending = [snapshot["window"]["root"]]
        while let node = pending.popLast() {
            guard let id = node["id"].stringValue else { continue }
            ids.append(id)
            kinds[id] = node["kind"].stringValue
            let nodeChildren = node["children"].arrayValue
            children[id] = nodeChildren.compactMap { $0["id"].stringValue }
            dataSourcePages[id] = node["pages"].arrayValue.compactMap(\.stringValue)
            released[id] = node["released"].arrayValue.compactMap(\.stringValue)
            kept[id] = node["kept"].arrayValue.compactMap { $0["id"].stringValue }
            pending += node["kept"].arrayValue
            if node["searchController"].stringValue != nil { searchOwners.append(id) }
            if node["kind"] == "search" { searches.append(id) }
            if node["inactiveSearchController"] != .null { pending.append(node["inactiveSearchController"]) }
            if node["automaticallyForwardsAppearance"] == false { manual.insert(id) }
            if let scene = node["scene"]["identifier"].stringValue { scenes[id] = scene }
            if node["style"].stringValue != nil { columnSplits.append(id) }
            pending += nodeChildren
            if node["presented"] != .null { pending.append(node["presented"]) }
        }
    }

    func ids(of kind: String) -> [String] { ids.filter { kinds[$0] == kind } }
}

/// Random steps over sessions of every shape: valid and invalid actions, targeted and
/// targetless, with stale and correct `If-Match`, and ids that collide with live, reserved and
/// derived ones.
struct FuzzGenerator {
    var random: SeededGenerator
    private var fresh = 0
    /// Every id the session has shown so far, live or gone: pages of data sources not shown
    /// now, released controllers. Reusing them finds what an id's owner forgot.
    private var seen: Set<String> = []
    /// Ids new specs take for containers and content alike, so that a derived id (`p.blank`,
    /// `t.more`) is taken before its container exists, and the other way round.
    private static let pool = ["p", "p.blank", "t", "t.more", "q", "q.blank", "x"]
    /// Whether the session chooses every callback group and user taps on tabs are generated:
    /// off, the generator draws exactly what it drew before they existed, so the differential
    /// corpus's requests stay the same.
    var modern = false

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// The storyboard every run can instantiate from (uploaded by the target's reset): every
    /// segue kind, a veto, an embed, a rotating container and unwinds from two levels down.
    static let storyboard = #"""
        {"initial": "Root", "scenes": [
          {"identifier": "Root", "controller": {"kind": "navigation", "children": [{"storyboard": "Fuzz", "identifier": "List"}]}},
          {"identifier": "List", "controller": {"kind": "view", "title": "List", "navigationItem": {"rightItems": [{"title": "Add"}]}},
           "unwindActions": ["unwindToList"],
           "segues": [{"identifier": "open", "kind": "show", "destination": "Detail"},
                      {"identifier": "locked", "kind": "show", "destination": "Detail", "enabled": false},
                      {"identifier": "admin", "kind": "show", "destination": "Detail", "requires": {"role": "admin"}},
                      {"identifier": "add", "kind": "present", "destination": "Compose", "modalPresentationStyle": "formSheet"},
                      {"identifier": "tip", "kind": "popover", "destination": "Tip", "anchor": {"barButtonItem": {"bar": "right", "index": 0}}},
                      {"identifier": "old", "kind": "push", "destination": "Detail"},
                      {"identifier": "cards", "kind": "showDetail", "destination": "Cards"}]},
          {"identifier": "Detail", "controller": {"kind": "view", "title": "Detail"},
           "segues": [{"identifier": "more", "kind": "show", "destination": "Detail"},
                      {"identifier": "edit", "kind": "present", "destination": "Compose", "modalPresentationStyle": "fullScreen"},
                      {"identifier": "done", "kind": "unwind", "action": "unwindToList"},
                      {"identifier": "nowhere", "kind": "unwind", "action": "unwindToMars"}]},
          {"identifier": "Compose", "controller": {"kind": "navigation", "children": [{"storyboard": "Fuzz", "identifier": "Editor"}]}},
          {"identifier": "Editor", "controller": {"kind": "view", "title": "Editor"},
           "segues": [{"identifier": "deeper", "kind": "show", "destination": "Editor"},
                      {"identifier": "sent", "kind": "unwind", "action": "unwindToList"}]},
          {"identifier": "Tip", "controller": {"kind": "view", "title": "Tip"},
           "segues": [{"identifier": "close", "kind": "unwind", "action": "unwindToList"}]},
          {"identifier": "Cards", "controller": {"kind": "container", "class": "CubeViewController"},
           "segues": [{"identifier": "face", "kind": "embed", "destination": "Face"}]},
          {"identifier": "Face", "controller": {"kind": "view", "title": "Face"},
           "segues": [{"identifier": "spin", "kind": "custom", "segueClass": "RotatingSegue", "destination": "Face"},
                      {"identifier": "spinBack", "kind": "custom", "segueClass": "RotatingSegue", "direction": "reverse", "destination": "Face"},
                      {"identifier": "home", "kind": "unwind", "action": "unwindToList"}]}
        ]}
        """#

    /// The segue identifiers of each scene of ``storyboard``.
    static let segues: [String: [String]] = [
        "List": ["open", "locked", "admin", "add", "tip", "old", "cards"], "Detail": ["more", "edit", "done", "nowhere"],
        "Editor": ["deeper", "sent"], "Tip": ["close"], "Cards": ["face"], "Face": ["spin", "spinBack", "home"],
    ]

    /// The sessions the runs start from: navigation, tab bars with More, books, nested page
    /// controllers, presentation contexts in tabs, split views (alone and in a tab), pad traits.
    static let shapes: [String] = [
        #"{"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a", "title": "A"}, {"kind": "view", "id": "b"}]}"#,
        #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "navigation", "id": "n1", "definesPresentationContext": true, "children": [{"kind": "view", "id": "t1"}]}, {"kind": "navigation", "id": "n2", "children": [{"kind": "view", "id": "t2", "definesPresentationContext": true}]}, {"kind": "view", "id": "t3"}, {"kind": "view", "id": "t4"}, {"kind": "navigation", "id": "n5", "children": [{"kind": "view", "id": "t5"}]}, {"kind": "view", "id": "t6"}, {"kind": "view", "id": "t7"}], "customizable": ["t3", "t4", "n5", "t6"]}"#,
        #"{"kind": "page", "id": "book", "spinePolicy": "book", "pages": [{"kind": "view", "id": "p0"}, {"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "p1"}]}, {"kind": "view", "id": "p2"}, {"kind": "view"}, {"kind": "view", "id": "p4"}]}"#,
        #"{"kind": "navigation", "id": "nav", "children": [{"kind": "page", "id": "P", "transitionStyle": "scroll", "showsPageIndicator": true, "pages": [{"kind": "page", "id": "Q", "pages": [{"kind": "view", "id": "q0"}, {"kind": "view", "id": "q1"}]}, {"kind": "view", "id": "z"}]}]}"#,
        #"{"kind": "page", "id": "pv", "spineLocation": "mid", "pages": [{"kind": "view", "id": "m0"}, {"kind": "view", "id": "m1"}, {"kind": "view", "id": "m2"}]}"#,
        #"{"kind": "navigation", "id": "nav", "definesPresentationContext": true, "children": [{"kind": "view", "id": "home", "definesPresentationContext": true}]}"#,
        #"{"kind": "split", "id": "sv", "children": [{"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list", "title": "Colors"}]}, {"kind": "navigation", "id": "sn", "children": [{"kind": "view", "id": "detail", "definesPresentationContext": true}]}]}"#,
        #"{"kind": "container", "id": "root", "class": "SwitchViewController", "shown": ["blue"], "children": [{"kind": "view", "id": "blue"}, {"kind": "navigation", "id": "yn", "children": [{"kind": "view", "id": "yellow"}]}]}"#,
        #"{"kind": "container", "id": "deck", "class": "CardViewController", "automaticallyForwardsAppearance": false, "releasesHiddenChildrenOnMemoryWarning": true, "shown": ["front", "side"], "children": [{"kind": "view", "id": "front"}, {"kind": "navigation", "id": "back", "children": [{"kind": "view", "id": "inner"}]}, {"kind": "container", "id": "side", "releasesHiddenChildrenOnMemoryWarning": true, "shown": ["s1"], "children": [{"kind": "view", "id": "s1"}, {"kind": "view", "id": "s2"}]}]}"#,
        #"{"storyboard": "Fuzz", "identifier": "Root"}"#,
        #"{"kind": "split", "id": "sv", "children": [{"kind": "navigation", "id": "pn", "children": [{"storyboard": "Fuzz", "identifier": "List", "id": "list"}]}, {"storyboard": "Fuzz", "identifier": "Cards", "id": "cards"}]}"#,
        #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "view", "id": "w1"}, {"kind": "split", "id": "sv", "collapsesSecondaryOntoPrimary": false, "preferredDisplayMode": "oneOverSecondary", "children": [{"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list"}]}, {"kind": "view", "id": "detail"}]}, {"kind": "view", "id": "w3"}]}"#,
        #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "page", "id": "tp", "transitionStyle": "scroll", "pages": [{"kind": "navigation", "id": "pn1", "children": [{"kind": "view", "id": "v1"}]}, {"kind": "view", "id": "v2", "definesPresentationContext": true}]}, {"kind": "view", "id": "u1"}, {"kind": "view", "id": "u2"}, {"kind": "view", "id": "u3"}, {"kind": "view", "id": "u4"}, {"kind": "navigation", "id": "un5", "children": [{"kind": "view", "id": "u5"}, {"kind": "view", "id": "u6"}]}, {"kind": "view", "id": "u7"}, {"kind": "view", "id": "u8"}, {"kind": "view", "id": "u9"}], "selectedIndex": 5}"#,
    ]

    /// The shapes only modern sessions start from (the classic corpus keeps its own): iOS 14's
    /// column-style splits, a triple column with its columns wrapped by UIKit, a double column
    /// with a compact tab bar, one inside a tab.
    static let modernShapes: [String] = [
        #"{"kind": "split", "id": "sv", "style": "tripleColumn", "columns": {"primary": {"kind": "view", "id": "boxes", "title": "Mailboxes"}, "supplementary": {"kind": "navigation", "id": "ln", "children": [{"kind": "view", "id": "list"}]}, "secondary": {"kind": "view", "id": "detail", "definesPresentationContext": true}}}"#,
        #"{"kind": "split", "id": "sv", "style": "doubleColumn", "preferredSplitBehavior": "displace", "columns": {"primary": {"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list"}]}, "secondary": {"kind": "view", "id": "detail"}, "compact": {"kind": "tabBar", "id": "ct", "children": [{"kind": "navigation", "id": "cn", "children": [{"kind": "view", "id": "c0"}]}, {"kind": "view", "id": "c1"}]}}}"#,
        #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "split", "id": "sv", "style": "tripleColumn", "topColumnForCollapsing": "supplementary", "preferredDisplayMode": "twoOverSecondary", "columns": {"primary": {"kind": "view", "id": "p"}, "supplementary": {"kind": "view", "id": "q"}, "secondary": {"kind": "view", "id": "r"}}}, {"kind": "view", "id": "w2"}]}"#,
        #"{"kind": "tabBar", "id": "tabs", "children": [{"kind": "navigation", "id": "mn", "children": [{"kind": "view", "id": "inbox", "definesPresentationContext": true, "searchController": {"kind": "search", "id": "search", "searchResultsController": {"kind": "navigation", "id": "rn", "children": [{"kind": "view", "id": "hits"}]}}}, {"kind": "view", "id": "msg", "searchController": {"kind": "search", "id": "s2", "hidesNavigationBarDuringPresentation": false, "automaticallyShowsSearchResultsController": false, "searchResultsController": {"kind": "view", "id": "r2"}}}]}, {"kind": "view", "id": "w2"}]}"#,
    ]

    /// The body of `POST /sessions` for run `index`.
    mutating func createBody(shape: Int) -> String {
        let traits = [
            #""#, #", "traits": {"idiom": "pad"}"#, #", "traits": {"orientation": "landscapeLeft"}"#,
            #", "traits": {"idiom": "pad", "orientation": "landscapeRight"}"#,
        ].randomElement(using: &random)!
        let callbacks = modern ? #", "callbacks": ["viewIsAppearing", "delegates", "transitions"]"# : ""
        let shapes = modern ? Self.shapes + Self.modernShapes : Self.shapes
        return #"{"id": "s", "root": \#(shapes[shape % shapes.count])\#(traits)\#(callbacks)}"#
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

    /// An id for a new spec: usually fresh, sometimes one already taken, reserved or derived.
    mutating func newID(_ facts: SnapshotFacts) -> String? {
        fresh += 1
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return nil
        case 40..<68: return "c\(fresh)"
        case 68..<74:
            // Ids seen before and not live now are the ones an owner may still hold, or wrongly freed.
            let gone = seen.subtracting(facts.ids).sorted()
            return gone.isEmpty ? (seen.isEmpty ? "y" : pick(seen.sorted())) : pick(gone)
        case 74..<80: return pick(Self.pool)
        case 80..<85: return facts.ids.isEmpty ? "x" : pick(facts.ids)
        case 85..<90:
            let pages = facts.dataSourcePages.keys.sorted().flatMap { facts.dataSourcePages[$0] ?? [] }
            return pages.isEmpty ? "y" : pick(pages)
        case 90..<95:
            let containers = facts.ids(of: "page") + facts.ids(of: "tabBar")
            guard !containers.isEmpty else { return "pv.blank" }
            let container = pick(containers)
            return container + (facts.kinds[container] == "page" ? ".blank" : ".more")
        default: return pick(["vc\(fresh)", String(repeating: "L", count: 60), "bad id", ""])
        }
    }

    /// A controller spec, usually content, sometimes a container (refused or not).
    mutating func spec(_ facts: SnapshotFacts, depth: Int = 0) -> String {
        if chance(6) {
            let scene = pick(["List", "Detail", "Compose", "Tip", "Cards", "Face", "Root", "Nowhere"])
            let id = newID(facts).map { #", "id": "\#($0)""# } ?? ""
            return #"{"storyboard": "\#(chance(95) ? "Fuzz" : "Gone")", "identifier": "\#(scene)"\#(id)}"#
        }
        var fields: [String] = []
        let kind: String
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<66: kind = "view"
        case 66..<76: kind = "navigation"
        case 76..<86: kind = "page"
        case 86..<90: kind = "tabBar"
        case 90..<93: kind = "split"
        case 93..<96: kind = "container"
        default: kind = pick(["view", "window"])
        }
        fields.append(#""kind": "\#(kind)""#)
        if let id = newID(facts) { fields.append(#""id": "\#(id)""#) }
        if chance(30) { fields.append(#""title": "\#(pick(["T", #"Two\nLines"#, #"q\"uote"#, "ü"]))""#) }
        if chance(10) { fields.append(#""definesPresentationContext": true"#) }
        if chance(8) { fields.append(#""hidesBottomBarWhenPushed": true"#) }
        if chance(5) { fields.append(#""toolbarHidden": false"#) }
        if chance(10) { fields.append(#""modalPresentationStyle": "\#(pick(ModalPresentationStyle.allCases).rawValue)""#) }
        if chance(5) { fields.append(#""modalTransitionStyle": "\#(pick(ModalTransitionStyle.allCases).rawValue)""#) }
        if chance(10) {
            // An anchor that is mostly on screen: the top-most controllers, sometimes anything.
            let source = facts.ids.isEmpty ? "a" : pick(Array(facts.ids.suffix(3)) + [pick(facts.ids), "ghost"])
            let anchor = pick([
                "", #", "barButtonItem": {"bar": "right", "index": 0}"#, #", "barButtonItem": {"bar": "toolbar", "systemItem": "action"}"#,
                #", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}"#,
            ])
            let passthrough = facts.ids.isEmpty ? "" : #", "passthroughControllers": ["\#(pick(facts.ids))"]"#
            fields.append(
                chance(90)
                    ? #""popoverPresentation": {"sourceController": "\#(source)"\#(anchor)\#(passthrough)}"#
                    : #""popoverPresentation": {"permittedArrowDirections": []}"#)
            if chance(70) { fields.append(#""modalPresentationStyle": "popover""#) }
        }
        if chance(5) { fields.append(#""adaptivePresentationStyle": "\#(pick(AdaptivePresentationStyle.allCases).rawValue)""#) }
        if modern, chance(25) { fields.append(#""sheetPresentation": \#(sheetPresentation())"#) }
        if modern, chance(8) { fields.append(#""searchController": \#(searchSpec(facts))"#) }
        if chance(5) { fields.append(#""supportedOrientations": ["portrait"]"#) }
        if chance(3) { fields.append(#""userInfo": {"k": [1, {"n": null}]}"#) }
        let nested = depth < 2
        switch kind {
        case "navigation" where nested:
            let count = Int.random(in: 0...2, using: &random)
            fields.append(#""children": [\#((0..<count).map { _ in spec(facts, depth: depth + 1) }.joined(separator: ", "))]"#)
        case "split" where nested && modern && chance(50):
            fields += columnSplitFields(facts, depth: depth)
        case "split" where nested:
            // Mostly a navigation controller beside another, as Recipe 7-3 builds it.
            let count = pick([0, 1, 2, 2, 2, 3])
            let columns = (0..<count).map { _ in
                chance(70) ? #"{"kind": "navigation", "children": [\#(spec(facts, depth: depth + 2))]}"# : spec(facts, depth: depth + 1)
            }
            fields.append(#""children": [\#(columns.joined(separator: ", "))]"#)
            if chance(40) {
                let modes = [
                    "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "allVisible", "primaryHidden", "sideways",
                ]
                fields.append(#""preferredDisplayMode": "\#(pick(modes))""#)
            }
            if chance(40) { fields.append(#""collapsesSecondaryOntoPrimary": \#(chance(50))"#) }
            if chance(10) { fields.append(#""preferredPrimaryColumnWidthFraction": \#(pick(["0.3", "1.5", "null"]))"#) }
        case "container" where nested:
            let count = Int.random(in: 0...3, using: &random)
            fields.append(#""children": [\#((0..<count).map { _ in spec(facts, depth: depth + 1) }.joined(separator: ", "))]"#)
            if chance(30) { fields.append(#""shown": [\#(chance(50) || facts.ids.isEmpty ? "" : #""\#(pick(facts.ids))""#)]"#) }
            if chance(30) { fields.append(#""automaticallyForwardsAppearance": \#(chance(80) ? "false" : "true")"#) }
            if chance(30) { fields.append(#""releasesHiddenChildrenOnMemoryWarning": true"#) }
        case "tabBar" where nested:
            let count = Int.random(in: 0...7, using: &random)
            fields.append(#""children": [\#((0..<count).map { _ in spec(facts, depth: depth + 1) }.joined(separator: ", "))]"#)
            if chance(30) { fields.append(#""selectedIndex": \#(Int.random(in: -1...7, using: &random))"#) }
        case "page" where nested:
            let count = Int.random(in: 0...4, using: &random)
            fields.append(#""pages": [\#((0..<count).map { _ in spec(facts, depth: depth + 1) }.joined(separator: ", "))]"#)
            if chance(40) { fields.append(#""transitionStyle": "scroll""#) }
            // A mid spine is valid only double-sided: mostly valid, so that blank pages happen.
            let spine = chance(25) ? pick(["min", "mid", "mid", "max", "none"]) : nil
            if let spine { fields.append(#""spineLocation": "\#(spine)""#) }
            if spine == "mid" ? chance(20) : chance(20) { fields.append(#""doubleSided": \#(spine == "mid" ? false : chance(50))"#) }
            if chance(20) { fields.append(#""spinePolicy": "book""#) }
            if chance(20) { fields.append(#""pageIndex": \#(Int.random(in: 0...4, using: &random))"#) }
            if chance(20) { fields.append(#""showsPageIndicator": true"#) }
        default: break
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A reference: a new spec, or an id (existing or not).
    mutating func reference(_ facts: SnapshotFacts) -> String {
        chance(75) || facts.ids.isEmpty ? spec(facts) : #""\#(pick(facts.ids + ["ghost"]))""#
    }

    /// `/sessions/s/…` or `/sessions/s/controllers/{id}/…`.
    mutating func target(_ facts: SnapshotFacts, _ action: String) -> String {
        guard chance(40), !facts.ids.isEmpty else { return "/sessions/s/\(action)" }
        let id = chance(95) ? pick(facts.ids) : pick(["ghost", "tabs.more", "pv.blank"])
        return "/sessions/s/controllers/\(id)/\(action)"
    }

    /// A sheet's configuration: mostly valid (medium, large, a custom detent, undimmed and
    /// selected ones among them), sometimes not (a selected detent it does not list, no detents).
    mutating func sheetPresentation() -> String {
        var detents = [#""medium""#, #""large""#]
        if chance(40) { detents.insert(#"{"identifier": "peek", "height": 120}"#, at: 0) }
        if chance(20) { detents.removeLast() }
        if chance(5) { detents = chance(50) ? [] : [#""large""#, #""medium""#] }
        var fields = [#""detents": [\#(detents.joined(separator: ", "))]"#]
        if chance(50) { fields.append(#""selectedDetent": "\#(pick(["medium", "large", "peek"]))""#) }
        if chance(60) { fields.append(#""largestUndimmedDetent": "\#(pick(["medium", "large", "peek"]))""#) }
        if chance(30) { fields.append(#""prefersGrabberVisible": true"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    mutating func animated() -> String { chance(20) ? #", "animated": false"# : "" }

    /// An alert's spec: mostly valid (an alert or an action sheet, a cancel action, text fields
    /// on an alert, an anchor for a pad), sometimes what UIKit raises about (two cancel actions,
    /// a text field on an action sheet, an action sheet with no anchor).
    mutating func alertSpec(_ facts: SnapshotFacts) -> String {
        let sheet = chance(40)
        var fields = [#""kind": "alert""#]
        if let id = newID(facts) { fields.append(#""id": "\#(id)""#) }
        if sheet { fields.append(#""preferredStyle": "actionSheet""#) }
        if chance(50) { fields.append(#""title": "Delete?", "message": "It cannot be undone.""#) }
        var actions = [#"{"title": "OK"}"#, #"{"title": "Delete", "style": "destructive"}"#, #"{"title": "Cancel", "style": "cancel"}"#]
            .filter { _ in chance(70) }
        if chance(25) { actions.append(#"{"title": "Later", "enabled": false}"#) }
        if chance(4) { actions.append(#"{"title": "Never", "style": "cancel"}"#) }
        fields.append(#""actions": [\#(actions.joined(separator: ", "))]"#)
        if !sheet && chance(40) || chance(3) {
            fields.append(#""textFields": [{"placeholder": "Name"}\#(chance(50) ? #", {"secure": true, "text": "x"}"# : "")]"#)
        }
        if sheet, chance(75), !facts.ids.isEmpty {
            fields.append(#""popoverPresentation": {"sourceController": "\#(pick(Array(facts.ids.suffix(3)) + [pick(facts.ids)]))"}"#)
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A search controller's spec: mostly valid (a results controller, text, flags), sometimes
    /// not a search controller at all.
    mutating func searchSpec(_ facts: SnapshotFacts) -> String {
        var fields = [chance(95) ? #""kind": "search""# : #""kind": "view""#]
        if let id = newID(facts) { fields.append(#""id": "\#(id)""#) }
        if chance(70) { fields.append(#""searchResultsController": \#(spec(facts, depth: 2))"#) }
        if chance(15) { fields.append(#""searchText": "\#(pick(["", "lunch"]))""#) }
        if chance(15) { fields.append(#""showsSearchResultsController": \#(chance(50))"#) }
        if chance(20) { fields.append(#""automaticallyShowsSearchResultsController": false"#) }
        if chance(20) { fields.append(#""hidesNavigationBarDuringPresentation": false"#) }
        if chance(10) { fields.append(#""obscuresBackgroundDuringPresentation": false"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Search: activated on its owner, the search controller or the top, text typed, Cancel,
    /// its flags patched, a dismissal of it, a search controller where none may be.
    mutating func searchStep(_ facts: SnapshotFacts) -> FuzzStep {
        // Mostly owners on screen, and the top-most active search (targetless): what a user reaches.
        let reachable = facts.searchOwners.filter(facts.path.contains)
        let named = facts.searchOwners + facts.searches
        let one =
            !reachable.isEmpty && chance(50) ? pick(reachable) : named.isEmpty || chance(50) ? nil : pick(named)
        let path = { (action: String) in one.map { "/sessions/s/controllers/\($0)/\(action)" } ?? "/sessions/s/\(action)" }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            return FuzzStep(method: "POST", path: path("activate-search"), body: chance(50) ? nil : "{\(animated().dropFirst(2))}")
        case 30..<60:
            let text = pick(["l", "lunch", "", "lunch!", String(repeating: "é", count: 300)])
            return FuzzStep(method: "POST", path: path("search-text"), body: #"{"text": "\#(text)"}"#)
        case 60..<75:
            return FuzzStep(method: "POST", path: path("cancel-search"), body: chance(50) ? nil : "{\(animated().dropFirst(2))}")
        case 75..<88:
            let field = pick([
                "showsSearchResultsController", "showsSearchResultsController", "automaticallyShowsSearchResultsController",
                "hidesNavigationBarDuringPresentation", "searchText",
            ])
            let value = pick(["true", "false", "null"])
            return FuzzStep(
                method: "PATCH",
                path: "/sessions/s/controllers/\(facts.searches.isEmpty ? pick(facts.ids + ["ghost"]) : pick(facts.searches))",
                body: #"{"\#(field)": \#(value)}"#)
        case 88..<95:
            return FuzzStep(method: "POST", path: path("dismiss"), body: nil)
        default:
            // A search controller where only a navigation item may hold it.
            return FuzzStep(
                method: "POST", path: target(facts, pick(["present", "push"])), body: #"{"controller": \#(searchSpec(facts))}"#)
        }
    }

    /// A deep link: controllers of the tree revealed (or one that is not), new ones pushed,
    /// presented or shown from there; sometimes as a dry run.
    mutating func openStep(_ facts: SnapshotFacts) -> FuzzStep {
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if chance(50), !facts.ids.isEmpty {
                steps.append(#""\#(chance(95) ? pick(facts.ids) : "ghost")""#)
            } else {
                steps.append(#"{"\#(pick(["push", "push", "present", "show", "showDetail"]))": \#(spec(facts, depth: 2))}"#)
            }
        }
        let path = chance(15) ? "/sessions/s/open?dry-run=true" : "/sessions/s/open"
        return FuzzStep(method: "POST", path: path, body: #"{"path": [\#(steps.joined(separator: ", "))]\#(animated())}"#)
    }

    /// Alerts: one presented, its buttons tapped (by index or title, enabled or not), text typed,
    /// its actions replaced, a tap outside, an alert where none may be.
    mutating func alertStep(_ facts: SnapshotFacts) -> FuzzStep {
        let alerts = facts.ids(of: "alert")
        let alert = alerts.isEmpty || chance(30) ? nil : pick(alerts)
        let path = { (action: String) in alert.map { "/sessions/s/controllers/\($0)/\(action)" } ?? "/sessions/s/\(action)" }
        switch Int.random(in: 0..<100, using: &random) {
        case _ where alerts.isEmpty && chance(75), 0..<10:
            return FuzzStep(method: "POST", path: target(facts, "present"), body: #"{"controller": \#(alertSpec(facts))}"#)
        case 0..<55:
            let action =
                chance(50) ? "\(Int.random(in: -1...3, using: &random))" : #""\#(pick(["OK", "Delete", "Cancel", "Later", "ghost"]))""#
            return FuzzStep(method: "POST", path: path("tap-action"), body: #"{"action": \#(action)}"#)
        case 55..<75:
            let text = pick(["ada", "", "s3cret", String(repeating: "é", count: 300)])
            let field = chance(10) ? -1 : Int.random(in: 0...2, using: &random)
            return FuzzStep(method: "POST", path: path("enter-text"), body: #"{"textField": \#(field), "text": "\#(text)"}"#)
        case 75..<85:
            let enabled = chance(50)
            return FuzzStep(
                method: "PATCH", path: "/sessions/s/controllers/\(alert ?? pick(facts.ids + ["ghost"]))",
                body:
                    #"{"actions": [{"title": "OK", "enabled": \#(enabled)}, {"title": "Cancel", "style": "cancel"}]\#(chance(20) ? #", "message": null"# : "")}"#
            )
        case 85..<92:
            return FuzzStep(method: "POST", path: target(facts, "dismiss"), body: #"{"reason": "outside"}"#)
        default:
            // An alert where only a presentation may put it.
            return FuzzStep(method: "POST", path: target(facts, "push"), body: #"{"controller": \#(alertSpec(facts))}"#)
        }
    }

    /// The next step, chosen from what the session holds now.
    mutating func step(_ facts: SnapshotFacts) -> FuzzStep {
        seen.formUnion(facts.ids)
        for pages in facts.dataSourcePages.values { seen.formUnion(pages) }
        if chance(3) { return FuzzStep(method: "POST", path: "/sessions", importMutation: random.next()) }
        var step = makeStep(facts)
        // Some steps go through the batch route, with one to three actions, and some are dry runs.
        if chance(7), let first = Self.batchEntry(step) {
            var entries = [first]
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                if let entry = Self.batchEntry(makeStep(facts)) { entries.append(entry) }
            }
            step = FuzzStep(method: "POST", path: "/sessions/s/actions", body: #"{"actions": [\#(entries.joined(separator: ", "))]}"#)
        }
        if chance(5), step.method != "GET", !step.path.contains("?") { step.path += "?dry-run=true" }
        let roll = Int.random(in: 0..<100, using: &random)
        step.ifMatch = roll < 10 ? .current : roll < 18 ? .stale : .none
        if chance(3), step.body != nil { step.body = pick(["{", "[]", #"{"controller": 3}"#, #"{"unknown": true}"#, "null"]) }
        return step
    }

    /// `step` as an entry of the batch route, when it is a mutation.
    static func batchEntry(_ step: FuzzStep) -> String? {
        let parts = step.path.split(separator: "/").map(String.init)
        var name: String
        var controller: String?
        switch (step.method, parts.count) {
        case ("POST", 3): name = parts[2]
        case ("POST", 5): (name, controller) = (parts[4], parts[3])
        case ("PUT", 3) where parts[2] == "traits": name = "traits"
        case ("PATCH", 4): (name, controller) = ("patch", parts[3])
        default: return nil
        }
        if name == "actions" { return nil }
        var fields = [#""action": "\#(name)""#]
        if let controller { fields.append(#""controller": "\#(controller)""#) }
        if let body = step.body { fields.append(#""body": \#(body)"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A column-style split's fields: a style (mostly matching the columns given), columns
    /// that are content or navigation controllers (sometimes a tab bar, or a compact one), a
    /// behaviour, a mode, a top column; now and then the classic split's field or children.
    private mutating func columnSplitFields(_ facts: SnapshotFacts, depth: Int) -> [String] {
        let triple = chance(50)
        var fields = [#""style": "\#(chance(92) ? (triple ? "tripleColumn" : "doubleColumn") : pick(["unspecified", "quad"]))""#]
        var columns: [String] = []
        for column in ["primary", "supplementary", "secondary", "compact"] {
            let wanted =
                switch column {
                case "primary": chance(95)
                case "supplementary": triple ? chance(85) : chance(5)
                case "secondary": chance(85)
                default: chance(35)
                }
            guard wanted else { continue }
            let spec =
                column == "compact" && chance(50)
                ? #"{"kind": "tabBar", "children": [{"kind": "navigation", "children": [\#(spec(facts, depth: depth + 3))]}, \#(spec(facts, depth: depth + 2))]}"#
                : chance(40) ? #"{"kind": "navigation", "children": [\#(spec(facts, depth: depth + 3))]}"# : spec(facts, depth: depth + 2)
            columns.append(#""\#(column)": \#(spec)"#)
        }
        fields.append(chance(95) ? #""columns": {\#(columns.joined(separator: ", "))}"# : #""children": [{"kind": "view"}]"#)
        if chance(40) { fields.append(#""preferredSplitBehavior": "\#(pick(["automatic", "tile", "overlay", "displace", "null"]))""#) }
        if chance(40) {
            let modes = [
                "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary",
                "twoDisplaceSecondary",
            ]
            fields.append(#""preferredDisplayMode": "\#(pick(modes))""#)
        }
        if chance(40) { fields.append(#""topColumnForCollapsing": "\#(pick(["primary", "supplementary", "secondary", "compact"]))""#) }
        if chance(5) { fields.append(#""collapsesSecondaryOntoPrimary": false"#) }
        return fields
    }

    /// A column-style split's action: show-column or hide-column, a behaviour or top column
    /// patched, a mode of the two-column family.
    private mutating func columnStep(_ facts: SnapshotFacts) -> FuzzStep {
        let splits = facts.columnSplits.isEmpty || chance(10) ? facts.ids(of: "split") : facts.columnSplits
        let column = pick(["primary", "supplementary", "secondary", "secondary", "compact", "middle"])
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<7:
            let action = chance(60) ? "show-column" : "hide-column"
            let path = chance(80) && !splits.isEmpty ? "/sessions/s/controllers/\(pick(splits))/\(action)" : target(facts, action)
            return FuzzStep(method: "POST", path: path, body: #"{"column": "\#(column)"\#(animated())}"#)
        case 7..<9:
            let field =
                chance(50)
                ? #""preferredSplitBehavior": "\#(pick(["automatic", "tile", "overlay", "displace"]))""#
                : #""topColumnForCollapsing": "\#(pick(["primary", "supplementary", "secondary", "compact"]))""#
            return FuzzStep(method: "PATCH", path: "/sessions/s/controllers/\(splits.isEmpty ? "sv" : pick(splits))", body: "{\(field)}")
        default:
            let mode = pick(["twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary", "oneOverSecondary"])
            return FuzzStep(method: "POST", path: target(facts, "set-display-mode"), body: #"{"mode": "\#(mode)"}"#)
        }
    }

    /// A split view controller's action: the display mode, or a show or show-detail.
    private mutating func splitStep(_ facts: SnapshotFacts) -> FuzzStep {
        if modern, chance(facts.columnSplits.isEmpty ? 30 : 70) { return columnStep(facts) }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let modes = ["secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "primaryOverlay", "automatic"]
            let path =
                chance(50) && !facts.ids(of: "split").isEmpty
                ? "/sessions/s/controllers/\(pick(facts.ids(of: "split")))/set-display-mode" : target(facts, "set-display-mode")
            return FuzzStep(method: "POST", path: path, body: #"{"mode": "\#(pick(modes))"\#(animated())}"#)
        case 1:
            return FuzzStep(method: "POST", path: target(facts, "show"), body: #"{"controller": \#(reference(facts))\#(animated())}"#)
        default:
            return FuzzStep(
                method: "POST", path: target(facts, "show-detail"), body: #"{"controller": \#(reference(facts))\#(animated())}"#)
        }
    }

    /// A custom container's action: add, did-move, remove, transition.
    private mutating func containerStep(_ facts: SnapshotFacts) -> FuzzStep {
        let containers = facts.ids(of: "container")
        // Appearance calls mostly go to containers that take them.
        let appearance = chance(30)
        let candidates = appearance && !facts.manual.isEmpty && chance(85) ? facts.manual.sorted() : containers
        let owner = candidates.isEmpty || chance(10) ? nil : pick(candidates)
        let path = { (action: String) in owner.map { "/sessions/s/controllers/\($0)/\(action)" } ?? "/sessions/s/\(action)" }
        let children = owner.flatMap { facts.children[$0] } ?? []
        let released = owner.flatMap { facts.released[$0] } ?? []
        let kept = owner.flatMap { facts.kept[$0] } ?? []
        // Keeping what leaves, and naming what is kept, only in modern sessions: classic ones
        // draw what they drew before.
        let keep = { (generator: inout FuzzGenerator) in generator.modern && generator.chance(40) ? #", "keep": true"# : "" }
        let child = children.isEmpty || chance(10) ? pick(facts.ids + ["ghost"]) : pick(children)
        switch appearance ? Int.random(in: 5..<7, using: &random) : Int.random(in: 0..<5, using: &random) {
        case 0, 1:
            let flags = [chance(30) ? #", "shown": false"# : "", chance(30) ? #", "didMove": false"# : ""].joined()
            let controller =
                !released.isEmpty && chance(50)
                ? #""\#(pick(released))""#
                : modern && !kept.isEmpty && chance(50) ? #""\#(pick(kept))""# : reference(facts)
            return FuzzStep(method: "POST", path: path("add-child"), body: #"{"controller": \#(controller)\#(flags)}"#)
        case 5:
            let flags = chance(30) ? #", "animated": false"# : ""
            return FuzzStep(
                method: "POST", path: path("begin-appearance"), body: #"{"child": "\#(child)", "appearing": \#(chance(60))\#(flags)}"#)
        case 6:
            return FuzzStep(method: "POST", path: path("end-appearance"), body: #"{"child": "\#(child)"}"#)
        case 2:
            return FuzzStep(method: "POST", path: path("did-move"), body: #"{"child": "\#(child)"}"#)
        case 3:
            let child = modern && !kept.isEmpty && chance(20) ? pick(kept) : child
            let body = #"{"child": "\#(child)"\#(animated())\#(keep(&self))}"#
            return FuzzStep(method: "POST", path: path("remove-child"), body: body)
        default:
            let to =
                !released.isEmpty && chance(40)
                ? #""\#(pick(released))""#
                : modern && !kept.isEmpty && chance(40)
                    ? #""\#(pick(kept))""# : chance(50) && !children.isEmpty ? #""\#(pick(children))""# : spec(facts)
            let options = pick(Hierarchy.TransitionOptions.allCases).rawValue
            let duration = pick(["0", "0.3", "-1"])
            return FuzzStep(
                method: "POST", path: path("transition"),
                body: #"{"from": "\#(child)", "to": \#(to), "options": "\#(options)", "duration": \#(duration)\#(keep(&self))}"#)
        }
    }

    /// A segue from a controller instantiated from the storyboard (or another, refused).
    private mutating func segueStep(_ facts: SnapshotFacts) -> FuzzStep {
        let sources = facts.scenes.filter { Self.segues[$0.value] != nil }.keys.sorted()
        let source = sources.isEmpty || chance(10) ? (facts.ids.isEmpty ? nil : pick(facts.ids)) : pick(sources)
        let path = source.map { "/sessions/s/controllers/\($0)/perform-segue" } ?? "/sessions/s/perform-segue"
        let own = source.flatMap { facts.scenes[$0] }.flatMap { Self.segues[$0] } ?? []
        let identifier =
            own.isEmpty || chance(10) ? pick(Self.segues.keys.sorted().flatMap { Self.segues[$0] ?? [] } + ["ghost"]) : pick(own)
        var fields = [#""identifier": "\#(identifier)""#]
        if chance(40) { fields.append(#""userAction": true"#) }
        if chance(30) { fields.append(#""userInfo": \#(pick([#"{"role": "admin"}"#, #"{"role": "guest", "id": 7}"#, "[1, 2]", "null"]))"#) }
        if chance(10), !facts.ids.isEmpty { fields.append(#""sender": "\#(pick(facts.ids))""#) }
        if chance(20) { fields.append(#""animated": false"#) }
        return FuzzStep(method: "POST", path: path, body: "{" + fields.joined(separator: ", ") + "}")
    }

    private mutating func makeStep(_ facts: SnapshotFacts) -> FuzzStep {
        if modern, chance(facts.ids(of: "alert").isEmpty ? 6 : 45) { return alertStep(facts) }
        if modern, chance(5) { return openStep(facts) }
        if modern, chance(facts.searches.isEmpty ? 3 : 30) { return searchStep(facts) }
        if chance(facts.scenes.isEmpty ? 2 : 20) { return segueStep(facts) }
        if modern, !facts.columnSplits.isEmpty, chance(12) { return splitStep(facts) }
        if chance(facts.ids(of: "split").isEmpty ? 3 : 12) { return splitStep(facts) }
        if chance(facts.ids(of: "container").isEmpty ? 3 : 15) { return containerStep(facts) }
        if chance(2) { return FuzzStep(method: "POST", path: "/sessions/s/memory-warning", body: chance(50) ? nil : "{}") }
        var roll = Int.random(in: 0..<100, using: &random)
        // Mostly steps the session can take: tab actions need a tab bar, page actions a page
        // view controller (refusals still come, a fifth of the time).
        let pointless =
            (42..<55).contains(roll) && facts.ids(of: "tabBar").isEmpty
            || (74..<85).contains(roll) && facts.ids(of: "page").isEmpty
        if pointless, chance(80) { roll = Int.random(in: 0..<42, using: &random) }
        switch roll {
        case 0..<18:
            return FuzzStep(method: "POST", path: target(facts, "push"), body: #"{"controller": \#(reference(facts))\#(animated())}"#)
        case 18..<30:
            if modern, chance(40) {
                return FuzzStep(
                    method: "POST", path: target(facts, "pop"), body: #"{"interactive": "\#(pick(["cancelled", "finished"]))"}"#)
            }
            return FuzzStep(method: "POST", path: target(facts, "pop"), body: chance(50) ? nil : "{\(animated().dropFirst(2))}")
        case 30..<33:
            return FuzzStep(method: "POST", path: target(facts, "pop-to-root"), body: nil)
        case 33..<36:
            return FuzzStep(method: "POST", path: target(facts, "pop-to"), body: #"{"controller": "\#(pick(facts.ids + ["ghost"]))"}"#)
        case 36..<42:
            let targetID =
                chance(60) ? pick(facts.ids(of: "tabBar") + facts.ids(of: "page") + facts.ids(of: "navigation") + ["ghost"]) : nil
            let path = targetID.map { "/sessions/s/controllers/\($0)/set-view-controllers" } ?? "/sessions/s/set-view-controllers"
            let current = targetID.flatMap { facts.children[$0] } ?? []
            var references = current.shuffled(using: &random).prefix(Int.random(in: 0...max(0, current.count), using: &random))
                .map { #""\#($0)""# }
            if facts.kinds[targetID ?? ""] == "page" {
                let pages = facts.dataSourcePages[targetID ?? ""] ?? []
                let start = Int.random(in: 0...max(0, pages.count), using: &random)
                references = Array(pages.dropFirst(start).prefix(Int.random(in: 1...2, using: &random)).map { #""\#($0)""# })
                if chance(20) { references.append(#""\#(targetID ?? "").blank""#) }
            } else {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    references.insert(spec(facts), at: Int.random(in: 0...references.count, using: &random))
                }
            }
            return FuzzStep(method: "POST", path: path, body: #"{"controllers": [\#(references.joined(separator: ", "))]\#(animated())}"#)
        case 42..<52:
            var body =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: #"{"more": true}"#
                case 1: #"{"controller": "\#(pick(facts.ids + ["ghost"]))"}"#
                case 2: #"{"index": \#(Int.random(in: 0...7, using: &random)), "popToRootOnReselect": true}"#
                default: #"{"index": \#(Int.random(in: -1...8, using: &random))}"#
                }
            if modern, chance(15), let tab = facts.ids.isEmpty ? nil : pick(facts.ids) {
                // The delegate's answer for one controller's tab, then (often) a tap on it.
                return FuzzStep(
                    method: "PATCH", path: "/sessions/s/controllers/\(tab)", body: #"{"shouldSelect": \#(chance(50))}"#)
            }
            if modern, chance(60) { body = String(body.dropLast()) + #", "userAction": true}"# }
            return FuzzStep(method: "POST", path: target(facts, "select-tab"), body: body)
        case 52..<55:
            let tabBar = facts.ids(of: "tabBar").first ?? "tabs"
            var order = (facts.children[tabBar] ?? []).shuffled(using: &random)
            if chance(20) { order = Array(order.dropLast()) }
            return FuzzStep(
                method: "POST", path: "/sessions/s/controllers/\(tabBar)/reorder-tabs",
                body: #"{"order": [\#(order.map { #""\#($0)""# }.joined(separator: ", "))]}"#)
        case 55..<66:
            return FuzzStep(
                method: "POST", path: target(facts, "present"),
                body: #"{"controller": \#(chance(95) ? spec(facts) : #""a""#)\#(animated())}"#)
        case 66..<74:
            if modern, chance(35) {
                // A sheet's detent, set by the app or dragged to by the user, or its detents replaced.
                let sheet = facts.ids.isEmpty || chance(40) ? nil : pick(facts.ids)
                if let sheet, chance(20) {
                    return FuzzStep(
                        method: "PATCH", path: "/sessions/s/controllers/\(sheet)", body: #"{"sheetPresentation": \#(sheetPresentation())}"#)
                }
                let detent = pick(["medium", "large", "large", "peek", "ghost"])
                return FuzzStep(
                    method: "POST", path: sheet.map { "/sessions/s/controllers/\($0)/set-detent" } ?? "/sessions/s/set-detent",
                    body: #"{"detent": "\#(detent)", "userAction": \#(chance(60))}"#)
            }
            if modern, chance(40), let presented = facts.ids.isEmpty ? nil : pick(facts.ids) {
                // A user's dismissal: a swipe down, or the answer that refuses it.
                return chance(25)
                    ? FuzzStep(
                        method: "PATCH", path: "/sessions/s/controllers/\(presented)", body: #"{"modalInPresentation": \#(chance(50))}"#)
                    : FuzzStep(
                        method: "POST", path: target(facts, "dismiss"),
                        body: #"{"reason": "swipe", "interactive": "\#(pick(["finished", "cancelled"]))"}"#)
            }
            let tapped = facts.ids.isEmpty || chance(50) ? "" : #", "tappedController": "\#(pick(facts.ids))""#
            let body = chance(60) ? nil : chance(85) ? #"{"reason": "outside"\#(tapped)}"# : #"{"tappedController": "a"}"#
            return FuzzStep(method: "POST", path: target(facts, "dismiss"), body: body)
        case 74..<81:
            return FuzzStep(
                method: "POST", path: target(facts, "turn-page"),
                body: #"{"direction": "\#(pick(["forward", "forward", "reverse", "sideways"]))"\#(animated())}"#)
        case 81..<85:
            return FuzzStep(
                method: "POST", path: target(facts, "set-page"), body: #"{"index": \#(Int.random(in: -1...6, using: &random))}"#)
        case 85..<91:
            var fields: [String] = []
            if chance(60) { fields.append(#""orientation": "\#(pick(Orientation.allCases).rawValue)""#) }
            if chance(30) { fields.append(#""idiom": "\#(pick(["phone", "pad"]))""#) }
            if chance(20) { fields.append(#""horizontalSizeClass": \#(pick([#""compact""#, #""regular""#, "null"]))"#) }
            return FuzzStep(method: "PUT", path: "/sessions/s/traits", body: "{" + fields.joined(separator: ", ") + "}")
        case 91..<98:
            let id = facts.ids.isEmpty ? "a" : pick(facts.ids)
            let field = pick([
                #""title": "New\ntitle""#, #""title": null"#, #""doubleSided": true"#, #""doubleSided": false"#,
                #""doubleSided": null"#, #""toolbarHidden": false"#, #""navigationBarHidden": true"#,
                #""hidesBottomBarWhenPushed": true"#, #""definesPresentationContext": true"#,
                #""supportedOrientations": ["portrait"]"#, #""selectedIndex": 1"#, #""kind": "view""#,
                #""navigationItem": {"rightItems": [{"title": "Edit"}], "hidesBackButton": true}"#,
                #""tabBarItem": {"badgeValue": "3"}"#, #""spineLocation": "mid""#, #""colour": "red""#,
                #""preferredDisplayMode": "oneOverSecondary""#, #""preferredDisplayMode": null"#,
                #""collapsesSecondaryOntoPrimary": false"#, #""presentsWithGesture": false"#,
                #""popoverPresentation": null"#, #""adaptivePresentationStyle": "none""#,
            ])
            return FuzzStep(method: "PATCH", path: "/sessions/s/controllers/\(id)", body: "{\(field)}")
        default:
            return FuzzStep(method: "GET", path: "/sessions/s?format=text", body: nil)
        }
    }
}
