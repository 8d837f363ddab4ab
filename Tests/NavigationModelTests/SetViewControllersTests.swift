import NavigationModel
import Testing

@Suite struct SetViewControllersTests {
    @Test func replacingTheStackAnnouncesLeaversAndNewcomersAroundOneTransition() throws {
        var hierarchy = try navigationWindow(["a", "b"])
        let events = try hierarchy.run(
            .setViewControllers(target: .automatic, controllers: [.existing("a"), view("x"), view("y")], animated: false))
        #expect(
            events == [
                "b.willMoveToParent(nil)", "x.willMoveToParent(nav)", "y.willMoveToParent(nav)", "y.viewDidLoad",
                "b.viewWillDisappear", "y.viewWillAppear", "b.viewDidDisappear", "y.viewDidAppear",
                "x.didMoveToParent(nav)", "y.didMoveToParent(nav)", "b.didMoveToParent(nil)", "b.deinit",
            ])
        #expect(hierarchy.stack() == ["a", "x", "y"])
        #expect(!hierarchy["x"].viewLoaded, "only the new top loads")
        #expect(hierarchy.controllers["b"] == nil)
    }

    @Test func reorderingKeepsIdsAndSwitchesTheTop() throws {
        var hierarchy = try navigationWindow(["a", "b", "c"])
        let events = try hierarchy.run(
            .setViewControllers(target: .automatic, controllers: [.existing("c"), .existing("a")], animated: true))
        #expect(hierarchy.stack() == ["c", "a"])
        #expect(
            events == [
                "b.willMoveToParent(nil)", "a.viewDidLoad", "c.viewWillDisappear", "a.viewWillAppear",
                "c.viewDidDisappear", "a.viewDidAppear", "b.didMoveToParent(nil)", "b.deinit",
            ])
    }

    @Test func keepingTheTopSendsNoAppearanceCallbacks() throws {
        var hierarchy = try navigationWindow(["a", "b"])
        let events = try hierarchy.run(
            .setViewControllers(target: .automatic, controllers: [view("z"), .existing("b")], animated: true))
        #expect(
            events == [
                "a.willMoveToParent(nil)", "z.willMoveToParent(nav)", "z.didMoveToParent(nav)", "a.didMoveToParent(nil)",
                "a.deinit",
            ])
    }

    @Test func generatedIdsSkipIdsNamedLaterInTheSameList() throws {
        var hierarchy = try navigationWindow(["a"])
        try hierarchy.apply(
            .setViewControllers(
                target: .automatic, controllers: [.new(.view(nil)), .new(.view("vc1"))], animated: true))
        #expect(hierarchy.stack() == ["vc2", "vc1"])
    }

    @Test func aSpecRepeatedLaterInTheListIsADuplicate() throws {
        var hierarchy = try navigationWindow(["a"])
        let before = hierarchy
        let nested = ControllerSpec.view("y")
        #expect(throws: NavigationError.duplicateControllers("y")) {
            try hierarchy.apply(
                .setViewControllers(
                    target: .automatic, controllers: [.new(.view("x")), .new(.view("z")), .new(nested), .new(nested)],
                    animated: true))
        }
        #expect(hierarchy == before)
    }
}
