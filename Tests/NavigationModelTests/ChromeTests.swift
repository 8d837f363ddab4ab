import NavigationModel
import Testing

@Suite struct ChromeTests {
    @Test func barShowsTheTopsTitleAndTheBackTitleOfTheControllerBelow() throws {
        var hierarchy = try navigationWindow(["a"])
        #expect(hierarchy.chrome.navigationBar?.title == "A")
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == nil, "no back button at the root")
        try hierarchy.apply(.push(view("b")))
        #expect(hierarchy.chrome.navigationBar?.title == "B")
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "A")
        #expect(hierarchy.chrome.path == ["nav", "b"])
    }

    @Test func backButtonTitlePrefersBackButtonTitleThenItemTitleThenTitleThenBack() throws {
        func backTitle(below: ControllerSpec) throws -> String? {
            var hierarchy = try Hierarchy.create(root: .navigation("nav", [below])).0
            try hierarchy.apply(.push(view("top")))
            return hierarchy.chrome.navigationBar?.backButtonTitle
        }
        var spec = ControllerSpec.view("a", title: "Title")
        #expect(try backTitle(below: spec) == "Title")
        spec.properties.navigationItem.title = "Item"
        #expect(try backTitle(below: spec) == "Item")
        spec.properties.navigationItem.backButtonTitle = "Custom"
        #expect(try backTitle(below: spec) == "Custom")
        #expect(try backTitle(below: .view("untitled")) == "Back")
    }

    @Test func topCanHideOrReplaceTheBackButton() throws {
        var hierarchy = try navigationWindow(["a"])
        var top = ControllerSpec.view("b")
        top.properties.navigationItem.hidesBackButton = true
        try hierarchy.apply(.push(.new(top)))
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == nil)

        var withLeft = ControllerSpec.view("c", title: "C")
        withLeft.properties.navigationItem.leftItems = [BarButtonItem(title: "Close")]
        try hierarchy.apply(.push(.new(withLeft)))
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == nil, "left items replace the back button")
        #expect(hierarchy.chrome.navigationBar?.leftItems == [BarButtonItem(title: "Close")])

        var supplement = ControllerSpec.view("d")
        supplement.properties.navigationItem.leftItems = [BarButtonItem(title: "Edit")]
        supplement.properties.navigationItem.leftItemsSupplementBackButton = true
        try hierarchy.apply(.push(.new(supplement)))
        #expect(hierarchy.chrome.navigationBar?.backButtonTitle == "C")
    }

    @Test func rightItemsPromptAndToolbarComeFromTheTop() throws {
        var spec = ControllerSpec.view("a")
        spec.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .add)]
        spec.properties.navigationItem.prompt = "Pick one"
        spec.properties.toolbarItems = [BarButtonItem(title: "Share")]
        var navigation = ControllerSpec.navigation("nav", [spec])
        navigation.properties.toolbarHidden = false
        let hierarchy = try Hierarchy.create(root: navigation).0
        #expect(hierarchy.chrome.navigationBar?.rightItems == [BarButtonItem(systemItem: .add)])
        #expect(hierarchy.chrome.navigationBar?.prompt == "Pick one")
        #expect(hierarchy.chrome.toolbar.hidden == false)
        #expect(hierarchy.chrome.toolbar.items == [BarButtonItem(title: "Share")])
    }

    @Test func toolbarIsHiddenByDefaultAsInUIKit() throws {
        #expect(try navigationWindow(["a"]).chrome.toolbar.hidden == true)
    }

    /// A collapsed split whose primary is a custom container holding a stack keeps its secondary
    /// aside: the bar is that stack's own (building it once read the container as a stack).
    @Test func aCollapsedSplitWithAContainerPrimaryShowsTheStackInsideIt() throws {
        let root = decoded(
            #"{"kind": "split", "id": "sp", "children": [{"kind": "container", "id": "k", "children": [{"kind": "navigation", "id": "n", "children": [{"kind": "view", "id": "a", "title": "A"}]}]}]}"#
        )
        let hierarchy = try Hierarchy.create(root: root).0
        #expect(hierarchy["sp"].split?.isCollapsed == true)
        #expect(hierarchy.chrome.navigationBar?.owner == "n")
        #expect(hierarchy.chrome.navigationBar?.title == "A")
    }
}
