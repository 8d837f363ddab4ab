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
            start = .restoration(try object.read("import", as: ExportDocument.self).restoration)
        } else if object.has("storyboard") {
            if object.has("root") { throw FieldError(path: "root", message: "give root or storyboard (its initial scene), not both.") }
            let name: String = try object.read("storyboard")
            start = .root(.scene(name, ""), try object.readIfPresent("traits"))
        } else {
            guard object.has("root") else {
                throw FieldError(path: "root", message: "required field is missing (or give storyboard, or import, an exported session).")
            }
            start = .root(try object.read("root"), try object.readIfPresent("traits"))
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
struct ControllersBody: JSONReadable {
    var controllers: [ControllerReference]
    var direction: TurnPageBody.Direction?
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["controllers", "direction", "animated"])
        controllers = try object.read("controllers")
        direction = try object.readIfPresent("direction")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `select-tab`: exactly one of `{"index": 2}`, `{"controller": "id"}`, `{"more": true}`;
/// optional `popToRootOnReselect` and `animated`.
struct SelectTabBody: JSONReadable {
    var selection: Hierarchy.TabSelection
    var popToRootOnReselect: Bool
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["index", "controller", "more", "popToRootOnReselect", "animated"])
        let index: Int? = try object.readIfPresent("index")
        let controller: ControllerID? = try object.readIfPresent("controller")
        let more = try object.readIfPresent("more") ?? false
        switch (index, controller, more) {
        case (let index?, nil, false): selection = .index(index)
        case (nil, let id?, false): selection = .controller(id)
        case (nil, nil, true): selection = .more
        default: throw FieldError(path: "", message: "give exactly one of index, controller or more: true.")
        }
        popToRootOnReselect = try object.readIfPresent("popToRootOnReselect") ?? false
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `reorder-tabs`: `{"order": ["id", …]}`, every tab once.
struct ReorderTabsBody: JSONReadable {
    var order: [ControllerID]

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["order"])
        order = try object.read("order")
    }
}

/// `turn-page`: `{"direction": "forward" | "reverse", "animated"?: true}`.
struct TurnPageBody: JSONReadable {
    enum Direction: String, CaseIterable, Choice { case forward, reverse }
    var direction: Direction
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["direction", "animated"])
        direction = try object.read("direction")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `set-page`: `{"index": 4, "animated"?: true}`.
struct SetPageBody: JSONReadable {
    var index: Int
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["index", "animated"])
        index = try object.read("index")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `set-display-mode`: `{"mode": "oneOverSecondary", "animated"?: true}`; iOS 8's names are
/// accepted too (README "The API in short").
struct DisplayModeBody: JSONReadable {
    var displayMode: DisplayMode
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["mode", "animated"])
        displayMode = try object.read("mode")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `dismiss`: `{}`, `{"animated": false}`, or a tap outside a popover:
/// `{"reason": "outside", "tappedController"?: "id"}`; the body may be empty.
struct DismissBody: JSONReadable {
    enum Reason: String, CaseIterable, Choice { case programmatic, outside }
    var reason: Reason
    var tappedController: ControllerID?
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["reason", "tappedController", "animated"])
        reason = try object.readIfPresent("reason") ?? .programmatic
        tappedController = try object.readIfPresent("tappedController")
        if tappedController != nil, reason != .outside {
            throw FieldError(path: "", message: "only with reason 'outside' (a tap outside a popover).").inField("tappedController")
        }
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `add-child`: `{"controller": spec, "shown"?: true, "didMove"?: true, "animated"?: true}`;
/// `"didMove": false` leaves the child's `didMove(toParent:)` to a `did-move` action.
struct AddChildBody: JSONReadable {
    var controller: ControllerReference
    var shown: Bool
    var didMove: Bool
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["controller", "shown", "didMove", "animated"])
        controller = try object.read("controller")
        shown = try object.readIfPresent("shown") ?? true
        didMove = try object.readIfPresent("didMove") ?? true
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `did-move` and `remove-child`: `{"child": "id", "animated"?: true}` (`did-move` has no animation).
struct ChildBody: JSONReadable {
    var child: ControllerID
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["child", "animated"])
        child = try object.read("child")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `begin-appearance`: `{"child": "id", "appearing": true, "animated"?: true}`.
struct BeginAppearanceBody: JSONReadable {
    var child: ControllerID
    var appearing: Bool
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["child", "appearing", "animated"])
        child = try object.read("child")
        appearing = try object.read("appearing")
        animated = try object.readIfPresent("animated") ?? true
    }
}

/// `end-appearance`: `{"child": "id"}` (`endAppearanceTransition()` takes nothing else).
struct EndAppearanceBody: JSONReadable {
    var child: ControllerID

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["child"])
        child = try object.read("child")
    }
}

/// `transition`: `{"from": "id", "to": spec-or-id, "options"?: "none", "duration"?: 0.3}`.
struct TransitionBody: JSONReadable {
    var from: ControllerID
    var to: ControllerReference
    var options: Hierarchy.TransitionOptions
    var duration: Double

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["from", "to", "options", "duration"])
        from = try object.read("from")
        to = try object.read("to")
        options = try object.readIfPresent("options") ?? .none
        duration = try object.readIfPresent("duration") ?? 0.3
        guard duration.isFinite, (0...60).contains(duration) else {
            throw FieldError(path: "", message: "seconds, from 0 to 60.").inField("duration")
        }
    }
}

/// `perform-segue`: `{"identifier": "openMessage", "userInfo"?: any, "sender"?: "id",
/// "userAction"?: false, "animated"?: true}`. `userAction` true is a user's trigger (a tap on
/// the segue's control), which `shouldPerformSegue` may veto; false is `performSegue(withIdentifier:)`.
struct PerformSegueBody: JSONReadable {
    var identifier: String
    var userInfo: JSONValue?
    var sender: ControllerID?
    var userAction: Bool
    var animated: Bool

    init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["identifier", "userInfo", "sender", "userAction", "animated"])
        identifier = try object.read("identifier")
        userInfo = try object.readIfPresent("userInfo")
        if let userInfo, userInfo.depth > JSONValue.maxUserInfoDepth {
            throw FieldError(path: "", message: "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.").inField("userInfo")
        }
        sender = try object.readIfPresent("sender")
        userAction = try object.readIfPresent("userAction") ?? false
        animated = try object.readIfPresent("animated") ?? true
    }
}
