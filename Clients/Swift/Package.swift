// swift-tools-version:6.1
import PackageDescription

// NavStateClient: the Swift client of NavState's API, generated from the project's one
// `openapi.yaml` by swift-openapi-generator (`make client-generate` writes Sources/NavStateClient/
// Generated, committed; `make test` fails when the document changed since), with a hand-written
// layer that reads like the domain (`NavStateSession`). A package of its own, as `Benchmarks/`
// is, so that the server's build stays light; the generator is a package of its own too
// (`Generator/`), so that building the client does not build it.
let apple: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

let package = Package(
    name: "NavStateClient",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NavStateClient", targets: ["NavStateClient"])
    ],
    dependencies: [
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
                // (an event stream never ends, so a buffering transport cannot carry it), and
                // the package is not built there (nor swift-collections, which it needs).
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession", condition: .when(platforms: apple)),
            ],
            // What the generator reads (`make client-generate`), not what the package builds.
            exclude: ["openapi-generator-config.yaml"]
        ),
        .testTarget(
            name: "NavStateClientTests",
            dependencies: [
                "NavStateClient",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
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
