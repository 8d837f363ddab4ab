internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// `POST /sessions`: builds the hierarchy, puts its root in the window, answers 201 with the
    /// snapshot and the callbacks of that first appearance.
    func createSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let body = try BodyDecoding.decode(CreateSessionBody.self, from: context.body)
        var id: SessionID?
        if let requested = body.id {
            guard SessionID.isValid(requested) else { throw .invalidSessionID(requested) }
            id = SessionID(rawValue: requested)
        }
        let created: (Hierarchy, [LifecycleEvent])
        do {
            created = try Hierarchy.create(root: body.root, traits: body.traits ?? Traits(), limits: configuration.limits)
        } catch {
            throw .navigation(error)
        }
        let session = try registry.create(id: id, tenant: context.tenant, hierarchy: created.0)
        var writer = SnapshotWriter()
        writer.mutation(
            session: session.id, hierarchy: created.0, expiresAt: registry.expiresAt(session), events: [created.1],
            isBatch: false, changed: nil, dryRun: false, minimal: false)
        var response = Self.snapshotResponse(.created, body: writer.json.bytes, revision: created.0.revision)
        response.headers.set("Location", "/sessions/\(session.id)")
        return response
    }

    /// `GET /sessions/{sid}`: the snapshot, or with `?format=text` the printed tree.
    func getSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let format = context.request.queryValue("format") ?? "json"
        guard format == "json" || format == "text" else {
            throw .invalidQuery("format must be 'json' or 'text', not '\(format)'.")
        }
        return try session.locked { (state: inout SessionState) throws(APIError) in
            let revision = state.hierarchy.revision
            if try Preconditions.ifNoneMatchHits(context.request, revision: revision) {
                return HTTPResponse(status: .notModified, headers: ["ETag": Preconditions.etag(revision)])
            }
            if format == "text" {
                return HTTPResponse(
                    status: .ok, contentType: "text/plain; charset=utf-8",
                    body: Array(HierarchyText.render(state.hierarchy).utf8),
                    headers: ["ETag": Preconditions.etag(revision)])
            }
            return Self.snapshotResponse(.ok, body: state.snapshot(expiresAt: registry.expiresAt(session)), revision: revision)
        }
    }

    /// `DELETE /sessions/{sid}`: 204; `If-Match` makes it conditional.
    func deleteSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        try registry.delete(session) { (state: SessionState) throws(APIError) in
            try Preconditions.checkIfMatch(context.request, revision: state.hierarchy.revision)
        }
        return HTTPResponse(status: .noContent)
    }

    /// `GET /sessions?limit=&after=`: sessions in creation order, a page at a time.
    func listSessions(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        var limit = 50
        if let text = context.request.queryValue("limit") {
            guard let value = Int(text), (1...configuration.maxPageSize).contains(value) else {
                throw .invalidQuery("limit must be a whole number from 1 to \(configuration.maxPageSize).")
            }
            limit = value
        }
        var after: Int?
        if let text = context.request.queryValue("after") {
            guard let value = Int(text), value >= 0 else {
                throw .invalidQuery("after must be the 'next' cursor of a previous page.")
            }
            after = value
        }
        let page = registry.page(of: context.tenant, after: after, limit: limit)
        var json = JSONWriter(capacity: 64 + 96 * page.sessions.count)
        json.beginObject()
        json.key("sessions")
        json.beginArray()
        for session in page.sessions {
            // A session deleted since the page was taken is left out.
            guard let (revision, root) = try? session.locked({ state in (state.hierarchy.revision, state.hierarchy.rootID) })
            else { continue }
            json.beginObject()
            json.key("id"); json.string(session.id.rawValue)
            json.key("revision"); json.int(revision.rawValue)
            json.key("root"); json.string(root.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("next"); json.string(page.next.map(String.init))
        json.endObject()
        return HTTPResponse(status: .ok, contentType: "application/json", body: json.bytes)
    }

    /// A snapshot answer with the revision as its ETag.
    static func snapshotResponse(_ status: HTTPStatus, body: [UInt8], revision: Revision) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: body, headers: ["ETag": Preconditions.etag(revision)])
    }
}
