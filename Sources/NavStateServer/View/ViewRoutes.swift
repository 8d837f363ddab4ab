internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

/// The live view (docs/api-guide.md "Watching a session: the live view and /metrics"): `GET /` lists the
/// caller's sessions, newest first, each linking to `GET /sessions/{sid}/view`, a page that
/// draws the session as the device would show it and follows it through the event stream;
/// `GET /assets/{name}` serves the page's script and style. All of it is compiled into the
/// binary (`PackageResources`).
///
/// The pages pass through the same guard as the API (host, origin, key): a browser sends the
/// key as the password of the `Basic` challenge a 401 carries. Their policy lets them load
/// only this server's own script, style and data, so a title a client set can never run as
/// script (the page writes client text as text, never as markup).
extension NavStateAPI {
    /// How many sessions the index lists.
    static let indexLimit = 200

    /// `GET /`: the caller's sessions, newest first.
    func index(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        var html = HTMLWriter()
        html.raw("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<title>NavState sessions</title>\n<link rel=\"stylesheet\" href=\"/assets/view.css\">\n</head>\n")
        html.raw("<body class=\"index\">\n<main>\n<h1>NavState sessions</h1>\n")
        let sessions = registry.newest(of: context.tenant, limit: Self.indexLimit)
        var rows: [(id: String, revision: Int, root: String, title: String?)] = []
        for session in sessions {
            // A session deleted since the list was taken is left out.
            guard
                let row = try? session.locked({ state in
                    let root = try? state.hierarchy.controller(state.hierarchy.rootID)
                    return (state.readableRevision.rawValue, root?.className ?? "", root?.properties.title)
                })
            else { continue }
            rows.append((session.id.rawValue, row.0, row.1, row.2))
        }
        if rows.isEmpty {
            firstRequest(into: &html, host: context.request.authority ?? "localhost:8080", keyed: context.tenant != nil)
        } else {
            html.raw("<p>The newest \(rows.count == Self.indexLimit ? "\(Self.indexLimit) " : "")sessions first; ")
            html.raw("<a href=\"/sessions\">all of them as JSON</a>.</p>\n")
            html.raw("<table>\n<thead><tr><th scope=\"col\">Session</th><th scope=\"col\">Revision</th>")
            html.raw("<th scope=\"col\">Root</th><th scope=\"col\">Snapshot</th></tr></thead>\n<tbody>\n")
            for row in rows {
                let path = "/sessions/" + row.id
                html.raw("<tr><td><a href=\""); html.text(path + "/view"); html.raw("\">"); html.text(row.id); html.raw("</a></td>")
                html.raw("<td>\(row.revision)</td><td>"); html.text(row.root)
                if let title = row.title { html.raw(" <q>"); html.text(title); html.raw("</q>") }
                html.raw("</td><td><a href=\""); html.text(path); html.raw("\" aria-label=\"JSON snapshot of ")
                html.text(row.id); html.raw("\">JSON</a></td></tr>\n")
            }
            html.raw("</tbody>\n</table>\n")
        }
        html.raw("</main>\n</body>\n</html>\n")
        return Self.page(html.bytes, contentType: "text/html; charset=utf-8", cache: "private, no-store")
    }

    /// The empty index: a first request to copy into a terminal, for the host the browser used.
    private func firstRequest(into html: inout HTMLWriter, host: String, keyed: Bool) {
        html.raw("<p>No sessions yet. Create one from a terminal, then reload: it appears here.</p>\n<pre><code>")
        html.text("curl -s -X POST http://\(host)/sessions")
        if keyed { html.text(" -H 'Authorization: Bearer YOUR_KEY'") }
        html.text(
            #" -d '{"id": "demo", "root": {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox", "title": "Inbox"}]}}'"#
        )
        html.raw("</code></pre>\n<p>Then push a screen and watch it here: <code>")
        html.text(#"curl -s -X POST http://\#(host)/sessions/demo/push -d '{"controller": {"kind": "view", "title": "Lunch?"}}'"#)
        html.raw("</code></p>\n")
    }

    /// `GET /sessions/{sid}/view`: the page; it reads the session id from its own path.
    func view(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        _ = try registry.session(context.sessionKey)
        return Self.page(PackageResources.view_html, contentType: "text/html; charset=utf-8", cache: "private, no-store")
    }

    /// `GET /assets/{name}`: the view's script and style.
    func asset(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        switch context.parameters["name"] {
        case "view.js": Self.page(PackageResources.view_js, contentType: "text/javascript; charset=utf-8")
        case "view.css": Self.page(PackageResources.view_css, contentType: "text/css; charset=utf-8")
        default: throw .unknownRoute(context.request.path)
        }
    }

    /// What every page and asset is sent with: only this server's own script, style and data
    /// may load; no framing, no referrer, no sniffing; assets revalidated (a new build changes
    /// them), pages with a tenant's data never stored.
    /// `GET /schemas/{name}`: the JSON Schema of one answer (openapi.yaml's, with what it refers to).
    static func schema(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let body: [UInt8]
        switch context.parameters["name"] {
        case "snapshot.json": body = ServedDocuments.snapshotSchema
        case "mutation-result.json": body = ServedDocuments.mutationResultSchema
        case "problem.json": body = ServedDocuments.problemSchema
        default: throw .unknownRoute(context.request.path)
        }
        return page(body, contentType: "application/schema+json")
    }

    static func page(_ body: [UInt8], contentType: String, cache: String = "no-cache") -> HTTPResponse {
        HTTPResponse(
            status: .ok, contentType: contentType, body: body,
            headers: [
                "Content-Security-Policy": contentSecurityPolicy, "X-Content-Type-Options": "nosniff",
                "Referrer-Policy": "no-referrer", "Cache-Control": cache,
            ])
    }

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}

/// HTML written in order, client text escaped.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    /// Markup written by NavState itself.
    mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

    /// Text (or an attribute value in double quotes) that came from a client: `& < > " '` escaped.
    mutating func text(_ value: String) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
    }
}
