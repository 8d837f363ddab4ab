import Benchmark
import NavStateServer
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

    Benchmark("create session, 50-controller spec") { benchmark in
        let spec = navigation(50)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try Hierarchy.create(root: spec))
        }
    }
}
