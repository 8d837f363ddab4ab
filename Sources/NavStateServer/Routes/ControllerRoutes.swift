internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// `GET /sessions/{sid}/controllers/{cid}`: one controller and its subtree.
    func getController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionID)
        do {
            _ = try session.hierarchy.controller(context.controllerID)
        } catch {
            throw .navigation(error, revision: session.hierarchy.revision)
        }
        var writer = SnapshotWriter()
        writer.controller(session: session.id, hierarchy: session.hierarchy, id: context.controllerID)
        return HTTPResponse(
            status: .ok, contentType: "application/json", body: writer.json.bytes,
            headers: ["ETag": Preconditions.etag(session.hierarchy.revision)])
    }

    /// `PATCH /sessions/{sid}/controllers/{cid}`: a JSON merge patch of the controller's
    /// properties; the answer lists which parts of the visible chrome changed.
    func patchController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionID)
        let patch = try BodyDecoding.decode(ControllerPatch.self, from: context.request)
        let before = session.hierarchy.chrome
        let events = try apply(.update(controller: context.controllerID, patch: patch), to: session, context)
        let changed = session.hierarchy.chrome.changedFields(from: before)
        return snapshotResponse(session, status: .ok, events: events, changed: changed)
    }

    /// Applies `action` to `session` if `If-Match` allows, mapping a refusal to its problem.
    func apply(_ action: Action, to session: Session, _ context: RequestContext) throws(APIError) -> [LifecycleEvent] {
        try Preconditions.checkIfMatch(context.request, revision: session.hierarchy.revision)
        do {
            return try session.hierarchy.apply(action)
        } catch {
            throw .navigation(error, revision: session.hierarchy.revision)
        }
    }
}
