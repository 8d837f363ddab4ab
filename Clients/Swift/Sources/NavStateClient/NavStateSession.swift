import Foundation
import OpenAPIRuntime
import Synchronization

/// One session on a NavState server, driven as an app drives its controllers: each change
/// answers with the snapshot after it and the lifecycle callbacks UIKit would have sent.
///
/// Every mutation carries an `Idempotency-Key` of its own, reused when the client sends it
/// again after the transport failed, so that a retried push pushes once. With `conditional`,
/// every mutation carries `If-Match` with the revision this object last saw, and one made
/// elsewhere in between is refused (412 `revision-mismatch`) instead of applied over it.
public final class NavStateSession: Sendable {
    public let id: String
    let client: NavStateClient
    private let state: Mutex<State>

    private struct State {
        var revision: Int
        var conditional = false
    }

    /// The answer of the creation, when this object created the session.
    public let created: MutationResult?

    init(client: NavStateClient, id: String, revision: Int, created: MutationResult?) {
        self.client = client
        self.id = id
        self.state = Mutex(State(revision: revision))
        self.created = created
    }

    /// The revision of the last answer seen.
    public var revision: Int { state.withLock { $0.revision } }

    /// Whether mutations are sent with `If-Match: "<revision>"`.
    public var conditional: Bool {
        get { state.withLock { $0.conditional } }
        set { state.withLock { $0.conditional = newValue } }
    }

    // MARK: - Reading

    /// The session as it is now.
    public func snapshot() async throws -> Snapshot {
        let snapshot = try await client.sending { try await client.generated.getSession(path: .init(sid: id)).ok.body.json }
        seen(snapshot.revision)
        return snapshot
    }

    /// One page of the session's recorded revisions, oldest first, after revision `after` (0:
    /// from the oldest kept); the page's `next` is the `after` of the following one. A cursor
    /// the journal has moved past throws ``NavStateProblem`` `revision-gone` (its `detail` names
    /// the revision to resume after): a page never skips revisions unsaid.
    public func history(after: Int = 0, limit: Int = 50) async throws -> Components.Schemas.History {
        try await client.sending {
            try await client.generated.getHistory(path: .init(sid: id), query: .init(after: after, limit: limit)).ok.body.json
        }
    }

    // MARK: - Navigation

