import Foundation
import NavigationModel
import Testing

/// The descriptors of ``ControllerProperties``: one per stored value, each reading and writing
/// its field symmetrically, and the record of which fields differ from their defaults kept
/// right through every change.
@Suite struct PropertyDescriptorTests {
    /// A value other than the default for each property field, as a spec or a `PATCH` sends it
    /// and as a checkpoint writes it back.
    static let samples: [ControllerField: String] = [
        .navigationBarHidden: "true",
        .toolbarHidden: "false",
        .automaticallyForwardsAppearance: "false",
        .releasesHiddenChildrenOnMemoryWarning: "true",
        .navigationItem: #"{"title":"Inbox","prompt":"p","rightItems":[{"title":"Edit","style":"done"}]}"#,
        .tabBarItem: #"{"title":"Mail","badgeValue":"3","tag":2}"#,
        .toolbarItems: #"[{"systemItem":"compose","enabled":false}]"#,
        .hidesBottomBarWhenPushed: "true",
        .shouldSelect: "false",
        .modalInPresentation: "true",
        .modalPresentationStyle: #""formSheet""#,
        .modalTransitionStyle: #""crossDissolve""#,
        .popoverPresentation:
            #"{"sourceController":"a","sourceRect":{"x":1,"y":2,"width":3,"height":4},"permittedArrowDirections":["up"],"passthroughControllers":["b"]}"#,
        .sheetPresentation:
            #"{"detents":[{"identifier":"peek","height":120.5},"medium","large"],"selectedDetent":"medium","largestUndimmedDetent":"peek","prefersGrabberVisible":true}"#,
        .adaptivePresentationStyle: #""none""#,
        .definesPresentationContext: "true",
        .supportedOrientations: #"["portrait","landscapeLeft"]"#,
        .restorationIdentifier: #""inbox\"1""#,
        .scene: #"{"storyboard":"Main","identifier":"Detail"}"#,
        .userInfo: #"{"a":[1,true,null],"b":"c"}"#,
        .preferredStyle: #""actionSheet""#,
        .message: #""It cannot be undone.""#,
        .actions: #"[{"title":"Cancel","style":"cancel"},{"title":"Delete","style":"destructive","enabled":false}]"#,
        .textFields: #"[{"placeholder":"Name","text":""},{"secure":true,"text":"s3cret"}]"#,
        .searchText: #""lunch""#,
        .automaticallyShowsSearchResultsController: "false",
        .hidesNavigationBarDuringPresentation: "false",
        .obscuresBackgroundDuringPresentation: "false",
    ]

    private func patch(_ json: String) throws -> ControllerPatch {
        try JSONDecoder().decode(ControllerPatch.self, from: Data(json.utf8))
    }

    private func written(_ properties: ControllerProperties, snapshotOnly: Bool = false) -> String {
        var json = JSONWriter()
        json.beginObject()
        properties.writeProperties(to: &json, snapshotOnly: snapshotOnly)
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test func everyStoredValueHasOneDescriptorInFieldOrder() {
        let stored = Mirror(reflecting: ControllerProperties.Values()).children.compactMap(\.label)
        let described = ControllerProperties.propertyFields.map(\.field)
        #expect(Set(stored) == Set(described.map(\.rawValue)))
        #expect(described.count == stored.count)
        #expect(described == described.sorted())
        #expect(Set(Self.samples.keys) == Set(described), "a sample for every property field")
    }

    @Test(arguments: ControllerProperties.propertyFields.map(\.field))
    func aValueReadIsWrittenBackAsItWasAndNullReturnsToTheDefault(_ field: ControllerField) throws {
        let sample = try #require(Self.samples[field])
        let set = try patch(#"{"\#(field.rawValue)": \#(sample)}"#).applied(to: ControllerProperties())
        #expect(written(set) == #"{"\#(field.rawValue)":\#(sample)}"#)
        #expect(!set.othersAreDefaults)
        let snapshot = written(set, snapshotOnly: true)
        #expect(snapshot == (field.snapshotRule == .unlessDefault ? written(set) : "{}"))

        let removed = try patch(#"{"\#(field.rawValue)": null}"#).applied(to: set)
        #expect(removed == ControllerProperties())
        #expect(written(removed) == "{}")
        #expect(removed.byteCount == 0)
    }

    @Test func theTextCountedFollowsEveryChange() throws {
        var properties = try patch(#"{"restorationIdentifier": "abc", "navigationItem": {"title": "xy"}}"#)
            .applied(to: ControllerProperties(className: "C", title: "T"))
        #expect(properties.byteCount == 1 + 1 + 3 + 2)
        let shared = properties
        properties.restorationIdentifier = "abcdef"
        #expect(properties.byteCount == 1 + 1 + 6 + 2)
        #expect(shared.byteCount == 1 + 1 + 3 + 2, "a copy keeps its own count")
        properties.navigationItem = NavigationItem()
        #expect(properties.byteCount == 1 + 1 + 6)
        #expect(written(properties) == #"{"restorationIdentifier":"abcdef"}"#)
        #expect(written(shared) == #"{"navigationItem":{"title":"xy"},"restorationIdentifier":"abc"}"#)
    }
}
