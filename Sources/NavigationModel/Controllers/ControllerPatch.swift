/// A merge patch (RFC 7396) of a controller's fields: `PATCH …/controllers/{cid}`.
///
/// Which fields may be patched, and for which kinds, is ``ControllerField``'s business; the
/// patch keeps the names of the fields it was given so the model can refuse them clearly.
public struct ControllerPatch: Sendable, Equatable {
    public var title: PatchField<String> = .absent
    /// The fields kept in ``ControllerProperties/Values`` (their descriptors read them), immutable
    /// ones included: specs and checkpoints carry them; a `PATCH` naming one is refused.
    public var properties: [PropertyChange] = []
    /// Page view controllers: `isDoubleSided`; `null` returns to the spine's default.
    public var doubleSided: PatchField<Bool> = .absent
    /// Search controllers: `showsSearchResultsController`; `null` returns to what the text gives.
    public var showsSearchResultsController: PatchField<Bool> = .absent
    /// A split view controller's settings (their rows read them); `null` returns one to
    /// UIKit's default.
    public var splitSettings: [SettingChange<SplitSettings>] = []
    /// Every field the patch names, in ``ControllerField`` order, patchable or not.
    public var fields: [ControllerField] = []

    public init() {}

    /// The fields named that cannot be patched.
    public var immutableFields: [ControllerField] { fields.filter { !$0.isPatchable } }

    /// `properties` with this patch applied; a removed field returns to UIKit's default.
    public func applied(to properties: ControllerProperties) -> ControllerProperties {
        var result = properties
        result.title = title.applied(to: result.title)
        result.apply(self.properties)
        return result
    }

    /// Reads the value of a patchable field: the title, one kept in ``ControllerProperties``
    /// (by its descriptor), `doubleSided`, or a split view controller's.
    /// - Returns: false for the other fields, which the caller reads.
    mutating func read(_ field: ControllerField, _ value: JSONValue) throws(FieldError) -> Bool {
        if let property = field.descriptor.property {
            properties.append(try property.change(value))
            return true
        }
        if case .split(let row)? = field.descriptor.setting {
            splitSettings.append(try row.change(value))
            return true
        }
        switch field {
        case .title: title = try PatchField<String>(json: value)
        case .doubleSided: doubleSided = try PatchField<Bool>(json: value)
        case .showsSearchResultsController: showsSearchResultsController = try PatchField<Bool>(json: value)
        default:
            return false
        }
        return true
    }
}

extension ControllerPatch: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    /// Unknown names are refused here (400); fields that cannot be patched, or do not apply to
    /// the controller's kind, are kept and refused by the model (422).
    public init(json: JSONValue) throws(FieldError) {
        var patch = ControllerPatch()
        try JSONObject(json).readControllerFields { (field, value) throws(FieldError) in
            patch.fields.append(field)
            // Immutable properties are read too (checkpoints keep them with the others); a PATCH naming one is refused.
            if field.isPatchable || field.isKeptWithProperties { _ = try patch.read(field, value) }
        }
        patch.fields.sort()
        patch.properties.sort { $0.field < $1.field }
        self = patch
    }
}

extension JSONObject {
    /// Calls `readField` for each field present, by ``ControllerField``; a name that is no
    /// controller field is refused, listing the fields there are.
    func readControllerFields(_ readField: (ControllerField, JSONValue) throws(FieldError) -> Void) throws(FieldError) {
        try forEachField { (key, value) throws(FieldError) in
            guard let field = ControllerField(rawValue: key) else {
                throw FieldError(
                    path: "",
                    message: "unknown field; a controller has \(ControllerField.allCases.map(\.rawValue).joined(separator: ", "))."
                )
                .inField(key)
            }
            do throws(FieldError) { try readField(field, value) } catch { throw error.inField(key) }
        }
    }
}
