internal import EventHTTP
internal import NavigationModel

extension NavStateAPI {
    /// `GET /sessions/{sid}/controllers/{cid}`: one controller and its subtree.
    func getController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        return try session.locked { (state: inout SessionState) throws(APIError) in
            do throws(NavigationError) {
                _ = try state.hierarchy.controller(context.controllerID)
            } catch {
                throw .navigation(error, revision: state.hierarchy.revision)
            }
            var writer = SnapshotWriter()
            writer.controller(session: session.id, hierarchy: state.hierarchy, id: context.controllerID)
            return Self.snapshotResponse(.ok, body: writer.json.bytes, revision: state.hierarchy.revision)
        }
    }

    /// `PATCH /sessions/{sid}/controllers/{cid}`: a JSON merge patch of the controller's
    /// properties; the answer lists which parts of the visible chrome changed.
    func patchController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let patch = try BodyDecoding.decode(ControllerPatch.self, from: context.body)
        return try mutate(session, .update(controller: context.controllerID, patch: patch), context, reportChanges: true)
    }

    /// Applies `action` to `session` under its lock if `If-Match` allows, and answers with the
    /// snapshot and the callbacks; a refusal becomes its problem with the unchanged revision.
    func mutate(
        _ session: Session, _ action: Action, _ context: RequestContext, reportChanges: Bool = false
    ) throws(APIError) -> HTTPResponse {
        try mutate(session, context, reportChanges: reportChanges) { _ in action }
    }

    /// The same, for an action that depends on the current state (new traits over the old).
    func mutate(
        _ session: Session, _ context: RequestContext, reportChanges: Bool = false, action: (Hierarchy) -> Action
    ) throws(APIError) -> HTTPResponse {
        let expiresAt = registry.expiresAt(session)
        return try session.locked { (state: inout SessionState) throws(APIError) in
            try Preconditions.checkIfMatch(context.request, revision: state.hierarchy.revision)
            let before = reportChanges ? state.hierarchy.chrome : nil
            let events: [LifecycleEvent]
            do throws(NavigationError) {
                events = try state.hierarchy.apply(action(state.hierarchy))
            } catch {
                throw .navigation(error, revision: state.hierarchy.revision)
            }
            let changed = before.map { state.hierarchy.chrome.changedFields(from: $0) }
            return Self.snapshotResponse(
                .ok, body: state.snapshot(events: events, changed: changed, expiresAt: expiresAt),
                revision: state.hierarchy.revision)
        }
    }
}
