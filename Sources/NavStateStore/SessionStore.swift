package import NavStateDocuments
package import NavigationModel
internal import Synchronization

/// Where sessions outlive the process: what the server writes after each change and reads
/// back after a restart. Writes are handed over and answered later (``submit(_:done:)``), so
/// an event loop never waits on the disk; an answer sent on `done` means durable.
package protocol SessionStore: Sendable {
    /// Every stored session, in creation order: enough to register it, not to decode it.
    func heads() throws(StoreFailure) -> [StoredSessionHead]
    /// One session's checkpoints, journal and keys, read on its first access after a start.
    func load(serial: Int) throws(StoreFailure) -> StoredSession
    /// Every stored storyboard: its tenant, name and document (JSON as uploaded).
    func storyboards() throws(StoreFailure) -> [StoredStoryboard]
    /// The kept answers of tenants' keyed `POST /sessions` and `DELETE` made at `since` or
    /// later, oldest first, read at start (a shared store is asked per key instead,
    /// ``requestKey(tenant:key:)``, since other processes add to them).
    func requestKeys(since: Int64) throws(StoreFailure) -> [(tenant: String?, key: StoredKey)]
    /// Hands `write` to the writer; `done` runs once it is committed (`nil`) or failed, on the
    /// writer's thread, writes in the order they were submitted.
    func submit(_ write: StoreWrite, done: (@Sendable (StoreFailure?) -> Void)?)
    /// Commits what is pending, then closes.
    func close()
    /// Calls `observer` after each commit on the writer's thread: the writes it carried, how
    /// long it took, whether it failed (metrics).
    func observeCommits(_ observer: @escaping @Sendable (_ writes: Int, _ duration: Duration, _ failed: Bool) -> Void)
    /// How a change is kept before it is answered: each store says, once.
    var writePlan: WritePlan { get }

    // A store other processes write too (PostgreSQL, a cluster of nodes): sessions created
    // elsewhere are found in it, serials are unique across processes, changes are announced.

    /// Whether other processes share the store. Its writes are conditional on the revision
    /// they start from, so two of them never both write revision n+1; events go out once kept.
    var isShared: Bool { get }
    /// Whether this process hears every change the others make (its listening connection is
    /// up): while not, a session is read from the store on every request.
    var isSynchronized: Bool { get }
    /// A serial no process has used: `nil` when the registry numbers sessions itself.
    func reserveSerial() throws(StoreFailure) -> Int?
    /// The session `tenant` holds under `id`, if the store has it (made by another process
    /// since this one last heard).
    func head(tenant: String?, id: String) throws(StoreFailure) -> StoredSessionHead?
    /// The kept answer of a tenant's keyed `POST /sessions` or `DELETE` (shared stores).
    func requestKey(tenant: String?, key: String) throws(StoreFailure) -> StoredKey?
    /// One storyboard as stored now (`nil` document: none).
    func storyboard(tenant: String?, name: String) throws(StoreFailure) -> StoredStoryboard
    /// Calls `observer` with each change another process made, in the order they committed,
    /// on the store's listening thread; `observer` says whether it carried the change out.
    func observeChanges(_ observer: @escaping @Sendable (StoreChange) -> Bool)
}

/// How a change is kept before it is answered: the store decides, and the commit pipeline
/// follows the plan (apply, plan, hand over) without asking the store again.
package enum WritePlan: Sendable, Equatable {
    /// Nothing outlives the process (``MemoryStore``): the answer goes out at once; streams
    /// hear the revision at once.
    case answerNow
    /// A store only this process writes (SQLite): the answer goes out once the revision is
    /// committed (an answer means durable); streams hear it at once.
    case answerAfterCommit
    /// A store other processes share (PostgreSQL): the answer waits for the commit as above,
    /// and streams hear the revision only then, since another process may store the same
    /// revision number first (docs/operations.md "How nodes share sessions"). Reads answer the
    /// newest stored revision for the same reason.
    case publishAfterCommit

    /// Whether revisions are handed to the store at all.
    package var writesRevisions: Bool { self != .answerNow }

    /// Whether streams and reads see a revision only once it is stored.
    package var publishesAfterCommit: Bool { self == .publishAfterCommit }
}

