internal import NavigationModel

/// The `?format=text` view: an indented tree in the manner of UIKit's `_printHierarchy`.
///
/// ```
/// <UINavigationController inbox-nav>, state: appeared, view: <UILayoutContainerView>, title: "Mail"
///    | <InboxViewController inbox>, state: appeared, view: <UIView>, title: "Inbox"
/// ```
enum HierarchyText {
    static func render(_ hierarchy: Hierarchy) -> String {
        var lines: [String] = []
        append(hierarchy.rootID, in: hierarchy, level: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(
        _ id: ControllerID, in hierarchy: Hierarchy, level: Int, marker: String = "   | ", to lines: inout [String]
    ) {
        let controller = hierarchy[id]
        let indent = String(repeating: "   | ", count: max(0, level - 1)) + (level > 0 ? marker : "")
        var line = "\(indent)<\(controller.className) \(id)>, state: \(controller.appearance.rawValue), view: "
        line += controller.viewLoaded ? "<\(viewClass(controller.kind))>" : "(view not loaded)"
        if let title = controller.properties.title { line += ", title: \"\(title)\"" }
        if let presentation = controller.presentation {
            line += ", presented with: \(presentation.effectiveStyle.rawValue)"
        }
        lines.append(line)
        for child in controller.children { append(child, in: hierarchy, level: level + 1, to: &lines) }
        // As _printHierarchy marks them, presented controllers hang off their presenter with "+".
        if let presented = controller.presented {
            append(presented, in: hierarchy, level: level + 1, marker: "   + ", to: &lines)
        }
    }

    private static func viewClass(_ kind: ControllerKind) -> String {
        switch kind {
        case .view: "UIView"
        case .navigation, .tabBar: "UILayoutContainerView"
        case .page: "_UIPageViewControllerContentView"
        }
    }
}
