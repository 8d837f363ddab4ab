import Foundation
import NavigationModel
import Testing

/// State restoration (PER-1…5): `GET /sessions/{sid}/export` and
/// `POST /sessions` with `import`.
@Suite struct ExportImportTests {
    /// Sessions of every controller kind, each brought to a state its creation did not give
    /// it: the requests that build them, after `POST /sessions`.
    private static let shapes: [(name: String, create: String, steps: [(String, String, String)])] = [
        (
            "navigation",
            #"{"id": "navigation", "root": {"kind": "navigation", "id": "nav", "restorationIdentifier": "Main", "children": [{"kind": "view", "id": "inbox", "title": "Inbox"}]}}"#,
            [
                (
                    "POST", "/sessions/navigation/push",
                    #"{"controller": {"kind": "view", "id": "mail", "title": "Mail", "restorationIdentifier": "Mail", "userInfo": {"message": 42, "flags": ["read"]}}}"#
                ),
                (
                    "POST", "/sessions/navigation/push",
                    #"{"controller": {"kind": "view", "title": "Reply", "navigationItem": {"prompt": "Draft", "rightItems": [{"systemItem": "save"}]}, "toolbarItems": [{"title": "Send"}]}}"#
                ),
                ("PATCH", "/sessions/navigation/controllers/nav", #"{"toolbarHidden": false}"#),
            ]
        ),
        (
            "tabs",
            #"{"id": "tabs", "root": {"kind": "tabBar", "id": "bar", "children": [{"kind": "view", "id": "t0", "title": "0%"}, {"kind": "navigation", "id": "t1", "children": [{"kind": "view", "id": "t1r", "title": "10%"}]}, {"kind": "view", "id": "t2", "title": "20%", "tabBarItem": {"badgeValue": "3"}}, {"kind": "view", "id": "t3"}, {"kind": "view", "id": "t4"}, {"kind": "view", "id": "t5"}, {"kind": "view", "id": "t6"}]}}"#,
            [
                ("POST", "/sessions/tabs/controllers/bar/reorder-tabs", #"{"order": ["t6", "t0", "t1", "t2", "t3", "t4", "t5"]}"#),
                ("POST", "/sessions/tabs/select-tab", #"{"index": 2}"#),
                ("POST", "/sessions/tabs/controllers/t1/push", #"{"controller": {"kind": "view", "id": "t1d", "title": "Detail"}}"#),
            ]
        ),
        (
            "book",
            #"{"id": "book", "root": {"kind": "page", "id": "pvc", "spinePolicy": "book", "showsPageIndicator": false, "pages": [{"kind": "view", "id": "p0"}, {"kind": "view", "id": "p1"}, {"kind": "view", "id": "p2"}, {"kind": "navigation", "id": "p3", "children": [{"kind": "view", "id": "p3r"}]}, {"kind": "view", "id": "p4"}]}, "traits": {"idiom": "pad"}}"#,
            [
                ("PUT", "/sessions/book/traits", #"{"orientation": "landscapeLeft", "horizontalSizeClass": "compact"}"#),
                ("POST", "/sessions/book/turn-page", #"{"direction": "forward"}"#),
                // A page shown is patched: the live page changes, not the data source's spec.
                ("PATCH", "/sessions/book/controllers/p2", #"{"title": "Patched", "definesPresentationContext": true}"#),
            ]
        ),
        (
            "nested",
            #"{"id": "nested", "root": {"kind": "page", "id": "book", "spinePolicy": "book", "pages": [{"kind": "view", "id": "p0"}, {"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "p1"}]}, {"kind": "view", "id": "p2"}]}, "traits": {"idiom": "pad", "orientation": "landscapeRight"}}"#,
            // A page view controller pushed inside a page shown: its own pages are new ids, named
            // twice in the document (its data source and the pages it shows).
            [
                (
                    "POST", "/sessions/nested/controllers/pn/push",
                    #"{"controller": {"kind": "page", "id": "inner", "spineLocation": "mid", "pages": [{"kind": "view", "id": "i0"}, {"kind": "view", "id": "i1"}, {"kind": "view", "id": "i2"}]}}"#
                )
            ]
        ),
        (
            "presented",
            #"{"id": "presented", "root": {"kind": "navigation", "id": "nav", "definesPresentationContext": true, "children": [{"kind": "view", "id": "home"}]}, "traits": {"idiom": "pad"}}"#,
            [
                (
                    "POST", "/sessions/presented/present",
                    #"{"controller": {"kind": "navigation", "id": "sheet", "modalPresentationStyle": "formSheet", "children": [{"kind": "view", "id": "form"}]}}"#
                ),
                (
                    "POST", "/sessions/presented/present",
                    #"{"controller": {"kind": "view", "id": "alert", "modalPresentationStyle": "fullScreen", "modalTransitionStyle": "crossDissolve"}}"#
                ),
                ("PATCH", "/sessions/presented/controllers/alert", #"{"modalPresentationStyle": "pageSheet"}"#),
            ]
        ),
        (
            "split",
            #"{"id": "split", "root": {"kind": "split", "id": "sv", "presentsWithGesture": false, "children": [{"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list", "title": "Colors"}]}, {"kind": "navigation", "id": "sn", "children": [{"kind": "view", "id": "detail"}]}]}, "traits": {"idiom": "pad"}}"#,
            [
                (
                    "POST", "/sessions/split/controllers/list/show-detail",
                    #"{"controller": {"kind": "navigation", "id": "red", "children": [{"kind": "view", "id": "swatch", "title": "redColor"}]}}"#
                ),
                ("POST", "/sessions/split/set-display-mode", #"{"mode": "oneOverSecondary"}"#),
                // A popover from the list, anchored to its bar item, letting taps through to the detail.
                ("PATCH", "/sessions/split/controllers/list", #"{"navigationItem": {"rightItems": [{"systemItem": "add"}]}}"#),
                (
                    "POST", "/sessions/split/controllers/list/present",
                    #"{"controller": {"kind": "view", "id": "add", "modalPresentationStyle": "popover", "adaptivePresentationStyle": "none", "popoverPresentation": {"sourceController": "list", "barButtonItem": {"bar": "right", "systemItem": "add"}, "permittedArrowDirections": ["up"], "passthroughControllers": ["red"]}}}"#
                ),
            ]
        ),
        (
            "collapsed",
            #"{"id": "collapsed", "root": {"kind": "split", "id": "sv", "preferredDisplayMode": "allVisible", "children": [{"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list"}]}, {"kind": "navigation", "id": "sn", "children": [{"kind": "view", "id": "detail"}]}]}}"#,
            // A phone: the secondary is nested on the primary's stack, and grows there.
            [
                ("POST", "/sessions/collapsed/push", #"{"controller": {"kind": "view", "id": "more"}}"#),
                // A detail shown from the list lands above the nested secondary, nested too.
                (
                    "POST", "/sessions/collapsed/controllers/list/show-detail",
                    #"{"controller": {"kind": "navigation", "id": "rn", "children": [{"kind": "view", "id": "row"}]}}"#
                ),
            ]
        ),
        (
            "container",
            #"{"id": "container", "root": {"kind": "container", "id": "root", "class": "SwitchViewController", "shown": ["blue"], "children": [{"kind": "view", "id": "blue"}, {"kind": "view", "id": "yellow"}]}}"#,
            // Swapped, one child added with its didMove still to come, one hidden.
            [
                ("POST", "/sessions/container/transition", #"{"from": "blue", "to": "yellow"}"#),
                (
                    "POST", "/sessions/container/add-child",
                    #"{"controller": {"kind": "navigation", "id": "later", "children": [{"kind": "view", "id": "inner"}]}, "didMove": false}"#
                ),
                ("POST", "/sessions/container/add-child", #"{"controller": {"kind": "view", "id": "hidden"}, "shown": false}"#),
            ]
        ),
        (
            "dropped",
            #"{"id": "dropped", "root": {"kind": "split", "id": "sv", "collapsesSecondaryOntoPrimary": false, "children": [{"kind": "navigation", "id": "pn", "children": [{"kind": "view", "id": "list"}]}, {"kind": "navigation", "id": "sn", "children": [{"kind": "view", "id": "detail"}]}]}}"#,
            // A phone that dropped the placeholder detail and pushed a row's detail nested.
            [
                (
                    "POST", "/sessions/dropped/controllers/list/show-detail",
                    #"{"controller": {"kind": "navigation", "id": "rn", "children": [{"kind": "view", "id": "row"}]}}"#
                )
            ]
        ),
    ]

    @Test(arguments: shapes.map(\.name))
    func anExportImportedGivesTheSameDocumentAndTheSameScreen(shape: String) throws {
        let (_, create, steps) = try #require(Self.shapes.first { $0.name == shape })
        try withNavState { server in
            let api = try server.client()
            #expect(try api.post("/sessions", create).status == 201)
            for (method, path, body) in steps {
                let answer = try api.request(method, path, json: body)
                #expect(answer.status == 200, "\(path): \(answer.text)")
            }
            let exported = try api.get("/sessions/\(shape)/export")
            #expect(exported.status == 200)
            #expect(exported.json["format"] == "navstate-session")
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            #expect(imported.header("Location") == "/sessions/copy")
            // The same document again, byte for byte, and the same screen.
            #expect(try api.get("/sessions/copy/export").body == exported.body)
            let original = try api.get("/sessions/\(shape)").json
            let copy = try api.get("/sessions/copy").json
            #expect(copy["visible"] == original["visible"])
            #expect(copy["traits"] == original["traits"])
            // Restoration loads and shows what is on screen, nothing else.
            let events = imported.json["events"].arrayValue
            let loaded = Set(events.filter { $0["callback"] == "viewDidLoad" }.compactMap { $0["controller"].stringValue })
            let appeared = Set(events.filter { $0["callback"] == "viewDidAppear" }.compactMap { $0["controller"].stringValue })
            #expect(loaded == appeared)
            #expect(!events.contains { $0["callback"] == "viewWillDisappear" || $0["callback"] == "deinit" })
            let onScreen = Self.nodes(copy["window"]["root"]).filter { $0["appearance"] == "appeared" }.compactMap { $0["id"].stringValue }
            #expect(appeared == Set(onScreen))
            // What is on screen is what was on screen, every field of every node but `viewLoaded`.
            func shown(_ snapshot: JSONValue) -> [JSONValue] {
                Self.nodes(snapshot["window"]["root"]).filter { $0["appearance"] == "appeared" }.map { node in
                    guard case .object(var fields) = node else { return node }
                    for key in ["viewLoaded", "children", "presented"] { fields[key] = nil }
                    return .object(fields)
                }
            }
            #expect(shown(copy) == shown(original))
        }
    }

    /// After an import, the copy goes on as the original does: the pages shown are built as
    /// they were (a nested page view controller on an odd spread, a page with a pushed
    /// controller and a patched root), and turning away and back rebuilds them from the data
    /// source in both, freeing the pushed controller's id in both.
    /// The generated-id counter travels with the document: the next controller made without an
    /// id is `vc3` in the original and in the copy, never `vc2` again (an id the client may
    /// still hold for the controller that left).
    @Test func anImportGoesOnGeneratingIdsWhereTheOriginalWas() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("a")
            #expect(try api.post("/sessions/a/push", #"{"controller": {"kind": "view"}}"#).json["visible"]["top"] == "vc1")
            #expect(try api.post("/sessions/a/push", #"{"controller": {"kind": "view"}}"#).json["visible"]["top"] == "vc2")
            #expect(try api.post("/sessions/a/pop-to-root").status == 200)
            let exported = try api.get("/sessions/a/export")
            #expect(exported.json["nextSerial"] == 3)
            #expect(try api.post("/sessions", #"{"id": "b", "import": \#(exported.text)}"#).status == 201)
            for id in ["a", "b"] {
                let pushed = try api.post("/sessions/\(id)/push", #"{"controller": {"kind": "view"}}"#)
                #expect(pushed.json["visible"]["top"] == "vc3", "\(id)")
            }
            let refused = try api.post(
                "/sessions", #"{"import": \#(exported.text.replacingOccurrences(of: "\"nextSerial\":3", with: "\"nextSerial\":0"))}"#)
            #expect(refused.status == 400)
            #expect(refused.json["detail"] == "import.nextSerial: from 1 to 4503599627370496.")
        }
    }

    @Test func anImportedSessionGoesOnAsTheOriginalDoes() throws {
        try withNavState { server in
            let api = try server.client()
            #expect(
                try api.post(
                    "/sessions",
                    #"{"id": "a", "root": {"kind": "page", "id": "outer", "transitionStyle": "scroll", "pages": [{"kind": "page", "id": "inner", "spinePolicy": "book", "pages": [{"kind": "view", "id": "p0"}, {"kind": "view", "id": "p1"}, {"kind": "view", "id": "p2"}, {"kind": "view", "id": "p3"}, {"kind": "view", "id": "p4"}]}, {"kind": "navigation", "id": "n0", "children": [{"kind": "view", "id": "r0", "title": "R0"}]}]}, "traits": {"idiom": "pad", "orientation": "landscapeLeft"}}"#
                ).status == 201)
            #expect(try api.post("/sessions/a/controllers/inner/set-view-controllers", #"{"controllers": ["p1", "p2"]}"#).status == 200)
            let exported = try api.get("/sessions/a/export")
            #expect(try api.post("/sessions", #"{"id": "b", "import": \#(exported.text)}"#).status == 201)
            let steps: [(String, String, String)] = [
                ("POST", "/controllers/inner/turn-page", #"{"direction": "forward"}"#),
                ("POST", "/controllers/outer/turn-page", #"{"direction": "forward"}"#),
                ("POST", "/controllers/n0/push", #"{"controller": {"kind": "view", "id": "pushed"}}"#),
                ("PATCH", "/controllers/r0", #"{"title": "Patched"}"#),
                ("EXPORT", "", ""),
                ("POST", "/controllers/outer/turn-page", #"{"direction": "reverse"}"#),
                ("POST", "/controllers/outer/turn-page", #"{"direction": "forward"}"#),
                ("POST", "/present", #"{"controller": {"kind": "view", "id": "pushed"}}"#),
            ]
            for (method, path, body) in steps {
                if method == "EXPORT" {
                    // A second copy, taken with a pushed and patched page on screen.
                    let again = try api.get("/sessions/a/export")
                    #expect(try api.post("/sessions", #"{"id": "c", "import": \#(again.text)}"#).status == 201)
                    #expect(try api.get("/sessions/c/export").body == again.body)
                    continue
                }
                let copies = try ["a", "b", "c"].map { id in try api.request(method, "/sessions/\(id)\(path)", json: body) }
                let live = copies.filter { $0.status != 404 }
                for copy in live.dropFirst() {
                    #expect(copy.status == live[0].status, "\(path): \(copy.text)")
                    #expect(copy.json["visible"] == live[0].json["visible"], "\(path)")
                }
            }
            #expect(try api.get("/sessions/b/export").body == api.get("/sessions/a/export").body)
        }
    }

    /// Every node of a snapshot tree, presented ones included.
    private static func nodes(_ node: JSONValue) -> [JSONValue] {
        guard case .object = node else { return [] }
        return [node] + node["children"].arrayValue.flatMap(nodes) + nodes(node["presented"])
    }

    /// A restored navigation stack with a sheet over it: the exact callbacks.
    @Test func importSendsTheCallbacksOfAStateRestoration() throws {
        try withNavState { server in
            let api = try server.client()
            let document =
                #"{"format": "navstate-session", "version": 1, "traits": {"idiom": "pad", "orientation": "portrait", "horizontalSizeClass": null, "verticalSizeClass": null}, "root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "list"}, {"kind": "view", "id": "detail"}]}, "presented": [{"presenter": "nav", "style": "formSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view", "id": "form", "modalPresentationStyle": "formSheet"}}]}"#
            let imported = try api.post("/sessions", #"{"id": "restored", "import": \#(document)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            #expect(
                imported.json["events"]
                    == .array(
                        Expected.events(
                            [
                                "list.willMoveToParent(nav)", "detail.willMoveToParent(nav)",
                                "nav.viewDidLoad", "detail.viewDidLoad", "form.viewDidLoad",
                                "nav.viewWillAppear", "detail.viewWillAppear", "form.viewWillAppear",
                                "nav.viewDidAppear", "detail.viewDidAppear", "form.viewDidAppear",
                                "list.didMoveToParent(nav)", "detail.didMoveToParent(nav)",
                            ], animated: false)))
            #expect(imported.json["window"]["root"]["children"][0]["viewLoaded"] == false)
        }
    }

    /// A page view controller `p<level>` whose one page is `p<level + 1>`.
    private static func pageLink(_ level: Int) -> String {
        #"{"kind": "page", "id": "p\#(level)", "pages": [{"kind": "page", "id": "p\#(level + 1)", "pages": [{"kind": "view"}]}]}"#
    }

    @Test func documentsThatDoNotRestoreAreRefusedAndCreateNothing() throws {
        try withNavState { server in
            let api = try server.client()
            let root = #""root": {"kind": "navigation", "id": "nav", "children": [{"kind": "view", "id": "a"}]}"#
            let traits = #""traits": {"idiom": "phone", "orientation": "portrait", "horizontalSizeClass": null, "verticalSizeClass": null}"#
            func document(version: Int = 1, presented: String = "[]") -> String {
                #"{"format": "navstate-session", "version": \#(version), \#(traits), \#(root), "presented": \#(presented)}"#
            }
            let cases: [(body: String, status: Int, type: String)] = [
                (#"{"import": \#(document(version: 2))}"#, 400, "invalid-body"),
                (#"{"import": \#(document()), \#(root)}"#, 400, "invalid-body"),
                (#"{"import": \#(document()), \#(traits)}"#, 400, "invalid-body"),
                (#"{"import": {"format": "other", "version": 1}}"#, 400, "invalid-body"),
                (
                    #"{"import": \#(document(presented: #"[{"presenter": "ghost", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view"}}]"#))}"#,
                    422, "invalid-restoration"
                ),
                (
                    #"{"import": \#(document(presented: #"[{"presenter": "nav", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view", "id": "a"}}]"#))}"#,
                    409, "id-in-use"
                ),
                (
                    #"{"import": \#(document(presented: #"[{"presenter": "a", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view"}}]"#))}"#,
                    422, "invalid-restoration"
                ),
                (
                    #"{"import": \#(document(presented: #"[{"presenter": "nav", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view", "id": "x"}}, {"presenter": "nav", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view", "id": "y"}}]"#))}"#,
                    409, "already-presenting"
                ),
                (
                    #"{"import": \#(document(presented: "[" + (0..<11).map { _ in #"{"presenter": "nav", "style": "pageSheet", "transitionStyle": "coverVertical", "controller": {"kind": "view"}}"# }.joined(separator: ", ") + "]"))}"#,
                    422, "too-many-presented-controllers"
                ),
                (
                    #"{"import": \#(document(presented: #"[{"presenter": "nav", "style": "pageSheet", "transitionStyle": "partialCurl", "controller": {"kind": "view"}}]"#))}"#,
                    422, "partial-curl-requires-full-screen"
                ),
                (#"{"}"#, 400, "malformed-json"),
                // Pages shown that name the page view controller they are listed under, or each
                // other: each entry is placed once (building them recursed without end).
                (
                    #"{"id":"x","import":{"format":"navstate-session","version":1,"traits":{"idiom":"phone","orientation":"portrait","horizontalSizeClass":null,"verticalSizeClass":null},"root":{"kind":"page","id":"ps","transitionStyle":"scroll","pages":[{"kind":"view","id":"a"}]},"presented":[],"shownPages":{"ps":[{"kind":"page","id":"ps","transitionStyle":"scroll","pages":[{"kind":"view","id":"b"}]}]}}}"#,
                    422, "invalid-restoration"
                ),
                (
                    #"{"import": {"format": "navstate-session", "version": 1, \#(traits), "root": {"kind": "page", "id": "p", "pages": [{"kind": "page", "id": "q", "pages": [{"kind": "view"}]}]}, "presented": [], "shownPages": {"p": [{"kind": "page", "id": "q", "pages": [{"kind": "view"}]}], "q": [{"kind": "page", "id": "p", "pages": [{"kind": "view"}]}]}}}"#,
                    422, "invalid-restoration"
                ),
                // A chain of pages shown deeper than any tree may be: refused before it is built.
                (
                    #"{"import": {"format": "navstate-session", "version": 1, \#(traits), "root": \#(Self.pageLink(0)), "presented": [], "shownPages": {\#((0..<80).map { #""p\#($0)": [\#(Self.pageLink($0 + 1))]"# }.joined(separator: ", "))}}}"#,
                    400, "invalid-body"
                ),
            ]
            for (body, status, type) in cases {
                let refused = try api.post("/sessions", body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.problemType == type, "\(body): \(refused.text)")
            }
            #expect(try api.get("/sessions").json["sessions"].arrayValue.isEmpty)
        }
    }
}
