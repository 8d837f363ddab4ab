#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// The tenant a request acts for: the owner of the sessions it creates and the only one that
/// sees them. `nil` tenants (no API keys configured) share one space, as before keys existed.
struct Tenant: Hashable, Sendable, CustomStringConvertible {
    let name: String
    var description: String { name }
}

/// The API keys the server accepts, each naming its tenant (DESIGN §8).
///
/// Keys are compared in constant time against every key (no early exit on a match or on a
/// length difference), and never logged or echoed.
public struct APIKeys: Sendable {
    private let entries: [(key: [UInt8], tenant: String)]

    /// The shortest key accepted: shorter ones are guessable.
    public static let minimumKeyLength = 16

    /// Reads `{"<key>": "<tenant>", …}`.
    /// - Throws: a message for the operator when the JSON is not such an object, a key is
    ///   shorter than ``minimumKeyLength`` or a tenant name is not 1 to 64 of `A-Z a-z 0-9 . _ ~ -`.
    public init(json: [UInt8]) throws(APIKeysError) {
        let map: [String: String]
        do {
            map = try JSONDecoder().decode([String: String].self, from: Data(json))
        } catch {
            throw APIKeysError("the API keys must be a JSON object mapping each key to its tenant's name")
        }
        guard !map.isEmpty else { throw APIKeysError("the API keys name no key") }
        var entries: [(key: [UInt8], tenant: String)] = []
        for (key, tenant) in map.sorted(by: { $0.value < $1.value }) {
            guard key.utf8.count >= Self.minimumKeyLength else {
                throw APIKeysError("every API key must have at least \(Self.minimumKeyLength) characters (tenant '\(tenant)')")
            }
            guard SessionID.isValid(tenant) else {
                throw APIKeysError("tenant names are 1 to 64 of A-Z a-z 0-9 . _ ~ -, not '\(tenant)'")
            }
            entries.append((Array(key.utf8), tenant))
        }
        self.entries = entries
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
