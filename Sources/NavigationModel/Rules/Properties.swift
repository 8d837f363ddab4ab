/// Property changes: no callbacks, but the derived chrome may change (see ``Chrome``).
extension Hierarchy {
    mutating func update(_ id: ControllerID, with patch: ControllerPatch) throws(NavigationError) {
        let current = try controller(id)
        if let field = patch.immutableFields.first { throw .immutableField(field) }
        if current.kind != .navigation, let field = patch.touchedNavigationOnlyFields.first {
            throw .fieldNotApplicable(field: field, kind: current.kind)
        }
        self[id].properties = patch.applied(to: current.properties)
    }
}
