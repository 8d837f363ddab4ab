/// The properties a client sets on a controller, in a spec or a PATCH.
///
/// Containment, appearance and ids are not here: the rules own those.
///
/// Laid out for the common controller, which sets a class and a title and leaves the rest at
/// UIKit's defaults: those two inline, everything else behind one copy-on-write reference that
/// stays `nil` while every one of them is at its default. A controller's properties take 40
/// bytes instead of 360, and copying a controller (every mutation of a session copies the ones
/// it changes) retains one reference instead of a dozen.
@dynamicMemberLookup
public struct ControllerProperties: Sendable, Equatable {
    /// The client's class name, e.g. `InboxViewController`; the kind's UIKit class when `nil`.
    public var className: String?
    public var title: String?
    /// The other properties, `nil` while all are at their defaults.
    @usableFromInline var others: Others?

    /// The properties most controllers leave at UIKit's defaults, each with UIKit's default as
    /// its initial value. Each has one row in ``ControllerField`` (its descriptor), and is read
    /// and written as `properties.name`.
    public struct Values: Equatable, Sendable {
        public var navigationItem = NavigationItem()
        public var tabBarItem: TabBarItem?
        public var toolbarItems: [BarButtonItem] = []
        public var hidesBottomBarWhenPushed = false
        /// What the tab bar controller's delegate answers to `tabBarController(_:shouldSelect:)`
        /// when the user taps this controller's tab: false vetoes the tap.
        public var shouldSelect = true
        public var modalPresentationStyle: ModalPresentationStyle = .automatic
        public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
        /// The popover's anchor, arrows and passthrough (`popoverPresentationController`).
        public var popoverPresentation: PopoverPresentation?
        /// The sheet's detents and dimming (`sheetPresentationController`), for a page or form sheet.
        public var sheetPresentation: SheetPresentation?
        /// What the presentation becomes in a compact width (a presentation delegate's answer).
        public var adaptivePresentationStyle: AdaptivePresentationStyle = .automatic
        public var definesPresentationContext = false
        /// `isModalInPresentation`: a presented controller the user cannot swipe or tap away
        /// (the attempt is refused, and the presentation's delegate told).
        public var modalInPresentation = false
        /// `nil` means the idiom's default (UIKit: all but upside-down on a phone, all on a pad).
        public var supportedOrientations: [Orientation]?
        public var restorationIdentifier: String?
        /// The storyboard scene the controller was instantiated from; `nil` when built from a spec.
        public var scene: SceneReference?
        public var userInfo: JSONValue?
        /// Navigation controllers only: `isNavigationBarHidden` (UIKit default false).
        public var navigationBarHidden = false
        /// Navigation controllers only: `isToolbarHidden` (UIKit default true).
        public var toolbarHidden = true
        /// Custom containers only: `shouldAutomaticallyForwardAppearanceMethods` (UIKit default
        /// true). False: the children get appearance callbacks only from `begin-appearance` and
        /// `end-appearance`. Set at creation.
        public var automaticallyForwardsAppearance = true
        /// Custom containers only: the View Switcher's policy (docs/uikit-rules.md): on a memory
        /// warning the container releases its children that are not shown, to be rebuilt when next
        /// shown.
        public var releasesHiddenChildrenOnMemoryWarning = false
        /// Alerts only: `preferredStyle`, set at creation.
        public var preferredStyle: AlertStyle = .alert
        /// Alerts only: the text under the title.
        public var message: String?
        /// Alerts only: the buttons, in the order they were added (`actions`).
        public var actions: [AlertAction] = []
        /// Alerts only: the text fields, with what is typed in them (`enter-text`).
        public var textFields: [AlertTextField] = []
        /// Search controllers only: the search bar's text (`searchBar.text`), what `search-text`
        /// types.
        public var searchText = ""
        /// Search controllers only: the text shows the results controller while it is not empty.
        public var automaticallyShowsSearchResultsController = true
        /// Search controllers only: the owner's navigation bar slides away while search is active.
        public var hidesNavigationBarDuringPresentation = true
        /// Search controllers only: the content under the search is dimmed and takes no touches.
        public var obscuresBackgroundDuringPresentation = true

        @usableFromInline static let defaults = Values()

        /// Every field at UIKit's default.
        public init() {}
    }

    /// The reference to them: changed in place when this is its only holder, copied otherwise.
    /// Only ever written through ``change(_:_:)``, which makes it unique first.
    @usableFromInline package final class Others: @unchecked Sendable {
        @usableFromInline var values: Values
        /// The fields that differ from their default, one bit each by their place in
        /// ``propertyFields``: writers and ``byteCount`` visit only those.
        var changed: UInt32
        /// The client text those fields hold (``byteCount``), counted when they change.
        var textBytes: Int

        init(_ values: Values, changed: UInt32, textBytes: Int) {
            self.values = values
            self.changed = changed
            self.textBytes = textBytes
        }
    }

    private var values: Values { others?.values ?? .defaults }

