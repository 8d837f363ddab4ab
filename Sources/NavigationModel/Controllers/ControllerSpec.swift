/// A controller to create: in a session's root, a push, a `set-view-controllers` list, a
/// presentation, a page of a data source.
///
/// Decoding checks types and field names only; the rules check what UIKit would refuse (a
/// navigation controller without a root, a field of another kind, …).
public struct ControllerSpec: Sendable, Equatable {
    public var id: ControllerID?
    public var properties: ControllerProperties
    public var role: Role
    /// Fields the spec gave that do not apply to its kind, kept so that the model refuses them
    /// as it refuses them in a `PATCH` (``NavigationError/fieldNotApplicable(_:kind:)``).
    public var misplacedFields: [ControllerField] = []
    /// A storyboard scene still to instantiate (`{"storyboard": "Main", "identifier": "Detail"}`):
    /// the rules replace the spec by the scene's before anything is checked or built
    /// (``Hierarchy/resolvingScenes(in:)``); `role` and `properties` are placeholders until then.
    public var pendingScene: SceneReference?
    /// `navigationItem.searchController` (one spec at most, kept in an array so that a spec
    /// can hold another).
    private var searchSpecs: [ControllerSpec] = []

    /// The search controller its navigation item holds (docs/uikit-rules.md, "Search
    /// controllers"): built with it, detached until search is activated.
    public var searchController: ControllerSpec? {
        get { searchSpecs.first }
        set { searchSpecs = newValue.map { [$0] } ?? [] }
    }

    /// What the controller will be, with the specs of its children.
    public enum Role: Sendable, Equatable {
        case content
        /// The stack, bottom first.
        case navigation(stack: [ControllerSpec])
        /// The tabs, the one selected at first, and the ids of those the user may move
        /// (`nil`: all of them, as UIKit).
        case tabBar(tabs: [ControllerSpec], selectedIndex: Int, customizable: [ControllerID]?)
        /// A page view controller's configuration and data source.
        case page(PageOptions)
        /// A split view controller's columns (the primary, then the secondary if any) and display.
        case split(SplitOptions)
        /// A custom container's children and which of them are shown.
        case container(ContainerOptions)
        /// An alert controller: its content is in the properties.
        case alert
        /// A search controller (`UISearchController(searchResultsController:)`), with the spec
        /// of its results controller, if any, and `showsSearchResultsController` when the spec
        /// sets it (else derived from the text); its settings are in the properties.
        indirect case search(results: ControllerSpec?, showsResults: Bool?)
    }

    /// A custom container's spec fields.
    public struct ContainerOptions: Sendable, Equatable {
        /// The children, in the order they are added.
        public var children: [ControllerSpec]
        /// The ids of the children whose views are in the container's view; `nil`: all of them.
        public var shown: [ControllerID]?
        /// For a restoration: children added that were not yet told `didMove(toParent:)`.
        public internal(set) var awaitingDidMove: [ControllerID] = []
        /// For a restoration: children released on a memory warning, as their specs.
        public internal(set) var released: [ControllerSpec] = []
        /// For a restoration: controllers the container keeps detached (removed with `keep`),
        /// as their specs; rebuilt alive, with no parent and their views not loaded.
        public internal(set) var kept: [ControllerSpec] = []
        /// The embed segues of the container's scene, performed when its view loads
        /// (``ContainerState/pendingEmbeds``): a storyboard's instantiation sets them, and a
        /// restoration of a container whose view had not loaded.
        public internal(set) var embeds: [String] = []

        public init(children: [ControllerSpec], shown: [ControllerID]? = nil) {
            self.children = children
            self.shown = shown
        }
    }

