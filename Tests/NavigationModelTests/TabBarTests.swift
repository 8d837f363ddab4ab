import NavigationModel
import Testing

/// A window whose root is `tabs`, a tab bar controller over navigation controllers `n0…` each
/// with one content controller `c0…` titled "0%", "10%", … as in Recipe 7-5.
private func brightnessTabs(_ count: Int, traits: Traits = Traits(), customizable: [ControllerID]? = nil) throws -> Hierarchy {
    let tabs = (0..<count).map { index in
        ControllerSpec.navigation(ControllerID("n\(index)"), [.view(ControllerID("c\(index)"), title: "\(index * 10)%")])
    }
    return try Hierarchy.create(root: .tabBar("tabs", tabs, customizable: customizable), traits: traits).0
}

private func select(_ selection: Hierarchy.TabSelection, reselectPops: Bool = false) -> Action {
    .selectTab(target: .automatic, selection: selection, popToRootOnReselect: reselectPops, animated: true)
}

@Suite struct TabBarTests {
    @Test func onlyTheSelectedTabLoadsAtFirst() throws {
        let (hierarchy, events) = try Hierarchy.create(root: .tabBar("tabs", [.view("a"), .view("b")], selectedIndex: 1))
        #expect(
            events.map(\.description) == [
                "a.willMoveToParent(tabs)", "b.willMoveToParent(tabs)", "tabs.viewDidLoad", "b.viewDidLoad",
                "tabs.viewWillAppear", "b.viewWillAppear", "tabs.viewDidAppear", "b.viewDidAppear",
                "a.didMoveToParent(tabs)", "b.didMoveToParent(tabs)",
            ])
        #expect(!hierarchy["a"].viewLoaded)
        #expect(hierarchy.chrome.path == ["tabs", "b"])
    }

    @Test func switchingTabsSendsUIKitsFourCallbacksToTheVisibleChains() throws {
        var hierarchy = try brightnessTabs(3)
        let events = try hierarchy.run(select(.index(2)))
        #expect(
            events == [
                "n2.viewDidLoad", "c2.viewDidLoad", "n0.viewWillDisappear", "c0.viewWillDisappear", "n2.viewWillAppear",
                "c2.viewWillAppear", "n0.viewDidDisappear", "c0.viewDidDisappear", "n2.viewDidAppear", "c2.viewDidAppear",
            ])
        let back = try hierarchy.run(select(.controller("n0")))
        #expect(!back.contains("n0.viewDidLoad"), "loaded once")
        #expect(hierarchy.chrome.path == ["tabs", "n0", "c0"])
    }

    @Test func selectingTheSelectedTabChangesNothing() throws {
        var hierarchy = try brightnessTabs(3)
        let before = hierarchy
        #expect(try hierarchy.apply(select(.index(0))).isEmpty)
        #expect(hierarchy == before, "not even the revision")
    }

    @Test func reselectingANavigationTabCanPopItToItsRoot() throws {
        var hierarchy = try brightnessTabs(2)
        try hierarchy.apply(.push(view("deep")))
        let events = try hierarchy.run(select(.index(0), reselectPops: true))
        #expect(events.contains("deep.viewWillDisappear") && events.contains("c0.viewDidAppear"))
        #expect(hierarchy.stack("n0") == ["c0"])
        let before = hierarchy
        #expect(try hierarchy.apply(select(.index(0), reselectPops: true)).isEmpty, "already at the root")
        #expect(hierarchy == before)
    }

    @Test func eachTabKeepsItsOwnStackAndTargetlessActionsUseTheSelectedOne() throws {
        var hierarchy = try brightnessTabs(2)
        try hierarchy.apply(.push(view("a1")))
        try hierarchy.apply(select(.index(1)))
        try hierarchy.apply(.push(view("b1")))
        try hierarchy.apply(.push(view("b2")))
        try hierarchy.apply(.pop)
        try hierarchy.apply(select(.index(0)))
        #expect(hierarchy.stack("n0") == ["c0", "a1"])
        #expect(hierarchy.stack("n1") == ["c1", "b1"])
        #expect(hierarchy.chrome.path == ["tabs", "n0", "a1"])
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "0%")
    }

    @Test(arguments: [(Traits.Idiom.phone, 4), (Traits.Idiom.pad, 7)])
    func elevenTabsShowTheFirstFewThenMore(idiom: Traits.Idiom, shown: Int) throws {
        let hierarchy = try brightnessTabs(11, traits: Traits(idiom: idiom))
        let bar = try #require(hierarchy.chrome.tabBar)
        #expect(bar.items.map(\.id.rawValue) == (0..<shown).map { "n\($0)" } + ["tabs.more"])
        #expect(bar.items.prefix(shown).map(\.title) == (0..<shown).map { "\($0 * 10)%" })
        #expect(bar.items.last?.title == "More")
        #expect(bar.showsMore)
        #expect(hierarchy.overflowTabs(of: "tabs") == ArraySlice((shown..<11).map { ControllerID("n\($0)") }))
    }

    @Test func fiveTabsFitOnAPhoneAndSixDoNot() throws {
        #expect(try brightnessTabs(5).chrome.tabBar?.showsMore == false)
        #expect(try brightnessTabs(5).chrome.tabBar?.items.count == 5)
        #expect(try brightnessTabs(6).chrome.tabBar?.items.map(\.id) == ["n0", "n1", "n2", "n3", "tabs.more"])
    }

    @Test func selectingMoreShowsTheListAndSelectedIndexBecomesNil() throws {
        var hierarchy = try brightnessTabs(11)
        let events = try hierarchy.run(select(.more))
        #expect(events == ["n0.viewWillDisappear", "c0.viewWillDisappear", "n0.viewDidDisappear", "c0.viewDidDisappear"])
        #expect(hierarchy["tabs"].tabs?.selectedIndex == nil)
        #expect(hierarchy.chrome.tabBar?.selectedItem == "tabs.more")
        #expect(hierarchy.chrome.path == ["tabs"])
        #expect(try hierarchy.apply(select(.more)).isEmpty, "More again changes nothing")
    }

    @Test func anOverflowTabIsShownOnTheMoreNavigationControllerWithItsOwnStack() throws {
        var hierarchy = try brightnessTabs(11)
        try hierarchy.apply(select(.controller("n7")))
        var chrome = hierarchy.chrome
        #expect(chrome.path == ["tabs", "n7", "c7"])
        #expect(chrome.tabBar?.selectedItem == "tabs.more")
        #expect(chrome.navigationBar?.title == "70%")
        #expect(chrome.navigationBar?.backButtonTitle == "More")
        try hierarchy.apply(.push(view("detail")))
        chrome = hierarchy.chrome
        #expect(hierarchy.stack("n7") == ["c7", "detail"])
        #expect(chrome.navigationBar?.backButtonTitle == "70%")
        try hierarchy.apply(select(.index(1)))
        try hierarchy.apply(select(.index(7)))
        #expect(hierarchy.stack("n7") == ["c7", "detail"], "its stack survives a visit elsewhere")
    }

    @Test func aContentTabShownFromMoreGetsTheMoreBar() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", (0..<6).map { .view(ControllerID("v\($0)"), title: "V\($0)") })).0
        try hierarchy.apply(select(.index(5)))
        let bar = try #require(hierarchy.chrome.navigationBar)
        #expect(bar.owner == "tabs.more")
        #expect(bar.title == "V5")
        #expect(bar.backButtonTitle == "More")
    }

    @Test func settingTabsKeepsTheSelectedControllerSelected() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.view("a"), .view("b"), .view("c")], selectedIndex: 1)).0
        let events = try hierarchy.run(
            .setViewControllers(
                target: .controller("tabs"), controllers: [.new(.view("x")), .existing("b"), .existing("a")], animated: true))
        #expect(
            events == [
                "c.willMoveToParent(nil)", "x.willMoveToParent(tabs)", "x.didMoveToParent(tabs)", "c.didMoveToParent(nil)",
                "c.deinit",
            ])
        #expect(hierarchy["tabs"].children == ["x", "b", "a"])
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 1)
        #expect(hierarchy["tabs"].tabs?.customizable == ["x", "b", "a"], "every tab customizable again")
        #expect(hierarchy.controllers["c"] == nil)
    }

    @Test func settingTabsWithoutTheSelectedOneSelectsTheSameIndexElseTheFirst() throws {
        // UIKit: "If the selected view controller is no longer present, it attempts to select the
        // view controller at the same index … If that index is invalid, it selects the view
        // controller at index 0."
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [.view("a"), .view("b"), .view("c")], selectedIndex: 1)).0
        let events = try hierarchy.run(
            .setViewControllers(
                target: .controller("tabs"), controllers: [.existing("a"), .new(.view("y")), .existing("c")], animated: false))
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 1)
        #expect(events.contains("y.viewDidLoad") && events.contains("b.viewWillDisappear"))
        #expect(hierarchy.chrome.path == ["tabs", "y"])
        try hierarchy.apply(.selectTab(target: .automatic, selection: .index(2), popToRootOnReselect: false, animated: false))
        try hierarchy.apply(
            .setViewControllers(
                target: .controller("tabs"), controllers: [.existing("a"), .new(.view("z"))], animated: false))
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 0)
        #expect(hierarchy.chrome.path == ["tabs", "a"])
    }

    @Test func reorderingMovesCustomizableTabsAndTheSelectionFollows() throws {
        var hierarchy = try brightnessTabs(6)
        try hierarchy.apply(select(.index(1)))
        let order: [ControllerID] = ["n5", "n1", "n2", "n3", "n4", "n0"]
        #expect(try hierarchy.apply(.reorderTabs(target: .automatic, order: order)).isEmpty)
        #expect(hierarchy["tabs"].children == order)
        #expect(hierarchy["tabs"].tabs?.selectedIndex == 1)
        #expect(hierarchy.chrome.tabBar?.items.first?.title == "50%")
    }

    @Test func badgesAndTitlesComeFromTabBarItems() throws {
        var hierarchy = try brightnessTabs(2)
        let patch = try ControllerPatch(json: ["tabBarItem": ["badgeValue": "3"]])
        try hierarchy.apply(.update(controller: "n1", patch: patch))
        let items = try #require(hierarchy.chrome.tabBar?.items)
        #expect(items[1].badgeValue == "3")
        #expect(items[1].title == "10%", "a navigation tab's title falls back to its root's")
    }

    @Test func theBarHidesWhenTheTopHidesBottomBarWhenPushed() throws {
        var hierarchy = try brightnessTabs(2)
        var spec = ControllerSpec.view("full")
        spec.properties.hidesBottomBarWhenPushed = true
        try hierarchy.apply(.push(.new(spec)))
        #expect(hierarchy.chrome.tabBar?.hidden == true)
        try hierarchy.apply(.pop)
        #expect(hierarchy.chrome.tabBar?.hidden == false)
    }

    static let refusals: [Refusal] = [
        Refusal("an index out of range", select(.index(9)), .tabIndexOutOfRange(9, count: 3)),
        Refusal("an unknown controller", select(.controller("ghost")), .unknownController("ghost")),
        Refusal("a controller that is not a tab", select(.controller("c1")), .notATab("c1", tabBar: "tabs")),
        Refusal("More when every tab fits", select(.more), .notATab("tabs.more", tabBar: "tabs")),
        Refusal(
            "an empty tab list", .setViewControllers(target: .controller("tabs"), controllers: [], animated: true),
            .tabBarWithoutTabs("tabs")),
        Refusal(
            "a tab twice",
            .setViewControllers(target: .controller("tabs"), controllers: [.existing("n0"), .existing("n0")], animated: true),
            .duplicateControllers("n0")),
        Refusal(
            "a tab bar as a tab",
            .setViewControllers(target: .controller("tabs"), controllers: [.new(.tabBar("t2", [.view("x")]))], animated: true),
            .nestedTabBarController("t2", container: .tabBar)),
        Refusal(
            "a tab bar pushed onto a navigation controller", .push(.new(.tabBar("t2", [.view("x")]))),
            .nestedTabBarController("t2", container: .navigation)),
        Refusal("an order missing a tab", .reorderTabs(target: .automatic, order: ["n0", "n1"]), .invalidTabOrder("tabs")),
        Refusal("an order with a stranger", .reorderTabs(target: .automatic, order: ["n0", "n1", "c2"]), .invalidTabOrder("tabs")),
    ]

    @Test(arguments: refusals)
    func refusalsLeaveTheTabBarUntouched(_ refusal: Refusal) throws {
        var hierarchy = try brightnessTabs(3)
        let before = hierarchy
        #expect(throws: refusal.error) { try hierarchy.apply(refusal.action) }
        #expect(hierarchy == before)
    }

    @Test func nonCustomizableTabsCannotMove() throws {
        var hierarchy = try brightnessTabs(3, customizable: ["n1", "n2"])
        let before = hierarchy
        #expect(throws: NavigationError.tabNotCustomizable("n0")) {
            try hierarchy.apply(.reorderTabs(target: .automatic, order: ["n1", "n0", "n2"]))
        }
        #expect(hierarchy == before)
        try hierarchy.apply(.reorderTabs(target: .automatic, order: ["n0", "n2", "n1"]))
        #expect(hierarchy["tabs"].children == ["n0", "n2", "n1"])
    }

    @Test func tabActionsNeedATabBarController() throws {
        var hierarchy = try navigationWindow(["a"])
        #expect(throws: NavigationError.noTabBarController(nil)) { try hierarchy.apply(select(.index(0))) }
        #expect(throws: NavigationError.noTabBarController("a")) {
            try hierarchy.apply(.selectTab(target: .controller("a"), selection: .index(0), popToRootOnReselect: false, animated: true))
        }
    }

    @Test(arguments: [
        RefusedSpec(.tabBar("t", []), .tabBarWithoutTabs("t")),
        RefusedSpec(.tabBar("t", [.view("a")], selectedIndex: 1), .tabIndexOutOfRange(1, count: 1)),
        RefusedSpec(.tabBar("t", [.view("a")], customizable: ["b"]), .customizableNotATab("b", tabBar: "t")),
        RefusedSpec(.navigation("n", [.tabBar("t", [.view("a")])]), .nestedTabBarController("t", container: .navigation)),
        RefusedSpec(.tabBar("t", [.tabBar("t2", [.view("a")])]), .nestedTabBarController("t2", container: .tabBar)),
    ])
    func tabBarSpecsUIKitWouldRefuseAreRefused(_ refused: RefusedSpec) {
        #expect(throws: refused.error) { try Hierarchy.create(root: refused.spec) }
    }
}
