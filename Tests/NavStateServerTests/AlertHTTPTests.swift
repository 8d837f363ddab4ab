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
}
