public import EventHTTP
public import Logging
internal import NavStateCore
internal import NavStateDocuments
public import NavStateStore

/// NavState as a server: the API behind a group of event loops sharing one port and one
/// session registry.
public enum NavStateServer {
    /// Binds the loops on the calling thread; call `run()` on the group to serve.
    /// - Parameter loops: event loops, each on its own thread (the first on the caller's).
    public static func make(
        http: HTTPServerConfiguration, api configuration: APIConfiguration, loops: Int = 1, logger: Logger,
        storage: Storage = .memory
    ) throws -> HTTPServerGroup {
        let metrics = ServerMetrics()
        let responders = try responders(bound(configuration, to: http), logger: logger, storage: storage, metrics: metrics)
        let group = try HTTPServerGroup(
            configuration: transportConfiguration(http, api: configuration), loops: loops, makeResponder: responders)
        metrics.readConnections(group.openConnectionsReader)
        return group
    }

    /// Binds the loops and runs them on threads of their own (tests, benchmarks).
    public static func start(
        http: HTTPServerConfiguration, api configuration: APIConfiguration, loops: Int = 1, logger: Logger,
        storage: Storage = .memory
    ) throws -> ServerThread {
        let metrics = ServerMetrics()
        let responders = try responders(bound(configuration, to: http), logger: logger, storage: storage, metrics: metrics)
        let thread = try ServerThread(
            configuration: transportConfiguration(http, api: configuration), loops: loops, makeResponder: responders)
        metrics.readConnections(thread.openConnectionsReader)
        return thread
    }

    /// The API's configuration with the address it is served on.
    private static func bound(_ configuration: APIConfiguration, to http: HTTPServerConfiguration) -> APIConfiguration {
        var configuration = configuration
        configuration.boundHost = http.host
        return configuration
    }

    /// One API per loop, all sharing one session registry, which starts with the sessions the
    /// store lists (each decoded when first named).
    private static func responders(
        _ configuration: APIConfiguration, logger: Logger, storage: Storage, metrics: ServerMetrics
    ) throws -> (Int) -> HTTPServer.Responder {
        let registry = SessionRegistry(
            maxSessions: configuration.maxSessions,
            maxSessionsPerTenant: configuration.apiKeys == nil ? .max : configuration.maxSessionsPerTenant,
            expiry: configuration.expiry, store: storage.store, clock: configuration.clock)
        let store = storage.store
        if store.writePlan.writesRevisions {
            let start = ContinuousClock.now
            let heads: [StoredSessionHead]
            do {
                heads = try store.heads()
            } catch {
                throw Storage.OpenError(description: "cannot read the sessions of \(storage.description): \(error)")
            }
            let (registered, expired) = registry.restore(heads, from: store)
            do {
                registry.requestKeys.restore(try store.requestKeys(since: registry.now - StoredKey.lifetimeMilliseconds))
            } catch {
                throw Storage.OpenError(description: "cannot read the request keys of \(storage.description): \(error)")
            }
            let storyboards = try restoreStoryboards(from: store, into: registry.storyboards, logger: logger, storage: storage)
            let elapsed = start.duration(to: .now).components
            logger.notice(
                "sessions restored",
                metadata: [
                    "store": "\(storage.description)", "sessions": "\(registered)", "expired": "\(expired)",
                    "storyboards": "\(storyboards)",
                    "ms": "\(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)",
                ])
        }
        // A shared store's announcements of other nodes' changes (none for SQLite): heard from
        // the start, so nothing between reading the heads and now is missed.
        storage.store.observeChanges { [registry] change in registry.follow(change) }
        storage.store.observeCommits { writes, duration, failed in
            metrics.committed(writes: writes, duration: duration, failed: failed)
        }
        return { _ in NavStateAPI(configuration: configuration, registry: registry, logger: logger, metrics: metrics).respond }
    }

    /// Reads the stored storyboards into `registry`; one that no longer reads is logged and left out.
    private static func restoreStoryboards(
        from store: any SessionStore, into registry: StoryboardRegistry, logger: Logger, storage: Storage
    ) throws -> Int {
        let stored: [StoredStoryboard]
        do {
            stored = try store.storyboards()
        } catch {
            throw Storage.OpenError(description: "cannot read the storyboards of \(storage.description): \(error)")
        }
        var count = 0
        for entry in stored {
            do {
                let document = try JSONReader.parse(entry.document ?? [])
                registry.put(try StoryboardDocuments.storyboard(named: entry.name, document: document), tenant: entry.tenant)
                count += 1
            } catch {
                logger.error("stored storyboard unreadable", metadata: ["storyboard": "\(entry.name)", "error": "\(error)"])
            }
        }
        return count
    }

    /// The HTTP layer refuses a body past the API's limit before reading it, with the API's
    /// problem (413 `body-too-large`, through the responder): an unfinished upload holds at
    /// most the limit in memory.
    static func transportConfiguration(
        _ http: HTTPServerConfiguration, api: APIConfiguration
    ) -> HTTPServerConfiguration {
        var http = http
        http.maxBodySize = api.maxBodyBytes
        return http
    }
}
