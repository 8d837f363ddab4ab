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
    mutating func read(_ field: ControllerField, _ value: JSONValue) throws(FieldError) -> Bool {
        switch field {
        case .title: title = try PatchField<String>(json: value)
        case .navigationItem: navigationItem = try PatchField<NavigationItemPatch>(json: value)
        case .tabBarItem: tabBarItem = try PatchField<TabBarItemPatch>(json: value)
        case .toolbarItems: toolbarItems = try PatchField<[BarButtonItem]>(json: value)
        case .hidesBottomBarWhenPushed: hidesBottomBarWhenPushed = try PatchField<Bool>(json: value)
        case .modalPresentationStyle:
            modalPresentationStyle = try PatchField<ModalPresentationStyle>(json: value)
        case .modalTransitionStyle: modalTransitionStyle = try PatchField<ModalTransitionStyle>(json: value)
        case .popoverPresentation: popoverPresentation = try PatchField<PopoverPresentation>(json: value)
        case .adaptivePresentationStyle:
            adaptivePresentationStyle = try PatchField<AdaptivePresentationStyle>(json: value)
        case .definesPresentationContext: definesPresentationContext = try PatchField<Bool>(json: value)
        case .supportedOrientations: supportedOrientations = try PatchField<[Orientation]>(json: value)
        case .restorationIdentifier: restorationIdentifier = try PatchField<String>(json: value)
        case .userInfo:
            userInfo = try PatchField<JSONValue>(json: value)
            if case .set(let value) = userInfo, value.depth > JSONValue.maxUserInfoDepth {
                throw FieldError(path: "", message: "userInfo nests deeper than \(JSONValue.maxUserInfoDepth) levels.")
            }
        case .navigationBarHidden: navigationBarHidden = try PatchField<Bool>(json: value)
        case .toolbarHidden: toolbarHidden = try PatchField<Bool>(json: value)
        case .doubleSided: doubleSided = try PatchField<Bool>(json: value)
        case .preferredDisplayMode:
            preferredDisplayMode = try PatchField<PreferredDisplayMode>(json: value)
        case .presentsWithGesture: presentsWithGesture = try PatchField<Bool>(json: value)
        case .preferredPrimaryColumnWidthFraction:
            preferredPrimaryColumnWidthFraction = try PatchField<Double>(json: value)
            if case .set(let fraction) = preferredPrimaryColumnWidthFraction, !(0...1).contains(fraction) {
                throw FieldError(path: "", message: "a fraction of the width, from 0 to 1 (null: automatic).")
            }
        case .collapsesSecondaryOntoPrimary:
            collapsesSecondaryOntoPrimary = try PatchField<Bool>(json: value)
        case .scene: scene = try PatchField<SceneReference>(json: value)
        case .automaticallyForwardsAppearance:
            automaticallyForwardsAppearance = try PatchField<Bool>(json: value)
        case .releasesHiddenChildrenOnMemoryWarning:
            releasesHiddenChildrenOnMemoryWarning = try PatchField<Bool>(json: value)
        case .id, .kind, .className, .children, .selectedIndex, .customizable, .transitionStyle,
            .navigationOrientation, .spineLocation, .interPageSpacing, .showsPageIndicator, .spinePolicy, .pageIndex,
            .pages, .shown:
            return false
        }
        return true
    }
}

extension ControllerPatch: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// Unknown names are refused here (400); fields that cannot be patched, or do not apply to
    /// the controller's kind, are kept and refused by the model (422).
    public init(json: JSONValue) throws(FieldError) {
        var patch = ControllerPatch()
        try JSONObject(json).readControllerFields { (field, value) throws(FieldError) in
            patch.fields.append(field)
            // Immutable properties are read too (checkpoints keep them with the others); a PATCH naming one is refused.
            if field.isPatchable || field.isKeptWithProperties { _ = try patch.read(field, value) }
        }
        patch.fields.sort()
        self = patch
    }
}

extension JSONObject {
    /// Calls `readField` for each field present, by ``ControllerField``; a name that is no
    /// controller field is refused, listing the fields there are.
    func readControllerFields(_ readField: (ControllerField, JSONValue) throws(FieldError) -> Void) throws(FieldError) {
        try forEachField { (key, value) throws(FieldError) in
            guard let field = ControllerField(rawValue: key) else {
                throw FieldError(
                    path: "",
                    message: "unknown field; a controller has \(ControllerField.allCases.map(\.rawValue).joined(separator: ", "))."
                )
                .inField(key)
            }
            do throws(FieldError) { try readField(field, value) } catch { throw error.inField(key) }
        }
    }
}
