import Foundation
import NavigationModel
import Testing

/// Controllers a custom container removes and keeps (remove-child and transition with `keep`),
/// over HTTP: Seed 004's switch as its code does it, the node's `kept`, the store and exports.
@Suite struct KeptChildHTTPTests {
    /// Seed 004's `switchViewFromViewController:toViewController:` as two actions of one batch
    /// (remove the shown child and keep it, add the other): blue comes back as the same instance,
    /// its view loaded, and the store and an export keep the detached controller.
    @Test func theViewSwitcherKeepsWhatItRemoves() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        try store.serve { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"""
                {"id": "switcher", "root": {"kind": "container", "id": "root", "class": "SwitchViewController",
                  "children": [{"kind": "view", "id": "blue", "title": "Blue"}]}}
                """#)
            let first = try api.post(
                "/sessions/switcher/actions",
                #"""
                {"actions": [{"action": "remove-child", "body": {"child": "blue", "keep": true, "animated": false}},
                  {"action": "add-child", "body": {"controller": {"kind": "view", "id": "yellow", "title": "Yellow"}, "animated": false}}]}
                """#)
            #expect(first.status == 200, "\(first.text)")
            #expect(
                first.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "blue.willMoveToParent(nil)", "blue.viewWillDisappear(false)", "blue.viewDidDisappear(false)",
                    "blue.didMoveToParent(nil)", "yellow.willMoveToParent(root)", "yellow.viewDidLoad", "yellow.viewWillAppear(false)",
                    "yellow.viewDidAppear(false)", "yellow.didMoveToParent(root)",
                ], "no deinit: the seed's property keeps blue")
            #expect(
                first.json["window"]["root"]["kept"] == [
                    [
                        "id": "blue", "kind": "view", "class": "UIViewController", "title": "Blue", "appearance": "disappeared",
                        "viewLoaded": true, "children": [], "presented": nil,
                    ]
                ])
            let back = try api.post(
                "/sessions/switcher/actions",
                #"""
                {"actions": [{"action": "remove-child", "body": {"child": "yellow", "keep": true, "animated": false}},
                  {"action": "add-child", "body": {"controller": "blue", "animated": false}}]}
                """#)
            #expect(
                back.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "yellow.willMoveToParent(nil)", "yellow.viewWillDisappear(false)", "yellow.viewDidDisappear(false)",
                    "yellow.didMoveToParent(nil)", "blue.willMoveToParent(root)", "blue.viewWillAppear(false)",
                    "blue.viewDidAppear(false)", "blue.didMoveToParent(root)",
                ], "the same blue: no second viewDidLoad")
            #expect(back.json["window"]["root"]["kept"].arrayValue.map { $0["id"] } == ["yellow"])
            let warned = try api.post("/sessions/switcher/memory-warning")
            #expect(
                warned.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "root.didReceiveMemoryWarning", "blue.didReceiveMemoryWarning", "yellow.didReceiveMemoryWarning",
                ], "a kept controller is told too, and only the app releases it")
            try api.post(
                "/sessions/switcher/present",
                #"{"controller": {"kind": "container", "id": "other", "children": []}, "animated": false}"#)
            let elsewhere = try api.post("/sessions/switcher/controllers/other/add-child", #"{"controller": "yellow"}"#)
            #expect(elsewhere.status == 409)
            #expect(elsewhere.problemType == "kept-by-container")
            #expect(
                elsewhere.json["detail"]
                    == "Controller 'yellow' was removed from 'root' and is kept by it, detached; add-child or transition on 'root' adds it back."
            )
            let exported = try api.get("/sessions/switcher/export")
            #expect(exported.json["kept"] == ["root": [["kind": "view", "id": "yellow", "title": "Yellow"]]])
            let imported = try api.post("/sessions", #"{"id": "copy", "import": \#(exported.text)}"#)
            #expect(imported.status == 201, "\(imported.text)")
            #expect(imported.json["window"]["root"]["kept"][0]["viewLoaded"] == false, "rebuilt detached, its view not loaded")
            let stray = exported.text.replacingOccurrences(of: #""kept":{"#, with: #""kept":{"nowhere":[{"kind":"view","id":"zz"}],"#)
            let refused = try api.post("/sessions", #"{"id": "stray", "import": \#(stray)}"#)
            #expect(refused.status == 400)
            #expect(refused.json["detail"] == "import.kept: 'nowhere' names no custom container of the document.")
            let gone = try api.post("/sessions/switcher/controllers/root/remove-child", #"{"child": "yellow"}"#)
            #expect(gone.json["events"].arrayValue.compactMap { $0["call"].stringValue } == ["yellow.deinit"])
            #expect(gone.json["window"]["root"]["kept"] == nil, "written only when the container keeps some")
            #expect(try api.get("/sessions/switcher/controllers/yellow").status == 404)
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/switcher").json["window"]["root"]["kept"] == nil)
            #expect(try api.get("/sessions/copy").json["window"]["root"]["kept"][0]["id"] == "yellow", "the import was stored")
        }
    }

    /// Recipe 7-7's flip keeps its front with `transition {"keep": true}` and flips back to it;
    /// the store keeps a kept controller across a restart; a child that presents is refused.
    @Test func aFlipKeepsItsFrontAcrossARestart() throws {
        let store = try TemporaryStore()
        defer { store.clean() }
        var window: JSONValue = nil
        try store.serve { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"{"id": "flip", "root": {"kind": "container", "id": "card", "children": [{"kind": "view", "id": "front"}]}}"#)
            let flipped = try api.post(
                "/sessions/flip/transition", #"{"from": "front", "to": {"kind": "view", "id": "back"}, "keep": true, "duration": 0}"#)
            #expect(
                flipped.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "front.willMoveToParent(nil)", "back.willMoveToParent(card)", "back.viewDidLoad", "front.viewWillDisappear(false)",
                    "back.viewWillAppear(false)", "front.viewDidDisappear(false)", "back.viewDidAppear(false)",
                    "front.didMoveToParent(nil)", "back.didMoveToParent(card)",
                ])
            window = try api.get("/sessions/flip").json["window"]
            #expect(window["root"]["kept"].arrayValue.map { $0["id"] } == ["front"])
        }
        try store.serve { server in
            let api = try server.client()
            #expect(try api.get("/sessions/flip").json["window"] == window, "the store keeps the detached controller")
            let back = try api.post("/sessions/flip/transition", #"{"from": "back", "to": "front", "duration": 0}"#)
            #expect(
                back.json["events"].arrayValue.compactMap { $0["call"].stringValue } == [
                    "back.willMoveToParent(nil)", "front.willMoveToParent(card)", "back.viewWillDisappear(false)",
                    "front.viewWillAppear(false)", "back.viewDidDisappear(false)", "front.viewDidAppear(false)",
                    "back.didMoveToParent(nil)", "front.didMoveToParent(card)", "back.deinit",
                ], "the same front, loaded; back released without keep")
            try api.request("PATCH", "/sessions/flip/controllers/front", json: #"{"definesPresentationContext": true}"#)
            try api.post(
                "/sessions/flip/controllers/front/present",
                #"{"controller": {"kind": "view", "id": "sheet", "modalPresentationStyle": "currentContext"}}"#)
            let refused = try api.post("/sessions/flip/controllers/card/remove-child", #"{"child": "front", "keep": true}"#)
            #expect(refused.status == 409)
            #expect(refused.problemType == "cannot-keep")
            #expect(refused.json["revision"] == 5, "nothing changed")
            let didMove = try api.post("/sessions/flip/controllers/card/did-move", #"{"child": "front", "keep": true}"#)
            #expect(didMove.status == 400, "keep is remove-child's and transition's")
        }
    }
}
