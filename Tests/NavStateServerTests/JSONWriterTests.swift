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

    /// A writer appending to bytes it was given (a journal's arena) keeps them, and `take`
    /// hands back exactly what was written, without the room the writer kept after it.
    @Test func aWriterAppendsToTheBytesItWasGiven() {
        var writer = JSONWriter(appendingTo: Array("[1]".utf8))
        writer.beginObject()
        writer.key("b"); writer.int(2)
        writer.endObject()
        #expect(writer.count == 10)
        #expect(String(decoding: writer.take(), as: UTF8.self) == #"[1]{"b":2}"#)
        #expect(writer.count == 0 && writer.take().isEmpty)
    }

    /// `takeCompact` hands back the same bytes as `take`, in an array of their own size: a
    /// session keeps its creation's entry for as long as it lives, and the writer's room after
    /// a grown document is up to as large again.
    @Test func aCompactTakeKeepsNoRoom() {
        func written() -> JSONWriter {
            var writer = JSONWriter(capacity: 16)
            writer.beginArray()
            for index in 0..<300 { writer.int(index) }
            writer.endArray()
            return writer
        }
        var grown = written()
        var compacted = written()
        let taken = grown.take()
        let compact = compacted.takeCompact()
        #expect(compact == taken)
        #expect(taken.capacity > taken.count + 256, "the writer's room came along")
        #expect(compact.capacity < compact.count + 32)
        #expect(compacted.count == 0 && compacted.takeCompact().isEmpty)
    }

    /// Written past the room it started with, many times over, with every kind of token: the
    /// bytes are those written one by one.
    @Test func aLongDocumentIsWrittenWholeAcrossGrowths() throws {
        var writer = JSONWriter(capacity: 16)
        var expected = "["
        writer.beginArray()
        for index in 0..<2_000 {
            if index > 0 { expected += "," }
            writer.beginObject()
            writer.key("i"); writer.int(index)
            writer.key(escaping: "k\(index)"); writer.string("v\(index)")
            writer.key(name: "flag"); writer.bool(index % 2 == 0)
            writer.key("none"); writer.null()
            writer.endObject()
            expected += #"{"i":\#(index),"k\#(index)":"v\#(index)","flag":\#(index % 2 == 0),"none":null}"#
        }
        writer.endArray()
        expected += "]"
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        #expect(try JSONSerialization.jsonObject(with: Data(writer.take())) is [Any])
    }

    /// A token longer than the page of zeros the room grows from (4 KiB) grows it in steps.
    @Test(arguments: [4_095, 4_096, 4_097, 10_000])
    func aTokenLongerThanAGrowthStepIsWrittenWhole(length: Int) {
        let text = String(repeating: "x", count: length)
        var writer = JSONWriter(capacity: 16)
        writer.beginArray()
        writer.string(text)
        writer.raw(Array("\"\(text)\"".utf8))
        writer.endArray()
        #expect(writer.take() == Array("[\"\(text)\",\"\(text)\"]".utf8))
    }

    /// A string copied in one pass until it meets a byte to escape is written again, escaped,
    /// over what the pass left; a string over 256 bytes is escaped the same way.
    @Test func aStringThatNeedsAnEscapeHalfwayIsWrittenEscaped() throws {
        let long = String(repeating: "a", count: 300) + "\"" + String(repeating: "b", count: 10)
        for text in ["abc\"def", "abc\\", "tab\there", long, "é\u{1}"] {
            var writer = JSONWriter()
            writer.beginArray()
            writer.string("before")
            writer.string(text)
            writer.string("after")
            writer.endArray()
            let parsed = try JSONSerialization.jsonObject(with: Data(writer.take())) as? [String]
            #expect(parsed == ["before", text, "after"])
        }
    }

    /// A copy of a writer is a value: what one writes the other does not see.
    @Test func aCopyOfAWriterWritesAlone() {
        var first = JSONWriter()
        first.beginArray()
        first.string("shared")
        var second = first
        first.string("first")
        second.string("second")
        first.endArray()
        second.endArray()
        #expect(String(decoding: first.take(), as: UTF8.self) == #"["shared","first"]"#)
        #expect(String(decoding: second.take(), as: UTF8.self) == #"["shared","second"]"#)
    }
}

@Suite struct JSONCompactionTests {
    @Test func whitespaceBetweenTokensGoesAndStringsStayAsTheyAre() {
        var json = JSONWriter()
        json.compacted(Array(" {\n  \"a\" : \"x \\\" y\\\\\" ,\t\"b\": [1, 2, {\"c d\": null}]\r\n}".utf8))
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":"x \" y\\","b":[1,2,{"c d":null}]}"#)
    }
}
