/// State restoration (PER-1…5; Listing 7-1's saved tab order, PER-2): a session
/// described as the specs that rebuild it — its tree as it stands (stacks, tab order and
/// selection, pages shown), its presented controllers, its traits — and rebuilt from them as
/// a restoring app does: the controllers are created, the visible chain loads and appears,
/// nothing else loads.
extension Hierarchy {
    public struct Restoration: Sendable, Equatable {
        public var traits: Traits
        /// The window's root view controller, with everything below it.
        public var root: ControllerSpec
        /// The presented controllers, bottom layer first.
        public var layers: [Layer]
        /// The session's copies of storyboards (scenes instantiate and segues perform from them).
        public var storyboards: [Storyboard] = []
        /// The callbacks the session chose besides the lifecycle.
        public var callbacks: CallbackGroups = []
        /// The serial of the next generated id (`vcN`): the restored session goes on from it,
        /// so that the same next action makes the same ids and no id a stored reference names
        /// (a passthrough controller, an anchor) is handed out again.
        public var nextSerial = 1

        public struct Layer: Sendable, Equatable {
            /// `presentingViewController`.
            public var presenter: ControllerID
            public var controller: ControllerSpec
            /// The style it was presented with (its property may have changed since).
            public var style: ModalPresentationStyle
            public var transitionStyle: ModalTransitionStyle
            /// For an active search controller, the controller whose navigation item holds it
            /// (`nil` when that controller was released while search was active).
            public var owner: ControllerID?

            public init(
                presenter: ControllerID, controller: ControllerSpec, style: ModalPresentationStyle,
                transitionStyle: ModalTransitionStyle, owner: ControllerID? = nil
            ) {
                self.owner = owner
                self.presenter = presenter
                self.controller = controller
                self.style = style
                self.transitionStyle = transitionStyle
            }
        }

        public init(traits: Traits, root: ControllerSpec, layers: [Layer]) {
            self.traits = traits
            self.root = root
            self.layers = layers
        }

        /// A restoration as a document describes it: the specs, and apart from them the pages
        /// each page view controller shows as they are (by the page view controller's id) and
        /// the display modes split view controllers were left in (by id).
        ///
        /// Each entry of `shownPages` is placed once, under the first page view controller of its
        /// id, and the pages shown nest at most ``Limits/depthCeiling`` levels: a document whose
        /// entries name each other (a page view controller among its own pages shown) builds a
        /// tree of its own size, never an endless one.
        /// - Throws: ``NavigationError/invalidRestoration(_:)`` when the pages shown (or the
        ///   controllers kept) nest deeper than ``Limits/depthCeiling``.
        public init(
            traits: Traits, root: ControllerSpec, layers: [Layer], shownPages: [ControllerID: [ControllerSpec]],
            displayModes: [ControllerID: DisplayMode] = [:], awaitingDidMove: Set<ControllerID> = [],
            released: [ControllerID: [ControllerSpec]] = [:], kept: [ControllerID: [ControllerSpec]] = [:],
            embeds: [ControllerID: [String]] = [:]
        ) throws(NavigationError) {
            var unplaced = shownPages
            // Each kept entry is placed once too: one that names its own container (or a cycle of
            // them) builds what it lists, once, and the ids repeated are refused as such.
            var unkept = kept
            func applying(_ spec: ControllerSpec, depth: Int) throws(NavigationError) -> ControllerSpec {
                guard depth <= Limits.depthCeiling else {
                    throw .invalidRestoration("the pages shown or the controllers kept nest deeper than \(Limits.depthCeiling) levels")
                }
                func applyingAll(_ specs: [ControllerSpec]) throws(NavigationError) -> [ControllerSpec] {
                    var applied: [ControllerSpec] = []
                    applied.reserveCapacity(specs.count)
                    for child in specs { applied.append(try applying(child, depth: depth + 1)) }
                    return applied
                }
                var spec = spec
                if let search = spec.searchController { spec.searchController = try applying(search, depth: depth + 1) }
                switch spec.role {
                case .content, .alert: break
                case .navigation, .tabBar, .search: spec.children = try applyingAll(spec.children)
                case .split(var options):
                    // A restored split keeps its secondary whatever a collapse would do with a new one.
                    options.columns = try applyingAll(options.columns)
                    options.restoresSecondary = true
                    options.displayMode = spec.id.flatMap { displayModes[$0] }
                    spec.role = .split(options)
                case .container(var options):
                    options.children = try applyingAll(options.children)
                    options.awaitingDidMove = options.children.compactMap(\.id).filter { awaitingDidMove.contains($0) }
                    options.released = (spec.id.flatMap { released[$0] } ?? []).map { $0.applyingEmbeds(embeds) }
                    options.kept = try applyingAll(spec.id.flatMap { unkept.removeValue(forKey: $0) } ?? [])
                    options.embeds = spec.id.flatMap { embeds[$0] } ?? []
                    spec.role = .container(options)
                case .page(var options):
                    if let id = spec.id, let shown = unplaced.removeValue(forKey: id) {
                        options.shownPages = try applyingAll(shown)
                        options.keepsPageIndex = true
                    }
                    spec.role = .page(options)
                }
                return spec
            }
            let root = try applying(root, depth: 1)
            var applied = layers
            for index in applied.indices { applied[index].controller = try applying(applied[index].controller, depth: 1) }
            self.init(traits: traits, root: root, layers: applied)
        }

