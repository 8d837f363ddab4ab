internal import NavigationModel

/// Decodes request bodies — parsed by ``JSONReader``, decoded by ``JSONValueDecoder`` — and
/// turns their errors into 400 problems that name the field, e.g.
/// `root.children[0].title: expected a string`. No answer names a Swift type.
enum BodyDecoding {
    /// Reads `T` from the body without Codable (``JSONReadable``); an empty body is read as `{}`
    /// when `emptyIsObject`.
    static func read<T: JSONReadable>(
        _ type: T.Type, from body: RequestBody, emptyIsObject: Bool = false
    ) throws(APIError) -> T {
        let value = try value(of: body, emptyIsObject: emptyIsObject)
        do throws(FieldError) { return try T(json: value) } catch { throw .invalidBody(error.description) }
    }

    /// Decodes `T` from the body through its `Decodable` conformance; an empty body is read as
    /// `{}` when `emptyIsObject`.
    static func decode<T: Decodable>(
        _ type: T.Type, from body: RequestBody, emptyIsObject: Bool = false
    ) throws(APIError) -> T {
        let value = try value(of: body, emptyIsObject: emptyIsObject)
        do throws(FieldError) { return try decodable(T.self, from: value) } catch { throw .invalidBody(error.description) }
    }

    private static func value(of body: RequestBody, emptyIsObject: Bool) throws(APIError) -> JSONValue {
        switch body {
        case .empty:
            guard emptyIsObject else { throw .invalidBody("A JSON object body is required.") }
            return .object([:])
        case .json(let parsed):
            return parsed
        case .malformed(let error):
            throw .malformedJSON(error.detail)
        }
    }

    /// A `Decodable` value inside a body read without Codable (an export document, traits):
    /// its errors worded as ``JSONReadable``'s, relative to `value`.
    static func decodable<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(FieldError) -> T {
        do {
            return try T(from: JSONValueDecoder(value))
        } catch let error as FieldError {
            throw error
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw FieldError(path: "", message: "does not fit the expected shape.")
        }
    }

    private static func describe(_ error: DecodingError) -> FieldError {
        switch error {
        case .typeMismatch(let type, let context):
            FieldError(context.codingPath, "expected \(describe(type)).")
        case .valueNotFound(let type, let context):
            FieldError(context.codingPath, "expected \(describe(type)), found null.")
        case .keyNotFound(let key, let context):
            FieldError(context.codingPath + [key], "required field is missing.")
        case .dataCorrupted(let context):
            FieldError(context.codingPath, "invalid value.")
        @unknown default:
            FieldError(path: "", message: "does not fit the expected shape.")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Double.Type: "a number"
        case is [Any].Type: "an array"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

}

/// A `Decodable` value read where a ``JSONReadable`` one goes (export documents, traits), through
/// ``BodyDecoding/decodable(_:from:)``: `object.read("traits", as: Decoded<Traits>.self)`.
struct Decoded<Value: Decodable>: JSONReadable {
    let value: Value

    init(json: JSONValue) throws(FieldError) { value = try BodyDecoding.decodable(Value.self, from: json) }
}

/// A request's body, parsed once when the request arrives. A body that asks more than the
/// limits allow is refused then, whatever the route; a syntax error is answered when a route
/// reads the body (a route that takes none ignores it).
enum RequestBody {
    /// No bytes, or only whitespace.
    case empty
    case json(JSONValue)
    case malformed(JSONReader.SyntaxError)

    /// - Throws: 400 for a body over the limits (`malformed-json` for a trailing comma).
    init(_ bytes: [UInt8], maxDepth: Int) throws(APIError) {
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            self = .empty
            return
        }
        do throws(JSONReader.Failure) {
            self = .json(try JSONReader.parse(bytes, maxDepth: maxDepth))
        } catch {
            switch error {
            case .syntax(let syntax): self = .malformed(syntax)
            case .refused(.trailingComma): throw .malformedJSON(JSONReader.Refusal.trailingComma.detail)
            case .refused(let refusal): throw .invalidBody(refusal.detail)
            }
        }
    }
}
