// swift-tools-version:6.1
import PackageDescription

// NavStateClient: the Swift client of NavState's API, generated from the project's one
// `openapi.yaml` by swift-openapi-generator's build plugin, with a hand-written layer that reads
// like the domain (`NavStateSession`). A package of its own, as `Benchmarks/` is, so that the
// server's build stays light.
let package = Package(
    name: "NavStateClient",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NavStateClient", targets: ["NavStateClient"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "NavStateClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                // swift-openapi-urlsession streams answers on Apple platforms only; on Linux a
                // transport of the client's own reads them from URLSession's delegate callbacks
                // (an event stream never ends, so a buffering transport cannot carry it).
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "NavStateClientTests",
            dependencies: [
                "NavStateClient",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ]
        ),
        // The example integration test of docs/swift-client.md.
        .testTarget(
            name: "MailAppTests",
            dependencies: ["NavStateClient"],
            path: "Examples/MailAppTests"
        ),
    ]
)
