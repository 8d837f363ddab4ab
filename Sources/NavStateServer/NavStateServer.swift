public import EventHTTP
public import Logging

/// NavState as a server: the API behind an ``HTTPServer``.
public enum NavStateServer {
    /// Binds a server for `api` on the calling thread; call `run()` on it to serve.
    public static func make(
        http: HTTPServerConfiguration, api configuration: APIConfiguration, logger: Logger
    ) throws(EventHTTPError) -> HTTPServer {
        let api = NavStateAPI(configuration: configuration, logger: logger)
        return try HTTPServer(configuration: transportConfiguration(http, api: configuration), responder: api.respond)
    }

    /// Binds a server and runs it on a thread of its own (tests, benchmarks).
    public static func start(
        http: HTTPServerConfiguration, api configuration: APIConfiguration, logger: Logger
    ) throws(EventHTTPError) -> ServerThread {
        let api = NavStateAPI(configuration: configuration, logger: logger)
        return try ServerThread(configuration: transportConfiguration(http, api: configuration), responder: api.respond)
    }

    /// libevent's own body limit sits well above the API's, so that ordinary oversize bodies get
    /// the API's problem+json 413; only a body four times the limit meets libevent's HTML 413.
    static func transportConfiguration(
        _ http: HTTPServerConfiguration, api: APIConfiguration
    ) -> HTTPServerConfiguration {
        var http = http
        http.maxBodySize = max(http.maxBodySize, api.maxBodyBytes * 4)
        return http
    }
}
