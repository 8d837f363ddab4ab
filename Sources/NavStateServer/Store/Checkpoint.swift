internal import NavigationModel

/// A session's whole state as the store keeps it: a ``Hierarchy/Archive`` written as JSON by
/// the project's own writer, versioned by ``format``.
///
/// Properties and the specs of data-source pages are written in the request's own form (the
/// fields of a spec), and read back by the same decoders a request goes through, so the format
/// cannot drift from what the API accepts. Reading checks every field and, through
/// ``Hierarchy/init(restoring:)``, every invariant: damaged bytes are an error, never a session.
enum Checkpoint {
    /// The version written; a reader refuses any other.
    static let format = 1

    static func encode(_ hierarchy: Hierarchy) -> [UInt8] {
        var writer = SnapshotWriter(json: JSONWriter(capacity: 1024 + 256 * hierarchy.controllers.count))
        writer.checkpoint(hierarchy.archive)
        return writer.json.bytes
    }

    struct Damaged: Error, CustomStringConvertible {
        let description: String
    }

    static func decode(_ bytes: [UInt8]) throws(Damaged) -> Hierarchy {
        let value: JSONValue
        do throws(JSONReader.Failure) {
            value = try JSONReader.parse(bytes, maxDepth: 1024)
        } catch {
            throw Damaged(description: "not JSON: \(error)")
        }
        do {
            let archive = try ArchiveReader(value, path: "checkpoint").archive()
            return try Hierarchy(restoring: archive)
        } catch let error as Damaged {
            throw error
        } catch {
            throw Damaged(description: "\(error)")
        }
    }
}

// MARK: - Writing

extension SnapshotWriter {
    mutating func checkpoint(_ archive: Hierarchy.Archive) {
        json.beginObject()
        json.key("format"); json.int(Checkpoint.format)
        json.key("root"); json.string(archive.rootID.rawValue)
        json.key("revision"); json.int(archive.revision.rawValue)
        json.key("traits")
        json.beginObject()
        json.key("idiom"); json.string(archive.traits.idiom.rawValue)
        json.key("orientation"); json.string(archive.traits.orientation.rawValue)
        json.key("horizontalSizeClass"); json.string(archive.traits.horizontalSizeClassOverride?.rawValue)
        json.key("verticalSizeClass"); json.string(archive.traits.verticalSizeClassOverride?.rawValue)
        json.endObject()
        json.key("limits")
        json.beginObject()
        json.key("maxDepth"); json.int(archive.limits.maxDepth)
        json.key("maxChildren"); json.int(archive.limits.maxChildren)
        json.key("maxControllers"); json.int(archive.limits.maxControllers)
        json.key("maxPresentedLayers"); json.int(archive.limits.maxPresentedLayers)
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
            }
            json.endObject()
        }
        json.endArray()
        json.key("controllers")
        json.beginArray()
        for controller in archive.controllers { archived(controller) }
        json.endArray()
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
        json.key("role")
        json.beginObject()
        json.key("kind"); json.string(controller.kind.rawValue)
        switch controller.role {
        case .content:
            break
        case .navigation(let state):
            json.key("stack"); json.ids(state.stack)
        case .tabBar(let state):
            json.key("tabs"); json.ids(state.tabs)
            json.key("selectedIndex"); if let index = state.selectedIndex { json.int(index) } else { json.null() }
            json.key("customizable"); json.ids(state.customizable)
        case .page(let state):
            json.key("transitionStyle"); json.string(state.transitionStyle.rawValue)
            json.key("navigationOrientation"); json.string(state.navigationOrientation.rawValue)
            json.key("spineLocation"); json.string(state.spineLocation.rawValue)
            json.key("doubleSided"); json.bool(state.doubleSided)
            json.key("interPageSpacing"); json.number(state.interPageSpacing)
            json.key("showsPageIndicator"); json.bool(state.showsPageIndicator)
            json.key("spinePolicy"); json.string(state.spinePolicy.rawValue)
            json.key("pages")
            json.beginArray()
            for page in state.pages { spec(page) }
            json.endArray()
            json.key("index"); json.int(state.index)
            json.key("shown"); json.ids(state.shown)
        }
        json.endObject()
        json.endObject()
    }

    /// The property fields that differ from UIKit's defaults, as a spec or a `PATCH` has them.
    private mutating func properties(_ properties: ControllerProperties) {
        if let title = properties.title { json.key("title"); json.string(title) }
        if properties.navigationBarHidden { json.key("navigationBarHidden"); json.bool(true) }
        if !properties.toolbarHidden { json.key("toolbarHidden"); json.bool(false) }
        for field in ControllerField.writtenUnlessDefault { property(field, properties) }
    }

    /// A spec in the request's form: `POST /sessions` would read it back as it is.
    mutating func spec(_ spec: ControllerSpec) {
        json.beginObject()
        json.key("kind"); json.string(spec.kind.rawValue)
        if let id = spec.id { json.key("id"); json.string(id.rawValue) }
        if let className = spec.properties.className { json.key("class"); json.string(className) }
        properties(spec.properties)
        switch spec.role {
        case .content:
            break
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
            json.key("transitionStyle"); json.string(options.transitionStyle.rawValue)
            json.key("navigationOrientation"); json.string(options.navigationOrientation.rawValue)
            if let spine = options.spineLocation { json.key("spineLocation"); json.string(spine.rawValue) }
            if let doubleSided = options.doubleSided { json.key("doubleSided"); json.bool(doubleSided) }
            json.key("interPageSpacing"); json.number(options.interPageSpacing)
            json.key("showsPageIndicator"); json.bool(options.showsPageIndicator)
            json.key("spinePolicy"); json.string(options.spinePolicy.rawValue)
            json.key("pages")
            json.beginArray()
            for page in options.pages { self.spec(page) }
            json.endArray()
            json.key("pageIndex"); json.int(options.pageIndex)
        }
        json.endObject()
    }
}

