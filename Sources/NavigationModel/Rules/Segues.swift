/// Storyboard scenes and segues (SEG-1…12, today's segue kinds): scenes
/// instantiated by identifier with fresh ids, `performSegue(withIdentifier:sender:)` with its
/// veto, `prepare(for:sender:)` and the kind's own callbacks, and the unwind search.
extension Hierarchy {
    /// Keeps the session's own copy of `storyboard`, unless it has one by that name already (a
    /// session instantiates from the version it first used, as an app from its bundle).
    /// - Returns: whether it was kept.
    @discardableResult
    public mutating func load(_ storyboard: Storyboard) -> Bool {
        guard storyboards[storyboard.name] == nil else { return false }
        storyboards[storyboard.name] = storyboard
        return true
    }

    /// `instantiateViewController(withIdentifier:)` (or the initial scene, `identifier` nil).
    func instantiateScene(_ reference: SceneReference, id: ControllerID?) throws(NavigationError) -> ControllerSpec {
        guard let storyboard = storyboards[reference.storyboard] else { throw .unknownStoryboard(reference.storyboard) }
        guard let spec = storyboard.instantiate(reference.identifier, id: id) else {
            throw .unknownScene(reference.identifier, storyboard: reference.storyboard)
        }
        return spec
    }

    /// `spec` with every scene reference in it replaced by the scene it names.
    public func resolvingScenes(in spec: ControllerSpec) throws(NavigationError) -> ControllerSpec {
        if let reference = spec.pendingScene {
            if reference.identifier.isEmpty {
                // `POST /sessions {"storyboard": "Main"}`: the initial scene.
                guard let storyboard = storyboards[reference.storyboard] else { throw .unknownStoryboard(reference.storyboard) }
                guard let initial = storyboard.initial else { throw .noInitialScene(reference.storyboard) }
                return try instantiateScene(SceneReference(storyboard: reference.storyboard, identifier: initial), id: spec.id)
            }
            return try instantiateScene(reference, id: spec.id)
        }
        guard spec.hasPendingScenes else { return spec }
        var spec = spec
        if case .page(var options) = spec.role {
            var pages: [ControllerSpec] = []
            for page in options.pages { pages.append(try resolvingScenes(in: page)) }
            options.pages = pages
            spec.role = .page(options)
        } else {
            var children: [ControllerSpec] = []
            for child in spec.children { children.append(try resolvingScenes(in: child)) }
            spec.children = children
        }
        if let search = spec.searchController { spec.searchController = try resolvingScenes(in: search) }
        return spec
    }

    /// `action` with the scene references of its specs resolved; the same action when it has none.
    func resolvingScenes(in action: Action) throws(NavigationError) -> Action {
        func resolved(_ reference: ControllerReference) throws(NavigationError) -> ControllerReference {
            guard case .new(let spec) = reference, spec.hasPendingScenes else { return reference }
            return .new(try resolvingScenes(in: spec))
        }
        switch action {
        case .push(let target, let controller, let animated):
            return .push(target: target, controller: try resolved(controller), animated: animated)
        case .setViewControllers(let target, let controllers, let animated):
            var references: [ControllerReference] = []
            for controller in controllers { references.append(try resolved(controller)) }
            return .setViewControllers(target: target, controllers: references, animated: animated)
        case .present(let target, let controller, let animated):
            return .present(target: target, controller: try resolved(controller), animated: animated)
        case .show(let target, let controller, let detail, let animated):
            return .show(target: target, controller: try resolved(controller), detail: detail, animated: animated)
        case .addChild(let target, let controller, let shown, let movesNow, let animated):
            return .addChild(
                target: target, controller: try resolved(controller), shown: shown, movesNow: movesNow, animated: animated)
        case .transitionChildren(let target, let from, let to, let options, let duration, let keep):
            return .transitionChildren(
                target: target, from: from, to: try resolved(to), options: options, duration: duration, keep: keep)
        case .pop, .interactivePop, .popTo, .popToRoot, .selectTab, .reorderTabs, .dismiss, .tapOutside, .swipeDown, .setDetent, .tapAction,
            .enterText, .activateSearch, .searchText, .cancelSearch, .reveal, .turnPage,
            .setPage,
            .changeTraits,
            .setDisplayMode, .setColumn, .didMoveChild, .removeChild, .beginAppearance, .endAppearance, .performSegue, .memoryWarning,
            .update:
            return action
        }
    }

