internal import EventHTTP
internal import NavStateCore
internal import NavStateDocuments
internal import NavigationModel

extension APIError {
    /// The problem this error answers with.
    var problem: Problem {
        switch self {
        case .navigation(let error, let revision):
            Problem(
                type: error.slug, title: error.summary, status: Self.status(of: error), detail: error.detail,
                uikit: error.uikit, revision: revision?.rawValue)
        case .malformedJSON(let detail):
            Problem(type: "malformed-json", title: "Malformed JSON", status: .badRequest, detail: detail)
        case .invalidBody(let detail):
            Problem(type: "invalid-body", title: "Invalid request body", status: .badRequest, detail: detail)
        case .unknownSession(let id):
            Problem(type: "unknown-session", title: "Unknown session", status: .notFound, detail: "No session '\(id)'.")
        case .invalidSessionID(let text):
            Problem(
                type: "invalid-session-id", title: "Invalid session id", status: .unprocessableContent,
                detail: "'\(text)' is not a valid session id: use 1 to 64 of A-Z a-z 0-9 . _ ~ - (not . or .. alone).")
        case .sessionExists(let id):
            Problem(
                type: "session-exists", title: "Session exists", status: .conflict,
                detail: "A session with id '\(id)' already exists.")
        case .tooManySessions(let limit):
            Problem(
                type: "too-many-sessions", title: "Too many sessions", status: .serviceUnavailable,
                detail: "The server holds its limit of \(limit) sessions; delete one first.")
        case .sessionQuotaExceeded(let limit):
            Problem(
                type: "session-quota-exceeded", title: "Session quota exceeded", status: .tooManyRequests,
                detail: "Your tenant holds its quota of \(limit) sessions; delete one first.")
        case .unauthorized:
            Problem(
                type: "unauthorized", title: "Unauthorized", status: .unauthorized,
                detail: "This server needs an API key: send Authorization: Bearer <key>.",
                // Basic too, so that a browser asks for the key (as the password) and sends it
                // on; clients that do not know Basic take the Bearer challenge. Basic first:
                // Chromium reads only the first challenge of a header (measured).
                headers: ["WWW-Authenticate": "Basic realm=\"navstate\", charset=\"UTF-8\", Bearer realm=\"navstate\""])
        case .metricsNotAllowed:
            Problem(
                type: "metrics-not-allowed", title: "Metrics not allowed", status: .forbidden,
                detail: "The metrics count every tenant's requests: only the key of the tenant named by --metrics-tenant reads them.")
        case .hostNotAllowed(let host):
            Problem(
                type: "host-not-allowed", title: "Host not allowed", status: .forbidden,
                detail: "This server does not answer to the host '\(quoted: host)'; start it with --allowed-host to add one.")
        case .crossSiteRequest(let origin):
            Problem(
                type: "cross-site-request", title: "Cross-site request", status: .forbidden,
                detail: origin.map { "Requests from '\(quoted: $0)' are not allowed; start the server with --allow-origin to allow it." }
                    ?? "Requests from another site are not allowed.")
        case .unknownRoute(let path):
            Problem(type: "unknown-route", title: "Unknown route", status: .notFound, detail: "No route for '\(path)'.")
        case .methodNotAllowed(let allowed):
            Problem(
                type: "method-not-allowed", title: "Method not allowed", status: .methodNotAllowed,
                detail: "This resource answers to \(allowed.joined(separator: ", ")).",
                headers: ["Allow": allowed.joined(separator: ", ")])
        case .methodNotImplemented(let method):
            Problem(
                type: "method-not-implemented", title: "Method not implemented", status: .notImplemented,
                detail:
                    "No resource of this API answers to \(method ?? "this method"); it uses GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS.",
                headers: ["Connection": "close"])
        case .refusedRequest(let type, let title, let status, let detail):
            Problem(
                type: type, title: title, status: HTTPStatus(code: status), detail: "\(detail) The connection is closed.",
                headers: ["Connection": "close"])
        case .revisionMismatch(let current):
            Problem(
                type: "revision-mismatch", title: "Revision mismatch", status: .preconditionFailed,
                detail: "If-Match does not match the session's revision \(current).", revision: current.rawValue,
                headers: ["ETag": "\"\(current)\""])
        case .repeatedHeader(let name):
            Problem(
                type: "repeated-header", title: "Header sent more than once", status: .badRequest,
                detail: "\(name) is sent more than once; it takes one value.")
        case .invalidPrecondition(let detail):
            Problem(type: "invalid-precondition", title: "Invalid precondition header", status: .badRequest, detail: detail)
        case .bodyTooLarge(let limit):
            Problem(
                type: "body-too-large", title: "Body too large", status: .contentTooLarge,
                detail: "Request bodies are limited to \(limit) bytes.", headers: ["Connection": "close"])
        case .invalidQuery(let detail):
            Problem(type: "invalid-query", title: "Invalid query", status: .badRequest, detail: detail)
        case .batchRefused(let index, let error, let revision, let list):
            Problem(
                type: error.slug, title: error.summary, status: Self.status(of: error),
                detail: "\(list)[\(index)]: \(error.detail) Nothing of the \(list == "path" ? "deep link" : "batch") was applied.",
                uikit: error.uikit,
                revision: revision.rawValue, action: index)
        case .invalidIdempotencyKey:
            Problem(
                type: "invalid-idempotency-key", title: "Invalid idempotency key", status: .badRequest,
                detail:
                    "Idempotency-Key must be 1 to \(IdempotencyKeys.maxKeyLength) visible ASCII characters, e.g. \"8e03978e-40d5-43e8-bc93-6894a57f9324\"."
            )
        case .idempotencyKeyReused:
            Problem(
                type: "idempotency-key-reused", title: "Idempotency key reused", status: .unprocessableContent,
                detail: "This Idempotency-Key came with a different request; use a new key for a new request.")
        case .idempotencyKeyInFlight:
            Problem(
                type: "idempotency-key-in-flight", title: "Idempotency key in flight", status: .conflict,
                detail: "The first request with this Idempotency-Key has not been answered yet; retry later.")
        case .tooManySubscribers(let limit):
            Problem(
                type: "too-many-streams", title: "Too many streams", status: .serviceUnavailable,
                detail: "The session has its limit of \(limit) event streams; close one first.")
        case .revisionGone(let revision, let oldest):
            Problem(
                type: "revision-gone", title: "Revision no longer kept", status: .gone,
                detail: "Revision \(revision) is older than the oldest kept, \(oldest).")
        case .historyGone(let after, let oldest):
            Problem(
                type: "revision-gone", title: "Revision no longer kept", status: .gone,
                detail:
                    "The entries after revision \(after) are no longer kept; history resumes after revision \(oldest) (after=\(oldest)).")
        case .unknownRevision(let revision, let current):
            Problem(
                type: "unknown-revision", title: "Unknown revision", status: .notFound,
                detail: "The session is at revision \(current); \(revision) has not happened.", revision: current.rawValue)
        case .storeFull:
            Problem(
                type: "insufficient-storage", title: "Insufficient storage", status: .insufficientStorage,
                detail: "The server's store is full: nothing of this request was kept. Retry once space is freed.")
        case .storeFailed:
            Problem(
                type: "store-unavailable", title: "Store unavailable", status: .serviceUnavailable,
                detail: "The server could not use its store: nothing of this request was kept. Retry later; the error was logged.",
                headers: ["Retry-After": "1"])
        case .changedElsewhere(let id, let revision):
            Problem(
                type: "changed-elsewhere", title: "Changed on another node", status: .conflict,
                detail:
                    "Another node stored revision \(revision) of session '\(id)' while this change was being stored; nothing of this request was kept. Send it again: it applies to the session as it is now.",
                revision: revision.rawValue)
        case .sessionUnreadable(let id, _):
            Problem(
                type: "session-unreadable", title: "Session unreadable", status: .internalServerError,
                detail: "The stored state of session '\(id)' cannot be read back; the error was logged.")
        case .invalidStoryboard(let name, let problems):
            Problem(
                type: "invalid-storyboard", title: "Invalid storyboard", status: .unprocessableContent,
                detail:
                    "Storyboard '\(name)' has \(problems.count) problem\(problems.count == 1 ? "" : "s"); 'errors' lists every one. Nothing was kept.",
                errors: problems)
        case .invalidStoryboardName(let name):
            Problem(
                type: "invalid-storyboard-name", title: "Invalid storyboard name", status: .unprocessableContent,
                detail: "'\(quoted: name)' is not a valid storyboard name: use 1 to 64 of A-Z a-z 0-9 . _ ~ -.")
        case .storyboardQuotaExceeded(let limit):
            Problem(
                type: "storyboard-quota-exceeded", title: "Storyboard quota exceeded", status: .tooManyRequests,
                detail: "Your tenant keeps its quota of \(limit) storyboards; delete one first.")
        case .noMatchingRoute(let url, let patterns):
            Problem(
                type: "no-matching-route", title: "No matching route", status: .notFound,
                detail: patterns.isEmpty
                    ? "No storyboard of this session declares routes; '\(quoted: url)' opens nothing."
                    : "No route of this session's storyboards matches '\(quoted: url)'; their patterns are \(patterns.prefix(20).map { "'\(quoted: $0)'" }.joined(separator: ", "))\(patterns.count > 20 ? ", …" : "")."
            )
        case .sceneNotLive(let identifier, let storyboard, let index):
            Problem(
                type: "scene-not-live", title: "Scene not live", status: .conflict,
                detail:
                    "path[\(index)]: no controller of this session was instantiated from scene '\(quoted: identifier)' of storyboard '\(quoted: storyboard)'. Nothing of the deep link was applied."
            )
        case .internalError:
            Problem(
                type: "internal-error", title: "Internal error", status: .internalServerError,
                detail: "The server failed to answer; the error was logged.")
        }
    }

