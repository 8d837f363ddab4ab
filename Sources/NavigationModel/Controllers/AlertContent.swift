/// `UIAlertController.Style`: an alert in the middle of the screen, or an action sheet, which
/// slides up from the bottom in a compact width and is a popover in a regular one.
public enum AlertStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case alert, actionSheet
}

extension AlertStyle: JSONWritable {}

/// A `UIAlertAction`: a button of an alert (docs/uikit-rules.md, "Alerts and action sheets").
public struct AlertAction: Sendable, Equatable, Decodable, JSONReadable {
    /// `UIAlertAction.Style`.
    public enum Style: String, Sendable, Equatable, CaseIterable, Choice { case `default`, cancel, destructive }

    public var title: String
    public var style: Style
    /// `isEnabled`: a disabled button does not respond to a tap.
    public var enabled: Bool

    /// The longest title, in Unicode code points (what JSON Schema's `maxLength` counts).
    public static let maxTitleLength = 256

    public init(title: String, style: Style = .default, enabled: Bool = true) {
        self.title = title
        self.style = style
        self.enabled = enabled
    }

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var title: String?
        var action = AlertAction(title: "")
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "title":
                let text = try String(json: value)
                guard (1...Self.maxTitleLength).contains(text.unicodeScalars.count) else {
                    throw FieldError(path: "", message: "1 to \(Self.maxTitleLength) characters (Unicode code points).")
                }
                title = text
            case "style": action.style = try Style?(json: value) ?? .default
            case "enabled": action.enabled = try Bool?(json: value) ?? true
            default: return false
            }
            return true
        }
        guard let title else { throw FieldError(path: "title", message: "required field is missing: the button's title.") }
        action.title = title
        self = action
    }
}

extension AlertAction: JSONWritable {
    /// The title always; the style and `enabled` when they differ from UIKit's defaults.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("title"); json.string(title)
        if style != .default { json.key("style"); json.string(style.rawValue) }
        if !enabled { json.key("enabled"); json.bool(false) }
        json.endObject()
    }

    /// Its title, and 48 bytes for the fields it has besides.
    package var textBytes: Int { title.textBytes + 48 }
    package var scalar: JSONValue? { nil }
}

/// A text field of an alert (`addTextField(configurationHandler:)`): its placeholder, whether
/// it hides what is typed, and the text in it, which `enter-text` changes.
public struct AlertTextField: Sendable, Equatable, Decodable, JSONReadable {
    public var placeholder: String?
    /// `isSecureTextEntry`.
    public var secure: Bool
    public var text: String

    /// The longest placeholder or text, in Unicode code points (what JSON Schema's `maxLength`
    /// counts).
    public static let maxTextLength = 1_024

    public init(placeholder: String? = nil, secure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.secure = secure
        self.text = text
    }

    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var field = AlertTextField()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "placeholder": field.placeholder = try Self.text(String?(json: value))
            case "secure": field.secure = try Bool?(json: value) ?? false
            case "text": field.text = try Self.text(String?(json: value)) ?? ""
            default: return false
            }
            return true
        }
        self = field
    }

    /// A placeholder or a text, checked for length.
    static func text(_ value: String?) throws(FieldError) -> String? {
        guard let value, value.unicodeScalars.count > maxTextLength else { return value }
        throw FieldError(path: "", message: "at most \(maxTextLength) characters (Unicode code points).")
    }
}

extension AlertTextField: JSONWritable {
    /// The text always; the placeholder and `secure` when set.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let placeholder { json.key("placeholder"); json.string(placeholder) }
        if secure { json.key("secure"); json.bool(true) }
        json.key("text"); json.string(text)
        json.endObject()
    }

    /// Its placeholder and text, and 48 bytes for the fields it has besides.
    package var textBytes: Int { placeholder.textBytes + text.textBytes + 48 }
    package var scalar: JSONValue? { nil }
}

/// How many buttons and text fields an alert may have: past these, UIKit's alert scrolls, and
/// no app needs more.
public enum AlertLimits {
    public static let maxActions = 20
    public static let maxTextFields = 8
}

extension AlertStyle {
    /// The `modalPresentationStyle` `UIAlertController` gives itself: its own presentation for
    /// an alert, a popover for an action sheet (adapted in a compact width:
    /// ``ModalPresentationStyle/adapted(to:for:)``).
    var requestedStyle: ModalPresentationStyle { self == .alert ? .custom : .popover }
}
