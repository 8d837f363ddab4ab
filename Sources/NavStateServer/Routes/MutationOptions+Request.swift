internal import EventHTTP
internal import NavStateCore

extension MutationOptions {
    /// How `request` asks for its mutation: `?dry-run=`, `Prefer: return=minimal`,
    /// `Idempotency-Key`, `If-Match`.
    init(_ request: HTTPRequest) throws(APIError) {
        self.init(ifMatch: request.headers.list("If-Match"))
        // A value that does not percent-decode is no answer: never a change kept by mistake.
        let message = "dry-run must be 'true' or 'false', once."
        if let value = try request.singleQueryValue("dry-run", else: message) {
            guard value == "true" || value == "false" else { throw .invalidQuery(message) }
            dryRun = value == "true"
        }
        if let prefer = request.headers["Prefer"] {
            minimal = prefer.split(separator: ",").contains {
                $0.split(separator: ";").first?.trimmingSpaces.lowercased() == "return=minimal"
            }
        }
        if let header = request.headers["Idempotency-Key"] {
            idempotency = (try IdempotencyKeys.key(from: header), IdempotencyKeys.fingerprint(of: request))
        }
    }
}

extension IdempotencyKeys {
    /// The request as the key is bound to it: method, path and query, the headers that change
    /// the answer, and the body (FNV-1a, 64 bits).
    static func fingerprint(of request: HTTPRequest) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        mix(request.method.rawValue.utf8)
        mix(request.path.utf8)
        mix((request.query ?? "").utf8)
        mix((request.headers.list("If-Match") ?? "").utf8)
        mix((request.headers.list("Prefer") ?? "").utf8)
        mix(request.body)
        return hash
    }
}
