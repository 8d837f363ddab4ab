package import NavigationModel

extension JSONWriter {
    /// A client's opaque JSON, objects with their keys sorted so equal values give equal bytes.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let value): number(value)
        case .string(let text): string(text)
        case .array(let values):
            beginArray()
            for element in values { self.value(element) }
            endArray()
        case .object(let fields):
            beginObject()
            for key in fields.keys.sorted() {
                self.key(key)
                self.value(fields[key] ?? .null)
            }
            endObject()
        }
    }

    /// Bar button items, each with only the fields that differ from UIKit's defaults.
    package mutating func items(_ items: [BarButtonItem]) {
        beginArray()
        for item in items {
            beginObject()
            if let title = item.title { key("title"); string(title) }
            if let image = item.image { key("image"); string(image) }
            if let systemItem = item.systemItem { key("systemItem"); string(systemItem.rawValue) }
            if item.style != .plain { key("style"); string(item.style.rawValue) }
            if !item.enabled { key("enabled"); bool(false) }
            endObject()
        }
        endArray()
    }

    package mutating func ids(_ ids: [ControllerID]) {
        beginArray()
        for id in ids { string(id.rawValue) }
        endArray()
    }
}