// MARK: - Reading

/// One JSON object of a checkpoint, read field by field; every miss names where it is.
private struct ArchiveReader {
    let fields: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, path: String) throws(Checkpoint.Damaged) {
        guard case .object(let fields) = value else { throw Checkpoint.Damaged(description: "\(path): expected an object") }
        self.fields = fields
        self.path = path
    }

    func damaged(_ key: String, _ expected: String) -> Checkpoint.Damaged {
        Checkpoint.Damaged(description: "\(path).\(key): expected \(expected)")
    }

    func value(_ key: String) throws(Checkpoint.Damaged) -> JSONValue {
        guard let value = fields[key] else { throw damaged(key, "a value, found none") }
        return value
    }

    func object(_ key: String) throws(Checkpoint.Damaged) -> ArchiveReader {
        try ArchiveReader(value(key), path: "\(path).\(key)")
    }

    func optionalObject(_ key: String) throws(Checkpoint.Damaged) -> ArchiveReader? {
        if case .null = try value(key) { return nil }
        return try object(key)
    }

    func int(_ key: String) throws(Checkpoint.Damaged) -> Int {
        guard case .number(let number) = try value(key), let int = Int(exactly: number) else { throw damaged(key, "a whole number") }
        return int
    }

    func optionalInt(_ key: String) throws(Checkpoint.Damaged) -> Int? {
        if case .null = try value(key) { return nil }
        return try int(key)
    }

    func double(_ key: String) throws(Checkpoint.Damaged) -> Double {
        guard case .number(let number) = try value(key) else { throw damaged(key, "a number") }
        return number
    }

    func bool(_ key: String) throws(Checkpoint.Damaged) -> Bool {
        guard case .bool(let flag) = try value(key) else { throw damaged(key, "a boolean") }
        return flag
    }

    func string(_ key: String) throws(Checkpoint.Damaged) -> String {
        guard case .string(let text) = try value(key) else { throw damaged(key, "a string") }
        return text
    }

    func optionalString(_ key: String) throws(Checkpoint.Damaged) -> String? {
        if case .null = try value(key) { return nil }
        return try string(key)
    }

    func id(_ key: String) throws(Checkpoint.Damaged) -> ControllerID { ControllerID(try string(key)) }

    func optionalID(_ key: String) throws(Checkpoint.Damaged) -> ControllerID? { try optionalString(key).map { ControllerID($0) } }

    func array(_ key: String) throws(Checkpoint.Damaged) -> [JSONValue] {
        guard case .array(let values) = try value(key) else { throw damaged(key, "an array") }
        return values
    }

    func ids(_ key: String) throws(Checkpoint.Damaged) -> [ControllerID] {
        var ids: [ControllerID] = []
        for value in try array(key) {
            guard case .string(let text) = value else { throw damaged(key, "an array of ids") }
            ids.append(ControllerID(text))
        }
        return ids
    }

    func choice<Value: Choice>(_ key: String, _ type: Value.Type) throws(Checkpoint.Damaged) -> Value {
        guard let value = Value(rawValue: try string(key)) else { throw damaged(key, "one of \(Value.allCases.map(\.rawValue))") }
        return value
    }

    func optionalChoice<Value: Choice>(_ key: String, _ type: Value.Type) throws(Checkpoint.Damaged) -> Value? {
        if case .null = try value(key) { return nil }
        return try choice(key, type)
    }

    /// A value read by the API's own decoders (properties, specs).
    func decoded<Value: Decodable>(_ type: Value.Type, from value: JSONValue, at key: String) throws(Checkpoint.Damaged) -> Value {
        do {
            return try Value(from: JSONValueDecoder(value))
        } catch {
            throw Checkpoint.Damaged(description: "\(path).\(key): \(error)")
        }
    }

    func archive() throws(Checkpoint.Damaged) -> Hierarchy.Archive {
        let format = try int("format")
        guard format == Checkpoint.format else {
            throw Checkpoint.Damaged(description: "checkpoint format \(format); this build reads format \(Checkpoint.format)")
        }
        let traitFields = try object("traits")
        let traits = Traits(
            idiom: try traitFields.choice("idiom", Traits.Idiom.self),
            orientation: try traitFields.choice("orientation", Orientation.self),
            horizontalSizeClass: try traitFields.optionalChoice("horizontalSizeClass", Traits.SizeClass.self),
            verticalSizeClass: try traitFields.optionalChoice("verticalSizeClass", Traits.SizeClass.self))
        let limitFields = try object("limits")
        let limits = Limits(
            maxDepth: try limitFields.int("maxDepth"), maxChildren: try limitFields.int("maxChildren"),
            maxControllers: try limitFields.int("maxControllers"),
            maxPresentedLayers: try limitFields.int("maxPresentedLayers"))
        var reservations: [(id: ControllerID, reservation: Reservation)] = []
        for (index, value) in try array("reservations").enumerated() {
            let fields = try ArchiveReader(value, path: "\(path).reservations[\(index)]")
            let use: IDUse
            switch try fields.string("use") {
            case "page": use = .page
            case "blankPage": use = .blankPage(of: try fields.id("of"))
            case "moreList": use = .moreList(of: try fields.id("of"))
            default: throw fields.damaged("use", "page, blankPage or moreList")
            }
            reservations.append((try fields.id("id"), Reservation(restoring: try fields.id("owner"), use: use)))
        }
        var controllers: [Controller] = []
        for (index, value) in try array("controllers").enumerated() {
            controllers.append(try ArchiveReader(value, path: "\(path).controllers[\(index)]").controller())
        }
        return Hierarchy.Archive(
            rootID: try id("root"), traits: traits, revision: Revision(rawValue: try int("revision")), limits: limits,
            controllers: controllers, reservations: reservations, nextSerial: try int("nextSerial"),
            presentedLayers: try ids("presentedLayers"))
    }

    func controller() throws(Checkpoint.Damaged) -> Controller {
        let patch = try decoded(ControllerPatch.self, from: value("properties"), at: "properties")
        let properties = patch.applied(to: ControllerProperties(className: try optionalString("class")))
        let roleFields = try object("role")
        let role: Role
        switch try roleFields.choice("kind", ControllerKind.self) {
        case .view:
            role = .content
        case .navigation:
            role = .navigation(NavigationState(restoring: try roleFields.ids("stack")))
        case .tabBar:
            role = .tabBar(
                TabBarState(
                    restoring: try roleFields.ids("tabs"), selectedIndex: try roleFields.optionalInt("selectedIndex"),
                    customizable: try roleFields.ids("customizable")))
        case .page:
            var pages: [ControllerSpec] = []
            for page in try roleFields.array("pages") {
                pages.append(try roleFields.decoded(ControllerSpec.self, from: page, at: "pages"))
            }
            role = .page(
                PageState(
                    restoring: try roleFields.choice("transitionStyle", PageState.TransitionStyle.self),
                    navigationOrientation: try roleFields.choice("navigationOrientation", PageState.NavigationOrientation.self),
                    spineLocation: try roleFields.choice("spineLocation", PageState.SpineLocation.self),
                    doubleSided: try roleFields.bool("doubleSided"), interPageSpacing: try roleFields.double("interPageSpacing"),
                    showsPageIndicator: try roleFields.bool("showsPageIndicator"),
                    spinePolicy: try roleFields.choice("spinePolicy", PageState.SpinePolicy.self), pages: pages,
                    index: try roleFields.int("index"), shown: try roleFields.ids("shown")))
        }
        var presentation: Presentation?
        if let fields = try optionalObject("presentation") {
            presentation = Presentation(
                restoring: try fields.id("presenter"), requestedStyle: try fields.choice("requestedStyle", ModalPresentationStyle.self),
                effectiveStyle: try fields.choice("effectiveStyle", ModalPresentationStyle.self),
                transitionStyle: try fields.choice("transitionStyle", ModalTransitionStyle.self))
        }
        return Controller(
            restoring: try id("id"), role: role, properties: properties, appearance: try choice("appearance", Appearance.self),
            viewLoaded: try bool("viewLoaded"), parent: try optionalID("parent"), presented: try optionalID("presented"),
            presentation: presentation)
    }
}
