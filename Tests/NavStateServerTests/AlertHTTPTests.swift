import Foundation
import NavigationModel
import Testing

/// Alerts and action sheets over HTTP: `kind: alert`, `tap-action` and `enter-text` on both
/// paths and in a batch, their refusals, and what a restart and an export keep.
@Suite struct AlertHTTPTests {
    private static let login = #"""
        {"controller": {"kind": "alert", "id": "login", "title": "Sign in", "message": "Your mail account",
          "textFields": [{"placeholder": "Name"}, {"placeholder": "Password", "secure": true}],
          "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign In", "enabled": false}]}}
        """#

    /// Typed text, the Save button enabled by a PATCH, the tap: the alert leaves, then its
    /// handler runs with the texts, then it is released; the presenter hears nothing.
    @Test func aLoginAlertFromTextToTap() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("m")
            let shown = try api.post("/sessions/m/present", Self.login)
            #expect(shown.status == 200)
            let node = shown.json["window"]["root"]["presented"]
            #expect(node["kind"] == "alert")
            #expect(node["class"] == "UIAlertController")
            #expect(node["preferredStyle"] == "alert")
            #expect(node["message"] == "Your mail account")
            #expect(node["actions"] == [["title": "Cancel", "style": "cancel"], ["title": "Sign In", "enabled": false]])
            #expect(node["presentation"]["requestedStyle"] == "custom")
            #expect(node["presentation"]["coversPresenter"] == false)
            #expect(shown.json["events"].arrayValue.allSatisfy { $0["controller"] == "login" } == true)
            #expect(try api.post("/sessions/m/enter-text", #"{"textField": 0, "text": "ada"}"#).status == 200)
            let typed = try api.post("/sessions/m/controllers/login/enter-text", #"{"textField": 1, "text": "s3cret"}"#)
            #expect(
                typed.json["window"]["root"]["presented"]["textFields"][1] == ["placeholder": "Password", "secure": true, "text": "s3cret"])
            #expect(typed.json["events"] == [])
            let disabled = try api.post("/sessions/m/tap-action", #"{"action": 1}"#)
            #expect(disabled.status == 409)
            #expect(disabled.problemType == "alert-action-disabled")
            #expect(disabled.json["uikit"] == "A disabled UIAlertAction's button does not respond to a tap")
            let enabled = try api.request(
                "PATCH", "/sessions/m/controllers/login",
                json: #"{"actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign In"}]}"#)
            #expect(enabled.status == 200)
            let tapped = try api.post("/sessions/m/controllers/login/tap-action", #"{"action": "Sign In"}"#)
            #expect(tapped.status == 200)
            #expect(
                tapped.json["events"].arrayValue.map { $0["call"] } == [
                    "login.viewWillDisappear(true, isBeingDismissed)", "login.viewDidDisappear(true, isBeingDismissed)",
                    "login.actions[1].handler()", "login.deinit",
                ])
            #expect(
                tapped.json["events"][2] == [
                    "call": "login.actions[1].handler()", "controller": "login", "callback": "alertActionHandler",
                    "alertAction": ["index": 1, "title": "Sign In", "texts": ["ada", "s3cret"]],
                ])
            #expect(tapped.json["window"]["root"]["presented"] == .null)
            // In a batch: present, type, tap, in one revision.
            let batch = try api.post(
                "/sessions/m/actions",
                #"""
                {"actions": [{"action": "present", "body": {"controller": {"kind": "alert", "id": "again", "textFields": [{}], "actions": [{"title": "OK"}]}}},
                 {"action": "enter-text", "controller": "again", "body": {"textField": 0, "text": "x"}},
                 {"action": "tap-action", "body": {"action": 0}}]}
                """#)
            #expect(batch.status == 200, "\(batch.text)")
            #expect(batch.json["events"].arrayValue.last?["action"] == 2)
        }
    }

    @Test func refusals() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r")
            for (path, body, status, type) in [
                ("/sessions/r/tap-action", #"{"action": 0}"#, 409, "not-an-alert"),
                ("/sessions/r/controllers/nav/enter-text", #"{"textField": 0, "text": "x"}"#, 409, "not-an-alert"),
                ("/sessions/r/controllers/nav/push", #"{"controller": {"kind": "alert", "id": "a"}}"#, 422, "alert-not-presented"),
                (
                    "/sessions/r/present",
                    #"{"controller": {"kind": "alert", "actions": [{"title": "A", "style": "cancel"}, {"title": "B", "style": "cancel"}]}}"#,
                    422, "alert-cancel-actions"
                ),
                (
                    "/sessions/r/present", #"{"controller": {"kind": "alert", "preferredStyle": "actionSheet", "textFields": [{}]}}"#, 422,
                    "text-field-in-action-sheet"
                ),
                (
                    "/sessions/r/present", #"{"controller": {"kind": "alert", "modalPresentationStyle": "fullScreen"}}"#, 422,
                    "field-not-applicable"
                ),
                ("/sessions/r/present", #"{"controller": {"kind": "view", "modalPresentationStyle": "custom"}}"#, 400, "invalid-body"),
                ("/sessions/r/present", #"{"controller": {"kind": "alert", "actions": [{"style": "cancel"}]}}"#, 400, "invalid-body"),
            ] {
                let refused = try api.post(path, body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.problemType == type, "\(body): \(refused.text)")
            }
            #expect(
                try api.post("/sessions/r/present", #"{"controller": {"kind": "alert", "id": "a", "actions": [{"title": "OK"}]}}"#).status
                    == 200)
            for (body, status, type) in [
                (#"{"action": 3}"#, 422, "unknown-alert-action"), (#"{"action": "Nope"}"#, 422, "unknown-alert-action"),
                (#"{"action": -1}"#, 400, "invalid-body"), (#"{"action": true}"#, 400, "invalid-body"), ("{}", 400, "invalid-body"),
            ] {
                let refused = try api.post("/sessions/r/tap-action", body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.problemType == type, "\(body)")
            }
            let missing = try api.post("/sessions/r/enter-text", #"{"textField": 0, "text": "x"}"#)
            #expect(missing.problemType == "unknown-text-field")
            #expect(missing.json["detail"] == "Alert 'a' has no text field 0; it has none.")
            let long = try api.post("/sessions/r/enter-text", #"{"textField": 0, "text": "\#(String(repeating: "x", count: 1025))"}"#)
            #expect(long.status == 400)
            #expect(try api.revision("r") == 2, "refusals change nothing")
        }
    }

    /// A checkpoint (32 revisions), the journal after it (a restart on SQLite) and an export
    /// keep an alert with what was typed; tapping it afterwards runs the same handler.
    @Test func anAlertSurvivesARestartAndAnExport() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("k")
            try api.post("/sessions/k/present", Self.login)
            for _ in 0..<16 {
                #expect(try api.post("/sessions/k/enter-text", #"{"textField": 0, "text": "a"}"#).status == 200)
                #expect(try api.post("/sessions/k/enter-text", #"{"textField": 0, "text": "ada"}"#).status == 200)
            }
            before = try api.get("/sessions/k").body
        }
        try store.serve { server in
            let api = try server.client()
            let restored = try api.get("/sessions/k")
            #expect(restored.body == before)
            let exported = try api.get("/sessions/k/export")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            #expect(imported.json["window"]["root"]["presented"]["presentation"]["requestedStyle"] == "custom")
            let tapped = try api.post("/sessions/copy/tap-action", #"{"action": "Cancel"}"#)
            #expect(tapped.json["events"][2]["alertAction"] == ["index": 0, "title": "Cancel", "texts": ["ada", ""]])
        }
    }

    /// A storyboard cannot embed an alert or style a segue to one; a popover segue anchors an
    /// action sheet, and a split's show presents an alert in its own style: both export and
    /// import back.
    @Test func storyboardsAndSplitsKeepAnAlertsOwnStyle() throws {
        try withNavState { server in
            let api = try server.client()
            let embedded = try api.request(
                "PUT", "/storyboards/E",
                json:
                    #"{"scenes": [{"identifier": "A", "controller": {"kind": "alert"}}, {"identifier": "Box", "controller": {"kind": "container"}, "segues": [{"identifier": "e", "kind": "embed", "destination": "A"}]}]}"#
            )
            #expect(embedded.status == 422)
            #expect(
                embedded.json["errors"][0] == "scenes[1].segues[0].destination: 'A' is an alert, which is only presented, never embedded.")
            let styled = try api.request(
                "PUT", "/storyboards/P",
                json:
                    #"{"scenes": [{"identifier": "Home", "controller": {"kind": "view"}, "segues": [{"identifier": "p", "kind": "present", "destination": "A", "modalTransitionStyle": "flipHorizontal"}]}, {"identifier": "A", "controller": {"kind": "alert"}}]}"#
            )
            #expect(styled.status == 422)
            let anchored = try api.request(
                "PUT", "/storyboards/S",
                json:
                    #"{"scenes": [{"identifier": "Home", "controller": {"kind": "view"}, "segues": [{"identifier": "share", "kind": "popover", "destination": "Share", "anchor": {"sourceRect": {"x": 0, "y": 0, "width": 10, "height": 10}}}]}, {"identifier": "Share", "controller": {"kind": "alert", "preferredStyle": "actionSheet", "actions": [{"title": "Copy"}]}}]}"#
            )
            #expect(anchored.status == 201, "\(anchored.text)")
            try api.post(
                "/sessions", #"{"id": "pad", "traits": {"idiom": "pad"}, "root": {"storyboard": "S", "identifier": "Home", "id": "home"}}"#)
            let shared = try api.post("/sessions/pad/perform-segue", #"{"identifier": "share"}"#)
            #expect(shared.status == 200, "\(shared.text)")
            #expect(shared.json["window"]["root"]["presented"]["presentation"]["effectiveStyle"] == "popover")
            #expect(shared.json["window"]["root"]["presented"]["modalPresentationStyle"] == .null)
            try api.post("/sessions", #"{"id": "split", "root": {"kind": "split", "children": [{"kind": "view"}, {"kind": "view"}]}}"#)
            let shown = try api.post(
                "/sessions/split/show", #"{"controller": {"kind": "alert", "id": "al", "actions": [{"title": "OK"}]}}"#)
            #expect(shown.json["window"]["root"]["presented"]["presentation"]["requestedStyle"] == "custom")
            for sid in ["pad", "split"] {
                let exported = try api.get("/sessions/\(sid)/export")
                let imported = try api.post("/sessions", #"{"id": "\#(sid)-copy", "import": \#(exported.text)}"#)
                #expect(imported.status == 201, "\(sid): \(imported.text)")
            }
        }
    }

    /// Limits count code points, as JSON Schema does; a title matches code point for code
    /// point; a covered action sheet takes no tap outside; an anchor removed by a PATCH is the
    /// action sheet's refusal.
    @Test func limitsTitlesCoverAndAnchors() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post("/sessions", #"{"id": "p", "traits": {"idiom": "pad"}, "root": {"kind": "view", "id": "home"}}"#)
            let decomposed = String(repeating: "e\u{301}", count: 600)
            let long = try api.post(
                "/sessions/p/present", #"{"controller": {"kind": "alert", "textFields": [{"text": "\#(decomposed)"}]}}"#)
            #expect(long.status == 400, "1,200 code points in 600 characters")
            let sheet = try api.post(
                "/sessions/p/present",
                #"{"controller": {"kind": "alert", "id": "sh", "preferredStyle": "actionSheet", "popoverPresentation": {"sourceController": "home"}, "actions": [{"title": "\u00e9"}, {"title": "Cancel", "style": "cancel"}]}}"#
            )
            #expect(sheet.status == 200, "\(sheet.text)")
            #expect(try api.post("/sessions/p/tap-action", #"{"action": "e\u0301"}"#).problemType == "unknown-alert-action")
            let unanchored = try api.request("PATCH", "/sessions/p/controllers/sh", json: #"{"popoverPresentation": null}"#)
            #expect(unanchored.problemType == "action-sheet-needs-anchor")
            // An export whose action sheet lost its anchor is refused on import the same way.
            let exported = try api.get("/sessions/p/export").text
            let anchorless = exported.replacingOccurrences(
                of: #","popoverPresentation":\{[^}]*\}"#, with: "", options: .regularExpression)
            #expect(anchorless != exported)
            let imported = try api.post("/sessions", #"{"id": "q", "import": \#(anchorless)}"#)
            #expect(imported.status == 422)
            #expect(imported.problemType == "action-sheet-needs-anchor")
            try api.post(
                "/sessions/p/controllers/sh/present", #"{"controller": {"kind": "view", "modalPresentationStyle": "overFullScreen"}}"#)
            let outside = try api.post("/sessions/p/controllers/sh/dismiss", #"{"reason": "outside"}"#)
            #expect(outside.problemType == "alert-covered")
            #expect(try api.revision("p") == 3, "refusals change nothing")
        }
    }
}
