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
