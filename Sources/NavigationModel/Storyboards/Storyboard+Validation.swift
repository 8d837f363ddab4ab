/// What makes an uploaded storyboard unusable, every problem at once (the upload answers 422
/// listing them), and the scenes it instantiates.
extension Storyboard {
    /// Bounds on one storyboard, besides those of the specs it instantiates.
    public static let maxScenes = 200
    public static let maxSeguesPerScene = 50
    /// Identifiers, segue identifiers and action names: at most this many characters.
    public static let maxNameLength = 128

    /// Every problem, each `where: what`, in document order; empty when the storyboard is usable.
    /// Each scene, instantiated with its embedded scenes, must fit `limits` (depth and size).
    public func problems(limits: Limits = Limits()) -> [String] {
        var problems: [String] = []
        func named(_ text: String, _ path: String, _ what: String) {
            if text.isEmpty || text.count > Self.maxNameLength {
                problems.append("\(path): \(what) must be 1 to \(Self.maxNameLength) characters.")
            }
        }
        if scenes.isEmpty { problems.append("scenes: a storyboard needs at least one scene.") }
        if scenes.count > Self.maxScenes { problems.append("scenes: at most \(Self.maxScenes) scenes, not \(scenes.count).") }
        if let initial, self[initial] == nil {
            problems.append("initial: '\(quoted: initial)' is not the identifier of a scene of this storyboard.")
        }
        if let initial, self[initial] != nil, rootKind(of: initial) == .search {
            problems.append("initial: '\(quoted: initial)' is a search controller, which only a navigation item holds.")
        }
        var seen: Set<String> = []
        for (position, scene) in scenes.enumerated() {
            let path = "scenes[\(position)]"
            named(scene.identifier, "\(path).identifier", "a storyboard identifier")
            if !seen.insert(scene.identifier).inserted {
                problems.append("\(path).identifier: '\(quoted: scene.identifier)' names another scene already.")
            }
            problems += specProblems(scene.controller, path: "\(path).controller")
            if scene.segues.count > Self.maxSeguesPerScene {
                problems.append("\(path).segues: at most \(Self.maxSeguesPerScene) segues, not \(scene.segues.count).")
            }
            for (index, action) in scene.unwindActions.enumerated() { named(action, "\(path).unwindActions[\(index)]", "an action name") }
            var segueIDs: Set<String> = []
            for (index, segue) in scene.segues.enumerated() {
                let at = "\(path).segues[\(index)]"
                named(segue.identifier, "\(at).identifier", "a segue identifier")
                if !segueIDs.insert(segue.identifier).inserted {
                    problems.append("\(at).identifier: '\(quoted: segue.identifier)' names another segue of this scene already.")
                }
                problems += segueProblems(segue, of: scene, path: at)
            }
        }
        problems += routeProblems()
        // Cycles are found whatever else is wrong, so that one upload lists every problem (a
        // storyboard over the scene limit is not walked).
        if scenes.count <= Self.maxScenes { problems += cycleProblems() }
        if problems.isEmpty {
            // Measured without building anything: scenes referenced many times over could
            // otherwise expand into more controllers than memory holds before any check.
            var measured: [String: (depth: Int, count: Int)] = [:]
            for scene in scenes {
                let (depth, count) = size(of: scene.identifier, memo: &measured)
                if depth > limits.maxDepth {
                    problems.append(
                        "scenes '\(quoted: scene.identifier)': instantiated with its embedded scenes it is \(depth) levels deep; a session allows \(limits.maxDepth)."
                    )
                }
                if count > limits.maxControllers {
                    problems.append(
                        "scenes '\(quoted: scene.identifier)': instantiated with its embedded scenes it holds \(count < Self.countCeiling ? "\(count)" : "over \(Self.countCeiling)") controllers; a session allows \(limits.maxControllers)."
                    )
                }
            }
        }
        return problems
    }

