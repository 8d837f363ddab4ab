internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension NavStateAPI {
    /// `GET /sessions/{sid}/export`: the session as a document `POST /sessions` can import.
    func exportSession(_ context: RequestContext) throws(APIError) -> HTTPResponse {
        let session = try registry.session(context.sessionKey)
        // With a shared store, the newest stored revision (replayed while one of this node's
        // changes is still being stored).
        let (restoration, revision) = try session.locked { (state: inout SessionState) throws(APIError) in
            let hierarchy = try state.readableHierarchy()
            return (hierarchy.restoration, hierarchy.revision)
        }
        if try Preconditions.ifNoneMatchHits(context.request.headers.list("If-None-Match"), revision: revision) {
            return Self.notModified(revision)
        }
        return Self.snapshotResponse(.ok, body: ExportDocument.encode(restoration), revision: revision)
    }
}
