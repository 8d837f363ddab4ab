internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension NavStateAPI {
    /// `GET /healthz`: the server answers, with its session count.
    func health() -> HTTPResponse {
        var json = JSONWriter(capacity: 64)
        json.beginObject()
        json.key("status"); json.string("ok")
        json.key("sessions"); json.int(registry.count)
        json.endObject()
        return HTTPResponse(status: .ok, contentType: "application/json", body: json.take())
    }
}

extension NavStateAPI {
    /// `GET /metrics`: Prometheus text (exposition format 0.0.4). It names no session and no
    /// tenant, but it counts every tenant's requests: with API keys, only the key of the
    /// configured metrics tenant reads it (403 `metrics-not-allowed` for the others).
    func metricsText(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        if let tenant = context.tenant, tenant.name != configuration.metricsTenant { throw .metricsNotAllowed }
        return HTTPResponse(
            status: .ok, contentType: "text/plain; version=0.0.4; charset=utf-8",
            body: metrics.exposition(sessions: registry.count, storeSynchronized: registry.storeIsSynchronized))
    }
}
