/// `UIModalPresentationStyle` .
public enum ModalPresentationStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
    case overCurrentContext, popover
    /// The style `UIAlertController` presents an alert in (and an action sheet in a compact
    /// width): shown over the presenter, which stays on screen. Never the client's to choose:
    /// without a transitioning delegate there is nothing to present it.
    case custom

    public var isOffered: Bool { self != .custom }

    /// The styles a client may ask for: all but `custom`.
    public static let allCases: [ModalPresentationStyle] = [
        .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext, .popover,
    ]
}

/// `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
