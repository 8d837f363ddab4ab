import EventHTTPTesting
import Foundation
import NavigationModel
import Testing

/// The request-body reader against the Codable decoder it replaced: the same
/// seeded bodies — the fuzzer's specs, then mangled (types swapped, `null`s, unknown fields,
/// truncated arrays) — sent to a server built from each, answers compared byte for byte.
///
/// `NAVSTATE_CORPUS_OUT=file` writes one line per request (status, and the answer without its
/// `expiresAt`); run it on both builds with `SWIFT_DETERMINISTIC_HASHING=1` (a body with two
/// faults names the first in dictionary order, which is per process otherwise) and compare the
/// files: 20,000 requests (11,443 refused bodies, 4,874 changes) gave identical answers from the
/// Codable decoder (eec492a) and the reader; with every action body in the corpus (half of it),
/// 20,000 requests (10,557 refused bodies) gave identical answers before and after the last
/// bodies (set-view-controllers … perform-segue, traits, batch) left Codable. Without it, the test checks what it can alone: no
/// answer is a 500 and every refusal of a body is a 400 naming a field.
@Suite struct DecoderCorpusTests {
    static let count = Int(ProcessInfo.processInfo.environment["NAVSTATE_CORPUS_COUNT"] ?? "") ?? 3_000

