/// `UIModalPresentationStyle` .
public enum ModalPresentationStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
    case overCurrentContext, popover
}

/// `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
