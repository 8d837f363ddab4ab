// libFuzzer's entry point for RequestParser (scripts/fuzz_parser.sh compiles it with the
// parser's sources: SwiftPM's executables do not link with -sanitize=fuzzer). For every input:
// no trap (an index out of range, an overflow), no consumed count past the bytes given, and the
// same heads, bodies and refusal whether the bytes arrive whole or in two pieces cut where the
// input's first byte says.

/// What the parser finds in `bytes`, fed in pieces cut at `cuts`.
func outcomes(_ bytes: [UInt8], cuts: [Int]) -> [String] {
    var parser = RequestParser(limits: RequestParser.Limits(maxHeadBytes: 512, maxFields: 8, maxBodyBytes: 256))
    var buffer: [UInt8] = []
    var found: [String] = []
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
        buffer += bytes[start..<end]
        start = end
        while true {
            var consumed = 0
            let step = buffer.withUnsafeBufferPointer { parser.next($0, consumed: &consumed) }
            precondition(consumed >= 0 && consumed <= buffer.count, "consumed \(consumed) of \(buffer.count)")
            buffer.removeFirst(consumed)
            switch step {
            case .needMore: break
            case .head(let head): found.append("head \(head.methodToken) \(head.target) \(head.framing) \(head.headers.fields.count)")
            case .body(let body): found.append("body \(body)")
            case .refused(let error): found.append("refused \(error)"); return found
            }
            if case .needMore = step { break }
        }
    }
    return found
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 1 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = Int(data[0]) % (bytes.count + 1)
    let whole = outcomes(bytes, cuts: [])
    let pieces = outcomes(bytes, cuts: [cut])
    precondition(whole == pieces, "whole \(whole) but cut at \(cut) \(pieces)")
    let bytewise = outcomes(bytes, cuts: Array(0..<bytes.count))
    precondition(whole == bytewise, "whole \(whole) but byte by byte \(bytewise)")
    return 0
}
