import Testing

@testable import NavigationModel

/// A session's controllers sit in one dictionary whose every bucket is a controller's size, so
/// a controller's size is most of a session's memory (docs/performance.md "Memory per session").
@Suite struct ControllerLayoutTests {
    /// Grown to 184 bytes unnoticed once (a session went from 3.7 to 8.5 KiB); a field that
    /// makes it larger belongs behind `properties` or the links, or this bound moves knowingly.
    @Test func aControllerTakesAtMost136Bytes() {
        #expect(MemoryLayout<Controller>.stride <= 136)
    }

    /// The links few controllers have are kept apart: each set keeps the others, and a
    /// controller whose links were set and cleared equals one that never had them.
    @Test func linksSetAndClearedLeaveAnEqualController() throws {
        let (hierarchy, _) = try Hierarchy.create(root: .navigation("nav", [.view("a")]))
        let original = hierarchy["a"]
        var controller = original
        let presentation = Presentation(
            presenter: "nav", requestedStyle: .pageSheet, effectiveStyle: .pageSheet, transitionStyle: .coverVertical)
        controller.presented = "shown"
        controller.presentation = presentation
        controller.searchController = "search"
        #expect(controller.presented == "shown")
        #expect(controller.presentation == presentation)
        #expect(controller.searchController == "search")
        #expect(controller != original)
        var other = original
        other.searchController = "search"
        other.presentation = presentation
        other.presented = "shown"
        #expect(other == controller, "equal links made in another order")
        controller.presented = nil
        #expect(controller.presentation == presentation && controller.searchController == "search")
        controller.presentation = nil
        controller.searchController = nil
        #expect(controller == original)
        #expect(original.presented == nil && original.presentation == nil && original.searchController == nil)
    }
}
