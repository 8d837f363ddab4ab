/// A closed set of names a client picks from (`"kind": "tabBar"`, an orientation, a style).
///
/// Decoding a name that is not in the set fails with a ``FieldError`` that lists the valid
/// names, so a client never sees a Swift type in the answer.
public protocol Choice: RawRepresentable<String>, CaseIterable, Sendable, Decodable, JSONReadable {}

extension Choice {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }
}

/// A field a client got wrong, worded for the client: where it is and what was expected.
///
/// Thrown by the model's decoders in place of `DecodingError`, whose texts name Swift types.
public struct FieldError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the field is, e.g. `root.children[0].kind` (empty for the body itself).
    public let path: String
    public let message: String

    public init(_ codingPath: [any CodingKey], _ message: String) {
        self.path = FieldError.render(codingPath)
        self.message = message
    }

    /// An error at a path already rendered (`root.children[0]`).
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path.isEmpty ? "body" : path): \(message)" }

    /// `root.children[0].title` from coding keys.
    public static func render(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
