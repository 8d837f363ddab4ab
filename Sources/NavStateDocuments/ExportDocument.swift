package import NavigationModel

/// A session as `GET /sessions/{sid}/export` gives it and `POST /sessions` with `import` takes
/// it back: self-contained, versioned, the specs that rebuild the session (see
/// ``Hierarchy/Restoration``).
///
/// ```json
/// {"format": "navstate-session", "version": 1,
///  "traits": {"idiom": "phone", "orientation": "portrait", "horizontalSizeClass": null, "verticalSizeClass": null},
///  "root": {"kind": "tabBar", "id": "tabs", "children": [...], "selectedIndex": 2, "customizable": [...]},
///  "presented": [{"presenter": "tabs", "style": "formSheet", "transitionStyle": "coverVertical", "controller": {...}}]}
/// ```
///
/// Controllers are written as specs (the fields `POST /sessions` takes, `restorationIdentifier`
/// and `userInfo` included); stacks and tabs in their current order, with the selected tab and
/// the page shown. A page view controller's `pages` are its data source as it keeps it, and
/// `shownPages` (by the page view controller's id) the pages it shows as they are now: a
/// `PATCH` or a push changes a live page, not the data source. `displayModes` (by split view
/// controller id, only when some differ) are the modes the display-mode button or a swipe left
/// in force. `awaitingDidMove` (only when some are) lists children of custom containers added
/// with `didMove` left to the client and not yet told. `released` (by custom container id, only
/// when some have) are the specs of children a container released on a memory warning, which
/// naming their ids rebuilds. `kept` (by custom container id, only when some keep any) are the
/// specs of the controllers a container removed and keeps, alive and detached (built again with
/// their views not loaded). `embeds` (by custom container id, only when some have) are the embed
/// segues of the container's scene still to perform when its view loads. `callbacks` (only when the session chose some) are the callback
/// groups it receives besides the lifecycle. `nextSerial` (only once the session generated an
/// id) is the serial of the next generated id (`vcN`). Size classes are the ones set, `null`
/// where derived from the device.
package struct ExportDocument: JSONReadable {
    package static let format = "navstate-session"
    package static let version = 1
    /// The largest `nextSerial` an import takes: 2^52, half of what a JSON number carries exactly.
    package static let maxNextSerial = 4_503_599_627_370_496

    package let restoration: Hierarchy.Restoration

    package init(_ restoration: Hierarchy.Restoration) { self.restoration = restoration }

    /// The document of `restoration`, as the export route answers it.
    package static func encode(_ restoration: Hierarchy.Restoration) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.export(restoration)
        return writer.json.take()
    }

    package init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: [
            "format", "version", "traits", "root", "presented", "shownPages", "displayModes", "awaitingDidMove", "released", "kept",
            "embeds", "storyboards", "callbacks", "nextSerial",
        ])
        guard try object.read("format", as: String.self) == Self.format else {
            throw FieldError(path: "", message: "must be '\(Self.format)', what GET /sessions/{sid}/export writes.").inField("format")
        }
        let version: Int = try object.read("version")
        guard version == Self.version else {
            throw FieldError(path: "", message: "this server reads version \(Self.version) of exported sessions, not \(version).")
                .inField("version")
        }
        let layers: [Layer] = try object.read("presented")
        let shownPages: [String: [ControllerSpec]] = try object.readIfPresent("shownPages") ?? [:]
        let displayModes: [String: DisplayMode] = try object.readIfPresent("displayModes") ?? [:]
        let released: [String: [ControllerSpec]] = try object.readIfPresent("released") ?? [:]
        let kept: [String: [ControllerSpec]] = try object.readIfPresent("kept") ?? [:]
        let embeds: [String: [String]] = try object.readIfPresent("embeds") ?? [:]
        let traits: Traits = try object.read("traits")
        let root: ControllerSpec = try object.read("root")
        let awaitingDidMove = Set(try object.readIfPresent("awaitingDidMove", as: [ControllerID].self) ?? [])
        var restoration: Hierarchy.Restoration
        do {
            restoration = try Hierarchy.Restoration(
                traits: traits, root: root, layers: layers.map(\.layer), shownPages: Self.byController(shownPages),
                displayModes: Self.byController(displayModes), awaitingDidMove: awaitingDidMove,
                released: Self.byController(released), kept: Self.byController(kept), embeds: Self.byController(embeds))
        } catch {
            throw FieldError(path: "", message: error.detail).inField("shownPages")
        }
        // Released children belong to a custom container of the document; any other key would be dropped unseen.
        let placed = Set(restoration.released.map(\.container.rawValue))
        if let stray = released.first(where: { !$0.value.isEmpty && !placed.contains($0.key) }) {
            throw FieldError(path: "", message: "'\(stray.key)' names no custom container of the document.").inField("released")
        }
        let keepers = Set(restoration.kept.map(\.container.rawValue))
        if let stray = kept.first(where: { !$0.value.isEmpty && !keepers.contains($0.key) }) {
            throw FieldError(path: "", message: "'\(stray.key)' names no custom container of the document.").inField("kept")
        }
        let embedding = Set(restoration.embeds.map(\.container.rawValue))
        if let stray = embeds.first(where: { !$0.value.isEmpty && !embedding.contains($0.key) }) {
            throw FieldError(path: "", message: "'\(stray.key)' names no custom container of the document.").inField("embeds")
        }
        var storyboards: [Storyboard] = []
        for (index, copy) in (try object.readIfPresent("storyboards", as: [StoryboardCopy].self) ?? []).enumerated() {
            guard SessionID.isValid(copy.name), !storyboards.contains(where: { $0.name == copy.name }) else {
                throw FieldError(path: "", message: "storyboard names are distinct, 1 to 64 of A-Z a-z 0-9 . _ ~ -.")
                    .atIndex(index).inField("storyboards")
            }
            let storyboard: Storyboard
            do { storyboard = try StoryboardDocuments.storyboard(named: copy.name, document: copy.document) } catch {
                throw error.inField("document").atIndex(index).inField("storyboards")
            }
            if let problem = storyboard.problems().first {
                throw FieldError(path: "", message: problem).inField("document").atIndex(index).inField("storyboards")
            }
            storyboards.append(storyboard)
        }
        restoration.storyboards = storyboards
        restoration.callbacks = try object.readIfPresent("callbacks") ?? []
        if let serial: Int = try object.readIfPresent("nextSerial") {
            // Bounded well below 2^53, so that the ids a session goes on generating never make a
            // counter that a checkpoint or an export could not write back as an exact JSON number.
            guard (1...Self.maxNextSerial).contains(serial) else {
                throw FieldError(path: "", message: "from 1 to \(Self.maxNextSerial).").inField("nextSerial")
            }
            restoration.nextSerial = serial
        }
        self.restoration = restoration
    }

    /// A document's map by controller id.
    private static func byController<Value>(_ map: [String: Value]) -> [ControllerID: Value] {
        Dictionary(map.map { (ControllerID($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `{"presenter", "style", "transitionStyle", "controller"}` in `presented`.
    private struct Layer: JSONReadable {
        let layer: Hierarchy.Restoration.Layer

        init(json: JSONValue) throws(FieldError) {
            let object = try JSONObject(json)
            try object.rejectUnknown(besides: ["presenter", "style", "transitionStyle", "controller", "owner"])
            // `custom` too, which only an alert is presented with (the restoration checks that).
            let name: String = try object.read("style")
            guard let style = ModalPresentationStyle(rawValue: name) else {
                let names = (ModalPresentationStyle.allCases + [.custom]).map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw FieldError(path: "style", message: "'\(name)' is not one of \(names).")
            }
            layer = Hierarchy.Restoration.Layer(
                presenter: try object.read("presenter"), controller: try object.read("controller"),
                style: style, transitionStyle: try object.read("transitionStyle"), owner: try object.readIfPresent("owner"))
        }
    }
}

// MARK: - Writing

extension ArchiveWriter {
    /// The export document of `restoration`.
    package mutating func export(_ restoration: Hierarchy.Restoration) {
        json.beginObject()
        json.key("format"); json.string(ExportDocument.format)
        json.key("version"); json.int(ExportDocument.version)
        json.key("traits"); traitSettings(restoration.traits)
        json.key("root"); spec(restoration.root)
        json.key("presented")
        json.beginArray()
        for layer in restoration.layers {
            json.beginObject()
            json.key("presenter"); json.string(layer.presenter.rawValue)
            json.key("style"); json.string(layer.style.rawValue)
            json.key("transitionStyle"); json.string(layer.transitionStyle.rawValue)
            json.key("controller"); spec(layer.controller)
            if let owner = layer.owner { json.key("owner"); json.string(owner.rawValue) }
            json.endObject()
        }
        json.endArray()
        json.key("shownPages"); specsByController(restoration.shownPages)
        let displayModes = restoration.displayModes
        if !displayModes.isEmpty {
            json.key("displayModes")
            json.beginObject()
            for (split, mode) in displayModes {
                json.key(escaping: split.rawValue)
                json.string(mode.rawValue)
            }
            json.endObject()
        }
        let awaiting = restoration.awaitingDidMove
        if !awaiting.isEmpty { json.key("awaitingDidMove"); json.ids(awaiting) }
        let released = restoration.released
        if !released.isEmpty { json.key("released"); specsByController(released) }
        let kept = restoration.kept
        if !kept.isEmpty { json.key("kept"); specsByController(kept) }
        let embeds = restoration.embeds
        if !embeds.isEmpty { json.key("embeds"); seguesByContainer(embeds) }
        if !restoration.storyboards.isEmpty { json.key("storyboards"); json.storyboardCopies(restoration.storyboards) }
        if !restoration.callbacks.isEmpty { json.key("callbacks"); json.callbackGroups(restoration.callbacks) }
        if restoration.nextSerial > 1 { json.key("nextSerial"); json.int(restoration.nextSerial) }
        json.endObject()
    }

    /// `{"id": [spec, …], …}`: specs a document writes apart, by the controller they belong to.
    private mutating func specsByController(_ entries: [(ControllerID, [ControllerSpec])]) {
        json.beginObject()
        for (controller, specs) in entries {
            json.key(escaping: controller.rawValue)
            json.beginArray()
            for entry in specs { spec(entry) }
            json.endArray()
        }
        json.endObject()
    }
}
