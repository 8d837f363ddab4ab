/// A subtree just built from a spec, with the containment it still has to announce.
struct BuiltSubtree {
    let root: ControllerID
    /// (child, parent) pairs inside the subtree, parents first: each child was added to its
    /// container at construction (`willMove(toParent:)`) and is told `didMove` when the action ends.
    var pairs: [(child: ControllerID, parent: ControllerID)]
    /// Children restored waiting for their `didMove`: told `willMove` with the others, and
    /// left for the client's `did-move`.
    var awaitingDidMove: Set<ControllerID> = []

    func willMoveEvents() -> [LifecycleEvent] {
        pairs.map { LifecycleEvent($0.child, .willMoveToParent, parent: $0.parent) }
    }

    func didMoveEvents() -> [LifecycleEvent] {
        pairs.compactMap {
            awaitingDidMove.contains($0.child) ? nil : LifecycleEvent($0.child, .didMoveToParent, parent: $0.parent)
        }
    }
}

/// The ids the new specs of one action claim, checked against the session and each other
/// before anything is built.
struct Claims {
    /// Each id claimed, with the container it is derived from (`nil` for a client's id).
    var ids: [ControllerID: ControllerID?] = [:]
    /// How many controllers the specs hold, pages of data sources included.
    var controllers = 0
    /// Ids a released child being rebuilt takes back although an outer data source holds them
    /// (its page still describes the child).
    var reclaimable: Set<ControllerID> = []
    /// How many of those were counted already, as held ids, by ``Hierarchy/controllerCount``.
    var recounted = 0
}

extension Hierarchy {
    /// Everything UIKit or the limits would refuse in a spec whose root will sit at `depth`,
    /// checked before anything is built.
    /// - Parameter claims: the ids of the action so far; the spec's are added, and one already
    ///   there, or held in the session, is refused.
    /// - Parameter presented: the spec is presented; only a presented spec may be an alert.
    /// - Parameter search: the spec is an active search controller being restored, presented.
    func validate(
        _ spec: ControllerSpec, depth: Int, claims: inout Claims, presented: Bool = false, search: Bool = false
    ) throws(NavigationError) {
        // The limit first: an over-deep spec is refused as such, whatever it holds (or its
        // embed segues will build).
        if depth - 1 + depthWithEmbeds(of: spec) > limits.maxDepth { throw .treeTooDeep(limit: limits.maxDepth) }
        try check(spec, claims: &claims, presented: presented, ownedSearch: search)
        if controllerCount - claims.recounted + claims.controllers > limits.maxControllers {
            throw .tooManyControllers(limit: limits.maxControllers)
        }
    }

    /// The controllers the session holds for the ``Limits/maxControllers`` limit: live ones, and
    /// the pages data sources keep that are not shown, blank pages included. A page view
    /// controller counts its blank page from its creation, so no turn, rotation or `doubleSided`
    /// change that shows it can go over the limit.
    var controllerCount: Int {
        var count = controllers.count + (embeddingContainers.isEmpty ? 0 : pendingEmbedCount)
        for (id, reservation) in ids.reserved where controllers[id] == nil {
            switch reservation.use {
            case .page, .blankPage, .released: count += 1
            case .moreList: break
            }
        }
        return count
    }

