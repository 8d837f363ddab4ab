internal import NavigationModel

/// `POST /sessions`: `{"root": spec, "id"?: "…", "traits"?: {…}}`; `{"storyboard": "Main"}` in
/// place of `root` builds that storyboard's initial scene.
struct CreateSessionBody: JSONReadable {
    /// What the session starts from: a root (and traits), or an exported session.
    enum Start {
        case root(ControllerSpec, Traits?)
        case restoration(Hierarchy.Restoration)
    }

    var start: Start
    var id: String?

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["root", "id", "traits", "import", "storyboard"])
        id = try object.readIfPresent("id")
        if object.has("import") {
            for key in ["root", "traits", "storyboard"] where object.has(key) {
                throw FieldError(path: key, message: "an import brings its own root and traits; give either import or root.")
            }
            start = .restoration(try object.read("import", as: Decoded<ExportDocument>.self).value.restoration)
        } else if object.has("storyboard") {
            if object.has("root") { throw FieldError(path: "root", message: "give root or storyboard (its initial scene), not both.") }
            let name: String = try object.read("storyboard")
            start = .root(.scene(name, ""), try object.readIfPresent("traits", as: Decoded<Traits>.self)?.value)
        } else {
            guard object.has("root") else {
                throw FieldError(path: "root", message: "required field is missing (or give storyboard, or import, an exported session).")
            }
            start = .root(try object.read("root"), try object.readIfPresent("traits", as: Decoded<Traits>.self)?.value)
        }
    }
}

/// `pop`, `pop-to-root`: `{}` or `{"animated": false}`; the body may be empty.
struct AnimatedBody: JSONReadable {
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["animated"])
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `push`: `{"controller": spec-or-id, "animated"?: true}`; `pop-to` takes an id only.
struct ControllerBody: JSONReadable {
    var controller: ControllerReference
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["controller", "animated"])
        controller = try object.read("controller")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `set-view-controllers`: `{"controllers": [spec-or-id, …], "animated"?: true}`, and for a page
/// view controller `"direction": "forward" | "reverse"` (it only says which way the page turns).
struct ControllersBody: Decodable {
    var controllers: [ControllerReference]
    var direction: TurnPageBody.Direction?
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case controllers, direction, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        controllers = try container.decode([ControllerReference].self, forKey: .controllers)
        direction = try container.decodeIfPresent(TurnPageBody.Direction.self, forKey: .direction)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `select-tab`: exactly one of `{"index": 2}`, `{"controller": "id"}`, `{"more": true}`;
/// optional `popToRootOnReselect` and `animated`.
struct SelectTabBody: Decodable {
    var selection: Hierarchy.TabSelection
    var popToRootOnReselect: Bool
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case index, controller, more, popToRootOnReselect, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decodeIfPresent(Int.self, forKey: .index)
        let controller = try container.decodeIfPresent(ControllerID.self, forKey: .controller)
        let more = try container.decodeIfPresent(Bool.self, forKey: .more) ?? false
        switch (index, controller, more) {
        case (let index?, nil, false): selection = .index(index)
        case (nil, let id?, false): selection = .controller(id)
        case (nil, nil, true): selection = .more
        default:
            throw FieldError(decoder.codingPath, "give exactly one of index, controller or more: true.")
        }
        popToRootOnReselect = try container.decodeIfPresent(Bool.self, forKey: .popToRootOnReselect) ?? false
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `reorder-tabs`: `{"order": ["id", …]}`, every tab once.
struct ReorderTabsBody: Decodable {
    var order: [ControllerID]

