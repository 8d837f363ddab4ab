/// What a controller shows in a tab bar (`UITabBarItem`).
public struct TabBarItem: Sendable, Equatable {
    /// The item title; when `nil` the controller's `title` is shown.
    public var title: String?
    public var image: String?
    public var badgeValue: String?
    public var tag: Int

    public init(title: String? = nil, image: String? = nil, badgeValue: String? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
        self.tag = tag
    }
}

/// A merge patch of a ``TabBarItem``.
public struct TabBarItemPatch: Sendable, Equatable, Decodable {
    public var title: PatchField<String> = .absent
    public var image: PatchField<String> = .absent
    public var badgeValue: PatchField<String> = .absent
    public var tag: PatchField<Int> = .absent

    public init() {}

    public init(from decoder: any Decoder) throws {
        var patch = TabBarItemPatch()
        try decoder.decodeFields { name, container, key in
            switch name {
            case "title": patch.title = try container.decodePatch(String.self, forKey: key)
            case "image": patch.image = try container.decodePatch(String.self, forKey: key)
            case "badgeValue": patch.badgeValue = try container.decodePatch(String.self, forKey: key)
            case "tag": patch.tag = try container.decodePatch(Int.self, forKey: key)
            default: return false
            }
            return true
        }
        self = patch
    }

    public func applied(to item: TabBarItem) -> TabBarItem {
        TabBarItem(
            title: title.applied(to: item.title), image: image.applied(to: item.image),
            badgeValue: badgeValue.applied(to: item.badgeValue), tag: tag.applied(to: item.tag) ?? 0)
    }
}

extension TabBarItem: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try TabBarItemPatch(from: decoder).applied(to: TabBarItem())
    }
}
