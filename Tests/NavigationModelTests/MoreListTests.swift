import Testing

@testable import NavigationModel

/// Tabs shown through More behave as UIKit's More navigation controller does (TAB-18).
@Suite struct MoreListTests {
    /// Six tabs on a phone: four in the bar, then More with `t4` (content) and `n5` (a navigation
    /// controller).
    private func sixTabs() throws -> Hierarchy {
        try Hierarchy.create(
            root: .tabBar(
                "tabs",
                [
                    .view("t0"), .view("t1"), .view("t2"), .view("t3"), .view("t4", title: "Four"),
                    .navigation("n5", [.view("r5", title: "Root"), .view("d5", title: "Detail")]),
                ])
        ).0
    }

    private func select(_ selection: Hierarchy.TabSelection) -> Action {
        .selectTab(target: .automatic, selection: selection, popToRootOnReselect: false, animated: true)
    }

    @Test func aTargetlessPopFromAContentTabGoesBackToTheMoreList() throws {
        var hierarchy = try sixTabs()
        try hierarchy.apply(select(.controller("t4")))
        #expect(hierarchy.chrome.navigationBar?.owner == "tabs.more")
        #expect(try hierarchy.run(.pop) == ["t4.viewWillDisappear", "t4.viewDidDisappear"])
        #expect(hierarchy["tabs"].tabs?.selectedIndex == nil)
        #expect(hierarchy.chrome.path == ["tabs"])
        let bar = try #require(hierarchy.chrome.navigationBar)
        #expect(
            bar
                == Chrome.NavigationBar(
                    owner: "tabs.more", hidden: false, title: "More", prompt: nil, backButtonTitle: nil, leftItems: [],
                    rightItems: [BarButtonItem(systemItem: .edit)]))
        #expect(hierarchy.chrome.tabBar?.selectedItem == "tabs.more")
        #expect(throws: NavigationError.noNavigationController(nil), "the list itself has nothing to pop") {
            try hierarchy.apply(.pop)
        }
    }

    @Test func aNavigationTabShownThroughMorePopsItsOwnStackFirst() throws {
        var hierarchy = try sixTabs()
        try hierarchy.apply(select(.controller("n5")))
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "Root")
        try hierarchy.apply(.pop)
        #expect(hierarchy.stack("n5") == ["r5"])
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "More")
        #expect(
            try hierarchy.run(.popToRoot(target: .automatic, animated: true)) == [
                "n5.viewWillDisappear", "r5.viewWillDisappear", "n5.viewDidDisappear", "r5.viewDidDisappear",
            ])
        #expect(hierarchy["tabs"].tabs?.selectedIndex == nil)
    }

    @Test func theToolbarHasOneShapeEverywhere() throws {
        let hierarchy = try sixTabs()
        #expect(hierarchy.chrome.toolbar == Chrome.Toolbar(hidden: true, items: []))
    }

    @Test func noEditButtonWhenNoTabMayMove() throws {
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", (0..<6).map { .view(ControllerID("t\($0)")) }, customizable: [])).0
        try hierarchy.apply(select(.more))
        #expect(hierarchy.chrome.navigationBar?.rightItems == [])
    }

    @Test func aNavigationControllerDeepInsideATabShownThroughMoreGoesBackToTheListFromItsRoot() throws {
        var hierarchy = try Hierarchy.create(
            root: .tabBar(
                "tabs",
                [
                    .view("t0"), .view("t1"), .view("t2"), .view("t3"), .view("t4"),
                    .page("f", ControllerSpec.PageOptions(pages: [.navigation("inner", [.view("x")])])),
                ], selectedIndex: 5)
        ).0
        #expect(hierarchy.chrome.navigationBar?.owner == "inner")
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "More")
        try hierarchy.apply(.pop)
        #expect(hierarchy["tabs"].tabs?.selectedIndex == nil)
    }

    @Test func onlyAPushedControllerHidesTheTabBar() throws {
        var content = ControllerSpec.view("t0")
        content.properties.hidesBottomBarWhenPushed = true
        var hierarchy = try Hierarchy.create(root: .tabBar("tabs", [content, .navigation("n", [.view("r")])])).0
        #expect(hierarchy.chrome.tabBar?.hidden == false, "a tab is not pushed")
        try hierarchy.apply(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: false))
        var pushed = ControllerSpec.view("d")
        pushed.properties.hidesBottomBarWhenPushed = true
        try hierarchy.apply(.push(.new(pushed)))
        #expect(hierarchy.chrome.tabBar?.hidden == true)
    }
}