    /// A split view controller's spec fields, with UIKit's defaults; its settings read as its
    /// own fields (`options.preferredDisplayMode`).
    @dynamicMemberLookup
    public struct SplitOptions: Sendable, Equatable {
        /// The primary, then the secondary if there is one; a column style's in ``columnRoles``.
        public var columns: [ControllerSpec]
        /// A column style's: the column each of ``columns`` stands in, in column order; `nil`
        /// for the classic split.
        public internal(set) var columnRoles: [SplitColumn]?
        /// For the import of a collapsed column style: the columns whose navigation controllers
        /// sit on the primary's stack above its own, in stack order (`columns.stacked`).
        public internal(set) var stackedColumns: [SplitColumn] = []
        public var settings = SplitSettings()
        /// For a restoration: a collapse at construction keeps the secondary even when
        /// `collapsesSecondaryOntoPrimary` is false (the session had it).
        var restoresSecondary = false
        /// For a restoration: the display mode in force, when the button or a swipe set one
        /// other than the preference gives.
        public internal(set) var displayMode: DisplayMode?

        public init(columns: [ControllerSpec]) { self.columns = columns }

        /// A column style's columns, by column (`setViewController(_:for:)`).
        public init(style: SplitStyle, columns byColumn: [SplitColumn: ControllerSpec]) {
            let roles = SplitColumn.allCases.filter { byColumn[$0] != nil }
            self.columns = roles.compactMap { byColumn[$0] }
            self.columnRoles = roles
            settings.style = style
        }

        /// A collapsed column style's columns as an expansion gives them back: the navigation
        /// controllers on the primary's stack go back to the columns ``stackedColumns`` names
        /// for them, and what was pushed above them (or nested beyond them) goes.
        var withStackedColumnsBack: SplitOptions {
            guard let primary = spec(for: .primary), case .navigation(let stack) = primary.role else { return self }
            let nested = stack.indices.dropFirst().filter { stack[$0].kind == .navigation }
            let returning = Array(zip(nested, stackedColumns))
            guard let first = nested.first else { return self }
            var byColumn: [SplitColumn: ControllerSpec] = [:]
            for index in columns.indices { byColumn[role(at: index)] = columns[index] }
            var newPrimary = primary
            newPrimary.role = .navigation(stack: Array(stack[..<first]))
            byColumn[.primary] = newPrimary
            for (index, column) in returning { byColumn[column] = stack[index] }
            var options = SplitOptions(style: style, columns: byColumn)
            options.settings = settings
            return options
        }

        /// The column of `columns[index]`.
        public func role(at index: Int) -> SplitColumn {
            columnRoles?[index] ?? (index == 0 ? .primary : .secondary)
        }

        /// The spec of `column`, if given.
        public func spec(for column: SplitColumn) -> ControllerSpec? {
            columns.indices.first { role(at: $0) == column }.map { columns[$0] }
        }

        /// The columns as they are built: a column style wraps a primary, supplementary or
        /// secondary that is no navigation controller in one (UIKit creates it,
        /// `setViewController(_:for:)`); a scene reference is wrapped once resolved.
        var builtColumns: [ControllerSpec] {
            guard columnRoles != nil else { return columns }
            return columns.indices.map { index in
                let column = columns[index]
                guard role(at: index) != .compact, column.kind != .navigation, column.pendingScene == nil else { return column }
                return .navigation(nil, [column])
            }
        }