    /// `performSegue(withIdentifier:sender:)` from `target` (the top-most controller on screen when
    /// automatic), or a user's trigger of the segue (`userAction`).
    ///
    /// A user's trigger asks `shouldPerformSegue` first (SEG-9; a programmatic perform skips it,
    /// SEG-10): a disabled segue, or one whose `requires` the `userInfo` does not meet, is
    /// vetoed and nothing happens. Then the destination is instantiated (fresh ids, the
    /// `userInfo` as its own, view not loaded), the source gets `prepare(for:sender:)`, and
    /// the kind does its work with its own callbacks.
    mutating func performSegue(
        _ identifier: String, from target: Action.Target, sender: ControllerID?, userInfo: JSONValue?, userAction: Bool,
        animated: Bool, events: inout [LifecycleEvent]
    ) throws(NavigationError) {
        let source: ControllerID
        switch target {
        case .automatic: source = onScreen.last ?? rootID
        case .controller(let id): source = try controller(id).id
        }
        if let sender { _ = try controller(sender) }
        guard let reference = self[source].properties.scene, let storyboard = storyboards[reference.storyboard],
            let segue = storyboard[reference.identifier]?.segue(identifier)
        else { throw .unknownSegue(identifier, source: source) }
        func detail(_ destination: ControllerID?, action: String? = nil) -> SegueDetail {
            SegueDetail(
                identifier: identifier, kind: segue.kind.name, source: source, destination: destination, userInfo: userInfo,
                sender: sender, action: action)
        }
        if userAction {
            if !segue.enabled { throw .segueVetoed(identifier, source: source, reason: "the segue is disabled") }
            for (field, value) in segue.requires.sorted(by: { $0.key < $1.key }) {
                guard case .object(let given)? = userInfo, given[field] == value else {
                    throw .segueVetoed(identifier, source: source, reason: "userInfo.\(field) must be \(value.compactText)")
                }
            }
        }
        var prefix: [LifecycleEvent] = []
        if userAction {
            var asked = LifecycleEvent(source, .shouldPerformSegue)
            asked.segue = detail(nil)
            prefix.append(asked)
        }
        if case .unwind(let action) = segue.kind {
            guard let destination = unwindDestination(for: action, from: source) else {
                throw .noUnwindDestination(action, source: source)
            }
            var prepare = LifecycleEvent(source, .prepareForSegue)
            prepare.segue = detail(destination, action: action)
            var unwound = LifecycleEvent(destination, .unwindAction)
            unwound.segue = prepare.segue
            events += prefix + [prepare, unwound]
            unwind(to: destination, animated: animated, events: &events)
            return
        }
        if segue.kind == .embed { throw .embedSegueAlreadyPerformed(identifier, source: source) }
        guard let destinationScene = segue.destination else { throw .unknownSegue(identifier, source: source) }
        // The destination gets its id now, for prepare(for:sender:); on a copy, so that a
        // refusal by the kind's rules leaves the id generator as it was.
        var scratch = self
        var spec = try scratch.instantiateScene(
            SceneReference(storyboard: reference.storyboard, identifier: destinationScene), id: nil)
        let destination = scratch.generateID(for: spec.kind, claims: Claims())
        spec.id = destination
        if let userInfo { spec.properties.userInfo = userInfo }
        var prepare = LifecycleEvent(source, .prepareForSegue)
        prepare.segue = detail(destination)
        var performed = prefix + [prepare]
        switch segue.kind {
        case .show, .showDetail:
            _ = try scratch.show(
                .new(spec), detail: segue.kind == .showDetail, sender: .controller(source), animated: animated, events: &performed)
        case .present(let style, let transition):
            if let style { spec.properties.modalPresentationStyle = style }
            if let transition { spec.properties.modalTransitionStyle = transition }
            try scratch.present(.new(spec), from: .controller(source), animated: animated, events: &performed)
        case .popover(let anchor):
            var anchor = anchor
            anchor.sourceController = source
            // An action sheet is a popover by its own style; only its anchor comes from the segue.
            if spec.kind != .alert { spec.properties.modalPresentationStyle = .popover }
            spec.properties.popoverPresentation = anchor
            try scratch.present(.new(spec), from: .controller(source), animated: animated, events: &performed)
        case .push:
            guard let navigation = try? scratch.navigationController(for: .controller(source)) else {
                throw .pushSegueWithoutNavigationController(identifier)
            }
            try scratch.push(.new(spec), onto: navigation, animated: animated, events: &performed)
        case .custom(.rotating):
            guard let container = self[source].parent, self[container].kind == .container else {
                throw .noContainerController(source)
            }
            _ = try scratch.transitionChildren(
                of: .controller(container), from: source, to: .new(spec), duration: animated ? 0.3 : 0,
                destinationMovesFirst: true, events: &performed)
        case .embed, .unwind:
            preconditionFailure("handled above")
        }
        self = scratch
        events += performed
    }

    /// UIKit's search for an unwind destination (iOS 9+, SEG-12): up the source's parents, and
    /// from the root of a presented layer to its presenter; at each ancestor its other children
    /// first (a navigation stack from its top down, each child's own children before it), then
    /// the ancestor itself. The first controller whose scene implements `action` is it.
    public func unwindDestination(for action: String, from source: ControllerID) -> ControllerID? {
        func implements(_ id: ControllerID) -> Bool {
            guard id != source, let reference = self[id].properties.scene else { return false }
            return storyboards[reference.storyboard]?[reference.identifier]?.unwindActions.contains(action) ?? false
        }
        func search(_ id: ControllerID) -> ControllerID? {
            for child in unwindOrder(of: id) { if let found = search(child) { return found } }
            return implements(id) ? id : nil
        }
        var climbed = source
        while let ancestor = self[climbed].parent ?? self[climbed].presentation?.presenter {
            for child in unwindOrder(of: ancestor) where child != climbed {
                if let found = search(child) { return found }
            }
            if implements(ancestor) { return ancestor }
            climbed = ancestor
        }
        return nil
    }