    /// - Parameter nestingAllowed: the spec is the primary of a collapsed split being restored:
    ///   its stack may hold navigation controllers above its root, as the session had them.
    /// - Parameter presented: the spec is presented, the one place an alert may be; every spec
    ///   nested in another (a child, a page, a released, kept or embedded one) is not
    ///   (docs/uikit-rules.md, "Alerts and action sheets").
    /// - Parameter ownedSearch: the spec is a navigation item's search controller, the one place
    ///   a search controller may be (docs/uikit-rules.md, "Search controllers").
    private func check(
        _ spec: ControllerSpec, claims: inout Claims, nestingAllowed: Bool = false, presented: Bool = false,
        ownedSearch: Bool = false
    ) throws(NavigationError) {
        if spec.kind == .alert, !presented { throw .alertNotPresented(spec.id) }
        if spec.kind == .search, !ownedSearch { throw .searchControllerNotOwned(spec.id) }
        if ownedSearch, spec.kind != .search, spec.pendingScene == nil { throw .notASearchController(spec.id, kind: spec.kind) }
        let bytes = spec.properties.byteCount
        if bytes > limits.maxControllerBytes { throw .controllerTooLarge(spec.id, bytes: bytes, limit: limits.maxControllerBytes) }
        // Scene references are resolved before anything is checked; one left here (an import)
        // names a scene the session cannot instantiate from.
        if let scene = spec.pendingScene {
            guard storyboards[scene.storyboard] != nil else { throw .unknownStoryboard(scene.storyboard) }
            throw .unknownScene(scene.identifier, storyboard: scene.storyboard)
        }
        if let field = spec.misplacedFields.first { throw .fieldNotApplicable(field, kind: spec.kind) }
        if let id = spec.id {
            guard ControllerID.isValid(id.rawValue) else { throw .invalidControllerID(id.rawValue) }
            try claim(id, derivedFrom: nil, claims: &claims)
            for derived in IDUse.derived(from: id, kind: spec.kind) {
                guard ControllerID.isValid(derived.id.rawValue) else { throw .derivedIDTooLong(id, derived: derived.id) }
                try claim(derived.id, derivedFrom: id, claims: &claims)
            }
        }
        // A page view controller also holds the blank page an odd spread may need.
        claims.controllers += spec.kind == .page ? 2 : 1
        if spec.nestedSpecs.count > limits.maxChildren { throw .tooManyChildren(limit: limits.maxChildren) }
        switch spec.role {
        case .content:
            break
        case .alert:
            try Self.checkAlert(spec.properties, id: spec.id)
        case .search(let results, _):
            if let results, results.kind == .tabBar { throw .nestedTabBarController(results.id, container: .search) }
        case .navigation(let stack):
            if stack.isEmpty { throw .navigationWithoutRoot(spec.id) }
            if nestingAllowed {
                try Self.refuseInStack([stack[0]])
                try Self.refuseInStack(Array(stack.dropFirst()), allowingNavigation: true)
            } else {
                try Self.refuseInStack(stack)
            }
        case .page:
            try checkPages(spec)
        case .container(let options):
            try Self.checkContainer(spec, options)
            // A restored container's released children: checked and counted as live ones.
            for released in options.released {
                guard released.id != nil else { throw .invalidRestoration("a released child has no id.") }
                if released.kind == .tabBar { throw .nestedTabBarController(released.id, container: .container) }
                try check(released, claims: &claims)
            }
            // And the controllers it keeps: live ones, detached.
            for kept in options.kept {
                if kept.kind == .tabBar { throw .nestedTabBarController(kept.id, container: .container) }
                try check(kept, claims: &claims)
            }
            // And what its embed segues will build (counted now: loading a view cannot fail).
            for (index, segue) in options.embeds.enumerated() {
                guard let destination = embedDestination(segue, of: spec) else {
                    throw .invalidRestoration("'\(segue)' is no embed segue of the scene of container '\(spec.id?.rawValue ?? "?")'")
                }
                if options.embeds[..<index].contains(segue) {
                    throw .invalidRestoration("the embed segue '\(segue)' of container '\(spec.id?.rawValue ?? "?")' is listed twice")
                }
                if destination.kind == .tabBar { throw .nestedTabBarController(destination.id, container: .container) }
                try check(destination, claims: &claims)
            }
            if options.children.count + options.released.count + options.kept.count + options.embeds.count > limits.maxChildren {
                throw .tooManyChildren(limit: limits.maxChildren)
            }
        case .split(let options):
            try Self.checkSplit(
                spec, columns: options.columns, maxChildren: limits.maxChildren, compact: traits.horizontalSizeClass == .compact)
        case .tabBar(let tabs, let selectedIndex, let customizable):
            if tabs.isEmpty { throw .tabBarWithoutTabs(spec.id) }
            if let nested = tabs.first(where: { $0.kind == .tabBar }) ?? tabs.lazy.compactMap(Self.compactTabBar(in:)).first {
                throw .nestedTabBarController(nested.id, container: .tabBar)
            }
            guard tabs.indices.contains(selectedIndex) else {
                throw .tabIndexOutOfRange(selectedIndex, count: tabs.count)
            }
            try refuseSplitsInMore(tabs.map { ($0.id, $0.kind) }, traits: traits, tabBar: spec.id)
            let tabIDs = tabs.compactMap(\.id)
            if let stranger = customizable?.first(where: { !tabIDs.contains($0) }) {
                throw .customizableNotATab(stranger, tabBar: spec.id)
            }
        }
        // Only a restoring split, collapsed, names navigation controllers nested in its primary.
        let restoringCollapsed = spec.splitOptions.map { $0.restoresSecondary && traits.horizontalSizeClass == .compact } ?? false
        let nestedSpecs = spec.nestedSpecs
        for (index, nested) in nestedSpecs.enumerated() {
            let owned = spec.searchController != nil && index == nestedSpecs.count - 1
            try check(nested, claims: &claims, nestingAllowed: restoringCollapsed && index == 0, ownedSearch: owned)
        }
    }