        public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SplitSettings, Value>) -> Value {
            get { settings[keyPath: keyPath] }
            set { settings[keyPath: keyPath] = newValue }
        }
    }

    /// A page view controller's spec fields. `spineLocation` and `doubleSided` default to
    /// UIKit's (min and false for pageCurl, none for scroll; a mid spine is double-sided); the
    /// `book` policy derives them from the orientation. Its settings read as its own fields
    /// (`options.transitionStyle`).
    @dynamicMemberLookup
    public struct PageOptions: Sendable, Equatable {
        public var settings = PageSettings()
        public var spineLocation: PageState.SpineLocation?
        public var doubleSided: Bool?
        /// The data source, in order.
        public var pages: [ControllerSpec] = []
        public var pageIndex = 0
        /// Whether `pageIndex` is the first page shown as it is, not the start of its spread:
        /// a restoration shows exactly the pages the session showed (`set-view-controllers` can
        /// show a spread from an odd page).
        var keepsPageIndex = false
        /// For a restoration: the pages shown as they are (a `PATCH` or a push changes a live
        /// page, not the data source's spec), built in place of the data source's; the data
        /// source stays as it was for later turns. The blank page is not among them.
        public internal(set) var shownPages: [ControllerSpec]?

        public init(pages: [ControllerSpec] = []) { self.pages = pages }

        public subscript<Value>(dynamicMember keyPath: WritableKeyPath<PageSettings, Value>) -> Value {
            get { settings[keyPath: keyPath] }
            set { settings[keyPath: keyPath] = newValue }
        }
    }

    public init(id: ControllerID? = nil, properties: ControllerProperties = ControllerProperties(), role: Role) {
        self.id = id
        self.properties = properties
        self.role = role
    }

    public var kind: ControllerKind {
        switch role {
        case .content: .view
        case .navigation: .navigation
        case .tabBar: .tabBar
        case .page: .page
        case .split: .split
        case .container: .container
        case .alert: .alert
        case .search: .search
        }
    }

    /// The specs of the live children it starts with: the stack, the tabs or the columns (pages
    /// come from the data source, ``nestedSpecs``).
    public var children: [ControllerSpec] {
        get {
            switch role {
            case .content, .page, .alert: []
            case .search(let results, _): results.map { [$0] } ?? []
            case .navigation(let stack): stack
            case .tabBar(let tabs, _, _): tabs
            case .split(let options): options.columns
            case .container(let options): options.children
            }
        }
        set {
            switch role {
            case .content, .page, .alert: break
            case .search(_, let showsResults): role = .search(results: newValue.first, showsResults: showsResults)
            case .navigation: role = .navigation(stack: newValue)
            case .tabBar(_, let selectedIndex, let customizable):
                role = .tabBar(tabs: newValue, selectedIndex: selectedIndex, customizable: customizable)
            case .split(var options):
                options.columns = newValue
                role = .split(options)
            case .container(var options):
                options.children = newValue
                role = .container(options)
            }
        }
    }

    /// The spec a client could have sent: without what only a restoration carries (pages shown
    /// as they are, a display mode in force, containment phases, released children). What a
    /// container keeps of a child it releases: the rebuilt child is a new instance.
    var plain: ControllerSpec {
        var spec = self
        spec.searchController = searchController?.plain
        switch spec.role {
        case .content, .alert: break
        case .search(let results, let showsResults): spec.role = .search(results: results?.plain, showsResults: showsResults)
        case .navigation(let stack): spec.role = .navigation(stack: stack.map(\.plain))
        case .tabBar(let tabs, let selectedIndex, let customizable):
            spec.role = .tabBar(tabs: tabs.map(\.plain), selectedIndex: selectedIndex, customizable: customizable)
        case .page(var options):
            options.pages = options.pages.map(\.plain)
            options.shownPages = nil
            options.keepsPageIndex = false
            spec.role = .page(options)
        case .split(var options):
            // Collapsed, the secondary (and details shown since) sit on the primary's stack as
            // navigation controllers: the newest becomes the secondary column again, as an
            // expansion would make it, so that the spec builds in any traits.
            if options.restoresSecondary, options.columnRoles != nil {
                options = options.withStackedColumnsBack
            } else if options.restoresSecondary, options.columns.count == 1, case .navigation(let stack) = options.columns[0].role,
                let first = stack.dropFirst().firstIndex(where: { $0.kind == .navigation }),
                let newest = stack.dropFirst().last(where: { $0.kind == .navigation })
            {
                var primary = options.columns[0]
                primary.role = .navigation(stack: Array(stack[..<first]))
                options.columns = [primary, newest]
            }
            options.columns = options.columns.map(\.plain)
            options.restoresSecondary = false
            options.displayMode = nil
            spec.role = .split(options)
        case .container(var options):
            options.children = options.children.map(\.plain)
            options.awaitingDidMove = []
            options.released = []
            options.kept = []
            spec.role = .container(options)
        }
        return spec
    }

    /// Every id the spec names or derives, at any depth: its controllers', the pages of data
    /// sources, children its containers released.
    var allIDs: Set<ControllerID> {
        var found = Set<ControllerID>()
        func collect(_ spec: ControllerSpec) {
            guard let id = spec.id else { return }
            found.insert(id)
            for derived in IDUse.derived(from: id, kind: spec.kind) { found.insert(derived.id) }
            spec.nestedSpecs.forEach(collect)
            spec.containerOptions?.released.forEach(collect)
            spec.containerOptions?.kept.forEach(collect)
        }
        collect(self)
        return found
    }

    /// Every spec directly inside this one: the children (a split's as built), or the data
    /// source's pages, then the search controller its navigation item holds.
    var nestedSpecs: [ControllerSpec] {
        if case .page(let options) = role { return options.pages + searchSpecs }
        if case .split(let options) = role { return options.builtColumns + searchSpecs }
        return searchSpecs.isEmpty ? children : children + searchSpecs
    }

    /// The split options, when this is a split view controller.
    public var splitOptions: SplitOptions? { if case .split(let options) = role { options } else { nil } }

    /// The container options, when this is a custom container.
    public var containerOptions: ContainerOptions? { if case .container(let options) = role { options } else { nil } }

    /// The page options, when this is a page view controller.
    public var pageOptions: PageOptions? { if case .page(let options) = role { options } else { nil } }

    /// How many levels the spec has (a single controller is 1), pages of a data source
    /// included. A split view controller's secondary counts one level deeper, where a collapse
    /// puts it (on the primary's stack), so that no change of traits can make a tree too deep.
    /// Iterative: it runs on specs nobody has checked yet.
    public var depth: Int { depth { _, _ in nil } }

    /// The same, with the specs the embed segues of its containers build (`embedded` gives the
    /// destination of a container spec's embed segue).
    func depth(embedding embedded: (ControllerSpec, String) -> ControllerSpec?) -> Int {
        var deepest = 0
        var pending: [(spec: ControllerSpec, level: Int)] = [(self, 1)]
        while let (spec, level) = pending.popLast() {
            deepest = max(deepest, level)
            let split = spec.splitOptions
            for (index, nested) in spec.nestedSpecs.enumerated() {
                // A collapse nests a secondary (and a supplementary) in the primary's stack.
                let nests = split.map { index < $0.columns.count && [.secondary, .supplementary].contains($0.role(at: index)) } ?? false
                pending.append((nested, level + (nests ? 2 : 1)))
            }
            // Children a container released are rebuilt one level below it.
            for released in spec.containerOptions?.released ?? [] { pending.append((released, level + 1)) }
            // So are the controllers it keeps, when added back.
            for kept in spec.containerOptions?.kept ?? [] { pending.append((kept, level + 1)) }
            // And what embed segues add when the container's view loads.
            for segue in spec.containerOptions?.embeds ?? [] {
                if let destination = embedded(spec, segue) { pending.append((destination, level + 1)) }
            }
        }
        return deepest
    }

    // MARK: - Building specs in code

    /// A content controller with a title.
    public static func view(_ id: ControllerID? = nil, title: String? = nil) -> ControllerSpec {
        ControllerSpec(id: id, properties: ControllerProperties(title: title), role: .content)
    }

    /// A navigation controller with a stack, bottom first.
    public static func navigation(_ id: ControllerID? = nil, _ stack: [ControllerSpec]) -> ControllerSpec {
        ControllerSpec(id: id, role: .navigation(stack: stack))
    }

    /// A tab bar controller with tabs.
    public static func tabBar(
        _ id: ControllerID? = nil, _ tabs: [ControllerSpec], selectedIndex: Int = 0, customizable: [ControllerID]? = nil
    ) -> ControllerSpec {
        ControllerSpec(id: id, role: .tabBar(tabs: tabs, selectedIndex: selectedIndex, customizable: customizable))
    }

    /// A split view controller with a primary and, usually, a secondary.
    public static func split(
        _ id: ControllerID? = nil, primary: ControllerSpec, secondary: ControllerSpec? = nil,
        preferredDisplayMode: PreferredDisplayMode = .automatic, collapsesSecondaryOntoPrimary: Bool = true
    ) -> ControllerSpec {
        var options = SplitOptions(columns: [primary] + (secondary.map { [$0] } ?? []))
        options.preferredDisplayMode = preferredDisplayMode
        options.collapsesSecondaryOntoPrimary = collapsesSecondaryOntoPrimary
        return ControllerSpec(id: id, role: .split(options))
    }

    /// A column-style split view controller (`init(style:)`) with its columns.
    public static func split(
        _ id: ControllerID? = nil, style: SplitStyle, primary: ControllerSpec, supplementary: ControllerSpec? = nil,
        secondary: ControllerSpec? = nil, compact: ControllerSpec? = nil,
        preferredDisplayMode: PreferredDisplayMode = .automatic,
        preferredSplitBehavior: PreferredSplitBehavior = .automatic, topColumnForCollapsing: SplitColumn = .secondary
    ) -> ControllerSpec {
        var columns: [SplitColumn: ControllerSpec] = [.primary: primary]
        columns[.supplementary] = supplementary
        columns[.secondary] = secondary
        columns[.compact] = compact
        var options = SplitOptions(style: style, columns: columns)
        options.preferredDisplayMode = preferredDisplayMode
        options.preferredSplitBehavior = preferredSplitBehavior
        options.topColumnForCollapsing = topColumnForCollapsing
        return ControllerSpec(id: id, role: .split(options))
    }

    /// A page view controller over a data source of pages.
    public static func page(_ id: ControllerID? = nil, _ options: PageOptions) -> ControllerSpec {
        ControllerSpec(id: id, role: .page(options))
    }
}

