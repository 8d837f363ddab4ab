// An integration test as an app team would write one: the app keeps its navigation on a
// NavState server, and this suite drives the same flow a user would take — open a message,
// compose, cancel, go back — asserting on what is on screen and on the callbacks UIKit would
// have sent to the app's view controllers.
//
// It talks to the server at NAVSTATE_URL (the team's shared server, with NAVSTATE_API_KEY), or
// starts `navstate serve` itself from NAVSTATE_BINARY for a self-contained run.

import Foundation
import NavStateClient
import Testing

@Suite struct MailAppTests {
    /// The app's root: a tab bar whose Mail tab is a navigation stack on the inbox.
    static let app = ControllerSpec.tabBar(id: "tabs", [
        .navigation(id: "mail", [.view(id: "inbox", title: "Inbox", className: "InboxViewController")]).tab("Mail", badge: "2"),
        .view(id: "settings", title: "Settings").tab("Settings"),
    ])

    @Test func openAMessageComposeCancelAndGoBack() async throws {
        let server = try ExampleServer()
        let session = try await server.client.createSession(root: Self.app)
        #expect(try await session.snapshot().visible.top == "inbox")

        // Open a message: the thread is pushed over the inbox, whose title becomes the back button.
        let opened = try await session.push(.view(id: "message", title: "Lunch?", className: "MessageViewController"))
        #expect(opened.visible?.navigationBar?.title == "Lunch?")
        #expect(opened.visible?.navigationBar?.backButtonTitle == "Inbox")
        #expect(Self.calls(opened) == [
            "message.willMoveToParent", "message.viewDidLoad", "inbox.viewWillDisappear", "message.viewWillAppear",
            "inbox.viewDidDisappear", "message.viewDidAppear", "message.didMoveToParent",
        ])

        // Compose a reply as a form sheet; the message under it stays on screen (no callbacks for it).
        let composing = try await session.present(.navigation(id: "compose", [.view(id: "editor", title: "Re: Lunch?")]).presented(as: .formSheet))
        #expect(composing.visible?.top == "editor")
        #expect(!Self.calls(composing).contains { $0.hasPrefix("message.") })

        // Cancel: the sheet goes away and is released.
        let cancelled = try await session.dismiss()
        #expect(cancelled.visible?.top == "message")
        #expect(Self.calls(cancelled).contains("editor.deinit"))

        // Back to the inbox.
        let back = try await session.pop()
        #expect(back.visible?.path == ["tabs", "mail", "inbox"])
        #expect(Self.calls(back).last == "message.deinit")

        // Going back again is what UIKit would refuse: nothing to pop, and nothing changed.
        let refusal = await #expect(throws: NavStateProblem.self) { try await session.pop() }
        #expect(refusal?.type == "nothing-to-pop")
        #expect(try await session.snapshot().revision == back.revision)
    }

    /// `controller.callback` for each lifecycle event of an answer, in order.
    static func calls(_ answer: MutationResult) -> [String] {
        answer.events.map { "\($0.controller).\($0.callback.rawValue)" }
    }
}

/// The server the example runs against.
final class ExampleServer: @unchecked Sendable {
    let client: NavStateClient
    #if os(macOS) || os(Linux)
    private var process: Process?
    #endif

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        if let url = environment["NAVSTATE_URL"].flatMap(URL.init(string:)) {
            client = NavStateClient(serverURL: url, apiKey: environment["NAVSTATE_API_KEY"], transport: NavStateClient.defaultTransport())
            return
        }
        #if os(macOS) || os(Linux)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let binary = environment["NAVSTATE_BINARY"] ?? root.appendingPathComponent(".build/debug/navstate").path
        // An ephemeral port, read back from the server's `listening` log line.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("navstate-example-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--store", "memory", "--log-level", "notice"]
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        self.process = process
        var port: Substring?
        let deadline = Date().addingTimeInterval(10)
        while port == nil, Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            port = text.firstRange(of: "port=").map { text[$0.upperBound...].prefix { $0.isNumber } }
            if port == nil { usleep(20_000) }
        }
        client = NavStateClient(serverURL: URL(string: "http://127.0.0.1:\(port ?? "0")")!, transport: NavStateClient.defaultTransport())
        #else
        // No processes on iOS: the suite runs against a server it is given.
        throw URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: "set NAVSTATE_URL to the server the example runs against"])
        #endif
    }

    deinit {
        #if os(macOS) || os(Linux)
        process?.terminate()
        process?.waitUntilExit()
        #endif
    }
}
