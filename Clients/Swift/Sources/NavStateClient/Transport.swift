import OpenAPIRuntime
#if canImport(Darwin)
import OpenAPIURLSession
#else
import OpenAPIAsyncHTTPClient
#endif

extension NavStateClient {
    /// The transport for this platform that can stream the event stream: URLSession on Apple
    /// platforms, AsyncHTTPClient on Linux (URLSession there buffers whole answers, and an event
    /// stream never ends).
    public static func defaultTransport() -> any ClientTransport {
        #if canImport(Darwin)
        URLSessionTransport()
        #else
        AsyncHTTPClientTransport()
        #endif
    }
}