    /// 404 for what does not exist, 409 for what the current state refuses, 422 for what UIKit
    /// would refuse whatever the state.
    private static func status(of error: NavigationError) -> HTTPStatus {
        switch error {
        case .unknownController, .unknownStoryboard, .unknownScene, .unknownSegue:
            .notFound
        case .pushingSameInstance, .hierarchyInconsistency, .nothingToPop, .notInStack, .noNavigationController,
            .idInUse, .idHeldForReleasedChild, .notATab, .noTabBarController, .tabNotCustomizable, .alreadyPresenting,
            .presentingActiveController,
            .notInWindowHierarchy, .navigationControllerOffScreen, .partialCurlCannotPresent, .nothingToDismiss, .noMorePages, .notAPage,
            .noPageViewController, .orientationNotSupported, .noSplitViewController, .splitViewControllerCollapsed, .notAColumnSplit,
            .popoverAnchorUnavailable, .notAPopover, .notASheet, .sheetDetentInactive, .noContainerController, .notAChild,
            .notAnAlert, .alertCovered, .alertActionDisabled, .notRevealable, .noSearchController, .searchNotActive,
            .notAwaitingDidMove, .keptByContainer,
            .cannotKeep,
            .appearanceForwardedAutomatically, .unbalancedAppearanceTransition,
            .segueVetoed, .tabSelectionVetoed, .pushSegueWithoutNavigationController, .embedSegueAlreadyPerformed, .noUnwindDestination:
            .conflict
        case .navigationWithoutRoot, .pushingNavigationController, .duplicateControllers, .duplicateID, .invalidControllerID,
            .derivedIDConflict, .derivedIDTooLong, .treeTooDeep, .tooManyChildren, .tooManyControllers, .tooManyCallbacks,
            .controllerTooLarge,
            .tooManyPresentedControllers, .immutableField, .fieldNotApplicable, .tabBarWithoutTabs,
            .nestedTabBarController, .tabIndexOutOfRange, .invalidTabOrder, .customizableNotATab,
            .partialCurlRequiresFullScreen, .pageCountMismatch, .midSpineRequiresDoubleSided, .invalidPageConfiguration,
            .invalidRestoration, .pageIndexOutOfRange, .splitWithoutPrimary, .tooManyColumns, .nestedSplitViewController,
            .pushingSplitViewController, .popoverWithoutAnchor, .contextInPopoverRequiresCoverVertical, .noCommonParent,
            .shownNotAChild, .noInitialScene, .unknownDetent, .alertNotPresented, .alertCancelActions, .textFieldInActionSheet,
            .actionSheetWithoutAnchor, .unknownAlertAction, .unknownTextField, .searchControllerNotOwned, .notASearchController,
            .searchControllerInDataSource,
            .splitStyleMismatch, .columnNotInStyle,
            .secondaryColumnNotHideable, .displayModeNotAllowed:
            .unprocessableContent
        }
    }
}
