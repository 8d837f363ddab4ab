import Foundation
import NavigationModel
import Testing

/// A mail app as a storyboard: a tab bar whose first tab is a navigation controller over the
/// inbox; the inbox shows a message (with a payload), a message presents a compose sheet
/// (embedded in its own navigation controller), and the compose screen unwinds to the inbox.
private let mailJSON = """
    {"initial": "Tabs", "scenes": [
      {"identifier": "Tabs", "controller": {"kind": "tabBar", "children": [
          {"kind": "navigation", "children": [{"storyboard": "Mail", "identifier": "Inbox"}]},
          {"kind": "view", "title": "Settings"}]}},
      {"identifier": "Inbox", "controller": {"kind": "view", "class": "InboxViewController", "title": "Inbox"},
       "unwindActions": ["unwindToInbox"],
       "segues": [
         {"identifier": "openMessage", "kind": "show", "destination": "Message"},
         {"identifier": "openFlagged", "kind": "show", "destination": "Message", "requires": {"flagged": true}},
         {"identifier": "openArchive", "kind": "show", "destination": "Message", "enabled": false},
         {"identifier": "legacy", "kind": "push", "destination": "Message"}]},
      {"identifier": "Message", "controller": {"kind": "view", "class": "MessageViewController", "title": "Message"},
       "segues": [
         {"identifier": "reply", "kind": "present", "destination": "ComposeNav", "modalPresentationStyle": "fullScreen"},
         {"identifier": "info", "kind": "popover", "destination": "Info", "anchor": {"barButtonItem": {"bar": "right", "index": 0}}},
         {"identifier": "legacy", "kind": "push", "destination": "Message"},
         {"identifier": "done", "kind": "unwind", "action": "unwindToInbox"},
         {"identifier": "nowhere", "kind": "unwind", "action": "unwindToNowhere"}]},
      {"identifier": "ComposeNav", "controller": {"kind": "navigation", "children": [{"storyboard": "Mail", "identifier": "Compose"}]}},
      {"identifier": "Compose", "controller": {"kind": "view", "class": "ComposeViewController", "title": "New Message"},
       "segues": [
         {"identifier": "attach", "kind": "show", "destination": "Attachments"},
         {"identifier": "cancel", "kind": "unwind", "action": "unwindToInbox"}]},
      {"identifier": "Attachments", "controller": {"kind": "view", "title": "Attachments"},
       "segues": [{"identifier": "sent", "kind": "unwind", "action": "unwindToInbox"}]},
      {"identifier": "Info", "controller": {"kind": "view", "title": "Info"}},
      {"identifier": "Cube", "controller": {"kind": "container", "class": "CubeViewController"},
       "segues": [{"identifier": "embedFace", "kind": "embed", "destination": "Face"}]},
      {"identifier": "Face", "controller": {"kind": "view", "title": "Face"},
       "segues": [{"identifier": "rotate", "kind": "custom", "segueClass": "RotatingSegue", "direction": "forward", "destination": "Face"}]}
    ]}
    """

func storyboard(_ name: String, _ json: String) -> Storyboard {
    decodedValue(StoryboardDocument.self, json).storyboard(named: name)
}

private func mail() throws -> Hierarchy {
    let storyboard = storyboard("Mail", mailJSON)
    #expect(storyboard.problems() == [])
    return try Hierarchy.create(root: .scene("Mail", ""), storyboards: [storyboard]).0
}

extension Action {
    static func segue(
        _ identifier: String, from source: ControllerID, userInfo: JSONValue? = nil, userAction: Bool = false
    ) -> Action {
        .performSegue(
            target: .controller(source), identifier: identifier, sender: nil, userInfo: userInfo, userAction: userAction, animated: true)
    }
}

@Suite struct StoryboardTests {
    @Test func theInitialSceneIsBuiltWithFreshIDsAndItsScenesMarked() throws {
        let hierarchy = try mail()
        #expect(hierarchy.onScreen == ["vc1", "vc2", "vc3"])
        #expect(hierarchy["vc1"].properties.scene == SceneReference(storyboard: "Mail", identifier: "Tabs"))
        #expect(hierarchy["vc3"].properties.scene == SceneReference(storyboard: "Mail", identifier: "Inbox"))
        #expect(hierarchy["vc2"].properties.scene == nil, "a controller nested in a scene's spec is part of that scene")
        #expect(hierarchy["vc3"].className == "InboxViewController")
        #expect(hierarchy.storyboards["Mail"] != nil)
    }

