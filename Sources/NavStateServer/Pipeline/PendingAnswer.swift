internal import EventHTTP
internal import NavStateDocuments
internal import NavStateStore
internal import Synchronization

/// The answer of a request whose change waits for the store's commit: the route prepares the
/// answer under the session's lock, the store's writer says whether the commit held, the event
/// loop hands over the reply to send it through. Whichever of the three comes last sends.
final class PendingAnswer: Sendable {
    private struct State {
        var reply: HTTPReply?
        var answer: HTTPResponse?
        /// Set once the store answered: `nil` inside when the commit held.
        var failure: APIError??
        /// The answer and whether the commit held, once both are known.
        var final: (HTTPResponse, Bool)?
        var sent = false
        var onResolve: [@Sendable (HTTPResponse, _ committed: Bool) -> Void] = []
    }

    private let state = Mutex(State())
    /// The request's path, the problem's `instance` when the commit fails.
    private let instance: String

    init(instance: String) { self.instance = instance }

    /// The response a route returns for it: answered when the commit is known.
    var response: HTTPResponse {
        HTTPResponse(deferred: { [self] reply in attach(reply) })
    }

    /// The answer to send if the commit holds.
    func prepare(_ answer: HTTPResponse) { update { $0.answer = answer } }

    /// The store's verdict: `nil` when the commit held, else the error to answer with.
    func finish(_ failure: APIError?) { update { $0.failure = .some(failure) } }

    /// Runs `body` with the final answer once it is known (whether the commit held beside it).
    func whenResolved(_ body: @escaping @Sendable (HTTPResponse, _ committed: Bool) -> Void) {
        update { $0.onResolve.append(body) }
    }

    private func attach(_ reply: HTTPReply) { update { $0.reply = reply } }

    private func update(_ change: (inout State) -> Void) {
        let (reply, final, hooks) = state.withLock {
            state -> (HTTPReply?, (HTTPResponse, Bool)?, [@Sendable (HTTPResponse, Bool) -> Void]) in
            change(&state)
            if state.final == nil, case .some(let failure) = state.failure {
                if let failure {
                    state.final = (failure.problem.response(instance: instance), false)
                } else if let answer = state.answer {
                    state.final = (answer, true)
                }
            }
            guard let final = state.final else { return (nil, nil, []) }
            let hooks = state.onResolve
            state.onResolve = []
            guard !state.sent, let reply = state.reply else { return (nil, final, hooks) }
            state.sent = true
            return (reply, final, hooks)
        }
        guard let (response, committed) = final else { return }
        for hook in hooks { hook(response, committed) }
        reply?.send(response)
    }
}

/// A route's answer: now, or once the store has committed the change.
enum Answer {
    case now(HTTPResponse)
    case later(PendingAnswer)

    var response: HTTPResponse {
        switch self {
        case .now(let response): response
        case .later(let pending): pending.response
        }
    }
}

extension PendingAnswer {
    /// The store's verdict on a write that creates or deletes a session or a storyboard, as the answer takes it.
    var finishesSessionWrite: @Sendable (StoreFailure?) -> Void {
        { [self] failure in
            // Another node carried out the same keyed request: a retry replays its answer.
            finish(failure.map { $0 == .keyTaken ? .idempotencyKeyInFlight : $0.unavailable })
        }
    }

    /// The same for a deletion: a shared store that found the session moved on by another node
    /// (a conditional delete) answers 412 with its revision; one already deleted, 404.
    func finishesDeletion(of id: SessionID) -> @Sendable (StoreFailure?) -> Void {
        { [self] failure in
            switch failure {
            case .changedElsewhere(let revision)?: finish(.revisionMismatch(current: revision))
            case .gone?: finish(.unknownSession(id))
            default: finishesSessionWrite(failure)
            }
        }
    }

    /// The same for a session created with the id a client chose: a shared store that finds
    /// the id taken (another node created it first) answers as the registry would have.
    func finishesCreation(of id: SessionID?) -> @Sendable (StoreFailure?) -> Void {
        { [self] failure in
            if failure == .conflict, let id { return finish(.sessionExists(id)) }
            finishesSessionWrite(failure)
        }
    }
}
