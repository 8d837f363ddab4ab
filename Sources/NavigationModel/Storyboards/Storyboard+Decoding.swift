/// The body of `PUT /storyboards/{name}`:
/// `{"initial"?: "Inbox", "scenes": [{"identifier", "controller", "segues"?, "unwindActions"?}]}`.
///
/// Decoding checks types and field names; ``Storyboard/problems(limits:)`` checks what makes a
/// storyboard unusable (unknown scenes, cycles, unwinds without an action) and lists them all.
public struct StoryboardDocument: Sendable, Equatable, Decodable {
    public var initial: String?
    public var scenes: [Storyboard.Scene]

    private enum CodingKeys: String, CodingKey, CaseIterable { case initial, scenes }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        initial = try container.decodeUnlessNull(String.self, forKey: .initial)
        scenes = try container.decode([Storyboard.Scene].self, forKey: .scenes)
    }

    public func storyboard(named name: String) -> Storyboard { Storyboard(name: name, initial: initial, scenes: scenes) }
}

extension Storyboard.Scene: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case identifier, controller, segues, unwindActions }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            controller: try container.decode(ControllerSpec.self, forKey: .controller),
            segues: try container.decodeUnlessNull([Storyboard.Segue].self, forKey: .segues) ?? [],
            unwindActions: try container.decodeUnlessNull([String].self, forKey: .unwindActions) ?? [])
    }
}

/// A popover segue's anchor: a popover presentation without its source (the segue's).
private struct SegueAnchor: Decodable, JSONReadable {
    let popover: PopoverPresentation

    init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    init(json: JSONValue) throws(FieldError) { popover = try PopoverPresentation(json: json, sourceIsImplicit: true) }
}

extension Storyboard.Segue: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier, kind, destination, enabled, requires, modalPresentationStyle, modalTransitionStyle, anchor,
            segueClass, direction, action
    }

    /// The kinds by name, as a client writes them.
    enum KindName: String, Choice { case show, showDetail, present, popover, embed, custom, unwind, push }

    /// The custom segue classes NavState knows.
    enum SegueClass: String, Choice { case RotatingSegue }

    enum Direction: String, Choice { case forward, reverse }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(KindName.self, forKey: .kind)
        // Fields of another kind are refused, never ignored.
        let fieldsByKind: [KindName: [CodingKeys]] = [
            .present: [.modalPresentationStyle, .modalTransitionStyle], .popover: [.anchor],
            .custom: [.segueClass, .direction], .unwind: [.action],
        ]
        for (kind, keys) in fieldsByKind where kind != name {
            if let key = keys.first(where: container.contains) {
                throw FieldError(decoder.codingPath + [key], "applies to '\(kind.rawValue)' segues only, not '\(name.rawValue)'.")
            }
        }
        let kind: Kind
        switch name {
        case .show: kind = .show
        case .showDetail: kind = .showDetail
        case .present:
            kind = .present(
                style: try container.decodeUnlessNull(ModalPresentationStyle.self, forKey: .modalPresentationStyle),
                transition: try container.decodeUnlessNull(ModalTransitionStyle.self, forKey: .modalTransitionStyle))
        case .popover:
            kind = .popover(anchor: try container.decodeUnlessNull(SegueAnchor.self, forKey: .anchor)?.popover ?? PopoverPresentation())
        case .embed: kind = .embed
        case .custom:
            _ = try container.decode(SegueClass.self, forKey: .segueClass)
            let direction = try container.decodeUnlessNull(Direction.self, forKey: .direction) ?? .forward
            kind = .custom(.rotating(forward: direction == .forward))
        case .unwind: kind = .unwind(action: try container.decodeUnlessNull(String.self, forKey: .action) ?? "")
        case .push: kind = .push
        }
        self.init(
            identifier: try container.decode(String.self, forKey: .identifier), kind: kind,
            destination: try container.decodeUnlessNull(String.self, forKey: .destination),
            enabled: try container.decodeUnlessNull(Bool.self, forKey: .enabled) ?? true,
            requires: try container.decodeUnlessNull([String: JSONValue].self, forKey: .requires) ?? [:])
    }
}

extension KeyedDecodingContainer {
    /// A field that may be left out but not given as `null` (the document is kept as sent, so
    /// a `null` would come back where a value belongs).
    func decodeUnlessNull<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) { throw FieldError(codingPath + [key], "null is not a value here; leave the field out.") }
        return try decode(Value.self, forKey: key)
    }
}
