// swift-tools-version:6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "NavState",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "navstate", targets: ["navstate"]),
        .library(name: "EventHTTP", targets: ["EventHTTP"]),
        .library(name: "NavigationModel", targets: ["NavigationModel"]),
        .library(name: "NavStateDocuments", targets: ["NavStateDocuments"]),
        .library(name: "NavStateServer", targets: ["NavStateServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibevent",
            pkgConfig: "libevent_pthreads",
            providers: [.apt(["libevent-dev"])]
        ),
        .systemLibrary(
            name: "CLibpq",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(
            name: "EventHTTP",
            dependencies: ["CLibevent"],
            swiftSettings: strict
        ),
        .target(
            name: "NavigationModel",
            swiftSettings: strict
        ),
        // The JSON documents the server writes and reads back: snapshots, events, journal
        // entries, exports, checkpoints (the model's archive form), storyboard copies.
        .target(
            name: "NavStateDocuments",
            dependencies: ["NavigationModel"],
            swiftSettings: strict
        ),
        // Where sessions outlive the process: SQLite and PostgreSQL. Knows the documents, never
        // HTTP, routes or problems.
        .target(
            name: "NavStateStore",
            dependencies: [
                "NavigationModel", "NavStateDocuments", "CSQLite", "CLibpq",
            ],
            swiftSettings: strict
        ),
        // Sessions and how they change: the registry, the commit pipeline, the journal, keys,
        // event streams, what other nodes did. Knows the store, never HTTP: how a refusal or
        // an answer is sent is the server's.
        .target(
            name: "NavStateCore",
            dependencies: ["NavigationModel", "NavStateDocuments", "NavStateStore"],
            swiftSettings: strict
        ),
        // The HTTP API on EventHTTP: routes, problem+json, the live view, metrics, security.
        .target(
            name: "NavStateServer",
            dependencies: [
                "EventHTTP",
                "NavStateCore",
                "NavigationModel",
                "NavStateDocuments",
                "NavStateStore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            // The live view's page, script and style, compiled into the binary as byte arrays
            // (`PackageResources`): nothing to install beside it, no CDN, no build step.
            resources: [
                .embedInCode("View/Assets/view.html"), .embedInCode("View/Assets/view.js"),
                .embedInCode("View/Assets/view.css"),
                // openapi.yaml, openapi.json and the schemas are not resources: as byte-array
                // literals they took about a minute of every debug build; they are raw string
                // literals in View/ServedDocuments.swift, written by the tests from the files.
            ],
            swiftSettings: strict
        ),
        .target(
            name: "EventHTTPTesting",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "navstate",
            dependencies: [
                "NavStateServer",
                "NavStateStore",
                "NavigationModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "EventHTTPTests",
            dependencies: ["EventHTTP", "EventHTTPTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "NavigationModelTests",
            dependencies: ["NavigationModel"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "NavStateServerTests",
            dependencies: [
                "NavStateServer",
                "NavStateCore",
                "NavStateDocuments",
                "NavStateStore",
                "EventHTTP",
                "EventHTTPTesting",
                "NavigationModel",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Recorded answers and stores the tests read by path (`#filePath`), not as resources.
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "navstateTests",
            dependencies: [
                "navstate", "NavStateServer", "NavStateStore", "EventHTTP", "EventHTTPTesting", "NavigationModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
    ]
)
