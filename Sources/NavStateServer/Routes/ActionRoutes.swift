internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// `POST /sessions/{sid}[/controllers/{cid}]/{action}`: decodes the action's body, applies
    /// it, answers with the snapshot and the callbacks.
    func perform(_ name: ActionName, on target: Action.Target, _ context: RequestContext) throws(APIError)
        -> HTTPResponse
    {
        let session = try registry.session(context.sessionKey)
        let action = try Self.action(name, target: target, body: context.body)
        let record = Self.record(name.rawValue, target, context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }

    /// An action with the form it came in.
    static func record(
        _ name: String, _ target: Action.Target, _ body: RequestBody, _ action: Action, bytes: [UInt8]? = nil
    ) -> ActionRecord {
        let controller: ControllerID? = if case .controller(let id) = target { id } else { nil }
        let json: JSONValue? = if case .json(let value) = body { value } else { nil }
        return ActionRecord(name: name, controller: controller, body: json, bodyBytes: json == nil ? nil : bytes, action: action)
    }

    /// Translates a route and its body into the model's ``Action``.
    static func action(_ name: ActionName, target: Action.Target, body input: RequestBody) throws(APIError) -> Action {
        switch name {
        case .push:
            let body = try BodyDecoding.read(ControllerBody.self, from: input)
            return .push(target: target, controller: body.controller, animated: body.animated)
        case .pop:
            let body = try BodyDecoding.read(AnimatedBody.self, from: input, emptyIsObject: true)
            return .pop(target: target, animated: body.animated)
        case .popTo:
            let body = try BodyDecoding.read(ControllerBody.self, from: input)
            guard case .existing(let id) = body.controller else {
                throw .invalidBody("controller: pop-to takes the id of a controller in the stack.")
            }
            return .popTo(target: target, controller: id, animated: body.animated)
        case .popToRoot:
            let body = try BodyDecoding.read(AnimatedBody.self, from: input, emptyIsObject: true)
            return .popToRoot(target: target, animated: body.animated)
        case .setViewControllers:
            let body = try BodyDecoding.read(ControllersBody.self, from: input)
            return .setViewControllers(target: target, controllers: body.controllers, animated: body.animated)
        case .selectTab:
            let body = try BodyDecoding.read(SelectTabBody.self, from: input)
            return .selectTab(
                target: target, selection: body.selection, popToRootOnReselect: body.popToRootOnReselect,
                animated: body.animated)
        case .reorderTabs:
            let body = try BodyDecoding.read(ReorderTabsBody.self, from: input)
            return .reorderTabs(target: target, order: body.order)
        case .present:
            let body = try BodyDecoding.read(ControllerBody.self, from: input)
            return .present(target: target, controller: body.controller, animated: body.animated)
        case .dismiss:
            let body = try BodyDecoding.read(DismissBody.self, from: input, emptyIsObject: true)
            switch body.reason {
            case .programmatic: return .dismiss(target: target, animated: body.animated)
            case .outside: return .tapOutside(target: target, tapped: body.tappedController, animated: body.animated)
            }
        case .turnPage:
            let body = try BodyDecoding.read(TurnPageBody.self, from: input)
            return .turnPage(target: target, forward: body.direction == .forward, animated: body.animated)
        case .setPage:
            let body = try BodyDecoding.read(SetPageBody.self, from: input)
            return .setPage(target: target, index: body.index, animated: body.animated)
        case .setDisplayMode:
            let body = try BodyDecoding.read(DisplayModeBody.self, from: input)
            return .setDisplayMode(target: target, mode: body.displayMode, animated: body.animated)
        case .show, .showDetail:
            let body = try BodyDecoding.read(ControllerBody.self, from: input)
            return .show(target: target, controller: body.controller, detail: name == .showDetail, animated: body.animated)
        case .addChild:
            let body = try BodyDecoding.read(AddChildBody.self, from: input)
            return .addChild(
                target: target, controller: body.controller, shown: body.shown, movesNow: body.didMove, animated: body.animated)
        case .didMove:
            let body = try BodyDecoding.read(ChildBody.self, from: input)
            return .didMoveChild(target: target, child: body.child)
        case .removeChild:
            let body = try BodyDecoding.read(ChildBody.self, from: input)
            return .removeChild(target: target, child: body.child, animated: body.animated)
        case .transition:
            let body = try BodyDecoding.read(TransitionBody.self, from: input)
            return .transitionChildren(target: target, from: body.from, to: body.to, options: body.options, duration: body.duration)
        case .beginAppearance:
            let body = try BodyDecoding.read(BeginAppearanceBody.self, from: input)
            return .beginAppearance(target: target, child: body.child, appearing: body.appearing, animated: body.animated)
        case .endAppearance:
            let body = try BodyDecoding.read(EndAppearanceBody.self, from: input)
            return .endAppearance(target: target, child: body.child)
        case .performSegue:
            let body = try BodyDecoding.read(PerformSegueBody.self, from: input)
            return .performSegue(
                target: target, identifier: body.identifier, sender: body.sender, userInfo: body.userInfo,
                userAction: body.userAction, animated: body.animated)
        }
    }
}

extension NavStateAPI {
    /// `PUT /sessions/{sid}/traits`: rotation and size classes; the fields given replace the
    /// current ones.
    func putTraits(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let action = Action.changeTraits(try BodyDecoding.read(TraitsChange.self, from: context.body))
        let record = Self.record("traits", .automatic, context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }

    /// `POST /sessions/{sid}/memory-warning`: the body is empty or `{}`.
    func memoryWarning(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        try Self.checkMemoryWarningBody(context.body)
        let record = Self.record("memory-warning", .automatic, context.body, .memoryWarning, bytes: context.request.body)
        return try commit(Mutation(actions: [record]), to: session, context)
    }

    /// A memory warning takes no fields.
    static func checkMemoryWarningBody(_ body: RequestBody) throws(APIError) {
        switch body {
        case .empty: return
        case .json(let value):
            if value != .object([:]) { throw .invalidBody("body: a memory warning takes no fields; send {} or nothing.") }
        case .malformed(let error): throw .malformedJSON(error.detail)
        }
    }
}
