import Foundation
import NavStateServer
import Testing

/// `GET /openapi.yaml`: the server describes itself with the repository's own document, compiled
/// in, open without a key like `/healthz` (it holds no data).
@Suite struct DocumentRouteTests {
    private static let repositoryDocument: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("openapi.yaml")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()

    @Test func theDocumentServedIsTheRepositorysByteForByte() throws {
        try withNavState { server in
            let response = try server.client().request("GET", "/openapi.yaml")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/yaml")
            #expect(response.header("Cache-Control") == "no-cache")
            #expect(!Self.repositoryDocument.isEmpty)
            #expect(response.body == Self.repositoryDocument)
        }
    }

    @Test func itNeedsNoKeyWhereEverySessionRouteDoes() throws {
        let keys = try APIKeys(json: Array(#"{"alpha-key-0123456789abcdef": "alpha"}"#.utf8))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let api = try server.client()
            #expect(try api.request("GET", "/openapi.yaml").status == 200)
            #expect(try api.request("GET", "/sessions").status == 401)
        }
    }
}

/// `openapi.json` and `schemas/` are written from `openapi.yaml` (``DerivedDocuments``): the
/// repository's copies are what the YAML says now, and the server serves them byte for byte,
/// open without a key like the YAML.
@Suite struct DerivedDocumentTests {
    @Test func theRepositorysCopiesAreWhatTheYAMLSays() throws {
        let files = try DerivedDocuments.all()
        #expect(files.count == 5)
        if ProcessInfo.processInfo.environment["NAVSTATE_DOCUMENTS_RECORD"] != nil {
            for file in files {
                try Data(file.bytes).write(to: DerivedDocuments.repository.appendingPathComponent(file.path))
            }
            return
        }
        for file in files {
            let kept = try [UInt8](Data(contentsOf: DerivedDocuments.repository.appendingPathComponent(file.path)))
            #expect(kept == file.bytes, "\(file.path) differs from openapi.yaml: run the tests with NAVSTATE_DOCUMENTS_RECORD=1")
        }
    }

    /// The JSON is the YAML's content: parsed, both give the same values.
    @Test func theJSONDocumentHoldsTheYAMLsValues() throws {
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: DerivedDocuments.repository.appendingPathComponent("openapi.json")))
        #expect(
            Self.differences(json, OpenAPIDocument.shared.root).isEmpty, "\(Self.differences(json, OpenAPIDocument.shared.root).prefix(5))")
    }

    /// Where two parsed documents differ, as paths (numbers compared by value).
    private static func differences(_ a: Any, _ b: Any, at path: String = "") -> [String] {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            guard Set(a.keys) == Set(b.keys) else { return ["\(path): keys \(Set(a.keys).symmetricDifference(b.keys))"] }
            return a.keys.sorted().flatMap { differences(a[$0]!, b[$0]!, at: path + "/" + $0) }
        case (let a as [Any], let b as [Any]):
            guard a.count == b.count else { return ["\(path): \(a.count) vs \(b.count) items"] }
            return zip(a, b).enumerated().flatMap { differences($0.element.0, $0.element.1, at: "\(path)[\($0.offset)]") }
        case (let a as String, let b as String):
            return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (let a as NSNumber, let b as NSNumber):
            return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (is NSNull, is NSNull):
            return []
        default:
            return ["\(path): \(type(of: a)) \(a) vs \(type(of: b)) \(b)"]
        }
    }

    @Test(arguments: [
        ("/openapi.json", "openapi.json", "application/json"),
        ("/schemas/snapshot.json", "schemas/snapshot.json", "application/schema+json"),
        ("/schemas/mutation-result.json", "schemas/mutation-result.json", "application/schema+json"),
        ("/schemas/problem.json", "schemas/problem.json", "application/schema+json"),
    ])
    func eachIsServedByteForByteWithoutAKey(path: String, file: String, contentType: String) throws {
        let keys = try APIKeys(json: Array(#"{"alpha-key-0123456789abcdef": "alpha"}"#.utf8))
        let kept = try [UInt8](Data(contentsOf: DerivedDocuments.repository.appendingPathComponent(file)))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let response = try server.client().request("GET", path)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == contentType)
            #expect(response.header("Cache-Control") == "no-cache")
            #expect(response.body == kept)
        }
    }

    @Test func aSchemaTheServerDoesNotHaveIsAnUnknownRoute() throws {
        try withNavState { server in
            let response = try server.client().request("GET", "/schemas/session.json")
            #expect(response.status == 404)
            #expect(response.problemType == "unknown-route")
        }
    }
}
