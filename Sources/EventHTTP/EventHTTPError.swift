/// A libevent call that failed, named after the C function.
public struct EventHTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The libevent function that failed, such as `evconnlistener_new`.
    public let function: String
    /// What was being attempted, for the log.
    public let detail: String

    init(_ function: String, _ detail: String) {
        self.function = function
        self.detail = detail
    }

    public var description: String { "\(function) failed: \(detail)" }
}
