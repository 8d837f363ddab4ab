/// A request target split the way the responder reads it: origin-form `/path?query`,
/// absolute-form `http://authority/path?query` (RFC 9112 §3.2.2: the authority stands for
/// `Host`), `*` for `OPTIONS`, an authority for `CONNECT`. A fragment is dropped.
struct Target {
    var path: String
    var query: String?
    var authority: String?

    init(_ target: String, method: HTTPMethod) {
        let bytes = target.utf8
        var start = bytes.startIndex
        var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        if method != .CONNECT, bytes.first != UInt8(ascii: "/"), let afterScheme = Self.schemeEnd(of: target) {
            let authorityEnd = bytes[afterScheme..<end].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? end
            var authorityStart = afterScheme
            if let at = bytes[afterScheme..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) { authorityStart = bytes.index(after: at) }
            authority = String(target[authorityStart..<authorityEnd])
            start = authorityEnd
        }
        if let question = bytes[start..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = String(target[bytes.index(after: question)..<end])
            end = question
        }
        if start == bytes.startIndex, end == bytes.endIndex {
            path = target
        } else {
            path = start == end ? "/" : String(target[start..<end])
        }
    }

    /// Where what follows `http://` or `https://` (either case) starts, if the target starts
    /// with one.
    private static func schemeEnd(of target: String) -> String.Index? {
        for scheme in ["http://", "https://"] where target.lowercasedHasPrefix(scheme) {
            return target.utf8.index(target.utf8.startIndex, offsetBy: scheme.utf8.count)
        }
        return nil
    }
}
