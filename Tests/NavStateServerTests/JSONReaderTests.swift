import NavStateDocuments
import NavigationModel
import Testing

@testable import NavStateCore
@testable import NavStateServer

@Suite struct JSONReaderTests {
    private func parse(_ text: String) throws(JSONReader.Failure) -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        #expect(
            try parse(#" {"a": [1, -2.5, 3e2, 0, -0, true, false, null, "x"], "b": {}} "#) == [
                "a": [1, -2.5, 300, 0, 0, true, false, nil, "x"], "b": [:],
            ])
        #expect(try parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{08}\u{0C}\n\r\té😀"))
        #expect(try parse("9007199254740992") == .number(9_007_199_254_740_992))
        #expect(try parse("-123456789.125e2") == .number(-12_345_678_912.5))
        #expect(throws: JSONReader.Failure.self, "beyond 2^53") { try parse("123456789012345678") }
        #expect(try parse("[[[]]]") == [[[]]])
        // Raw UTF-8 beside ASCII, with and without an escape after it.
        #expect(try parse(#"["caf\#u{E9} 日本", "ascii", "\#u{E9}\n"]"#) == ["caf\u{E9} 日本", "ascii", "\u{E9}\n"])
    }

    @Test(arguments: [
        ("", "unexpected end at byte 0") as (String, String), ("[1,", "unexpected end at byte 3"),
        ("01", "unexpected content after the value at byte 1"),
        ("{\"a\" 1}", "expected ':' at byte 5"), ("[1 2]", "expected ',' or ']' at byte 3"), ("tru", "unexpected end at byte 0"),
        ("\"a\u{01}\"", "a control character in a string at byte 2"), (#""\x""#, "an unknown escape at byte 3"),
        (#""\ud83d""#, "an unpaired surrogate at byte 7"), (#""\u12g4""#, #"a bad \u escape at byte 3"#),
        ("1e999", "a number out of range at byte 0"),
        ("-", "expected a digit at byte 1"), ("1.", "expected a digit at byte 2"), ("{1: 2}", "expected a key at byte 1"),
    ])
    func refusesWhatIsNotJSON(text: String, detail: String) {
        #expect(syntaxError(Array(text.utf8))?.detail == "The body is not valid JSON: \(detail).")
    }

    /// Strings with no escape are made from the body's bytes directly, those with one from a
    /// copy: both refuse bytes that are not UTF-8, naming where the string starts.
    @Test(arguments: [[0x22, 0xFF, 0x22], [0x22, 0x5C, 0x6E, 0xFF, 0x22], [0x5B, 0x22, 0x61, 0xC3, 0x22, 0x5D]] as [[UInt8]])
    func refusesInvalidUTF8(bytes: [UInt8]) {
        let syntax = syntaxError(bytes)
        #expect(syntax?.reason == "invalid UTF-8 in a string")
        #expect(syntax?.offset == bytes.firstIndex(of: 0x22)! + 1)
    }

    /// The syntax error parsing `bytes` throws; an issue, and nil, when it parses or is refused
    /// for another reason.
    private func syntaxError(_ bytes: [UInt8]) -> JSONReader.SyntaxError? {
        do throws(JSONReader.Failure) {
            _ = try JSONReader.parse(bytes)
            Issue.record("parsed \(String(decoding: bytes, as: UTF8.self))")
        } catch {
            if case .syntax(let syntax) = error { return syntax }
            Issue.record("\(error) is not a syntax error")
        }
        return nil
    }
}
