package import NavStateDocuments
package import NavigationModel

/// Reads request bodies — parsed by ``JSONReader``, read by their ``JSONReadable`` types — and
/// turns their errors into 400 problems that name the field, e.g.
/// `root.children[0].title: expected a string`. No answer names a Swift type.
package enum BodyDecoding {
    /// Reads `T` from the body without Codable (``JSONReadable``); an empty body is read as `{}`
    /// when `emptyIsObject`.
    package static func read<T: JSONReadable>(
        _ type: T.Type, from body: RequestBody, emptyIsObject: Bool = false
    ) throws(APIError) -> T {
        let value = try value(of: body, emptyIsObject: emptyIsObject)
        do throws(FieldError) { return try T(json: value) } catch { throw .invalidBody(error.description) }
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
}

/// A request's body, parsed once when the request arrives. A body that asks more than the
/// limits allow is refused then, whatever the route; a syntax error is answered when a route
/// reads the body (a route that takes none ignores it).
package enum RequestBody {
    /// No bytes, or only whitespace.
    case empty
    case json(JSONValue)
    case malformed(JSONReader.SyntaxError)

    /// - Throws: 400 for a body over the limits (`malformed-json` for a trailing comma).
    package init(_ bytes: [UInt8], maxDepth: Int) throws(APIError) {
        guard bytes.contains(where: { !JSONWriter.isWhitespace($0) }) else {
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
