import Foundation
import HTTPTypes
import NavStateClient
import OpenAPIRuntime
import Synchronization
import Testing

/// The walkthroughs of the README and docs/api-guide.md through the client, against a real server.
@Suite struct SessionTests {
    @Test func aMailStackPushesAndPopsWithUIKitsCallbacks() async throws {
        let server = try LiveServer()
        let navstate = server.client()
        let session = try await navstate.createSession(
            root: .navigation(id: "mail", [.view(id: "inbox", title: "Inbox")]), id: "demo")
        #expect(session.id == "demo")
        #expect(session.revision == 1)
        let pushed = try await session.push(.view(id: "thread", title: "Lunch?"))
        #expect(pushed.revision == 2)
        #expect(pushed.visible?.navigationBar?.title == "Lunch?")
        #expect(pushed.visible?.navigationBar?.backButtonTitle == "Inbox")
        #expect(
            pushed.events.map { "\($0.controller).\($0.callback.rawValue)" } == [
                "thread.willMoveToParent", "thread.viewDidLoad", "inbox.viewWillDisappear", "thread.viewWillAppear",
                "inbox.viewDidDisappear", "thread.viewDidAppear", "thread.didMoveToParent",
            ])
        #expect(pushed.events.compactMap(\.call).dropFirst(2).first == "inbox.viewWillDisappear(true)")
        let popped = try await session.pop()
        #expect(popped.visible?.top == "inbox")
        #expect(popped.events.last.map { "\($0.controller).\($0.callback.rawValue)" } == "thread.deinit")
        let snapshot = try await session.snapshot()
        #expect(snapshot.revision == 3)
        #expect(snapshot.visible.path == ["mail", "inbox"])
    }

    /// History pages follow each other without a gap; a cursor the journal has moved past is a
    /// `revision-gone` problem, never a page that skips revisions.
    @Test func historyPagesAndACursorTheJournalMovedPast() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(root: .navigation(id: "nav", [.view(id: "a")]))
        for index in 0..<70 {
            if index.isMultiple(of: 2) { try await session.push(.view()) } else { try await session.pop() }
        }
        let first = try await session.history(limit: 5)
        #expect(first.entries.count == 5)
        let next = try #require(first.next)
        #expect(try await session.history(after: next, limit: 5).entries.first?.revision == next + 1)
        #expect(first.oldestRevision > 1)
        do {
            _ = try await session.history(after: 1)
            Issue.record("a cursor the journal moved past gave a page")
        } catch let problem as NavStateProblem {
            #expect(problem.status == 410)
            #expect(problem.type == "revision-gone")
        }
    }

    @Test func tabsASheetAndARotation() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(
            root: .tabBar(
                id: "tabs",
                [
                    .navigation(id: "mail", [.view(id: "inbox", title: "Inbox")]).tab("Mail", badge: "3"),
                    .view(id: "calendar", title: "Calendar").tab("Calendar"),
                ]))
        let selected = try await session.selectTab(1)
        #expect(selected.visible?.tabBar?.selectedItem == "calendar")
        let presented = try await session.present(.view(id: "compose", title: "New Message").presented(as: .formSheet))
        #expect(presented.visible?.top == "compose")
        let dismissed = try await session.dismiss()
        #expect(dismissed.visible?.top == "calendar")
        let rotated = try await session.rotate(to: .landscapeLeft)
        #expect(rotated.traits?.orientation == .landscapeLeft)
    }

    /// A sheet with UIKit's default detents rests at large: the user's drag to where it rests
    /// changes nothing, and a detent it does not list is a typed refusal.
    @Test func aSheetRestsAtItsDetent() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(root: .navigation(id: "nav", [.view(id: "inbox")]))
        let presented = try await session.present(.view(id: "details", title: "Details"))
        let dragged = try await session.setDetent("large", userAction: true)
        #expect(dragged.revision == presented.revision)
        #expect(dragged.events.isEmpty)
        let error = await #expect(throws: NavStateProblem.self) { try await session.setDetent("medium") }
        #expect(error?.status == 422)
        #expect(error?.type == "unknown-detent")
    }

    /// A notification's deep link: the Mail tab, its stack back to the inbox, message 42 pushed,
    /// in one revision, each callback with the index of its step.
    @Test func aDeepLinkIsOneRevision() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(
            root: .tabBar(
                id: "tabs", [.navigation(id: "mail", [.view(id: "inbox"), .view(id: "old")]), .view(id: "settings")], selectedIndex: 1))
        let opened = try await session.open([.reveal("inbox"), .push(.view(id: "m42", title: "Lunch?"))])
        #expect(opened.revision == 2)
        #expect(opened.events.last.map { "\($0.action ?? -1) \($0.controller).\($0.callback.rawValue)" } == "1 m42.didMoveToParent")
        let error = await #expect(throws: NavStateProblem.self) { try await session.open([.reveal("m43")]) }
        #expect(error?.type == "unknown-controller")
        // By URL, a route of the session's storyboards: this session was built from none.
        let unrouted = await #expect(throws: NavStateProblem.self) { try await session.open(url: "mail/42") }
        #expect(unrouted?.type == "no-matching-route")
    }

    /// A delete confirmation: the typed reason reaches the handler of the button tapped, which
    /// runs once the alert has left the screen.
    @Test func aTappedActionRunsItsHandlerWithTheTexts() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(root: .navigation(id: "nav", [.view(id: "inbox")]))
        try await session.present(
            .alert(
                id: "confirm", title: "Delete?",
                actions: [.init(title: "Cancel", style: .cancel), .init(title: "Delete", style: .destructive)],
                textFields: [.init(placeholder: "Reason")]))
        #expect(try await session.enterText("spam").events.isEmpty)
        let tapped = try await session.tapAction(titled: "Delete")
        #expect(tapped.events.map(\.callback.rawValue) == ["viewWillDisappear", "viewDidDisappear", "alertActionHandler", "deinit"])
        #expect(tapped.events[2].alertAction?.texts == ["spam"])
        let error = await #expect(throws: NavStateProblem.self) { try await session.tapAction(0) }
        #expect(error?.type == "not-an-alert")
    }

    /// A search in the inbox's navigation item: a tap in its field presents it, typing shows its
    /// results controller, Cancel clears the text and ends it; the navigation item keeps it,
    /// and text typed without an active search is a typed refusal.
    @Test func aSearchShowsItsResultsAndCancelEndsIt() async throws {
        let server = try LiveServer()
        let inbox = ControllerSpec.view(id: "inbox", title: "Inbox").searching(.search(id: "search", results: .view(id: "results")))
        let session = try await server.client().createSession(root: .navigation(id: "mail", [inbox]), callbacks: [.delegates])
        #expect(session.created?.window?.root.children.first?.inactiveSearchController?.isActive == false)
        let activated = try await session.activateSearch()
        #expect(
            activated.events.map { "\($0.controller).\($0.callback.rawValue)" } == [
                "search.willPresentSearchController", "search.updateSearchResults", "search.viewDidLoad", "search.viewWillAppear",
                "search.viewDidAppear", "search.didPresentSearchController",
            ])
        #expect(activated.events.first?.delegate == .uiSearchControllerDelegate)
        #expect(activated.visible?.path == ["mail", "inbox", "search"])
        let owner = try #require(activated.window?.root.children.first)
        #expect(owner.searchController == "search")
        #expect(owner.inactiveSearchController == nil, "active, the search controller is its presenter's presented")
        #expect(activated.window?.root.presented?.isActive == true)
        #expect(try await session.activateSearch().revision == activated.revision, "an active search stays as it is")
        let typed = try await session.searchText("lunch", on: "inbox")
        #expect(
            typed.events.map(\.call) == [
                "search.searchResultsUpdater.updateSearchResults(for: search)", "results.viewDidLoad", "results.viewWillAppear(false)",
                "results.viewDidAppear(false)",
            ])
        #expect(typed.window?.root.presented?.searchText == "lunch")
        #expect(typed.window?.root.presented?.showsSearchResultsController == true)
        #expect(typed.visible?.top == "results")
        let cancelled = try await session.cancelSearch(animated: false)
        #expect(cancelled.events.first?.call == "search.delegate.willDismissSearchController(search)")
        #expect(cancelled.events.last?.callback == .didDismissSearchController)
        #expect(!cancelled.events.map(\.callback).contains(._deinit), "the navigation item keeps the search controller")
        #expect(cancelled.visible?.top == "inbox")
        let kept = try #require(cancelled.window?.root.children.first?.inactiveSearchController)
        #expect(kept.isActive == false)
        #expect(kept.searchText == "")
        let error = await #expect(throws: NavStateProblem.self) { try await session.searchText("lunch") }
        #expect(error?.status == 409)
        #expect(error?.type == "search-not-active")
        #expect(error?.revision == cancelled.revision)
    }

    /// A three-column mail app on a pad: the sidebar shown beside the list and the message,
    /// then hidden; the display mode of the split says which.
    @Test func aTripleColumnShowsAndHidesItsSidebar() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(
            root: .split(
                id: "mail", style: .tripleColumn, primary: .view(id: "mailboxes"), supplementary: .view(id: "inbox"),
                secondary: .view(id: "message")),
            traits: .init(idiom: .pad, orientation: .landscapeLeft))
        let shown = try await session.showColumn(.primary)
        #expect(shown.window?.root.displayMode == .twoBesideSecondary)
        #expect(shown.events.map(\.controller).contains("mailboxes"))
        let hidden = try await session.hideColumn(.primary, of: "mail")
        #expect(hidden.window?.root.displayMode == .oneBesideSecondary)
        let error = await #expect(throws: NavStateProblem.self) { try await session.hideColumn(.secondary) }
        #expect(error?.type == "secondary-not-hideable")
    }

    /// A session that chose the delegates' calls: a user's tap is framed by the tab bar
    /// delegate's `shouldSelect` and `didSelect`, each a typed event.
    @Test func aUsersTapTellsTheTabBarDelegate() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(
            root: .tabBar(id: "tabs", [.view(id: "mail"), .view(id: "calendar")]), callbacks: [.delegates])
        let tapped = try await session.selectTab(1, userAction: true)
        let events = tapped.events
        #expect(events.first?.callback == .tabBarControllerShouldSelect)
        #expect(events.first?.delegate == .uiTabBarControllerDelegate)
        #expect(events.last?.call == "tabs.delegate.tabBarController(didSelect: calendar)")
        #expect(events.last?.viewController == "calendar")
    }

    /// A cancelled swipe back pops nothing and answers UIKit's trace.
    @Test func aCancelledSwipeBackPopsNothing() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(root: .navigation(id: "nav", [.view(id: "a")]))
        try await session.push(.view(id: "b"))
        let swiped = try await session.swipeBack(.cancelled)
        #expect(swiped.visible?.top == "b")
        #expect(
            swiped.events.map(\.call) == [
                "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                "b.viewWillAppear(true)", "b.viewDidAppear(true)",
            ])
    }

    /// Seed 004's switch: the container keeps what it removes, and the same instance comes back
    /// without loading its view again.
    @Test func aContainerKeepsWhatItRemoves() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(
            root: .container(id: "root", className: "SwitchViewController", [.view(id: "blue")]))
        let removed = try await session.removeChild("blue", keep: true, animated: false)
        #expect(
            removed.events.map(\.call) == [
                "blue.willMoveToParent(nil)", "blue.viewWillDisappear(false)", "blue.viewDidDisappear(false)", "blue.didMoveToParent(nil)",
            ])
        #expect(removed.window?.root.kept?.map(\.id) == ["blue"])
        let back = try await session.addChild(id: "blue", animated: false)
        #expect(
            back.events.map(\.call) == [
                "blue.willMoveToParent(root)", "blue.viewWillAppear(false)", "blue.viewDidAppear(false)", "blue.didMoveToParent(root)",
            ])
    }

    /// The book of docs/api-guide.md: a pad, the `book` spine policy, a page turned, then a rotation to
    /// landscape showing two pages side by side.
    @Test func aBookTurnsAPageAndShowsTwoInLandscape() async throws {
        let server = try LiveServer()
        let pages = ["Cover", "1", "2", "3", "4", "5", "6", "7", "8"].map { ControllerSpec.view(title: $0) }
        let session = try await server.client().createSession(
            root: .pages(id: "book", pages, spinePolicy: .book), id: "novel", traits: .init(idiom: .pad))
        let turned = try await session.turnPage(.forward)
        #expect(turned.visible?.path == ["book", "vc2"])
        #expect(
            turned.events.map { "\($0.controller).\($0.callback.rawValue)" } == [
                "vc1.willMoveToParent", "vc2.willMoveToParent", "vc2.viewDidLoad", "vc2.viewWillAppear", "vc1.viewWillDisappear",
                "vc1.viewDidDisappear", "vc2.viewDidAppear", "vc2.didMoveToParent", "vc1.didMoveToParent", "vc1.deinit",
            ])
        try await session.rotate(to: .landscapeLeft)
        let snapshot = try await session.snapshot()
        #expect(snapshot.traits.orientation == .landscapeLeft)
        #expect(snapshot.window.root.children.map(\.id) == ["vc1", "vc2"], "the spread holding the page shown: two pages side by side")
    }

    /// A refusal is a typed error carrying the problem type, UIKit's message and the revision,
    /// which it left as it was.
    @Test func aRefusalIsATypedErrorWithTheRevisionUnchanged() async throws {
        let server = try LiveServer()
        let session = try await server.client().createSession(root: .navigation(id: "nav", [.view(id: "root")]))
        let error = await #expect(throws: NavStateProblem.self) { try await session.pop() }
        #expect(error?.status == 409)
        #expect(error?.type == "nothing-to-pop")
        #expect(error?.revision == 1)
        #expect(error?.uikit != nil)
        #expect(try await session.snapshot().revision == 1)
    }

    /// With `conditional`, a change made elsewhere in between is refused, not overwritten.
    @Test func aConditionalSessionRefusesToActOnAStaleRevision() async throws {
        let server = try LiveServer()
        let navstate = server.client()
        let mine = try await navstate.createSession(root: .navigation(id: "nav", [.view(id: "root")]), id: "shared")
        mine.conditional = true
        let theirs = try await navstate.session(id: "shared")
        try await theirs.push(.view(id: "other"))
        let error = await #expect(throws: NavStateProblem.self) { try await mine.push(.view(id: "mine")) }
        #expect(error?.type == "revision-mismatch")
        #expect(try await mine.snapshot().revision == 2)
        try await mine.push(.view(id: "mine"))
        #expect(mine.revision == 3)
    }

    /// The transport loses the first answer of a push: the client sends it again with the same
    /// `Idempotency-Key`, and the server answers the first answer instead of pushing twice.
    @Test func aRetriedPushWithItsKeyPushesOnce() async throws {
        let server = try LiveServer()
        let flaky = LosingTransport(base: NavStateClient.defaultTransport())
        let session = try await server.client(transport: flaky).createSession(
            root: .navigation(id: "nav", [.view(id: "root")]))
        flaky.loseNextAnswer(of: "push")
        let pushed = try await session.push(.view(id: "once"))
        #expect(pushed.revision == 2)
        #expect(flaky.keys(of: "push").count == 2)
        #expect(Set(flaky.keys(of: "push")).count == 1, "the retry carries the first key")
        let snapshot = try await session.snapshot()
        #expect(snapshot.revision == 2)
        #expect(snapshot.visible.path == ["nav", "once"])
    }
}

/// A transport that carries requests out but can lose an answer on the way back, as a network
/// that drops a connection after the server has acted would.
final class LosingTransport: ClientTransport, Sendable {
    let base: any ClientTransport
    private let state = Mutex<(lose: Set<String>, keys: [String: [String]])>(([], [:]))

    init(base: any ClientTransport) { self.base = base }

    func loseNextAnswer(of operationID: String) { state.withLock { _ = $0.lose.insert(operationID) } }
    func keys(of operationID: String) -> [String] { state.withLock { $0.keys[operationID] ?? [] } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        if let key = request.headerFields[HTTPField.Name("Idempotency-Key")!] {
            state.withLock { $0.keys[operationID, default: []].append(key) }
        }
        let answer = try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
        let lose = state.withLock { $0.lose.remove(operationID) != nil }
        if lose { throw URLError(.networkConnectionLost) }
        return answer
    }
}
