internal import NavStateCore
public import NavStateDocuments
public import NavigationModel

/// The limits of the API, each refused with a clear problem when exceeded.
public struct APIConfiguration: Sendable {
    /// Request bodies above this many bytes get a 413 `body-too-large` problem.
    public var maxBodyBytes: Int
    /// Live sessions at most; creating one more gets a 503 `too-many-sessions` problem.
    public var maxSessions: Int
    /// The largest page `GET /sessions` returns.
    public var maxPageSize: Int
    /// The most bytes of entries one page of `GET /sessions/{sid}/history` holds (a page holds
    /// at least one entry, whatever its size).
    public var maxHistoryPageBytes = 1 << 20
    /// The most bytes of journal entries one session keeps for history and time travel: past
    /// it, the oldest kept revision moves forward (a checkpoint is taken early). At most this
    /// and the newest entry are kept.
    public var maxJournalBytes = 4 << 20
    /// The bounds of every session's hierarchy (depth, children, controllers, presented layers).
    public var limits: Limits
    /// With keys, every request but `/healthz` needs `Authorization: Bearer <key>`, and each
    /// session belongs to the key's tenant (docs/security.md "Sharing a server"). `nil`: no tenants,
    /// local development.
    public var apiKeys: APIKeys?
    /// Sessions one tenant may hold at once (with keys).
    public var maxSessionsPerTenant: Int
    /// With keys, the one tenant whose key reads `/metrics` (they count every tenant's
    /// requests); `nil`: no key reads them.
    public var metricsTenant: String?
    /// Host names served besides loopback names and the bound address; `*` serves any.
    public var allowedHosts: [String] = []
    /// Origins whose browser pages may call the API (with CORS headers); others are refused.
    public var allowedOrigins: [String] = []
    /// The address the server listens on, a host name it answers to.
    public var boundHost = "127.0.0.1"
    /// Seconds after the last request that names it that a session expires (snapshots then
    /// carry `expiresAt`); `nil`: sessions never expire.
    public var sessionTTLSeconds: Int?
    /// The clock expiry reads; tests give their own.
    public var clock = WallClock.system

    /// The expiry rule, when sessions expire.
    var expiry: SessionExpiry? {
        sessionTTLSeconds.map { SessionExpiry(ttlMilliseconds: Int64($0) * 1000, clock: clock) }
    }

    /// Whether `host` is a loopback address or name (`localhost`, `::1`, 127.0.0.0/8).
    public static func isLoopback(_ host: String) -> Bool { RequestGuard.isLoopback(host) }

    /// The deepest `maxTreeDepth` offered: the writers are tested at it on a 512 KiB stack.
    public static var depthCeiling: Int { Limits.depthCeiling }

    public init(
        maxBodyBytes: Int = 64 * 1024, maxSessions: Int = 10_000, maxTreeDepth: Int = 16, maxChildren: Int = 100,
        maxControllers: Int = 1_000, maxPresentedLayers: Int = 10, maxPageSize: Int = 500, apiKeys: APIKeys? = nil,
        maxSessionsPerTenant: Int = 1_000, maxCallbacksPerBatch: Int = 2_000, maxControllerBytes: Int = 4_096
    ) {
        self.apiKeys = apiKeys
        self.maxSessionsPerTenant = maxSessionsPerTenant
        self.maxBodyBytes = maxBodyBytes
        self.maxSessions = maxSessions
        self.maxPageSize = maxPageSize
        self.limits = Limits(
            maxDepth: maxTreeDepth, maxChildren: maxChildren, maxControllers: maxControllers,
            maxPresentedLayers: maxPresentedLayers, maxCallbacksPerBatch: maxCallbacksPerBatch,
            maxControllerBytes: maxControllerBytes)
    }
}
