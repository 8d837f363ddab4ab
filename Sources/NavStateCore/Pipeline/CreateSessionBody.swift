internal import NavStateDocuments
package import NavigationModel

/// `POST /sessions`: `{"root": spec, "id"?: "…", "traits"?: {…}, "callbacks"?: […]}`; `{"storyboard": "Main"}` in
/// place of `root` builds that storyboard's initial scene.
package struct CreateSessionBody: JSONReadable {
    /// What the session starts from: a root (and traits), or an exported session.
    package enum Start {
        case root(ControllerSpec, Traits?, CallbackGroups)
        case restoration(Hierarchy.Restoration)
    }

    package var start: Start
    package var id: String?

    package init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["root", "id", "traits", "import", "storyboard", "callbacks"])
        id = try object.readIfPresent("id")
        if object.has("import") {
            for key in ["root", "traits", "storyboard", "callbacks"] where object.has(key) {
                throw FieldError(
                    path: key, message: "an import brings its own root, traits and callbacks; give either import or root.")
            }
            start = .restoration(try object.read("import", as: ExportDocument.self).restoration)
        } else if object.has("storyboard") {
            if object.has("root") { throw FieldError(path: "root", message: "give root or storyboard (its initial scene), not both.") }
            let name: String = try object.read("storyboard")
            start = .root(.scene(name, ""), try object.readIfPresent("traits"), try object.readIfPresent("callbacks") ?? [])
        } else {
            guard object.has("root") else {
                throw FieldError(path: "root", message: "required field is missing (or give storyboard, or import, an exported session).")
            }
            start = .root(try object.read("root"), try object.readIfPresent("traits"), try object.readIfPresent("callbacks") ?? [])
        }
    }
}
