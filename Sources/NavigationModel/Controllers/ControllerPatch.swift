/// A merge patch (RFC 7396) of a controller's fields: `PATCH …/controllers/{cid}`.
///
/// Which fields may be patched, and for which kinds, is ``ControllerField``'s business; the
/// patch keeps the names of the fields it was given so the model can refuse them clearly.
public struct ControllerPatch: Sendable, Equatable {
    public var title: PatchField<String> = .absent
    public var navigationItem: PatchField<NavigationItemPatch> = .absent
    public var tabBarItem: PatchField<TabBarItemPatch> = .absent
    public var toolbarItems: PatchField<[BarButtonItem]> = .absent
    public var hidesBottomBarWhenPushed: PatchField<Bool> = .absent
    public var modalPresentationStyle: PatchField<ModalPresentationStyle> = .absent
    public var modalTransitionStyle: PatchField<ModalTransitionStyle> = .absent
    /// Replaced whole; `null` removes the anchor.
    public var popoverPresentation: PatchField<PopoverPresentation> = .absent
    public var adaptivePresentationStyle: PatchField<AdaptivePresentationStyle> = .absent
    public var definesPresentationContext: PatchField<Bool> = .absent
    public var supportedOrientations: PatchField<[Orientation]> = .absent
    public var restorationIdentifier: PatchField<String> = .absent
    public var userInfo: PatchField<JSONValue> = .absent
    public var navigationBarHidden: PatchField<Bool> = .absent
    public var toolbarHidden: PatchField<Bool> = .absent
    /// Page view controllers: `isDoubleSided`; `null` returns to the spine's default.
    public var doubleSided: PatchField<Bool> = .absent
    /// Split view controllers; `null` returns to UIKit's default.
    public var preferredDisplayMode: PatchField<PreferredDisplayMode> = .absent
    public var presentsWithGesture: PatchField<Bool> = .absent
    public var preferredPrimaryColumnWidthFraction: PatchField<Double> = .absent
    public var collapsesSecondaryOntoPrimary: PatchField<Bool> = .absent
    /// Custom containers.
    public var releasesHiddenChildrenOnMemoryWarning: PatchField<Bool> = .absent
    /// Read so that specs and checkpoints carry it; a `PATCH` naming it is refused (immutable).
    public var automaticallyForwardsAppearance: PatchField<Bool> = .absent
    /// Read so that specs and checkpoints carry it; a `PATCH` naming it is refused (immutable).
    public var scene: PatchField<SceneReference> = .absent
    /// Every field the patch names, in ``ControllerField`` order, patchable or not.
    public var fields: [ControllerField] = []

    public init() {}

    /// The fields named that cannot be patched.
    public var immutableFields: [ControllerField] { fields.filter { !$0.isPatchable } }

