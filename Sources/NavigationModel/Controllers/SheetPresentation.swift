/// How a controller presented as a page or form sheet rests (`sheetPresentationController`,
/// iOS 15+): the heights it may rest at (detents), the one selected, up to which one the
/// presenter stays undimmed and interactive, and the grabber (docs/uikit-rules.md, "Sheets").
public struct SheetPresentation: Sendable, Equatable {
    /// `UISheetPresentationController.Detent`: the system's `medium` (about half the screen,
    /// inactive in a compact height) and `large` (full height), or a custom one (iOS 16) with
    /// its identifier and height in points.
    public enum Detent: Sendable, Equatable {
        case medium, large
        case custom(identifier: String, height: Double)

        var isCustom: Bool { if case .custom = self { true } else { false } }

        /// `Detent.identifier`: `medium`, `large` or the custom detent's own.
        public var identifier: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .custom(let identifier, _): identifier
            }
        }
    }

    /// `detents`, from the smallest height to the largest; never empty (UIKit: "This array must
    /// contain at least one element"). UIKit's default is `[.large()]`.
    public var detents: [Detent]
    /// `selectedDetentIdentifier`: `nil` rests the sheet at its smallest detent.
    public var selectedDetent: String?
    /// `largestUndimmedDetentIdentifier`: at this detent and the smaller ones the presenter is
    /// not dimmed and takes touches; `nil` dims it at every detent.
    public var largestUndimmedDetent: String?
    public var prefersGrabberVisible: Bool

    public init(
        detents: [Detent] = [.large], selectedDetent: String? = nil, largestUndimmedDetent: String? = nil,
        prefersGrabberVisible: Bool = false
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.largestUndimmedDetent = largestUndimmedDetent
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    /// The largest custom height NavState takes, in points (a screen is a few thousand).
    public static let maxHeight = 100_000.0
    /// The most detents a sheet lists.
    public static let maxDetents = 16

    /// Where the identifier `detent` is in ``detents``.
    public func index(of detent: String) -> Int? { detents.firstIndex { $0.identifier == detent } }

    /// The detent the sheet rests at in `traits` (`nil` in a regular width: the sheet is a
    /// centred form or page sheet there and has no detents). In a compact height the medium
    /// detent is inactive: a sheet selected at medium rests at the next larger detent, or at
    /// full height (`large`) when it lists none.
    public func restingDetent(in traits: Traits) -> String? {
        guard traits.horizontalSizeClass == .compact else { return nil }
        let selected = selectedDetent.flatMap(index(of:)) ?? 0
        guard traits.verticalSizeClass == .compact, detents[selected] == .medium else { return detents[selected].identifier }
        return detents[(selected + 1)...].first?.identifier ?? Detent.large.identifier
    }

    /// Whether the presenter is dimmed (and takes no touches) below the sheet resting at
    /// `resting`: always in a regular width, else unless `resting` is no larger than
    /// ``largestUndimmedDetent``.
    public func dimsPresenter(resting: String?) -> Bool {
        guard let resting, let undimmed = largestUndimmedDetent.flatMap(index(of:)) else { return true }
        // Full height for a sheet whose only detent is an inactive medium: above every detent.
        return (index(of: resting) ?? detents.count) > undimmed
    }
}

