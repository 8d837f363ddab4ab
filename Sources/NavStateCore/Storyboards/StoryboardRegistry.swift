package import NavigationModel
internal import Synchronization

/// The storyboards tenants uploaded, by tenant and name: shared by every loop, kept in the
/// store beside the sessions. A session copies what it instantiates from (``Hierarchy/load(_:)``),
/// so a later upload or delete changes new instantiations only.
package final class StoryboardRegistry: Sendable {
    /// Storyboards one tenant may keep.
    package static let maxPerTenant = 100

    private struct Key: Hashable {
        let tenant: String?
        let name: String
    }

    private let entries = Mutex<[Key: Storyboard]>([:])

    package func storyboard(named name: String, tenant: Tenant?) -> Storyboard? {
        entries.withLock { $0[Key(tenant: tenant?.name, name: name)] }
    }

    /// The tenant's storyboards, by name.
    package func list(tenant: Tenant?) -> [Storyboard] {
        entries.withLock { $0.filter { $0.key.tenant == tenant?.name }.values.sorted { $0.name < $1.name } }
    }

    /// The storyboards of `names` the tenant has (the others are refused by the model when used).
    package func storyboards(named names: Set<String>, tenant: Tenant?) -> [Storyboard] {
        guard !names.isEmpty else { return [] }
        return entries.withLock { entries in names.sorted().compactMap { entries[Key(tenant: tenant?.name, name: $0)] } }
    }

    /// Whether the tenant may add `name` (it has it already, or is under its quota).
    package func hasRoom(for name: String, tenant: Tenant?) -> Bool {
        entries.withLock { entries in
            entries[Key(tenant: tenant?.name, name: name)] != nil
                || entries.keys.count(where: { $0.tenant == tenant?.name }) < Self.maxPerTenant
        }
    }

    /// Keeps `storyboard` for the tenant (replacing one of its name).
    /// - Returns: whether it is new.
    @discardableResult
    package func put(_ storyboard: Storyboard, tenant: String?) -> Bool {
        entries.withLock { $0.updateValue(storyboard, forKey: Key(tenant: tenant, name: storyboard.name)) == nil }
    }

    /// Every tenant's storyboards' names.
    package var names: [(tenant: String?, name: String)] { entries.withLock { $0.keys.map { ($0.tenant, $0.name) } } }

    @discardableResult
    package func remove(_ name: String, tenant: Tenant?) -> Bool {
        entries.withLock { $0.removeValue(forKey: Key(tenant: tenant?.name, name: name)) != nil }
    }
}