    /// The corpus's requests: creations, and pushes, presents, patches and pops on a session.
    static func requests(count: Int) -> [(method: String, path: String, body: String)] {
        var generator = FuzzGenerator(seed: 15)
        let facts = SnapshotFacts(["window": ["root": ["id": "nav", "kind": "navigation", "children": [["id": "a", "kind": "view"]]]]])
        var random = SeededGenerator(seed: 1_500)
        var requests: [(String, String, String)] = []
        for index in 0..<count {
            var spec = generator.spec(facts)
            if Int.random(in: 0..<100, using: &random) < 60 { spec = mangle(spec, using: &random) }
            if index % 10 >= 5 {
                // Every other action body, valid and mangled (the session's refusal of an action
                // that does not fit it comes after the body is read, so the body's answer shows).
                let (path, template) = Self.actionBodies[(index / 2) % Self.actionBodies.count]
                let body = template.replacingOccurrences(of: "SPEC", with: spec)
                let sent = Int.random(in: 0..<100, using: &random) < 50 ? mangle(body, using: &random) : body
                requests.append((path == "/sessions/s/traits" ? "PUT" : "POST", path, sent))
                continue
            }
            switch index % 5 {
            case 0:
                requests.append(
                    ("POST", "/sessions", #"{"id": "c", "root": \#(spec), "traits": {"idiom": "pad", "verticalSizeClass": "compact"}}"#))
            case 1: requests.append(("POST", "/sessions/s/push", #"{"controller": \#(spec)}"#))
            case 2: requests.append(("POST", "/sessions/s/present", #"{"controller": \#(spec), "animated": false}"#))
            case 3:
                let patch = mangle(
                    #"{"title": "T", "navigationItem": {"prompt": "P", "rightItems": [{"title": "Edit", "style": "done"}]}, "userInfo": {"k": [1, 2]}}"#,
                    using: &random)
                requests.append(("PATCH", "/sessions/s/controllers/a", patch))
            default: requests.append(("POST", "/sessions/s/pop", mangle(#"{"animated": false}"#, using: &random)))
            }
        }
        return requests
    }

    /// The action routes' bodies beside push, present and pop (`SPEC` is a generated spec).
    static let actionBodies: [(String, String)] = [
        ("/sessions/s/set-view-controllers", #"{"controllers": [SPEC, "a"], "direction": "forward", "animated": false}"#),
        ("/sessions/s/select-tab", #"{"index": 1, "popToRootOnReselect": true, "animated": false}"#),
        ("/sessions/s/select-tab", #"{"controller": "a", "more": false}"#),
        ("/sessions/s/select-tab", #"{"more": true}"#),
        ("/sessions/s/reorder-tabs", #"{"order": ["a", "b"]}"#),
        ("/sessions/s/turn-page", #"{"direction": "reverse", "animated": true}"#),
        ("/sessions/s/set-page", #"{"index": 2, "animated": false}"#),
        ("/sessions/s/set-display-mode", #"{"mode": "oneOverSecondary", "animated": false}"#),
        ("/sessions/s/dismiss", #"{"reason": "outside", "tappedController": "a", "animated": false}"#),
        ("/sessions/s/dismiss", #"{"tappedController": "a"}"#),
        ("/sessions/s/controllers/nav/add-child", #"{"controller": SPEC, "shown": false, "didMove": true, "animated": false}"#),
        ("/sessions/s/controllers/nav/did-move", #"{"child": "a"}"#),
        ("/sessions/s/controllers/nav/remove-child", #"{"child": "a", "animated": false}"#),
        ("/sessions/s/controllers/nav/transition", #"{"from": "a", "to": SPEC, "options": "flipFromLeft", "duration": 0.5}"#),
        ("/sessions/s/controllers/nav/transition", #"{"from": "a", "to": "b", "duration": 61}"#),
        ("/sessions/s/controllers/nav/begin-appearance", #"{"child": "a", "appearing": true, "animated": false}"#),
        ("/sessions/s/controllers/nav/end-appearance", #"{"child": "a"}"#),
        (
            "/sessions/s/perform-segue",
            #"{"identifier": "x", "userInfo": {"k": [1, {"d": null}]}, "sender": "a", "userAction": true, "animated": false}"#
        ),
        ("/sessions/s/perform-segue", #"{"identifier": "x", "userInfo": [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]}"#),
        (
            "/sessions/s/traits",
            #"{"idiom": "pad", "orientation": "landscapeLeft", "horizontalSizeClass": null, "verticalSizeClass": "compact"}"#
        ),
        (
            "/sessions/s/batch",
            #"{"actions": [{"action": "traits", "body": {"orientation": "landscapeRight"}}, {"action": "select-tab", "body": {"index": 0}}, {"action": "transition", "controller": "nav", "body": {"from": "a", "to": SPEC}}]}"#
        ),
    ]

    /// `json` with one token changed: a string becomes a number or `null`, `true` a string, a
    /// `[` a `{`, a field name an unknown one, or the text is cut.
    static func mangle(_ json: String, using random: inout SeededGenerator) -> String {
        var bytes = Array(json.utf8)
        guard !bytes.isEmpty else { return json }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")),
                let end = bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
            {
                bytes.replaceSubrange(quote...end, with: Array("7".utf8))
            }
        case 1:
            if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")),
                let end = bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
            {
                bytes.replaceSubrange(quote...end, with: Array("null".utf8))
            }
        case 2:
            if let open = bytes[at...].firstIndex(of: UInt8(ascii: "[")) { bytes[open] = UInt8(ascii: "{") }
        case 3:
            if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")) { bytes.insert(contentsOf: Array("zz".utf8), at: quote + 1) }
        case 4: bytes = Array(bytes.prefix(at))
        case 5:
            if let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) {
                bytes.insert(contentsOf: Array(" true,\"x\":".utf8), at: colon + 1)
            }
        default:
            if let brace = bytes[at...].firstIndex(of: UInt8(ascii: "}")) {
                bytes.insert(contentsOf: Array(#","extra": 1"#.utf8), at: brace)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func answersToMangledBodies() throws {
        var target = InProcessTarget()
        try target.reset()
        let output = ProcessInfo.processInfo.environment["NAVSTATE_CORPUS_OUT"]
        var lines: [String] = []
        let create = #"{"id": "s", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}}"#
        for (method, path, body) in Self.requests(count: Self.count) {
            _ = try target.send(method: "DELETE", path: "/sessions/s", body: nil, headers: [])
            _ = try target.send(method: "DELETE", path: "/sessions/c", body: nil, headers: [])
            _ = try target.send(method: "POST", path: "/sessions", body: create, headers: [])
            let response = try target.send(method: method, path: path, body: body, headers: [])
            #expect(response.status != 500, "\(method) \(path) \(body)")
            let text = response.text.replacingOccurrences(of: #""expiresAt":[0-9]+,"#, with: "", options: .regularExpression)
            if response.status == 400 {
                #expect(text.contains("invalid-body") || text.contains("malformed-json"), "\(body): \(text)")
            }
            if output != nil { lines.append("\(response.status) \(method) \(path) \(body)\n  \(text)") }
        }
        if let output { try lines.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8) }
    }
}
