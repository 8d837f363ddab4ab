internal import NavigationModel

/// Writes a session's snapshot (DESIGN §4) with a fixed key order.
///
/// Node fields that still have UIKit's default value are left out; `id`, `kind`, `class`,
/// `title`, `appearance`, `viewLoaded`, `children` and `presented` are always there.
struct SnapshotWriter {
    var json = JSONWriter(capacity: 2048)

    /// The whole snapshot; a mutation's answer appends `events` and `changed` (``Session``).
    mutating func snapshot(session: SessionID, hierarchy: Hierarchy) {
        json.beginObject()
        json.key("session"); json.string(session.rawValue)
        json.key("revision"); json.int(hierarchy.revision.rawValue)
        json.key("traits"); traits(hierarchy.traits)
        json.key("window")
        json.beginObject()
        json.key("root"); node(hierarchy.rootID, in: hierarchy)
        json.endObject()
        json.key("visible"); chrome(hierarchy.chrome)
        json.endObject()
    }

    /// One controller and its subtree, as `GET …/controllers/{cid}` answers.
    mutating func controller(session: SessionID, hierarchy: Hierarchy, id: ControllerID) {
        json.beginObject()
        json.key("session"); json.string(session.rawValue)
        json.key("revision"); json.int(hierarchy.revision.rawValue)
        json.key("controller"); node(id, in: hierarchy)
        json.endObject()
    }

    mutating func traits(_ traits: Traits) {
        json.beginObject()
        json.key("idiom"); json.string(traits.idiom.rawValue)
        json.key("orientation"); json.string(traits.orientation.rawValue)
        json.key("horizontalSizeClass"); json.string(traits.horizontalSizeClass.rawValue)
        json.key("verticalSizeClass"); json.string(traits.verticalSizeClass.rawValue)
        json.endObject()
    }

    mutating func node(_ id: ControllerID, in hierarchy: Hierarchy) {
        let controller = hierarchy[id]
        let properties = controller.properties
        json.beginObject()
        json.key("id"); json.string(id.rawValue)
        json.key("kind"); json.string(controller.kind.rawValue)
        json.key("class"); json.string(controller.className)
        json.key("title"); json.string(properties.title)
        json.key("appearance"); json.string(controller.appearance.rawValue)
        json.key("viewLoaded"); json.bool(controller.viewLoaded)
        if controller.kind == .navigation {
            json.key("topViewController"); json.string(controller.topChild?.rawValue)
            json.key("navigationBarHidden"); json.bool(properties.navigationBarHidden)
            json.key("toolbarHidden"); json.bool(properties.toolbarHidden)
        }
        if let tabs = controller.tabs { tabBarFields(controller, tabs, in: hierarchy) }
        if let pages = controller.pages { pageFields(pages) }
        optionalProperties(properties)
        if let presentation = controller.presentation {
            json.key("presentation")
            json.beginObject()
            json.key("presentingViewController"); json.string(presentation.presenter.rawValue)
            json.key("requestedStyle"); json.string(presentation.requestedStyle.rawValue)
            json.key("effectiveStyle"); json.string(presentation.effectiveStyle.rawValue)
            json.key("transitionStyle"); json.string(presentation.transitionStyle.rawValue)
            json.key("coversPresenter"); json.bool(presentation.coversPresenter)
            json.endObject()
        }
        json.key("children")
        json.beginArray()
        for child in controller.children { node(child, in: hierarchy) }
        json.endArray()
        json.key("presented")
        if let presented = controller.presented { node(presented, in: hierarchy) } else { json.null() }
        json.endObject()
    }

    /// `selectedIndex` is `null` while the More list is shown (UIKit's `NSNotFound`);
    /// `selectedViewController` is then the More navigation controller's id.
    private mutating func tabBarFields(_ controller: Controller, _ tabs: TabBarState, in hierarchy: Hierarchy) {
        let moreID = TabBarState.moreID(of: controller.id)
        let overflow = hierarchy.overflowTabs(of: controller.id)
        json.key("selectedIndex")
        if let index = tabs.selectedIndex { json.int(index) } else { json.null() }
        json.key("selectedViewController")
        json.string(tabs.selectedIndex.map { controller.children[$0].rawValue } ?? moreID.rawValue)
        json.key("customizable"); json.ids(tabs.customizable)
        json.key("moreNavigationController")
        if overflow.isEmpty {
            json.null()
        } else {
            let shown = tabs.selectedIndex.map { controller.children[$0] }.flatMap { overflow.contains($0) ? $0 : nil }
            json.beginObject()
            json.key("id"); json.string(moreID.rawValue)
            json.key("list"); json.ids(Array(overflow))
            json.key("topViewController"); json.string(shown?.rawValue)
            json.endObject()
        }
    }

    /// A page view controller's configuration; `pages` lists the data source (every page's id,
    /// shown or not), `children` only the pages shown.
    private mutating func pageFields(_ state: PageState) {
        json.key("transitionStyle"); json.string(state.transitionStyle.rawValue)
        json.key("navigationOrientation"); json.string(state.navigationOrientation.rawValue)
        json.key("spineLocation"); json.string(state.spineLocation.rawValue)
        json.key("doubleSided"); json.bool(state.doubleSided)
        json.key("interPageSpacing"); json.number(state.interPageSpacing)
        json.key("showsPageIndicator"); json.bool(state.showsPageIndicator)
        json.key("spinePolicy"); json.string(state.spinePolicy.rawValue)
        json.key("pageIndex"); json.int(state.index)
        json.key("pageCount"); json.int(state.pages.count)
        json.key("pages"); json.ids(state.pages.compactMap(\.id))
    }

