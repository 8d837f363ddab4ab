internal import NavigationModel

/// The tenant a request acts for: the owner of the sessions it creates and the only one that
/// sees them. `nil` tenants (no API keys configured) share one space, as before keys existed.
package struct Tenant: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    package var description: String { name }

    package init(name: String) { self.name = name }

    // Hashed by bytes, not as a `String`: see `IDHashing`.
    package static func == (lhs: Tenant, rhs: Tenant) -> Bool { IDHashing.equal(lhs.name, rhs.name) }

    package func _rawHashValue(seed: Int) -> Int { IDHashing.hash(name, seed: seed) }
}
