import Foundation
import NavigationModel
import Testing

/// Column-style split view controllers over HTTP: `style` and `columns`, `show-column` and
/// `hide-column` on both paths and in a batch, their refusals, and what a restart and an
/// export keep of a split collapsed onto its primary.
@Suite struct ColumnSplitHTTPTests {
    private static let mail = #"""
        {"id": "%@", "traits": {"idiom": "pad", "orientation": "landscapeLeft"}, "callbacks": ["delegates"],
         "root": {"kind": "split", "id": "mail", "style": "tripleColumn", "columns": {
           "primary": {"kind": "view", "id": "mailboxes", "title": "Mailboxes"},
           "supplementary": {"kind": "navigation", "id": "list", "children": [{"kind": "view", "id": "inbox", "title": "Inbox"}]},
           "secondary": {"kind": "view", "id": "message", "title": "Message"}}}}
        """#

    private static func mail(_ id: String) -> String { mail.replacingOccurrences(of: "%@", with: id) }

    @Test func aTripleColumnShowsAndHidesItsColumns() throws {
        try withNavState { server in
            let api = try server.client()
            let created = try api.post("/sessions", Self.mail("m"))
            #expect(created.status == 201, "\(created.text)")
            let root = created.json["window"]["root"]
            #expect(root["style"] == "tripleColumn")
            #expect(root["splitBehavior"] == "tile")
            #expect(root["columns"] == ["primary": "vc1", "supplementary": "list", "secondary": "vc2"])
            #expect(root["children"].arrayValue.map { $0["id"] } == ["vc1", "list", "vc2"])
            if case .object(let fields) = root { #expect(fields["collapsesSecondaryOntoPrimary"] == nil, "the classic split's field") }
            let shown = try api.post("/sessions/m/show-column", #"{"column": "primary"}"#)
            #expect(shown.status == 200)
            #expect(shown.json["window"]["root"]["displayMode"] == "twoBesideSecondary")
            #expect(shown.json["events"][0]["call"] == "mail.delegate.splitViewController(willChangeTo: twoBesideSecondary)")
            let again = try api.post("/sessions/m/controllers/mail/show-column", #"{"column": "primary"}"#)
            #expect(again.status == 200 && again.json["events"] == [] && again.json["revision"] == shown.json["revision"])
            let hidden = try api.post("/sessions/m/controllers/inbox/hide-column", #"{"column": "primary", "animated": false}"#)
            #expect(hidden.json["window"]["root"]["displayMode"] == "oneBesideSecondary")
            #expect(hidden.json["events"][1]["call"] == "vc1.viewWillDisappear(false)")
            let batch = try api.post(
                "/sessions/m/actions",
                #"{"actions": [{"action": "show-column", "body": {"column": "primary"}}, {"action": "hide-column", "controller": "mail", "body": {"column": "supplementary"}}]}"#
            )
            #expect(batch.status == 200, "\(batch.text)")
            #expect(batch.json["window"]["root"]["displayMode"] == "secondaryOnly")
        }
    }

    @Test func refusalsNameTheColumnAndChangeNothing() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", Self.mail("r")).status == 201)
            try api.createNavigationSession("plain")
            #expect(
                try api.post(
                    "/sessions",
                    #"{"id": "classic", "root": {"kind": "split", "id": "c", "children": [{"kind": "view"}, {"kind": "view"}]}}"#
                ).status == 201)
            for (path, body, status, type) in [
                ("/sessions/r/hide-column", #"{"column": "secondary"}"#, 422, "secondary-not-hideable"),
                ("/sessions/r/show-column", #"{"column": "compact"}"#, 422, "unknown-column"),
                ("/sessions/r/show-column", #"{"column": "middle"}"#, 400, "invalid-body"),
                ("/sessions/r/show-column", #"{}"#, 400, "invalid-body"),
                ("/sessions/r/set-display-mode", #"{"mode": "twoDisplaceSecondary"}"#, 422, "display-mode-not-allowed"),
                ("/sessions/classic/show-column", #"{"column": "primary"}"#, 409, "not-a-column-split"),
                ("/sessions/plain/show-column", #"{"column": "primary"}"#, 409, "no-split-view-controller"),
            ] {
                let answer = try api.post(path, body)
                #expect(answer.status == status, "\(path) \(body): \(answer.text)")
                #expect(answer.problemType == type, "\(path) \(body)")
            }
            #expect(try api.get("/sessions/r").json["revision"] == 1)
            let mismatch = try api.post(
                "/sessions", #"{"id": "bad", "root": {"kind": "split", "columns": {"primary": {"kind": "view"}}}}"#)
            #expect(mismatch.status == 422 && mismatch.problemType == "split-style-mismatch")
            #expect(mismatch.json["uikit"].stringValue?.hasPrefix("UISplitViewController") == true)
            let both = try api.post(
                "/sessions",
                #"{"id": "bad", "root": {"kind": "split", "style": "doubleColumn", "children": [], "columns": {"primary": {"kind": "view"}}}}"#
            )
            #expect(both.status == 400 && both.problemType == "invalid-body")
            let patched = try api.request("PATCH", "/sessions/classic/controllers/c", json: #"{"preferredSplitBehavior": "tile"}"#)
            #expect(patched.status == 422 && patched.problemType == "split-style-mismatch")
            let immutable = try api.request("PATCH", "/sessions/r/controllers/mail", json: #"{"style": "doubleColumn"}"#)
            #expect(immutable.status == 422 && immutable.problemType == "immutable-field")
            let foreign = try api.request("PATCH", "/sessions/r/controllers/mail", json: #"{"collapsesSecondaryOntoPrimary": true}"#)
            #expect(foreign.status == 422 && foreign.problemType == "split-style-mismatch", "\(foreign.text)")
            // A tab bar as the compact column, but the split in a tab bar: a tab bar in a tab bar.
            let nested = try api.post(
                "/sessions",
                #"{"id": "tt", "root": {"kind": "tabBar", "children": [{"kind": "split", "style": "doubleColumn", "columns": {"primary": {"kind": "view"}, "compact": {"kind": "tabBar", "id": "inner", "children": [{"kind": "view"}]}}}]}}"#
            )
            #expect(nested.status == 422 && nested.problemType == "nested-tab-bar-controller")
            // An import's navigation controllers above a collapsed primary's root are the columns
            // it names as stacked, one each.
            let unnamed = try api.post(
                "/sessions",
                #"{"id": "im", "import": {"format": "navstate-session", "version": 1, "traits": {"idiom": "phone"}, "root": {"kind": "split", "id": "sp", "style": "tripleColumn", "columns": {"primary": {"kind": "navigation", "children": [{"kind": "view"}, {"kind": "navigation", "children": [{"kind": "view"}]}]}}}, "presented": [], "callbacks": []}}"#
            )
            #expect(unnamed.status == 422 && unnamed.problemType == "invalid-restoration", "\(unnamed.text)")
            let stackedInSpec = try api.post(
                "/sessions",
                #"{"id": "st", "root": {"kind": "split", "style": "doubleColumn", "columns": {"primary": {"kind": "view"}, "stacked": ["secondary"]}}}"#
            )
            #expect(stackedInSpec.status == 422 && stackedInSpec.problemType == "split-style-mismatch")
        }
    }

    /// Collapsed on a compact width with the message popped back to the list, checkpointed
    /// (33 revisions), journaled (a restart on SQLite) and exported: the same split comes back,
    /// and expands into the same columns.
    @Test func aCollapsedSplitSurvivesARestartAndAnExport() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            #expect(try api.post("/sessions", Self.mail("k")).status == 201)
            #expect(try api.request("PUT", "/sessions/k/traits", json: #"{"horizontalSizeClass": "compact"}"#).status == 200)
            for _ in 0..<16 {
                #expect(try api.post("/sessions/k/pop", "{}").status == 200)
                #expect(try api.post("/sessions/k/show-column", #"{"column": "secondary"}"#).status == 200)
            }
            #expect(try api.post("/sessions/k/pop", "{}").status == 200)
            before = try api.get("/sessions/k").body
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/k").body == before)
            let exported = try api.get("/sessions/k/export")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            // An import loads what is on screen only, as a state restoration does: the same
            // tree and screen, the message (off screen) not loaded.
            let original = try api.get("/sessions/k").json
            #expect(imported.json["visible"] == original["visible"])
            #expect(imported.json["window"]["root"]["columns"] == original["window"]["root"]["columns"])
            #expect(imported.json["window"]["root"]["children"][0]["children"].arrayValue.map { $0["id"] } == ["mailboxes", "list"])
            for session in ["k", "copy"] {
                let expanded = try api.request("PUT", "/sessions/\(session)/traits", json: #"{"horizontalSizeClass": "regular"}"#)
                #expect(expanded.json["window"]["root"]["children"].arrayValue.map { $0["id"] } == ["vc1", "list", "vc2"])
            }
        }
    }
}