    /// The descriptors of the fields kept in ``Values``, in ``ControllerField`` order.
    package static let propertyFields: [any PropertyDescriptor] = {
        let fields = ControllerField.allCases.compactMap(\.descriptor.property)
        precondition(fields.count <= UInt32.bitWidth, "one bit of Others.changed a field")
        return fields
    }()

    /// Each field's bit, by its key path in ``Values`` (key paths are immutable values; the
    /// standard library does not mark `AnyKeyPath` `Sendable` yet).
    @usableFromInline nonisolated(unsafe) static let bits: [AnyKeyPath: UInt32] = Dictionary(
        uniqueKeysWithValues: propertyFields.enumerated().map { ($0.element.anyKeyPath, 1 << UInt32($0.offset)) })

    /// Every field's bit.
    @usableFromInline static let allBits: UInt32 = UInt32.max >> (UInt32.bitWidth - propertyFields.count)

    /// The bits of the fields a snapshot writes when they differ from their default.
    private static let snapshotBits: UInt32 = propertyFields.enumerated().reduce(0) {
        $1.element.field.snapshotRule == .unlessDefault ? $0 | 1 << UInt32($1.offset) : $0
    }

    /// The bytes the properties take as JSON text (names, titles, items, `userInfo`), escapes
    /// included: what ``Limits/maxControllerBytes`` bounds, so that a snapshot's size is bounded
    /// too. A bar item weighs what its fields take besides its text (96 bytes); a field at its
    /// default holds no text.
    public var byteCount: Int { className.textBytes + title.textBytes + (others?.textBytes ?? 0) }

    /// Whether every property but the class name and the title is at UIKit's default: what a
    /// writer may skip at once (most controllers).
    public var othersAreDefaults: Bool { others == nil }

    /// Writes `"field": value` for each field kept in ``Values`` that differs from its default,
    /// in field order: all of them in a spec (a checkpoint, an export), or only those a snapshot
    /// writes so (``ControllerField/SnapshotRule/unlessDefault``; a navigation controller's bar
    /// flags are written with its role).
    package func writeProperties(to json: inout JSONWriter, snapshotOnly: Bool) {
        guard let others else { return }
        Self.forEach(in: snapshotOnly ? others.changed & Self.snapshotBits : others.changed) {
            field, _ in field.write(from: others, to: &json)
        }
    }

    /// Calls `body` with the descriptor of each field whose bit is in `bits`, in field order.
    fileprivate static func forEach(in bits: UInt32, _ body: (any PropertyDescriptor, UInt32) -> Void) {
        var bits = bits
        while bits != 0 {
            body(propertyFields[bits.trailingZeroBitCount], bits & (~bits &+ 1))
            bits &= bits - 1
        }
    }

    /// Applies changes read from a merge patch.
    mutating func apply(_ changes: [PropertyChange]) {
        guard !changes.isEmpty else { return }
        let fields = changes.reduce(UInt32(0)) { $0 | (Self.bits[$1.keyPath] ?? Self.allBits) }
        change(fields) { values in for change in changes { change.apply(&values) } }
    }

    /// Runs `body` on the values, which changes only the fields whose bits are in `fields`.
    @usableFromInline mutating func change(_ fields: UInt32, _ body: (inout Values) -> Void) {
        guard let current = others else {
            var values = Values()
            body(&values)
            if values != .defaults { others = Others(values, changed: 0, textBytes: 0).counted(fields) }
            return
        }
        if !isKnownUniquelyReferenced(&others) {
            others = Others(current.values, changed: current.changed, textBytes: current.textBytes)
        }
        guard let others else { return }
        others.values.modify(body)
        _ = others.counted(fields)
    }

    public static func == (lhs: ControllerProperties, rhs: ControllerProperties) -> Bool {
        lhs.className == rhs.className && lhs.title == rhs.title && (lhs.others === rhs.others || lhs.values == rhs.values)
    }

    /// A property kept in ``Values``: `properties.navigationItem`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
        get {
            if let others { return others.values[keyPath: keyPath] }
            return Values.defaults[keyPath: keyPath]
        }
        set { change(Self.bits[keyPath] ?? Self.allBits) { $0[keyPath: keyPath] = newValue } }
    }

    public init(className: String? = nil, title: String? = nil) {
        self.className = className
        self.title = title
    }
}

extension ControllerProperties.Others {
    /// Sets the bits of `fields` anew from the values, and counts the text of every field that
    /// differs from its default.
    fileprivate func counted(_ fields: UInt32) -> Self {
        changed &= ~fields
        ControllerProperties.forEach(in: fields) { field, bit in if !field.isDefault(in: self) { changed |= bit } }
        textBytes = 0
        ControllerProperties.forEach(in: changed) { field, _ in textBytes += field.textBytes(in: self) }
        return self
    }
}

extension ControllerProperties.Values {
    /// Runs `body` on the value in place.
    fileprivate mutating func modify(_ body: (inout Self) -> Void) { body(&self) }
}
