/// What a controller presented as a popover is anchored to and lets through
/// (`popoverPresentationController`, configured before `present`).
public struct PopoverPresentation: Sendable, Equatable {
    /// `UIPopoverArrowDirection`.
    public enum ArrowDirection: String, Sendable, Equatable, CaseIterable, Choice { case up, down, left, right }

    /// A bar button item of the source controller: in its navigation item's left or right
    /// items, or its toolbar items, by index or by system item.
    public struct BarButtonAnchor: Sendable, Equatable {
        public enum Bar: String, Sendable, Equatable, CaseIterable, Choice { case left, right, toolbar }
        public var bar: Bar
        public var index: Int?
        public var systemItem: BarButtonItem.SystemItem?

        public init(bar: Bar, index: Int? = nil, systemItem: BarButtonItem.SystemItem? = nil) {
            self.bar = bar
            self.index = index
            self.systemItem = systemItem
        }
    }

    /// `sourceRect`, in the source controller's view.
    public struct Rect: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The controller whose view (`sourceView`) or bar holds the anchor.
    public var sourceController: ControllerID?
    public var barButtonItem: BarButtonAnchor?
    public var sourceRect: Rect?
    /// UIKit's default is `.any`.
    public var permittedArrowDirections: [ArrowDirection]
    /// `passthroughViews`: controllers whose views keep taking touches while the popover shows;
    /// a tap on one does not dismiss it.
    public var passthroughControllers: [ControllerID]

    public init(
        sourceController: ControllerID? = nil, barButtonItem: BarButtonAnchor? = nil, sourceRect: Rect? = nil,
        permittedArrowDirections: [ArrowDirection] = ArrowDirection.allCases, passthroughControllers: [ControllerID] = []
    ) {
        self.sourceController = sourceController
        self.barButtonItem = barButtonItem
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
        self.passthroughControllers = passthroughControllers
    }
}

extension PopoverPresentation: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) { try self.init(json: json, sourceIsImplicit: false) }

    /// - Parameter sourceIsImplicit: a popover segue's anchor, whose source is the segue's:
    ///   `sourceController` is refused.
    init(json: JSONValue, sourceIsImplicit: Bool) throws(FieldError) {
        var popover = PopoverPresentation()
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "sourceController": popover.sourceController = try Self.reference(value)
            case "barButtonItem": popover.barButtonItem = try BarButtonAnchor(json: value)
            case "sourceRect": popover.sourceRect = try Rect(json: value)
            case "permittedArrowDirections":
                popover.permittedArrowDirections = try [ArrowDirection](json: value)
                if popover.permittedArrowDirections.isEmpty {
                    throw FieldError(path: "", message: "at least one direction (UIKit refuses .unknown).")
                }
            case "passthroughControllers":
                let ids = try [JSONValue](json: value)
                popover.passthroughControllers = []
                for (index, id) in ids.enumerated() {
                    do throws(FieldError) { popover.passthroughControllers.append(try Self.reference(id)) } catch {
                        throw error.atIndex(index)
                    }
                }
            default: return false
            }
            return true
        }
        if popover.barButtonItem != nil, popover.sourceRect != nil {
            throw FieldError(path: "", message: "give barButtonItem or sourceRect, not both.")
        }
        if sourceIsImplicit {
            if popover.sourceController != nil {
                throw FieldError(path: "", message: "a popover segue anchors to its source; leave sourceController out.")
            }
        } else if popover.sourceController == nil, popover.barButtonItem != nil || popover.sourceRect != nil {
            throw FieldError(path: "", message: "sourceController names the controller whose bar or view holds the anchor.")
        }
        self = popover
    }
}

extension PopoverPresentation {
    /// A controller the popover names: an id as ids are written (a snapshot shows it as given,
    /// so text that is no id is refused here rather than carried into every answer).
    fileprivate static func reference(_ value: JSONValue) throws(FieldError) -> ControllerID {
        let id = try ControllerID(json: value)
        guard ControllerID.isValid(id.rawValue) else {
            throw FieldError(path: "", message: "'\(id.rawValue)' is not a controller id (1 to 64 of A-Z a-z 0-9 . _ ~ -).")
        }
        return id
    }
}

