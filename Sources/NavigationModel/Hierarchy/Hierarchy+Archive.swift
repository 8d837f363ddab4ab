/// A hierarchy taken apart into plain values, and put back together: what a store writes as a
/// checkpoint and reads back after a restart. Nothing else builds a hierarchy from parts.
///
/// Restoring checks every invariant (``Hierarchy/invariantViolations()``) and refuses parts that
/// break one, so a damaged checkpoint is an error, never a hierarchy the rules would trap on.
extension Hierarchy {
    public struct Archive: Sendable, Equatable {
        public var rootID: ControllerID
        public var traits: Traits
        public var revision: Revision
        /// The limits the session was created under (it keeps them across restarts).
        public var limits: Limits
        /// Every live controller, in any order.
        public var controllers: [Controller]
        /// The ids held besides live controllers, sorted by id.
        public var reservations: [(id: ControllerID, reservation: Reservation)]
        /// The serial of the next generated id (`vcN`).
        public var nextSerial: Int
        /// The presented controllers, bottom layer first.
        public var presentedLayers: [ControllerID]
        /// The session's copies of storyboards, sorted by name.
        public var storyboards: [Storyboard] = []
        /// The callbacks the session chose besides the lifecycle.
        public var callbacks: CallbackGroups = []

        public init(
            rootID: ControllerID, traits: Traits, revision: Revision, limits: Limits, controllers: [Controller],
            reservations: [(id: ControllerID, reservation: Reservation)], nextSerial: Int, presentedLayers: [ControllerID]
        ) {
            self.rootID = rootID
            self.traits = traits
            self.revision = revision
            self.limits = limits
            self.controllers = controllers
            self.reservations = reservations
            self.nextSerial = nextSerial
            self.presentedLayers = presentedLayers
        }

        public static func == (lhs: Archive, rhs: Archive) -> Bool {
            lhs.rootID == rhs.rootID && lhs.traits == rhs.traits && lhs.revision == rhs.revision
                && lhs.limits == rhs.limits && lhs.controllers == rhs.controllers
                && lhs.reservations.elementsEqual(rhs.reservations) { $0.id == $1.id && $0.reservation == $1.reservation }
                && lhs.nextSerial == rhs.nextSerial && lhs.presentedLayers == rhs.presentedLayers
                && lhs.storyboards == rhs.storyboards && lhs.callbacks == rhs.callbacks
        }
    }

    /// Why parts do not make a hierarchy.
    public struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
        public let problems: [String]
        public var description: String { problems.joined(separator: "; ") }
    }

    /// The whole state as parts: controllers sorted by id, so equal hierarchies give equal archives.
    public var archive: Archive {
        var archive = Archive(
            rootID: rootID, traits: traits, revision: revision, limits: limits,
            controllers: controllers.values.sorted { $0.id < $1.id },
            reservations: ids.reserved.map { (id: $0.key, reservation: $0.value) }.sorted { $0.id < $1.id },
            nextSerial: ids.serial, presentedLayers: presentedLayers)
        archive.storyboards = storyboards.values.sorted { $0.name < $1.name }
        archive.callbacks = callbacks
        return archive
    }

    /// The hierarchy `archive` was taken from, exactly: the same snapshot, the same next ids.
    /// - Throws: ``ArchiveError`` when the parts repeat an id or break an invariant.
    public init(restoring archive: Archive) throws(ArchiveError) {
        self.init(traits: archive.traits, limits: archive.limits)
        rootID = archive.rootID
        revision = archive.revision
        callbacks = archive.callbacks
        presentedLayers = archive.presentedLayers
        var problems: [String] = []
        for controller in archive.controllers {
            if controllers.updateValue(controller, forKey: controller.id) != nil { problems.append("'\(controller.id)' is archived twice") }
            if Self.isManual(controller) { manualContainers.insert(controller.id) }
            if controller.container?.pendingEmbeds.isEmpty == false { embeddingContainers.insert(controller.id) }
        }
        guard archive.nextSerial >= 1 else { throw ArchiveError(problems: problems + ["the next id serial is below 1"]) }
        ids = IDRegistry(serial: archive.nextSerial)
        for (id, reservation) in archive.reservations {
            if ids.reservation(of: id) != nil { problems.append("'\(id)' is reserved twice") }
            ids.reserve(id, for: reservation.owner, as: reservation.use)
        }
        for storyboard in archive.storyboards where !load(storyboard) {
            problems.append("storyboard '\(storyboard.name)' is archived twice")
        }
        problems += invariantViolations()
        guard problems.isEmpty else { throw ArchiveError(problems: problems) }
    }
}

extension Controller {
    /// A controller as an archive holds it, every field given.
    public init(
        restoring id: ControllerID, role: Role, properties: ControllerProperties, appearance: Appearance,
        viewLoaded: Bool, parent: ControllerID?, presented: ControllerID?, presentation: Presentation?,
        searchController: ControllerID? = nil
    ) {
        self.init(id: id, role: role, properties: properties)
        self.searchController = searchController
        self.appearance = appearance
        self.viewLoaded = viewLoaded
        self.parent = parent
        self.presented = presented
        self.presentation = presentation
    }
}

extension SearchState {
    public init(restoring owner: ControllerID?, results: ControllerID?, showsResults: Bool) {
        self.init(owner: owner, results: results, showsResults: showsResults)
    }
}

extension NavigationState {
    public init(restoring stack: [ControllerID]) { self.init(stack: stack) }
}

extension TabBarState {
    public init(restoring tabs: [ControllerID], selectedIndex: Int?, customizable: [ControllerID]) {
        self.init(tabs: tabs, selectedIndex: selectedIndex, customizable: customizable)
    }
}

extension PageState {
    public init(
        restoring settings: PageSettings, spineLocation: SpineLocation, doubleSided: Bool, pages: [ControllerSpec], index: Int,
        shown: [ControllerID]
    ) {
        self.init(settings: settings, spineLocation: spineLocation, doubleSided: doubleSided, pages: pages, index: index, shown: shown)
    }
}

extension ContainerState {
    public init(
        restoring children: [ControllerID], shown: [ControllerID], awaitingDidMove: [ControllerID],
        released: [ControllerSpec] = [], kept: [ControllerID] = [], pendingEmbeds: [String] = []
    ) {
        self.init(
            children: children, shown: shown, awaitingDidMove: awaitingDidMove, released: released, kept: kept,
            pendingEmbeds: pendingEmbeds)
    }
}

extension SplitState {
    public init(
        restoring primary: ControllerID, secondary: ControllerID?, settings: SplitSettings, displayMode: DisplayMode,
        isCollapsed: Bool
    ) {
        self.init(primary: primary, secondary: secondary, settings: settings, displayMode: displayMode, isCollapsed: isCollapsed)
    }

    /// A column style's columns and behaviour, as a checkpoint has them.
    public mutating func restoreColumns(supplementary: ControllerID?, compact: ControllerID?, stacked: [ControllerID]) {
        self.supplementary = supplementary
        self.compact = compact
        self.stacked = stacked
    }
}

extension Presentation {
    public init(
        restoring presenter: ControllerID, requestedStyle: ModalPresentationStyle,
        effectiveStyle: ModalPresentationStyle, transitionStyle: ModalTransitionStyle
    ) {
        self.init(
            presenter: presenter, requestedStyle: requestedStyle, effectiveStyle: effectiveStyle,
            transitionStyle: transitionStyle)
    }
}

extension Reservation {
    public init(restoring owner: ControllerID, use: IDUse) { self.init(owner: owner, use: use) }
}
