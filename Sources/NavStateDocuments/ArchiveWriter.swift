package import NavigationModel

/// Writes the documents that keep a session's state: a checkpoint (the store's form, every
/// controller as it is) and an export (``ExportDocument``: the specs that rebuild it), both
/// with controllers' properties in a spec's own form, so that the API's decoders read them back.
/// Snapshots and answers are ``SnapshotWriter``'s.
package struct ArchiveWriter {
    package var json: JSONWriter

    package init(capacity: Int = 2048) { json = JSONWriter(capacity: capacity) }

    package mutating func checkpoint(_ archive: Hierarchy.Archive) {
        json.beginObject()
        json.key("format"); json.int(Checkpoint.format)
        json.key("root"); json.string(archive.rootID.rawValue)
        json.key("revision"); json.int(archive.revision.rawValue)
        json.key("traits"); traitSettings(archive.traits)
        json.key("limits")
        json.beginObject()
        json.key("maxDepth"); json.int(archive.limits.maxDepth)
        json.key("maxChildren"); json.int(archive.limits.maxChildren)
        json.key("maxControllers"); json.int(archive.limits.maxControllers)
        json.key("maxPresentedLayers"); json.int(archive.limits.maxPresentedLayers)
        json.key("maxCallbacksPerBatch"); json.int(archive.limits.maxCallbacksPerBatch)
        json.key("maxControllerBytes"); json.int(archive.limits.maxControllerBytes)
        json.endObject()
        json.key("nextSerial"); json.int(archive.nextSerial)
        json.key("presentedLayers"); json.ids(archive.presentedLayers)
        json.key("reservations")
        json.beginArray()
        for (id, reservation) in archive.reservations {
            json.beginObject()
            json.key("id"); json.string(id.rawValue)
            json.key("owner"); json.string(reservation.owner.rawValue)
            switch reservation.use {
            case .page: json.key("use"); json.string("page")
            case .blankPage(let of): json.key("use"); json.string("blankPage"); json.key("of"); json.string(of.rawValue)
            case .moreList(let of): json.key("use"); json.string("moreList"); json.key("of"); json.string(of.rawValue)
            case .released: json.key("use"); json.string("released")
            }
            json.endObject()
        }
        json.endArray()
        json.key("controllers")
        json.beginArray()
        for controller in archive.controllers { archived(controller) }
        json.endArray()
        if !archive.storyboards.isEmpty {
            json.key("storyboards")
            json.storyboardCopies(archive.storyboards)
        }
        if !archive.callbacks.isEmpty { json.key("callbacks"); json.callbackGroups(archive.callbacks) }
        json.endObject()
    }

    /// Traits as they were set, a size class `null` where the device derives it (what
    /// `TraitsChange` reads back), unlike a snapshot's, which gives the size classes in force.
    package mutating func traitSettings(_ traits: Traits) {
        json.beginObject()
        json.key("idiom"); json.string(traits.idiom.rawValue)
        json.key("orientation"); json.string(traits.orientation.rawValue)
        json.key("horizontalSizeClass"); json.string(traits.horizontalSizeClassOverride?.rawValue)
        json.key("verticalSizeClass"); json.string(traits.verticalSizeClassOverride?.rawValue)
        json.endObject()
    }

    private mutating func archived(_ controller: Controller) {
        json.beginObject()
        json.key("id"); json.string(controller.id.rawValue)
        json.key("appearance"); json.string(controller.appearance.rawValue)
        json.key("viewLoaded"); json.bool(controller.viewLoaded)
        json.key("parent"); json.string(controller.parent?.rawValue)
        json.key("presented"); json.string(controller.presented?.rawValue)
        json.key("presentation")
        if let presentation = controller.presentation {
            json.beginObject()
            json.key("presenter"); json.string(presentation.presenter.rawValue)
            json.key("requestedStyle"); json.string(presentation.requestedStyle.rawValue)
            json.key("effectiveStyle"); json.string(presentation.effectiveStyle.rawValue)
            json.key("transitionStyle"); json.string(presentation.transitionStyle.rawValue)
            json.endObject()
        } else {
            json.null()
        }
        json.key("class"); json.string(controller.properties.className)
        json.key("properties")
        json.beginObject()
        properties(controller.properties)
        json.endObject()
        // Written only when set (checkpoints from before have none).
        if let search = controller.searchController { json.key("searchController"); json.string(search.rawValue) }
        json.key("role")
        json.beginObject()
        json.key("kind"); json.string(controller.kind.rawValue)
        switch controller.role {
        case .content, .alert:
            break
        case .search(let state):
            json.key("owner"); json.string(state.owner?.rawValue)
            json.key("results"); json.string(state.results?.rawValue)
            json.key("showsResults"); json.bool(state.showsResults)
        case .navigation(let state):
            json.key("stack"); json.ids(state.stack)
        case .tabBar(let state):
            json.key("tabs"); json.ids(state.tabs)
            json.key("selectedIndex"); if let index = state.selectedIndex { json.int(index) } else { json.null() }
            json.key("customizable"); json.ids(state.customizable)
        case .page(let state):
            for row in PageSettings.rows { row.write(from: state.settings, to: &json) }
            json.key("spineLocation"); json.string(state.spineLocation.rawValue)
            json.key("doubleSided"); json.bool(state.doubleSided)
            json.key("pages")
            json.beginArray()
            for page in state.pages { spec(page) }
            json.endArray()
            json.key("index"); json.int(state.index)
            json.key("shown"); json.ids(state.shown)
        case .split(let state):
            json.key("primary"); json.string(state.primary.rawValue)
            json.key("secondary"); json.string(state.secondary?.rawValue)
            // The classic split's checkpoints keep the fields they had before column styles.
            for row in SplitSettings.rows(for: state.settings.style) { row.write(from: state.settings, to: &json) }
            json.key("displayMode"); json.string(state.displayMode.rawValue)
            json.key("isCollapsed"); json.bool(state.isCollapsed)
            if state.isColumnStyle {
                json.key("supplementary"); json.string(state.supplementary?.rawValue)
                json.key("compact"); json.string(state.compact?.rawValue)
                json.key("stacked"); json.ids(state.stacked)
            }
        case .container(let state):
            json.key("children"); json.ids(state.children)
            json.key("shown"); json.ids(state.shown)
            json.key("awaitingDidMove"); json.ids(state.awaitingDidMove)
            if !state.kept.isEmpty { json.key("kept"); json.ids(state.kept) }
            if !state.pendingEmbeds.isEmpty { json.key("pendingEmbeds"); json.stringArray(state.pendingEmbeds) }
            if !state.released.isEmpty {
                json.key("released")
                json.beginArray()
                for released in state.released { spec(released) }
                json.endArray()
                // A released container that never loaded its view still has its embeds to perform.
                let embeds = state.released.flatMap(\.pendingEmbeds)
                if !embeds.isEmpty { json.key("releasedEmbeds"); seguesByContainer(embeds) }
            }
        }
        json.endObject()
        json.endObject()
    }

    /// `{"id": ["segue", …], …}`: embed segues still to perform, by the container they belong to.
    package mutating func seguesByContainer(_ entries: [(container: ControllerID, segues: [String])]) {
        json.beginObject()
        for (container, segues) in entries {
            json.key(escaping: container.rawValue)
            json.stringArray(segues)
        }
        json.endObject()
    }

    /// The property fields that differ from UIKit's defaults, as a spec or a `PATCH` has them.
    private mutating func properties(_ properties: ControllerProperties) {
        if let title = properties.title { json.key("title"); json.string(title) }
        properties.writeProperties(to: &json, snapshotOnly: false)
    }

    /// A spec in the request's form: `POST /sessions` would read it back as it is.
    package mutating func spec(_ spec: ControllerSpec) {
        json.beginObject()
        json.key("kind"); json.string(spec.kind.rawValue)
        if let id = spec.id { json.key("id"); json.string(id.rawValue) }
        if let className = spec.properties.className { json.key("class"); json.string(className) }
        properties(spec.properties)
        if let search = spec.searchController { json.key("searchController"); self.spec(search) }
        switch spec.role {
        case .content, .alert:
            break
        case .search(let results, let showsResults):
            if let results { json.key("searchResultsController"); self.spec(results) }
            if let showsResults { json.key("showsSearchResultsController"); json.bool(showsResults) }
        case .navigation(let stack):
            json.key("children")
            json.beginArray()
            for child in stack { self.spec(child) }
            json.endArray()
        case .tabBar(let tabs, let selectedIndex, let customizable):
            json.key("children")
            json.beginArray()
            for child in tabs { self.spec(child) }
            json.endArray()
            json.key("selectedIndex"); json.int(selectedIndex)
            if let customizable { json.key("customizable"); json.ids(customizable) }
        case .page(let options):
            // In field order, as a snapshot has them; the pages before their index.
            for field in PageSettings.fields {
                switch field {
                case .setting(let row): row.write(from: options.settings, to: &json)
                case .other(.spineLocation):
                    if let spine = options.spineLocation { json.key("spineLocation"); json.string(spine.rawValue) }
                case .other(.doubleSided):
                    if let doubleSided = options.doubleSided { json.key("doubleSided"); json.bool(doubleSided) }
                case .other(.pages):
                    json.key("pages")
                    json.beginArray()
                    for page in options.pages { self.spec(page) }
                    json.endArray()
                    json.key("pageIndex"); json.int(options.pageIndex)
                case .other: break  // the page index: after the pages
                }
            }
        case .split(let options):
            if options.columnRoles != nil {
                json.key("columns")
                json.beginObject()
                for (index, column) in options.columns.enumerated() {
                    json.key(name: options.role(at: index).rawValue)
                    self.spec(column)
                }
                if !options.stackedColumns.isEmpty {
                    json.key("stacked")
                    json.stringArray(options.stackedColumns.map(\.rawValue))
                }
                json.endObject()
            } else {
                json.key("children")
                json.beginArray()
                for column in options.columns { self.spec(column) }
                json.endArray()
            }
            for row in SplitSettings.rows(for: options.style) { row.write(from: options.settings, leavingOutNil: true, to: &json) }
        case .container(let options):
            json.key("children")
            json.beginArray()
            for child in options.children { self.spec(child) }
            json.endArray()
            if let shown = options.shown { json.key("shown"); json.ids(shown) }
        }
        json.endObject()
    }
}
