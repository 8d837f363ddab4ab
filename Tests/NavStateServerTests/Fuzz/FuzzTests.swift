import Foundation
import NavStateServer
import NavigationModel
import Testing

/// The stateful fuzz test: seeded random sequences of valid and invalid requests over
/// sessions of every shape, every answer and the hierarchy checked after every step.
///
/// `make test` runs fixed seeds; `make fuzz` sets `NAVSTATE_FUZZ_SECONDS` and runs new seeds for
/// that long. `NAVSTATE_FUZZ_SEED=N` replays one seed. A failure prints its seed and the
/// shortest sequence of steps found that still fails.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    /// In two halves of the fixed seeds, which the test runner runs side by side (the whole was
    /// the longest test of `make test`); a seed or a duration from the environment runs in the
    /// first half alone.
    @Test(arguments: [Array(UInt64(1)...16), Array(UInt64(17)...32)])
    func randomSequencesKeepEveryInvariantInProcess(seeds fixedSeeds: [UInt64]) throws {
        let replaying =
            Self.environment["NAVSTATE_FUZZ_SEED"].flatMap(UInt64.init) != nil
            || Self.environment["NAVSTATE_FUZZ_SECONDS"].flatMap(Double.init) != nil
        if replaying, fixedSeeds.first != 1 { return }
        try Hierarchy.$trapsOnBrokenInvariants.withValue(false) {
            // Odd seeds run under tight limits, so that every limit is met often.
            let tight = APIConfiguration(
                maxTreeDepth: 6, maxChildren: 10, maxControllers: 26, maxPresentedLayers: 3, maxCallbacksPerBatch: 30,
                maxControllerBytes: 200)
            var fuzzers = [SessionFuzzer(target: InProcessTarget()), SessionFuzzer(target: InProcessTarget(configuration: tight))]
            // 250 steps a seed in `make test`, where this test is the largest share of the CPU (the
            // first 250 of `make fuzz`'s 400: a seed replays the same prefix either way).
            let steps = Int(Self.environment["NAVSTATE_FUZZ_STEPS"] ?? "") ?? 250
            var seeds = fixedSeeds
            if let seed = Self.environment["NAVSTATE_FUZZ_SEED"].flatMap(UInt64.init) { seeds = [seed] }
            let deadline = Self.environment["NAVSTATE_FUZZ_SECONDS"].flatMap(Double.init).map { Date().addingTimeInterval($0) }
            var run = 0
            var total = 0
            let start = Date()
            while run < seeds.count || (deadline.map { Date() < $0 } ?? false) {
                let seed = run < seeds.count && deadline == nil ? seeds[run] : UInt64.random(in: 1...UInt64.max)
                run += 1
                if deadline != nil { print("fuzz seed \(seed)") }
                let which = Int(seed % 2)
                let result = try fuzzers[which].run(seed: seed, count: steps)
                total += result.steps.count
                guard !result.problems.isEmpty else { continue }
                let shortest = try fuzzers[which].shrink(result.steps)
                let problems = try fuzzers[which].replay(shortest)
                let limits = which == 1 ? " (tight limits: \(tight.limits))" : ""
                Issue.record(
                    "\(FuzzFailure(seed: seed, steps: shortest, problems: problems.isEmpty ? result.problems : problems))\(limits)")
                return
            }
            let seconds = Date().timeIntervalSince(start)
            if Self.environment["NAVSTATE_FUZZ_STATISTICS"] != nil {
                let statistics = fuzzers[0].statistics.merging(fuzzers[1].statistics, uniquingKeysWith: +)
                for (key, count) in statistics.sorted(by: { $0.key < $1.key }) { print("  \(count)\t\(key)") }
            }
            print("fuzz: \(run) seeds, \(total) steps in \(String(format: "%.1f", seconds)) s (\(Int(Double(total) / seconds)) steps/s)")
        }
    }

    @Test func randomSequencesOverHTTPKeepTheServerUpAndTheAnswersDocumented() throws {
        try withNavState(loops: 2) { server in
            var fuzzer = SessionFuzzer(target: try LiveTarget(port: server.port))
            for seed: UInt64 in 101...108 {
                let result = try fuzzer.run(seed: seed, count: 200)
                if !result.problems.isEmpty {
                    Issue.record("\(FuzzFailure(seed: seed, steps: result.steps, problems: result.problems))")
                    return
                }
            }
            #expect(try server.client().get("/healthz").status == 200)
        }
    }
}
