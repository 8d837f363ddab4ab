// swift-tools-version:6.1
// Micro-benchmarks of the model, the snapshot writer and the router, with ordo-one's package-benchmark.
// A package of its own so that `make test` never builds it: run `make bench-micro` at the root.
import PackageDescription

let package = Package(
    name: "NavStateBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ModelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavigationModel", package: "main"),
                .product(name: "NavStateDocuments", package: "main"),
                .product(name: "EventHTTP", package: "main"),
            ],
            path: "Benchmarks/ModelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
