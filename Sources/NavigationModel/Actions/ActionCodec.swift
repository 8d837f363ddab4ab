/// The JSON form of every action, in one table keyed by the action's name: what the action
/// routes read from their body, what a batch entry or a journal entry reads from
/// `{"action", "controller"?, "body"?}`. A new action is one row here (and its route and
/// `openapi.yaml` entry).
///
/// Each row names the body's fields (any other is refused, once, listing them), whether it
/// takes `animated` (`true` unless given), and whether no body at all reads as `{}`. Fields are
/// read in the row's order, `animated` last, so a body with several faults names the same one
/// each time.
public enum ActionCodec {
    /// Why a body is no action: the detail of a 400 `invalid-body` answer, worded for the client.
    public struct Refusal: Error, Sendable, Equatable {
        public let detail: String

        init(_ detail: String) { self.detail = detail }
        init(_ error: FieldError) { detail = error.description }

        /// The refusal as seen from outside `place`: `controller.kind: …` becomes
        /// `place.controller.kind: …`, a sentence `place: …`.
        public func located(at place: String) -> Refusal {
            Refusal(detail.first?.isUppercase == true ? "\(place): \(detail)" : "\(place).\(detail)")
        }
    }

    /// An action as a batch or journal entry names it.
    public struct Entry: Sendable {
        /// `push`, …, `patch`, `traits`, `memory-warning`.
        public let name: String
        public let target: Action.Target
        /// The body as given, `nil` when there was none.
        public let body: JSONValue?
        public let action: Action
    }

    /// Every action name, the routes' verbs first.
    public static let names: [String] = ActionName.allCases.map(\.rawValue) + ["patch", "traits", "memory-warning", "reveal"]

    /// Reads the action `name` on `target` from its body (`nil`: the request had none).
    public static func decode(_ name: String, target: Action.Target, body: JSONValue?) throws(Refusal) -> Action {
        try read(try form(named: name), target: target, body: body)
    }

    /// The row of `name`.
    private static func form(named name: String) throws(Refusal) -> Form {
        guard let form = forms[name] else { throw Refusal("action: '\(name)' is not one of \(names.joined(separator: ", ")).") }
        return form
    }

    /// Reads an action of `form` from its body.
    private static func read(_ form: Form, target: Action.Target, body: JSONValue?) throws(Refusal) -> Action {
        let json: JSONValue
        switch body {
        case let body?: json = body
        case nil where form.emptyBody: json = .object([:])
        case nil: throw Refusal("A JSON object body is required.")
        }
        do throws(FieldError) {
            return try form.read(target, json)
        } catch {
            throw Refusal(error)
        }
    }

    /// Reads a batch or journal entry: `{"action": name, "controller"?: id, "body"?: …}`; a
    /// refusal's field path starts at the entry (`body.controller.kind: …`).
    public static func decodeEntry(_ entry: JSONValue) throws(Refusal) -> Entry {
        guard case .object(let fields) = entry else { throw Refusal("expected an object.") }
        if let extra = fields.keys.filter({ !["action", "controller", "body"].contains($0) }).min() {
            throw Refusal("\(extra): unknown field.")
        }
        guard case .string(let name)? = fields["action"] else {
            throw Refusal("action: required, one of \(names.joined(separator: ", ")).")
        }
        var target = Action.Target.automatic
        switch fields["controller"] {
        case nil, .null?: break
        case .string(let id)?: target = .controller(ControllerID(id))
        default: throw Refusal("controller: expected a string.")
        }
        let body: JSONValue? =
            switch fields["body"] {
            case nil, .null?: nil
            case let value?: value
            }
        let form = try form(named: name)
        switch (form.targets, target) {
        case (.controller(let message), .automatic), (.session(let message), .controller): throw Refusal("controller: \(message)")
        default: break
        }
        do throws(Refusal) {
            return Entry(name: name, target: target, body: body, action: try read(form, target: target, body: body))
        } catch {
            // `controller.kind: …` of the body is `body.controller.kind: …` of the entry (a
            // refusal of the body as a whole already says `body`).
            if error.detail.hasPrefix("body:") || error.detail.hasPrefix("body.") { throw error }
            throw error.located(at: "body")
        }
    }

