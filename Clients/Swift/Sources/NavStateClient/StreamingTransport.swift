#if !canImport(Darwin)
import Foundation
import FoundationNetworking
import HTTPTypes
import OpenAPIRuntime
import Synchronization

/// A transport over URLSession that hands an answer's body on as it arrives, for Linux, where
/// swift-openapi-urlsession buffers whole answers (an event stream never ends). It uses
/// URLSession's delegate callbacks, which Foundation on Linux delivers as bytes come in; the
/// request body is sent whole (NavState's are small JSON documents).
struct StreamingURLSessionTransport: ClientTransport {
    func send(
        _ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?) {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            let path = request.path
        else { throw URLError(.badURL) }
        let (pathPart, query) =
            path.firstIndex(of: "?").map { (path[..<$0], String(path[path.index(after: $0)...])) }
            ?? (path[...], nil)
        components.percentEncodedPath += pathPart
        components.percentEncodedQuery = query
        guard let url = components.url else { throw URLError(.badURL) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name.canonicalName)
        }
        if let body { urlRequest.httpBody = try await Data(collecting: body, upTo: .max) }

        let delegate = StreamingDelegate()
        let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: urlRequest)
        let answer = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.start(answer: continuation, task: task, session: session)
            }
        } onCancel: {
            task.cancel()
        }
        var fields = HTTPFields()
        for (name, value) in answer.allHeaderFields {
            guard let text = name as? String, let name = HTTPField.Name(text), let value = value as? String else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        let response = HTTPTypes.HTTPResponse(status: .init(code: answer.statusCode), headerFields: fields)
        let length = answer.expectedContentLength >= 0 ? HTTPBody.Length.known(answer.expectedContentLength) : .unknown
        return (response, HTTPBody(delegate.body, length: length, iterationBehavior: .single))
    }
}

/// URLSession's callbacks for one task: the answer's head resumes `send`, its bytes go into
/// `body` as they arrive, and the end (or a failure) finishes it. Dropping the body before its
/// end cancels the task.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var answer: CheckedContinuation<HTTPURLResponse, any Error>?
        var session: URLSession?
    }

    private let state = Mutex(State())
    let body: AsyncThrowingStream<ArraySlice<UInt8>, any Error>
    private let bytes: AsyncThrowingStream<ArraySlice<UInt8>, any Error>.Continuation

    override init() {
        (body, bytes) = AsyncThrowingStream.makeStream()
        super.init()
    }

    func start(answer: CheckedContinuation<HTTPURLResponse, any Error>, task: URLSessionDataTask, session: URLSession) {
        state.withLock { $0 = State(answer: answer, session: session) }
        bytes.onTermination = { termination in
            if case .cancelled = termination { task.cancel() }
        }
        task.resume()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let answer = state.withLock { state in
            defer { state.answer = nil }; return state.answer
        }
        if let response = response as? HTTPURLResponse {
            answer?.resume(returning: response)
        } else {
            answer?.resume(throwing: URLError(.badServerResponse))
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        bytes.yield(ArraySlice(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (answer, owned) = state.withLock { state in
            defer { state = State() }
            return (state.answer, state.session)
        }
        if let error {
            answer?.resume(throwing: error)
            bytes.finish(throwing: error)
        } else {
            answer?.resume(throwing: URLError(.badServerResponse))
            bytes.finish()
        }
        // The session holds its delegate until it is invalidated.
        owned?.finishTasksAndInvalidate()
    }
}
#endif