    @Test func anySpecInstantiatesAScene() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.push(.new(.scene("Mail", "Message", id: "m1"))))
        _ = try hierarchy.run(.push(.new(.scene("Mail", "Message"))))
        #expect(hierarchy.stack("vc2") == ["vc3", "m1", "vc5"])
        #expect(hierarchy["vc5"].properties.scene?.identifier == "Message")
        #expect(throws: NavigationError.unknownScene("Nope", storyboard: "Mail")) {
            try hierarchy.apply(.push(.new(.scene("Mail", "Nope"))))
        }
        #expect(throws: NavigationError.unknownStoryboard("Other")) { try hierarchy.apply(.push(.new(.scene("Other", "X")))) }
    }

    @Test func aStoryboardWithoutAnInitialSceneCannotStartASession() throws {
        let board = storyboard("Bare", #"{"scenes": [{"identifier": "A", "controller": {"kind": "view"}}]}"#)
        #expect(throws: NavigationError.noInitialScene("Bare")) { try Hierarchy.create(root: .scene("Bare", ""), storyboards: [board]) }
    }

    /// Every problem at once, each with where it is.
    @Test func validationListsEveryProblem() {
        let board = storyboard(
            "Bad",
            """
            {"initial": "Missing", "scenes": [
              {"identifier": "A", "controller": {"kind": "view", "id": "fixed"},
               "segues": [{"identifier": "go", "kind": "show", "destination": "Nowhere"},
                          {"identifier": "go", "kind": "show"},
                          {"identifier": "back", "kind": "unwind"},
                          {"identifier": "in", "kind": "embed", "destination": "A"},
                          {"identifier": "pop", "kind": "popover", "destination": "A"}]},
              {"identifier": "A", "controller": {"kind": "view"}}
            ]}
            """)
        #expect(
            board.problems() == [
                "initial: 'Missing' is not the identifier of a scene of this storyboard.",
                "scenes[0].controller.id: a scene's controllers get fresh ids at each instantiation; remove the id.",
                "scenes[0].segues[0].destination: 'Nowhere' is not the identifier of a scene of this storyboard.",
                "scenes[0].segues[1].identifier: 'go' names another segue of this scene already.",
                "scenes[0].segues[1].destination: a show segue needs the identifier of its destination scene.",
                "scenes[0].segues[2].action: an unwind segue needs the action of the scene it unwinds to.",
                "scenes[0].segues[3].kind: an embed segue needs a scene whose controller is a custom container (kind 'container').",
                "scenes[0].segues[4].anchor: a popover segue needs a barButtonItem or a sourceRect of its source.",
                "scenes[1].identifier: 'A' names another scene already.",
                "scenes: 'A' instantiates itself through 'A' → 'A' (scene references and embed segues).",
            ])
    }

    @Test func cyclesThroughReferencesAndEmbedsAreProblems() {
        let board = storyboard(
            "Loop",
            """
            {"scenes": [
              {"identifier": "A", "controller": {"kind": "navigation", "children": [{"storyboard": "Loop", "identifier": "B"}]}},
              {"identifier": "B", "controller": {"kind": "container"}, "segues": [{"identifier": "e", "kind": "embed", "destination": "A"}]}
            ]}
            """)
        #expect(board.problems() == ["scenes: 'A' instantiates itself through 'A' → 'B' → 'A' (scene references and embed segues)."])
    }

    /// A storyboard with several problems lists every one of them, its cycle included.
    @Test func aCycleIsListedBesideTheOtherProblems() {
        let board = storyboard(
            "Loop",
            """
            {"initial": "Nowhere", "scenes": [
              {"identifier": "A", "controller": {"kind": "navigation", "children": [{"storyboard": "Loop", "identifier": "B"}]}},
              {"identifier": "B", "controller": {"kind": "container"}, "segues": [{"identifier": "e", "kind": "embed", "destination": "A"}]},
              {"identifier": "B", "controller": {"kind": "view"}}
            ]}
            """)
        #expect(
            board.problems() == [
                "initial: 'Nowhere' is not the identifier of a scene of this storyboard.",
                "scenes[2].identifier: 'B' names another scene already.",
                "scenes: 'A' instantiates itself through 'A' → 'B' → 'A' (scene references and embed segues).",
            ])
    }

    /// Scenes referencing scenes many times over are measured, never built, at upload.
    @Test func aStoryboardThatWouldExpandExponentiallyIsRefusedWithoutBuildingIt() {
        let levels = (0..<12).map { level in
            let child = level == 11 ? #"{"kind": "view"}"# : #"{"storyboard": "Big", "identifier": "L\#(level + 1)"}"#
            return
                #"{"identifier": "L\#(level)", "controller": {"kind": "container", "children": [\#(child), \#(child), \#(child), \#(child)]}}"#
        }
        let board = storyboard("Big", #"{"scenes": [\#(levels.joined(separator: ","))]}"#)
        // L11 holds 5 controllers, each level up 1 + 4 × the one below: L0 over 22 million.
        #expect(
            board.problems()
                == (0...7).map { level in
                    let count = (Int(pow(4.0, Double(13 - level))) - 1) / 3
                    return
                        "scenes 'L\(level)': instantiated with its embedded scenes it holds \(count < 1_000_000 ? "\(count)" : "over 1000000") controllers; a session allows 1000."
                })
    }

    @Test func embedSeguesBuildTheirChildrenWithTheContainer() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.present(target: .automatic, controller: .new(.scene("Mail", "Cube", id: "cube")), animated: false))
        #expect(hierarchy["cube"].children.count == 1)
        let face = hierarchy["cube"].children[0]
        #expect(hierarchy[face].properties.scene?.identifier == "Face")
        #expect(hierarchy.onScreen.suffix(2) == ["cube", face])
        #expect(throws: NavigationError.embedSegueAlreadyPerformed("embedFace", source: "cube")) {
            try hierarchy.apply(.segue("embedFace", from: "cube"))
        }
    }
}