extension SessionStore {
    package var isShared: Bool { false }
    package var isSynchronized: Bool { true }
    package func reserveSerial() throws(StoreFailure) -> Int? { nil }
    package func head(tenant: String?, id: String) throws(StoreFailure) -> StoredSessionHead? { nil }
    package func requestKey(tenant: String?, key: String) throws(StoreFailure) -> StoredKey? { nil }
    package func requestKeys(since: Int64) throws(StoreFailure) -> [(tenant: String?, key: StoredKey)] { [] }
    package func storyboard(tenant: String?, name: String) throws(StoreFailure) -> StoredStoryboard {
        StoredStoryboard(tenant: tenant, name: name, document: nil)
    }
    package func observeChanges(_ observer: @escaping @Sendable (StoreChange) -> Bool) {}
}

/// A change another process made to a shared store, as its notification announced it.
package enum StoreChange: Sendable, Equatable {
    case created(StoredSessionHead)
    /// The session is stored at `revision` now.
    case revision(serial: Int, Revision)
    /// A kept answer was stored without a revision (a refusal with an `Idempotency-Key`).
    case keyKept(serial: Int)
    case touched(serial: Int, lastUsed: Int64)
    case deleted(serial: Int)
    case storyboard(tenant: String?, name: String)
    /// Changes may have been missed (the listening connection was lost and is back): whatever
    /// this process holds of the store may be stale.
    case resynchronize
}

/// Why a write (or a read) did not happen. Nothing of a failed write is kept.
package enum StoreFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The disk (or the store's page limit) is full: 507.
    case full
    /// The session is not stored (deleted, or its creation failed), or not at the revision
    /// the write started from (a write before it failed). Creating: the id is taken (a shared
    /// store, another process came first).
    case conflict
    /// A shared store: the `Idempotency-Key` of a `POST /sessions` or `DELETE` is taken: the
    /// same request reached another node, which carried it out (409 in flight; a retry replays).
    case keyTaken
    /// A shared store: the session is no longer stored (another process deleted it): 404.
    case gone
    /// A shared store: another process wrote the session's next revision first (409).
    case changedElsewhere(Revision)
    /// The stored bytes are damaged (SQLite found a malformed page), with SQLite's message.
    case damaged(String)
    /// Anything else SQLite refused, with its message.
    case failed(String)

    package var description: String {
        switch self {
        case .full: "the store is full"
        case .conflict: "the session is not stored at the revision the write started from"
        case .changedElsewhere(let revision): "another process stored revision \(revision) first"
        case .gone: "the session is not stored"
        case .keyTaken: "the request's key is taken"
        case .damaged(let message), .failed(let message): message
        }
    }
}

/// A stored session as listed at start.
package struct StoredSessionHead: Sendable, Equatable {
    package let serial: Int
    package let tenant: String?
    package let id: String
    package let lastUsed: Int64

    package init(serial: Int, tenant: String?, id: String, lastUsed: Int64) {
        self.serial = serial
        self.tenant = tenant
        self.id = id
        self.lastUsed = lastUsed
    }
}

/// Everything stored of one session.
package struct StoredSession: Sendable {
    /// The checkpoints, oldest first: one, or two while the journal spans them.
    package var checkpoints: [(revision: Revision, bytes: [UInt8])]
    /// The journal after the oldest checkpoint, in revision order.
    package var entries: [JournalEntry]
    /// The answers of keyed mutations, oldest first.
    package var keys: [StoredKey]
    /// The tag of the stored revision (a shared store's; 0 for SQLite).
    package var tag: Int64 = 0

    package init(checkpoints: [(revision: Revision, bytes: [UInt8])], entries: [JournalEntry], keys: [StoredKey], tag: Int64 = 0) {
        self.checkpoints = checkpoints
        self.entries = entries
        self.keys = keys
        self.tag = tag
    }
}

/// What names one revision of one session as one process made it: a shared store's writes
/// are conditional on the revision number *and* its tag, so a change made on top of a
/// revision that lost to another node's (same number, another tag) is refused too.
package enum RevisionTag {
    private static let salt = Int64.random(in: 1...Int64.max)
    private static let counter = Atomic<Int64>(0)

    /// A tag no other revision has (this process's salt and a count).
    package static func next() -> Int64 {
        let count = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return (salt &+ count &* 0x5851_F42D_4C95_7F2D) & Int64.max
    }
}

/// A kept `Idempotency-Key` answer.
package struct StoredKey: Sendable {
    /// How long a key is kept (an hour): older ones are dropped as new ones come.
    package static let lifetimeMilliseconds: Int64 = 60 * 60 * 1000

    package let key: String
    package let fingerprint: UInt64
    package let time: Int64
    package let answer: StoredAnswer

    package init(key: String, fingerprint: UInt64, time: Int64, answer: StoredAnswer) {
        self.key = key
        self.fingerprint = fingerprint
        self.time = time
        self.answer = answer
    }
}

