import NavigationModel
import Testing

/// Sheets with detents over HTTP: `sheetPresentation` on a spec, `set-detent`, the node's
/// `presentation.sheet`, and what a checkpoint and an export keep.
@Suite struct SheetHTTPTests {
    private static let mediumSheet = #"""
        {"controller": {"kind": "view", "id": "sheet", "title": "Sheet",
          "sheetPresentation": {"detents": ["medium", "large"], "largestUndimmedDetent": "medium", "prefersGrabberVisible": true}}}
        """#

    /// A medium sheet over a mail stack: a push beneath it, the user's drag to large (the
    /// delegate told), the edge swipe then refused beneath the dimmed sheet.
    @Test func aMediumSheetWithAPushBeneathIt() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"{"id": "m", "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "inbox"}]}, "callbacks": ["delegates"]}"#
            )
            let shown = try api.post("/sessions/m/present", Self.mediumSheet)
            #expect(shown.status == 200)
            #expect(
                shown.json["window"]["root"]["presented"]["presentation"]["sheet"] == [
                    "detent": "medium", "dimmed": false, "grabberVisible": true,
                ])
            #expect(
                shown.json["window"]["root"]["presented"]["sheetPresentation"] == [
                    "detents": ["medium", "large"], "largestUndimmedDetent": "medium", "prefersGrabberVisible": true,
                ])
            let pushed = try api.post("/sessions/m/controllers/nav/push", #"{"controller": {"kind": "view", "id": "thread"}}"#)
            #expect(pushed.json["visible"]["path"] == ["nav", "thread", "sheet"])
            #expect(
                try api.post("/sessions/m/controllers/nav/pop", #"{"interactive": "cancelled"}"#).status == 200,
                "the swipe back reaches the stack beneath the undimmed sheet")
            let dragged = try api.post("/sessions/m/set-detent", #"{"detent": "large", "userAction": true}"#)
            #expect(dragged.status == 200)
            #expect(
                dragged.json["events"] == [
                    [
                        "call":
                            "sheet.sheetPresentationController.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier()",
                        "controller": "sheet", "callback": "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
                        "delegate": "UISheetPresentationControllerDelegate", "detent": "large",
                    ]
                ])
            #expect(dragged.json["window"]["root"]["presented"]["presentation"]["sheet"]["dimmed"] == true)
            #expect(dragged.json["window"]["root"]["presented"]["sheetPresentation"]["selectedDetent"] == "large")
            let covered = try api.post("/sessions/m/controllers/nav/pop", #"{"interactive": "finished"}"#)
            #expect(covered.status == 409)
            #expect(covered.problemType == "navigation-controller-off-screen")
            let again = try api.post("/sessions/m/controllers/sheet/set-detent", #"{"detent": "large", "userAction": true}"#)
            #expect(again.json["revision"] == dragged.json["revision"], "resting there already: nothing changes")
            let batch = try api.post(
                "/sessions/m/actions", #"{"actions": [{"action": "set-detent", "body": {"detent": "medium"}}]}"#)
            #expect(batch.status == 200)
            #expect(batch.json["events"] == [])
        }
    }

    @Test func refusals() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r")
            let none = try api.post("/sessions/r/set-detent", #"{"detent": "large"}"#)
            #expect(none.status == 409)
            #expect(none.problemType == "not-a-sheet")
            #expect(try api.post("/sessions/r/present", Self.mediumSheet).status == 200)
            let unknown = try api.post("/sessions/r/set-detent", #"{"detent": "peek"}"#)
            #expect(unknown.status == 422)
            #expect(unknown.problemType == "unknown-detent")
            #expect(unknown.json["detail"] == "Sheet 'sheet' has no detent 'peek'; its detents are 'medium', 'large'.")
            let body = try api.post("/sessions/r/set-detent", #"{"detent": "large", "animated": false}"#)
            #expect(body.status == 400)
            #expect(try api.request("PUT", "/sessions/r/traits", json: #"{"orientation": "landscapeLeft"}"#).status == 200)
            let inactive = try api.post("/sessions/r/set-detent", #"{"detent": "medium", "userAction": true}"#)
            #expect(inactive.status == 409)
            #expect(inactive.problemType == "sheet-detent-inactive")
            #expect(try api.revision("r") == 3, "refusals change nothing")
            for (sheet, message) in [
                (#"{"detents": []}"#, "at least one detent"),
                (#"{"detents": ["large", "medium"]}"#, "list it last"),
                (#"{"detents": ["medium"], "selectedDetent": "large"}"#, "not one of the sheet's detents"),
                (#"{"detents": [{"identifier": "peek", "height": -1}]}"#, "above 0"),
            ] {
                let refused = try api.post(
                    "/sessions/r/controllers/sheet/present", #"{"controller": {"kind": "view", "sheetPresentation": \#(sheet)}}"#)
                #expect(refused.status == 400, "\(sheet)")
                #expect(refused.json["detail"].stringValue?.contains("controller.sheetPresentation") == true, "\(sheet)")
                #expect(refused.json["detail"].stringValue?.contains(message) == true, "\(sheet): \(refused.json["detail"])")
            }
        }
    }

    /// A PATCH changes a sheet on screen at once; a checkpoint (32 revisions), the journal
    /// after it (a restart on SQLite) and an export all keep the detent selected.
    @Test func theDetentSurvivesARestartAndAnExport() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            try api.createNavigationSession("k")
            try api.post("/sessions/k/present", Self.mediumSheet)
            let patched = try api.request(
                "PATCH", "/sessions/k/controllers/sheet",
                json: #"{"sheetPresentation": {"detents": ["medium", "large"], "selectedDetent": "large"}}"#)
            #expect(patched.status == 200)
            #expect(
                patched.json["window"]["root"]["presented"]["presentation"]["sheet"] == [
                    "detent": "large", "dimmed": true, "grabberVisible": false,
                ])
            for _ in 0..<20 {
                #expect(try api.post("/sessions/k/controllers/nav/push", #"{"controller": {"kind": "view"}}"#).status == 200)
                #expect(try api.post("/sessions/k/controllers/nav/pop").status == 200)
            }
            #expect(try api.post("/sessions/k/set-detent", #"{"detent": "medium", "userAction": true}"#).status == 200)
            before = try api.get("/sessions/k").body
        }
        try store.serve { server in
            let api = try server.client()
            let restored = try api.get("/sessions/k")
            #expect(restored.body == before)
            #expect(restored.json["window"]["root"]["presented"]["presentation"]["sheet"]["detent"] == "medium")
            let exported = try api.get("/sessions/k/export")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201)
            #expect(imported.json["window"]["root"]["presented"]["presentation"]["sheet"]["detent"] == "medium")
        }
    }
}
