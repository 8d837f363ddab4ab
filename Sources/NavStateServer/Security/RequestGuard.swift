internal import EventHTTP
internal import NavStateCore

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
internal import NavStateCore
#endif

/// The trust boundaries every request crosses before it reaches a route (docs/security.md "Sharing a
/// server"): the `Host` it names (DNS rebinding), the site it comes from (browsers: CSRF), and
/// the API key it carries (tenants).
struct RequestGuard: Sendable {
    let keys: APIKeys?
    /// Host names served besides loopback names and the address the server is bound to.
    let allowedHosts: Set<String>
    /// Origins allowed to call the API from a browser, with CORS headers.
    let allowedOrigins: Set<String>
    let boundHost: String
    /// `hostName(boundHost)`, worked out once.
    private let boundName: String

    init(keys: APIKeys?, allowedHosts: Set<String>, allowedOrigins: Set<String>, boundHost: String) {
        self.keys = keys
        self.allowedHosts = allowedHosts
        self.allowedOrigins = allowedOrigins
        self.boundHost = boundHost
        self.boundName = Self.hostName(boundHost)
    }

    /// The headers a browser may send across origins to an allowed origin.
    static let allowedRequestHeaders = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, Prefer"
    /// The headers a browser script may read.
    static let exposedHeaders = "ETag, Location, Idempotent-Replayed, Preference-Applied, Retry-After"

    /// Checks `request` and answers the tenant it acts for (`nil` without keys). `open` routes
    /// (`/healthz`) pass without checks; a CORS `preflight` is checked for host and origin but
    /// carries no key.
    /// - Throws: 403 `host-not-allowed`, 403 `cross-site-request`, 401 `unauthorized`.
    func admit(
        _ request: HTTPRequest, open: Bool, preflight: Bool, knownHost: inout String?
    ) throws(APIError) -> Tenant? {
        if open { return nil }
        // Clients send the same `Host` on every request: the last one allowed is remembered.
        // An absolute-form target names the host itself, and that is the one judged.
        if let host = request.authority, host != knownHost {
            guard isAllowed(host: host) else { throw .hostNotAllowed(host) }
            knownHost = host
        }
        if let origin = request.headers["Origin"], !allowedOrigins.contains(origin), !isSameOrigin(origin, request) {
            throw .crossSiteRequest(origin)
        }
        if request.headers["Origin"] == nil, let site = request.headers["Sec-Fetch-Site"], site == "cross-site" || site == "same-site" {
            throw .crossSiteRequest(nil)
        }
        guard let keys, !preflight else { return nil }
        guard let header = request.headers["Authorization"], let key = Self.presentedKey(header), let tenant = keys.tenant(for: key)
        else { throw .unauthorized }
        return tenant
    }

    /// The key an `Authorization` header presents: `Bearer <key>`, or — for a browser, which
    /// asks its user through the `Basic` challenge of a 401 and then sends the answer on every
    /// request, event streams included — `Basic base64(<any name>:<key>)`.
    static func presentedKey(_ header: String) -> [UInt8]? {
        let bytes = Array(header.utf8)
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        let scheme = String(decoding: bytes[..<space], as: UTF8.self).lowercased()
        let credentials = Array(bytes[(space + 1)...])
        guard !credentials.isEmpty else { return nil }
        switch scheme {
        case "bearer": return credentials
        case "basic":
            guard let decoded = Data(base64Encoded: String(decoding: credentials, as: UTF8.self)).map(Array.init),
                let colon = decoded.firstIndex(of: UInt8(ascii: ":"))
            else { return nil }
            return Array(decoded[(colon + 1)...])
        default: return nil
        }
    }

    /// The CORS headers for an allowed cross-origin caller.
    func corsHeaders(for request: HTTPRequest) -> [(String, String)] {
        guard let origin = request.headers["Origin"], allowedOrigins.contains(origin) else { return [] }
        return [("Access-Control-Allow-Origin", origin), ("Vary", "Origin"), ("Access-Control-Expose-Headers", Self.exposedHeaders)]
    }

    /// Whether the `Host` header names this server: a loopback name, the bound address, or an
    /// allowed host, with any port (a rebinding attack changes the name, not the port).
    func isAllowed(host header: String) -> Bool {
        let name = Self.hostName(header)
        if allowedHosts.contains("*") || allowedHosts.contains(name) { return true }
        if Self.isLoopback(name) { return true }
        return name == boundName && name != "0.0.0.0" && name != "::"
    }

    /// `Origin` equal to the origin of the request itself, scheme included: the page the API
    /// serves itself. The scheme is `http`, or `https` behind a proxy that says so with
    /// `X-Forwarded-Proto` (a browser cannot add that header across origins unasked: it needs
    /// a preflight, which an origin not allowed fails).
    private func isSameOrigin(_ origin: String, _ request: HTTPRequest) -> Bool {
        guard let host = request.authority else { return false }
        let secure = request.headers["X-Forwarded-Proto"].map { $0.caseInsensitiveEquals("https") } ?? false
        return origin == (secure ? "https://" : "http://") + host
    }

    /// `localhost`, `::1` or an IPv4 literal in 127.0.0.0/8 (not a name that merely starts
    /// with `127.`).
    static func isLoopback(_ name: String) -> Bool {
        if name == "localhost" || name == "::1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The name part of a `Host` value: `[::1]:8080` → `::1`, `Example.org:80` → `example.org`.
    static func hostName(_ value: String) -> String {
        var text = Substring(value.lowercased())
        if text.hasPrefix("[") {
            if let end = text.firstIndex(of: "]") { return String(text[text.index(after: text.startIndex)..<end]) }
            return String(text)
        }
        if let colon = text.firstIndex(of: ":"), !text[text.index(after: colon)...].contains(":") { text = text[..<colon] }
        return String(text)
    }
}