    private mutating func optionalProperties(_ properties: ControllerProperties) {
        if !properties.navigationItem.isEmpty { json.key("navigationItem"); navigationItem(properties.navigationItem) }
        if let item = properties.tabBarItem {
            json.key("tabBarItem")
            json.beginObject()
            if let title = item.title { json.key("title"); json.string(title) }
            if let image = item.image { json.key("image"); json.string(image) }
            if let badge = item.badgeValue { json.key("badgeValue"); json.string(badge) }
            json.key("tag"); json.int(item.tag)
            json.endObject()
        }
        if !properties.toolbarItems.isEmpty { json.key("toolbarItems"); json.items(properties.toolbarItems) }
        if properties.hidesBottomBarWhenPushed { json.key("hidesBottomBarWhenPushed"); json.bool(true) }
        if properties.modalPresentationStyle != .automatic {
            json.key("modalPresentationStyle"); json.string(properties.modalPresentationStyle.rawValue)
        }
        if properties.modalTransitionStyle != .coverVertical {
            json.key("modalTransitionStyle"); json.string(properties.modalTransitionStyle.rawValue)
        }
        if properties.definesPresentationContext { json.key("definesPresentationContext"); json.bool(true) }
        if let orientations = properties.supportedOrientations {
            json.key("supportedOrientations"); json.stringArray(orientations.map(\.rawValue))
        }
        if let restoration = properties.restorationIdentifier {
            json.key("restorationIdentifier"); json.string(restoration)
        }
        if let userInfo = properties.userInfo { json.key("userInfo"); json.value(userInfo) }
    }

    private mutating func navigationItem(_ item: NavigationItem) {
        json.beginObject()
        if let title = item.title { json.key("title"); json.string(title) }
        if let prompt = item.prompt { json.key("prompt"); json.string(prompt) }
        if let back = item.backButtonTitle { json.key("backButtonTitle"); json.string(back) }
        if item.hidesBackButton { json.key("hidesBackButton"); json.bool(true) }
        if item.leftItemsSupplementBackButton { json.key("leftItemsSupplementBackButton"); json.bool(true) }
        if !item.leftItems.isEmpty { json.key("leftItems"); json.items(item.leftItems) }
        if !item.rightItems.isEmpty { json.key("rightItems"); json.items(item.rightItems) }
        json.endObject()
    }

    mutating func chrome(_ chrome: Chrome) {
        json.beginObject()
        json.key("path"); json.ids(chrome.path)
        json.key("top"); json.string(chrome.path.last?.rawValue)
        json.key("navigationBar")
        if let bar = chrome.navigationBar {
            json.beginObject()
            json.key("owner"); json.string(bar.owner.rawValue)
            json.key("hidden"); json.bool(bar.hidden)
            json.key("title"); json.string(bar.title)
            json.key("prompt"); json.string(bar.prompt)
            json.key("backButtonTitle"); json.string(bar.backButtonTitle)
            json.key("leftItems"); json.items(bar.leftItems)
            json.key("rightItems"); json.items(bar.rightItems)
            json.endObject()
        } else {
            json.null()
        }
        json.key("tabBar")
        if let bar = chrome.tabBar {
            json.beginObject()
            json.key("owner"); json.string(bar.owner.rawValue)
            json.key("hidden"); json.bool(bar.hidden)
            json.key("items")
            json.beginArray()
            for item in bar.items {
                json.beginObject()
                json.key("id"); json.string(item.id.rawValue)
                json.key("title"); json.string(item.title)
                json.key("image"); json.string(item.image)
                json.key("badgeValue"); json.string(item.badgeValue)
                json.key("tag"); json.int(item.tag)
                json.endObject()
            }
            json.endArray()
            json.key("selectedItem"); json.string(bar.selectedItem?.rawValue)
            json.key("showsMore"); json.bool(bar.showsMore)
            json.endObject()
        } else {
            json.null()
        }
        json.key("pageIndicator")
        if let indicator = chrome.pageIndicator {
            json.beginObject()
            json.key("owner"); json.string(indicator.owner.rawValue)
            json.key("numberOfPages"); json.int(indicator.numberOfPages)
            json.key("currentPage"); json.int(indicator.currentPage)
            json.endObject()
        } else {
            json.null()
        }
        json.key("toolbar")
        if let toolbar = chrome.toolbar {
            json.beginObject()
            json.key("hidden"); json.bool(toolbar.hidden)
            json.key("items"); json.items(toolbar.items)
            json.endObject()
        } else {
            json.null()
        }
        json.endObject()
    }

    mutating func events(_ events: [LifecycleEvent]) {
        json.beginArray()
        for event in events {
            json.beginObject()
            json.key("controller"); json.string(event.controller.rawValue)
            json.key("callback"); json.string(event.callback.rawValue)
            switch event.callback {
            case .willMoveToParent, .didMoveToParent:
                json.key("parent"); json.string(event.parent?.rawValue)
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                json.key("animated"); json.bool(event.animated ?? false)
                if event.isBeingPresented { json.key("isBeingPresented"); json.bool(true) }
                if event.isBeingDismissed { json.key("isBeingDismissed"); json.bool(true) }
            case .viewDidLoad, .deinit:
                break
            }
            json.endObject()
        }
        json.endArray()
    }
}