    private func specProblems(_ root: ControllerSpec, path: String) -> [String] {
        var problems: [String] = []
        var pending = [(root, path)]
        while let (spec, at) = pending.popLast() {
            if let scene = spec.pendingScene {
                if scene.storyboard != name {
                    problems.append(
                        "\(at).storyboard: a scene names scenes of its own storyboard ('\(quoted: name)') only, not '\(quoted: scene.storyboard)'."
                    )
                } else if self[scene.identifier] == nil {
                    problems.append("\(at).identifier: '\(quoted: scene.identifier)' is not the identifier of a scene of this storyboard.")
                }
                if spec.id != nil { problems.append("\(at).id: a scene's controllers get fresh ids at each instantiation; remove the id.") }
                continue
            }
            if spec.id != nil { problems.append("\(at).id: a scene's controllers get fresh ids at each instantiation; remove the id.") }
            if spec.containerOptions?.shown != nil {
                problems.append("\(at).shown: names ids, and a scene's controllers get fresh ids; leave it out (every child is shown).")
            }
            if spec.properties.scene != nil { problems.append("\(at).scene: set by instantiation; remove it.") }
            let field = spec.pageOptions == nil ? "children" : "pages"
            for (index, nested) in spec.nestedSpecs.enumerated() { pending.append((nested, "\(at).\(field)[\(index)]")) }
        }
        return problems
    }

    private func segueProblems(_ segue: Segue, of scene: Scene, path: String) -> [String] {
        var problems: [String] = []
        if case .unwind(let action) = segue.kind {
            if action.isEmpty { problems.append("\(path).action: an unwind segue needs the action of the scene it unwinds to.") }
            if segue.destination != nil {
                problems.append(
                    "\(path).destination: an unwind segue finds its destination at run time by its action; remove the destination.")
            }
            return problems
        }
        guard let destination = segue.destination else {
            return ["\(path).destination: a \(segue.kind.name) segue needs the identifier of its destination scene."]
        }
        if self[destination] == nil {
            problems.append("\(path).destination: '\(quoted: destination)' is not the identifier of a scene of this storyboard.")
        }
        // A search controller is only ever a navigation item's (docs/uikit-rules.md, "Search controllers").
        if rootKind(of: destination) == .search {
            problems.append(
                "\(path).destination: '\(quoted: destination)' is a search controller, which only a navigation item holds; no segue shows it."
            )
        }
        switch segue.kind {
        case .embed:
            if scene.controller.pendingScene != nil || scene.controller.kind != .container {
                problems.append("\(path).kind: an embed segue needs a scene whose controller is a custom container (kind 'container').")
            }
            // A container holds no tab bar controller (H-4), embedded or added.
            if let destination = segue.destination, rootKind(of: destination) == .tabBar {
                problems.append("\(path).destination: '\(quoted: destination)' is a tab bar controller, which a container cannot embed.")
            }
            // An alert is only ever presented (docs/uikit-rules.md, "Alerts and action sheets").
            if let destination = segue.destination, rootKind(of: destination) == .alert {
                problems.append("\(path).destination: '\(quoted: destination)' is an alert, which is only presented, never embedded.")
            }
        case .present(let style, let transition):
            if let destination = segue.destination, rootKind(of: destination) == .alert, style != nil || transition != nil {
                problems.append(
                    "\(path): '\(quoted: destination)' is an alert, which UIAlertController presents in its own style; a segue to it sets none."
                )
            }
            if transition == .partialCurl, let style, style != .fullScreen {
                problems.append("\(path).modalTransitionStyle: partialCurl is legal only with the fullScreen presentation style.")
            }
        case .popover(let anchor):
            if anchor.barButtonItem == nil, anchor.sourceRect == nil {
                problems.append("\(path).anchor: a popover segue needs a barButtonItem or a sourceRect of its source.")
            }
        case .show, .showDetail, .custom, .push, .unwind:
            break
        }
        return problems
    }

    /// A scene instantiating itself through scene references or embed segues would never end.
    private func cycleProblems() -> [String] {
        var state: [String: Bool] = [:]  // false: on the path, true: done
        var problems: [String] = []
        func visit(_ identifier: String, path: [String]) {
            if state[identifier] == true { return }
            if state[identifier] == false {
                let loop = path.drop { $0 != identifier } + [identifier]
                problems.append(
                    "scenes: '\(quoted: identifier)' instantiates itself through \(loop.map { "'\(quoted: $0)'" }.joined(separator: " → ")) (scene references and embed segues)."
                )
                return
            }
            state[identifier] = false
            for next in built(by: identifier) { visit(next, path: path + [identifier]) }
            state[identifier] = true
        }
        for scene in scenes { visit(scene.identifier, path: []) }
        return problems
    }

