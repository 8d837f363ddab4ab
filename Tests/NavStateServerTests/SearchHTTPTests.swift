import Foundation
import NavigationModel
import Testing

/// Search controllers over HTTP: `searchController` in a spec, `activate-search`,
/// `search-text` and `cancel-search` on both paths and in a batch, their refusals, and what a
/// restart and an export keep.
@Suite struct SearchHTTPTests {
    private static let mail = #"""
        {"id": "%@", "callbacks": ["delegates"], "root": {"kind": "navigation", "id": "nav", "children": [
          {"kind": "view", "id": "inbox", "definesPresentationContext": true,
           "searchController": {"kind": "search", "id": "search", "searchResultsController": {"kind": "view", "id": "results"}}}]}}
        """#

    private func createMail(_ api: APIClient, _ sid: String) throws {
        let created = try api.post("/sessions", Self.mail.replacingOccurrences(of: "%@", with: sid))
        #expect(created.status == 201, "\(created.text)")
    }

    /// The whole search: activated over the inbox, text that shows the results, Cancel; the
    /// search controller's node moves from its owner to its presenter and back.
    @Test func aSearchFromActivationToCancel() throws {
        try withNavState { server in
            let api = try server.client()
            try createMail(api, "m")
            let created = try api.get("/sessions/m")
            let inbox = created.json["window"]["root"]["children"][0]
            #expect(inbox["searchController"] == "search")
            #expect(inbox["inactiveSearchController"]["kind"] == "search")
            #expect(inbox["inactiveSearchController"]["class"] == "UISearchController")
            #expect(inbox["inactiveSearchController"]["isActive"] == false)
            #expect(inbox["inactiveSearchController"]["owner"] == "inbox")
            #expect(inbox["inactiveSearchController"]["searchResultsController"] == "results")
            #expect(inbox["inactiveSearchController"]["children"][0]["id"] == "results")

            let active = try api.post("/sessions/m/activate-search")
            #expect(active.status == 200, "\(active.text)")
            #expect(
                active.json["events"].arrayValue.map { $0["call"] } == [
                    "search.delegate.willPresentSearchController(search)",
                    "search.searchResultsUpdater.updateSearchResults(for: search)", "search.viewDidLoad",
                    "search.viewWillAppear(true, isBeingPresented)", "search.viewDidAppear(true, isBeingPresented)",
                    "search.delegate.didPresentSearchController(search)",
                ])
            #expect(active.json["events"][0]["delegate"] == "UISearchControllerDelegate")
            #expect(active.json["events"][1]["delegate"] == "UISearchResultsUpdating")
            let presented = active.json["window"]["root"]["children"][0]["presented"]
            #expect(presented["id"] == "search" && presented["isActive"] == true)
            #expect(presented["presentation"]["effectiveStyle"] == "overCurrentContext")
            #expect(active.json["window"]["root"]["children"][0]["inactiveSearchController"] == .null)
            #expect(active.json["visible"]["navigationBar"]["hidden"] == true)

            let typed = try api.post("/sessions/m/controllers/inbox/search-text", #"{"text": "lunch"}"#)
            #expect(
                typed.json["events"].arrayValue.map { $0["call"] } == [
                    "search.searchResultsUpdater.updateSearchResults(for: search)", "results.viewDidLoad",
                    "results.viewWillAppear(false)", "results.viewDidAppear(false)",
                ])
            let shown = typed.json["window"]["root"]["children"][0]["presented"]
            #expect(shown["searchText"] == "lunch" && shown["showsSearchResultsController"] == true)
            let same = try api.post("/sessions/m/search-text", #"{"text": "lunch"}"#)
            #expect(same.status == 200 && same.json["revision"] == typed.json["revision"])

            let cancelled = try api.post("/sessions/m/controllers/search/cancel-search", #"{"animated": false}"#)
            #expect(
                cancelled.json["events"].arrayValue.map { $0["call"] } == [
                    "search.delegate.willDismissSearchController(search)",
                    "search.searchResultsUpdater.updateSearchResults(for: search)",
                    "search.viewWillDisappear(false, isBeingDismissed)", "results.viewWillDisappear(false)",
                    "search.viewDidDisappear(false, isBeingDismissed)", "results.viewDidDisappear(false)",
                    "search.delegate.didDismissSearchController(search)",
                ])
            let back = cancelled.json["window"]["root"]["children"][0]
            #expect(back["presented"] == .null && back["inactiveSearchController"]["searchText"] == "")
            #expect(cancelled.json["visible"]["navigationBar"]["hidden"] == false)

            // In a batch: activate, type, cancel, in one revision.
            let batch = try api.post(
                "/sessions/m/actions",
                #"""
                {"actions": [{"action": "activate-search", "controller": "inbox"}, {"action": "search-text", "body": {"text": "x"}},
                 {"action": "cancel-search"}]}
                """#)
            #expect(batch.status == 200, "\(batch.text)")
            #expect(batch.json["events"].arrayValue.last?["action"] == 2)
        }
    }

    @Test func refusals() throws {
        try withNavState { server in
            let api = try server.client()
            try createMail(api, "r")
            try api.createNavigationSession("plain")
            for (path, body, status, type) in [
                ("/sessions/r/search-text", #"{"text": "x"}"#, 409, "search-not-active"),
                ("/sessions/r/cancel-search", "{}", 409, "search-not-active"),
                ("/sessions/r/controllers/nav/activate-search", "{}", 409, "no-search-controller"),
                ("/sessions/plain/activate-search", "{}", 409, "no-search-controller"),
                ("/sessions/r/search-text", #"{}"#, 400, "invalid-body"),
                ("/sessions/r/search-text", #"{"text": 1}"#, 400, "invalid-body"),
                ("/sessions/r/activate-search", #"{"text": "x"}"#, 400, "invalid-body"),
                ("/sessions/r/search-text", #"{"text": "\#(String(repeating: "a", count: 1_025))"}"#, 400, "invalid-body"),
                ("/sessions/plain/present", #"{"controller": {"kind": "search"}}"#, 422, "search-controller-not-owned"),
                (
                    "/sessions/plain/push", #"{"controller": {"kind": "view", "searchController": {"kind": "view"}}}"#, 422,
                    "not-a-search-controller"
                ),
                (
                    "/sessions/plain/present", #"{"controller": {"kind": "alert", "searchController": {"kind": "search"}}}"#, 422,
                    "field-not-applicable"
                ),
            ] {
                let refused = try api.post(path, body)
                #expect(refused.status == status, "\(path) \(body): \(refused.text)")
                #expect(refused.problemType == type, "\(path) \(body)")
            }
            // A storyboard may hold a search controller in a navigation item, never as a segue's destination.
            let segued = try api.request(
                "PUT", "/storyboards/S",
                json:
                    #"{"scenes": [{"identifier": "Home", "controller": {"kind": "view"}, "segues": [{"identifier": "s", "kind": "present", "destination": "Find"}]}, {"identifier": "Find", "controller": {"kind": "search"}}]}"#
            )
            #expect(segued.status == 422)
            #expect(
                segued.json["errors"][0]
                    == "scenes[0].segues[0].destination: 'Find' is a search controller, which only a navigation item holds; no segue shows it."
            )
            let held = try api.request(
                "PUT", "/storyboards/H",
                json:
                    #"{"initial": "Home", "scenes": [{"identifier": "Home", "controller": {"kind": "navigation", "children": [{"kind": "view", "searchController": {"storyboard": "H", "identifier": "Find"}}]}}, {"identifier": "Find", "controller": {"kind": "search"}}]}"#
            )
            #expect(held.status == 201 || held.status == 200, "\(held.text)")
            let built = try api.post("/sessions", #"{"id": "sb", "storyboard": "H"}"#)
            #expect(built.json["window"]["root"]["children"][0]["inactiveSearchController"]["scene"]["identifier"] == "Find")
            let patched = try api.request("PATCH", "/sessions/r/controllers/search", json: #"{"searchText": "x"}"#)
            #expect(patched.problemType == "immutable-field")
            let owner = try api.request("PATCH", "/sessions/r/controllers/inbox", json: #"{"searchController": null}"#)
            #expect(owner.problemType == "immutable-field")
            let inactive = try api.post("/sessions/r/search-text", #"{"text": "x"}"#)
            #expect(inactive.json["uikit"].stringValue?.hasPrefix("UISearchController") == true)
        }
    }

    /// A checkpoint (32 revisions), the journal after it (a restart on SQLite) and an export
    /// keep an active search with its text; Cancel afterwards sends the same callbacks.
    @Test func anActiveSearchSurvivesARestartAndAnExport() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var before: [UInt8] = []
        try store.serve { server in
            let api = try server.client()
            try createMail(api, "k")
            #expect(try api.post("/sessions/k/activate-search").status == 200)
            for _ in 0..<16 {
                #expect(try api.post("/sessions/k/search-text", #"{"text": "l"}"#).status == 200)
                #expect(try api.post("/sessions/k/search-text", #"{"text": "lunch"}"#).status == 200)
            }
            before = try api.get("/sessions/k").body
        }
        try store.serve { server in
            let api = try server.client()
            let restored = try api.get("/sessions/k")
            #expect(restored.body == before)
            let exported = try api.get("/sessions/k/export")
            #expect(exported.json["presented"][0]["owner"] == "inbox")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            let search = imported.json["window"]["root"]["children"][0]["presented"]
            #expect(search["searchText"] == "lunch" && search["owner"] == "inbox")
            let cancelled = try api.post("/sessions/copy/cancel-search")
            #expect(cancelled.json["events"].arrayValue.count == 7)
            // Inactive, the search controller is exported in its owner's spec.
            let again = try api.get("/sessions/copy/export")
            #expect(again.json["root"]["children"][0]["searchController"]["id"] == "search")
            #expect(again.json["presented"] == [])
        }
    }
}
