package import NavStateDocuments
package import NavStateStore
internal import Synchronization

/// The answer of a request whose change waits for the store's commit: the route prepares the
/// answer under the session's lock, the store's writer says whether the commit held; whoever
/// waits for the final answer (the API, to send it; a key, to keep it) hears it once both are
/// known, whichever came last.
package final class PendingAnswer: Sendable {
    private struct State {
        var answer: StoredAnswer?
        /// Set once the store answered: `nil` inside when the commit held.
        var failure: APIError??
        /// The answer and whether the commit held, once both are known.
        var final: (StoredAnswer, Bool)?
        var onResolve: [@Sendable (StoredAnswer, _ committed: Bool) -> Void] = []
    }

    private let state = Mutex(State())
    /// The request's path, the problem's `instance` when the commit fails.
    private let instance: String
    private let problems: ProblemAnswers

    package init(instance: String, problems: @escaping ProblemAnswers) {
        self.instance = instance
        self.problems = problems
    }

    /// The answer to send if the commit holds.
    package func prepare(_ answer: StoredAnswer) { update { $0.answer = answer } }

    /// The store's verdict: `nil` when the commit held, else the error to answer with.
    package func finish(_ failure: APIError?) { update { $0.failure = .some(failure) } }

    /// Runs `body` with the final answer once it is known (whether the commit held beside it):
    /// at once when it is known already.
    package func whenResolved(_ body: @escaping @Sendable (StoredAnswer, _ committed: Bool) -> Void) {
        update { $0.onResolve.append(body) }
    }

    private func update(_ change: (inout State) -> Void) {
        let (final, hooks) = state.withLock {
            state -> ((StoredAnswer, Bool)?, [@Sendable (StoredAnswer, Bool) -> Void]) in
            change(&state)
            if state.final == nil, case .some(let failure) = state.failure {
                if let failure {
                    state.final = (problems(failure, instance), false)
                } else if let answer = state.answer {
                    state.final = (answer, true)
                }
            }
            guard let final = state.final else { return (nil, []) }
            let hooks = state.onResolve
            state.onResolve = []
            return (final, hooks)
        }
        guard let (answer, committed) = final else { return }
        for hook in hooks { hook(answer, committed) }
    }
}

/// A change's answer: now, or once the store has committed the change.
package enum Answer {
    case now(StoredAnswer)
    case later(PendingAnswer)
}

extension PendingAnswer {
    /// The store's verdict on a write that creates or deletes a session or a storyboard, as the answer takes it.
    package var finishesSessionWrite: @Sendable (StoreFailure?) -> Void {
        { [self] failure in
            // Another node carried out the same keyed request: a retry replays its answer.
            finish(failure.map { $0 == .keyTaken ? .idempotencyKeyInFlight : $0.unavailable })
        }
    }

    /// The same for a deletion: a shared store that found the session moved on by another node
    /// (a conditional delete) answers 412 with its revision; one already deleted, 404.
    package func finishesDeletion(of id: SessionID) -> @Sendable (StoreFailure?) -> Void {
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
    package func finishesCreation(of id: SessionID?) -> @Sendable (StoreFailure?) -> Void {
        { [self] failure in
            if failure == .conflict, let id { return finish(.sessionExists(id)) }
            finishesSessionWrite(failure)
        }
    }
}