    /// The scenes instantiating `identifier` builds at once: its scene references and embeds.
    private func built(by identifier: String) -> [String] {
        guard let scene = self[identifier] else { return [] }
        var names: [String] = []
        var pending = [scene.controller]
        while let spec = pending.popLast() {
            if let reference = spec.pendingScene { names.append(reference.identifier); continue }
            pending += spec.nestedSpecs
        }
        for segue in scene.segues where segue.kind == .embed { if let destination = segue.destination { names.append(destination) } }
        return names
    }

    /// `instantiateViewController(withIdentifier:)`: the scene's spec with its scene references
    /// and embedded scenes built in, each controller marked with its scene; `nil` for an
    /// unknown identifier. Only for a storyboard without problems (no cycles).
    public func instantiate(_ identifier: String, id: ControllerID?) -> ControllerSpec? {
        guard let scene = self[identifier] else { return nil }
        var spec = expandingReferences(scene.controller)
        spec.id = id
        spec.properties.scene = SceneReference(storyboard: name, identifier: identifier)
        if case .container(var options) = spec.role {
            // Performed when the container's view loads, not now (docs/uikit-rules.md, "Embed segues").
            options.embeds = scene.embedSegues
            spec.role = .container(options)
        }
        return spec
    }

    /// What the embed segue `segue` of scene `identifier` instantiates (its destination scene,
    /// ids to be given), `nil` when the scene has no such embed segue.
    public func embedDestination(_ segue: String, of identifier: String) -> ControllerSpec? {
        guard let found = self[identifier]?.segue(segue), found.kind == .embed, let destination = found.destination else { return nil }
        return instantiate(destination, id: nil)
    }

    private func expandingReferences(_ spec: ControllerSpec) -> ControllerSpec {
        if let reference = spec.pendingScene {
            return instantiate(reference.identifier, id: spec.id) ?? spec
        }
        var spec = spec
        if case .page(var options) = spec.role {
            options.pages = options.pages.map(expandingReferences)
            spec.role = .page(options)
        } else if !spec.children.isEmpty {
            spec.children = spec.children.map(expandingReferences)
        }
        spec.searchController = spec.searchController.map(expandingReferences)
        return spec
    }

    /// The kind of what scene `identifier` instantiates, through scene references (at most as
    /// many as there are scenes: a cycle is reported apart).
    private func rootKind(of identifier: String) -> ControllerKind? {
        var current = identifier
        for _ in 0...scenes.count {
            guard let controller = self[current]?.controller else { return nil }
            guard let reference = controller.pendingScene else { return controller.kind }
            current = reference.identifier
        }
        return nil
    }

    /// Counts stop growing here (a storyboard can describe astronomically many controllers).
    static let countCeiling = 1_000_000

    /// The levels and controllers instantiating `identifier` builds, scene references and
    /// embeds included, each scene measured once (the storyboard has no cycles).
    private func size(of identifier: String, memo: inout [String: (depth: Int, count: Int)]) -> (depth: Int, count: Int) {
        if let known = memo[identifier] { return known }
        guard let scene = self[identifier] else { return (1, 1) }
        func measure(_ spec: ControllerSpec, memo: inout [String: (depth: Int, count: Int)]) -> (depth: Int, count: Int) {
            if let reference = spec.pendingScene { return size(of: reference.identifier, memo: &memo) }
            var depth = 1
            var count = 1
            for (index, nested) in spec.nestedSpecs.enumerated() {
                let inner = measure(nested, memo: &memo)
                depth = max(depth, inner.depth + (spec.kind == .split && index > 0 ? 2 : 1))
                count = min(Self.countCeiling, count + inner.count)
            }
            return (depth, count)
        }
        var result = measure(scene.controller, memo: &memo)
        if scene.controller.kind == .container {
            for segue in scene.segues where segue.kind == .embed {
                guard let destination = segue.destination else { continue }
                let inner = size(of: destination, memo: &memo)
                result = (max(result.depth, inner.depth + 1), min(Self.countCeiling, result.count + inner.count))
            }
        }
        memo[identifier] = result
        return result
    }
}
