import Foundation
import NavigationModel
import Testing

/// The snapshot writer follows ``ControllerField``: a node of each kind, with every field it
/// may have set away from its default, has every one of them.
@Suite struct SnapshotFieldTests {
    private static let properties = #"""
        "title": "T", "navigationItem": {"title": "I"}, "tabBarItem": {"badgeValue": "1"},
        "toolbarItems": [{"title": "Share"}], "hidesBottomBarWhenPushed": true, "shouldSelect": false, "modalInPresentation": true, "modalPresentationStyle": "fullScreen",
        "modalTransitionStyle": "crossDissolve", "definesPresentationContext": true,
        "supportedOrientations": ["portrait"], "restorationIdentifier": "r", "userInfo": {"k": 1},
        "popoverPresentation": {"sourceController": "c", "sourceRect": {"x": 1, "y": 2, "width": 3, "height": 4}},
        "sheetPresentation": {"detents": ["medium"]},
        "adaptivePresentationStyle": "none", "scene": {"storyboard": "Main", "identifier": "S"}
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
            }
        try withNavState { server in
            let api = try server.client()
            let created = try api.post(
                "/sessions",
                #"{"id": "s", "root": {"kind": "\#(kind.rawValue)", "id": "c", "class": "C", \#(Self.properties)\#(structure)}}"#)
            #expect(created.status == 201, "\(created.text)")
            guard case .object(let node) = created.json["window"]["root"] else { return }
            for field in ControllerField.allCases where field.applies(to: kind) {
                #expect(node[field.rawValue] != nil, "\(kind.rawValue) node has \(field.rawValue)")
            }
        }
    }
}
