/// A subtree just built from a spec, with the containment it still has to announce.
struct BuiltSubtree {
    let root: ControllerID
    /// (child, parent) pairs inside the subtree, parents first: each child was added to its
    /// container at construction (`willMove(toParent:)`) and is told `didMove` when the action ends.
    var pairs: [(child: ControllerID, parent: ControllerID)]

    func willMoveEvents() -> [LifecycleEvent] {
        pairs.map { LifecycleEvent($0.child, .willMoveToParent, parent: $0.parent) }
    }

    func didMoveEvents() -> [LifecycleEvent] {
        pairs.map { LifecycleEvent($0.child, .didMoveToParent, parent: $0.parent) }
    }
}

extension Hierarchy {
    /// Validates `spec` and inserts it under `parent` (without linking it into the parent's
    /// children: the caller decides where it goes).
    /// - Parameter depth: the level the spec's root will sit at.
    mutating func instantiate(
        _ spec: ControllerSpec, parent: ControllerID?, depth: Int
    ) throws(NavigationError) -> BuiltSubtree {
        try validate(spec, depth: depth)
        let reserved = Set(spec.preorder.compactMap(\.id))
        var pairs: [(child: ControllerID, parent: ControllerID)] = []
        let root = insert(spec, parent: parent, reserved: reserved, pairs: &pairs)
        return BuiltSubtree(root: root, pairs: pairs)
    }

    private mutating func insert(
        _ spec: ControllerSpec, parent: ControllerID?, reserved: Set<ControllerID>,
        pairs: inout [(child: ControllerID, parent: ControllerID)]
    ) -> ControllerID {
        let id = spec.id ?? makeID(reserved: reserved)
        var controller = Controller(id: id, kind: spec.kind, properties: spec.properties)
        controller.parent = parent
        controllers[id] = controller
        var children: [ControllerID] = []
        for childSpec in spec.children {
            let child = insert(childSpec, parent: id, reserved: reserved, pairs: &pairs)
            pairs.append((child: child, parent: id))
            children.append(child)
        }
        self[id].children = children
        return id
    }

    /// Everything UIKit or the limits would refuse in a spec, checked before anything is built.
    private func validate(_ spec: ControllerSpec, depth: Int) throws(NavigationError) {
        if depth - 1 + spec.depth > limits.maxDepth { throw .treeTooDeep(limit: limits.maxDepth) }
        var seen = Set<ControllerID>()
        for node in spec.preorder {
            if let id = node.id {
                guard ControllerID.isValid(id.rawValue) else { throw .invalidControllerID(id.rawValue) }
                guard controllers[id] == nil, seen.insert(id).inserted else { throw .idInUse(id) }
            }
            if node.children.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
            switch node.kind {
            case .view:
                if !node.children.isEmpty { throw .childrenNotAllowed(node.id) }
            case .navigation:
                if node.children.isEmpty { throw .navigationWithoutRoot(node.id) }
                if let nested = node.children.first(where: { $0.kind == .navigation }) {
                    throw .pushingNavigationController(nested.id)
                }
            }
        }
    }
}
