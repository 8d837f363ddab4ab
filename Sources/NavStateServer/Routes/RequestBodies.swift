internal import NavigationModel

/// `POST /sessions`: `{"root": spec, "id"?: "…", "traits"?: {…}}`.
struct CreateSessionBody: Decodable {
    var root: ControllerSpec
    var id: String?
    var traits: Traits?

    private enum CodingKeys: String, CodingKey, CaseIterable { case root, id, traits }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decode(ControllerSpec.self, forKey: .root)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        traits = try container.decodeIfPresent(Traits.self, forKey: .traits)
    }
}

/// `pop`, `pop-to-root`: `{}` or `{"animated": false}`; the body may be empty.
struct AnimatedBody: Decodable {
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        animated = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `push`: `{"controller": spec-or-id, "animated"?: true}`; `pop-to` takes an id only.
struct ControllerBody: Decodable {
    var controller: ControllerReference
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case controller, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        controller = try container.decode(ControllerReference.self, forKey: .controller)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}

/// `set-view-controllers`: `{"controllers": [spec-or-id, …], "animated"?: true}`.
struct ControllersBody: Decodable {
    var controllers: [ControllerReference]
    var animated: Bool

    private enum CodingKeys: String, CodingKey, CaseIterable { case controllers, animated }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        controllers = try container.decode([ControllerReference].self, forKey: .controllers)
        animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
    }
}
