/// The body of `PUT /storyboards/{name}`:
/// `{"initial"?: "Inbox", "scenes": [{"identifier", "controller", "segues"?, "unwindActions"?}]}`.
///
/// Decoding checks types and field names; ``Storyboard/problems(limits:)`` checks what makes a
/// storyboard unusable (unknown scenes, cycles, unwinds without an action) and lists them all.
public struct StoryboardDocument: Sendable, Equatable, Decodable, JSONReadable {
    public var initial: String?
    public var scenes: [Storyboard.Scene]
    /// Deep-link routes (docs/api-guide.md, "Deep links").
    public var routes: [Storyboard.Route] = []

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["initial", "scenes", "routes"])
        initial = try object.readUnlessNull("initial")
        scenes = try object.read("scenes")
        routes = try object.readUnlessNull("routes") ?? []
    }

    public func storyboard(named name: String) -> Storyboard {
        var storyboard = Storyboard(name: name, initial: initial, scenes: scenes)
        storyboard.routes = routes
        return storyboard
    }
}

extension Storyboard.Scene: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["identifier", "controller", "segues", "unwindActions"])
        self.init(
            identifier: try object.read("identifier"), controller: try object.read("controller"),
            segues: try object.readUnlessNull("segues") ?? [], unwindActions: try object.readUnlessNull("unwindActions") ?? [])
    }
}

/// A popover segue's anchor: a popover presentation without its source (the segue's).
private struct SegueAnchor: JSONReadable {
    let popover: PopoverPresentation

    init(json: JSONValue) throws(FieldError) { popover = try PopoverPresentation(json: json, sourceIsImplicit: true) }
}

extension Storyboard.Segue: Decodable, JSONReadable {
    /// The kinds by name, as a client writes them.
    enum KindName: String, Choice { case show, showDetail, present, popover, embed, custom, unwind, push }

    /// The custom segue classes NavState knows.
    enum SegueClass: String, Choice { case RotatingSegue }

    enum Direction: String, Choice { case forward, reverse }

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: [
            "identifier", "kind", "destination", "enabled", "requires", "modalPresentationStyle", "modalTransitionStyle", "anchor",
            "segueClass", "direction", "action",
        ])
        let name: KindName = try object.read("kind")
        // Fields of another kind are refused, never ignored.
        let fieldsByKind: [KindName: [String]] = [
            .present: ["modalPresentationStyle", "modalTransitionStyle"], .popover: ["anchor"],
            .custom: ["segueClass", "direction"], .unwind: ["action"],
        ]
        for (kind, keys) in fieldsByKind where kind != name {
            if let key = keys.first(where: object.has) {
                throw FieldError(path: "", message: "applies to '\(kind.rawValue)' segues only, not '\(name.rawValue)'.").inField(key)
            }
        }
        let kind: Kind
        switch name {
        case .show: kind = .show
        case .showDetail: kind = .showDetail
        case .present:
            kind = .present(
                style: try object.readUnlessNull("modalPresentationStyle"), transition: try object.readUnlessNull("modalTransitionStyle"))
        case .popover:
            kind = .popover(anchor: try object.readUnlessNull("anchor", as: SegueAnchor.self)?.popover ?? PopoverPresentation())
        case .embed: kind = .embed
        case .custom:
            _ = try object.read("segueClass", as: SegueClass.self)
            let direction = try object.readUnlessNull("direction", as: Direction.self) ?? .forward
            kind = .custom(.rotating(forward: direction == .forward))
        case .unwind: kind = .unwind(action: try object.readUnlessNull("action") ?? "")
        case .push: kind = .push
        }
        self.init(
            identifier: try object.read("identifier"), kind: kind, destination: try object.readUnlessNull("destination"),
            enabled: try object.readUnlessNull("enabled") ?? true, requires: try object.readUnlessNull("requires") ?? [:])
    }
}

extension JSONObject {
    /// A field that may be left out but not given as `null` (the document is kept as sent, so
    /// a `null` would come back where a value belongs).
    func readUnlessNull<T: JSONReadable>(_ key: String, as type: T.Type = T.self) throws(FieldError) -> T? {
        guard let value = fields[key] else { return nil }
        if case .null = value { throw FieldError(path: "", message: "null is not a value here; leave the field out.").inField(key) }
        do { return try T(json: value) } catch { throw error.inField(key) }
    }
}
