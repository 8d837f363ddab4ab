package import NavigationModel

/// One action as a client asked for it, kept beside the model's ``Action`` so that history and
/// the event stream show it in the batch route's own form (a client can send it again).
package struct ActionRecord: Sendable {
    /// `push`, `pop`, …, `patch`, `traits`.
    package let name: String
    /// The controller named in the route or the batch entry; `nil` when targetless.
    package let controller: ControllerID?
    /// The body as sent, `nil` when there was none.
    package let body: JSONValue?
    /// The body's bytes when it was a whole request body (the journal copies them, without
    /// insignificant whitespace, instead of writing the parsed value again).
    package var bodyBytes: [UInt8]? = nil
    package let action: Action

    package init(name: String, controller: ControllerID?, body: JSONValue?, bodyBytes: [UInt8]? = nil, action: Action) {
        self.name = name
        self.controller = controller
        self.body = body
        self.bodyBytes = bodyBytes
        self.action = action
    }
}
