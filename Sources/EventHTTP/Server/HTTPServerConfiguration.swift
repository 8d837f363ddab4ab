/// How an ``HTTPServer`` listens and what it tolerates.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind, `127.0.0.1` by default.
    public var host: String
    /// The port to bind; `0` picks an ephemeral port, readable as ``HTTPServer/port`` after `init`.
    public var port: Int
    /// Bodies larger than this are refused by libevent itself with an HTML 413 and the connection
    /// is closed (libevent 2.1 has no hook for its own error pages). Applications that want a
    /// friendlier answer set this above their own limit and check `body.count` themselves.
    public var maxBodySize: Int
    /// Header blocks larger than this are refused by libevent with an HTML 400.
    public var maxHeadersSize: Int
    /// Read and write timeout of a connection, in seconds; an idle keep-alive connection is
    /// closed after it. libevent sets none by default (libevent-notes P6).
    public var timeoutSeconds: Int
    /// After a shutdown begins, how long in-flight requests and unsent replies get to finish.
    public var shutdownGraceMilliseconds: Int
    /// Whether SIGINT and SIGTERM begin a graceful shutdown. Only one event base per process can
    /// receive signals, so servers started in tests leave this off.
    public var handlesSignals: Bool

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxBodySize: Int = 1 << 20,
        maxHeadersSize: Int = 16 * 1024,
        timeoutSeconds: Int = 60,
        shutdownGraceMilliseconds: Int = 500,
        handlesSignals: Bool = true
    ) {
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
        self.maxHeadersSize = maxHeadersSize
        self.timeoutSeconds = timeoutSeconds
        self.shutdownGraceMilliseconds = shutdownGraceMilliseconds
        self.handlesSignals = handlesSignals
    }
}
