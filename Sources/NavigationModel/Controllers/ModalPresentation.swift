/// How a presented controller was presented (`presentingViewController`, the styles).
public struct Presentation: Sendable, Equatable {
    /// The controller that presents it (`presentingViewController`): the root-most controller of
    /// the presenting context, not necessarily the controller asked to present.
    public let presenter: ControllerID
    /// The `modalPresentationStyle` the controller asked for.
    public let requestedStyle: ModalPresentationStyle
    /// The style shown after adapting to the size class (``ModalPresentationStyle/adapted(to:)``).
    public let effectiveStyle: ModalPresentationStyle
    public let transitionStyle: ModalTransitionStyle

    /// The same presentation with its effective style adapted to new traits, for the presented
    /// controller's `properties`.
    func adapted(to traits: Traits, for properties: ControllerProperties) -> Presentation {
        Presentation(
            presenter: presenter, requestedStyle: requestedStyle,
            effectiveStyle: requestedStyle.adapted(to: traits, for: properties), transitionStyle: transitionStyle)
    }

    /// Whether the presenter's content leaves the screen (full-screen styles) or stays behind
    /// (sheets, popovers, the `over…` styles and alerts).
    public var coversPresenter: Bool { effectiveStyle == .fullScreen || effectiveStyle == .currentContext }
}

extension ModalPresentationStyle {
    /// The style UIKit shows for this request from a controller with `properties`: an action
    /// sheet slides up from the bottom (UIKit's own presentation, `custom`) in a compact width
    /// and is a popover in a regular one; other controllers as their delegate answers
    /// (``adapted(to:adaptive:)``).
    public func adapted(to traits: Traits, for properties: ControllerProperties) -> ModalPresentationStyle {
        if self == .popover, properties.preferredStyle == .actionSheet {
            return traits.horizontalSizeClass == .compact ? .custom : .popover
        }
        return adapted(to: traits, adaptive: properties.adaptivePresentationStyle)
    }

    /// The style UIKit shows for this request (iOS 13+): `automatic` is a page sheet; in a
    /// compact width form sheets, page sheets and popovers are shown as (page) sheets, and in a
    /// compact height (a regular width) a popover "behaves the same as formSheet", unless the
    /// presentation's delegate answers otherwise (`adaptive`: `none` keeps the style).
    public func adapted(to traits: Traits, adaptive: AdaptivePresentationStyle = .automatic) -> ModalPresentationStyle {
        let resolved: ModalPresentationStyle = self == .automatic ? .pageSheet : self
        guard adapts(in: traits) else { return resolved }
        let compactWidth = traits.horizontalSizeClass == .compact
        switch adaptive {
        case .automatic: return compactWidth ? .pageSheet : .formSheet
        case .none: return resolved
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        }
    }

    /// Whether `traits` make UIKit adapt this style (and ask the presentation's delegate): sheets
    /// and popovers in a compact width, a popover in a compact height.
    func adapts(in traits: Traits) -> Bool {
        let resolved: ModalPresentationStyle = self == .automatic ? .pageSheet : self
        let compactWidth = traits.horizontalSizeClass == .compact
        return compactWidth && [.pageSheet, .formSheet, .popover].contains(resolved)
            || resolved == .popover && traits.verticalSizeClass == .compact
    }

    /// Whether the presenter is found by walking up to a controller that
    /// `definesPresentationContext` (else the root-most one).
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}