    // MARK: - Journal entries

    /// The form of the journal entries this build writes: each action as ``decodeEntry(_:)``
    /// reads a batch entry, the body as the client sent it. Raised when a rule of this table
    /// tightens so that an entry already stored would be refused or read otherwise; a stored
    /// entry is then read by the rules of the format it was written in
    /// (docs/development.md, "Changing an action's JSON form").
    public static let journalFormat = 1

    /// Reads an action of a journal entry a store kept, written in `format`: 1 is the batch
    /// entry of every release so far. A format this build does not know (a newer node's, in a
    /// cluster being upgraded) is refused, never guessed at.
    public static func decodeStored(_ entry: JSONValue, format: Int) throws(Refusal) -> Entry {
        if let refusal = unreadableJournalFormat(format) { throw refusal }
        return try decodeEntry(entry)
    }

    /// Why this build cannot read a journal entry of `format`; `nil` when it can.
    public static func unreadableJournalFormat(_ format: Int) -> Refusal? {
        if (1...journalFormat).contains(format) { return nil }
        if format > journalFormat {
            return Refusal(
                "journal entry format \(format) was written by a newer NavState; this build reads formats 1 to \(journalFormat).")
        }
        return Refusal("journal entry format \(format) is no NavState format; the store is damaged.")
    }

    // MARK: - The table

    /// One action's form.
    struct Form: Sendable {
        /// Which targets an entry may name (a route names its own).
        enum Targets: Sendable {
            case any
            /// A controller is required; else the message.
            case controller(String)
            /// None may be named; else the message.
            case session(String)
        }

        var targets: Targets = .any
        /// Whether no body reads as `{}`.
        var emptyBody = false
        let read: @Sendable (Action.Target, JSONValue) throws(FieldError) -> Action

        /// A body that is an object of `fields` (plus `animated`, read last, when `animates`).
        init(
            _ fields: [String], animates: Bool = true, emptyBody: Bool = false,
            _ read: @escaping @Sendable (Action.Target, JSONObject, _ animated: Animated) throws(FieldError) -> Action
        ) {
            self.emptyBody = emptyBody
            let allowed = animates ? fields + ["animated"] : fields
            self.read = { (target, json) throws(FieldError) in
                let object = try JSONObject(json)
                try object.rejectUnknown(besides: allowed)
                return try read(target, object, Animated(object: object))
            }
        }

        /// A body its own type reads whole.
        init(
            targets: Targets, emptyBody: Bool = false,
            whole read: @escaping @Sendable (Action.Target, JSONValue) throws(FieldError) -> Action
        ) {
            self.targets = targets
            self.emptyBody = emptyBody
            self.read = read
        }
    }

    /// A body's `animated`, read when the row asks for it (after its own fields).
    struct Animated {
        let object: JSONObject

        func callAsFunction() throws(FieldError) -> Bool { try object.readIfPresent("animated") ?? true }
    }

    enum Direction: String, CaseIterable, Choice { case forward, reverse }
    enum DismissReason: String, CaseIterable, Choice { case programmatic, outside, swipe }

