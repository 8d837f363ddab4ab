/// How an ``HTTPServer`` listens and what it tolerates.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind, `127.0.0.1` by default.
    public var host: String
    /// The port to bind; `0` picks an ephemeral port, readable as ``HTTPServer/port`` after `init`.
    public var port: Int
    /// A body longer than this (decoded, for a chunked one) is refused before it is read: the
    /// responder is handed the request with ``HTTPRequest/framingViolation`` (413
    /// `body-too-large`) and no body, and the connection closes after the answer.
    public var maxBodySize: Int
    /// The request line and header fields together, their CRLFs included; longer (or more than
    /// 100 fields) is refused the same way (431 `header-fields-too-large`).
    public var maxHeadersSize: Int
    /// How long a connection may stay silent, in seconds: an idle keep-alive connection, a
    /// client that stops sending its request, a stream whose writes make no progress. It
    /// measures silence only: a client that sends a byte now and then is held to
    /// ``requestTimeoutMilliseconds``.
    public var timeoutSeconds: Int
    /// How long a request may take to arrive, from its first byte to its last, and, again, how
    /// long its answer may take to be written out; the connection is closed when either passes.
    public var requestTimeoutMilliseconds: Int
    /// Open connections at most, over every loop of the server; at the cap the server stops
    /// accepting for a moment (new connections wait in the kernel's backlog).
    public var maxConnections: Int
    /// After a shutdown begins, how long requests being read, handled or written get to
    /// finish; the loop ends as soon as the last connection closes (idle ones close at once).
    public var shutdownGraceMilliseconds: Int
    /// Whether SIGINT and SIGTERM begin a graceful shutdown. Only one event base per process can
    /// receive signals, so servers started in tests leave this off.
    public var handlesSignals: Bool
    /// Where the server reports what an operator should know (accepting paused, and why); at
    /// most one line per ten seconds per loop.
    public var log: (@Sendable (String) -> Void)?

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxBodySize: Int = 1 << 20,
        maxHeadersSize: Int = 16 * 1024,
        timeoutSeconds: Int = 60,
        requestTimeoutMilliseconds: Int = 10_000,
        maxConnections: Int = 10_000,
        shutdownGraceMilliseconds: Int = 15_000,
        handlesSignals: Bool = true,
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
        self.maxHeadersSize = maxHeadersSize
        self.timeoutSeconds = timeoutSeconds
        self.requestTimeoutMilliseconds = requestTimeoutMilliseconds
        self.maxConnections = maxConnections
        self.shutdownGraceMilliseconds = shutdownGraceMilliseconds
        self.handlesSignals = handlesSignals
        self.log = log
    }
}
