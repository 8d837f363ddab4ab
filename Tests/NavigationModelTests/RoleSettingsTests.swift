import Foundation
import NavigationModel
import Testing

/// The settings of page and split view controllers (``PageSettings``, ``SplitSettings``): one
/// row per stored value, in field order, each reading and writing its field symmetrically, and
/// the same value in a spec's options and in the live state.
@Suite struct RoleSettingsTests {
    /// A value other than the default for each setting, as a spec sends it and a snapshot writes it.
    static let samples: [ControllerField: String] = [
        .transitionStyle: #""scroll""#,
        .navigationOrientation: #""vertical""#,
        .interPageSpacing: "12.5",
        .showsPageIndicator: "true",
        .spinePolicy: #""book""#,
        .preferredDisplayMode: #""oneOverSecondary""#,
        .presentsWithGesture: "false",
        .preferredPrimaryColumnWidthFraction: "0.25",
        .collapsesSecondaryOntoPrimary: "false",
        .style: #""tripleColumn""#,
        .preferredSplitBehavior: #""displace""#,
        .topColumnForCollapsing: #""primary""#,
    ]

    private func json(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    private func written<Settings>(_ row: SettingRow<Settings>, _ settings: Settings, leavingOutNil: Bool = false) -> String {
        var json = JSONWriter()
        json.beginObject()
        row.write(from: settings, leavingOutNil: leavingOutNil, to: &json)
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test func everyStoredSettingHasOneRowInFieldOrder() {
        for (stored, fields) in [
            (Mirror(reflecting: PageSettings()).children.compactMap(\.label), PageSettings.rows.map(\.field)),
            (Mirror(reflecting: SplitSettings()).children.compactMap(\.label), SplitSettings.rows.map(\.field)),
        ] {
            #expect(fields.map(\.rawValue) == stored, "one row per stored value, in the order they are kept")
            #expect(fields == fields.sorted())
        }
        #expect(PageSettings.rows.allSatisfy { $0.field.kinds == [.page] && !$0.field.isPatchable })
        #expect(SplitSettings.rows.allSatisfy { $0.field.kinds == [.split] && ($0.field.isPatchable || $0.field == .style) })
        #expect(Set(Self.samples.keys) == Set(PageSettings.rows.map(\.field) + SplitSettings.rows.map(\.field)))
    }

    @Test func eachDefaultIsTheStoredValuesInitialOne() throws {
        for row in PageSettings.rows {
            #expect(row.field.defaultValue != nil, "\(row.field)")
            let text = written(row, PageSettings())
            #expect(try json(text) == .object([row.field.rawValue: row.field.defaultValue ?? .null]))
        }
        for row in SplitSettings.rows {
            let text = written(row, SplitSettings())
            #expect(try json(text) == .object([row.field.rawValue: row.field.defaultValue ?? .null]))
        }
        #expect(ControllerField.preferredDisplayMode.defaultValue == "automatic")
        #expect(ControllerField.preferredPrimaryColumnWidthFraction.defaultValue == nil)
        #expect(ControllerField.interPageSpacing.defaultValue == 0)
    }

    @Test(arguments: PageSettings.rows.map(\.field))
    func aPageSettingReadIsWrittenBackAndNullIsRefused(_ field: ControllerField) throws {
        let row = try #require(PageSettings.rows.first { $0.field == field })
        let sample = try #require(Self.samples[field])
        var settings = PageSettings()
        try row.change(try json(sample)).apply(&settings)
        #expect(settings != PageSettings())
        #expect(written(row, settings) == #"{"\#(field.rawValue)":\#(sample)}"#)
        #expect(throws: FieldError.self) { _ = try row.change(.null) }
    }

    @Test(arguments: SplitSettings.rows.map(\.field))
    func aSplitSettingReadIsWrittenBackAndNullReturnsToTheDefault(_ field: ControllerField) throws {
        let row = try #require(SplitSettings.rows.first { $0.field == field })
        let sample = try #require(Self.samples[field])
        var settings = SplitSettings()
        try row.change(try json(sample)).apply(&settings)
        #expect(settings != SplitSettings())
        #expect(written(row, settings) == #"{"\#(field.rawValue)":\#(sample)}"#)
        // The style is fixed at creation: null is refused, as for a page's settings.
        if field == .style {
            #expect(throws: FieldError.self) { _ = try row.change(.null) }
            return
        }
        try row.change(.null).apply(&settings)
        #expect(settings == SplitSettings())
    }

    @Test func aNilSettingIsNullInASnapshotAndLeftOutOfASpec() throws {
        let row = try #require(SplitSettings.rows.first { $0.field == .preferredPrimaryColumnWidthFraction })
        #expect(written(row, SplitSettings()) == #"{"preferredPrimaryColumnWidthFraction":null}"#)
        #expect(written(row, SplitSettings(), leavingOutNil: true) == "{}")
        #expect(throws: FieldError.self) { _ = try row.change(1.5) }
    }

    /// A spec's settings are the live state's, and a `PATCH` of a split's goes through its row.
    @Test func aSpecsSettingsAreTheLiveStatesAndAPatchChangesThem() throws {
        let spec = try JSONDecoder().decode(
            ControllerSpec.self,
            from: Data(
                #"""
                {"kind": "split", "id": "split", "presentsWithGesture": false, "preferredPrimaryColumnWidthFraction": 0.25,
                 "children": [{"kind": "view", "id": "primary"}, {"kind": "view", "id": "secondary"}]}
                """#.utf8))
        var expected = SplitSettings()
        expected.presentsWithGesture = false
        expected.preferredPrimaryColumnWidthFraction = 0.25
        #expect(spec.splitOptions?.settings == expected)
        var hierarchy = try Hierarchy.create(root: spec).0
        #expect(hierarchy["split"].split?.settings == expected)
        let patch = try JSONDecoder().decode(ControllerPatch.self, from: Data(#"{"presentsWithGesture": null}"#.utf8))
        _ = try hierarchy.apply(Action.update(controller: "split", patch: patch))
        expected.presentsWithGesture = true
        #expect(hierarchy["split"].split?.settings == expected)
    }
}
