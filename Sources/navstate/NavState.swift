import ArgumentParser

/// `navstate`: headless UIKit view-controller hierarchies over HTTP. Alone, it prints its help:
/// a server (and its store file where you stand) starts only when asked, `navstate serve`; the
/// other verbs talk to a running server (docs/cli.md).
@main
struct NavState: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navstate",
        abstract: "Headless models of UIKit view-controller hierarchies, driven over HTTP.",
        discussion: """
            Start a server with `navstate serve` (see `navstate serve --help`). The other verbs talk \
            to a running server: --url (or NAVSTATE_URL, else http://127.0.0.1:8080) and --api-key \
            (or NAVSTATE_API_KEY).
            """,
        version: "0.1.0",
        subcommands: [Serve.self, Sessions.self, Create.self, Show.self, Act.self, Delete.self, Watch.self]
    )
}
