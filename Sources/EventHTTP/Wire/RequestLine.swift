/// `method SP request-target SP HTTP-version` (RFC 9112 §3), read strictly: one space between
/// the parts, a token for the method, visible ASCII for the target, `HTTP/1.0` or `HTTP/1.1`.
struct RequestLine: Sendable, Equatable {
    var method: HTTPMethod
    var methodToken: String
    var target: String
    var minorVersion: Int

    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<RequestLine, RequestParseError> {
        guard let firstSpace = line.firstIndex(of: space) else { return .failure(.malformedRequestLine) }
        let method = UnsafeBufferPointer(rebasing: line[0..<firstSpace])
        guard !method.isEmpty, method.allSatisfy(isTokenCharacter) else { return .failure(.malformedRequestLine) }
        let rest = UnsafeBufferPointer(rebasing: line[(firstSpace + 1)...])
        guard let secondSpace = rest.firstIndex(of: space) else { return .failure(.malformedRequestLine) }
        let target = UnsafeBufferPointer(rebasing: rest[0..<secondSpace])
        let version = UnsafeBufferPointer(rebasing: rest[(secondSpace + 1)...])
        // Visible ASCII only: a space, a control character or a byte above 0x7E in the target
        // is not a target two parsers would cut alike.
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .failure(.malformedRequestLine) }
        let minor: Int
        switch Self.version(version) {
        case .success(let value): minor = value
        case .failure(let error): return .failure(error)
        }
        let token = String(decoding: method, as: UTF8.self)
        let known = HTTPMethod(rawValue: token).flatMap { $0 == .unknown ? nil : $0 } ?? .unknown
        let text = String(decoding: target, as: UTF8.self)
        // The target's form goes with the method (RFC 9112 §3.2): `*` only for OPTIONS, an
        // authority only for CONNECT, otherwise a path or an absolute URI.
        switch known {
        case .CONNECT:
            break
        case .OPTIONS where text == "*":
            break
        default:
            guard target[0] == UInt8(ascii: "/") || text.lowercasedHasPrefix("http://") || text.lowercasedHasPrefix("https://")
            else { return .failure(.malformedRequestLine) }
        }
        return .success(RequestLine(method: known, methodToken: token, target: text, minorVersion: minor))
    }

    /// `HTTP/1.x` (case-sensitive, RFC 9112 §2.3): the minor version, a higher minor read as
    /// 1.1 (RFC 9110 §2.5). Another major version is 505; anything else is a malformed line.
    private static func version(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Int, RequestParseError> {
        let prefix = Array("HTTP/".utf8)
        guard bytes.count == 8, bytes.starts(with: prefix), isDigit(bytes[5]), bytes[6] == UInt8(ascii: "."), isDigit(bytes[7])
        else { return .failure(.malformedRequestLine) }
        let major = Int(bytes[5] - UInt8(ascii: "0"))
        let minor = Int(bytes[7] - UInt8(ascii: "0"))
        guard major == 1 else { return .failure(.unsupportedVersion("\(major).\(minor)")) }
        return .success(min(minor, 1))
    }
}

func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
