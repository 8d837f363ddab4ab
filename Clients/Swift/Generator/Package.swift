// swift-tools-version:6.1
import PackageDescription

// The generator of the Swift client's code (`make client-generate`), apart from the client's own
// package: building swift-openapi-generator (OpenAPIKit, Yams, …) took most of a fresh clone's
// client build, and the code it writes is committed instead (Clients/Swift/Sources/NavStateClient/Generated).
let package = Package(
    name: "NavStateClientGenerator",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.0")
    ],
    targets: []
)