extension PopoverPresentation.BarButtonAnchor: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var bar: Bar?
        var index: Int?
        var systemItem: BarButtonItem.SystemItem?
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            switch name {
            case "bar": bar = try Bar(json: value)
            case "index":
                index = try Int(json: value)
                if let index, index < 0 { throw FieldError(path: "", message: "an index from 0.") }
            case "systemItem": systemItem = try BarButtonItem.SystemItem(json: value)
            default: return false
            }
            return true
        }
        guard let bar else { throw FieldError(path: "bar", message: "required: 'left', 'right' or 'toolbar'.") }
        guard (index == nil) != (systemItem == nil) else {
            throw FieldError(path: "", message: "give exactly one of index or systemItem.")
        }
        self.init(bar: bar, index: index, systemItem: systemItem)
    }
}

extension PopoverPresentation.Rect: Decodable, JSONReadable {
    public init(from decoder: any Decoder) throws { self = try decoder.read(Self.self) }

    public init(json: JSONValue) throws(FieldError) {
        var values: [String: Double] = [:]
        try JSONObject(json).readFields { (name: String, value: JSONValue) throws(FieldError) -> Bool in
            guard ["x", "y", "width", "height"].contains(name) else { return false }
            let value = try Double(json: value)
            guard value.isFinite, name == "x" || name == "y" || value >= 0 else {
                throw FieldError(path: "", message: "a finite number\(name == "x" || name == "y" ? "" : ", not negative").")
            }
            values[name] = value
            return true
        }
        for name in ["x", "y", "width", "height"] where values[name] == nil {
            throw FieldError(path: name, message: "required field is missing.")
        }
        self.init(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0)
    }
}

/// What a presentation adapts to in a compact width: the answer of a presentation delegate's
/// `adaptivePresentationStyle(for:traitCollection:)`. `automatic` is UIKit's own adaptation
/// (form sheets and popovers become sheets), `none` keeps the requested style.
public enum AdaptivePresentationStyle: String, Sendable, Equatable, CaseIterable, Choice {
    case automatic, none, fullScreen, overFullScreen, pageSheet, formSheet
}

extension PopoverPresentation {
    /// The bar button item the anchor names in `controller`'s bars, if there is one.
    func item(in properties: ControllerProperties) -> BarButtonItem? {
        guard let anchor = barButtonItem else { return nil }
        let items =
            switch anchor.bar {
            case .left: properties.navigationItem.leftItems
            case .right: properties.navigationItem.rightItems
            case .toolbar: properties.toolbarItems
            }
        if let index = anchor.index { return items.indices.contains(index) ? items[index] : nil }
        return items.first { $0.systemItem == anchor.systemItem }
    }
}

extension PopoverPresentation: JSONWritable {
    /// As a spec gives it; the arrows always, the rest when set.
    package func write(to json: inout JSONWriter) {
        json.beginObject()
        if let sourceController { json.key("sourceController"); json.string(sourceController.rawValue) }
        if let anchor = barButtonItem {
            json.key("barButtonItem")
            json.beginObject()
            json.key("bar"); json.string(anchor.bar.rawValue)
            if let index = anchor.index { json.key("index"); json.int(index) }
            if let systemItem = anchor.systemItem { json.key("systemItem"); json.string(systemItem.rawValue) }
            json.endObject()
        }
        if let rect = sourceRect {
            json.key("sourceRect")
            json.beginObject()
            json.key("x"); json.number(rect.x)
            json.key("y"); json.number(rect.y)
            json.key("width"); json.number(rect.width)
            json.key("height"); json.number(rect.height)
            json.endObject()
        }
        json.key("permittedArrowDirections"); permittedArrowDirections.write(to: &json)
        json.key("passthroughControllers"); json.ids(passthroughControllers)
        json.endObject()
    }

    /// The passthrough ids, quoted and separated.
    package var textBytes: Int { passthroughControllers.reduce(0) { $0 + $1.rawValue.utf8.count + 3 } }
    package var scalar: JSONValue? { nil }
}
