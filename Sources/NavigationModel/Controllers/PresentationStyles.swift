/// `UIModalPresentationStyle` (stored now; presentation itself arrives with modal support).
public enum ModalPresentationStyle: String, Sendable, Equatable, Decodable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
    case overCurrentContext, popover
}

/// `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Sendable, Equatable, Decodable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
