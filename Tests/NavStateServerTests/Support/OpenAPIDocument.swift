import Foundation
import NavigationModel
import Synchronization
import Yams

/// `openapi.yaml`, loaded once, and a check of responses against it: the operation for the
/// method and path must exist, must document the status, the content type and a schema the
/// body conforms to.
struct OpenAPIDocument: @unchecked Sendable {
    // @unchecked: the parsed YAML is an immutable tree of Foundation values, read only after load.
    let root: [String: Any]
    /// The path templates, sorted (the first that matches a path is its template).
    private let templates: [String]
    /// The schemas compiled so far (``CompiledSchema``).
    private let compiler: SchemaCompiler

    init(root: [String: Any]) {
        self.root = root
        templates = (root["paths"] as? [String: Any] ?? [:]).keys.sorted()
        compiler = SchemaCompiler()
    }

    static let shared: OpenAPIDocument = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let root = normalized(try Yams.load(yaml: text)) as? [String: Any] else {
                fatalError("openapi.yaml is not a map")
            }
            return OpenAPIDocument(root: root)
        } catch {
            fatalError("cannot load openapi.yaml: \(error)")
        }
    }()

    /// Yams gives maps as `[AnyHashable: Any]`, and each `as? [String: Any]` of one converted it
    /// entry by entry: checking a response cast the document's largest maps dozens of times, and
    /// that was most of the CPU of the tests that send many requests. Converted once, a cast is
    /// a type check.
    private static func normalized(_ node: Any?) -> Any? {
        switch node {
        case let map as [AnyHashable: Any]:
            var converted: [String: Any] = [:]
            for (key, value) in map {
                // A map with a key that is not a string stays as it was (no cast of it succeeds).
                guard let key = key.base as? String else { return map }
                converted[key] = normalized(value)
            }
            return converted
        case let list as [Any]: return list.map { normalized($0) as Any }
        default: return node
        }
    }

    var paths: [String: Any] { root["paths"] as? [String: Any] ?? [:] }

    /// The documented (method, template) pairs, e.g. ("POST", "/sessions/{sid}/push").
    var operations: [(method: String, template: String)] {
        paths.flatMap { template, item in
            ((item as? [String: Any]) ?? [:]).keys
                .filter { ["get", "post", "put", "patch", "delete", "head", "options"].contains($0) }
                .map { (method: $0.uppercased(), template: template) }
        }
    }

    /// Every way `response` departs from the document; empty when it conforms.
    func check(method: String, path: String, response: APIResponse) -> [String] {
        let bare = String(path.split(separator: "?", maxSplits: 1)[0])
        guard let template = template(for: bare) else {
            return response.status == 404 ? [] : ["no documented path matches \(bare)"]
        }
        // TRACE and CONNECT are implemented nowhere: 501 problem+json, as the description says.
        if method == "TRACE" || method == "CONNECT" {
            return response.status == 501 && response.header("Content-Type") == "application/problem+json"
                ? [] : ["\(method) answered \(response.status)"]
        }
        // Ambiguous framing is refused before routing, on any path, as the description says.
        if response.status == 400, response.problemType == "invalid-framing" { return [] }
        // OPTIONS answers on every path with `Allow` and no body, as the document's description says.
        if method == "OPTIONS" { return [204, 404].contains(response.status) ? [] : ["OPTIONS answered \(response.status)"] }
        let item = resolve(paths[template]) as? [String: Any] ?? [:]
        let operationMethod = method == "HEAD" ? "get" : method.lowercased()
        guard let operation = resolve(item[operationMethod]) as? [String: Any] else {
            return [405, 404].contains(response.status) ? [] : ["\(method) is not documented for \(template)"]
        }
        let responses = resolve(operation["responses"]) as? [String: Any] ?? [:]
        guard let documented = resolve(responses[String(response.status)]) as? [String: Any] else {
            return ["status \(response.status) is not documented for \(method) \(template)"]
        }
        let content = documented["content"] as? [String: Any]
        if method == "HEAD" || content == nil {
            return response.body.isEmpty || method == "HEAD" ? [] : ["undocumented body on \(response.status)"]
        }
        let mediaType = (response.header("Content-Type") ?? "").split(separator: ";")[0]
            .trimmingCharacters(in: .whitespaces)
        guard let media = content?[mediaType] as? [String: Any] else {
            return ["content type '\(mediaType)' is not documented for \(response.status)"]
        }
        guard mediaType.hasSuffix("json"), let schema = media["schema"] else { return [] }
        let value = response.json
        guard value != .null else {
            return ["the body is not JSON"]
        }
        var problems: [String] = []
        compiled(schema, key: "\(operationMethod) \(template) \(response.status) \(mediaType)")
            .validate(value, at: "body", problems: &problems)
        return problems
    }

    /// `node` as a ``CompiledSchema``: compiled once for each `key` (a response's place in the
    /// document) and each `$ref`; without a key, compiled again (its `$ref`s are not).
    func compiled(_ node: Any, key: String? = nil) -> CompiledSchema {
        compiler.compiled(node, key: key, in: self)
    }

    /// The documented template matching a concrete path.
    func template(for path: String) -> String? {
        let segments = path.split(separator: "/").map(String.init)
        return templates.first { template in
            let parts = template.split(separator: "/").map(String.init)
            return parts.count == segments.count
                && zip(parts, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
    }

    /// Follows `$ref`s into the document.
    func resolve(_ node: Any?) -> Any? {
        guard let map = node as? [String: Any], let reference = map["$ref"] as? String else { return node }
        guard reference.hasPrefix("#/") else { return nil }
        var current: Any? = root
        for key in reference.dropFirst(2).split(separator: "/") {
            current = (current as? [String: Any])?[String(key)]
        }
        return resolve(current)
    }
}

/// Compiles the document's schemas once each (``CompiledSchema``), for every test thread.
private final class SchemaCompiler: Sendable {
    private struct Compiled {
        var byKey: [String: CompiledSchema] = [:]
        var byReference: [String: CompiledSchema] = [:]
    }
    private let compiled = Mutex(Compiled())

    func compiled(_ node: Any, key: String?, in document: OpenAPIDocument) -> CompiledSchema {
        compiled.withLock { compiled in
            if let key, let known = compiled.byKey[key] { return known }
            let schema = compile(node, into: &compiled, document)
            if let key { compiled.byKey[key] = schema }
            return schema
        }
    }

    private func compile(_ node: Any, into compiled: inout Compiled, _ document: OpenAPIDocument) -> CompiledSchema {
        let schema = CompiledSchema()
        if var siblings = node as? [String: Any], let reference = siblings.removeValue(forKey: "$ref"),
            siblings.keys.contains(where: { $0 != "description" })
        {
            schema.parts = [compile(siblings, into: &compiled, document), compile(["$ref": reference], into: &compiled, document)]
            return schema
        }
        // A `$ref` is compiled once; kept before it is filled, so that a schema that contains
        // itself finds it.
        let reference = (node as? [String: Any])?["$ref"] as? String
        if let reference {
            if let known = compiled.byReference[reference] { return known }
            compiled.byReference[reference] = schema
        }
        guard let resolved = document.resolve(node) as? [String: Any] else {
            schema.isUnresolvable = true
            return schema
        }
        schema.fill(from: resolved) { compile($0, into: &compiled, document) }
        return schema
    }
}
