internal import Dispatch
public import EventHTTP
internal import Logging
internal import NavStateCore
internal import NavStateDocuments
internal import NavStateStore
internal import NavigationModel

/// The NavState HTTP API: routes requests to handlers that translate between HTTP and model
/// actions, and answers every refusal as `application/problem+json`.
///
/// One instance per event loop, called on that loop's thread one request at a time; the
/// loops share the ``SessionRegistry``, whose map and sessions each have their own lock.
public final class NavStateAPI {
    typealias Handler = (NavStateAPI, RequestContext) throws -> HTTPResponse

    /// A route's handler and its template as `openapi.yaml` writes it (`/sessions/{sid}/push`),
    /// the label its requests are counted under.
    struct Route {
        let template: String
        let handler: Handler
    }

    let configuration: APIConfiguration
    let registry: SessionRegistry
    let logger: Logger
    let metrics: ServerMetrics
    /// The one way sessions change (the core's), answering refusals as this API does.
    let pipeline: Pipeline
    private let router: Router<Route>
    private let requestGuard: RequestGuard
    /// How deep a body may nest: two JSON levels per level of the deepest tree the limits allow,
    /// and room for the wrappers and items around it.
    private let maxBodyDepth: Int
    /// The last `Host` the guard allowed: a cache of this loop's, not a request's state (see
    /// ``RequestGuard/admit``).
    private var knownHost: String?

    init(configuration: APIConfiguration, registry: SessionRegistry, logger: Logger, metrics: ServerMetrics) {
        self.configuration = configuration
        self.registry = registry
        self.logger = logger
        self.metrics = metrics
        self.pipeline = Pipeline(
            registry: registry, clock: configuration.clock, maxJournalBytes: configuration.maxJournalBytes,
            limits: configuration.limits, metrics: metrics,
            problems: Self.problemAnswer)
        self.router = Self.makeRouter()
        self.maxBodyDepth = 2 * configuration.limits.maxDepth + 8
        self.requestGuard = RequestGuard(
            keys: configuration.apiKeys, allowedHosts: Set(configuration.allowedHosts.map(RequestGuard.hostName)),
            allowedOrigins: Set(configuration.allowedOrigins), boundHost: configuration.boundHost)
    }

    /// The routes this API serves, for documentation checks: method and pattern.
    public static var routeTable: [(method: HTTPMethod, pattern: String)] {
        makeRouter().table.map { (method: $0.method, pattern: $0.pattern.description) }
    }

