/// A chunked body (RFC 9112 §7.1): `chunk-size [chunk-ext] CRLF chunk-data CRLF` until a chunk
/// of size 0, then trailer fields and an empty line. Sizes are plain hexadecimal (no `0x`, no
/// sign, no spaces), extensions `;name[=value]` with tokens or quoted strings; trailer fields
/// are read like header fields and dropped.
extension RequestParser {
    enum Chunked: Equatable {
        /// Reading a chunk's size line; `scanned` bytes of it have no CRLF.
        case size(scanned: Int)
        /// `remaining` bytes of a chunk's data to come, then its CRLF.
        case data(remaining: Int)
        /// The CRLF after a chunk's data.
        case dataEnd
        /// The trailer section: `lineStart` where its current line begins, `scanned` how far
        /// it has been searched.
        case trailers(lineStart: Int, scanned: Int)
    }

    mutating func readChunked(_ bytes: UnsafeBufferPointer<UInt8>, _ state: Chunked, consumed: inout Int) -> Found {
        var state = state
        while true {
            let input = UnsafeBufferPointer(rebasing: bytes[consumed...])
            switch state {
            case .size(let scanned):
                // A size that does not start with a hexadecimal digit is refused at once, before
                // anything later on its line, however many of its bytes have come.
                if let first = input.first, hexDigitValue(first) == nil, first != cr { return fail(Self.notHexadecimal(first)) }
                let end: Int
                switch lineEnd(input, from: scanned, limit: 1024) {
                case .at(let index): end = index
                case .needMore: return pause(.size(scanned: max(0, input.count - 1)))
                case .refused(let error):
                    return fail(error == .headTooLarge(limit: 0) ? .malformedChunk("a chunk size line longer than 1,024 bytes") : error)
                }
                let size: Int
                switch Self.chunkSize(UnsafeBufferPointer(rebasing: input[0..<end]), limit: limits.maxBodyBytes) {
                case .success(let value): size = value
                case .failure(let error): return fail(error)
                }
                consumed += end + 2
                guard size <= limits.maxBodyBytes - bodyCount else { return fail(.bodyTooLarge(limit: limits.maxBodyBytes)) }
                state = size == 0 ? .trailers(lineStart: 0, scanned: 0) : .data(remaining: size)
            case .data(let remaining):
                let taken = min(remaining, input.count)
                appendBody(UnsafeBufferPointer(rebasing: input[0..<taken]))
                consumed += taken
                guard taken == remaining else { return pause(.data(remaining: remaining - taken)) }
                state = .dataEnd
            case .dataEnd:
                guard input.count >= 2 else {
                    if input.count == 1, input[0] != cr { return fail(.malformedChunk("chunk data longer than its size")) }
                    return pause(.dataEnd)
                }
                guard input[0] == cr, input[1] == lf else { return fail(.malformedChunk("chunk data longer than its size")) }
                consumed += 2
                state = .size(scanned: 0)
            case .trailers(let lineStart, let scanned):
                var lineStart = lineStart
                var index = scanned
                while true {
                    let end: Int
                    switch lineEnd(input, from: index, limit: limits.maxHeadBytes) {
                    case .at(let at): end = at
                    case .needMore:
                        return pause(.trailers(lineStart: lineStart, scanned: max(lineStart, input.count - 1)))
                    case .refused(let error):
                        return fail(error == .headTooLarge(limit: 0) ? .headTooLarge(limit: limits.maxHeadBytes) : error)
                    }
                    if end == lineStart {
                        consumed += end + 2
                        return finishBody()
                    }
                    if case .failure(let error) = Self.field(UnsafeBufferPointer(rebasing: input[lineStart..<end])) {
                        return fail(error)
                    }
                    lineStart = end + 2
                    index = lineStart
                }
            }
        }
    }

