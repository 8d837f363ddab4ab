/// The device a session simulates: idiom, orientation and the size classes they give.
public struct Traits: Sendable, Equatable {
    public enum Idiom: String, Sendable, Equatable, CaseIterable, Choice { case phone, pad }
    public enum SizeClass: String, Sendable, Equatable, CaseIterable, Choice { case compact, regular }

    public var idiom: Idiom
    public var orientation: Orientation
    /// Set by the client to override the derived size class; `nil` derives it.
    public var horizontalSizeClassOverride: SizeClass?
    public var verticalSizeClassOverride: SizeClass?

    public init(
        idiom: Idiom = .phone, orientation: Orientation = .portrait,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.idiom = idiom
        self.orientation = orientation
        self.horizontalSizeClassOverride = horizontalSizeClass
        self.verticalSizeClassOverride = verticalSizeClass
    }

    /// A phone is compact wide in both orientations; a pad is regular both ways.
    public var horizontalSizeClass: SizeClass {
        horizontalSizeClassOverride ?? (idiom == .pad ? .regular : .compact)
    }

    /// A phone in landscape is compact high; otherwise regular.
    public var verticalSizeClass: SizeClass {
        verticalSizeClassOverride ?? (idiom == .phone && orientation.isLandscape ? .compact : .regular)
    }

    /// Whether a trait collection differs between these traits and `other`: the idiom or a
    /// size class in force (the orientation is the window's size, not a trait).
    func hasOtherCollection(than other: Traits) -> Bool {
        idiom != other.idiom || horizontalSizeClass != other.horizontalSizeClass
            || verticalSizeClass != other.verticalSizeClass
    }

    /// `phone compact/regular`: the idiom, then the horizontal and vertical size classes.
    public var summary: String { idiom.rawValue + " " + horizontalSizeClass.rawValue + "/" + verticalSizeClass.rawValue }

    /// Whether the window's size differs between these traits and `other`: a turn between
    /// portrait and landscape, or another device.
    func hasOtherSize(than other: Traits) -> Bool {
        idiom != other.idiom || orientation.isLandscape != other.orientation.isLandscape
    }
}

extension Traits: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// The fields given over the defaults (a phone in portrait, derived size classes): the
    /// same fields, rules and errors as a ``TraitsChange``.
    public init(json: JSONValue) throws(FieldError) { self = try TraitsChange(json: json).applied(to: Traits()) }
}

/// `UIInterfaceOrientation`.
public enum Orientation: String, Sendable, Equatable, Hashable, CaseIterable, Choice {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A change of traits, as `PUT /traits` or a batch asks for it: the fields given replace the
/// current ones, the model merges them (so the action does not depend on the state it meets).
public struct TraitsChange: Sendable, Equatable {
    public var idiom: Traits.Idiom?
    public var orientation: Orientation?
    /// `.remove` goes back to the derived size class.
    public var horizontalSizeClass: PatchField<Traits.SizeClass>
    public var verticalSizeClass: PatchField<Traits.SizeClass>

    public init(
        idiom: Traits.Idiom? = nil, orientation: Orientation? = nil,
        horizontalSizeClass: PatchField<Traits.SizeClass> = .absent,
        verticalSizeClass: PatchField<Traits.SizeClass> = .absent
    ) {
        self.idiom = idiom
        self.orientation = orientation
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The change that makes the traits exactly `traits`.
    public init(_ traits: Traits) {
        self.init(
            idiom: traits.idiom, orientation: traits.orientation,
            horizontalSizeClass: traits.horizontalSizeClassOverride.map { .set($0) } ?? .remove,
            verticalSizeClass: traits.verticalSizeClassOverride.map { .set($0) } ?? .remove)
    }

    /// `current` with these fields applied.
    public func applied(to current: Traits) -> Traits {
        Traits(
            idiom: idiom ?? current.idiom, orientation: orientation ?? current.orientation,
            horizontalSizeClass: horizontalSizeClass.applied(to: current.horizontalSizeClassOverride),
            verticalSizeClass: verticalSizeClass.applied(to: current.verticalSizeClassOverride))
    }
}

extension TraitsChange: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        let object = try JSONObject(json)
        try object.rejectUnknown(besides: ["idiom", "orientation", "horizontalSizeClass", "verticalSizeClass"])
        self.init(
            idiom: try object.readIfPresent("idiom"), orientation: try object.readIfPresent("orientation"),
            horizontalSizeClass: try object.readPatch("horizontalSizeClass"),
            verticalSizeClass: try object.readPatch("verticalSizeClass"))
    }
}
