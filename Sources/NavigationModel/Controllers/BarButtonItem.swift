/// A bar button item: data, not a view (UIKit gives no access to the button it builds).
public struct BarButtonItem: Sendable, Equatable, Decodable {
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

    public init(from decoder: any Decoder) throws {
        var item = BarButtonItem()
        try decoder.decodeFields { name, container, key in
            switch name {
            case "title": item.title = try container.decodeIfPresent(String.self, forKey: key)
            case "image": item.image = try container.decodeIfPresent(String.self, forKey: key)
            case "systemItem": item.systemItem = try container.decodeIfPresent(SystemItem.self, forKey: key)
            case "style": item.style = try container.decodeIfPresent(Style.self, forKey: key) ?? .plain
            case "enabled": item.enabled = try container.decodeIfPresent(Bool.self, forKey: key) ?? true
            default: return false
            }
            return true
        }
        self = item
    }
}
