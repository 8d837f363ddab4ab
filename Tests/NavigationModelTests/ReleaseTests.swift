import NavigationModel
import Testing

/// Every released controller gets `deinit`, the same way everywhere: after `didMove(toParent:
/// nil)` or at the end of a dismissal, parents before children, a controller's children before
/// what it presents.
@Suite struct ReleaseTests {
    @Test func aRemovedTabIsReleasedWithItsStack() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.navigation("n1", [.view("a"), .view("b")]), .view("t2")])).0
        let events = try hierarchy.run(.setViewControllers(target: .controller("tabs"), controllers: [.existing("t2")], animated: true))
        #expect(
            events == [
                "n1.willMoveToParent(nil)", "t2.viewDidLoad", "n1.viewWillDisappear", "b.viewWillDisappear", "t2.viewWillAppear",
                "n1.viewDidDisappear", "b.viewDidDisappear", "t2.viewDidAppear", "n1.didMoveToParent(nil)", "n1.deinit", "a.deinit",
                "b.deinit",
            ])
    }

    @Test func aPoppedControllerTakesWhatItPresentsAlong() throws {
        var hierarchy = try navigationWindow(["a"])
        var spec = ControllerSpec.view("b")
        spec.properties.definesPresentationContext = true
        try hierarchy.apply(.push(.new(spec)))
        var presented = ControllerSpec.view("p")
        presented.properties.modalPresentationStyle = .currentContext
        try hierarchy.apply(.present(target: .automatic, controller: .new(presented), animated: true))
        #expect(hierarchy.chrome.path == ["nav", "p"])
        let events = try hierarchy.run(.pop(target: .controller("nav"), animated: true))
        #expect(
            events == [
                "b.willMoveToParent(nil)", "p.viewWillDisappear", "a.viewWillAppear", "p.viewDidDisappear", "a.viewDidAppear",
                "b.didMoveToParent(nil)", "b.deinit", "p.deinit",
            ])
        #expect(hierarchy.layerRoots == ["nav"])
    }

    @Test func aDismissedNavigationControllerIsReleasedWithItsStackAtTheEnd() throws {
        var hierarchy = try navigationWindow(["a"])
        var modal = ControllerSpec.navigation("modal", [.view("m1"), .view("m2")])
        modal.properties.modalPresentationStyle = .fullScreen
        try hierarchy.apply(.present(target: .automatic, controller: .new(modal), animated: false))
        let events = try hierarchy.run(.dismiss(target: .automatic, animated: false))
        #expect(Array(events.suffix(3)) == ["modal.deinit", "m1.deinit", "m2.deinit"])
    }

    @Test func aLeavingPageIsReleasedWithEverythingInIt() throws {
        var options = ControllerSpec.PageOptions(pages: [.navigation("pn", [.view("p1")]), .view("p2")])
        options.transitionStyle = .scroll
        var hierarchy = try Hierarchy.create(root: .page("pv", options)).0
        let events = try hierarchy.run(.turnPage(target: .automatic, forward: true, animated: true))
        #expect(Array(events.suffix(3)) == ["pn.didMoveToParent(nil)", "pn.deinit", "p1.deinit"])
    }
}