    /// What a navigation stack may not hold (NAV-E1, NAV-E4, H-4).
    static func refuseInStack(_ specs: [ControllerSpec], allowingNavigation: Bool = false) throws(NavigationError) {
        if !allowingNavigation, let nested = specs.first(where: { $0.kind == .navigation }) {
            throw .pushingNavigationController(nested.id)
        }
        if let split = specs.first(where: { $0.kind == .split }) { throw .pushingSplitViewController(split.id, navigation: nil) }
        if let nested = specs.first(where: { $0.kind == .tabBar }) {
            throw .nestedTabBarController(nested.id, container: .navigation)
        }
    }

    /// Claims `id` for the action: refused when a live controller has it, a data source or a
    /// container holds it, or the action already claimed it.
    private func claim(_ id: ControllerID, derivedFrom container: ControllerID?, claims: inout Claims) throws(NavigationError) {
        if claims.reclaimable.contains(id), let reservation = ids.reservation(of: id), controllers[id] == nil {
            if case .moreList = reservation.use {} else { claims.recounted += 1 }
        } else if let reservation = ids.reservation(of: id) {
            switch reservation.use {
            case .page:
                if let container { throw .derivedIDConflict(id, container: container) }
                throw .idInUse(id, heldBy: reservation.owner)
            case .blankPage(let owner), .moreList(let owner):
                throw .derivedIDConflict(id, container: owner)
            case .released:
                if let container { throw .derivedIDConflict(id, container: container) }
                throw .idHeldForReleasedChild(id, container: reservation.owner)
            }
        }
        if controllers[id] != nil {
            if let container { throw .derivedIDConflict(id, container: container) }
            throw .idInUse(id, heldBy: nil)
        }
        if let previous = claims.ids[id] {
            if let owner = previous ?? container { throw .derivedIDConflict(id, container: owner) }
            throw .duplicateID(id)
        }
        claims.ids[id] = .some(container)
    }

    /// Inserts a spec validated by ``validate(_:depth:claims:)`` under `parent` (without linking
    /// it into the parent's children: the caller decides where it goes). Cannot fail.
    mutating func instantiate(_ spec: ControllerSpec, parent: ControllerID?, claims: Claims) -> BuiltSubtree {
        var pairs: [(child: ControllerID, parent: ControllerID)] = []
        let root = insert(spec, parent: parent, claims: claims, pairs: &pairs)
        var built = BuiltSubtree(root: root, pairs: pairs)
        for (child, parent) in pairs where controllers[parent]?.container?.awaitingDidMove.contains(child) == true {
            built.awaitingDidMove.insert(child)
        }
        return built
    }