/// An answer as the store keeps it: status, header fields in order, body.
package struct StoredAnswer: Sendable {
    package let status: Int
    package let headers: [(name: String, value: String)]
    package let body: [UInt8]

    package init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer read back: its header fields as `name: value` lines.
    package init(status: Int, storedHeaders: String, body: [UInt8]) {
        var headers: [(name: String, value: String)] = []
        for line in storedHeaders.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...].dropFirst())))
        }
        self.init(status: status, headers: headers, body: body)
    }

    /// The header fields as stored: `name: value` lines.
    package var storedHeaders: String { headers.map { "\($0.name): \($0.value)\n" }.joined() }
}

/// One change to the store, all or nothing.
package enum StoreWrite: Sendable {
    /// A new session at its first revision, with the journal entry of its creation (its
    /// callbacks) and the answer of the keyed request that created it, kept in the same
    /// transaction.
    case create(
        serial: Int, tenant: String?, id: SessionID, lastUsed: Int64, initial: Hierarchy, tag: Int64 = 0,
        requestKey: StoredKey? = nil, creation: JournalEntry? = nil)
    /// One revision of a session.
    case revision(RevisionWrite)
    /// The answer of a keyed request that changed nothing (a refusal, a no-op, a dry run), for
    /// its retries after a restart; with the keys forgotten since the last write. Written only
    /// onto the revision it was answered at (a change before it may have failed).
    case key(serial: Int, at: Revision, tag: Int64, StoredKey, forgotten: [String])
    /// A request named the session (its lease, for expiry after a restart): written when the
    /// stored lease is older than a sixteenth of the lifetime, so not on every change.
    case touch(serial: Int, lastUsed: Int64)
    /// The session and everything stored of it, gone. An expiry deletes only a session whose
    /// stored lease is older than `unusedSince` (in a cluster another node may have used it;
    /// the write is then refused).
    /// `at`: only if the session is stored at that revision (with that tag): `If-Match`.
    case delete(
        serial: Int, unusedSince: Int64? = nil, at: (revision: Revision, tag: Int64)? = nil,
        requestKey: (tenant: String?, key: StoredKey)? = nil)
    /// A tenant's storyboard uploaded (`document`) or deleted (`nil`).
    case storyboard(StoredStoryboard)
}

/// A storyboard as the store keeps it; `document` `nil` in a write deletes it.
package struct StoredStoryboard: Sendable {
    package let tenant: String?
    package let name: String
    package let document: [UInt8]?

    package init(tenant: String?, name: String, document: [UInt8]?) {
        self.tenant = tenant
        self.name = name
        self.document = document
    }
}

extension StoreWrite {
    /// About how many bytes the write adds to a commit (a checkpoint counted at 4 KiB).
    package var bytes: Int {
        switch self {
        case .create(_, _, _, _, _, _, _, let creation): 4096 + (creation?.json.count ?? 0)
        case .revision(let change): change.entry.json.count + (change.checkpoint == nil ? 0 : 4096) + (change.key?.answer.body.count ?? 0)
        case .key(_, _, _, let key, _): key.answer.body.count + 256
        case .touch, .delete: 64
        case .storyboard(let stored): (stored.document?.count ?? 0) + 128
        }
    }
}

/// What one revision writes: its journal entry, conditional on the revision it started from,
/// and the checkpoint the in-memory journal took with it, if any. (What the journal drops needs
/// no write: the SQLite store overwrites slots in turn.)
package struct RevisionWrite: Sendable {
    package let serial: Int
    /// The revision the change started from, and its tag; the write fails unless the store is there.
    package let from: Revision
    package let fromTag: Int64
    /// The tag of the revision written.
    package let tag: Int64
    package let entry: JournalEntry
    /// The hierarchy at this revision, when the journal took a checkpoint of it (encoded on
    /// the writer's thread).
    package var checkpoint: Hierarchy?
    /// The keyed answer this revision gives.
    package var key: StoredKey?
    /// Keys the session forgot since its last write.
    package var forgottenKeys: [String] = []

    package init(
        serial: Int, from: Revision, fromTag: Int64, tag: Int64, entry: JournalEntry, checkpoint: Hierarchy? = nil, key: StoredKey? = nil,
        forgottenKeys: [String] = []
    ) {
        self.serial = serial
        self.from = from
        self.fromTag = fromTag
        self.tag = tag
        self.entry = entry
        self.checkpoint = checkpoint
        self.key = key
        self.forgottenKeys = forgottenKeys
    }
}
