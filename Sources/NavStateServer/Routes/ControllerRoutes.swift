internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension NavStateAPI {
    /// `GET /sessions/{sid}/controllers/{cid}`: one controller and its subtree.
    func getController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        return try session.locked { (state: inout SessionState) throws(APIError) in
            // With a shared store, the newest stored revision (see `getSession`).
            let hierarchy = try state.readableHierarchy()
            do throws(NavigationError) {
                _ = try hierarchy.controller(context.controllerID)
            } catch {
                throw .navigation(error, revision: hierarchy.revision)
            }
            // The session's revision is the controller's entity tag too (RFC 9110 §13.1.2).
            if try Preconditions.ifNoneMatchHits(context.request.headers.list("If-None-Match"), revision: hierarchy.revision) {
                return Self.notModified(hierarchy.revision)
            }
            var writer = SnapshotWriter()
            writer.controller(session: session.id, hierarchy: hierarchy, id: context.controllerID)
            return Self.snapshotResponse(.ok, body: writer.json.take(), revision: hierarchy.revision)
        }
    }

    /// `PATCH /sessions/{sid}/controllers/{cid}`: a JSON merge patch of the controller's
    /// properties; the answer lists which parts of the visible chrome changed.
    func patchController(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        let action = try Self.action("patch", target: .controller(context.controllerID), body: context.body)
        let record = Self.record("patch", .controller(context.controllerID), context.body, action, bytes: context.request.body)
        return try commit(Mutation(actions: [record], reportsChanges: true), to: session, context)
    }
}
