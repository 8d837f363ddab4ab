import Testing

@testable import NavigationModel

/// The invariant checker itself: it sees each kind of corruption, and never traps on one.
@Suite struct InvariantTests {
    private func broken(_ corrupt: (inout Hierarchy) -> Void) throws -> [String] {
        var hierarchy = try navigationWindow(["a", "b"])
        #expect(hierarchy.invariantViolations() == [])
        corrupt(&hierarchy)
        return hierarchy.invariantViolations()
    }

    @Test func aChildThatDoesNotExistIsReported() throws {
        let problems = try broken { $0["nav"].role = .navigation(NavigationState(stack: ["a", "ghost"])) }
        #expect(problems.contains { $0.contains("'ghost' is named by 'nav' but does not exist") })
    }

    @Test func anOrphanAndAWrongParentAreReported() throws {
        let problems = try broken { $0["nav"].role = .navigation(NavigationState(stack: ["b"])) }
        #expect(problems.contains { $0.contains("not reachable from the window root: a") })
    }

    @Test func aControllerListedTwiceIsReported() throws {
        let problems = try broken { $0["nav"].role = .navigation(NavigationState(stack: ["a", "b", "b"])) }
        #expect(problems.contains { $0.contains("lists a child twice") })
    }

    @Test func anEmptyStackIsReported() throws {
        let problems = try broken { $0["nav"].role = .navigation(NavigationState(stack: [])) }
        #expect(problems.contains { $0.contains("has an empty stack") })
    }

    @Test func anAppearanceThatIsNotTheScreensIsReported() throws {
        let problems = try broken { $0["a"].appearance = .appeared }
        #expect(problems == ["'a' is appeared but should be disappeared"])
    }

    @Test func aPresentationWithoutItsLayerIsReported() throws {
        let problems = try broken { hierarchy in
            hierarchy["b"].presentation = Presentation(
                presenter: "nav", requestedStyle: .fullScreen, effectiveStyle: .fullScreen, transitionStyle: .coverVertical)
        }
        #expect(problems.contains { $0.contains("names presenter 'nav' but is presented by 'none'") })
        #expect(problems.contains { $0.contains("are not the presented controllers") })
    }

    @Test func aReservedIdLiveOutsideItsOwnerIsReported() throws {
        var options = ControllerSpec.PageOptions(pages: [.view("p0"), .view("p1")])
        options.transitionStyle = .scroll
        var hierarchy = try Hierarchy.create(root: .navigation("nav", [.page("pv", options), .view("x")])).0
        #expect(hierarchy.invariantViolations() == [])
        hierarchy.ids.reserve("x", for: "pv", as: .page)
        #expect(hierarchy.invariantViolations() == ["page 'x' of 'pv''s data source is live outside it"])
    }

    @Test func aSpreadThatIsNotTheDataSourcesIsReported() throws {
        var options = ControllerSpec.PageOptions(pages: [.view("p0"), .view("p1")])
        options.transitionStyle = .scroll
        var hierarchy = try Hierarchy.create(root: .page("pv", options)).0
        guard case .page(var state) = hierarchy["pv"].role else { return }
        state.index = 1
        hierarchy["pv"].role = .page(state)
        #expect(hierarchy.invariantViolations().contains { $0.contains("shows [\"p0\"] instead of [\"p1\"]") })
    }
}
