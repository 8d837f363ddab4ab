import NavigationModel
import Testing

/// Every refusal leaves the hierarchy exactly as it was, revision included.
@Suite struct RefusalTests {
    static let cases: [Refusal] = [
        Refusal(
            "pushing a navigation controller", .push(.new(.navigation("nav2", [.view("x")]))),
            .pushingNavigationController("nav2")),
        Refusal("pushing the top again", .push(.existing("b")), .pushingSameInstance("b")),
        Refusal(
            "pushing the navigation controller itself", .push(.existing("nav")),
            .hierarchyInconsistency(child: "nav", parent: nil, requested: "nav")),
        Refusal("pushing an unknown id", .push(.existing("ghost")), .unknownController("ghost")),
        Refusal("pushing a spec whose id is taken", .push(view("a")), .idInUse("a", heldBy: nil)),
        Refusal(
            "pushing a content controller with children",
            .push(.new(decoded(#"{"kind": "view", "id": "p", "children": [{"kind": "view"}]}"#))),
            .fieldNotApplicable(.children, kind: .view)),
        Refusal("pushing onto an unknown target", .push(view("x"), on: .controller("ghost")), .unknownController("ghost")),
        Refusal(
            "popping to a controller not in the session", .popTo(target: .automatic, controller: "ghost", animated: true),
            .unknownController("ghost")),
        Refusal(
            "popping to the navigation controller itself", .popTo(target: .automatic, controller: "nav", animated: true),
            .notInStack("nav", navigation: "nav")),
        Refusal(
            "popping to the top", .popTo(target: .automatic, controller: "b", animated: true),
            .nothingToPop("nav", method: .popTo)),
        Refusal(
            "duplicate ids in a new stack",
            .setViewControllers(target: .automatic, controllers: [.existing("a"), .existing("a")], animated: true),
            .duplicateControllers("a")),
        Refusal(
            "a new spec duplicating a listed id",
            .setViewControllers(target: .automatic, controllers: [view("n"), view("n")], animated: true),
            .duplicateControllers("n")),
        Refusal(
            "an empty stack", .setViewControllers(target: .automatic, controllers: [], animated: true),
            .navigationWithoutRoot("nav")),
        Refusal(
            "a navigation controller in a stack",
            .setViewControllers(target: .automatic, controllers: [.new(.navigation("n2", [.view("x")]))], animated: true),
            .pushingNavigationController("n2")),
        Refusal(
            "the navigation controller in its own stack",
            .setViewControllers(target: .automatic, controllers: [.existing("nav")], animated: true),
            .hierarchyInconsistency(child: "nav", parent: nil, requested: "nav")),
        Refusal(
            "a later spec refused after a valid one",
            .setViewControllers(
                target: .automatic,
                controllers: [view("x"), .new(decoded(#"{"kind": "view", "id": "p", "children": [{"kind": "view"}]}"#))], animated: true),
            .fieldNotApplicable(.children, kind: .view)),
        Refusal(
            "a later spec reusing an earlier spec's id",
            .setViewControllers(target: .automatic, controllers: [view("x"), .new(.navigation("n", [.view("x")]))], animated: true),
            .pushingNavigationController("n")),
        Refusal(
            "patching an unknown controller", .update(controller: "ghost", patch: ControllerPatch()),
            .unknownController("ghost")),
    ]

    @Test(arguments: cases)
    func refusalLeavesStateUntouched(_ refusal: Refusal) throws {
        var hierarchy = try navigationWindow(["a", "b"])
        let before = hierarchy
        #expect(throws: refusal.error) { try hierarchy.apply(refusal.action) }
        #expect(hierarchy == before)
    }

    @Test func popAtTheRootIsRefused() throws {
        var hierarchy = try navigationWindow(["a"])
        let before = hierarchy
        #expect(throws: NavigationError.nothingToPop("nav", method: .pop)) { try hierarchy.apply(.pop) }
        #expect(throws: NavigationError.nothingToPop("nav", method: .popToRoot)) {
            try hierarchy.apply(.popToRoot(target: .automatic, animated: true))
        }
        #expect(hierarchy == before)
    }

    @Test func navigationActionsNeedANavigationController() throws {
        var hierarchy = try Hierarchy.create(root: .view("home")).0
        let before = hierarchy
        #expect(throws: NavigationError.noNavigationController(nil)) { try hierarchy.apply(.push(view("x"))) }
        #expect(throws: NavigationError.noNavigationController("home")) {
            try hierarchy.apply(.pop(target: .controller("home"), animated: true))
        }
        #expect(hierarchy == before)
    }

    @Test func stackLengthIsLimited() throws {
        var hierarchy = try navigationWindow(["a", "b"], limits: Limits(maxChildren: 2))
        let before = hierarchy
        #expect(throws: NavigationError.tooManyChildren(limit: 2)) { try hierarchy.apply(.push(view("c"))) }
        #expect(hierarchy == before)
    }

    @Test func pushedTreesRespectTheDepthLimit() throws {
        var hierarchy = try navigationWindow(["a"], limits: Limits(maxDepth: 2))
        let spec = ControllerSpec.page("p", ControllerSpec.PageOptions(pages: [.view("q")]))
        #expect(throws: NavigationError.treeTooDeep(limit: 2)) { try hierarchy.apply(.push(.new(spec))) }
    }
}

/// One refused action on `nav[a, b]`, named for the test report.
struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let action: Action
    let error: NavigationError

    init(_ name: String, _ action: Action, _ error: NavigationError) {
        self.name = name
        self.action = action
        self.error = error
    }

    var testDescription: String { name }
}
