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
public struct TabBarItemPatch: Sendable, Equatable, Decodable, JSONReadable {
    public var title: PatchField<String> = .absent
    public var image: PatchField<String> = .absent
    public var badgeValue: PatchField<String> = .absent
    public var tag: PatchField<Int> = .absent

    public init() {}

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var patch = TabBarItemPatch()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "title": patch.title = try PatchField<String>(json: value)
            case "image": patch.image = try PatchField<String>(json: value)
            case "badgeValue": patch.badgeValue = try PatchField<String>(json: value)
            case "tag": patch.tag = try PatchField<Int>(json: value)
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

extension TabBarItem: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) { self = try TabBarItemPatch(json: json).applied(to: TabBarItem()) }
}

extension TabBarItem: JSONWritable {
    /// The tag always, the rest when set.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let title { json.key("title"); json.string(title) }
        if let image { json.key("image"); json.string(image) }
        if let badgeValue { json.key("badgeValue"); json.string(badgeValue) }
        json.key("tag"); json.int(tag)
        json.endObject()
    }

    package var textBytes: Int { title.textBytes + image.textBytes + badgeValue.textBytes }
    package var scalar: JSONValue? { nil }
}