        /// The display mode of each split view controller whose mode is not the one its
        /// preference gives (the button or a swipe set it): what a document writes apart.
        public var displayModes: [(split: ControllerID, mode: DisplayMode)] {
            liveSpecs.compactMap { spec in spec.id.flatMap { id in spec.splitOptions?.displayMode.map { (id, $0) } } }
        }

        /// The children of custom containers still waiting for their `didMove(toParent:)`: what a
        /// document writes apart.
        public var awaitingDidMove: [ControllerID] { liveSpecs.flatMap { $0.containerOptions?.awaitingDidMove ?? [] } }

        /// The children custom containers released on a memory warning, as their specs: what a
        /// document writes apart.
        public var released: [(container: ControllerID, specs: [ControllerSpec])] {
            liveSpecs.compactMap { spec in
                spec.id.flatMap { id in spec.containerOptions.flatMap { $0.released.isEmpty ? nil : (id, $0.released) } }
            }
        }

        /// The controllers custom containers keep detached, as their specs: what a document
        /// writes apart.
        public var kept: [(container: ControllerID, specs: [ControllerSpec])] {
            liveSpecs.compactMap { spec in
                spec.id.flatMap { id in spec.containerOptions.flatMap { $0.kept.isEmpty ? nil : (id, $0.kept) } }
            }
        }

        /// The embed segues custom containers have not performed (their views never loaded):
        /// what a document writes apart.
        public var embeds: [(container: ControllerID, segues: [String])] {
            liveSpecs.flatMap { spec in
                (spec.id.flatMap { id in spec.containerOptions.flatMap { $0.embeds.isEmpty ? nil : [(id, $0.embeds)] } } ?? [])
                    + (spec.containerOptions?.released ?? []).flatMap(\.pendingEmbeds)
            }
        }

        /// The pages each page view controller of the tree shows, as they are: what a document
        /// writes apart from the specs (their fields say what a client asks for).
        public var shownPages: [(pageController: ControllerID, pages: [ControllerSpec])] {
            liveSpecs.compactMap { spec in spec.id.flatMap { id in spec.pageOptions?.shownPages.map { (id, $0) } } }
        }

        /// The specs of every live controller the document describes, parents first: the tree,
        /// the pages shown, then each presented layer (a data source's other pages are not live).
        private var liveSpecs: [ControllerSpec] {
            var found: [ControllerSpec] = []
            func collect(_ spec: ControllerSpec) {
                found.append(spec)
                spec.children.forEach(collect)
                spec.pageOptions?.shownPages?.forEach(collect)
                spec.containerOptions?.kept.forEach(collect)
                spec.searchController.map(collect)
            }
            collect(root)
            layers.forEach { collect($0.controller) }
            return found
        }
    }

    /// The specs that rebuild this hierarchy: every controller with its id and properties,
    /// stacks and tabs in their current order, the selected tab, the page shown.
    public var restoration: Restoration {
        var restoration = Restoration(
            traits: traits, root: restorationSpec(of: rootID),
            layers: presentedLayers.compactMap { id in
                self[id].presentation.map {
                    Restoration.Layer(
                        presenter: $0.presenter, controller: restorationSpec(of: id), style: $0.requestedStyle,
                        transitionStyle: $0.transitionStyle, owner: self[id].search?.owner)
                }
            })
        restoration.storyboards = storyboards.values.sorted { $0.name < $1.name }
        restoration.callbacks = callbacks
        restoration.nextSerial = ids.serial
        return restoration
    }