    private mutating func insert(
        _ spec: ControllerSpec, parent: ControllerID?, claims: Claims,
        pairs: inout [(child: ControllerID, parent: ControllerID)]
    ) -> ControllerID {
        let id = spec.id ?? generateID(for: spec.kind, claims: claims)
        // Held by the container itself, unless an outer data source holds them already.
        for derived in IDUse.derived(from: id, kind: spec.kind) { ids.reserve(derived.id, for: id, as: derived.use) }
        var controller = Controller(id: id, role: .content, properties: spec.properties)
        controller.parent = parent
        controllers[id] = controller
        if Self.isManual(controller) || spec.kind == .container && !spec.properties.automaticallyForwardsAppearance {
            manualContainers.insert(id)
        }
        func insertChildren(_ specs: [ControllerSpec], into hierarchy: inout Hierarchy) -> [ControllerID] {
            specs.map { child in
                let childID = hierarchy.insert(child, parent: id, claims: claims, pairs: &pairs)
                pairs.append((child: childID, parent: id))
                return childID
            }
        }
        switch spec.role {
        case .content:
            break
        case .alert:
            self[id].role = .alert
        case .search(let results, let showsResults):
            let resultsID = results.map { insertChildren([$0], into: &self)[0] }
            let shows = showsResults ?? Self.showsResultsForText(spec.properties)
            self[id].role = .search(SearchState(owner: nil, results: resultsID, showsResults: shows))
        case .navigation(let stack):
            self[id].role = .navigation(NavigationState(stack: insertChildren(stack, into: &self)))
        case .tabBar(let tabs, let selectedIndex, let customizable):
            let tabIDs = insertChildren(tabs, into: &self)
            self[id].role = .tabBar(
                TabBarState(tabs: tabIDs, selectedIndex: selectedIndex, customizable: customizable ?? tabIDs))
        case .page(let options):
            // The data source gets every id now, so that each page keeps its id across visits.
            var state = pageState(from: options, traits: traits)
            // Kept without pending embeds: a page shown is a new instance, which takes its scene's
            // embeds when it is built (``withSceneEmbeds(_:)``), and a checkpoint writes none.
            state.pages = state.pages.map { assignIDs($0, claims: claims).withoutEmbeds }
            for page in state.pages { reserveIDs(of: page, for: id) }
            self[id].role = .page(state)
            let live = options.shownPages ?? []
            let shown = (state.index..<(state.index + state.requiredCount)).map { index in
                live.indices.contains(index - state.index) ? live[index - state.index] : pageSpec(at: index, of: id)
            }
            let shownIDs = insertChildren(shown, into: &self)
            self[id].role = .page(with(state) { $0.shown = shownIDs })
        case .split(let options) where options.columnRoles != nil:
            // Each column in order; collapsed at construction without a compact column, those up
            // to the top column on the primary's stack (a restoration's are there already).
            let compact = traits.horizontalSizeClass == .compact
            let built = options.builtColumns
            let nesting =
                compact && options.spec(for: .compact) == nil && !options.restoresSecondary
                ? Self.collapsedColumns(to: options.topColumnForCollapsing) : []
            var columns: [SplitColumn: ControllerID] = [:]
            for index in built.indices {
                let column = options.role(at: index)
                if nesting.contains(column), let primary = columns[.primary], case .navigation(let stack) = self[primary].role {
                    let nested = insert(built[index], parent: primary, claims: claims, pairs: &pairs)
                    pairs.append((child: nested, parent: primary))
                    self[primary].role = .navigation(NavigationState(stack: stack.stack + [nested]))
                } else {
                    columns[column] = insertChildren([built[index]], into: &self)[0]
                }
            }
            var state = splitState(options, primary: columns[.primary] ?? id, secondary: columns[.secondary])
            state.supplementary = columns[.supplementary]
            state.compact = columns[.compact]
            state.isCollapsed = compact
            if let primary = columns[.primary] {
                // Nested at construction, or imported there: the navigation controllers above the
                // primary's root are its stacked columns, in order.
                let nested = self[primary].children.dropFirst().filter { self[$0].kind == .navigation }
                let stackedColumns = nesting.isEmpty ? options.stackedColumns : nesting.filter { options.spec(for: $0) != nil }
                for (column, nav) in zip(stackedColumns, nested) {
                    if column == .supplementary { state.supplementary = nav } else { state.secondary = nav }
                }
                state.stacked = Array(nested)
            }
            self[id].role = .split(state)
        case .split(let options):
            let primary = insertChildren([options.columns[0]], into: &self)[0]
            var secondary: ControllerID?
            let compact = traits.horizontalSizeClass == .compact
            let keepsSecondary = options.collapsesSecondaryOntoPrimary || options.restoresSecondary
            if options.columns.count > 1 {
                if compact, case .navigation(let stack) = self[primary].role {
                    // Collapsed at construction: onto the primary's stack, or dropped unbuilt.
                    if keepsSecondary {
                        let nested = insert(options.columns[1], parent: primary, claims: claims, pairs: &pairs)
                        pairs.append((child: nested, parent: primary))
                        self[primary].role = .navigation(NavigationState(stack: stack.stack + [nested]))
                    }
                } else if !compact || keepsSecondary {
                    secondary = insertChildren([options.columns[1]], into: &self)[0]
                }
            }
            self[id].role = .split(with(splitState(options, primary: primary, secondary: secondary)) { $0.isCollapsed = compact })
        case .container(let options):
            // A restored child still waiting for its didMove is rebuilt in that phase: added, so
            // told `willMove(toParent:)`, and left for the client's `did-move`
            // (``BuiltSubtree/awaitingDidMove``).
            let children = insertChildren(options.children, into: &self)
            let waiting = options.awaitingDidMove.filter { children.contains($0) }
            var state = ContainerState(children: children, shown: options.shown ?? children, awaitingDidMove: waiting)
            state.released = options.released
            state.pendingEmbeds = options.embeds
            if !options.embeds.isEmpty { embeddingContainers.insert(id) }
            // Kept controllers are built detached: no parent, their own children added.
            state.kept = options.kept.map { insert($0, parent: nil, claims: claims, pairs: &pairs) }
            self[id].role = .container(state)
            for spec in options.released { reserveReleased(spec, for: id) }
        }
        // The navigation item's search controller: built with its owner, detached.
        if let searchSpec = spec.searchController {
            let search = insert(searchSpec, parent: nil, claims: claims, pairs: &pairs)
            self[id].searchController = search
            if case .search(var state) = self[search].role {
                state.owner = id
                self[search].role = .search(state)
            }
        }
        return id
    }

