/// What a controller shows in a navigation bar when it is on top (`UINavigationItem`).
public struct NavigationItem: Sendable, Equatable {
    /// The bar title; when `nil` the controller's `title` is shown (UIKit propagates
    /// `title` to the item, never the other way round).
    public var title: String?
    public var prompt: String?
    /// The back button title the *next* controller's bar shows for this one.
    public var backButtonTitle: String?
    public var hidesBackButton: Bool
    /// Left items replace the back button unless this is true.
    public var leftItemsSupplementBackButton: Bool
    public var leftItems: [BarButtonItem]
    public var rightItems: [BarButtonItem]

    public init(
        title: String? = nil, prompt: String? = nil, backButtonTitle: String? = nil,
        hidesBackButton: Bool = false, leftItemsSupplementBackButton: Bool = false,
        leftItems: [BarButtonItem] = [], rightItems: [BarButtonItem] = []
    ) {
        self.title = title
        self.prompt = prompt
        self.backButtonTitle = backButtonTitle
        self.hidesBackButton = hidesBackButton
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.leftItems = leftItems
        self.rightItems = rightItems
    }

    /// Whether every field has its default value (the snapshot then leaves the item out).
    public var isEmpty: Bool { self == NavigationItem() }
}

/// A merge patch of a ``NavigationItem``: each field absent, removed (`null`) or set.
public struct NavigationItemPatch: Sendable, Equatable, Decodable {
    public var title: PatchField<String> = .absent
    public var prompt: PatchField<String> = .absent
    public var backButtonTitle: PatchField<String> = .absent
    public var hidesBackButton: PatchField<Bool> = .absent
    public var leftItemsSupplementBackButton: PatchField<Bool> = .absent
    public var leftItems: PatchField<[BarButtonItem]> = .absent
    public var rightItems: PatchField<[BarButtonItem]> = .absent

    public init() {}

    public init(from decoder: any Decoder) throws {
        var patch = NavigationItemPatch()
        try decoder.decodeFields { name, container, key in
            switch name {
            case "title": patch.title = try container.decodePatch(String.self, forKey: key)
            case "prompt": patch.prompt = try container.decodePatch(String.self, forKey: key)
            case "backButtonTitle": patch.backButtonTitle = try container.decodePatch(String.self, forKey: key)
            case "hidesBackButton": patch.hidesBackButton = try container.decodePatch(Bool.self, forKey: key)
            case "leftItemsSupplementBackButton":
                patch.leftItemsSupplementBackButton = try container.decodePatch(Bool.self, forKey: key)
            case "leftItems": patch.leftItems = try container.decodePatch([BarButtonItem].self, forKey: key)
            case "rightItems": patch.rightItems = try container.decodePatch([BarButtonItem].self, forKey: key)
            default: return false
            }
            return true
        }
        self = patch
    }

    /// `item` with this patch applied; a removed flag returns to its default.
    public func applied(to item: NavigationItem) -> NavigationItem {
        var item = item
        item.title = title.applied(to: item.title)
        item.prompt = prompt.applied(to: item.prompt)
        item.backButtonTitle = backButtonTitle.applied(to: item.backButtonTitle)
        item.hidesBackButton = hidesBackButton.applied(to: item.hidesBackButton) ?? false
        item.leftItemsSupplementBackButton =
            leftItemsSupplementBackButton.applied(to: item.leftItemsSupplementBackButton) ?? false
        item.leftItems = leftItems.applied(to: item.leftItems) ?? []
        item.rightItems = rightItems.applied(to: item.rightItems) ?? []
        return item
    }
}

extension NavigationItem: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try NavigationItemPatch(from: decoder).applied(to: NavigationItem())
    }
}
