package import NavigationModel

/// The `?format=text` view: an indented tree in the manner of UIKit's `_printHierarchy`.
///
/// ```
/// <UINavigationController inbox-nav>, state: appeared, view: <UILayoutContainerView>, title: "Mail"
///    | <InboxViewController inbox>, state: appeared, view: <UIView>, title: "Inbox"
/// ```
/// One line per controller: the client's texts (class names, titles) are escaped, so none of
/// them can start a line of its own.
package enum HierarchyText {
    package static func render(_ hierarchy: Hierarchy) -> String {
        var text = ""
        var pending: [(id: ControllerID, level: Int, link: Link)] = [(hierarchy.rootID, 0, .child)]
        while let (id, level, link) = pending.popLast() {
            guard let controller = hierarchy.controllers[id] else { continue }
            if level > 0 {
                for _ in 1..<level { text += "   | " }
                text += link.marker
            }
            text += "<\(escaped(controller.className)) \(id)>, state: \(controller.appearance.rawValue), view: "
            text += controller.viewLoaded ? "<\(viewClass(controller.kind))>" : "(view not loaded)"
            if let title = controller.properties.title { text += ", title: \"\(escaped(title))\"" }
            if let presentation = controller.presentation {
                text += ", presented with: \(presentation.effectiveStyle.rawValue)"
            }
            if link == .kept { text += ", kept detached" }
            text += "\n"
            // As _printHierarchy marks them, presented controllers hang off their presenter with
            // "+"; controllers a container keeps detached, which UIKit would not list, with "~".
            if let presented = controller.presented { pending.append((presented, level + 1, .presented)) }
            for kept in (controller.container?.kept ?? []).reversed() { pending.append((kept, level + 1, .kept)) }
            if let search = hierarchy.detachedSearch(of: controller) { pending.append((search, level + 1, .kept)) }
            for child in controller.children.reversed() { pending.append((child, level + 1, .child)) }
        }
        return text
    }

    /// How a line's controller hangs off the line above its level.
    private enum Link {
        case child, presented, kept

        var marker: String {
            switch self {
            case .child: "   | "
            case .presented: "   + "
            case .kept: "   ~ "
            }
        }
    }

    /// `text` with backslashes, quotes and control characters escaped as in JSON.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
                || scalar == "\u{85}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func viewClass(_ kind: ControllerKind) -> String {
        switch kind {
        case .view: "UIView"
        case .navigation, .tabBar: "UILayoutContainerView"
        case .page: "_UIPageViewControllerContentView"
        case .split: "UILayoutContainerView"
        case .container: "UIView"
        case .alert: "_UIAlertControllerView"
        case .search: "_UISearchControllerView"
        }
    }
}
