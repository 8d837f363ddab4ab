/// A storyboard as a client uploads it (`PUT /storyboards/{name}`): scenes by storyboard
/// identifier, each a controller spec with the segues that start from it and the unwind actions
/// it implements, and the initial scene.
///
/// A session keeps its own copy of every storyboard it instantiates from (as an app keeps the
/// storyboards compiled into its bundle): a later upload or delete changes new sessions only,
/// and a session's journal replays the same way whatever the registry holds.
public struct Storyboard: Sendable, Equatable {
    public let name: String
    /// The scene `POST /sessions {"storyboard"}` builds (Interface Builder's entry point).
    public var initial: String?
    /// The scenes in upload order.
    public var scenes: [Scene]
    /// The deep-link routes it declares, in document order.
    public var routes: [Route] = []
    /// The scenes by identifier.
    private var index: [String: Int] = [:]
    /// The document as uploaded, for writing it back (`GET`, checkpoints, exports); the server
    /// sets it, the rules never read it.
    public var document: JSONValue?

    public init(name: String, initial: String?, scenes: [Scene]) {
        self.name = name
        self.initial = initial
        self.scenes = scenes
        for (position, scene) in scenes.enumerated() where index[scene.identifier] == nil {
            index[scene.identifier] = position
        }
    }

    public subscript(identifier: String) -> Scene? { index[identifier].map { scenes[$0] } }

    public static func == (lhs: Storyboard, rhs: Storyboard) -> Bool {
        lhs.name == rhs.name && lhs.initial == rhs.initial && lhs.scenes == rhs.scenes && lhs.routes == rhs.routes
    }

    /// One scene: what `instantiateViewController(withIdentifier:)` builds.
    public struct Scene: Sendable, Equatable {
        /// `storyboardIdentifier`.
        public var identifier: String
        /// The controller, without an `id` (every instantiation gets fresh ids).
        public var controller: ControllerSpec
        public var segues: [Segue]
        /// The unwind actions the scene's class implements (`@IBAction func unwindToInbox(_:)`):
        /// what makes it a destination of an unwind segue with that action.
        public var unwindActions: [String]

        public init(identifier: String, controller: ControllerSpec, segues: [Segue] = [], unwindActions: [String] = []) {
            self.identifier = identifier
            self.controller = controller
            self.segues = segues
            self.unwindActions = unwindActions
        }

        public func segue(_ identifier: String) -> Segue? { segues.first { $0.identifier == identifier } }

        /// The identifiers of its embed segues, in order: what a container instantiated from it
        /// performs when its view loads.
        var embedSegues: [String] { segues.filter { $0.kind == .embed && $0.destination != nil }.map(\.identifier) }
    }

    /// A segue from a scene (Interface Builder's kinds since iOS 8, plus the deprecated `push`).
    public struct Segue: Sendable, Equatable {
        public var identifier: String
        public var kind: Kind
        /// The scene the segue instantiates; `nil` for an unwind.
        public var destination: String?
        /// `false`: `shouldPerformSegue(withIdentifier:sender:)` answers NO to a user's trigger.
        public var enabled: Bool
        /// `shouldPerformSegue` answers NO to a user's trigger unless the `userInfo` sent has
        /// each of these fields with this value.
        public var requires: [String: JSONValue]

        public init(
            identifier: String, kind: Kind, destination: String? = nil, enabled: Bool = true, requires: [String: JSONValue] = [:]
        ) {
            self.identifier = identifier
            self.kind = kind
            self.destination = destination
            self.enabled = enabled
            self.requires = requires
        }

        public enum Kind: Sendable, Equatable {
            /// `show(_:sender:)`: a push in a navigation controller, else a presentation.
            case show
            /// `showDetailViewController(_:sender:)`.
            case showDetail
            /// Present modally, with the segue's style and transition when it sets them.
            case present(style: ModalPresentationStyle?, transition: ModalTransitionStyle?)
            /// Present as popover, anchored to a bar button item or a rectangle of the source.
            case popover(anchor: PopoverPresentation)
            /// The destination is a child of the (container) source from its creation.
            case embed
            /// A `UIStoryboardSegue` subclass; NavState knows seed 001's `RotatingSegue`.
            case custom(CustomSegue)
            /// Back to the nearest controller, up the source's parents and presenters, whose
            /// scene implements `action`.
            case unwind(action: String)
            /// The deprecated push segue: UIKit raises when the source has no navigation
            /// controller (SEG-11).
            case push

            public var name: String {
                switch self {
                case .show: "show"
                case .showDetail: "showDetail"
                case .present: "present"
                case .popover: "popover"
                case .embed: "embed"
                case .custom: "custom"
                case .unwind: "unwind"
                case .push: "push"
                }
            }
        }

        /// The custom segue classes NavState carries out.
        public enum CustomSegue: Sendable, Equatable {
            /// Seed 001's cube rotation: the destination replaces the source in the source's
            /// custom container (`transition(from:to:)` with containment, CON-5), turning
            /// `forward` or `reverse`.
            case rotating(forward: Bool)
        }
    }
}

/// A scene named by storyboard and identifier: what a controller was instantiated from.
public struct SceneReference: Sendable, Equatable, Hashable {
    public var storyboard: String
    public var identifier: String

    public init(storyboard: String, identifier: String) {
        self.storyboard = storyboard
        self.identifier = identifier
    }
}

extension SceneReference: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["storyboard", "identifier"])
        self.init(storyboard: try object.read("storyboard"), identifier: try object.read("identifier"))
    }
}

extension SceneReference: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("storyboard"); json.string(storyboard)
        json.key("identifier"); json.string(identifier)
        json.endObject()
    }

    package var textBytes: Int { storyboard.textBytes + identifier.textBytes }
    package var scalar: JSONValue? { nil }
}
