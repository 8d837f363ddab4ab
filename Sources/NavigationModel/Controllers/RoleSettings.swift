/// A page view controller's settings: one value each, the same in a spec
/// (``ControllerSpec/PageOptions``) and in the live state (``PageState``), with UIKit's
/// defaults. Each is one row of ``ControllerField``'s table (``ControllerField/Descriptor/setting``),
/// which reads it from a spec, writes it in snapshots, specs and checkpoints, and gives its
/// default. The spine location and `doubleSided` are not among them: a spec may leave them to
/// UIKit's rules, which the live state resolves.
public struct PageSettings: Sendable, Equatable {
    public var transitionStyle: PageState.TransitionStyle = .pageCurl
    public var navigationOrientation: PageState.NavigationOrientation = .horizontal
    public var interPageSpacing: Double = 0
    public var showsPageIndicator = false
    public var spinePolicy: PageState.SpinePolicy = .fixed

    public init() {}

    /// The rows of the settings, in field order.
    package static let rows: [SettingRow<PageSettings>] = ControllerField.allCases.compactMap {
        if case .page(let row)? = $0.descriptor.setting { row } else { nil }
    }

    /// A page view controller's fields in snapshot order: a setting by its row, the others by
    /// name (found once here, not per node).
    package enum Field: Sendable {
        case setting(SettingRow<PageSettings>)
        case other(ControllerField)
    }

    package static let fields: [Field] = ControllerField.alwaysWritten(for: .page).map {
        if case .page(let row)? = $0.descriptor.setting { .setting(row) } else { .other($0) }
    }
}

/// A split view controller's settings, as ``PageSettings`` are a page view controller's. They
/// may be patched: `null` returns one to UIKit's default, in a spec as in a `PATCH`.
public struct SplitSettings: Sendable, Equatable {
    /// The classic split, or a column style (fixed at creation).
    public var style: SplitStyle = .unspecified
    public var preferredDisplayMode: PreferredDisplayMode = .automatic
    /// Column styles: how the columns share the width.
    public var preferredSplitBehavior: PreferredSplitBehavior = .automatic
    public var presentsWithGesture = true
    /// `nil` is UIKit's `automaticDimension`.
    public var preferredPrimaryColumnWidthFraction: Double?
    /// What collapsing does with the secondary: pushes it onto a primary navigation controller
    /// (true, UIKit's default) or drops it (false).
    public var collapsesSecondaryOntoPrimary = true
    /// Column styles without a compact column: the column shown on top once collapsed, what the
    /// delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` answers to
    /// UIKit's proposal, the secondary.
    public var topColumnForCollapsing: SplitColumn = .secondary

    public init() {}

    /// The settings a column-style split view controller has and the classic one does not.
    public static let columnStyleFields: Set<ControllerField> = [.style, .preferredSplitBehavior, .topColumnForCollapsing]
    /// The settings of the classic split alone.
    public static let classicFields: Set<ControllerField> = [.collapsesSecondaryOntoPrimary]

    /// The rows a split of `style` has, in field order.
    package static func rows(for style: SplitStyle) -> [SettingRow<SplitSettings>] {
        style == .unspecified ? classicRows : columnStyleRows
    }

    private static let classicRows = rows.filter { !columnStyleFields.contains($0.field) }
    private static let columnStyleRows = rows.filter { !classicFields.contains($0.field) }

    /// The rows of the settings, in field order.
    package static let rows: [SettingRow<SplitSettings>] = ControllerField.allCases.compactMap {
        if case .split(let row)? = $0.descriptor.setting { row } else { nil }
    }

    /// The settings with `changes` applied.
    func applying(_ changes: [SettingChange<SplitSettings>]) -> SplitSettings {
        var settings = self
        for change in changes { change.apply(&settings) }
        return settings
    }
}

/// Which role's settings a field is (``ControllerField/Descriptor/setting``).
public enum RoleSetting: Sendable {
    case page(SettingRow<PageSettings>)
    case split(SettingRow<SplitSettings>)

    var defaultScalar: JSONValue? {
        switch self {
        case .page(let row): row.defaultScalar
        case .split(let row): row.defaultScalar
        }
    }
}

/// One setting: its field, how JSON reads and writes it, and its default (the settings'
/// initial value).
public struct SettingRow<Settings: Sendable>: Sendable {
    public let field: ControllerField
    /// Reads the field's value: the change it makes to settings.
    let read: @Sendable (JSONValue) throws(FieldError) -> SettingChange<Settings>
    /// Writes `"field": value`; `leavingOutNil`: nothing for a value that is `nil` (a spec's form).
    let write: @Sendable (Settings, _ leavingOutNil: Bool, inout JSONWriter) -> Void
    let defaultScalar: JSONValue?

    /// The change `json` makes, as a spec, a patch or a checkpoint gives it.
    package func change(_ json: JSONValue) throws(FieldError) -> SettingChange<Settings> { try read(json) }

    /// Writes `"field": value` from `settings`; with `leavingOutNil`, nothing for `nil`.
    package func write(from settings: Settings, leavingOutNil: Bool = false, to json: inout JSONWriter) {
        write(settings, leavingOutNil, &json)
    }
}

