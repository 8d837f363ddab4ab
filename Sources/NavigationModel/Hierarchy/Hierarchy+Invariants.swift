/// What must hold of every hierarchy between actions. Debug builds check it after every action;
/// the tests and the fuzzer check it everywhere.
extension Hierarchy {
    /// The invariants that do not hold, each described; empty when all hold.
    ///
    /// Never traps, whatever the state: every id is looked up, not assumed.
    ///
    /// - Every child and presented controller exists and points back to its container or presenter;
    ///   every controller is reached once from the window root (no id twice, none orphaned).
    /// - Each role's shape: a stack is non-empty and holds no navigation or tab bar controller; a tab
    ///   bar has tabs, a selection in range (or the More list while some tabs overflow) and
    ///   customizable tabs among its tabs; a page view controller shows the spread its index names,
    ///   as many pages as the spine requires, and a mid spine is double-sided.
    /// - The presented layers are exactly the presented controllers, each after the layer of its
    ///   presenter.
    /// - Reserved ids are held by live owners of the right kind; a reserved id is live only as the
    ///   page it stands for, inside the data source's owner.
    /// - The controllers that appear are exactly those on screen, and their views are loaded.
    /// - Depth, children, controllers and presented layers are within the limits.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        checkTree(&problems)
        checkLayers(&problems)
        checkIDs(&problems)
        // The screen is computed from links checked above; with broken links it means nothing.
        if problems.isEmpty { checkAppearance(&problems) }
        if controllerCount > limits.maxControllers {
            problems.append("\(controllerCount) controllers, over the limit of \(limits.maxControllers)")
        }
        return problems
    }

    private func checkTree(_ problems: inout [String]) {
        guard let root = controllers[rootID] else { return problems.append("the window root '\(rootID)' is missing") }
        if root.parent != nil || root.presentation != nil { problems.append("the window root '\(rootID)' has a parent or presenter") }
        var seen = Set<ControllerID>()
        var pending: [(id: ControllerID, parent: ControllerID?, presenter: ControllerID?, depth: Int)] = [(rootID, nil, nil, 1)]
        while let (id, parent, presenter, depth) = pending.popLast() {
            guard let controller = controllers[id] else {
                problems.append("'\(id)' is named by '\(parent ?? presenter ?? "?")' but does not exist")
                continue
            }
            guard seen.insert(id).inserted else {
                problems.append("'\(id)' is reached twice")
                continue
            }
            if controller.id != id { problems.append("'\(id)' is stored under another id '\(controller.id)'") }
            if !ControllerID.isValid(id.rawValue) { problems.append("'\(id)' is not a valid id") }
            if controller.parent != parent {
                problems.append(
                    "'\(id)' names parent '\(controller.parent?.rawValue ?? "none")' but is a child of '\(parent?.rawValue ?? "none")'")
            }
            if controller.presentation?.presenter != presenter {
                problems.append(
                    "'\(id)' names presenter '\(controller.presentation?.presenter.rawValue ?? "none")' but is presented by '\(presenter?.rawValue ?? "none")'"
                )
            }
            if depth > limits.maxDepth { problems.append("'\(id)' is at depth \(depth), over the limit of \(limits.maxDepth)") }
            checkRole(of: controller, &problems)
            for child in controller.children.reversed() { pending.append((child, id, nil, depth + 1)) }
            // Kept detached: no parent, one level below the container that adds them back.
            for kept in controller.container?.kept ?? [] { pending.append((kept, nil, nil, depth + 1)) }
            // So is an inactive search controller, below its owner; an active one is presented.
            if let search = detachedSearch(of: controller) {
                pending.append((search, nil, nil, depth + 1))
            }
            if let presented = controller.presented { pending.append((presented, nil, id, depth + 1)) }
        }
        if seen.count != controllers.count {
            let orphans = controllers.keys.filter { !seen.contains($0) }.sorted().prefix(5).map(\.rawValue)
            problems.append("controllers not reachable from the window root: \(orphans.joined(separator: ", "))")
        }
    }

    private func checkRole(of controller: Controller, _ problems: inout [String]) {
        let id = controller.id
        // A page view controller shows one or two pages; its limit is on its data source.
        if controller.kind != .page, controller.children.count > limits.maxChildren {
            problems.append("'\(id)' has \(controller.children.count) children, over the limit of \(limits.maxChildren)")
        }
        if Set(controller.children).count != controller.children.count { problems.append("'\(id)' lists a child twice") }
        if let search = controller.searchController, controllers[search]?.search?.owner != id {
            problems.append("'\(id)' names search controller '\(search)', which does not name it as its owner")
        }
        switch controller.role {
        case .content:
            break
        case .alert:
            if controller.presentation == nil { problems.append("alert '\(id)' is not presented") }
        case .search(let state):
            if let owner = state.owner {
                if controllers[owner]?.searchController != id {
                    problems.append("search controller '\(id)' names owner '\(owner)', which does not hold it")
                }
            } else if controller.presentation == nil {
                problems.append("search controller '\(id)' has no owner and is not presented")
            }
            if controller.parent != nil { problems.append("search controller '\(id)' has a parent") }
            if let results = state.results, controllers[results]?.kind == .tabBar || controllers[results]?.kind == .search {
                problems.append("search controller '\(id)' shows a \(controllers[results]?.kind.rawValue ?? "?") controller as its results")
            }
            if controller.presentation == nil, subtree(of: id).contains(where: { controllers[$0]?.presented != nil }) {
                problems.append("inactive search controller '\(id)' presents")
            }
        case .navigation(let state):
            if state.stack.isEmpty { problems.append("navigation controller '\(id)' has an empty stack") }
            for child in state.stack
            where controllers[child]?.kind == .tabBar || controllers[child]?.kind == .split
                || (controllers[child]?.kind == .navigation && !holdsCollapsedSecondary(id))
            {
                problems.append("navigation controller '\(id)' holds '\(child)', a \(controllers[child]?.kind.rawValue ?? "?")")
            }
        case .tabBar(let state):
            if state.tabs.isEmpty { problems.append("tab bar controller '\(id)' has no tabs") }
            for child in state.tabs where controllers[child]?.kind == .tabBar {
                problems.append("tab bar controller '\(id)' holds tab bar controller '\(child)'")
            }
            if let index = state.selectedIndex {
                if !state.tabs.indices.contains(index) {
                    problems.append("tab bar controller '\(id)' selects \(index) of \(state.tabs.count) tabs")
                }
            } else if state.tabs.count <= traits.tabBarCapacity {
                problems.append("tab bar controller '\(id)' shows the More list with no tab in it")
            }
            if let stranger = state.customizable.first(where: { !state.tabs.contains($0) }) {
                problems.append("tab bar controller '\(id)' lists '\(stranger)' as customizable but not as a tab")
            }
        case .page(let state):
            checkPages(of: id, state, &problems)
        case .split(let state):
            checkSplit(of: id, state, &problems)
        case .container(let state):
            if let stranger = (state.shown + state.awaitingDidMove).first(where: { !state.children.contains($0) }) {
                problems.append("container '\(id)' lists '\(stranger)' as shown or waiting but not as a child")
            }
            if Set(state.shown).count != state.shown.count || Set(state.awaitingDidMove).count != state.awaitingDidMove.count {
                problems.append("container '\(id)' lists a child twice as shown or waiting")
            }
            if let tabs = (state.children + state.kept).first(where: { controllers[$0]?.kind == .tabBar }) {
                problems.append("container '\(id)' holds tab bar controller '\(tabs)'")
            }
            if let both = state.kept.first(where: state.children.contains) {
                problems.append("container '\(id)' keeps its child '\(both)' as detached")
            }
            if !state.pendingEmbeds.isEmpty {
                if controllers[id]?.viewLoaded == true { problems.append("container '\(id)' loaded its view with embeds pending") }
                if !embeddingContainers.contains(id) { problems.append("container '\(id)' has embeds pending but is not listed") }
                let scene = controllers[id]?.properties.scene
                if let stray = state.pendingEmbeds.first(where: { embedDestination($0, scene: scene) == nil }) {
                    problems.append("container '\(id)' holds '\(stray)', no embed segue of its scene")
                }
            } else if embeddingContainers.contains(id) {
                problems.append("container '\(id)' is listed with no embed pending")
            }
            if state.heldCount > limits.maxChildren {
                problems.append("container '\(id)' holds \(state.heldCount) children, over the limit of \(limits.maxChildren)")
            }
            for kept in state.kept where subtree(of: kept).contains(where: { controllers[$0]?.presented != nil }) {
                problems.append("'\(kept)', kept by '\(id)', presents")
            }
        }
    }

    private func checkSplit(of id: ControllerID, _ state: SplitState, _ problems: inout [String]) {
        if state.isCollapsed != (traits.horizontalSizeClass == .compact) {
            problems.append(
                "split view controller '\(id)' is \(state.isCollapsed ? "collapsed" : "expanded") in a \(traits.horizontalSizeClass.rawValue) width"
            )
        }
        if state.children.contains(where: { controllers[$0]?.kind == .split }) {
            problems.append("split view controller '\(id)' holds a split view controller")
        }
        if !state.isColumnStyle, state.isCollapsed, state.secondary != nil, controllers[state.primary]?.kind == .navigation {
            problems.append("split view controller '\(id)' keeps its secondary aside beside a primary navigation controller")
        }
        if state.isColumnStyle {
            for column in [state.primary, state.supplementary, state.secondary].compactMap({ $0 })
            where controllers[column]?.kind != .navigation {
                problems.append("column-style split view controller '\(id)' has '\(column)', no navigation controller, in a column")
            }
            if state.supplementary != nil, state.settings.style != .tripleColumn {
                problems.append("double-column split view controller '\(id)' has a supplementary column")
            }
            // The navigation controllers on the primary's stack are its stacked columns (in any
            // order: a set-view-controllers may reorder them), only while collapsed without a
            // compact column.
            let nested = stack(of: state.primary).dropFirst().filter { controllers[$0]?.kind == .navigation }
            if Set(nested) != Set(state.stacked) || nested.count != state.stacked.count {
                problems.append("split view controller '\(id)' stacks \(state.stacked) on its primary, which holds \(nested)")
            }
            if !state.stacked.isEmpty, !state.isCollapsed || state.compact != nil {
                problems.append("split view controller '\(id)' stacks columns on its primary while it shows its columns")
            }
            for column in [state.supplementary, state.secondary].compactMap({ $0 }) {
                let parent = controllers[column]?.parent
                if parent != (state.stacked.contains(column) ? state.primary : id) {
                    problems.append("column '\(column)' of split view controller '\(id)' has parent \(parent?.rawValue ?? "nil")")
                }
            }
            let behavior = state.behavior(under: traits)
            let allowed = Self.allowedDisplayModes(style: state.settings.style, behavior: behavior)
            if !allowed.contains(state.displayMode) {
                problems.append(
                    "split view controller '\(id)' is in \(state.displayMode.rawValue) under the \(behavior?.rawValue ?? "?") behavior")
            }
        } else if state.displayMode.columnsBesideSecondary > 1 {
            problems.append("classic split view controller '\(id)' is in \(state.displayMode.rawValue)")
        }
    }

    private func checkPages(of id: ControllerID, _ state: PageState, _ problems: inout [String]) {
        if state.spineLocation == .mid, !state.doubleSided { problems.append("page view controller '\(id)' has a mid spine, single-sided") }
        if state.pages.count > limits.maxChildren { problems.append("page view controller '\(id)' has \(state.pages.count) pages") }
        if state.pages.contains(where: { $0.id == nil }) { problems.append("page view controller '\(id)' has a page without an id") }
        guard state.index >= 0, state.index + state.requiredCount <= state.paddedCount else {
            return problems.append("page view controller '\(id)' shows from \(state.index), out of its \(state.paddedCount) pages")
        }
        let expected = (state.index..<(state.index + state.requiredCount)).map { index in
            index < state.pages.count ? state.pages[index].id : PageState.blankID(of: id)
        }
        if state.shown != expected.compactMap({ $0 }) {
            problems.append(
                "page view controller '\(id)' shows \(state.shown.map(\.rawValue)) instead of \(expected.compactMap { $0?.rawValue })")
        }
    }

    private func checkLayers(_ problems: inout [String]) {
        if presentedLayers.count > limits.maxPresentedLayers {
            problems.append("\(presentedLayers.count) presented controllers, over the limit of \(limits.maxPresentedLayers)")
        }
        if Set(presentedLayers).count != presentedLayers.count { problems.append("a presented controller is listed twice") }
        let presented = controllers.values.filter { $0.presentation != nil }.map(\.id)
        if Set(presented) != Set(presentedLayers) {
            problems.append(
                "the presented layers \(presentedLayers.map(\.rawValue)) are not the presented controllers \(presented.sorted().map(\.rawValue))"
            )
        }
        for (index, layer) in presentedLayers.enumerated() {
            guard let presenter = controllers[layer]?.presentation?.presenter else { continue }
            if let controller = controllers[layer], let presentation = controller.presentation,
                presentation.effectiveStyle
                    != presentation.requestedStyle.adapted(to: traits, for: controller.properties)
            {
                problems.append("'\(layer)' is shown as \(presentation.effectiveStyle.rawValue), not as its style adapts")
            }
            if controllers[presenter]?.presented != layer {
                problems.append("'\(presenter)' presents '\(controllers[presenter]?.presented?.rawValue ?? "nothing")', not '\(layer)'")
            }
            var layerOfPresenter = presenter
            while let parent = controllers[layerOfPresenter]?.parent { layerOfPresenter = parent }
            if layerOfPresenter != rootID, !presentedLayers[..<index].contains(layerOfPresenter) {
                problems.append("'\(layer)' is stacked below the layer '\(layerOfPresenter)' that presents it")
            }
        }
    }

    private func checkIDs(_ problems: inout [String]) {
        for (id, reservation) in ids.reserved {
            guard let owner = controllers[reservation.owner] else {
                problems.append("'\(id)' is held by '\(reservation.owner)', which does not exist")
                continue
            }
            switch reservation.use {
            case .page:
                if owner.kind != .page { problems.append("page '\(id)' is held by '\(owner.id)', a \(owner.kind.rawValue)") }
                if controllers[id] != nil, !isDescendant(id, of: owner.id) {
                    problems.append("page '\(id)' of '\(owner.id)''s data source is live outside it")
                }
            case .blankPage(let container):
                if id != PageState.blankID(of: container) || (controllers[container].map { $0.kind != .page } ?? false) {
                    problems.append("'\(id)' is held as the blank page of '\(container)'")
                }
                if let blank = controllers[id], blank.parent != container {
                    problems.append("blank page '\(id)' is live outside '\(container)'")
                }
            case .moreList(let container):
                if id != TabBarState.moreID(of: container) || (controllers[container].map { $0.kind != .tabBar } ?? false) {
                    problems.append("'\(id)' is held as the More list of '\(container)'")
                }
                if controllers[id] != nil { problems.append("'\(id)', the More list of '\(container)', is a client controller") }
            case .released:
                if controllers[id] != nil { problems.append("'\(id)', held for a released child of '\(owner.id)', is live") }
                if !(owner.container?.released ?? []).contains(where: { $0.allIDs.contains(id) }) {
                    problems.append("'\(id)' is held for '\(owner.id)', which released no child holding it")
                }
            }
        }
        for controller in controllers.values {
            for derived in IDUse.derived(from: controller.id, kind: controller.kind) where ids.reservation(of: derived.id) == nil {
                problems.append("'\(derived.id)', derived from '\(controller.id)', is not held")
            }
            for spec in controller.container?.released ?? [] {
                for id in spec.allIDs where ids.reservation(of: id).map({ $0.use != .released || $0.owner != controller.id }) ?? true {
                    // An outer data source may hold it first (a container on a page of one).
                    if ids.reservation(of: id)?.use == .page { continue }
                    problems.append("'\(id)', released by '\(controller.id)', is not held for it")
                }
            }
            for page in controller.pages?.pages ?? [] {
                if let pageID = page.id, ids.reservation(of: pageID)?.use != .page {
                    problems.append("page '\(pageID)' of '\(controller.id)''s data source is not held")
                }
            }
        }
    }

    private func checkAppearance(_ problems: inout [String]) {
        let visible = Set(appearanceScreen)
        for controller in controllers.values {
            // Below a manual container the client drives appearance: a child of it may be in any
            // state, and what is below one in the middle of a transition follows the client's end.
            if !manualContainers.isEmpty, let root = manualRoot(of: controller.id) {
                let rootState = self[root].appearance
                if root == controller.id || rootState == .appearing || rootState == .disappearing {
                    if controller.appearance != .disappeared, !controller.viewLoaded {
                        problems.append("'\(controller.id)' is \(controller.appearance.rawValue) with no view loaded")
                    }
                    continue
                }
            }
            let expected: Appearance = visible.contains(controller.id) ? .appeared : .disappeared
            if controller.appearance != expected {
                problems.append("'\(controller.id)' is \(controller.appearance.rawValue) but should be \(expected.rawValue)")
            }
            if expected == .appeared, !controller.viewLoaded { problems.append("'\(controller.id)' is on screen with no view loaded") }
        }
        let manual = Set(controllers.values.filter(Self.isManual).map(\.id))
        if manual != manualContainers { problems.append("the manual containers are \(manualContainers.sorted()), not \(manual.sorted())") }
    }
}
