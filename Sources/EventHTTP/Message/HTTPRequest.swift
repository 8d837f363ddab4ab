/// A request as the server read it, whole, before the handler runs.
///
/// Nothing here points into the connection's buffers: the request outlives the read safely.
public struct HTTPRequest: Sendable {
    public var method: HTTPMethod
    /// The path as sent, still percent-encoded, without the query.
    public var path: String
    /// The raw query string after `?`, if any.
    public var query: String?
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// Set when the connection layer refused the request (``FramingViolation``): the server
    /// closes the connection after whatever the responder answers, so that nothing after it is
    /// read.
    public var framingViolation: FramingViolation?
    /// The authority of an absolute-form target (`GET http://host:port/path`): RFC 9112 §3.2.2
    /// has the server take it in place of `Host`. `nil` for the usual origin-form.
    public var targetAuthority: String?

    /// Whether the responder is called a second time for this request, after the work an
    /// answer of ``HTTPResponse/init(respondingAgainAfter:)`` waited for.
    public var isRepeated = false

    /// The authority the request names: the target's when absolute-form, else `Host`.
    public var authority: String? { targetAuthority ?? headers["Host"] }

    public init(
        method: HTTPMethod, path: String, query: String? = nil,
        headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The path split at `/` and percent-decoded, or `nil` when a segment is not valid UTF-8
    /// after decoding. Empty segments (a doubled or trailing slash) are dropped.
    public var pathSegments: [String]? {
        // Split on the bytes: a `/` is never part of a longer character in UTF-8.
        var segments: [String] = []
        segments.reserveCapacity(8)
        let bytes = path.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if start != end {
                guard let decoded = PercentDecoding.decode(path[start..<end], plusIsSpace: false) else { return nil }
                segments.append(decoded)
            }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return segments
    }

    /// The query parameters in order, keys and values percent-decoded (`+` is a space).
    /// Pairs that do not decode are dropped.
    public var queryItems: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        var items: [(name: String, value: String)] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.decode(parts[0], plusIsSpace: true) else { continue }
            let value = parts.count > 1 ? PercentDecoding.decode(parts[1], plusIsSpace: true) : ""
            guard let value else { continue }
            items.append((name: name, value: value))
        }
        return items
    }

    /// How often the query names `name`, its value decodable or not (``queryItems`` drops a
    /// pair whose value does not decode, such as `%ff`).
    public func queryCount(_ name: String) -> Int {
        guard let query, !query.isEmpty else { return 0 }
        return query.split(separator: "&", omittingEmptySubsequences: true).count { pair in
            PercentDecoding.decode(pair.prefix { $0 != "=" }, plusIsSpace: true) == name
        }
    }

    /// The first value of the query parameter `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
