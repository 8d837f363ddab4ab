import ArgumentParser

/// `navstate`: headless UIKit view-controller hierarchies over HTTP.
@main
struct NavState: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navstate",
        abstract: "Headless models of UIKit view-controller hierarchies, driven over HTTP.",
        version: "0.1.0",
        subcommands: [Serve.self],
        defaultSubcommand: Serve.self
    )
}