/// One setting's change, ready to apply; equal when read from equal JSON.
public struct SettingChange<Settings: Sendable>: Sendable, Equatable {
    public let field: ControllerField
    let json: JSONValue
    package let apply: @Sendable (inout Settings) -> Void

    public static func == (lhs: SettingChange, rhs: SettingChange) -> Bool { lhs.field == rhs.field && lhs.json == rhs.json }
}

extension SettingRow {
    /// Reads the value at `keyPath` from where it is stored in `settings`: a setting is a plain
    /// value (a choice, a number, a flag), and a key path's projection cost about a tenth of a
    /// page view controller's snapshot.
    @inline(__always)
    static func reader<Value: BitwiseCopyable>(_ keyPath: any WritableKeyPath<Settings, Value> & Sendable) -> @Sendable (Settings) -> Value
    {
        guard let offset = MemoryLayout<Settings>.offset(of: keyPath) else { return { $0[keyPath: keyPath] } }
        return { settings in withUnsafeBytes(of: settings) { $0.load(fromByteOffset: offset, as: Value.self) } }
    }

    /// A setting fixed at creation: its value, `null` refused.
    @inline(__always)
    static func fixed<Value: JSONReadable & JSONWritable & BitwiseCopyable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Settings, Value> & Sendable, defaults: Settings
    ) -> SettingRow {
        SettingRow(
            field: field,
            read: { (json) throws(FieldError) in
                let value = try Value(json: json)
                return SettingChange(field: field, json: json) { $0[keyPath: keyPath] = value }
            },
            write: { [read = reader(keyPath)] settings, _, json in
                json.key(name: field.rawValue)
                read(settings).write(to: &json)
            },
            defaultScalar: defaults[keyPath: keyPath].scalar)
    }

    /// A setting a `PATCH` may change: `null` returns it to its default; `check` is what a value
    /// must satisfy besides its type.
    @inline(__always)
    static func patchable<Value: JSONReadable & JSONWritable & BitwiseCopyable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Settings, Value> & Sendable, defaults: Settings,
        check: (@Sendable (Value) throws(FieldError) -> Void)? = nil
    ) -> SettingRow {
        let defaultValue = defaults[keyPath: keyPath]
        return SettingRow(
            field: field,
            read: { (json) throws(FieldError) in
                let value = try PatchField<Value>(json: json).applied(to: nil) ?? defaultValue
                try check?(value)
                return SettingChange(field: field, json: json) { $0[keyPath: keyPath] = value }
            },
            write: { [read = reader(keyPath)] settings, _, json in
                json.key(name: field.rawValue)
                read(settings).write(to: &json)
            },
            defaultScalar: defaultValue.scalar)
    }

    /// An optional setting a `PATCH` may change, `nil` by default: `null` returns it to `nil`.
    @inline(__always)
    static func patchable<Wrapped: JSONReadable & JSONWritable & BitwiseCopyable>(
        _ field: ControllerField, _ keyPath: any WritableKeyPath<Settings, Wrapped?> & Sendable,
        check: @escaping @Sendable (Wrapped) throws(FieldError) -> Void
    ) -> SettingRow {
        SettingRow(
            field: field,
            read: { (json) throws(FieldError) in
                let value = try PatchField<Wrapped>(json: json).applied(to: nil)
                if let value { try check(value) }
                return SettingChange(field: field, json: json) { $0[keyPath: keyPath] = value }
            },
            write: { [read = reader(keyPath)] settings, leavingOutNil, json in
                let value = read(settings)
                if leavingOutNil, value == nil { return }
                json.key(name: field.rawValue)
                value.write(to: &json)
            },
            defaultScalar: nil)
    }
}

extension Double: JSONWritable {
    package func write(to json: inout JSONWriter) { json.number(self) }
    package var textBytes: Int { 0 }
    package var scalar: JSONValue? { .number(self) }
}

extension PreferredDisplayMode: JSONWritable {
    package func write(to json: inout JSONWriter) { json.string(rawValue) }
    package var textBytes: Int { 0 }
    package var scalar: JSONValue? { .string(rawValue) }
}

extension PageState.TransitionStyle: JSONWritable {}
extension PageState.NavigationOrientation: JSONWritable {}
extension PageState.SpinePolicy: JSONWritable {}

// Plain values, read in place (``SettingRow/reader(_:)``).
extension PageState.TransitionStyle: BitwiseCopyable {}
extension PageState.NavigationOrientation: BitwiseCopyable {}
extension PageState.SpinePolicy: BitwiseCopyable {}
extension DisplayMode: BitwiseCopyable {}
extension SplitStyle: JSONWritable, BitwiseCopyable {}
extension SplitColumn: JSONWritable, BitwiseCopyable {}
extension SplitBehavior: JSONWritable, BitwiseCopyable {}
extension PreferredSplitBehavior: JSONWritable, BitwiseCopyable {}
extension PreferredDisplayMode: BitwiseCopyable {}