    /// The next `vcN` free for a controller of `kind`: not live, not held, not claimed by the
    /// action, and neither are the ids it would derive.
    mutating func generateID(for kind: ControllerKind, claims: Claims) -> ControllerID {
        let controllers = controllers
        let registry = ids
        func isFree(_ id: ControllerID) -> Bool {
            controllers[id] == nil && registry.reservation(of: id) == nil && claims.ids[id] == nil
        }
        return ids.generate { id in isFree(id) && IDUse.derived(from: id, kind: kind).allSatisfy { isFree($0.id) } }
    }

    /// The spec with an id on every node, generated ones in creation order.
    private mutating func assignIDs(_ spec: ControllerSpec, claims: Claims) -> ControllerSpec {
        var spec = spec
        if spec.id == nil { spec.id = generateID(for: spec.kind, claims: claims) }
        switch spec.role {
        case .content, .alert: break
        case .navigation, .tabBar, .split, .container, .search:
            spec.children = spec.children.map { assignIDs($0, claims: claims) }
        case .page(var options):
            options.pages = options.pages.map { assignIDs($0, claims: claims) }
            spec.role = .page(options)
        }
        spec.searchController = spec.searchController.map { assignIDs($0, claims: claims) }
        return spec
    }

    /// Holds, for container `owner`, the ids of a child it released (``ContainerState/released``).
    mutating func reserveReleased(_ spec: ControllerSpec, for owner: ControllerID) {
        for id in spec.allIDs { ids.reserve(id, for: owner, as: .released) }
    }

    /// Reserves, for `owner`, the ids of a data source's page and of everything in it, and the
    /// ids its containers derive.
    private mutating func reserveIDs(of spec: ControllerSpec, for owner: ControllerID) {
        guard let id = spec.id else { return }
        ids.reserve(id, for: owner, as: .page)
        for derived in IDUse.derived(from: id, kind: spec.kind) { ids.reserve(derived.id, for: owner, as: derived.use) }
        for nested in spec.nestedSpecs { reserveIDs(of: nested, for: owner) }
    }
}

/// `value` changed by `change`: for one-line updates of a copy.
func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var value = value
    change(&value)
    return value
}
