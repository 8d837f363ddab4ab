import NavigationModel
import Testing

/// Depth counts the whole tree (a presented layer's root one level below its presenter), and
/// presented layers are bounded (repro C).
@Suite struct LimitsTests {
    private func present(_ spec: ControllerSpec, style: ModalPresentationStyle = .fullScreen) -> Action {
        var spec = spec
        spec.properties.modalPresentationStyle = style
        return .present(target: .automatic, controller: .new(spec), animated: false)
    }

    @Test func aPresentedLayerIsOneLevelBelowItsPresenter() throws {
        var hierarchy = try navigationWindow(["a"], limits: Limits(maxDepth: 3))
        try hierarchy.apply(present(.view("p1")))
        try hierarchy.apply(present(.view("p2")))
        #expect(throws: NavigationError.treeTooDeep(limit: 3)) { try hierarchy.apply(present(.view("p3"))) }
        #expect(throws: NavigationError.treeTooDeep(limit: 3)) {
            try hierarchy.apply(.dismiss(target: .automatic, animated: false))
            try hierarchy.apply(present(.navigation("n", [.view("x")])))
        }
    }

    @Test func currentContextChainsCannotGrowWithoutBound() throws {
        // Repro C: each presentation hangs below the deepest controller that defines a context.
        var hierarchy = try navigationWindow(["a"])
        var refused: NavigationError?
        for index in 0..<40 {
            var inner = ControllerSpec.view(ControllerID("leaf\(index)"))
            inner.properties.definesPresentationContext = true
            do {
                try hierarchy.apply(present(.tabBar(ControllerID("t\(index)"), [inner]), style: .currentContext))
            } catch {
                refused = error
                break
            }
        }
        #expect(refused == .treeTooDeep(limit: 16))
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test func presentedLayersAreLimited() throws {
        var hierarchy = try navigationWindow(["a"], limits: Limits(maxPresentedLayers: 2))
        try hierarchy.apply(present(.view("p1"), style: .pageSheet))
        try hierarchy.apply(present(.view("p2"), style: .pageSheet))
        #expect(throws: NavigationError.tooManyPresentedControllers(limit: 2)) {
            try hierarchy.apply(present(.view("p3"), style: .pageSheet))
        }
    }
}
