/// Why an id is held in a session besides (or instead of) naming a live controller.
public enum IDUse: Sendable, Equatable {
    /// A page of a data source, at any nesting level: it keeps its id across visits, live or not.
    case page
    /// The blank page NavState derives for page view controller `of` (`<id>.blank`).
    case blankPage(of: ControllerID)
    /// The More navigation controller NavState derives for tab bar controller `of` (`<id>.more`).
    case moreList(of: ControllerID)
    /// A controller a custom container released on a memory warning, or one inside it: held
    /// for the spec that rebuilds it (``ContainerState/released``).
    case released

    /// The ids NavState derives for a container of `kind` with `id`, with their use.
    static func derived(from id: ControllerID, kind: ControllerKind) -> [(id: ControllerID, use: IDUse)] {
        switch kind {
        case .page: [(PageState.blankID(of: id), .blankPage(of: id))]
        case .tabBar: [(TabBarState.moreID(of: id), .moreList(of: id))]
        case .view, .navigation, .split, .container, .alert, .search: []
        }
    }
}

/// An id held by something other than a live controller: what for, and which controller
/// frees it when it is released.
public struct Reservation: Sendable, Equatable {
    /// The controller whose release frees the id: the outermost page view controller whose data
    /// source holds it, or the container it is derived from.
    public let owner: ControllerID
    public let use: IDUse
}

/// The one record of a session's ids besides the live controllers: ids reserved by data
/// sources and ids derived for containers, each with the owner that frees it, and the
/// generator of `vc1`, `vc2`, … (never reused).
///
/// An id is reserved once, by its outermost holder: a page view controller nested in another's
/// data source reserves nothing of its own, so releasing it frees nothing its outer data source
/// still needs.
struct IDRegistry: Sendable, Equatable {
    private(set) var reserved: [ControllerID: Reservation] = [:]
    private var byOwner: [ControllerID: [ControllerID]] = [:]
    private var nextSerial = 1

    init(serial: Int = 1) { nextSerial = serial }

    /// The serial of the next generated id.
    var serial: Int { nextSerial }

    /// Generates no id below `serial` from now on (an import carries its session's counter).
    mutating func advance(to serial: Int) { nextSerial = max(nextSerial, serial) }

    func reservation(of id: ControllerID) -> Reservation? { reserved[id] }

    /// Reserves `id` for `owner` unless it is reserved already (by an outer holder).
    mutating func reserve(_ id: ControllerID, for owner: ControllerID, as use: IDUse) {
        guard reserved[id] == nil else { return }
        reserved[id] = Reservation(owner: owner, use: use)
        byOwner[owner, default: []].append(id)
    }

    /// Frees those of `ids` that `owner` holds.
    mutating func release(_ ids: Set<ControllerID>, heldBy owner: ControllerID) {
        guard let held = byOwner[owner] else { return }
        let kept = held.filter { !ids.contains($0) }
        for id in held where ids.contains(id) { reserved[id] = nil }
        byOwner[owner] = kept.isEmpty ? nil : kept
    }

    /// Frees every id `owner` holds.
    mutating func release(heldBy owner: ControllerID) {
        guard let held = byOwner.removeValue(forKey: owner) else { return }
        for id in held { reserved[id] = nil }
    }

    /// The next `vcN` that `isFree` accepts.
    mutating func generate(isFree: (ControllerID) -> Bool) -> ControllerID {
        while true {
            let id = ControllerID("vc\(nextSerial)")
            nextSerial += 1
            if isFree(id) { return id }
        }
    }

    /// Equal when the same ids are reserved the same way and the same id comes next: `byOwner`
    /// is derived from `reserved`, and the order it lists an owner's ids in means nothing.
    static func == (lhs: IDRegistry, rhs: IDRegistry) -> Bool {
        lhs.reserved == rhs.reserved && lhs.nextSerial == rhs.nextSerial
    }

    /// The reservations grouped by owner, for the invariant checks.
    var owners: [ControllerID: [ControllerID]] { byOwner }
}
