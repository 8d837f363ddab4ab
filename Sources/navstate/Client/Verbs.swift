import ArgumentParser
import Foundation
import NavigationModel
import Synchronization

// The verbs for people without curl: each is one request (or one stream) to a running
// server, its answer printed for reading. A refusal prints the server's problem on one line
// (`409 nothing-to-pop: …`) to standard error and exits 1; no answer at all exits 2.

/// Runs `body`, turning a ``ServerFailure`` into its line on standard error and an exit code.
private func reporting(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as ServerFailure {
        FileHandle.standardError.write(Data("navstate: \(failure)\n".utf8))
        throw ExitCode(failure.exitCode)
    }
}

/// The answer if it is one of `statuses`, else the refusal.
private func expecting(_ statuses: Set<Int>, _ answer: ServerAnswer) throws -> ServerAnswer {
    guard statuses.contains(answer.status) else { throw ServerFailure(refusal: answer) }
    return answer
}

/// A session or controller id as a path segment; one a path would read as something else
/// (empty, `.`, `..`) is refused before any request.
private func segment(_ text: String) throws -> String {
    guard !text.isEmpty, text != ".", text != ".." else { throw ValidationError("'\(text)' is no id.") }
    return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? text
}

/// The bytes of `file` ('-': standard input), or why they cannot be read.
private func contents(of file: String) throws -> Data {
    if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("\(file): cannot be read.") }
    return data
}

/// The one-line calls of a mutation's answer, one per line.
private func calls(_ answer: [String: Any]) -> [String] {
    (answer["events"] as? [[String: Any]] ?? []).map { event in
        let call = event["call"] as? String ?? "\(event["controller"] ?? "?").\(event["callback"] ?? "?")"
        return (event["action"] as? Int).map { "\($0): \(call)" } ?? call
    }
}

struct Sessions: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the sessions: id, revision and root controller, one per line (every page).")

    @OptionGroup var server: ServerOptions

    func run() throws {
        try reporting {
            let connection = try server.connection()
            var after: String?
            repeat {
                let query = try after.map { "?after=\(try segment($0))" } ?? ""
                let page = try expecting([200], try connection.request("GET", "/sessions\(query)")).json ?? [:]
                for session in page["sessions"] as? [[String: Any]] ?? [] {
                    print("\(session["id"] ?? "?")\trevision \(session["revision"] ?? "?")\troot \(session["root"] ?? "?")")
                }
                after = page["next"] as? String
            } while after != nil
        }
    }
}

struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a session from a JSON file ('-': standard input) and print its tree.",
        discussion: """
            The file is a POST /sessions body ({"id"?, "root": spec, "traits"?, "callbacks"?}, {"storyboard": …} or \
            {"import": …}), or a controller spec alone ({"kind": …}), which becomes the root.
            """)

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Option(help: "The session's id (else the file's, else a random one).")
    var id: String?

    @OptionGroup var server: ServerOptions

    func run() throws {
        try reporting {
            let data = try contents(of: file)
            guard var body = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ValidationError("\(file): not a JSON object.")
            }
            if body["kind"] != nil { body = ["root": body] }
            if let id { body["id"] = id }
            let connection = try server.connection()
            let created = try expecting(
                [201], try connection.request("POST", "/sessions", body: try JSONSerialization.data(withJSONObject: body)))
            let session = created.json?["session"] as? String ?? "?"
            print("session \(session), revision \(created.json?["revision"] ?? "?")")
            let tree = try expecting([200], try connection.request("GET", "/sessions/\(try segment(session))?format=text"))
            print(String(decoding: tree.body, as: UTF8.self), terminator: "")
        }
    }
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a session as a tree, one line per controller (or its snapshot as JSON).")

    @Argument(help: "The session's id.")
    var session: String

    @Option(help: "A past revision the journal still keeps.")
    var revision: Int?

    @Flag(help: "The snapshot as JSON instead of the tree.")
    var json = false

    @OptionGroup var server: ServerOptions

    func run() throws {
        try reporting {
            var query = [json ? "format=json" : "format=text"]
            if let revision { query.append("revision=\(revision)") }
            let answer = try expecting(
                [200], try server.connection().request("GET", "/sessions/\(try segment(session))?\(query.joined(separator: "&"))"))
            print(String(decoding: answer.body, as: UTF8.self), terminator: json ? "\n" : "")
        }
    }
}