    static let forms: [String: Form] = [
        "push": Form(["controller"]) { (target, body, animated) throws(FieldError) in
            .push(target: target, controller: try body.read("controller"), animated: try animated())
        },
        // `{"interactive": "finished" | "cancelled"}` is an edge swipe back, always animated.
        "pop": Form(["interactive"], emptyBody: true) { (target, body, animated) throws(FieldError) in
            guard let outcome: Action.InteractiveOutcome = try body.readIfPresent("interactive") else {
                return .pop(target: target, animated: try animated())
            }
            if try animated() == false {
                throw FieldError(path: "", message: "an edge swipe is always animated; leave animated out.").inField("animated")
            }
            return .interactivePop(target: target, outcome: outcome)
        },
        "pop-to": Form(["controller"]) { (target, body, animated) throws(FieldError) in
            let controller: ControllerReference = try body.read("controller")
            let animated = try animated()
            guard case .existing(let id) = controller else {
                throw FieldError(path: "controller", message: "pop-to takes the id of a controller in the stack.")
            }
            return .popTo(target: target, controller: id, animated: animated)
        },
        "pop-to-root": Form([], emptyBody: true) { (target, _, animated) throws(FieldError) in
            .popToRoot(target: target, animated: try animated())
        },
        // A page view controller's `direction` only says which way the page turns.
        "set-view-controllers": Form(["controllers", "direction"]) { (target, body, animated) throws(FieldError) in
            let controllers: [ControllerReference] = try body.read("controllers")
            _ = try body.readIfPresent("direction", as: Direction.self)
            return .setViewControllers(target: target, controllers: controllers, animated: try animated())
        },
        "select-tab": Form(["index", "controller", "more", "popToRootOnReselect", "userAction"]) {
            (target, body, animated) throws(FieldError) in
            let index: Int? = try body.readIfPresent("index")
            let controller: ControllerID? = try body.readIfPresent("controller")
            let more = try body.readIfPresent("more") ?? false
            let selection: Hierarchy.TabSelection
            switch (index, controller, more) {
            case (let index?, nil, false): selection = .index(index)
            case (nil, let id?, false): selection = .controller(id)
            case (nil, nil, true): selection = .more
            default: throw FieldError(path: "", message: "give exactly one of index, controller or more: true.")
            }
            let popToRoot = try body.readIfPresent("popToRootOnReselect") ?? false
            let userAction = try body.readIfPresent("userAction") ?? false
            return .selectTab(
                target: target, selection: selection, popToRootOnReselect: popToRoot, animated: try animated(),
                userAction: userAction)
        },
        "reorder-tabs": Form(["order"], animates: false) { (target, body, _) throws(FieldError) in
            .reorderTabs(target: target, order: try body.read("order"))
        },
        "present": Form(["controller"]) { (target, body, animated) throws(FieldError) in
            .present(target: target, controller: try body.read("controller"), animated: try animated())
        },
        // `{}` dismisses; `{"reason": "outside", "tappedController"?: id}` is a tap outside a popover.
        // `{"reason": "swipe", "interactive"?: "finished" | "cancelled"}` is a swipe down on a sheet.
        "dismiss": Form(["reason", "tappedController", "interactive"], emptyBody: true) { (target, body, animated) throws(FieldError) in
            let reason = try body.readIfPresent("reason") ?? DismissReason.programmatic
            let tapped: ControllerID? = try body.readIfPresent("tappedController")
            if tapped != nil, reason != .outside {
                throw FieldError(path: "", message: "only with reason 'outside' (a tap outside a popover).").inField("tappedController")
            }
            let outcome: Action.InteractiveOutcome? = try body.readIfPresent("interactive")
            if outcome != nil, reason != .swipe {
                throw FieldError(path: "", message: "only with reason 'swipe' (a swipe down on a sheet).").inField("interactive")
            }
            if reason == .swipe {
                if try animated() == false {
                    throw FieldError(path: "", message: "a swipe is always animated; leave animated out.").inField("animated")
                }
                return .swipeDown(target: target, outcome: outcome ?? .finished)
            }
            let animated = try animated()
            return reason == .outside
                ? .tapOutside(target: target, tapped: tapped, animated: animated) : .dismiss(target: target, animated: animated)
        },
        // `{"detent": "medium", "userAction"?: true}`: a user's drag tells the sheet's delegate.
        "set-detent": Form(["detent", "userAction"], animates: false) { (target, body, _) throws(FieldError) in
            let detent: String = try body.read("detent")
            let userAction = try body.readIfPresent("userAction") ?? false
            guard ControllerID.isValid(detent) else {
                throw FieldError(path: "", message: "a detent identifier (1 to 64 of A-Z a-z 0-9 . _ ~ -).").inField("detent")
            }
            return .setDetent(target: target, detent: detent, userAction: userAction)
        },
        // `{"action": 1}` or `{"action": "Delete"}`: a user's tap, always animated.
        "tap-action": Form(["action"], animates: false) { (target, body, _) throws(FieldError) in
            guard body.has("action") else {
                throw FieldError(path: "action", message: "required field is missing: the action's index or title.")
            }
            return .tapAction(target: target, action: try body.read("action"))
        },
        // `{"textField": 0, "text": "Ada"}`: the field's text as the user left it.
        "enter-text": Form(["textField", "text"], animates: false) { (target, body, _) throws(FieldError) in
            let field: Int = try body.read("textField")
            guard field >= 0 else { throw FieldError(path: "", message: "a text field's index, 0 or more.").inField("textField") }
            let text: String = try body.read("text")
            do throws(FieldError) { _ = try AlertTextField.text(text) } catch { throw error.inField("text") }
            return .enterText(target: target, field: field, text: text)
        },
        "activate-search": Form([], emptyBody: true) { (target, _, animated) throws(FieldError) in
            .activateSearch(target: target, animated: try animated())
        },
        // `{"text": "lunch"}`: the search bar's text as the user left it.
        "search-text": Form(["text"], animates: false) { (target, body, _) throws(FieldError) in
            let text: String = try body.read("text")
            guard text.unicodeScalars.count <= SearchLimits.maxTextLength else {
                throw FieldError(path: "", message: "at most \(SearchLimits.maxTextLength) characters (Unicode code points).")
                    .inField("text")
            }
            return .searchText(target: target, text: text)
        },
        "cancel-search": Form([], emptyBody: true) { (target, _, animated) throws(FieldError) in
            .cancelSearch(target: target, animated: try animated())
        },
        "turn-page": Form(["direction"]) { (target, body, animated) throws(FieldError) in
            let direction: Direction = try body.read("direction")
            return .turnPage(target: target, forward: direction == .forward, animated: try animated())
        },
        "set-page": Form(["index"]) { (target, body, animated) throws(FieldError) in
            .setPage(target: target, index: try body.read("index"), animated: try animated())
        },
        // iOS 8's mode names are accepted too (docs/api-guide.md "Choices worth knowing").
        "set-display-mode": Form(["mode"]) { (target, body, animated) throws(FieldError) in
            .setDisplayMode(target: target, mode: try body.read("mode"), animated: try animated())
        },
        // `{"column": "primary"}`: a column-style split's show(_:) and hide(_:).
        "show-column": Form(["column"]) { (target, body, animated) throws(FieldError) in
            .setColumn(target: target, column: try body.read("column"), shown: true, animated: try animated())
        },
        "hide-column": Form(["column"]) { (target, body, animated) throws(FieldError) in
            .setColumn(target: target, column: try body.read("column"), shown: false, animated: try animated())
        },
        "show": Form(["controller"]) { (target, body, animated) throws(FieldError) in
            .show(target: target, controller: try body.read("controller"), detail: false, animated: try animated())
        },
        "show-detail": Form(["controller"]) { (target, body, animated) throws(FieldError) in
            .show(target: target, controller: try body.read("controller"), detail: true, animated: try animated())
        },
        // `"didMove": false` leaves the child's `didMove(toParent:)` to a `did-move` action.
        "add-child": Form(["controller", "shown", "didMove"]) { (target, body, animated) throws(FieldError) in
            let controller: ControllerReference = try body.read("controller")
            let shown = try body.readIfPresent("shown") ?? true
            let didMove = try body.readIfPresent("didMove") ?? true
            return .addChild(target: target, controller: controller, shown: shown, movesNow: didMove, animated: try animated())
        },
        // `did-move` has no animation, but has always taken (and checked) `animated`.
        "did-move": Form(["child"]) { (target, body, animated) throws(FieldError) in
            let child: ControllerID = try body.read("child")
            _ = try animated()
            return .didMoveChild(target: target, child: child)
        },
        "remove-child": Form(["child", "keep"]) { (target, body, animated) throws(FieldError) in
            let child: ControllerID = try body.read("child")
            let keep = try body.readIfPresent("keep") ?? false
            return .removeChild(target: target, child: child, animated: try animated(), keep: keep)
        },
        "transition": Form(["from", "to", "options", "duration", "keep"], animates: false) { (target, body, _) throws(FieldError) in
            let from: ControllerID = try body.read("from")
            let to: ControllerReference = try body.read("to")
            let options = try body.readIfPresent("options") ?? Hierarchy.TransitionOptions.none
            let duration = try body.readIfPresent("duration") ?? 0.3
            guard duration.isFinite, (0...60).contains(duration) else {
                throw FieldError(path: "", message: "seconds, from 0 to 60.").inField("duration")
            }
            let keep = try body.readIfPresent("keep") ?? false
            return .transitionChildren(target: target, from: from, to: to, options: options, duration: duration, keep: keep)
        },
        "begin-appearance": Form(["child", "appearing"]) { (target, body, animated) throws(FieldError) in
            let child: ControllerID = try body.read("child")
            let appearing: Bool = try body.read("appearing")
            return .beginAppearance(target: target, child: child, appearing: appearing, animated: try animated())
        },
        // `endAppearanceTransition()` takes nothing else.
        "end-appearance": Form(["child"], animates: false) { (target, body, _) throws(FieldError) in
            .endAppearance(target: target, child: try body.read("child"))
        },
        // `userAction` true is a user's trigger, which `shouldPerformSegue` may veto; false is
        // `performSegue(withIdentifier:sender:)`.
        "perform-segue": Form(["identifier", "userInfo", "sender", "userAction"]) { (target, body, animated) throws(FieldError) in
            let identifier: String = try body.read("identifier")
            let userInfo: JSONValue? = try body.readIfPresent("userInfo")
            if let userInfo, userInfo.depth > JSONValue.maxUserInfoDepth {
                throw FieldError(path: "", message: "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.").inField("userInfo")
            }
            let sender: ControllerID? = try body.readIfPresent("sender")
            let userAction = try body.readIfPresent("userAction") ?? false
            return .performSegue(
                target: target, identifier: identifier, sender: sender, userInfo: userInfo, userAction: userAction,
                animated: try animated())
        },
        "patch": Form(targets: .controller("patch names the controller it changes.")) { (target, body) throws(FieldError) in
            guard case .controller(let id) = target else { throw FieldError(path: "", message: "patch names the controller it changes.") }
            return .update(controller: id, patch: try ControllerPatch(json: body))
        },
        "traits": Form(targets: .session("traits belong to the session, not to a controller.")) { (_, body) throws(FieldError) in
            .changeTraits(try TraitsChange(json: body))
        },
        // A deep link's step (`POST /sessions/{sid}/open`), in batches and journals only.
        "reveal": Form(targets: .controller("reveal names the controller it brings on screen."), emptyBody: true) {
            (target, json) throws(FieldError) in
            guard case .controller(let id) = target else {
                throw FieldError(path: "", message: "reveal names the controller it brings on screen.")
            }
            let body = try JSONObject(json)
            try body.rejectUnknown(besides: ["animated"])
            return .reveal(controller: id, animated: try body.readIfPresent("animated") ?? true)
        },
        "memory-warning": Form(targets: .session("a memory warning reaches the whole session, not one controller."), emptyBody: true) {
            (_, body) throws(FieldError) in
            guard body == .object([:]) else { throw FieldError(path: "", message: "a memory warning takes no fields; send {} or nothing.") }
            return .memoryWarning
        },
    ]
}
