internal import EventHTTP
internal import NavigationModel

/// Decodes request bodies — parsed by ``JSONReader``, decoded by ``JSONValueDecoder`` — and
/// turns their errors into 400 problems that name the field, e.g.
/// `root.children[0].title: expected a string`. No answer names a Swift type.
enum BodyDecoding {
    /// Decodes `T` from the body; an empty body is read as `{}` when `emptyIsObject`.
    static func decode<T: Decodable>(
        _ type: T.Type, from request: HTTPRequest, emptyIsObject: Bool = false
    ) throws(APIError) -> T {
        var body = request.body
        if body.allSatisfy(isWhitespace) {
            guard emptyIsObject else { throw .invalidBody("A JSON object body is required.") }
            body = Array("{}".utf8)
        }
        let value: JSONValue
        do throws(JSONReader.SyntaxError) {
            value = try JSONReader.parse(body)
        } catch {
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
