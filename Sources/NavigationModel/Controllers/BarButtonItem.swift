/// A bar button item: data, not a view (UIKit gives no access to the button it builds).
public struct BarButtonItem: Sendable, Equatable, Decodable {
    public enum Style: String, Sendable, Equatable, Decodable { case plain, done }

    /// `UIBarButtonItem.SystemItem` names.
    public enum SystemItem: String, Sendable, Equatable, Decodable, CaseIterable {
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

    private enum CodingKeys: String, CodingKey, CaseIterable { case title, image, systemItem, style, enabled }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        image = try container.decodeIfPresent(String.self, forKey: .image)
        systemItem = try container.decodeIfPresent(SystemItem.self, forKey: .systemItem)
        style = try container.decodeIfPresent(Style.self, forKey: .style) ?? .plain
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    }
}
