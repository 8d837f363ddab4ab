internal import Dispatch
internal import EventHTTP
internal import Logging
internal import NavStateCore
internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel

extension NavStateAPI {
    /// `POST /sessions`: builds the hierarchy, puts its root in the window, answers 201 with the
    /// snapshot and the callbacks of that first appearance.
    func createSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let options = try MutationOptions(context.request)
        return try pipeline.create(context.body, options, tenant: context.tenant, instance: context.request.path).response
    }

    /// `GET /sessions/{sid}`: the snapshot, or with `?format=text` the printed tree; with
    /// `?revision=N`, as it was at revision N.
    func getSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let format = try context.request.singleQueryValue("format", else: "format must be 'json' or 'text', once.") ?? "json"
        guard format == "json" || format == "text" else {
            throw .invalidQuery("format must be 'json' or 'text', not '\(format)'.")
        }
        if let number = try queryNumber("revision", context, else: "revision must be a revision number, 1 or more.") {
            guard number >= 1 else { throw .invalidQuery("revision must be a revision number, 1 or more.") }
            return try pastSnapshot(of: session, at: Revision(rawValue: number), text: format == "text", request: context.request)
        }
        let expiresAt = registry.expiresAt(session)
        let current = try session.locked { (state: inout SessionState) throws(APIError) -> HTTPResponse? in
            let revision = state.hierarchy.revision
            // With a shared store, a change of this node still being stored is not shown: it
            // may lose to another node's revision of the same number.
            guard state.readableRevision == revision else { return nil }
            if try Preconditions.ifNoneMatchHits(context.request.headers.list("If-None-Match"), revision: revision) {
                return Self.notModified(revision)
            }
            if format == "text" { return Self.textResponse(state.hierarchy) }
            return Self.snapshotResponse(.ok, body: state.snapshot(expiresAt: expiresAt), revision: revision)
        }
        if let current { return current }
        let stored = try session.locked { (state: inout SessionState) throws(APIError) in state.readableRevision }
        return try pastSnapshot(of: session, at: stored, text: format == "text", request: context.request, expiresAt: expiresAt)
    }

    /// The session as it was at `revision`, replayed from the journal outside the lock (the
    /// model is deterministic: the bytes are those the session answered then).
    /// - Parameter expiresAt: when the session expires, for the stored revision a shared store's
    ///   session answers while a change is under way (a past revision has none).
    private func pastSnapshot(
        of session: Session, at revision: Revision, text: Bool, request: HTTPRequest, expiresAt: Int64? = nil
    ) throws(APIError) -> HTTPResponse {
        let plan = try session.locked { (state: inout SessionState) throws(APIError) in
            guard revision <= state.readableRevision else {
                throw .unknownRevision(revision, current: state.readableRevision)
            }
            guard let plan = state.journal.replayPlan(to: revision) else {
                throw .revisionGone(revision, oldest: state.journal.oldestRevision)
            }
            return plan
        }
        // A past revision never changes: a client that has it needs nothing more.
        if try Preconditions.ifNoneMatchHits(request.headers.list("If-None-Match"), revision: revision) {
            return Self.notModified(revision)
        }
        // Replayed off the event loop: up to two checkpoint intervals of batches, each of up to
        // --max-callbacks-per-batch callbacks, would hold every client of the loop meanwhile.
        let (logger, id, path) = (logger, session.id, request.path)
        return HTTPResponse(deferred: { reply in
            DispatchQueue.global(qos: .userInitiated).async {
                do throws(APIError) {
                    let hierarchy = try Journal.replay(plan)
                    guard hierarchy.revision == revision else {
                        logger.error("replay reached another revision", metadata: ["session": "\(id)", "revision": "\(revision)"])
                        throw .internalError
                    }
                    if text { reply.send(Self.textResponse(hierarchy)); return }
                    var writer = SnapshotWriter()
                    writer.snapshot(session: id, hierarchy: hierarchy, expiresAt: expiresAt)
                    reply.send(Self.snapshotResponse(.ok, body: writer.json.take(), revision: revision))
                } catch {
                    logger.error("replay failed", metadata: ["session": "\(id)", "revision": "\(revision)", "error": "\(error)"])
                    reply.send(APIError.internalError.problem.response(instance: path))
                }
            }
        })
    }

    /// `GET /sessions/{sid}/history?after=&limit=`: the recorded revisions after `after`, oldest
    /// first, a page at a time.
    func history(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let limit = try pageLimit(context)
        let after = Revision(
            rawValue: try queryNumber("after", context, else: "after must be a revision number (0 for the oldest kept).") ?? 0)
        let (entries, hasNext, oldest, current) = try session.locked { (state: inout SessionState) throws(APIError) in
            let readable = state.readableRevision
            // A cursor from before the oldest kept revision: the entries after it are gone, and
            // a page from the oldest kept would skip them unsaid.
            if after.rawValue != 0, after < state.journal.oldestRevision {
                throw .historyGone(after: after, oldest: state.journal.oldestRevision)
            }
            // A page holds `limit` entries, or as many as fit in the page's bytes (at least one).
            let page = state.journal.entries(after: after, limit: limit, maxBytes: configuration.maxHistoryPageBytes)
                .filter { $0.revision <= readable }
            let hasNext = page.last.map { state.journal.hasEntry(after: $0.revision, through: readable) } ?? false
            return (page, hasNext, state.journal.oldestRevision, readable)
        }
        var json = JSONWriter(capacity: 256 + entries.reduce(entries.count) { $0 + $1.json.count })
        json.beginObject()
        json.key("session"); json.string(session.id.rawValue)
        json.key("revision"); json.int(current.rawValue)
        json.key("oldestRevision"); json.int(oldest.rawValue)
        json.key("entries")
        json.beginArray()
        for entry in entries { json.raw(entry.json) }
        json.endArray()
        json.key("next")
        if hasNext, let last = entries.last { json.int(last.revision.rawValue) } else { json.null() }
        json.endObject()
        return HTTPResponse(status: .ok, contentType: "application/json", body: json.take())
    }

    /// `?limit=`: 1 to the largest page, 50 by default.
    func pageLimit(_ context: RequestContext) throws(APIError) -> Int {
        let message = "limit must be a whole number from 1 to \(configuration.maxPageSize)."
        guard let value = try queryNumber("limit", context, else: message) else { return 50 }
        guard (1...configuration.maxPageSize).contains(value) else { throw .invalidQuery(message) }
        return value
    }

    /// `?name=` as a whole number written in decimal digits alone (no sign, no space), `nil`
    /// when the query does not name it.
    /// - Throws: ``APIError/invalidQuery(_:)`` with `message` for anything else, a value that
    ///   does not percent-decode included.
    func queryNumber(_ name: String, _ context: RequestContext, else message: String) throws(APIError) -> Int? {
        guard let text = try context.request.singleQueryValue(name, else: message) else { return nil }
        guard let value = Substring(text).decimalNumber else { throw .invalidQuery(message) }
        return value
    }

    /// `GET /sessions/{sid}/events`: the session's Server-Sent Events (see ``SessionEvents``);
    /// `Last-Event-ID` resumes after that revision.
    func eventStream(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        var lastEventID: Int?
        if let header = context.request.headers["Last-Event-ID"] {
            guard let value = Substring(header).trimmingSpaces.decimalNumber else {
                throw .invalidPrecondition("Last-Event-ID must be a revision number an earlier stream sent.")
            }
            lastEventID = value
        }
        let full = try session.locked { (state: inout SessionState) throws(APIError) in
            state.subscribers.count >= SessionEvents.maxSubscribers
        }
        if full { throw .tooManySubscribers(limit: SessionEvents.maxSubscribers) }
        let expiresAt = registry.expiresAt(session)
        let headers: HTTPHeaders = ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"]
        return HTTPResponse(streaming: .ok, headers: headers) { [lastEventID, metrics, registry] stream in
            session.subscribe(stream, after: lastEventID, expiresAt: expiresAt, metrics: metrics) {
                registry.watchEnded(session)
            }
        }
    }

    /// `DELETE /sessions/{sid}`: 204; `If-Match` makes it conditional.
    func deleteSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let options = try MutationOptions(context.request)
        return try pipeline.delete(context.sessionKey, options, instance: context.request.path).response
    }

    /// `GET /sessions?limit=&after=`: sessions in creation order, a page at a time.
    func listSessions(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let limit = try pageLimit(context)
        let after = try queryNumber("after", context, else: "after must be the 'next' cursor of a previous page.")
        let page = registry.page(of: context.tenant, after: after, limit: limit)
        var json = JSONWriter(capacity: 64 + 96 * page.sessions.count)
        json.beginObject()
        json.key("sessions")
        json.beginArray()
        for session in page.sessions {
            // A session deleted since the page was taken is left out.
            guard let (revision, root) = try? session.locked({ state in (state.readableRevision, state.hierarchy.rootID) })
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
        return HTTPResponse(status: .ok, contentType: "application/json", body: json.take())
    }

    /// 304 for a client that has `revision`.
    static func notModified(_ revision: Revision) -> HTTPResponse {
        HTTPResponse(status: .notModified, headers: ["ETag": Preconditions.etag(revision)])
    }

    /// The tree printed as `_printHierarchy` does, with its revision as the ETag.
    static func textResponse(_ hierarchy: Hierarchy) -> HTTPResponse {
        HTTPResponse(
            status: .ok, contentType: "text/plain; charset=utf-8", body: Array(HierarchyText.render(hierarchy).utf8),
            headers: ["ETag": Preconditions.etag(hierarchy.revision)])
    }

    /// A snapshot answer with the revision as its ETag.
    static func snapshotResponse(_ status: HTTPStatus, body: [UInt8], revision: Revision) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: body, headers: ["ETag": Preconditions.etag(revision)])
    }
}
