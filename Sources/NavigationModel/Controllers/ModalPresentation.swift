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

    /// The same presentation with its effective style adapted to new traits.
    func adapted(to traits: Traits) -> Presentation {
        Presentation(
            presenter: presenter, requestedStyle: requestedStyle, effectiveStyle: requestedStyle.adapted(to: traits),
            transitionStyle: transitionStyle)
    }

    /// Whether the presenter's content leaves the screen (full-screen styles) or stays behind
    /// (sheets, popovers and the `over…` styles).
    public var coversPresenter: Bool { effectiveStyle == .fullScreen || effectiveStyle == .currentContext }
}

extension ModalPresentationStyle {
    /// The style UIKit shows for this request (iOS 13+): `automatic` is a page sheet; in a
    /// compact width form sheets, page sheets and popovers are shown as (page) sheets.
    public func adapted(to traits: Traits) -> ModalPresentationStyle {
        switch self {
        case .automatic:
            .pageSheet
        case .formSheet, .popover:
            traits.horizontalSizeClass == .compact ? .pageSheet : self
        default:
            self
        }
    }

    /// Whether the presenter is found by walking up to a controller that
    /// `definesPresentationContext` (else the root-most one).
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}