struct Act: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Perform an action on a session and print the new revision and each callback, one per line.",
        discussion: """
            ACTION is a route's verb (push, pop, present, dismiss, select-tab, …), patch (with \
            --controller), traits, memory-warning, or batch (a body {"actions": […]}). BODY is the \
            action's JSON body, as its route takes it; '-' reads it from standard input.
            """)

    @Argument(help: ArgumentHelp("The session's id.", valueName: "session"))
    var session: String

    @Argument(
        help: ArgumentHelp("The action.", valueName: "action"),
        completion: .list(ActionName.allCases.map(\.rawValue) + ["patch", "traits", "memory-warning", "batch"]))
    var action: String

    @Argument(help: ArgumentHelp("The action's JSON body (none for pop, dismiss, …).", valueName: "body"))
    var body: String?

    @Option(help: "The controller the action targets (/controllers/{cid}/…); patch needs one.")
    var controller: String?

    @OptionGroup var server: ServerOptions

    func validate() throws {
        let known = ActionName.allCases.map(\.rawValue) + ["patch", "traits", "memory-warning", "batch"]
        guard known.contains(action) else { throw ValidationError("'\(action)' is none of \(known.joined(separator: ", ")).") }
        if action == "patch", controller == nil { throw ValidationError("patch needs --controller.") }
        if ["traits", "memory-warning", "batch"].contains(action), controller != nil {
            throw ValidationError("\(action) belongs to the session; it takes no --controller.")
        }
    }

    func run() throws {
        try reporting {
            let target = try controller.map { "/controllers/\(try segment($0))" } ?? ""
            let (method, path): (String, String) =
                switch action {
                case "patch": ("PATCH", target)
                case "traits": ("PUT", "/traits")
                case "batch": ("POST", "/actions")
                default: ("POST", "\(target)/\(action)")
                }
            let data = try body == "-" ? contents(of: "-") : body.map { Data($0.utf8) }
            let answer = try expecting(
                [200], try server.connection().request(method, "/sessions/\(try segment(session))\(path)", body: data))
            let json = answer.json ?? [:]
            print("revision \(json["revision"] ?? "?")")
            for line in calls(json) { print(line) }
        }
    }
}

struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Delete a session.")

    @Argument(help: "The session's id.")
    var session: String

    @OptionGroup var server: ServerOptions

    func run() throws {
        try reporting {
            _ = try expecting([204], try server.connection().request("DELETE", "/sessions/\(try segment(session))"))
            print("deleted \(session)")
        }
    }
}

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Follow a session's changes as they happen: each callback on a line of its own, after its revision.",
        discussion: """
            Prints `REVISION snapshot` first (or the revisions after --after), then for each change \
            `REVISION action …` and one line per callback, until the session is deleted (`deleted`) \
            or the command is interrupted.
            """)

    @Argument(help: "The session's id.")
    var session: String

    @Option(help: "Resume after this revision (Last-Event-ID) instead of starting from a snapshot.")
    var after: Int?

    @OptionGroup var server: ServerOptions

    func run() throws {
        try reporting {
            let printer = EventPrinter()
            let connection = try server.connection()
            try connection.stream(
                "/sessions/\(try segment(session))/events", headers: after.map { [("Last-Event-ID", String($0))] } ?? [],
                line: printer.read)
            // Only a deletion ends a stream: anything else is a connection lost.
            guard printer.sawDeletion else {
                throw ServerFailure(unanswered: connection.base, "the stream ended before the session was deleted")
            }
        }
    }
}

/// Reads server-sent events line by line and prints them as ``Watch`` says.
private final class EventPrinter: Sendable {
    private let event = Mutex<(name: String, id: String)>(("", ""))
    private let deleted = Atomic<Bool>(false)

    /// Whether the stream said the session was deleted.
    var sawDeletion: Bool { deleted.load(ordering: .relaxed) }

    /// Reads one line of the stream; false once the session is gone.
    func read(_ line: String) -> Bool {
        if line.hasPrefix("event: ") {
            event.withLock { $0.name = String(line.dropFirst(7)) }
        } else if line.hasPrefix("id: ") {
            event.withLock { $0.id = String(line.dropFirst(4)) }
        } else if line.hasPrefix("data: ") {
            let (name, id) = event.withLock { $0 }
            let data = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any]
            switch name {
            case "snapshot": emit("\(id) snapshot")
            case "change":
                let actions = (data?["actions"] as? [[String: Any]] ?? []).compactMap { $0["action"] as? String }
                emit("\(id) \(actions.isEmpty ? "created" : actions.joined(separator: ", "))")
                for call in calls(data ?? [:]) { emit("  \(call)") }
            case "deleted":
                emit("deleted")
                deleted.store(true, ordering: .relaxed)
                return false
            default: break
            }
        }
        return true
    }

    /// Writes `line` at once (a pipe would otherwise hold it until the buffer fills).
    private func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}
