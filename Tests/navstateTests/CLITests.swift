import EventHTTP
import Foundation
import Logging
import NavStateServer
import Testing

/// The verbs beside `serve`, run as the binary against a real server on the loopback
/// interface: what they print, and a refusal's line and exit code.
@Suite struct CLITests {
    /// Runs `navstate arguments…` (``runNavstate(_:input:environment:directory:)``).
    private func navstate(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> NavstateRun {
        try runNavstate(arguments, input: input, environment: environment)
    }

    /// Starts `navstate watch session --url url` and reads its output until the snapshot's line
    /// (the stream is open): the process, its pipes, and what it printed so far.
    private func watching(_ session: String, url: String) throws -> (
        process: Process, output: FileHandle, errors: FileHandle, printed: Data
    ) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["watch", session, "--url", url]
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("1 snapshot\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        return (process, output.fileHandleForReading, errors.fileHandleForReading, printed)
    }

    /// Runs `body` with a server on a free loopback port, and its URL.
    private func withServer(_ configuration: APIConfiguration = APIConfiguration(), _ body: (String) throws -> Void) throws {
        var logger = Logger(label: "cli-test")
        logger.logLevel = .critical
        let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        let server = try NavStateServer.start(http: http, api: configuration, logger: logger)
        defer { server.stop() }
        try body("http://127.0.0.1:\(server.port)")
    }

    @Test func helpListsEveryVerb() throws {
        let help = try navstate(["--help"])
        for verb in ["serve", "sessions", "create", "show", "act", "delete", "watch"] {
            #expect(help.output.contains("  \(verb) "), "\(verb) in \(help.output)")
        }
    }

    @Test func createShowActAndDeleteASession() throws {
        try withServer { url in
            let spec = #"{"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox", "title": "Inbox"}]}"#
            let created = try navstate(["create", "-", "--id", "demo", "--url", url], input: spec)
            #expect(created.status == 0, "\(created.errors)")
            #expect(created.output.hasPrefix("session demo, revision 1\n"))
            #expect(created.output.contains("<UINavigationController mail>"), "\(created.output)")

            let pushed = try navstate(
                ["act", "demo", "push", #"{"controller": {"kind": "view", "id": "thread", "title": "Lunch?"}}"#, "--url", url])
            #expect(
                pushed.output == """
                    revision 2
                    thread.willMoveToParent(mail)
                    thread.viewDidLoad
                    inbox.viewWillDisappear(true)
                    thread.viewWillAppear(true)
                    inbox.viewDidDisappear(true)
                    thread.viewDidAppear(true)
                    thread.didMoveToParent(mail)

                    """)
            let patched = try navstate(["act", "demo", "patch", #"{"title": "Re: Lunch"}"#, "--controller", "thread", "--url", url])
            #expect(patched.output == "revision 3\n", "\(patched.errors)")
            let shown = try navstate(["show", "demo", "--url", url])
            #expect(shown.output.contains(#"title: "Re: Lunch""#), "\(shown.output)")
            let json = try navstate(["show", "demo", "--json", "--revision", "2", "--url", url])
            #expect(json.output.hasPrefix(#"{"session":"demo","revision":2,"#))

            let listed = try navstate(["sessions"], environment: ["NAVSTATE_URL": url])
            #expect(listed.output == "demo\trevision 3\troot mail\n")
            #expect(try navstate(["delete", "demo", "--url", url]).output == "deleted demo\n")
            #expect(try navstate(["sessions", "--url", url]).output == "")
        }
    }

    @Test func aRefusalPrintsTheProblemOnOneLineAndExitsOne() throws {
        try withServer { url in
            _ = try navstate(["create", "-", "--id", "s", "--url", url], input: #"{"kind": "navigation", "children": [{"kind": "view"}]}"#)
            let pop = try navstate(["act", "s", "pop", "--url", url])
            #expect(pop.status == 1)
            #expect(pop.output == "")
            #expect(pop.errors.hasPrefix("navstate: 409 nothing-to-pop: "), "\(pop.errors)")
            let unknown = try navstate(["show", "nope", "--url", url])
            #expect(unknown.status == 1 && unknown.errors.hasPrefix("navstate: 404 unknown-session: "))
            // Refused before any request: an unknown action, a patch without its controller.
            let fly = try navstate(["act", "s", "fly", "--url", url])
            #expect(fly.status == 64 && fly.errors.contains("'fly' is none of push, pop"), "\(fly.errors)")
            #expect(try navstate(["act", "s", "patch", "{}", "--url", url]).errors.contains("patch needs --controller"))
            // An id a path would read as another route (`..` is the parent) never reaches the server.
            for arguments in [
                ["act", "s", "pop", "--controller", ".."], ["show", ".."], ["show", "."], ["delete", ""], ["watch", ".."],
            ] {
                let run = try navstate(arguments + ["--url", url])
                #expect(run.status == 64 && run.errors.contains("is no id"), "\(arguments): \(run.errors)")
            }
            #expect(try navstate(["show", "s", "--url", url]).status == 0, "the session is as it was")
            let missing = try navstate(["create", "/nonexistent/spec.json", "--url", url])
            #expect(missing.status == 64 && missing.errors.contains("/nonexistent/spec.json: cannot be read."), "\(missing.errors)")
        }
    }

    /// A URL with a path (a server behind a proxy's prefix) keeps it.
    @Test func aURLsPathIsKept() throws {
        try withServer { url in
            let prefixed = try navstate(["sessions", "--url", url + "/prefix/"])
            #expect(prefixed.status == 1 && prefixed.errors.hasPrefix("navstate: 404 unknown-route: "), "\(prefixed.errors)")
            #expect(try navstate(["sessions", "--url", url + "/"]).status == 0)
        }
    }

    @Test func noServerExitsTwoAndABadURLIsRefused() throws {
        // A port nothing listens on: bound, then closed.
        var port = 0
        try withServer { url in port = Int(url.split(separator: ":").last ?? "0") ?? 0 }
        let none = try navstate(["sessions", "--url", "http://127.0.0.1:\(port)"])
        #expect(none.status == 2)
        #expect(none.errors.hasPrefix("navstate: no answer from http://127.0.0.1:\(port)"), "\(none.errors)")
        let bad = try navstate(["sessions", "--url", "ftp://example.com"])
        #expect(bad.status == 64 && bad.errors.contains("not an http or https URL"))
    }

    @Test func anAPIKeyIsSentAsABearerToken() throws {
        var configuration = APIConfiguration()
        configuration.apiKeys = try APIKeys(json: Array(#"{"key-one-0123456789": "team"}"#.utf8))
        try withServer(configuration) { url in
            let without = try navstate(["sessions", "--url", url])
            #expect(
                without.status == 1 && without.errors.hasPrefix("navstate: 401 unauthorized: the server needs an API key"),
                "\(without.errors)")
            let wrong = try navstate(["sessions", "--url", url, "--api-key", "key-two-0123456789"])
            #expect(wrong.errors == "navstate: 401 unauthorized: the server refused the API key.\n")
            #expect(try navstate(["sessions", "--url", url, "--api-key", "key-one-0123456789"]).status == 0)
            #expect(try navstate(["sessions", "--url", url], environment: ["NAVSTATE_API_KEY": "key-one-0123456789"]).status == 0)
        }
    }

    /// A stream that ends without the session's deletion is a connection lost: exit 2.
    @Test func watchExitsTwoWhenTheServerGoes() throws {
        var logger = Logger(label: "cli-test")
        logger.logLevel = .critical
        let http = HTTPServerConfiguration(port: 0, shutdownGraceMilliseconds: 20, handlesSignals: false)
        let server = try NavStateServer.start(http: http, api: APIConfiguration(), logger: logger)
        let url = "http://127.0.0.1:\(server.port)"
        _ = try navstate(["create", "-", "--id", "w", "--url", url], input: #"{"kind": "view"}"#)
        let watch = try watching("w", url: url)
        server.stop()
        let complaint = String(decoding: watch.errors.readDataToEndOfFile(), as: UTF8.self)
        watch.process.waitUntilExit()
        #expect(String(decoding: watch.printed, as: UTF8.self) == "1 snapshot\n")
        #expect(watch.process.terminationStatus == 2)
        #expect(complaint.contains("the stream ended before the session was deleted"), "\(complaint)")
    }

    /// `watch` prints each change as it happens, one callback a line, until the session goes.
    @Test func watchFollowsASessionUntilItIsDeleted() throws {
        try withServer { url in
            _ = try navstate(
                ["create", "-", "--id", "w", "--url", url],
                input: #"{"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}"#)
            // The snapshot line says the stream is open before the changes are made.
            let watch = try watching("w", url: url)
            var printed = watch.printed
            _ = try navstate(["act", "w", "push", #"{"controller": {"kind": "view", "id": "b"}, "animated": false}"#, "--url", url])
            _ = try navstate(["delete", "w", "--url", url])
            printed.append(watch.output.readDataToEndOfFile())
            watch.process.waitUntilExit()
            #expect(watch.process.terminationStatus == 0)
            #expect(
                String(decoding: printed, as: UTF8.self) == """
                    1 snapshot
                    2 push
                      b.willMoveToParent(nav)
                      b.viewDidLoad
                      a.viewWillDisappear(false)
                      b.viewWillAppear(false)
                      a.viewDidDisappear(false)
                      b.viewDidAppear(false)
                      b.didMoveToParent(nav)
                    deleted

                    """)
        }
    }
}