    private enum CodingKeys: String, CodingKey, CaseIterable { case order }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        order = try decoder.container(keyedBy: CodingKeys.self).decode([ControllerID].self, forKey: .order)
    }
}

/// `turn-page`: `{"direction": "forward" | "reverse", "animated"?: true}`.
struct TurnPageBody: Decodable {
    enum Direction: String, CaseIterable, Choice { case forward, reverse }
    var direction: Direction
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case direction, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        direction = try container.decode(Direction.self, forKey: .direction)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `set-page`: `{"index": 4, "animated"?: true}`.
struct SetPageBody: Decodable {
    var index: Int
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case index, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `set-display-mode`: `{"mode": "oneOverSecondary", "animated"?: true}` (DESIGN §2; iOS 8's
/// names are accepted too).
struct DisplayModeBody: Decodable {
    var displayMode: DisplayMode
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case mode, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayMode = try container.decode(DisplayMode.self, forKey: .mode)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `dismiss`: `{}`, `{"animated": false}`, or a tap outside a popover:
/// `{"reason": "outside", "tappedController"?: "id"}`; the body may be empty.
struct DismissBody: Decodable {
    enum Reason: String, CaseIterable, Choice { case programmatic, outside }
    var reason: Reason
    var tappedController: ControllerID?
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case reason, tappedController, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reason = try container.decodeIfPresent(Reason.self, forKey: .reason) ?? .programmatic
        tappedController = try container.decodeIfPresent(ControllerID.self, forKey: .tappedController)
        if tappedController != nil, reason != .outside {
            throw FieldError(decoder.codingPath + [CodingKeys.tappedController], "only with reason 'outside' (a tap outside a popover).")
        }
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `add-child`: `{"controller": spec, "shown"?: true, "didMove"?: true, "animated"?: true}`;
/// `"didMove": false` leaves the child's `didMove(toParent:)` to a `did-move` action.
struct AddChildBody: Decodable {
    var controller: ControllerReference
    var shown: Bool
    var didMove: Bool
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case controller, shown, didMove, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        controller = try container.decode(ControllerReference.self, forKey: .controller)
        shown = try container.decodeIfPresent(Bool.self, forKey: .shown) ?? true
        didMove = try container.decodeIfPresent(Bool.self, forKey: .didMove) ?? true
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `did-move` and `remove-child`: `{"child": "id", "animated"?: true}` (`did-move` has no animation).
struct ChildBody: Decodable {
    var child: ControllerID
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case child, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        child = try container.decode(ControllerID.self, forKey: .child)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `begin-appearance`: `{"child": "id", "appearing": true, "animated"?: true}`.
struct BeginAppearanceBody: Decodable {
    var child: ControllerID
    var appearing: Bool
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case child, appearing, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        child = try container.decode(ControllerID.self, forKey: .child)
        appearing = try container.decode(Bool.self, forKey: .appearing)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `end-appearance`: `{"child": "id"}` (`endAppearanceTransition()` takes nothing else).
struct EndAppearanceBody: Decodable {
    var child: ControllerID

    private enum CodingKeys: String, CodingKey, CaseIterable { case child }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        child = try decoder.container(keyedBy: CodingKeys.self).decode(ControllerID.self, forKey: .child)
    }
}

/// `transition`: `{"from": "id", "to": spec-or-id, "options"?: "none", "duration"?: 0.3}`.
struct TransitionBody: Decodable {
    var from: ControllerID
    var to: ControllerReference
    var options: Hierarchy.TransitionOptions
    var duration: Double

    private enum CodingKeys: String, CodingKey, CaseIterable { case from, to, options, duration }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(ControllerID.self, forKey: .from)
        to = try container.decode(ControllerReference.self, forKey: .to)
        options = try container.decodeIfPresent(Hierarchy.TransitionOptions.self, forKey: .options) ?? .none
        duration = try container.decodeIfPresent(Double.self, forKey: .duration) ?? 0.3
        guard duration.isFinite, (0...60).contains(duration) else {
            throw FieldError(decoder.codingPath + [CodingKeys.duration], "seconds, from 0 to 60.")
        }
    }
}

/// `perform-segue`: `{"identifier": "openMessage", "userInfo"?: any, "sender"?: "id",
/// "userAction"?: false, "animated"?: true}`. `userAction` true is a user's trigger (a tap on
/// the segue's control), which `shouldPerformSegue` may veto; false is `performSegue(withIdentifier:)`.
struct PerformSegueBody: Decodable {
    var identifier: String
    var userInfo: JSONValue?
    var sender: ControllerID?
    var userAction: Bool
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case identifier, userInfo, sender, userAction, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        userInfo = try container.decodeIfPresent(JSONValue.self, forKey: .userInfo)
        if let userInfo, userInfo.depth > JSONValue.maxUserInfoDepth {
            throw FieldError(decoder.codingPath + [CodingKeys.userInfo], "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.")
        }
        sender = try container.decodeIfPresent(ControllerID.self, forKey: .sender)
        userAction = try container.decodeIfPresent(Bool.self, forKey: .userAction) ?? false
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}
