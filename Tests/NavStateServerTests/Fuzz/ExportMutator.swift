import Foundation
import NavigationModel

/// Mutates export documents for the import fuzz step: what a client could send back after
/// editing a session's export by hand or by mistake. Each mutation keeps the document JSON and
/// mostly keeps its shape, so that the import reaches the checks past decoding: pages shown
/// that name their own page view controller or each other, ids made to collide, keys dropped,
/// numbers pushed to their edges, elements repeated, subtrees moved.
struct ExportMutator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A step in a JSON tree: a member of an object or an element of an array.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// `document` with one to three mutations, and what each was.
    mutating func mutate(_ document: JSONValue) -> (JSONValue, [String]) {
        var document = document
        var applied: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if let what = mutateOnce(&document) { applied.append(what) }
        }
        return (document, applied)
    }

    private mutating func mutateOnce(_ document: inout JSONValue) -> String? {
        let paths = Self.paths(in: document)
        let specs = paths.filter { Self.value(at: $0, in: document)["kind"].stringValue != nil }
        let pages = specs.filter { Self.value(at: $0, in: document)["kind"].stringValue == "page" }
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            // A page view controller among its own pages shown.
            guard let path = pages.randomElement(using: &random) else { return nil }
            let page = Self.value(at: path, in: document)
            guard let id = page["id"].stringValue else { return nil }
            Self.append(page, toShownPagesOf: id, in: &document)
            return "shownPages[\(id)] += itself"
        case 2:
            // Two page view controllers each among the other's pages shown.
            guard pages.count >= 2 else { return nil }
            let first = Self.value(at: pages.randomElement(using: &random)!, in: document)
            let second = Self.value(at: pages.randomElement(using: &random)!, in: document)
            guard let a = first["id"].stringValue, let b = second["id"].stringValue else { return nil }
            Self.append(second, toShownPagesOf: a, in: &document)
            Self.append(first, toShownPagesOf: b, in: &document)
            return "shownPages[\(a)] += \(b), shownPages[\(b)] += \(a)"
        case 3:
            // One controller takes another's id.
            let ids = paths.filter { $0.last == .key("id") }
            guard let from = ids.randomElement(using: &random), let to = ids.randomElement(using: &random),
                let id = Self.value(at: from, in: document).stringValue
            else { return nil }
            Self.set(.string(id), at: to, in: &document)
            return "id at \(Self.describe(to)) = \(id)"
        case 4:
            // A key dropped.
            let members = paths.filter { if case .key = $0.last { true } else { false } }
            guard let path = members.randomElement(using: &random) else { return nil }
            Self.remove(at: path, in: &document)
            return "removed \(Self.describe(path))"
        case 5:
            let numbers = paths.filter { if case .number = Self.value(at: $0, in: document) { true } else { false } }
            guard let path = numbers.randomElement(using: &random) else { return nil }
            let value = [-1, 0, 1, 7, 1e6, 9_007_199_254_740_992, -1e300].randomElement(using: &random)!
            Self.set(.number(value), at: path, in: &document)
            return "\(Self.describe(path)) = \(value)"
        case 6:
            // An element repeated.
            let elements = paths.filter { if case .index = $0.last { true } else { false } }
            guard let path = elements.randomElement(using: &random) else { return nil }
            let value = Self.value(at: path, in: document)
            guard case .index(let index) = path.last else { return nil }
            let list = Array(path.dropLast())
            guard case .array(var values) = Self.value(at: list, in: document) else { return nil }
            values.insert(value, at: index)
            Self.set(.array(values), at: list, in: &document)
            return "repeated \(Self.describe(path))"
        case 7:
            // A controller copied into another's children or pages.
            let lists = paths.filter { $0.last == .key("children") || $0.last == .key("pages") }
            guard let source = specs.randomElement(using: &random), let list = lists.randomElement(using: &random),
                case .array(var values) = Self.value(at: list, in: document)
            else { return nil }
            values.insert(Self.value(at: source, in: document), at: Int.random(in: 0...values.count, using: &random))
            Self.set(.array(values), at: list, in: &document)
            return "copied \(Self.describe(source)) into \(Self.describe(list))"
        default:
            let strings = paths.filter { if case .string = Self.value(at: $0, in: document) { true } else { false } }
            guard let path = strings.randomElement(using: &random) else { return nil }
            let value = ["", "page", "ghost", "navigation", String(repeating: "x", count: 300)].randomElement(using: &random)!
            Self.set(.string(value), at: path, in: &document)
            return "\(Self.describe(path)) = \"\(value.prefix(12))\""
        }
    }

    // MARK: - Paths

    /// Every path in `value`, parents before children.
    static func paths(in value: JSONValue) -> [[Step]] {
        var found: [[Step]] = []
        func walk(_ value: JSONValue, _ path: [Step]) {
            found.append(path)
            switch value {
            case .object(let fields): for key in fields.keys.sorted() { walk(fields[key]!, path + [.key(key)]) }
            case .array(let values): for (index, element) in values.enumerated() { walk(element, path + [.index(index)]) }
            default: break
            }
        }
        walk(value, [])
        return found
    }

    static func value(at path: [Step], in value: JSONValue) -> JSONValue {
        path.reduce(value) { value, step in
            switch step {
            case .key(let key): value[key]
            case .index(let index): value[index]
            }
        }
    }

    static func set(_ new: JSONValue, at path: [Step], in value: inout JSONValue) {
        guard let first = path.first else {
            value = new
            return
        }
        let rest = Array(path.dropFirst())
        switch (first, value) {
        case (.key(let key), .object(var fields)):
            var child = fields[key] ?? .null
            set(new, at: rest, in: &child)
            fields[key] = child
            value = .object(fields)
        case (.index(let index), .array(var values)) where values.indices.contains(index):
            set(new, at: rest, in: &values[index])
            value = .array(values)
        default: break
        }
    }

    static func remove(at path: [Step], in value: inout JSONValue) {
        guard case .key(let key) = path.last, case .object(var fields) = Self.value(at: Array(path.dropLast()), in: value)
        else { return }
        fields[key] = nil
        set(.object(fields), at: Array(path.dropLast()), in: &value)
    }

    private static func append(_ page: JSONValue, toShownPagesOf id: String, in document: inout JSONValue) {
        guard case .object(var shown) = document["shownPages"] == .null ? .object([:]) : document["shownPages"] else { return }
        shown[id] = .array((shown[id]?.arrayValue ?? []) + [page])
        set(.object(shown), at: [.key("shownPages")], in: &document)
    }

    private static func describe(_ path: [Step]) -> String {
        path.map { step in
            switch step {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// `value` as JSON text.
    static func text(_ value: JSONValue) -> String {
        // Keys sorted: the same document is the same bytes in every process.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
