internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

/// An RFC 9457 problem: the one shape every error answer has.
struct Problem: Sendable {
    /// A stable slug, e.g. `nothing-to-pop`; a relative URI reference as RFC 9457 allows.
    var type: String
    var title: String
    var status: HTTPStatus
    var detail: String
    /// The UIKit exception or warning the refusal mirrors, when there is one.
    var uikit: String?
    /// The session's current revision, when the refusal concerns a session.
    var revision: Int?
    /// The index of the refused action of a batch.
    var action: Int?
    /// Every problem found, when there are several (a storyboard's validation).
    var errors: [String]? = nil
    var headers = HTTPHeaders()

    func response(instance: String) -> HTTPResponse {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("type"); json.string(type)
        json.key("title"); json.string(title)
        json.key("status"); json.int(status.code)
        json.key("detail"); json.string(detail)
        json.key("instance"); json.string(instance)
        if let uikit { json.key("uikit"); json.string(uikit) }
        if let revision { json.key("revision"); json.int(revision) }
        if let action { json.key("action"); json.int(action) }
        if let errors { json.key("errors"); json.stringArray(errors) }
        json.endObject()
        return HTTPResponse(status: status, contentType: "application/problem+json", body: json.take(), headers: headers)
    }
}
