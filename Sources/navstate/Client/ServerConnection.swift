import ArgumentParser
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the verbs that talk to a server send their requests: `--url` and `--api-key`, or
/// `NAVSTATE_URL` and `NAVSTATE_API_KEY`.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The server's URL (default: $NAVSTATE_URL, else http://127.0.0.1:8080).", valueName: "url"))
    var url: String?

    @Option(help: ArgumentHelp("An API key, sent as Authorization: Bearer (default: $NAVSTATE_API_KEY).", valueName: "key"))
    var apiKey: String?

    /// The connection these options name.
    func connection() throws -> ServerConnection {
        let environment = ProcessInfo.processInfo.environment
        let text = url ?? environment["NAVSTATE_URL"] ?? "http://127.0.0.1:8080"
        guard let base = URL(string: text), ["http", "https"].contains(base.scheme ?? ""), base.host != nil else {
            throw ValidationError("--url: '\(text)' is not an http or https URL.")
        }
        return ServerConnection(base: base, apiKey: apiKey ?? environment["NAVSTATE_API_KEY"])
    }
}

/// One answer of the server.
struct ServerAnswer {
    let status: Int
    let body: Data

    /// The body as JSON (an object), when it is one.
    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
}

/// Why a verb stopped: the server refused (its problem, exit 1), or gave no answer (exit 2).
struct ServerFailure: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    /// A refusal as one line: `409 nothing-to-pop: Navigation controller 'mail' has …`.
    init(refusal answer: ServerAnswer) {
        if let problem = answer.json, let type = problem["type"] as? String {
            description = "\(answer.status) \(type): \(problem["detail"] as? String ?? "")"
        } else {
            description = "\(answer.status): \(String(decoding: answer.body.prefix(200), as: UTF8.self))"
        }
        exitCode = 1
    }

    /// No answer from the server at `base`, and why.
    init(unanswered base: URL, _ why: String) {
        description = "no answer from \(base.absoluteString): \(why)"
        exitCode = 2
    }
}

/// Requests to one NavState server through the toolchain's HTTP client (URLSession): http
/// and https, hostnames, proxies from the environment.
struct ServerConnection: Sendable {
    let base: URL
    let apiKey: String?

    /// A request without an answer for this long fails.
    static let timeoutSeconds: TimeInterval = 30

    func request(_ method: String, _ path: String, body: Data? = nil) throws -> ServerAnswer {
        var request = urlRequest(path)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let transfer = Transfer(line: nil)
        try transfer.run(request, base: base)
        return ServerAnswer(status: transfer.status, body: transfer.received)
    }

    /// Follows `path` (an event stream), calling `line` with each line as it arrives, until
    /// `line` answers false or the server ends the stream. The server writes a comment every
    /// 15 s, so a stream silent for a minute is taken as lost.
    func stream(_ path: String, headers: [(String, String)] = [], line: @escaping @Sendable (String) -> Bool) throws {
        var request = urlRequest(path)
        request.timeoutInterval = 60
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let transfer = Transfer(line: line)
        try transfer.run(request, base: base)
        if transfer.status != 200 { throw ServerFailure(refusal: ServerAnswer(status: transfer.status, body: transfer.received)) }
    }

    /// `path` under the URL's own path (a server behind a proxy's prefix keeps it).
    private func urlRequest(_ path: String) -> URLRequest {
        var prefix = base.absoluteString
        while prefix.hasSuffix("/") { prefix.removeLast() }
        var request = URLRequest(url: URL(string: prefix + path) ?? base)
        request.timeoutInterval = Self.timeoutSeconds
        if let apiKey { request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization") }
        return request
    }
}

/// One request through its own URLSession, whose delegate keeps the answer (or, with `line`,
/// cuts a 200 answer into lines as it arrives) and takes a 401 as an answer: without a
/// delegate that does, URLSession on Linux waits forever on the `WWW-Authenticate` challenge.
/// The session is ephemeral: nothing is cached or kept between runs.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let line: (@Sendable (String) -> Bool)?
    // Touched on the session's delegate queue (serial) only, and read after `done`.
    private(set) var status = 0
    private(set) var received = Data()
    private var failure: (any Error)?
    private var finished = false
    private var challenged = false

    init(line: (@Sendable (String) -> Bool)?) { self.line = line }

    /// Sends `request` and waits for the whole answer (or for `line` to stop it).
    func run(_ request: URLRequest, base: URL) throws {
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: request).resume()
        done.wait()
        guard status != 0 else {
            throw ServerFailure(unanswered: base, failure?.localizedDescription ?? "the connection failed")
        }
    }

    /// A 401 with `WWW-Authenticate` reaches the delegate as a challenge, its body never: the
    /// refusal is told from its status (the server's only one, `unauthorized`).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
        let detail =
            task.originalRequest?.value(forHTTPHeaderField: "Authorization") == nil
            ? "the server needs an API key: --api-key or NAVSTATE_API_KEY." : "the server refused the API key."
        received = Data(#"{"type": "unauthorized", "detail": "\#(detail)"}"#.utf8)
        challenged = true
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        status = (response as? HTTPURLResponse)?.statusCode ?? 0
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !finished else { return }
        received.append(data)
        guard let line, status == 200 else { return }
        while let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
            let text = String(decoding: received[received.startIndex..<newline], as: UTF8.self)
            received = Data(received[received.index(after: newline)...])
            if !line(text) {
                finished = true
                dataTask.cancel()
                done.signal()
                return
            }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard !finished else { return }
        // A transfer cut short is no answer, whatever its head said (a stream's end is not).
        if error != nil, line == nil, !challenged { status = 0 }
        failure = error
        finished = true
        done.signal()
    }
}
