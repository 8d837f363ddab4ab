/// Embed segues (Interface Builder's container views): a container instantiated from a
/// storyboard scene holds its embed segues pending (``ContainerState/pendingEmbeds``), and
/// performs them when its view loads, before its own `viewDidLoad`: for each, `prepare(for:
/// sender:)` on the container, then the destination is added as `UIStoryboardEmbedSegue` adds
/// it (`willMove`, its view into the container's, which loads it, `didMove`). An unselected
/// tab's container has no child from them yet (docs/uikit-rules.md, "Embed segues").
extension Hierarchy {
    /// What the embed segue `segue` of the container `spec`'s scene instantiates, ids to be given.
    func embedDestination(_ segue: String, of spec: ControllerSpec) -> ControllerSpec? {
        embedDestination(segue, scene: spec.properties.scene)
    }

    func embedDestination(_ segue: String, scene: SceneReference?) -> ControllerSpec? {
        guard let scene, let storyboard = storyboards[scene.storyboard] else { return nil }
        return storyboard.embedDestination(segue, of: scene.identifier)
    }

    /// Levels `spec` holds once every embed segue in it is performed (``ControllerSpec/depth``
    /// counts what is built).
    func depthWithEmbeds(of spec: ControllerSpec) -> Int {
        spec.depth { container, segue in embedDestination(segue, of: container) }
    }

    /// The controllers the pending embeds of the session will build, counted as ``Claims``
    /// counts a spec: held against ``Limits/maxControllers`` from the container's creation, so
    /// that loading a view can never go over the limit.
    var pendingEmbedCount: Int {
        var count = 0
        for container in embeddingContainers {
            guard let controller = controllers[container], let state = controller.container else { continue }
            for segue in state.pendingEmbeds {
                if let destination = embedDestination(segue, scene: controller.properties.scene) {
                    count += controllerCount(of: destination)
                }
            }
        }
        return count
    }

    /// The controllers `spec` builds, a page view controller's blank page and data source and the
    /// embeds of its containers included.
    func controllerCount(of spec: ControllerSpec) -> Int {
        var count = 0
        var pending = [spec]
        while let spec = pending.popLast() {
            count += spec.kind == .page ? 2 : 1
            pending += spec.nestedSpecs
            for segue in spec.containerOptions?.embeds ?? [] {
                if let destination = embedDestination(segue, of: spec) { pending.append(destination) }
            }
        }
        return count
    }

    /// Performs the pending embeds of `container`, whose view is loading (before its
    /// `viewDidLoad`). - Returns: the children added, each shown.
    mutating func performEmbeds(of container: ControllerID, events: inout [LifecycleEvent]) -> [ControllerID] {
        guard case .container(var state) = self[container].role, !state.pendingEmbeds.isEmpty else { return [] }
        let segues = state.pendingEmbeds
        let scene = self[container].properties.scene
        state.pendingEmbeds = []
        self[container].role = .container(state)
        embeddingContainers.remove(container)
        var added: [ControllerID] = []
        for segue in segues {
            guard var spec = embedDestination(segue, scene: scene) else { continue }
            let destination = generateID(for: spec.kind, claims: Claims())
            spec.id = destination
            var prepare = LifecycleEvent(container, .prepareForSegue)
            prepare.segue = SegueDetail(
                identifier: segue, kind: "embed", source: container, destination: destination, userInfo: nil, sender: nil, action: nil)
            events.append(prepare)
            let built = instantiate(spec, parent: container, claims: Claims())
            guard case .container(var state) = self[container].role else { break }
            state.children.append(built.root)
            state.shown.append(built.root)
            self[container].role = .container(state)
            events += built.willMoveEvents()
            events.append(LifecycleEvent(built.root, .willMoveToParent, parent: container))
            loadView(built.root, events: &events)
            events += built.didMoveEvents()
            events.append(LifecycleEvent(built.root, .didMoveToParent, parent: container))
            added.append(built.root)
        }
        return added
    }

    /// Loads the views of `ids`, in order; when a load performs embed segues, the visible chains
    /// of the children they add go into `ids` right after their container (parents first), and
    /// load too: they come on screen with it, unless the container leaves its children's
    /// appearance to the client (their views are in its view, with no callbacks until its begin).
    mutating func loadViews(_ ids: inout [ControllerID], events: inout [LifecycleEvent]) {
        var index = 0
        while index < ids.count {
            let container = ids[index]
            let added = loadView(container, events: &events)
            if !added.isEmpty, !manualContainers.contains(container) {
                ids.insert(contentsOf: added.flatMap(visibleChain(of:)), at: index + 1)
            }
            index += 1
        }
    }

    /// `spec` with the embed segues of every custom container instantiated from a scene pending,
    /// as a fresh instantiation has them: what a data source's page (a spec never shown as it
    /// is) holds, whether or not the copy at hand kept them (a checkpoint's and an export's
    /// specs do not write them).
    func withSceneEmbeds(_ spec: ControllerSpec) -> ControllerSpec {
        spec.changingContainers { container, options in
            guard options.embeds.isEmpty, let scene = container.properties.scene else { return }
            options.embeds = storyboards[scene.storyboard]?[scene.identifier]?.embedSegues ?? []
        }
    }
}

extension ControllerSpec {
    /// The same spec with no embed segue pending anywhere in it.
    var withoutEmbeds: ControllerSpec { changingContainers { _, options in options.embeds = [] } }

    /// The spec with `change` made to the options of every custom container in it, children and
    /// data sources' pages included (each container's own children first).
    func changingContainers(_ change: (ControllerSpec, inout ContainerOptions) -> Void) -> ControllerSpec {
        var spec = self
        spec.searchController = searchController?.changingContainers(change)
        switch spec.role {
        case .content, .alert: break
        case .navigation, .tabBar, .split, .search: spec.children = spec.children.map { $0.changingContainers(change) }
        case .page(var options):
            options.pages = options.pages.map { $0.changingContainers(change) }
            spec.role = .page(options)
        case .container(var options):
            options.children = options.children.map { $0.changingContainers(change) }
            change(spec, &options)
            spec.role = .container(options)
        }
        return spec
    }

    /// The embed segues pending in the containers of the spec (children, and the children of the
    /// controllers released with it), by container id: what a checkpoint and an export write
    /// beside a released child's spec, which has no field for them.
    public var pendingEmbeds: [(container: ControllerID, segues: [String])] {
        var found: [(container: ControllerID, segues: [String])] = []
        var pending = [self]
        while let spec = pending.popLast() {
            if let options = spec.containerOptions {
                if let id = spec.id, !options.embeds.isEmpty { found.append((id, options.embeds)) }
                pending += options.released + options.kept
            }
            pending += spec.children
        }
        return found.sorted { $0.container < $1.container }
    }

    /// The spec with the embed segues `embeds` names pending in its containers (by id).
    public func applyingEmbeds(_ embeds: [ControllerID: [String]]) -> ControllerSpec {
        guard !embeds.isEmpty else { return self }
        var spec = self
        spec.searchController = searchController?.applyingEmbeds(embeds)
        switch spec.role {
        case .content, .page, .alert: break
        case .navigation, .tabBar, .split, .search: spec.children = spec.children.map { $0.applyingEmbeds(embeds) }
        case .container(var options):
            options.children = options.children.map { $0.applyingEmbeds(embeds) }
            options.released = options.released.map { $0.applyingEmbeds(embeds) }
            options.kept = options.kept.map { $0.applyingEmbeds(embeds) }
            if let id = spec.id, let segues = embeds[id] { options.embeds = segues }
            spec.role = .container(options)
        }
        return spec
    }
}