extension ControllerSpec: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// Every field is read by ``ControllerField``: the properties as a merge patch over UIKit's
    /// defaults, so a spec and a `PATCH` accept exactly the same property fields.
    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        if !object.has("kind"), object.has("storyboard") {
            self = try Self.sceneReference(object)
            return
        }
        guard let kindValue = object.fields["kind"] else {
            let kinds = ControllerKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw FieldError(path: "kind", message: "required field is missing; one of \(kinds).")
        }
        let kind: ControllerKind
        do { kind = try ControllerKind(json: kindValue) } catch { throw error.inField("kind") }
        var patch = ControllerPatch()
        var id: ControllerID?
        var className: String?
        var children: [ControllerSpec] = []
        var selectedIndex = 0
        var customizable: [ControllerID]?
        var shown: [ControllerID]?
        var options = PageOptions()
        var columns: [SplitColumn: ControllerSpec]?
        var stacked: [SplitColumn] = []
        var search: ControllerSpec?
        var results: ControllerSpec?
        var showsResults: Bool?
        var misplaced: [ControllerField] = []
        try object.readControllerFields { (field, value) throws(FieldError) in
            guard field.applies(to: kind) else { return misplaced.append(field) }
            if case .page(let row)? = field.descriptor.setting { return try row.change(value).apply(&options.settings) }
            if field != .doubleSided, field != .showsSearchResultsController, try patch.read(field, value) { return }
            switch field {
            case .kind: break
            case .id: id = try ControllerID(json: value)
            case .className: className = try String?(json: value)
            case .children: children = try [ControllerSpec](json: value)
            case .selectedIndex: selectedIndex = try Int(json: value)
            case .customizable: customizable = try [ControllerID]?(json: value)
            case .shown: shown = try [ControllerID]?(json: value)
            case .spineLocation: options.spineLocation = try PageState.SpineLocation?(json: value)
            case .doubleSided: options.doubleSided = try Bool?(json: value)
            case .pages: options.pages = try [ControllerSpec](json: value)
            case .pageIndex: options.pageIndex = try Int(json: value)
            case .columns: (columns, stacked) = try Self.columns(value)
            case .searchController: search = try ControllerSpec?(json: value)
            case .searchResultsController: results = try ControllerSpec?(json: value)
            case .showsSearchResultsController: showsResults = try Bool?(json: value)
            default: break  // the title, the properties and a split's settings: read by the patch above
            }
        }
        self.id = id
        properties = patch.applied(to: ControllerProperties(className: className))
        misplacedFields = misplaced.sorted()
        switch kind {
        case .view: role = .content
        case .navigation: role = .navigation(stack: children)
        case .tabBar: role = .tabBar(tabs: children, selectedIndex: selectedIndex, customizable: customizable)
        case .page: role = .page(options)
        case .split:
            var split: SplitOptions
            if let columns {
                if object.has("children") {
                    throw FieldError(
                        path: "columns",
                        message: "a split view controller takes children (the classic split) or columns (a column style), not both.")
                }
                // The style is a setting of its own, read below.
                split = SplitOptions(style: .unspecified, columns: columns)
                split.stackedColumns = stacked
            } else {
                split = SplitOptions(columns: children)
            }
            split.settings = split.settings.applying(patch.splitSettings)
            role = .split(split)
        case .container: role = .container(ContainerOptions(children: children, shown: shown))
        case .alert: role = .alert
        case .search: role = .search(results: results, showsResults: showsResults)
        }
        searchController = search
    }
}

