import Foundation
import NavigationModel
import Testing

/// The snapshot writer follows ``ControllerField``: a node of each kind, with every field it
/// may have set away from its default, has every one of them.
@Suite struct SnapshotFieldTests {
    /// The fields only a column-style split's node has (the classic split's does not).
    static let columnStyleOnly: Set<ControllerField> = [.style, .preferredSplitBehavior, .topColumnForCollapsing, .columns]

    static let columnSplitSession = #"""
        {"id": "columns", "root": {"kind": "split", "id": "c", "style": "tripleColumn", "preferredSplitBehavior": "overlay",
         "topColumnForCollapsing": "supplementary", "presentsWithGesture": false, "preferredPrimaryColumnWidthFraction": 0.3,
         "columns": {"primary": {"kind": "view"}, "supplementary": {"kind": "view"}, "secondary": {"kind": "view"}}}}
        """#

    private static let properties = #"""
        "title": "T", "navigationItem": {"title": "I"}, "tabBarItem": {"badgeValue": "1"},
        "toolbarItems": [{"title": "Share"}], "hidesBottomBarWhenPushed": true, "shouldSelect": false, "modalInPresentation": true, "modalPresentationStyle": "fullScreen",
        "modalTransitionStyle": "crossDissolve", "definesPresentationContext": true,
        "supportedOrientations": ["portrait"], "restorationIdentifier": "r", "userInfo": {"k": 1},
        "popoverPresentation": {"sourceController": "c", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}},
        "sheetPresentation": {"detents": ["medium"]},
        "adaptivePresentationStyle": "none", "scene": {"storyboard": "Main", "identifier": "S"}
        """#

    private static let alertProperties = #"""
        "title": "T", "navigationItem": {"title": "I"}, "tabBarItem": {"badgeValue": "1"},
        "toolbarItems": [{"title": "Share"}], "hidesBottomBarWhenPushed": true, "shouldSelect": false,
        "definesPresentationContext": true, "supportedOrientations": ["portrait"], "restorationIdentifier": "r",
        "userInfo": {"k": 1}, "popoverPresentation": {"sourceController": "c", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}},
        "scene": {"storyboard": "Main", "identifier": "S"}
        """#

    @Test(arguments: ControllerKind.allCases)
    func everyFieldOfAKindIsInItsNode(kind: ControllerKind) throws {
        let structure =
            switch kind {
            case .view: ""
            case .navigation: #", "navigationBarHidden": true, "toolbarHidden": false, "children": [{"kind": "view"}]"#
            case .tabBar: #", "selectedIndex": 0, "customizable": [], "children": [{"kind": "view", "id": "tab"}]"#
            case .container:
                #", "shown": ["child"], "automaticallyForwardsAppearance": false, "releasesHiddenChildrenOnMemoryWarning": true, "children": [{"kind": "view", "id": "child"}]"#
            case .split:
                #", "preferredDisplayMode": "allVisible", "presentsWithGesture": false, "preferredPrimaryColumnWidthFraction": 0.4, "collapsesSecondaryOntoPrimary": false, "children": [{"kind": "view"}, {"kind": "view"}]"#
            case .page:
                #", "transitionStyle": "scroll", "navigationOrientation": "vertical", "spineLocation": "none", "doubleSided": true, "interPageSpacing": 4, "showsPageIndicator": true, "spinePolicy": "fixed", "pageIndex": 0, "pages": [{"kind": "view"}]"#
            case .alert:
                #", "preferredStyle": "alert", "message": "M", "actions": [{"title": "OK"}], "textFields": [{"text": "x"}]"#
            case .search:
                #", "searchResultsController": {"kind": "view"}, "showsSearchResultsController": true, "searchText": "x", "automaticallyShowsSearchResultsController": false, "hidesNavigationBarDuringPresentation": false, "obscuresBackgroundDuringPresentation": false"#
            }
        // An alert is only presented, in UIAlertController's own style, and a search controller
        // only held by a navigation item: the fields of the others' presentations do not apply
        // to them; every other kind may hold a search controller.
        let properties = kind == .alert || kind == .search ? Self.alertProperties : Self.properties
        let owns = ControllerKind.allCases.filter { $0 != .alert && $0 != .search }.contains(kind)
        let search = owns ? #", "searchController": {"kind": "search"}"# : ""
        let spec = #"{"kind": "\#(kind.rawValue)", "id": "c", "class": "C", \#(properties)\#(structure)\#(search)}"#
        try withNavState { server in
            let api = try server.client()
            let root =
                switch kind {
                case .alert: #"{"kind": "view"}"#
                case .search: #"{"kind": "view", "id": "o", "searchController": \#(spec)}"#
                default: spec
                }
            var created = try api.post("/sessions", #"{"id": "s", "root": \#(root)}"#)
            #expect(created.status == 201, "\(created.text)")
            var node = kind == .search ? created.json["window"]["root"]["inactiveSearchController"] : created.json["window"]["root"]
            if kind == .alert {
                created = try api.post("/sessions/s/present", #"{"controller": \#(spec)}"#)
                #expect(created.status == 200, "\(created.text) \(spec)")
                node = created.json["window"]["root"]["presented"]
            }
            guard case .object(let node) = node else { return }
            for field in ControllerField.allCases where field.applies(to: kind) && !Self.columnStyleOnly.contains(field) {
                #expect(node[field.rawValue] != nil, "\(kind.rawValue) node has \(field.rawValue)")
            }
            guard kind == .split else { return }
            // A column style's node has the fields of the column styles, and not the classic's.
            let columns = try api.post("/sessions", Self.columnSplitSession)
            #expect(columns.status == 201, "\(columns.text)")
            guard case .object(let split) = columns.json["window"]["root"] else { return }
            for field in ControllerField.allCases where field.kinds == [.split] {
                #expect((split[field.rawValue] != nil) == (field != .collapsesSecondaryOntoPrimary), "column style: \(field.rawValue)")
            }
        }
    }
}
