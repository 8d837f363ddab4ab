/// Alerts and action sheets (`UIAlertController`, docs/uikit-rules.md "Alerts and action
/// sheets"): presented only, shown over their presenter, which stays on screen; a tap on an
/// action dismisses the alert, then runs the action's handler.
extension Hierarchy {
    /// What `UIAlertController` raises about its content: a second cancel action, a text field
    /// on an action sheet.
    static func checkAlert(_ properties: ControllerProperties, id: ControllerID?) throws(NavigationError) {
        if properties.actions.lazy.filter({ $0.style == .cancel }).count > 1 { throw .alertCancelActions(id) }
        if properties.preferredStyle == .actionSheet, !properties.textFields.isEmpty { throw .textFieldInActionSheet(id) }
    }

    /// The presented alert a user's touch reaches: `target` itself, or the top-most layer when
    /// automatic; refused when it is no alert or it presents something over itself.
    func touchedAlert(_ target: Action.Target) throws(NavigationError) -> ControllerID {
        let alert: ControllerID
        switch target {
        case .automatic: alert = topLayer
        case .controller(let id): alert = try controller(id).id
        }
        guard self[alert].kind == .alert, self[alert].presentation != nil else {
            throw .notAnAlert(target == .automatic ? nil : alert)
        }
        guard self[alert].presented == nil else { throw .alertCovered(alert) }
        return alert
    }

    /// `tap-action`: the user taps one of the alert's buttons, named by its index or its title
    /// (the first with that title). The alert dismisses itself, animated (no presentation
    /// delegate hears of it: it is not a swipe or a tap outside), and the action's handler runs
    /// once the alert has left the screen, before it is released.
    mutating func tapAction(_ action: AlertActionReference, of target: Action.Target, events: inout [LifecycleEvent])
        throws(NavigationError)
    {
        let alert = try touchedAlert(target)
        let actions = self[alert].properties.actions
        let index: Int?
        switch action {
        case .index(let value): index = actions.indices.contains(value) ? value : nil
        // The same code points: Swift's `==` would also match a canonically equivalent title.
        case .title(let title): index = actions.firstIndex { $0.title.unicodeScalars.elementsEqual(title.unicodeScalars) }
        }
        guard let index else { throw .unknownAlertAction(action.description, alert: alert, actions: actions.map(\.title)) }
        guard actions[index].enabled else { throw .alertActionDisabled(actions[index].title, alert: alert) }
        let handler = handlerEvent(of: alert, action: index)
        try dismissPresented(alert, animated: true, events: &events)
        insertBeforeRelease(handler, of: alert, in: &events)
    }

    /// An action sheet shown as a popover and dismissed by a tap outside it runs its cancel
    /// action's handler, as a tap on that action would (the popover shows no cancel button).
    func cancelHandler(ofDismissed popover: ControllerID) -> LifecycleEvent? {
        guard self[popover].kind == .alert,
            let index = self[popover].properties.actions.firstIndex(where: { $0.style == .cancel })
        else { return nil }
        return handlerEvent(of: popover, action: index)
    }

    /// `enter-text`: what the user typed into text field `index` of the alert, replacing its
    /// text. No callback (the text field's delegate is not modelled).
    /// - Returns: false when the field held that text already.
    mutating func enterText(_ text: String, field index: Int, of target: Action.Target) throws(NavigationError) -> Bool {
        let alert = try touchedAlert(target)
        var properties = self[alert].properties
        guard properties.textFields.indices.contains(index) else {
            throw .unknownTextField(index, alert: alert, count: properties.textFields.count)
        }
        guard properties.textFields[index].text != text else { return false }
        properties.textFields[index].text = text
        let bytes = properties.byteCount
        if bytes > limits.maxControllerBytes { throw .controllerTooLarge(alert, bytes: bytes, limit: limits.maxControllerBytes) }
        self[alert].properties = properties
        return true
    }

    private func handlerEvent(of alert: ControllerID, action index: Int) -> LifecycleEvent {
        let properties = self[alert].properties
        var event = LifecycleEvent(alert, .alertActionHandler)
        event.alertAction = AlertActionDetail(
            index: index, title: properties.actions[index].title, texts: properties.textFields.map(\.text))
        return event
    }

    /// Puts `event` just before the alert's `deinit` (at the end when there is none).
    func insertBeforeRelease(_ event: LifecycleEvent?, of alert: ControllerID, in events: inout [LifecycleEvent]) {
        guard let event else { return }
        let released = events.lastIndex { $0.controller == alert && $0.callback == .deinit }
        events.insert(event, at: released ?? events.endIndex)
    }
}

/// The action a `tap-action` names: its index among the alert's actions, or its title.
public enum AlertActionReference: Sendable, Equatable, CustomStringConvertible, Decodable, JSONReadable {
    case index(Int)
    case title(String)

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        if case .string(let title) = json {
            self = .title(title)
            return
        }
        guard let index = try? Int(json: json), index >= 0 else {
            throw FieldError(path: "", message: "expected the action's index (0 or more) or its title.")
        }
        self = .index(index)
    }

    public var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .title(let title): "\"\(quoted: title)\""
        }
    }
}