    enum LineEnd: Equatable {
        /// The index of the line's CR.
        case at(Int)
        case needMore
        /// A bare CR or LF; `headTooLarge(limit: 0)` for a line reaching its limit.
        case refused(RequestParseError)
    }

    /// Where the line that starts `input` (searched from `from`) ends. A byte at or past
    /// `limit` is refused whatever it is, so that lines read alike however their bytes arrive.
    func lineEnd(_ input: UnsafeBufferPointer<UInt8>, from: Int, limit: Int) -> LineEnd {
        var index = from
        while index < input.count {
            guard index < limit else { return .refused(.headTooLarge(limit: 0)) }
            if input[index] == lf { return .refused(.bareLineFeed) }
            if input[index] == cr {
                guard index + 1 < input.count else { return .needMore }
                return input[index + 1] == lf ? .at(index) : .refused(.bareCarriageReturn)
            }
            index += 1
        }
        return .needMore
    }

    /// `chunk-size [ chunk-ext ]`: the size, its extensions checked and dropped.
    static func chunkSize(_ line: UnsafeBufferPointer<UInt8>, limit: Int) -> Result<Int, RequestParseError> {
        var index = 0
        var size = 0
        while index < line.count, let digit = hexDigitValue(line[index]).map(Int.init) {
            // Past the body limit is too large whatever follows.
            guard size <= limit else { return .failure(.bodyTooLarge(limit: limit)) }
            size = size * 16 + digit
            index += 1
        }
        guard index > 0 else { return .failure(notHexadecimal(line.first ?? cr)) }
        guard size <= limit else { return .failure(.bodyTooLarge(limit: limit)) }
        // Extensions: *( BWS ";" BWS name [ BWS "=" BWS value ] ).
        while index < line.count {
            skipWhitespace(line, &index)
            guard index < line.count, line[index] == UInt8(ascii: ";") else {
                return .failure(.malformedChunk("'\(printable(line))' has something other than an extension after the size"))
            }
            index += 1
            skipWhitespace(line, &index)
            guard takeToken(line, &index) else { return .failure(.malformedChunk("a chunk extension without a name")) }
            // Whitespace after a name only before `=` or the next `;`, never at the end.
            skipWhitespace(line, &index)
            if index == line.count, line[index - 1] == space || line[index - 1] == tab {
                return .failure(.malformedChunk("whitespace at the end of a chunk extension"))
            }
            guard index < line.count, line[index] == UInt8(ascii: "=") else { continue }
            index += 1
            skipWhitespace(line, &index)
            guard takeToken(line, &index) || takeQuoted(line, &index) else {
                return .failure(.malformedChunk("a chunk extension's value is neither a token nor a quoted string"))
            }
        }
        return .success(size)
    }

    /// A chunk size line that does not start with a hexadecimal digit (`0x2` does, and fails
    /// later; `+2` and ` 2` do not).
    static func notHexadecimal(_ first: UInt8) -> RequestParseError {
        .malformedChunk(
            first == cr ? "a chunk size is missing" : "a chunk size starts with '\(printable([first]))', not a hexadecimal digit")
    }

    private static func skipWhitespace(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < line.count, line[index] == space || line[index] == tab { index += 1 }
    }

    private static func takeToken(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        let start = index
        while index < line.count, isTokenCharacter(line[index]) { index += 1 }
        return index > start
    }

    /// `"…"` with `\`-escapes (RFC 9110 §5.6.4).
    private static func takeQuoted(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        guard index < line.count, line[index] == UInt8(ascii: "\"") else { return false }
        var at = index + 1
        while at < line.count {
            let byte = line[at]
            if byte == UInt8(ascii: "\"") {
                index = at + 1
                return true
            }
            if byte == UInt8(ascii: "\\") {
                guard at + 1 < line.count, isFieldValueCharacter(line[at + 1]) else { return false }
                at += 2
                continue
            }
            guard isFieldValueCharacter(byte) else { return false }
            at += 1
        }
        return false
    }
}
