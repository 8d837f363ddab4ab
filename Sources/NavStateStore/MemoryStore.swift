internal import NavStateDocuments

/// The store of `--store memory`: sessions live and die with the process. It keeps nothing,
/// so every write is answered before ``submit(_:done:)`` returns, and its plan is
/// ``WritePlan/answerNow``: the server answers a change at once instead of handing it over.
package final class MemoryStore: SessionStore {
    package init() {}

    package var writePlan: WritePlan { .answerNow }
    package func heads() throws(StoreFailure) -> [StoredSessionHead] { [] }
    /// Never called: a memory store lists no session, so none is decoded from it.
    package func load(serial: Int) throws(StoreFailure) -> StoredSession {
        throw .failed("the memory store keeps no session")
    }
    package func storyboards() throws(StoreFailure) -> [StoredStoryboard] { [] }
    package func submit(_ write: StoreWrite, done: (@Sendable (StoreFailure?) -> Void)?) { done?(nil) }
    package func close() {}
    package func observeCommits(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void) {}
}
