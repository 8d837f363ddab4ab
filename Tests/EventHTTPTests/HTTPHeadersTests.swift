import EventHTTP
import Testing

/// Header lookups: names compared without regard to ASCII case, values in the order sent.
@Suite struct HTTPHeadersTests {
    @Test(arguments: [
        ("Content-Type", "content-type", true),
        ("CONTENT-TYPE", "Content-Type", true),
        ("Content-Type", "Content-Typf", false),
        ("Content-Type", "Content-Typ", false),
        ("", "", true),
        ("a", "", false),
        // ASCII only: `É` and `é` differ, as field names are tokens of ASCII.
        ("\u{C9}tag", "\u{E9}tag", false),
        ("X-\u{E9}", "x-\u{E9}", true),
        // Not letters: `@` (64) and `` ` `` (96) differ although 32 apart, as `[` and `{` do.
        ("@", "`", false),
        ("[", "{", false),
    ])
    func namesAreComparedWithoutASCIICase(left: String, right: String, equal: Bool) {
        #expect(left.caseInsensitiveEquals(right) == equal)
        #expect(right.caseInsensitiveEquals(left) == equal)
    }

    @Test func theFirstValueIsLookedUpAndEveryValueInOrder() {
        var headers: HTTPHeaders = ["Accept": "a", "Host": "h", "accept": "b"]
        headers.add("ACCEPT", "c")
        #expect(headers["accept"] == "a")
        #expect(headers["HOST"] == "h")
        #expect(headers["Origin"] == nil)
        #expect(headers.values("Accept") == ["a", "b", "c"])
        #expect(headers.values("Origin") == [])
        #expect(headers.list("accept") == "a, b, c")
        headers.set("Accept", "d")
        #expect(headers.values("accept") == ["d"])
    }
}