    /// The spec of `id` and what it contains (not what it presents: that is a layer of its own).
    func restorationSpec(of id: ControllerID) -> ControllerSpec {
        let controller = self[id]
        var spec = ControllerSpec(id: id, properties: controller.properties, role: .content)
        // An inactive search controller goes with its owner; an active one is a layer.
        if let search = controller.searchController, self[search].presentation == nil {
            spec.searchController = restorationSpec(of: search)
        }
        switch controller.role {
        case .content:
            break
        case .alert:
            spec.role = .alert
        case .search(let state):
            spec.role = .search(results: state.results.map(restorationSpec(of:)), showsResults: state.showsResults)
        case .navigation(let state):
            spec.role = .navigation(stack: state.stack.map(restorationSpec(of:)))
        case .tabBar(let state):
            // While the More list is shown no tab is selected; a restored bar selects the first.
            spec.role = .tabBar(
                tabs: state.tabs.map(restorationSpec(of:)), selectedIndex: state.selectedIndex ?? 0,
                customizable: state.customizable)
        case .split(let state):
            spec.role = .split(splitRestorationOptions(state))
        case .container(let state):
            var options = ControllerSpec.ContainerOptions(children: state.children.map(restorationSpec(of:)), shown: state.shown)
            options.awaitingDidMove = state.awaitingDidMove
            options.released = state.released
            options.kept = state.kept.map(restorationSpec(of:))
            options.embeds = state.pendingEmbeds
            spec.role = .container(options)
        case .page(let state):
            // The data source as it is, and the pages shown as they are now (a PATCH or a push
            // changes the live page, not the data source's spec), the blank page left out.
            var options = ControllerSpec.PageOptions(pages: state.pages)
            options.shownPages = state.shown.filter { $0 != PageState.blankID(of: id) }.map(restorationSpec(of:))
            options.settings = state.settings
            options.spineLocation = state.spineLocation
            options.doubleSided = state.doubleSided
            options.pageIndex = state.index
            options.keepsPageIndex = true
            spec.role = .page(options)
        }
        return spec
    }

    /// A split view controller's spec as it stands. Collapsed (the document's traits are
    /// compact too), the primary's stack is written as it is, with the navigation controllers
    /// nested in it (the collapsed secondary, details shown since): a restoring split takes them
    /// back there.
    private func splitRestorationOptions(_ state: SplitState) -> ControllerSpec.SplitOptions {
        var options: ControllerSpec.SplitOptions
        if state.isColumnStyle {
            // The columns on the primary's stack are written there, and named in `stacked`.
            var columns: [SplitColumn: ControllerSpec] = [:]
            for column in SplitColumn.allCases {
                guard let id = state.controller(of: column), column == .primary || !state.stacked.contains(id) else { continue }
                columns[column] = restorationSpec(of: id)
            }
            options = ControllerSpec.SplitOptions(style: state.settings.style, columns: columns)
            options.stackedColumns = stack(of: state.primary).filter(state.stacked.contains).compactMap { state.column(of: $0) }
        } else {
            var columns = [restorationSpec(of: state.primary)]
            if let secondary = state.secondary { columns.append(restorationSpec(of: secondary)) }
            options = ControllerSpec.SplitOptions(columns: columns)
        }
        options.settings = state.settings
        options.restoresSecondary = true
        if state.displayMode != state.resolvedDisplayMode(for: traits) { options.displayMode = state.displayMode }
        return options
    }

