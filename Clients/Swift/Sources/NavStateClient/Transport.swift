import OpenAPIRuntime

#if canImport(Darwin)
import OpenAPIURLSession
#endif

extension NavStateClient {
    /// The transport for this platform that can stream the event stream: swift-openapi-urlsession
    /// on Apple platforms; on Linux, where it buffers whole answers (and an event stream never
    /// ends), URLSession's delegate callbacks through ``StreamingURLSessionTransport``.
    public static func defaultTransport() -> any ClientTransport {
        #if canImport(Darwin)
        URLSessionTransport()
        #else
        StreamingURLSessionTransport()
        #endif
    }
}
