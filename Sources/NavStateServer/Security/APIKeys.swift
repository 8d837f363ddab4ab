internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// The API keys the server accepts, each naming its tenant (docs/security.md "Sharing a server").
///
/// Keys are compared in constant time against every key (no early exit on a match or on a
/// length difference), and never logged or echoed.
public struct APIKeys: Sendable {
    private let entries: [(key: [UInt8], tenant: String)]

    /// The shortest key accepted: shorter ones are guessable.
    public static let minimumKeyLength = 16

    /// Reads `{"<key>": "<tenant>", …}`.
    /// - Throws: a message for the operator, naming the line where it can (never the key: keys
    ///   are not echoed), when the JSON is not such an object, a key is given twice (JSON
    ///   parsers keep one of the two silently, and a tenant would be lost), a key is shorter
    ///   than ``minimumKeyLength`` or holds a character a client cannot send as a bearer token
    ///   (RFC 6750: `A-Z a-z 0-9 - . _ ~ + /`, then `=` padding), or a tenant name is not 1 to
    ///   64 of `A-Z a-z 0-9 . _ ~ -`.
    public init(json: [UInt8]) throws(APIKeysError) {
        let notAMap = APIKeysError("the API keys must be a JSON object mapping each key to its tenant's name")
        let fields: [String: JSONValue]
        do {
            guard case .object(let object) = try JSONReader.parse(json, maxDepth: 2) else { throw notAMap }
            fields = object
        } catch let error as JSONReader.Failure {
            if case .refused(.duplicateKey(let key)) = error {
                throw APIKeysError("\(Self.line(of: key, in: json, occurrence: 2))an API key is given twice; each key names one tenant")
            }
            throw notAMap
        } catch {
            throw notAMap
        }
        guard !fields.isEmpty else { throw APIKeysError("the API keys name no key") }
        var entries: [(key: [UInt8], tenant: String)] = []
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            guard case .string(let tenant) = value else { throw notAMap }
            let at = Self.line(of: key, in: json, occurrence: 1)
            guard key.utf8.count >= Self.minimumKeyLength else {
                throw APIKeysError("\(at)every API key must have at least \(Self.minimumKeyLength) characters (tenant '\(tenant)')")
            }
            guard Self.isBearerToken(key) else {
                throw APIKeysError(
                    "\(at)the API key of tenant '\(tenant)' holds a character a client cannot send in Authorization: Bearer (keys are A-Z a-z 0-9 - . _ ~ + /, then = padding)"
                )
            }
            guard SessionID.isValid(tenant) else {
                throw APIKeysError("\(at)tenant names are 1 to 64 of A-Z a-z 0-9 . _ ~ -, not '\(tenant)'")
            }
            entries.append((Array(key.utf8), tenant))
        }
        self.entries = entries.sorted { $0.tenant < $1.tenant }
    }

    /// `b64token` of RFC 6750 §2.1: what `Authorization: Bearer` carries.
    static func isBearerToken(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding < bytes.count else { return false }
        return bytes.dropLast(padding).allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default:
                "-._~+/".utf8.contains(byte)
            }
        }
    }

    /// `"line N: "` for the `occurrence`-th place `key` is written as a JSON string in `json`
    /// (found as written, without escapes), or `""` when it is not found so.
    private static func line(of key: String, in json: [UInt8], occurrence: Int) -> String {
        let quoted = Array("\"\(key)\"".utf8)
        var found = 0
        var start = json.startIndex
        while let range = json[start...].firstRange(of: quoted) {
            found += 1
            if found == occurrence {
                return "line \(json[..<range.lowerBound].count { $0 == UInt8(ascii: "\n") } + 1): "
            }
            start = range.upperBound
        }
        return ""
    }

    /// How many keys there are.
    public var count: Int { entries.count }

    /// The tenants the keys name.
    public var tenants: Set<String> { Set(entries.map(\.tenant)) }

    /// The tenant whose key `presented` is, comparing against every key in constant time.
    func tenant(for presented: [UInt8]) -> Tenant? {
        var found: String?
        for entry in entries where Self.constantTimeEqual(entry.key, presented) { found = entry.tenant }
        return found.map(Tenant.init)
    }

    /// Equal bytes, in time that depends only on the lengths.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt64(a.count ^ b.count)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            difference |= UInt64(left ^ right)
        }
        return difference == 0
    }
}

/// Why a set of API keys was refused at start.
public struct APIKeysError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