@Suite struct SegueTests {
    /// A show segue in a navigation controller is a push; prepare comes first, with the payload,
    /// which the destination keeps as its userInfo before it loads.
    @Test func showPushesAfterPrepare() throws {
        var hierarchy = try mail()
        let events = try hierarchy.apply(.segue("openMessage", from: "vc3", userInfo: ["id": 42]))
        #expect(
            events.map(\.description) == [
                "vc3.prepareForSegue(openMessage)", "vc5.willMoveToParent(vc2)", "vc5.viewDidLoad", "vc3.viewWillDisappear",
                "vc5.viewWillAppear", "vc3.viewDidDisappear", "vc5.viewDidAppear", "vc5.didMoveToParent(vc2)",
            ])
        #expect(events[0].segue?.destination == "vc5")
        #expect(events[0].segue?.userInfo == ["id": 42])
        #expect(events[0].segue?.kind == "show")
        #expect(hierarchy["vc5"].properties.userInfo == ["id": 42])
        #expect(hierarchy.stack("vc2") == ["vc3", "vc5"])
    }

    /// SEG-9, SEG-10: a user's trigger asks shouldPerformSegue; a veto changes nothing; code skips it.
    @Test func aUsersTriggerIsAskedAndMayBeVetoed() throws {
        var hierarchy = try mail()
        let before = hierarchy
        #expect(throws: NavigationError.segueVetoed("openArchive", source: "vc3", reason: "the segue is disabled")) {
            try hierarchy.apply(.segue("openArchive", from: "vc3", userAction: true))
        }
        #expect(throws: NavigationError.segueVetoed("openFlagged", source: "vc3", reason: "userInfo.flagged must be true")) {
            try hierarchy.apply(.segue("openFlagged", from: "vc3", userInfo: ["flagged": false], userAction: true))
        }
        #expect(hierarchy == before)
        #expect(
            try hierarchy.run(.segue("openFlagged", from: "vc3", userInfo: ["flagged": true], userAction: true)).prefix(2) == [
                "vc3.shouldPerformSegue(openFlagged)", "vc3.prepareForSegue(openFlagged)",
            ])
        _ = try hierarchy.run(.pop(target: .automatic, animated: false))
        // Programmatic: not asked, so neither vetoed.
        #expect(try hierarchy.run(.segue("openArchive", from: "vc3")).first == "vc3.prepareForSegue(openArchive)")
    }

    @Test func unknownSeguesAndSourcesNotFromAStoryboard() throws {
        var hierarchy = try mail()
        #expect(throws: NavigationError.unknownSegue("nope", source: "vc3")) { try hierarchy.apply(.segue("nope", from: "vc3")) }
        #expect(throws: NavigationError.unknownSegue("openMessage", source: "vc2")) {
            try hierarchy.apply(.segue("openMessage", from: "vc2"))
        }
    }

    /// A present segue with its own style; the payload arrives before the destination loads.
    @Test func presentUsesTheSeguesStyle() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        #expect(
            try hierarchy.run(.segue("reply", from: "vc5")) == [
                "vc5.prepareForSegue(reply)", "vc7.willMoveToParent(vc6)", "vc6.viewDidLoad", "vc7.viewDidLoad",
                "vc1.viewWillDisappear", "vc2.viewWillDisappear", "vc5.viewWillDisappear", "vc6.viewWillAppear", "vc7.viewWillAppear",
                "vc1.viewDidDisappear", "vc2.viewDidDisappear", "vc5.viewDidDisappear", "vc6.viewDidAppear", "vc7.viewDidAppear",
                "vc7.didMoveToParent(vc6)",
            ])
        #expect(hierarchy["vc6"].presentation?.requestedStyle == .fullScreen)
    }

    @Test func aPopoverSegueAnchorsToItsSource() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.setTraits(Traits(idiom: .pad)))
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        // The anchor is a right bar item of the source, which the message does not have yet.
        #expect(throws: NavigationError.popoverAnchorUnavailable("vc5", reason: "its right bar items have item 0")) {
            try hierarchy.apply(.segue("info", from: "vc5"))
        }
        _ = try hierarchy.run(
            .update(controller: "vc5", patch: decodedPatch(#"{"navigationItem": {"rightItems": [{"systemItem": "action"}]}}"#)))
        _ = try hierarchy.run(.segue("info", from: "vc5"))
        let popover = try #require(hierarchy.controllers.values.first { $0.presentation != nil })
        #expect(popover.presentation?.effectiveStyle == .popover)
        #expect(popover.properties.popoverPresentation?.sourceController == "vc5")
    }

    /// SEG-11: the deprecated push segue raises outside a navigation controller.
    @Test func aPushSegueNeedsANavigationController() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.present(target: .automatic, controller: .new(.scene("Mail", "Message", id: "loose")), animated: false))
        #expect(throws: NavigationError.pushSegueWithoutNavigationController("legacy")) {
            try hierarchy.apply(.segue("legacy", from: "loose"))
        }
        #expect(try hierarchy.run(.segue("legacy", from: "vc3")).count == 8, "inside a navigation controller it pushes")
    }

    /// Recipe 7-8's RotatingSegue: the destination replaces the source in its container, and
    /// completes as `segueDidComplete` does: the destination's `didMove(toParent:)` before the
    /// source's `removeFromParent` (its `didMove(nil)`).
    @Test func theRotatingSegueReplacesTheSourceInItsContainer() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.present(target: .automatic, controller: .new(.scene("Mail", "Cube", id: "cube")), animated: false))
        let face = hierarchy["cube"].children[0]
        let events = try hierarchy.run(.segue("rotate", from: face))
        let next = hierarchy["cube"].children[0]
        #expect(
            events == [
                "\(face).prepareForSegue(rotate)", "\(face).willMoveToParent(nil)", "\(next).willMoveToParent(cube)", "\(next).viewDidLoad",
                "\(face).viewWillDisappear", "\(next).viewWillAppear", "\(face).viewDidDisappear", "\(next).viewDidAppear",
                "\(next).didMoveToParent(cube)", "\(face).didMoveToParent(nil)", "\(face).deinit",
            ])
        // Outside a custom container the rotating segue has nothing to rotate in.
        var pushed = try mail()
        _ = try pushed.run(.push(.new(.scene("Mail", "Face", id: "f"))))
        #expect(throws: NavigationError.noContainerController("f")) { try pushed.apply(.segue("rotate", from: "f")) }
    }
}

