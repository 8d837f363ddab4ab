import Foundation
import NavigationModel
import Testing

/// A mail app on iOS 14's triple-column split: mailboxes, the message list, the message.
func mailColumns(compact: ControllerSpec? = nil, top: SplitColumn = .secondary) -> ControllerSpec {
    .split(
        "mail", style: .tripleColumn, primary: .navigation("boxes", [.view("mailboxes", title: "Mailboxes")]),
        supplementary: .navigation("list", [.view("inbox", title: "Inbox")]),
        secondary: .navigation("reader", [.view("message", title: "Message")]), compact: compact, topColumnForCollapsing: top)
}

private let padCompact = Traits(idiom: .pad, orientation: .landscapeLeft, horizontalSizeClass: .compact)

extension Action {
    static func showColumn(_ column: SplitColumn, of target: Target = .automatic) -> Action {
        .setColumn(target: target, column: column, shown: true, animated: true)
    }

    static func hideColumn(_ column: SplitColumn, of target: Target = .automatic) -> Action {
        .setColumn(target: target, column: column, shown: false, animated: true)
    }
}

/// Column-style split view controllers (docs/uikit-rules.md "Column-style split view
/// controllers"): columns in navigation controllers, display modes within a split behaviour,
/// show(_:) and hide(_:), and the collapse onto the compact column or the primary's stack.
@Suite struct ColumnSplitTests {
    @Test func aColumnThatIsNoNavigationControllerIsWrappedInOne() throws {
        let spec = ControllerSpec.split(
            "notes", style: .doubleColumn, primary: .view("folders", title: "Folders"), secondary: .view("note", title: "Note"))
        let (hierarchy, events) = try Hierarchy.create(root: spec, traits: padLandscape)
        let split = try #require(hierarchy["notes"].split)
        #expect(hierarchy["notes"].children == ["vc1", "vc2"])
        #expect(hierarchy["vc1"].children == ["folders"] && hierarchy["vc2"].children == ["note"])
        #expect(split.behavior(under: padLandscape) == .tile && split.displayMode == .oneBesideSecondary)
        #expect(
            events.prefix(4).map(\.description) == [
                "folders.willMoveToParent(vc1)", "vc1.willMoveToParent(notes)", "note.willMoveToParent(vc2)", "vc2.willMoveToParent(notes)",
            ])
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test func aTripleColumnInLandscapeTilesTheSupplementaryBesideTheSecondary() throws {
        let (hierarchy, events) = try Hierarchy.create(root: mailColumns(), traits: padLandscape)
        #expect(
            events.map(\.description) == [
                "mailboxes.willMoveToParent(boxes)", "boxes.willMoveToParent(mail)", "inbox.willMoveToParent(list)",
                "list.willMoveToParent(mail)", "message.willMoveToParent(reader)", "reader.willMoveToParent(mail)",
                "mail.viewDidLoad", "list.viewDidLoad", "inbox.viewDidLoad", "reader.viewDidLoad", "message.viewDidLoad",
                "mail.viewWillAppear", "list.viewWillAppear", "inbox.viewWillAppear", "reader.viewWillAppear",
                "message.viewWillAppear",
                "mail.viewDidAppear", "list.viewDidAppear", "inbox.viewDidAppear", "reader.viewDidAppear", "message.viewDidAppear",
                "mailboxes.didMoveToParent(boxes)", "boxes.didMoveToParent(mail)", "inbox.didMoveToParent(list)",
                "list.didMoveToParent(mail)", "message.didMoveToParent(reader)", "reader.didMoveToParent(mail)",
            ], "the hidden primary does not load until it is first shown")
        let split = try #require(hierarchy.chrome.splitView)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.columns.map(\.column) == [.supplementary, .secondary])
        #expect(
            split.columns.map { $0.navigationBar?.leftItems ?? [] } == [[BarButtonItem(image: "sidebar.left")], []],
            "the system sidebar button, on the leftmost column on screen")
    }

    @Test func showingAndHidingThePrimaryOfATiledTripleColumn() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape, callbacks: [.delegates]).0
        #expect(
            try hierarchy.run(.showColumn(.primary)) == [
                "mail.willChangeTo(twoBesideSecondary)", "boxes.viewDidLoad", "mailboxes.viewDidLoad", "boxes.viewWillAppear",
                "mailboxes.viewWillAppear", "boxes.willShow(mailboxes)", "boxes.viewDidAppear", "mailboxes.viewDidAppear",
                "boxes.didShow(mailboxes)",
            ])
        #expect(hierarchy.chrome.splitView?.columns.map(\.column) == [.primary, .supplementary, .secondary])
        #expect(try hierarchy.run(.showColumn(.primary)) == [], "already shown: nothing changes")
        #expect(try hierarchy.run(.showColumn(.secondary)) == [], "tiled, the secondary is always fully visible")
        #expect(
            try hierarchy.run(.hideColumn(.primary)) == [
                "mail.willChangeTo(oneBesideSecondary)", "boxes.viewWillDisappear", "mailboxes.viewWillDisappear",
                "boxes.viewDidDisappear", "mailboxes.viewDidDisappear",
            ])
        #expect(
            try hierarchy.run(.hideColumn(.supplementary)) == [
                "mail.willChangeTo(secondaryOnly)", "list.viewWillDisappear", "inbox.viewWillDisappear", "list.viewDidDisappear",
                "inbox.viewDidDisappear",
            ])
        #expect(hierarchy["mail"].split?.displayMode == .secondaryOnly)
    }

    @Test func inPortraitTheColumnsLayOverTheSecondary() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padPortrait).0
        let split = try #require(hierarchy["mail"].split)
        #expect(split.behavior(under: padPortrait) == .overlay && split.displayMode == .secondaryOnly)
        #expect(hierarchy.chrome.navigationBar?.leftItems == [BarButtonItem(image: "sidebar.left")])
        #expect(
            try hierarchy.run(.showColumn(.supplementary)) == [
                "list.viewDidLoad", "inbox.viewDidLoad", "list.viewWillAppear", "inbox.viewWillAppear", "list.viewDidAppear",
                "inbox.viewDidAppear",
            ], "the secondary stays on screen, dimmed, and is told nothing")
        #expect(hierarchy["mail"].split?.displayMode == .oneOverSecondary)
        #expect(try hierarchy.run(.showColumn(.primary)).first == "boxes.viewDidLoad")
        #expect(hierarchy["mail"].split?.displayMode == .twoOverSecondary)
        _ = try hierarchy.run(.showColumn(.secondary))
        #expect(hierarchy["mail"].split?.displayMode == .secondaryOnly, "under overlay, the secondary alone is fully visible")
    }

    @Test func aDisplayModeOutsideTheBehaviourOrTheStyleIsRefused() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape).0
        let before = hierarchy
        #expect(
            throws: NavigationError.displayModeNotAllowed(
                .twoOverSecondary, split: "mail", allowed: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary],
                reason: "its split behavior in force is tile")
        ) { try hierarchy.apply(.displayMode(.twoOverSecondary)) }
        #expect(hierarchy == before)
        var classic = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        #expect(throws: NavigationError.self) { try classic.apply(.displayMode(.twoBesideSecondary)) }
        #expect(throws: NavigationError.notAColumnSplit("split")) { try classic.apply(.showColumn(.primary)) }
        #expect(throws: NavigationError.secondaryColumnNotHideable("mail")) { try hierarchy.apply(.hideColumn(.secondary)) }
        #expect(throws: NavigationError.columnNotInStyle(.compact, split: "mail", style: .tripleColumn)) {
            try hierarchy.apply(.showColumn(.compact))
        }
        var notes = try Hierarchy.create(
            root: .split("notes", style: .doubleColumn, primary: .view("folders"), secondary: .view("note")), traits: padLandscape
        ).0
        #expect(throws: NavigationError.columnNotInStyle(.supplementary, split: "notes", style: .doubleColumn)) {
            try notes.apply(.showColumn(.supplementary))
        }
        #expect(hierarchy == before)
    }

    /// The walkthrough's collapse: no compact column, so UIKit asks for the top column
    /// (proposing the secondary) and the supplementary and secondary go onto the primary's stack.
    @Test func aTripleColumnCollapsesOntoThePrimarysStackAndExpandsBack() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape, callbacks: [.delegates]).0
        #expect(
            try hierarchy.run(.traits(padCompact)) == [
                "mail.topColumnForCollapsing(secondary)", "list.willMoveToParent(nil)", "list.didMoveToParent(nil)",
                "list.willMoveToParent(boxes)", "reader.willMoveToParent(nil)", "reader.didMoveToParent(nil)",
                "reader.willMoveToParent(boxes)", "boxes.viewDidLoad", "list.viewWillDisappear", "inbox.viewWillDisappear",
                "boxes.viewWillAppear", "list.viewDidDisappear", "inbox.viewDidDisappear", "boxes.viewDidAppear",
                "list.didMoveToParent(boxes)", "reader.didMoveToParent(boxes)", "mail.didCollapse",
            ], "the secondary was on screen and stays; the one bar shows the three stacks as one")
        #expect(hierarchy["boxes"].children == ["mailboxes", "list", "reader"])
        #expect(hierarchy["mail"].children == ["boxes"])
        #expect(try #require(hierarchy["mail"].split).controller(of: .secondary) == "reader")
        #expect(hierarchy.chrome.navigationBar?.title == "Message" && hierarchy.chrome.navigationBar?.backButtonTitle == "Inbox")
        #expect(
            try hierarchy.run(.traits(padLandscape)) == [
                "mail.willChangeTo(oneBesideSecondary)", "mail.displayModeForExpanding(oneBesideSecondary)",
                "list.willMoveToParent(nil)", "list.didMoveToParent(nil)", "list.willMoveToParent(mail)",
                "reader.willMoveToParent(nil)", "reader.didMoveToParent(nil)", "reader.willMoveToParent(mail)",
                "boxes.viewWillDisappear", "list.viewWillAppear", "inbox.viewWillAppear", "list.willShow(inbox)",
                "boxes.viewDidDisappear", "list.viewDidAppear", "inbox.viewDidAppear", "list.didShow(inbox)",
                "list.didMoveToParent(mail)", "reader.didMoveToParent(mail)", "mail.didExpand",
            ])
        #expect(hierarchy["mail"].children == ["boxes", "list", "reader"] && hierarchy["boxes"].children == ["mailboxes"])
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test func collapsedTheBackButtonPopsAColumnWhichTheSplitKeeps() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: Traits()).0
        #expect(hierarchy["boxes"].children == ["mailboxes", "list", "reader"], "built collapsed on a phone")
        #expect(
            try hierarchy.run(.pop) == [
                "reader.willMoveToParent(nil)", "list.viewDidLoad", "inbox.viewDidLoad", "reader.viewWillDisappear",
                "message.viewWillDisappear", "list.viewWillAppear",
                "inbox.viewWillAppear", "reader.viewDidDisappear", "message.viewDidDisappear", "list.viewDidAppear",
                "inbox.viewDidAppear", "reader.didMoveToParent(nil)", "reader.willMoveToParent(mail)",
                "reader.didMoveToParent(mail)",
            ], "not released: the split holds its secondary column")
        #expect(hierarchy["mail"].children == ["boxes", "reader"])
        #expect(
            try hierarchy.run(.showColumn(.secondary)) == [
                "reader.willMoveToParent(nil)", "reader.didMoveToParent(nil)", "reader.willMoveToParent(boxes)",
                "list.viewWillDisappear", "inbox.viewWillDisappear", "reader.viewWillAppear", "message.viewWillAppear",
                "list.viewDidDisappear", "inbox.viewDidDisappear", "reader.viewDidAppear", "message.viewDidAppear",
                "reader.didMoveToParent(boxes)",
            ], "show(.secondary) pushes it again")
        _ = try hierarchy.run(.showColumn(.primary))
        #expect(hierarchy["boxes"].children == ["mailboxes"] && hierarchy["mail"].children == ["boxes", "list", "reader"])
        _ = try hierarchy.run(.traits(padLandscape))
        #expect(hierarchy["mail"].children == ["boxes", "list", "reader"], "expanded, the columns are back")
        #expect(hierarchy.invariantViolations() == [])
    }

    /// Collapsed, `show-detail` of a navigation controller replaces the secondary column (the
    /// old one released) and shows it on the primary's stack; an expansion gives every column
    /// back, whatever the top column was.
    @Test func aDetailShownWhileCollapsedBecomesTheSecondaryColumn() throws {
        for top in [SplitColumn.primary, .secondary] {
            var hierarchy = try Hierarchy.create(root: mailColumns(top: top), traits: Traits()).0
            let events = try hierarchy.run(.showDetail(.new(.navigation("extra", [.view("e")])), from: .controller("mailboxes")))
            #expect(events.contains("reader.deinit") && events.last == "extra.didMoveToParent(boxes)")
            #expect(hierarchy["boxes"].children == ["mailboxes", "list", "extra"])
            #expect(hierarchy["mail"].split?.secondary == "extra")
            _ = try hierarchy.run(.traits(padLandscape))
            #expect(hierarchy["mail"].children == ["boxes", "list", "extra"] && hierarchy["boxes"].children == ["mailboxes"])
            #expect(hierarchy.invariantViolations() == [])
        }
    }

    /// Collapsed, a content controller shown as a detail goes onto the secondary's stack, and
    /// the secondary on top: the same place as expanded, whichever came first.
    @Test func aContentDetailGoesOntoTheSecondaryWhereverItIs() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(top: .primary), traits: Traits()).0
        _ = try hierarchy.run(.showDetail(.new(.view("d")), from: .controller("mailboxes")))
        #expect(hierarchy["reader"].children == ["message", "d"])
        #expect(hierarchy["boxes"].children == ["mailboxes", "list", "reader"])
        _ = try hierarchy.run(.traits(padLandscape))
        #expect(hierarchy["reader"].children == ["message", "d"] && hierarchy["mail"].children == ["boxes", "list", "reader"])
    }

    /// The columns keep who they are whatever their order on the primary's stack: a
    /// triple column without a supplementary, or stacks reordered, expand into the same columns.
    @Test func columnsKeepTheirPlaceAcrossACollapse() throws {
        let noSupplementary = ControllerSpec.split(
            "s", style: .tripleColumn, primary: .view("a"), secondary: .navigation("sec", [.view("c")]))
        var hierarchy = try Hierarchy.create(root: noSupplementary, traits: padLandscape).0
        _ = try hierarchy.run(.traits(padCompact))
        _ = try hierarchy.run(.traits(padLandscape))
        #expect(hierarchy["s"].split?.secondary == "sec" && hierarchy["s"].split?.supplementary == nil)
        var mail = try Hierarchy.create(root: mailColumns(), traits: Traits()).0
        _ = try mail.run(
            .setViewControllers(
                target: .controller("boxes"), controllers: [.existing("mailboxes"), .existing("reader"), .existing("list")], animated: false
            ))
        _ = try mail.run(.traits(padLandscape))
        #expect(mail["mail"].split?.supplementary == "list" && mail["mail"].split?.secondary == "reader")
        #expect(mail.invariantViolations() == [])
    }

    /// The supplementary, like the secondary, counts two levels below the split, where a
    /// collapse puts it: what is presented in its context cannot grow too deep by a collapse.
    @Test func aCollapseCannotMakeTheTreeTooDeep() throws {
        var leaf = ControllerSpec.view("leaf")
        leaf.properties.definesPresentationContext = true
        let spec = ControllerSpec.split("mail", style: .tripleColumn, primary: .view("a"), supplementary: leaf, secondary: .view("c"))
        var hierarchy = try Hierarchy.create(root: spec, traits: padLandscape, limits: Limits(maxDepth: 4)).0
        var deep = ControllerSpec.view("x")
        deep.properties.modalPresentationStyle = .currentContext
        #expect(throws: NavigationError.treeTooDeep(limit: 4)) {
            try hierarchy.apply(.present(target: .controller("leaf"), controller: .new(deep), animated: true))
        }
    }

    @Test func theTopColumnForCollapsingDecidesWhatGoesOntoThePrimary() throws {
        let phone = Traits()
        #expect(try Hierarchy.create(root: mailColumns(top: .primary), traits: phone).0["boxes"].children == ["mailboxes"])
        let supplementary = try Hierarchy.create(root: mailColumns(top: .supplementary), traits: phone).0
        #expect(supplementary["boxes"].children == ["mailboxes", "list"])
        #expect(supplementary["mail"].children == ["boxes", "reader"], "the secondary stays the split's, off screen")
        #expect(supplementary["reader"].appearance == .disappeared && !supplementary["reader"].viewLoaded)
    }

    @Test func aCompactColumnIsShownAloneWhileCollapsed() throws {
        let tabs = ControllerSpec.tabBar("tabs", [.navigation("tn", [.view("all", title: "All")])])
        var hierarchy = try Hierarchy.create(root: mailColumns(compact: tabs), traits: padLandscape, callbacks: [.delegates]).0
        #expect(
            try hierarchy.run(.traits(padCompact)) == [
                "tabs.viewDidLoad", "tn.viewDidLoad", "all.viewDidLoad", "list.viewWillDisappear", "inbox.viewWillDisappear",
                "reader.viewWillDisappear", "message.viewWillDisappear", "tabs.viewWillAppear", "tn.viewWillAppear",
                "all.viewWillAppear", "tn.willShow(all)", "list.viewDidDisappear", "inbox.viewDidDisappear",
                "reader.viewDidDisappear", "message.viewDidDisappear", "tabs.viewDidAppear", "tn.viewDidAppear",
                "all.viewDidAppear", "tn.didShow(all)", "mail.didCollapse",
            ], "no top column is asked for: the columns stay where they are")
        #expect(hierarchy["mail"].children == ["boxes", "list", "reader", "tabs"])
        #expect(hierarchy.chrome.splitView?.columns.map(\.column) == [.compact])
        #expect(try hierarchy.run(.showColumn(.secondary)) == [], "collapsed onto the compact column, nothing changes")
        _ = try hierarchy.run(.traits(padLandscape))
        #expect(hierarchy.chrome.splitView?.columns.map(\.column) == [.supplementary, .secondary])
        #expect(hierarchy.invariantViolations() == [])
    }

    /// UIKit's special treatment of the secondary column: a controller that is no navigation
    /// controller goes onto its stack; a navigation controller replaces it.
    @Test func showDetailPushesOntoTheSecondaryOrReplacesIt() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape).0
        #expect(
            try hierarchy.run(.showDetail(.new(.view("m2")), from: .controller("inbox"))) == [
                "m2.willMoveToParent(reader)", "m2.viewDidLoad", "message.viewWillDisappear", "m2.viewWillAppear",
                "message.viewDidDisappear", "m2.viewDidAppear", "m2.didMoveToParent(reader)",
            ])
        _ = try hierarchy.run(.showDetail(.new(.navigation("r2", [.view("m3")])), from: .controller("inbox")))
        #expect(hierarchy["mail"].children == ["boxes", "list", "r2"])
        #expect(hierarchy.controllers["reader"] == nil && hierarchy.controllers["m2"] == nil, "the old secondary is released")
        #expect(hierarchy.invariantViolations() == [])
    }

    @Test(arguments: [
        (#"{"kind": "split", "columns": {"primary": {"kind": "view"}}}"#, "columns are a column style's"),
        (#"{"kind": "split", "style": "doubleColumn", "children": [{"kind": "view"}]}"#, "takes columns"),
        (
            #"{"kind": "split", "style": "doubleColumn", "columns": {"primary": {"kind": "view"}, "supplementary": {"kind": "view"}}}"#,
            "no supplementary"
        ),
        (
            #"{"kind": "split", "style": "tripleColumn", "collapsesSecondaryOntoPrimary": false, "columns": {"primary": {"kind": "view"}}}"#,
            "collapsesSecondaryOntoPrimary is the classic split's"
        ),
        (
            #"{"kind": "split", "preferredSplitBehavior": "tile", "children": [{"kind": "view"}]}"#,
            "preferredSplitBehavior is a column style's"
        ),
        (
            #"{"kind": "split", "style": "doubleColumn", "topColumnForCollapsing": "supplementary", "columns": {"primary": {"kind": "view"}}}"#,
            "only the tripleColumn style"
        ),
    ])
    func fieldsThatDoNotMatchTheStyleAreRefused(_ json: String, _ words: String) throws {
        do {
            _ = try Hierarchy.create(root: decoded(json), traits: padLandscape)
            Issue.record("created \(json)")
        } catch .splitStyleMismatch(_, let what) {
            #expect(what.contains(words), "\(what)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func columnsRefuseWhatACollapseCouldNotPushAndACompactColumnTakesATabBar() throws {
        let tabs = ControllerSpec.tabBar("tabs", [.view("t")])
        // Wrapped in a navigation controller as UIKit wraps it, a tab bar controller is refused there.
        #expect(throws: NavigationError.nestedTabBarController("tabs", container: .navigation)) {
            try Hierarchy.create(root: .split("s", style: .doubleColumn, primary: tabs), traits: padLandscape)
        }
        #expect(throws: NavigationError.nestedSplitViewController("inner")) {
            try Hierarchy.create(
                root: .split("s", style: .doubleColumn, primary: .view("p"), compact: .split("inner", primary: .view("x"))),
                traits: padLandscape)
        }
        #expect(
            throws: NavigationError.displayModeNotAllowed(
                .twoBesideSecondary, split: "s", allowed: [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary],
                reason: "the two… modes show a supplementary column, which only the tripleColumn style has")
        ) {
            try Hierarchy.create(
                root: .split("s", style: .doubleColumn, primary: .view("p"), preferredDisplayMode: .mode(.twoBesideSecondary)),
                traits: padLandscape)
        }
        #expect(throws: Never.self) {
            try Hierarchy.create(root: .split("s", style: .doubleColumn, primary: .view("p"), compact: tabs), traits: Traits())
        }
    }

    @Test func aPatchedBehaviourChangesTheModeInForce() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape).0
        _ = try hierarchy.run(.showColumn(.primary))
        let patch = try JSONDecoder().decode(ControllerPatch.self, from: Data(#"{"preferredSplitBehavior": "overlay"}"#.utf8))
        _ = try hierarchy.run(.update(controller: "mail", patch: patch))
        let split = try #require(hierarchy["mail"].split)
        #expect(split.behavior(under: padLandscape) == .overlay)
        #expect(split.displayMode == .oneOverSecondary, "the preference, automatic, gives one column beside; overlay lays it over")
        let classicPatch = try JSONDecoder().decode(ControllerPatch.self, from: Data(#"{"topColumnForCollapsing": "primary"}"#.utf8))
        var classic = try Hierarchy.create(root: colorsSplit(), traits: padLandscape).0
        #expect(throws: NavigationError.self) { try classic.apply(.update(controller: "split", patch: classicPatch)) }
    }

    /// A deep link to a column off screen shows it as `show(_:)` would: a display mode that
    /// has it expanded, a push onto the primary's stack collapsed.
    @Test func aDeepLinkShowsTheColumnItLeadsTo() throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: padLandscape).0
        _ = try hierarchy.run(.reveal(controller: "mailboxes", animated: true))
        #expect(hierarchy["mail"].split?.displayMode == .twoBesideSecondary)
        var phone = try Hierarchy.create(root: mailColumns(), traits: Traits()).0
        _ = try phone.run(.pop)
        #expect(phone["message"].appearance == .disappeared)
        _ = try phone.run(.reveal(controller: "message", animated: true))
        #expect(phone["boxes"].children == ["mailboxes", "list", "reader"])
        #expect(phone["message"].appearance == .appeared)
        let tabs = ControllerSpec.tabBar("tabs", [.navigation("tn", [.view("all")])])
        var compact = try Hierarchy.create(root: mailColumns(compact: tabs), traits: Traits()).0
        #expect(throws: NavigationError.notRevealable("message", reason: .hidden)) {
            try compact.apply(.reveal(controller: "message", animated: true))
        }
    }

    /// Checkpoints and exports rebuild a column split as it was, collapsed onto the primary or not.
    @Test(arguments: [padLandscape, Traits()])
    func aColumnSplitSurvivesARestoration(_ traits: Traits) throws {
        var hierarchy = try Hierarchy.create(root: mailColumns(), traits: traits).0
        if traits.horizontalSizeClass == .compact { _ = try hierarchy.run(.pop) } else { _ = try hierarchy.run(.showColumn(.primary)) }
        #expect(try Hierarchy(restoring: hierarchy.archive) == hierarchy)
        let restored = try Hierarchy.restore(hierarchy.restoration).0
        #expect(restored.invariantViolations() == [])
        #expect(restored["mail"].split == hierarchy["mail"].split)
        #expect(restored["boxes"].children == hierarchy["boxes"].children)
    }
}
