import EventHTTPTesting
import Foundation
import NavStateDocuments
import NavStateServer
import NavigationModel
import Testing

/// The three request sequences that used to kill the process, replayed over HTTP:
/// each is answered with a clear 4xx or succeeds safely, and the server stays up with every
/// other session intact.
@Suite struct RobustnessTests {
    /// Runs `body` beside a bystander session and checks that it is untouched afterwards.
    private func withBystander(_ api: APIClient, _ body: () throws -> Void) throws {
        try api.createNavigationSession("bystander", stack: ["a", "b"])
        let before = try api.get("/sessions/bystander").body
        try body()
        #expect(try api.get("/healthz").status == 200)
        #expect(try api.get("/sessions/bystander").body == before, "another session is intact")
    }

    @Test func reproA_aDerivedIdCannotOverwriteAClientController() throws {
        try withNavState { server in
            let api = try server.client()
            try withBystander(api) {
                try api.post(
                    "/sessions",
                    #"{"id": "s", "root": {"kind": "navigation", "id": "n", "children": [{"kind": "view", "id": "pv.blank"}]}}"#)
                let present = try api.post(
                    "/sessions/s/present",
                    #"{"controller": {"kind": "page", "id": "pv", "spineLocation": "mid", "pages": [{"kind": "view"}]}}"#)
                #expect(present.status == 422)
                #expect(present.problemType == "derived-id-conflict")
                #expect(
                    present.json["detail"]
                        == "The id 'pv.blank' is the one NavState derives for the blank page of page view controller 'pv'; a client controller cannot use it."
                )
                let dismiss = try api.post("/sessions/s/dismiss")
                #expect(dismiss.problemType == "nothing-to-dismiss")
                #expect(try api.get("/sessions/s").status == 200)
                #expect(try api.get("/sessions/s?format=text").status == 200)
            }
        }
    }

    @Test func reproB_aNestedDataSourceKeepsTheIdsItsOwnerStillNeeds() throws {
        try withNavState { server in
            let api = try server.client()
            try withBystander(api) {
                try api.createNavigationSession("s", stack: ["root"])
                let present = try api.post(
                    "/sessions/s/present",
                    #"""
                    {"controller": {"kind": "page", "id": "P", "transitionStyle": "scroll",
                     "pages": [{"kind": "page", "id": "Q", "pages": [{"kind": "view", "id": "a"}]}, {"kind": "view", "id": "z"}]}}
                    """#)
                #expect(present.status == 200)
                #expect(try api.post("/sessions/s/controllers/P/turn-page", #"{"direction": "forward"}"#).status == 200)
                let push = try api.post("/sessions/s/controllers/nav/push", #"{"controller": {"kind": "view", "id": "a"}}"#)
                #expect(push.status == 409)
                #expect(push.problemType == "id-in-use")
                #expect(push.json["detail"] == "The id 'a' is kept by page view controller 'P' for a page of its data source.")
                #expect(try api.post("/sessions/s/controllers/P/turn-page", #"{"direction": "reverse"}"#).status == 200)
                #expect(try api.post("/sessions/s/controllers/nav/pop").problemType == "nothing-to-pop")
                #expect(try api.get("/sessions/s").json["window"]["root"]["presented"]["children"][0]["children"][0]["id"] == "a")
            }
        }
    }

    @Test func reproC_presentationChainsAreBoundedByDepth() throws {
        try withNavState { server in
            let api = try server.client()
            try withBystander(api) {
                try api.createNavigationSession("s", stack: ["root"])
                // A 13-level chain ending in a controller that defines the context, presented
                // again and again over the current context: each new layer hangs below the last.
                var chain = #"{"kind": "view", "definesPresentationContext": true}"#
                for _ in 0..<6 { chain = #"{"kind": "navigation", "children": [{"kind": "page", "pages": [\#(chain)]}]}"# }
                let presented = chain.replacingOccurrences(
                    of: #"{"kind": "navigation","#, with: #"{"kind": "navigation", "modalPresentationStyle": "currentContext","#,
                    options: [.anchored])
                var statuses: [Int] = []
                for _ in 0..<20 {
                    let response = try api.post("/sessions/s/present", #"{"controller": \#(presented)}"#)
                    statuses.append(response.status)
                    if response.status != 200 {
                        #expect(response.problemType == "tree-too-deep")
                        break
                    }
                }
                #expect(statuses == [200, 422], "the second layer would be deeper than 16")
                let text = try api.get("/sessions/s?format=text")
                #expect(text.status == 200)
                #expect(text.body.count < 10_000)
            }
        }
    }

    @Test func aTitleCannotForgeLinesInTheTextTree() throws {
        try withNavState { server in
            let api = try server.client()
            try api.post(
                "/sessions",
                #"{"id": "t", "root": {"kind": "view", "id": "v", "class": "My\nClass", "title": "Inbox\n   | <Fake x>, state: appeared \"q\"\u2028"}}"#
            )
            let text = try api.get("/sessions/t?format=text").text
            #expect(
                text == #"<My\nClass v>, state: appeared, view: <UIView>, title: "Inbox\n   | <Fake x>, state: appeared \"q\"\u2028""#
                    + "\n")
        }
    }

    static let badSpecs: [(body: String, detail: String)] = [
        (
            #"{"root": {"kind": "window"}}"#,
            "root.kind: 'window' is not one of 'view', 'navigation', 'tabBar', 'page', 'split', 'container', 'alert', 'search'."
        ),
        (
            #"{"root": {"title": "x"}}"#,
            "root.kind: required field is missing; one of 'view', 'navigation', 'tabBar', 'page', 'split', 'container', 'alert', 'search'."
        ),
        (#"{"root": {"kind": "view", "title": 3}}"#, "root.title: expected a string."),
        (#"{"root": {"kind": "view", "modalPresentationStyle": 3}}"#, "root.modalPresentationStyle: expected a string."),
        (#"{"root": {"kind": "navigation", "children": {"kind": "view"}}}"#, "root.children: expected an array."),
        (
            #"{"root": {"kind": "tabBar", "selectedIndex": 1.5, "children": [{"kind": "view"}]}}"#,
            "root.selectedIndex: expected a whole number."
        ),
        (
            #"{"root": {"kind": "view"}, "traits": {"orientation": "sideways"}}"#,
            "traits.orientation: 'sideways' is not one of 'portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight'."
        ),
        (#"{"root": {"kind": "view"}, "color": 1}"#, "color: unknown field; allowed: callbacks, id, import, root, storyboard, traits."),
        (#"[1]"#, "body: expected an object."),
    ]

    @Test func noAnswerNamesASwiftType() throws {
        try withNavState { server in
            let api = try server.client()
            for bad in Self.badSpecs {
                let response = try api.post("/sessions", bad.body)
                #expect(response.status == 400, "\(bad.body)")
                #expect(response.json["detail"].stringValue == bad.detail)
            }
        }
    }

    @Test(arguments: [
        HTTPRefusal(
            "POST", "/sessions", #"{"id": "t", "root": {"kind": "tabBar", "id": "tb", "children": [{"kind": "view", "id": "tb.more"}]}}"#,
            422, "derived-id-conflict"),
        HTTPRefusal(
            "POST", "/sessions",
            #"{"id": "t", "root": {"kind": "tabBar", "children": [{"kind": "view", "id": "a"}], "customizable": ["b"]}}"#,
            422, "customizable-not-a-tab"),
        HTTPRefusal("POST", "/sessions", #"{"id": "t", "root": {"kind": "view", "toolbarHidden": true}}"#, 422, "field-not-applicable"),
        HTTPRefusal("PATCH", "/sessions/r/controllers/a", #"{"doubleSided": true}"#, 422, "field-not-applicable"),
    ])
    func smallRefusals(_ refusal: HTTPRefusal) throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r", stack: ["a", "b"])
            try api.expectRefused(refusal, session: "r")
        }
    }

    @Test func popToRootAtTheRootQuotesItsOwnMethod() throws {
        try withNavState { server in
            let api = try server.client()
            try api.createNavigationSession("r", stack: ["a"])
            let response = try api.post("/sessions/r/pop-to-root")
            #expect(response.problemType == "nothing-to-pop")
            #expect(response.json["uikit"] == "popToRootViewControllerAnimated: returns nil when nothing is above the target (no-op)")
        }
    }

    @Test func theWritersHandleATreeAtTheLimitsOnASmallStack() throws {
        // A chain of page view controllers as deep as any configuration may allow, each page with
        // a nested userInfo, then ten presented layers: written as JSON and as text on a 512 KiB
        // thread (the event loops have 8 MiB).
        let depth = APIConfiguration.depthCeiling
        let limits = Limits(maxDepth: depth, maxControllers: 10_000, maxPresentedLayers: 10)
        let userInfo = String(repeating: "[", count: 16) + String(repeating: "]", count: 16)
        var spec = #"{"kind": "view", "id": "leaf", "definesPresentationContext": true, "userInfo": \#(userInfo)}"#
        for level in 1..<(depth - 10) {
            spec = #"{"kind": "page", "id": "p\#(level)", "title": "T\#(level)", "userInfo": \#(userInfo), "pages": [\#(spec)]}"#
        }
        var hierarchy = try Hierarchy.create(root: JSONDecoder().decode(ControllerSpec.self, from: Data(spec.utf8)), limits: limits).0
        for layer in 0..<10 {
            var presented = ControllerSpec.view(ControllerID("layer\(layer)"))
            presented.properties.modalPresentationStyle = .overCurrentContext
            presented.properties.definesPresentationContext = true
            try hierarchy.apply(.present(target: .automatic, controller: .new(presented), animated: false))
        }
        #expect(hierarchy.invariantViolations() == [])
        let written = SmallStackThread.run(stackBytes: 512 * 1024) { [hierarchy] in
            let json = SnapshotJSON.encode(session: "deep", hierarchy: hierarchy)
            let text = SnapshotJSON.text(of: hierarchy)
            return [json.count, text.split(separator: "\n").count]
        }
        #expect(written.count == 2 && written[0] > 10_000)
        #expect(written.last == depth)
    }
}

/// Runs work on a thread with a small stack and waits for its result.
enum SmallStackThread {
    static func run(stackBytes: Int, _ work: @escaping @Sendable () throws -> [Int]) -> [Int] {
        let result = ResultBox()
        let thread = Thread {
            result.set((try? work()) ?? [])
            result.done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        result.done.wait()
        return result.value
    }

    private final class ResultBox: @unchecked Sendable {
        // @unchecked: `value` is written once by the thread before it signals `done`, and read
        // only after `done`.
        let done = DispatchSemaphore(value: 0)
        private(set) var value: [Int] = []
        func set(_ value: [Int]) { self.value = value }
    }
}
