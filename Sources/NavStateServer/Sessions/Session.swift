internal import NavigationModel

/// A live session: its id and its hierarchy. Owned by the loop thread through the registry.
final class Session {
    let id: SessionID
    /// Position in creation order; listing cursors are built from it.
    let serial: Int
    var hierarchy: Hierarchy

    init(id: SessionID, serial: Int, hierarchy: Hierarchy) {
        self.id = id
        self.serial = serial
        self.hierarchy = hierarchy
    }
}
