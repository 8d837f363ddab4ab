import EventHTTPTesting
import Foundation
import NavigationModel
import Testing

/// A client of the NavState API that checks every response against `openapi.yaml`: any test
/// that talks to the server also checks that the document describes what it got.
final class APIClient {
    private let connection: HTTPTestClient

    /// - Parameter timeoutSeconds: how long a read waits for the server.
    init(port: Int, timeoutSeconds: Int = 10) throws {
        connection = try HTTPTestClient(port: port, timeoutSeconds: timeoutSeconds)
    }

    @discardableResult
    func request(
        _ method: String, _ path: String, json: String? = nil, body: [UInt8]? = nil,
        headers: [(String, String)] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> APIResponse {
        let bytes = json.map { Array($0.utf8) } ?? body
        let response = try connection.send(method, path, headers: headers, body: bytes)
        let result = APIResponse(raw: response)
        for problem in OpenAPIDocument.shared.check(method: method, path: path, response: result) {
            Issue.record("openapi.yaml: \(method) \(path) → \(response.status): \(problem)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// Writes `text` as it is (a request the client would not frame itself) and reads one
    /// response, checked against `openapi.yaml` as `method path`.
    func raw(
        _ text: String, method: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> APIResponse {
        let result = APIResponse(raw: try connection.sendRaw(Array(text.utf8)))
        for problem in OpenAPIDocument.shared.check(method: method, path: path, response: result) {
            Issue.record("openapi.yaml: \(method) \(path) → \(result.status): \(problem)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// Whether the server closed this client's connection (waiting up to `milliseconds`).
    func closedByServer(waitingMilliseconds milliseconds: Int32 = 2_000) -> Bool {
        connection.peerClosed(waitingMilliseconds: milliseconds)
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> APIResponse {
        try request("GET", path, headers: headers)
    }

    @discardableResult
    func post(_ path: String, _ json: String? = nil, headers: [(String, String)] = []) throws -> APIResponse {
        try request("POST", path, json: json, headers: headers)
    }

    /// Creates a session with `id` whose root is `nav` over content controllers titled as
    /// their ids in upper case.
    @discardableResult
    func createNavigationSession(_ id: String, stack: [String] = ["root"]) throws -> APIResponse {
        let children = stack.map { #"{"kind": "view", "id": "\#($0)", "title": "\#($0.uppercased())"}"# }
        let response = try post(
            "/sessions",
            #"{"id": "\#(id)", "root": {"kind": "navigation", "id": "nav", "children": [\#(children.joined(separator: ", "))]}}"#)
        guard response.status == 201 else {
            throw HTTPTestClient.Failure(description: "create failed: \(response.status) \(response.text)")
        }
        return response
    }

    /// The current revision of a session.
    func revision(_ session: String) throws -> Int {
        guard case .number(let revision) = try get("/sessions/\(session)").json["revision"] else { return -1 }
        return Int(revision)
    }
}

/// A response with its body parsed, when it is JSON.
struct APIResponse {
    let raw: TestResponse
    /// The body as JSON (`.null` when it is not JSON), parsed once.
    let json: JSONValue

    init(raw: TestResponse) {
        self.raw = raw
        json = JSONValue(parsing: raw.body)
    }

    var status: Int { raw.status }
    var text: String { raw.text }
    var body: [UInt8] { raw.body }
    func header(_ name: String) -> String? { raw.header(name) }

    /// The problem `type` slug of an error answer.
    var problemType: String? {
        if case .string(let type) = json["type"] { type } else { nil }
    }
}

extension JSONValue {
    /// `bytes` parsed with `JSONSerialization`, `.null` when they are not JSON. Faster in tests
    /// than `JSONDecoder`, whose `JSONValue` decoding tries each type in turn: every miss is a
    /// thrown error, and Swift Testing records a backtrace for each.
    init(parsing bytes: [UInt8]) {
        guard let any = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
            self = .null
            return
        }
        self.init(foundation: any)
    }

    private init(foundation value: Any) {
        // Containers first: asking whether a Swift dictionary is an `NSNumber` bridges the whole
        // dictionary to an `NSDictionary` to find out.
        switch value {
        case let text as String: self = .string(text)
        case let map as [String: Any]: self = .object(map.mapValues { JSONValue(foundation: $0) })
        case let list as [Any]: self = .array(list.map { JSONValue(foundation: $0) })
        case let number as NSNumber:
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: self = .null
        }
    }

    /// The member `key` of an object, `.null` otherwise.
    subscript(key: String) -> JSONValue {
        if case .object(let fields) = self { fields[key] ?? .null } else { .null }
    }

    /// The element at `index` of an array, `.null` otherwise.
    subscript(index: Int) -> JSONValue {
        if case .array(let values) = self, values.indices.contains(index) { values[index] } else { .null }
    }

    var arrayValue: [JSONValue] { if case .array(let values) = self { values } else { [] } }
    var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    var intValue: Int? { if case .number(let value) = self { Int(value) } else { nil } }
}