extension SheetPresentation: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var sheet = SheetPresentation()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "detents":
                let values = try [JSONValue](json: value)
                guard !values.isEmpty else {
                    throw FieldError(path: "", message: "at least one detent (UIKit: the array must contain at least one element).")
                }
                guard values.count <= Self.maxDetents else { throw FieldError(path: "", message: "at most \(Self.maxDetents) detents.") }
                sheet.detents = []
                for (index, value) in values.enumerated() {
                    do throws(FieldError) { sheet.detents.append(try Detent(json: value)) } catch { throw error.atIndex(index) }
                }
            case "selectedDetent": sheet.selectedDetent = try Self.identifier(value, nullable: true)
            case "largestUndimmedDetent": sheet.largestUndimmedDetent = try Self.identifier(value, nullable: true)
            case "prefersGrabberVisible": sheet.prefersGrabberVisible = try Bool(json: value)
            default: return false
            }
            return true
        }
        try sheet.check()
        self = sheet
    }

    /// Each identifier once; custom detents in ascending height and `large`, when listed, last
    /// (detents go from the smallest to the largest, and nothing is taller than full height); the
    /// selected and undimmed detents among them. Where `medium` falls among custom heights
    /// depends on the screen, so any place is taken.
    private func check() throws(FieldError) {
        var seen = Set<String>()
        for (index, detent) in detents.enumerated() where !seen.insert(detent.identifier).inserted {
            throw FieldError(path: "detents[\(index)]", message: "'\(detent.identifier)' is listed twice.")
        }
        var lastHeight = 0.0
        for (index, detent) in detents.enumerated() {
            guard case .custom(let identifier, let height) = detent else { continue }
            guard height > lastHeight else {
                throw FieldError(
                    path: "detents[\(index)]",
                    message: "'\(identifier)' is no taller than the custom detent before it: list detents smallest to largest.")
            }
            lastHeight = height
        }
        if let large = index(of: "large"), large != detents.count - 1 {
            throw FieldError(path: "detents", message: "large is the largest detent: list it last (smallest to largest).")
        }
        for (name, value) in [("selectedDetent", selectedDetent), ("largestUndimmedDetent", largestUndimmedDetent)] {
            if let value, index(of: value) == nil {
                throw FieldError(path: name, message: "'\(value)' is not one of the sheet's detents (\(detentList)).")
            }
        }
    }

    /// The identifiers, quoted, for messages.
    var detentList: String { detents.map { "'\($0.identifier)'" }.joined(separator: ", ") }

    /// An identifier as detents name them: 1 to 64 of `A-Z a-z 0-9 . _ ~ -`.
    static func identifier(_ value: JSONValue, nullable: Bool = false) throws(FieldError) -> String? {
        if nullable, value == .null { return nil }
        let text = try String(json: value)
        guard ControllerID.isValid(text) else {
            throw FieldError(path: "", message: "'\(text.prefix(64))' is not a detent identifier (1 to 64 of A-Z a-z 0-9 . _ ~ -).")
        }
        return text
    }
}

extension SheetPresentation.Detent: JSONReadable {
    /// `"medium"`, `"large"` or `{"identifier": "peek", "height": 120}`.
    public init(json: JSONValue) throws(FieldError) {
        if case .string(let name) = json {
            switch name {
            case "medium": self = .medium
            case "large": self = .large
            default:
                throw FieldError(path: "", message: "'\(name.prefix(64))' is no system detent: 'medium', 'large' or {identifier, height}.")
            }
            return
        }
        var identifier: String?
        var height: Double?
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "identifier": identifier = try SheetPresentation.identifier(value)
            case "height":
                let points = try Double(json: value)
                guard points.isFinite, points > 0, points <= SheetPresentation.maxHeight else {
                    throw FieldError(path: "", message: "points, above 0 and at most \(Int(SheetPresentation.maxHeight)).")
                }
                height = points
            default: return false
            }
            return true
        }
        guard let identifier else { throw FieldError(path: "identifier", message: "required field is missing.") }
        guard let height else { throw FieldError(path: "height", message: "required field is missing.") }
        guard identifier != "medium", identifier != "large" else {
            throw FieldError(path: "identifier", message: "'\(identifier)' names a system detent; give it as the string \"\(identifier)\".")
        }
        self = .custom(identifier: identifier, height: height)
    }
}

extension SheetPresentation: JSONWritable {
    /// As a spec gives it: the detents always, the rest when set.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("detents")
        json.beginArray()
        for detent in detents {
            switch detent {
            case .medium, .large: json.string(detent.identifier)
            case .custom(let identifier, let height):
                json.beginObject()
                json.key("identifier"); json.string(identifier)
                json.key("height"); json.number(height)
                json.endObject()
            }
        }
        json.endArray()
        if let selectedDetent { json.key("selectedDetent"); json.string(selectedDetent) }
        if let largestUndimmedDetent { json.key("largestUndimmedDetent"); json.string(largestUndimmedDetent) }
        if prefersGrabberVisible { json.key("prefersGrabberVisible"); json.bool(true) }
        json.endObject()
    }

    /// The identifiers, quoted and separated, and a custom detent's height.
    package var textBytes: Int {
        detents.reduce(0) { $0 + $1.identifier.utf8.count + 3 + ($1.isCustom ? 48 : 0) }
            + (selectedDetent.map { $0.utf8.count + 3 } ?? 0) + (largestUndimmedDetent.map { $0.utf8.count + 3 } ?? 0)
    }
    package var scalar: JSONValue? { nil }
}