@Suite struct UnwindTests {
    /// Unwinding through a pushed stack: prepare, the action on the destination, then the
    /// pop-to's callbacks (SEG-12: the stack is searched from its top).
    @Test func unwindPopsToTheDestination() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        _ = try hierarchy.run(.segue("legacy", from: "vc5"))
        #expect(hierarchy.stack("vc2") == ["vc3", "vc5", "vc6"])
        let events = try hierarchy.apply(.segue("done", from: "vc6"))
        #expect(
            events.map(\.description) == [
                "vc6.prepareForSegue(done)", "vc3.unwindToInbox", "vc5.willMoveToParent(nil)", "vc6.willMoveToParent(nil)",
                "vc6.viewWillDisappear", "vc3.viewWillAppear", "vc6.viewDidDisappear", "vc3.viewDidAppear",
                "vc5.didMoveToParent(nil)", "vc6.didMoveToParent(nil)", "vc5.deinit", "vc6.deinit",
            ])
        #expect(events[1].segue?.destination == "vc3")
        #expect(hierarchy.stack("vc2") == ["vc3"])
    }

    /// Two levels down in a presented navigation stack, back to the inbox: the dismissal and
    /// the pop are one screen change.
    @Test func unwindThroughAPresentedNavigationStack() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        _ = try hierarchy.run(.segue("reply", from: "vc5"))
        _ = try hierarchy.run(.segue("attach", from: "vc7"))
        #expect(hierarchy.onScreen == ["vc6", "vc8"])
        let events = try hierarchy.apply(.segue("sent", from: "vc8"))
        #expect(
            events.map(\.description) == [
                "vc8.prepareForSegue(sent)", "vc3.unwindToInbox", "vc5.willMoveToParent(nil)",
                "vc6.viewWillDisappear", "vc8.viewWillDisappear", "vc1.viewWillAppear", "vc2.viewWillAppear", "vc3.viewWillAppear",
                "vc6.viewDidDisappear", "vc8.viewDidDisappear", "vc1.viewDidAppear", "vc2.viewDidAppear", "vc3.viewDidAppear",
                "vc5.didMoveToParent(nil)", "vc5.deinit", "vc6.deinit", "vc7.deinit", "vc8.deinit",
            ])
        #expect(events.filter { $0.controller == "vc6" && $0.callback == .viewWillDisappear }.first?.isBeingDismissed == true)
        #expect(hierarchy.onScreen == ["vc1", "vc2", "vc3"])
        #expect(hierarchy.controllers["vc5"] == nil)
    }

    /// A tab bar on the way selects the destination's tab.
    @Test func unwindSelectsTheDestinationsTab() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        _ = try hierarchy.run(.selectTab(target: .automatic, selection: .index(1), popToRootOnReselect: false, animated: false))
        _ = try hierarchy.run(.present(target: .automatic, controller: .new(.scene("Mail", "Compose", id: "c")), animated: false))
        _ = try hierarchy.run(.segue("cancel", from: "c"))
        #expect(hierarchy.onScreen == ["vc1", "vc2", "vc3"])
        #expect(hierarchy["vc1"].tabs?.selectedIndex == 0)
    }

    @Test func noDestinationChangesNothing() throws {
        var hierarchy = try mail()
        _ = try hierarchy.run(.segue("openMessage", from: "vc3"))
        let before = hierarchy
        #expect(throws: NavigationError.noUnwindDestination("unwindToNowhere", source: "vc5")) {
            try hierarchy.apply(.segue("nowhere", from: "vc5"))
        }
        #expect(hierarchy == before)
        // The source itself is never its own destination.
        _ = try hierarchy.run(.pop(target: .automatic, animated: false))
        #expect(hierarchy.unwindDestination(for: "unwindToInbox", from: "vc3") == nil)
    }
}
