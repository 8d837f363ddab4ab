internal import EventHTTP

extension NavStateAPI {
    /// `GET /healthz`: the server answers, with its session count.
    func health() -> HTTPResponse {
        var json = JSONWriter(capacity: 64)
        json.beginObject()
        json.key("status"); json.string("ok")
        json.key("sessions"); json.int(registry.count)
        json.endObject()
        return HTTPResponse(status: .ok, contentType: "application/json", body: json.bytes)
    }
}
