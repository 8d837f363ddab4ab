import ArgumentParser

/// `navstate`: headless UIKit view-controller hierarchies over HTTP. Alone, it prints its help:
/// a server (and its store file where you stand) starts only when asked, `navstate serve`.
@main
struct NavState: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navstate",
        abstract: "Headless models of UIKit view-controller hierarchies, driven over HTTP.",
        discussion: "Start a server with `navstate serve` (see `navstate serve --help`).",
        version: "0.1.0",
        subcommands: [Serve.self]
    )
}