    /// The children in the order the unwind search asks them: a navigation stack from its top.
    private func unwindOrder(of id: ControllerID) -> [ControllerID] {
        let controller = self[id]
        if case .navigation(let state) = controller.role { return state.stack.reversed() }
        return controller.children
    }

    /// What `unwind(for:towards:)` does on the way to `destination`, as one screen change: what
    /// was presented above its layer is dismissed, navigation controllers on its path pop to
    /// the child holding it, tab bars select the tab holding it. Popped controllers are told
    /// `willMove(toParent: nil)` before and `didMove(toParent: nil)` after; everything that
    /// leaves is released.
    private mutating func unwind(to destination: ControllerID, animated: Bool, events: inout [LifecycleEvent]) {
        let layer = layerRoot(of: destination)
        // The presented layer, above the destination's, that the dismissal starts from.
        var victim: ControllerID?
        for presented in presentedLayers {
            guard let presenter = self[presented].presentation?.presenter, layerRoot(of: presenter) == layer else { continue }
            victim = presented
            break
        }
        var popped: [ControllerID] = []
        var roles: [(ControllerID, Role)] = []
        var child = destination
        while let parent = self[child].parent {
            switch self[parent].role {
            case .navigation(let state):
                if let index = state.stack.firstIndex(of: child), index < state.stack.count - 1 {
                    popped += state.stack[(index + 1)...]
                    roles.append((parent, .navigation(NavigationState(stack: Array(state.stack[...index])))))
                }
            case .tabBar(var state):
                if let index = state.tabs.firstIndex(of: child), state.selectedIndex != index {
                    state.selectedIndex = index
                    roles.append((parent, .tabBar(state)))
                }
            case .content, .page, .split, .container, .alert, .search:
                break
            }
            child = parent
        }
        let before = appearanceScreen
        for (id, role) in roles { self[id].role = role }
        for id in popped { events.append(LifecycleEvent(id, .willMoveToParent)) }
        var dismissed: [ControllerID] = []
        if let victim, let presenter = self[victim].presentation?.presenter {
            dismissed = presentedLayers.filter { isInContext($0, of: victim) }
            self[presenter].presented = nil
            presentedLayers.removeAll { dismissed.contains($0) }
        }
        // A search controller unwound through is told, as every end of search tells it.
        let search = victim.flatMap { self[$0].kind == .search && callbacks.contains(.delegates) ? $0 : nil }
        if let search { events.append(LifecycleEvent(search, .willDismissSearchController)) }
        transitionScreen(from: before, animated: animated, dismissed: Set(dismissed), events: &events)
        detach(popped, events: &events)
        if let search { events.append(LifecycleEvent(search, .didDismissSearchController)) }
        if let victim { settle(dismissed, victim: victim, events: &events) }
    }
}

extension ControllerSpec {
    /// Whether a scene reference is in the spec, at any depth.
    var hasPendingScenes: Bool {
        var pending = [self]
        while let spec = pending.popLast() {
            if spec.pendingScene != nil { return true }
            pending += spec.nestedSpecs
        }
        return false
    }
}

extension JSONValue {
    /// The value as compact JSON text, for messages.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): "\"\(quoted: value)\""
        case .array(let values): "[" + values.map(\.compactText).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value.compactText)" }.joined(separator: ",") + "}"
        }
    }
}

extension Action {
    /// The storyboards the scene references of the action's specs name.
    public var referencedStoryboards: Set<String> {
        let references: [ControllerReference]
        switch self {
        case .push(_, let controller, _), .present(_, let controller, _), .show(_, let controller, _, _),
            .addChild(_, let controller, _, _, _), .transitionChildren(_, _, let controller, _, _, _):
            references = [controller]
        case .setViewControllers(_, let controllers, _):
            references = controllers
        case .pop, .interactivePop, .popTo, .popToRoot, .selectTab, .reorderTabs, .dismiss, .tapOutside, .swipeDown, .setDetent, .tapAction,
            .enterText, .activateSearch, .searchText, .cancelSearch, .reveal, .turnPage,
            .setPage,
            .changeTraits, .setDisplayMode, .setColumn, .didMoveChild, .removeChild, .beginAppearance, .endAppearance, .performSegue,
            .memoryWarning, .update:
            return []
        }
        var names: Set<String> = []
        for case .new(let spec) in references { names.formUnion(spec.referencedStoryboards) }
        return names
    }
}