    /// Answers one request and logs one line for it.
    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        let start = ContinuousClock.now
        var response: HTTPResponse
        // What the request turned out to be, as far as it got: its tenant, the route it matched.
        var tenant: Tenant?
        var template = "unmatched"
        do {
            response = try route(request, tenant: &tenant, template: &template)
        } catch {
            if case .sessionUnreadable(let id, let reason) = error {
                logger.error("stored session unreadable", metadata: ["session": "\(id)", "reason": "\(reason)"])
            }
            response = error.problem.response(instance: request.path)
        }
        for (name, value) in requestGuard.corsHeaders(for: request) { response.headers.set(name, value) }
        registry.sweepIfDue()
        let (logger, metrics, route) = (logger, metrics, template)
        let (method, path, tenantName) = (request.method, request.path, tenant?.name ?? "-")
        let line = { @Sendable (answer: HTTPResponse) in
            let duration = start.duration(to: .now)
            let status = answer.status.code
            metrics.answered(route: route, method: method.rawValue, status: status, duration: duration)
            if status >= 400 { metrics.refused(answer) }
            let microseconds = duration.nanoseconds / 1000
            logger.info(
                "request",
                metadata: [
                    "method": "\(method)", "path": "\(path)", "status": "\(status)", "us": "\(microseconds)",
                    "tenant": "\(tenantName)",
                ])
        }
        // Logged as it is sent, with the answer the client gets: the store's, for one given
        // later; a 503 for one that was ready past the request deadline.
        response.onSent = line
        return response
    }

    /// The fields read as one value, never a list: sent twice, which one is meant is anyone's
    /// guess (a proxy may pass the first, the server read the last), so neither is taken.
    static let singleValuedFields = [
        "Authorization", "Idempotency-Key", "Origin", "Last-Event-ID", "Sec-Fetch-Site", "Content-Type", "X-Forwarded-Proto",
    ]

    /// The first of ``singleValuedFields`` that `headers` hold more than once.
    /// (A bit per field seen: no allocation on the path every request takes.)
    static func repeatedSingleField(in headers: HTTPHeaders) -> String? {
        var seen: UInt32 = 0
        // By index: iterating the fields copies each pair (two retains and two releases).
        for position in headers.fields.indices {
            guard let index = singleValuedFields.firstIndex(where: { headers.fields[position].name.caseInsensitiveEquals($0) })
            else { continue }
            if seen & (1 << index) != 0 { return singleValuedFields[index] }
            seen |= 1 << index
        }
        return nil
    }

    /// A pending answer for the request being routed (logged as it is sent, like any answer).
    func awaitAnswer(_ context: RequestContext) -> PendingAnswer {
        PendingAnswer(instance: context.request.path, problems: Self.problemAnswer)
    }

    /// How this API answers a refusal, as the core keeps it (for a key) or sends it later (a
    /// commit that failed).
    static let problemAnswer: ProblemAnswers = { error, instance in StoredAnswer(error.problem.response(instance: instance)) }

    /// Carries `mutation` out on `session` through the pipeline, as the request asks.
    func commit(_ mutation: Mutation, to session: Session, _ context: RequestContext) throws(APIError) -> HTTPResponse {
        let options = try MutationOptions(context.request)
        return try pipeline.commit(mutation, to: session, options, tenant: context.tenant, instance: context.request.path).response
    }

    private func route(_ request: HTTPRequest, tenant: inout Tenant?, template: inout String) throws(APIError) -> HTTPResponse {
        if let refusal = request.framingViolation {
            throw .refusedRequest(type: refusal.type, title: refusal.title, status: refusal.status.code, detail: refusal.detail)
        }
        if [.TRACE, .CONNECT, .unknown].contains(request.method) {
            throw .methodNotImplemented(request.method == .unknown ? nil : request.method.rawValue)
        }
        if let name = Self.repeatedSingleField(in: request.headers) { throw .repeatedHeader(name) }
        guard let segments = request.pathSegments else { throw .unknownRoute(request.path) }
        // A browser's preflight carries no key: it asks whether the real request may be sent.
        let preflight = request.method == .OPTIONS && request.headers["Access-Control-Request-Method"] != nil
        // `/healthz`, this API's documents and schemas, the view's script and style and the (empty) icon every browser asks for
        // hold nothing of anyone's: no key, no checks.
        let open =
            segments == ["healthz"] || segments == ["favicon.ico"] || segments == ["openapi.yaml"]
            || segments == ["openapi.json"] || (segments.count == 2 && (segments[0] == "assets" || segments[0] == "schemas"))
        tenant = try requestGuard.admit(request, open: open, preflight: preflight, knownHost: &knownHost)
        if request.body.count > configuration.maxBodyBytes { throw .bodyTooLarge(limit: configuration.maxBodyBytes) }
        let body = try RequestBody(request.body, maxDepth: maxBodyDepth)
        if request.method == .OPTIONS {
            let allowed = router.allowedMethods(pathSegments: segments)
            guard !allowed.isEmpty else { throw .unknownRoute(request.path) }
            let list = allowed.map(\.rawValue).joined(separator: ", ")
            var headers: HTTPHeaders = ["Allow": list]
            if preflight {
                headers.set("Access-Control-Allow-Methods", list)
                headers.set("Access-Control-Allow-Headers", RequestGuard.allowedRequestHeaders)
                headers.set("Access-Control-Max-Age", "600")
            }
            return HTTPResponse(status: .noContent, headers: headers)
        }
        switch router.match(method: request.method, pathSegments: segments) {
        case .found(let route, let parameters):
            template = route.template
            let context = RequestContext(request: request, parameters: parameters, tenant: tenant, body: body)
            if let decoding = decodingOffTheLoop(context) { return decoding }
            do {
                return try route.handler(self, context)
            } catch let error as APIError {
                throw error
            } catch {
                logger.error("unexpected error", metadata: ["path": "\(request.path)", "error": "\(error)"])
                throw .internalError
            }
        case .methodNotAllowed(let allowed):
            throw .methodNotAllowed(allowed: (allowed + [.OPTIONS]).map(\.rawValue))
        case .notFound:
            throw .unknownRoute(request.path)
        }
    }

    /// A stored session a request names is decoded on Dispatch's pool, not on the event loop:
    /// decoding replays the entries after its newest checkpoint (up to 31 batches, each of up to
    /// `--max-callbacks-per-batch` callbacks), which would hold every client of the loop. The
    /// request is then routed again, the session decoded. A `DELETE` decodes nothing it need not.
    private func decodingOffTheLoop(_ context: RequestContext) -> HTTPResponse? {
        guard !context.request.isRepeated, context.request.method != .DELETE, context.parameters["sid"] != nil,
            let session = registry.undecoded(context.sessionKey)
        else { return nil }
        return HTTPResponse(respondingAgainAfter: { done in
            DispatchQueue.global(qos: .userInitiated).async {
                session.decode()
                done()
            }
        })
    }

    private static func makeRouter() -> Router<Route> {
        var router = Router<Route>()
        router.add(.GET, "/healthz") { api, _ in api.health() }
        router.add(.GET, "/openapi.yaml") { _, _ in
            NavStateAPI.page(ServedDocuments.openAPIYAML, contentType: "application/yaml")
        }
        router.add(.GET, "/openapi.json") { _, _ in
            NavStateAPI.page(ServedDocuments.openAPIJSON, contentType: "application/json")
        }
        router.add(.GET, "/schemas/:name") { _, context in try NavStateAPI.schema(context) }
        router.add(.GET, "/metrics") { api, context in try api.metricsText(context) }
        router.add(.GET, "/") { api, context in try api.index(context) }
        router.add(.GET, "/assets/:name") { api, context in try api.asset(context) }
        router.add(.GET, "/favicon.ico") { _, _ in HTTPResponse(status: .noContent) }
        router.add(.GET, "/sessions/:sid/view") { api, context in try api.view(context) }
        router.add(.POST, "/sessions") { api, context in try api.createSession(context) }
        router.add(.GET, "/storyboards") { api, context in try api.listStoryboards(context) }
        router.add(.PUT, "/storyboards/:name") { api, context in try api.putStoryboard(context) }
        router.add(.GET, "/storyboards/:name") { api, context in try api.getStoryboard(context) }
        router.add(.DELETE, "/storyboards/:name") { api, context in try api.deleteStoryboard(context) }
        router.add(.GET, "/sessions") { api, context in try api.listSessions(context) }
        router.add(.GET, "/sessions/:sid") { api, context in try api.getSession(context) }
        router.add(.DELETE, "/sessions/:sid") { api, context in try api.deleteSession(context) }
        router.add(.GET, "/sessions/:sid/controllers/:cid") { api, context in
            try api.getController(context)
        }
        router.add(.PATCH, "/sessions/:sid/controllers/:cid") { api, context in
            try api.patchController(context)
        }
        router.add(.PUT, "/sessions/:sid/traits") { api, context in try api.putTraits(context) }
        router.add(.POST, "/sessions/:sid/memory-warning") { api, context in try api.memoryWarning(context) }
        router.add(.POST, "/sessions/:sid/actions") { api, context in try api.performBatch(context) }
        router.add(.POST, "/sessions/:sid/open") { api, context in try api.performOpen(context) }
        router.add(.GET, "/sessions/:sid/history") { api, context in try api.history(context) }
        router.add(.GET, "/sessions/:sid/events") { api, context in try api.eventStream(context) }
        router.add(.GET, "/sessions/:sid/export") { api, context in try api.exportSession(context) }
        for name in ActionName.allCases {
            router.add(.POST, "/sessions/:sid/controllers/:cid/\(name.rawValue)") { api, context in
                try api.perform(name, on: .controller(context.controllerID), context)
            }
            router.add(.POST, "/sessions/:sid/\(name.rawValue)") { api, context in
                try api.perform(name, on: .automatic, context)
            }
        }
        return router
    }
}

extension Router where Handler == NavStateAPI.Route {
    /// Adds `handler` for `pattern` (`/sessions/:sid/push`), labelled with its template
    /// (`/sessions/{sid}/push`).
    mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping NavStateAPI.Handler) {
        let segments = pattern.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
        add(method, pattern, NavStateAPI.Route(template: "/" + segments.joined(separator: "/"), handler: handler))
    }
}

/// One request with the parameters its route bound and the tenant it acts for.
struct RequestContext {
    let request: HTTPRequest
    let parameters: RouteParameters
    let tenant: Tenant?
    /// The body, parsed once.
    let body: RequestBody

    var sessionID: SessionID { SessionID(rawValue: parameters["sid"] ?? "") }
    /// The session the path names, in the caller's tenant.
    var sessionKey: SessionKey { SessionKey(tenant: tenant, id: sessionID) }
    var controllerID: ControllerID { ControllerID(parameters["cid"] ?? "") }
}
