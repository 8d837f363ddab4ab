import Testing

@testable import NavigationModel

/// Ids are hashed by their bytes (`IDHashing`), not as `String`s: the hash must agree with
/// equality for every text, spread the ids NavState makes, and follow the table's seed.
@Suite struct IDHashingTests {
    /// Lengths 0 to 70 cover every branch of the mix: under 4 bytes, 4 to 7, whole words and an
    /// overlapping last word.
    static let lengths = Array(0...70)

    @Test(arguments: lengths)
    func equalASCIITextsHashAlikeAndUnequalOnesApart(length: Int) {
        let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        // A copy made another way (not a small string past 15 bytes, so other storage).
        var built = String()
        built.reserveCapacity(128)
        built += text
        #expect(IDHashing.hash(text, seed: 7) == IDHashing.hash(built, seed: 7))
        #expect(ControllerID(text) == ControllerID(built))
        guard length > 0 else { return }
        // Every byte counts: changing any one changes the hash.
        for index in 0..<length {
            var bytes = Array(text.utf8)
            bytes[index] = UInt8(ascii: "Z")
            let changed = String(decoding: bytes, as: UTF8.self)
            #expect(IDHashing.hash(changed, seed: 7) != IDHashing.hash(text, seed: 7), "byte \(index) of \(length)")
        }
    }

    @Test func theSeedChangesTheHash() {
        #expect(IDHashing.hash("nav", seed: 1) != IDHashing.hash("nav", seed: 2))
        #expect(IDHashing.hash("", seed: 1) != IDHashing.hash("", seed: 2))
    }

    @Test func idsNavStateMakesDoNotCollide() {
        let ids = (1...20_000).map { "vc\($0)" } + (1...20_000).map { "screen-\($0).detail" }
        let hashes = Set(ids.map { IDHashing.hash($0, seed: 42) })
        #expect(hashes.count == ids.count)
    }

    /// A text with the KELVIN SIGN is equal as a `String` to the same text with `K`, but its
    /// bytes differ: as ids the two are different, so their hashes may differ.
    @Test func canonicallyEquivalentTextsOfOtherBytesAreOtherIDs() {
        let ascii = ControllerID("Kilo")
        let kelvin = ControllerID("\u{212A}ilo")
        #expect(ascii.rawValue == kelvin.rawValue)
        #expect(ascii != kelvin)
        #expect(!(ascii < kelvin && kelvin < ascii))
        #expect(ascii < kelvin || kelvin < ascii)
        var table: [ControllerID: Int] = [ascii: 1]
        table[kelvin] = 2
        #expect(table.count == 2)
        #expect(table[ascii] == 1 && table[kelvin] == 2)
    }

    /// Non-ASCII ids fall back to `String`'s hash, which follows canonical equivalence: two
    /// spellings of "éaé" with as many bytes (é as one scalar or as e and a combining accent,
    /// swapped) are one id, and hash alike.
    @Test func nonASCIIIdsHashAsStrings() {
        let first = "e\u{301}a\u{E9}"
        let second = "\u{E9}ae\u{301}"
        #expect(Array(first.utf8) != Array(second.utf8))
        #expect(first.utf8.count == second.utf8.count)
        #expect(ControllerID(first) == ControllerID(second))
        #expect(IDHashing.hash(first, seed: 3) == IDHashing.hash(second, seed: 3))
        #expect(IDHashing.hash(first, seed: 3) == first._rawHashValue(seed: 3))
        let table: Set<ControllerID> = [ControllerID(first), ControllerID(second)]
        #expect(table.count == 1)
    }
}
