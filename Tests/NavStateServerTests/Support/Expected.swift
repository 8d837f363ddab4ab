import NavigationModel

/// The snapshot NavState must answer for `nav` over content controllers titled as their ids in
/// upper case, all loaded, the last one on top: written out independently of the server's writer.
enum Expected {
    static func navigationSnapshot(
        session: String, revision: Int, stack: [String], loaded: Set<String>? = nil, events: [JSONValue]? = nil
    ) -> JSONValue {
        let top = stack[stack.count - 1]
        let children: [JSONValue] = stack.map { id in
            [
                "id": .string(id), "kind": "view", "class": "UIViewController", "title": .string(id.uppercased()),
                "appearance": id == top ? "appeared" : "disappeared",
                "viewLoaded": .bool(loaded?.contains(id) ?? true), "children": [], "presented": nil,
            ]
        }
        let back: JSONValue = stack.count > 1 ? .string(stack[stack.count - 2].uppercased()) : nil
        var snapshot: [String: JSONValue] = [
            "session": .string(session), "revision": .number(Double(revision)),
            "traits": [
                "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact",
                "verticalSizeClass": "regular",
            ],
            "window": [
                "root": [
                    "id": "nav", "kind": "navigation", "class": "UINavigationController", "title": nil,
                    "appearance": "appeared", "viewLoaded": true, "topViewController": .string(top),
                    "navigationBarHidden": false, "toolbarHidden": true, "children": .array(children),
                    "presented": nil,
                ]
            ],
            "visible": [
                "path": ["nav", .string(top)], "top": .string(top),
                "navigationBar": [
                    "owner": "nav", "hidden": false, "title": .string(top.uppercased()), "prompt": nil,
                    "backButtonTitle": back, "leftItems": [], "rightItems": [],
                ],
                "tabBar": nil,
                "pageIndicator": nil,
                "toolbar": ["hidden": true, "items": []], "splitView": nil,
            ],
        ]
        if let events { snapshot["events"] = .array(events) }
        return .object(snapshot)
    }

    /// `"b.viewWillAppear"` → `{"call": "b.viewWillAppear(true)", "controller": "b", "callback": "viewWillAppear", "animated": true}`;
    /// `"b.willMoveToParent(nav)"` → `{… "parent": "nav"}`.
    static func events(_ short: [String], animated: Bool = true) -> [JSONValue] {
        short.map { text in
            let dot = text.firstIndex(of: ".")!
            let controller = String(text[..<dot])
            var callback = String(text[text.index(after: dot)...])
            var event: [String: JSONValue] = ["controller": .string(controller)]
            if let open = callback.firstIndex(of: "(") {
                let parent = String(callback[callback.index(after: open)..<callback.index(before: callback.endIndex)])
                event["parent"] = parent == "nil" ? .null : .string(parent)
                callback = String(callback[..<open])
            } else if !["viewDidLoad", "deinit", "didReceiveMemoryWarning"].contains(callback) {
                event["animated"] = .bool(animated)
            }
            event["callback"] = .string(callback)
            event["call"] = .string(event["animated"] == nil ? text : "\(controller).\(callback)(\(animated))")
            return .object(event)
        }
    }
}