extension ControllerSpec {
    /// A column style's `columns`: `{"primary": spec, "supplementary"?, "secondary"?, "compact"?}`,
    /// and, in an export of a collapsed split, `"stacked"`: the columns on the primary's stack.
    fileprivate static func columns(
        _ value: JSONValue
    ) throws(FieldError) -> (columns: [SplitColumn: ControllerSpec], stacked: [SplitColumn]) {
        let object = try JSONObject(value)
        try object.rejectUnknown(besides: SplitColumn.allCases.map(\.rawValue) + ["stacked"])
        var columns: [SplitColumn: ControllerSpec] = [:]
        for column in SplitColumn.allCases {
            if let spec: ControllerSpec = try object.readIfPresent(column.rawValue) { columns[column] = spec }
        }
        return (columns, try object.readIfPresent("stacked") ?? [])
    }

    /// A scene to instantiate: `{"storyboard": "Main", "identifier": "Detail", "id"?: "detail"}`.
    public static func scene(_ storyboard: String, _ identifier: String, id: ControllerID? = nil) -> ControllerSpec {
        var spec = ControllerSpec(id: id, role: .content)
        spec.pendingScene = SceneReference(storyboard: storyboard, identifier: identifier)
        return spec
    }

    fileprivate static func sceneReference(_ object: JSONObject) throws(FieldError) -> ControllerSpec {
        try object.rejectUnknown(besides: ["storyboard", "identifier", "id"])
        let storyboard: String = try object.read("storyboard")
        guard object.has("identifier") else {
            throw FieldError(
                path: "identifier", message: "required field is missing: the storyboard identifier of the scene to instantiate.")
        }
        return .scene(storyboard, try object.read("identifier"), id: try object.readIfPresent("id"))
    }

    /// The storyboards the spec's scene references name, nested ones included.
    public var referencedStoryboards: Set<String> {
        // Most specs a change carries are one plain controller: no set, no stack.
        if pendingScene == nil, nestedSpecs.isEmpty { return [] }
        var names: Set<String> = []
        var pending = [self]
        while let spec = pending.popLast() {
            if let scene = spec.pendingScene { names.insert(scene.storyboard) }
            pending += spec.nestedSpecs
        }
        return names
    }
}

/// A controller named in an action: one already in the tree, by id, or a new one, by spec.
public enum ControllerReference: Sendable, Equatable, Decodable, JSONReadable {
    case existing(ControllerID)
    case new(ControllerSpec)

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// An object is a spec; anything else must be an id.
    public init(json: JSONValue) throws(FieldError) {
        if case .object = json { self = .new(try ControllerSpec(json: json)) } else { self = .existing(try ControllerID(json: json)) }
    }
}
