/// A merge patch (RFC 7396) of a controller's properties: `PATCH …/controllers/{cid}`.
///
/// `id`, `kind`, `class`, `children`, `selectedIndex` and `customizable` cannot change here:
/// UIKit has no such setters, or they change through actions (`select-tab`, `reorder-tabs`).
public struct ControllerPatch: Sendable, Equatable {
    public var title: PatchField<String> = .absent
    public var navigationItem: PatchField<NavigationItemPatch> = .absent
    public var tabBarItem: PatchField<TabBarItemPatch> = .absent
    public var toolbarItems: PatchField<[BarButtonItem]> = .absent
    public var hidesBottomBarWhenPushed: PatchField<Bool> = .absent
    public var modalPresentationStyle: PatchField<ModalPresentationStyle> = .absent
    public var modalTransitionStyle: PatchField<ModalTransitionStyle> = .absent
    public var definesPresentationContext: PatchField<Bool> = .absent
    public var supportedOrientations: PatchField<[Orientation]> = .absent
    public var restorationIdentifier: PatchField<String> = .absent
    public var userInfo: PatchField<JSONValue> = .absent
    public var navigationBarHidden: PatchField<Bool> = .absent
    public var toolbarHidden: PatchField<Bool> = .absent
    /// Fields that are known but cannot be patched, kept to refuse them clearly.
    public var immutableFields: [String] = []

    public init() {}

    /// The names of the fields this patch touches.
    public var touchedNavigationOnlyFields: [String] {
        var names: [String] = []
        if navigationBarHidden != .absent { names.append("navigationBarHidden") }
        if toolbarHidden != .absent { names.append("toolbarHidden") }
        return names
    }

    /// `properties` with this patch applied.
    public func applied(to properties: ControllerProperties) -> ControllerProperties {
        var result = properties
        result.title = title.applied(to: result.title)
        switch navigationItem {
        case .absent: break
        case .remove: result.navigationItem = NavigationItem()
        case .set(let patch): result.navigationItem = patch.applied(to: result.navigationItem)
        }
        switch tabBarItem {
        case .absent: break
        case .remove: result.tabBarItem = nil
        case .set(let patch): result.tabBarItem = patch.applied(to: result.tabBarItem ?? TabBarItem())
        }
        result.toolbarItems = toolbarItems.applied(to: result.toolbarItems) ?? []
        result.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed.applied(to: result.hidesBottomBarWhenPushed) ?? false
        result.modalPresentationStyle = modalPresentationStyle.applied(to: result.modalPresentationStyle) ?? .automatic
        result.modalTransitionStyle = modalTransitionStyle.applied(to: result.modalTransitionStyle) ?? .coverVertical
        result.definesPresentationContext =
            definesPresentationContext.applied(to: result.definesPresentationContext) ?? false
        result.supportedOrientations = supportedOrientations.applied(to: result.supportedOrientations)
        result.restorationIdentifier = restorationIdentifier.applied(to: result.restorationIdentifier)
        result.userInfo = userInfo.applied(to: result.userInfo)
        result.navigationBarHidden = navigationBarHidden.applied(to: result.navigationBarHidden) ?? false
        result.toolbarHidden = toolbarHidden.applied(to: result.toolbarHidden) ?? true
        return result
    }
}

extension ControllerPatch: Decodable {
    public init(from decoder: any Decoder) throws {
        var patch = ControllerPatch()
        try decoder.decodeFields { name, container, key in
            switch name {
            case "title": patch.title = try container.decodePatch(String.self, forKey: key)
            case "navigationItem": patch.navigationItem = try container.decodePatch(NavigationItemPatch.self, forKey: key)
            case "tabBarItem": patch.tabBarItem = try container.decodePatch(TabBarItemPatch.self, forKey: key)
            case "toolbarItems": patch.toolbarItems = try container.decodePatch([BarButtonItem].self, forKey: key)
            case "hidesBottomBarWhenPushed":
                patch.hidesBottomBarWhenPushed = try container.decodePatch(Bool.self, forKey: key)
            case "modalPresentationStyle":
                patch.modalPresentationStyle = try container.decodePatch(ModalPresentationStyle.self, forKey: key)
            case "modalTransitionStyle":
                patch.modalTransitionStyle = try container.decodePatch(ModalTransitionStyle.self, forKey: key)
            case "definesPresentationContext":
                patch.definesPresentationContext = try container.decodePatch(Bool.self, forKey: key)
            case "supportedOrientations":
                patch.supportedOrientations = try container.decodePatch([Orientation].self, forKey: key)
            case "restorationIdentifier": patch.restorationIdentifier = try container.decodePatch(String.self, forKey: key)
            case "userInfo": patch.userInfo = try container.decodePatch(JSONValue.self, forKey: key)
            case "navigationBarHidden": patch.navigationBarHidden = try container.decodePatch(Bool.self, forKey: key)
            case "toolbarHidden": patch.toolbarHidden = try container.decodePatch(Bool.self, forKey: key)
            case "id", "kind", "class", "children", "selectedIndex", "customizable", "transitionStyle",
                "navigationOrientation", "spineLocation", "doubleSided", "interPageSpacing", "showsPageIndicator",
                "spinePolicy", "pages", "pageIndex":
                patch.immutableFields.append(name)
            default: return false
            }
            return true
        }
        patch.immutableFields.sort()
        self = patch
    }
}
