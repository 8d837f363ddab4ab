import Foundation
import NavigationModel
import Yams

/// The documents derived from `openapi.yaml` that the repository keeps beside it and the server
/// serves: `openapi.json` (the same document as JSON, keys in the YAML's order) and the JSON
/// Schemas of `schemas/` (one answer's schema with everything it refers to under `$defs`).
/// Written here, compared by ``DerivedDocumentTests``; `NAVSTATE_DOCUMENTS_RECORD=1` writes them.
enum DerivedDocuments {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The schemas served under `/schemas/`: file name, component, title, name in ``servedPath``.
    static let schemas = [
        ("snapshot.json", "Snapshot", "A NavState session snapshot (GET /sessions/{sid})", "snapshotSchema"),
        ("mutation-result.json", "MutationResult", "The answer of a NavState change", "mutationResultSchema"),
        ("problem.json", "Problem", "A NavState refusal (RFC 9457 problem details)", "problemSchema"),
    ]

    /// Every derived file: its path in the repository and its bytes as written from the YAML.
    static func all() throws -> [(path: String, bytes: [UInt8])] {
        let yaml = try String(contentsOf: repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        guard let node = try Yams.compose(yaml: yaml) else { throw Failure("openapi.yaml is empty") }
        let document = try Value(node)
        // Compact: a machine's copy (the YAML is the one people read), at half the bytes.
        var files = [(path: "openapi.json", bytes: Array((document.compact() + "\n").utf8))]
        // What the server answers from, by its name in the generated source.
        var served = [("openAPIYAML", Array(yaml.utf8)), ("openAPIJSON", files[0].bytes)]
        let components = document["components"]?["schemas"]
        for (file, name, title, servedName) in schemas {
            var definitions: [(String, Value)] = []
            var pending = [name]
            while let next = pending.popLast() {
                guard !definitions.contains(where: { $0.0 == next }) else { continue }
                guard let schema = components?[next] else { throw Failure("no schema \(next)") }
                definitions.append((next, schema.rewritingReferences))
                pending += schema.references.reversed()
            }
            definitions.sort { $0.0 < $1.0 }
            let schema = Value.object([
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("title", .string(title)),
                ("$ref", .string("#/$defs/\(name)")),
                ("$defs", .object(definitions)),
            ])
            files.append((path: "schemas/\(file)", bytes: Array((schema.pretty() + "\n").utf8)))
            served.append((servedName, files[files.count - 1].bytes))
        }
        files.append((path: servedPath, bytes: Array(try source(serving: served).utf8)))
        return files
    }

    /// The Swift source the server serves the documents from: raw string literals, which the
    /// compiler reads in milliseconds, where SwiftPM's embedded resources (byte-array literals)
    /// took about a minute of the debug build for these 500 KB.
    static let servedPath = "Sources/NavStateServer/View/ServedDocuments.swift"

    private static func source(serving documents: [(name: String, bytes: [UInt8])]) throws -> String {
        var source = """
            // swift-format-ignore-file
            // Written by DerivedDocumentTests from openapi.yaml (NAVSTATE_DOCUMENTS_RECORD=1): do not edit.

            /// The documents `GET /openapi.yaml`, `/openapi.json` and `/schemas/{name}` answer, byte for byte
            /// the repository's (`DerivedDocumentTests` fails when they differ).
            enum ServedDocuments {

            """
        for (name, bytes) in documents {
            let text = String(decoding: bytes, as: UTF8.self)
            guard !text.contains("\"\"\"#"), !text.contains("\\#"), text.hasSuffix("\n") else {
                throw Failure("\(name) cannot be a raw literal")
            }
            source += "    static let \(name) = Array(\(name)Text.utf8)\n"
            source += "    private static let \(name)Text = #\"\"\"\n" + text + "\n\"\"\"#\n"
        }
        return source + "}\n"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A JSON value with its object keys in order.
    indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        /// A number as YAML wrote it (JSON's grammar checked).
        case number(String)
        case bool(Bool)
        case null

        init(_ node: Node) throws {
            switch node {
            case .mapping(let mapping):
                // YAML's merge key (`<<: *anchor`): the anchor's fields where it stands, each
                // unless the mapping gives its own.
                let own = Set(mapping.compactMap { $0.key.string == "<<" ? nil : $0.key.string })
                var fields: [(String, Value)] = []
                for (key, value) in mapping {
                    guard key.string == "<<" else {
                        fields.append((key.string ?? "", try Value(value)))
                        continue
                    }
                    let merged = value.sequence.map(Array.init) ?? [value]
                    for source in merged {
                        guard case .object(let inherited) = try Value(source) else { throw Failure("<< merges a mapping") }
                        for field in inherited where !own.contains(field.0) && !fields.contains(where: { $0.0 == field.0 }) {
                            fields.append(field)
                        }
                    }
                }
                self = .object(fields)
            case .sequence(let sequence):
                self = .array(try sequence.map(Value.init))
            case .scalar(let scalar):
                // Typed by the tag YAML's resolver gave it (a quoted scalar is a string).
                if node.null != nil {
                    self = .null
                } else if let value = node.bool {
                    self = .bool(value)
                } else if node.int != nil || node.float != nil {
                    guard scalar.string.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
                    else { throw Failure("'\(scalar.string)' is a YAML number JSON cannot write") }
                    self = .number(scalar.string)
                } else {
                    self = .string(scalar.string)
                }
            case .alias:
                throw Failure("openapi.yaml uses no aliases")
            }
        }

        subscript(key: String) -> Value? {
            guard case .object(let fields) = self else { return nil }
            return fields.first { $0.0 == key }?.1
        }

        /// The component schemas this value refers to, in order.
        var references: [String] {
            switch self {
            case .object(let fields):
                fields.flatMap { key, value -> [String] in
                    if key == "$ref", case .string(let target) = value, target.hasPrefix(Self.componentPrefix) {
                        return [String(target.dropFirst(Self.componentPrefix.count))]
                    }
                    return value.references
                }
            case .array(let values): values.flatMap(\.references)
            default: []
            }
        }

        /// The value with `#/components/schemas/X` references as `#/$defs/X`.
        var rewritingReferences: Value {
            switch self {
            case .object(let fields):
                .object(
                    fields.map { key, value in
                        if key == "$ref", case .string(let target) = value, target.hasPrefix(Self.componentPrefix) {
                            return (key, .string("#/$defs/" + target.dropFirst(Self.componentPrefix.count)))
                        }
                        return (key, value.rewritingReferences)
                    })
            case .array(let values): .array(values.map(\.rewritingReferences))
            default: self
            }
        }

        private static let componentPrefix = "#/components/schemas/"

        private var isScalar: Bool {
            switch self {
            case .object, .array: false
            default: true
            }
        }

        /// On one line, no spaces.
        func compact() -> String {
            switch self {
            case .object(let fields): "{" + fields.map { Self.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
            case .array(let values): "[" + values.map { $0.compact() }.joined(separator: ",") + "]"
            default: pretty()
            }
        }

        /// Two spaces per level; empty objects, and arrays of strings, numbers and the like, on one line.
        func pretty(indent: String = "") -> String {
            let inner = indent + "  "
            switch self {
            case .object(let fields):
                guard !fields.isEmpty else { return "{}" }
                let lines = fields.map { "\(inner)\(Self.quoted($0.0)): \($0.1.pretty(indent: inner))" }
                return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
            case .array(let values):
                guard !values.isEmpty else { return "[]" }
                if values.allSatisfy(\.isScalar) { return "[" + values.map { $0.pretty() }.joined(separator: ", ") + "]" }
                return "[\n" + values.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
            case .string(let text): return Self.quoted(text)
            case .number(let text): return text
            case .bool(let value): return value ? "true" : "false"
            case .null: return "null"
            }
        }

        private static func quoted(_ text: String) -> String {
            var writer = JSONWriter(capacity: text.utf8.count + 2)
            writer.string(text)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }
}
