internal import EventHTTP
internal import Metrics
internal import NavStateCore
internal import Prometheus
internal import Synchronization

/// What `GET /metrics` reports, in Prometheus text (swift-metrics' API over swift-prometheus's
/// registry). One registry per server, not the process-wide `MetricsSystem`, so that servers
/// started side by side (tests, benchmarks) count only their own requests.
///
/// Labels carry route templates, methods, statuses, action names and problem types: never a
/// session id, a controller id or a tenant, so the number of series is bounded by the API,
/// not by its clients.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let factory: PrometheusMetricsFactory

    /// Sessions live, set when scraped.
    private let sessions: Metrics.Gauge
    /// Connections open on every loop, set when scraped.
    private let connections: Metrics.Gauge
    /// 1 while this node hears every change the others make (always, with a store of its own),
    /// 0 while a shared store's listening connection is down: sessions are then read from the
    /// store on every request. Set when scraped.
    private let storeSynchronized: Metrics.Gauge
    /// Event streams open now.
    private let streams: Metrics.Meter
    private let eventsSent: Metrics.Counter
    private let storeCommits: Metrics.Counter
    private let storeFailedCommits: Metrics.Counter
    private let storeBatchSize: Metrics.Recorder
    private let storeCommitDuration: Metrics.Timer
    /// Reads the transport's open connections (set once the loops are bound).
    private let openConnections = Mutex<ConnectionCount?>(nil)
    /// The reading closure in a struct, not bare: a closure that is a `Mutex`'s value itself is
    /// wrapped in one more reabstraction thunk, and written back so, by every `withLock` that
    /// reads it (docs/development.md, "Closures behind a lock").
    private struct ConnectionCount: Sendable {
        let read: @Sendable () -> Int
    }
    /// The labelled metrics' handles, made once per label set and kept: a request then costs a
    /// dictionary lookup under a short lock and two atomic updates.
    private let labelled = Mutex(Labelled())

    private struct Labelled {
        var requests: [RequestLabels: (count: Metrics.Counter, latency: Metrics.Timer)] = [:]
        var actions: [String: Metrics.Counter] = [:]
        var refusals: [String: Metrics.Counter] = [:]
    }

    private struct RequestLabels: Hashable {
        let route: String
        let method: String
        let status: Int
    }

    /// Request latency buckets: the API answers in microseconds, the store in about a millisecond.
    static let latencyBuckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500),
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .seconds(1),
    ]

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.latencyBuckets
        factory.valueHistogramBuckets = ["navstate_store_commit_writes": [1, 2, 4, 8, 16, 32, 64, 128, 256]]
        self.factory = factory
        sessions = Metrics.Gauge(label: "navstate_sessions", factory: factory)
        connections = Metrics.Gauge(label: "navstate_connections_open", factory: factory)
        storeSynchronized = Metrics.Gauge(label: "navstate_store_synchronized", factory: factory)
        streams = Metrics.Meter(label: "navstate_event_streams_open", factory: factory)
        eventsSent = Metrics.Counter(label: "navstate_events_sent_total", factory: factory)
        storeCommits = Metrics.Counter(label: "navstate_store_commits_total", factory: factory)
        storeFailedCommits = Metrics.Counter(label: "navstate_store_failed_commits_total", factory: factory)
        storeBatchSize = Metrics.Recorder(label: "navstate_store_commit_writes", factory: factory)
        storeCommitDuration = Metrics.Timer(label: "navstate_store_commit_duration_seconds", factory: factory)
    }

    /// Where the transport's open connections are read from.
    func readConnections(_ read: @escaping @Sendable () -> Int) { openConnections.withLock { $0 = ConnectionCount(read: read) } }

    /// The text `/metrics` answers, with the gauges read now.
    func exposition(sessions live: Int, storeSynchronized synchronized: Bool) -> [UInt8] {
        sessions.record(live)
        storeSynchronized.record(synchronized ? 1 : 0)
        connections.record(openConnections.withLock { $0 }?.read() ?? 0)
        return registry.emitToBuffer()
    }

    /// A request answered: by route template (`/sessions/{sid}/push`, or `unmatched`), method
    /// and status, and its latency by route and method.
    func answered(route: String, method: String, status: Int, duration: Duration) {
        let labels = RequestLabels(route: route, method: method, status: status)
        let handles = labelled.withLock { labelled in
            if let handles = labelled.requests[labels] { return handles }
            let made = (
                count: Metrics.Counter(
                    label: "navstate_http_requests_total",
                    dimensions: [("route", route), ("method", method), ("status", String(status))], factory: factory),
                latency: Metrics.Timer(
                    label: "navstate_http_request_duration_seconds", dimensions: [("route", route), ("method", method)],
                    factory: factory)
            )
            labelled.requests[labels] = made
            return made
        }
        handles.count.increment()
        handles.latency.recordNanoseconds(duration.nanoseconds)
    }

    /// Actions a change applied, by name (`push`, `select-tab`, `traits`, …).
    func applied(action name: String) {
        counter(\.actions, "navstate_actions_applied_total", ("action", name)).increment()
    }

    /// The counter of `label` with one dimension, made the first time and kept in `table`.
    private func counter(
        _ table: WritableKeyPath<Labelled, [String: Metrics.Counter]>, _ label: String, _ dimension: (String, String)
    ) -> Metrics.Counter {
        labelled.withLock { labelled in
            if let counter = labelled[keyPath: table][dimension.1] { return counter }
            let made = Metrics.Counter(label: label, dimensions: [dimension], factory: factory)
            labelled[keyPath: table][dimension.1] = made
            return made
        }
    }

    /// A refusal, counted by the problem type of the answer the client gets (`already-presenting`,
    /// `unauthorized`, …): whether it was thrown, kept for an idempotency key or came from the
    /// store. An error answer that is not a problem (none today) counts as `other`.
    func refused(_ answer: HTTPResponse) {
        refused(type: Self.problemType(of: answer) ?? "other")
    }

    /// The `type` of a problem answer: ``Problem/response(instance:)`` writes it first.
    static func problemType(of answer: HTTPResponse) -> String? {
        let prefix = Array(#"{"type":""#.utf8)
        let body = answer.body
        guard answer.headers["Content-Type"] == "application/problem+json", body.starts(with: prefix),
            let end = body[prefix.count...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return String(decoding: body[prefix.count..<end], as: UTF8.self)
    }

    private func refused(type: String) {
        counter(\.refusals, "navstate_refusals_total", ("type", type)).increment()
    }

    func streamOpened() { streams.increment() }
    func streamClosed() { streams.decrement() }
    func sent(events count: Int) { if count > 0 { eventsSent.increment(by: count) } }

    /// One commit of the store's writer: how many writes it carried and how long it took.
    func committed(writes: Int, duration: Duration, failed: Bool) {
        (failed ? storeFailedCommits : storeCommits).increment()
        storeBatchSize.record(writes)
        storeCommitDuration.recordNanoseconds(duration.nanoseconds)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
