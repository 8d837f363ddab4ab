import Foundation
import NavStateServer
import NavigationModel
import Testing

/// A small mail app as a storyboard: a navigation controller over the inbox; the inbox shows a
/// message with a payload; the message presents a compose stack; the compose screen's
/// attachments unwind to the inbox, two levels down in a presented stack.
let mailStoryboard = #"""
    {"initial": "Root", "scenes": [
      {"identifier": "Root", "controller": {"kind": "navigation", "children": [{"storyboard": "Mail", "identifier": "Inbox"}]}},
      {"identifier": "Inbox", "controller": {"kind": "view", "class": "InboxViewController", "title": "Inbox"},
       "unwindActions": ["unwindToInbox"],
       "segues": [{"identifier": "openMessage", "kind": "show", "destination": "Message"},
                  {"identifier": "openArchived", "kind": "show", "destination": "Message", "enabled": false}]},
      {"identifier": "Message", "controller": {"kind": "view", "class": "MessageViewController", "title": "Message"},
       "segues": [{"identifier": "reply", "kind": "present", "destination": "Compose", "modalPresentationStyle": "fullScreen"}]},
      {"identifier": "Compose", "controller": {"kind": "navigation", "children": [{"kind": "view", "class": "ComposeViewController", "title": "New Message"}]},
       "segues": []},
      {"identifier": "Attachments", "controller": {"kind": "view", "class": "AttachmentsViewController", "title": "Attachments"},
       "segues": [{"identifier": "sent", "kind": "unwind", "action": "unwindToInbox"}]}
    ]}
    """#

@Suite struct StoryboardHTTPTests {
    @Test func uploadReadListAndDelete() throws {
        try withNavState { server in
            let api = try server.client()
            let put = try api.request("PUT", "/storyboards/Mail", json: mailStoryboard)
            #expect(put.status == 201, "\(put.text)")
            #expect(put.header("Location") == "/storyboards/Mail")
            #expect(put.json["initial"] == "Root")
            #expect(put.json["scenes"][1]["segues"][0] == ["identifier": "openMessage", "kind": "show", "destination": "Message"])
            #expect(try api.request("PUT", "/storyboards/Mail", json: mailStoryboard).status == 200, "replaced")
            let got = try api.get("/storyboards/Mail")
            #expect(got.status == 200)
            #expect(got.json["document"]["initial"] == "Root")
            let list = try api.get("/storyboards")
            #expect(list.json["storyboards"].arrayValue.count == 1)
            #expect(list.json["storyboards"][0]["document"] == nil, "the listing leaves documents out")
            #expect(try api.request("DELETE", "/storyboards/Mail").status == 204)
            let gone = try api.get("/storyboards/Mail")
            #expect(gone.status == 404)
            #expect(gone.problemType == "unknown-storyboard")
            #expect(try api.request("PUT", "/storyboards/no%20spaces", json: mailStoryboard).problemType == "invalid-storyboard-name")
        }
    }

    /// 422 with every problem, and nothing kept.
    @Test func anUnusableStoryboardListsEveryProblem() throws {
        try withNavState { server in
            let api = try server.client()
            let refused = try api.request(
                "PUT", "/storyboards/Bad",
                json: #"""
                    {"initial": "Nope", "scenes": [{"identifier": "A", "controller": {"kind": "view"},
                      "segues": [{"identifier": "x", "kind": "show", "destination": "Q"}, {"identifier": "y", "kind": "unwind"}]}]}
                    """#)
            #expect(refused.status == 422)
            #expect(refused.problemType == "invalid-storyboard")
            #expect(
                refused.json["errors"] == [
                    "initial: 'Nope' is not the identifier of a scene of this storyboard.",
                    "scenes[0].segues[0].destination: 'Q' is not the identifier of a scene of this storyboard.",
                    "scenes[0].segues[1].action: an unwind segue needs the action of the scene it unwinds to.",
                ])
            #expect(try api.get("/storyboards/Bad").status == 404)
            let malformed = try api.request(
                "PUT", "/storyboards/Bad",
                json: #"{"scenes": [{"identifier": "A", "controller": {"kind": "view"}, "segues": [{"identifier": "x", "kind": "warp"}]}]}"#
            )
            #expect(malformed.status == 400)
            #expect(
                malformed.json["detail"]
                    == "scenes[0].segues[0].kind: 'warp' is not one of 'show', 'showDetail', 'present', 'popover', 'embed', 'custom', 'unwind', 'push'."
            )
            let nulls = try api.request(
                "PUT", "/storyboards/Bad", json: #"{"scenes": [{"identifier": "A", "controller": {"kind": "view"}, "segues": null}]}"#)
            #expect(nulls.json["detail"] == "scenes[0].segues: null is not a value here; leave the field out.")
            // A wrong type is named where it is (it was "does not fit the shape of a storyboard"
            // while storyboards were read through Codable).
            let mistyped = try api.request("PUT", "/storyboards/Bad", json: #"{"scenes": 5}"#)
            #expect(mistyped.status == 400)
            #expect(mistyped.json["detail"] == "scenes: expected an array.")
            let requires = try api.request(
                "PUT", "/storyboards/Bad",
                json:
                    #"{"scenes": [{"identifier": "A", "controller": {"kind": "view"}, "segues": [{"identifier": "x", "kind": "show", "requires": ["a"]}]}]}"#
            )
            #expect(requires.json["detail"] == "scenes[0].segues[0].requires: expected an object.")
            let foreign = try api.request(
                "PUT", "/storyboards/Bad",
                json:
                    #"{"scenes": [{"identifier": "A", "controller": {"kind": "view"}, "segues": [{"identifier": "x", "kind": "show", "anchor": {}}]}]}"#
            )
            #expect(foreign.json["detail"] == "scenes[0].segues[0].anchor: applies to 'popover' segues only, not 'show'.")
            // Inside an imported session, the same errors carry where the document sits.
            let imported = try api.request(
                "POST", "/sessions",
                json: #"""
                    {"import": {"format": "navstate-session", "version": 1, "traits": {}, "root": {"kind": "view"}, "presented": [],
                      "storyboards": [{"name": "Main", "document": {"scenes": [{"identifier": "A", "controller": {"kind": "view"}, "segues": [{"kind": "show"}]}]}}]}}
                    """#)
            #expect(imported.status == 400)
            #expect(imported.json["detail"] == "import.storyboards[0].document.scenes[0].segues[0].identifier: required field is missing.")
            #expect(try api.get("/storyboards/Bad").status == 404)
        }
    }

    /// A storyboard app over HTTP: the initial scene, a segue with a payload, a presented
    /// stack, and an unwind from two levels down in it back to the inbox, exactly.
    @Test func aSegueCarriesItsPayloadAndAnUnwindComesBackFromTwoLevelsDown() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.request("PUT", "/storyboards/Mail", json: mailStoryboard).status == 201)
            let created = try api.post("/sessions", #"{"id": "mail", "storyboard": "Mail"}"#)
            #expect(created.status == 201, "\(created.text)")
            #expect(created.json["window"]["root"]["scene"] == ["storyboard": "Mail", "identifier": "Root"])
            #expect(created.json["visible"]["path"] == ["vc1", "vc2"])
            // A user's tap on a disabled segue is vetoed: 409, nothing changed.
            let vetoed = try api.post(
                "/sessions/mail/controllers/vc2/perform-segue", #"{"identifier": "openArchived", "userAction": true}"#)
            #expect(vetoed.status == 409)
            #expect(vetoed.problemType == "segue-vetoed")
            #expect(vetoed.json["revision"] == 1)
            let shown = try api.post(
                "/sessions/mail/controllers/vc2/perform-segue",
                #"{"identifier": "openMessage", "userInfo": {"message": 42}, "userAction": true}"#)
            #expect(
                shown.json["events"][1] == [
                    "call": "vc2.prepareForSegue(openMessage)", "controller": "vc2", "callback": "prepareForSegue",
                    "segue": [
                        "identifier": "openMessage", "kind": "show", "source": "vc2", "destination": "vc3", "userInfo": ["message": 42],
                    ],
                ])
            #expect(shown.json["window"]["root"]["children"][1]["userInfo"] == ["message": 42])
            #expect(try api.post("/sessions/mail/controllers/vc3/perform-segue", #"{"identifier": "reply"}"#).status == 200)
            #expect(
                try api.post("/sessions/mail/push", #"{"controller": {"storyboard": "Mail", "identifier": "Attachments"}}"#).status == 200)
            let unwound = try api.post("/sessions/mail/controllers/vc6/perform-segue", #"{"identifier": "sent", "animated": false}"#)
            #expect(
                unwound.json == [
                    "session": "mail", "revision": 5,
                    "traits": [
                        "idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                    ],
                    "window": [
                        "root": [
                            "id": "vc1", "kind": "navigation", "class": "UINavigationController", "title": nil, "appearance": "appeared",
                            "viewLoaded": true, "topViewController": "vc2", "navigationBarHidden": false, "toolbarHidden": true,
                            "scene": ["storyboard": "Mail", "identifier": "Root"],
                            "children": [
                                [
                                    "id": "vc2", "kind": "view", "class": "InboxViewController", "title": "Inbox", "appearance": "appeared",
                                    "viewLoaded": true, "scene": ["storyboard": "Mail", "identifier": "Inbox"], "children": [],
                                    "presented": nil,
                                ]
                            ],
                            "presented": nil,
                        ]
                    ],
                    "visible": [
                        "path": ["vc1", "vc2"], "top": "vc2",
                        "navigationBar": [
                            "owner": "vc1", "hidden": false, "title": "Inbox", "prompt": nil, "backButtonTitle": nil,
                            "leftItems": [], "rightItems": [],
                        ],
                        "tabBar": nil, "pageIndicator": nil, "toolbar": ["hidden": true, "items": []], "splitView": nil,
                    ],
                    "events": [
                        [
                            "call": "vc6.prepareForSegue(sent)", "controller": "vc6", "callback": "prepareForSegue",
                            "segue": [
                                "identifier": "sent", "kind": "unwind", "source": "vc6", "destination": "vc2", "action": "unwindToInbox",
                            ],
                        ],
                        [
                            "call": "vc2.unwindAction(sent)", "controller": "vc2", "callback": "unwindAction",
                            "segue": [
                                "identifier": "sent", "kind": "unwind", "source": "vc6", "destination": "vc2", "action": "unwindToInbox",
                            ],
                        ],
                        ["call": "vc3.willMoveToParent(nil)", "controller": "vc3", "callback": "willMoveToParent", "parent": nil],
                        [
                            "call": "vc4.viewWillDisappear(false, isBeingDismissed)", "controller": "vc4", "callback": "viewWillDisappear",
                            "animated": false, "isBeingDismissed": true,
                        ],
                        ["call": "vc6.viewWillDisappear(false)", "controller": "vc6", "callback": "viewWillDisappear", "animated": false],
                        ["call": "vc1.viewWillAppear(false)", "controller": "vc1", "callback": "viewWillAppear", "animated": false],
                        ["call": "vc2.viewWillAppear(false)", "controller": "vc2", "callback": "viewWillAppear", "animated": false],
                        [
                            "call": "vc4.viewDidDisappear(false, isBeingDismissed)", "controller": "vc4", "callback": "viewDidDisappear",
                            "animated": false, "isBeingDismissed": true,
                        ],
                        ["call": "vc6.viewDidDisappear(false)", "controller": "vc6", "callback": "viewDidDisappear", "animated": false],
                        ["call": "vc1.viewDidAppear(false)", "controller": "vc1", "callback": "viewDidAppear", "animated": false],
                        ["call": "vc2.viewDidAppear(false)", "controller": "vc2", "callback": "viewDidAppear", "animated": false],
                        ["call": "vc3.didMoveToParent(nil)", "controller": "vc3", "callback": "didMoveToParent", "parent": nil],
                        ["call": "vc3.deinit", "controller": "vc3", "callback": "deinit"],
                        ["call": "vc4.deinit", "controller": "vc4", "callback": "deinit"],
                        ["call": "vc5.deinit", "controller": "vc5", "callback": "deinit"],
                        ["call": "vc6.deinit", "controller": "vc6", "callback": "deinit"],
                    ],
                ])
            let nowhere = try api.post("/sessions/mail/controllers/vc2/perform-segue", #"{"identifier": "sent"}"#)
            #expect(nowhere.status == 404, "the inbox has no 'sent' segue")
            #expect(nowhere.problemType == "unknown-segue")
        }
    }

    /// A session keeps its copy: deleting or replacing the storyboard changes nothing for it,
    /// across a restart too; storyboards themselves outlive the restart.
    @Test func sessionsKeepTheirCopyAndStoryboardsOutliveARestart() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.request("PUT", "/storyboards/Mail", json: mailStoryboard).status == 201)
            #expect(try api.post("/sessions", #"{"id": "a", "storyboard": "Mail"}"#).status == 201)
            #expect(
                try api.request("PUT", "/storyboards/Other", json: mailStoryboard.replacingOccurrences(of: "\"Mail\"", with: "\"Other\""))
                    .status == 201)
            // The first scene of Other comes in by a push: the session copies Other in that revision.
            #expect(try api.post("/sessions/a/push", #"{"controller": {"storyboard": "Other", "identifier": "Message"}}"#).status == 200)
            #expect(try api.get("/sessions/a/history?after=1").json["entries"][0]["storyboards"][0]["name"] == "Other")
            #expect(try api.request("DELETE", "/storyboards/Other").status == 204)
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/storyboards").json["storyboards"].arrayValue.map { $0["name"] } == ["Mail"])
            // The session replays its journal from its own copies.
            let replied = try api.post("/sessions/a/controllers/vc3/perform-segue", #"{"identifier": "reply"}"#)
            #expect(replied.status == 200, "\(replied.text)")
            #expect(
                try api.get("/sessions/a?revision=2").json["window"]["root"]["children"][1]["scene"] == [
                    "storyboard": "Other", "identifier": "Message",
                ])
            let exported = try api.get("/sessions/a/export")
            #expect(exported.json["storyboards"].arrayValue.map { $0["name"] } == ["Mail", "Other"])
        }
    }

    /// An embed segue fires when its container's view loads: a container in an unselected tab
    /// has none of its child yet (`pendingEmbeds`, kept across a restart and in an export); the
    /// tab's selection loads it, with `prepareForSegue` before the container's `viewDidLoad`.
    @Test func anEmbedSegueFiresWhenItsContainerLoads() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        let board = #"""
            {"scenes": [
              {"identifier": "Cube", "controller": {"kind": "container", "class": "CubeViewController"},
               "segues": [{"identifier": "embedFace", "kind": "embed", "destination": "Face"}]},
              {"identifier": "Face", "controller": {"kind": "view", "title": "Face"}}]}
            """#
        try store.serve { server in
            let api = try server.client()
            #expect(try api.request("PUT", "/storyboards/Main", json: board).status == 201)
            let created = try api.post(
                "/sessions",
                #"{"id": "e", "root": {"kind": "tabBar", "id": "tabs", "children": [{"kind": "view", "id": "home"}, {"storyboard": "Main", "identifier": "Cube", "id": "cube"}]}}"#
            )
            #expect(created.json["window"]["root"]["children"][1]["children"] == [])
            #expect(created.json["window"]["root"]["children"][1]["pendingEmbeds"] == ["embedFace"])
            let exported = try api.get("/sessions/e/export")
            #expect(exported.json["embeds"] == ["cube": ["embedFace"]])
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.json["window"]["root"]["children"][1]["pendingEmbeds"] == ["embedFace"])
            let stray = exported.text.replacingOccurrences(of: #""embeds":{"cube":["embedFace"]}"#, with: #""embeds":{"cube":["warp"]}"#)
            let refused = try api.post("/sessions", #"{"id": "stray", "import": \#(stray)}"#)
            #expect(refused.status == 422)
            #expect(refused.problemType == "invalid-restoration")
            // A data source's page embeds when shown; the store's copy of the data source has no
            // pending embeds written, and a restart replays the turn all the same.
            try api.post(
                "/sessions",
                #"{"id": "pg", "root": {"kind": "page", "id": "pg", "transitionStyle": "scroll", "pages": [{"kind": "view", "id": "p0"}, {"storyboard": "Main", "identifier": "Cube", "id": "cube"}]}}"#
            )
            #expect(try api.post("/sessions/pg/controllers/pg/turn-page", #"{"direction": "forward"}"#).status == 200)
            #expect(try api.request("PATCH", "/sessions/pg/controllers/vc1", json: #"{"title": "hello"}"#).status == 200)
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/e").json["window"]["root"]["children"][1]["pendingEmbeds"] == ["embedFace"])
            let selected = try api.post("/sessions/e/select-tab", #"{"index": 1, "animated": false}"#)
            #expect(
                selected.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "cube.prepareForSegue(embedFace)", "vc1.willMoveToParent(cube)", "vc1.viewDidLoad", "vc1.didMoveToParent(cube)",
                    "cube.viewDidLoad", "home.viewWillDisappear(false)", "cube.viewWillAppear(false)", "vc1.viewWillAppear(false)",
                    "home.viewDidDisappear(false)", "cube.viewDidAppear(false)", "vc1.viewDidAppear(false)",
                ])
            #expect(selected.json["events"][0]["segue"]["kind"] == "embed")
            #expect(selected.json["window"]["root"]["children"][1]["pendingEmbeds"] == nil)
            let replayed = try api.get("/sessions/pg")
            #expect(replayed.status == 200, "\(replayed.text)")
            #expect(replayed.json["window"]["root"]["children"][0]["children"][0]["title"] == "hello")
        }
    }

    @Test func storyboardsBelongToTheirTenant() throws {
        let keys = try APIKeys(json: Array(#"{"alpha-key-0123456789abcdef": "alpha", "beta-key-0123456789abcdefgh": "beta"}"#.utf8))
        try withNavState(APIConfiguration(apiKeys: keys)) { server in
            let api = try server.client()
            let alpha = [("Authorization", "Bearer alpha-key-0123456789abcdef")]
            let beta = [("Authorization", "Bearer beta-key-0123456789abcdefgh")]
            #expect(try api.request("PUT", "/storyboards/Mail", json: mailStoryboard, headers: alpha).status == 201)
            #expect(try api.request("GET", "/storyboards/Mail", headers: beta).status == 404)
            #expect(try api.request("GET", "/storyboards", headers: beta).json["storyboards"] == [])
            let refused = try api.request("POST", "/sessions", json: #"{"storyboard": "Mail"}"#, headers: beta)
            #expect(refused.problemType == "unknown-storyboard")
            #expect(try api.request("POST", "/sessions", json: #"{"storyboard": "Mail"}"#, headers: alpha).status == 201)
        }
    }
}
