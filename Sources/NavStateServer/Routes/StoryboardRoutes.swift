internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel

/// `/storyboards`: a tenant's storyboards, uploaded whole, read back, listed, deleted.
extension NavStateAPI {
    /// `PUT /storyboards/{name}`: validated whole (every problem listed in one 422), kept for
    /// the tenant; 201 when new, 200 when it replaced one (sessions keep the copy they took).
    func putStoryboard(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let name = try storyboardName(context)
        let document: JSONValue
        switch context.body {
        case .json(let value): document = value
        case .empty: throw .invalidBody("A storyboard document is required: {\"initial\", \"scenes\": [...]}.")
        case .malformed(let error): throw .malformedJSON(error.detail)
        }
        let storyboard: Storyboard
        do throws(FieldError) {
            storyboard = try StoryboardDocuments.storyboard(named: name, document: document)
        } catch {
            throw .invalidBody(error.description)
        }
        let problems = storyboard.problems(limits: configuration.limits)
        guard problems.isEmpty else { throw .invalidStoryboard(name, problems: problems) }
        let storyboards = registry.storyboards
        guard storyboards.hasRoom(for: name, tenant: context.tenant) else {
            throw .storyboardQuotaExceeded(limit: StoryboardRegistry.maxPerTenant)
        }
        let isNew = storyboards.storyboard(named: name, tenant: context.tenant) == nil
        var writer = SnapshotWriter()
        writer.storyboard(storyboard, withDocument: true)
        let answer = HTTPResponse(
            status: isNew ? .created : .ok, contentType: "application/json", body: writer.json.take(),
            headers: isNew ? ["Location": "/storyboards/\(name)"] : [:])
        let tenant = context.tenant?.name
        guard registry.plan.writesRevisions else {
            storyboards.put(storyboard, tenant: tenant)
            return answer
        }
        // Kept in memory once the store has it: an answer means durable.
        var bytes = JSONWriter(capacity: 1024)
        bytes.value(document)
        let pending = awaitAnswer(context)
        pending.prepare(StoredAnswer(answer))
        registry.store.submit(.storyboard(StoredStoryboard(tenant: tenant, name: name, document: bytes.bytes))) { failure in
            if failure == nil { storyboards.put(storyboard, tenant: tenant) }
            pending.finishesSessionWrite(failure)
        }
        return pending.response
    }

    /// `GET /storyboards/{name}`: its scenes, segues and the document as uploaded.
    func getStoryboard(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let name = try storyboardName(context)
        guard let storyboard = registry.storyboard(named: name, tenant: context.tenant) else {
            throw .navigation(.unknownStoryboard(name))
        }
        var writer = SnapshotWriter()
        writer.storyboard(storyboard, withDocument: true)
        return HTTPResponse(status: .ok, contentType: "application/json", body: writer.json.take())
    }

    /// `GET /storyboards`: the tenant's storyboards by name, without their documents.
    func listStoryboards(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        var writer = SnapshotWriter()
        writer.json.beginObject()
        writer.json.key("storyboards")
        writer.json.beginArray()
        for storyboard in registry.storyboards.list(tenant: context.tenant) { writer.storyboard(storyboard, withDocument: false) }
        writer.json.endArray()
        writer.json.endObject()
        return HTTPResponse(status: .ok, contentType: "application/json", body: writer.json.take())
    }

    /// `DELETE /storyboards/{name}`: 204; sessions built from it keep their copies.
    func deleteStoryboard(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let name = try storyboardName(context)
        let storyboards = registry.storyboards
        guard storyboards.storyboard(named: name, tenant: context.tenant) != nil else {
            throw .navigation(.unknownStoryboard(name))
        }
        guard registry.plan.writesRevisions else {
            storyboards.remove(name, tenant: context.tenant)
            return HTTPResponse(status: .noContent)
        }
        let tenant = context.tenant
        let pending = awaitAnswer(context)
        pending.prepare(StoredAnswer(HTTPResponse(status: .noContent)))
        registry.store.submit(.storyboard(StoredStoryboard(tenant: tenant?.name, name: name, document: nil))) { failure in
            if failure == nil { storyboards.remove(name, tenant: tenant) }
            pending.finishesSessionWrite(failure)
        }
        return pending.response
    }

    private func storyboardName(_ context: RequestContext) throws(APIError) -> String {
        let name = context.parameters["name"] ?? ""
        guard SessionID.isValid(name) else { throw .invalidStoryboardName(name) }
        return name
    }
}

extension SnapshotWriter {
    /// `{"name", "initial", "scenes": [{"identifier", "kind", "segues": [{"identifier", "kind", "destination"?, "action"?}],
    /// "unwindActions"}], "document"?}`.
    mutating func storyboard(_ storyboard: Storyboard, withDocument: Bool) {
        json.beginObject()
        json.key("name"); json.string(storyboard.name)
        json.key("initial"); json.string(storyboard.initial)
        json.key("scenes")
        json.beginArray()
        for scene in storyboard.scenes {
            json.beginObject()
            json.key("identifier"); json.string(scene.identifier)
            json.key("kind"); json.string(scene.controller.pendingScene == nil ? scene.controller.kind.rawValue : "scene")
            json.key("segues")
            json.beginArray()
            for segue in scene.segues {
                json.beginObject()
                json.key("identifier"); json.string(segue.identifier)
                json.key("kind"); json.string(segue.kind.name)
                if let destination = segue.destination { json.key("destination"); json.string(destination) }
                if case .unwind(let action) = segue.kind { json.key("action"); json.string(action) }
                json.endObject()
            }
            json.endArray()
            json.key("unwindActions"); json.stringArray(scene.unwindActions)
            json.endObject()
        }
        json.endArray()
        if withDocument { json.key("document"); json.value(storyboard.document ?? .null) }
        json.endObject()
    }
}
