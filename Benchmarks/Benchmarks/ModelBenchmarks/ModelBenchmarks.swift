import Benchmark
import EventHTTP
import NavStateDocuments
import NavigationModel

/// A navigation controller over `count - 1` content controllers: `count` controllers in all.
private func navigation(_ count: Int) -> ControllerSpec {
    var children: [ControllerSpec] = []
    for index in 1..<count {
        var spec = ControllerSpec.view(nil, title: "Screen \(index)")
        spec.properties.navigationItem.rightItems = [BarButtonItem(systemItem: .add)]
        children.append(spec)
    }
    return .navigation(nil, children)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 100,
        scalingFactor: .kilo,
        maxDuration: .seconds(3))

    Benchmark("push+pop, 10-deep stack") { benchmark in
        var hierarchy = try Hierarchy.create(root: navigation(10)).0
        let push = Action.push(target: .automatic, controller: .new(.view(nil, title: "Pushed")), animated: true)
        let pop = Action.pop(target: .automatic, animated: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try hierarchy.apply(push))
            blackHole(try hierarchy.apply(pop))
        }
    }

    Benchmark("snapshot JSON, 50-controller tree") { benchmark in
        let hierarchy = try Hierarchy.create(root: navigation(50)).0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SnapshotJSON.encode(session: "bench", hierarchy: hierarchy))
        }
    }

    // The settings of page and split view controllers are written through their rows.
    Benchmark("snapshot JSON, split of two page view controllers") { benchmark in
        let pages = { (prefix: String) in
            ControllerSpec.page(nil, ControllerSpec.PageOptions(pages: (0..<10).map { .view(ControllerID("\(prefix)\($0)")) }))
        }
        let hierarchy = try Hierarchy.create(root: .split(nil, primary: pages("a"), secondary: pages("b"))).0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SnapshotJSON.encode(session: "bench", hierarchy: hierarchy))
        }
    }

    // The most a body can ask of the decoder within the limits: 64 KiB of userInfo nested as
    // deep as allowed (docs/operations.md, "Limits in bytes and time"), parsed and decoded as
    // a request body is.
    // One decode a measurement, not a thousand: at a few milliseconds each, the default
    // scaling kept `make bench-micro` running for many minutes.
    Benchmark("decode 64 KiB worst-case body", configuration: .init(scalingFactor: .one, maxDuration: .seconds(3))) {
        benchmark in
        let nest = String(repeating: "[", count: 15) + "1" + String(repeating: "]", count: 15)
        let items = Array(repeating: nest, count: 1_900).joined(separator: ",")
        let body = Array(#"{"kind": "view", "userInfo": [\#(items)]}"#.utf8)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try RequestJSON.spec(from: body))
        }
    }

    // What a creation answers beside its snapshot: the callbacks of a 50-controller tree's
    // first appearance (a push or pop answers 7 of the same kinds).
    Benchmark("events JSON, a 50-controller creation") { benchmark in
        let events = try Hierarchy.create(root: navigation(50)).1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SnapshotJSON.events(events))
        }
    }

    // A router with as many routes as NavState's API, asked for one near its end.
    Benchmark("route match, 60 routes") { benchmark in
        var router = Router<Int>()
        let resources = ["sessions", "storyboards", "keys", "tenants", "assets", "schemas"]
        for (index, resource) in resources.enumerated() {
            for (offset, suffix) in ["", "/:id", "/:id/history", "/:id/export", "/:id/events", "/:id/controllers/:cid"]
                .enumerated()
            {
                router.add(.GET, "/\(resource)\(suffix)", index * 10 + offset)
                router.add(.POST, "/\(resource)\(suffix)/push", index * 10 + offset)
            }
        }
        let path = ["sessions", "s42", "push"]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(router.match(method: .POST, pathSegments: path))
        }
    }

    Benchmark("create session, 50-controller spec") { benchmark in
        let spec = navigation(50)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try Hierarchy.create(root: spec))
        }
    }
}
