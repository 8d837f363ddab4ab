package import NavigationModel

/// One JSON object of a checkpoint, read field by field; every miss names where it is.
package struct ArchiveReader {
    package let fields: [String: JSONValue]
    package let path: String

    package init(_ value: JSONValue, path: String) throws(Checkpoint.Damaged) {
        guard case .object(let fields) = value else { throw Checkpoint.Damaged(description: "\(path): expected an object") }
        self.fields = fields
        self.path = path
    }

    package func damaged(_ key: String, _ expected: String) -> Checkpoint.Damaged {
        Checkpoint.Damaged(description: "\(path).\(key): expected \(expected)")
    }

    package func value(_ key: String) throws(Checkpoint.Damaged) -> JSONValue {
        guard let value = fields[key] else { throw damaged(key, "a value, found none") }
        return value
    }

    package func object(_ key: String) throws(Checkpoint.Damaged) -> ArchiveReader {
        try ArchiveReader(value(key), path: "\(path).\(key)")
    }

    package func optionalObject(_ key: String) throws(Checkpoint.Damaged) -> ArchiveReader? {
        if case .null = try value(key) { return nil }
        return try object(key)
    }

    package func int(_ key: String) throws(Checkpoint.Damaged) -> Int {
        guard case .number(let number) = try value(key), let int = Int(exactly: number) else { throw damaged(key, "a whole number") }
        return int
    }

    package func optionalInt(_ key: String) throws(Checkpoint.Damaged) -> Int? {
        if case .null = try value(key) { return nil }
        return try int(key)
    }

    package func double(_ key: String) throws(Checkpoint.Damaged) -> Double {
        guard case .number(let number) = try value(key) else { throw damaged(key, "a number") }
        return number
    }

    package func bool(_ key: String) throws(Checkpoint.Damaged) -> Bool {
        guard case .bool(let flag) = try value(key) else { throw damaged(key, "a boolean") }
        return flag
    }

    package func string(_ key: String) throws(Checkpoint.Damaged) -> String {
        guard case .string(let text) = try value(key) else { throw damaged(key, "a string") }
        return text
    }

    package func optionalString(_ key: String) throws(Checkpoint.Damaged) -> String? {
        if case .null = try value(key) { return nil }
        return try string(key)
    }

    package func id(_ key: String) throws(Checkpoint.Damaged) -> ControllerID { ControllerID(try string(key)) }

    package func optionalID(_ key: String) throws(Checkpoint.Damaged) -> ControllerID? { try optionalString(key).map { ControllerID($0) } }

    package func array(_ key: String) throws(Checkpoint.Damaged) -> [JSONValue] {
        guard case .array(let values) = try value(key) else { throw damaged(key, "an array") }
        return values
    }

    package func ids(_ key: String) throws(Checkpoint.Damaged) -> [ControllerID] {
        var ids: [ControllerID] = []
        for value in try array(key) {
            guard case .string(let text) = value else { throw damaged(key, "an array of ids") }
            ids.append(ControllerID(text))
        }
        return ids
    }

    package func choice<Value: Choice>(_ key: String, _ type: Value.Type) throws(Checkpoint.Damaged) -> Value {
        guard let value = Value(rawValue: try string(key)) else { throw damaged(key, "one of \(Value.allCases.map(\.rawValue))") }
        return value
    }

    package func optionalChoice<Value: Choice>(_ key: String, _ type: Value.Type) throws(Checkpoint.Damaged) -> Value? {
        if case .null = try value(key) { return nil }
        return try choice(key, type)
    }

    /// A value read by the API's own decoders (properties, specs).
    package func decoded<Value: JSONReadable>(_ type: Value.Type, from value: JSONValue, at key: String) throws(Checkpoint.Damaged) -> Value
    {
        do throws(FieldError) {
            return try Value(json: value)
        } catch {
            throw Checkpoint.Damaged(description: "\(path).\(key): \(error)")
        }
    }

    /// A role's settings, each by its row (``SettingRow``).
    func settings<Settings>(_ rows: [SettingRow<Settings>], into settings: inout Settings) throws(Checkpoint.Damaged) {
        for row in rows {
            let key = row.field.rawValue
            let json = try value(key)
            do throws(FieldError) {
                try row.change(json).apply(&settings)
            } catch {
                throw Checkpoint.Damaged(description: "\(path).\(key): \(error)")
            }
        }
    }

    package func archive() throws(Checkpoint.Damaged) -> Hierarchy.Archive {
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
            maxPresentedLayers: try limitFields.int("maxPresentedLayers"),
            // Checkpoints from before the limit existed have none: the default then.
            maxCallbacksPerBatch: limitFields.fields["maxCallbacksPerBatch"] == nil
                ? Limits().maxCallbacksPerBatch : try limitFields.int("maxCallbacksPerBatch"),
            maxControllerBytes: limitFields.fields["maxControllerBytes"] == nil
                ? Limits().maxControllerBytes : try limitFields.int("maxControllerBytes"))
        var reservations: [(id: ControllerID, reservation: Reservation)] = []
        for (index, value) in try array("reservations").enumerated() {
            let fields = try ArchiveReader(value, path: "\(path).reservations[\(index)]")
            let use: IDUse
            switch try fields.string("use") {
            case "page": use = .page
            case "blankPage": use = .blankPage(of: try fields.id("of"))
            case "moreList": use = .moreList(of: try fields.id("of"))
            case "released": use = .released
            default: throw fields.damaged("use", "page, blankPage, moreList or released")
            }
            reservations.append((try fields.id("id"), Reservation(restoring: try fields.id("owner"), use: use)))
        }
        var controllers: [Controller] = []
        for (index, value) in try array("controllers").enumerated() {
            controllers.append(try ArchiveReader(value, path: "\(path).controllers[\(index)]").controller())
        }
        var archive = Hierarchy.Archive(
            rootID: try id("root"), traits: traits, revision: Revision(rawValue: try int("revision")), limits: limits,
            controllers: controllers, reservations: reservations, nextSerial: try int("nextSerial"),
            presentedLayers: try ids("presentedLayers"))
        if let copies = fields["storyboards"] {
            do throws(StoryboardDocuments.Unreadable) {
                archive.storyboards = try StoryboardDocuments.copies(copies)
            } catch {
                throw damaged("storyboards", "storyboard copies that read back")
            }
        }
        if let groups = fields["callbacks"] {
            do throws(FieldError) {
                archive.callbacks = try CallbackGroups(json: groups)
            } catch {
                throw damaged("callbacks", "callback groups this build knows")
            }
        }
        return archive
    }

    package func controller() throws(Checkpoint.Damaged) -> Controller {
        let patch = try decoded(ControllerPatch.self, from: value("properties"), at: "properties")
        let properties = patch.applied(to: ControllerProperties(className: try optionalString("class")))
        let roleFields = try object("role")
        let role: Role
        switch try roleFields.choice("kind", ControllerKind.self) {
        case .view:
            role = .content
        case .alert:
            role = .alert
        case .search:
            role = .search(
                SearchState(
                    restoring: try roleFields.optionalID("owner"), results: try roleFields.optionalID("results"),
                    showsResults: try roleFields.bool("showsResults")))
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
            var settings = PageSettings()
            try roleFields.settings(PageSettings.rows, into: &settings)
            role = .page(
                PageState(
                    restoring: settings, spineLocation: try roleFields.choice("spineLocation", PageState.SpineLocation.self),
                    doubleSided: try roleFields.bool("doubleSided"), pages: pages, index: try roleFields.int("index"),
                    shown: try roleFields.ids("shown")))
        case .split:
            var settings = SplitSettings()
            // A classic split's checkpoint has no style (nor a column style's settings).
            let style = roleFields.fields["style"] == nil ? .unspecified : try roleFields.choice("style", SplitStyle.self)
            try roleFields.settings(SplitSettings.rows(for: style), into: &settings)
            var state = SplitState(
                restoring: try roleFields.id("primary"), secondary: try roleFields.optionalID("secondary"), settings: settings,
                displayMode: try roleFields.choice("displayMode", DisplayMode.self), isCollapsed: try roleFields.bool("isCollapsed"))
            if style != .unspecified {
                state.restoreColumns(
                    supplementary: try roleFields.optionalID("supplementary"), compact: try roleFields.optionalID("compact"),
                    stacked: try roleFields.ids("stacked"))
            }
            role = .split(state)
        case .container:
            var released: [ControllerSpec] = []
            // Written only when a child was released (checkpoints from before have none).
            if roleFields.fields["released"] != nil {
                for spec in try roleFields.array("released") {
                    released.append(try roleFields.decoded(ControllerSpec.self, from: spec, at: "released"))
                }
            }
            if let embeds = roleFields.fields["releasedEmbeds"] {
                guard case .object(let entries) = embeds else { throw roleFields.damaged("releasedEmbeds", "an object") }
                var map: [ControllerID: [String]] = [:]
                for (container, value) in entries {
                    guard case .array(let segues) = value else { throw roleFields.damaged("releasedEmbeds", "arrays of segues") }
                    map[ControllerID(container)] = segues.compactMap { if case .string(let text) = $0 { text } else { nil } }
                }
                released = released.map { $0.applyingEmbeds(map) }
            }
            // Written only when the container keeps some (checkpoints from before have none).
            let kept = roleFields.fields["kept"] == nil ? [] : try roleFields.ids("kept")
            let embeds = roleFields.fields["pendingEmbeds"] == nil ? [] : try roleFields.ids("pendingEmbeds").map(\.rawValue)
            role = .container(
                ContainerState(
                    restoring: try roleFields.ids("children"), shown: try roleFields.ids("shown"),
                    awaitingDidMove: try roleFields.ids("awaitingDidMove"), released: released, kept: kept,
                    pendingEmbeds: embeds))
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
            presentation: presentation, searchController: fields["searchController"] == nil ? nil : try optionalID("searchController"))
    }
}
