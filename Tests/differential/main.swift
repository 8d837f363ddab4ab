// NavState's request parser against llhttp (oracle.c) on every input file given: each input on
// which the two disagree (one refuses what the other reads, or they read different messages)
// is printed with both readings, grouped by llhttp's reason or NavState's refusal, so that each
// group can be explained as a strictness choice (docs/development.md, "The HTTP layer") or
// fixed. scripts/differential_parser.sh runs it on the fuzzer's corpus.
import Foundation

func navstate(_ bytes: [UInt8]) -> (lines: [String], refused: String?) {
    var parser = RequestParser(limits: RequestParser.Limits(maxHeadBytes: 1 << 16, maxFields: 1000, maxBodyBytes: 4096))
    var buffer = bytes
    var lines: [String] = []
    while true {
        var consumed = 0
        let step = buffer.withUnsafeBufferPointer { parser.next($0, consumed: &consumed) }
        buffer.removeFirst(consumed)
        switch step {
        case .needMore: return (lines, nil)
        case .head(let head):
            lines.append("head \(head.method == .unknown ? head.methodToken : head.method.rawValue) \(head.target) 1.\(head.minorVersion)")
        case .body(let body):
            if !body.isEmpty { lines.append("body " + body.map { String(format: "%02x", $0) }.joined()) }
        case .refused(let error): return (lines, "\(error)")
        }
    }
}

func llhttp(_ bytes: [UInt8]) -> (lines: [String], refused: String?) {
    var out = [CChar](repeating: 0, count: 1 << 16)
    _ = oracle_read(bytes, bytes.count, &out, out.count)
    let text = String(cString: out)
    var lines = text.split(separator: "\n").map(String.init)
    var refused: String?
    if let last = lines.last, last.hasPrefix("refused ") {
        refused = String(last.dropFirst(8))
        lines.removeLast()
    }
    return (lines, refused)
}

var groups: [String: [(String, String, String)]] = [:]
var agreed = 0
var total = 0
for path in CommandLine.arguments.dropFirst() {
    guard var bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }), !bytes.isEmpty else { continue }
    bytes.removeFirst()  // the fuzzer's cut byte
    total += 1
    let ours = navstate(bytes)
    let theirs = llhttp(bytes)
    // Both read the same messages and both refused or both did not.
    if ours.lines == theirs.lines, (ours.refused == nil) == (theirs.refused == nil) {
        agreed += 1
        continue
    }
    // When one refuses, only the messages before the refusal must agree.
    let key: String
    if let refused = ours.refused, theirs.refused == nil {
        key = "NavState refuses, llhttp reads: " + refused.prefix { $0 != "(" }
    } else if let refused = theirs.refused, ours.refused == nil {
        key = "llhttp refuses, NavState reads: " + refused.prefix { $0 != ":" }
    } else if ours.refused != nil, theirs.refused != nil {
        key = "both refuse, after different messages"
    } else {
        key = "different messages"
    }
    groups[key, default: []].append(
        (String(decoding: bytes.prefix(160), as: UTF8.self).debugDescription, "\(ours)", "\(theirs)"))
}
print("\(total) inputs, \(agreed) read alike, \(total - agreed) not")
for (key, cases) in groups.sorted(by: { $0.value.count > $1.value.count }) {
    print("\n## \(cases.count): \(key)")
    for (input, ours, theirs) in cases.prefix(3) {
        print("  input:    \(input)\n  NavState: \(ours)\n  llhttp:   \(theirs)")
    }
}
