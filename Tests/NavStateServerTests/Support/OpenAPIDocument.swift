import Foundation
import NavigationModel
import Yams

/// `openapi.yaml`, loaded once, and a check of responses against it: the operation for the
/// method and path must exist, must document the status, the content type and a schema the
/// body conforms to.
struct OpenAPIDocument: @unchecked Sendable {
    // @unchecked: the parsed YAML is an immutable tree of Foundation values, read only after load.
    let root: [String: Any]

    static let shared: OpenAPIDocument = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let root = try Yams.load(yaml: text) as? [String: Any] else { fatalError("openapi.yaml is not a map") }
            return OpenAPIDocument(root: root)
        } catch {
            fatalError("cannot load openapi.yaml: \(error)")
        }
    }()

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
        let value = JSONValue(parsing: response.body)
        guard value != .null else {
            return ["the body is not JSON"]
        }
        var problems: [String] = []
        SchemaValidator(document: self).validate(value, against: schema, at: "body", problems: &problems)
        return problems
    }

    /// The documented template matching a concrete path.
    func template(for path: String) -> String? {
        let segments = path.split(separator: "/").map(String.init)
        return paths.keys.sorted().first { template in
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
