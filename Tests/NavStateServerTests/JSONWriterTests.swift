import Foundation
import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

@Suite struct JSONWriterTests {
    private func roundTrip(_ text: String) throws -> String? {
        var writer = JSONWriter()
        writer.beginArray()
        writer.string(text)
        writer.endArray()
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String]
        return parsed?.first
    }

    @Test(arguments: [
        "plain", "quote \" and backslash \\", "new\nline\ttab\r", "\u{0}\u{1}\u{1F}\u{7F}", "é ü 日本 🚀",
        "\u{2028}\u{2029}", "",
    ])
    func stringsRoundTripThroughFoundationsParser(text: String) throws {
        #expect(try roundTrip(text) == text)
    }

    @Test func controlCharactersAreEscaped() {
        var writer = JSONWriter()
        writer.string("\u{1}\u{8}\u{C}")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""\u0001\b\f""#)
    }

    @Test func objectsAndArraysAreWrittenWithCommasInPlace() throws {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("a"); writer.int(1)
        writer.key("b"); writer.beginArray(); writer.bool(true); writer.null(); writer.beginObject(); writer.endObject(); writer.endArray()
        writer.key("c"); writer.number(2.5)
        writer.key("d"); writer.number(3)
        writer.key("e"); writer.string(nil)
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"b":[true,null,{}],"c":2.5,"d":3,"e":null}"#)
    }

    @Test func clientJSONIsWrittenWithSortedKeysAndSurvivesARoundTrip() throws {
        let value: JSONValue = ["z": [1, 2.25, "x"], "a": ["nested": nil, "flag": false], "m": "ü\"\n"]
        var writer = JSONWriter()
        writer.value(value)
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == #"{"a":{"flag":false,"nested":null},"m":"ü\"\n","z":[1,2.25,"x"]}"#)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes)) == value)
    }

    @Test func snapshotsParseAsJSON() throws {
        var spec = ControllerSpec.navigation("nav", [.view("a", title: "Tab\t\"A\"")])
        spec.children[0].properties.userInfo = ["k": "v"]
        let hierarchy = try Hierarchy.create(root: spec).0
        var writer = SnapshotWriter()
        writer.snapshot(session: SessionID(rawValue: "s"), hierarchy: hierarchy)
        let parsed = try JSONSerialization.jsonObject(with: Data(writer.json.bytes)) as? [String: Any]
        #expect(parsed?["session"] as? String == "s")
    }
}

@Suite struct JSONWriterNumberTests {
    @Test(arguments: [0, 7, 10, 42, -1, -10, 1_234_567, Int.max, Int.min])
    func integersAreWrittenAsSwiftPrintsThem(value: Int) {
        var writer = JSONWriter()
        writer.int(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
    }

    @Test func aContinuedObjectGetsItsComma() {
        var writer = JSONWriter(continuing: Array(#"{"a":1"#.utf8))
        writer.key("b")
        writer.int(2)
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"b":2}"#)
    }
}

@Suite struct JSONCompactionTests {
    @Test func whitespaceBetweenTokensGoesAndStringsStayAsTheyAre() {
        var json = JSONWriter()
        json.compacted(Array(" {\n  \"a\" : \"x \\\" y\\\\\" ,\t\"b\": [1, 2, {\"c d\": null}]\r\n}".utf8))
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":"x \" y\\","b":[1,2,{"c d":null}]}"#)
    }
}
