import NavigationModel
import Testing

/// Deep links over HTTP: `POST /sessions/{sid}/open` as the batch of the calls an app makes,
/// its dry run, its refusals naming the step, and what the history keeps.
@Suite struct OpenHTTPTests {
    private static let mailApp = #"""
        {"id": "m", "root": {"kind": "tabBar", "id": "tabs", "selectedIndex": 1, "children": [
          {"kind": "navigation", "id": "mail", "children": [{"kind": "view", "id": "inbox"}, {"kind": "view", "id": "old"}]},
          {"kind": "view", "id": "settings"}]}}
        """#

    private static let toReply = #"""
        {"path": ["inbox", {"push": {"kind": "view", "id": "m42", "title": "Lunch?"}}, {"present": {"kind": "view", "id": "reply"}}]}
        """#

    /// Select the Mail tab, back to the inbox, push message 42, present a reply: one revision,
    /// every callback indexed by its step; a dry run answers the same and keeps nothing.
    @Test func aPathToAReplyInOneRevision() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", Self.mailApp).status == 201)
            try api.post("/sessions/m/present", #"{"controller": {"kind": "view", "id": "sheet"}}"#)
            let planned = try api.post("/sessions/m/open?dry-run=true", Self.toReply)
            #expect(planned.status == 200)
            #expect(try api.revision("m") == 2, "a dry run keeps nothing")
            let opened = try api.post("/sessions/m/open", Self.toReply)
            #expect(opened.status == 200)
            #expect(opened.json["revision"] == 3)
            #expect(opened.json["visible"]["path"] == ["tabs", "mail", "m42", "reply"])
            #expect(opened.json["events"] == planned.json["events"])
            let steps = opened.json["events"].arrayValue.map { "\($0["action"].intValue ?? -1) \($0["call"].stringValue ?? "")" }
            #expect(steps.first == "0 sheet.viewWillDisappear(true, isBeingDismissed)")
            #expect(steps.contains("0 mail.viewWillAppear(true)"))
            #expect(steps.contains("0 old.deinit"))
            #expect(steps.contains("1 m42.didMoveToParent(mail)"))
            #expect(steps.last == "2 reply.viewDidAppear(true, isBeingPresented)")
            let history = try api.get("/sessions/m/history")
            #expect(
                history.json["entries"].arrayValue.last?["actions"] == [
                    ["action": "reveal", "controller": "inbox", "body": ["animated": true]],
                    [
                        "action": "push", "controller": "inbox",
                        "body": ["animated": true, "controller": ["id": "m42", "kind": "view", "title": "Lunch?"]],
                    ],
                    [
                        "action": "present", "controller": "m42",
                        "body": ["animated": true, "controller": ["id": "reply", "kind": "view"]],
                    ],
                ])
            // The same link again: the reply is dismissed, the stack is where it was.
            let again = try api.post("/sessions/m/open", #"{"path": ["m42"], "animated": false}"#)
            #expect(
                again.json["events"].arrayValue.map { $0["call"] } == [
                    "reply.viewWillDisappear(false, isBeingDismissed)", "reply.viewDidDisappear(false, isBeingDismissed)", "reply.deinit",
                ])
            // In a batch, a reveal is an action of its own.
            let batch = try api.post("/sessions/m/actions", #"{"actions": [{"action": "reveal", "controller": "settings"}]}"#)
            #expect(batch.json["visible"]["path"] == ["tabs", "settings"], "\(batch.text)")
        }
    }

    @Test func refusals() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", Self.mailApp).status == 201)
            for (body, status, type, detail) in [
                (#"{"path": ["inbox", "ghost"]}"#, 404, "unknown-controller", "path[1]: No controller 'ghost' in this session."),
                (
                    #"{"path": ["inbox", {"push": {"kind": "navigation", "children": [{"kind": "view"}]}}]}"#, 422,
                    "pushing-navigation-controller", "path[1]:"
                ),
                (#"{"path": []}"#, 400, "invalid-body", "path: a deep link takes 1 to 32 steps, not 0."),
                (#"{"path": [{"pop": {}}]}"#, 400, "invalid-body", "path[0]: expected a controller's id"),
                (#"{"path": [{"push": {"kind": "view"}, "present": {"kind": "view"}}]}"#, 400, "invalid-body", "path[0]:"),
                (#"{"path": [{"push": {"kind": "window"}}]}"#, 400, "invalid-body", "path[0].push.kind:"),
                (#"{"path": [{"push": "inbox"}]}"#, 400, "invalid-body", "path[0].push: expected a controller spec"),
                (#"{"path": [{"present": null}]}"#, 400, "invalid-body", "path[0].present: expected a controller spec"),
                (#"{"path": ["inbox"], "replace": true}"#, 400, "invalid-body", "replace: unknown field"),
                (#"{"path": ["inbox"], "animated": 1}"#, 400, "invalid-body", "animated:"),
            ] {
                let refused = try api.post("/sessions/m/open", body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.problemType == type, "\(body)")
                #expect(refused.json["detail"].stringValue?.hasPrefix(detail) == true, "\(body): \(refused.json["detail"])")
            }
            let refused = try api.post("/sessions/m/open", #"{"path": ["inbox", "ghost"]}"#)
            #expect(refused.json["action"] == 1)
            #expect(refused.json["detail"].stringValue?.hasSuffix("Nothing of the deep link was applied.") == true)
            #expect(try api.revision("m") == 1, "refusals change nothing")
        }
    }

    /// Routes a storyboard declares: `mail/42` opens the path of `mail/:message` with 42 put in
    /// its strings; the session's own copies of storyboards only, the first match in name and
    /// document order; a URL no route matches is 404 `no-matching-route`, naming the patterns.
    @Test func aURLOpensTheRouteOfTheSessionsStoryboard() throws {
        try withNavState { server in
            let api = try server.client()
            let uploaded = try api.request(
                "PUT", "/storyboards/Mail",
                json: #"""
                    {"initial": "Tabs", "routes": [
                       {"pattern": "mail/:message", "path": [{"scene": "Inbox"}, {"push": {"storyboard": "Mail", "identifier": "Message", "id": "m:message"}}]},
                       {"pattern": "mail/:message/reply", "path": [{"scene": "Inbox"}, {"push": {"storyboard": "Mail", "identifier": "Message", "id": "m:message"}},
                                                               {"present": {"kind": "view", "id": "reply:message", "title": "Re: :message"}}]},
                       {"pattern": "settings", "path": [{"scene": "Settings"}]}],
                     "scenes": [
                       {"identifier": "Tabs", "controller": {"kind": "tabBar", "selectedIndex": 1, "children": [
                         {"kind": "navigation", "children": [{"storyboard": "Mail", "identifier": "Inbox"}]},
                         {"storyboard": "Mail", "identifier": "Settings"}]}},
                       {"identifier": "Inbox", "controller": {"kind": "view", "title": "Inbox"}},
                       {"identifier": "Settings", "controller": {"kind": "view", "title": "Settings"}},
                       {"identifier": "Message", "controller": {"kind": "view", "title": "Message"}}]}
                    """#)
            #expect(uploaded.status == 201, "\(uploaded.text)")
            #expect(uploaded.json["document"]["routes"][0]["pattern"] == "mail/:message")
            #expect(try api.post("/sessions", #"{"id": "app", "storyboard": "Mail"}"#).status == 201)
            let opened = try api.post("/sessions/app/open", #"{"url": "/mail/42/reply"}"#)
            #expect(opened.status == 200, "\(opened.text)")
            #expect(opened.json["visible"]["path"] == ["vc1", "vc2", "m42", "reply42"])
            #expect(opened.json["window"]["root"]["presented"]["title"] == "Re: 42")
            let history = try api.get("/sessions/app/history")
            #expect(history.json["entries"].arrayValue.last?["actions"].arrayValue.map { $0["action"] } == ["reveal", "push", "present"])
            let settings = try api.post("/sessions/app/open?dry-run=true", #"{"url": "settings"}"#)
            #expect(settings.status == 200 && settings.json["window"]["root"]["selectedIndex"] == 1)
            for (body, status, type, detail) in [
                (
                    #"{"url": "mail"}"#, 404, "no-matching-route",
                    "No route of this session's storyboards matches 'mail'; their patterns are 'mail/:message', 'mail/:message/reply', 'settings'."
                ),
                (#"{"url": "mail/4 2"}"#, 404, "no-matching-route", "No route"),
                (#"{"url": ""}"#, 400, "invalid-body", "url: a route's URL, 1 to 512 bytes"),
                (#"{"url": "settings", "path": ["settings"]}"#, 400, "invalid-body", "url: a deep link takes path or url, not both."),
                (#"{"url": 42}"#, 400, "invalid-body", "url:"),
            ] {
                let refused = try api.post("/sessions/app/open", body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.problemType == type, "\(body)")
                #expect(refused.json["detail"].stringValue?.hasPrefix(detail) == true, "\(body): \(refused.json["detail"])")
            }
            // A session built from no storyboard has no routes.
            #expect(try api.post("/sessions", Self.mailApp).status == 201)
            let none = try api.post("/sessions/m/open", #"{"url": "mail/1"}"#)
            #expect(none.json["detail"] == "No storyboard of this session declares routes; 'mail/1' opens nothing.")
            // What a storyboard's routes may not be.
            let bad = try api.request(
                "PUT", "/storyboards/Bad",
                json:
                    #"{"routes": [{"pattern": "a/:x/:x", "path": []}, {"pattern": "a/:x/:x", "path": ["a"]}, {"pattern": "b c/:1", "path": ["a"]}], "scenes": [{"identifier": "A", "controller": {"kind": "view"}}]}"#
            )
            #expect(bad.status == 422)
            #expect(
                bad.json["errors"] == [
                    "routes[0].pattern: ':x' is named twice.", "routes[0].path: a route opens 1 to 32 steps, not 0.",
                    "routes[1].pattern: 'a/:x/:x' is another route's pattern already.", "routes[1].pattern: ':x' is named twice.",
                    "routes[2].pattern: 'b c/:1' has a segment that is neither 1 to 64 of A-Z a-z 0-9 . _ ~ - nor :name.",
                    "routes[2].pattern: ':1' is no parameter name (a letter, then letters and digits).",
                ])
            // Each step reads as open reads it, the parameters standing for an id; a scene's name
            // takes no parameter (a URL chooses no scene).
            let steps = try api.request(
                "PUT", "/storyboards/Steps",
                json:
                    #"{"initial": "Find", "routes": [{"pattern": "p/:n", "path": [5, "bad id!", {"push": {"kind": "bogus"}}, {"scene": ":n"}, {"push": {"storyboard": "Steps", "identifier": "Nope"}}, {"pop": {}}]}], "scenes": [{"identifier": "A", "controller": {"kind": "view"}}, {"identifier": "Find", "controller": {"kind": "search"}}]}"#
            )
            #expect(steps.status == 422)
            #expect(
                steps.json["errors"] == [
                    "initial: 'Find' is a search controller, which only a navigation item holds.",
                    "routes[0].path[0]: a controller's id, {\"scene\": identifier}, or one of {\"push\": spec}, {\"present\": spec}, {\"show\": spec}, {\"showDetail\": spec}.",
                    "routes[0].path[1]: 'bad id!' is no controller id (1 to 64 of A-Z a-z 0-9 . _ ~ -).",
                    "routes[0].path[2].push.kind: 'bogus' is not one of 'view', 'navigation', 'tabBar', 'page', 'split', 'container', 'alert', 'search'.",
                    "routes[0].path[3].scene: the identifier of a scene of this storyboard.",
                    "routes[0].path[4].push: 'Nope' is not the identifier of a scene of this storyboard.",
                    "routes[0].path[5]: a controller's id, {\"scene\": identifier}, or one of {\"push\": spec}, {\"present\": spec}, {\"show\": spec}, {\"showDetail\": spec}.",
                ], "\(steps.text)")
        }
    }
}
