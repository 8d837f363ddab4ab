/// A bar button item: data, not a view (UIKit gives no access to the button it builds).
public struct BarButtonItem: Sendable, Equatable, Decodable, JSONReadable {
    public enum Style: String, Sendable, Equatable, CaseIterable, Choice { case plain, done }

    /// `UIBarButtonItem.SystemItem` names.
    public enum SystemItem: String, Sendable, Equatable, CaseIterable, Choice {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, close
    }

    public var title: String?
    public var image: String?
    public var systemItem: SystemItem?
    public var style: Style
    public var enabled: Bool

    public init(
        title: String? = nil, image: String? = nil, systemItem: SystemItem? = nil,
        style: Style = .plain, enabled: Bool = true
    ) {
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.style = style
        self.enabled = enabled
    }

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var item = BarButtonItem()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "title": item.title = try String?(json: value)
            case "image": item.image = try String?(json: value)
            case "systemItem": item.systemItem = try SystemItem?(json: value)
            case "style": item.style = try Style?(json: value) ?? .plain
            case "enabled": item.enabled = try Bool?(json: value) ?? true
            default: return false
            }
            return true
        }
        self = item
    }
}

extension BarButtonItem: JSONWritable {
    /// Only the fields that differ from UIKit's defaults.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let title { json.key("title"); json.string(title) }
        if let image { json.key("image"); json.string(image) }
        if let systemItem { json.key("systemItem"); json.string(systemItem.rawValue) }
        if style != .plain { json.key("style"); json.string(style.rawValue) }
        if !enabled { json.key("enabled"); json.bool(false) }
        json.endObject()
    }

    /// Its text, and 96 bytes for the fields it has besides.
    package var textBytes: Int { title.textBytes + image.textBytes + 96 }
    package var scalar: JSONValue? { nil }
}