    /// Rebuilds a session from `restoration`: every spec is checked as a creation checks it,
    /// the controllers are built and linked, presented ones included, and then the controllers
    /// on screen load and appear, as after a state restoration.
    /// - Returns: the hierarchy at revision 1 and the callbacks: `willMove`, the appearance of
    ///   what is on screen, `didMove`.
    /// - Throws: ``NavigationError`` for a spec UIKit would refuse, a presenter that presents
    ///   already, more layers than the limits allow, or (``NavigationError/invalidRestoration(_:)``)
    ///   a presenter that is not in the tree below or would not have presented that style.
    public static func restore(
        _ restoration: Restoration, limits: Limits = Limits()
    ) throws(NavigationError) -> (Hierarchy, [LifecycleEvent]) {
        var hierarchy = Hierarchy(traits: restoration.traits, limits: limits)
        hierarchy.callbacks = restoration.callbacks
        for storyboard in restoration.storyboards { hierarchy.load(storyboard) }
        var claims = Claims()
        let rootSpec = keepingPageIndices(restoration.root)
        try hierarchy.validate(rootSpec, depth: 1, claims: &claims)
        try hierarchy.validateShownPages(of: rootSpec, depth: 1, claims: &claims)
        let root = hierarchy.instantiate(rootSpec, parent: nil, claims: claims)
        hierarchy.rootID = root.root
        var built = [root]
        if restoration.layers.count > limits.maxPresentedLayers {
            throw .tooManyPresentedControllers(limit: limits.maxPresentedLayers)
        }
        for layer in restoration.layers {
            let presenter = layer.presenter
            guard hierarchy.controllers[presenter] != nil else {
                throw .invalidRestoration("the presenter '\(presenter)' is not a live controller of the layers below")
            }
            if let presented = hierarchy[presenter].presented { throw .alreadyPresenting(presenter, presented: presented) }
            // An alert is presented in the style UIAlertController gives itself, and only an alert
            // in UIKit's own (`custom`).
            let alertStyle = layer.controller.kind == .alert ? layer.controller.properties.preferredStyle.requestedStyle : nil
            if layer.style != (alertStyle ?? layer.style) || (alertStyle == nil && layer.style == .custom) {
                throw .invalidRestoration(
                    "'\(layer.controller.id?.rawValue ?? "?")' is presented as \(layer.style.rawValue), which UIKit gives \(alertStyle.map { "it as \($0.rawValue)" } ?? "alerts only")"
                )
            }
            if layer.transitionStyle == .partialCurl, layer.style != .fullScreen {
                throw .partialCurlRequiresFullScreen(layer.style)
            }
            // The presenter `present(_:animated:)` would have chosen: the root-most full-screen
            // controller, or for a context style any controller of its layer (one that defined
            // the presentation context then may have stopped since: a PATCH changes the flag,
            // not what it presents); never one presented with a partial curl.
            let layerRoot = hierarchy.layerRoot(of: presenter)
            if hierarchy[layerRoot].presentation?.transitionStyle == .partialCurl { throw .partialCurlCannotPresent(layerRoot) }
            let chosen = layer.style.usesCurrentContext || presenter == hierarchy.rootMostFullScreen(from: layerRoot)
            guard chosen else {
                throw .invalidRestoration(
                    "'\(presenter)' does not present a \(layer.style.rawValue) controller; UIKit presents it from '\(hierarchy.rootMostFullScreen(from: layerRoot))'"
                )
            }
            let effective = layer.style.adapted(to: restoration.traits, for: layer.controller.properties)
            if effective == .popover, layer.controller.properties.popoverPresentation?.sourceController == nil {
                throw Self.missingAnchor(layer.controller.id, kind: layer.controller.kind, presenter: presenter)
            }
            var claims = Claims()
            let spec = keepingPageIndices(layer.controller)
            let search = spec.kind == .search
            if let owner = layer.owner {
                // Any live controller that may own one: since activation, a split's expansion may
                // have moved the owner to another column, or a container kept it detached.
                guard search, let holder = hierarchy.controllers[owner], holder.searchController == nil,
                    ControllerKind.ownsSearch.contains(holder.kind)
                else {
                    throw .invalidRestoration("'\(owner)' cannot own the search controller of a layer presented by '\(presenter)'")
                }
            }
            // An owned search controller counts below its owner (``depth(of:)``).
            let depth = hierarchy.depth(of: layer.owner ?? presenter) + 1
            try hierarchy.validate(spec, depth: depth, claims: &claims, presented: true, search: search)
            try hierarchy.validateShownPages(of: spec, depth: depth, claims: &claims)
            let subtree = hierarchy.instantiate(spec, parent: nil, claims: claims)
            hierarchy[subtree.root].presentation = Presentation(
                presenter: presenter, requestedStyle: layer.style,
                effectiveStyle: layer.style.adapted(to: restoration.traits, for: spec.properties),
                transitionStyle: layer.transitionStyle)
            hierarchy[presenter].presented = subtree.root
            hierarchy.presentedLayers.append(subtree.root)
            if let owner = layer.owner, case .search(var state) = hierarchy[subtree.root].role {
                state.owner = owner
                hierarchy[subtree.root].role = .search(state)
                hierarchy[owner].searchController = subtree.root
            }
            built.append(subtree)
        }
        hierarchy.orderLayers()
        hierarchy.ids.advance(to: restoration.nextSerial)
        var events = built.flatMap { $0.willMoveEvents() }
        hierarchy.transitionScreen(from: [], animated: false, events: &events)
        events += built.flatMap { $0.didMoveEvents() }
        // Whatever else a document could get wrong breaks an invariant: refused, never kept.
        if let problem = hierarchy.invariantViolations().first { throw .invalidRestoration(problem) }
        return (hierarchy, events)
    }