    /// Pushes `controller` (a new spec) on the navigation controller a user would mean (that of
    /// the top-most visible content), or on `navigationController`.
    @discardableResult
    public func push(_ controller: ControllerSpec, on navigationController: String? = nil, animated: Bool = true) async throws
        -> MutationResult
    {
        let body = Components.Schemas.ControllerBody(controller: .ControllerSpecOrScene(.ControllerSpec(controller)), animated: animated)
        return try await mutate { key, ifMatch in
            if let navigationController {
                try await client.generated.pushOnController(
                    path: .init(sid: id, cid: navigationController), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                    body: .json(body)
                ).ok.body.json
            } else {
                try await client.generated.push(
                    path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
        }
    }

    /// Pops the top controller of the navigation controller a user would mean.
    @discardableResult
    public func pop(animated: Bool = true) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.pop(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(animated: animated))
            ).ok.body.json
        }
    }

    /// The user's edge swipe back, finished (a pop) or cancelled (nothing moves; UIKit's trace).
    @discardableResult
    public func swipeBack(_ outcome: Components.Schemas.PopBody.InteractivePayload) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.pop(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(interactive: outcome))
            ).ok.body.json
        }
    }

    // MARK: - Presentation

    /// Presents `controller` from the top-most presented controller (or the root).
    @discardableResult
    public func present(_ controller: ControllerSpec, animated: Bool = true) async throws -> MutationResult {
        let body = Components.Schemas.ControllerBody(controller: .ControllerSpecOrScene(.ControllerSpec(controller)), animated: animated)
        return try await mutate { key, ifMatch in
            try await client.generated.present(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// Dismisses the top-most presented controller.
    @discardableResult
    public func dismiss(animated: Bool = true) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.dismiss(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(animated: animated))
            ).ok.body.json
        }
    }

    /// Rests the top-most sheet at `detent` (`medium`, `large` or a custom detent's identifier):
    /// the app's change, or with `userAction` the user's drag, which the sheet's delegate is told.
    @discardableResult
    public func setDetent(_ detent: String, userAction: Bool = false) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.setDetent(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(detent: detent, userAction: userAction))
            ).ok.body.json
        }
    }

    /// A deep link, as one revision: each step brings a controller on screen (`.reveal(id)`:
    /// what covers it dismissed, its tabs selected, its stacks popped back to it) or adds one
    /// from the step before (`.push(spec)`, `.present(spec)`). Events carry the index of their
    /// step in `action`; a refusal names the step.
    @discardableResult
    public func open(_ path: [Components.Schemas.OpenStep], animated: Bool = true) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.openPath(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(path: path, animated: animated))
            ).ok.body.json
        }
    }

    /// A deep link by URL (`"mail/42"`): the first route of the session's storyboards whose
    /// pattern matches opens its path, the URL's segments put in for its parameters (404
    /// `no-matching-route` when none matches).
    @discardableResult
    public func open(url: String, animated: Bool = true) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.openPath(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(url: url, animated: animated))
            ).ok.body.json
        }
    }

    /// Taps button `index` of the top-most alert: the alert is dismissed, then the action's
    /// handler runs (the `alertActionHandler` event, with the alert's texts).
    @discardableResult
    public func tapAction(_ index: Int) async throws -> MutationResult {
        try await tapAction(.case1(index))
    }

    /// Taps the first button titled `title` of the top-most alert.
    @discardableResult
    public func tapAction(titled title: String) async throws -> MutationResult {
        try await tapAction(.case2(title))
    }

    private func tapAction(_ action: Components.Schemas.TapActionBody.ActionPayload) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.tapAction(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(.init(action: action))
            ).ok.body.json
        }
    }

    /// A column-style split's `show(_:)` of `column` (the split nearest the top, or `split`):
    /// the closest display mode that shows it, or, collapsed, the column pushed onto the
    /// primary's stack.
    @discardableResult
    public func showColumn(
        _ column: Components.Schemas.ColumnBody.ColumnPayload, of split: String? = nil, animated: Bool = true
    ) async throws -> MutationResult {
        let body = Components.Schemas.ColumnBody(column: column, animated: animated)
        return try await mutate { key, ifMatch in
            if let split {
                return try await client.generated.showColumnOnController(
                    path: .init(sid: id, cid: split), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.showColumn(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// A column-style split's `hide(_:)` of `column` (the primary or the supplementary).
    @discardableResult
    public func hideColumn(
        _ column: Components.Schemas.ColumnBody.ColumnPayload, of split: String? = nil, animated: Bool = true
    ) async throws -> MutationResult {
        let body = Components.Schemas.ColumnBody(column: column, animated: animated)
        return try await mutate { key, ifMatch in
            if let split {
                return try await client.generated.hideColumnOnController(
                    path: .init(sid: id, cid: split), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.hideColumn(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// Types `text` into text field `field` of the top-most alert, replacing what it held.
    @discardableResult
    public func enterText(_ text: String, field: Int = 0) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.enterText(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(textField: field, text: text))
            ).ok.body.json
        }
    }

    /// A tap in the search field of the search controller `controller` is or holds (its
    /// navigation item's `searchController`; without it, that of the top-most controller on
    /// screen that has one): the search controller is presented over its owner's presentation
    /// context, framed by its delegate's `willPresentSearchController` and
    /// `didPresentSearchController`. An active search answers the same revision.
    @discardableResult
    public func activateSearch(on controller: String? = nil, animated: Bool = true) async throws -> MutationResult {
        let body = Components.Schemas.AnimatedBody(animated: animated)
        return try await mutate { key, ifMatch in
            if let controller {
                return try await client.generated.activateSearchOnController(
                    path: .init(sid: id, cid: controller), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.activateSearch(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// Types `text` into the active search bar (of the search controller `controller` is or
    /// holds, or the top-most active one), replacing what it held: `updateSearchResults(for:)`,
    /// then the results controller appears or disappears as the text stops or starts being
    /// empty. A search that is not active is refused (409 `search-not-active`).
    @discardableResult
    public func searchText(_ text: String, on controller: String? = nil) async throws -> MutationResult {
        let body = Components.Schemas.SearchTextBody(text: text)
        return try await mutate { key, ifMatch in
            if let controller {
                return try await client.generated.searchTextOnController(
                    path: .init(sid: id, cid: controller), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.searchText(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// Taps Cancel in the active search bar: the text is cleared and the search controller
    /// dismissed (kept by its owner's navigation item, not released), framed by its delegate's
    /// `willDismissSearchController` and `didDismissSearchController`. A search that is not
    /// active is refused (409 `search-not-active`).
    @discardableResult
    public func cancelSearch(on controller: String? = nil, animated: Bool = true) async throws -> MutationResult {
        let body = Components.Schemas.AnimatedBody(animated: animated)
        return try await mutate { key, ifMatch in
            if let controller {
                return try await client.generated.cancelSearchOnController(
                    path: .init(sid: id, cid: controller), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.cancelSearch(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    // MARK: - Custom containers

    /// Removes `child` from its custom container (`container`, or the one nearest the top):
    /// released, or with `keep` kept alive and detached in the container's `kept`, as Seed 004's
    /// property keeps what its switch removes.
    @discardableResult
    public func removeChild(_ child: String, from container: String? = nil, keep: Bool = false, animated: Bool = true) async throws
        -> MutationResult
    {
        let body = Components.Schemas.RemoveChildBody(child: child, animated: animated, keep: keep)
        return try await mutate { key, ifMatch in
            if let container {
                return try await client.generated.removeChildOnController(
                    path: .init(sid: id, cid: container), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.removeChild(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    /// Adds `controller` (a new spec) to a custom container (`container`, or the one nearest the top).
    @discardableResult
    public func addChild(_ controller: ControllerSpec, to container: String? = nil, shown: Bool = true, animated: Bool = true)
        async throws -> MutationResult
    {
        try await addChild(.ControllerSpecOrScene(.ControllerSpec(controller)), to: container, shown: shown, animated: animated)
    }

    /// Adds back, by id, a controller the container keeps (or a child it released on a memory
    /// warning, which is built anew): the same instance, its view loaded already.
    @discardableResult
    public func addChild(id child: String, to container: String? = nil, shown: Bool = true, animated: Bool = true) async throws
        -> MutationResult
    {
        try await addChild(.Identifier(child), to: container, shown: shown, animated: animated)
    }

    private func addChild(
        _ reference: Components.Schemas.ControllerReference, to container: String?, shown: Bool, animated: Bool
    ) async throws -> MutationResult {
        let body = Components.Schemas.AddChildBody(controller: reference, shown: shown, animated: animated)
        return try await mutate { key, ifMatch in
            if let container {
                return try await client.generated.addChildOnController(
                    path: .init(sid: id, cid: container), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
                ).ok.body.json
            }
            return try await client.generated.addChild(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key), body: .json(body)
            ).ok.body.json
        }
    }

    // MARK: - Tabs, pages, rotation, batches

    /// Selects the tab at `index` of the visible tab bar controller: by code, or as a user's
    /// tap (`userAction`), which the tab's `shouldSelect` may veto and, with the `delegates`
    /// callbacks, the tab bar controller's delegate is asked about and told.
    @discardableResult
    public func selectTab(_ index: Int, userAction: Bool = false, animated: Bool = true) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.selectTab(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(index: index, userAction: userAction ? true : nil, animated: animated))
            ).ok.body.json
        }
    }

    /// Turns the page of the visible page view controller.
    @discardableResult
    public func turnPage(_ direction: Components.Schemas.TurnPageBody.DirectionPayload, animated: Bool = true) async throws
        -> MutationResult
    {
        try await mutate { key, ifMatch in
            try await client.generated.turnPage(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(direction: direction, animated: animated))
            ).ok.body.json
        }
    }

    /// Rotates the device.
    @discardableResult
    public func rotate(to orientation: Orientation) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.putTraits(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(orientation: orientation))
            ).ok.body.json
        }
    }

    /// Applies `actions` all or none (a refusal names the action, `NavStateProblem` with the
    /// batch's index in its detail).
    @discardableResult
    public func perform(batch actions: [Components.Schemas.BatchAction]) async throws -> MutationResult {
        try await mutate { key, ifMatch in
            try await client.generated.performBatch(
                path: .init(sid: id), headers: .init(ifMatch: ifMatch, idempotencyKey: key),
                body: .json(.init(actions: actions))
            ).ok.body.json
        }
    }

    // MARK: - The write path

    /// Sends a mutation with a new key (kept across the transport's retries) and, when
    /// conditional, `If-Match`; records the revision it answers.
    private func mutate(_ send: (_ key: String, _ ifMatch: String?) async throws -> MutationResult) async throws -> MutationResult {
        let key = UUID().uuidString
        // The bare revision (the server takes `3` as `"3"`): the generated client
        // percent-encodes the quotes of an entity tag in a header.
        let ifMatch = state.withLock { $0.conditional ? String($0.revision) : nil }
        do {
            let answer = try await client.sending(retrying: client.retries) { try await send(key, ifMatch) }
            seen(answer.revision)
            return answer
        } catch let problem as NavStateProblem {
            // A refusal says where the session is (a 412 the revision a conditional call needs).
            if let revision = problem.revision { seen(revision) }
            throw problem
        }
    }

    private func seen(_ revision: Int) { state.withLock { $0.revision = max($0.revision, revision) } }
}
