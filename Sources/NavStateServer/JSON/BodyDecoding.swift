internal import NavigationModel

/// Decodes request bodies — parsed by ``JSONReader``, decoded by ``JSONValueDecoder`` — and
/// turns their errors into 400 problems that name the field, e.g.
/// `root.children[0].title: expected a string`. No answer names a Swift type.
enum BodyDecoding {
    /// Decodes `T` from the body; an empty body is read as `{}` when `emptyIsObject`.
    static func decode<T: Decodable>(
        _ type: T.Type, from body: RequestBody, emptyIsObject: Bool = false
    ) throws(APIError) -> T {
        let value: JSONValue
        switch body {
        case .empty:
            guard emptyIsObject else { throw .invalidBody("A JSON object body is required.") }
            value = .object([:])
        case .json(let parsed):
            value = parsed
        case .malformed(let error):
            throw .malformedJSON(error.detail)
        }
        do {
            return try T(from: JSONValueDecoder(value))
        } catch let error as FieldError {
            throw .invalidBody(error.description)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw .invalidBody("The body does not fit the expected shape.")
        }
    }

    private static func describe(_ error: DecodingError) -> APIError {
        switch error {
        case .typeMismatch(let type, let context):
            return .invalidBody("\(path(context.codingPath)): expected \(describe(type)).")
        case .valueNotFound(let type, let context):
            return .invalidBody("\(path(context.codingPath)): expected \(describe(type)), found null.")
        case .keyNotFound(let key, let context):
            return .invalidBody("\(path(context.codingPath + [key])): required field is missing.")
        case .dataCorrupted(let context):
            return .invalidBody("\(path(context.codingPath)): invalid value.")
        @unknown default:
            return .invalidBody("The body does not fit the expected shape.")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let text = FieldError.render(keys)
        return text.isEmpty ? "body" : text
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
