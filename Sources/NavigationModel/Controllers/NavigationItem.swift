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
public struct NavigationItemPatch: Sendable, Equatable, Decodable, JSONReadable {
    public var title: PatchField<String> = .absent
    public var prompt: PatchField<String> = .absent
    public var backButtonTitle: PatchField<String> = .absent
    public var hidesBackButton: PatchField<Bool> = .absent
    public var leftItemsSupplementBackButton: PatchField<Bool> = .absent
    public var leftItems: PatchField<[BarButtonItem]> = .absent
    public var rightItems: PatchField<[BarButtonItem]> = .absent

    public init() {}

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var patch = NavigationItemPatch()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "title": patch.title = try PatchField<String>(json: value)
            case "prompt": patch.prompt = try PatchField<String>(json: value)
            case "backButtonTitle": patch.backButtonTitle = try PatchField<String>(json: value)
            case "hidesBackButton": patch.hidesBackButton = try PatchField<Bool>(json: value)
            case "leftItemsSupplementBackButton":
                patch.leftItemsSupplementBackButton = try PatchField<Bool>(json: value)
            case "leftItems": patch.leftItems = try PatchField<[BarButtonItem]>(json: value)
            case "rightItems": patch.rightItems = try PatchField<[BarButtonItem]>(json: value)
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

extension NavigationItem: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) { self = try NavigationItemPatch(json: json).applied(to: NavigationItem()) }
}

extension NavigationItem: JSONWritable {
    /// Only the fields that differ from UIKit's defaults.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let title { json.key("title"); json.string(title) }
        if let prompt { json.key("prompt"); json.string(prompt) }
        if let backButtonTitle { json.key("backButtonTitle"); json.string(backButtonTitle) }
        if hidesBackButton { json.key("hidesBackButton"); json.bool(true) }
        if leftItemsSupplementBackButton { json.key("leftItemsSupplementBackButton"); json.bool(true) }
        if !leftItems.isEmpty { json.key("leftItems"); leftItems.write(to: &json) }
        if !rightItems.isEmpty { json.key("rightItems"); rightItems.write(to: &json) }
        json.endObject()
    }

    package var textBytes: Int {
        title.textBytes + prompt.textBytes + backButtonTitle.textBytes + leftItems.textBytes + rightItems.textBytes
    }
    package var scalar: JSONValue? { nil }
}
