package import NavigationModel

/// Writes a session's snapshot with a fixed key order (docs/development.md "Inside the server").
///
/// Node fields that still have UIKit's default value are left out; `id`, `kind`, `class`,
/// `title`, `appearance`, `viewLoaded`, `children` and `presented` are always there.
package struct SnapshotWriter {
    package var json = JSONWriter(capacity: 2048)
    /// Where content controllers' nodes written before are copied from, when the writer was
    /// given them (``NodeFragments``).
    private let fragments: NodeFragments?
    /// The nodes kept of the session being written.
    private var kept: NodeFragments.Session?

    package init(fragments: NodeFragments? = nil) { self.fragments = fragments }

    package init(json: JSONWriter) {
        self.json = json
        fragments = nil
    }

    /// The whole snapshot (a mutation's answer is the same with its events: ``mutation``).
    package mutating func snapshot(session: SessionID, hierarchy: Hierarchy, expiresAt: Int64? = nil) {
        json.beginObject()
        snapshotFields(session: session, hierarchy: hierarchy, expiresAt: expiresAt, minimal: false)
        json.endObject()
    }

    /// The members of a snapshot: with `minimal`, the session and revision only.
    private mutating func snapshotFields(session: SessionID, hierarchy: Hierarchy, expiresAt: Int64?, minimal: Bool) {
        kept = fragments?.session(session)
        json.key("session"); json.string(session.rawValue)
        json.key("revision"); json.int(hierarchy.revision.rawValue)
        guard !minimal else { return }
        if let expiresAt { json.key("expiresAt"); json.timestamp(seconds: expiresAt) }
        json.key("traits"); traits(hierarchy.traits)
        if !hierarchy.callbacks.isEmpty { json.key("callbacks"); json.callbackGroups(hierarchy.callbacks) }
        json.key("window")
        json.beginObject()
        if let fragments, let kept { fragments.beginSnapshot(of: kept) }
        json.key("root"); node(hierarchy.rootID, in: hierarchy)
        if let fragments, let kept { fragments.endSnapshot(of: kept) }
        json.endObject()
        json.key("visible"); chrome(hierarchy.chrome)
    }

    /// One controller and its subtree, as `GET …/controllers/{cid}` answers.
    package mutating func controller(session: SessionID, hierarchy: Hierarchy, id: ControllerID) {
        json.beginObject()
        kept = fragments?.session(session)
        json.key("session"); json.string(session.rawValue)
        json.key("revision"); json.int(hierarchy.revision.rawValue)
        json.key("controller"); node(id, in: hierarchy)
        json.endObject()
    }

    package mutating func traits(_ traits: Traits) {
        json.beginObject()
        json.key("idiom"); json.string(traits.idiom.rawValue)
        json.key("orientation"); json.string(traits.orientation.rawValue)
        json.key("horizontalSizeClass"); json.string(traits.horizontalSizeClass.rawValue)
        json.key("verticalSizeClass"); json.string(traits.verticalSizeClass.rawValue)
        json.endObject()
    }

    /// One controller and everything below it. The fields after the head come from
    /// ``ControllerField``: those of the node's kind, always or when they differ from their
    /// default, with the derived fields of each role beside them.
    package mutating func node(_ id: ControllerID, in hierarchy: Hierarchy) {
        guard let controller = hierarchy.controllers[id] else { return json.null() }
        guard let fragments, let kept, NodeFragments.keeps(controller) else { return write(controller, in: hierarchy) }
        if let node = fragments.node(of: controller, in: kept) {
            #if DEBUG
            var fresh = SnapshotWriter()
            fresh.write(controller, in: hierarchy)
            assert(fresh.json.take() == node, "a kept node differs from its controller's: \(id)")
            #endif
            return json.raw(node)
        }
        // The node without the comma written before it, copied once.
        let start = json.count + (json.separatesNextValue ? 1 : 0)
        write(controller, in: hierarchy)
        fragments.keep(json.bytes(from: start), of: controller, in: kept)
    }

    /// Writes `controller`'s node.
    private mutating func write(_ controller: Controller, in hierarchy: Hierarchy) {
        let id = controller.id
        let properties = controller.properties
        json.beginObject()
        json.key("id"); json.string(id.rawValue)
        json.key("kind"); json.string(controller.kind.rawValue)
        json.key("class"); json.string(controller.className)
        json.key("title"); json.string(properties.title)
        json.key("appearance"); json.string(controller.appearance.rawValue)
        json.key("viewLoaded"); json.bool(controller.viewLoaded)
        if let navigation = controller.navigation { json.key("topViewController"); json.string(navigation.top?.rawValue) }
        switch controller.role {
        case .content: break
        case .search(let state):
            // Whether search is active (it is presented then), its owner, its results and text.
            json.key("isActive"); json.bool(controller.presentation != nil)
            json.key("owner"); json.string(state.owner?.rawValue)
            json.key("searchResultsController"); json.string(state.results?.rawValue)
            json.key("showsSearchResultsController"); json.bool(state.showsResults)
            json.key("searchText"); json.string(properties.searchText)
        case .alert:
            // The style and the buttons always; the message and the text fields when there are any.
            json.key("preferredStyle"); json.string(properties.preferredStyle.rawValue)
            json.key("actions"); properties.actions.write(to: &json)
        case .navigation: for field in ControllerField.alwaysWritten(for: .navigation) { roleField(field, of: controller) }
        case .tabBar(let tabs):
            for field in ControllerField.alwaysWritten(for: .tabBar) { tabBarField(field, of: controller.id, tabs, in: hierarchy) }
        case .page(let pages):
            for field in PageSettings.fields {
                switch field {
                case .setting(let row): row.write(from: pages.settings, to: &json)
                case .other(let field): pageField(field, pages)
                }
            }
        case .split(let split):
            // Every field a split's node always has is a setting of its style; the mode in force
            // comes with the preference, the behaviour in force with its own, and a column
            // style's columns last.
            for row in SplitSettings.rows(for: split.settings.style) {
                row.write(from: split.settings, to: &json)
                if row.field == .preferredDisplayMode {
                    json.key("displayMode"); json.string(split.displayMode.rawValue)
                    json.key("isCollapsed"); json.bool(split.isCollapsed)
                } else if row.field == .preferredSplitBehavior {
                    json.key("splitBehavior"); json.string(split.behavior(under: hierarchy.traits)?.rawValue)
                }
            }
            if split.isColumnStyle { splitColumns(split, in: hierarchy) }
        case .container(let state):
            // `children` are UIKit's children; `shown` those whose views are in the container's.
            json.key("shown"); json.ids(state.shown)
            json.key("awaitingDidMove"); json.ids(state.awaitingDidMove)
            json.key("released"); json.ids(state.released.compactMap(\.id))
            if !state.pendingEmbeds.isEmpty { json.key("pendingEmbeds"); json.stringArray(state.pendingEmbeds) }
            if !state.kept.isEmpty {
                // Alive and detached: whole nodes, after the container's own fields.
                json.key("kept")
                json.beginArray()
                for kept in state.kept { node(kept, in: hierarchy) }
                json.endArray()
            }
        }
        properties.writeProperties(to: &json, snapshotOnly: true)
        if let search = controller.searchController {
            // Its id always; while search is inactive its whole node, alive and detached.
            json.key("searchController"); json.string(search.rawValue)
            if hierarchy.detachedSearch(of: controller) != nil { json.key("inactiveSearchController"); node(search, in: hierarchy) }
        }
        if let presentation = controller.presentation {
            json.key("presentation")
            json.beginObject()
            json.key("presentingViewController"); json.string(presentation.presenter.rawValue)
            json.key("requestedStyle"); json.string(presentation.requestedStyle.rawValue)
            json.key("effectiveStyle"); json.string(presentation.effectiveStyle.rawValue)
            json.key("transitionStyle"); json.string(presentation.transitionStyle.rawValue)
            json.key("coversPresenter"); json.bool(presentation.coversPresenter)
            if let sheet = hierarchy.sheetState(of: controller.id) {
                // Where a page or form sheet rests, and whether what it covers takes touches.
                json.key("sheet")
                json.beginObject()
                json.key("detent"); json.string(sheet.detent)
                json.key("dimmed"); json.bool(sheet.dimmed)
                json.key("grabberVisible"); json.bool(sheet.grabberVisible)
                json.endObject()
            }
            json.endObject()
        }
        json.key("children")
        json.beginArray()
        for child in controller.children { node(child, in: hierarchy) }
        json.endArray()
        json.key("presented")
        if let presented = controller.presented { node(presented, in: hierarchy) } else { json.null() }
        json.endObject()
    }

    /// A field every navigation controller's node has.
    private mutating func roleField(_ field: ControllerField, of controller: Controller) {
        switch field {
        case .navigationBarHidden: json.key("navigationBarHidden"); json.bool(controller.properties.navigationBarHidden)
        case .toolbarHidden: json.key("toolbarHidden"); json.bool(controller.properties.toolbarHidden)
        default: break
        }
    }

    /// A field every tab bar controller's node has. `selectedIndex` is `null` while the More
    /// list is shown (UIKit's `NSNotFound`), and `selectedViewController` is then the More
    /// navigation controller's id.
    private mutating func tabBarField(_ field: ControllerField, of id: ControllerID, _ tabs: TabBarState, in hierarchy: Hierarchy) {
        switch field {
        case .selectedIndex:
            json.key("selectedIndex")
            if let index = tabs.selectedIndex { json.int(index) } else { json.null() }
            json.key("selectedViewController")
            json.string((tabs.selected ?? TabBarState.moreID(of: id)).rawValue)
        case .customizable:
            json.key("customizable"); json.ids(tabs.customizable)
            moreNavigationController(of: id, tabs, in: hierarchy)
        default: break
        }
    }

    /// A field every page view controller's node has: `pages` lists the data source (every
    /// page's id, shown or not), `children` only the pages shown.
    private mutating func pageField(_ field: ControllerField, _ pages: PageState) {
        switch field {
        case .spineLocation: json.key("spineLocation"); json.string(pages.spineLocation.rawValue)
        case .doubleSided: json.key("doubleSided"); json.bool(pages.doubleSided)
        case .pageIndex:
            json.key("pageIndex"); json.int(pages.index)
            json.key("pageCount"); json.int(pages.pages.count)
        case .pages: json.key("pages"); json.ids(pages.pages.compactMap(\.id))
        default: break
        }
    }

    /// UIKit's `moreNavigationController`, derived: `null` while every tab fits in the bar.
    private mutating func moreNavigationController(of tabBar: ControllerID, _ tabs: TabBarState, in hierarchy: Hierarchy) {
        json.key("moreNavigationController")
        let overflow = hierarchy.overflowTabs(of: tabBar)
        guard !overflow.isEmpty else { return json.null() }
        let shown = tabs.selected.flatMap { overflow.contains($0) ? $0 : nil }
        json.beginObject()
        json.key("id"); json.string(TabBarState.moreID(of: tabBar).rawValue)
        json.key("list"); json.ids(Array(overflow))
        json.key("topViewController"); json.string(shown?.rawValue)
        json.endObject()
    }

    /// A mutation's answer: the snapshot after it (only the revision with `minimal`), the
    /// callbacks of every action in order (in a batch, each with its action's index), the chrome
    /// fields that changed (PATCH), and `dryRun` when nothing was kept.
    package mutating func mutation(
        session: SessionID, hierarchy: Hierarchy, expiresAt: Int64?, events: [[LifecycleEvent]], isBatch: Bool,
        changed: [String]?, dryRun: Bool, minimal: Bool
    ) {
        mutation(
            session: session, hierarchy: hierarchy, expiresAt: expiresAt,
            eventsJSON: Self.eventsJSON(events, indexed: isBatch), changed: changed, dryRun: dryRun, minimal: minimal)
    }

    /// The callbacks of several actions as one JSON array (see ``events(_:indexed:)``).
    package static func eventsJSON(_ events: [[LifecycleEvent]], indexed: Bool) -> [UInt8] {
        var writer = SnapshotWriter(json: JSONWriter(capacity: 128 * events.reduce(0) { $0 + $1.count } + 2))
        writer.events(events, indexed: indexed)
        return writer.json.take()
    }

    /// The same, with the events already written (the journal entry takes the same bytes).
    /// A `show` or `show-detail` answers what it became: `resolvedAs` for one action, and in a
    /// batch `resolved`, each with its action's index.
    package mutating func mutation(
        session: SessionID, hierarchy: Hierarchy, expiresAt: Int64?, eventsJSON: [UInt8], changed: [String]?,
        resolutions: [Hierarchy.ShowResolution?] = [], isBatch: Bool = false, dryRun: Bool, minimal: Bool
    ) {
        json.beginObject()
        snapshotFields(session: session, hierarchy: hierarchy, expiresAt: expiresAt, minimal: minimal)
        json.key("events"); json.raw(eventsJSON)
        if let changed {
            json.key("changed")
            json.stringArray(changed)
        }
        if !isBatch, let resolution = resolutions.first ?? nil {
            json.key("resolvedAs"); json.string(resolution.name)
        } else if isBatch, resolutions.contains(where: { $0 != nil }) {
            json.key("resolved")
            json.beginArray()
            for (index, resolution) in resolutions.enumerated() {
                guard let resolution else { continue }
                json.beginObject()
                json.key("action"); json.int(index)
                json.key("resolvedAs"); json.string(resolution.name)
                json.endObject()
            }
            json.endArray()
        }
        if dryRun { json.key("dryRun"); json.bool(true) }
        json.endObject()
    }

    /// One revision of the journal: when, the actions as sent, their callbacks, what changed.
    package mutating func journalEntry(
        revision: Revision, time: Int64, actions: [ActionRecord], eventsJSON: [UInt8], changed: [String]?,
        storyboards: [Storyboard] = []
    ) {
        json.beginObject()
        json.key("revision"); json.int(revision.rawValue)
        json.key("time"); json.timestamp(milliseconds: time)
        json.key("actions")
        json.beginArray()
        for action in actions {
            json.beginObject()
            json.key("action"); json.string(action.name)
            if let controller = action.controller { json.key("controller"); json.string(controller.rawValue) }
            if let bytes = action.bodyBytes {
                json.key("body"); json.compacted(bytes)
            } else if let body = action.body {
                json.key("body"); json.value(body)
            }
            json.endObject()
        }
        json.endArray()
        json.key("events"); json.raw(eventsJSON)
        if let changed {
            json.key("changed")
            json.stringArray(changed)
        }
        if !storyboards.isEmpty {
            // The copies the session took in this revision, whole: a replay loads them.
            json.key("storyboards")
            json.storyboardCopies(storyboards)
        }
        json.endObject()
    }

    /// The callbacks of several actions, flat and in order; `indexed` adds each one's action.
    package mutating func events(_ groups: [[LifecycleEvent]], indexed: Bool) {
        json.beginArray()
        for (index, group) in groups.enumerated() {
            for event in group { self.event(event, action: indexed ? index : nil) }
        }
        json.endArray()
    }

    /// The segue of a segue callback: `{"identifier", "kind", "source", "destination"?, "action"?, "sender"?, "userInfo"?}`.
    private mutating func segue(_ segue: SegueDetail) {
        json.key("segue")
        json.beginObject()
        json.key("identifier"); json.string(segue.identifier)
        json.key("kind"); json.string(segue.kind)
        json.key("source"); json.string(segue.source.rawValue)
        if let destination = segue.destination { json.key("destination"); json.string(destination.rawValue) }
        if let action = segue.action { json.key("action"); json.string(action) }
        if let sender = segue.sender { json.key("sender"); json.string(sender.rawValue) }
        if let userInfo = segue.userInfo { json.key("userInfo"); json.value(userInfo) }
        json.endObject()
    }

    /// A column style's `columns`: each column's controller (`viewController(for:)`), found in
    /// the primary's stack while collapsed onto it; `null` for an empty column. The compact
    /// column only when there is one, the supplementary only in the triple-column style.
    private mutating func splitColumns(_ split: SplitState, in hierarchy: Hierarchy) {
        json.key("columns")
        json.beginObject()
        for column in SplitColumn.allCases {
            if column == .supplementary, split.settings.style != .tripleColumn { continue }
            if column == .compact, split.compact == nil { continue }
            json.key(name: column.rawValue)
            json.string(split.controller(of: column)?.rawValue)
        }
        json.endObject()
    }

    /// `{"idiom", "horizontalSizeClass", "verticalSizeClass"}`: what a trait collection holds.
    private mutating func traitCollection(_ traits: Traits) {
        json.beginObject()
        json.key("idiom"); json.string(traits.idiom.rawValue)
        json.key("horizontalSizeClass"); json.string(traits.horizontalSizeClass.rawValue)
        json.key("verticalSizeClass"); json.string(traits.verticalSizeClass.rawValue)
        json.endObject()
    }

    /// A delegate call's arguments: `{"delegate", "viewController"?, "animated"?, "changed"?}`.
    private mutating func delegateCall(_ event: LifecycleEvent) {
        json.key("delegate"); json.string(event.callback.delegateProtocol)
        if let shown = event.viewController { json.key("viewController"); json.string(shown.rawValue) }
        if let animated = event.animated { json.key("animated"); json.bool(animated) }
        if let changed = event.changed { json.key("changed"); json.bool(changed) }
        if let mode = event.displayMode { json.key("displayMode"); json.string(mode.rawValue) }
        if let column = event.column { json.key("column"); json.string(column.rawValue) }
        if event.callback == .splitViewControllerCollapseSecondary, let primary = event.parent {
            json.key("primaryViewController"); json.string(primary.rawValue)
        }
    }

    package mutating func events(_ events: [LifecycleEvent]) {
        json.beginArray()
        for event in events { self.event(event, action: nil) }
        json.endArray()
    }

    private mutating func event(_ event: LifecycleEvent, action: Int?) {
        json.beginObject()
        json.key("call")
        json.beginString()
        event.writeCall(to: &json)
        json.endString()
        json.key("controller"); json.string(event.controller.rawValue)
        json.key("callback"); json.string(event.callback.rawValue)
        switch event.callback {
        case .willMoveToParent, .didMoveToParent:
            json.key("parent"); json.string(event.parent?.rawValue)
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            json.key("animated"); json.bool(event.animated ?? false)
            if event.isBeingPresented { json.key("isBeingPresented"); json.bool(true) }
            if event.isBeingDismissed { json.key("isBeingDismissed"); json.bool(true) }
        case .loadView, .viewDidLoad, .deinit, .didReceiveMemoryWarning:
            break
        case .shouldPerformSegue, .prepareForSegue, .unwindAction:
            if let segue = event.segue { self.segue(segue) }
        case .alertActionHandler:
            if let tapped = event.alertAction {
                json.key("alertAction")
                json.beginObject()
                json.key("index"); json.int(tapped.index)
                json.key("title"); json.string(tapped.title)
                if !tapped.texts.isEmpty { json.key("texts"); json.stringArray(tapped.texts) }
                json.endObject()
            }
        case .viewIsAppearing:
            json.key("animated"); json.bool(event.animated ?? false)
        case .navigationControllerWillShow, .navigationControllerDidShow, .tabBarControllerShouldSelect,
            .tabBarControllerDidSelect, .tabBarControllerWillBeginCustomizing, .tabBarControllerWillEndCustomizing,
            .tabBarControllerDidEndCustomizing, .splitViewControllerWillChangeDisplayMode,
            .splitViewControllerCollapseSecondary, .splitViewControllerSeparateSecondary,
            .splitViewControllerTopColumnForCollapsing, .splitViewControllerDisplayModeForExpanding,
            .splitViewControllerDidCollapse, .splitViewControllerDidExpand, .presentationControllerShouldDismiss,
            .presentationControllerWillDismiss, .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
            .willPresentSearchController, .didPresentSearchController, .willDismissSearchController, .didDismissSearchController,
            .updateSearchResults:
            delegateCall(event)
        case .adaptivePresentationStyle:
            delegateCall(event)
            if let traits = event.traitCollection { json.key("traitCollection"); traitCollection(traits) }
            if let style = event.adaptiveStyle { json.key("style"); json.string(style.rawValue) }
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            delegateCall(event)
            if let detent = event.detent { json.key("detent"); json.string(detent) }
        case .willTransitionToTraitCollection, .traitCollectionDidChange:
            if let traits = event.traitCollection {
                json.key(event.callback == .traitCollectionDidChange ? "previousTraitCollection" : "traitCollection")
                traitCollection(traits)
            }
        case .viewWillTransitionToSize:
            if let traits = event.traitCollection { json.key("orientation"); json.string(traits.orientation.rawValue) }
        }
        if let action { json.key("action"); json.int(action) }
        json.endObject()
    }
}