    /// `properties` with this patch applied; a removed field returns to UIKit's default.
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
        result.popoverPresentation = popoverPresentation.applied(to: result.popoverPresentation)
        result.adaptivePresentationStyle = adaptivePresentationStyle.applied(to: result.adaptivePresentationStyle) ?? .automatic
        result.definesPresentationContext =
            definesPresentationContext.applied(to: result.definesPresentationContext) ?? false
        result.supportedOrientations = supportedOrientations.applied(to: result.supportedOrientations)
        result.restorationIdentifier = restorationIdentifier.applied(to: result.restorationIdentifier)
        result.userInfo = userInfo.applied(to: result.userInfo)
        result.navigationBarHidden = navigationBarHidden.applied(to: result.navigationBarHidden) ?? false
        result.toolbarHidden = toolbarHidden.applied(to: result.toolbarHidden) ?? true
        result.scene = scene.applied(to: result.scene)
        result.automaticallyForwardsAppearance =
            automaticallyForwardsAppearance.applied(to: result.automaticallyForwardsAppearance) ?? true
        result.releasesHiddenChildrenOnMemoryWarning =
            releasesHiddenChildrenOnMemoryWarning.applied(to: result.releasesHiddenChildrenOnMemoryWarning) ?? false
        return result
    }

    /// Reads the value of a patchable field: one kept in ``ControllerProperties``, `doubleSided`, or
    /// a split view controller's.
    /// - Returns: false for the other fields, which the caller reads.
    mutating func decode(
        _ field: ControllerField, from container: KeyedDecodingContainer<AnyCodingKey>, forKey key: AnyCodingKey
    ) throws -> Bool {
        switch field {
        case .title: title = try container.decodePatch(String.self, forKey: key)
        case .navigationItem: navigationItem = try container.decodePatch(NavigationItemPatch.self, forKey: key)
        case .tabBarItem: tabBarItem = try container.decodePatch(TabBarItemPatch.self, forKey: key)
        case .toolbarItems: toolbarItems = try container.decodePatch([BarButtonItem].self, forKey: key)
        case .hidesBottomBarWhenPushed: hidesBottomBarWhenPushed = try container.decodePatch(Bool.self, forKey: key)
        case .modalPresentationStyle:
            modalPresentationStyle = try container.decodePatch(ModalPresentationStyle.self, forKey: key)
        case .modalTransitionStyle: modalTransitionStyle = try container.decodePatch(ModalTransitionStyle.self, forKey: key)
        case .popoverPresentation: popoverPresentation = try container.decodePatch(PopoverPresentation.self, forKey: key)
        case .adaptivePresentationStyle:
            adaptivePresentationStyle = try container.decodePatch(AdaptivePresentationStyle.self, forKey: key)
        case .definesPresentationContext: definesPresentationContext = try container.decodePatch(Bool.self, forKey: key)
        case .supportedOrientations: supportedOrientations = try container.decodePatch([Orientation].self, forKey: key)
        case .restorationIdentifier: restorationIdentifier = try container.decodePatch(String.self, forKey: key)
        case .userInfo:
            userInfo = try container.decodePatch(JSONValue.self, forKey: key)
            if case .set(let value) = userInfo, value.depth > JSONValue.maxUserInfoDepth {
                throw FieldError(
                    container.codingPath + [key], "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.")
            }
        case .navigationBarHidden: navigationBarHidden = try container.decodePatch(Bool.self, forKey: key)
        case .toolbarHidden: toolbarHidden = try container.decodePatch(Bool.self, forKey: key)
        case .doubleSided: doubleSided = try container.decodePatch(Bool.self, forKey: key)
        case .preferredDisplayMode:
            preferredDisplayMode = try container.decodePatch(PreferredDisplayMode.self, forKey: key)
        case .presentsWithGesture: presentsWithGesture = try container.decodePatch(Bool.self, forKey: key)
        case .preferredPrimaryColumnWidthFraction:
            preferredPrimaryColumnWidthFraction = try container.decodePatch(Double.self, forKey: key)
            if case .set(let fraction) = preferredPrimaryColumnWidthFraction, !(0...1).contains(fraction) {
                throw FieldError(container.codingPath + [key], "a fraction of the width, from 0 to 1 (null: automatic).")
            }
        case .collapsesSecondaryOntoPrimary:
            collapsesSecondaryOntoPrimary = try container.decodePatch(Bool.self, forKey: key)
        case .scene: scene = try container.decodePatch(SceneReference.self, forKey: key)
        case .automaticallyForwardsAppearance:
            automaticallyForwardsAppearance = try container.decodePatch(Bool.self, forKey: key)
        case .releasesHiddenChildrenOnMemoryWarning:
            releasesHiddenChildrenOnMemoryWarning = try container.decodePatch(Bool.self, forKey: key)
        case .id, .kind, .className, .children, .selectedIndex, .customizable, .transitionStyle,
            .navigationOrientation, .spineLocation, .interPageSpacing, .showsPageIndicator, .spinePolicy, .pageIndex,
            .pages, .shown:
            return false
        }
        return true
    }
}

extension ControllerPatch: Decodable {
    /// Unknown names are refused here (400); fields that cannot be patched, or do not apply to
    /// the controller's kind, are kept and refused by the model (422).
    public init(from decoder: any Decoder) throws {
        var patch = ControllerPatch()
        try decoder.decodeControllerFields { field, container, key in
            patch.fields.append(field)
            // Immutable properties are read too (checkpoints keep them with the others); a PATCH naming one is refused.
            if field.isPatchable || field.isKeptWithProperties { _ = try patch.decode(field, from: container, forKey: key) }
        }
        patch.fields.sort()
        self = patch
    }
}

extension Decoder {
    /// Calls `decodeField` for each field present, by ``ControllerField``; a name that is no
    /// controller field is refused, listing the fields there are.
    func decodeControllerFields(
        _ decodeField: (ControllerField, KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Void
    ) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys {
            guard let field = ControllerField(rawValue: key.stringValue) else {
                throw FieldError(
                    codingPath + [key],
                    "unknown field; a controller has \(ControllerField.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            try decodeField(field, container, key)
        }
    }
}
