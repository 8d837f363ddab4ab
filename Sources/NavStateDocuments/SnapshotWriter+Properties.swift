package import NavigationModel

/// A node's property fields, written only when they differ from UIKit's default (a snapshot,
/// a checkpoint and an export write them alike).
extension SnapshotWriter {
    /// A property every kind has, written only when it differs from UIKit's default.
    package mutating func property(_ field: ControllerField, _ properties: ControllerProperties) {
        switch field {
        case .navigationItem:
            if !properties.navigationItem.isEmpty { json.key("navigationItem"); navigationItem(properties.navigationItem) }
        case .tabBarItem:
            guard let item = properties.tabBarItem else { return }
            json.key("tabBarItem")
            json.beginObject()
            if let title = item.title { json.key("title"); json.string(title) }
            if let image = item.image { json.key("image"); json.string(image) }
            if let badge = item.badgeValue { json.key("badgeValue"); json.string(badge) }
            json.key("tag"); json.int(item.tag)
            json.endObject()
        case .toolbarItems:
            if !properties.toolbarItems.isEmpty { json.key("toolbarItems"); json.items(properties.toolbarItems) }
        case .hidesBottomBarWhenPushed:
            if properties.hidesBottomBarWhenPushed { json.key("hidesBottomBarWhenPushed"); json.bool(true) }
        case .modalPresentationStyle:
            if properties.modalPresentationStyle != .automatic {
                json.key("modalPresentationStyle"); json.string(properties.modalPresentationStyle.rawValue)
            }
        case .modalTransitionStyle:
            if properties.modalTransitionStyle != .coverVertical {
                json.key("modalTransitionStyle"); json.string(properties.modalTransitionStyle.rawValue)
            }
        case .popoverPresentation:
            if let popover = properties.popoverPresentation { json.key("popoverPresentation"); popoverPresentation(popover) }
        case .adaptivePresentationStyle:
            if properties.adaptivePresentationStyle != .automatic {
                json.key("adaptivePresentationStyle"); json.string(properties.adaptivePresentationStyle.rawValue)
            }
        case .definesPresentationContext:
            if properties.definesPresentationContext { json.key("definesPresentationContext"); json.bool(true) }
        case .supportedOrientations:
            if let orientations = properties.supportedOrientations {
                json.key("supportedOrientations"); json.stringArray(orientations.map(\.rawValue))
            }
        case .restorationIdentifier:
            if let restoration = properties.restorationIdentifier { json.key("restorationIdentifier"); json.string(restoration) }
        case .userInfo:
            if let userInfo = properties.userInfo { json.key("userInfo"); json.value(userInfo) }
        case .scene:
            guard let scene = properties.scene else { return }
            json.key("scene")
            json.beginObject()
            json.key("storyboard"); json.string(scene.storyboard)
            json.key("identifier"); json.string(scene.identifier)
            json.endObject()
        case .automaticallyForwardsAppearance:
            if !properties.automaticallyForwardsAppearance { json.key("automaticallyForwardsAppearance"); json.bool(false) }
        case .releasesHiddenChildrenOnMemoryWarning:
            if properties.releasesHiddenChildrenOnMemoryWarning {
                json.key("releasesHiddenChildrenOnMemoryWarning"); json.bool(true)
            }
        case .id, .kind, .className, .title, .navigationBarHidden, .toolbarHidden, .selectedIndex, .customizable,
            .transitionStyle, .navigationOrientation, .spineLocation, .doubleSided, .interPageSpacing, .showsPageIndicator,
            .spinePolicy, .pageIndex, .pages, .children, .preferredDisplayMode, .presentsWithGesture,
            .preferredPrimaryColumnWidthFraction, .collapsesSecondaryOntoPrimary, .shown:
            break
        }
    }

    /// As a spec gives it; the arrows always, the rest when set.
    private mutating func popoverPresentation(_ popover: PopoverPresentation) {
        json.beginObject()
        if let source = popover.sourceController { json.key("sourceController"); json.string(source.rawValue) }
        if let anchor = popover.barButtonItem {
            json.key("barButtonItem")
            json.beginObject()
            json.key("bar"); json.string(anchor.bar.rawValue)
            if let index = anchor.index { json.key("index"); json.int(index) }
            if let systemItem = anchor.systemItem { json.key("systemItem"); json.string(systemItem.rawValue) }
            json.endObject()
        }
        if let rect = popover.sourceRect {
            json.key("sourceRect")
            json.beginObject()
            json.key("x"); json.number(rect.x)
            json.key("y"); json.number(rect.y)
            json.key("width"); json.number(rect.width)
            json.key("height"); json.number(rect.height)
            json.endObject()
        }
        json.key("permittedArrowDirections"); json.stringArray(popover.permittedArrowDirections.map(\.rawValue))
        json.key("passthroughControllers"); json.ids(popover.passthroughControllers)
        json.endObject()
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
}
