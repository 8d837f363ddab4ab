/// A closed set of names a client picks from (`"kind": "tabBar"`, an orientation, a style).
///
/// Decoding a name that is not in the set fails with a ``FieldError`` that lists the valid
/// names, so a client never sees a Swift type in the answer.
public protocol Choice: RawRepresentable<String>, CaseIterable, Sendable, Decodable, JSONReadable {
    /// Whether a client may name it; a case that is not is also left out of `allCases`.
    var isOffered: Bool { get }
}

extension Choice {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public var isOffered: Bool { true }
}

/// A field a client got wrong, worded for the client: where it is and what was expected.
///
/// Thrown by the model's decoders in place of `DecodingError`, whose texts name Swift types.
public struct FieldError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One step of a path: a field's name or an array's index.
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    /// Where the field is, outermost first; rendered only when asked for.
    private var steps: [Step]
    public let message: String

    /// Where the field is, e.g. `root.children[0].kind` (empty for the body itself).
    public var path: String { Self.render(steps) }

    public init(_ codingPath: [any CodingKey], _ message: String) {
        self.steps = codingPath.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) }
        self.message = message
    }

    /// An error at field `path` of the value being read (`""`: the value itself).
    public init(path: String, message: String) {
        self.steps = path.isEmpty ? [] : [.key(path)]
        self.message = message
    }

    private init(steps: [Step], message: String) {
        self.steps = steps
        self.message = message
    }

    /// The same error one level further out, below field `key`.
    public func inField(_ key: String) -> FieldError { FieldError(steps: [.key(key)] + steps, message: message) }

    /// The same error one level further out, at index `index` of an array.
    public func atIndex(_ index: Int) -> FieldError { FieldError(steps: [.index(index)] + steps, message: message) }

    /// The same error below the coding path of a `Decoder`.
    func below(_ codingPath: [any CodingKey]) -> FieldError {
        FieldError(codingPath, message).appending(steps)
    }

    private func appending(_ inner: [Step]) -> FieldError { FieldError(steps: steps + inner, message: message) }

    public var description: String { "\(path.isEmpty ? "body" : path): \(message)" }

    /// Equal when they read the same: the path as rendered, and the message.
    public static func == (lhs: FieldError, rhs: FieldError) -> Bool { lhs.path == rhs.path && lhs.message == rhs.message }

    /// `root.children[0].title` from coding keys.
    public static func render(_ codingPath: [any CodingKey]) -> String {
        render(codingPath.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) })
    }

    private static func render(_ steps: [Step]) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : "." + key
            }
        }
        return text
    }
}
