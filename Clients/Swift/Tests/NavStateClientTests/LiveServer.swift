import Foundation
import NavStateClient
import OpenAPIRuntime

/// A real `navstate serve` on an ephemeral loopback port, for as long as a test needs it.
/// The binary is `NAVSTATE_BINARY`, or the server package's debug build beside this package.
final class LiveServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    let log: URL

    init(arguments: [String] = []) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let binary = ProcessInfo.processInfo.environment["NAVSTATE_BINARY"] ?? root.appendingPathComponent(".build/debug/navstate").path
        log = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-client-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--store", "memory", "--log-level", "notice"] + arguments
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle
        process.standardOutput = handle
        try process.run()
        // The log names the port once the server listens (bounded wait).
        let deadline = Date().addingTimeInterval(15)
        var found: Int?
        while found == nil, Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"port=(\d+).*listening"#, options: .regularExpression) {
                let match = String(text[range])
                found = Int(match.dropFirst("port=".count).prefix { $0.isNumber })
            } else {
                usleep(20_000)
            }
        }
        guard let found else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "navstate did not start: \(binary)"])
        }
        port = found
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    func client(apiKey: String? = nil, transport: (any ClientTransport)? = nil) -> NavStateClient {
        NavStateClient(serverURL: url, apiKey: apiKey, transport: transport ?? NavStateClient.defaultTransport())
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }
}
