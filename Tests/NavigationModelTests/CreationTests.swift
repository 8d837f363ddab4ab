import NavigationModel
import Testing

@Suite struct CreationTests {
    @Test func navigationRootStartsAppearedWithOnlyItsTopLoaded() throws {
        let spec = ControllerSpec.navigation("nav", [.view("a"), .view("b"), .view("c")])
        let (hierarchy, events) = try Hierarchy.create(root: spec)
        #expect(
            events.map(\.description) == [
                "a.willMoveToParent(nav)", "b.willMoveToParent(nav)", "c.willMoveToParent(nav)",
                "nav.viewDidLoad", "c.viewDidLoad",
                "nav.viewWillAppear", "c.viewWillAppear", "nav.viewDidAppear", "c.viewDidAppear",
                "a.didMoveToParent(nav)", "b.didMoveToParent(nav)", "c.didMoveToParent(nav)",
            ])
        #expect(hierarchy["nav"].appearance == .appeared)
        #expect(hierarchy["c"].appearance == .appeared && hierarchy["c"].viewLoaded)
        for id: ControllerID in ["a", "b"] {
            #expect(hierarchy[id].appearance == .disappeared)
            #expect(!hierarchy[id].viewLoaded)
        }
        #expect(hierarchy.revision == .initial)
    }

    @Test func contentRootLoadsAndAppears() throws {
        let (hierarchy, events) = try Hierarchy.create(root: .view("home"))
        #expect(events.map(\.description) == ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear"])
        #expect(hierarchy.chrome.path == ["home"])
        #expect(hierarchy.chrome.navigationBar == nil)
    }

    @Test func idsArePredictableInCreationOrderAndSkipReservedOnes() throws {
        let spec = ControllerSpec.navigation(nil, [.view(nil), .view("vc2"), .view(nil)])
        let (hierarchy, _) = try Hierarchy.create(root: spec)
        #expect(hierarchy.rootID == "vc1")
        #expect(hierarchy.stack("vc1") == ["vc3", "vc2", "vc4"])
    }

    @Test func generatedIdsAreNeverReusedAfterARelease() throws {
        var hierarchy = try Hierarchy.create(root: .navigation(nil, [.view(nil)])).0
        try hierarchy.apply(.push(.new(.view(nil))))
        try hierarchy.apply(.pop)
        try hierarchy.apply(.push(.new(.view(nil))))
        #expect(hierarchy.stack("vc1") == ["vc2", "vc4"])
    }

    @Test func traitsDeriveSizeClasses() {
        #expect(Traits().horizontalSizeClass == .compact)
        #expect(Traits().verticalSizeClass == .regular)
        #expect(Traits(orientation: .landscapeLeft).verticalSizeClass == .compact)
        #expect(Traits(idiom: .pad, orientation: .landscapeRight).horizontalSizeClass == .regular)
        #expect(Traits(idiom: .pad, orientation: .landscapeRight).verticalSizeClass == .regular)
        #expect(Traits(idiom: .pad, horizontalSizeClass: .compact).horizontalSizeClass == .compact)
    }

    static let refusedSpecs: [RefusedSpec] = [
        RefusedSpec(.navigation("nav", []), .navigationWithoutRoot("nav")),
        RefusedSpec(.navigation("outer", [.navigation("inner", [.view("a")])]), .pushingNavigationController("inner")),
        RefusedSpec(decoded(#"{"kind": "view", "id": "a", "children": [{"kind": "view"}]}"#), .fieldNotApplicable(.children, kind: .view)),
        RefusedSpec(decoded(#"{"kind": "view", "id": "a", "toolbarHidden": false}"#), .fieldNotApplicable(.toolbarHidden, kind: .view)),
        RefusedSpec(.navigation("nav", [.view("a"), .view("a")]), .duplicateID("a")),
        RefusedSpec(.navigation("nav", [.view("nav")]), .duplicateID("nav")),
        RefusedSpec(.view("has space"), .invalidControllerID("has space")),
        RefusedSpec(.view(ControllerID(String(repeating: "x", count: 65))), .invalidControllerID(String(repeating: "x", count: 65))),
    ]

    @Test(arguments: refusedSpecs)
    func specsUIKitWouldRefuseAreRefused(_ refused: RefusedSpec) {
        #expect(throws: refused.error) { try Hierarchy.create(root: refused.spec) }
    }

    @Test func limitsBoundDepthAndChildren() {
        let limits = Limits(maxDepth: 2, maxChildren: 2)
        let deep = ControllerSpec.tabBar("t", [.navigation("n", [.view("leaf")])])
        #expect(throws: NavigationError.treeTooDeep(limit: 2)) { try Hierarchy.create(root: deep, limits: limits) }
        let wide = ControllerSpec.navigation("nav", [.view("a"), .view("b"), .view("c")])
        #expect(throws: NavigationError.tooManyChildren(limit: 2)) { try Hierarchy.create(root: wide, limits: limits) }
    }
}

/// A root spec UIKit would refuse, described by the error it gets.
struct RefusedSpec: CustomTestStringConvertible, Sendable {
    let spec: ControllerSpec
    let error: NavigationError

    init(_ spec: ControllerSpec, _ error: NavigationError) {
        self.spec = spec
        self.error = error
    }

    var testDescription: String { error.slug + " for " + (spec.id?.rawValue ?? "?") }
}
