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
    /// Inserts a spec validated by ``validate(_:depth:ids:)`` under `parent` (without linking it
    /// into the parent's children: the caller decides where it goes). Cannot fail.
    /// - Parameter reserved: the explicit ids of every spec of the action, which generated ids skip.
    mutating func instantiate(_ spec: ControllerSpec, parent: ControllerID?, reserved: Set<ControllerID>) -> BuiltSubtree {
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
        defer {
            if spec.kind == .tabBar {
                self[id].tabs = TabBarState(
                    selectedIndex: spec.selectedIndex, customizable: spec.customizable ?? self[id].children)
            }
        }
        if spec.kind == .page {
            // The data source gets every id now, so that each page keeps its id across visits.
            var state = pageState(from: spec.pageOptions ?? ControllerSpec.PageOptions(), traits: traits)
            state.pages = state.pages.map { assignIDs($0, reserved: reserved) }
            pageIDs.formUnion(state.pages.flatMap(\.allIDs))
            pageIDs.insert(PageState.blankID(of: id))
            self[id].pages = state
            var shown: [ControllerID] = []
            for index in state.index..<(state.index + state.requiredCount) {
                let child = insert(pageSpec(at: index, of: id), parent: id, reserved: reserved, pairs: &pairs)
                pairs.append((child: child, parent: id))
                shown.append(child)
            }
            self[id].children = shown
            return id
        }
        var children: [ControllerID] = []
        children.reserveCapacity(spec.children.count)
        for childSpec in spec.children {
            let child = insert(childSpec, parent: id, reserved: reserved, pairs: &pairs)
            pairs.append((child: child, parent: id))
            children.append(child)
        }
        if !children.isEmpty { self[id].children = children }
        return id
    }

    /// Everything UIKit or the limits would refuse in a spec whose root will sit at `depth`,
    /// checked before anything is built.
    /// - Parameter ids: the explicit ids of the action so far; the spec's are added, and one
    ///   already there, or in the session, is refused.
    func validate(_ spec: ControllerSpec, depth: Int, ids: inout Set<ControllerID>) throws(NavigationError) {
        // The limit first: an over-deep spec is refused as such, whatever it holds.
        if depth - 1 + spec.depth > limits.maxDepth { throw .treeTooDeep(limit: limits.maxDepth) }
        try check(spec, ids: &ids)
    }

    private func check(_ spec: ControllerSpec, ids: inout Set<ControllerID>) throws(NavigationError) {
        if let id = spec.id {
            guard ControllerID.isValid(id.rawValue) else { throw .invalidControllerID(id.rawValue) }
            guard controllers[id] == nil, !pageIDs.contains(id), ids.insert(id).inserted else { throw .idInUse(id) }
        }
        if spec.children.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
        switch spec.kind {
        case .view:
            if !spec.children.isEmpty { throw .childrenNotAllowed(spec.id) }
        case .navigation:
            if spec.children.isEmpty { throw .navigationWithoutRoot(spec.id) }
            if let nested = spec.children.first(where: { $0.kind == .navigation }) {
                throw .pushingNavigationController(nested.id)
            }
            if let nested = spec.children.first(where: { $0.kind == .tabBar }) {
                throw .nestedTabBarController(nested.id, container: .navigation)
            }
        case .page:
            try checkPages(spec)
            for page in spec.pageOptions?.pages ?? [] { try check(page, ids: &ids) }
        case .tabBar:
            if spec.children.isEmpty { throw .tabBarWithoutTabs(spec.id) }
            if let nested = spec.children.first(where: { $0.kind == .tabBar }) {
                throw .nestedTabBarController(nested.id, container: .tabBar)
            }
            guard spec.children.indices.contains(spec.selectedIndex) else {
                throw .tabIndexOutOfRange(spec.selectedIndex, count: spec.children.count)
            }
            let tabIDs = spec.children.compactMap(\.id)
            if let stranger = spec.customizable?.first(where: { !tabIDs.contains($0) }) {
                throw .notATab(stranger, tabBar: spec.id ?? "tabBar")
            }
        }
        for child in spec.children { try check(child, ids: &ids) }
    }
}

extension ControllerSpec {
    /// The ids of the spec and everything in it (children and pages), parents first.
    var allIDs: [ControllerID] {
        (id.map { [$0] } ?? []) + children.flatMap(\.allIDs) + (pageOptions?.pages ?? []).flatMap(\.allIDs)
    }
}

extension Hierarchy {
    /// The spec with an id on every node, generated ones in creation order.
    mutating func assignIDs(_ spec: ControllerSpec, reserved: Set<ControllerID>) -> ControllerSpec {
        var spec = spec
        if spec.id == nil { spec.id = makeID(reserved: reserved) }
        spec.children = spec.children.map { assignIDs($0, reserved: reserved) }
        if var options = spec.pageOptions {
            options.pages = options.pages.map { assignIDs($0, reserved: reserved) }
            spec.pageOptions = options
        }
        return spec
    }
}
