internal import NavStateStore

/// How a change is kept before it is answered: the store decides, once per session, and the
/// commit pipeline follows the plan (apply, plan, hand over) without asking the store again.
enum WritePlan {
    /// No store: the answer goes out at once; streams hear the revision at once.
    case answerNow
    /// A store only this process writes (SQLite): the answer goes out once the revision is
    /// committed (an answer means durable); streams hear it at once.
    case answerAfterCommit(any SessionStore)
    /// A store other nodes share (PostgreSQL): the answer waits for the commit as above, and
    /// the streams hear the revision only then, since another node may store the same revision
    /// number first (docs/operations.md "How nodes share sessions"). Each write is counted under way
    /// (``Replica/submitted()``) until it is answered.
    case publishAfterCommit(any SessionStore)

    init(_ store: (any SessionStore)?) {
        guard let store else {
            self = .answerNow
            return
        }
        self = store.isShared ? .publishAfterCommit(store) : .answerAfterCommit(store)
    }

    /// The store the revisions are written to, if any.
    var store: (any SessionStore)? {
        switch self {
        case .answerNow: nil
        case .answerAfterCommit(let store), .publishAfterCommit(let store): store
        }
    }

    /// Whether streams hear a revision only once it is stored.
    var publishesAfterCommit: Bool {
        if case .publishAfterCommit = self { true } else { false }
    }
}