    /// `spec` with every page view controller of the live tree showing exactly the page its
    /// `pageIndex` names (the pages of data sources are left as they are: they are built when
    /// shown, as a creation builds them).
    private static func keepingPageIndices(_ spec: ControllerSpec) -> ControllerSpec {
        var spec = spec
        spec.searchController = spec.searchController.map(keepingPageIndices)
        switch spec.role {
        case .content, .alert: break
        case .navigation, .tabBar, .split, .search: spec.children = spec.children.map(keepingPageIndices)
        case .container(var options):
            options.children = options.children.map(keepingPageIndices)
            options.kept = options.kept.map(keepingPageIndices)
            spec.role = .container(options)
        case .page(var options):
            options.keepsPageIndex = true
            spec.role = .page(options)
        }
        return spec
    }

    /// The pages a restoration shows as they are must be the data source's pages at the index
    /// shown (same id, same kind); what they hold beyond the data source's spec (a pushed
    /// controller, say) is checked as any new spec is, its ids claimed with the rest.
    private func validateShownPages(of spec: ControllerSpec, depth: Int, claims: inout Claims) throws(NavigationError) {
        if let search = spec.searchController { try validateShownPages(of: search, depth: depth + 1, claims: &claims) }
        switch spec.role {
        case .content, .alert:
            break
        case .navigation, .tabBar, .split, .container, .search:
            for (index, child) in spec.children.enumerated() {
                let level = depth + (spec.kind == .split && index > 0 ? 2 : 1)
                try validateShownPages(of: child, depth: level, claims: &claims)
            }
            for kept in spec.containerOptions?.kept ?? [] { try validateShownPages(of: kept, depth: depth + 1, claims: &claims) }
        case .page(let options):
            guard let shown = options.shownPages else { return }
            let required = pageState(from: options, traits: traits).requiredCount
            guard shown.count <= required else { throw .pageCountMismatch(provided: shown.count, required: required) }
            for (offset, page) in shown.enumerated() {
                let index = options.pageIndex + offset
                guard options.pages.indices.contains(index), let id = page.id, options.pages[index].id == id,
                    options.pages[index].kind == page.kind
                else {
                    throw .invalidRestoration("a page shown by '\(spec.id?.rawValue ?? "?")' is not its data source's page \(index)")
                }
                // Checked whole as a spec (shape, depth, ids within it); its ids that the data
                // source's page does not hold (a pushed controller, say) are claimed with the rest.
                var own = Claims()
                try validate(page, depth: depth + 1, claims: &own)
                // (A nested page view controller names its pages shown twice: in its data source
                // and among the pages it shows.)
                // The pages a nested page view controller shows are claimed by the recursion below.
                let known = Set(Self.ids(in: options.pages[index]))
                for id in Set(Self.ids(in: page, shownPages: false)).subtracting(known).sorted() {
                    if claims.ids[id] != nil || controllers[id] != nil || ids.reservation(of: id) != nil {
                        throw .idInUse(id, heldBy: nil)
                    }
                    claims.ids[id] = .some(nil)
                }
                claims.controllers += own.controllers
                try validateShownPages(of: page, depth: depth + 1, claims: &claims)
            }
        }
    }

    /// Every id a spec names, its data source's pages included.
    private static func ids(in spec: ControllerSpec, shownPages: Bool = true) -> [ControllerID] {
        let nested = { (spec: ControllerSpec) in ids(in: spec, shownPages: shownPages) }
        return (spec.id.map { [$0] } ?? []) + spec.nestedSpecs.flatMap(nested)
            + (shownPages ? spec.pageOptions?.shownPages ?? [] : []).flatMap(nested)
            + (spec.containerOptions?.released ?? []).flatMap(nested)
            + (spec.containerOptions?.kept ?? []).flatMap(nested)
    }
}
