// swift-format-ignore-file
// Written by DerivedDocumentTests from openapi.yaml (NAVSTATE_DOCUMENTS_RECORD=1): do not edit.

/// The documents `GET /openapi.yaml`, `/openapi.json` and `/schemas/{name}` answer, byte for byte
/// the repository's (`DerivedDocumentTests` fails when they differ).
enum ServedDocuments {
    static let openAPIYAML = Array(openAPIYAMLText.utf8)
    private static let openAPIYAMLText = #"""
openapi: 3.1.0
info:
  title: NavState
  version: 0.1.0
  summary: Headless models of UIKit view-controller hierarchies, driven over HTTP.
  description: |
    Each session holds a view-controller hierarchy. Actions change it by UIKit's rules and
    answer with the new snapshot and the lifecycle callbacks UIKit would have sent, in order.

    * Every mutation bumps the session's `revision`, sent as a strong `ETag` (`"3"`). `If-Match`
      makes a mutation conditional (412 `revision-mismatch` when it does not match);
      `If-None-Match` on `GET /sessions/{sid}` answers 304 when nothing changed.
    * Errors are `application/problem+json` (RFC 9457) with a stable `type` slug; refusals of
      the model carry `uikit`, the exception UIKit raises in the same situation, and the
      session's unchanged `revision`.
    * Request bodies are JSON; unknown fields are refused (400 `invalid-body`), never ignored.
      The `Content-Type` of a request is not checked. An integer written beyond ±2^53
      (9,007,199,254,740,992), anywhere in a body, is refused (400 `invalid-body`): a JSON number
      cannot carry it exactly. Integer fields say so with `minimum` and `maximum`, free-form
      values (`userInfo`, a batch action's `body`) are AnyJSON.
    * Rules that tie fields together (exactly one of them, a field that only some kinds take)
      are written with `if`/`then`/`else`, `dependentSchemas` and `propertyNames`, which
      validators and test generators read and code generators ignore, and in the descriptions.
    * Request bodies are limited to 65,536 bytes by default (`navstate serve --max-body-bytes`,
      1,024 to 16 MiB): a longer body gets 413 `body-too-large` (problem+json), on any path and
      with any method, before the body is read, and the connection is closed.
    * Framing (RFC 9112): a request whose framing two parsers could read differently — a
      repeated `Content-Length`, one that is not a plain decimal number, `Content-Length`
      beside `Transfer-Encoding`, a header name with whitespace before the colon, a bare CR or
      LF, a control character in a header value, a malformed chunk size, a repeated `Host` —
      gets 400 `invalid-framing` on any path, and the connection is closed, so that nothing
      sent after it is read. Requests that cannot be read as HTTP/1.1 get their own problem,
      on any path, and the connection closed too: 400 `malformed-request-line`, 431
      `header-fields-too-large` (request line and header fields over 16 KiB, or over 100
      fields), 501 `unsupported-transfer-coding` (a `Transfer-Encoding` other than `chunked`),
      417 `expectation-failed` (an `Expect` other than `100-continue`), 505
      `http-version-not-supported`. These are answered before any route, so the routes below
      do not list them.
    * Deadlines: a request must arrive whole within the request deadline (`--request-timeout`,
      10 s by default) and its answer must be read within the same again; a connection silent
      for `--timeout` (60 s) is closed. Either way the connection is closed without an answer.
    * Expiry: with `--session-ttl` (`navstate serve`: a day by default, 0 for never), a session
      expires that long after the last request that names it; snapshots then carry `expiresAt`
      (whole seconds, UTC), any request renews it, and an expired session is 404
      `unknown-session`.
    * Snapshot nodes leave out properties that still have UIKit's default value.
    * Tenants: with API keys (`--api-keys`), every request but `/healthz` carries
      `Authorization: Bearer <key>` (401 `unauthorized` otherwise) and sees only its tenant's
      sessions (another tenant's are 404); `--max-sessions-per-tenant` is a quota (429
      `session-quota-exceeded`). Without keys the server refuses to listen beyond loopback
      unless started with `--insecure`.
    * Browsers: a `Host` that is not a loopback name, the bound address or an `--allowed-host`
      gets 403 `host-not-allowed`; a request from another site (an `Origin` not listed with
      `--allow-origin` and not the server's own, or `Sec-Fetch-Site: cross-site`) gets 403
      `cross-site-request`. Listed origins get CORS headers, and their preflight `OPTIONS`
      needs no key. Requests without `Origin` (curl, other servers) are not affected.
    * `OPTIONS` on any route answers 204 with `Allow` (404 `unknown-route` for an unknown path);
      `HEAD` answers like `GET` without a body. A known path with another method gets 405
      `method-not-allowed` with `Allow`. `TRACE`, `CONNECT` and methods the server does not
      name (`FOO`, `PROPFIND`) get 501 `method-not-implemented` (problem+json, the connection
      closed) on any path.
    * Storyboards: a tenant uploads storyboards (`PUT /storyboards/{name}`); specs name their
      scenes (`{"storyboard": "Main", "identifier": "Detail"}`), `POST /sessions` builds a
      storyboard's initial scene, and `perform-segue` performs the segues of a scene. A session
      keeps its own copy of every storyboard it instantiates from: later uploads and deletes
      change new sessions only.
servers:
  - url: http://127.0.0.1:8080
security:
  # With API keys configured (`--api-keys`), every request but /healthz, /openapi.yaml,
  # /openapi.json, /schemas and /assets needs one;
  # without, the server listens on loopback only (protected mode) and no key is asked.
  - bearerKey: []
  - browserKey: []
  - {}
tags:
  - name: sessions
  - name: controllers
  - name: navigation
  - name: tabs
  - name: presentation
  - name: pages
  - name: splits
  - name: containers
  - name: storyboards
    description: |
      Storyboards (Interface Builder's, as JSON): scenes by storyboard identifier, each a
      controller spec with the segues that start from it and the unwind actions it implements.
      Kept per tenant (at most 100) and in the store beside the sessions. A session takes its
      own copy of each storyboard it instantiates from — at creation, or in the revision whose
      actions first name one of its scenes (that history entry's `storyboards`) — and keeps it in
      its checkpoints and exports: a later upload or delete of that name changes new sessions
      only, scenes and segues in the session keep coming from its copy (a session that has a
      copy never takes a newer one), and replays of its journal never depend on the registry.
  - name: service
  - name: view
    description: |
      The live view: `GET /` and `GET /sessions/{sid}/view` in a browser. With API keys, the
      browser asks for a user name and password; the password is the key.

x-shared:
  # Operations shared by the targeted and the targetless routes (YAML anchors; OpenAPI has no
  # operation references).
  mutationParameters: &mutationParameters
    - $ref: '#/components/parameters/IfMatch'
    - $ref: '#/components/parameters/DryRun'
    - $ref: '#/components/parameters/Prefer'
    - $ref: '#/components/parameters/IdempotencyKey'

  actionResponses: &actionResponses
    '200': {$ref: '#/components/responses/Mutated'}
    '400': {$ref: '#/components/responses/BadRequest'}
    '401': {$ref: '#/components/responses/Unauthorized'}
    '403': {$ref: '#/components/responses/Forbidden'}
    '404': {$ref: '#/components/responses/NotFound'}
    '409': {$ref: '#/components/responses/Conflict'}
    '412': {$ref: '#/components/responses/PreconditionFailed'}
    '413': {$ref: '#/components/responses/TooLarge'}
    '422': {$ref: '#/components/responses/Unprocessable'}
    '500': {$ref: '#/components/responses/SessionUnreadable'}
    '503': {$ref: '#/components/responses/Unavailable'}
    '507': {$ref: '#/components/responses/InsufficientStorage'}

  push: &push
    tags: [navigation]
    summary: Push a new controller.
    description: |
      With `/controllers/{cid}` the target is `cid` if it is a navigation controller, else its
      navigation controller (`cid.navigationController`); without it, the navigation
      controller of the top-most visible content. Callbacks for B over A:
      `B.willMoveToParent(nav)`, `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,
      `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMoveToParent(nav)`. Refused: a navigation
      controller (422 `pushing-navigation-controller`), a controller already in this stack
      (409 `pushing-same-instance`) or elsewhere in the tree (409 `hierarchy-inconsistency`).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ControllerBody'}
    responses: *actionResponses
  pop: &pop
    tags: [navigation]
    summary: Pop the top controller.
    description: |
      The mirror of push; the popped controller is released (`deinit` after
      `didMoveToParent(nil)`). At the root UIKit does nothing; NavState refuses with 409
      `nothing-to-pop` and leaves the revision as it was. Without `/controllers/{cid}`, from a
      tab shown through the More list (content, or a navigation controller at its root), it goes
      back to the More list as UIKit's More navigation controller does: the tab disappears and
      the tab bar's `selectedIndex` becomes null. The body is optional.

      `{"interactive": "finished" | "cancelled"}` is the user's edge swipe back, always animated
      (`animated: false` beside it is 400). Finished, it is this pop. Cancelled, nothing moves
      and the answer is a revision of its own with UIKit's trace of a cancelled swipe:
      `top.viewWillDisappear, below.viewWillAppear, below.viewWillDisappear,
      below.viewDidDisappear, top.viewWillAppear, top.viewDidAppear` (the view below loading
      first if it never has), no containment callbacks; with the `delegates` callbacks the
      delegate is told `willShow` of the controller below after its `viewWillAppear`, and no
      `didShow` follows (UIKit tells neither controller when a swipe is cancelled); navigation
      controllers nested in what comes and goes back tell their own delegates what they show. Refused: 409 `nothing-to-pop` at the root (also at the root of a
      tab shown through More, where only a finished swipe goes back to the list), 409
      `navigation-controller-off-screen` when the navigation controller is not on screen or a
      presented controller covers it (no swipe starts there, finished or not; code pops it all
      the same).
    parameters: *mutationParameters
    requestBody:
      required: false
      content:
        application/json:
          schema: {$ref: '#/components/schemas/PopBody'}
    responses: *actionResponses
  popTo: &popTo
    tags: [navigation]
    summary: Pop to a controller of the stack.
    description: |
      Controllers above it leave (`willMoveToParent(nil)` in stack order, then one transition
      between the old top and the target, then `didMoveToParent(nil)`) and are released
      (`deinit` each, in stack order, after the last `didMoveToParent(nil)`).
      409 `not-in-stack` for a controller elsewhere, 404 for an unknown one, 409
      `nothing-to-pop` for the top itself.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/PopToBody'}
    responses: *actionResponses
  popToRoot: &popToRoot
    tags: [navigation]
    summary: Pop to the root of the stack.
    description: |
      At the root this is refused with 409 `nothing-to-pop` (`uikit` names
      `popToRootViewControllerAnimated:`), except that without `/controllers/{cid}` a tab shown
      through More at its root goes back to the More list, as `pop` does. The body is optional.
    parameters: *mutationParameters
    requestBody:
      required: false
      content:
        application/json:
          schema: {$ref: '#/components/schemas/AnimatedBody'}
    responses: *actionResponses
  setViewControllers: &setViewControllers
    tags: [navigation]
    summary: Replace the stack, a tab bar controller's tabs, or the pages a page view controller shows.
    description: |
      Ids of controllers in this stack are kept (and may be reordered); specs are created; the
      rest leave and are released (`deinit` after `didMoveToParent(nil)`, with everything in them
      and everything they present). Only the old and the new top get appearance callbacks.
      Named on a tab bar controller (`/controllers/{tabbar}/set-view-controllers`), it replaces the
      tabs the same way: the selected controller stays selected when it survives, else the same
      index if it is valid, else the first tab (as UIKit documents); every tab becomes customizable (as UIKit); an empty list is 422
      `tab-bar-without-tabs`. Named on a page view controller, it shows the pages given by their
      data source ids (as many as the spine requires, else 422 `page-count-mismatch` with UIKit's
      message; two must follow each other; 409 `not-a-page` for other ids); `direction` only says
      which way the page turns. The pages already shown: 200, no events, same revision.
      Refused: an empty list (422 `navigation-without-root`), a controller twice (422
      `duplicate-controllers`), a navigation controller (422), a controller from elsewhere
      (409 `hierarchy-inconsistency`).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ControllersBody'}
    responses: *actionResponses

  selectTab: &selectTab
    tags: [tabs]
    summary: Select a tab.
    description: |
      Body: exactly one of `{"index": 2}`, `{"controller": "id"}` or `{"more": true}` (the More list;
      `selectedIndex` becomes null). Without `/controllers/{cid}` the visible tab bar controller is
      meant; with it, `cid` or its tab bar controller. Callbacks for the visible chains, parents
      first: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`,
      with `new.viewDidLoad` first on a first visit (only the selected tab loads at creation).
      A tab from the More list is shown on the More navigation controller. Selecting the selected
      tab changes nothing: 200 with no events and the same revision; with
      `"popToRootOnReselect": true` and a navigation controller above its root, it pops to the root
      (what a user's tap does). `"userAction": true` is a user's tap on the tab bar: the tab's
      `shouldSelect` answers for the delegate (false: 409 `tab-selection-vetoed`, nothing
      happens), a tap on the selected tab pops its navigation controller to its root, and in a
      session with the `delegates` callbacks the events start with
      `tabBarController(_:shouldSelect:)` and end with `tabBarController(_:didSelect:)` (sent even
      for the selected tab, a new revision). Without it the selection is programmatic
      (`selectedViewController`), which UIKit asks and tells the delegate nothing about.
      Refused: 422 `tab-index-out-of-range`, 409 `not-a-tab`
      (also for `more` when every tab fits), 409 `no-tab-bar-controller`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/SelectTabBody'}
    responses: *actionResponses
  reorderTabs: &reorderTabs
    tags: [tabs]
    summary: Rearrange the tabs (More > Edit).
    description: |
      `{"order": ["id", …]}` lists every tab once (422 `invalid-tab-order`); a tab that changes
      place must be customizable (409 `tab-not-customizable`). The selected controller stays
      selected; no view appears or disappears, so no lifecycle callbacks. In a session with the
      `delegates` callbacks: `tabBarController(_:willBeginCustomizing:)`,
      `willEndCustomizing:changed:` and `didEndCustomizing:changed:` (`changed`: the order differs).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ReorderTabsBody'}
    responses: *actionResponses
  present: &present
    tags: [presentation]
    summary: Present a new controller modally.
    description: |
      `{"controller": spec, "animated": true}`; the spec's `modalPresentationStyle` and
      `modalTransitionStyle` are the styles, as UIKit sets them on the presented controller.
      Without `/controllers/{cid}` the source is the top-most controller on screen. Full-screen and
      sheet styles are presented by the root-most full-screen controller: the root of the source's
      layer (the window root or a presented controller), or, when that layer is itself a context
      presentation, the root of the layer it lives in; `currentContext`/`overCurrentContext` by
      the nearest controller of the source's layer that `definesPresentationContext`, else its
      root. The effective style adapts
      to the size class: `automatic` is `pageSheet`; in a compact width `formSheet`, `pageSheet`
      and `popover` are sheets (`pageSheet`), and in a compact height a `popover` is a `formSheet`,
      unless `adaptivePresentationStyle` says otherwise. `fullScreen` and `currentContext` make the
      presenter's chain disappear (`presenter.viewWillDisappear, presented.viewWillAppear,
      presenter.viewDidDisappear, presented.viewDidAppear`): `fullScreen` takes everything below
      it off screen (a sheet under it too), `currentContext` the presenter's part only; sheets,
      popovers and `over…` styles leave it on screen and send it nothing. A context presentation
      lives in its presenter's view: presented inside a tab, it leaves the screen when another tab
      is selected and comes back with its tab, the tab bar stays on screen around it, and
      targetless actions act on what is visible. The presented controller's appearance callbacks
      carry `isBeingPresented`. Refused: 409 `already-presenting` (a controller presents one
      controller at a time; a layer may hold its root's presentation and its contexts'), 422
      `tree-too-deep` (a presented controller is one level below its presenter), 422
      `popover-needs-anchor` and 409 `popover-anchor-unavailable` for a popover (see
      PopoverPresentation; `adaptivePresentationStyle` says what it becomes in a compact width),
      422 `context-in-popover-requires-cover-vertical` (MOD-E5: a currentContext or
      overCurrentContext presentation inside a popover with another transition), 422
      `too-many-presented-controllers`, 409
      `presenting-active-controller` (an id instead of a spec), 409 `not-in-window-hierarchy` (the
      source is not on screen), 422 `partial-curl-requires-full-screen`, 409
      `partial-curl-cannot-present`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ControllerBody'}
    responses: *actionResponses
  dismiss: &dismiss
    tags: [presentation]
    summary: Dismiss a presented controller and everything presented above it.
    description: |
      On a controller that presents, dismisses what it presents; on a presented controller, or a
      controller inside one, that presents nothing, dismisses that presented controller. Without
      `/controllers/{cid}`, the top-most visible presented controller. The controllers leaving the
      screen get their disappearance callbacks with `isBeingDismissed`, those coming back their
      appearance callbacks; the dismissed controllers, and what was presented from inside them,
      are released at the end (`deinit`, each layer's controllers parents first). 409
      `nothing-to-dismiss`. Body optional. `{"reason": "outside"}` is a tap outside a popover (a
      user dismissal): the popover the target is in, or the top-most presented controller, is
      dismissed as above; with `tappedController` naming a passthrough controller (or one inside
      it), the tap goes there and the popover stays (200, no events, same revision). 409
      `not-a-popover` when what would be dismissed is not shown as a popover. A context
      presentation inside the popover is part of it: the popover and everything it presents go.

      `{"reason": "swipe", "interactive"?: "finished" | "cancelled"}` is the user's swipe down on
      the sheet on top of the screen (a page or form sheet as shown: a phone's card, a pad's
      sheet; 409 `not-a-sheet` otherwise, or when something is presented over it), always
      animated. Finished (the default), the sheet is dismissed as above; cancelled, it settles
      back: its chain gets `viewWillDisappear` (the sheet with `isBeingDismissed`), then
      `viewWillAppear` and `viewDidAppear`, and nothing is released.

      A tap outside and a swipe are user dismissals. A presented controller with
      `modalInPresentation` refuses them: nothing happens (200, same revision), except that in
      a session with the `delegates` callbacks its presentation controller's delegate is told
      `presentationControllerDidAttemptToDismiss` (a revision of its own). Otherwise, in such a
      session, the delegate is asked `presentationControllerShouldDismiss` and told
      `presentationControllerWillDismiss` before any other callback, and
      `presentationControllerDidDismiss` once the dismissal's callbacks are sent, before the
      releases (not after a cancelled swipe). A programmatic dismissal tells it nothing.
    parameters: *mutationParameters
    requestBody:
      required: false
      content:
        application/json:
          schema: {$ref: '#/components/schemas/DismissBody'}
    responses: *actionResponses
  setDetent: &setDetent
    tags: [presentation]
    summary: Rest a sheet at one of its detents (selectedDetentIdentifier, or the user's drag).
    description: |
      `{"detent": "medium" | "large" | "<custom identifier>", "userAction"?: false}` on the page
      or form sheet the target is in (without `/controllers/{cid}`, the top-most visible one; 409
      `not-a-sheet` otherwise). The detent must be one of its `sheetPresentation.detents` (422
      `unknown-detent`). Without `userAction`, the app sets `selectedDetentIdentifier` (as inside
      `animateChanges`), also on a sheet something covers: the property changes and no delegate hears of it (Apple: the delegate
      "doesn't" get a call for a programmatic change). With `userAction: true`, the user drags
      the sheet there: only to a detent it can rest at now (409 `sheet-detent-inactive` in a
      regular width, where the sheet is a centred form or page sheet without detents; for
      `medium` in a compact height, where UIKit makes it inactive; for a sheet covered by a
      presentation other than an undimmed sheet or a context presentation inside it), and, in a session with the `delegates` callbacks, its delegate is told
      `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (with `detent`) when the
      sheet comes to rest at another detent. Same detent: 200, same revision. No appearance
      callback either way: a sheet stays on screen at every detent, and so does its presenter.
      Where the sheet rests, and whether what it covers is dimmed, is its node's
      `presentation.sheet`; at an undimmed detent (`largestUndimmedDetent`) the presenter takes
      touches, so `pop {"interactive": …}` reaches a navigation controller beneath it (targetless,
      when the sheet holds none). Custom detents are listed in ascending height (400 otherwise).
      Setting a `selectedDetent` that was absent is a change (a new revision) even where the
      sheet already rests.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/SetDetentBody'}
    responses: *actionResponses
  tapAction: &tapAction
    tags: [presentation]
    summary: Tap a button of an alert or action sheet (a UIAlertAction).
    description: |
      `{"action": 1}` or `{"action": "Delete"}`: the user taps the action at that index, or the
      first one with that title, of the alert the target is (without `/controllers/{cid}`, the
      top-most layer; 409 `not-an-alert` when it is no presented alert, 409 `alert-covered` when
      the alert presents something over itself). The alert dismisses itself, animated, and the
      action's handler runs once it has left the screen, before it is released:
      `alert.viewWillDisappear(true, isBeingDismissed), alert.viewDidDisappear(true,
      isBeingDismissed), alert.alertActionHandler, alert.deinit`; the handler's event carries
      `alertAction` (the index, the title and what the text fields held). The presenter hears
      nothing: it never left the screen. Refused: an action the alert does not have (422
      `unknown-alert-action`, listing them), a disabled one (409 `alert-action-disabled`).
      An action sheet shown as a popover (a regular width) is also dismissed by `dismiss
      {"reason": "outside"}`, which runs its cancel action's handler, if it has one.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/TapActionBody'}
    responses: *actionResponses
  enterText: &enterText
    tags: [presentation]
    summary: Type into a text field of an alert.
    description: |
      `{"textField": 0, "text": "ada"}`: the text field at that index of the alert the target is
      (as for `tap-action`: 409 `not-an-alert`, `alert-covered`) holds `text` as the user left it
      (at most 1,024 characters; 422 `controller-too-large` when the alert's text would pass
      the controller limit). No callback (the text field's delegate is not modelled); the
      handler of the next tapped action reads the texts. The same text again: 200, same
      revision. Refused: a text field the alert does not have (422 `unknown-text-field`).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/EnterTextBody'}
    responses: *actionResponses
  activateSearch: &activateSearch
    tags: [presentation]
    summary: Activate a search controller (a tap in its search field, or isActive = true).
    description: |
      The search controller the target is or holds (`navigationItem.searchController`;
      without `/controllers/{cid}`, the one of the top-most controller on screen that has one)
      is presented over its owner's presentation context: the nearest controller of the
      owner's layer that `definesPresentationContext`, else the layer's root. What it covers
      stays on screen (`overCurrentContext`); with `hidesNavigationBarDuringPresentation` (the
      default) the owner's navigation bar slides away (`visible.navigationBar.hidden`). Callbacks,
      the delegate calls in sessions that chose `delegates`:
      `search.delegate.willPresentSearchController(search)`,
      `search.searchResultsUpdater.updateSearchResults(for: search)` (the bar became the first
      responder), the search controller's `viewDidLoad` (the first time) and appearance
      (`isBeingPresented`), its results controller's too when they are shown,
      `search.delegate.didPresentSearchController(search)`. Active already: 200, same revision.
      Refused: no search controller there (409 `no-search-controller`), an owner off screen
      (409 `not-in-window-hierarchy`), a context controller that presents already (409
      `already-presenting`). The body is optional: `{"animated"?}`.
    parameters: *mutationParameters
    requestBody:
      required: false
      content:
        application/json:
          schema: {$ref: '#/components/schemas/AnimatedBody'}
    responses: *actionResponses
  searchText: &searchText
    tags: [presentation]
    summary: Type into the active search bar.
    description: |
      `{"text": "lunch"}`: the search bar of the search controller the target is or holds
      (without `/controllers/{cid}`, the top-most active one) holds `text` as the user left it
      (at most 1,024 characters; 422 `controller-too-large` past the controller limit). In
      sessions with `delegates`, `updateSearchResults(for:)` first; then, with
      `automaticallyShowsSearchResultsController` (the default), the results controller
      appears when the text stops being empty and disappears when it becomes empty, at once
      (no animation). The same text again: 200, same revision. Refused: a search that is not
      active (409 `search-not-active`), one covered by a presentation (409
      `not-in-window-hierarchy`: the user cannot reach its bar), no search controller there (409
      `no-search-controller`).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/SearchTextBody'}
    responses: *actionResponses
  cancelSearch: &cancelSearch
    tags: [presentation]
    summary: Tap Cancel in the active search bar.
    description: |
      The text is cleared and search ends: `willDismissSearchController`, `updateSearchResults`
      (when there was text), the disappearance of the search controller and of its results
      controller (`isBeingDismissed`), with anything presented over them (released),
      `didDismissSearchController` (the delegate calls in sessions with `delegates`). The
      search controller is not released: its owner's navigation item holds it, detached, until
      the owner goes (a `dismiss` of the search controller ends search the same way but keeps
      the text, as setting isActive to false does). Refused: a search that is not active (409
      `search-not-active`), one covered by a presentation (409 `not-in-window-hierarchy`), no
      search controller there (409 `no-search-controller`). The body is optional:
      `{"animated"?}`.
    parameters: *mutationParameters
    requestBody:
      required: false
      content:
        application/json:
          schema: {$ref: '#/components/schemas/AnimatedBody'}
    responses: *actionResponses
  turnPage: &turnPage
    tags: [pages]
    summary: Turn the page (a swipe or an edge tap).
    description: |
      `{"direction": "forward" | "reverse"}`: the data source's next or previous page, or pair when
      two are shown. At either end the page does not turn: 409 `no-more-pages`. Without
      `/controllers/{cid}` the visible page view controller is meant. Pages that come on are built
      and added (`willMoveToParent`, `viewDidLoad`), those that leave are removed and released
      (`didMoveToParent(nil)`, `deinit`). pageCurl: `new.viewWillAppear, old.viewWillDisappear,
      old.viewDidDisappear, new.viewDidAppear`; scroll: `new.viewWillAppear,
      old.viewWillDisappear, new.viewDidAppear, old.viewDidDisappear`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/TurnPageBody'}
    responses: *actionResponses
  setPage: &setPage
    tags: [pages]
    summary: Jump to a page (scrubbing).
    description: |
      `{"index": 4}`: shows the spread that holds page 4 (with two pages shown, the even page and the
      next); the direction follows from the indices. The spread already shown: 200, no events, same
      revision. 422 `page-index-out-of-range`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/SetPageBody'}
    responses: *actionResponses
  setDisplayMode: &setDisplayMode
    tags: [splits]
    summary: Show or hide a split view controller's primary (the display-mode button, the edge swipe).
    description: |
      `{"mode": "oneOverSecondary"}` (also `secondaryOnly`, `oneBesideSecondary`, and iOS 8's
      `primaryHidden`, `allVisible`, `primaryOverlay`; for a triple-column split the `two…` modes
      too): what the display-mode button, the edge swipe or a tap on the dimmed secondary does. A
      column-style split takes only the modes of its split behavior in force (`splitBehavior`:
      tile allows secondaryOnly, oneBesideSecondary, twoBesideSecondary; overlay secondaryOnly,
      oneOverSecondary, twoOverSecondary; displace secondaryOnly, oneBesideSecondary,
      twoDisplaceSecondary), and the `two…` modes need the tripleColumn style: 422
      `display-mode-not-allowed` otherwise, listing those allowed. The mode holds until the next change of traits or of
      `preferredDisplayMode`, which derive it again. The primary's visible chain gets its
      appearance callbacks (`viewDidLoad` first when it was never shown); the secondary stays on
      screen under an overlaid primary and is told nothing. Without `/controllers/{cid}` the split
      view controller nearest the top is meant; with it, `cid` or the split view controller it is
      in. The mode in force: 200, no events, same revision. Refused: 409
      `split-view-controller-collapsed` (a compact width shows only the primary), 409
      `no-split-view-controller`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/DisplayModeBody'}
    responses: *actionResponses
  showColumn: &showColumn
    tags: [splits]
    summary: A column-style split's show(_:) of a column.
    description: |
      `{"column": "primary" | "supplementary" | "secondary"}`: UIKit's `show(_:)` of a
      column-style split view controller (`style` doubleColumn or tripleColumn). Expanded, the
      split goes to the closest display mode of its split behavior in force in which the column
      is fully visible: the primary brings the mode showing the most columns (triple:
      `twoBeside…`/`twoOver…`/`twoDisplaceSecondary`), the supplementary one column beside the
      secondary, the secondary alone under overlay or displace (tiled, it is always fully
      visible); the columns that come and go get their appearance callbacks, after
      `splitViewControllerWillChangeDisplayMode` with the `delegates` callbacks. Collapsed onto
      the primary's stack (no compact column), the column's navigation controller is pushed onto
      the primary's stack (with the supplementary before a secondary), or what is above it is
      popped; `primary` pops back to the primary's own stack. Collapsed onto a compact column,
      nothing changes. Nothing to change: 200, no events, same revision. Without
      `/controllers/{cid}` the split view controller nearest the top is meant; with it, `cid`
      or the split it is in. Refused: 409 `not-a-column-split` (the classic split; use
      set-display-mode), 422 `unknown-column` (the compact column, or the supplementary of a
      doubleColumn split), 409 `no-split-view-controller`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ColumnBody'}
    responses: *actionResponses
  hideColumn: &hideColumn
    tags: [splits]
    summary: A column-style split's hide(_:) of a column.
    description: |
      `{"column": "primary" | "supplementary"}`: UIKit's `hide(_:)`, the mirror of show-column.
      Expanded, the closest display mode in which the column is hidden: hiding the primary of a
      triple column leaves the supplementary beside the secondary, hiding the supplementary
      leaves the secondary alone. Collapsed onto the primary's stack, the column's navigation
      controller is popped with what is above it (it stays the split's column, off screen:
      `willMoveToParent(split)`, `didMoveToParent(split)` after its `didMoveToParent(nil)`).
      Refused: 422 `secondary-not-hideable` (UIKit does not support hiding the secondary), and
      those of show-column.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ColumnBody'}
    responses: *actionResponses
  show: &show
    tags: [splits]
    summary: show(_:sender:) from a sender, resolved as UIKit resolves it.
    description: |
      `{"controller": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most
      controller on screen. As UIKit's `targetViewController(forAction:sender:)`, the sender, its
      parents, then the controller that presented its layer are asked in turn: a navigation
      controller pushes it (`resolvedAs: push`, the callbacks of `push`); an expanded split view
      controller puts it in the column the sender came from (`replace-secondary` from the
      secondary, else `replace-primary`, "depending on the original target" as
      UISplitViewController.h says); a collapsed one presents it full screen; when no container
      handles it, the sender presents it with its own style (`present`, the callbacks and rules of
      `present`). The answer's `resolvedAs` says which.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ControllerBody'}
    responses: *actionResponses
  showDetail: &showDetail
    tags: [splits]
    summary: showDetailViewController(_:sender:) from a sender, resolved as UIKit resolves it.
    description: |
      `{"controller": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most
      controller on screen. Navigation controllers do not handle it; the split view controller the
      sender is in does: expanded, the new controller replaces the secondary in place
      (`resolvedAs: replace-secondary`; not wrapped in a navigation controller, as the classic split
      does not wrap it; the old secondary leaves and is released; an overlaid primary hides when
      the preferred mode is automatic); collapsed, it is pushed onto the primary navigation
      controller's stack (`push`; a navigation controller is pushed nested, as UIKit allows only
      there), or presented full screen when the primary is no navigation controller. A
      column-style split (`resolvedAs: replace-secondary` either way) takes it into its secondary
      column, as UIKit's setViewController(_:for: .secondary): a controller that is no navigation
      controller is pushed onto the secondary's stack, a navigation controller replaces the
      secondary (the old one released; with no secondary, the controller is wrapped in a new
      one); collapsed onto the primary's stack, the secondary is then brought on top as
      show-column does; collapsed onto a compact column, it is presented full screen. With no
      split view controller the sender presents it with its own style (`present`). Showing the secondary already shown (by id):
      200, no events, same revision. Refused as push, present or set-view-controllers refuse, and
      422 `nested-split-view-controller` or `nested-tab-bar-controller` for a split view or tab bar
      controller as the new column.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ControllerBody'}
    responses: *actionResponses
  addChild: &addChild
    tags: [containers]
    summary: Add a child to a custom container (addChild, CON-2).
    description: |
      `{"controller": spec, "shown": true, "didMove": true}` on the container `cid` names (or is
      in), or without `/controllers/{cid}` the custom container nearest the top. The child is told
      `willMoveToParent(container)` (addChild sends it); with `shown` its view goes into the
      container's (it loads and appears when the container is on screen); then
      `didMoveToParent(container)`, unless `"didMove": false` leaves that step to `did-move` (the
      seeds' explicit phases; the node lists the child in `awaitingDidMove` meanwhile). The id of
      a controller the container keeps (its `kept`, see remove-child) adds that instance back:
      the same callbacks, its view loading only if it never has. Refused: an id of a controller
      already in the session (409 `hierarchy-inconsistency`, UIKit's
      UIViewControllerHierarchyInconsistency; 409 `kept-by-container` when another container
      keeps it), a tab bar controller (422 `nested-tab-bar-controller`), 409
      `no-container-controller`, and the limits (a kept controller counts as a child).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/AddChildBody'}
    responses: *actionResponses
  didMove: &didMove
    tags: [containers]
    summary: Tell a child added with explicit phases didMoveToParent.
    description: |
      `{"child": "id"}`: the `didMoveToParent(container)` a child added with `"didMove": false`
      waits for. 409 `not-a-child`, 409 `not-awaiting-did-move` (told already, or added without
      explicit phases).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/ChildBody'}
    responses: *actionResponses
  beginAppearance: &beginAppearance
    tags: [containers]
    summary: Begin a child's appearance transition (beginAppearanceTransition, for containers that do not forward appearance).
    description: |
      `{"child": "id", "appearing": true, "animated": true}` on a custom container created with
      `"automaticallyForwardsAppearance": false`: the child (its view loaded first when needed;
      the children such a container shows load with its own view, and a child added shown to it
      loads at once, their views being in the container's) and the visible chain below it get `viewWillAppear` (`appearing` true; the child must be
      disappeared) or `viewWillDisappear` (false; it must be appeared), parents first; the child's
      `appearance` is then `appearing` or `disappearing`. Whether the child's view is shown does
      not matter: the client drives it. 409 `appearance-forwarded-automatically` on a container
      that forwards, 409 `not-a-child`, 409 `unbalanced-appearance-transition` (UIKit logs
      "Unbalanced calls to begin/end appearance transitions"; NavState refuses the call).
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/BeginAppearanceBody'}
    responses: *actionResponses
  endAppearance: &endAppearance
    tags: [containers]
    summary: End a child's appearance transition (endAppearanceTransition).
    description: |
      `{"child": "id"}`: `viewDidAppear` or `viewDidDisappear` to the child and to those of its
      chain the begin reached; its `appearance` becomes `appeared` or `disappeared`. 409
      `unbalanced-appearance-transition` without a begin, and the refusals of `begin-appearance`.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/EndAppearanceBody'}
    responses: *actionResponses
  removeChild: &removeChild
    tags: [containers]
    summary: Remove a child from a custom container (CON-3).
    description: |
      `{"child": "id"}`: `willMoveToParent(nil)`, its view leaves (disappearance callbacks when it
      was on screen), `removeFromParent` (`didMoveToParent(nil)`), then the child and everything
      in it are released (`deinit`). With `"keep": true` the container keeps it, as Seed 004's
      and Recipe 7-7's properties do after `removeFromParent`: the same callbacks without the
      `deinit`, and the controller stays alive, detached (no parent, off screen, its view still
      loaded), listed in the container's `kept`; add-child or transition naming it on this
      container adds the same instance back (no second `viewDidLoad`), a memory warning reaches
      it, and `remove-child` naming it without `keep` releases it (`deinit` only). The id of a
      child the container released on a memory warning (listed in its `released`) forgets it:
      its ids are free again, with no callbacks. Refused: 409 `not-a-child`; 409 `cannot-keep`
      for a child that presents (or holds the controller that does) or, in a container that
      forwards appearance by hand, one the client left appearing or appeared.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/RemoveChildBody'}
    responses: *actionResponses
  transition: &transition
    tags: [containers]
    summary: Transition between children of a custom container (transitionFromViewController, CON-5).
    description: |
      `{"from": "id", "to": spec-or-id, "options": "flipFromLeft", "duration": 0.5}`. To a child
      (by id) only the views swap, as UIKit's transition does: both stay children, `from` leaves
      `shown` and `to` takes its place (appearance callbacks, `to` loading first on its first
      showing); `to` shown and `from` not: 200, no events, same revision. To a new spec, the whole
      CON-5 pattern (LC-11): `from.willMoveToParent(nil)`, `to.willMoveToParent(container)`, the
      swap's appearance callbacks, `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`,
      then `from` is released, or kept with `"keep": true` (as remove-child keeps it; Recipe 7-7
      keeps its front to flip back to). `to` may name a controller the container keeps: the same
      instance is added back with the same CON-5 pattern, its view not loaded again. `options`
      are kept in the history as asked; the callbacks are animated when `duration` (default 0.3,
      0 to 60 seconds) is above 0. Refused: 422 `no-common-parent` when `from` and `to` are not
      both children of the container (or one it keeps), or are the same (UIKit's
      NSInvalidArgumentException text in `uikit`); 409 `cannot-keep` as remove-child.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/TransitionBody'}
    responses: *actionResponses
  performSegue: &performSegue
    tags: [storyboards]
    summary: Perform a segue of the source's scene (performSegue(withIdentifier:sender:), or a user's trigger).
    description: |
      `{"identifier": "openMessage", "userInfo": {"id": 7}, "sender": "id", "userAction": false,
      "animated": true}`. The source is `cid`, or without `/controllers/{cid}` the top-most
      controller on screen. It must have been instantiated from a storyboard (its `scene`), and
      that scene, in the session's own copy of the storyboard, must declare the segue: 404
      `unknown-segue` otherwise. `sender`, when given, names a controller of the session (404
      `unknown-controller` otherwise) and is only handed on in the callbacks' `segue`. UIKit's order:

      1. `"userAction": true` is a user's trigger (a tap on the segue's control): the source is
         asked `shouldPerformSegue(withIdentifier:sender:)` first; a programmatic perform
         (`false`, the default) is not asked (SEG-10). It answers NO when the segue is
         `enabled: false` or when `userInfo` lacks one of the segue's `requires` fields with that
         value: 409 `segue-vetoed`, nothing happens. Else the answer starts with its
         `shouldPerformSegue` callback (`segue` without `destination`).
      2. The destination scene is instantiated as `instantiateViewController(withIdentifier:)`
         does (fresh ids, scene references built in, view not loaded), with `userInfo`, when sent,
         as the destination's `userInfo`. The source gets `prepareForSegue`
         (`prepare(for:sender:)`) with the destination's id and the payload, before the
         destination loads.
      3. The kind does its work with its own callbacks, refused as the action it stands for
         refuses: `show` is show(_:sender:) from the source (the walk and callbacks of `show`:
         a push in a navigation controller, a column of a split view controller, else a
         presentation; the answer has no `resolvedAs`); `showDetail` is
         showDetailViewController(_:sender:) (as `show-detail`); `present` presents from the
         source (as `present`) with the segue's `modalPresentationStyle` and
         `modalTransitionStyle` when it sets them, else the destination's own; `popover`
         presents it as a popover anchored to the source (the segue's `anchor`, with the source
         as `sourceController`; 409 `popover-anchor-unavailable` for a bar item the source
         lacks); `push`, the deprecated kind, pushes it onto the source's navigation controller,
         and is refused with 409 `push-segue-needs-navigation-controller` when the source has
         none (SEG-11; a `show` segue presents instead); `custom` (RotatingSegue, seed 001's cube)
         replaces the source by the destination in the source's custom container, in the CON-5
         order of `transition` to a new spec (`from.willMoveToParent(nil)`,
         `to.willMoveToParent(container)`, the swap's appearance callbacks,
         `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`, then the source is
         released), 0.3 s when animated; 409 `no-container-controller` when the source's parent is
         no custom container. An `embed` segue fires when its container's view loads, before the
         container's `viewDidLoad`: `container.prepareForSegue` (the destination's fresh id),
         `destination.willMoveToParent(container)`, `destination.viewDidLoad`,
         `destination.didMoveToParent(container)`, then `container.viewDidLoad`; the destination
         is a shown child and appears with the container. Until then the container lists the
         segue in `pendingEmbeds` and has no child from it (an unselected tab's container, say).
         Performing an embed segue is 409 `embed-segue-performed`.

      An `unwind` segue instantiates nothing. Its destination is found by UIKit's search
      (iOS 9+, SEG-12): up the source's parents, and from the root of a presented layer to its
      presenter; at each ancestor, its other children first (a navigation stack from its top
      down, each child's own children before it), then the ancestor itself. The first controller
      (not the source) whose scene lists the segue's `action` in `unwindActions` is the
      destination; none: 409 `no-unwind-destination`, nothing changed. Then (after
      `shouldPerformSegue` for a user's trigger, which may veto it as above) the source gets
      `prepareForSegue` and the destination `unwindAction`, both with a `segue` naming the
      destination and the action, before anything leaves the screen; then one screen change: what
      is presented above the destination's layer is dismissed (disappearance callbacks with
      `isBeingDismissed`), the navigation controllers on the destination's path pop to it (the
      popped controllers get `willMoveToParent(nil)` before and `didMoveToParent(nil)` after),
      tab bar controllers select the tab holding it, and everything that left is released
      (`deinit`). A refusal leaves the session as it was, its next generated id included.
    parameters: *mutationParameters
    requestBody:
      required: true
      content:
        application/json:
          schema: {$ref: '#/components/schemas/PerformSegueBody'}
    responses: *actionResponses

paths:
  /healthz:
    get:
      tags: [service]
      operationId: health
      security: []
      summary: The server answers.
      responses:
        '200':
          description: Healthy, with the number of live sessions.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Health'}
        '413': {$ref: '#/components/responses/TooLarge'}

  /openapi.yaml:
    get:
      tags: [service]
      operationId: openAPIDocument
      security: []
      summary: This document, compiled into the server.
      description: |
        The OpenAPI 3.1 document of this build, byte for byte as the repository holds it, so that
        a generator (`--url`), Swagger UI or schemathesis reads it from a running server. No key
        needed (it holds no data); `Cache-Control: no-cache` (a new build may change it).
      responses:
        '200':
          description: The document, as YAML (RFC 9512).
          content:
            application/yaml:
              schema: {type: string}
        '413': {$ref: '#/components/responses/TooLarge'}

  /openapi.json:
    get:
      tags: [service]
      operationId: openAPIDocumentJSON
      security: []
      summary: This document as JSON, compiled into the server.
      description: |
        The same document as `/openapi.yaml`, written as JSON (keys in the YAML's order, on
        one line), for tools that read no YAML. The repository keeps it as `openapi.json`, and
        `make test` fails when it differs from the YAML. No key needed; `Cache-Control:
        no-cache`.
      responses:
        '200':
          description: The document.
          content:
            application/json:
              schema: {type: object}
        '413': {$ref: '#/components/responses/TooLarge'}

  /schemas/{name}:
    get:
      tags: [service]
      operationId: jsonSchema
      security: []
      summary: A JSON Schema (2020-12) of one answer, compiled into the server.
      description: |
        `snapshot.json` (`GET /sessions/{sid}`), `mutation-result.json` (every change's answer)
        and `problem.json` (every refusal): each is this document's schema of that answer with
        the schemas it refers to under `$defs`, so that a test in any language validates what
        it got without reading OpenAPI. The repository keeps them in `schemas/`, and `make
        test` fails when they differ from this document. No key needed; `Cache-Control:
        no-cache`.
      parameters:
        - name: name
          in: path
          required: true
          schema: {type: string, enum: [snapshot.json, mutation-result.json, problem.json]}
      responses:
        '200':
          description: The schema.
          content:
            application/schema+json:
              schema: {type: object}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}

  /metrics:
    get:
      tags: [service]
      operationId: metrics
      summary: Prometheus metrics (text exposition format 0.0.4).
      description: |
        Through swift-metrics and swift-prometheus, one registry per server. Labels are route
        templates, methods, statuses, action names and problem types — never a session id, a
        controller id or a tenant — so series are bounded by the API. They count every tenant's
        requests, so with API keys only the key of the tenant named by `--metrics-tenant` reads
        them (403 `metrics-not-allowed` for any other key; without `--metrics-tenant`, none).

        - `navstate_http_requests_total{route,method,status}` (counter): requests answered, by
          route template as this document writes it (`/sessions/{sid}/push`; `unmatched` when no
          route matched).
        - `navstate_http_request_duration_seconds{route,method}` (histogram, 100 µs to 1 s):
          from the request's arrival to its answer (for a store, until the commit answered it).
        - `navstate_sessions` (gauge): live sessions.
        - `navstate_actions_applied_total{action}` (counter): actions applied, by name (`push`,
          `select-tab`, `traits`, `patch`, …; each action of a batch; counted once kept — with a
          store, after its commit; not dry runs, not replays).
        - `navstate_refusals_total{type}` (counter): error answers, by the problem type the
          client got (kept and replayed answers of idempotency keys included).
        - `navstate_event_streams_open` (gauge), `navstate_events_sent_total` (counter: snapshot
          and change events written to streams).
        - `navstate_store_commits_total`, `navstate_store_failed_commits_total` (counters),
          `navstate_store_commit_writes` (histogram: writes per commit, the group commit's batch
          size), `navstate_store_commit_duration_seconds` (histogram: `BEGIN` to `COMMIT`).
        - `navstate_connections_open` (gauge): connections open on every event loop.
      responses:
        '200':
          description: The metrics.
          content:
            text/plain:
              schema: {type: string}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}

  /:
    get:
      tags: [view]
      operationId: viewIndex
      summary: "The live view's index (HTML): the caller's sessions, newest first."
      description: |
        The newest 200 of the caller's sessions, each with its revision and root, linking to its
        view and its JSON snapshot. With a store several nodes share, "newest" is by serial, as
        `GET /sessions` orders them: a session just made on one node may sort before many made
        earlier on another. Sent with a Content-Security-Policy that lets the page load
        only this server's own style (`default-src 'none'`), `X-Content-Type-Options: nosniff`,
        `Referrer-Policy: no-referrer`; client text (ids, titles) is escaped.
      responses:
        '200':
          description: The index.
          headers:
            Content-Security-Policy: {schema: {type: string}}
          content:
            text/html:
              schema: {type: string}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}

  /sessions/{sid}/view:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    get:
      tags: [view]
      operationId: viewSession
      summary: The live view of a session (HTML).
      description: |
        A page that draws the session as its traits say (phone or pad, portrait or landscape):
        bars, tabs, pages, split columns, presented layers, and the last lifecycle callbacks by
        revision. It follows `GET /sessions/{sid}/events` and fetches the snapshot after each
        change; its controls (back, tabs, page turns, dismiss, rotate) send the same REST
        actions a client would, so it always shows the server's state. Script and style come
        from `/assets/`; the policy allows nothing else (no inline script, no other origin).
      responses:
        '200':
          description: The page.
          headers:
            Content-Security-Policy: {schema: {type: string}}
          content:
            text/html:
              schema: {type: string}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}

  /assets/{name}:
    parameters:
      - name: name
        in: path
        required: true
        schema: {type: string, enum: [view.js, view.css]}
    get:
      tags: [view]
      operationId: viewAsset
      summary: The live view's script or style, compiled into the server.
      description: "No key needed (they hold no data); `Cache-Control: no-cache`."
      security: []
      responses:
        '200':
          description: The asset.
          content:
            text/javascript:
              schema: {type: string}
            text/css:
              schema: {type: string}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}

  /favicon.ico:
    get:
      tags: [view]
      operationId: viewIcon
      summary: No icon (204), so that a browser's automatic request for one is not an error.
      security: []
      responses:
        '204':
          description: No content.
        '413': {$ref: '#/components/responses/TooLarge'}

  /sessions:
    post:
      tags: [sessions]
      operationId: createSession
      summary: Create a session; its root becomes the window's root view controller.
      description: |
        The root and its visible descendants load and appear; the answer lists those callbacks,
        and the `willMoveToParent`/`didMoveToParent` of every child added at construction.
        Controllers without an `id` get `vc1`, `vc2`, … in creation order. Without `id` the
        session gets 128 random bits as 32 hex digits. An `Idempotency-Key` (kept per tenant: the
        1,000 most recent, an hour each, in memory) makes a retry answer the first answer instead
        of creating a second session. With `import` (a document `GET /sessions/{sid}/export`
        wrote) the session is rebuilt as a state restoration rebuilds an app: the controllers on
        screen load and appear, nothing else loads. With a store (the default), the answer comes
        once the session is on disk.

        `{"storyboard": "Main"}` in place of `root` builds that storyboard's initial scene
        (`initial`; 422 `no-initial-scene` when it names none) as the root, with `id` and `traits`
        as for a root; 404 `unknown-storyboard` when the tenant has no storyboard by that name.
        A root may also name scenes anywhere a spec goes (`{"storyboard", "identifier"}`; 404
        `unknown-scene` for an identifier the storyboard lacks). The session takes its own copy
        of every storyboard it instantiates from (kept in its checkpoints and exports), and later
        uploads or deletes do not change it.
      parameters:
        - $ref: '#/components/parameters/IdempotencyKey'
        - $ref: '#/components/parameters/DryRun'
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/CreateSession'}
      responses:
        '200':
          description: 'A dry run (`?dry-run=true`): the session it would create, `dryRun: true`; nothing is kept (its id is not checked).'
          content:
            application/json:
              schema: {$ref: '#/components/schemas/MutationResult'}
        '201':
          description: Created.
          headers:
            Location: {$ref: '#/components/headers/Location'}
            ETag: {$ref: '#/components/headers/ETag'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/MutationResult'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/Conflict'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '429': {$ref: '#/components/responses/QuotaExceeded'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
    get:
      tags: [sessions]
      operationId: listSessions
      summary: List sessions in creation order, a page at a time.
      description: >-
        In creation order. With a store several nodes share (`--store postgres://…`), sessions
        are numbered from blocks of 64 that each node takes in turn, so the order is each node's
        creations in order with the nodes' blocks interleaved; a page read while another node
        creates sessions may not show those (read the list again from the start).
      parameters:
        - name: limit
          in: query
          schema: {type: integer, minimum: 1, maximum: 500, default: 50}
        - name: after
          in: query
          description: The `next` cursor of the previous page. Deleting sessions never invalidates it. Decimal digits alone without a leading zero, given once (at most 18 here; the server reads any number up to 2^63 − 1), else 400 `invalid-query`.
          schema: {type: string, pattern: '^(?:0|[1-9][0-9]{0,17})$'}
      responses:
        '200':
          description: One page.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/SessionList'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}

  /sessions/{sid}:
    parameters:
      - $ref: '#/components/parameters/SessionID'
    get:
      tags: [sessions]
      operationId: getSession
      summary: The session's snapshot, or with `format=text` a `_printHierarchy`-style tree.
      parameters:
        - name: format
          in: query
          schema: {type: string, enum: [json, text], default: json}
        - name: revision
          in: query
          description: |
            The session as it was at this revision, rebuilt from the journal (the same bytes it
            answered then, without `expiresAt`). The journal keeps between 32 and 64 revisions,
            fewer when their entries pass `--max-journal-bytes` (4 MiB) (`oldestRevision` in the
            history); an older one is 410 `revision-gone`, a future one 404
            `unknown-revision`. Decimal digits alone (400 `invalid-query` otherwise, and for 0).
          schema: {type: integer, minimum: 1, maximum: 9223372036854775807}
        - $ref: '#/components/parameters/IfNoneMatch'
      responses:
        '200':
          description: The snapshot.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Snapshot'}
            text/plain:
              schema:
                type: string
                description: |
                  One line per controller, children indented with `   | `, presented controllers
                  with `   + ` and the controllers a custom container keeps detached with `   ~ `
                  (`, kept detached` at the end of their line):
                  `<InboxViewController inbox>, state: appeared, view: <UIView>, title: "Inbox"`.
        '304':
          description: Not modified since the revision named in `If-None-Match`.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '410':
          description: The revision asked for is older than the journal keeps (`revision-gone`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}
    delete:
      tags: [sessions]
      operationId: deleteSession
      summary: Delete the session; its event streams end with `deleted`.
      parameters:
        - $ref: '#/components/parameters/IfMatch'
        - $ref: '#/components/parameters/IdempotencyKey'
        - $ref: '#/components/parameters/DryRun'
      responses:
        '204':
          description: Deleted.
          headers:
            Idempotent-Replayed: {description: '`true` on the replayed answer of an `Idempotency-Key` seen before.', schema: {type: string}}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/Conflict'}
        '412': {$ref: '#/components/responses/PreconditionFailed'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
        '503': {$ref: '#/components/responses/Unavailable'}

  /sessions/{sid}/controllers/{cid}:
    parameters:
      - $ref: '#/components/parameters/SessionID'
      - $ref: '#/components/parameters/ControllerID'
    get:
      tags: [controllers]
      operationId: getController
      summary: One controller and its subtree.
      parameters:
        - $ref: '#/components/parameters/IfNoneMatch'
      responses:
        '200':
          description: The controller.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/ControllerResult'}
        '304':
          description: Not modified since the revision named in `If-None-Match` (the session's revision is the controller's entity tag).
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '404': {$ref: '#/components/responses/NotFound'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}
    patch:
      tags: [controllers]
      operationId: patchController
      summary: Change a controller's properties (JSON merge patch, RFC 7396).
      description: |
        Fields present replace the value, `null` removes it (flags return to their default),
        `navigationItem` and `tabBarItem` merge field by field. `id`, `kind`, `class` and
        `children` cannot change (422 `immutable-field`). No lifecycle callbacks are sent, except
        where a property changes what is on screen: `doubleSided` re-pairs pages, a split view
        controller's `preferredDisplayMode` shows or hides its primary, a presented controller's
        `adaptivePresentationStyle` adapts it again. `changed` names the parts of the visible
        chrome that changed. The blank page NavState derives (`<page id>.blank`) is its own and
        cannot be patched (422 `derived-id-conflict`). 409 when the state refuses it: a popover's
        new anchor names a bar item its controller lacks (`popover-anchor-unavailable`), or the
        request's `Idempotency-Key` is still in flight.
      parameters: *mutationParameters
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/ControllerPatch'}
      responses:
        '200': {$ref: '#/components/responses/Mutated'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/Conflict'}
        '412': {$ref: '#/components/responses/PreconditionFailed'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
        '503': {$ref: '#/components/responses/Unavailable'}

  /sessions/{sid}/controllers/{cid}/push:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *push, operationId: pushOnController}
  /sessions/{sid}/controllers/{cid}/pop:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *pop, operationId: popOnController}
  /sessions/{sid}/controllers/{cid}/pop-to:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *popTo, operationId: popToOnController}
  /sessions/{sid}/controllers/{cid}/pop-to-root:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *popToRoot, operationId: popToRootOnController}
  /sessions/{sid}/controllers/{cid}/set-view-controllers:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *setViewControllers, operationId: setViewControllersOnController}
  /sessions/{sid}/controllers/{cid}/select-tab:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *selectTab, operationId: selectTabOnController}
  /sessions/{sid}/controllers/{cid}/reorder-tabs:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *reorderTabs, operationId: reorderTabsOnController}
  /sessions/{sid}/controllers/{cid}/present:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *present, operationId: presentOnController}
  /sessions/{sid}/controllers/{cid}/dismiss:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *dismiss, operationId: dismissOnController}
  /sessions/{sid}/present:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *present, operationId: present}
  /sessions/{sid}/dismiss:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *dismiss, operationId: dismiss}
  /sessions/{sid}/controllers/{cid}/set-detent:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *setDetent, operationId: setDetentOnController}
  /sessions/{sid}/set-detent:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *setDetent, operationId: setDetent}
  /sessions/{sid}/controllers/{cid}/tap-action:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *tapAction, operationId: tapActionOnController}
  /sessions/{sid}/tap-action:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *tapAction, operationId: tapAction}
  /sessions/{sid}/controllers/{cid}/enter-text:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *enterText, operationId: enterTextOnController}
  /sessions/{sid}/enter-text:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *enterText, operationId: enterText}
  /sessions/{sid}/controllers/{cid}/activate-search:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *activateSearch, operationId: activateSearchOnController}
  /sessions/{sid}/activate-search:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *activateSearch, operationId: activateSearch}
  /sessions/{sid}/controllers/{cid}/search-text:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *searchText, operationId: searchTextOnController}
  /sessions/{sid}/search-text:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *searchText, operationId: searchText}
  /sessions/{sid}/controllers/{cid}/cancel-search:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *cancelSearch, operationId: cancelSearchOnController}
  /sessions/{sid}/cancel-search:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *cancelSearch, operationId: cancelSearch}
  /sessions/{sid}/controllers/{cid}/turn-page:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *turnPage, operationId: turnPageOnController}
  /sessions/{sid}/controllers/{cid}/set-page:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *setPage, operationId: setPageOnController}
  /sessions/{sid}/turn-page:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *turnPage, operationId: turnPage}
  /sessions/{sid}/set-page:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *setPage, operationId: setPage}
  /sessions/{sid}/controllers/{cid}/set-display-mode:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *setDisplayMode, operationId: setDisplayModeOnController}
  /sessions/{sid}/set-display-mode:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *setDisplayMode, operationId: setDisplayMode}
  /sessions/{sid}/controllers/{cid}/show-column:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *showColumn, operationId: showColumnOnController}
  /sessions/{sid}/show-column:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *showColumn, operationId: showColumn}
  /sessions/{sid}/controllers/{cid}/hide-column:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *hideColumn, operationId: hideColumnOnController}
  /sessions/{sid}/hide-column:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *hideColumn, operationId: hideColumn}
  /sessions/{sid}/controllers/{cid}/show:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *show, operationId: showOnController}
  /sessions/{sid}/show:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *show, operationId: show}
  /sessions/{sid}/controllers/{cid}/show-detail:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *showDetail, operationId: showDetailOnController}
  /sessions/{sid}/show-detail:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *showDetail, operationId: showDetail}
  /sessions/{sid}/controllers/{cid}/add-child:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *addChild, operationId: addChildOnController}
  /sessions/{sid}/add-child:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *addChild, operationId: addChild}
  /sessions/{sid}/controllers/{cid}/did-move:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *didMove, operationId: didMoveOnController}
  /sessions/{sid}/did-move:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *didMove, operationId: didMove}
  /sessions/{sid}/controllers/{cid}/begin-appearance:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *beginAppearance, operationId: beginAppearanceOnController}
  /sessions/{sid}/begin-appearance:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *beginAppearance, operationId: beginAppearance}
  /sessions/{sid}/controllers/{cid}/end-appearance:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *endAppearance, operationId: endAppearanceOnController}
  /sessions/{sid}/end-appearance:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *endAppearance, operationId: endAppearance}
  /sessions/{sid}/controllers/{cid}/remove-child:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *removeChild, operationId: removeChildOnController}
  /sessions/{sid}/remove-child:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *removeChild, operationId: removeChild}
  /sessions/{sid}/controllers/{cid}/transition:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *transition, operationId: transitionOnController}
  /sessions/{sid}/transition:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *transition, operationId: transition}
  /sessions/{sid}/controllers/{cid}/perform-segue:
    parameters: [{$ref: '#/components/parameters/SessionID'}, {$ref: '#/components/parameters/ControllerID'}]
    post: {<<: *performSegue, operationId: performSegueOnController}
  /sessions/{sid}/perform-segue:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *performSegue, operationId: performSegue}
  /sessions/{sid}/memory-warning:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post:
      tags: [sessions]
      operationId: sendMemoryWarning
      summary: Simulate a low-memory warning.
      description: |
        `didReceiveMemoryWarning` to every controller, on screen or not, its view loaded or not
        (every view controller observes the warning; UIKit's own More navigation controller is
        not a controller of the session and is not told), parents first and a controller's children before what it presents (the order a snapshot
        lists them in). Views are not unloaded (iOS 6 dropped `viewDidUnload`). The session moves by
        one revision, so history and the event stream carry the warning. A custom container with
        `releasesHiddenChildrenOnMemoryWarning` then releases its children that are not shown
        (`willMoveToParent(nil)`, `didMoveToParent(nil)`, `deinit`; they get no warning), listed in
        its `released` until add-child or transition naming one rebuilds it. The body is empty or
        `{}`; in a batch the action is `memory-warning`, without a controller.
      parameters: *mutationParameters
      requestBody:
        required: false
        content:
          application/json:
            schema: {type: object, additionalProperties: false}
      responses: *actionResponses
  /sessions/{sid}/traits:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    put:
      tags: [sessions]
      operationId: putTraits
      summary: Rotate, or change idiom or size classes.
      description: |
        The fields given replace the current traits; a size class set to null is derived again.
        Refused with 409 `orientation-not-supported` when the top full-screen controller's
        `supportedOrientations` (default: a phone all but portraitUpsideDown, a pad all) excludes
        the orientation. Page view controllers with `spinePolicy: book` re-pair their pages (landscape:
        mid spine, two double-sided pages; portrait: min spine, one page) so that the first page shown
        stays visible; presentation styles adapt to the new size class; a tab bar whose More list was
        selected selects its first tab when every tab fits. Split view controllers derive their display
        mode again (`automatic`: side by side in landscape, the secondary only in portrait), collapse on
        a compact width (a primary navigation controller takes the secondary onto its stack:
        `secondary.willMoveToParent(nil)`, `didMoveToParent(nil)`, `willMoveToParent(primary)`, the
        appearance callbacks, `didMoveToParent(primary)`; with `collapsesSecondaryOntoPrimary: false`
        the secondary leaves and is released) and expand on a regular one (the primary gives back the
        navigation controller nested in its stack, releasing what was pushed above it, or else its
        top; the same callbacks towards the split). Refused with 422 `too-many-children` when a
        primary stack is too full to take its secondary, 422 `pushing-split-view-controller` when
        a tab bar would put a split view controller in its More list, 422 `popover-needs-anchor`
        when a presentation that names no anchor would become a popover, and 422
        `context-in-popover-requires-cover-vertical` when one would become a popover holding a
        context presentation that does not slide up. The answer lists the callbacks
        of every controller that came on or left the screen. In a session with the `transitions`
        callbacks they are framed as UIKit frames them: first `willTransition(to:with:)` when the
        trait collection changes (idiom or a size class in force), then
        `viewWillTransition(to:with:)` when the window's size does (a turn between portrait and
        landscape, or another idiom), each to the window's root and down what it shows (a
        navigation controller's top, the selected tab, the columns and pages shown, a custom
        container's shown children) and what each presents, parents first, children before what
        their parent presents, covered or not; last, `traitCollectionDidChange(_:)` to those of them
        still reached, when the trait collection changed. The traits in force: 200, no events,
        same revision.
      parameters: *mutationParameters
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/TraitsPatch'}
      responses: *actionResponses
  /sessions/{sid}/actions:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post:
      tags: [sessions]
      operationId: performBatch
      summary: Apply several actions as one change, all or none.
      description: |
        Each action sees what the previous left; the session moves by one revision for the whole
        batch. The answer lists every action's callbacks in order, each with the index of its
        action. A refused action refuses the batch: the problem is that action's, with its
        index in `action` and `detail` starting `actions[i]:`; nothing is applied. Body errors
        name the entry, e.g. `actions[1].body.controller.title: expected a string.`
      parameters: *mutationParameters
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Batch'}
      responses: *actionResponses
  /sessions/{sid}/open:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post:
      tags: [navigation]
      operationId: openPath
      summary: A deep link, in one request and one revision (the calls an app makes, step by step).
      description: |
        `{"path": [step, …], "animated"?: true}`, 1 to 32 steps. A step is the id of a
        controller in the tree, which is brought on screen as an app restoring a path does it
        (`reveal`): what is presented over its layer and over its ancestors is dismissed, then,
        from the outermost container inwards, its tab is selected in every tab bar controller it
        is in, every navigation stack it is in pops back to it and a column-style split shows
        its column (show-column); or `{"push": spec}`,
        `{"present": spec}`, `{"show": spec}`, `{"showDetail": spec}` (a scene reference too),
        sent to the controller the step before reached (its id, or the top of the screen for the
        first step and after a spec without an id). The steps are applied as the batch of those
        actions (`reveal`, `push`, `present`, `show`, `show-detail`): one revision, every
        callback with the index of its step in `action`, the history listing the actions; a
        step that cannot be taken refuses the whole link with that step's problem (`action`
        its index, `detail` starting `path[i]:`), and nothing is applied. `?dry-run=true`
        answers the plan (the snapshot and callbacks it would give) and keeps nothing.
        Refused as well: an id that no dismissal, tab selection or pop brings on screen (409
        `not-revealable`: a custom container that does not show it or keeps it detached, a
        hidden column of a classic split, a column while a compact column is shown). A link that changes nothing (its controller on screen already,
        nothing over it) answers 200 with the same revision and leaves no history entry, as
        every action that changes nothing does. A layer presented in context lives in its
        presenter's: revealing a controller in it also dismisses what covers the presenter, and
        selects the presenter's tab.

        `{"url": "mail/42", "animated"?}` instead of `path` opens a route the session's
        storyboards declare (`routes` of a storyboard document; the session's own copies, by
        name, each in document order; leading and trailing `/` ignored): the first whose
        pattern matches, segment by segment, a parameter (`:message`) taking one segment of 1 to
        64 of `A-Z a-z 0-9 . _ ~ -`. Its path is opened with every `:name` of its strings
        replaced by the segment (not in scene names), and each `{"scene": "Inbox"}` step made the id of the
        controller instantiated from that scene of the route's storyboard (the one nearest the
        top of the screen, else the smallest id; 409 `scene-not-live` when there is none). A URL
        that no route matches is 404 `no-matching-route` (its detail lists the patterns).
      parameters: *mutationParameters
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/OpenBody'}
      responses: *actionResponses
  /sessions/{sid}/export:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    get:
      tags: [sessions]
      operationId: exportSession
      summary: The session as a document that POST /sessions can import (state restoration).
      description: |
        Self-contained and versioned: traits, the tree as specs, the presented controllers.
        `POST /sessions` with `{"import": document}` (and an optional `id`) recreates it, and
        exporting that session gives the same document again.
      parameters:
        - $ref: '#/components/parameters/IfNoneMatch'
      responses:
        '200':
          description: The document; the ETag is the session's revision.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/ExportedSession'}
        '304':
          description: If-None-Match names the current revision.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}
  /sessions/{sid}/history:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    get:
      tags: [sessions]
      operationId: getHistory
      summary: The recorded revisions, oldest first, a page at a time.
      parameters:
        - name: after
          in: query
          description: |
            Entries after this revision (0, the default, for the oldest kept); decimal digits
            alone (400 `invalid-query` otherwise). A revision the journal has moved past (other
            than 0) is 410 `revision-gone`, whose `detail` names the `after` to resume from.
          schema: {type: integer, minimum: 0, maximum: 9223372036854775807}
        - name: limit
          in: query
          description: |
            Entries per page at most; a page also stops before the entry that would take it past
            `--max-history-page-bytes` of entries (1 MiB by default; at least one entry), and its
            `next` goes on from its last entry. Decimal digits alone, given once.
          schema: {type: integer, minimum: 1, maximum: 500, default: 50}
      responses:
        '200':
          description: One page.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/History'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '410':
          description: The `after` cursor is older than the journal keeps (`revision-gone`); the entries after it are gone.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
        '503': {$ref: '#/components/responses/Unavailable'}
  /sessions/{sid}/events:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    get:
      tags: [sessions]
      operationId: followSession
      summary: Follow the session as it changes (Server-Sent Events).
      description: |
        A `text/event-stream`: first `event: snapshot` (`id:` its revision, `data:` the snapshot),
        then one `event: change` per revision (`id:` the revision, `data:` a HistoryEntry: the
        actions as sent, their callbacks, `changed`), and `event: deleted` (`data:
        {"session": …}`) when the session is deleted or expires, which ends the stream. A comment
        (`: ping`) comes every 15 s. With `Last-Event-ID` the stream resumes after that revision
        from the journal, without a gap; when the journal no longer holds it, it starts over
        with a snapshot. Changes made through any event loop reach every stream in revision
        order. A client that lets 1 MiB wait unread is disconnected; writers never wait for
        streams. At most 256 streams per session (503 `too-many-streams`).
      parameters:
        - name: Last-Event-ID
          in: header
          description: 'The `id:` of the last event received: a revision, decimal digits alone without a leading zero (at most 18 here; the server reads any number up to 2^63 − 1), else 400 `invalid-precondition`.'
          schema: {type: string, pattern: '^(?:0|[1-9][0-9]{0,17})$'}
      responses:
        '200':
          description: |
            The stream (`Cache-Control: no-store`, `X-Accel-Buffering: no`, chunked), written as
            the session changes and never ended by the server except by `deleted` (or when it
            closes the connection). Each event is a few `field: value` lines and a blank line
            (`\n`, no `\r`), its data JSON on one line:

            ```
            id: 1
            event: snapshot
            data: {"session":"s","revision":1,…}

            id: 2
            event: change
            data: {"revision":2,"time":"2026-11-28T00:07:59.310Z","actions":[…],"events":[…]}

            : ping

            event: deleted
            data: {"session":"s"}

            ```

            * `snapshot`: `id:` its revision, `data:` a Snapshot (the first event, unless
              `Last-Event-ID` resumes from the journal).
            * `change`: `id:` the revision, `data:` a HistoryEntry.
            * `deleted` (no `id:`): `data:` `{"session": id}`; the stream ends.
            * Comments (`:` first): `: ping` every 15 s; a comment that says why, just before the
              server ends a stream it cannot go on with (`: too many streams on this session`,
              `: … reconnect`).
          content:
            text/event-stream:
              schema:
                description: |
                  One event as an SSE parser reads it (comments are not events): `event`, `id`
                  (the last `id:` received, for `deleted`) and `data`, a line of JSON.
                oneOf:
                  - type: object
                    required: [event, id, data]
                    properties:
                      event: {const: snapshot}
                      id: {type: string, pattern: '^[0-9]+$'}
                      data: {type: string, contentMediaType: application/json, contentSchema: {$ref: '#/components/schemas/Snapshot'}}
                  - type: object
                    required: [event, id, data]
                    properties:
                      event: {const: change}
                      id: {type: string, pattern: '^[0-9]+$'}
                      data: {type: string, contentMediaType: application/json, contentSchema: {$ref: '#/components/schemas/HistoryEntry'}}
                  - type: object
                    required: [event, data]
                    properties:
                      event: {const: deleted}
                      id: {type: string, pattern: '^[0-9]+$'}
                      data:
                        type: string
                        contentMediaType: application/json
                        contentSchema:
                          type: object
                          additionalProperties: false
                          required: [session]
                          properties:
                            session: {$ref: '#/components/schemas/Identifier'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '503':
          description: The session has its most streams (`too-many-streams`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '500': {$ref: '#/components/responses/SessionUnreadable'}
  /sessions/{sid}/select-tab:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *selectTab, operationId: selectTab}
  /sessions/{sid}/reorder-tabs:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *reorderTabs, operationId: reorderTabs}
  /sessions/{sid}/push:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *push, operationId: push}
  /sessions/{sid}/pop:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *pop, operationId: pop}
  /sessions/{sid}/pop-to:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *popTo, operationId: popTo}
  /sessions/{sid}/pop-to-root:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *popToRoot, operationId: popToRoot}
  /sessions/{sid}/set-view-controllers:
    parameters: [{$ref: '#/components/parameters/SessionID'}]
    post: {<<: *setViewControllers, operationId: setViewControllers}

  /storyboards:
    get:
      tags: [storyboards]
      operationId: listStoryboards
      summary: The tenant's storyboards, by name, without their documents.
      responses:
        '200':
          description: Every storyboard of the tenant, sorted by name (at most 100).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/StoryboardList'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}
  /storyboards/{name}:
    parameters:
      - $ref: '#/components/parameters/StoryboardName'
    put:
      tags: [storyboards]
      operationId: putStoryboard
      summary: Upload a storyboard, whole (new, or replacing the tenant's storyboard of that name).
      description: |
        The body is a StoryboardDocument. Its shape is checked first: malformed JSON is 400
        `malformed-json`; an unknown field, a wrong type, a segue field of another kind
        (`anchor` on a `show` segue, `action` on a `present` one), a `custom` segue without
        `segueClass`, or a popover `anchor` with `sourceController` or with both `barButtonItem`
        and `sourceRect` is 400 `invalid-body`. Then the storyboard is validated whole, and
        every problem is listed at once in the 422 `invalid-storyboard` problem's `errors`
        (each `path: what`, in document order; nothing is kept):

        * at least one scene and at most 200; `initial`, when given, names one of them;
        * scene identifiers, segue identifiers and unwind action names are 1 to 128 characters;
          scene identifiers are distinct, and so are a scene's segue identifiers; at most 50
          segues per scene;
        * a scene's controller specs (nested ones included) carry no `id` (every instantiation
          gets fresh ids), no `shown` (it names ids) and no `scene` (instantiation sets it); a
          scene reference in them names a scene of this storyboard, without `id`;
        * a segue other than `unwind` has a `destination` naming a scene of this storyboard;
          an `unwind` segue has an `action` and no `destination` (it finds its destination at
          run time); an `embed` segue starts from a scene whose controller is a custom
          container (`kind: container`); a `present` segue's `partialCurl` transition needs the
          `fullScreen` style when it sets a style; a `popover` segue's anchor has a
          `barButtonItem` or a `sourceRect`;
        * when none of the above is found: no scene instantiates itself through scene references
          and embed segues (a cycle);
        * when no cycle is found either: every scene, instantiated with its embedded scenes, fits
          the session limits (depth and number of controllers).

        The name is 1 to 64 of `A-Z a-z 0-9 . _ ~ -` (422 `invalid-storyboard-name`). A tenant
        keeps at most 100 storyboards (429 `storyboard-quota-exceeded`; replacing one always
        has room). Sessions keep the copies they took: replacing a storyboard changes new
        sessions, and sessions that have not instantiated from it yet, only. With a store (the
        default), the answer comes once the storyboard is on disk.
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/StoryboardDocument'}
      responses:
        '200':
          description: Replaced a storyboard of that name; the storyboard as kept.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Storyboard'}
        '201':
          description: Created; the storyboard as kept.
          headers:
            Location: {description: 'The storyboard''s path, `/storyboards/{name}`.', schema: {type: string}}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Storyboard'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422':
          description: 'A storyboard that cannot be used (`invalid-storyboard`, every problem in `errors`), or a name that is not one (`invalid-storyboard-name`).'
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '429':
          description: The tenant keeps its quota of 100 storyboards (`storyboard-quota-exceeded`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
    get:
      tags: [storyboards]
      operationId: getStoryboard
      summary: A storyboard of the tenant, with its scenes, segues and the document as uploaded.
      responses:
        '200':
          description: The storyboard.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Storyboard'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404':
          description: The tenant has no storyboard by that name (`unknown-storyboard`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422':
          description: A name that is not one (`invalid-storyboard-name`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    delete:
      tags: [storyboards]
      operationId: deleteStoryboard
      summary: Delete a storyboard of the tenant; sessions built from it keep their copies.
      description: |
        New sessions and scene references can no longer name it (404 `unknown-storyboard`);
        sessions that took a copy keep instantiating scenes and performing segues from it. With
        a store (the default), the answer comes once the deletion is on disk.
      responses:
        '204':
          description: Deleted.
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404':
          description: The tenant has no storyboard by that name (`unknown-storyboard`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422':
          description: A name that is not one (`invalid-storyboard-name`).
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}

components:
  securitySchemes:
    bearerKey:
      type: http
      scheme: bearer
      description: |
        An API key from the server's `--api-keys` file (or `NAVSTATE_API_KEYS`), which maps each
        key to its tenant. Sessions belong to the tenant that created them: other tenants get 404
        for them and do not see them in `GET /sessions`; session ids are per tenant.
    browserKey:
      type: http
      scheme: basic
      description: |
        The same key as the password of HTTP Basic authentication (the user name is ignored):
        a 401 challenges `Bearer` and `Basic`, so a browser opening the live view asks for the
        key once and sends it on every request of the page, its event stream included.
  parameters:
    DryRun:
      name: dry-run
      in: query
      description: '`true`: answer what the mutation would do and keep nothing of the change; the answer has `dryRun: true` and no `ETag`, and the session stays at its revision. An `Idempotency-Key` sent with it is kept with its answer, as any key is: a retry replays the dry run, and the same key on another request (the real one included) is 422 `idempotency-key-reused`. Given once, `true` or `false` (400 `invalid-query` otherwise).'
      schema: {type: string, enum: ['true', 'false'], default: 'false'}
    Prefer:
      name: Prefer
      in: header
      description: '`return=minimal` answers only `session`, `revision`, `events` (and `changed`), with `Preference-Applied: return=minimal`.'
      schema: {type: string}
    IdempotencyKey:
      name: Idempotency-Key
      in: header
      description: |
        A client-chosen key: 1 to 255 visible ASCII characters other than `"` (`!`, `#` to `~`),
        bare or as a structured-field string (`"…"`, the quotes not counted); anything else is 400
        `invalid-idempotency-key`. The same key with the same request (method, path, query,
        `If-Match`, `Prefer`, body) answers the first answer again — success or refusal — with
        `Idempotent-Replayed: true`; with another request 422 `idempotency-key-reused`. Kept per
        session: the 64 most recent keys, each for an hour.
      schema: {type: string, minLength: 1, maxLength: 257, pattern: '^(?:"[!#-~]{1,255}"|[!#-~]{1,255})$'}
    SessionID:
      name: sid
      in: path
      required: true
      schema: {$ref: '#/components/schemas/Identifier'}
    ControllerID:
      name: cid
      in: path
      required: true
      schema: {$ref: '#/components/schemas/Identifier'}
    StoryboardName:
      name: name
      in: path
      required: true
      description: Per tenant; 1 to 64 of `A-Z a-z 0-9 . _ ~ -` (422 `invalid-storyboard-name` otherwise).
      schema: {type: string, pattern: '^[A-Za-z0-9._~-]{1,64}$'}
    IfMatch:
      name: If-Match
      in: header
      description: |
        `*`, or a comma-separated list of revisions as entity tags (`"3"`, `"3", "4"`); a bare `3`
        is accepted too, and so are weak tags (`W/"3"`), which never match (strong comparison).
        Revisions are decimal digits alone without a leading zero (tags compare as written:
        `"03"` is not `"3"`), at most 18 here (the server reads any number up to 2^63 − 1); empty
        list elements (`"3",,"4"`) are skipped. Anything else — `*` in a list, a sign, a leading
        zero, an element of spaces only, a tag that is not a number — is 400
        `invalid-precondition`. A list that names no current revision (an empty one included)
        is 412 `revision-mismatch`.
      schema:
        type: string
        pattern: '^(?:\*|(?:[ \t]*(?:W/)?(?:"(?:0|[1-9][0-9]{0,17})"|(?:0|[1-9][0-9]{0,17}))[ \t]*)?(?:,(?:[ \t]*(?:W/)?(?:"(?:0|[1-9][0-9]{0,17})"|(?:0|[1-9][0-9]{0,17}))[ \t]*)?)*)$'
    IfNoneMatch:
      name: If-None-Match
      in: header
      description: |
        `*`, or a list of revisions as entity tags, as for `If-Match`; weak tags (`W/"3"`) match
        too (weak comparison). When it names the current revision (`*` always does) the answer
        is 304 with the `ETag`; anything that is not such a list is 400 `invalid-precondition`.
      schema:
        type: string
        pattern: '^(?:\*|(?:[ \t]*(?:W/)?(?:"(?:0|[1-9][0-9]{0,17})"|(?:0|[1-9][0-9]{0,17}))[ \t]*)?(?:,(?:[ \t]*(?:W/)?(?:"(?:0|[1-9][0-9]{0,17})"|(?:0|[1-9][0-9]{0,17}))[ \t]*)?)*)$'

  headers:
    ETag:
      description: The session's revision as a strong entity tag, e.g. `"3"`.
      schema: {type: string, pattern: '^"[0-9]+"$'}
    Location:
      description: The new session's path.
      schema: {type: string}

  responses:
    Unauthorized:
      description: 'API keys are configured and the request has no `Authorization: Bearer <key>` (or `Basic` with the key as password), or an unknown key (`unauthorized`, with `WWW-Authenticate: Basic realm="navstate", charset="UTF-8", Bearer realm="navstate"`).'
      headers:
        WWW-Authenticate: {schema: {type: string}}
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    Forbidden:
      description: 'A `Host` that does not name this server (`host-not-allowed`: DNS rebinding), or a browser request from another site (`cross-site-request`: an `Origin` not listed with --allow-origin, or `Sec-Fetch-Site: cross-site`).'
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    QuotaExceeded:
      description: The tenant holds its quota of sessions (`session-quota-exceeded`, --max-sessions-per-tenant).
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    Mutated:
      description: The change was applied (or, for a dry run, would be); the snapshot after it, with the callbacks it caused.
      headers:
        ETag: {$ref: '#/components/headers/ETag'}
        Preference-Applied: {description: '`return=minimal` when honoured.', schema: {type: string}}
        Idempotent-Replayed: {description: '`true` on the replayed answer of an `Idempotency-Key` seen before.', schema: {type: string}}
      content:
        application/json:
          schema: {$ref: '#/components/schemas/MutationResult'}
    BadRequest:
      description: Malformed JSON (`malformed-json`), a wrong field type or unknown field (`invalid-body`), a bad query (`invalid-query`) or precondition header (`invalid-precondition`), ambiguous framing (`invalid-framing`, any path; the connection is closed), an `Idempotency-Key` that is not one (`invalid-idempotency-key`), a single-valued header (`Authorization`, `Idempotency-Key`, `Origin`, `Last-Event-ID`, `Sec-Fetch-Site`, `Content-Type`) sent twice (`repeated-header`).
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    NotFound:
      description: Unknown session (`unknown-session`), controller (`unknown-controller`), route (`unknown-route`) or revision (`unknown-revision`); a storyboard neither the session nor the tenant has (`unknown-storyboard`), a storyboard identifier its storyboard lacks (`unknown-scene`), or a segue the source's scene does not declare, or a source not instantiated from a storyboard (`unknown-segue`); a deep link's `url` that no route of the session's storyboards matches (`no-matching-route`).
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    Conflict:
      description: Refused by the current state (`nothing-to-pop`, `pushing-same-instance`, `hierarchy-inconsistency`, `not-in-stack`, `no-navigation-controller`, `id-in-use` (a live controller's, or a page a data source keeps), `session-exists`, `not-a-tab`, `no-tab-bar-controller`, `tab-not-customizable`, `navigation-controller-off-screen`, `already-presenting`, `presenting-active-controller`, `not-in-window-hierarchy`, `partial-curl-cannot-present`, `nothing-to-dismiss`, `no-more-pages`, `not-a-page`, `no-page-view-controller`, `orientation-not-supported`, `no-split-view-controller`, `split-view-controller-collapsed`, `popover-anchor-unavailable`, `not-a-popover`, `no-container-controller`, `not-a-child`, `not-awaiting-did-move`, `appearance-forwarded-automatically`, `unbalanced-appearance-transition`, `id-held-for-released-child`, `segue-vetoed`, `push-segue-needs-navigation-controller`, `embed-segue-performed`, `no-unwind-destination`, `tab-selection-vetoed`, `not-a-sheet`, `sheet-detent-inactive`, `not-an-alert`, `alert-covered`, `alert-action-disabled`, `not-revealable`, `kept-by-container`, `cannot-keep`, `no-search-controller`, `search-not-active`, `scene-not-live`), the first request with the same `Idempotency-Key` not answered yet (`idempotency-key-in-flight`), or, with a store several nodes share, another node storing the session's next revision first (`changed-elsewhere`, with the stored `revision`; nothing was kept, send the request again).
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    PreconditionFailed:
      description: '`If-Match` does not match the current revision (`revision-mismatch`); the problem carries the current `revision` and the `ETag` header.'
      headers:
        ETag: {$ref: '#/components/headers/ETag'}
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    TooLarge:
      description: |
        The body is over the server's limit (`body-too-large`: 65,536 bytes by default,
        `--max-body-bytes`), whatever the route and method; the body is not read (a longer
        `Content-Length` is refused at once) and the connection is closed.
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
        text/html:
          schema: {type: string}
    Unprocessable:
      description: A spec UIKit would refuse or the limits exceed (`navigation-without-root`, `pushing-navigation-controller`, `duplicate-controllers`, `duplicate-id` (the same id twice in one request), `invalid-controller-id`, `derived-id-conflict`, `derived-id-too-long`, `invalid-session-id`, `tree-too-deep`, `too-many-children`, `too-many-controllers`, `too-many-presented-controllers`, `controller-too-large` (a controller's properties over `--max-controller-bytes` of JSON text), `too-many-callbacks` (a batch's actions after the first over `--max-callbacks-per-batch` callbacks; the problem's `action` names the one that passed it), `immutable-field`, `field-not-applicable`, `tab-bar-without-tabs`, `nested-tab-bar-controller`, `tab-index-out-of-range`, `customizable-not-a-tab`, `invalid-tab-order`, `partial-curl-requires-full-screen`, `page-count-mismatch`, `mid-spine-requires-double-sided`, `invalid-page-configuration`, `page-index-out-of-range`, `invalid-restoration` (an import that does not rebuild a hierarchy), `split-without-primary`, `too-many-columns`, `nested-split-view-controller`, `pushing-split-view-controller`, `popover-needs-anchor`, `context-in-popover-requires-cover-vertical`, `no-common-parent`, `shown-not-a-child`, `no-initial-scene`, `unknown-detent`, `alert-not-presented` (an alert anywhere but presented), `alert-cancel-actions`, `text-field-in-action-sheet`, `action-sheet-needs-anchor`, `unknown-alert-action`, `unknown-text-field`, `search-controller-not-owned`, `not-a-search-controller`, `search-controller-in-data-source`), or an `Idempotency-Key` reused with another request (`idempotency-key-reused`).
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    Unavailable:
      description: 'The server holds its limit of sessions (`too-many-sessions`), or could not use its store (`store-unavailable`, with `Retry-After`; nothing of the request was kept), or the answer was not ready when the request deadline (`--request-timeout`) passed (`deadline-passed`, with `Retry-After` and `Connection: close`, on any route; none of the answer was sent, and a change it made may have been kept).'
      headers:
        Retry-After: {description: 'Seconds to wait before retrying (with `store-unavailable`).', schema: {type: integer}}
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}

    InsufficientStorage:
      description: The server's store is full (`insufficient-storage`); nothing of the request was kept, in memory or on disk. Reads keep working; changes work again once space is freed.
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}
    SessionUnreadable:
      description: The stored state of the session cannot be read back (`session-unreadable`); the server logged why.
      content:
        application/problem+json:
          schema: {$ref: '#/components/schemas/Problem'}

  schemas:
    ExpiresAt:
      type: string
      format: date-time
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$'
      description: When the session expires unless a request names it first (whole seconds, UTC); only when the server expires sessions (`--session-ttl`).

    AnyJSON:
      description: |
        Any JSON value, kept as sent. As everywhere in a request body, an integer written beyond
        ±2^53 (9,007,199,254,740,992) is refused with 400 `invalid-body`: a JSON number cannot
        carry it exactly. The `if`/`then`/`else` below says so for validators and test
        generators; code generators read any JSON.
      if: {type: integer}
      then: {minimum: -9007199254740992, maximum: 9007199254740992}
      else:
        if: {type: array}
        then:
          items: {$ref: '#/components/schemas/AnyJSON'}
        else:
          additionalProperties: {$ref: '#/components/schemas/AnyJSON'}

    Identifier:
      type: string
      pattern: '^[A-Za-z0-9._~-]{1,64}$'
      description: A client-chosen id; generated ids are `vc1`, `vc2`, … (controllers) or 32 hex digits (sessions).

    Health:
      type: object
      additionalProperties: false
      required: [status, sessions]
      properties:
        status: {const: ok}
        sessions: {type: integer, minimum: 0}

    CreateSession:
      type: object
      additionalProperties: false
      description: |
        Exactly one of `root` (with `traits` and `callbacks`), `storyboard` (its initial scene is
        the root, with `traits` and `callbacks`) or `import` (a document `GET /sessions/{sid}/export`
        wrote, which brings its own traits and callbacks); `id` with any. Other combinations are 400 `invalid-body`, naming the field.
        The `if`/`then`/`else` below says the same for validators and test generators; code
        generators, which do not read it (it is not `oneOf` with `not`, which they cannot use),
        see one object whose fields are all optional.
      properties:
        root: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        storyboard:
          type: string
          description: 'The name of a storyboard of the tenant: its initial scene is built as the root (404 unknown-storyboard, 422 no-initial-scene).'
        id: {$ref: '#/components/schemas/Identifier'}
        traits: {$ref: '#/components/schemas/TraitsInput'}
        callbacks: {$ref: '#/components/schemas/CallbackGroups'}
        import: {$ref: '#/components/schemas/ExportedSession'}
      if: {required: [import]}
      then:
        properties: {root: false, storyboard: false, traits: false, callbacks: false}
      else:
        if: {required: [storyboard]}
        then:
          properties: {root: false}
        else:
          required: [root]

    ExportedSession:
      type: object
      additionalProperties: false
      required: [format, version, traits, root, presented]
      description: |
        A session as the specs that rebuild it (state restoration): every controller with its id,
        properties (`restorationIdentifier`, `userInfo`, …) and state — stacks and tabs in their
        current order, the selected tab, the page shown — and the presented controllers, bottom
        layer first. Importing it (`POST /sessions` with `import`) builds the same tree; the
        controllers on screen load and appear, nothing else loads. While a tab bar shows its More
        list, the document selects its first tab. The specs carry each controller's `scene`;
        scene references (`{"storyboard", "identifier"}`) are not instantiated in an import
        (404 `unknown-storyboard` or `unknown-scene`).
      properties:
        format: {const: navstate-session}
        version: {const: 1}
        traits:
          type: object
          additionalProperties: false
          required: [idiom, orientation, horizontalSizeClass, verticalSizeClass]
          description: The size classes set on the session; `null` where the device derives them.
          properties:
            idiom: {type: string, enum: [phone, pad]}
            orientation: {$ref: '#/components/schemas/Orientation'}
            horizontalSizeClass: {$ref: '#/components/schemas/NullableSizeClass'}
            verticalSizeClass: {$ref: '#/components/schemas/NullableSizeClass'}
        root: {$ref: '#/components/schemas/ControllerSpec'}
        presented:
          type: array
          items:
            type: object
            additionalProperties: false
            required: [presenter, style, transitionStyle, controller]
            properties:
              presenter: {$ref: '#/components/schemas/Identifier'}
              style: {$ref: '#/components/schemas/ShownPresentationStyle', description: 'The style it was presented with; custom only for an alert (422 invalid-restoration otherwise).'}
              transitionStyle: {$ref: '#/components/schemas/ModalTransitionStyle'}
              controller: {$ref: '#/components/schemas/ControllerSpec', description: 'The controller presented; an active search controller (kind search, overCurrentContext) is presented here and its owner names it as it was (owner).'}
              owner: {$ref: '#/components/schemas/Identifier', description: 'An active search controller only: the controller whose navigation item holds it (absent when that controller was released while search was active); an inactive one is in its owner''s spec, as searchController.'}
        shownPages:
          type: object
          description: 'By page view controller id: the pages it shows, as they are now (a PATCH or a push changes a live page, not its data source, whose specs `pages` keeps). Built in place of the data source''s pages at `pageIndex`, exactly from that page; the blank page is not listed.'
          additionalProperties:
            type: array
            items: {$ref: '#/components/schemas/ControllerSpec'}
        displayModes:
          type: object
          description: 'By split view controller id, only for those whose display mode is not the one their preferredDisplayMode gives (the display-mode button or a swipe set it): the mode restored.'
          additionalProperties: {$ref: '#/components/schemas/DisplayMode'}
        awaitingDidMove:
          type: array
          description: Only when some are; children of custom containers added with didMove left to the client and not yet told, restored in that phase.
          items: {$ref: '#/components/schemas/Identifier'}
        released:
          type: object
          description: 'Only when some are; by custom container id, the specs of children it released on a memory warning, held (with their ids) for a rebuild. A key that names no custom container of the document is refused (400 invalid-body).'
          additionalProperties:
            type: array
            items: {$ref: '#/components/schemas/ControllerSpec'}
        kept:
          type: object
          description: 'Only when some keep any; by custom container id, the specs of the controllers it removed with keep: rebuilt alive and detached, their views not loaded. A key that names no custom container of the document is refused (400 invalid-body).'
          additionalProperties:
            type: array
            items: {$ref: '#/components/schemas/ControllerSpec'}
        embeds:
          type: object
          description: 'Only when some are; by custom container id (in the tree, or among the children a container released on a memory warning), the embed segues of its scene not performed yet (its view never loaded): performed when the restored container''s view loads. A key that names no custom container of the document is refused (400 invalid-body); a segue that is no embed segue of the container''s scene in the document''s storyboards is refused (422 invalid-restoration).'
          additionalProperties:
            type: array
            items: {type: string}
        storyboards:
          type: array
          description: 'Only when it has some: the session''s own copies of storyboards, sorted by name. The imported session keeps them (and performs segues from them) whatever the tenant''s storyboards are; names are distinct, and each document is validated as an upload is (400 invalid-body naming the first problem).'
          items: {$ref: '#/components/schemas/StoryboardCopy'}
        callbacks: {$ref: '#/components/schemas/CallbackGroups'}
        nextSerial:
          type: integer
          minimum: 1
          maximum: 4503599627370496
          description: 'Only once the session generated an id: the serial of the next generated id (`vcN`). The imported session goes on from it, so the same next action makes the same ids and no id a stored reference names is handed out again. Absent: 1.'

    CallbackGroups:
      type: array
      uniqueItems: true
      description: |
        The callbacks the session receives besides the view controller lifecycle, chosen at
        creation and kept (absent: none, the default, which is what clients written before
        them expect). `viewIsAppearing`: `viewIsAppearing(_:)` after the `will` callbacks of each
        transition that shows a view. `delegates`: the container delegates' calls,
        `UINavigationControllerDelegate` (`willShow`/`didShow` whenever a navigation controller
        shows its top), `UITabBarControllerDelegate` (`shouldSelect`/`didSelect` around a
        user's tap, the three customization calls around `reorder-tabs`),
        `UISplitViewControllerDelegate` (`willChangeTo`, `collapseSecondary`, `separateSecondary`)
        and `UIAdaptivePresentationControllerDelegate` (around a user's dismissal of a
        presentation, and when it adapts to a compact size class). `transitions`:
        `willTransition(to:with:)`, `viewWillTransition(to:with:)` and `traitCollectionDidChange(_:)`
        around a change of traits (`PUT /traits`). `loadView`: `loadView()` just before each
        `viewDidLoad` (an embed segue is performed between the two). Snapshots and exports list
        them in this order; each at most once (400 `invalid-body`).
      items: {type: string, enum: [viewIsAppearing, delegates, transitions, loadView]}

    TraitsInput:
      type: object
      additionalProperties: false
      properties:
        idiom: {type: string, enum: [phone, pad], default: phone}
        orientation: {$ref: '#/components/schemas/Orientation'}
        horizontalSizeClass: {$ref: '#/components/schemas/SizeClass'}
        verticalSizeClass: {$ref: '#/components/schemas/SizeClass'}

    Traits:
      type: object
      additionalProperties: false
      required: [idiom, orientation, horizontalSizeClass, verticalSizeClass]
      description: Size classes are derived (phone compact wide, compact high in landscape; pad regular both ways) unless set.
      properties:
        idiom: {type: string, enum: [phone, pad]}
        orientation: {$ref: '#/components/schemas/Orientation'}
        horizontalSizeClass: {$ref: '#/components/schemas/SizeClass'}
        verticalSizeClass: {$ref: '#/components/schemas/SizeClass'}

    Orientation:
      type: string
      enum: [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
    SizeClass:
      type: string
      enum: [compact, regular]
    NullableSizeClass:
      type: [string, 'null']
      enum: [compact, regular, null]
      description: A SizeClass, or null (the tests check it lists SizeClass's values).


    ControllerSpec:
      type: object
      additionalProperties: false
      required: [kind]
      description: |
        A controller to create. `view` is content and has no children; `navigation` needs at
        least one child (its root first, the top last) and cannot contain a navigation or tab bar
        controller; `tabBar` needs at least one tab and cannot contain a tab bar controller.
        A field of another kind (`toolbarHidden` on a `view`, `children` on a `page`) is refused
        with 422 `field-not-applicable`, as it is in a PATCH. Ids are unique in the session,
        pages kept by data sources included (409 `id-in-use`); NavState derives `<page id>.blank`
        and `<tab bar id>.more` for its own controllers, and a client id equal to one of them is
        refused with 422 `derived-id-conflict` (so a page view controller's or tab bar
        controller's id leaves room for the suffix within 64 characters: 422 `derived-id-too-long`).
        `split` takes a primary and optionally a secondary as `children` (422
        `split-without-primary`, `too-many-columns`, `nested-split-view-controller`, and
        `nested-tab-bar-controller` for a tab bar controller, which a collapse would push onto a
        navigation stack); it cannot be
        pushed, be in a stack, or be a tab that overflows into More (422
        `pushing-split-view-controller`, UIKit's "Split View Controllers cannot be pushed to a
        Navigation Controller"). A split's secondary counts two levels below it for
        `tree-too-deep`, where a collapse puts it. One exception to "a navigation controller
        cannot contain a navigation controller": an imported collapsed split (compact traits)
        names, above its primary's root, the navigation controllers nested there as the session
        had them. Wherever a spec is accepted, a scene reference may stand for it
        (ControllerSpecOrScene).

        A column-style `split` (iOS 14's `init(style:)`: `style` doubleColumn or tripleColumn)
        takes `columns` instead of `children`: `{"primary", "supplementary"?, "secondary"?,
        "compact"?}`, each a spec. UIKit wraps a primary, supplementary or secondary that is no
        navigation controller in one, with an id of NavState's (`vcN`); the compact column, shown
        alone while collapsed, is not wrapped and may be a tab bar controller. Refused with 422
        `split-style-mismatch`: columns without a column style or children with one, `children`
        beside `columns` is 400; a supplementary in the doubleColumn style; the classic
        split's `collapsesSecondaryOntoPrimary: false` on a column style, or a column style's
        `preferredSplitBehavior` or `topColumnForCollapsing` on the classic split.

        `dependentSchemas` says, for validators and test generators, what a spec alone must be by
        its `kind` (code generators do not read it): the fields of its kind only (422
        `field-not-applicable`); a navigation stack, tabs, pages or a split's columns that are
        there (422 `navigation-without-root`, `tab-bar-without-tabs`, `page-count-mismatch`,
        `split-without-primary`, `too-many-columns`); no tab bar controller inside another
        controller (422 `nested-tab-bar-controller`), no split view controller in a stack or in
        another split view controller (422 `pushing-split-view-controller`,
        `nested-split-view-controller`); a spine for pageCurl and none for scroll, no book for
        scroll (422 `invalid-page-configuration`); a mid spine double-sided (422
        `mid-spine-requires-double-sided`). It asks those `children` and `pages` to be non-empty
        when given but does not require them (a required recursive field makes test generators
        build unbounded trees): leaving them out is 422 as well. What depends on the rest of the
        session or request (ids, indices against counts, `customizable`, `shown`) is checked by
        the server only.
      dependentSchemas:
        kind:
          anyOf:
            # content
            - properties:
                {kind: {const: view}, navigationBarHidden: false, toolbarHidden: false,
                 selectedIndex: false, customizable: false, transitionStyle: false,
                 navigationOrientation: false, spineLocation: false, doubleSided: false,
                 interPageSpacing: false, showsPageIndicator: false, spinePolicy: false,
                 pageIndex: false, pages: false, preferredDisplayMode: false,
                 presentsWithGesture: false, preferredPrimaryColumnWidthFraction: false,
                 collapsesSecondaryOntoPrimary: false, shown: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # navigation: a root, no tab bar or split view controller in the stack
            - properties:
                {kind: {const: navigation},
                 children: {minItems: 1, items: {properties: {kind: {enum: [view, navigation, page, container]}}}},
                 selectedIndex: false, customizable: false, transitionStyle: false,
                 navigationOrientation: false, spineLocation: false, doubleSided: false,
                 interPageSpacing: false, showsPageIndicator: false, spinePolicy: false,
                 pageIndex: false, pages: false, preferredDisplayMode: false,
                 presentsWithGesture: false, preferredPrimaryColumnWidthFraction: false,
                 collapsesSecondaryOntoPrimary: false, shown: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # tab bar: a tab at least, none a tab bar controller
            - properties:
                {kind: {const: tabBar},
                 children: {minItems: 1, items: {properties: {kind: {enum: [view, navigation, page, split, container]}}}},
                 navigationBarHidden: false, toolbarHidden: false, transitionStyle: false,
                 navigationOrientation: false, spineLocation: false, doubleSided: false,
                 interPageSpacing: false, showsPageIndicator: false, spinePolicy: false,
                 pageIndex: false, pages: false, preferredDisplayMode: false,
                 presentsWithGesture: false, preferredPrimaryColumnWidthFraction: false,
                 collapsesSecondaryOntoPrimary: false, shown: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # page, scroll: no spine, no book
            - properties:
                {kind: {const: page}, transitionStyle: {const: scroll},
                 spineLocation: {const: none}, spinePolicy: {const: fixed},
                 pages: {minItems: 1, items: {properties: {kind: {enum: [view, navigation, page, split, container]}}}},
                 navigationBarHidden: false, toolbarHidden: false, selectedIndex: false,
                 customizable: false, preferredDisplayMode: false, presentsWithGesture: false,
                 preferredPrimaryColumnWidthFraction: false, collapsesSecondaryOntoPrimary: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 shown: false, automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
              required: [transitionStyle]
            # page, pageCurl (the default) with a mid spine: double-sided
            - properties:
                {kind: {const: page}, transitionStyle: {const: pageCurl},
                 spineLocation: {const: mid}, doubleSided: {const: true},
                 pages: {minItems: 1, items: {properties: {kind: {enum: [view, navigation, page, split, container]}}}},
                 navigationBarHidden: false, toolbarHidden: false, selectedIndex: false,
                 customizable: false, preferredDisplayMode: false, presentsWithGesture: false,
                 preferredPrimaryColumnWidthFraction: false, collapsesSecondaryOntoPrimary: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 shown: false, automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
              required: [spineLocation]
            # page, pageCurl with a min or max spine (min by default)
            - properties:
                {kind: {const: page}, transitionStyle: {const: pageCurl},
                 spineLocation: {enum: [min, max]},
                 pages: {minItems: 1, items: {properties: {kind: {enum: [view, navigation, page, split, container]}}}},
                 navigationBarHidden: false, toolbarHidden: false, selectedIndex: false,
                 customizable: false, preferredDisplayMode: false, presentsWithGesture: false,
                 preferredPrimaryColumnWidthFraction: false, collapsesSecondaryOntoPrimary: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 shown: false, automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # split: a primary, at most a secondary, no split view controller in it; a column
            # style takes columns instead of children
            - properties:
                {kind: {const: split},
                 children: {minItems: 1, maxItems: 2, items: {properties: {kind: {enum: [view, navigation, page, container]}}}},
                 columns: {required: [primary]},
                 navigationBarHidden: false, toolbarHidden: false, selectedIndex: false,
                 customizable: false, transitionStyle: false, navigationOrientation: false,
                 spineLocation: false, doubleSided: false, interPageSpacing: false,
                 showsPageIndicator: false, spinePolicy: false, pageIndex: false, pages: false,
                 shown: false, automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # custom container
            - properties:
                {kind: {const: container},
                 children: {items: {properties: {kind: {enum: [view, navigation, page, split, container]}}}},
                 navigationBarHidden: false, toolbarHidden: false, selectedIndex: false,
                 customizable: false, transitionStyle: false, navigationOrientation: false,
                 spineLocation: false, doubleSided: false, interPageSpacing: false,
                 showsPageIndicator: false, spinePolicy: false, pageIndex: false, pages: false,
                 preferredDisplayMode: false, presentsWithGesture: false,
                 preferredPrimaryColumnWidthFraction: false, collapsesSecondaryOntoPrimary: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
            # alert: no children; presented in UIAlertController's own style; no text field on an action sheet
            - properties:
                {kind: {const: alert}, navigationBarHidden: false, toolbarHidden: false,
                 selectedIndex: false, customizable: false, transitionStyle: false,
                 navigationOrientation: false, spineLocation: false, doubleSided: false,
                 interPageSpacing: false, showsPageIndicator: false, spinePolicy: false,
                 pageIndex: false, pages: false, preferredDisplayMode: false,
                 presentsWithGesture: false, preferredPrimaryColumnWidthFraction: false,
                 collapsesSecondaryOntoPrimary: false, shown: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 modalPresentationStyle: false, modalTransitionStyle: false, sheetPresentation: false,
                 adaptivePresentationStyle: false, modalInPresentation: false, searchController: false,
                 searchResultsController: false, showsSearchResultsController: false, searchText: false, automaticallyShowsSearchResultsController: false, hidesNavigationBarDuringPresentation: false, obscuresBackgroundDuringPresentation: false}
              not: {properties: {preferredStyle: {const: actionSheet}, textFields: {minItems: 1}}, required: [preferredStyle, textFields]}
            # search: only a navigation item's searchController; its one child is its results controller
            - properties:
                {kind: {const: search}, navigationBarHidden: false, toolbarHidden: false,
                 selectedIndex: false, customizable: false, transitionStyle: false,
                 navigationOrientation: false, spineLocation: false, doubleSided: false,
                 interPageSpacing: false, showsPageIndicator: false, spinePolicy: false,
                 pageIndex: false, pages: false, preferredDisplayMode: false,
                 presentsWithGesture: false, preferredPrimaryColumnWidthFraction: false,
                 collapsesSecondaryOntoPrimary: false, shown: false,
                 style: false, preferredSplitBehavior: false, topColumnForCollapsing: false, columns: false,
                 automaticallyForwardsAppearance: false,
                 releasesHiddenChildrenOnMemoryWarning: false, children: false,
                 preferredStyle: false, message: false, actions: false, textFields: false,
                 modalPresentationStyle: false, modalTransitionStyle: false, sheetPresentation: false,
                 adaptivePresentationStyle: false, modalInPresentation: false, searchController: false}
      properties:
        kind: {type: string, enum: [view, navigation, tabBar, page, split, container, alert, search]}
        id: {$ref: '#/components/schemas/Identifier'}
        class: {type: string, description: 'The client class name; default UIViewController / UINavigationController / UITabBarController / UIPageViewController / UISplitViewController / UIAlertController / UISearchController.'}
        title: {type: string}
        navigationItem: {$ref: '#/components/schemas/NavigationItem'}
        tabBarItem: {$ref: '#/components/schemas/TabBarItem'}
        toolbarItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
        hidesBottomBarWhenPushed: {type: boolean, default: false}
        shouldSelect: {type: boolean, default: true, description: 'What the tab bar controller''s delegate answers to tabBarController(_:shouldSelect:) when the user taps this controller''s tab (select-tab with userAction); false vetoes the tap (409 tab-selection-vetoed).'}
        modalPresentationStyle: {$ref: '#/components/schemas/ModalPresentationStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: automatic.'}
        modalTransitionStyle: {$ref: '#/components/schemas/ModalTransitionStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: coverVertical.'}
        popoverPresentation: {$ref: '#/components/schemas/PopoverPresentation', type: object, description: 'The anchor when the controller is shown as a popover: a popover style in a regular width, or an action sheet there (422 action-sheet-needs-anchor without one).'}
        sheetPresentation: {$ref: '#/components/schemas/SheetPresentation', type: object, description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        adaptivePresentationStyle: {$ref: '#/components/schemas/AdaptivePresentationStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: automatic.'}
        definesPresentationContext: {type: boolean, default: false}
        modalInPresentation: {type: boolean, description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable); isModalInPresentation: presented, the controller refuses a user''s dismissal (a tap outside its popover, a swipe down on its sheet); programmatic dismissals still dismiss it. Default: false.'}
        supportedOrientations: {type: array, items: {$ref: '#/components/schemas/Orientation'}}
        restorationIdentifier: {type: string}
        scene:
          $ref: '#/components/schemas/SceneReference'
          description: 'The storyboard scene the controller was instantiated from, which its segues and unwind actions come from; set by instantiation. Exported specs carry it, so that an imported controller keeps performing segues (from the document''s storyboards); a storyboard''s own scenes may not set it (invalid-storyboard).'
        userInfo: {$ref: '#/components/schemas/AnyJSON', description: 'Opaque JSON the client keeps with the screen, at most 16 levels deep.'}
        navigationBarHidden: {type: boolean, description: 'Navigation controllers only. Default: false.'}
        toolbarHidden: {type: boolean, description: 'Navigation controllers only; UIKit hides the toolbar by default. Default: true.'}
        selectedIndex: {type: integer, minimum: 0, maximum: 9007199254740992, description: 'Tab bar controllers only; the tab selected at first (422 tab-index-out-of-range beyond the last tab). Default: 0.'}
        transitionStyle: {type: string, enum: [pageCurl, scroll], description: 'Page view controllers only. Default: pageCurl.'}
        navigationOrientation: {type: string, enum: [horizontal, vertical], description: 'Page view controllers only. Default: horizontal.'}
        spineLocation: {type: string, enum: [none, min, mid, max], description: 'Page view controllers only; default min for pageCurl, none for scroll (which has no spine).'}
        doubleSided: {type: boolean, description: 'Page view controllers only; default true for a mid spine (which requires it), else false.'}
        interPageSpacing: {type: number, description: 'Page view controllers only (scroll). Default: 0.'}
        showsPageIndicator: {type: boolean, description: 'Page view controllers only; a scroll style page control in the chrome. Default: false.'}
        spinePolicy: {type: string, enum: [fixed, book], description: 'Page view controllers only; book: landscape mid spine with two double-sided pages, portrait min spine with one page (pageCurl only). Default: fixed.'}
        pages:
          type: array
          description: 'Page view controllers only: the data source, in order. Every node gets its id at creation and keeps it; only the pages shown are live. One page is shown for scroll and a single-sided min/max spine, two for a mid spine or double-sided; an odd last page of a two-page layout is paired with a blank page `<id>.blank`.'
          items: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        pageIndex: {type: integer, minimum: 0, maximum: 9007199254740992, description: 'Page view controllers only; the page shown first (422 page-index-out-of-range beyond the last page). Default: 0.'}
        customizable:
          type: array
          description: Tab bar controllers only; ids of the tabs More > Edit may move (default all, as UIKit).
          items: {$ref: '#/components/schemas/Identifier'}
        style: {$ref: '#/components/schemas/SplitStyle', description: 'Split view controllers only; unspecified is the classic split (children), doubleColumn and tripleColumn the column styles (columns). Fixed at creation. Default: unspecified.'}
        preferredDisplayMode: {$ref: '#/components/schemas/PreferredDisplayMode', description: 'Split view controllers only; automatic: side by side in landscape, the secondary only in portrait (a column style: the mode of its behavior that shows one column beside the secondary, or the secondary alone). iOS 8''s names are accepted; the two… modes need the tripleColumn style (422 display-mode-not-allowed). Default: automatic.'}
        preferredSplitBehavior: {$ref: '#/components/schemas/PreferredSplitBehavior', description: 'Split view controllers only, column styles; how the columns share the width; automatic: tile in landscape, overlay in portrait. Default: automatic.'}
        presentsWithGesture: {type: boolean, description: 'Split view controllers only; kept (the edge swipe is `set-display-mode`). Default: true.'}
        preferredPrimaryColumnWidthFraction: {type: [number, 'null'], minimum: 0, maximum: 1, description: 'Split view controllers only; null (the default) is UIKit''s automaticDimension.'}
        collapsesSecondaryOntoPrimary: {type: boolean, description: 'Split view controllers only; what a compact width does with the secondary: true pushes it onto a primary navigation controller (UIKit''s default collapse; a phone then shows the detail first), false drops it (a delegate returning true from splitViewController(_:collapseSecondary:onto:), so a phone shows the primary). The classic split''s: a column style refuses false (422 split-style-mismatch). Default: true.'}
        topColumnForCollapsing: {$ref: '#/components/schemas/CollapsingColumn', description: 'Split view controllers only, column styles without a compact column; the column on top once collapsed, the answer of splitViewController(_:topColumnForCollapsingToProposedTopColumn:) to UIKit''s proposal (the secondary): the columns after the primary up to it go onto the primary''s stack. Default: secondary.'}
        columns: {$ref: '#/components/schemas/SplitColumnSpecs', description: 'Split view controllers only, column styles (required there, refused on the classic split): the column controllers.'}
        shown:
          type: array
          description: 'Custom container controllers only; the ids of the children whose views are in the container''s view (default all; 422 shown-not-a-child for another id).'
          items: {$ref: '#/components/schemas/Identifier'}
        automaticallyForwardsAppearance: {type: boolean, description: 'Custom container controllers only; shouldAutomaticallyForwardAppearanceMethods. false: the container gets its own appearance callbacks and its children none, whatever the screen does, until the client sends begin-appearance and end-appearance for a child (then the child''s own containers forward as usual while it is on); the children it shows load with its view. Set at creation. Default: true.'}
        releasesHiddenChildrenOnMemoryWarning: {type: boolean, description: 'Custom container controllers only; the View Switcher''s policy: on a memory warning the container releases its children that are not shown (willMoveToParent(nil), didMoveToParent(nil), deinit, after its own didReceiveMemoryWarning) and keeps each as the spec that rebuilds it, listed in the node''s released; add-child or transition naming one builds it again under its ids, a new instance that loads its view anew. Default: false.'}
        preferredStyle: {type: string, enum: [alert, actionSheet], description: 'Alert controllers only; an alert in the middle of the screen, or an action sheet: sliding up from the bottom in a compact width, a popover in a regular one (which needs popoverPresentation: 422 action-sheet-needs-anchor). Set at creation. Default: alert.'}
        message: {type: string, description: 'Alert controllers only; the text under the title.'}
        actions:
          type: array
          maxItems: 20
          description: 'Alert controllers only; the buttons, in order (at most 20): tap-action taps one. At most one has the cancel style (422 alert-cancel-actions, UIKit''s assertion).'
          items: {$ref: '#/components/schemas/AlertAction'}
        textFields:
          type: array
          maxItems: 8
          description: 'Alert controllers only, of the alert style (422 text-field-in-action-sheet on an action sheet); at most 8, each with what is typed in it (enter-text changes it).'
          items: {$ref: '#/components/schemas/AlertTextField'}
        searchResultsController:
          $ref: '#/components/schemas/ControllerSpecOrScene'
          description: 'Search controllers only; the results controller (init(searchResultsController:)), its one child (no tab bar controller: 422 nested-tab-bar-controller); none: the owner shows the results itself.'
        showsSearchResultsController: {type: boolean, description: 'Search controllers only; whether the results controller''s view is shown over the search controller''s. Default: what the text gives (shown while it is not empty, with automaticallyShowsSearchResultsController).'}
        searchText: {type: string, maxLength: 1024, description: 'Search controllers only; the search bar''s text (search-text changes it). Default: .'}
        automaticallyShowsSearchResultsController: {type: boolean, description: 'Search controllers only; the text shows the results controller while it is not empty. Default: true.'}
        hidesNavigationBarDuringPresentation: {type: boolean, description: 'Search controllers only; the owner''s navigation bar slides away while search is active. Default: true.'}
        obscuresBackgroundDuringPresentation: {type: boolean, description: 'Search controllers only; the content under the search is dimmed and takes no touches (kept; it changes no callback). Default: true.'}
        searchController:
          $ref: '#/components/schemas/ControllerSpecOrScene'
          description: 'Not for alerts or search controllers; navigationItem.searchController: a search controller (kind search; 422 not-a-search-controller for another kind), built with the controller and kept detached, alive, until activate-search presents it. A search controller anywhere else is 422 search-controller-not-owned. Set at creation.'
        children:
          type: array
          description: 'Navigation, tab bar, split view and custom container controllers only; the stack (root first), the tabs, the primary then the secondary, or a container''s children (no tab bar controller: 422 nested-tab-bar-controller).'
          items: {$ref: '#/components/schemas/ControllerSpecOrScene'}

    ControllerSpecOrScene:
      description: A controller spec, or a storyboard scene to instantiate in its place.
      oneOf:
        - $ref: '#/components/schemas/ControllerSpec'
        - $ref: '#/components/schemas/SceneInstantiation'
    SceneInstantiation:
      type: object
      additionalProperties: false
      required: [storyboard, identifier]
      description: |
        `instantiateViewController(withIdentifier:)`: the scene's spec, with its scene references
        built in (a container's embed segues are performed when its view loads, see perform-segue),
        stands for this one before anything is checked or built. Every instantiation gives the
        scene's controllers fresh ids (`vc1`, … in creation order); `id` names the scene's root
        controller. Each scene's root gets `scene`. The storyboard is the session's copy when it
        has one, else the tenant's, of which the session then takes its copy (404
        `unknown-storyboard` when neither has it, 404 `unknown-scene` for an identifier it
        lacks). In a storyboard's own scenes it names a scene of the same storyboard, without `id`.
      properties:
        storyboard: {type: string}
        identifier: {type: string, description: The scene's storyboard identifier.}
        id: {$ref: '#/components/schemas/Identifier'}
    SceneReference:
      type: object
      additionalProperties: false
      required: [storyboard, identifier]
      properties:
        storyboard: {type: string}
        identifier: {type: string}

    PreferredDisplayMode:
      type: string
      enum: [automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary, primaryHidden, allVisible, primaryOverlay]
    NullablePreferredDisplayMode:
      type: [string, 'null']
      enum: [automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary, primaryHidden, allVisible, primaryOverlay, null]
      description: A PreferredDisplayMode, or null (the tests check it lists PreferredDisplayMode's values).

    DisplayMode:
      type: string
      enum: [secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary]
    DisplayModeBody:
      type: object
      additionalProperties: false
      required: [mode]
      properties:
        mode:
          type: string
          enum: [secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary, primaryHidden, allVisible, primaryOverlay]
        animated: {type: boolean, default: true}
    ColumnBody:
      type: object
      additionalProperties: false
      required: [column]
      properties:
        column: {type: string, enum: [primary, supplementary, secondary, compact], description: 'The column; compact is refused (422 unknown-column), and so is secondary by hide-column (422 secondary-not-hideable).'}
        animated: {type: boolean, default: true}
    SplitStyle:
      type: string
      enum: [unspecified, doubleColumn, tripleColumn]
    SplitBehavior:
      type: string
      enum: [tile, overlay, displace]
    PreferredSplitBehavior:
      type: string
      enum: [automatic, tile, overlay, displace]
    NullablePreferredSplitBehavior:
      type: [string, 'null']
      enum: [automatic, tile, overlay, displace, null]
      description: A PreferredSplitBehavior, or null (the tests check it lists PreferredSplitBehavior's values).
    CollapsingColumn:
      type: string
      enum: [primary, supplementary, secondary]
      description: A column a collapse can end on (the compact column, when there is one, is always shown).
    NullableCollapsingColumn:
      type: [string, 'null']
      enum: [primary, supplementary, secondary, null]
      description: A CollapsingColumn, or null (the tests check it lists CollapsingColumn's values).
    SplitColumnSpecs:
      type: object
      additionalProperties: false
      required: [primary]
      description: A column-style split's columns (setViewController(_:for:)); supplementary in the tripleColumn style only.
      properties:
        primary: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        supplementary: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        secondary: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        compact: {$ref: '#/components/schemas/ControllerSpecOrScene'}
        stacked:
          type: array
          maxItems: 2
          description: 'What an export writes of a split collapsed onto its primary: the columns whose navigation controllers are on the primary''s stack above its own controllers, in stack order (given there, not beside). A client''s spec names none (422 split-style-mismatch); an import must name one distinct column for each navigation controller there, and only for a split collapsed without a compact column (422 invalid-restoration).'
          items: {$ref: '#/components/schemas/CollapsingColumn'}
    SplitColumnIDs:
      type: object
      additionalProperties: false
      required: [primary, secondary]
      description: 'viewController(for:) of each column: its navigation controller (the compact column''s controller), a child of the split or, collapsed, on the primary''s stack; null for an empty column. supplementary in the tripleColumn style only, compact only when there is one.'
      properties:
        primary: {$ref: '#/components/schemas/Identifier'}
        supplementary: {type: [string, 'null']}
        secondary: {type: [string, 'null']}
        compact: {$ref: '#/components/schemas/Identifier'}

    AddChildBody:
      type: object
      additionalProperties: false
      required: [controller]
      properties:
        controller: {$ref: '#/components/schemas/ControllerReference'}
        shown: {type: boolean, default: true, description: Whether its view goes into the container's.}
        didMove: {type: boolean, default: true, description: 'false: didMoveToParent waits for a did-move action.'}
        animated: {type: boolean, default: true}
    ChildBody:
      type: object
      additionalProperties: false
      required: [child]
      properties:
        child: {$ref: '#/components/schemas/Identifier'}
        animated: {type: boolean, default: true, description: 'Checked, with no effect: did-move sends no appearance callbacks.'}
    RemoveChildBody:
      type: object
      additionalProperties: false
      required: [child]
      properties:
        child: {$ref: '#/components/schemas/Identifier'}
        animated: {type: boolean, default: true}
        keep: {type: boolean, default: false, description: 'true: the container keeps the controller alive and detached (its kept) instead of releasing it.'}
    BeginAppearanceBody:
      type: object
      additionalProperties: false
      required: [child, appearing]
      properties:
        child: {$ref: '#/components/schemas/Identifier'}
        appearing: {type: boolean, description: 'true: viewWillAppear (the child must be disappeared); false: viewWillDisappear (it must be appeared).'}
        animated: {type: boolean, default: true}
    EndAppearanceBody:
      type: object
      additionalProperties: false
      required: [child]
      properties:
        child: {$ref: '#/components/schemas/Identifier'}
    TransitionBody:
      type: object
      additionalProperties: false
      required: [from, to]
      properties:
        from: {$ref: '#/components/schemas/Identifier'}
        to: {$ref: '#/components/schemas/ControllerReference'}
        options:
          type: string
          enum: [none, flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve]
          default: none
        duration: {type: number, minimum: 0, maximum: 60, default: 0.3}
        keep: {type: boolean, default: false, description: 'true: a `from` that leaves the container is kept alive and detached (its kept) instead of released.'}
    PerformSegueBody:
      type: object
      additionalProperties: false
      required: [identifier]
      properties:
        identifier: {type: string, description: A segue of the source's scene.}
        userInfo: {$ref: '#/components/schemas/AnyJSON', description: 'The payload: handed to prepare(for:sender:) (the callbacks'' `segue.userInfo`), set as the destination''s userInfo, and checked against the segue''s `requires` on a user''s trigger. At most as deep as a controller''s userInfo.'}
        sender: {$ref: '#/components/schemas/Identifier', description: 'A controller of the session, handed on as the sender.'}
        userAction: {type: boolean, default: false, description: 'true: a user''s trigger, which shouldPerformSegue may veto; false: performSegue(withIdentifier:sender:), never asked.'}
        animated: {type: boolean, default: true}

    ControllerReference:
      description: The id of a controller in the session, or a spec of a new one (or a scene to instantiate).
      oneOf:
        - $ref: '#/components/schemas/Identifier'
        - $ref: '#/components/schemas/ControllerSpecOrScene'

    ControllerBody:
      type: object
      additionalProperties: false
      required: [controller]
      properties:
        controller: {$ref: '#/components/schemas/ControllerReference'}
        animated: {type: boolean, default: true}
    PopToBody:
      type: object
      additionalProperties: false
      required: [controller]
      properties:
        controller: {$ref: '#/components/schemas/Identifier'}
        animated: {type: boolean, default: true}
    AnimatedBody:
      type: object
      additionalProperties: false
      properties:
        animated: {type: boolean, default: true}
    PopBody:
      type: object
      additionalProperties: false
      if: {required: [interactive]}
      then:
        properties: {animated: {const: true}}
      properties:
        animated: {type: boolean, default: true}
        interactive:
          type: string
          enum: [finished, cancelled]
          description: 'An edge swipe back the user finished (a pop) or cancelled (nothing moves); always animated.'
    DismissBody:
      type: object
      additionalProperties: false
      properties:
        reason: {type: string, enum: [programmatic, outside, swipe], default: programmatic}
        tappedController: {$ref: '#/components/schemas/Identifier', description: Only with reason outside; where the tap lands.}
        interactive:
          type: string
          enum: [finished, cancelled]
          default: finished
          description: Only with reason swipe; whether the user finished or cancelled the swipe down.
        animated: {type: boolean, default: true}
      dependentSchemas:
        tappedController:
          required: [reason]
          properties: {reason: {const: outside}}
        interactive:
          required: [reason]
          properties: {reason: {const: swipe}}
    SelectTabBody:
      type: object
      additionalProperties: false
      description: 'Exactly one of `index`, `controller` or `more: true` (400 `invalid-body` otherwise).'
      if:
        required: [more]
        properties: {more: {const: true}}
      then:
        properties: {index: false, controller: false}
      else:
        if: {required: [index]}
        then:
          properties: {controller: false}
        else:
          required: [controller]
      properties:
        index: {type: integer, minimum: 0, maximum: 9007199254740992, description: 'A tab (422 tab-index-out-of-range beyond the last, and for a negative index).'}
        controller: {$ref: '#/components/schemas/Identifier'}
        more: {type: boolean, default: false, description: 'true: the More list (false is the same as leaving it out).'}
        popToRootOnReselect: {type: boolean, default: false}
        userAction: {type: boolean, default: false, description: 'true: a user''s tap (the delegate is asked and told); false: selectedViewController set by code.'}
        animated: {type: boolean, default: true}
    ReorderTabsBody:
      type: object
      additionalProperties: false
      required: [order]
      properties:
        order:
          type: array
          items: {$ref: '#/components/schemas/Identifier'}
    ControllersBody:
      type: object
      additionalProperties: false
      required: [controllers]
      properties:
        controllers:
          type: array
          items: {$ref: '#/components/schemas/ControllerReference'}
        direction: {type: string, enum: [forward, reverse], description: 'Page view controllers: which way the page animates (no effect on the state).'}
        animated: {type: boolean, default: true}
    SetDetentBody:
      type: object
      additionalProperties: false
      required: [detent]
      properties:
        detent: {$ref: '#/components/schemas/DetentIdentifier'}
        userAction: {type: boolean, default: false, description: 'true: the user dragged the sheet there (its delegate is told); false: selectedDetentIdentifier set by code.'}
    TapActionBody:
      type: object
      additionalProperties: false
      required: [action]
      properties:
        action:
          description: The action's index among the alert's actions, or its title (the first action with it).
          oneOf:
            - {type: integer, minimum: 0, maximum: 9007199254740992}
            - {type: string}
    EnterTextBody:
      type: object
      additionalProperties: false
      required: [textField, text]
      properties:
        textField: {type: integer, minimum: 0, maximum: 9007199254740992, description: The text field's index.}
        text: {type: string, maxLength: 1024}
    SearchTextBody:
      type: object
      additionalProperties: false
      required: [text]
      properties:
        text: {type: string, maxLength: 1024, description: What the search bar holds (1,024 characters at most; empty clears it).}
    TurnPageBody:
      type: object
      additionalProperties: false
      required: [direction]
      properties:
        direction: {type: string, enum: [forward, reverse]}
        animated: {type: boolean, default: true}
    SetPageBody:
      type: object
      additionalProperties: false
      required: [index]
      properties:
        index: {type: integer, minimum: 0, maximum: 9007199254740992, description: 'A page of the data source (422 page-index-out-of-range beyond the last, and for a negative index).'}
        animated: {type: boolean, default: true}
    TraitsPatch:
      type: object
      additionalProperties: false
      properties:
        idiom: {type: string, enum: [phone, pad]}
        orientation: {$ref: '#/components/schemas/Orientation'}
        horizontalSizeClass:
          $ref: '#/components/schemas/NullableSizeClass'
        verticalSizeClass:
          $ref: '#/components/schemas/NullableSizeClass'

    ControllerPatch:
      type: object
      additionalProperties: false
      description: |
        A JSON merge patch (RFC 7396): a field set changes, `null` returns it to UIKit's default,
        an absent field stays. A field of another kind is refused with 422 `field-not-applicable`
        (as in a spec), then a field that cannot change with 422 `immutable-field`, whatever its
        value (`propertyNames` lists them for validators and test generators).
      propertyNames:
        not:
          enum: [id, kind, class, children, selectedIndex, customizable, transitionStyle, navigationOrientation,
                 spineLocation, interPageSpacing, showsPageIndicator, spinePolicy, pages, pageIndex, scene,
                 shown, automaticallyForwardsAppearance, preferredStyle, textFields, searchResultsController, searchText,
                 searchController]
      properties:
        title: {type: [string, 'null']}
        navigationItem:
          $ref: '#/components/schemas/NavigationItemPatch'
        tabBarItem:
          $ref: '#/components/schemas/TabBarItemPatch'
        toolbarItems: {type: [array, 'null'], items: {$ref: '#/components/schemas/BarButtonItem'}}
        hidesBottomBarWhenPushed: {type: [boolean, 'null']}
        shouldSelect: {type: [boolean, 'null']}
        modalPresentationStyle:
          $ref: '#/components/schemas/NullableModalPresentationStyle'
          description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'
        modalTransitionStyle:
          $ref: '#/components/schemas/NullableModalTransitionStyle'
          description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'
        popoverPresentation:
          $ref: '#/components/schemas/PopoverPresentation'
          description: Replaced whole; null removes it. The passthrough list applies to the next tap outside.
        sheetPresentation:
          $ref: '#/components/schemas/SheetPresentation'
          description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Replaced whole; null returns to UIKit''s default (detents [large]). On a sheet on screen it applies at once (as inside animateChanges): the sheet rests at the selected detent, with no callback.'
        adaptivePresentationStyle:
          $ref: '#/components/schemas/NullableAdaptivePresentationStyle'
          description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). On a presented controller it applies at once: the presentation adapts again, with the callbacks of what comes on or leaves the screen (422 popover-needs-anchor when it would become a popover with no anchor).'
        definesPresentationContext: {type: [boolean, 'null']}
        modalInPresentation: {type: [boolean, 'null'], description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        supportedOrientations: {type: [array, 'null'], items: {$ref: '#/components/schemas/Orientation'}}
        restorationIdentifier: {type: [string, 'null']}
        scene: {description: 'Refused with 422 immutable-field; a controller keeps the scene it was instantiated from.'}
        userInfo: {$ref: '#/components/schemas/AnyJSON', description: Opaque JSON; null removes it.}
        navigationBarHidden: {type: [boolean, 'null'], description: Navigation controllers only.}
        toolbarHidden: {type: [boolean, 'null'], description: Navigation controllers only.}
        id: {description: Refused with 422 immutable-field.}
        kind: {description: Refused with 422 immutable-field.}
        class: {description: Refused with 422 immutable-field.}
        children: {description: Refused with 422 immutable-field; use set-view-controllers.}
        selectedIndex: {description: Refused with 422 immutable-field; use select-tab.}
        customizable: {description: 'Refused with 422 immutable-field; set-view-controllers makes every tab customizable.'}
        transitionStyle: {description: Refused with 422 immutable-field.}
        navigationOrientation: {description: Refused with 422 immutable-field.}
        spineLocation: {description: Refused with 422 immutable-field.}
        doubleSided: {type: [boolean, 'null'], description: 'Page view controllers only; as UIKit''s isDoubleSided, settable: the pages shown are re-paired (with their callbacks) so that the first page shown stays. A mid spine requires it (422 mid-spine-requires-double-sided); a book sets it from the orientation (422 invalid-page-configuration); null returns to the spine''s default.'}
        interPageSpacing: {description: Refused with 422 immutable-field.}
        showsPageIndicator: {description: Refused with 422 immutable-field.}
        spinePolicy: {description: Refused with 422 immutable-field.}
        preferredDisplayMode:
          $ref: '#/components/schemas/NullablePreferredDisplayMode'
          description: Split view controllers only; the display mode in force follows it, with the primary's appearance callbacks.
        presentsWithGesture: {type: [boolean, 'null'], description: Split view controllers only.}
        preferredPrimaryColumnWidthFraction: {type: [number, 'null'], minimum: 0, maximum: 1, description: Split view controllers only.}
        collapsesSecondaryOntoPrimary: {type: [boolean, 'null'], description: Split view controllers only; the next collapse follows it. false on a column style is 422 split-style-mismatch.}
        style: {description: Refused with 422 immutable-field.}
        preferredSplitBehavior:
          $ref: '#/components/schemas/NullablePreferredSplitBehavior'
          description: Split view controllers only, column styles (422 split-style-mismatch on the classic split); the behavior and the display mode in force follow it, with the appearance callbacks of the columns that come and go.
        topColumnForCollapsing:
          $ref: '#/components/schemas/NullableCollapsingColumn'
          description: Split view controllers only, column styles (422 split-style-mismatch on the classic split); the next collapse follows it.
        columns: {description: 'Refused with 422 immutable-field; show-detail changes the secondary.'}
        shown: {description: 'Refused with 422 immutable-field; add-child, remove-child and transition change it.'}
        automaticallyForwardsAppearance: {description: Refused with 422 immutable-field.}
        releasesHiddenChildrenOnMemoryWarning: {type: [boolean, 'null'], description: 'Custom container controllers only; the next memory warning follows it; null returns to false.'}
        pages: {description: Refused with 422 immutable-field.}
        pageIndex: {description: Refused with 422 immutable-field; use set-page.}
        preferredStyle: {description: Refused with 422 immutable-field.}
        message: {type: [string, 'null'], description: Alert controllers only; null removes it.}
        actions:
          type: [array, 'null']
          maxItems: 20
          description: 'Alert controllers only; replaced whole (an app enabling its Save button once the text is valid); null removes them all. At most one cancel action (422 alert-cancel-actions).'
          items: {$ref: '#/components/schemas/AlertAction'}
        textFields: {description: Refused with 422 immutable-field; enter-text changes what is typed.}
        searchResultsController: {description: Refused with 422 immutable-field.}
        showsSearchResultsController: {type: [boolean, 'null'], description: 'Search controllers only; the results controller''s view is shown or hidden at once (its appearance callbacks while search is active); null returns to what the text gives.'}
        searchText: {description: Refused with 422 immutable-field; search-text changes it.}
        automaticallyShowsSearchResultsController: {type: [boolean, 'null'], description: 'Search controllers only; the next text change follows it.'}
        hidesNavigationBarDuringPresentation: {type: [boolean, 'null'], description: 'Search controllers only; applies to the bar at once while search is active.'}
        obscuresBackgroundDuringPresentation: {type: [boolean, 'null'], description: Search controllers only.}
        searchController: {description: Refused with 422 immutable-field; a controller keeps the search controller it was created with.}

    NavigationItemPatch:
      type: [object, 'null']
      additionalProperties: false
      properties:
        title: {type: [string, 'null']}
        prompt: {type: [string, 'null']}
        backButtonTitle: {type: [string, 'null']}
        hidesBackButton: {type: [boolean, 'null']}
        leftItemsSupplementBackButton: {type: [boolean, 'null']}
        leftItems: {type: [array, 'null'], items: {$ref: '#/components/schemas/BarButtonItem'}}
        rightItems: {type: [array, 'null'], items: {$ref: '#/components/schemas/BarButtonItem'}}
    TabBarItemPatch:
      type: [object, 'null']
      additionalProperties: false
      properties:
        title: {type: [string, 'null']}
        image: {type: [string, 'null']}
        badgeValue: {type: [string, 'null']}
        tag: {type: [integer, 'null'], minimum: -9007199254740992, maximum: 9007199254740992}

    NavigationItem:
      type: object
      additionalProperties: false
      description: Fields at their default (false, empty, absent) are left out of snapshots.
      properties:
        title: {type: string, description: 'Bar title; the controller''s title when absent.'}
        prompt: {type: string}
        backButtonTitle: {type: string, description: What the next controller's back button shows for this one.}
        hidesBackButton: {type: boolean, default: false}
        leftItemsSupplementBackButton: {type: boolean, default: false, description: 'Without it, left items replace the back button.'}
        leftItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
        rightItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
    TabBarItem:
      type: object
      additionalProperties: false
      properties:
        title: {type: string}
        image: {type: string}
        badgeValue: {type: string}
        tag: {type: integer, minimum: -9007199254740992, maximum: 9007199254740992, default: 0}
    BarButtonItem:
      type: object
      additionalProperties: false
      properties:
        title: {type: string}
        image: {type: string}
        systemItem:
          type: string
          enum: [done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
                 bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close]
        style: {type: string, enum: [plain, done], default: plain}
        enabled: {type: boolean, default: true}

    DetentIdentifier:
      type: string
      pattern: '^[A-Za-z0-9._~-]{1,64}$'
      description: '`medium`, `large`, or a custom detent''s identifier.'
    SystemDetent:
      type: string
      enum: [medium, large]
      description: '`medium` (about half the screen, inactive in a compact height) or `large` (full height).'
    CustomDetent:
      type: object
      additionalProperties: false
      required: [identifier, height]
      description: A custom detent (iOS 16) and its height in points.
      properties:
        identifier: {$ref: '#/components/schemas/DetentIdentifier'}
        height: {type: number, exclusiveMinimum: 0, maximum: 100000, description: Points.}
    SheetPresentation:
      type: [object, 'null']
      additionalProperties: false
      description: |
        How the controller rests when presented as a page or form sheet (iOS 15+
        `sheetPresentationController`), configured before `present` or PATCHed on a sheet shown.
        `detents` from the smallest to the largest (UIKit's default `[large]`; never empty; each
        identifier once; `large`, which is full height, last): `medium` (about half the screen,
        inactive in a compact height), `large`, or a custom detent (iOS 16)
        `{"identifier", "height"}` in points. `selectedDetent` (selectedDetentIdentifier; absent:
        the smallest) and `largestUndimmedDetent` (largestUndimmedDetentIdentifier; absent: every
        detent dims what the sheet covers) name detents of the list. `prefersGrabberVisible`
        shows the grabber. 400 `invalid-body` for anything else. `set-detent` moves the sheet.
      properties:
        detents:
          type: array
          minItems: 1
          maxItems: 16
          default: [large]
          items:
            oneOf:
              - {$ref: '#/components/schemas/SystemDetent'}
              - {$ref: '#/components/schemas/CustomDetent'}
        selectedDetent: {$ref: '#/components/schemas/DetentIdentifier'}
        largestUndimmedDetent: {$ref: '#/components/schemas/DetentIdentifier'}
        prefersGrabberVisible: {type: boolean, default: false}
    PopoverPresentation:
      type: [object, 'null']
      additionalProperties: false
      description: |
        What a popover is anchored to (`popoverPresentationController`): `sourceController`, the
        controller whose view or bar holds the anchor, with `barButtonItem` (an item of its
        navigation item's left or right items, or of its toolbar items, by index or system item)
        or `sourceRect` (in its view), or neither (its whole view). When the presentation is
        shown as a popover (a regular width, or `adaptivePresentationStyle: none`), a missing
        anchor is refused with 422 `popover-needs-anchor` (UIKit's NSGenericException), an anchor
        off screen or a bar item the controller lacks with 409 `popover-anchor-unavailable`, an
        unknown controller with 404. A popover on screen keeps an anchor (a PATCH removing it: 422
        `popover-needs-anchor`), and so does an imported one; a PATCH that makes a presentation a
        popover, or changes a popover's anchor, has its anchor checked as above (but not for being
        on screen); a change of traits that would show as a
        popover a presentation that names no anchor is refused the same way, while one whose anchor
        has left the session since keeps showing. A tap outside (`dismiss` with `reason: outside`)
        dismisses the popover unless it lands on (or inside) a passthrough controller. A second
        popover while one shows follows the presentation rules (MOD-E3): from the same presenter
        409 `already-presenting`; from the popover's own content it is presented over it. MOD-E5
        is the other rule: a currentContext or overCurrentContext presentation inside a popover
        needs coverVertical. An anchor (`barButtonItem` or `sourceRect`, not both) needs
        `sourceController` (400 `invalid-body` otherwise).
      if: {required: [barButtonItem]}
      then:
        required: [sourceController]
        properties: {sourceRect: false}
      else:
        if: {required: [sourceRect]}
        then:
          required: [sourceController]
      properties:
        sourceController: {$ref: '#/components/schemas/Identifier'}
        barButtonItem: {$ref: '#/components/schemas/PopoverBarButtonAnchor'}
        sourceRect: {$ref: '#/components/schemas/PopoverSourceRect'}
        permittedArrowDirections:
          type: array
          minItems: 1
          description: Default all four (UIKit's .any).
          items: {type: string, enum: [up, down, left, right]}
        passthroughControllers:
          type: array
          description: passthroughViews, as controllers whose views keep their touches while the popover shows.
          items: {$ref: '#/components/schemas/Identifier'}
    PopoverBarButtonAnchor:
      type: object
      additionalProperties: false
      required: [bar]
      description: Exactly one of index and systemItem (400 `invalid-body` otherwise).
      properties:
        bar: {type: string, enum: [left, right, toolbar]}
        index: {type: integer, minimum: 0, maximum: 9007199254740992}
        systemItem:
          type: string
          enum: [done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
                 bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close]
      if: {required: [index]}
      then:
        properties: {systemItem: false}
      else:
        required: [systemItem]
    PopoverSourceRect:
      type: object
      additionalProperties: false
      required: [x, y, width, height]
      properties:
        x: {type: number}
        y: {type: number}
        width: {type: number, minimum: 0}
        height: {type: number, minimum: 0}
    AdaptivePresentationStyle:
      type: string
      enum: [automatic, none, fullScreen, overFullScreen, pageSheet, formSheet]
      description: |
        What the presentation becomes in a compact environment, as a presentation delegate's
        adaptivePresentationStyle(for:traitCollection:) answers: automatic is UIKit's own
        adaptation (in a compact width form sheets, page sheets and popovers become page sheets;
        in a compact height a popover becomes a form sheet), none keeps the requested style (a
        popover stays a popover), the others replace it.
    NullableAdaptivePresentationStyle:
      type: [string, 'null']
      enum: [automatic, none, fullScreen, overFullScreen, pageSheet, formSheet, null]
      description: An AdaptivePresentationStyle, or null (the tests check it lists AdaptivePresentationStyle's values).
    ModalPresentationStyle:
      type: string
      enum: [automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover]
    ShownPresentationStyle:
      type: string
      enum: [automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom]
      description: 'A ModalPresentationStyle, or custom: the style UIAlertController presents an alert in (requested and shown), and an action sheet in a compact width (requested popover). A client cannot ask for custom.'
    AlertAction:
      type: object
      additionalProperties: false
      required: [title]
      description: A UIAlertAction, a button of an alert.
      properties:
        title: {type: string, minLength: 1, maxLength: 256}
        style: {type: string, enum: [default, cancel, destructive], default: default}
        enabled: {type: boolean, default: true, description: 'isEnabled: a disabled button does not respond to a tap (409 alert-action-disabled).'}
    AlertActionDetail:
      type: object
      additionalProperties: false
      required: [index, title]
      description: 'On alertActionHandler: the action tapped, and the texts of the alert''s text fields (when it has some) as the handler reads them.'
      properties:
        index: {type: integer, minimum: 0}
        title: {type: string}
        texts: {type: array, items: {type: string}}
    AlertTextField:
      type: object
      additionalProperties: false
      description: A text field of an alert (addTextField(configurationHandler:)).
      properties:
        placeholder: {type: string, maxLength: 1024}
        secure: {type: boolean, default: false, description: isSecureTextEntry.}
        text: {type: string, maxLength: 1024, default: '', description: 'What is typed in it; enter-text changes it.'}
    NullableModalPresentationStyle:
      type: [string, 'null']
      enum: [automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, null]
      description: A ModalPresentationStyle, or null (the tests check it lists ModalPresentationStyle's values).

    ModalTransitionStyle:
      type: string
      enum: [coverVertical, flipHorizontal, crossDissolve, partialCurl]
    NullableModalTransitionStyle:
      type: [string, 'null']
      enum: [coverVertical, flipHorizontal, crossDissolve, partialCurl, null]
      description: A ModalTransitionStyle, or null (the tests check it lists ModalTransitionStyle's values).


    Snapshot:
      type: object
      additionalProperties: false
      required: [session, revision, traits, window, visible]
      properties:
        session: {$ref: '#/components/schemas/Identifier'}
        revision: {type: integer, minimum: 1}
        expiresAt: {$ref: '#/components/schemas/ExpiresAt'}
        traits: {$ref: '#/components/schemas/Traits'}
        callbacks: {$ref: '#/components/schemas/CallbackGroups'}
        window: {$ref: '#/components/schemas/Window'}
        visible: {$ref: '#/components/schemas/Visible'}

    MutationResult:
      type: object
      additionalProperties: false
      required: [session, revision, events]
      description: |
        A snapshot with the callbacks of the change; `changed` only for PATCH (and batches with
        a patch). With `Prefer: return=minimal` only `session`, `revision`, `events` and
        `changed`. In a batch's answer each event carries `action`, the index of the action that
        caused it. A dry run's answer shows the revision the session would reach and `dryRun: true`.
      properties:
        session: {$ref: '#/components/schemas/Identifier'}
        revision: {type: integer, minimum: 1}
        expiresAt: {$ref: '#/components/schemas/ExpiresAt'}
        traits: {$ref: '#/components/schemas/Traits'}
        callbacks: {$ref: '#/components/schemas/CallbackGroups'}
        window: {$ref: '#/components/schemas/Window'}
        visible: {$ref: '#/components/schemas/Visible'}
        events:
          type: array
          items: {$ref: '#/components/schemas/LifecycleEvent'}
        dryRun: {type: boolean, enum: [true]}
        changed:
          type: array
          description: 'Dotted names of the chrome fields that changed: path, navigationBar, navigationBar.title, navigationBar.prompt, navigationBar.backButtonTitle, navigationBar.hidden, navigationBar.leftItems, navigationBar.rightItems, toolbar.hidden, toolbar.items, tabBar.hidden, tabBar.items, tabBar.selectedItem, pageIndicator, splitView.'
          items: {type: string}
        resolvedAs: {$ref: '#/components/schemas/ShowResolution', description: 'show and show-detail only: what the action became.'}
        resolved:
          type: array
          description: In a batch's answer, what each show and show-detail became, by action index.
          items:
            type: object
            additionalProperties: false
            required: [action, resolvedAs]
            properties:
              action: {type: integer, minimum: 0}
              resolvedAs: {$ref: '#/components/schemas/ShowResolution'}

    ShowResolution:
      type: string
      enum: [push, replace-secondary, replace-primary, present]

    Window:
      type: object
      additionalProperties: false
      required: [root]
      properties:
        root: {$ref: '#/components/schemas/Controller'}

    Controller:
      type: object
      additionalProperties: false
      required: [id, kind, class, title, appearance, viewLoaded, children, presented]
      properties:
        id: {$ref: '#/components/schemas/Identifier'}
        kind: {type: string, enum: [view, navigation, tabBar, page, split, container, alert, search]}
        class: {type: string}
        title: {type: [string, 'null']}
        appearance: {type: string, enum: [disappeared, appearing, appeared, disappearing]}
        viewLoaded: {type: boolean}
        topViewController: {$ref: '#/components/schemas/Identifier', description: Navigation controllers only.}
        navigationBarHidden: {type: boolean, description: Navigation controllers only.}
        toolbarHidden: {type: boolean, description: Navigation controllers only.}
        selectedIndex:
          type: [integer, 'null']
          description: Tab bar controllers only; null while the More list itself is shown (UIKit's NSNotFound).
        selectedViewController:
          $ref: '#/components/schemas/Identifier'
          description: Tab bar controllers only; the selected tab, or the More navigation controller's id (`<tab bar id>.more`) while its list is shown.
        customizable:
          type: array
          description: Tab bar controllers only; the tabs reorder-tabs may move.
          items: {$ref: '#/components/schemas/Identifier'}
        moreNavigationController:
          $ref: '#/components/schemas/MoreNavigationController'
          description: Tab bar controllers only; null while every tab fits in the bar.
        transitionStyle: {type: string, enum: [pageCurl, scroll], description: Page view controllers only.}
        navigationOrientation: {type: string, enum: [horizontal, vertical], description: Page view controllers only.}
        spineLocation: {type: string, enum: [none, min, mid, max], description: Page view controllers only.}
        doubleSided: {type: boolean, description: Page view controllers only.}
        interPageSpacing: {type: number, description: Page view controllers only.}
        showsPageIndicator: {type: boolean, description: Page view controllers only.}
        spinePolicy: {type: string, enum: [fixed, book], description: Page view controllers only.}
        pageIndex: {type: integer, description: Page view controllers only; the first page shown.}
        pageCount: {type: integer, description: Page view controllers only; the pages of the data source.}
        pages:
          type: array
          description: Page view controllers only; the data source's page ids (children holds only the pages shown).
          items: {$ref: '#/components/schemas/Identifier'}
        style: {$ref: '#/components/schemas/SplitStyle', description: 'Split view controllers only; written for the column styles (a classic split''s node has none, nor preferredSplitBehavior, splitBehavior, topColumnForCollapsing and columns; a column style''s has no collapsesSecondaryOntoPrimary).'}
        preferredDisplayMode: {$ref: '#/components/schemas/PreferredDisplayMode', description: Split view controllers only; the new names.}
        displayMode: {$ref: '#/components/schemas/DisplayMode', description: 'Split view controllers only; the mode in force while expanded (never automatic).'}
        preferredSplitBehavior: {$ref: '#/components/schemas/PreferredSplitBehavior', description: Split view controllers only, column styles.}
        splitBehavior: {$ref: '#/components/schemas/SplitBehavior', description: 'Split view controllers only, column styles; the behavior in force, which decides the display modes allowed.'}
        topColumnForCollapsing: {$ref: '#/components/schemas/CollapsingColumn', description: Split view controllers only, column styles.}
        columns: {$ref: '#/components/schemas/SplitColumnIDs', description: 'Split view controllers only, column styles; `children` lists the columns that are the split''s children in column order (collapsed, those on the primary''s stack are not).'}
        isCollapsed: {type: boolean, description: 'Split view controllers only; a compact width: only the primary is on screen, the secondary on its stack when it is a navigation controller (else kept aside as a child, off screen; or dropped with collapsesSecondaryOntoPrimary false).'}
        presentsWithGesture: {type: boolean, description: Split view controllers only.}
        preferredPrimaryColumnWidthFraction: {type: [number, 'null'], description: Split view controllers only; null is automatic.}
        collapsesSecondaryOntoPrimary: {type: boolean, description: Split view controllers only.}
        shown:
          type: array
          description: 'Custom container controllers only; the children whose views are in its view (children lists all of UIKit''s children).'
          items: {$ref: '#/components/schemas/Identifier'}
        awaitingDidMove:
          type: array
          description: Custom container controllers only; children added with didMove left to the client and not yet told.
          items: {$ref: '#/components/schemas/Identifier'}
        released:
          type: array
          description: 'Custom container controllers only; the ids of children it released on a memory warning (releasesHiddenChildrenOnMemoryWarning), held for them: add-child or transition naming one rebuilds it.'
          items: {$ref: '#/components/schemas/Identifier'}
        pendingEmbeds:
          type: array
          description: 'Custom container controllers instantiated from a storyboard scene only, while their view has not loaded: the identifiers of the scene''s embed segues, performed when it loads (their destinations become its children then).'
          items: {type: string}
        kept:
          type: array
          description: 'Custom container controllers only, when it keeps some: the controllers it removed with keep, alive and detached (no parent, disappeared), whole, in the order it kept them; add-child or transition on this container adds one back.'
          items: {$ref: '#/components/schemas/Controller'}
        automaticallyForwardsAppearance: {type: boolean, enum: [false], description: 'Custom container controllers only; written when false: the client drives its children''s appearance.'}
        releasesHiddenChildrenOnMemoryWarning: {type: boolean, enum: [true], description: Custom container controllers only; written when true.}
        navigationItem: {$ref: '#/components/schemas/NavigationItem'}
        tabBarItem: {$ref: '#/components/schemas/TabBarItem'}
        toolbarItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
        hidesBottomBarWhenPushed: {type: boolean, enum: [true]}
        shouldSelect: {type: boolean, enum: [false], description: Written when false.}
        modalPresentationStyle: {$ref: '#/components/schemas/ModalPresentationStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        modalTransitionStyle: {$ref: '#/components/schemas/ModalTransitionStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        popoverPresentation: {$ref: '#/components/schemas/PopoverPresentation', type: object}
        sheetPresentation: {$ref: '#/components/schemas/SheetPresentation', type: object, description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        adaptivePresentationStyle: {$ref: '#/components/schemas/AdaptivePresentationStyle', description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        definesPresentationContext: {type: boolean, enum: [true]}
        modalInPresentation: {type: boolean, enum: [true], description: 'Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable).'}
        preferredStyle: {type: string, enum: [alert, actionSheet], description: Alert controllers only.}
        message: {type: string, description: Alert controllers only; written when set.}
        actions:
          type: array
          description: Alert controllers only; the buttons, in order.
          items: {$ref: '#/components/schemas/AlertAction'}
        textFields:
          type: array
          description: Alert controllers only; written when it has some, each with what is typed in it.
          items: {$ref: '#/components/schemas/AlertTextField'}
        isActive: {type: boolean, description: 'Search controllers only; search is active: the search controller is presented (its node is then its presenter''s presented, else its owner''s inactiveSearchController).'}
        owner: {type: [string, 'null'], pattern: '^[A-Za-z0-9._~-]{1,64}$', description: 'Search controllers only; the controller whose navigation item holds it; null once that controller was released while search was active (the presentation alone keeps it then, and dismissing it releases it).'}
        searchResultsController: {type: [string, 'null'], pattern: '^[A-Za-z0-9._~-]{1,64}$', description: 'Search controllers only; the results controller, its one child (in children), or null.'}
        showsSearchResultsController: {type: boolean, description: 'Search controllers only; whether the results controller''s view is shown (it appears with the search controller then).'}
        searchText: {type: string, description: Search controllers only; the search bar's text.}
        automaticallyShowsSearchResultsController: {type: boolean, enum: [false], description: Search controllers only; written when false.}
        hidesNavigationBarDuringPresentation: {type: boolean, enum: [false], description: Search controllers only; written when false.}
        obscuresBackgroundDuringPresentation: {type: boolean, enum: [false], description: Search controllers only; written when false.}
        searchController: {$ref: '#/components/schemas/Identifier', description: 'Not for alerts or search controllers; the id of the search controller its navigation item holds, when it has one.'}
        inactiveSearchController:
          $ref: '#/components/schemas/Controller'
          description: 'With searchController, while search is inactive: the search controller''s whole node, alive and detached (no parent, not presented).'
        supportedOrientations: {type: array, items: {$ref: '#/components/schemas/Orientation'}}
        restorationIdentifier: {type: string}
        scene:
          $ref: '#/components/schemas/SceneReference'
          description: 'Only on a controller instantiated as a storyboard scene''s root (a scene reference, a segue''s destination, an embedded scene, POST /sessions with storyboard): the scene, whose segues perform-segue performs from it and whose unwindActions make it an unwind destination.'
        userInfo: {$ref: '#/components/schemas/AnyJSON', description: 'The client''s JSON, object keys sorted.'}
        presentation:
          $ref: '#/components/schemas/PresentationInfo'
          description: Only on a presented controller.
        children:
          type: array
          description: 'For a navigation controller, the stack, root first (a collapsed split''s primary may hold the secondary navigation controller, nested); for a split view controller, the primary, then the secondary while it is the split''s child (expanded, or kept aside beside a primary that is no navigation controller).'
          items: {$ref: '#/components/schemas/Controller'}
        presented:
          $ref: '#/components/schemas/ControllerOrNull'
          description: The controller this one presents (presentedViewController), with its subtree; null when none.

    # `Controller` itself is never null: a recursive schema that is a union with null is one
    # openapi-python-client cannot read. Its null branch is `enum: [null]`, not `type: 'null'`
    # (swift-openapi-generator skips a `type: 'null'` branch with a warning, and the property
    # with it); `type: [object, 'null']` makes generators read a reference to it as optional.
    ControllerOrNull:
      type: [object, 'null']
      description: The controller this one presents (presentedViewController), with its subtree; null when none.
      oneOf:
        - $ref: '#/components/schemas/Controller'
        - enum: [null]

    PresentationInfo:
      type: object
      additionalProperties: false
      required: [presentingViewController, requestedStyle, effectiveStyle, transitionStyle, coversPresenter]
      properties:
        presentingViewController: {$ref: '#/components/schemas/Identifier'}
        requestedStyle: {$ref: '#/components/schemas/ShownPresentationStyle'}
        effectiveStyle: {$ref: '#/components/schemas/ShownPresentationStyle'}
        transitionStyle: {$ref: '#/components/schemas/ModalTransitionStyle'}
        coversPresenter: {type: boolean, description: 'fullScreen and currentContext hide the presenter''s chain; sheets, popovers, over… styles and alerts do not.'}
        sheet:
          type: object
          additionalProperties: false
          required: [detent, dimmed, grabberVisible]
          description: 'Only when the controller is shown as a page or form sheet (effectiveStyle): how it rests, from its sheetPresentation and the traits in force.'
          properties:
            detent:
              type: [string, 'null']
              description: 'The detent it rests at: the selected one (the smallest when none is), or, for medium in a compact height, where UIKit makes medium inactive, the next larger one (large when it lists none). null in a regular width, where the sheet is a centred form or page sheet without detents.'
            dimmed: {type: boolean, description: 'Whether what it covers is dimmed and takes no touches: always in a regular width, else unless the detent is at most sheetPresentation.largestUndimmedDetent. The presenter stays appeared either way.'}
            grabberVisible: {type: boolean, description: 'prefersGrabberVisible, while the sheet has detents.'}

    MoreNavigationController:
      type: [object, 'null']
      additionalProperties: false
      required: [id, list, topViewController]
      description: |
        UIKit's moreNavigationController, derived (not a client controller, no lifecycle events):
        the tabs that do not fit (5 items on a compact width, 8 on a regular one: with more tabs
        the bar shows one fewer, then More) and the tab it currently shows, if any.
      properties:
        id: {$ref: '#/components/schemas/Identifier'}
        list:
          type: array
          items: {$ref: '#/components/schemas/Identifier'}
        topViewController:
          {type: [string, 'null'], pattern: '^[A-Za-z0-9._~-]{1,64}$'}

    Visible:
      type: object
      additionalProperties: false
      required: [path, top, navigationBar, tabBar, pageIndicator, toolbar, splitView]
      properties:
        path:
          type: array
          description: 'The ids on screen from the window root to the top-most content, through presented controllers in stacking order; what a full-screen presentation covers (everything below it) and what a currentContext presentation covers (its presenter''s part) are left out, as are presentations whose presenter is off screen (in another tab). The bars below are those of the top-most visible layer; around a context presentation, the tab bar and navigation bar of the containers it is presented in stay. A popover, and a form or page sheet in a regular width (a pad), cover part of the window only: under them `tabBar` and `splitView` are those of the nearest layer below that has one (the tab bar does not vanish while a popover is up); `navigationBar`, `toolbar` and `pageIndicator` stay those of the content on top.'
          items: {$ref: '#/components/schemas/Identifier'}
        top: {$ref: '#/components/schemas/Identifier'}
        navigationBar:
          $ref: '#/components/schemas/NavigationBar'
        tabBar:
          $ref: '#/components/schemas/TabBar'
        pageIndicator:
          $ref: '#/components/schemas/PageIndicator'
        toolbar:
          $ref: '#/components/schemas/Toolbar'
          description: The toolbar of the navigation controller that owns the bar; hidden with no items when there is none.
        splitView:
          $ref: '#/components/schemas/SplitViewChrome'

    SplitViewChrome:
      type: [object, 'null']
      additionalProperties: false
      required: [owner, displayMode, isCollapsed, columns]
      description: |
        The split view controller nearest the top and its columns on screen, primary first, each
        with the bar of the navigation controller nearest its top. While the primary is hidden or
        laid over, the secondary navigation controller's bar (at its root) has the display-mode
        button first among its left items, titled after the primary (SPL-7). Collapsed, one bar
        shows both stacks (owner: the primary), its back button going to the primary.
      properties:
        owner: {$ref: '#/components/schemas/Identifier'}
        displayMode: {$ref: '#/components/schemas/DisplayMode'}
        isCollapsed: {type: boolean}
        columns:
          type: array
          items: {$ref: '#/components/schemas/SplitViewColumn'}

    SplitViewColumn:
      type: object
      additionalProperties: false
      required: [column, controller, navigationBar]
      description: A column of the split view on screen, with the bar of the navigation controller nearest its top.
      properties:
        column: {type: string, enum: [primary, supplementary, secondary, compact]}
        controller: {$ref: '#/components/schemas/Identifier'}
        navigationBar:
          $ref: '#/components/schemas/NavigationBar'

    NavigationBar:
      type: [object, 'null']
      additionalProperties: false
      required: [owner, hidden, title, prompt, backButtonTitle, leftItems, rightItems]
      description: |
        The bar of the navigation controller nearest the top of the visible path. While a tab bar
        shows its More list, the More navigation controller's bar (`owner` `<tab bar id>.more`,
        title "More", an Edit item while some tab may move); a tab shown from the list is on that
        controller's stack (back button "More") unless it has a navigation controller of its own.
      properties:
        owner: {$ref: '#/components/schemas/Identifier'}
        hidden: {type: boolean}
        title: {type: [string, 'null'], description: 'The top''s navigationItem.title ?? title.'}
        prompt: {type: [string, 'null']}
        backButtonTitle:
          type: [string, 'null']
          description: |
            The controller below's `navigationItem.backButtonTitle ?? navigationItem.title ?? title ?? "Back"`;
            null at the root, when the top hides the back button, or when its left items replace it.
        leftItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
        rightItems: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}
    TabBar:
      type: [object, 'null']
      additionalProperties: false
      required: [owner, hidden, items, selectedItem, showsMore]
      description: The bar of the tab bar controller nearest the top of the visible path.
      properties:
        owner: {$ref: '#/components/schemas/Identifier'}
        hidden: {type: boolean, description: True while the top of the selected navigation stack has hidesBottomBarWhenPushed.}
        items:
          type: array
          description: The tabs that fit, then a More item (id `<tab bar id>.more`) when some do not.
          items: {$ref: '#/components/schemas/TabBarChromeItem'}
        selectedItem:
          $ref: '#/components/schemas/Identifier'
          description: The selected tab, or the More item while the More list or a tab from it is shown.
        showsMore: {type: boolean}
    PageIndicator:
      type: [object, 'null']
      additionalProperties: false
      required: [owner, numberOfPages, currentPage]
      description: The page control of a scroll-style page view controller with showsPageIndicator.
      properties:
        owner: {$ref: '#/components/schemas/Identifier'}
        numberOfPages: {type: integer}
        currentPage: {type: integer}
    TabBarChromeItem:
      type: object
      additionalProperties: false
      required: [id, title, image, badgeValue, tag]
      description: A tab's tabBarItem, else its root's (for a navigation controller), titled by the controller's title when the item has none.
      properties:
        id: {$ref: '#/components/schemas/Identifier'}
        title: {type: [string, 'null']}
        image: {type: [string, 'null']}
        badgeValue: {type: [string, 'null']}
        tag: {type: integer}
    Toolbar:
      type: object
      additionalProperties: false
      required: [hidden, items]
      properties:
        hidden: {type: boolean}
        items: {type: array, items: {$ref: '#/components/schemas/BarButtonItem'}}

    LifecycleEvent:
      type: object
      additionalProperties: false
      required: [controller, callback]
      description: |
        One callback, in UIKit's order. Appearance callbacks carry `animated`; containment callbacks
        carry `parent` (null when leaving). `call` is the same as one line.
      properties:
        call:
          type: string
          description: |
            The call as one line: `controller.callback(arguments)`, the arguments as UIKit passes
            them: `animated` for the appearance callbacks (then `isBeingPresented` or
            `isBeingDismissed` when true), the parent for the containment ones (`nil` when
            leaving), the segue's identifier for the segue ones, none for the others (no
            parentheses): `inbox.viewWillDisappear(true)`, `compose.viewWillAppear(true,
            isBeingPresented)`, `thread.willMoveToParent(mail)`, `thread.didMoveToParent(nil)`,
            `inbox.prepareForSegue(openMessage)`, `thread.viewDidLoad`, `thread.viewIsAppearing(true)`.
            A delegate call is written on the container's delegate with the method's labels:
            `mail.delegate.navigationController(willShow: thread, animated: true)`,
            `tabs.delegate.tabBarController(shouldSelect: settings)`,
            `tabs.delegate.tabBarController(didEndCustomizing: viewControllers, changed: true)`.
            The transition calls name the traits as `idiom horizontal/vertical` and the size by its
            orientation: `nav.willTransition(to: phone compact/compact)`,
            `nav.viewWillTransition(to: landscapeLeft)`, `nav.traitCollectionDidChange(phone compact/regular)`
            (the previous traits). Every event has it, except in history entries a store kept from a release before it.
        controller: {$ref: '#/components/schemas/Identifier'}
        callback:
          type: string
          enum: [loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear,
                 willMoveToParent, didMoveToParent, deinit, didReceiveMemoryWarning,
                 shouldPerformSegue, prepareForSegue, unwindAction, viewIsAppearing,
                 navigationControllerWillShow, navigationControllerDidShow,
                 tabBarControllerShouldSelect, tabBarControllerDidSelect,
                 tabBarControllerWillBeginCustomizing, tabBarControllerWillEndCustomizing,
                 tabBarControllerDidEndCustomizing, splitViewControllerWillChangeDisplayMode,
                 splitViewControllerCollapseSecondary, splitViewControllerSeparateSecondary,
                 splitViewControllerTopColumnForCollapsing, splitViewControllerDisplayModeForExpanding,
                 splitViewControllerDidCollapse, splitViewControllerDidExpand,
                 presentationControllerShouldDismiss, presentationControllerWillDismiss,
                 presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss,
                 adaptivePresentationStyle, sheetPresentationControllerDidChangeSelectedDetentIdentifier,
                 alertActionHandler, willPresentSearchController, didPresentSearchController,
                 willDismissSearchController, didDismissSearchController, updateSearchResults,
                 willTransitionToTraitCollection,
                 viewWillTransitionToSize, traitCollectionDidChange]
          description: '`deinit`: the controller was released (popped, dismissed, replaced, a removed tab, a page no longer shown), after its `didMoveToParent(nil)` or at the end of the dismissal; parents before children. The segue callbacks carry `segue`: `shouldPerformSegue` (shouldPerformSegue(withIdentifier:sender:), asked of the source of a segue a user triggered and answered YES), `prepareForSegue` (prepare(for:sender:) on the source, before the destination loads), `unwindAction` (the unwind action, `@IBAction func unwindToInbox(_:)`, on the destination an unwind segue found, before anything leaves the screen). `alertActionHandler` (the handler of the UIAlertAction tapped, with `alertAction`: after the alert''s viewDidDisappear, before its deinit). Only in sessions that chose them (`callbacks`): `loadView` (loadView(), just before the controller''s `viewDidLoad`); `viewIsAppearing` (with `animated`, after every `will` callback and delegate `willShow` of its transition, before any `did`); the delegate calls, which carry `delegate` and name the container as `controller`: `navigationControllerWillShow` / `navigationControllerDidShow` (navigationController(_:willShow:animated:) after both `will` callbacks, didShow after both `did` callbacks, whenever the navigation controller shows its top: push, pop, set, its own appearance), `tabBarControllerShouldSelect` / `tabBarControllerDidSelect` (first and last of a user''s tap), `tabBarControllerWillBeginCustomizing`, `tabBarControllerWillEndCustomizing`, `tabBarControllerDidEndCustomizing` (More > Edit, `reorder-tabs`, with `changed`); `splitViewControllerWillChangeDisplayMode` (splitViewController(_:willChangeTo:), with `displayMode`, before a change of the display mode in force of an expanded split: set-display-mode, a preferredDisplayMode PATCH, a change of traits), `splitViewControllerCollapseSecondary` (splitViewController(_:collapseSecondary:onto:) before a collapse moves the secondary, `viewController`, onto `primaryViewController`; the split''s collapsesSecondaryOntoPrimary is the answer) and `splitViewControllerSeparateSecondary` (splitViewController(_:separateSecondaryFrom:) before an expansion, `viewController` the primary), both for the classic split only; for column styles `splitViewControllerTopColumnForCollapsing` (splitViewController(_:topColumnForCollapsingToProposedTopColumn:), with the proposed `column`, secondary, before a collapse without a compact column moves anything; the split''s topColumnForCollapsing is the answer), `splitViewControllerDisplayModeForExpanding` (splitViewController(_:displayModeForExpandingToProposedDisplayMode:), with `displayMode`, before an expansion moves anything), `splitViewControllerDidCollapse` and `splitViewControllerDidExpand` (last, after the transition); `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, `presentationControllerDidDismiss` and `presentationControllerDidAttemptToDismiss` (UIAdaptivePresentationControllerDelegate, `controller` the presented controller: around a user''s dismissal, see dismiss); `adaptivePresentationStyle` (adaptivePresentationStyle(for:traitCollection:) of the same delegate, with `traitCollection` and the answer in `style`: asked when the traits make UIKit adapt the presentation, a sheet or popover in a compact width or a popover in a compact height, at the presentation before any of its callbacks and at a change of traits before the screen changes; only of a controller whose adaptivePresentationStyle is not automatic, which stands for the delegate''s answer); `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (UISheetPresentationControllerDelegate, `controller` the sheet, with `detent`: the user dragged the sheet to rest at another detent, set-detent with userAction); `willTransitionToTraitCollection` (willTransition(to:with:), with `traitCollection`), `viewWillTransitionToSize` (viewWillTransition(to:with:), with `orientation`) and `traitCollectionDidChange` (with `previousTraitCollection`) around a change of traits.'
        animated: {type: boolean}
        delegate:
          type: string
          enum: [UINavigationControllerDelegate, UITabBarControllerDelegate, UISplitViewControllerDelegate,
                 UIAdaptivePresentationControllerDelegate, UISheetPresentationControllerDelegate,
                 UISearchControllerDelegate, UISearchResultsUpdating]
          description: 'On a delegate call only: the protocol of the delegate of `controller` that is called (sessions with the `delegates` callbacks).'
        viewController: {$ref: '#/components/schemas/Identifier', description: 'The controller a delegate call is about: the one a navigation controller shows (willShow, didShow) or the tab tapped (shouldSelect, didSelect; `{tabBar}.more`, the More navigation controller, for the More item).'}
        changed: {type: boolean, description: 'On the end of a customization (willEndCustomizing, didEndCustomizing): whether the order of the tabs changed.'}
        displayMode: {$ref: '#/components/schemas/DisplayMode', description: 'On splitViewControllerWillChangeDisplayMode: the mode about to be in force; on splitViewControllerDisplayModeForExpanding: the mode proposed (and kept).'}
        column: {$ref: '#/components/schemas/CollapsingColumn', description: 'On splitViewControllerTopColumnForCollapsing: the column proposed.'}
        primaryViewController: {$ref: '#/components/schemas/Identifier', description: 'On splitViewControllerCollapseSecondary: the primary the secondary (viewController) collapses onto.'}
        traitCollection: {$ref: '#/components/schemas/TraitCollection', description: 'On willTransitionToTraitCollection: the traits about to be in force; on adaptivePresentationStyle: the traits the presentation adapts to.'}
        style: {$ref: '#/components/schemas/AdaptivePresentationStyle', description: 'On adaptivePresentationStyle: the delegate''s answer (the controller''s adaptivePresentationStyle).'}
        detent: {$ref: '#/components/schemas/DetentIdentifier', description: 'On sheetPresentationControllerDidChangeSelectedDetentIdentifier: the detent the user selected.'}
        previousTraitCollection: {$ref: '#/components/schemas/TraitCollection', description: 'On traitCollectionDidChange: the traits before the change.'}
        orientation: {$ref: '#/components/schemas/Orientation', description: 'On viewWillTransitionToSize: the orientation whose size the window takes.'}
        isBeingPresented: {type: boolean, enum: [true], description: On the appearance callbacks of a presented controller.}
        isBeingDismissed: {type: boolean, enum: [true], description: On the disappearance callbacks of a dismissed controller.}
        parent:
          {type: [string, 'null'], pattern: '^[A-Za-z0-9._~-]{1,64}$'}
        segue: {$ref: '#/components/schemas/SegueDetail'}
        alertAction: {$ref: '#/components/schemas/AlertActionDetail'}
        action: {type: integer, minimum: 0, description: 'In batches and history entries of several actions, the index of the action that sent it.'}

    TraitCollection:
      type: object
      additionalProperties: false
      required: [idiom, horizontalSizeClass, verticalSizeClass]
      properties:
        idiom: {type: string, enum: [phone, pad]}
        horizontalSizeClass: {$ref: '#/components/schemas/SizeClass'}
        verticalSizeClass: {$ref: '#/components/schemas/SizeClass'}

    SegueDetail:
      type: object
      additionalProperties: false
      required: [identifier, kind, source]
      description: The segue of a segue callback (UIStoryboardSegue's identifier, source and destination) with what perform-segue was sent.
      properties:
        identifier: {type: string}
        kind: {$ref: '#/components/schemas/SegueKind'}
        source: {$ref: '#/components/schemas/Identifier'}
        destination: {$ref: '#/components/schemas/Identifier', description: 'The destination''s id: the new controller, or the controller an unwind found; absent on shouldPerformSegue, asked before it exists.'}
        action: {type: string, description: An unwind segue's action.}
        sender: {$ref: '#/components/schemas/Identifier', description: 'The controller named as `sender`, when one was.'}
        userInfo: {$ref: '#/components/schemas/AnyJSON', description: 'The payload sent with the segue (perform-segue''s userInfo), when one was; object keys sorted.'}

    ControllerResult:
      type: object
      additionalProperties: false
      required: [session, revision, controller]
      properties:
        session: {$ref: '#/components/schemas/Identifier'}
        revision: {type: integer, minimum: 1}
        controller: {$ref: '#/components/schemas/Controller'}

    History:
      type: object
      additionalProperties: false
      required: [session, revision, oldestRevision, entries, next]
      properties:
        session: {$ref: '#/components/schemas/Identifier'}
        revision: {type: integer, minimum: 1, description: The current revision.}
        oldestRevision:
          type: integer
          minimum: 1
          description: 'The oldest revision `GET /sessions/{sid}?revision=` can still rebuild; entries start after it, or at it while it is the creation (revision 1).'
        entries:
          type: array
          items: {$ref: '#/components/schemas/HistoryEntry'}
        next:
          type: [integer, 'null']
          description: The `after` of the next page; null on the last.

    HistoryEntry:
      type: object
      additionalProperties: false
      required: [revision, time, actions, events]
      properties:
        revision: {type: integer, minimum: 1, description: 'Revision 1 is the creation (its callbacks, no actions).'}
        time: {type: string, format: date-time, description: 'When it was applied (UTC, milliseconds).'}
        actions:
          type: array
          description: The actions as sent, in the batch route's form (a client can send them again); none for the creation.
          items: {$ref: '#/components/schemas/BatchAction'}
        events:
          type: array
          items: {$ref: '#/components/schemas/LifecycleEvent'}
        changed:
          type: array
          items: {type: string}
        storyboards:
          type: array
          description: 'Only when the session took copies in this revision: the storyboards its actions first instantiated from, whole, as the session keeps them (a replay of the journal loads them, whatever the tenant''s storyboards are by then).'
          items: {$ref: '#/components/schemas/StoryboardCopy'}

    Batch:
      type: object
      additionalProperties: false
      required: [actions]
      properties:
        actions:
          type: array
          minItems: 1
          maxItems: 100
          items: {$ref: '#/components/schemas/BatchAction'}

    OpenBody:
      type: object
      additionalProperties: false
      description: '`path` or `url`, not both (400 invalid-body); the `if`/`then`/`else` says so for validators.'
      if: {required: [url]}
      then: {not: {required: [path]}}
      else: {required: [path]}
      properties:
        url: {type: string, minLength: 1, maxLength: 512, description: 'A route of the session''s storyboards (`mail/42`), at most 512 bytes.'}
        path:
          type: array
          minItems: 1
          maxItems: 32
          items: {$ref: '#/components/schemas/OpenStep'}
        animated: {type: boolean, default: true, description: Every step's animated.}

    OpenStep:
      description: A controller's id (reveal it), or one new controller and how it comes on screen.
      oneOf:
        - {$ref: '#/components/schemas/Identifier'}
        - {$ref: '#/components/schemas/OpenPush'}
        - {$ref: '#/components/schemas/OpenPresent'}
        - {$ref: '#/components/schemas/OpenShow'}
        - {$ref: '#/components/schemas/OpenShowDetail'}
    OpenPush:
      type: object
      additionalProperties: false
      required: [push]
      properties:
        push: {$ref: '#/components/schemas/ControllerSpecOrScene'}
    OpenPresent:
      type: object
      additionalProperties: false
      required: [present]
      properties:
        present: {$ref: '#/components/schemas/ControllerSpecOrScene'}
    OpenShow:
      type: object
      additionalProperties: false
      required: [show]
      properties:
        show: {$ref: '#/components/schemas/ControllerSpecOrScene'}
    OpenShowDetail:
      type: object
      additionalProperties: false
      required: [showDetail]
      properties:
        showDetail: {$ref: '#/components/schemas/ControllerSpecOrScene'}

    BatchAction:
      type: object
      additionalProperties: false
      required: [action]
      description: |
        An action as its own route takes it: `body` is that route's body (required where the
        route requires one), `controller` its `{cid}`; `patch` needs a controller, `traits` and
        `memory-warning` take none (400 `invalid-body` otherwise); `reveal` (a deep link's step, see
        `POST /sessions/{sid}/open`) needs a controller and takes `{"animated"?}`. `dependentSchemas` says so
        for validators and test generators.
      properties:
        action:
          type: string
          enum: [push, pop, pop-to, pop-to-root, set-view-controllers, select-tab, reorder-tabs, present, dismiss,
                 set-detent, tap-action, enter-text, activate-search, search-text, cancel-search, turn-page, set-page, set-display-mode, show-column, hide-column, show, show-detail, add-child, did-move, remove-child, transition,
                 begin-appearance, end-appearance, perform-segue, patch, traits, memory-warning, reveal]
        controller:
          $ref: '#/components/schemas/Identifier'
          description: The target, as in `/controllers/{cid}/{action}`; absent for a targetless action. Required by `patch`, refused by `traits`.
        body:
          $ref: '#/components/schemas/AnyJSON'
          description: The body the action's own route takes (`patch` a ControllerPatch, `traits` a TraitsPatch); absent when that route takes none.
      dependentSchemas:
        action:
          anyOf:
            - properties: {action: {enum: [push, present, show, show-detail]}, body: {$ref: '#/components/schemas/ControllerBody'}}
              required: [body]
            - properties: {action: {const: pop}, body: {$ref: '#/components/schemas/PopBody'}}
            - properties: {action: {const: pop-to-root}, body: {$ref: '#/components/schemas/AnimatedBody'}}
            - properties: {action: {enum: [pop-to]}, body: {$ref: '#/components/schemas/PopToBody'}}
              required: [body]
            - properties: {action: {enum: [set-view-controllers]}, body: {$ref: '#/components/schemas/ControllersBody'}}
              required: [body]
            - properties: {action: {enum: [select-tab]}, body: {$ref: '#/components/schemas/SelectTabBody'}}
              required: [body]
            - properties: {action: {enum: [reorder-tabs]}, body: {$ref: '#/components/schemas/ReorderTabsBody'}}
              required: [body]
            - properties: {action: {enum: [dismiss]}, body: {$ref: '#/components/schemas/DismissBody'}}
            - properties: {action: {enum: [set-detent]}, body: {$ref: '#/components/schemas/SetDetentBody'}}
              required: [body]
            - properties: {action: {enum: [tap-action]}, body: {$ref: '#/components/schemas/TapActionBody'}}
              required: [body]
            - properties: {action: {enum: [enter-text]}, body: {$ref: '#/components/schemas/EnterTextBody'}}
              required: [body]
            - properties: {action: {enum: [activate-search, cancel-search]}, body: {$ref: '#/components/schemas/AnimatedBody'}}
            - properties: {action: {enum: [search-text]}, body: {$ref: '#/components/schemas/SearchTextBody'}}
              required: [body]
            - properties: {action: {enum: [turn-page]}, body: {$ref: '#/components/schemas/TurnPageBody'}}
              required: [body]
            - properties: {action: {enum: [set-page]}, body: {$ref: '#/components/schemas/SetPageBody'}}
              required: [body]
            - properties: {action: {enum: [set-display-mode]}, body: {$ref: '#/components/schemas/DisplayModeBody'}}
              required: [body]
            - properties: {action: {enum: [show-column, hide-column]}, body: {$ref: '#/components/schemas/ColumnBody'}}
              required: [body]
            - properties: {action: {enum: [add-child]}, body: {$ref: '#/components/schemas/AddChildBody'}}
              required: [body]
            - properties: {action: {const: did-move}, body: {$ref: '#/components/schemas/ChildBody'}}
              required: [body]
            - properties: {action: {const: remove-child}, body: {$ref: '#/components/schemas/RemoveChildBody'}}
              required: [body]
            - properties: {action: {enum: [transition]}, body: {$ref: '#/components/schemas/TransitionBody'}}
              required: [body]
            - properties: {action: {enum: [begin-appearance]}, body: {$ref: '#/components/schemas/BeginAppearanceBody'}}
              required: [body]
            - properties: {action: {enum: [end-appearance]}, body: {$ref: '#/components/schemas/EndAppearanceBody'}}
              required: [body]
            - properties: {action: {enum: [perform-segue]}, body: {$ref: '#/components/schemas/PerformSegueBody'}}
              required: [body]
            - properties: {action: {const: patch}, body: {$ref: '#/components/schemas/ControllerPatch'}}
              required: [controller, body]
            - properties: {action: {const: traits}, controller: false, body: {$ref: '#/components/schemas/TraitsPatch'}}
              required: [body]
            - properties: {action: {const: memory-warning}, controller: false, body: {type: object, additionalProperties: false}}
            - properties: {action: {const: reveal}, body: {type: object, additionalProperties: false, properties: {animated: {type: boolean, default: true}}}}
              required: [controller]

    SessionList:
      type: object
      additionalProperties: false
      required: [sessions, next]
      properties:
        sessions:
          type: array
          items:
            type: object
            additionalProperties: false
            required: [id, revision, root]
            properties:
              id: {$ref: '#/components/schemas/Identifier'}
              revision: {type: integer, minimum: 1}
              root: {$ref: '#/components/schemas/Identifier'}
        next:
          type: [string, 'null']
          description: The cursor for `after`; null on the last page.

    Problem:
      type: object
      additionalProperties: false
      required: [type, title, status, detail, instance]
      properties:
        type: {type: string, pattern: '^[a-z-]+$', description: A stable slug (a relative URI reference).}
        title: {type: string}
        status: {type: integer}
        detail: {type: string}
        instance: {type: string, description: The request path.}
        uikit: {type: string, description: The UIKit exception or behaviour the refusal mirrors.}
        revision: {type: integer, description: 'The session''s current revision, unchanged by the refusal.'}
        action: {type: integer, minimum: 0, description: 'The index of the refused action of a batch, or of the refused step of a deep link.'}
        errors:
          type: array
          description: 'Every problem found, when there can be several: an `invalid-storyboard` lists each one, `path: what`, in document order.'
          items: {type: string}

    SegueKind:
      type: string
      enum: [show, showDetail, present, popover, embed, custom, unwind, push]
      description: |
        Interface Builder's kinds since iOS 8, and the deprecated `push`: `show`
        (show(_:sender:)), `showDetail` (showDetailViewController(_:sender:)), `present` (modal),
        `popover` (anchored to the source), `embed` (a child of the source's custom container, added
        when the container's view loads), `custom` (a UIStoryboardSegue subclass: RotatingSegue), `unwind` (back to
        the nearest controller that implements its action), `push` (onto the source's navigation
        controller only).

    StoryboardDocument:
      type: object
      additionalProperties: false
      required: [scenes]
      description: |
        A storyboard as uploaded (`PUT /storyboards/{name}`), and as written back (keys sorted).
        Unknown fields are refused; see the upload for the rules that make it usable.
      properties:
        initial: {type: string, description: 'The initial scene (Interface Builder''s entry point), which POST /sessions with storyboard builds.'}
        scenes:
          type: array
          minItems: 1
          maxItems: 200
          description: At least one, at most 200, in the order they are listed back.
          items: {$ref: '#/components/schemas/StoryboardScene'}
        routes:
          type: array
          maxItems: 50
          description: 'Deep-link routes (POST /sessions/{sid}/open with url), at most 50, distinct patterns, tried in order.'
          items: {$ref: '#/components/schemas/StoryboardRoute'}

    StoryboardRoute:
      type: object
      additionalProperties: false
      required: [pattern, path]
      properties:
        pattern: {type: string, description: 'Segments separated by `/` (at most 8): literal (1 to 64 of A-Z a-z 0-9 . _ ~ -) or a parameter `:name` (a letter, then letters and digits; each once): `mail/:message`.'}
        path:
          type: array
          minItems: 1
          maxItems: 32
          description: 'The deep link the route opens, as `path` of POST /sessions/{sid}/open, where every string but the name of a scene (`storyboard`, `identifier`, `scene`: a URL chooses no scene) may hold the parameters (`"m:message"`) and a step may be `{"scene": identifier}`: the live controller instantiated from that scene of this storyboard. Each step must read as open reads it, the parameters standing for an id (422 invalid-storyboard otherwise).'
          items: {$ref: '#/components/schemas/AnyJSON'}
    StoryboardScene:
      type: object
      additionalProperties: false
      required: [identifier, controller]
      properties:
        identifier: {type: string, minLength: 1, maxLength: 128, description: 'The storyboard identifier: 1 to 128 characters, distinct in the storyboard.'}
        controller:
          $ref: '#/components/schemas/ControllerSpecOrScene'
          description: 'What instantiating the scene builds: a spec without ids, `shown` or `scene`, whose scene references name scenes of the same storyboard.'
        segues:
          type: array
          maxItems: 50
          description: The segues that start from the scene's controller (at most 50, distinct identifiers).
          items: {$ref: '#/components/schemas/StoryboardSegue'}
        unwindActions:
          type: array
          description: 'The unwind actions the scene''s class implements (`@IBAction func unwindToInbox(_:)`): what makes its controllers destinations of unwind segues with those actions.'
          items: {type: string, minLength: 1, maxLength: 128}

    StoryboardSegue:
      type: object
      additionalProperties: false
      required: [identifier, kind]
      description: |
        A segue from a scene. A field of another kind is refused (400 `invalid-body`), never
        ignored: `modalPresentationStyle` and `modalTransitionStyle` are `present`'s, `anchor` is
        `popover`'s, `segueClass` and `direction` are `custom`'s, `action` is `unwind`'s; a
        `custom` segue without `segueClass` is 400 too. The rules of the upload's validation
        (422 `invalid-storyboard`) that concern one segue alone: a `destination` for every kind
        but `unwind`, which has an `action` and no `destination`; an `anchor` for `popover`;
        `partialCurl` with no style or `fullScreen`. `dependentSchemas` says so for validators and
        test generators.
      dependentSchemas:
        kind:
          anyOf:
            - properties:
                {kind: {const: present}, modalTransitionStyle: {const: partialCurl},
                 modalPresentationStyle: {const: fullScreen},
                 anchor: false, segueClass: false, direction: false, action: false}
              required: [destination, modalTransitionStyle]
            - properties:
                {kind: {const: present}, modalTransitionStyle: {enum: [coverVertical, flipHorizontal, crossDissolve]},
                 anchor: false, segueClass: false, direction: false, action: false}
              required: [destination]
            - properties:
                {kind: {const: popover}, modalPresentationStyle: false, modalTransitionStyle: false,
                 segueClass: false, direction: false, action: false}
              required: [destination, anchor]
            - properties:
                {kind: {const: custom}, modalPresentationStyle: false, modalTransitionStyle: false,
                 anchor: false, action: false}
              required: [destination, segueClass]
            - properties:
                {kind: {const: unwind}, destination: false, modalPresentationStyle: false,
                 modalTransitionStyle: false, anchor: false, segueClass: false, direction: false}
              required: [action]
            - properties:
                {kind: {enum: [show, showDetail, embed, push]}, modalPresentationStyle: false,
                 modalTransitionStyle: false, anchor: false, segueClass: false, direction: false,
                 action: false}
              required: [destination]
      properties:
        identifier: {type: string, minLength: 1, maxLength: 128, description: '1 to 128 characters, distinct among the scene''s segues.'}
        kind: {$ref: '#/components/schemas/SegueKind'}
        destination: {type: string, description: 'The scene the segue instantiates (required, except for unwind, which finds its destination at run time and takes none).'}
        enabled: {type: boolean, default: true, description: 'false: shouldPerformSegue answers NO to a user''s trigger (409 segue-vetoed); a programmatic perform is not asked.'}
        requires:
          type: object
          description: 'shouldPerformSegue answers NO to a user''s trigger unless the userInfo sent is an object with each of these fields at this value (409 segue-vetoed).'
          additionalProperties: {$ref: '#/components/schemas/AnyJSON'}
        modalPresentationStyle: {$ref: '#/components/schemas/ModalPresentationStyle', description: 'present only; set on the destination (else its own).'}
        modalTransitionStyle: {$ref: '#/components/schemas/ModalTransitionStyle', description: 'present only; set on the destination (else its own); partialCurl needs the fullScreen style when one is set.'}
        anchor: {$ref: '#/components/schemas/SegueAnchor'}
        segueClass: {type: string, enum: [RotatingSegue], description: 'custom only, required: the UIStoryboardSegue subclass.'}
        direction: {type: string, enum: [forward, reverse], default: forward, description: 'custom only: which way the cube turns.'}
        action: {type: string, minLength: 1, maxLength: 128, description: 'unwind only, required: the unwind action (1 to 128 characters) the destination''s scene lists in unwindActions.'}

    SegueAnchor:
      type: object
      additionalProperties: false
      description: |
        `popover` only: a PopoverPresentation without `sourceController` (the source is the
        segue's; naming it is 400 `invalid-body`). A `barButtonItem` of the source's bars or a
        `sourceRect` in its view, not both (400 `invalid-body`); one of them is required (422
        `invalid-storyboard`).
      if: {required: [barButtonItem]}
      then:
        properties: {sourceRect: false}
      else:
        required: [sourceRect]
      properties:
        barButtonItem: {$ref: '#/components/schemas/PopoverBarButtonAnchor'}
        sourceRect: {$ref: '#/components/schemas/PopoverSourceRect'}
        permittedArrowDirections:
          type: array
          minItems: 1
          description: Default all four (UIKit's .any).
          items: {type: string, enum: [up, down, left, right]}
        passthroughControllers:
          type: array
          items: {$ref: '#/components/schemas/Identifier'}

    Storyboard:
      type: object
      additionalProperties: false
      required: [name, initial, scenes]
      description: A storyboard as the tenant keeps it; `document` (the upload, keys sorted) except in the listing.
      properties:
        name: {type: string, pattern: '^[A-Za-z0-9._~-]{1,64}$'}
        initial: {type: [string, 'null'], description: The initial scene; null when the storyboard names none.}
        scenes:
          type: array
          items:
            type: object
            additionalProperties: false
            required: [identifier, kind, segues, unwindActions]
            properties:
              identifier: {type: string}
              kind:
                type: string
                enum: [view, navigation, tabBar, page, split, container, alert, search, scene]
                description: 'The kind of the scene''s controller; `scene` when it is a reference to another scene.'
              segues:
                type: array
                items:
                  type: object
                  additionalProperties: false
                  required: [identifier, kind]
                  properties:
                    identifier: {type: string}
                    kind: {$ref: '#/components/schemas/SegueKind'}
                    destination: {type: string, description: Every kind but unwind.}
                    action: {type: string, description: Unwind segues only.}
              unwindActions:
                type: array
                items: {type: string}
        document: {$ref: '#/components/schemas/StoryboardDocument'}

    StoryboardList:
      type: object
      additionalProperties: false
      required: [storyboards]
      properties:
        storyboards:
          type: array
          items: {$ref: '#/components/schemas/Storyboard'}

    StoryboardCopy:
      type: object
      additionalProperties: false
      required: [name, document]
      description: A session's own copy of a storyboard, whole.
      properties:
        name: {type: string, pattern: '^[A-Za-z0-9._~-]{1,64}$'}
        document: {$ref: '#/components/schemas/StoryboardDocument'}

"""#
    static let openAPIJSON = Array(openAPIJSONText.utf8)
    private static let openAPIJSONText = #"""
{"openapi":"3.1.0","info":{"title":"NavState","version":"0.1.0","summary":"Headless models of UIKit view-controller hierarchies, driven over HTTP.","description":"Each session holds a view-controller hierarchy. Actions change it by UIKit's rules and\nanswer with the new snapshot and the lifecycle callbacks UIKit would have sent, in order.\n\n* Every mutation bumps the session's `revision`, sent as a strong `ETag` (`\"3\"`). `If-Match`\n  makes a mutation conditional (412 `revision-mismatch` when it does not match);\n  `If-None-Match` on `GET /sessions/{sid}` answers 304 when nothing changed.\n* Errors are `application/problem+json` (RFC 9457) with a stable `type` slug; refusals of\n  the model carry `uikit`, the exception UIKit raises in the same situation, and the\n  session's unchanged `revision`.\n* Request bodies are JSON; unknown fields are refused (400 `invalid-body`), never ignored.\n  The `Content-Type` of a request is not checked. An integer written beyond ±2^53\n  (9,007,199,254,740,992), anywhere in a body, is refused (400 `invalid-body`): a JSON number\n  cannot carry it exactly. Integer fields say so with `minimum` and `maximum`, free-form\n  values (`userInfo`, a batch action's `body`) are AnyJSON.\n* Rules that tie fields together (exactly one of them, a field that only some kinds take)\n  are written with `if`/`then`/`else`, `dependentSchemas` and `propertyNames`, which\n  validators and test generators read and code generators ignore, and in the descriptions.\n* Request bodies are limited to 65,536 bytes by default (`navstate serve --max-body-bytes`,\n  1,024 to 16 MiB): a longer body gets 413 `body-too-large` (problem+json), on any path and\n  with any method, before the body is read, and the connection is closed.\n* Framing (RFC 9112): a request whose framing two parsers could read differently — a\n  repeated `Content-Length`, one that is not a plain decimal number, `Content-Length`\n  beside `Transfer-Encoding`, a header name with whitespace before the colon, a bare CR or\n  LF, a control character in a header value, a malformed chunk size, a repeated `Host` —\n  gets 400 `invalid-framing` on any path, and the connection is closed, so that nothing\n  sent after it is read. Requests that cannot be read as HTTP/1.1 get their own problem,\n  on any path, and the connection closed too: 400 `malformed-request-line`, 431\n  `header-fields-too-large` (request line and header fields over 16 KiB, or over 100\n  fields), 501 `unsupported-transfer-coding` (a `Transfer-Encoding` other than `chunked`),\n  417 `expectation-failed` (an `Expect` other than `100-continue`), 505\n  `http-version-not-supported`. These are answered before any route, so the routes below\n  do not list them.\n* Deadlines: a request must arrive whole within the request deadline (`--request-timeout`,\n  10 s by default) and its answer must be read within the same again; a connection silent\n  for `--timeout` (60 s) is closed. Either way the connection is closed without an answer.\n* Expiry: with `--session-ttl` (`navstate serve`: a day by default, 0 for never), a session\n  expires that long after the last request that names it; snapshots then carry `expiresAt`\n  (whole seconds, UTC), any request renews it, and an expired session is 404\n  `unknown-session`.\n* Snapshot nodes leave out properties that still have UIKit's default value.\n* Tenants: with API keys (`--api-keys`), every request but `/healthz` carries\n  `Authorization: Bearer <key>` (401 `unauthorized` otherwise) and sees only its tenant's\n  sessions (another tenant's are 404); `--max-sessions-per-tenant` is a quota (429\n  `session-quota-exceeded`). Without keys the server refuses to listen beyond loopback\n  unless started with `--insecure`.\n* Browsers: a `Host` that is not a loopback name, the bound address or an `--allowed-host`\n  gets 403 `host-not-allowed`; a request from another site (an `Origin` not listed with\n  `--allow-origin` and not the server's own, or `Sec-Fetch-Site: cross-site`) gets 403\n  `cross-site-request`. Listed origins get CORS headers, and their preflight `OPTIONS`\n  needs no key. Requests without `Origin` (curl, other servers) are not affected.\n* `OPTIONS` on any route answers 204 with `Allow` (404 `unknown-route` for an unknown path);\n  `HEAD` answers like `GET` without a body. A known path with another method gets 405\n  `method-not-allowed` with `Allow`. `TRACE`, `CONNECT` and methods the server does not\n  name (`FOO`, `PROPFIND`) get 501 `method-not-implemented` (problem+json, the connection\n  closed) on any path.\n* Storyboards: a tenant uploads storyboards (`PUT /storyboards/{name}`); specs name their\n  scenes (`{\"storyboard\": \"Main\", \"identifier\": \"Detail\"}`), `POST /sessions` builds a\n  storyboard's initial scene, and `perform-segue` performs the segues of a scene. A session\n  keeps its own copy of every storyboard it instantiates from: later uploads and deletes\n  change new sessions only.\n"},"servers":[{"url":"http://127.0.0.1:8080"}],"security":[{"bearerKey":[]},{"browserKey":[]},{}],"tags":[{"name":"sessions"},{"name":"controllers"},{"name":"navigation"},{"name":"tabs"},{"name":"presentation"},{"name":"pages"},{"name":"splits"},{"name":"containers"},{"name":"storyboards","description":"Storyboards (Interface Builder's, as JSON): scenes by storyboard identifier, each a\ncontroller spec with the segues that start from it and the unwind actions it implements.\nKept per tenant (at most 100) and in the store beside the sessions. A session takes its\nown copy of each storyboard it instantiates from — at creation, or in the revision whose\nactions first name one of its scenes (that history entry's `storyboards`) — and keeps it in\nits checkpoints and exports: a later upload or delete of that name changes new sessions\nonly, scenes and segues in the session keep coming from its copy (a session that has a\ncopy never takes a newer one), and replays of its journal never depend on the registry.\n"},{"name":"service"},{"name":"view","description":"The live view: `GET /` and `GET /sessions/{sid}/view` in a browser. With API keys, the\nbrowser asks for a user name and password; the password is the key.\n"}],"x-shared":{"mutationParameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"actionResponses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"push":{"tags":["navigation"],"summary":"Push a new controller.","description":"With `/controllers/{cid}` the target is `cid` if it is a navigation controller, else its\nnavigation controller (`cid.navigationController`); without it, the navigation\ncontroller of the top-most visible content. Callbacks for B over A:\n`B.willMoveToParent(nav)`, `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,\n`A.viewDidDisappear`, `B.viewDidAppear`, `B.didMoveToParent(nav)`. Refused: a navigation\ncontroller (422 `pushing-navigation-controller`), a controller already in this stack\n(409 `pushing-same-instance`) or elsewhere in the tree (409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"pop":{"tags":["navigation"],"summary":"Pop the top controller.","description":"The mirror of push; the popped controller is released (`deinit` after\n`didMoveToParent(nil)`). At the root UIKit does nothing; NavState refuses with 409\n`nothing-to-pop` and leaves the revision as it was. Without `/controllers/{cid}`, from a\ntab shown through the More list (content, or a navigation controller at its root), it goes\nback to the More list as UIKit's More navigation controller does: the tab disappears and\nthe tab bar's `selectedIndex` becomes null. The body is optional.\n\n`{\"interactive\": \"finished\" | \"cancelled\"}` is the user's edge swipe back, always animated\n(`animated: false` beside it is 400). Finished, it is this pop. Cancelled, nothing moves\nand the answer is a revision of its own with UIKit's trace of a cancelled swipe:\n`top.viewWillDisappear, below.viewWillAppear, below.viewWillDisappear,\nbelow.viewDidDisappear, top.viewWillAppear, top.viewDidAppear` (the view below loading\nfirst if it never has), no containment callbacks; with the `delegates` callbacks the\ndelegate is told `willShow` of the controller below after its `viewWillAppear`, and no\n`didShow` follows (UIKit tells neither controller when a swipe is cancelled); navigation\ncontrollers nested in what comes and goes back tell their own delegates what they show. Refused: 409 `nothing-to-pop` at the root (also at the root of a\ntab shown through More, where only a finished swipe goes back to the list), 409\n`navigation-controller-off-screen` when the navigation controller is not on screen or a\npresented controller covers it (no swipe starts there, finished or not; code pops it all\nthe same).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"popTo":{"tags":["navigation"],"summary":"Pop to a controller of the stack.","description":"Controllers above it leave (`willMoveToParent(nil)` in stack order, then one transition\nbetween the old top and the target, then `didMoveToParent(nil)`) and are released\n(`deinit` each, in stack order, after the last `didMoveToParent(nil)`).\n409 `not-in-stack` for a controller elsewhere, 404 for an unknown one, 409\n`nothing-to-pop` for the top itself.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopToBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"popToRoot":{"tags":["navigation"],"summary":"Pop to the root of the stack.","description":"At the root this is refused with 409 `nothing-to-pop` (`uikit` names\n`popToRootViewControllerAnimated:`), except that without `/controllers/{cid}` a tab shown\nthrough More at its root goes back to the More list, as `pop` does. The body is optional.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"setViewControllers":{"tags":["navigation"],"summary":"Replace the stack, a tab bar controller's tabs, or the pages a page view controller shows.","description":"Ids of controllers in this stack are kept (and may be reordered); specs are created; the\nrest leave and are released (`deinit` after `didMoveToParent(nil)`, with everything in them\nand everything they present). Only the old and the new top get appearance callbacks.\nNamed on a tab bar controller (`/controllers/{tabbar}/set-view-controllers`), it replaces the\ntabs the same way: the selected controller stays selected when it survives, else the same\nindex if it is valid, else the first tab (as UIKit documents); every tab becomes customizable (as UIKit); an empty list is 422\n`tab-bar-without-tabs`. Named on a page view controller, it shows the pages given by their\ndata source ids (as many as the spine requires, else 422 `page-count-mismatch` with UIKit's\nmessage; two must follow each other; 409 `not-a-page` for other ids); `direction` only says\nwhich way the page turns. The pages already shown: 200, no events, same revision.\nRefused: an empty list (422 `navigation-without-root`), a controller twice (422\n`duplicate-controllers`), a navigation controller (422), a controller from elsewhere\n(409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllersBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"selectTab":{"tags":["tabs"],"summary":"Select a tab.","description":"Body: exactly one of `{\"index\": 2}`, `{\"controller\": \"id\"}` or `{\"more\": true}` (the More list;\n`selectedIndex` becomes null). Without `/controllers/{cid}` the visible tab bar controller is\nmeant; with it, `cid` or its tab bar controller. Callbacks for the visible chains, parents\nfirst: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`,\nwith `new.viewDidLoad` first on a first visit (only the selected tab loads at creation).\nA tab from the More list is shown on the More navigation controller. Selecting the selected\ntab changes nothing: 200 with no events and the same revision; with\n`\"popToRootOnReselect\": true` and a navigation controller above its root, it pops to the root\n(what a user's tap does). `\"userAction\": true` is a user's tap on the tab bar: the tab's\n`shouldSelect` answers for the delegate (false: 409 `tab-selection-vetoed`, nothing\nhappens), a tap on the selected tab pops its navigation controller to its root, and in a\nsession with the `delegates` callbacks the events start with\n`tabBarController(_:shouldSelect:)` and end with `tabBarController(_:didSelect:)` (sent even\nfor the selected tab, a new revision). Without it the selection is programmatic\n(`selectedViewController`), which UIKit asks and tells the delegate nothing about.\nRefused: 422 `tab-index-out-of-range`, 409 `not-a-tab`\n(also for `more` when every tab fits), 409 `no-tab-bar-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SelectTabBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"reorderTabs":{"tags":["tabs"],"summary":"Rearrange the tabs (More > Edit).","description":"`{\"order\": [\"id\", …]}` lists every tab once (422 `invalid-tab-order`); a tab that changes\nplace must be customizable (409 `tab-not-customizable`). The selected controller stays\nselected; no view appears or disappears, so no lifecycle callbacks. In a session with the\n`delegates` callbacks: `tabBarController(_:willBeginCustomizing:)`,\n`willEndCustomizing:changed:` and `didEndCustomizing:changed:` (`changed`: the order differs).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ReorderTabsBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"present":{"tags":["presentation"],"summary":"Present a new controller modally.","description":"`{\"controller\": spec, \"animated\": true}`; the spec's `modalPresentationStyle` and\n`modalTransitionStyle` are the styles, as UIKit sets them on the presented controller.\nWithout `/controllers/{cid}` the source is the top-most controller on screen. Full-screen and\nsheet styles are presented by the root-most full-screen controller: the root of the source's\nlayer (the window root or a presented controller), or, when that layer is itself a context\npresentation, the root of the layer it lives in; `currentContext`/`overCurrentContext` by\nthe nearest controller of the source's layer that `definesPresentationContext`, else its\nroot. The effective style adapts\nto the size class: `automatic` is `pageSheet`; in a compact width `formSheet`, `pageSheet`\nand `popover` are sheets (`pageSheet`), and in a compact height a `popover` is a `formSheet`,\nunless `adaptivePresentationStyle` says otherwise. `fullScreen` and `currentContext` make the\npresenter's chain disappear (`presenter.viewWillDisappear, presented.viewWillAppear,\npresenter.viewDidDisappear, presented.viewDidAppear`): `fullScreen` takes everything below\nit off screen (a sheet under it too), `currentContext` the presenter's part only; sheets,\npopovers and `over…` styles leave it on screen and send it nothing. A context presentation\nlives in its presenter's view: presented inside a tab, it leaves the screen when another tab\nis selected and comes back with its tab, the tab bar stays on screen around it, and\ntargetless actions act on what is visible. The presented controller's appearance callbacks\ncarry `isBeingPresented`. Refused: 409 `already-presenting` (a controller presents one\ncontroller at a time; a layer may hold its root's presentation and its contexts'), 422\n`tree-too-deep` (a presented controller is one level below its presenter), 422\n`popover-needs-anchor` and 409 `popover-anchor-unavailable` for a popover (see\nPopoverPresentation; `adaptivePresentationStyle` says what it becomes in a compact width),\n422 `context-in-popover-requires-cover-vertical` (MOD-E5: a currentContext or\noverCurrentContext presentation inside a popover with another transition), 422\n`too-many-presented-controllers`, 409\n`presenting-active-controller` (an id instead of a spec), 409 `not-in-window-hierarchy` (the\nsource is not on screen), 422 `partial-curl-requires-full-screen`, 409\n`partial-curl-cannot-present`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"dismiss":{"tags":["presentation"],"summary":"Dismiss a presented controller and everything presented above it.","description":"On a controller that presents, dismisses what it presents; on a presented controller, or a\ncontroller inside one, that presents nothing, dismisses that presented controller. Without\n`/controllers/{cid}`, the top-most visible presented controller. The controllers leaving the\nscreen get their disappearance callbacks with `isBeingDismissed`, those coming back their\nappearance callbacks; the dismissed controllers, and what was presented from inside them,\nare released at the end (`deinit`, each layer's controllers parents first). 409\n`nothing-to-dismiss`. Body optional. `{\"reason\": \"outside\"}` is a tap outside a popover (a\nuser dismissal): the popover the target is in, or the top-most presented controller, is\ndismissed as above; with `tappedController` naming a passthrough controller (or one inside\nit), the tap goes there and the popover stays (200, no events, same revision). 409\n`not-a-popover` when what would be dismissed is not shown as a popover. A context\npresentation inside the popover is part of it: the popover and everything it presents go.\n\n`{\"reason\": \"swipe\", \"interactive\"?: \"finished\" | \"cancelled\"}` is the user's swipe down on\nthe sheet on top of the screen (a page or form sheet as shown: a phone's card, a pad's\nsheet; 409 `not-a-sheet` otherwise, or when something is presented over it), always\nanimated. Finished (the default), the sheet is dismissed as above; cancelled, it settles\nback: its chain gets `viewWillDisappear` (the sheet with `isBeingDismissed`), then\n`viewWillAppear` and `viewDidAppear`, and nothing is released.\n\nA tap outside and a swipe are user dismissals. A presented controller with\n`modalInPresentation` refuses them: nothing happens (200, same revision), except that in\na session with the `delegates` callbacks its presentation controller's delegate is told\n`presentationControllerDidAttemptToDismiss` (a revision of its own). Otherwise, in such a\nsession, the delegate is asked `presentationControllerShouldDismiss` and told\n`presentationControllerWillDismiss` before any other callback, and\n`presentationControllerDidDismiss` once the dismissal's callbacks are sent, before the\nreleases (not after a cancelled swipe). A programmatic dismissal tells it nothing.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DismissBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"setDetent":{"tags":["presentation"],"summary":"Rest a sheet at one of its detents (selectedDetentIdentifier, or the user's drag).","description":"`{\"detent\": \"medium\" | \"large\" | \"<custom identifier>\", \"userAction\"?: false}` on the page\nor form sheet the target is in (without `/controllers/{cid}`, the top-most visible one; 409\n`not-a-sheet` otherwise). The detent must be one of its `sheetPresentation.detents` (422\n`unknown-detent`). Without `userAction`, the app sets `selectedDetentIdentifier` (as inside\n`animateChanges`), also on a sheet something covers: the property changes and no delegate hears of it (Apple: the delegate\n\"doesn't\" get a call for a programmatic change). With `userAction: true`, the user drags\nthe sheet there: only to a detent it can rest at now (409 `sheet-detent-inactive` in a\nregular width, where the sheet is a centred form or page sheet without detents; for\n`medium` in a compact height, where UIKit makes it inactive; for a sheet covered by a\npresentation other than an undimmed sheet or a context presentation inside it), and, in a session with the `delegates` callbacks, its delegate is told\n`sheetPresentationControllerDidChangeSelectedDetentIdentifier` (with `detent`) when the\nsheet comes to rest at another detent. Same detent: 200, same revision. No appearance\ncallback either way: a sheet stays on screen at every detent, and so does its presenter.\nWhere the sheet rests, and whether what it covers is dimmed, is its node's\n`presentation.sheet`; at an undimmed detent (`largestUndimmedDetent`) the presenter takes\ntouches, so `pop {\"interactive\": …}` reaches a navigation controller beneath it (targetless,\nwhen the sheet holds none). Custom detents are listed in ascending height (400 otherwise).\nSetting a `selectedDetent` that was absent is a change (a new revision) even where the\nsheet already rests.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetDetentBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"tapAction":{"tags":["presentation"],"summary":"Tap a button of an alert or action sheet (a UIAlertAction).","description":"`{\"action\": 1}` or `{\"action\": \"Delete\"}`: the user taps the action at that index, or the\nfirst one with that title, of the alert the target is (without `/controllers/{cid}`, the\ntop-most layer; 409 `not-an-alert` when it is no presented alert, 409 `alert-covered` when\nthe alert presents something over itself). The alert dismisses itself, animated, and the\naction's handler runs once it has left the screen, before it is released:\n`alert.viewWillDisappear(true, isBeingDismissed), alert.viewDidDisappear(true,\nisBeingDismissed), alert.alertActionHandler, alert.deinit`; the handler's event carries\n`alertAction` (the index, the title and what the text fields held). The presenter hears\nnothing: it never left the screen. Refused: an action the alert does not have (422\n`unknown-alert-action`, listing them), a disabled one (409 `alert-action-disabled`).\nAn action sheet shown as a popover (a regular width) is also dismissed by `dismiss\n{\"reason\": \"outside\"}`, which runs its cancel action's handler, if it has one.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TapActionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"enterText":{"tags":["presentation"],"summary":"Type into a text field of an alert.","description":"`{\"textField\": 0, \"text\": \"ada\"}`: the text field at that index of the alert the target is\n(as for `tap-action`: 409 `not-an-alert`, `alert-covered`) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` when the alert's text would pass\nthe controller limit). No callback (the text field's delegate is not modelled); the\nhandler of the next tapped action reads the texts. The same text again: 200, same\nrevision. Refused: a text field the alert does not have (422 `unknown-text-field`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EnterTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"activateSearch":{"tags":["presentation"],"summary":"Activate a search controller (a tap in its search field, or isActive = true).","description":"The search controller the target is or holds (`navigationItem.searchController`;\nwithout `/controllers/{cid}`, the one of the top-most controller on screen that has one)\nis presented over its owner's presentation context: the nearest controller of the\nowner's layer that `definesPresentationContext`, else the layer's root. What it covers\nstays on screen (`overCurrentContext`); with `hidesNavigationBarDuringPresentation` (the\ndefault) the owner's navigation bar slides away (`visible.navigationBar.hidden`). Callbacks,\nthe delegate calls in sessions that chose `delegates`:\n`search.delegate.willPresentSearchController(search)`,\n`search.searchResultsUpdater.updateSearchResults(for: search)` (the bar became the first\nresponder), the search controller's `viewDidLoad` (the first time) and appearance\n(`isBeingPresented`), its results controller's too when they are shown,\n`search.delegate.didPresentSearchController(search)`. Active already: 200, same revision.\nRefused: no search controller there (409 `no-search-controller`), an owner off screen\n(409 `not-in-window-hierarchy`), a context controller that presents already (409\n`already-presenting`). The body is optional: `{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"searchText":{"tags":["presentation"],"summary":"Type into the active search bar.","description":"`{\"text\": \"lunch\"}`: the search bar of the search controller the target is or holds\n(without `/controllers/{cid}`, the top-most active one) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` past the controller limit). In\nsessions with `delegates`, `updateSearchResults(for:)` first; then, with\n`automaticallyShowsSearchResultsController` (the default), the results controller\nappears when the text stops being empty and disappears when it becomes empty, at once\n(no animation). The same text again: 200, same revision. Refused: a search that is not\nactive (409 `search-not-active`), one covered by a presentation (409\n`not-in-window-hierarchy`: the user cannot reach its bar), no search controller there (409\n`no-search-controller`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SearchTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"cancelSearch":{"tags":["presentation"],"summary":"Tap Cancel in the active search bar.","description":"The text is cleared and search ends: `willDismissSearchController`, `updateSearchResults`\n(when there was text), the disappearance of the search controller and of its results\ncontroller (`isBeingDismissed`), with anything presented over them (released),\n`didDismissSearchController` (the delegate calls in sessions with `delegates`). The\nsearch controller is not released: its owner's navigation item holds it, detached, until\nthe owner goes (a `dismiss` of the search controller ends search the same way but keeps\nthe text, as setting isActive to false does). Refused: a search that is not active (409\n`search-not-active`), one covered by a presentation (409 `not-in-window-hierarchy`), no\nsearch controller there (409 `no-search-controller`). The body is optional:\n`{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"turnPage":{"tags":["pages"],"summary":"Turn the page (a swipe or an edge tap).","description":"`{\"direction\": \"forward\" | \"reverse\"}`: the data source's next or previous page, or pair when\ntwo are shown. At either end the page does not turn: 409 `no-more-pages`. Without\n`/controllers/{cid}` the visible page view controller is meant. Pages that come on are built\nand added (`willMoveToParent`, `viewDidLoad`), those that leave are removed and released\n(`didMoveToParent(nil)`, `deinit`). pageCurl: `new.viewWillAppear, old.viewWillDisappear,\nold.viewDidDisappear, new.viewDidAppear`; scroll: `new.viewWillAppear,\nold.viewWillDisappear, new.viewDidAppear, old.viewDidDisappear`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TurnPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"setPage":{"tags":["pages"],"summary":"Jump to a page (scrubbing).","description":"`{\"index\": 4}`: shows the spread that holds page 4 (with two pages shown, the even page and the\nnext); the direction follows from the indices. The spread already shown: 200, no events, same\nrevision. 422 `page-index-out-of-range`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"setDisplayMode":{"tags":["splits"],"summary":"Show or hide a split view controller's primary (the display-mode button, the edge swipe).","description":"`{\"mode\": \"oneOverSecondary\"}` (also `secondaryOnly`, `oneBesideSecondary`, and iOS 8's\n`primaryHidden`, `allVisible`, `primaryOverlay`; for a triple-column split the `two…` modes\ntoo): what the display-mode button, the edge swipe or a tap on the dimmed secondary does. A\ncolumn-style split takes only the modes of its split behavior in force (`splitBehavior`:\ntile allows secondaryOnly, oneBesideSecondary, twoBesideSecondary; overlay secondaryOnly,\noneOverSecondary, twoOverSecondary; displace secondaryOnly, oneBesideSecondary,\ntwoDisplaceSecondary), and the `two…` modes need the tripleColumn style: 422\n`display-mode-not-allowed` otherwise, listing those allowed. The mode holds until the next change of traits or of\n`preferredDisplayMode`, which derive it again. The primary's visible chain gets its\nappearance callbacks (`viewDidLoad` first when it was never shown); the secondary stays on\nscreen under an overlaid primary and is told nothing. Without `/controllers/{cid}` the split\nview controller nearest the top is meant; with it, `cid` or the split view controller it is\nin. The mode in force: 200, no events, same revision. Refused: 409\n`split-view-controller-collapsed` (a compact width shows only the primary), 409\n`no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DisplayModeBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"showColumn":{"tags":["splits"],"summary":"A column-style split's show(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\" | \"secondary\"}`: UIKit's `show(_:)` of a\ncolumn-style split view controller (`style` doubleColumn or tripleColumn). Expanded, the\nsplit goes to the closest display mode of its split behavior in force in which the column\nis fully visible: the primary brings the mode showing the most columns (triple:\n`twoBeside…`/`twoOver…`/`twoDisplaceSecondary`), the supplementary one column beside the\nsecondary, the secondary alone under overlay or displace (tiled, it is always fully\nvisible); the columns that come and go get their appearance callbacks, after\n`splitViewControllerWillChangeDisplayMode` with the `delegates` callbacks. Collapsed onto\nthe primary's stack (no compact column), the column's navigation controller is pushed onto\nthe primary's stack (with the supplementary before a secondary), or what is above it is\npopped; `primary` pops back to the primary's own stack. Collapsed onto a compact column,\nnothing changes. Nothing to change: 200, no events, same revision. Without\n`/controllers/{cid}` the split view controller nearest the top is meant; with it, `cid`\nor the split it is in. Refused: 409 `not-a-column-split` (the classic split; use\nset-display-mode), 422 `unknown-column` (the compact column, or the supplementary of a\ndoubleColumn split), 409 `no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"hideColumn":{"tags":["splits"],"summary":"A column-style split's hide(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\"}`: UIKit's `hide(_:)`, the mirror of show-column.\nExpanded, the closest display mode in which the column is hidden: hiding the primary of a\ntriple column leaves the supplementary beside the secondary, hiding the supplementary\nleaves the secondary alone. Collapsed onto the primary's stack, the column's navigation\ncontroller is popped with what is above it (it stays the split's column, off screen:\n`willMoveToParent(split)`, `didMoveToParent(split)` after its `didMoveToParent(nil)`).\nRefused: 422 `secondary-not-hideable` (UIKit does not support hiding the secondary), and\nthose of show-column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"show":{"tags":["splits"],"summary":"show(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. As UIKit's `targetViewController(forAction:sender:)`, the sender, its\nparents, then the controller that presented its layer are asked in turn: a navigation\ncontroller pushes it (`resolvedAs: push`, the callbacks of `push`); an expanded split view\ncontroller puts it in the column the sender came from (`replace-secondary` from the\nsecondary, else `replace-primary`, \"depending on the original target\" as\nUISplitViewController.h says); a collapsed one presents it full screen; when no container\nhandles it, the sender presents it with its own style (`present`, the callbacks and rules of\n`present`). The answer's `resolvedAs` says which.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"showDetail":{"tags":["splits"],"summary":"showDetailViewController(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. Navigation controllers do not handle it; the split view controller the\nsender is in does: expanded, the new controller replaces the secondary in place\n(`resolvedAs: replace-secondary`; not wrapped in a navigation controller, as the classic split\ndoes not wrap it; the old secondary leaves and is released; an overlaid primary hides when\nthe preferred mode is automatic); collapsed, it is pushed onto the primary navigation\ncontroller's stack (`push`; a navigation controller is pushed nested, as UIKit allows only\nthere), or presented full screen when the primary is no navigation controller. A\ncolumn-style split (`resolvedAs: replace-secondary` either way) takes it into its secondary\ncolumn, as UIKit's setViewController(_:for: .secondary): a controller that is no navigation\ncontroller is pushed onto the secondary's stack, a navigation controller replaces the\nsecondary (the old one released; with no secondary, the controller is wrapped in a new\none); collapsed onto the primary's stack, the secondary is then brought on top as\nshow-column does; collapsed onto a compact column, it is presented full screen. With no\nsplit view controller the sender presents it with its own style (`present`). Showing the secondary already shown (by id):\n200, no events, same revision. Refused as push, present or set-view-controllers refuse, and\n422 `nested-split-view-controller` or `nested-tab-bar-controller` for a split view or tab bar\ncontroller as the new column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"addChild":{"tags":["containers"],"summary":"Add a child to a custom container (addChild, CON-2).","description":"`{\"controller\": spec, \"shown\": true, \"didMove\": true}` on the container `cid` names (or is\nin), or without `/controllers/{cid}` the custom container nearest the top. The child is told\n`willMoveToParent(container)` (addChild sends it); with `shown` its view goes into the\ncontainer's (it loads and appears when the container is on screen); then\n`didMoveToParent(container)`, unless `\"didMove\": false` leaves that step to `did-move` (the\nseeds' explicit phases; the node lists the child in `awaitingDidMove` meanwhile). The id of\na controller the container keeps (its `kept`, see remove-child) adds that instance back:\nthe same callbacks, its view loading only if it never has. Refused: an id of a controller\nalready in the session (409 `hierarchy-inconsistency`, UIKit's\nUIViewControllerHierarchyInconsistency; 409 `kept-by-container` when another container\nkeeps it), a tab bar controller (422 `nested-tab-bar-controller`), 409\n`no-container-controller`, and the limits (a kept controller counts as a child).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AddChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"didMove":{"tags":["containers"],"summary":"Tell a child added with explicit phases didMoveToParent.","description":"`{\"child\": \"id\"}`: the `didMoveToParent(container)` a child added with `\"didMove\": false`\nwaits for. 409 `not-a-child`, 409 `not-awaiting-did-move` (told already, or added without\nexplicit phases).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"beginAppearance":{"tags":["containers"],"summary":"Begin a child's appearance transition (beginAppearanceTransition, for containers that do not forward appearance).","description":"`{\"child\": \"id\", \"appearing\": true, \"animated\": true}` on a custom container created with\n`\"automaticallyForwardsAppearance\": false`: the child (its view loaded first when needed;\nthe children such a container shows load with its own view, and a child added shown to it\nloads at once, their views being in the container's) and the visible chain below it get `viewWillAppear` (`appearing` true; the child must be\ndisappeared) or `viewWillDisappear` (false; it must be appeared), parents first; the child's\n`appearance` is then `appearing` or `disappearing`. Whether the child's view is shown does\nnot matter: the client drives it. 409 `appearance-forwarded-automatically` on a container\nthat forwards, 409 `not-a-child`, 409 `unbalanced-appearance-transition` (UIKit logs\n\"Unbalanced calls to begin/end appearance transitions\"; NavState refuses the call).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/BeginAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"endAppearance":{"tags":["containers"],"summary":"End a child's appearance transition (endAppearanceTransition).","description":"`{\"child\": \"id\"}`: `viewDidAppear` or `viewDidDisappear` to the child and to those of its\nchain the begin reached; its `appearance` becomes `appeared` or `disappeared`. 409\n`unbalanced-appearance-transition` without a begin, and the refusals of `begin-appearance`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EndAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"removeChild":{"tags":["containers"],"summary":"Remove a child from a custom container (CON-3).","description":"`{\"child\": \"id\"}`: `willMoveToParent(nil)`, its view leaves (disappearance callbacks when it\nwas on screen), `removeFromParent` (`didMoveToParent(nil)`), then the child and everything\nin it are released (`deinit`). With `\"keep\": true` the container keeps it, as Seed 004's\nand Recipe 7-7's properties do after `removeFromParent`: the same callbacks without the\n`deinit`, and the controller stays alive, detached (no parent, off screen, its view still\nloaded), listed in the container's `kept`; add-child or transition naming it on this\ncontainer adds the same instance back (no second `viewDidLoad`), a memory warning reaches\nit, and `remove-child` naming it without `keep` releases it (`deinit` only). The id of a\nchild the container released on a memory warning (listed in its `released`) forgets it:\nits ids are free again, with no callbacks. Refused: 409 `not-a-child`; 409 `cannot-keep`\nfor a child that presents (or holds the controller that does) or, in a container that\nforwards appearance by hand, one the client left appearing or appeared.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/RemoveChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"transition":{"tags":["containers"],"summary":"Transition between children of a custom container (transitionFromViewController, CON-5).","description":"`{\"from\": \"id\", \"to\": spec-or-id, \"options\": \"flipFromLeft\", \"duration\": 0.5}`. To a child\n(by id) only the views swap, as UIKit's transition does: both stay children, `from` leaves\n`shown` and `to` takes its place (appearance callbacks, `to` loading first on its first\nshowing); `to` shown and `from` not: 200, no events, same revision. To a new spec, the whole\nCON-5 pattern (LC-11): `from.willMoveToParent(nil)`, `to.willMoveToParent(container)`, the\nswap's appearance callbacks, `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`,\nthen `from` is released, or kept with `\"keep\": true` (as remove-child keeps it; Recipe 7-7\nkeeps its front to flip back to). `to` may name a controller the container keeps: the same\ninstance is added back with the same CON-5 pattern, its view not loaded again. `options`\nare kept in the history as asked; the callbacks are animated when `duration` (default 0.3,\n0 to 60 seconds) is above 0. Refused: 422 `no-common-parent` when `from` and `to` are not\nboth children of the container (or one it keeps), or are the same (UIKit's\nNSInvalidArgumentException text in `uikit`); 409 `cannot-keep` as remove-child.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TransitionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"performSegue":{"tags":["storyboards"],"summary":"Perform a segue of the source's scene (performSegue(withIdentifier:sender:), or a user's trigger).","description":"`{\"identifier\": \"openMessage\", \"userInfo\": {\"id\": 7}, \"sender\": \"id\", \"userAction\": false,\n\"animated\": true}`. The source is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. It must have been instantiated from a storyboard (its `scene`), and\nthat scene, in the session's own copy of the storyboard, must declare the segue: 404\n`unknown-segue` otherwise. `sender`, when given, names a controller of the session (404\n`unknown-controller` otherwise) and is only handed on in the callbacks' `segue`. UIKit's order:\n\n1. `\"userAction\": true` is a user's trigger (a tap on the segue's control): the source is\n   asked `shouldPerformSegue(withIdentifier:sender:)` first; a programmatic perform\n   (`false`, the default) is not asked (SEG-10). It answers NO when the segue is\n   `enabled: false` or when `userInfo` lacks one of the segue's `requires` fields with that\n   value: 409 `segue-vetoed`, nothing happens. Else the answer starts with its\n   `shouldPerformSegue` callback (`segue` without `destination`).\n2. The destination scene is instantiated as `instantiateViewController(withIdentifier:)`\n   does (fresh ids, scene references built in, view not loaded), with `userInfo`, when sent,\n   as the destination's `userInfo`. The source gets `prepareForSegue`\n   (`prepare(for:sender:)`) with the destination's id and the payload, before the\n   destination loads.\n3. The kind does its work with its own callbacks, refused as the action it stands for\n   refuses: `show` is show(_:sender:) from the source (the walk and callbacks of `show`:\n   a push in a navigation controller, a column of a split view controller, else a\n   presentation; the answer has no `resolvedAs`); `showDetail` is\n   showDetailViewController(_:sender:) (as `show-detail`); `present` presents from the\n   source (as `present`) with the segue's `modalPresentationStyle` and\n   `modalTransitionStyle` when it sets them, else the destination's own; `popover`\n   presents it as a popover anchored to the source (the segue's `anchor`, with the source\n   as `sourceController`; 409 `popover-anchor-unavailable` for a bar item the source\n   lacks); `push`, the deprecated kind, pushes it onto the source's navigation controller,\n   and is refused with 409 `push-segue-needs-navigation-controller` when the source has\n   none (SEG-11; a `show` segue presents instead); `custom` (RotatingSegue, seed 001's cube)\n   replaces the source by the destination in the source's custom container, in the CON-5\n   order of `transition` to a new spec (`from.willMoveToParent(nil)`,\n   `to.willMoveToParent(container)`, the swap's appearance callbacks,\n   `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`, then the source is\n   released), 0.3 s when animated; 409 `no-container-controller` when the source's parent is\n   no custom container. An `embed` segue fires when its container's view loads, before the\n   container's `viewDidLoad`: `container.prepareForSegue` (the destination's fresh id),\n   `destination.willMoveToParent(container)`, `destination.viewDidLoad`,\n   `destination.didMoveToParent(container)`, then `container.viewDidLoad`; the destination\n   is a shown child and appears with the container. Until then the container lists the\n   segue in `pendingEmbeds` and has no child from it (an unselected tab's container, say).\n   Performing an embed segue is 409 `embed-segue-performed`.\n\nAn `unwind` segue instantiates nothing. Its destination is found by UIKit's search\n(iOS 9+, SEG-12): up the source's parents, and from the root of a presented layer to its\npresenter; at each ancestor, its other children first (a navigation stack from its top\ndown, each child's own children before it), then the ancestor itself. The first controller\n(not the source) whose scene lists the segue's `action` in `unwindActions` is the\ndestination; none: 409 `no-unwind-destination`, nothing changed. Then (after\n`shouldPerformSegue` for a user's trigger, which may veto it as above) the source gets\n`prepareForSegue` and the destination `unwindAction`, both with a `segue` naming the\ndestination and the action, before anything leaves the screen; then one screen change: what\nis presented above the destination's layer is dismissed (disappearance callbacks with\n`isBeingDismissed`), the navigation controllers on the destination's path pop to it (the\npopped controllers get `willMoveToParent(nil)` before and `didMoveToParent(nil)` after),\ntab bar controllers select the tab holding it, and everything that left is released\n(`deinit`). A refusal leaves the session as it was, its next generated id included.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PerformSegueBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}},"paths":{"/healthz":{"get":{"tags":["service"],"operationId":"health","security":[],"summary":"The server answers.","responses":{"200":{"description":"Healthy, with the number of live sessions.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Health"}}}},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/openapi.yaml":{"get":{"tags":["service"],"operationId":"openAPIDocument","security":[],"summary":"This document, compiled into the server.","description":"The OpenAPI 3.1 document of this build, byte for byte as the repository holds it, so that\na generator (`--url`), Swagger UI or schemathesis reads it from a running server. No key\nneeded (it holds no data); `Cache-Control: no-cache` (a new build may change it).\n","responses":{"200":{"description":"The document, as YAML (RFC 9512).","content":{"application/yaml":{"schema":{"type":"string"}}}},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/openapi.json":{"get":{"tags":["service"],"operationId":"openAPIDocumentJSON","security":[],"summary":"This document as JSON, compiled into the server.","description":"The same document as `/openapi.yaml`, written as JSON (keys in the YAML's order, on\none line), for tools that read no YAML. The repository keeps it as `openapi.json`, and\n`make test` fails when it differs from the YAML. No key needed; `Cache-Control:\nno-cache`.\n","responses":{"200":{"description":"The document.","content":{"application/json":{"schema":{"type":"object"}}}},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/schemas/{name}":{"get":{"tags":["service"],"operationId":"jsonSchema","security":[],"summary":"A JSON Schema (2020-12) of one answer, compiled into the server.","description":"`snapshot.json` (`GET /sessions/{sid}`), `mutation-result.json` (every change's answer)\nand `problem.json` (every refusal): each is this document's schema of that answer with\nthe schemas it refers to under `$defs`, so that a test in any language validates what\nit got without reading OpenAPI. The repository keeps them in `schemas/`, and `make\ntest` fails when they differ from this document. No key needed; `Cache-Control:\nno-cache`.\n","parameters":[{"name":"name","in":"path","required":true,"schema":{"type":"string","enum":["snapshot.json","mutation-result.json","problem.json"]}}],"responses":{"200":{"description":"The schema.","content":{"application/schema+json":{"schema":{"type":"object"}}}},"404":{"$ref":"#/components/responses/NotFound"},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/metrics":{"get":{"tags":["service"],"operationId":"metrics","summary":"Prometheus metrics (text exposition format 0.0.4).","description":"Through swift-metrics and swift-prometheus, one registry per server. Labels are route\ntemplates, methods, statuses, action names and problem types — never a session id, a\ncontroller id or a tenant — so series are bounded by the API. They count every tenant's\nrequests, so with API keys only the key of the tenant named by `--metrics-tenant` reads\nthem (403 `metrics-not-allowed` for any other key; without `--metrics-tenant`, none).\n\n- `navstate_http_requests_total{route,method,status}` (counter): requests answered, by\n  route template as this document writes it (`/sessions/{sid}/push`; `unmatched` when no\n  route matched).\n- `navstate_http_request_duration_seconds{route,method}` (histogram, 100 µs to 1 s):\n  from the request's arrival to its answer (for a store, until the commit answered it).\n- `navstate_sessions` (gauge): live sessions.\n- `navstate_actions_applied_total{action}` (counter): actions applied, by name (`push`,\n  `select-tab`, `traits`, `patch`, …; each action of a batch; counted once kept — with a\n  store, after its commit; not dry runs, not replays).\n- `navstate_refusals_total{type}` (counter): error answers, by the problem type the\n  client got (kept and replayed answers of idempotency keys included).\n- `navstate_event_streams_open` (gauge), `navstate_events_sent_total` (counter: snapshot\n  and change events written to streams).\n- `navstate_store_commits_total`, `navstate_store_failed_commits_total` (counters),\n  `navstate_store_commit_writes` (histogram: writes per commit, the group commit's batch\n  size), `navstate_store_commit_duration_seconds` (histogram: `BEGIN` to `COMMIT`).\n- `navstate_connections_open` (gauge): connections open on every event loop.\n","responses":{"200":{"description":"The metrics.","content":{"text/plain":{"schema":{"type":"string"}}}},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/":{"get":{"tags":["view"],"operationId":"viewIndex","summary":"The live view's index (HTML): the caller's sessions, newest first.","description":"The newest 200 of the caller's sessions, each with its revision and root, linking to its\nview and its JSON snapshot. With a store several nodes share, \"newest\" is by serial, as\n`GET /sessions` orders them: a session just made on one node may sort before many made\nearlier on another. Sent with a Content-Security-Policy that lets the page load\nonly this server's own style (`default-src 'none'`), `X-Content-Type-Options: nosniff`,\n`Referrer-Policy: no-referrer`; client text (ids, titles) is escaped.\n","responses":{"200":{"description":"The index.","headers":{"Content-Security-Policy":{"schema":{"type":"string"}}},"content":{"text/html":{"schema":{"type":"string"}}}},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/sessions/{sid}/view":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"get":{"tags":["view"],"operationId":"viewSession","summary":"The live view of a session (HTML).","description":"A page that draws the session as its traits say (phone or pad, portrait or landscape):\nbars, tabs, pages, split columns, presented layers, and the last lifecycle callbacks by\nrevision. It follows `GET /sessions/{sid}/events` and fetches the snapshot after each\nchange; its controls (back, tabs, page turns, dismiss, rotate) send the same REST\nactions a client would, so it always shows the server's state. Script and style come\nfrom `/assets/`; the policy allows nothing else (no inline script, no other origin).\n","responses":{"200":{"description":"The page.","headers":{"Content-Security-Policy":{"schema":{"type":"string"}}},"content":{"text/html":{"schema":{"type":"string"}}}},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/assets/{name}":{"parameters":[{"name":"name","in":"path","required":true,"schema":{"type":"string","enum":["view.js","view.css"]}}],"get":{"tags":["view"],"operationId":"viewAsset","summary":"The live view's script or style, compiled into the server.","description":"No key needed (they hold no data); `Cache-Control: no-cache`.","security":[],"responses":{"200":{"description":"The asset.","content":{"text/javascript":{"schema":{"type":"string"}},"text/css":{"schema":{"type":"string"}}}},"404":{"$ref":"#/components/responses/NotFound"},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/favicon.ico":{"get":{"tags":["view"],"operationId":"viewIcon","summary":"No icon (204), so that a browser's automatic request for one is not an error.","security":[],"responses":{"204":{"description":"No content."},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/sessions":{"post":{"tags":["sessions"],"operationId":"createSession","summary":"Create a session; its root becomes the window's root view controller.","description":"The root and its visible descendants load and appear; the answer lists those callbacks,\nand the `willMoveToParent`/`didMoveToParent` of every child added at construction.\nControllers without an `id` get `vc1`, `vc2`, … in creation order. Without `id` the\nsession gets 128 random bits as 32 hex digits. An `Idempotency-Key` (kept per tenant: the\n1,000 most recent, an hour each, in memory) makes a retry answer the first answer instead\nof creating a second session. With `import` (a document `GET /sessions/{sid}/export`\nwrote) the session is rebuilt as a state restoration rebuilds an app: the controllers on\nscreen load and appear, nothing else loads. With a store (the default), the answer comes\nonce the session is on disk.\n\n`{\"storyboard\": \"Main\"}` in place of `root` builds that storyboard's initial scene\n(`initial`; 422 `no-initial-scene` when it names none) as the root, with `id` and `traits`\nas for a root; 404 `unknown-storyboard` when the tenant has no storyboard by that name.\nA root may also name scenes anywhere a spec goes (`{\"storyboard\", \"identifier\"}`; 404\n`unknown-scene` for an identifier the storyboard lacks). The session takes its own copy\nof every storyboard it instantiates from (kept in its checkpoints and exports), and later\nuploads or deletes do not change it.\n","parameters":[{"$ref":"#/components/parameters/IdempotencyKey"},{"$ref":"#/components/parameters/DryRun"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/CreateSession"}}}},"responses":{"200":{"description":"A dry run (`?dry-run=true`): the session it would create, `dryRun: true`; nothing is kept (its id is not checked).","content":{"application/json":{"schema":{"$ref":"#/components/schemas/MutationResult"}}}},"201":{"description":"Created.","headers":{"Location":{"$ref":"#/components/headers/Location"},"ETag":{"$ref":"#/components/headers/ETag"}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/MutationResult"}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"429":{"$ref":"#/components/responses/QuotaExceeded"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"get":{"tags":["sessions"],"operationId":"listSessions","summary":"List sessions in creation order, a page at a time.","description":"In creation order. With a store several nodes share (`--store postgres://…`), sessions are numbered from blocks of 64 that each node takes in turn, so the order is each node's creations in order with the nodes' blocks interleaved; a page read while another node creates sessions may not show those (read the list again from the start).","parameters":[{"name":"limit","in":"query","schema":{"type":"integer","minimum":1,"maximum":500,"default":50}},{"name":"after","in":"query","description":"The `next` cursor of the previous page. Deleting sessions never invalidates it. Decimal digits alone without a leading zero, given once (at most 18 here; the server reads any number up to 2^63 − 1), else 400 `invalid-query`.","schema":{"type":"string","pattern":"^(?:0|[1-9][0-9]{0,17})$"}}],"responses":{"200":{"description":"One page.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/SessionList"}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/sessions/{sid}":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"get":{"tags":["sessions"],"operationId":"getSession","summary":"The session's snapshot, or with `format=text` a `_printHierarchy`-style tree.","parameters":[{"name":"format","in":"query","schema":{"type":"string","enum":["json","text"],"default":"json"}},{"name":"revision","in":"query","description":"The session as it was at this revision, rebuilt from the journal (the same bytes it\nanswered then, without `expiresAt`). The journal keeps between 32 and 64 revisions,\nfewer when their entries pass `--max-journal-bytes` (4 MiB) (`oldestRevision` in the\nhistory); an older one is 410 `revision-gone`, a future one 404\n`unknown-revision`. Decimal digits alone (400 `invalid-query` otherwise, and for 0).\n","schema":{"type":"integer","minimum":1,"maximum":9223372036854775807}},{"$ref":"#/components/parameters/IfNoneMatch"}],"responses":{"200":{"description":"The snapshot.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Snapshot"}},"text/plain":{"schema":{"type":"string","description":"One line per controller, children indented with `   | `, presented controllers\nwith `   + ` and the controllers a custom container keeps detached with `   ~ `\n(`, kept detached` at the end of their line):\n`<InboxViewController inbox>, state: appeared, view: <UIView>, title: \"Inbox\"`.\n"}}}},"304":{"description":"Not modified since the revision named in `If-None-Match`.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"410":{"description":"The revision asked for is older than the journal keeps (`revision-gone`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}},"delete":{"tags":["sessions"],"operationId":"deleteSession","summary":"Delete the session; its event streams end with `deleted`.","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/IdempotencyKey"},{"$ref":"#/components/parameters/DryRun"}],"responses":{"204":{"description":"Deleted.","headers":{"Idempotent-Replayed":{"description":"`true` on the replayed answer of an `Idempotency-Key` seen before.","schema":{"type":"string"}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"507":{"$ref":"#/components/responses/InsufficientStorage"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/sessions/{sid}/controllers/{cid}":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"get":{"tags":["controllers"],"operationId":"getController","summary":"One controller and its subtree.","parameters":[{"$ref":"#/components/parameters/IfNoneMatch"}],"responses":{"200":{"description":"The controller.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerResult"}}}},"304":{"description":"Not modified since the revision named in `If-None-Match` (the session's revision is the controller's entity tag).","headers":{"ETag":{"$ref":"#/components/headers/ETag"}}},"400":{"$ref":"#/components/responses/BadRequest"},"404":{"$ref":"#/components/responses/NotFound"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}},"patch":{"tags":["controllers"],"operationId":"patchController","summary":"Change a controller's properties (JSON merge patch, RFC 7396).","description":"Fields present replace the value, `null` removes it (flags return to their default),\n`navigationItem` and `tabBarItem` merge field by field. `id`, `kind`, `class` and\n`children` cannot change (422 `immutable-field`). No lifecycle callbacks are sent, except\nwhere a property changes what is on screen: `doubleSided` re-pairs pages, a split view\ncontroller's `preferredDisplayMode` shows or hides its primary, a presented controller's\n`adaptivePresentationStyle` adapts it again. `changed` names the parts of the visible\nchrome that changed. The blank page NavState derives (`<page id>.blank`) is its own and\ncannot be patched (422 `derived-id-conflict`). 409 when the state refuses it: a popover's\nnew anchor names a bar item its controller lacks (`popover-anchor-unavailable`), or the\nrequest's `Idempotency-Key` is still in flight.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerPatch"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"507":{"$ref":"#/components/responses/InsufficientStorage"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/sessions/{sid}/controllers/{cid}/push":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["navigation"],"summary":"Push a new controller.","description":"With `/controllers/{cid}` the target is `cid` if it is a navigation controller, else its\nnavigation controller (`cid.navigationController`); without it, the navigation\ncontroller of the top-most visible content. Callbacks for B over A:\n`B.willMoveToParent(nav)`, `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,\n`A.viewDidDisappear`, `B.viewDidAppear`, `B.didMoveToParent(nav)`. Refused: a navigation\ncontroller (422 `pushing-navigation-controller`), a controller already in this stack\n(409 `pushing-same-instance`) or elsewhere in the tree (409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"pushOnController"}},"/sessions/{sid}/controllers/{cid}/pop":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["navigation"],"summary":"Pop the top controller.","description":"The mirror of push; the popped controller is released (`deinit` after\n`didMoveToParent(nil)`). At the root UIKit does nothing; NavState refuses with 409\n`nothing-to-pop` and leaves the revision as it was. Without `/controllers/{cid}`, from a\ntab shown through the More list (content, or a navigation controller at its root), it goes\nback to the More list as UIKit's More navigation controller does: the tab disappears and\nthe tab bar's `selectedIndex` becomes null. The body is optional.\n\n`{\"interactive\": \"finished\" | \"cancelled\"}` is the user's edge swipe back, always animated\n(`animated: false` beside it is 400). Finished, it is this pop. Cancelled, nothing moves\nand the answer is a revision of its own with UIKit's trace of a cancelled swipe:\n`top.viewWillDisappear, below.viewWillAppear, below.viewWillDisappear,\nbelow.viewDidDisappear, top.viewWillAppear, top.viewDidAppear` (the view below loading\nfirst if it never has), no containment callbacks; with the `delegates` callbacks the\ndelegate is told `willShow` of the controller below after its `viewWillAppear`, and no\n`didShow` follows (UIKit tells neither controller when a swipe is cancelled); navigation\ncontrollers nested in what comes and goes back tell their own delegates what they show. Refused: 409 `nothing-to-pop` at the root (also at the root of a\ntab shown through More, where only a finished swipe goes back to the list), 409\n`navigation-controller-off-screen` when the navigation controller is not on screen or a\npresented controller covers it (no swipe starts there, finished or not; code pops it all\nthe same).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"popOnController"}},"/sessions/{sid}/controllers/{cid}/pop-to":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["navigation"],"summary":"Pop to a controller of the stack.","description":"Controllers above it leave (`willMoveToParent(nil)` in stack order, then one transition\nbetween the old top and the target, then `didMoveToParent(nil)`) and are released\n(`deinit` each, in stack order, after the last `didMoveToParent(nil)`).\n409 `not-in-stack` for a controller elsewhere, 404 for an unknown one, 409\n`nothing-to-pop` for the top itself.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopToBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"popToOnController"}},"/sessions/{sid}/controllers/{cid}/pop-to-root":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["navigation"],"summary":"Pop to the root of the stack.","description":"At the root this is refused with 409 `nothing-to-pop` (`uikit` names\n`popToRootViewControllerAnimated:`), except that without `/controllers/{cid}` a tab shown\nthrough More at its root goes back to the More list, as `pop` does. The body is optional.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"popToRootOnController"}},"/sessions/{sid}/controllers/{cid}/set-view-controllers":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["navigation"],"summary":"Replace the stack, a tab bar controller's tabs, or the pages a page view controller shows.","description":"Ids of controllers in this stack are kept (and may be reordered); specs are created; the\nrest leave and are released (`deinit` after `didMoveToParent(nil)`, with everything in them\nand everything they present). Only the old and the new top get appearance callbacks.\nNamed on a tab bar controller (`/controllers/{tabbar}/set-view-controllers`), it replaces the\ntabs the same way: the selected controller stays selected when it survives, else the same\nindex if it is valid, else the first tab (as UIKit documents); every tab becomes customizable (as UIKit); an empty list is 422\n`tab-bar-without-tabs`. Named on a page view controller, it shows the pages given by their\ndata source ids (as many as the spine requires, else 422 `page-count-mismatch` with UIKit's\nmessage; two must follow each other; 409 `not-a-page` for other ids); `direction` only says\nwhich way the page turns. The pages already shown: 200, no events, same revision.\nRefused: an empty list (422 `navigation-without-root`), a controller twice (422\n`duplicate-controllers`), a navigation controller (422), a controller from elsewhere\n(409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllersBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setViewControllersOnController"}},"/sessions/{sid}/controllers/{cid}/select-tab":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["tabs"],"summary":"Select a tab.","description":"Body: exactly one of `{\"index\": 2}`, `{\"controller\": \"id\"}` or `{\"more\": true}` (the More list;\n`selectedIndex` becomes null). Without `/controllers/{cid}` the visible tab bar controller is\nmeant; with it, `cid` or its tab bar controller. Callbacks for the visible chains, parents\nfirst: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`,\nwith `new.viewDidLoad` first on a first visit (only the selected tab loads at creation).\nA tab from the More list is shown on the More navigation controller. Selecting the selected\ntab changes nothing: 200 with no events and the same revision; with\n`\"popToRootOnReselect\": true` and a navigation controller above its root, it pops to the root\n(what a user's tap does). `\"userAction\": true` is a user's tap on the tab bar: the tab's\n`shouldSelect` answers for the delegate (false: 409 `tab-selection-vetoed`, nothing\nhappens), a tap on the selected tab pops its navigation controller to its root, and in a\nsession with the `delegates` callbacks the events start with\n`tabBarController(_:shouldSelect:)` and end with `tabBarController(_:didSelect:)` (sent even\nfor the selected tab, a new revision). Without it the selection is programmatic\n(`selectedViewController`), which UIKit asks and tells the delegate nothing about.\nRefused: 422 `tab-index-out-of-range`, 409 `not-a-tab`\n(also for `more` when every tab fits), 409 `no-tab-bar-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SelectTabBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"selectTabOnController"}},"/sessions/{sid}/controllers/{cid}/reorder-tabs":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["tabs"],"summary":"Rearrange the tabs (More > Edit).","description":"`{\"order\": [\"id\", …]}` lists every tab once (422 `invalid-tab-order`); a tab that changes\nplace must be customizable (409 `tab-not-customizable`). The selected controller stays\nselected; no view appears or disappears, so no lifecycle callbacks. In a session with the\n`delegates` callbacks: `tabBarController(_:willBeginCustomizing:)`,\n`willEndCustomizing:changed:` and `didEndCustomizing:changed:` (`changed`: the order differs).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ReorderTabsBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"reorderTabsOnController"}},"/sessions/{sid}/controllers/{cid}/present":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Present a new controller modally.","description":"`{\"controller\": spec, \"animated\": true}`; the spec's `modalPresentationStyle` and\n`modalTransitionStyle` are the styles, as UIKit sets them on the presented controller.\nWithout `/controllers/{cid}` the source is the top-most controller on screen. Full-screen and\nsheet styles are presented by the root-most full-screen controller: the root of the source's\nlayer (the window root or a presented controller), or, when that layer is itself a context\npresentation, the root of the layer it lives in; `currentContext`/`overCurrentContext` by\nthe nearest controller of the source's layer that `definesPresentationContext`, else its\nroot. The effective style adapts\nto the size class: `automatic` is `pageSheet`; in a compact width `formSheet`, `pageSheet`\nand `popover` are sheets (`pageSheet`), and in a compact height a `popover` is a `formSheet`,\nunless `adaptivePresentationStyle` says otherwise. `fullScreen` and `currentContext` make the\npresenter's chain disappear (`presenter.viewWillDisappear, presented.viewWillAppear,\npresenter.viewDidDisappear, presented.viewDidAppear`): `fullScreen` takes everything below\nit off screen (a sheet under it too), `currentContext` the presenter's part only; sheets,\npopovers and `over…` styles leave it on screen and send it nothing. A context presentation\nlives in its presenter's view: presented inside a tab, it leaves the screen when another tab\nis selected and comes back with its tab, the tab bar stays on screen around it, and\ntargetless actions act on what is visible. The presented controller's appearance callbacks\ncarry `isBeingPresented`. Refused: 409 `already-presenting` (a controller presents one\ncontroller at a time; a layer may hold its root's presentation and its contexts'), 422\n`tree-too-deep` (a presented controller is one level below its presenter), 422\n`popover-needs-anchor` and 409 `popover-anchor-unavailable` for a popover (see\nPopoverPresentation; `adaptivePresentationStyle` says what it becomes in a compact width),\n422 `context-in-popover-requires-cover-vertical` (MOD-E5: a currentContext or\noverCurrentContext presentation inside a popover with another transition), 422\n`too-many-presented-controllers`, 409\n`presenting-active-controller` (an id instead of a spec), 409 `not-in-window-hierarchy` (the\nsource is not on screen), 422 `partial-curl-requires-full-screen`, 409\n`partial-curl-cannot-present`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"presentOnController"}},"/sessions/{sid}/controllers/{cid}/dismiss":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Dismiss a presented controller and everything presented above it.","description":"On a controller that presents, dismisses what it presents; on a presented controller, or a\ncontroller inside one, that presents nothing, dismisses that presented controller. Without\n`/controllers/{cid}`, the top-most visible presented controller. The controllers leaving the\nscreen get their disappearance callbacks with `isBeingDismissed`, those coming back their\nappearance callbacks; the dismissed controllers, and what was presented from inside them,\nare released at the end (`deinit`, each layer's controllers parents first). 409\n`nothing-to-dismiss`. Body optional. `{\"reason\": \"outside\"}` is a tap outside a popover (a\nuser dismissal): the popover the target is in, or the top-most presented controller, is\ndismissed as above; with `tappedController` naming a passthrough controller (or one inside\nit), the tap goes there and the popover stays (200, no events, same revision). 409\n`not-a-popover` when what would be dismissed is not shown as a popover. A context\npresentation inside the popover is part of it: the popover and everything it presents go.\n\n`{\"reason\": \"swipe\", \"interactive\"?: \"finished\" | \"cancelled\"}` is the user's swipe down on\nthe sheet on top of the screen (a page or form sheet as shown: a phone's card, a pad's\nsheet; 409 `not-a-sheet` otherwise, or when something is presented over it), always\nanimated. Finished (the default), the sheet is dismissed as above; cancelled, it settles\nback: its chain gets `viewWillDisappear` (the sheet with `isBeingDismissed`), then\n`viewWillAppear` and `viewDidAppear`, and nothing is released.\n\nA tap outside and a swipe are user dismissals. A presented controller with\n`modalInPresentation` refuses them: nothing happens (200, same revision), except that in\na session with the `delegates` callbacks its presentation controller's delegate is told\n`presentationControllerDidAttemptToDismiss` (a revision of its own). Otherwise, in such a\nsession, the delegate is asked `presentationControllerShouldDismiss` and told\n`presentationControllerWillDismiss` before any other callback, and\n`presentationControllerDidDismiss` once the dismissal's callbacks are sent, before the\nreleases (not after a cancelled swipe). A programmatic dismissal tells it nothing.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DismissBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"dismissOnController"}},"/sessions/{sid}/present":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Present a new controller modally.","description":"`{\"controller\": spec, \"animated\": true}`; the spec's `modalPresentationStyle` and\n`modalTransitionStyle` are the styles, as UIKit sets them on the presented controller.\nWithout `/controllers/{cid}` the source is the top-most controller on screen. Full-screen and\nsheet styles are presented by the root-most full-screen controller: the root of the source's\nlayer (the window root or a presented controller), or, when that layer is itself a context\npresentation, the root of the layer it lives in; `currentContext`/`overCurrentContext` by\nthe nearest controller of the source's layer that `definesPresentationContext`, else its\nroot. The effective style adapts\nto the size class: `automatic` is `pageSheet`; in a compact width `formSheet`, `pageSheet`\nand `popover` are sheets (`pageSheet`), and in a compact height a `popover` is a `formSheet`,\nunless `adaptivePresentationStyle` says otherwise. `fullScreen` and `currentContext` make the\npresenter's chain disappear (`presenter.viewWillDisappear, presented.viewWillAppear,\npresenter.viewDidDisappear, presented.viewDidAppear`): `fullScreen` takes everything below\nit off screen (a sheet under it too), `currentContext` the presenter's part only; sheets,\npopovers and `over…` styles leave it on screen and send it nothing. A context presentation\nlives in its presenter's view: presented inside a tab, it leaves the screen when another tab\nis selected and comes back with its tab, the tab bar stays on screen around it, and\ntargetless actions act on what is visible. The presented controller's appearance callbacks\ncarry `isBeingPresented`. Refused: 409 `already-presenting` (a controller presents one\ncontroller at a time; a layer may hold its root's presentation and its contexts'), 422\n`tree-too-deep` (a presented controller is one level below its presenter), 422\n`popover-needs-anchor` and 409 `popover-anchor-unavailable` for a popover (see\nPopoverPresentation; `adaptivePresentationStyle` says what it becomes in a compact width),\n422 `context-in-popover-requires-cover-vertical` (MOD-E5: a currentContext or\noverCurrentContext presentation inside a popover with another transition), 422\n`too-many-presented-controllers`, 409\n`presenting-active-controller` (an id instead of a spec), 409 `not-in-window-hierarchy` (the\nsource is not on screen), 422 `partial-curl-requires-full-screen`, 409\n`partial-curl-cannot-present`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"present"}},"/sessions/{sid}/dismiss":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Dismiss a presented controller and everything presented above it.","description":"On a controller that presents, dismisses what it presents; on a presented controller, or a\ncontroller inside one, that presents nothing, dismisses that presented controller. Without\n`/controllers/{cid}`, the top-most visible presented controller. The controllers leaving the\nscreen get their disappearance callbacks with `isBeingDismissed`, those coming back their\nappearance callbacks; the dismissed controllers, and what was presented from inside them,\nare released at the end (`deinit`, each layer's controllers parents first). 409\n`nothing-to-dismiss`. Body optional. `{\"reason\": \"outside\"}` is a tap outside a popover (a\nuser dismissal): the popover the target is in, or the top-most presented controller, is\ndismissed as above; with `tappedController` naming a passthrough controller (or one inside\nit), the tap goes there and the popover stays (200, no events, same revision). 409\n`not-a-popover` when what would be dismissed is not shown as a popover. A context\npresentation inside the popover is part of it: the popover and everything it presents go.\n\n`{\"reason\": \"swipe\", \"interactive\"?: \"finished\" | \"cancelled\"}` is the user's swipe down on\nthe sheet on top of the screen (a page or form sheet as shown: a phone's card, a pad's\nsheet; 409 `not-a-sheet` otherwise, or when something is presented over it), always\nanimated. Finished (the default), the sheet is dismissed as above; cancelled, it settles\nback: its chain gets `viewWillDisappear` (the sheet with `isBeingDismissed`), then\n`viewWillAppear` and `viewDidAppear`, and nothing is released.\n\nA tap outside and a swipe are user dismissals. A presented controller with\n`modalInPresentation` refuses them: nothing happens (200, same revision), except that in\na session with the `delegates` callbacks its presentation controller's delegate is told\n`presentationControllerDidAttemptToDismiss` (a revision of its own). Otherwise, in such a\nsession, the delegate is asked `presentationControllerShouldDismiss` and told\n`presentationControllerWillDismiss` before any other callback, and\n`presentationControllerDidDismiss` once the dismissal's callbacks are sent, before the\nreleases (not after a cancelled swipe). A programmatic dismissal tells it nothing.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DismissBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"dismiss"}},"/sessions/{sid}/controllers/{cid}/set-detent":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Rest a sheet at one of its detents (selectedDetentIdentifier, or the user's drag).","description":"`{\"detent\": \"medium\" | \"large\" | \"<custom identifier>\", \"userAction\"?: false}` on the page\nor form sheet the target is in (without `/controllers/{cid}`, the top-most visible one; 409\n`not-a-sheet` otherwise). The detent must be one of its `sheetPresentation.detents` (422\n`unknown-detent`). Without `userAction`, the app sets `selectedDetentIdentifier` (as inside\n`animateChanges`), also on a sheet something covers: the property changes and no delegate hears of it (Apple: the delegate\n\"doesn't\" get a call for a programmatic change). With `userAction: true`, the user drags\nthe sheet there: only to a detent it can rest at now (409 `sheet-detent-inactive` in a\nregular width, where the sheet is a centred form or page sheet without detents; for\n`medium` in a compact height, where UIKit makes it inactive; for a sheet covered by a\npresentation other than an undimmed sheet or a context presentation inside it), and, in a session with the `delegates` callbacks, its delegate is told\n`sheetPresentationControllerDidChangeSelectedDetentIdentifier` (with `detent`) when the\nsheet comes to rest at another detent. Same detent: 200, same revision. No appearance\ncallback either way: a sheet stays on screen at every detent, and so does its presenter.\nWhere the sheet rests, and whether what it covers is dimmed, is its node's\n`presentation.sheet`; at an undimmed detent (`largestUndimmedDetent`) the presenter takes\ntouches, so `pop {\"interactive\": …}` reaches a navigation controller beneath it (targetless,\nwhen the sheet holds none). Custom detents are listed in ascending height (400 otherwise).\nSetting a `selectedDetent` that was absent is a change (a new revision) even where the\nsheet already rests.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetDetentBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setDetentOnController"}},"/sessions/{sid}/set-detent":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Rest a sheet at one of its detents (selectedDetentIdentifier, or the user's drag).","description":"`{\"detent\": \"medium\" | \"large\" | \"<custom identifier>\", \"userAction\"?: false}` on the page\nor form sheet the target is in (without `/controllers/{cid}`, the top-most visible one; 409\n`not-a-sheet` otherwise). The detent must be one of its `sheetPresentation.detents` (422\n`unknown-detent`). Without `userAction`, the app sets `selectedDetentIdentifier` (as inside\n`animateChanges`), also on a sheet something covers: the property changes and no delegate hears of it (Apple: the delegate\n\"doesn't\" get a call for a programmatic change). With `userAction: true`, the user drags\nthe sheet there: only to a detent it can rest at now (409 `sheet-detent-inactive` in a\nregular width, where the sheet is a centred form or page sheet without detents; for\n`medium` in a compact height, where UIKit makes it inactive; for a sheet covered by a\npresentation other than an undimmed sheet or a context presentation inside it), and, in a session with the `delegates` callbacks, its delegate is told\n`sheetPresentationControllerDidChangeSelectedDetentIdentifier` (with `detent`) when the\nsheet comes to rest at another detent. Same detent: 200, same revision. No appearance\ncallback either way: a sheet stays on screen at every detent, and so does its presenter.\nWhere the sheet rests, and whether what it covers is dimmed, is its node's\n`presentation.sheet`; at an undimmed detent (`largestUndimmedDetent`) the presenter takes\ntouches, so `pop {\"interactive\": …}` reaches a navigation controller beneath it (targetless,\nwhen the sheet holds none). Custom detents are listed in ascending height (400 otherwise).\nSetting a `selectedDetent` that was absent is a change (a new revision) even where the\nsheet already rests.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetDetentBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setDetent"}},"/sessions/{sid}/controllers/{cid}/tap-action":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Tap a button of an alert or action sheet (a UIAlertAction).","description":"`{\"action\": 1}` or `{\"action\": \"Delete\"}`: the user taps the action at that index, or the\nfirst one with that title, of the alert the target is (without `/controllers/{cid}`, the\ntop-most layer; 409 `not-an-alert` when it is no presented alert, 409 `alert-covered` when\nthe alert presents something over itself). The alert dismisses itself, animated, and the\naction's handler runs once it has left the screen, before it is released:\n`alert.viewWillDisappear(true, isBeingDismissed), alert.viewDidDisappear(true,\nisBeingDismissed), alert.alertActionHandler, alert.deinit`; the handler's event carries\n`alertAction` (the index, the title and what the text fields held). The presenter hears\nnothing: it never left the screen. Refused: an action the alert does not have (422\n`unknown-alert-action`, listing them), a disabled one (409 `alert-action-disabled`).\nAn action sheet shown as a popover (a regular width) is also dismissed by `dismiss\n{\"reason\": \"outside\"}`, which runs its cancel action's handler, if it has one.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TapActionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"tapActionOnController"}},"/sessions/{sid}/tap-action":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Tap a button of an alert or action sheet (a UIAlertAction).","description":"`{\"action\": 1}` or `{\"action\": \"Delete\"}`: the user taps the action at that index, or the\nfirst one with that title, of the alert the target is (without `/controllers/{cid}`, the\ntop-most layer; 409 `not-an-alert` when it is no presented alert, 409 `alert-covered` when\nthe alert presents something over itself). The alert dismisses itself, animated, and the\naction's handler runs once it has left the screen, before it is released:\n`alert.viewWillDisappear(true, isBeingDismissed), alert.viewDidDisappear(true,\nisBeingDismissed), alert.alertActionHandler, alert.deinit`; the handler's event carries\n`alertAction` (the index, the title and what the text fields held). The presenter hears\nnothing: it never left the screen. Refused: an action the alert does not have (422\n`unknown-alert-action`, listing them), a disabled one (409 `alert-action-disabled`).\nAn action sheet shown as a popover (a regular width) is also dismissed by `dismiss\n{\"reason\": \"outside\"}`, which runs its cancel action's handler, if it has one.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TapActionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"tapAction"}},"/sessions/{sid}/controllers/{cid}/enter-text":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Type into a text field of an alert.","description":"`{\"textField\": 0, \"text\": \"ada\"}`: the text field at that index of the alert the target is\n(as for `tap-action`: 409 `not-an-alert`, `alert-covered`) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` when the alert's text would pass\nthe controller limit). No callback (the text field's delegate is not modelled); the\nhandler of the next tapped action reads the texts. The same text again: 200, same\nrevision. Refused: a text field the alert does not have (422 `unknown-text-field`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EnterTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"enterTextOnController"}},"/sessions/{sid}/enter-text":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Type into a text field of an alert.","description":"`{\"textField\": 0, \"text\": \"ada\"}`: the text field at that index of the alert the target is\n(as for `tap-action`: 409 `not-an-alert`, `alert-covered`) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` when the alert's text would pass\nthe controller limit). No callback (the text field's delegate is not modelled); the\nhandler of the next tapped action reads the texts. The same text again: 200, same\nrevision. Refused: a text field the alert does not have (422 `unknown-text-field`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EnterTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"enterText"}},"/sessions/{sid}/controllers/{cid}/activate-search":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Activate a search controller (a tap in its search field, or isActive = true).","description":"The search controller the target is or holds (`navigationItem.searchController`;\nwithout `/controllers/{cid}`, the one of the top-most controller on screen that has one)\nis presented over its owner's presentation context: the nearest controller of the\nowner's layer that `definesPresentationContext`, else the layer's root. What it covers\nstays on screen (`overCurrentContext`); with `hidesNavigationBarDuringPresentation` (the\ndefault) the owner's navigation bar slides away (`visible.navigationBar.hidden`). Callbacks,\nthe delegate calls in sessions that chose `delegates`:\n`search.delegate.willPresentSearchController(search)`,\n`search.searchResultsUpdater.updateSearchResults(for: search)` (the bar became the first\nresponder), the search controller's `viewDidLoad` (the first time) and appearance\n(`isBeingPresented`), its results controller's too when they are shown,\n`search.delegate.didPresentSearchController(search)`. Active already: 200, same revision.\nRefused: no search controller there (409 `no-search-controller`), an owner off screen\n(409 `not-in-window-hierarchy`), a context controller that presents already (409\n`already-presenting`). The body is optional: `{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"activateSearchOnController"}},"/sessions/{sid}/activate-search":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Activate a search controller (a tap in its search field, or isActive = true).","description":"The search controller the target is or holds (`navigationItem.searchController`;\nwithout `/controllers/{cid}`, the one of the top-most controller on screen that has one)\nis presented over its owner's presentation context: the nearest controller of the\nowner's layer that `definesPresentationContext`, else the layer's root. What it covers\nstays on screen (`overCurrentContext`); with `hidesNavigationBarDuringPresentation` (the\ndefault) the owner's navigation bar slides away (`visible.navigationBar.hidden`). Callbacks,\nthe delegate calls in sessions that chose `delegates`:\n`search.delegate.willPresentSearchController(search)`,\n`search.searchResultsUpdater.updateSearchResults(for: search)` (the bar became the first\nresponder), the search controller's `viewDidLoad` (the first time) and appearance\n(`isBeingPresented`), its results controller's too when they are shown,\n`search.delegate.didPresentSearchController(search)`. Active already: 200, same revision.\nRefused: no search controller there (409 `no-search-controller`), an owner off screen\n(409 `not-in-window-hierarchy`), a context controller that presents already (409\n`already-presenting`). The body is optional: `{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"activateSearch"}},"/sessions/{sid}/controllers/{cid}/search-text":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Type into the active search bar.","description":"`{\"text\": \"lunch\"}`: the search bar of the search controller the target is or holds\n(without `/controllers/{cid}`, the top-most active one) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` past the controller limit). In\nsessions with `delegates`, `updateSearchResults(for:)` first; then, with\n`automaticallyShowsSearchResultsController` (the default), the results controller\nappears when the text stops being empty and disappears when it becomes empty, at once\n(no animation). The same text again: 200, same revision. Refused: a search that is not\nactive (409 `search-not-active`), one covered by a presentation (409\n`not-in-window-hierarchy`: the user cannot reach its bar), no search controller there (409\n`no-search-controller`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SearchTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"searchTextOnController"}},"/sessions/{sid}/search-text":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Type into the active search bar.","description":"`{\"text\": \"lunch\"}`: the search bar of the search controller the target is or holds\n(without `/controllers/{cid}`, the top-most active one) holds `text` as the user left it\n(at most 1,024 characters; 422 `controller-too-large` past the controller limit). In\nsessions with `delegates`, `updateSearchResults(for:)` first; then, with\n`automaticallyShowsSearchResultsController` (the default), the results controller\nappears when the text stops being empty and disappears when it becomes empty, at once\n(no animation). The same text again: 200, same revision. Refused: a search that is not\nactive (409 `search-not-active`), one covered by a presentation (409\n`not-in-window-hierarchy`: the user cannot reach its bar), no search controller there (409\n`no-search-controller`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SearchTextBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"searchText"}},"/sessions/{sid}/controllers/{cid}/cancel-search":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["presentation"],"summary":"Tap Cancel in the active search bar.","description":"The text is cleared and search ends: `willDismissSearchController`, `updateSearchResults`\n(when there was text), the disappearance of the search controller and of its results\ncontroller (`isBeingDismissed`), with anything presented over them (released),\n`didDismissSearchController` (the delegate calls in sessions with `delegates`). The\nsearch controller is not released: its owner's navigation item holds it, detached, until\nthe owner goes (a `dismiss` of the search controller ends search the same way but keeps\nthe text, as setting isActive to false does). Refused: a search that is not active (409\n`search-not-active`), one covered by a presentation (409 `not-in-window-hierarchy`), no\nsearch controller there (409 `no-search-controller`). The body is optional:\n`{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"cancelSearchOnController"}},"/sessions/{sid}/cancel-search":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["presentation"],"summary":"Tap Cancel in the active search bar.","description":"The text is cleared and search ends: `willDismissSearchController`, `updateSearchResults`\n(when there was text), the disappearance of the search controller and of its results\ncontroller (`isBeingDismissed`), with anything presented over them (released),\n`didDismissSearchController` (the delegate calls in sessions with `delegates`). The\nsearch controller is not released: its owner's navigation item holds it, detached, until\nthe owner goes (a `dismiss` of the search controller ends search the same way but keeps\nthe text, as setting isActive to false does). Refused: a search that is not active (409\n`search-not-active`), one covered by a presentation (409 `not-in-window-hierarchy`), no\nsearch controller there (409 `no-search-controller`). The body is optional:\n`{\"animated\"?}`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"cancelSearch"}},"/sessions/{sid}/controllers/{cid}/turn-page":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["pages"],"summary":"Turn the page (a swipe or an edge tap).","description":"`{\"direction\": \"forward\" | \"reverse\"}`: the data source's next or previous page, or pair when\ntwo are shown. At either end the page does not turn: 409 `no-more-pages`. Without\n`/controllers/{cid}` the visible page view controller is meant. Pages that come on are built\nand added (`willMoveToParent`, `viewDidLoad`), those that leave are removed and released\n(`didMoveToParent(nil)`, `deinit`). pageCurl: `new.viewWillAppear, old.viewWillDisappear,\nold.viewDidDisappear, new.viewDidAppear`; scroll: `new.viewWillAppear,\nold.viewWillDisappear, new.viewDidAppear, old.viewDidDisappear`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TurnPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"turnPageOnController"}},"/sessions/{sid}/controllers/{cid}/set-page":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["pages"],"summary":"Jump to a page (scrubbing).","description":"`{\"index\": 4}`: shows the spread that holds page 4 (with two pages shown, the even page and the\nnext); the direction follows from the indices. The spread already shown: 200, no events, same\nrevision. 422 `page-index-out-of-range`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setPageOnController"}},"/sessions/{sid}/turn-page":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["pages"],"summary":"Turn the page (a swipe or an edge tap).","description":"`{\"direction\": \"forward\" | \"reverse\"}`: the data source's next or previous page, or pair when\ntwo are shown. At either end the page does not turn: 409 `no-more-pages`. Without\n`/controllers/{cid}` the visible page view controller is meant. Pages that come on are built\nand added (`willMoveToParent`, `viewDidLoad`), those that leave are removed and released\n(`didMoveToParent(nil)`, `deinit`). pageCurl: `new.viewWillAppear, old.viewWillDisappear,\nold.viewDidDisappear, new.viewDidAppear`; scroll: `new.viewWillAppear,\nold.viewWillDisappear, new.viewDidAppear, old.viewDidDisappear`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TurnPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"turnPage"}},"/sessions/{sid}/set-page":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["pages"],"summary":"Jump to a page (scrubbing).","description":"`{\"index\": 4}`: shows the spread that holds page 4 (with two pages shown, the even page and the\nnext); the direction follows from the indices. The spread already shown: 200, no events, same\nrevision. 422 `page-index-out-of-range`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SetPageBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setPage"}},"/sessions/{sid}/controllers/{cid}/set-display-mode":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["splits"],"summary":"Show or hide a split view controller's primary (the display-mode button, the edge swipe).","description":"`{\"mode\": \"oneOverSecondary\"}` (also `secondaryOnly`, `oneBesideSecondary`, and iOS 8's\n`primaryHidden`, `allVisible`, `primaryOverlay`; for a triple-column split the `two…` modes\ntoo): what the display-mode button, the edge swipe or a tap on the dimmed secondary does. A\ncolumn-style split takes only the modes of its split behavior in force (`splitBehavior`:\ntile allows secondaryOnly, oneBesideSecondary, twoBesideSecondary; overlay secondaryOnly,\noneOverSecondary, twoOverSecondary; displace secondaryOnly, oneBesideSecondary,\ntwoDisplaceSecondary), and the `two…` modes need the tripleColumn style: 422\n`display-mode-not-allowed` otherwise, listing those allowed. The mode holds until the next change of traits or of\n`preferredDisplayMode`, which derive it again. The primary's visible chain gets its\nappearance callbacks (`viewDidLoad` first when it was never shown); the secondary stays on\nscreen under an overlaid primary and is told nothing. Without `/controllers/{cid}` the split\nview controller nearest the top is meant; with it, `cid` or the split view controller it is\nin. The mode in force: 200, no events, same revision. Refused: 409\n`split-view-controller-collapsed` (a compact width shows only the primary), 409\n`no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DisplayModeBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setDisplayModeOnController"}},"/sessions/{sid}/set-display-mode":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["splits"],"summary":"Show or hide a split view controller's primary (the display-mode button, the edge swipe).","description":"`{\"mode\": \"oneOverSecondary\"}` (also `secondaryOnly`, `oneBesideSecondary`, and iOS 8's\n`primaryHidden`, `allVisible`, `primaryOverlay`; for a triple-column split the `two…` modes\ntoo): what the display-mode button, the edge swipe or a tap on the dimmed secondary does. A\ncolumn-style split takes only the modes of its split behavior in force (`splitBehavior`:\ntile allows secondaryOnly, oneBesideSecondary, twoBesideSecondary; overlay secondaryOnly,\noneOverSecondary, twoOverSecondary; displace secondaryOnly, oneBesideSecondary,\ntwoDisplaceSecondary), and the `two…` modes need the tripleColumn style: 422\n`display-mode-not-allowed` otherwise, listing those allowed. The mode holds until the next change of traits or of\n`preferredDisplayMode`, which derive it again. The primary's visible chain gets its\nappearance callbacks (`viewDidLoad` first when it was never shown); the secondary stays on\nscreen under an overlaid primary and is told nothing. Without `/controllers/{cid}` the split\nview controller nearest the top is meant; with it, `cid` or the split view controller it is\nin. The mode in force: 200, no events, same revision. Refused: 409\n`split-view-controller-collapsed` (a compact width shows only the primary), 409\n`no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/DisplayModeBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setDisplayMode"}},"/sessions/{sid}/controllers/{cid}/show-column":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["splits"],"summary":"A column-style split's show(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\" | \"secondary\"}`: UIKit's `show(_:)` of a\ncolumn-style split view controller (`style` doubleColumn or tripleColumn). Expanded, the\nsplit goes to the closest display mode of its split behavior in force in which the column\nis fully visible: the primary brings the mode showing the most columns (triple:\n`twoBeside…`/`twoOver…`/`twoDisplaceSecondary`), the supplementary one column beside the\nsecondary, the secondary alone under overlay or displace (tiled, it is always fully\nvisible); the columns that come and go get their appearance callbacks, after\n`splitViewControllerWillChangeDisplayMode` with the `delegates` callbacks. Collapsed onto\nthe primary's stack (no compact column), the column's navigation controller is pushed onto\nthe primary's stack (with the supplementary before a secondary), or what is above it is\npopped; `primary` pops back to the primary's own stack. Collapsed onto a compact column,\nnothing changes. Nothing to change: 200, no events, same revision. Without\n`/controllers/{cid}` the split view controller nearest the top is meant; with it, `cid`\nor the split it is in. Refused: 409 `not-a-column-split` (the classic split; use\nset-display-mode), 422 `unknown-column` (the compact column, or the supplementary of a\ndoubleColumn split), 409 `no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"showColumnOnController"}},"/sessions/{sid}/show-column":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["splits"],"summary":"A column-style split's show(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\" | \"secondary\"}`: UIKit's `show(_:)` of a\ncolumn-style split view controller (`style` doubleColumn or tripleColumn). Expanded, the\nsplit goes to the closest display mode of its split behavior in force in which the column\nis fully visible: the primary brings the mode showing the most columns (triple:\n`twoBeside…`/`twoOver…`/`twoDisplaceSecondary`), the supplementary one column beside the\nsecondary, the secondary alone under overlay or displace (tiled, it is always fully\nvisible); the columns that come and go get their appearance callbacks, after\n`splitViewControllerWillChangeDisplayMode` with the `delegates` callbacks. Collapsed onto\nthe primary's stack (no compact column), the column's navigation controller is pushed onto\nthe primary's stack (with the supplementary before a secondary), or what is above it is\npopped; `primary` pops back to the primary's own stack. Collapsed onto a compact column,\nnothing changes. Nothing to change: 200, no events, same revision. Without\n`/controllers/{cid}` the split view controller nearest the top is meant; with it, `cid`\nor the split it is in. Refused: 409 `not-a-column-split` (the classic split; use\nset-display-mode), 422 `unknown-column` (the compact column, or the supplementary of a\ndoubleColumn split), 409 `no-split-view-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"showColumn"}},"/sessions/{sid}/controllers/{cid}/hide-column":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["splits"],"summary":"A column-style split's hide(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\"}`: UIKit's `hide(_:)`, the mirror of show-column.\nExpanded, the closest display mode in which the column is hidden: hiding the primary of a\ntriple column leaves the supplementary beside the secondary, hiding the supplementary\nleaves the secondary alone. Collapsed onto the primary's stack, the column's navigation\ncontroller is popped with what is above it (it stays the split's column, off screen:\n`willMoveToParent(split)`, `didMoveToParent(split)` after its `didMoveToParent(nil)`).\nRefused: 422 `secondary-not-hideable` (UIKit does not support hiding the secondary), and\nthose of show-column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"hideColumnOnController"}},"/sessions/{sid}/hide-column":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["splits"],"summary":"A column-style split's hide(_:) of a column.","description":"`{\"column\": \"primary\" | \"supplementary\"}`: UIKit's `hide(_:)`, the mirror of show-column.\nExpanded, the closest display mode in which the column is hidden: hiding the primary of a\ntriple column leaves the supplementary beside the secondary, hiding the supplementary\nleaves the secondary alone. Collapsed onto the primary's stack, the column's navigation\ncontroller is popped with what is above it (it stays the split's column, off screen:\n`willMoveToParent(split)`, `didMoveToParent(split)` after its `didMoveToParent(nil)`).\nRefused: 422 `secondary-not-hideable` (UIKit does not support hiding the secondary), and\nthose of show-column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ColumnBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"hideColumn"}},"/sessions/{sid}/controllers/{cid}/show":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["splits"],"summary":"show(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. As UIKit's `targetViewController(forAction:sender:)`, the sender, its\nparents, then the controller that presented its layer are asked in turn: a navigation\ncontroller pushes it (`resolvedAs: push`, the callbacks of `push`); an expanded split view\ncontroller puts it in the column the sender came from (`replace-secondary` from the\nsecondary, else `replace-primary`, \"depending on the original target\" as\nUISplitViewController.h says); a collapsed one presents it full screen; when no container\nhandles it, the sender presents it with its own style (`present`, the callbacks and rules of\n`present`). The answer's `resolvedAs` says which.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"showOnController"}},"/sessions/{sid}/show":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["splits"],"summary":"show(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. As UIKit's `targetViewController(forAction:sender:)`, the sender, its\nparents, then the controller that presented its layer are asked in turn: a navigation\ncontroller pushes it (`resolvedAs: push`, the callbacks of `push`); an expanded split view\ncontroller puts it in the column the sender came from (`replace-secondary` from the\nsecondary, else `replace-primary`, \"depending on the original target\" as\nUISplitViewController.h says); a collapsed one presents it full screen; when no container\nhandles it, the sender presents it with its own style (`present`, the callbacks and rules of\n`present`). The answer's `resolvedAs` says which.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"show"}},"/sessions/{sid}/controllers/{cid}/show-detail":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["splits"],"summary":"showDetailViewController(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. Navigation controllers do not handle it; the split view controller the\nsender is in does: expanded, the new controller replaces the secondary in place\n(`resolvedAs: replace-secondary`; not wrapped in a navigation controller, as the classic split\ndoes not wrap it; the old secondary leaves and is released; an overlaid primary hides when\nthe preferred mode is automatic); collapsed, it is pushed onto the primary navigation\ncontroller's stack (`push`; a navigation controller is pushed nested, as UIKit allows only\nthere), or presented full screen when the primary is no navigation controller. A\ncolumn-style split (`resolvedAs: replace-secondary` either way) takes it into its secondary\ncolumn, as UIKit's setViewController(_:for: .secondary): a controller that is no navigation\ncontroller is pushed onto the secondary's stack, a navigation controller replaces the\nsecondary (the old one released; with no secondary, the controller is wrapped in a new\none); collapsed onto the primary's stack, the secondary is then brought on top as\nshow-column does; collapsed onto a compact column, it is presented full screen. With no\nsplit view controller the sender presents it with its own style (`present`). Showing the secondary already shown (by id):\n200, no events, same revision. Refused as push, present or set-view-controllers refuse, and\n422 `nested-split-view-controller` or `nested-tab-bar-controller` for a split view or tab bar\ncontroller as the new column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"showDetailOnController"}},"/sessions/{sid}/show-detail":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["splits"],"summary":"showDetailViewController(_:sender:) from a sender, resolved as UIKit resolves it.","description":"`{\"controller\": spec}`; the sender is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. Navigation controllers do not handle it; the split view controller the\nsender is in does: expanded, the new controller replaces the secondary in place\n(`resolvedAs: replace-secondary`; not wrapped in a navigation controller, as the classic split\ndoes not wrap it; the old secondary leaves and is released; an overlaid primary hides when\nthe preferred mode is automatic); collapsed, it is pushed onto the primary navigation\ncontroller's stack (`push`; a navigation controller is pushed nested, as UIKit allows only\nthere), or presented full screen when the primary is no navigation controller. A\ncolumn-style split (`resolvedAs: replace-secondary` either way) takes it into its secondary\ncolumn, as UIKit's setViewController(_:for: .secondary): a controller that is no navigation\ncontroller is pushed onto the secondary's stack, a navigation controller replaces the\nsecondary (the old one released; with no secondary, the controller is wrapped in a new\none); collapsed onto the primary's stack, the secondary is then brought on top as\nshow-column does; collapsed onto a compact column, it is presented full screen. With no\nsplit view controller the sender presents it with its own style (`present`). Showing the secondary already shown (by id):\n200, no events, same revision. Refused as push, present or set-view-controllers refuse, and\n422 `nested-split-view-controller` or `nested-tab-bar-controller` for a split view or tab bar\ncontroller as the new column.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"showDetail"}},"/sessions/{sid}/controllers/{cid}/add-child":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"Add a child to a custom container (addChild, CON-2).","description":"`{\"controller\": spec, \"shown\": true, \"didMove\": true}` on the container `cid` names (or is\nin), or without `/controllers/{cid}` the custom container nearest the top. The child is told\n`willMoveToParent(container)` (addChild sends it); with `shown` its view goes into the\ncontainer's (it loads and appears when the container is on screen); then\n`didMoveToParent(container)`, unless `\"didMove\": false` leaves that step to `did-move` (the\nseeds' explicit phases; the node lists the child in `awaitingDidMove` meanwhile). The id of\na controller the container keeps (its `kept`, see remove-child) adds that instance back:\nthe same callbacks, its view loading only if it never has. Refused: an id of a controller\nalready in the session (409 `hierarchy-inconsistency`, UIKit's\nUIViewControllerHierarchyInconsistency; 409 `kept-by-container` when another container\nkeeps it), a tab bar controller (422 `nested-tab-bar-controller`), 409\n`no-container-controller`, and the limits (a kept controller counts as a child).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AddChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"addChildOnController"}},"/sessions/{sid}/add-child":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"Add a child to a custom container (addChild, CON-2).","description":"`{\"controller\": spec, \"shown\": true, \"didMove\": true}` on the container `cid` names (or is\nin), or without `/controllers/{cid}` the custom container nearest the top. The child is told\n`willMoveToParent(container)` (addChild sends it); with `shown` its view goes into the\ncontainer's (it loads and appears when the container is on screen); then\n`didMoveToParent(container)`, unless `\"didMove\": false` leaves that step to `did-move` (the\nseeds' explicit phases; the node lists the child in `awaitingDidMove` meanwhile). The id of\na controller the container keeps (its `kept`, see remove-child) adds that instance back:\nthe same callbacks, its view loading only if it never has. Refused: an id of a controller\nalready in the session (409 `hierarchy-inconsistency`, UIKit's\nUIViewControllerHierarchyInconsistency; 409 `kept-by-container` when another container\nkeeps it), a tab bar controller (422 `nested-tab-bar-controller`), 409\n`no-container-controller`, and the limits (a kept controller counts as a child).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AddChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"addChild"}},"/sessions/{sid}/controllers/{cid}/did-move":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"Tell a child added with explicit phases didMoveToParent.","description":"`{\"child\": \"id\"}`: the `didMoveToParent(container)` a child added with `\"didMove\": false`\nwaits for. 409 `not-a-child`, 409 `not-awaiting-did-move` (told already, or added without\nexplicit phases).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"didMoveOnController"}},"/sessions/{sid}/did-move":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"Tell a child added with explicit phases didMoveToParent.","description":"`{\"child\": \"id\"}`: the `didMoveToParent(container)` a child added with `\"didMove\": false`\nwaits for. 409 `not-a-child`, 409 `not-awaiting-did-move` (told already, or added without\nexplicit phases).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"didMove"}},"/sessions/{sid}/controllers/{cid}/begin-appearance":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"Begin a child's appearance transition (beginAppearanceTransition, for containers that do not forward appearance).","description":"`{\"child\": \"id\", \"appearing\": true, \"animated\": true}` on a custom container created with\n`\"automaticallyForwardsAppearance\": false`: the child (its view loaded first when needed;\nthe children such a container shows load with its own view, and a child added shown to it\nloads at once, their views being in the container's) and the visible chain below it get `viewWillAppear` (`appearing` true; the child must be\ndisappeared) or `viewWillDisappear` (false; it must be appeared), parents first; the child's\n`appearance` is then `appearing` or `disappearing`. Whether the child's view is shown does\nnot matter: the client drives it. 409 `appearance-forwarded-automatically` on a container\nthat forwards, 409 `not-a-child`, 409 `unbalanced-appearance-transition` (UIKit logs\n\"Unbalanced calls to begin/end appearance transitions\"; NavState refuses the call).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/BeginAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"beginAppearanceOnController"}},"/sessions/{sid}/begin-appearance":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"Begin a child's appearance transition (beginAppearanceTransition, for containers that do not forward appearance).","description":"`{\"child\": \"id\", \"appearing\": true, \"animated\": true}` on a custom container created with\n`\"automaticallyForwardsAppearance\": false`: the child (its view loaded first when needed;\nthe children such a container shows load with its own view, and a child added shown to it\nloads at once, their views being in the container's) and the visible chain below it get `viewWillAppear` (`appearing` true; the child must be\ndisappeared) or `viewWillDisappear` (false; it must be appeared), parents first; the child's\n`appearance` is then `appearing` or `disappearing`. Whether the child's view is shown does\nnot matter: the client drives it. 409 `appearance-forwarded-automatically` on a container\nthat forwards, 409 `not-a-child`, 409 `unbalanced-appearance-transition` (UIKit logs\n\"Unbalanced calls to begin/end appearance transitions\"; NavState refuses the call).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/BeginAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"beginAppearance"}},"/sessions/{sid}/controllers/{cid}/end-appearance":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"End a child's appearance transition (endAppearanceTransition).","description":"`{\"child\": \"id\"}`: `viewDidAppear` or `viewDidDisappear` to the child and to those of its\nchain the begin reached; its `appearance` becomes `appeared` or `disappeared`. 409\n`unbalanced-appearance-transition` without a begin, and the refusals of `begin-appearance`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EndAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"endAppearanceOnController"}},"/sessions/{sid}/end-appearance":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"End a child's appearance transition (endAppearanceTransition).","description":"`{\"child\": \"id\"}`: `viewDidAppear` or `viewDidDisappear` to the child and to those of its\nchain the begin reached; its `appearance` becomes `appeared` or `disappeared`. 409\n`unbalanced-appearance-transition` without a begin, and the refusals of `begin-appearance`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/EndAppearanceBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"endAppearance"}},"/sessions/{sid}/controllers/{cid}/remove-child":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"Remove a child from a custom container (CON-3).","description":"`{\"child\": \"id\"}`: `willMoveToParent(nil)`, its view leaves (disappearance callbacks when it\nwas on screen), `removeFromParent` (`didMoveToParent(nil)`), then the child and everything\nin it are released (`deinit`). With `\"keep\": true` the container keeps it, as Seed 004's\nand Recipe 7-7's properties do after `removeFromParent`: the same callbacks without the\n`deinit`, and the controller stays alive, detached (no parent, off screen, its view still\nloaded), listed in the container's `kept`; add-child or transition naming it on this\ncontainer adds the same instance back (no second `viewDidLoad`), a memory warning reaches\nit, and `remove-child` naming it without `keep` releases it (`deinit` only). The id of a\nchild the container released on a memory warning (listed in its `released`) forgets it:\nits ids are free again, with no callbacks. Refused: 409 `not-a-child`; 409 `cannot-keep`\nfor a child that presents (or holds the controller that does) or, in a container that\nforwards appearance by hand, one the client left appearing or appeared.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/RemoveChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"removeChildOnController"}},"/sessions/{sid}/remove-child":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"Remove a child from a custom container (CON-3).","description":"`{\"child\": \"id\"}`: `willMoveToParent(nil)`, its view leaves (disappearance callbacks when it\nwas on screen), `removeFromParent` (`didMoveToParent(nil)`), then the child and everything\nin it are released (`deinit`). With `\"keep\": true` the container keeps it, as Seed 004's\nand Recipe 7-7's properties do after `removeFromParent`: the same callbacks without the\n`deinit`, and the controller stays alive, detached (no parent, off screen, its view still\nloaded), listed in the container's `kept`; add-child or transition naming it on this\ncontainer adds the same instance back (no second `viewDidLoad`), a memory warning reaches\nit, and `remove-child` naming it without `keep` releases it (`deinit` only). The id of a\nchild the container released on a memory warning (listed in its `released`) forgets it:\nits ids are free again, with no callbacks. Refused: 409 `not-a-child`; 409 `cannot-keep`\nfor a child that presents (or holds the controller that does) or, in a container that\nforwards appearance by hand, one the client left appearing or appeared.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/RemoveChildBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"removeChild"}},"/sessions/{sid}/controllers/{cid}/transition":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["containers"],"summary":"Transition between children of a custom container (transitionFromViewController, CON-5).","description":"`{\"from\": \"id\", \"to\": spec-or-id, \"options\": \"flipFromLeft\", \"duration\": 0.5}`. To a child\n(by id) only the views swap, as UIKit's transition does: both stay children, `from` leaves\n`shown` and `to` takes its place (appearance callbacks, `to` loading first on its first\nshowing); `to` shown and `from` not: 200, no events, same revision. To a new spec, the whole\nCON-5 pattern (LC-11): `from.willMoveToParent(nil)`, `to.willMoveToParent(container)`, the\nswap's appearance callbacks, `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`,\nthen `from` is released, or kept with `\"keep\": true` (as remove-child keeps it; Recipe 7-7\nkeeps its front to flip back to). `to` may name a controller the container keeps: the same\ninstance is added back with the same CON-5 pattern, its view not loaded again. `options`\nare kept in the history as asked; the callbacks are animated when `duration` (default 0.3,\n0 to 60 seconds) is above 0. Refused: 422 `no-common-parent` when `from` and `to` are not\nboth children of the container (or one it keeps), or are the same (UIKit's\nNSInvalidArgumentException text in `uikit`); 409 `cannot-keep` as remove-child.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TransitionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"transitionOnController"}},"/sessions/{sid}/transition":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["containers"],"summary":"Transition between children of a custom container (transitionFromViewController, CON-5).","description":"`{\"from\": \"id\", \"to\": spec-or-id, \"options\": \"flipFromLeft\", \"duration\": 0.5}`. To a child\n(by id) only the views swap, as UIKit's transition does: both stay children, `from` leaves\n`shown` and `to` takes its place (appearance callbacks, `to` loading first on its first\nshowing); `to` shown and `from` not: 200, no events, same revision. To a new spec, the whole\nCON-5 pattern (LC-11): `from.willMoveToParent(nil)`, `to.willMoveToParent(container)`, the\nswap's appearance callbacks, `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`,\nthen `from` is released, or kept with `\"keep\": true` (as remove-child keeps it; Recipe 7-7\nkeeps its front to flip back to). `to` may name a controller the container keeps: the same\ninstance is added back with the same CON-5 pattern, its view not loaded again. `options`\nare kept in the history as asked; the callbacks are animated when `duration` (default 0.3,\n0 to 60 seconds) is above 0. Refused: 422 `no-common-parent` when `from` and `to` are not\nboth children of the container (or one it keeps), or are the same (UIKit's\nNSInvalidArgumentException text in `uikit`); 409 `cannot-keep` as remove-child.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TransitionBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"transition"}},"/sessions/{sid}/controllers/{cid}/perform-segue":{"parameters":[{"$ref":"#/components/parameters/SessionID"},{"$ref":"#/components/parameters/ControllerID"}],"post":{"tags":["storyboards"],"summary":"Perform a segue of the source's scene (performSegue(withIdentifier:sender:), or a user's trigger).","description":"`{\"identifier\": \"openMessage\", \"userInfo\": {\"id\": 7}, \"sender\": \"id\", \"userAction\": false,\n\"animated\": true}`. The source is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. It must have been instantiated from a storyboard (its `scene`), and\nthat scene, in the session's own copy of the storyboard, must declare the segue: 404\n`unknown-segue` otherwise. `sender`, when given, names a controller of the session (404\n`unknown-controller` otherwise) and is only handed on in the callbacks' `segue`. UIKit's order:\n\n1. `\"userAction\": true` is a user's trigger (a tap on the segue's control): the source is\n   asked `shouldPerformSegue(withIdentifier:sender:)` first; a programmatic perform\n   (`false`, the default) is not asked (SEG-10). It answers NO when the segue is\n   `enabled: false` or when `userInfo` lacks one of the segue's `requires` fields with that\n   value: 409 `segue-vetoed`, nothing happens. Else the answer starts with its\n   `shouldPerformSegue` callback (`segue` without `destination`).\n2. The destination scene is instantiated as `instantiateViewController(withIdentifier:)`\n   does (fresh ids, scene references built in, view not loaded), with `userInfo`, when sent,\n   as the destination's `userInfo`. The source gets `prepareForSegue`\n   (`prepare(for:sender:)`) with the destination's id and the payload, before the\n   destination loads.\n3. The kind does its work with its own callbacks, refused as the action it stands for\n   refuses: `show` is show(_:sender:) from the source (the walk and callbacks of `show`:\n   a push in a navigation controller, a column of a split view controller, else a\n   presentation; the answer has no `resolvedAs`); `showDetail` is\n   showDetailViewController(_:sender:) (as `show-detail`); `present` presents from the\n   source (as `present`) with the segue's `modalPresentationStyle` and\n   `modalTransitionStyle` when it sets them, else the destination's own; `popover`\n   presents it as a popover anchored to the source (the segue's `anchor`, with the source\n   as `sourceController`; 409 `popover-anchor-unavailable` for a bar item the source\n   lacks); `push`, the deprecated kind, pushes it onto the source's navigation controller,\n   and is refused with 409 `push-segue-needs-navigation-controller` when the source has\n   none (SEG-11; a `show` segue presents instead); `custom` (RotatingSegue, seed 001's cube)\n   replaces the source by the destination in the source's custom container, in the CON-5\n   order of `transition` to a new spec (`from.willMoveToParent(nil)`,\n   `to.willMoveToParent(container)`, the swap's appearance callbacks,\n   `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`, then the source is\n   released), 0.3 s when animated; 409 `no-container-controller` when the source's parent is\n   no custom container. An `embed` segue fires when its container's view loads, before the\n   container's `viewDidLoad`: `container.prepareForSegue` (the destination's fresh id),\n   `destination.willMoveToParent(container)`, `destination.viewDidLoad`,\n   `destination.didMoveToParent(container)`, then `container.viewDidLoad`; the destination\n   is a shown child and appears with the container. Until then the container lists the\n   segue in `pendingEmbeds` and has no child from it (an unselected tab's container, say).\n   Performing an embed segue is 409 `embed-segue-performed`.\n\nAn `unwind` segue instantiates nothing. Its destination is found by UIKit's search\n(iOS 9+, SEG-12): up the source's parents, and from the root of a presented layer to its\npresenter; at each ancestor, its other children first (a navigation stack from its top\ndown, each child's own children before it), then the ancestor itself. The first controller\n(not the source) whose scene lists the segue's `action` in `unwindActions` is the\ndestination; none: 409 `no-unwind-destination`, nothing changed. Then (after\n`shouldPerformSegue` for a user's trigger, which may veto it as above) the source gets\n`prepareForSegue` and the destination `unwindAction`, both with a `segue` naming the\ndestination and the action, before anything leaves the screen; then one screen change: what\nis presented above the destination's layer is dismissed (disappearance callbacks with\n`isBeingDismissed`), the navigation controllers on the destination's path pop to it (the\npopped controllers get `willMoveToParent(nil)` before and `didMoveToParent(nil)` after),\ntab bar controllers select the tab holding it, and everything that left is released\n(`deinit`). A refusal leaves the session as it was, its next generated id included.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PerformSegueBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"performSegueOnController"}},"/sessions/{sid}/perform-segue":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["storyboards"],"summary":"Perform a segue of the source's scene (performSegue(withIdentifier:sender:), or a user's trigger).","description":"`{\"identifier\": \"openMessage\", \"userInfo\": {\"id\": 7}, \"sender\": \"id\", \"userAction\": false,\n\"animated\": true}`. The source is `cid`, or without `/controllers/{cid}` the top-most\ncontroller on screen. It must have been instantiated from a storyboard (its `scene`), and\nthat scene, in the session's own copy of the storyboard, must declare the segue: 404\n`unknown-segue` otherwise. `sender`, when given, names a controller of the session (404\n`unknown-controller` otherwise) and is only handed on in the callbacks' `segue`. UIKit's order:\n\n1. `\"userAction\": true` is a user's trigger (a tap on the segue's control): the source is\n   asked `shouldPerformSegue(withIdentifier:sender:)` first; a programmatic perform\n   (`false`, the default) is not asked (SEG-10). It answers NO when the segue is\n   `enabled: false` or when `userInfo` lacks one of the segue's `requires` fields with that\n   value: 409 `segue-vetoed`, nothing happens. Else the answer starts with its\n   `shouldPerformSegue` callback (`segue` without `destination`).\n2. The destination scene is instantiated as `instantiateViewController(withIdentifier:)`\n   does (fresh ids, scene references built in, view not loaded), with `userInfo`, when sent,\n   as the destination's `userInfo`. The source gets `prepareForSegue`\n   (`prepare(for:sender:)`) with the destination's id and the payload, before the\n   destination loads.\n3. The kind does its work with its own callbacks, refused as the action it stands for\n   refuses: `show` is show(_:sender:) from the source (the walk and callbacks of `show`:\n   a push in a navigation controller, a column of a split view controller, else a\n   presentation; the answer has no `resolvedAs`); `showDetail` is\n   showDetailViewController(_:sender:) (as `show-detail`); `present` presents from the\n   source (as `present`) with the segue's `modalPresentationStyle` and\n   `modalTransitionStyle` when it sets them, else the destination's own; `popover`\n   presents it as a popover anchored to the source (the segue's `anchor`, with the source\n   as `sourceController`; 409 `popover-anchor-unavailable` for a bar item the source\n   lacks); `push`, the deprecated kind, pushes it onto the source's navigation controller,\n   and is refused with 409 `push-segue-needs-navigation-controller` when the source has\n   none (SEG-11; a `show` segue presents instead); `custom` (RotatingSegue, seed 001's cube)\n   replaces the source by the destination in the source's custom container, in the CON-5\n   order of `transition` to a new spec (`from.willMoveToParent(nil)`,\n   `to.willMoveToParent(container)`, the swap's appearance callbacks,\n   `from.didMoveToParent(nil)`, `to.didMoveToParent(container)`, then the source is\n   released), 0.3 s when animated; 409 `no-container-controller` when the source's parent is\n   no custom container. An `embed` segue fires when its container's view loads, before the\n   container's `viewDidLoad`: `container.prepareForSegue` (the destination's fresh id),\n   `destination.willMoveToParent(container)`, `destination.viewDidLoad`,\n   `destination.didMoveToParent(container)`, then `container.viewDidLoad`; the destination\n   is a shown child and appears with the container. Until then the container lists the\n   segue in `pendingEmbeds` and has no child from it (an unselected tab's container, say).\n   Performing an embed segue is 409 `embed-segue-performed`.\n\nAn `unwind` segue instantiates nothing. Its destination is found by UIKit's search\n(iOS 9+, SEG-12): up the source's parents, and from the root of a presented layer to its\npresenter; at each ancestor, its other children first (a navigation stack from its top\ndown, each child's own children before it), then the ancestor itself. The first controller\n(not the source) whose scene lists the segue's `action` in `unwindActions` is the\ndestination; none: 409 `no-unwind-destination`, nothing changed. Then (after\n`shouldPerformSegue` for a user's trigger, which may veto it as above) the source gets\n`prepareForSegue` and the destination `unwindAction`, both with a `segue` naming the\ndestination and the action, before anything leaves the screen; then one screen change: what\nis presented above the destination's layer is dismissed (disappearance callbacks with\n`isBeingDismissed`), the navigation controllers on the destination's path pop to it (the\npopped controllers get `willMoveToParent(nil)` before and `didMoveToParent(nil)` after),\ntab bar controllers select the tab holding it, and everything that left is released\n(`deinit`). A refusal leaves the session as it was, its next generated id included.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PerformSegueBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"performSegue"}},"/sessions/{sid}/memory-warning":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["sessions"],"operationId":"sendMemoryWarning","summary":"Simulate a low-memory warning.","description":"`didReceiveMemoryWarning` to every controller, on screen or not, its view loaded or not\n(every view controller observes the warning; UIKit's own More navigation controller is\nnot a controller of the session and is not told), parents first and a controller's children before what it presents (the order a snapshot\nlists them in). Views are not unloaded (iOS 6 dropped `viewDidUnload`). The session moves by\none revision, so history and the event stream carry the warning. A custom container with\n`releasesHiddenChildrenOnMemoryWarning` then releases its children that are not shown\n(`willMoveToParent(nil)`, `didMoveToParent(nil)`, `deinit`; they get no warning), listed in\nits `released` until add-child or transition naming one rebuilds it. The body is empty or\n`{}`; in a batch the action is `memory-warning`, without a controller.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"type":"object","additionalProperties":false}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}},"/sessions/{sid}/traits":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"put":{"tags":["sessions"],"operationId":"putTraits","summary":"Rotate, or change idiom or size classes.","description":"The fields given replace the current traits; a size class set to null is derived again.\nRefused with 409 `orientation-not-supported` when the top full-screen controller's\n`supportedOrientations` (default: a phone all but portraitUpsideDown, a pad all) excludes\nthe orientation. Page view controllers with `spinePolicy: book` re-pair their pages (landscape:\nmid spine, two double-sided pages; portrait: min spine, one page) so that the first page shown\nstays visible; presentation styles adapt to the new size class; a tab bar whose More list was\nselected selects its first tab when every tab fits. Split view controllers derive their display\nmode again (`automatic`: side by side in landscape, the secondary only in portrait), collapse on\na compact width (a primary navigation controller takes the secondary onto its stack:\n`secondary.willMoveToParent(nil)`, `didMoveToParent(nil)`, `willMoveToParent(primary)`, the\nappearance callbacks, `didMoveToParent(primary)`; with `collapsesSecondaryOntoPrimary: false`\nthe secondary leaves and is released) and expand on a regular one (the primary gives back the\nnavigation controller nested in its stack, releasing what was pushed above it, or else its\ntop; the same callbacks towards the split). Refused with 422 `too-many-children` when a\nprimary stack is too full to take its secondary, 422 `pushing-split-view-controller` when\na tab bar would put a split view controller in its More list, 422 `popover-needs-anchor`\nwhen a presentation that names no anchor would become a popover, and 422\n`context-in-popover-requires-cover-vertical` when one would become a popover holding a\ncontext presentation that does not slide up. The answer lists the callbacks\nof every controller that came on or left the screen. In a session with the `transitions`\ncallbacks they are framed as UIKit frames them: first `willTransition(to:with:)` when the\ntrait collection changes (idiom or a size class in force), then\n`viewWillTransition(to:with:)` when the window's size does (a turn between portrait and\nlandscape, or another idiom), each to the window's root and down what it shows (a\nnavigation controller's top, the selected tab, the columns and pages shown, a custom\ncontainer's shown children) and what each presents, parents first, children before what\ntheir parent presents, covered or not; last, `traitCollectionDidChange(_:)` to those of them\nstill reached, when the trait collection changed. The traits in force: 200, no events,\nsame revision.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/TraitsPatch"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}},"/sessions/{sid}/actions":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["sessions"],"operationId":"performBatch","summary":"Apply several actions as one change, all or none.","description":"Each action sees what the previous left; the session moves by one revision for the whole\nbatch. The answer lists every action's callbacks in order, each with the index of its\naction. A refused action refuses the batch: the problem is that action's, with its\nindex in `action` and `detail` starting `actions[i]:`; nothing is applied. Body errors\nname the entry, e.g. `actions[1].body.controller.title: expected a string.`\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Batch"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}},"/sessions/{sid}/open":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"operationId":"openPath","summary":"A deep link, in one request and one revision (the calls an app makes, step by step).","description":"`{\"path\": [step, …], \"animated\"?: true}`, 1 to 32 steps. A step is the id of a\ncontroller in the tree, which is brought on screen as an app restoring a path does it\n(`reveal`): what is presented over its layer and over its ancestors is dismissed, then,\nfrom the outermost container inwards, its tab is selected in every tab bar controller it\nis in, every navigation stack it is in pops back to it and a column-style split shows\nits column (show-column); or `{\"push\": spec}`,\n`{\"present\": spec}`, `{\"show\": spec}`, `{\"showDetail\": spec}` (a scene reference too),\nsent to the controller the step before reached (its id, or the top of the screen for the\nfirst step and after a spec without an id). The steps are applied as the batch of those\nactions (`reveal`, `push`, `present`, `show`, `show-detail`): one revision, every\ncallback with the index of its step in `action`, the history listing the actions; a\nstep that cannot be taken refuses the whole link with that step's problem (`action`\nits index, `detail` starting `path[i]:`), and nothing is applied. `?dry-run=true`\nanswers the plan (the snapshot and callbacks it would give) and keeps nothing.\nRefused as well: an id that no dismissal, tab selection or pop brings on screen (409\n`not-revealable`: a custom container that does not show it or keeps it detached, a\nhidden column of a classic split, a column while a compact column is shown). A link that changes nothing (its controller on screen already,\nnothing over it) answers 200 with the same revision and leaves no history entry, as\nevery action that changes nothing does. A layer presented in context lives in its\npresenter's: revealing a controller in it also dismisses what covers the presenter, and\nselects the presenter's tab.\n\n`{\"url\": \"mail/42\", \"animated\"?}` instead of `path` opens a route the session's\nstoryboards declare (`routes` of a storyboard document; the session's own copies, by\nname, each in document order; leading and trailing `/` ignored): the first whose\npattern matches, segment by segment, a parameter (`:message`) taking one segment of 1 to\n64 of `A-Z a-z 0-9 . _ ~ -`. Its path is opened with every `:name` of its strings\nreplaced by the segment (not in scene names), and each `{\"scene\": \"Inbox\"}` step made the id of the\ncontroller instantiated from that scene of the route's storyboard (the one nearest the\ntop of the screen, else the smallest id; 409 `scene-not-live` when there is none). A URL\nthat no route matches is 404 `no-matching-route` (its detail lists the patterns).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/OpenBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}},"/sessions/{sid}/export":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"get":{"tags":["sessions"],"operationId":"exportSession","summary":"The session as a document that POST /sessions can import (state restoration).","description":"Self-contained and versioned: traits, the tree as specs, the presented controllers.\n`POST /sessions` with `{\"import\": document}` (and an optional `id`) recreates it, and\nexporting that session gives the same document again.\n","parameters":[{"$ref":"#/components/parameters/IfNoneMatch"}],"responses":{"200":{"description":"The document; the ETag is the session's revision.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ExportedSession"}}}},"304":{"description":"If-None-Match names the current revision.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/sessions/{sid}/history":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"get":{"tags":["sessions"],"operationId":"getHistory","summary":"The recorded revisions, oldest first, a page at a time.","parameters":[{"name":"after","in":"query","description":"Entries after this revision (0, the default, for the oldest kept); decimal digits\nalone (400 `invalid-query` otherwise). A revision the journal has moved past (other\nthan 0) is 410 `revision-gone`, whose `detail` names the `after` to resume from.\n","schema":{"type":"integer","minimum":0,"maximum":9223372036854775807}},{"name":"limit","in":"query","description":"Entries per page at most; a page also stops before the entry that would take it past\n`--max-history-page-bytes` of entries (1 MiB by default; at least one entry), and its\n`next` goes on from its last entry. Decimal digits alone, given once.\n","schema":{"type":"integer","minimum":1,"maximum":500,"default":50}}],"responses":{"200":{"description":"One page.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/History"}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"410":{"description":"The `after` cursor is older than the journal keeps (`revision-gone`); the entries after it are gone.","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"413":{"$ref":"#/components/responses/TooLarge"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"}}}},"/sessions/{sid}/events":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"get":{"tags":["sessions"],"operationId":"followSession","summary":"Follow the session as it changes (Server-Sent Events).","description":"A `text/event-stream`: first `event: snapshot` (`id:` its revision, `data:` the snapshot),\nthen one `event: change` per revision (`id:` the revision, `data:` a HistoryEntry: the\nactions as sent, their callbacks, `changed`), and `event: deleted` (`data:\n{\"session\": …}`) when the session is deleted or expires, which ends the stream. A comment\n(`: ping`) comes every 15 s. With `Last-Event-ID` the stream resumes after that revision\nfrom the journal, without a gap; when the journal no longer holds it, it starts over\nwith a snapshot. Changes made through any event loop reach every stream in revision\norder. A client that lets 1 MiB wait unread is disconnected; writers never wait for\nstreams. At most 256 streams per session (503 `too-many-streams`).\n","parameters":[{"name":"Last-Event-ID","in":"header","description":"The `id:` of the last event received: a revision, decimal digits alone without a leading zero (at most 18 here; the server reads any number up to 2^63 − 1), else 400 `invalid-precondition`.","schema":{"type":"string","pattern":"^(?:0|[1-9][0-9]{0,17})$"}}],"responses":{"200":{"description":"The stream (`Cache-Control: no-store`, `X-Accel-Buffering: no`, chunked), written as\nthe session changes and never ended by the server except by `deleted` (or when it\ncloses the connection). Each event is a few `field: value` lines and a blank line\n(`\\n`, no `\\r`), its data JSON on one line:\n\n```\nid: 1\nevent: snapshot\ndata: {\"session\":\"s\",\"revision\":1,…}\n\nid: 2\nevent: change\ndata: {\"revision\":2,\"time\":\"2026-11-28T00:07:59.310Z\",\"actions\":[…],\"events\":[…]}\n\n: ping\n\nevent: deleted\ndata: {\"session\":\"s\"}\n\n```\n\n* `snapshot`: `id:` its revision, `data:` a Snapshot (the first event, unless\n  `Last-Event-ID` resumes from the journal).\n* `change`: `id:` the revision, `data:` a HistoryEntry.\n* `deleted` (no `id:`): `data:` `{\"session\": id}`; the stream ends.\n* Comments (`:` first): `: ping` every 15 s; a comment that says why, just before the\n  server ends a stream it cannot go on with (`: too many streams on this session`,\n  `: … reconnect`).\n","content":{"text/event-stream":{"schema":{"description":"One event as an SSE parser reads it (comments are not events): `event`, `id`\n(the last `id:` received, for `deleted`) and `data`, a line of JSON.\n","oneOf":[{"type":"object","required":["event","id","data"],"properties":{"event":{"const":"snapshot"},"id":{"type":"string","pattern":"^[0-9]+$"},"data":{"type":"string","contentMediaType":"application/json","contentSchema":{"$ref":"#/components/schemas/Snapshot"}}}},{"type":"object","required":["event","id","data"],"properties":{"event":{"const":"change"},"id":{"type":"string","pattern":"^[0-9]+$"},"data":{"type":"string","contentMediaType":"application/json","contentSchema":{"$ref":"#/components/schemas/HistoryEntry"}}}},{"type":"object","required":["event","data"],"properties":{"event":{"const":"deleted"},"id":{"type":"string","pattern":"^[0-9]+$"},"data":{"type":"string","contentMediaType":"application/json","contentSchema":{"type":"object","additionalProperties":false,"required":["session"],"properties":{"session":{"$ref":"#/components/schemas/Identifier"}}}}}}]}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"413":{"$ref":"#/components/responses/TooLarge"},"503":{"description":"The session has its most streams (`too-many-streams`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"500":{"$ref":"#/components/responses/SessionUnreadable"}}}},"/sessions/{sid}/select-tab":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["tabs"],"summary":"Select a tab.","description":"Body: exactly one of `{\"index\": 2}`, `{\"controller\": \"id\"}` or `{\"more\": true}` (the More list;\n`selectedIndex` becomes null). Without `/controllers/{cid}` the visible tab bar controller is\nmeant; with it, `cid` or its tab bar controller. Callbacks for the visible chains, parents\nfirst: `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`,\nwith `new.viewDidLoad` first on a first visit (only the selected tab loads at creation).\nA tab from the More list is shown on the More navigation controller. Selecting the selected\ntab changes nothing: 200 with no events and the same revision; with\n`\"popToRootOnReselect\": true` and a navigation controller above its root, it pops to the root\n(what a user's tap does). `\"userAction\": true` is a user's tap on the tab bar: the tab's\n`shouldSelect` answers for the delegate (false: 409 `tab-selection-vetoed`, nothing\nhappens), a tap on the selected tab pops its navigation controller to its root, and in a\nsession with the `delegates` callbacks the events start with\n`tabBarController(_:shouldSelect:)` and end with `tabBarController(_:didSelect:)` (sent even\nfor the selected tab, a new revision). Without it the selection is programmatic\n(`selectedViewController`), which UIKit asks and tells the delegate nothing about.\nRefused: 422 `tab-index-out-of-range`, 409 `not-a-tab`\n(also for `more` when every tab fits), 409 `no-tab-bar-controller`.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/SelectTabBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"selectTab"}},"/sessions/{sid}/reorder-tabs":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["tabs"],"summary":"Rearrange the tabs (More > Edit).","description":"`{\"order\": [\"id\", …]}` lists every tab once (422 `invalid-tab-order`); a tab that changes\nplace must be customizable (409 `tab-not-customizable`). The selected controller stays\nselected; no view appears or disappears, so no lifecycle callbacks. In a session with the\n`delegates` callbacks: `tabBarController(_:willBeginCustomizing:)`,\n`willEndCustomizing:changed:` and `didEndCustomizing:changed:` (`changed`: the order differs).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ReorderTabsBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"reorderTabs"}},"/sessions/{sid}/push":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"summary":"Push a new controller.","description":"With `/controllers/{cid}` the target is `cid` if it is a navigation controller, else its\nnavigation controller (`cid.navigationController`); without it, the navigation\ncontroller of the top-most visible content. Callbacks for B over A:\n`B.willMoveToParent(nav)`, `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,\n`A.viewDidDisappear`, `B.viewDidAppear`, `B.didMoveToParent(nav)`. Refused: a navigation\ncontroller (422 `pushing-navigation-controller`), a controller already in this stack\n(409 `pushing-same-instance`) or elsewhere in the tree (409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllerBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"push"}},"/sessions/{sid}/pop":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"summary":"Pop the top controller.","description":"The mirror of push; the popped controller is released (`deinit` after\n`didMoveToParent(nil)`). At the root UIKit does nothing; NavState refuses with 409\n`nothing-to-pop` and leaves the revision as it was. Without `/controllers/{cid}`, from a\ntab shown through the More list (content, or a navigation controller at its root), it goes\nback to the More list as UIKit's More navigation controller does: the tab disappears and\nthe tab bar's `selectedIndex` becomes null. The body is optional.\n\n`{\"interactive\": \"finished\" | \"cancelled\"}` is the user's edge swipe back, always animated\n(`animated: false` beside it is 400). Finished, it is this pop. Cancelled, nothing moves\nand the answer is a revision of its own with UIKit's trace of a cancelled swipe:\n`top.viewWillDisappear, below.viewWillAppear, below.viewWillDisappear,\nbelow.viewDidDisappear, top.viewWillAppear, top.viewDidAppear` (the view below loading\nfirst if it never has), no containment callbacks; with the `delegates` callbacks the\ndelegate is told `willShow` of the controller below after its `viewWillAppear`, and no\n`didShow` follows (UIKit tells neither controller when a swipe is cancelled); navigation\ncontrollers nested in what comes and goes back tell their own delegates what they show. Refused: 409 `nothing-to-pop` at the root (also at the root of a\ntab shown through More, where only a finished swipe goes back to the list), 409\n`navigation-controller-off-screen` when the navigation controller is not on screen or a\npresented controller covers it (no swipe starts there, finished or not; code pops it all\nthe same).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"pop"}},"/sessions/{sid}/pop-to":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"summary":"Pop to a controller of the stack.","description":"Controllers above it leave (`willMoveToParent(nil)` in stack order, then one transition\nbetween the old top and the target, then `didMoveToParent(nil)`) and are released\n(`deinit` each, in stack order, after the last `didMoveToParent(nil)`).\n409 `not-in-stack` for a controller elsewhere, 404 for an unknown one, 409\n`nothing-to-pop` for the top itself.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PopToBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"popTo"}},"/sessions/{sid}/pop-to-root":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"summary":"Pop to the root of the stack.","description":"At the root this is refused with 409 `nothing-to-pop` (`uikit` names\n`popToRootViewControllerAnimated:`), except that without `/controllers/{cid}` a tab shown\nthrough More at its root goes back to the More list, as `pop` does. The body is optional.\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":false,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/AnimatedBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"popToRoot"}},"/sessions/{sid}/set-view-controllers":{"parameters":[{"$ref":"#/components/parameters/SessionID"}],"post":{"tags":["navigation"],"summary":"Replace the stack, a tab bar controller's tabs, or the pages a page view controller shows.","description":"Ids of controllers in this stack are kept (and may be reordered); specs are created; the\nrest leave and are released (`deinit` after `didMoveToParent(nil)`, with everything in them\nand everything they present). Only the old and the new top get appearance callbacks.\nNamed on a tab bar controller (`/controllers/{tabbar}/set-view-controllers`), it replaces the\ntabs the same way: the selected controller stays selected when it survives, else the same\nindex if it is valid, else the first tab (as UIKit documents); every tab becomes customizable (as UIKit); an empty list is 422\n`tab-bar-without-tabs`. Named on a page view controller, it shows the pages given by their\ndata source ids (as many as the spine requires, else 422 `page-count-mismatch` with UIKit's\nmessage; two must follow each other; 409 `not-a-page` for other ids); `direction` only says\nwhich way the page turns. The pages already shown: 200, no events, same revision.\nRefused: an empty list (422 `navigation-without-root`), a controller twice (422\n`duplicate-controllers`), a navigation controller (422), a controller from elsewhere\n(409 `hierarchy-inconsistency`).\n","parameters":[{"$ref":"#/components/parameters/IfMatch"},{"$ref":"#/components/parameters/DryRun"},{"$ref":"#/components/parameters/Prefer"},{"$ref":"#/components/parameters/IdempotencyKey"}],"requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/ControllersBody"}}}},"responses":{"200":{"$ref":"#/components/responses/Mutated"},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"$ref":"#/components/responses/NotFound"},"409":{"$ref":"#/components/responses/Conflict"},"412":{"$ref":"#/components/responses/PreconditionFailed"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"$ref":"#/components/responses/Unprocessable"},"500":{"$ref":"#/components/responses/SessionUnreadable"},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}},"operationId":"setViewControllers"}},"/storyboards":{"get":{"tags":["storyboards"],"operationId":"listStoryboards","summary":"The tenant's storyboards, by name, without their documents.","responses":{"200":{"description":"Every storyboard of the tenant, sorted by name (at most 100).","content":{"application/json":{"schema":{"$ref":"#/components/schemas/StoryboardList"}}}},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"}}}},"/storyboards/{name}":{"parameters":[{"$ref":"#/components/parameters/StoryboardName"}],"put":{"tags":["storyboards"],"operationId":"putStoryboard","summary":"Upload a storyboard, whole (new, or replacing the tenant's storyboard of that name).","description":"The body is a StoryboardDocument. Its shape is checked first: malformed JSON is 400\n`malformed-json`; an unknown field, a wrong type, a segue field of another kind\n(`anchor` on a `show` segue, `action` on a `present` one), a `custom` segue without\n`segueClass`, or a popover `anchor` with `sourceController` or with both `barButtonItem`\nand `sourceRect` is 400 `invalid-body`. Then the storyboard is validated whole, and\nevery problem is listed at once in the 422 `invalid-storyboard` problem's `errors`\n(each `path: what`, in document order; nothing is kept):\n\n* at least one scene and at most 200; `initial`, when given, names one of them;\n* scene identifiers, segue identifiers and unwind action names are 1 to 128 characters;\n  scene identifiers are distinct, and so are a scene's segue identifiers; at most 50\n  segues per scene;\n* a scene's controller specs (nested ones included) carry no `id` (every instantiation\n  gets fresh ids), no `shown` (it names ids) and no `scene` (instantiation sets it); a\n  scene reference in them names a scene of this storyboard, without `id`;\n* a segue other than `unwind` has a `destination` naming a scene of this storyboard;\n  an `unwind` segue has an `action` and no `destination` (it finds its destination at\n  run time); an `embed` segue starts from a scene whose controller is a custom\n  container (`kind: container`); a `present` segue's `partialCurl` transition needs the\n  `fullScreen` style when it sets a style; a `popover` segue's anchor has a\n  `barButtonItem` or a `sourceRect`;\n* when none of the above is found: no scene instantiates itself through scene references\n  and embed segues (a cycle);\n* when no cycle is found either: every scene, instantiated with its embedded scenes, fits\n  the session limits (depth and number of controllers).\n\nThe name is 1 to 64 of `A-Z a-z 0-9 . _ ~ -` (422 `invalid-storyboard-name`). A tenant\nkeeps at most 100 storyboards (429 `storyboard-quota-exceeded`; replacing one always\nhas room). Sessions keep the copies they took: replacing a storyboard changes new\nsessions, and sessions that have not instantiated from it yet, only. With a store (the\ndefault), the answer comes once the storyboard is on disk.\n","requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/StoryboardDocument"}}}},"responses":{"200":{"description":"Replaced a storyboard of that name; the storyboard as kept.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Storyboard"}}}},"201":{"description":"Created; the storyboard as kept.","headers":{"Location":{"description":"The storyboard's path, `/storyboards/{name}`.","schema":{"type":"string"}}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Storyboard"}}}},"400":{"$ref":"#/components/responses/BadRequest"},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"description":"A storyboard that cannot be used (`invalid-storyboard`, every problem in `errors`), or a name that is not one (`invalid-storyboard-name`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"429":{"description":"The tenant keeps its quota of 100 storyboards (`storyboard-quota-exceeded`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}},"get":{"tags":["storyboards"],"operationId":"getStoryboard","summary":"A storyboard of the tenant, with its scenes, segues and the document as uploaded.","responses":{"200":{"description":"The storyboard.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Storyboard"}}}},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"description":"The tenant has no storyboard by that name (`unknown-storyboard`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"description":"A name that is not one (`invalid-storyboard-name`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}}}},"delete":{"tags":["storyboards"],"operationId":"deleteStoryboard","summary":"Delete a storyboard of the tenant; sessions built from it keep their copies.","description":"New sessions and scene references can no longer name it (404 `unknown-storyboard`);\nsessions that took a copy keep instantiating scenes and performing segues from it. With\na store (the default), the answer comes once the deletion is on disk.\n","responses":{"204":{"description":"Deleted."},"401":{"$ref":"#/components/responses/Unauthorized"},"403":{"$ref":"#/components/responses/Forbidden"},"404":{"description":"The tenant has no storyboard by that name (`unknown-storyboard`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"413":{"$ref":"#/components/responses/TooLarge"},"422":{"description":"A name that is not one (`invalid-storyboard-name`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"503":{"$ref":"#/components/responses/Unavailable"},"507":{"$ref":"#/components/responses/InsufficientStorage"}}}}},"components":{"securitySchemes":{"bearerKey":{"type":"http","scheme":"bearer","description":"An API key from the server's `--api-keys` file (or `NAVSTATE_API_KEYS`), which maps each\nkey to its tenant. Sessions belong to the tenant that created them: other tenants get 404\nfor them and do not see them in `GET /sessions`; session ids are per tenant.\n"},"browserKey":{"type":"http","scheme":"basic","description":"The same key as the password of HTTP Basic authentication (the user name is ignored):\na 401 challenges `Bearer` and `Basic`, so a browser opening the live view asks for the\nkey once and sends it on every request of the page, its event stream included.\n"}},"parameters":{"DryRun":{"name":"dry-run","in":"query","description":"`true`: answer what the mutation would do and keep nothing of the change; the answer has `dryRun: true` and no `ETag`, and the session stays at its revision. An `Idempotency-Key` sent with it is kept with its answer, as any key is: a retry replays the dry run, and the same key on another request (the real one included) is 422 `idempotency-key-reused`. Given once, `true` or `false` (400 `invalid-query` otherwise).","schema":{"type":"string","enum":["true","false"],"default":"false"}},"Prefer":{"name":"Prefer","in":"header","description":"`return=minimal` answers only `session`, `revision`, `events` (and `changed`), with `Preference-Applied: return=minimal`.","schema":{"type":"string"}},"IdempotencyKey":{"name":"Idempotency-Key","in":"header","description":"A client-chosen key: 1 to 255 visible ASCII characters other than `\"` (`!`, `#` to `~`),\nbare or as a structured-field string (`\"…\"`, the quotes not counted); anything else is 400\n`invalid-idempotency-key`. The same key with the same request (method, path, query,\n`If-Match`, `Prefer`, body) answers the first answer again — success or refusal — with\n`Idempotent-Replayed: true`; with another request 422 `idempotency-key-reused`. Kept per\nsession: the 64 most recent keys, each for an hour.\n","schema":{"type":"string","minLength":1,"maxLength":257,"pattern":"^(?:\"[!#-~]{1,255}\"|[!#-~]{1,255})$"}},"SessionID":{"name":"sid","in":"path","required":true,"schema":{"$ref":"#/components/schemas/Identifier"}},"ControllerID":{"name":"cid","in":"path","required":true,"schema":{"$ref":"#/components/schemas/Identifier"}},"StoryboardName":{"name":"name","in":"path","required":true,"description":"Per tenant; 1 to 64 of `A-Z a-z 0-9 . _ ~ -` (422 `invalid-storyboard-name` otherwise).","schema":{"type":"string","pattern":"^[A-Za-z0-9._~-]{1,64}$"}},"IfMatch":{"name":"If-Match","in":"header","description":"`*`, or a comma-separated list of revisions as entity tags (`\"3\"`, `\"3\", \"4\"`); a bare `3`\nis accepted too, and so are weak tags (`W/\"3\"`), which never match (strong comparison).\nRevisions are decimal digits alone without a leading zero (tags compare as written:\n`\"03\"` is not `\"3\"`), at most 18 here (the server reads any number up to 2^63 − 1); empty\nlist elements (`\"3\",,\"4\"`) are skipped. Anything else — `*` in a list, a sign, a leading\nzero, an element of spaces only, a tag that is not a number — is 400\n`invalid-precondition`. A list that names no current revision (an empty one included)\nis 412 `revision-mismatch`.\n","schema":{"type":"string","pattern":"^(?:\\*|(?:[ \\t]*(?:W/)?(?:\"(?:0|[1-9][0-9]{0,17})\"|(?:0|[1-9][0-9]{0,17}))[ \\t]*)?(?:,(?:[ \\t]*(?:W/)?(?:\"(?:0|[1-9][0-9]{0,17})\"|(?:0|[1-9][0-9]{0,17}))[ \\t]*)?)*)$"}},"IfNoneMatch":{"name":"If-None-Match","in":"header","description":"`*`, or a list of revisions as entity tags, as for `If-Match`; weak tags (`W/\"3\"`) match\ntoo (weak comparison). When it names the current revision (`*` always does) the answer\nis 304 with the `ETag`; anything that is not such a list is 400 `invalid-precondition`.\n","schema":{"type":"string","pattern":"^(?:\\*|(?:[ \\t]*(?:W/)?(?:\"(?:0|[1-9][0-9]{0,17})\"|(?:0|[1-9][0-9]{0,17}))[ \\t]*)?(?:,(?:[ \\t]*(?:W/)?(?:\"(?:0|[1-9][0-9]{0,17})\"|(?:0|[1-9][0-9]{0,17}))[ \\t]*)?)*)$"}}},"headers":{"ETag":{"description":"The session's revision as a strong entity tag, e.g. `\"3\"`.","schema":{"type":"string","pattern":"^\"[0-9]+\"$"}},"Location":{"description":"The new session's path.","schema":{"type":"string"}}},"responses":{"Unauthorized":{"description":"API keys are configured and the request has no `Authorization: Bearer <key>` (or `Basic` with the key as password), or an unknown key (`unauthorized`, with `WWW-Authenticate: Basic realm=\"navstate\", charset=\"UTF-8\", Bearer realm=\"navstate\"`).","headers":{"WWW-Authenticate":{"schema":{"type":"string"}}},"content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"Forbidden":{"description":"A `Host` that does not name this server (`host-not-allowed`: DNS rebinding), or a browser request from another site (`cross-site-request`: an `Origin` not listed with --allow-origin, or `Sec-Fetch-Site: cross-site`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"QuotaExceeded":{"description":"The tenant holds its quota of sessions (`session-quota-exceeded`, --max-sessions-per-tenant).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"Mutated":{"description":"The change was applied (or, for a dry run, would be); the snapshot after it, with the callbacks it caused.","headers":{"ETag":{"$ref":"#/components/headers/ETag"},"Preference-Applied":{"description":"`return=minimal` when honoured.","schema":{"type":"string"}},"Idempotent-Replayed":{"description":"`true` on the replayed answer of an `Idempotency-Key` seen before.","schema":{"type":"string"}}},"content":{"application/json":{"schema":{"$ref":"#/components/schemas/MutationResult"}}}},"BadRequest":{"description":"Malformed JSON (`malformed-json`), a wrong field type or unknown field (`invalid-body`), a bad query (`invalid-query`) or precondition header (`invalid-precondition`), ambiguous framing (`invalid-framing`, any path; the connection is closed), an `Idempotency-Key` that is not one (`invalid-idempotency-key`), a single-valued header (`Authorization`, `Idempotency-Key`, `Origin`, `Last-Event-ID`, `Sec-Fetch-Site`, `Content-Type`) sent twice (`repeated-header`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"NotFound":{"description":"Unknown session (`unknown-session`), controller (`unknown-controller`), route (`unknown-route`) or revision (`unknown-revision`); a storyboard neither the session nor the tenant has (`unknown-storyboard`), a storyboard identifier its storyboard lacks (`unknown-scene`), or a segue the source's scene does not declare, or a source not instantiated from a storyboard (`unknown-segue`); a deep link's `url` that no route of the session's storyboards matches (`no-matching-route`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"Conflict":{"description":"Refused by the current state (`nothing-to-pop`, `pushing-same-instance`, `hierarchy-inconsistency`, `not-in-stack`, `no-navigation-controller`, `id-in-use` (a live controller's, or a page a data source keeps), `session-exists`, `not-a-tab`, `no-tab-bar-controller`, `tab-not-customizable`, `navigation-controller-off-screen`, `already-presenting`, `presenting-active-controller`, `not-in-window-hierarchy`, `partial-curl-cannot-present`, `nothing-to-dismiss`, `no-more-pages`, `not-a-page`, `no-page-view-controller`, `orientation-not-supported`, `no-split-view-controller`, `split-view-controller-collapsed`, `popover-anchor-unavailable`, `not-a-popover`, `no-container-controller`, `not-a-child`, `not-awaiting-did-move`, `appearance-forwarded-automatically`, `unbalanced-appearance-transition`, `id-held-for-released-child`, `segue-vetoed`, `push-segue-needs-navigation-controller`, `embed-segue-performed`, `no-unwind-destination`, `tab-selection-vetoed`, `not-a-sheet`, `sheet-detent-inactive`, `not-an-alert`, `alert-covered`, `alert-action-disabled`, `not-revealable`, `kept-by-container`, `cannot-keep`, `no-search-controller`, `search-not-active`, `scene-not-live`), the first request with the same `Idempotency-Key` not answered yet (`idempotency-key-in-flight`), or, with a store several nodes share, another node storing the session's next revision first (`changed-elsewhere`, with the stored `revision`; nothing was kept, send the request again).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"PreconditionFailed":{"description":"`If-Match` does not match the current revision (`revision-mismatch`); the problem carries the current `revision` and the `ETag` header.","headers":{"ETag":{"$ref":"#/components/headers/ETag"}},"content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"TooLarge":{"description":"The body is over the server's limit (`body-too-large`: 65,536 bytes by default,\n`--max-body-bytes`), whatever the route and method; the body is not read (a longer\n`Content-Length` is refused at once) and the connection is closed.\n","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}},"text/html":{"schema":{"type":"string"}}}},"Unprocessable":{"description":"A spec UIKit would refuse or the limits exceed (`navigation-without-root`, `pushing-navigation-controller`, `duplicate-controllers`, `duplicate-id` (the same id twice in one request), `invalid-controller-id`, `derived-id-conflict`, `derived-id-too-long`, `invalid-session-id`, `tree-too-deep`, `too-many-children`, `too-many-controllers`, `too-many-presented-controllers`, `controller-too-large` (a controller's properties over `--max-controller-bytes` of JSON text), `too-many-callbacks` (a batch's actions after the first over `--max-callbacks-per-batch` callbacks; the problem's `action` names the one that passed it), `immutable-field`, `field-not-applicable`, `tab-bar-without-tabs`, `nested-tab-bar-controller`, `tab-index-out-of-range`, `customizable-not-a-tab`, `invalid-tab-order`, `partial-curl-requires-full-screen`, `page-count-mismatch`, `mid-spine-requires-double-sided`, `invalid-page-configuration`, `page-index-out-of-range`, `invalid-restoration` (an import that does not rebuild a hierarchy), `split-without-primary`, `too-many-columns`, `nested-split-view-controller`, `pushing-split-view-controller`, `popover-needs-anchor`, `context-in-popover-requires-cover-vertical`, `no-common-parent`, `shown-not-a-child`, `no-initial-scene`, `unknown-detent`, `alert-not-presented` (an alert anywhere but presented), `alert-cancel-actions`, `text-field-in-action-sheet`, `action-sheet-needs-anchor`, `unknown-alert-action`, `unknown-text-field`, `search-controller-not-owned`, `not-a-search-controller`, `search-controller-in-data-source`), or an `Idempotency-Key` reused with another request (`idempotency-key-reused`).","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"Unavailable":{"description":"The server holds its limit of sessions (`too-many-sessions`), or could not use its store (`store-unavailable`, with `Retry-After`; nothing of the request was kept), or the answer was not ready when the request deadline (`--request-timeout`) passed (`deadline-passed`, with `Retry-After` and `Connection: close`, on any route; none of the answer was sent, and a change it made may have been kept).","headers":{"Retry-After":{"description":"Seconds to wait before retrying (with `store-unavailable`).","schema":{"type":"integer"}}},"content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"InsufficientStorage":{"description":"The server's store is full (`insufficient-storage`); nothing of the request was kept, in memory or on disk. Reads keep working; changes work again once space is freed.","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}},"SessionUnreadable":{"description":"The stored state of the session cannot be read back (`session-unreadable`); the server logged why.","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/Problem"}}}}},"schemas":{"ExpiresAt":{"type":"string","format":"date-time","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$","description":"When the session expires unless a request names it first (whole seconds, UTC); only when the server expires sessions (`--session-ttl`)."},"AnyJSON":{"description":"Any JSON value, kept as sent. As everywhere in a request body, an integer written beyond\n±2^53 (9,007,199,254,740,992) is refused with 400 `invalid-body`: a JSON number cannot\ncarry it exactly. The `if`/`then`/`else` below says so for validators and test\ngenerators; code generators read any JSON.\n","if":{"type":"integer"},"then":{"minimum":-9007199254740992,"maximum":9007199254740992},"else":{"if":{"type":"array"},"then":{"items":{"$ref":"#/components/schemas/AnyJSON"}},"else":{"additionalProperties":{"$ref":"#/components/schemas/AnyJSON"}}}},"Identifier":{"type":"string","pattern":"^[A-Za-z0-9._~-]{1,64}$","description":"A client-chosen id; generated ids are `vc1`, `vc2`, … (controllers) or 32 hex digits (sessions)."},"Health":{"type":"object","additionalProperties":false,"required":["status","sessions"],"properties":{"status":{"const":"ok"},"sessions":{"type":"integer","minimum":0}}},"CreateSession":{"type":"object","additionalProperties":false,"description":"Exactly one of `root` (with `traits` and `callbacks`), `storyboard` (its initial scene is\nthe root, with `traits` and `callbacks`) or `import` (a document `GET /sessions/{sid}/export`\nwrote, which brings its own traits and callbacks); `id` with any. Other combinations are 400 `invalid-body`, naming the field.\nThe `if`/`then`/`else` below says the same for validators and test generators; code\ngenerators, which do not read it (it is not `oneOf` with `not`, which they cannot use),\nsee one object whose fields are all optional.\n","properties":{"root":{"$ref":"#/components/schemas/ControllerSpecOrScene"},"storyboard":{"type":"string","description":"The name of a storyboard of the tenant: its initial scene is built as the root (404 unknown-storyboard, 422 no-initial-scene)."},"id":{"$ref":"#/components/schemas/Identifier"},"traits":{"$ref":"#/components/schemas/TraitsInput"},"callbacks":{"$ref":"#/components/schemas/CallbackGroups"},"import":{"$ref":"#/components/schemas/ExportedSession"}},"if":{"required":["import"]},"then":{"properties":{"root":false,"storyboard":false,"traits":false,"callbacks":false}},"else":{"if":{"required":["storyboard"]},"then":{"properties":{"root":false}},"else":{"required":["root"]}}},"ExportedSession":{"type":"object","additionalProperties":false,"required":["format","version","traits","root","presented"],"description":"A session as the specs that rebuild it (state restoration): every controller with its id,\nproperties (`restorationIdentifier`, `userInfo`, …) and state — stacks and tabs in their\ncurrent order, the selected tab, the page shown — and the presented controllers, bottom\nlayer first. Importing it (`POST /sessions` with `import`) builds the same tree; the\ncontrollers on screen load and appear, nothing else loads. While a tab bar shows its More\nlist, the document selects its first tab. The specs carry each controller's `scene`;\nscene references (`{\"storyboard\", \"identifier\"}`) are not instantiated in an import\n(404 `unknown-storyboard` or `unknown-scene`).\n","properties":{"format":{"const":"navstate-session"},"version":{"const":1},"traits":{"type":"object","additionalProperties":false,"required":["idiom","orientation","horizontalSizeClass","verticalSizeClass"],"description":"The size classes set on the session; `null` where the device derives them.","properties":{"idiom":{"type":"string","enum":["phone","pad"]},"orientation":{"$ref":"#/components/schemas/Orientation"},"horizontalSizeClass":{"$ref":"#/components/schemas/NullableSizeClass"},"verticalSizeClass":{"$ref":"#/components/schemas/NullableSizeClass"}}},"root":{"$ref":"#/components/schemas/ControllerSpec"},"presented":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["presenter","style","transitionStyle","controller"],"properties":{"presenter":{"$ref":"#/components/schemas/Identifier"},"style":{"$ref":"#/components/schemas/ShownPresentationStyle","description":"The style it was presented with; custom only for an alert (422 invalid-restoration otherwise)."},"transitionStyle":{"$ref":"#/components/schemas/ModalTransitionStyle"},"controller":{"$ref":"#/components/schemas/ControllerSpec","description":"The controller presented; an active search controller (kind search, overCurrentContext) is presented here and its owner names it as it was (owner)."},"owner":{"$ref":"#/components/schemas/Identifier","description":"An active search controller only: the controller whose navigation item holds it (absent when that controller was released while search was active); an inactive one is in its owner's spec, as searchController."}}}},"shownPages":{"type":"object","description":"By page view controller id: the pages it shows, as they are now (a PATCH or a push changes a live page, not its data source, whose specs `pages` keeps). Built in place of the data source's pages at `pageIndex`, exactly from that page; the blank page is not listed.","additionalProperties":{"type":"array","items":{"$ref":"#/components/schemas/ControllerSpec"}}},"displayModes":{"type":"object","description":"By split view controller id, only for those whose display mode is not the one their preferredDisplayMode gives (the display-mode button or a swipe set it): the mode restored.","additionalProperties":{"$ref":"#/components/schemas/DisplayMode"}},"awaitingDidMove":{"type":"array","description":"Only when some are; children of custom containers added with didMove left to the client and not yet told, restored in that phase.","items":{"$ref":"#/components/schemas/Identifier"}},"released":{"type":"object","description":"Only when some are; by custom container id, the specs of children it released on a memory warning, held (with their ids) for a rebuild. A key that names no custom container of the document is refused (400 invalid-body).","additionalProperties":{"type":"array","items":{"$ref":"#/components/schemas/ControllerSpec"}}},"kept":{"type":"object","description":"Only when some keep any; by custom container id, the specs of the controllers it removed with keep: rebuilt alive and detached, their views not loaded. A key that names no custom container of the document is refused (400 invalid-body).","additionalProperties":{"type":"array","items":{"$ref":"#/components/schemas/ControllerSpec"}}},"embeds":{"type":"object","description":"Only when some are; by custom container id (in the tree, or among the children a container released on a memory warning), the embed segues of its scene not performed yet (its view never loaded): performed when the restored container's view loads. A key that names no custom container of the document is refused (400 invalid-body); a segue that is no embed segue of the container's scene in the document's storyboards is refused (422 invalid-restoration).","additionalProperties":{"type":"array","items":{"type":"string"}}},"storyboards":{"type":"array","description":"Only when it has some: the session's own copies of storyboards, sorted by name. The imported session keeps them (and performs segues from them) whatever the tenant's storyboards are; names are distinct, and each document is validated as an upload is (400 invalid-body naming the first problem).","items":{"$ref":"#/components/schemas/StoryboardCopy"}},"callbacks":{"$ref":"#/components/schemas/CallbackGroups"},"nextSerial":{"type":"integer","minimum":1,"maximum":4503599627370496,"description":"Only once the session generated an id: the serial of the next generated id (`vcN`). The imported session goes on from it, so the same next action makes the same ids and no id a stored reference names is handed out again. Absent: 1."}}},"CallbackGroups":{"type":"array","uniqueItems":true,"description":"The callbacks the session receives besides the view controller lifecycle, chosen at\ncreation and kept (absent: none, the default, which is what clients written before\nthem expect). `viewIsAppearing`: `viewIsAppearing(_:)` after the `will` callbacks of each\ntransition that shows a view. `delegates`: the container delegates' calls,\n`UINavigationControllerDelegate` (`willShow`/`didShow` whenever a navigation controller\nshows its top), `UITabBarControllerDelegate` (`shouldSelect`/`didSelect` around a\nuser's tap, the three customization calls around `reorder-tabs`),\n`UISplitViewControllerDelegate` (`willChangeTo`, `collapseSecondary`, `separateSecondary`)\nand `UIAdaptivePresentationControllerDelegate` (around a user's dismissal of a\npresentation, and when it adapts to a compact size class). `transitions`:\n`willTransition(to:with:)`, `viewWillTransition(to:with:)` and `traitCollectionDidChange(_:)`\naround a change of traits (`PUT /traits`). `loadView`: `loadView()` just before each\n`viewDidLoad` (an embed segue is performed between the two). Snapshots and exports list\nthem in this order; each at most once (400 `invalid-body`).\n","items":{"type":"string","enum":["viewIsAppearing","delegates","transitions","loadView"]}},"TraitsInput":{"type":"object","additionalProperties":false,"properties":{"idiom":{"type":"string","enum":["phone","pad"],"default":"phone"},"orientation":{"$ref":"#/components/schemas/Orientation"},"horizontalSizeClass":{"$ref":"#/components/schemas/SizeClass"},"verticalSizeClass":{"$ref":"#/components/schemas/SizeClass"}}},"Traits":{"type":"object","additionalProperties":false,"required":["idiom","orientation","horizontalSizeClass","verticalSizeClass"],"description":"Size classes are derived (phone compact wide, compact high in landscape; pad regular both ways) unless set.","properties":{"idiom":{"type":"string","enum":["phone","pad"]},"orientation":{"$ref":"#/components/schemas/Orientation"},"horizontalSizeClass":{"$ref":"#/components/schemas/SizeClass"},"verticalSizeClass":{"$ref":"#/components/schemas/SizeClass"}}},"Orientation":{"type":"string","enum":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight"]},"SizeClass":{"type":"string","enum":["compact","regular"]},"NullableSizeClass":{"type":["string","null"],"enum":["compact","regular",null],"description":"A SizeClass, or null (the tests check it lists SizeClass's values)."},"ControllerSpec":{"type":"object","additionalProperties":false,"required":["kind"],"description":"A controller to create. `view` is content and has no children; `navigation` needs at\nleast one child (its root first, the top last) and cannot contain a navigation or tab bar\ncontroller; `tabBar` needs at least one tab and cannot contain a tab bar controller.\nA field of another kind (`toolbarHidden` on a `view`, `children` on a `page`) is refused\nwith 422 `field-not-applicable`, as it is in a PATCH. Ids are unique in the session,\npages kept by data sources included (409 `id-in-use`); NavState derives `<page id>.blank`\nand `<tab bar id>.more` for its own controllers, and a client id equal to one of them is\nrefused with 422 `derived-id-conflict` (so a page view controller's or tab bar\ncontroller's id leaves room for the suffix within 64 characters: 422 `derived-id-too-long`).\n`split` takes a primary and optionally a secondary as `children` (422\n`split-without-primary`, `too-many-columns`, `nested-split-view-controller`, and\n`nested-tab-bar-controller` for a tab bar controller, which a collapse would push onto a\nnavigation stack); it cannot be\npushed, be in a stack, or be a tab that overflows into More (422\n`pushing-split-view-controller`, UIKit's \"Split View Controllers cannot be pushed to a\nNavigation Controller\"). A split's secondary counts two levels below it for\n`tree-too-deep`, where a collapse puts it. One exception to \"a navigation controller\ncannot contain a navigation controller\": an imported collapsed split (compact traits)\nnames, above its primary's root, the navigation controllers nested there as the session\nhad them. Wherever a spec is accepted, a scene reference may stand for it\n(ControllerSpecOrScene).\n\nA column-style `split` (iOS 14's `init(style:)`: `style` doubleColumn or tripleColumn)\ntakes `columns` instead of `children`: `{\"primary\", \"supplementary\"?, \"secondary\"?,\n\"compact\"?}`, each a spec. UIKit wraps a primary, supplementary or secondary that is no\nnavigation controller in one, with an id of NavState's (`vcN`); the compact column, shown\nalone while collapsed, is not wrapped and may be a tab bar controller. Refused with 422\n`split-style-mismatch`: columns without a column style or children with one, `children`\nbeside `columns` is 400; a supplementary in the doubleColumn style; the classic\nsplit's `collapsesSecondaryOntoPrimary: false` on a column style, or a column style's\n`preferredSplitBehavior` or `topColumnForCollapsing` on the classic split.\n\n`dependentSchemas` says, for validators and test generators, what a spec alone must be by\nits `kind` (code generators do not read it): the fields of its kind only (422\n`field-not-applicable`); a navigation stack, tabs, pages or a split's columns that are\nthere (422 `navigation-without-root`, `tab-bar-without-tabs`, `page-count-mismatch`,\n`split-without-primary`, `too-many-columns`); no tab bar controller inside another\ncontroller (422 `nested-tab-bar-controller`), no split view controller in a stack or in\nanother split view controller (422 `pushing-split-view-controller`,\n`nested-split-view-controller`); a spine for pageCurl and none for scroll, no book for\nscroll (422 `invalid-page-configuration`); a mid spine double-sided (422\n`mid-spine-requires-double-sided`). It asks those `children` and `pages` to be non-empty\nwhen given but does not require them (a required recursive field makes test generators\nbuild unbounded trees): leaving them out is 422 as well. What depends on the rest of the\nsession or request (ids, indices against counts, `customizable`, `shown`) is checked by\nthe server only.\n","dependentSchemas":{"kind":{"anyOf":[{"properties":{"kind":{"const":"view"},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"shown":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"navigation"},"children":{"minItems":1,"items":{"properties":{"kind":{"enum":["view","navigation","page","container"]}}}},"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"shown":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"tabBar"},"children":{"minItems":1,"items":{"properties":{"kind":{"enum":["view","navigation","page","split","container"]}}}},"navigationBarHidden":false,"toolbarHidden":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"shown":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"page"},"transitionStyle":{"const":"scroll"},"spineLocation":{"const":"none"},"spinePolicy":{"const":"fixed"},"pages":{"minItems":1,"items":{"properties":{"kind":{"enum":["view","navigation","page","split","container"]}}}},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"shown":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false},"required":["transitionStyle"]},{"properties":{"kind":{"const":"page"},"transitionStyle":{"const":"pageCurl"},"spineLocation":{"const":"mid"},"doubleSided":{"const":true},"pages":{"minItems":1,"items":{"properties":{"kind":{"enum":["view","navigation","page","split","container"]}}}},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"shown":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false},"required":["spineLocation"]},{"properties":{"kind":{"const":"page"},"transitionStyle":{"const":"pageCurl"},"spineLocation":{"enum":["min","max"]},"pages":{"minItems":1,"items":{"properties":{"kind":{"enum":["view","navigation","page","split","container"]}}}},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"shown":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"split"},"children":{"minItems":1,"maxItems":2,"items":{"properties":{"kind":{"enum":["view","navigation","page","container"]}}}},"columns":{"required":["primary"]},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"shown":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"container"},"children":{"items":{"properties":{"kind":{"enum":["view","navigation","page","split","container"]}}}},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false}},{"properties":{"kind":{"const":"alert"},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"shown":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"modalPresentationStyle":false,"modalTransitionStyle":false,"sheetPresentation":false,"adaptivePresentationStyle":false,"modalInPresentation":false,"searchController":false,"searchResultsController":false,"showsSearchResultsController":false,"searchText":false,"automaticallyShowsSearchResultsController":false,"hidesNavigationBarDuringPresentation":false,"obscuresBackgroundDuringPresentation":false},"not":{"properties":{"preferredStyle":{"const":"actionSheet"},"textFields":{"minItems":1}},"required":["preferredStyle","textFields"]}},{"properties":{"kind":{"const":"search"},"navigationBarHidden":false,"toolbarHidden":false,"selectedIndex":false,"customizable":false,"transitionStyle":false,"navigationOrientation":false,"spineLocation":false,"doubleSided":false,"interPageSpacing":false,"showsPageIndicator":false,"spinePolicy":false,"pageIndex":false,"pages":false,"preferredDisplayMode":false,"presentsWithGesture":false,"preferredPrimaryColumnWidthFraction":false,"collapsesSecondaryOntoPrimary":false,"shown":false,"style":false,"preferredSplitBehavior":false,"topColumnForCollapsing":false,"columns":false,"automaticallyForwardsAppearance":false,"releasesHiddenChildrenOnMemoryWarning":false,"children":false,"preferredStyle":false,"message":false,"actions":false,"textFields":false,"modalPresentationStyle":false,"modalTransitionStyle":false,"sheetPresentation":false,"adaptivePresentationStyle":false,"modalInPresentation":false,"searchController":false}}]}},"properties":{"kind":{"type":"string","enum":["view","navigation","tabBar","page","split","container","alert","search"]},"id":{"$ref":"#/components/schemas/Identifier"},"class":{"type":"string","description":"The client class name; default UIViewController / UINavigationController / UITabBarController / UIPageViewController / UISplitViewController / UIAlertController / UISearchController."},"title":{"type":"string"},"navigationItem":{"$ref":"#/components/schemas/NavigationItem"},"tabBarItem":{"$ref":"#/components/schemas/TabBarItem"},"toolbarItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}},"hidesBottomBarWhenPushed":{"type":"boolean","default":false},"shouldSelect":{"type":"boolean","default":true,"description":"What the tab bar controller's delegate answers to tabBarController(_:shouldSelect:) when the user taps this controller's tab (select-tab with userAction); false vetoes the tap (409 tab-selection-vetoed)."},"modalPresentationStyle":{"$ref":"#/components/schemas/ModalPresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: automatic."},"modalTransitionStyle":{"$ref":"#/components/schemas/ModalTransitionStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: coverVertical."},"popoverPresentation":{"$ref":"#/components/schemas/PopoverPresentation","type":"object","description":"The anchor when the controller is shown as a popover: a popover style in a regular width, or an action sheet there (422 action-sheet-needs-anchor without one)."},"sheetPresentation":{"$ref":"#/components/schemas/SheetPresentation","type":"object","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"adaptivePresentationStyle":{"$ref":"#/components/schemas/AdaptivePresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Default: automatic."},"definesPresentationContext":{"type":"boolean","default":false},"modalInPresentation":{"type":"boolean","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable); isModalInPresentation: presented, the controller refuses a user's dismissal (a tap outside its popover, a swipe down on its sheet); programmatic dismissals still dismiss it. Default: false."},"supportedOrientations":{"type":"array","items":{"$ref":"#/components/schemas/Orientation"}},"restorationIdentifier":{"type":"string"},"scene":{"$ref":"#/components/schemas/SceneReference","description":"The storyboard scene the controller was instantiated from, which its segues and unwind actions come from; set by instantiation. Exported specs carry it, so that an imported controller keeps performing segues (from the document's storyboards); a storyboard's own scenes may not set it (invalid-storyboard)."},"userInfo":{"$ref":"#/components/schemas/AnyJSON","description":"Opaque JSON the client keeps with the screen, at most 16 levels deep."},"navigationBarHidden":{"type":"boolean","description":"Navigation controllers only. Default: false."},"toolbarHidden":{"type":"boolean","description":"Navigation controllers only; UIKit hides the toolbar by default. Default: true."},"selectedIndex":{"type":"integer","minimum":0,"maximum":9007199254740992,"description":"Tab bar controllers only; the tab selected at first (422 tab-index-out-of-range beyond the last tab). Default: 0."},"transitionStyle":{"type":"string","enum":["pageCurl","scroll"],"description":"Page view controllers only. Default: pageCurl."},"navigationOrientation":{"type":"string","enum":["horizontal","vertical"],"description":"Page view controllers only. Default: horizontal."},"spineLocation":{"type":"string","enum":["none","min","mid","max"],"description":"Page view controllers only; default min for pageCurl, none for scroll (which has no spine)."},"doubleSided":{"type":"boolean","description":"Page view controllers only; default true for a mid spine (which requires it), else false."},"interPageSpacing":{"type":"number","description":"Page view controllers only (scroll). Default: 0."},"showsPageIndicator":{"type":"boolean","description":"Page view controllers only; a scroll style page control in the chrome. Default: false."},"spinePolicy":{"type":"string","enum":["fixed","book"],"description":"Page view controllers only; book: landscape mid spine with two double-sided pages, portrait min spine with one page (pageCurl only). Default: fixed."},"pages":{"type":"array","description":"Page view controllers only: the data source, in order. Every node gets its id at creation and keeps it; only the pages shown are live. One page is shown for scroll and a single-sided min/max spine, two for a mid spine or double-sided; an odd last page of a two-page layout is paired with a blank page `<id>.blank`.","items":{"$ref":"#/components/schemas/ControllerSpecOrScene"}},"pageIndex":{"type":"integer","minimum":0,"maximum":9007199254740992,"description":"Page view controllers only; the page shown first (422 page-index-out-of-range beyond the last page). Default: 0."},"customizable":{"type":"array","description":"Tab bar controllers only; ids of the tabs More > Edit may move (default all, as UIKit).","items":{"$ref":"#/components/schemas/Identifier"}},"style":{"$ref":"#/components/schemas/SplitStyle","description":"Split view controllers only; unspecified is the classic split (children), doubleColumn and tripleColumn the column styles (columns). Fixed at creation. Default: unspecified."},"preferredDisplayMode":{"$ref":"#/components/schemas/PreferredDisplayMode","description":"Split view controllers only; automatic: side by side in landscape, the secondary only in portrait (a column style: the mode of its behavior that shows one column beside the secondary, or the secondary alone). iOS 8's names are accepted; the two… modes need the tripleColumn style (422 display-mode-not-allowed). Default: automatic."},"preferredSplitBehavior":{"$ref":"#/components/schemas/PreferredSplitBehavior","description":"Split view controllers only, column styles; how the columns share the width; automatic: tile in landscape, overlay in portrait. Default: automatic."},"presentsWithGesture":{"type":"boolean","description":"Split view controllers only; kept (the edge swipe is `set-display-mode`). Default: true."},"preferredPrimaryColumnWidthFraction":{"type":["number","null"],"minimum":0,"maximum":1,"description":"Split view controllers only; null (the default) is UIKit's automaticDimension."},"collapsesSecondaryOntoPrimary":{"type":"boolean","description":"Split view controllers only; what a compact width does with the secondary: true pushes it onto a primary navigation controller (UIKit's default collapse; a phone then shows the detail first), false drops it (a delegate returning true from splitViewController(_:collapseSecondary:onto:), so a phone shows the primary). The classic split's: a column style refuses false (422 split-style-mismatch). Default: true."},"topColumnForCollapsing":{"$ref":"#/components/schemas/CollapsingColumn","description":"Split view controllers only, column styles without a compact column; the column on top once collapsed, the answer of splitViewController(_:topColumnForCollapsingToProposedTopColumn:) to UIKit's proposal (the secondary): the columns after the primary up to it go onto the primary's stack. Default: secondary."},"columns":{"$ref":"#/components/schemas/SplitColumnSpecs","description":"Split view controllers only, column styles (required there, refused on the classic split): the column controllers."},"shown":{"type":"array","description":"Custom container controllers only; the ids of the children whose views are in the container's view (default all; 422 shown-not-a-child for another id).","items":{"$ref":"#/components/schemas/Identifier"}},"automaticallyForwardsAppearance":{"type":"boolean","description":"Custom container controllers only; shouldAutomaticallyForwardAppearanceMethods. false: the container gets its own appearance callbacks and its children none, whatever the screen does, until the client sends begin-appearance and end-appearance for a child (then the child's own containers forward as usual while it is on); the children it shows load with its view. Set at creation. Default: true."},"releasesHiddenChildrenOnMemoryWarning":{"type":"boolean","description":"Custom container controllers only; the View Switcher's policy: on a memory warning the container releases its children that are not shown (willMoveToParent(nil), didMoveToParent(nil), deinit, after its own didReceiveMemoryWarning) and keeps each as the spec that rebuilds it, listed in the node's released; add-child or transition naming one builds it again under its ids, a new instance that loads its view anew. Default: false."},"preferredStyle":{"type":"string","enum":["alert","actionSheet"],"description":"Alert controllers only; an alert in the middle of the screen, or an action sheet: sliding up from the bottom in a compact width, a popover in a regular one (which needs popoverPresentation: 422 action-sheet-needs-anchor). Set at creation. Default: alert."},"message":{"type":"string","description":"Alert controllers only; the text under the title."},"actions":{"type":"array","maxItems":20,"description":"Alert controllers only; the buttons, in order (at most 20): tap-action taps one. At most one has the cancel style (422 alert-cancel-actions, UIKit's assertion).","items":{"$ref":"#/components/schemas/AlertAction"}},"textFields":{"type":"array","maxItems":8,"description":"Alert controllers only, of the alert style (422 text-field-in-action-sheet on an action sheet); at most 8, each with what is typed in it (enter-text changes it).","items":{"$ref":"#/components/schemas/AlertTextField"}},"searchResultsController":{"$ref":"#/components/schemas/ControllerSpecOrScene","description":"Search controllers only; the results controller (init(searchResultsController:)), its one child (no tab bar controller: 422 nested-tab-bar-controller); none: the owner shows the results itself."},"showsSearchResultsController":{"type":"boolean","description":"Search controllers only; whether the results controller's view is shown over the search controller's. Default: what the text gives (shown while it is not empty, with automaticallyShowsSearchResultsController)."},"searchText":{"type":"string","maxLength":1024,"description":"Search controllers only; the search bar's text (search-text changes it). Default: ."},"automaticallyShowsSearchResultsController":{"type":"boolean","description":"Search controllers only; the text shows the results controller while it is not empty. Default: true."},"hidesNavigationBarDuringPresentation":{"type":"boolean","description":"Search controllers only; the owner's navigation bar slides away while search is active. Default: true."},"obscuresBackgroundDuringPresentation":{"type":"boolean","description":"Search controllers only; the content under the search is dimmed and takes no touches (kept; it changes no callback). Default: true."},"searchController":{"$ref":"#/components/schemas/ControllerSpecOrScene","description":"Not for alerts or search controllers; navigationItem.searchController: a search controller (kind search; 422 not-a-search-controller for another kind), built with the controller and kept detached, alive, until activate-search presents it. A search controller anywhere else is 422 search-controller-not-owned. Set at creation."},"children":{"type":"array","description":"Navigation, tab bar, split view and custom container controllers only; the stack (root first), the tabs, the primary then the secondary, or a container's children (no tab bar controller: 422 nested-tab-bar-controller).","items":{"$ref":"#/components/schemas/ControllerSpecOrScene"}}}},"ControllerSpecOrScene":{"description":"A controller spec, or a storyboard scene to instantiate in its place.","oneOf":[{"$ref":"#/components/schemas/ControllerSpec"},{"$ref":"#/components/schemas/SceneInstantiation"}]},"SceneInstantiation":{"type":"object","additionalProperties":false,"required":["storyboard","identifier"],"description":"`instantiateViewController(withIdentifier:)`: the scene's spec, with its scene references\nbuilt in (a container's embed segues are performed when its view loads, see perform-segue),\nstands for this one before anything is checked or built. Every instantiation gives the\nscene's controllers fresh ids (`vc1`, … in creation order); `id` names the scene's root\ncontroller. Each scene's root gets `scene`. The storyboard is the session's copy when it\nhas one, else the tenant's, of which the session then takes its copy (404\n`unknown-storyboard` when neither has it, 404 `unknown-scene` for an identifier it\nlacks). In a storyboard's own scenes it names a scene of the same storyboard, without `id`.\n","properties":{"storyboard":{"type":"string"},"identifier":{"type":"string","description":"The scene's storyboard identifier."},"id":{"$ref":"#/components/schemas/Identifier"}}},"SceneReference":{"type":"object","additionalProperties":false,"required":["storyboard","identifier"],"properties":{"storyboard":{"type":"string"},"identifier":{"type":"string"}}},"PreferredDisplayMode":{"type":"string","enum":["automatic","secondaryOnly","oneBesideSecondary","oneOverSecondary","twoBesideSecondary","twoOverSecondary","twoDisplaceSecondary","primaryHidden","allVisible","primaryOverlay"]},"NullablePreferredDisplayMode":{"type":["string","null"],"enum":["automatic","secondaryOnly","oneBesideSecondary","oneOverSecondary","twoBesideSecondary","twoOverSecondary","twoDisplaceSecondary","primaryHidden","allVisible","primaryOverlay",null],"description":"A PreferredDisplayMode, or null (the tests check it lists PreferredDisplayMode's values)."},"DisplayMode":{"type":"string","enum":["secondaryOnly","oneBesideSecondary","oneOverSecondary","twoBesideSecondary","twoOverSecondary","twoDisplaceSecondary"]},"DisplayModeBody":{"type":"object","additionalProperties":false,"required":["mode"],"properties":{"mode":{"type":"string","enum":["secondaryOnly","oneBesideSecondary","oneOverSecondary","twoBesideSecondary","twoOverSecondary","twoDisplaceSecondary","primaryHidden","allVisible","primaryOverlay"]},"animated":{"type":"boolean","default":true}}},"ColumnBody":{"type":"object","additionalProperties":false,"required":["column"],"properties":{"column":{"type":"string","enum":["primary","supplementary","secondary","compact"],"description":"The column; compact is refused (422 unknown-column), and so is secondary by hide-column (422 secondary-not-hideable)."},"animated":{"type":"boolean","default":true}}},"SplitStyle":{"type":"string","enum":["unspecified","doubleColumn","tripleColumn"]},"SplitBehavior":{"type":"string","enum":["tile","overlay","displace"]},"PreferredSplitBehavior":{"type":"string","enum":["automatic","tile","overlay","displace"]},"NullablePreferredSplitBehavior":{"type":["string","null"],"enum":["automatic","tile","overlay","displace",null],"description":"A PreferredSplitBehavior, or null (the tests check it lists PreferredSplitBehavior's values)."},"CollapsingColumn":{"type":"string","enum":["primary","supplementary","secondary"],"description":"A column a collapse can end on (the compact column, when there is one, is always shown)."},"NullableCollapsingColumn":{"type":["string","null"],"enum":["primary","supplementary","secondary",null],"description":"A CollapsingColumn, or null (the tests check it lists CollapsingColumn's values)."},"SplitColumnSpecs":{"type":"object","additionalProperties":false,"required":["primary"],"description":"A column-style split's columns (setViewController(_:for:)); supplementary in the tripleColumn style only.","properties":{"primary":{"$ref":"#/components/schemas/ControllerSpecOrScene"},"supplementary":{"$ref":"#/components/schemas/ControllerSpecOrScene"},"secondary":{"$ref":"#/components/schemas/ControllerSpecOrScene"},"compact":{"$ref":"#/components/schemas/ControllerSpecOrScene"},"stacked":{"type":"array","maxItems":2,"description":"What an export writes of a split collapsed onto its primary: the columns whose navigation controllers are on the primary's stack above its own controllers, in stack order (given there, not beside). A client's spec names none (422 split-style-mismatch); an import must name one distinct column for each navigation controller there, and only for a split collapsed without a compact column (422 invalid-restoration).","items":{"$ref":"#/components/schemas/CollapsingColumn"}}}},"SplitColumnIDs":{"type":"object","additionalProperties":false,"required":["primary","secondary"],"description":"viewController(for:) of each column: its navigation controller (the compact column's controller), a child of the split or, collapsed, on the primary's stack; null for an empty column. supplementary in the tripleColumn style only, compact only when there is one.","properties":{"primary":{"$ref":"#/components/schemas/Identifier"},"supplementary":{"type":["string","null"]},"secondary":{"type":["string","null"]},"compact":{"$ref":"#/components/schemas/Identifier"}}},"AddChildBody":{"type":"object","additionalProperties":false,"required":["controller"],"properties":{"controller":{"$ref":"#/components/schemas/ControllerReference"},"shown":{"type":"boolean","default":true,"description":"Whether its view goes into the container's."},"didMove":{"type":"boolean","default":true,"description":"false: didMoveToParent waits for a did-move action."},"animated":{"type":"boolean","default":true}}},"ChildBody":{"type":"object","additionalProperties":false,"required":["child"],"properties":{"child":{"$ref":"#/components/schemas/Identifier"},"animated":{"type":"boolean","default":true,"description":"Checked, with no effect: did-move sends no appearance callbacks."}}},"RemoveChildBody":{"type":"object","additionalProperties":false,"required":["child"],"properties":{"child":{"$ref":"#/components/schemas/Identifier"},"animated":{"type":"boolean","default":true},"keep":{"type":"boolean","default":false,"description":"true: the container keeps the controller alive and detached (its kept) instead of releasing it."}}},"BeginAppearanceBody":{"type":"object","additionalProperties":false,"required":["child","appearing"],"properties":{"child":{"$ref":"#/components/schemas/Identifier"},"appearing":{"type":"boolean","description":"true: viewWillAppear (the child must be disappeared); false: viewWillDisappear (it must be appeared)."},"animated":{"type":"boolean","default":true}}},"EndAppearanceBody":{"type":"object","additionalProperties":false,"required":["child"],"properties":{"child":{"$ref":"#/components/schemas/Identifier"}}},"TransitionBody":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"$ref":"#/components/schemas/Identifier"},"to":{"$ref":"#/components/schemas/ControllerReference"},"options":{"type":"string","enum":["none","flipFromLeft","flipFromRight","flipFromTop","flipFromBottom","curlUp","curlDown","crossDissolve"],"default":"none"},"duration":{"type":"number","minimum":0,"maximum":60,"default":0.3},"keep":{"type":"boolean","default":false,"description":"true: a `from` that leaves the container is kept alive and detached (its kept) instead of released."}}},"PerformSegueBody":{"type":"object","additionalProperties":false,"required":["identifier"],"properties":{"identifier":{"type":"string","description":"A segue of the source's scene."},"userInfo":{"$ref":"#/components/schemas/AnyJSON","description":"The payload: handed to prepare(for:sender:) (the callbacks' `segue.userInfo`), set as the destination's userInfo, and checked against the segue's `requires` on a user's trigger. At most as deep as a controller's userInfo."},"sender":{"$ref":"#/components/schemas/Identifier","description":"A controller of the session, handed on as the sender."},"userAction":{"type":"boolean","default":false,"description":"true: a user's trigger, which shouldPerformSegue may veto; false: performSegue(withIdentifier:sender:), never asked."},"animated":{"type":"boolean","default":true}}},"ControllerReference":{"description":"The id of a controller in the session, or a spec of a new one (or a scene to instantiate).","oneOf":[{"$ref":"#/components/schemas/Identifier"},{"$ref":"#/components/schemas/ControllerSpecOrScene"}]},"ControllerBody":{"type":"object","additionalProperties":false,"required":["controller"],"properties":{"controller":{"$ref":"#/components/schemas/ControllerReference"},"animated":{"type":"boolean","default":true}}},"PopToBody":{"type":"object","additionalProperties":false,"required":["controller"],"properties":{"controller":{"$ref":"#/components/schemas/Identifier"},"animated":{"type":"boolean","default":true}}},"AnimatedBody":{"type":"object","additionalProperties":false,"properties":{"animated":{"type":"boolean","default":true}}},"PopBody":{"type":"object","additionalProperties":false,"if":{"required":["interactive"]},"then":{"properties":{"animated":{"const":true}}},"properties":{"animated":{"type":"boolean","default":true},"interactive":{"type":"string","enum":["finished","cancelled"],"description":"An edge swipe back the user finished (a pop) or cancelled (nothing moves); always animated."}}},"DismissBody":{"type":"object","additionalProperties":false,"properties":{"reason":{"type":"string","enum":["programmatic","outside","swipe"],"default":"programmatic"},"tappedController":{"$ref":"#/components/schemas/Identifier","description":"Only with reason outside; where the tap lands."},"interactive":{"type":"string","enum":["finished","cancelled"],"default":"finished","description":"Only with reason swipe; whether the user finished or cancelled the swipe down."},"animated":{"type":"boolean","default":true}},"dependentSchemas":{"tappedController":{"required":["reason"],"properties":{"reason":{"const":"outside"}}},"interactive":{"required":["reason"],"properties":{"reason":{"const":"swipe"}}}}},"SelectTabBody":{"type":"object","additionalProperties":false,"description":"Exactly one of `index`, `controller` or `more: true` (400 `invalid-body` otherwise).","if":{"required":["more"],"properties":{"more":{"const":true}}},"then":{"properties":{"index":false,"controller":false}},"else":{"if":{"required":["index"]},"then":{"properties":{"controller":false}},"else":{"required":["controller"]}},"properties":{"index":{"type":"integer","minimum":0,"maximum":9007199254740992,"description":"A tab (422 tab-index-out-of-range beyond the last, and for a negative index)."},"controller":{"$ref":"#/components/schemas/Identifier"},"more":{"type":"boolean","default":false,"description":"true: the More list (false is the same as leaving it out)."},"popToRootOnReselect":{"type":"boolean","default":false},"userAction":{"type":"boolean","default":false,"description":"true: a user's tap (the delegate is asked and told); false: selectedViewController set by code."},"animated":{"type":"boolean","default":true}}},"ReorderTabsBody":{"type":"object","additionalProperties":false,"required":["order"],"properties":{"order":{"type":"array","items":{"$ref":"#/components/schemas/Identifier"}}}},"ControllersBody":{"type":"object","additionalProperties":false,"required":["controllers"],"properties":{"controllers":{"type":"array","items":{"$ref":"#/components/schemas/ControllerReference"}},"direction":{"type":"string","enum":["forward","reverse"],"description":"Page view controllers: which way the page animates (no effect on the state)."},"animated":{"type":"boolean","default":true}}},"SetDetentBody":{"type":"object","additionalProperties":false,"required":["detent"],"properties":{"detent":{"$ref":"#/components/schemas/DetentIdentifier"},"userAction":{"type":"boolean","default":false,"description":"true: the user dragged the sheet there (its delegate is told); false: selectedDetentIdentifier set by code."}}},"TapActionBody":{"type":"object","additionalProperties":false,"required":["action"],"properties":{"action":{"description":"The action's index among the alert's actions, or its title (the first action with it).","oneOf":[{"type":"integer","minimum":0,"maximum":9007199254740992},{"type":"string"}]}}},"EnterTextBody":{"type":"object","additionalProperties":false,"required":["textField","text"],"properties":{"textField":{"type":"integer","minimum":0,"maximum":9007199254740992,"description":"The text field's index."},"text":{"type":"string","maxLength":1024}}},"SearchTextBody":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":1024,"description":"What the search bar holds (1","024 characters at most; empty clears it).":null}}},"TurnPageBody":{"type":"object","additionalProperties":false,"required":["direction"],"properties":{"direction":{"type":"string","enum":["forward","reverse"]},"animated":{"type":"boolean","default":true}}},"SetPageBody":{"type":"object","additionalProperties":false,"required":["index"],"properties":{"index":{"type":"integer","minimum":0,"maximum":9007199254740992,"description":"A page of the data source (422 page-index-out-of-range beyond the last, and for a negative index)."},"animated":{"type":"boolean","default":true}}},"TraitsPatch":{"type":"object","additionalProperties":false,"properties":{"idiom":{"type":"string","enum":["phone","pad"]},"orientation":{"$ref":"#/components/schemas/Orientation"},"horizontalSizeClass":{"$ref":"#/components/schemas/NullableSizeClass"},"verticalSizeClass":{"$ref":"#/components/schemas/NullableSizeClass"}}},"ControllerPatch":{"type":"object","additionalProperties":false,"description":"A JSON merge patch (RFC 7396): a field set changes, `null` returns it to UIKit's default,\nan absent field stays. A field of another kind is refused with 422 `field-not-applicable`\n(as in a spec), then a field that cannot change with 422 `immutable-field`, whatever its\nvalue (`propertyNames` lists them for validators and test generators).\n","propertyNames":{"not":{"enum":["id","kind","class","children","selectedIndex","customizable","transitionStyle","navigationOrientation","spineLocation","interPageSpacing","showsPageIndicator","spinePolicy","pages","pageIndex","scene","shown","automaticallyForwardsAppearance","preferredStyle","textFields","searchResultsController","searchText","searchController"]}},"properties":{"title":{"type":["string","null"]},"navigationItem":{"$ref":"#/components/schemas/NavigationItemPatch"},"tabBarItem":{"$ref":"#/components/schemas/TabBarItemPatch"},"toolbarItems":{"type":["array","null"],"items":{"$ref":"#/components/schemas/BarButtonItem"}},"hidesBottomBarWhenPushed":{"type":["boolean","null"]},"shouldSelect":{"type":["boolean","null"]},"modalPresentationStyle":{"$ref":"#/components/schemas/NullableModalPresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"modalTransitionStyle":{"$ref":"#/components/schemas/NullableModalTransitionStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"popoverPresentation":{"$ref":"#/components/schemas/PopoverPresentation","description":"Replaced whole; null removes it. The passthrough list applies to the next tap outside."},"sheetPresentation":{"$ref":"#/components/schemas/SheetPresentation","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). Replaced whole; null returns to UIKit's default (detents [large]). On a sheet on screen it applies at once (as inside animateChanges): the sheet rests at the selected detent, with no callback."},"adaptivePresentationStyle":{"$ref":"#/components/schemas/NullableAdaptivePresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable). On a presented controller it applies at once: the presentation adapts again, with the callbacks of what comes on or leaves the screen (422 popover-needs-anchor when it would become a popover with no anchor)."},"definesPresentationContext":{"type":["boolean","null"]},"modalInPresentation":{"type":["boolean","null"],"description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"supportedOrientations":{"type":["array","null"],"items":{"$ref":"#/components/schemas/Orientation"}},"restorationIdentifier":{"type":["string","null"]},"scene":{"description":"Refused with 422 immutable-field; a controller keeps the scene it was instantiated from."},"userInfo":{"$ref":"#/components/schemas/AnyJSON","description":"Opaque JSON; null removes it."},"navigationBarHidden":{"type":["boolean","null"],"description":"Navigation controllers only."},"toolbarHidden":{"type":["boolean","null"],"description":"Navigation controllers only."},"id":{"description":"Refused with 422 immutable-field."},"kind":{"description":"Refused with 422 immutable-field."},"class":{"description":"Refused with 422 immutable-field."},"children":{"description":"Refused with 422 immutable-field; use set-view-controllers."},"selectedIndex":{"description":"Refused with 422 immutable-field; use select-tab."},"customizable":{"description":"Refused with 422 immutable-field; set-view-controllers makes every tab customizable."},"transitionStyle":{"description":"Refused with 422 immutable-field."},"navigationOrientation":{"description":"Refused with 422 immutable-field."},"spineLocation":{"description":"Refused with 422 immutable-field."},"doubleSided":{"type":["boolean","null"],"description":"Page view controllers only; as UIKit's isDoubleSided, settable: the pages shown are re-paired (with their callbacks) so that the first page shown stays. A mid spine requires it (422 mid-spine-requires-double-sided); a book sets it from the orientation (422 invalid-page-configuration); null returns to the spine's default."},"interPageSpacing":{"description":"Refused with 422 immutable-field."},"showsPageIndicator":{"description":"Refused with 422 immutable-field."},"spinePolicy":{"description":"Refused with 422 immutable-field."},"preferredDisplayMode":{"$ref":"#/components/schemas/NullablePreferredDisplayMode","description":"Split view controllers only; the display mode in force follows it, with the primary's appearance callbacks."},"presentsWithGesture":{"type":["boolean","null"],"description":"Split view controllers only."},"preferredPrimaryColumnWidthFraction":{"type":["number","null"],"minimum":0,"maximum":1,"description":"Split view controllers only."},"collapsesSecondaryOntoPrimary":{"type":["boolean","null"],"description":"Split view controllers only; the next collapse follows it. false on a column style is 422 split-style-mismatch."},"style":{"description":"Refused with 422 immutable-field."},"preferredSplitBehavior":{"$ref":"#/components/schemas/NullablePreferredSplitBehavior","description":"Split view controllers only, column styles (422 split-style-mismatch on the classic split); the behavior and the display mode in force follow it, with the appearance callbacks of the columns that come and go."},"topColumnForCollapsing":{"$ref":"#/components/schemas/NullableCollapsingColumn","description":"Split view controllers only, column styles (422 split-style-mismatch on the classic split); the next collapse follows it."},"columns":{"description":"Refused with 422 immutable-field; show-detail changes the secondary."},"shown":{"description":"Refused with 422 immutable-field; add-child, remove-child and transition change it."},"automaticallyForwardsAppearance":{"description":"Refused with 422 immutable-field."},"releasesHiddenChildrenOnMemoryWarning":{"type":["boolean","null"],"description":"Custom container controllers only; the next memory warning follows it; null returns to false."},"pages":{"description":"Refused with 422 immutable-field."},"pageIndex":{"description":"Refused with 422 immutable-field; use set-page."},"preferredStyle":{"description":"Refused with 422 immutable-field."},"message":{"type":["string","null"],"description":"Alert controllers only; null removes it."},"actions":{"type":["array","null"],"maxItems":20,"description":"Alert controllers only; replaced whole (an app enabling its Save button once the text is valid); null removes them all. At most one cancel action (422 alert-cancel-actions).","items":{"$ref":"#/components/schemas/AlertAction"}},"textFields":{"description":"Refused with 422 immutable-field; enter-text changes what is typed."},"searchResultsController":{"description":"Refused with 422 immutable-field."},"showsSearchResultsController":{"type":["boolean","null"],"description":"Search controllers only; the results controller's view is shown or hidden at once (its appearance callbacks while search is active); null returns to what the text gives."},"searchText":{"description":"Refused with 422 immutable-field; search-text changes it."},"automaticallyShowsSearchResultsController":{"type":["boolean","null"],"description":"Search controllers only; the next text change follows it."},"hidesNavigationBarDuringPresentation":{"type":["boolean","null"],"description":"Search controllers only; applies to the bar at once while search is active."},"obscuresBackgroundDuringPresentation":{"type":["boolean","null"],"description":"Search controllers only."},"searchController":{"description":"Refused with 422 immutable-field; a controller keeps the search controller it was created with."}}},"NavigationItemPatch":{"type":["object","null"],"additionalProperties":false,"properties":{"title":{"type":["string","null"]},"prompt":{"type":["string","null"]},"backButtonTitle":{"type":["string","null"]},"hidesBackButton":{"type":["boolean","null"]},"leftItemsSupplementBackButton":{"type":["boolean","null"]},"leftItems":{"type":["array","null"],"items":{"$ref":"#/components/schemas/BarButtonItem"}},"rightItems":{"type":["array","null"],"items":{"$ref":"#/components/schemas/BarButtonItem"}}}},"TabBarItemPatch":{"type":["object","null"],"additionalProperties":false,"properties":{"title":{"type":["string","null"]},"image":{"type":["string","null"]},"badgeValue":{"type":["string","null"]},"tag":{"type":["integer","null"],"minimum":-9007199254740992,"maximum":9007199254740992}}},"NavigationItem":{"type":"object","additionalProperties":false,"description":"Fields at their default (false, empty, absent) are left out of snapshots.","properties":{"title":{"type":"string","description":"Bar title; the controller's title when absent."},"prompt":{"type":"string"},"backButtonTitle":{"type":"string","description":"What the next controller's back button shows for this one."},"hidesBackButton":{"type":"boolean","default":false},"leftItemsSupplementBackButton":{"type":"boolean","default":false,"description":"Without it, left items replace the back button."},"leftItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}},"rightItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}}}},"TabBarItem":{"type":"object","additionalProperties":false,"properties":{"title":{"type":"string"},"image":{"type":"string"},"badgeValue":{"type":"string"},"tag":{"type":"integer","minimum":-9007199254740992,"maximum":9007199254740992,"default":0}}},"BarButtonItem":{"type":"object","additionalProperties":false,"properties":{"title":{"type":"string"},"image":{"type":"string"},"systemItem":{"type":"string","enum":["done","cancel","edit","save","add","flexibleSpace","fixedSpace","compose","reply","action","organize","bookmarks","search","refresh","stop","camera","trash","play","pause","rewind","fastForward","undo","redo","close"]},"style":{"type":"string","enum":["plain","done"],"default":"plain"},"enabled":{"type":"boolean","default":true}}},"DetentIdentifier":{"type":"string","pattern":"^[A-Za-z0-9._~-]{1,64}$","description":"`medium`, `large`, or a custom detent's identifier."},"SystemDetent":{"type":"string","enum":["medium","large"],"description":"`medium` (about half the screen, inactive in a compact height) or `large` (full height)."},"CustomDetent":{"type":"object","additionalProperties":false,"required":["identifier","height"],"description":"A custom detent (iOS 16) and its height in points.","properties":{"identifier":{"$ref":"#/components/schemas/DetentIdentifier"},"height":{"type":"number","exclusiveMinimum":0,"maximum":100000,"description":"Points."}}},"SheetPresentation":{"type":["object","null"],"additionalProperties":false,"description":"How the controller rests when presented as a page or form sheet (iOS 15+\n`sheetPresentationController`), configured before `present` or PATCHed on a sheet shown.\n`detents` from the smallest to the largest (UIKit's default `[large]`; never empty; each\nidentifier once; `large`, which is full height, last): `medium` (about half the screen,\ninactive in a compact height), `large`, or a custom detent (iOS 16)\n`{\"identifier\", \"height\"}` in points. `selectedDetent` (selectedDetentIdentifier; absent:\nthe smallest) and `largestUndimmedDetent` (largestUndimmedDetentIdentifier; absent: every\ndetent dims what the sheet covers) name detents of the list. `prefersGrabberVisible`\nshows the grabber. 400 `invalid-body` for anything else. `set-detent` moves the sheet.\n","properties":{"detents":{"type":"array","minItems":1,"maxItems":16,"default":["large"],"items":{"oneOf":[{"$ref":"#/components/schemas/SystemDetent"},{"$ref":"#/components/schemas/CustomDetent"}]}},"selectedDetent":{"$ref":"#/components/schemas/DetentIdentifier"},"largestUndimmedDetent":{"$ref":"#/components/schemas/DetentIdentifier"},"prefersGrabberVisible":{"type":"boolean","default":false}}},"PopoverPresentation":{"type":["object","null"],"additionalProperties":false,"description":"What a popover is anchored to (`popoverPresentationController`): `sourceController`, the\ncontroller whose view or bar holds the anchor, with `barButtonItem` (an item of its\nnavigation item's left or right items, or of its toolbar items, by index or system item)\nor `sourceRect` (in its view), or neither (its whole view). When the presentation is\nshown as a popover (a regular width, or `adaptivePresentationStyle: none`), a missing\nanchor is refused with 422 `popover-needs-anchor` (UIKit's NSGenericException), an anchor\noff screen or a bar item the controller lacks with 409 `popover-anchor-unavailable`, an\nunknown controller with 404. A popover on screen keeps an anchor (a PATCH removing it: 422\n`popover-needs-anchor`), and so does an imported one; a PATCH that makes a presentation a\npopover, or changes a popover's anchor, has its anchor checked as above (but not for being\non screen); a change of traits that would show as a\npopover a presentation that names no anchor is refused the same way, while one whose anchor\nhas left the session since keeps showing. A tap outside (`dismiss` with `reason: outside`)\ndismisses the popover unless it lands on (or inside) a passthrough controller. A second\npopover while one shows follows the presentation rules (MOD-E3): from the same presenter\n409 `already-presenting`; from the popover's own content it is presented over it. MOD-E5\nis the other rule: a currentContext or overCurrentContext presentation inside a popover\nneeds coverVertical. An anchor (`barButtonItem` or `sourceRect`, not both) needs\n`sourceController` (400 `invalid-body` otherwise).\n","if":{"required":["barButtonItem"]},"then":{"required":["sourceController"],"properties":{"sourceRect":false}},"else":{"if":{"required":["sourceRect"]},"then":{"required":["sourceController"]}},"properties":{"sourceController":{"$ref":"#/components/schemas/Identifier"},"barButtonItem":{"$ref":"#/components/schemas/PopoverBarButtonAnchor"},"sourceRect":{"$ref":"#/components/schemas/PopoverSourceRect"},"permittedArrowDirections":{"type":"array","minItems":1,"description":"Default all four (UIKit's .any).","items":{"type":"string","enum":["up","down","left","right"]}},"passthroughControllers":{"type":"array","description":"passthroughViews, as controllers whose views keep their touches while the popover shows.","items":{"$ref":"#/components/schemas/Identifier"}}}},"PopoverBarButtonAnchor":{"type":"object","additionalProperties":false,"required":["bar"],"description":"Exactly one of index and systemItem (400 `invalid-body` otherwise).","properties":{"bar":{"type":"string","enum":["left","right","toolbar"]},"index":{"type":"integer","minimum":0,"maximum":9007199254740992},"systemItem":{"type":"string","enum":["done","cancel","edit","save","add","flexibleSpace","fixedSpace","compose","reply","action","organize","bookmarks","search","refresh","stop","camera","trash","play","pause","rewind","fastForward","undo","redo","close"]}},"if":{"required":["index"]},"then":{"properties":{"systemItem":false}},"else":{"required":["systemItem"]}},"PopoverSourceRect":{"type":"object","additionalProperties":false,"required":["x","y","width","height"],"properties":{"x":{"type":"number"},"y":{"type":"number"},"width":{"type":"number","minimum":0},"height":{"type":"number","minimum":0}}},"AdaptivePresentationStyle":{"type":"string","enum":["automatic","none","fullScreen","overFullScreen","pageSheet","formSheet"],"description":"What the presentation becomes in a compact environment, as a presentation delegate's\nadaptivePresentationStyle(for:traitCollection:) answers: automatic is UIKit's own\nadaptation (in a compact width form sheets, page sheets and popovers become page sheets;\nin a compact height a popover becomes a form sheet), none keeps the requested style (a\npopover stays a popover), the others replace it.\n"},"NullableAdaptivePresentationStyle":{"type":["string","null"],"enum":["automatic","none","fullScreen","overFullScreen","pageSheet","formSheet",null],"description":"An AdaptivePresentationStyle, or null (the tests check it lists AdaptivePresentationStyle's values)."},"ModalPresentationStyle":{"type":"string","enum":["automatic","fullScreen","pageSheet","formSheet","currentContext","overFullScreen","overCurrentContext","popover"]},"ShownPresentationStyle":{"type":"string","enum":["automatic","fullScreen","pageSheet","formSheet","currentContext","overFullScreen","overCurrentContext","popover","custom"],"description":"A ModalPresentationStyle, or custom: the style UIAlertController presents an alert in (requested and shown), and an action sheet in a compact width (requested popover). A client cannot ask for custom."},"AlertAction":{"type":"object","additionalProperties":false,"required":["title"],"description":"A UIAlertAction, a button of an alert.","properties":{"title":{"type":"string","minLength":1,"maxLength":256},"style":{"type":"string","enum":["default","cancel","destructive"],"default":"default"},"enabled":{"type":"boolean","default":true,"description":"isEnabled: a disabled button does not respond to a tap (409 alert-action-disabled)."}}},"AlertActionDetail":{"type":"object","additionalProperties":false,"required":["index","title"],"description":"On alertActionHandler: the action tapped, and the texts of the alert's text fields (when it has some) as the handler reads them.","properties":{"index":{"type":"integer","minimum":0},"title":{"type":"string"},"texts":{"type":"array","items":{"type":"string"}}}},"AlertTextField":{"type":"object","additionalProperties":false,"description":"A text field of an alert (addTextField(configurationHandler:)).","properties":{"placeholder":{"type":"string","maxLength":1024},"secure":{"type":"boolean","default":false,"description":"isSecureTextEntry."},"text":{"type":"string","maxLength":1024,"default":"","description":"What is typed in it; enter-text changes it."}}},"NullableModalPresentationStyle":{"type":["string","null"],"enum":["automatic","fullScreen","pageSheet","formSheet","currentContext","overFullScreen","overCurrentContext","popover",null],"description":"A ModalPresentationStyle, or null (the tests check it lists ModalPresentationStyle's values)."},"ModalTransitionStyle":{"type":"string","enum":["coverVertical","flipHorizontal","crossDissolve","partialCurl"]},"NullableModalTransitionStyle":{"type":["string","null"],"enum":["coverVertical","flipHorizontal","crossDissolve","partialCurl",null],"description":"A ModalTransitionStyle, or null (the tests check it lists ModalTransitionStyle's values)."},"Snapshot":{"type":"object","additionalProperties":false,"required":["session","revision","traits","window","visible"],"properties":{"session":{"$ref":"#/components/schemas/Identifier"},"revision":{"type":"integer","minimum":1},"expiresAt":{"$ref":"#/components/schemas/ExpiresAt"},"traits":{"$ref":"#/components/schemas/Traits"},"callbacks":{"$ref":"#/components/schemas/CallbackGroups"},"window":{"$ref":"#/components/schemas/Window"},"visible":{"$ref":"#/components/schemas/Visible"}}},"MutationResult":{"type":"object","additionalProperties":false,"required":["session","revision","events"],"description":"A snapshot with the callbacks of the change; `changed` only for PATCH (and batches with\na patch). With `Prefer: return=minimal` only `session`, `revision`, `events` and\n`changed`. In a batch's answer each event carries `action`, the index of the action that\ncaused it. A dry run's answer shows the revision the session would reach and `dryRun: true`.\n","properties":{"session":{"$ref":"#/components/schemas/Identifier"},"revision":{"type":"integer","minimum":1},"expiresAt":{"$ref":"#/components/schemas/ExpiresAt"},"traits":{"$ref":"#/components/schemas/Traits"},"callbacks":{"$ref":"#/components/schemas/CallbackGroups"},"window":{"$ref":"#/components/schemas/Window"},"visible":{"$ref":"#/components/schemas/Visible"},"events":{"type":"array","items":{"$ref":"#/components/schemas/LifecycleEvent"}},"dryRun":{"type":"boolean","enum":[true]},"changed":{"type":"array","description":"Dotted names of the chrome fields that changed: path, navigationBar, navigationBar.title, navigationBar.prompt, navigationBar.backButtonTitle, navigationBar.hidden, navigationBar.leftItems, navigationBar.rightItems, toolbar.hidden, toolbar.items, tabBar.hidden, tabBar.items, tabBar.selectedItem, pageIndicator, splitView.","items":{"type":"string"}},"resolvedAs":{"$ref":"#/components/schemas/ShowResolution","description":"show and show-detail only: what the action became."},"resolved":{"type":"array","description":"In a batch's answer, what each show and show-detail became, by action index.","items":{"type":"object","additionalProperties":false,"required":["action","resolvedAs"],"properties":{"action":{"type":"integer","minimum":0},"resolvedAs":{"$ref":"#/components/schemas/ShowResolution"}}}}}},"ShowResolution":{"type":"string","enum":["push","replace-secondary","replace-primary","present"]},"Window":{"type":"object","additionalProperties":false,"required":["root"],"properties":{"root":{"$ref":"#/components/schemas/Controller"}}},"Controller":{"type":"object","additionalProperties":false,"required":["id","kind","class","title","appearance","viewLoaded","children","presented"],"properties":{"id":{"$ref":"#/components/schemas/Identifier"},"kind":{"type":"string","enum":["view","navigation","tabBar","page","split","container","alert","search"]},"class":{"type":"string"},"title":{"type":["string","null"]},"appearance":{"type":"string","enum":["disappeared","appearing","appeared","disappearing"]},"viewLoaded":{"type":"boolean"},"topViewController":{"$ref":"#/components/schemas/Identifier","description":"Navigation controllers only."},"navigationBarHidden":{"type":"boolean","description":"Navigation controllers only."},"toolbarHidden":{"type":"boolean","description":"Navigation controllers only."},"selectedIndex":{"type":["integer","null"],"description":"Tab bar controllers only; null while the More list itself is shown (UIKit's NSNotFound)."},"selectedViewController":{"$ref":"#/components/schemas/Identifier","description":"Tab bar controllers only; the selected tab, or the More navigation controller's id (`<tab bar id>.more`) while its list is shown."},"customizable":{"type":"array","description":"Tab bar controllers only; the tabs reorder-tabs may move.","items":{"$ref":"#/components/schemas/Identifier"}},"moreNavigationController":{"$ref":"#/components/schemas/MoreNavigationController","description":"Tab bar controllers only; null while every tab fits in the bar."},"transitionStyle":{"type":"string","enum":["pageCurl","scroll"],"description":"Page view controllers only."},"navigationOrientation":{"type":"string","enum":["horizontal","vertical"],"description":"Page view controllers only."},"spineLocation":{"type":"string","enum":["none","min","mid","max"],"description":"Page view controllers only."},"doubleSided":{"type":"boolean","description":"Page view controllers only."},"interPageSpacing":{"type":"number","description":"Page view controllers only."},"showsPageIndicator":{"type":"boolean","description":"Page view controllers only."},"spinePolicy":{"type":"string","enum":["fixed","book"],"description":"Page view controllers only."},"pageIndex":{"type":"integer","description":"Page view controllers only; the first page shown."},"pageCount":{"type":"integer","description":"Page view controllers only; the pages of the data source."},"pages":{"type":"array","description":"Page view controllers only; the data source's page ids (children holds only the pages shown).","items":{"$ref":"#/components/schemas/Identifier"}},"style":{"$ref":"#/components/schemas/SplitStyle","description":"Split view controllers only; written for the column styles (a classic split's node has none, nor preferredSplitBehavior, splitBehavior, topColumnForCollapsing and columns; a column style's has no collapsesSecondaryOntoPrimary)."},"preferredDisplayMode":{"$ref":"#/components/schemas/PreferredDisplayMode","description":"Split view controllers only; the new names."},"displayMode":{"$ref":"#/components/schemas/DisplayMode","description":"Split view controllers only; the mode in force while expanded (never automatic)."},"preferredSplitBehavior":{"$ref":"#/components/schemas/PreferredSplitBehavior","description":"Split view controllers only","column styles.":null},"splitBehavior":{"$ref":"#/components/schemas/SplitBehavior","description":"Split view controllers only, column styles; the behavior in force, which decides the display modes allowed."},"topColumnForCollapsing":{"$ref":"#/components/schemas/CollapsingColumn","description":"Split view controllers only","column styles.":null},"columns":{"$ref":"#/components/schemas/SplitColumnIDs","description":"Split view controllers only, column styles; `children` lists the columns that are the split's children in column order (collapsed, those on the primary's stack are not)."},"isCollapsed":{"type":"boolean","description":"Split view controllers only; a compact width: only the primary is on screen, the secondary on its stack when it is a navigation controller (else kept aside as a child, off screen; or dropped with collapsesSecondaryOntoPrimary false)."},"presentsWithGesture":{"type":"boolean","description":"Split view controllers only."},"preferredPrimaryColumnWidthFraction":{"type":["number","null"],"description":"Split view controllers only; null is automatic."},"collapsesSecondaryOntoPrimary":{"type":"boolean","description":"Split view controllers only."},"shown":{"type":"array","description":"Custom container controllers only; the children whose views are in its view (children lists all of UIKit's children).","items":{"$ref":"#/components/schemas/Identifier"}},"awaitingDidMove":{"type":"array","description":"Custom container controllers only; children added with didMove left to the client and not yet told.","items":{"$ref":"#/components/schemas/Identifier"}},"released":{"type":"array","description":"Custom container controllers only; the ids of children it released on a memory warning (releasesHiddenChildrenOnMemoryWarning), held for them: add-child or transition naming one rebuilds it.","items":{"$ref":"#/components/schemas/Identifier"}},"pendingEmbeds":{"type":"array","description":"Custom container controllers instantiated from a storyboard scene only, while their view has not loaded: the identifiers of the scene's embed segues, performed when it loads (their destinations become its children then).","items":{"type":"string"}},"kept":{"type":"array","description":"Custom container controllers only, when it keeps some: the controllers it removed with keep, alive and detached (no parent, disappeared), whole, in the order it kept them; add-child or transition on this container adds one back.","items":{"$ref":"#/components/schemas/Controller"}},"automaticallyForwardsAppearance":{"type":"boolean","enum":[false],"description":"Custom container controllers only; written when false: the client drives its children's appearance."},"releasesHiddenChildrenOnMemoryWarning":{"type":"boolean","enum":[true],"description":"Custom container controllers only; written when true."},"navigationItem":{"$ref":"#/components/schemas/NavigationItem"},"tabBarItem":{"$ref":"#/components/schemas/TabBarItem"},"toolbarItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}},"hidesBottomBarWhenPushed":{"type":"boolean","enum":[true]},"shouldSelect":{"type":"boolean","enum":[false],"description":"Written when false."},"modalPresentationStyle":{"$ref":"#/components/schemas/ModalPresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"modalTransitionStyle":{"$ref":"#/components/schemas/ModalTransitionStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"popoverPresentation":{"$ref":"#/components/schemas/PopoverPresentation","type":"object"},"sheetPresentation":{"$ref":"#/components/schemas/SheetPresentation","type":"object","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"adaptivePresentationStyle":{"$ref":"#/components/schemas/AdaptivePresentationStyle","description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"definesPresentationContext":{"type":"boolean","enum":[true]},"modalInPresentation":{"type":"boolean","enum":[true],"description":"Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."},"preferredStyle":{"type":"string","enum":["alert","actionSheet"],"description":"Alert controllers only."},"message":{"type":"string","description":"Alert controllers only; written when set."},"actions":{"type":"array","description":"Alert controllers only; the buttons, in order.","items":{"$ref":"#/components/schemas/AlertAction"}},"textFields":{"type":"array","description":"Alert controllers only; written when it has some, each with what is typed in it.","items":{"$ref":"#/components/schemas/AlertTextField"}},"isActive":{"type":"boolean","description":"Search controllers only; search is active: the search controller is presented (its node is then its presenter's presented, else its owner's inactiveSearchController)."},"owner":{"type":["string","null"],"pattern":"^[A-Za-z0-9._~-]{1,64}$","description":"Search controllers only; the controller whose navigation item holds it; null once that controller was released while search was active (the presentation alone keeps it then, and dismissing it releases it)."},"searchResultsController":{"type":["string","null"],"pattern":"^[A-Za-z0-9._~-]{1,64}$","description":"Search controllers only; the results controller, its one child (in children), or null."},"showsSearchResultsController":{"type":"boolean","description":"Search controllers only; whether the results controller's view is shown (it appears with the search controller then)."},"searchText":{"type":"string","description":"Search controllers only; the search bar's text."},"automaticallyShowsSearchResultsController":{"type":"boolean","enum":[false],"description":"Search controllers only; written when false."},"hidesNavigationBarDuringPresentation":{"type":"boolean","enum":[false],"description":"Search controllers only; written when false."},"obscuresBackgroundDuringPresentation":{"type":"boolean","enum":[false],"description":"Search controllers only; written when false."},"searchController":{"$ref":"#/components/schemas/Identifier","description":"Not for alerts or search controllers; the id of the search controller its navigation item holds, when it has one."},"inactiveSearchController":{"$ref":"#/components/schemas/Controller","description":"With searchController, while search is inactive: the search controller's whole node, alive and detached (no parent, not presented)."},"supportedOrientations":{"type":"array","items":{"$ref":"#/components/schemas/Orientation"}},"restorationIdentifier":{"type":"string"},"scene":{"$ref":"#/components/schemas/SceneReference","description":"Only on a controller instantiated as a storyboard scene's root (a scene reference, a segue's destination, an embedded scene, POST /sessions with storyboard): the scene, whose segues perform-segue performs from it and whose unwindActions make it an unwind destination."},"userInfo":{"$ref":"#/components/schemas/AnyJSON","description":"The client's JSON, object keys sorted."},"presentation":{"$ref":"#/components/schemas/PresentationInfo","description":"Only on a presented controller."},"children":{"type":"array","description":"For a navigation controller, the stack, root first (a collapsed split's primary may hold the secondary navigation controller, nested); for a split view controller, the primary, then the secondary while it is the split's child (expanded, or kept aside beside a primary that is no navigation controller).","items":{"$ref":"#/components/schemas/Controller"}},"presented":{"$ref":"#/components/schemas/ControllerOrNull","description":"The controller this one presents (presentedViewController), with its subtree; null when none."}}},"ControllerOrNull":{"type":["object","null"],"description":"The controller this one presents (presentedViewController), with its subtree; null when none.","oneOf":[{"$ref":"#/components/schemas/Controller"},{"enum":[null]}]},"PresentationInfo":{"type":"object","additionalProperties":false,"required":["presentingViewController","requestedStyle","effectiveStyle","transitionStyle","coversPresenter"],"properties":{"presentingViewController":{"$ref":"#/components/schemas/Identifier"},"requestedStyle":{"$ref":"#/components/schemas/ShownPresentationStyle"},"effectiveStyle":{"$ref":"#/components/schemas/ShownPresentationStyle"},"transitionStyle":{"$ref":"#/components/schemas/ModalTransitionStyle"},"coversPresenter":{"type":"boolean","description":"fullScreen and currentContext hide the presenter's chain; sheets, popovers, over… styles and alerts do not."},"sheet":{"type":"object","additionalProperties":false,"required":["detent","dimmed","grabberVisible"],"description":"Only when the controller is shown as a page or form sheet (effectiveStyle): how it rests, from its sheetPresentation and the traits in force.","properties":{"detent":{"type":["string","null"],"description":"The detent it rests at: the selected one (the smallest when none is), or, for medium in a compact height, where UIKit makes medium inactive, the next larger one (large when it lists none). null in a regular width, where the sheet is a centred form or page sheet without detents."},"dimmed":{"type":"boolean","description":"Whether what it covers is dimmed and takes no touches: always in a regular width, else unless the detent is at most sheetPresentation.largestUndimmedDetent. The presenter stays appeared either way."},"grabberVisible":{"type":"boolean","description":"prefersGrabberVisible, while the sheet has detents."}}}}},"MoreNavigationController":{"type":["object","null"],"additionalProperties":false,"required":["id","list","topViewController"],"description":"UIKit's moreNavigationController, derived (not a client controller, no lifecycle events):\nthe tabs that do not fit (5 items on a compact width, 8 on a regular one: with more tabs\nthe bar shows one fewer, then More) and the tab it currently shows, if any.\n","properties":{"id":{"$ref":"#/components/schemas/Identifier"},"list":{"type":"array","items":{"$ref":"#/components/schemas/Identifier"}},"topViewController":{"type":["string","null"],"pattern":"^[A-Za-z0-9._~-]{1,64}$"}}},"Visible":{"type":"object","additionalProperties":false,"required":["path","top","navigationBar","tabBar","pageIndicator","toolbar","splitView"],"properties":{"path":{"type":"array","description":"The ids on screen from the window root to the top-most content, through presented controllers in stacking order; what a full-screen presentation covers (everything below it) and what a currentContext presentation covers (its presenter's part) are left out, as are presentations whose presenter is off screen (in another tab). The bars below are those of the top-most visible layer; around a context presentation, the tab bar and navigation bar of the containers it is presented in stay. A popover, and a form or page sheet in a regular width (a pad), cover part of the window only: under them `tabBar` and `splitView` are those of the nearest layer below that has one (the tab bar does not vanish while a popover is up); `navigationBar`, `toolbar` and `pageIndicator` stay those of the content on top.","items":{"$ref":"#/components/schemas/Identifier"}},"top":{"$ref":"#/components/schemas/Identifier"},"navigationBar":{"$ref":"#/components/schemas/NavigationBar"},"tabBar":{"$ref":"#/components/schemas/TabBar"},"pageIndicator":{"$ref":"#/components/schemas/PageIndicator"},"toolbar":{"$ref":"#/components/schemas/Toolbar","description":"The toolbar of the navigation controller that owns the bar; hidden with no items when there is none."},"splitView":{"$ref":"#/components/schemas/SplitViewChrome"}}},"SplitViewChrome":{"type":["object","null"],"additionalProperties":false,"required":["owner","displayMode","isCollapsed","columns"],"description":"The split view controller nearest the top and its columns on screen, primary first, each\nwith the bar of the navigation controller nearest its top. While the primary is hidden or\nlaid over, the secondary navigation controller's bar (at its root) has the display-mode\nbutton first among its left items, titled after the primary (SPL-7). Collapsed, one bar\nshows both stacks (owner: the primary), its back button going to the primary.\n","properties":{"owner":{"$ref":"#/components/schemas/Identifier"},"displayMode":{"$ref":"#/components/schemas/DisplayMode"},"isCollapsed":{"type":"boolean"},"columns":{"type":"array","items":{"$ref":"#/components/schemas/SplitViewColumn"}}}},"SplitViewColumn":{"type":"object","additionalProperties":false,"required":["column","controller","navigationBar"],"description":"A column of the split view on screen, with the bar of the navigation controller nearest its top.","properties":{"column":{"type":"string","enum":["primary","supplementary","secondary","compact"]},"controller":{"$ref":"#/components/schemas/Identifier"},"navigationBar":{"$ref":"#/components/schemas/NavigationBar"}}},"NavigationBar":{"type":["object","null"],"additionalProperties":false,"required":["owner","hidden","title","prompt","backButtonTitle","leftItems","rightItems"],"description":"The bar of the navigation controller nearest the top of the visible path. While a tab bar\nshows its More list, the More navigation controller's bar (`owner` `<tab bar id>.more`,\ntitle \"More\", an Edit item while some tab may move); a tab shown from the list is on that\ncontroller's stack (back button \"More\") unless it has a navigation controller of its own.\n","properties":{"owner":{"$ref":"#/components/schemas/Identifier"},"hidden":{"type":"boolean"},"title":{"type":["string","null"],"description":"The top's navigationItem.title ?? title."},"prompt":{"type":["string","null"]},"backButtonTitle":{"type":["string","null"],"description":"The controller below's `navigationItem.backButtonTitle ?? navigationItem.title ?? title ?? \"Back\"`;\nnull at the root, when the top hides the back button, or when its left items replace it.\n"},"leftItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}},"rightItems":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}}}},"TabBar":{"type":["object","null"],"additionalProperties":false,"required":["owner","hidden","items","selectedItem","showsMore"],"description":"The bar of the tab bar controller nearest the top of the visible path.","properties":{"owner":{"$ref":"#/components/schemas/Identifier"},"hidden":{"type":"boolean","description":"True while the top of the selected navigation stack has hidesBottomBarWhenPushed."},"items":{"type":"array","description":"The tabs that fit, then a More item (id `<tab bar id>.more`) when some do not.","items":{"$ref":"#/components/schemas/TabBarChromeItem"}},"selectedItem":{"$ref":"#/components/schemas/Identifier","description":"The selected tab, or the More item while the More list or a tab from it is shown."},"showsMore":{"type":"boolean"}}},"PageIndicator":{"type":["object","null"],"additionalProperties":false,"required":["owner","numberOfPages","currentPage"],"description":"The page control of a scroll-style page view controller with showsPageIndicator.","properties":{"owner":{"$ref":"#/components/schemas/Identifier"},"numberOfPages":{"type":"integer"},"currentPage":{"type":"integer"}}},"TabBarChromeItem":{"type":"object","additionalProperties":false,"required":["id","title","image","badgeValue","tag"],"description":"A tab's tabBarItem, else its root's (for a navigation controller), titled by the controller's title when the item has none.","properties":{"id":{"$ref":"#/components/schemas/Identifier"},"title":{"type":["string","null"]},"image":{"type":["string","null"]},"badgeValue":{"type":["string","null"]},"tag":{"type":"integer"}}},"Toolbar":{"type":"object","additionalProperties":false,"required":["hidden","items"],"properties":{"hidden":{"type":"boolean"},"items":{"type":"array","items":{"$ref":"#/components/schemas/BarButtonItem"}}}},"LifecycleEvent":{"type":"object","additionalProperties":false,"required":["controller","callback"],"description":"One callback, in UIKit's order. Appearance callbacks carry `animated`; containment callbacks\ncarry `parent` (null when leaving). `call` is the same as one line.\n","properties":{"call":{"type":"string","description":"The call as one line: `controller.callback(arguments)`, the arguments as UIKit passes\nthem: `animated` for the appearance callbacks (then `isBeingPresented` or\n`isBeingDismissed` when true), the parent for the containment ones (`nil` when\nleaving), the segue's identifier for the segue ones, none for the others (no\nparentheses): `inbox.viewWillDisappear(true)`, `compose.viewWillAppear(true,\nisBeingPresented)`, `thread.willMoveToParent(mail)`, `thread.didMoveToParent(nil)`,\n`inbox.prepareForSegue(openMessage)`, `thread.viewDidLoad`, `thread.viewIsAppearing(true)`.\nA delegate call is written on the container's delegate with the method's labels:\n`mail.delegate.navigationController(willShow: thread, animated: true)`,\n`tabs.delegate.tabBarController(shouldSelect: settings)`,\n`tabs.delegate.tabBarController(didEndCustomizing: viewControllers, changed: true)`.\nThe transition calls name the traits as `idiom horizontal/vertical` and the size by its\norientation: `nav.willTransition(to: phone compact/compact)`,\n`nav.viewWillTransition(to: landscapeLeft)`, `nav.traitCollectionDidChange(phone compact/regular)`\n(the previous traits). Every event has it, except in history entries a store kept from a release before it.\n"},"controller":{"$ref":"#/components/schemas/Identifier"},"callback":{"type":"string","enum":["loadView","viewDidLoad","viewWillAppear","viewDidAppear","viewWillDisappear","viewDidDisappear","willMoveToParent","didMoveToParent","deinit","didReceiveMemoryWarning","shouldPerformSegue","prepareForSegue","unwindAction","viewIsAppearing","navigationControllerWillShow","navigationControllerDidShow","tabBarControllerShouldSelect","tabBarControllerDidSelect","tabBarControllerWillBeginCustomizing","tabBarControllerWillEndCustomizing","tabBarControllerDidEndCustomizing","splitViewControllerWillChangeDisplayMode","splitViewControllerCollapseSecondary","splitViewControllerSeparateSecondary","splitViewControllerTopColumnForCollapsing","splitViewControllerDisplayModeForExpanding","splitViewControllerDidCollapse","splitViewControllerDidExpand","presentationControllerShouldDismiss","presentationControllerWillDismiss","presentationControllerDidDismiss","presentationControllerDidAttemptToDismiss","adaptivePresentationStyle","sheetPresentationControllerDidChangeSelectedDetentIdentifier","alertActionHandler","willPresentSearchController","didPresentSearchController","willDismissSearchController","didDismissSearchController","updateSearchResults","willTransitionToTraitCollection","viewWillTransitionToSize","traitCollectionDidChange"],"description":"`deinit`: the controller was released (popped, dismissed, replaced, a removed tab, a page no longer shown), after its `didMoveToParent(nil)` or at the end of the dismissal; parents before children. The segue callbacks carry `segue`: `shouldPerformSegue` (shouldPerformSegue(withIdentifier:sender:), asked of the source of a segue a user triggered and answered YES), `prepareForSegue` (prepare(for:sender:) on the source, before the destination loads), `unwindAction` (the unwind action, `@IBAction func unwindToInbox(_:)`, on the destination an unwind segue found, before anything leaves the screen). `alertActionHandler` (the handler of the UIAlertAction tapped, with `alertAction`: after the alert's viewDidDisappear, before its deinit). Only in sessions that chose them (`callbacks`): `loadView` (loadView(), just before the controller's `viewDidLoad`); `viewIsAppearing` (with `animated`, after every `will` callback and delegate `willShow` of its transition, before any `did`); the delegate calls, which carry `delegate` and name the container as `controller`: `navigationControllerWillShow` / `navigationControllerDidShow` (navigationController(_:willShow:animated:) after both `will` callbacks, didShow after both `did` callbacks, whenever the navigation controller shows its top: push, pop, set, its own appearance), `tabBarControllerShouldSelect` / `tabBarControllerDidSelect` (first and last of a user's tap), `tabBarControllerWillBeginCustomizing`, `tabBarControllerWillEndCustomizing`, `tabBarControllerDidEndCustomizing` (More > Edit, `reorder-tabs`, with `changed`); `splitViewControllerWillChangeDisplayMode` (splitViewController(_:willChangeTo:), with `displayMode`, before a change of the display mode in force of an expanded split: set-display-mode, a preferredDisplayMode PATCH, a change of traits), `splitViewControllerCollapseSecondary` (splitViewController(_:collapseSecondary:onto:) before a collapse moves the secondary, `viewController`, onto `primaryViewController`; the split's collapsesSecondaryOntoPrimary is the answer) and `splitViewControllerSeparateSecondary` (splitViewController(_:separateSecondaryFrom:) before an expansion, `viewController` the primary), both for the classic split only; for column styles `splitViewControllerTopColumnForCollapsing` (splitViewController(_:topColumnForCollapsingToProposedTopColumn:), with the proposed `column`, secondary, before a collapse without a compact column moves anything; the split's topColumnForCollapsing is the answer), `splitViewControllerDisplayModeForExpanding` (splitViewController(_:displayModeForExpandingToProposedDisplayMode:), with `displayMode`, before an expansion moves anything), `splitViewControllerDidCollapse` and `splitViewControllerDidExpand` (last, after the transition); `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, `presentationControllerDidDismiss` and `presentationControllerDidAttemptToDismiss` (UIAdaptivePresentationControllerDelegate, `controller` the presented controller: around a user's dismissal, see dismiss); `adaptivePresentationStyle` (adaptivePresentationStyle(for:traitCollection:) of the same delegate, with `traitCollection` and the answer in `style`: asked when the traits make UIKit adapt the presentation, a sheet or popover in a compact width or a popover in a compact height, at the presentation before any of its callbacks and at a change of traits before the screen changes; only of a controller whose adaptivePresentationStyle is not automatic, which stands for the delegate's answer); `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (UISheetPresentationControllerDelegate, `controller` the sheet, with `detent`: the user dragged the sheet to rest at another detent, set-detent with userAction); `willTransitionToTraitCollection` (willTransition(to:with:), with `traitCollection`), `viewWillTransitionToSize` (viewWillTransition(to:with:), with `orientation`) and `traitCollectionDidChange` (with `previousTraitCollection`) around a change of traits."},"animated":{"type":"boolean"},"delegate":{"type":"string","enum":["UINavigationControllerDelegate","UITabBarControllerDelegate","UISplitViewControllerDelegate","UIAdaptivePresentationControllerDelegate","UISheetPresentationControllerDelegate","UISearchControllerDelegate","UISearchResultsUpdating"],"description":"On a delegate call only: the protocol of the delegate of `controller` that is called (sessions with the `delegates` callbacks)."},"viewController":{"$ref":"#/components/schemas/Identifier","description":"The controller a delegate call is about: the one a navigation controller shows (willShow, didShow) or the tab tapped (shouldSelect, didSelect; `{tabBar}.more`, the More navigation controller, for the More item)."},"changed":{"type":"boolean","description":"On the end of a customization (willEndCustomizing, didEndCustomizing): whether the order of the tabs changed."},"displayMode":{"$ref":"#/components/schemas/DisplayMode","description":"On splitViewControllerWillChangeDisplayMode: the mode about to be in force; on splitViewControllerDisplayModeForExpanding: the mode proposed (and kept)."},"column":{"$ref":"#/components/schemas/CollapsingColumn","description":"On splitViewControllerTopColumnForCollapsing: the column proposed."},"primaryViewController":{"$ref":"#/components/schemas/Identifier","description":"On splitViewControllerCollapseSecondary: the primary the secondary (viewController) collapses onto."},"traitCollection":{"$ref":"#/components/schemas/TraitCollection","description":"On willTransitionToTraitCollection: the traits about to be in force; on adaptivePresentationStyle: the traits the presentation adapts to."},"style":{"$ref":"#/components/schemas/AdaptivePresentationStyle","description":"On adaptivePresentationStyle: the delegate's answer (the controller's adaptivePresentationStyle)."},"detent":{"$ref":"#/components/schemas/DetentIdentifier","description":"On sheetPresentationControllerDidChangeSelectedDetentIdentifier: the detent the user selected."},"previousTraitCollection":{"$ref":"#/components/schemas/TraitCollection","description":"On traitCollectionDidChange: the traits before the change."},"orientation":{"$ref":"#/components/schemas/Orientation","description":"On viewWillTransitionToSize: the orientation whose size the window takes."},"isBeingPresented":{"type":"boolean","enum":[true],"description":"On the appearance callbacks of a presented controller."},"isBeingDismissed":{"type":"boolean","enum":[true],"description":"On the disappearance callbacks of a dismissed controller."},"parent":{"type":["string","null"],"pattern":"^[A-Za-z0-9._~-]{1,64}$"},"segue":{"$ref":"#/components/schemas/SegueDetail"},"alertAction":{"$ref":"#/components/schemas/AlertActionDetail"},"action":{"type":"integer","minimum":0,"description":"In batches and history entries of several actions, the index of the action that sent it."}}},"TraitCollection":{"type":"object","additionalProperties":false,"required":["idiom","horizontalSizeClass","verticalSizeClass"],"properties":{"idiom":{"type":"string","enum":["phone","pad"]},"horizontalSizeClass":{"$ref":"#/components/schemas/SizeClass"},"verticalSizeClass":{"$ref":"#/components/schemas/SizeClass"}}},"SegueDetail":{"type":"object","additionalProperties":false,"required":["identifier","kind","source"],"description":"The segue of a segue callback (UIStoryboardSegue's identifier, source and destination) with what perform-segue was sent.","properties":{"identifier":{"type":"string"},"kind":{"$ref":"#/components/schemas/SegueKind"},"source":{"$ref":"#/components/schemas/Identifier"},"destination":{"$ref":"#/components/schemas/Identifier","description":"The destination's id: the new controller, or the controller an unwind found; absent on shouldPerformSegue, asked before it exists."},"action":{"type":"string","description":"An unwind segue's action."},"sender":{"$ref":"#/components/schemas/Identifier","description":"The controller named as `sender`, when one was."},"userInfo":{"$ref":"#/components/schemas/AnyJSON","description":"The payload sent with the segue (perform-segue's userInfo), when one was; object keys sorted."}}},"ControllerResult":{"type":"object","additionalProperties":false,"required":["session","revision","controller"],"properties":{"session":{"$ref":"#/components/schemas/Identifier"},"revision":{"type":"integer","minimum":1},"controller":{"$ref":"#/components/schemas/Controller"}}},"History":{"type":"object","additionalProperties":false,"required":["session","revision","oldestRevision","entries","next"],"properties":{"session":{"$ref":"#/components/schemas/Identifier"},"revision":{"type":"integer","minimum":1,"description":"The current revision."},"oldestRevision":{"type":"integer","minimum":1,"description":"The oldest revision `GET /sessions/{sid}?revision=` can still rebuild; entries start after it, or at it while it is the creation (revision 1)."},"entries":{"type":"array","items":{"$ref":"#/components/schemas/HistoryEntry"}},"next":{"type":["integer","null"],"description":"The `after` of the next page; null on the last."}}},"HistoryEntry":{"type":"object","additionalProperties":false,"required":["revision","time","actions","events"],"properties":{"revision":{"type":"integer","minimum":1,"description":"Revision 1 is the creation (its callbacks, no actions)."},"time":{"type":"string","format":"date-time","description":"When it was applied (UTC, milliseconds)."},"actions":{"type":"array","description":"The actions as sent, in the batch route's form (a client can send them again); none for the creation.","items":{"$ref":"#/components/schemas/BatchAction"}},"events":{"type":"array","items":{"$ref":"#/components/schemas/LifecycleEvent"}},"changed":{"type":"array","items":{"type":"string"}},"storyboards":{"type":"array","description":"Only when the session took copies in this revision: the storyboards its actions first instantiated from, whole, as the session keeps them (a replay of the journal loads them, whatever the tenant's storyboards are by then).","items":{"$ref":"#/components/schemas/StoryboardCopy"}}}},"Batch":{"type":"object","additionalProperties":false,"required":["actions"],"properties":{"actions":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"#/components/schemas/BatchAction"}}}},"OpenBody":{"type":"object","additionalProperties":false,"description":"`path` or `url`, not both (400 invalid-body); the `if`/`then`/`else` says so for validators.","if":{"required":["url"]},"then":{"not":{"required":["path"]}},"else":{"required":["path"]},"properties":{"url":{"type":"string","minLength":1,"maxLength":512,"description":"A route of the session's storyboards (`mail/42`), at most 512 bytes."},"path":{"type":"array","minItems":1,"maxItems":32,"items":{"$ref":"#/components/schemas/OpenStep"}},"animated":{"type":"boolean","default":true,"description":"Every step's animated."}}},"OpenStep":{"description":"A controller's id (reveal it), or one new controller and how it comes on screen.","oneOf":[{"$ref":"#/components/schemas/Identifier"},{"$ref":"#/components/schemas/OpenPush"},{"$ref":"#/components/schemas/OpenPresent"},{"$ref":"#/components/schemas/OpenShow"},{"$ref":"#/components/schemas/OpenShowDetail"}]},"OpenPush":{"type":"object","additionalProperties":false,"required":["push"],"properties":{"push":{"$ref":"#/components/schemas/ControllerSpecOrScene"}}},"OpenPresent":{"type":"object","additionalProperties":false,"required":["present"],"properties":{"present":{"$ref":"#/components/schemas/ControllerSpecOrScene"}}},"OpenShow":{"type":"object","additionalProperties":false,"required":["show"],"properties":{"show":{"$ref":"#/components/schemas/ControllerSpecOrScene"}}},"OpenShowDetail":{"type":"object","additionalProperties":false,"required":["showDetail"],"properties":{"showDetail":{"$ref":"#/components/schemas/ControllerSpecOrScene"}}},"BatchAction":{"type":"object","additionalProperties":false,"required":["action"],"description":"An action as its own route takes it: `body` is that route's body (required where the\nroute requires one), `controller` its `{cid}`; `patch` needs a controller, `traits` and\n`memory-warning` take none (400 `invalid-body` otherwise); `reveal` (a deep link's step, see\n`POST /sessions/{sid}/open`) needs a controller and takes `{\"animated\"?}`. `dependentSchemas` says so\nfor validators and test generators.\n","properties":{"action":{"type":"string","enum":["push","pop","pop-to","pop-to-root","set-view-controllers","select-tab","reorder-tabs","present","dismiss","set-detent","tap-action","enter-text","activate-search","search-text","cancel-search","turn-page","set-page","set-display-mode","show-column","hide-column","show","show-detail","add-child","did-move","remove-child","transition","begin-appearance","end-appearance","perform-segue","patch","traits","memory-warning","reveal"]},"controller":{"$ref":"#/components/schemas/Identifier","description":"The target, as in `/controllers/{cid}/{action}`; absent for a targetless action. Required by `patch`, refused by `traits`."},"body":{"$ref":"#/components/schemas/AnyJSON","description":"The body the action's own route takes (`patch` a ControllerPatch, `traits` a TraitsPatch); absent when that route takes none."}},"dependentSchemas":{"action":{"anyOf":[{"properties":{"action":{"enum":["push","present","show","show-detail"]},"body":{"$ref":"#/components/schemas/ControllerBody"}},"required":["body"]},{"properties":{"action":{"const":"pop"},"body":{"$ref":"#/components/schemas/PopBody"}}},{"properties":{"action":{"const":"pop-to-root"},"body":{"$ref":"#/components/schemas/AnimatedBody"}}},{"properties":{"action":{"enum":["pop-to"]},"body":{"$ref":"#/components/schemas/PopToBody"}},"required":["body"]},{"properties":{"action":{"enum":["set-view-controllers"]},"body":{"$ref":"#/components/schemas/ControllersBody"}},"required":["body"]},{"properties":{"action":{"enum":["select-tab"]},"body":{"$ref":"#/components/schemas/SelectTabBody"}},"required":["body"]},{"properties":{"action":{"enum":["reorder-tabs"]},"body":{"$ref":"#/components/schemas/ReorderTabsBody"}},"required":["body"]},{"properties":{"action":{"enum":["dismiss"]},"body":{"$ref":"#/components/schemas/DismissBody"}}},{"properties":{"action":{"enum":["set-detent"]},"body":{"$ref":"#/components/schemas/SetDetentBody"}},"required":["body"]},{"properties":{"action":{"enum":["tap-action"]},"body":{"$ref":"#/components/schemas/TapActionBody"}},"required":["body"]},{"properties":{"action":{"enum":["enter-text"]},"body":{"$ref":"#/components/schemas/EnterTextBody"}},"required":["body"]},{"properties":{"action":{"enum":["activate-search","cancel-search"]},"body":{"$ref":"#/components/schemas/AnimatedBody"}}},{"properties":{"action":{"enum":["search-text"]},"body":{"$ref":"#/components/schemas/SearchTextBody"}},"required":["body"]},{"properties":{"action":{"enum":["turn-page"]},"body":{"$ref":"#/components/schemas/TurnPageBody"}},"required":["body"]},{"properties":{"action":{"enum":["set-page"]},"body":{"$ref":"#/components/schemas/SetPageBody"}},"required":["body"]},{"properties":{"action":{"enum":["set-display-mode"]},"body":{"$ref":"#/components/schemas/DisplayModeBody"}},"required":["body"]},{"properties":{"action":{"enum":["show-column","hide-column"]},"body":{"$ref":"#/components/schemas/ColumnBody"}},"required":["body"]},{"properties":{"action":{"enum":["add-child"]},"body":{"$ref":"#/components/schemas/AddChildBody"}},"required":["body"]},{"properties":{"action":{"const":"did-move"},"body":{"$ref":"#/components/schemas/ChildBody"}},"required":["body"]},{"properties":{"action":{"const":"remove-child"},"body":{"$ref":"#/components/schemas/RemoveChildBody"}},"required":["body"]},{"properties":{"action":{"enum":["transition"]},"body":{"$ref":"#/components/schemas/TransitionBody"}},"required":["body"]},{"properties":{"action":{"enum":["begin-appearance"]},"body":{"$ref":"#/components/schemas/BeginAppearanceBody"}},"required":["body"]},{"properties":{"action":{"enum":["end-appearance"]},"body":{"$ref":"#/components/schemas/EndAppearanceBody"}},"required":["body"]},{"properties":{"action":{"enum":["perform-segue"]},"body":{"$ref":"#/components/schemas/PerformSegueBody"}},"required":["body"]},{"properties":{"action":{"const":"patch"},"body":{"$ref":"#/components/schemas/ControllerPatch"}},"required":["controller","body"]},{"properties":{"action":{"const":"traits"},"controller":false,"body":{"$ref":"#/components/schemas/TraitsPatch"}},"required":["body"]},{"properties":{"action":{"const":"memory-warning"},"controller":false,"body":{"type":"object","additionalProperties":false}}},{"properties":{"action":{"const":"reveal"},"body":{"type":"object","additionalProperties":false,"properties":{"animated":{"type":"boolean","default":true}}}},"required":["controller"]}]}}},"SessionList":{"type":"object","additionalProperties":false,"required":["sessions","next"],"properties":{"sessions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","revision","root"],"properties":{"id":{"$ref":"#/components/schemas/Identifier"},"revision":{"type":"integer","minimum":1},"root":{"$ref":"#/components/schemas/Identifier"}}}},"next":{"type":["string","null"],"description":"The cursor for `after`; null on the last page."}}},"Problem":{"type":"object","additionalProperties":false,"required":["type","title","status","detail","instance"],"properties":{"type":{"type":"string","pattern":"^[a-z-]+$","description":"A stable slug (a relative URI reference)."},"title":{"type":"string"},"status":{"type":"integer"},"detail":{"type":"string"},"instance":{"type":"string","description":"The request path."},"uikit":{"type":"string","description":"The UIKit exception or behaviour the refusal mirrors."},"revision":{"type":"integer","description":"The session's current revision, unchanged by the refusal."},"action":{"type":"integer","minimum":0,"description":"The index of the refused action of a batch, or of the refused step of a deep link."},"errors":{"type":"array","description":"Every problem found, when there can be several: an `invalid-storyboard` lists each one, `path: what`, in document order.","items":{"type":"string"}}}},"SegueKind":{"type":"string","enum":["show","showDetail","present","popover","embed","custom","unwind","push"],"description":"Interface Builder's kinds since iOS 8, and the deprecated `push`: `show`\n(show(_:sender:)), `showDetail` (showDetailViewController(_:sender:)), `present` (modal),\n`popover` (anchored to the source), `embed` (a child of the source's custom container, added\nwhen the container's view loads), `custom` (a UIStoryboardSegue subclass: RotatingSegue), `unwind` (back to\nthe nearest controller that implements its action), `push` (onto the source's navigation\ncontroller only).\n"},"StoryboardDocument":{"type":"object","additionalProperties":false,"required":["scenes"],"description":"A storyboard as uploaded (`PUT /storyboards/{name}`), and as written back (keys sorted).\nUnknown fields are refused; see the upload for the rules that make it usable.\n","properties":{"initial":{"type":"string","description":"The initial scene (Interface Builder's entry point), which POST /sessions with storyboard builds."},"scenes":{"type":"array","minItems":1,"maxItems":200,"description":"At least one, at most 200, in the order they are listed back.","items":{"$ref":"#/components/schemas/StoryboardScene"}},"routes":{"type":"array","maxItems":50,"description":"Deep-link routes (POST /sessions/{sid}/open with url), at most 50, distinct patterns, tried in order.","items":{"$ref":"#/components/schemas/StoryboardRoute"}}}},"StoryboardRoute":{"type":"object","additionalProperties":false,"required":["pattern","path"],"properties":{"pattern":{"type":"string","description":"Segments separated by `/` (at most 8): literal (1 to 64 of A-Z a-z 0-9 . _ ~ -) or a parameter `:name` (a letter, then letters and digits; each once): `mail/:message`."},"path":{"type":"array","minItems":1,"maxItems":32,"description":"The deep link the route opens, as `path` of POST /sessions/{sid}/open, where every string but the name of a scene (`storyboard`, `identifier`, `scene`: a URL chooses no scene) may hold the parameters (`\"m:message\"`) and a step may be `{\"scene\": identifier}`: the live controller instantiated from that scene of this storyboard. Each step must read as open reads it, the parameters standing for an id (422 invalid-storyboard otherwise).","items":{"$ref":"#/components/schemas/AnyJSON"}}}},"StoryboardScene":{"type":"object","additionalProperties":false,"required":["identifier","controller"],"properties":{"identifier":{"type":"string","minLength":1,"maxLength":128,"description":"The storyboard identifier: 1 to 128 characters, distinct in the storyboard."},"controller":{"$ref":"#/components/schemas/ControllerSpecOrScene","description":"What instantiating the scene builds: a spec without ids, `shown` or `scene`, whose scene references name scenes of the same storyboard."},"segues":{"type":"array","maxItems":50,"description":"The segues that start from the scene's controller (at most 50, distinct identifiers).","items":{"$ref":"#/components/schemas/StoryboardSegue"}},"unwindActions":{"type":"array","description":"The unwind actions the scene's class implements (`@IBAction func unwindToInbox(_:)`): what makes its controllers destinations of unwind segues with those actions.","items":{"type":"string","minLength":1,"maxLength":128}}}},"StoryboardSegue":{"type":"object","additionalProperties":false,"required":["identifier","kind"],"description":"A segue from a scene. A field of another kind is refused (400 `invalid-body`), never\nignored: `modalPresentationStyle` and `modalTransitionStyle` are `present`'s, `anchor` is\n`popover`'s, `segueClass` and `direction` are `custom`'s, `action` is `unwind`'s; a\n`custom` segue without `segueClass` is 400 too. The rules of the upload's validation\n(422 `invalid-storyboard`) that concern one segue alone: a `destination` for every kind\nbut `unwind`, which has an `action` and no `destination`; an `anchor` for `popover`;\n`partialCurl` with no style or `fullScreen`. `dependentSchemas` says so for validators and\ntest generators.\n","dependentSchemas":{"kind":{"anyOf":[{"properties":{"kind":{"const":"present"},"modalTransitionStyle":{"const":"partialCurl"},"modalPresentationStyle":{"const":"fullScreen"},"anchor":false,"segueClass":false,"direction":false,"action":false},"required":["destination","modalTransitionStyle"]},{"properties":{"kind":{"const":"present"},"modalTransitionStyle":{"enum":["coverVertical","flipHorizontal","crossDissolve"]},"anchor":false,"segueClass":false,"direction":false,"action":false},"required":["destination"]},{"properties":{"kind":{"const":"popover"},"modalPresentationStyle":false,"modalTransitionStyle":false,"segueClass":false,"direction":false,"action":false},"required":["destination","anchor"]},{"properties":{"kind":{"const":"custom"},"modalPresentationStyle":false,"modalTransitionStyle":false,"anchor":false,"action":false},"required":["destination","segueClass"]},{"properties":{"kind":{"const":"unwind"},"destination":false,"modalPresentationStyle":false,"modalTransitionStyle":false,"anchor":false,"segueClass":false,"direction":false},"required":["action"]},{"properties":{"kind":{"enum":["show","showDetail","embed","push"]},"modalPresentationStyle":false,"modalTransitionStyle":false,"anchor":false,"segueClass":false,"direction":false,"action":false},"required":["destination"]}]}},"properties":{"identifier":{"type":"string","minLength":1,"maxLength":128,"description":"1 to 128 characters, distinct among the scene's segues."},"kind":{"$ref":"#/components/schemas/SegueKind"},"destination":{"type":"string","description":"The scene the segue instantiates (required, except for unwind, which finds its destination at run time and takes none)."},"enabled":{"type":"boolean","default":true,"description":"false: shouldPerformSegue answers NO to a user's trigger (409 segue-vetoed); a programmatic perform is not asked."},"requires":{"type":"object","description":"shouldPerformSegue answers NO to a user's trigger unless the userInfo sent is an object with each of these fields at this value (409 segue-vetoed).","additionalProperties":{"$ref":"#/components/schemas/AnyJSON"}},"modalPresentationStyle":{"$ref":"#/components/schemas/ModalPresentationStyle","description":"present only; set on the destination (else its own)."},"modalTransitionStyle":{"$ref":"#/components/schemas/ModalTransitionStyle","description":"present only; set on the destination (else its own); partialCurl needs the fullScreen style when one is set."},"anchor":{"$ref":"#/components/schemas/SegueAnchor"},"segueClass":{"type":"string","enum":["RotatingSegue"],"description":"custom only, required: the UIStoryboardSegue subclass."},"direction":{"type":"string","enum":["forward","reverse"],"default":"forward","description":"custom only: which way the cube turns."},"action":{"type":"string","minLength":1,"maxLength":128,"description":"unwind only, required: the unwind action (1 to 128 characters) the destination's scene lists in unwindActions."}}},"SegueAnchor":{"type":"object","additionalProperties":false,"description":"`popover` only: a PopoverPresentation without `sourceController` (the source is the\nsegue's; naming it is 400 `invalid-body`). A `barButtonItem` of the source's bars or a\n`sourceRect` in its view, not both (400 `invalid-body`); one of them is required (422\n`invalid-storyboard`).\n","if":{"required":["barButtonItem"]},"then":{"properties":{"sourceRect":false}},"else":{"required":["sourceRect"]},"properties":{"barButtonItem":{"$ref":"#/components/schemas/PopoverBarButtonAnchor"},"sourceRect":{"$ref":"#/components/schemas/PopoverSourceRect"},"permittedArrowDirections":{"type":"array","minItems":1,"description":"Default all four (UIKit's .any).","items":{"type":"string","enum":["up","down","left","right"]}},"passthroughControllers":{"type":"array","items":{"$ref":"#/components/schemas/Identifier"}}}},"Storyboard":{"type":"object","additionalProperties":false,"required":["name","initial","scenes"],"description":"A storyboard as the tenant keeps it; `document` (the upload, keys sorted) except in the listing.","properties":{"name":{"type":"string","pattern":"^[A-Za-z0-9._~-]{1,64}$"},"initial":{"type":["string","null"],"description":"The initial scene; null when the storyboard names none."},"scenes":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["identifier","kind","segues","unwindActions"],"properties":{"identifier":{"type":"string"},"kind":{"type":"string","enum":["view","navigation","tabBar","page","split","container","alert","search","scene"],"description":"The kind of the scene's controller; `scene` when it is a reference to another scene."},"segues":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["identifier","kind"],"properties":{"identifier":{"type":"string"},"kind":{"$ref":"#/components/schemas/SegueKind"},"destination":{"type":"string","description":"Every kind but unwind."},"action":{"type":"string","description":"Unwind segues only."}}}},"unwindActions":{"type":"array","items":{"type":"string"}}}}},"document":{"$ref":"#/components/schemas/StoryboardDocument"}}},"StoryboardList":{"type":"object","additionalProperties":false,"required":["storyboards"],"properties":{"storyboards":{"type":"array","items":{"$ref":"#/components/schemas/Storyboard"}}}},"StoryboardCopy":{"type":"object","additionalProperties":false,"required":["name","document"],"description":"A session's own copy of a storyboard, whole.","properties":{"name":{"type":"string","pattern":"^[A-Za-z0-9._~-]{1,64}$"},"document":{"$ref":"#/components/schemas/StoryboardDocument"}}}}}}

"""#
    static let snapshotSchema = Array(snapshotSchemaText.utf8)
    private static let snapshotSchemaText = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "A NavState session snapshot (GET /sessions/{sid})",
  "$ref": "#/$defs/Snapshot",
  "$defs": {
    "AdaptivePresentationStyle": {
      "type": "string",
      "enum": ["automatic", "none", "fullScreen", "overFullScreen", "pageSheet", "formSheet"],
      "description": "What the presentation becomes in a compact environment, as a presentation delegate's\nadaptivePresentationStyle(for:traitCollection:) answers: automatic is UIKit's own\nadaptation (in a compact width form sheets, page sheets and popovers become page sheets;\nin a compact height a popover becomes a form sheet), none keeps the requested style (a\npopover stays a popover), the others replace it.\n"
    },
    "AlertAction": {
      "type": "object",
      "additionalProperties": false,
      "required": ["title"],
      "description": "A UIAlertAction, a button of an alert.",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        },
        "style": {
          "type": "string",
          "enum": ["default", "cancel", "destructive"],
          "default": "default"
        },
        "enabled": {
          "type": "boolean",
          "default": true,
          "description": "isEnabled: a disabled button does not respond to a tap (409 alert-action-disabled)."
        }
      }
    },
    "AlertTextField": {
      "type": "object",
      "additionalProperties": false,
      "description": "A text field of an alert (addTextField(configurationHandler:)).",
      "properties": {
        "placeholder": {
          "type": "string",
          "maxLength": 1024
        },
        "secure": {
          "type": "boolean",
          "default": false,
          "description": "isSecureTextEntry."
        },
        "text": {
          "type": "string",
          "maxLength": 1024,
          "default": "",
          "description": "What is typed in it; enter-text changes it."
        }
      }
    },
    "AnyJSON": {
      "description": "Any JSON value, kept as sent. As everywhere in a request body, an integer written beyond\n±2^53 (9,007,199,254,740,992) is refused with 400 `invalid-body`: a JSON number cannot\ncarry it exactly. The `if`/`then`/`else` below says so for validators and test\ngenerators; code generators read any JSON.\n",
      "if": {
        "type": "integer"
      },
      "then": {
        "minimum": -9007199254740992,
        "maximum": 9007199254740992
      },
      "else": {
        "if": {
          "type": "array"
        },
        "then": {
          "items": {
            "$ref": "#/$defs/AnyJSON"
          }
        },
        "else": {
          "additionalProperties": {
            "$ref": "#/$defs/AnyJSON"
          }
        }
      }
    },
    "BarButtonItem": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string"
        },
        "image": {
          "type": "string"
        },
        "systemItem": {
          "type": "string",
          "enum": ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close"]
        },
        "style": {
          "type": "string",
          "enum": ["plain", "done"],
          "default": "plain"
        },
        "enabled": {
          "type": "boolean",
          "default": true
        }
      }
    },
    "CallbackGroups": {
      "type": "array",
      "uniqueItems": true,
      "description": "The callbacks the session receives besides the view controller lifecycle, chosen at\ncreation and kept (absent: none, the default, which is what clients written before\nthem expect). `viewIsAppearing`: `viewIsAppearing(_:)` after the `will` callbacks of each\ntransition that shows a view. `delegates`: the container delegates' calls,\n`UINavigationControllerDelegate` (`willShow`/`didShow` whenever a navigation controller\nshows its top), `UITabBarControllerDelegate` (`shouldSelect`/`didSelect` around a\nuser's tap, the three customization calls around `reorder-tabs`),\n`UISplitViewControllerDelegate` (`willChangeTo`, `collapseSecondary`, `separateSecondary`)\nand `UIAdaptivePresentationControllerDelegate` (around a user's dismissal of a\npresentation, and when it adapts to a compact size class). `transitions`:\n`willTransition(to:with:)`, `viewWillTransition(to:with:)` and `traitCollectionDidChange(_:)`\naround a change of traits (`PUT /traits`). `loadView`: `loadView()` just before each\n`viewDidLoad` (an embed segue is performed between the two). Snapshots and exports list\nthem in this order; each at most once (400 `invalid-body`).\n",
      "items": {
        "type": "string",
        "enum": ["viewIsAppearing", "delegates", "transitions", "loadView"]
      }
    },
    "CollapsingColumn": {
      "type": "string",
      "enum": ["primary", "supplementary", "secondary"],
      "description": "A column a collapse can end on (the compact column, when there is one, is always shown)."
    },
    "Controller": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "kind", "class", "title", "appearance", "viewLoaded", "children", "presented"],
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "kind": {
          "type": "string",
          "enum": ["view", "navigation", "tabBar", "page", "split", "container", "alert", "search"]
        },
        "class": {
          "type": "string"
        },
        "title": {
          "type": ["string", "null"]
        },
        "appearance": {
          "type": "string",
          "enum": ["disappeared", "appearing", "appeared", "disappearing"]
        },
        "viewLoaded": {
          "type": "boolean"
        },
        "topViewController": {
          "$ref": "#/$defs/Identifier",
          "description": "Navigation controllers only."
        },
        "navigationBarHidden": {
          "type": "boolean",
          "description": "Navigation controllers only."
        },
        "toolbarHidden": {
          "type": "boolean",
          "description": "Navigation controllers only."
        },
        "selectedIndex": {
          "type": ["integer", "null"],
          "description": "Tab bar controllers only; null while the More list itself is shown (UIKit's NSNotFound)."
        },
        "selectedViewController": {
          "$ref": "#/$defs/Identifier",
          "description": "Tab bar controllers only; the selected tab, or the More navigation controller's id (`<tab bar id>.more`) while its list is shown."
        },
        "customizable": {
          "type": "array",
          "description": "Tab bar controllers only; the tabs reorder-tabs may move.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "moreNavigationController": {
          "$ref": "#/$defs/MoreNavigationController",
          "description": "Tab bar controllers only; null while every tab fits in the bar."
        },
        "transitionStyle": {
          "type": "string",
          "enum": ["pageCurl", "scroll"],
          "description": "Page view controllers only."
        },
        "navigationOrientation": {
          "type": "string",
          "enum": ["horizontal", "vertical"],
          "description": "Page view controllers only."
        },
        "spineLocation": {
          "type": "string",
          "enum": ["none", "min", "mid", "max"],
          "description": "Page view controllers only."
        },
        "doubleSided": {
          "type": "boolean",
          "description": "Page view controllers only."
        },
        "interPageSpacing": {
          "type": "number",
          "description": "Page view controllers only."
        },
        "showsPageIndicator": {
          "type": "boolean",
          "description": "Page view controllers only."
        },
        "spinePolicy": {
          "type": "string",
          "enum": ["fixed", "book"],
          "description": "Page view controllers only."
        },
        "pageIndex": {
          "type": "integer",
          "description": "Page view controllers only; the first page shown."
        },
        "pageCount": {
          "type": "integer",
          "description": "Page view controllers only; the pages of the data source."
        },
        "pages": {
          "type": "array",
          "description": "Page view controllers only; the data source's page ids (children holds only the pages shown).",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "style": {
          "$ref": "#/$defs/SplitStyle",
          "description": "Split view controllers only; written for the column styles (a classic split's node has none, nor preferredSplitBehavior, splitBehavior, topColumnForCollapsing and columns; a column style's has no collapsesSecondaryOntoPrimary)."
        },
        "preferredDisplayMode": {
          "$ref": "#/$defs/PreferredDisplayMode",
          "description": "Split view controllers only; the new names."
        },
        "displayMode": {
          "$ref": "#/$defs/DisplayMode",
          "description": "Split view controllers only; the mode in force while expanded (never automatic)."
        },
        "preferredSplitBehavior": {
          "$ref": "#/$defs/PreferredSplitBehavior",
          "description": "Split view controllers only",
          "column styles.": null
        },
        "splitBehavior": {
          "$ref": "#/$defs/SplitBehavior",
          "description": "Split view controllers only, column styles; the behavior in force, which decides the display modes allowed."
        },
        "topColumnForCollapsing": {
          "$ref": "#/$defs/CollapsingColumn",
          "description": "Split view controllers only",
          "column styles.": null
        },
        "columns": {
          "$ref": "#/$defs/SplitColumnIDs",
          "description": "Split view controllers only, column styles; `children` lists the columns that are the split's children in column order (collapsed, those on the primary's stack are not)."
        },
        "isCollapsed": {
          "type": "boolean",
          "description": "Split view controllers only; a compact width: only the primary is on screen, the secondary on its stack when it is a navigation controller (else kept aside as a child, off screen; or dropped with collapsesSecondaryOntoPrimary false)."
        },
        "presentsWithGesture": {
          "type": "boolean",
          "description": "Split view controllers only."
        },
        "preferredPrimaryColumnWidthFraction": {
          "type": ["number", "null"],
          "description": "Split view controllers only; null is automatic."
        },
        "collapsesSecondaryOntoPrimary": {
          "type": "boolean",
          "description": "Split view controllers only."
        },
        "shown": {
          "type": "array",
          "description": "Custom container controllers only; the children whose views are in its view (children lists all of UIKit's children).",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "awaitingDidMove": {
          "type": "array",
          "description": "Custom container controllers only; children added with didMove left to the client and not yet told.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "released": {
          "type": "array",
          "description": "Custom container controllers only; the ids of children it released on a memory warning (releasesHiddenChildrenOnMemoryWarning), held for them: add-child or transition naming one rebuilds it.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "pendingEmbeds": {
          "type": "array",
          "description": "Custom container controllers instantiated from a storyboard scene only, while their view has not loaded: the identifiers of the scene's embed segues, performed when it loads (their destinations become its children then).",
          "items": {
            "type": "string"
          }
        },
        "kept": {
          "type": "array",
          "description": "Custom container controllers only, when it keeps some: the controllers it removed with keep, alive and detached (no parent, disappeared), whole, in the order it kept them; add-child or transition on this container adds one back.",
          "items": {
            "$ref": "#/$defs/Controller"
          }
        },
        "automaticallyForwardsAppearance": {
          "type": "boolean",
          "enum": [false],
          "description": "Custom container controllers only; written when false: the client drives its children's appearance."
        },
        "releasesHiddenChildrenOnMemoryWarning": {
          "type": "boolean",
          "enum": [true],
          "description": "Custom container controllers only; written when true."
        },
        "navigationItem": {
          "$ref": "#/$defs/NavigationItem"
        },
        "tabBarItem": {
          "$ref": "#/$defs/TabBarItem"
        },
        "toolbarItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "hidesBottomBarWhenPushed": {
          "type": "boolean",
          "enum": [true]
        },
        "shouldSelect": {
          "type": "boolean",
          "enum": [false],
          "description": "Written when false."
        },
        "modalPresentationStyle": {
          "$ref": "#/$defs/ModalPresentationStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "modalTransitionStyle": {
          "$ref": "#/$defs/ModalTransitionStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "popoverPresentation": {
          "$ref": "#/$defs/PopoverPresentation",
          "type": "object"
        },
        "sheetPresentation": {
          "$ref": "#/$defs/SheetPresentation",
          "type": "object",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "adaptivePresentationStyle": {
          "$ref": "#/$defs/AdaptivePresentationStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "definesPresentationContext": {
          "type": "boolean",
          "enum": [true]
        },
        "modalInPresentation": {
          "type": "boolean",
          "enum": [true],
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "preferredStyle": {
          "type": "string",
          "enum": ["alert", "actionSheet"],
          "description": "Alert controllers only."
        },
        "message": {
          "type": "string",
          "description": "Alert controllers only; written when set."
        },
        "actions": {
          "type": "array",
          "description": "Alert controllers only; the buttons, in order.",
          "items": {
            "$ref": "#/$defs/AlertAction"
          }
        },
        "textFields": {
          "type": "array",
          "description": "Alert controllers only; written when it has some, each with what is typed in it.",
          "items": {
            "$ref": "#/$defs/AlertTextField"
          }
        },
        "isActive": {
          "type": "boolean",
          "description": "Search controllers only; search is active: the search controller is presented (its node is then its presenter's presented, else its owner's inactiveSearchController)."
        },
        "owner": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$",
          "description": "Search controllers only; the controller whose navigation item holds it; null once that controller was released while search was active (the presentation alone keeps it then, and dismissing it releases it)."
        },
        "searchResultsController": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$",
          "description": "Search controllers only; the results controller, its one child (in children), or null."
        },
        "showsSearchResultsController": {
          "type": "boolean",
          "description": "Search controllers only; whether the results controller's view is shown (it appears with the search controller then)."
        },
        "searchText": {
          "type": "string",
          "description": "Search controllers only; the search bar's text."
        },
        "automaticallyShowsSearchResultsController": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "hidesNavigationBarDuringPresentation": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "obscuresBackgroundDuringPresentation": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "searchController": {
          "$ref": "#/$defs/Identifier",
          "description": "Not for alerts or search controllers; the id of the search controller its navigation item holds, when it has one."
        },
        "inactiveSearchController": {
          "$ref": "#/$defs/Controller",
          "description": "With searchController, while search is inactive: the search controller's whole node, alive and detached (no parent, not presented)."
        },
        "supportedOrientations": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Orientation"
          }
        },
        "restorationIdentifier": {
          "type": "string"
        },
        "scene": {
          "$ref": "#/$defs/SceneReference",
          "description": "Only on a controller instantiated as a storyboard scene's root (a scene reference, a segue's destination, an embedded scene, POST /sessions with storyboard): the scene, whose segues perform-segue performs from it and whose unwindActions make it an unwind destination."
        },
        "userInfo": {
          "$ref": "#/$defs/AnyJSON",
          "description": "The client's JSON, object keys sorted."
        },
        "presentation": {
          "$ref": "#/$defs/PresentationInfo",
          "description": "Only on a presented controller."
        },
        "children": {
          "type": "array",
          "description": "For a navigation controller, the stack, root first (a collapsed split's primary may hold the secondary navigation controller, nested); for a split view controller, the primary, then the secondary while it is the split's child (expanded, or kept aside beside a primary that is no navigation controller).",
          "items": {
            "$ref": "#/$defs/Controller"
          }
        },
        "presented": {
          "$ref": "#/$defs/ControllerOrNull",
          "description": "The controller this one presents (presentedViewController), with its subtree; null when none."
        }
      }
    },
    "ControllerOrNull": {
      "type": ["object", "null"],
      "description": "The controller this one presents (presentedViewController), with its subtree; null when none.",
      "oneOf": [
        {
          "$ref": "#/$defs/Controller"
        },
        {
          "enum": [null]
        }
      ]
    },
    "CustomDetent": {
      "type": "object",
      "additionalProperties": false,
      "required": ["identifier", "height"],
      "description": "A custom detent (iOS 16) and its height in points.",
      "properties": {
        "identifier": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "height": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 100000,
          "description": "Points."
        }
      }
    },
    "DetentIdentifier": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._~-]{1,64}$",
      "description": "`medium`, `large`, or a custom detent's identifier."
    },
    "DisplayMode": {
      "type": "string",
      "enum": ["secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary"]
    },
    "ExpiresAt": {
      "type": "string",
      "format": "date-time",
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
      "description": "When the session expires unless a request names it first (whole seconds, UTC); only when the server expires sessions (`--session-ttl`)."
    },
    "Identifier": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._~-]{1,64}$",
      "description": "A client-chosen id; generated ids are `vc1`, `vc2`, … (controllers) or 32 hex digits (sessions)."
    },
    "ModalPresentationStyle": {
      "type": "string",
      "enum": ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover"]
    },
    "ModalTransitionStyle": {
      "type": "string",
      "enum": ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
    },
    "MoreNavigationController": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["id", "list", "topViewController"],
      "description": "UIKit's moreNavigationController, derived (not a client controller, no lifecycle events):\nthe tabs that do not fit (5 items on a compact width, 8 on a regular one: with more tabs\nthe bar shows one fewer, then More) and the tab it currently shows, if any.\n",
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "topViewController": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$"
        }
      }
    },
    "NavigationBar": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "hidden", "title", "prompt", "backButtonTitle", "leftItems", "rightItems"],
      "description": "The bar of the navigation controller nearest the top of the visible path. While a tab bar\nshows its More list, the More navigation controller's bar (`owner` `<tab bar id>.more`,\ntitle \"More\", an Edit item while some tab may move); a tab shown from the list is on that\ncontroller's stack (back button \"More\") unless it has a navigation controller of its own.\n",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "hidden": {
          "type": "boolean"
        },
        "title": {
          "type": ["string", "null"],
          "description": "The top's navigationItem.title ?? title."
        },
        "prompt": {
          "type": ["string", "null"]
        },
        "backButtonTitle": {
          "type": ["string", "null"],
          "description": "The controller below's `navigationItem.backButtonTitle ?? navigationItem.title ?? title ?? \"Back\"`;\nnull at the root, when the top hides the back button, or when its left items replace it.\n"
        },
        "leftItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "rightItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "NavigationItem": {
      "type": "object",
      "additionalProperties": false,
      "description": "Fields at their default (false, empty, absent) are left out of snapshots.",
      "properties": {
        "title": {
          "type": "string",
          "description": "Bar title; the controller's title when absent."
        },
        "prompt": {
          "type": "string"
        },
        "backButtonTitle": {
          "type": "string",
          "description": "What the next controller's back button shows for this one."
        },
        "hidesBackButton": {
          "type": "boolean",
          "default": false
        },
        "leftItemsSupplementBackButton": {
          "type": "boolean",
          "default": false,
          "description": "Without it, left items replace the back button."
        },
        "leftItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "rightItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "Orientation": {
      "type": "string",
      "enum": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
    },
    "PageIndicator": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "numberOfPages", "currentPage"],
      "description": "The page control of a scroll-style page view controller with showsPageIndicator.",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "numberOfPages": {
          "type": "integer"
        },
        "currentPage": {
          "type": "integer"
        }
      }
    },
    "PopoverBarButtonAnchor": {
      "type": "object",
      "additionalProperties": false,
      "required": ["bar"],
      "description": "Exactly one of index and systemItem (400 `invalid-body` otherwise).",
      "properties": {
        "bar": {
          "type": "string",
          "enum": ["left", "right", "toolbar"]
        },
        "index": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740992
        },
        "systemItem": {
          "type": "string",
          "enum": ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close"]
        }
      },
      "if": {
        "required": ["index"]
      },
      "then": {
        "properties": {
          "systemItem": false
        }
      },
      "else": {
        "required": ["systemItem"]
      }
    },
    "PopoverPresentation": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "description": "What a popover is anchored to (`popoverPresentationController`): `sourceController`, the\ncontroller whose view or bar holds the anchor, with `barButtonItem` (an item of its\nnavigation item's left or right items, or of its toolbar items, by index or system item)\nor `sourceRect` (in its view), or neither (its whole view). When the presentation is\nshown as a popover (a regular width, or `adaptivePresentationStyle: none`), a missing\nanchor is refused with 422 `popover-needs-anchor` (UIKit's NSGenericException), an anchor\noff screen or a bar item the controller lacks with 409 `popover-anchor-unavailable`, an\nunknown controller with 404. A popover on screen keeps an anchor (a PATCH removing it: 422\n`popover-needs-anchor`), and so does an imported one; a PATCH that makes a presentation a\npopover, or changes a popover's anchor, has its anchor checked as above (but not for being\non screen); a change of traits that would show as a\npopover a presentation that names no anchor is refused the same way, while one whose anchor\nhas left the session since keeps showing. A tap outside (`dismiss` with `reason: outside`)\ndismisses the popover unless it lands on (or inside) a passthrough controller. A second\npopover while one shows follows the presentation rules (MOD-E3): from the same presenter\n409 `already-presenting`; from the popover's own content it is presented over it. MOD-E5\nis the other rule: a currentContext or overCurrentContext presentation inside a popover\nneeds coverVertical. An anchor (`barButtonItem` or `sourceRect`, not both) needs\n`sourceController` (400 `invalid-body` otherwise).\n",
      "if": {
        "required": ["barButtonItem"]
      },
      "then": {
        "required": ["sourceController"],
        "properties": {
          "sourceRect": false
        }
      },
      "else": {
        "if": {
          "required": ["sourceRect"]
        },
        "then": {
          "required": ["sourceController"]
        }
      },
      "properties": {
        "sourceController": {
          "$ref": "#/$defs/Identifier"
        },
        "barButtonItem": {
          "$ref": "#/$defs/PopoverBarButtonAnchor"
        },
        "sourceRect": {
          "$ref": "#/$defs/PopoverSourceRect"
        },
        "permittedArrowDirections": {
          "type": "array",
          "minItems": 1,
          "description": "Default all four (UIKit's .any).",
          "items": {
            "type": "string",
            "enum": ["up", "down", "left", "right"]
          }
        },
        "passthroughControllers": {
          "type": "array",
          "description": "passthroughViews, as controllers whose views keep their touches while the popover shows.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        }
      }
    },
    "PopoverSourceRect": {
      "type": "object",
      "additionalProperties": false,
      "required": ["x", "y", "width", "height"],
      "properties": {
        "x": {
          "type": "number"
        },
        "y": {
          "type": "number"
        },
        "width": {
          "type": "number",
          "minimum": 0
        },
        "height": {
          "type": "number",
          "minimum": 0
        }
      }
    },
    "PreferredDisplayMode": {
      "type": "string",
      "enum": ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary", "primaryHidden", "allVisible", "primaryOverlay"]
    },
    "PreferredSplitBehavior": {
      "type": "string",
      "enum": ["automatic", "tile", "overlay", "displace"]
    },
    "PresentationInfo": {
      "type": "object",
      "additionalProperties": false,
      "required": ["presentingViewController", "requestedStyle", "effectiveStyle", "transitionStyle", "coversPresenter"],
      "properties": {
        "presentingViewController": {
          "$ref": "#/$defs/Identifier"
        },
        "requestedStyle": {
          "$ref": "#/$defs/ShownPresentationStyle"
        },
        "effectiveStyle": {
          "$ref": "#/$defs/ShownPresentationStyle"
        },
        "transitionStyle": {
          "$ref": "#/$defs/ModalTransitionStyle"
        },
        "coversPresenter": {
          "type": "boolean",
          "description": "fullScreen and currentContext hide the presenter's chain; sheets, popovers, over… styles and alerts do not."
        },
        "sheet": {
          "type": "object",
          "additionalProperties": false,
          "required": ["detent", "dimmed", "grabberVisible"],
          "description": "Only when the controller is shown as a page or form sheet (effectiveStyle): how it rests, from its sheetPresentation and the traits in force.",
          "properties": {
            "detent": {
              "type": ["string", "null"],
              "description": "The detent it rests at: the selected one (the smallest when none is), or, for medium in a compact height, where UIKit makes medium inactive, the next larger one (large when it lists none). null in a regular width, where the sheet is a centred form or page sheet without detents."
            },
            "dimmed": {
              "type": "boolean",
              "description": "Whether what it covers is dimmed and takes no touches: always in a regular width, else unless the detent is at most sheetPresentation.largestUndimmedDetent. The presenter stays appeared either way."
            },
            "grabberVisible": {
              "type": "boolean",
              "description": "prefersGrabberVisible, while the sheet has detents."
            }
          }
        }
      }
    },
    "SceneReference": {
      "type": "object",
      "additionalProperties": false,
      "required": ["storyboard", "identifier"],
      "properties": {
        "storyboard": {
          "type": "string"
        },
        "identifier": {
          "type": "string"
        }
      }
    },
    "SheetPresentation": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "description": "How the controller rests when presented as a page or form sheet (iOS 15+\n`sheetPresentationController`), configured before `present` or PATCHed on a sheet shown.\n`detents` from the smallest to the largest (UIKit's default `[large]`; never empty; each\nidentifier once; `large`, which is full height, last): `medium` (about half the screen,\ninactive in a compact height), `large`, or a custom detent (iOS 16)\n`{\"identifier\", \"height\"}` in points. `selectedDetent` (selectedDetentIdentifier; absent:\nthe smallest) and `largestUndimmedDetent` (largestUndimmedDetentIdentifier; absent: every\ndetent dims what the sheet covers) name detents of the list. `prefersGrabberVisible`\nshows the grabber. 400 `invalid-body` for anything else. `set-detent` moves the sheet.\n",
      "properties": {
        "detents": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "default": ["large"],
          "items": {
            "oneOf": [
              {
                "$ref": "#/$defs/SystemDetent"
              },
              {
                "$ref": "#/$defs/CustomDetent"
              }
            ]
          }
        },
        "selectedDetent": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "largestUndimmedDetent": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "prefersGrabberVisible": {
          "type": "boolean",
          "default": false
        }
      }
    },
    "ShownPresentationStyle": {
      "type": "string",
      "enum": ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover", "custom"],
      "description": "A ModalPresentationStyle, or custom: the style UIAlertController presents an alert in (requested and shown), and an action sheet in a compact width (requested popover). A client cannot ask for custom."
    },
    "SizeClass": {
      "type": "string",
      "enum": ["compact", "regular"]
    },
    "Snapshot": {
      "type": "object",
      "additionalProperties": false,
      "required": ["session", "revision", "traits", "window", "visible"],
      "properties": {
        "session": {
          "$ref": "#/$defs/Identifier"
        },
        "revision": {
          "type": "integer",
          "minimum": 1
        },
        "expiresAt": {
          "$ref": "#/$defs/ExpiresAt"
        },
        "traits": {
          "$ref": "#/$defs/Traits"
        },
        "callbacks": {
          "$ref": "#/$defs/CallbackGroups"
        },
        "window": {
          "$ref": "#/$defs/Window"
        },
        "visible": {
          "$ref": "#/$defs/Visible"
        }
      }
    },
    "SplitBehavior": {
      "type": "string",
      "enum": ["tile", "overlay", "displace"]
    },
    "SplitColumnIDs": {
      "type": "object",
      "additionalProperties": false,
      "required": ["primary", "secondary"],
      "description": "viewController(for:) of each column: its navigation controller (the compact column's controller), a child of the split or, collapsed, on the primary's stack; null for an empty column. supplementary in the tripleColumn style only, compact only when there is one.",
      "properties": {
        "primary": {
          "$ref": "#/$defs/Identifier"
        },
        "supplementary": {
          "type": ["string", "null"]
        },
        "secondary": {
          "type": ["string", "null"]
        },
        "compact": {
          "$ref": "#/$defs/Identifier"
        }
      }
    },
    "SplitStyle": {
      "type": "string",
      "enum": ["unspecified", "doubleColumn", "tripleColumn"]
    },
    "SplitViewChrome": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "displayMode", "isCollapsed", "columns"],
      "description": "The split view controller nearest the top and its columns on screen, primary first, each\nwith the bar of the navigation controller nearest its top. While the primary is hidden or\nlaid over, the secondary navigation controller's bar (at its root) has the display-mode\nbutton first among its left items, titled after the primary (SPL-7). Collapsed, one bar\nshows both stacks (owner: the primary), its back button going to the primary.\n",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "displayMode": {
          "$ref": "#/$defs/DisplayMode"
        },
        "isCollapsed": {
          "type": "boolean"
        },
        "columns": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/SplitViewColumn"
          }
        }
      }
    },
    "SplitViewColumn": {
      "type": "object",
      "additionalProperties": false,
      "required": ["column", "controller", "navigationBar"],
      "description": "A column of the split view on screen, with the bar of the navigation controller nearest its top.",
      "properties": {
        "column": {
          "type": "string",
          "enum": ["primary", "supplementary", "secondary", "compact"]
        },
        "controller": {
          "$ref": "#/$defs/Identifier"
        },
        "navigationBar": {
          "$ref": "#/$defs/NavigationBar"
        }
      }
    },
    "SystemDetent": {
      "type": "string",
      "enum": ["medium", "large"],
      "description": "`medium` (about half the screen, inactive in a compact height) or `large` (full height)."
    },
    "TabBar": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "hidden", "items", "selectedItem", "showsMore"],
      "description": "The bar of the tab bar controller nearest the top of the visible path.",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "hidden": {
          "type": "boolean",
          "description": "True while the top of the selected navigation stack has hidesBottomBarWhenPushed."
        },
        "items": {
          "type": "array",
          "description": "The tabs that fit, then a More item (id `<tab bar id>.more`) when some do not.",
          "items": {
            "$ref": "#/$defs/TabBarChromeItem"
          }
        },
        "selectedItem": {
          "$ref": "#/$defs/Identifier",
          "description": "The selected tab, or the More item while the More list or a tab from it is shown."
        },
        "showsMore": {
          "type": "boolean"
        }
      }
    },
    "TabBarChromeItem": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "title", "image", "badgeValue", "tag"],
      "description": "A tab's tabBarItem, else its root's (for a navigation controller), titled by the controller's title when the item has none.",
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "title": {
          "type": ["string", "null"]
        },
        "image": {
          "type": ["string", "null"]
        },
        "badgeValue": {
          "type": ["string", "null"]
        },
        "tag": {
          "type": "integer"
        }
      }
    },
    "TabBarItem": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string"
        },
        "image": {
          "type": "string"
        },
        "badgeValue": {
          "type": "string"
        },
        "tag": {
          "type": "integer",
          "minimum": -9007199254740992,
          "maximum": 9007199254740992,
          "default": 0
        }
      }
    },
    "Toolbar": {
      "type": "object",
      "additionalProperties": false,
      "required": ["hidden", "items"],
      "properties": {
        "hidden": {
          "type": "boolean"
        },
        "items": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "Traits": {
      "type": "object",
      "additionalProperties": false,
      "required": ["idiom", "orientation", "horizontalSizeClass", "verticalSizeClass"],
      "description": "Size classes are derived (phone compact wide, compact high in landscape; pad regular both ways) unless set.",
      "properties": {
        "idiom": {
          "type": "string",
          "enum": ["phone", "pad"]
        },
        "orientation": {
          "$ref": "#/$defs/Orientation"
        },
        "horizontalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        },
        "verticalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        }
      }
    },
    "Visible": {
      "type": "object",
      "additionalProperties": false,
      "required": ["path", "top", "navigationBar", "tabBar", "pageIndicator", "toolbar", "splitView"],
      "properties": {
        "path": {
          "type": "array",
          "description": "The ids on screen from the window root to the top-most content, through presented controllers in stacking order; what a full-screen presentation covers (everything below it) and what a currentContext presentation covers (its presenter's part) are left out, as are presentations whose presenter is off screen (in another tab). The bars below are those of the top-most visible layer; around a context presentation, the tab bar and navigation bar of the containers it is presented in stay. A popover, and a form or page sheet in a regular width (a pad), cover part of the window only: under them `tabBar` and `splitView` are those of the nearest layer below that has one (the tab bar does not vanish while a popover is up); `navigationBar`, `toolbar` and `pageIndicator` stay those of the content on top.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "top": {
          "$ref": "#/$defs/Identifier"
        },
        "navigationBar": {
          "$ref": "#/$defs/NavigationBar"
        },
        "tabBar": {
          "$ref": "#/$defs/TabBar"
        },
        "pageIndicator": {
          "$ref": "#/$defs/PageIndicator"
        },
        "toolbar": {
          "$ref": "#/$defs/Toolbar",
          "description": "The toolbar of the navigation controller that owns the bar; hidden with no items when there is none."
        },
        "splitView": {
          "$ref": "#/$defs/SplitViewChrome"
        }
      }
    },
    "Window": {
      "type": "object",
      "additionalProperties": false,
      "required": ["root"],
      "properties": {
        "root": {
          "$ref": "#/$defs/Controller"
        }
      }
    }
  }
}

"""#
    static let mutationResultSchema = Array(mutationResultSchemaText.utf8)
    private static let mutationResultSchemaText = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "The answer of a NavState change",
  "$ref": "#/$defs/MutationResult",
  "$defs": {
    "AdaptivePresentationStyle": {
      "type": "string",
      "enum": ["automatic", "none", "fullScreen", "overFullScreen", "pageSheet", "formSheet"],
      "description": "What the presentation becomes in a compact environment, as a presentation delegate's\nadaptivePresentationStyle(for:traitCollection:) answers: automatic is UIKit's own\nadaptation (in a compact width form sheets, page sheets and popovers become page sheets;\nin a compact height a popover becomes a form sheet), none keeps the requested style (a\npopover stays a popover), the others replace it.\n"
    },
    "AlertAction": {
      "type": "object",
      "additionalProperties": false,
      "required": ["title"],
      "description": "A UIAlertAction, a button of an alert.",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        },
        "style": {
          "type": "string",
          "enum": ["default", "cancel", "destructive"],
          "default": "default"
        },
        "enabled": {
          "type": "boolean",
          "default": true,
          "description": "isEnabled: a disabled button does not respond to a tap (409 alert-action-disabled)."
        }
      }
    },
    "AlertActionDetail": {
      "type": "object",
      "additionalProperties": false,
      "required": ["index", "title"],
      "description": "On alertActionHandler: the action tapped, and the texts of the alert's text fields (when it has some) as the handler reads them.",
      "properties": {
        "index": {
          "type": "integer",
          "minimum": 0
        },
        "title": {
          "type": "string"
        },
        "texts": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    },
    "AlertTextField": {
      "type": "object",
      "additionalProperties": false,
      "description": "A text field of an alert (addTextField(configurationHandler:)).",
      "properties": {
        "placeholder": {
          "type": "string",
          "maxLength": 1024
        },
        "secure": {
          "type": "boolean",
          "default": false,
          "description": "isSecureTextEntry."
        },
        "text": {
          "type": "string",
          "maxLength": 1024,
          "default": "",
          "description": "What is typed in it; enter-text changes it."
        }
      }
    },
    "AnyJSON": {
      "description": "Any JSON value, kept as sent. As everywhere in a request body, an integer written beyond\n±2^53 (9,007,199,254,740,992) is refused with 400 `invalid-body`: a JSON number cannot\ncarry it exactly. The `if`/`then`/`else` below says so for validators and test\ngenerators; code generators read any JSON.\n",
      "if": {
        "type": "integer"
      },
      "then": {
        "minimum": -9007199254740992,
        "maximum": 9007199254740992
      },
      "else": {
        "if": {
          "type": "array"
        },
        "then": {
          "items": {
            "$ref": "#/$defs/AnyJSON"
          }
        },
        "else": {
          "additionalProperties": {
            "$ref": "#/$defs/AnyJSON"
          }
        }
      }
    },
    "BarButtonItem": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string"
        },
        "image": {
          "type": "string"
        },
        "systemItem": {
          "type": "string",
          "enum": ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close"]
        },
        "style": {
          "type": "string",
          "enum": ["plain", "done"],
          "default": "plain"
        },
        "enabled": {
          "type": "boolean",
          "default": true
        }
      }
    },
    "CallbackGroups": {
      "type": "array",
      "uniqueItems": true,
      "description": "The callbacks the session receives besides the view controller lifecycle, chosen at\ncreation and kept (absent: none, the default, which is what clients written before\nthem expect). `viewIsAppearing`: `viewIsAppearing(_:)` after the `will` callbacks of each\ntransition that shows a view. `delegates`: the container delegates' calls,\n`UINavigationControllerDelegate` (`willShow`/`didShow` whenever a navigation controller\nshows its top), `UITabBarControllerDelegate` (`shouldSelect`/`didSelect` around a\nuser's tap, the three customization calls around `reorder-tabs`),\n`UISplitViewControllerDelegate` (`willChangeTo`, `collapseSecondary`, `separateSecondary`)\nand `UIAdaptivePresentationControllerDelegate` (around a user's dismissal of a\npresentation, and when it adapts to a compact size class). `transitions`:\n`willTransition(to:with:)`, `viewWillTransition(to:with:)` and `traitCollectionDidChange(_:)`\naround a change of traits (`PUT /traits`). `loadView`: `loadView()` just before each\n`viewDidLoad` (an embed segue is performed between the two). Snapshots and exports list\nthem in this order; each at most once (400 `invalid-body`).\n",
      "items": {
        "type": "string",
        "enum": ["viewIsAppearing", "delegates", "transitions", "loadView"]
      }
    },
    "CollapsingColumn": {
      "type": "string",
      "enum": ["primary", "supplementary", "secondary"],
      "description": "A column a collapse can end on (the compact column, when there is one, is always shown)."
    },
    "Controller": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "kind", "class", "title", "appearance", "viewLoaded", "children", "presented"],
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "kind": {
          "type": "string",
          "enum": ["view", "navigation", "tabBar", "page", "split", "container", "alert", "search"]
        },
        "class": {
          "type": "string"
        },
        "title": {
          "type": ["string", "null"]
        },
        "appearance": {
          "type": "string",
          "enum": ["disappeared", "appearing", "appeared", "disappearing"]
        },
        "viewLoaded": {
          "type": "boolean"
        },
        "topViewController": {
          "$ref": "#/$defs/Identifier",
          "description": "Navigation controllers only."
        },
        "navigationBarHidden": {
          "type": "boolean",
          "description": "Navigation controllers only."
        },
        "toolbarHidden": {
          "type": "boolean",
          "description": "Navigation controllers only."
        },
        "selectedIndex": {
          "type": ["integer", "null"],
          "description": "Tab bar controllers only; null while the More list itself is shown (UIKit's NSNotFound)."
        },
        "selectedViewController": {
          "$ref": "#/$defs/Identifier",
          "description": "Tab bar controllers only; the selected tab, or the More navigation controller's id (`<tab bar id>.more`) while its list is shown."
        },
        "customizable": {
          "type": "array",
          "description": "Tab bar controllers only; the tabs reorder-tabs may move.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "moreNavigationController": {
          "$ref": "#/$defs/MoreNavigationController",
          "description": "Tab bar controllers only; null while every tab fits in the bar."
        },
        "transitionStyle": {
          "type": "string",
          "enum": ["pageCurl", "scroll"],
          "description": "Page view controllers only."
        },
        "navigationOrientation": {
          "type": "string",
          "enum": ["horizontal", "vertical"],
          "description": "Page view controllers only."
        },
        "spineLocation": {
          "type": "string",
          "enum": ["none", "min", "mid", "max"],
          "description": "Page view controllers only."
        },
        "doubleSided": {
          "type": "boolean",
          "description": "Page view controllers only."
        },
        "interPageSpacing": {
          "type": "number",
          "description": "Page view controllers only."
        },
        "showsPageIndicator": {
          "type": "boolean",
          "description": "Page view controllers only."
        },
        "spinePolicy": {
          "type": "string",
          "enum": ["fixed", "book"],
          "description": "Page view controllers only."
        },
        "pageIndex": {
          "type": "integer",
          "description": "Page view controllers only; the first page shown."
        },
        "pageCount": {
          "type": "integer",
          "description": "Page view controllers only; the pages of the data source."
        },
        "pages": {
          "type": "array",
          "description": "Page view controllers only; the data source's page ids (children holds only the pages shown).",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "style": {
          "$ref": "#/$defs/SplitStyle",
          "description": "Split view controllers only; written for the column styles (a classic split's node has none, nor preferredSplitBehavior, splitBehavior, topColumnForCollapsing and columns; a column style's has no collapsesSecondaryOntoPrimary)."
        },
        "preferredDisplayMode": {
          "$ref": "#/$defs/PreferredDisplayMode",
          "description": "Split view controllers only; the new names."
        },
        "displayMode": {
          "$ref": "#/$defs/DisplayMode",
          "description": "Split view controllers only; the mode in force while expanded (never automatic)."
        },
        "preferredSplitBehavior": {
          "$ref": "#/$defs/PreferredSplitBehavior",
          "description": "Split view controllers only",
          "column styles.": null
        },
        "splitBehavior": {
          "$ref": "#/$defs/SplitBehavior",
          "description": "Split view controllers only, column styles; the behavior in force, which decides the display modes allowed."
        },
        "topColumnForCollapsing": {
          "$ref": "#/$defs/CollapsingColumn",
          "description": "Split view controllers only",
          "column styles.": null
        },
        "columns": {
          "$ref": "#/$defs/SplitColumnIDs",
          "description": "Split view controllers only, column styles; `children` lists the columns that are the split's children in column order (collapsed, those on the primary's stack are not)."
        },
        "isCollapsed": {
          "type": "boolean",
          "description": "Split view controllers only; a compact width: only the primary is on screen, the secondary on its stack when it is a navigation controller (else kept aside as a child, off screen; or dropped with collapsesSecondaryOntoPrimary false)."
        },
        "presentsWithGesture": {
          "type": "boolean",
          "description": "Split view controllers only."
        },
        "preferredPrimaryColumnWidthFraction": {
          "type": ["number", "null"],
          "description": "Split view controllers only; null is automatic."
        },
        "collapsesSecondaryOntoPrimary": {
          "type": "boolean",
          "description": "Split view controllers only."
        },
        "shown": {
          "type": "array",
          "description": "Custom container controllers only; the children whose views are in its view (children lists all of UIKit's children).",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "awaitingDidMove": {
          "type": "array",
          "description": "Custom container controllers only; children added with didMove left to the client and not yet told.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "released": {
          "type": "array",
          "description": "Custom container controllers only; the ids of children it released on a memory warning (releasesHiddenChildrenOnMemoryWarning), held for them: add-child or transition naming one rebuilds it.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "pendingEmbeds": {
          "type": "array",
          "description": "Custom container controllers instantiated from a storyboard scene only, while their view has not loaded: the identifiers of the scene's embed segues, performed when it loads (their destinations become its children then).",
          "items": {
            "type": "string"
          }
        },
        "kept": {
          "type": "array",
          "description": "Custom container controllers only, when it keeps some: the controllers it removed with keep, alive and detached (no parent, disappeared), whole, in the order it kept them; add-child or transition on this container adds one back.",
          "items": {
            "$ref": "#/$defs/Controller"
          }
        },
        "automaticallyForwardsAppearance": {
          "type": "boolean",
          "enum": [false],
          "description": "Custom container controllers only; written when false: the client drives its children's appearance."
        },
        "releasesHiddenChildrenOnMemoryWarning": {
          "type": "boolean",
          "enum": [true],
          "description": "Custom container controllers only; written when true."
        },
        "navigationItem": {
          "$ref": "#/$defs/NavigationItem"
        },
        "tabBarItem": {
          "$ref": "#/$defs/TabBarItem"
        },
        "toolbarItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "hidesBottomBarWhenPushed": {
          "type": "boolean",
          "enum": [true]
        },
        "shouldSelect": {
          "type": "boolean",
          "enum": [false],
          "description": "Written when false."
        },
        "modalPresentationStyle": {
          "$ref": "#/$defs/ModalPresentationStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "modalTransitionStyle": {
          "$ref": "#/$defs/ModalTransitionStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "popoverPresentation": {
          "$ref": "#/$defs/PopoverPresentation",
          "type": "object"
        },
        "sheetPresentation": {
          "$ref": "#/$defs/SheetPresentation",
          "type": "object",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "adaptivePresentationStyle": {
          "$ref": "#/$defs/AdaptivePresentationStyle",
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "definesPresentationContext": {
          "type": "boolean",
          "enum": [true]
        },
        "modalInPresentation": {
          "type": "boolean",
          "enum": [true],
          "description": "Not for alerts or search controllers (UIAlertController presents itself in its own style, UISearchController over the context of its owner: 422 field-not-applicable)."
        },
        "preferredStyle": {
          "type": "string",
          "enum": ["alert", "actionSheet"],
          "description": "Alert controllers only."
        },
        "message": {
          "type": "string",
          "description": "Alert controllers only; written when set."
        },
        "actions": {
          "type": "array",
          "description": "Alert controllers only; the buttons, in order.",
          "items": {
            "$ref": "#/$defs/AlertAction"
          }
        },
        "textFields": {
          "type": "array",
          "description": "Alert controllers only; written when it has some, each with what is typed in it.",
          "items": {
            "$ref": "#/$defs/AlertTextField"
          }
        },
        "isActive": {
          "type": "boolean",
          "description": "Search controllers only; search is active: the search controller is presented (its node is then its presenter's presented, else its owner's inactiveSearchController)."
        },
        "owner": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$",
          "description": "Search controllers only; the controller whose navigation item holds it; null once that controller was released while search was active (the presentation alone keeps it then, and dismissing it releases it)."
        },
        "searchResultsController": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$",
          "description": "Search controllers only; the results controller, its one child (in children), or null."
        },
        "showsSearchResultsController": {
          "type": "boolean",
          "description": "Search controllers only; whether the results controller's view is shown (it appears with the search controller then)."
        },
        "searchText": {
          "type": "string",
          "description": "Search controllers only; the search bar's text."
        },
        "automaticallyShowsSearchResultsController": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "hidesNavigationBarDuringPresentation": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "obscuresBackgroundDuringPresentation": {
          "type": "boolean",
          "enum": [false],
          "description": "Search controllers only; written when false."
        },
        "searchController": {
          "$ref": "#/$defs/Identifier",
          "description": "Not for alerts or search controllers; the id of the search controller its navigation item holds, when it has one."
        },
        "inactiveSearchController": {
          "$ref": "#/$defs/Controller",
          "description": "With searchController, while search is inactive: the search controller's whole node, alive and detached (no parent, not presented)."
        },
        "supportedOrientations": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Orientation"
          }
        },
        "restorationIdentifier": {
          "type": "string"
        },
        "scene": {
          "$ref": "#/$defs/SceneReference",
          "description": "Only on a controller instantiated as a storyboard scene's root (a scene reference, a segue's destination, an embedded scene, POST /sessions with storyboard): the scene, whose segues perform-segue performs from it and whose unwindActions make it an unwind destination."
        },
        "userInfo": {
          "$ref": "#/$defs/AnyJSON",
          "description": "The client's JSON, object keys sorted."
        },
        "presentation": {
          "$ref": "#/$defs/PresentationInfo",
          "description": "Only on a presented controller."
        },
        "children": {
          "type": "array",
          "description": "For a navigation controller, the stack, root first (a collapsed split's primary may hold the secondary navigation controller, nested); for a split view controller, the primary, then the secondary while it is the split's child (expanded, or kept aside beside a primary that is no navigation controller).",
          "items": {
            "$ref": "#/$defs/Controller"
          }
        },
        "presented": {
          "$ref": "#/$defs/ControllerOrNull",
          "description": "The controller this one presents (presentedViewController), with its subtree; null when none."
        }
      }
    },
    "ControllerOrNull": {
      "type": ["object", "null"],
      "description": "The controller this one presents (presentedViewController), with its subtree; null when none.",
      "oneOf": [
        {
          "$ref": "#/$defs/Controller"
        },
        {
          "enum": [null]
        }
      ]
    },
    "CustomDetent": {
      "type": "object",
      "additionalProperties": false,
      "required": ["identifier", "height"],
      "description": "A custom detent (iOS 16) and its height in points.",
      "properties": {
        "identifier": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "height": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 100000,
          "description": "Points."
        }
      }
    },
    "DetentIdentifier": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._~-]{1,64}$",
      "description": "`medium`, `large`, or a custom detent's identifier."
    },
    "DisplayMode": {
      "type": "string",
      "enum": ["secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary"]
    },
    "ExpiresAt": {
      "type": "string",
      "format": "date-time",
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
      "description": "When the session expires unless a request names it first (whole seconds, UTC); only when the server expires sessions (`--session-ttl`)."
    },
    "Identifier": {
      "type": "string",
      "pattern": "^[A-Za-z0-9._~-]{1,64}$",
      "description": "A client-chosen id; generated ids are `vc1`, `vc2`, … (controllers) or 32 hex digits (sessions)."
    },
    "LifecycleEvent": {
      "type": "object",
      "additionalProperties": false,
      "required": ["controller", "callback"],
      "description": "One callback, in UIKit's order. Appearance callbacks carry `animated`; containment callbacks\ncarry `parent` (null when leaving). `call` is the same as one line.\n",
      "properties": {
        "call": {
          "type": "string",
          "description": "The call as one line: `controller.callback(arguments)`, the arguments as UIKit passes\nthem: `animated` for the appearance callbacks (then `isBeingPresented` or\n`isBeingDismissed` when true), the parent for the containment ones (`nil` when\nleaving), the segue's identifier for the segue ones, none for the others (no\nparentheses): `inbox.viewWillDisappear(true)`, `compose.viewWillAppear(true,\nisBeingPresented)`, `thread.willMoveToParent(mail)`, `thread.didMoveToParent(nil)`,\n`inbox.prepareForSegue(openMessage)`, `thread.viewDidLoad`, `thread.viewIsAppearing(true)`.\nA delegate call is written on the container's delegate with the method's labels:\n`mail.delegate.navigationController(willShow: thread, animated: true)`,\n`tabs.delegate.tabBarController(shouldSelect: settings)`,\n`tabs.delegate.tabBarController(didEndCustomizing: viewControllers, changed: true)`.\nThe transition calls name the traits as `idiom horizontal/vertical` and the size by its\norientation: `nav.willTransition(to: phone compact/compact)`,\n`nav.viewWillTransition(to: landscapeLeft)`, `nav.traitCollectionDidChange(phone compact/regular)`\n(the previous traits). Every event has it, except in history entries a store kept from a release before it.\n"
        },
        "controller": {
          "$ref": "#/$defs/Identifier"
        },
        "callback": {
          "type": "string",
          "enum": ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willMoveToParent", "didMoveToParent", "deinit", "didReceiveMemoryWarning", "shouldPerformSegue", "prepareForSegue", "unwindAction", "viewIsAppearing", "navigationControllerWillShow", "navigationControllerDidShow", "tabBarControllerShouldSelect", "tabBarControllerDidSelect", "tabBarControllerWillBeginCustomizing", "tabBarControllerWillEndCustomizing", "tabBarControllerDidEndCustomizing", "splitViewControllerWillChangeDisplayMode", "splitViewControllerCollapseSecondary", "splitViewControllerSeparateSecondary", "splitViewControllerTopColumnForCollapsing", "splitViewControllerDisplayModeForExpanding", "splitViewControllerDidCollapse", "splitViewControllerDidExpand", "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss", "adaptivePresentationStyle", "sheetPresentationControllerDidChangeSelectedDetentIdentifier", "alertActionHandler", "willPresentSearchController", "didPresentSearchController", "willDismissSearchController", "didDismissSearchController", "updateSearchResults", "willTransitionToTraitCollection", "viewWillTransitionToSize", "traitCollectionDidChange"],
          "description": "`deinit`: the controller was released (popped, dismissed, replaced, a removed tab, a page no longer shown), after its `didMoveToParent(nil)` or at the end of the dismissal; parents before children. The segue callbacks carry `segue`: `shouldPerformSegue` (shouldPerformSegue(withIdentifier:sender:), asked of the source of a segue a user triggered and answered YES), `prepareForSegue` (prepare(for:sender:) on the source, before the destination loads), `unwindAction` (the unwind action, `@IBAction func unwindToInbox(_:)`, on the destination an unwind segue found, before anything leaves the screen). `alertActionHandler` (the handler of the UIAlertAction tapped, with `alertAction`: after the alert's viewDidDisappear, before its deinit). Only in sessions that chose them (`callbacks`): `loadView` (loadView(), just before the controller's `viewDidLoad`); `viewIsAppearing` (with `animated`, after every `will` callback and delegate `willShow` of its transition, before any `did`); the delegate calls, which carry `delegate` and name the container as `controller`: `navigationControllerWillShow` / `navigationControllerDidShow` (navigationController(_:willShow:animated:) after both `will` callbacks, didShow after both `did` callbacks, whenever the navigation controller shows its top: push, pop, set, its own appearance), `tabBarControllerShouldSelect` / `tabBarControllerDidSelect` (first and last of a user's tap), `tabBarControllerWillBeginCustomizing`, `tabBarControllerWillEndCustomizing`, `tabBarControllerDidEndCustomizing` (More > Edit, `reorder-tabs`, with `changed`); `splitViewControllerWillChangeDisplayMode` (splitViewController(_:willChangeTo:), with `displayMode`, before a change of the display mode in force of an expanded split: set-display-mode, a preferredDisplayMode PATCH, a change of traits), `splitViewControllerCollapseSecondary` (splitViewController(_:collapseSecondary:onto:) before a collapse moves the secondary, `viewController`, onto `primaryViewController`; the split's collapsesSecondaryOntoPrimary is the answer) and `splitViewControllerSeparateSecondary` (splitViewController(_:separateSecondaryFrom:) before an expansion, `viewController` the primary), both for the classic split only; for column styles `splitViewControllerTopColumnForCollapsing` (splitViewController(_:topColumnForCollapsingToProposedTopColumn:), with the proposed `column`, secondary, before a collapse without a compact column moves anything; the split's topColumnForCollapsing is the answer), `splitViewControllerDisplayModeForExpanding` (splitViewController(_:displayModeForExpandingToProposedDisplayMode:), with `displayMode`, before an expansion moves anything), `splitViewControllerDidCollapse` and `splitViewControllerDidExpand` (last, after the transition); `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, `presentationControllerDidDismiss` and `presentationControllerDidAttemptToDismiss` (UIAdaptivePresentationControllerDelegate, `controller` the presented controller: around a user's dismissal, see dismiss); `adaptivePresentationStyle` (adaptivePresentationStyle(for:traitCollection:) of the same delegate, with `traitCollection` and the answer in `style`: asked when the traits make UIKit adapt the presentation, a sheet or popover in a compact width or a popover in a compact height, at the presentation before any of its callbacks and at a change of traits before the screen changes; only of a controller whose adaptivePresentationStyle is not automatic, which stands for the delegate's answer); `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (UISheetPresentationControllerDelegate, `controller` the sheet, with `detent`: the user dragged the sheet to rest at another detent, set-detent with userAction); `willTransitionToTraitCollection` (willTransition(to:with:), with `traitCollection`), `viewWillTransitionToSize` (viewWillTransition(to:with:), with `orientation`) and `traitCollectionDidChange` (with `previousTraitCollection`) around a change of traits."
        },
        "animated": {
          "type": "boolean"
        },
        "delegate": {
          "type": "string",
          "enum": ["UINavigationControllerDelegate", "UITabBarControllerDelegate", "UISplitViewControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate", "UISearchControllerDelegate", "UISearchResultsUpdating"],
          "description": "On a delegate call only: the protocol of the delegate of `controller` that is called (sessions with the `delegates` callbacks)."
        },
        "viewController": {
          "$ref": "#/$defs/Identifier",
          "description": "The controller a delegate call is about: the one a navigation controller shows (willShow, didShow) or the tab tapped (shouldSelect, didSelect; `{tabBar}.more`, the More navigation controller, for the More item)."
        },
        "changed": {
          "type": "boolean",
          "description": "On the end of a customization (willEndCustomizing, didEndCustomizing): whether the order of the tabs changed."
        },
        "displayMode": {
          "$ref": "#/$defs/DisplayMode",
          "description": "On splitViewControllerWillChangeDisplayMode: the mode about to be in force; on splitViewControllerDisplayModeForExpanding: the mode proposed (and kept)."
        },
        "column": {
          "$ref": "#/$defs/CollapsingColumn",
          "description": "On splitViewControllerTopColumnForCollapsing: the column proposed."
        },
        "primaryViewController": {
          "$ref": "#/$defs/Identifier",
          "description": "On splitViewControllerCollapseSecondary: the primary the secondary (viewController) collapses onto."
        },
        "traitCollection": {
          "$ref": "#/$defs/TraitCollection",
          "description": "On willTransitionToTraitCollection: the traits about to be in force; on adaptivePresentationStyle: the traits the presentation adapts to."
        },
        "style": {
          "$ref": "#/$defs/AdaptivePresentationStyle",
          "description": "On adaptivePresentationStyle: the delegate's answer (the controller's adaptivePresentationStyle)."
        },
        "detent": {
          "$ref": "#/$defs/DetentIdentifier",
          "description": "On sheetPresentationControllerDidChangeSelectedDetentIdentifier: the detent the user selected."
        },
        "previousTraitCollection": {
          "$ref": "#/$defs/TraitCollection",
          "description": "On traitCollectionDidChange: the traits before the change."
        },
        "orientation": {
          "$ref": "#/$defs/Orientation",
          "description": "On viewWillTransitionToSize: the orientation whose size the window takes."
        },
        "isBeingPresented": {
          "type": "boolean",
          "enum": [true],
          "description": "On the appearance callbacks of a presented controller."
        },
        "isBeingDismissed": {
          "type": "boolean",
          "enum": [true],
          "description": "On the disappearance callbacks of a dismissed controller."
        },
        "parent": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$"
        },
        "segue": {
          "$ref": "#/$defs/SegueDetail"
        },
        "alertAction": {
          "$ref": "#/$defs/AlertActionDetail"
        },
        "action": {
          "type": "integer",
          "minimum": 0,
          "description": "In batches and history entries of several actions, the index of the action that sent it."
        }
      }
    },
    "ModalPresentationStyle": {
      "type": "string",
      "enum": ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover"]
    },
    "ModalTransitionStyle": {
      "type": "string",
      "enum": ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
    },
    "MoreNavigationController": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["id", "list", "topViewController"],
      "description": "UIKit's moreNavigationController, derived (not a client controller, no lifecycle events):\nthe tabs that do not fit (5 items on a compact width, 8 on a regular one: with more tabs\nthe bar shows one fewer, then More) and the tab it currently shows, if any.\n",
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "topViewController": {
          "type": ["string", "null"],
          "pattern": "^[A-Za-z0-9._~-]{1,64}$"
        }
      }
    },
    "MutationResult": {
      "type": "object",
      "additionalProperties": false,
      "required": ["session", "revision", "events"],
      "description": "A snapshot with the callbacks of the change; `changed` only for PATCH (and batches with\na patch). With `Prefer: return=minimal` only `session`, `revision`, `events` and\n`changed`. In a batch's answer each event carries `action`, the index of the action that\ncaused it. A dry run's answer shows the revision the session would reach and `dryRun: true`.\n",
      "properties": {
        "session": {
          "$ref": "#/$defs/Identifier"
        },
        "revision": {
          "type": "integer",
          "minimum": 1
        },
        "expiresAt": {
          "$ref": "#/$defs/ExpiresAt"
        },
        "traits": {
          "$ref": "#/$defs/Traits"
        },
        "callbacks": {
          "$ref": "#/$defs/CallbackGroups"
        },
        "window": {
          "$ref": "#/$defs/Window"
        },
        "visible": {
          "$ref": "#/$defs/Visible"
        },
        "events": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/LifecycleEvent"
          }
        },
        "dryRun": {
          "type": "boolean",
          "enum": [true]
        },
        "changed": {
          "type": "array",
          "description": "Dotted names of the chrome fields that changed: path, navigationBar, navigationBar.title, navigationBar.prompt, navigationBar.backButtonTitle, navigationBar.hidden, navigationBar.leftItems, navigationBar.rightItems, toolbar.hidden, toolbar.items, tabBar.hidden, tabBar.items, tabBar.selectedItem, pageIndicator, splitView.",
          "items": {
            "type": "string"
          }
        },
        "resolvedAs": {
          "$ref": "#/$defs/ShowResolution",
          "description": "show and show-detail only: what the action became."
        },
        "resolved": {
          "type": "array",
          "description": "In a batch's answer, what each show and show-detail became, by action index.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": ["action", "resolvedAs"],
            "properties": {
              "action": {
                "type": "integer",
                "minimum": 0
              },
              "resolvedAs": {
                "$ref": "#/$defs/ShowResolution"
              }
            }
          }
        }
      }
    },
    "NavigationBar": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "hidden", "title", "prompt", "backButtonTitle", "leftItems", "rightItems"],
      "description": "The bar of the navigation controller nearest the top of the visible path. While a tab bar\nshows its More list, the More navigation controller's bar (`owner` `<tab bar id>.more`,\ntitle \"More\", an Edit item while some tab may move); a tab shown from the list is on that\ncontroller's stack (back button \"More\") unless it has a navigation controller of its own.\n",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "hidden": {
          "type": "boolean"
        },
        "title": {
          "type": ["string", "null"],
          "description": "The top's navigationItem.title ?? title."
        },
        "prompt": {
          "type": ["string", "null"]
        },
        "backButtonTitle": {
          "type": ["string", "null"],
          "description": "The controller below's `navigationItem.backButtonTitle ?? navigationItem.title ?? title ?? \"Back\"`;\nnull at the root, when the top hides the back button, or when its left items replace it.\n"
        },
        "leftItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "rightItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "NavigationItem": {
      "type": "object",
      "additionalProperties": false,
      "description": "Fields at their default (false, empty, absent) are left out of snapshots.",
      "properties": {
        "title": {
          "type": "string",
          "description": "Bar title; the controller's title when absent."
        },
        "prompt": {
          "type": "string"
        },
        "backButtonTitle": {
          "type": "string",
          "description": "What the next controller's back button shows for this one."
        },
        "hidesBackButton": {
          "type": "boolean",
          "default": false
        },
        "leftItemsSupplementBackButton": {
          "type": "boolean",
          "default": false,
          "description": "Without it, left items replace the back button."
        },
        "leftItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        },
        "rightItems": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "Orientation": {
      "type": "string",
      "enum": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
    },
    "PageIndicator": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "numberOfPages", "currentPage"],
      "description": "The page control of a scroll-style page view controller with showsPageIndicator.",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "numberOfPages": {
          "type": "integer"
        },
        "currentPage": {
          "type": "integer"
        }
      }
    },
    "PopoverBarButtonAnchor": {
      "type": "object",
      "additionalProperties": false,
      "required": ["bar"],
      "description": "Exactly one of index and systemItem (400 `invalid-body` otherwise).",
      "properties": {
        "bar": {
          "type": "string",
          "enum": ["left", "right", "toolbar"]
        },
        "index": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740992
        },
        "systemItem": {
          "type": "string",
          "enum": ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close"]
        }
      },
      "if": {
        "required": ["index"]
      },
      "then": {
        "properties": {
          "systemItem": false
        }
      },
      "else": {
        "required": ["systemItem"]
      }
    },
    "PopoverPresentation": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "description": "What a popover is anchored to (`popoverPresentationController`): `sourceController`, the\ncontroller whose view or bar holds the anchor, with `barButtonItem` (an item of its\nnavigation item's left or right items, or of its toolbar items, by index or system item)\nor `sourceRect` (in its view), or neither (its whole view). When the presentation is\nshown as a popover (a regular width, or `adaptivePresentationStyle: none`), a missing\nanchor is refused with 422 `popover-needs-anchor` (UIKit's NSGenericException), an anchor\noff screen or a bar item the controller lacks with 409 `popover-anchor-unavailable`, an\nunknown controller with 404. A popover on screen keeps an anchor (a PATCH removing it: 422\n`popover-needs-anchor`), and so does an imported one; a PATCH that makes a presentation a\npopover, or changes a popover's anchor, has its anchor checked as above (but not for being\non screen); a change of traits that would show as a\npopover a presentation that names no anchor is refused the same way, while one whose anchor\nhas left the session since keeps showing. A tap outside (`dismiss` with `reason: outside`)\ndismisses the popover unless it lands on (or inside) a passthrough controller. A second\npopover while one shows follows the presentation rules (MOD-E3): from the same presenter\n409 `already-presenting`; from the popover's own content it is presented over it. MOD-E5\nis the other rule: a currentContext or overCurrentContext presentation inside a popover\nneeds coverVertical. An anchor (`barButtonItem` or `sourceRect`, not both) needs\n`sourceController` (400 `invalid-body` otherwise).\n",
      "if": {
        "required": ["barButtonItem"]
      },
      "then": {
        "required": ["sourceController"],
        "properties": {
          "sourceRect": false
        }
      },
      "else": {
        "if": {
          "required": ["sourceRect"]
        },
        "then": {
          "required": ["sourceController"]
        }
      },
      "properties": {
        "sourceController": {
          "$ref": "#/$defs/Identifier"
        },
        "barButtonItem": {
          "$ref": "#/$defs/PopoverBarButtonAnchor"
        },
        "sourceRect": {
          "$ref": "#/$defs/PopoverSourceRect"
        },
        "permittedArrowDirections": {
          "type": "array",
          "minItems": 1,
          "description": "Default all four (UIKit's .any).",
          "items": {
            "type": "string",
            "enum": ["up", "down", "left", "right"]
          }
        },
        "passthroughControllers": {
          "type": "array",
          "description": "passthroughViews, as controllers whose views keep their touches while the popover shows.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        }
      }
    },
    "PopoverSourceRect": {
      "type": "object",
      "additionalProperties": false,
      "required": ["x", "y", "width", "height"],
      "properties": {
        "x": {
          "type": "number"
        },
        "y": {
          "type": "number"
        },
        "width": {
          "type": "number",
          "minimum": 0
        },
        "height": {
          "type": "number",
          "minimum": 0
        }
      }
    },
    "PreferredDisplayMode": {
      "type": "string",
      "enum": ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary", "primaryHidden", "allVisible", "primaryOverlay"]
    },
    "PreferredSplitBehavior": {
      "type": "string",
      "enum": ["automatic", "tile", "overlay", "displace"]
    },
    "PresentationInfo": {
      "type": "object",
      "additionalProperties": false,
      "required": ["presentingViewController", "requestedStyle", "effectiveStyle", "transitionStyle", "coversPresenter"],
      "properties": {
        "presentingViewController": {
          "$ref": "#/$defs/Identifier"
        },
        "requestedStyle": {
          "$ref": "#/$defs/ShownPresentationStyle"
        },
        "effectiveStyle": {
          "$ref": "#/$defs/ShownPresentationStyle"
        },
        "transitionStyle": {
          "$ref": "#/$defs/ModalTransitionStyle"
        },
        "coversPresenter": {
          "type": "boolean",
          "description": "fullScreen and currentContext hide the presenter's chain; sheets, popovers, over… styles and alerts do not."
        },
        "sheet": {
          "type": "object",
          "additionalProperties": false,
          "required": ["detent", "dimmed", "grabberVisible"],
          "description": "Only when the controller is shown as a page or form sheet (effectiveStyle): how it rests, from its sheetPresentation and the traits in force.",
          "properties": {
            "detent": {
              "type": ["string", "null"],
              "description": "The detent it rests at: the selected one (the smallest when none is), or, for medium in a compact height, where UIKit makes medium inactive, the next larger one (large when it lists none). null in a regular width, where the sheet is a centred form or page sheet without detents."
            },
            "dimmed": {
              "type": "boolean",
              "description": "Whether what it covers is dimmed and takes no touches: always in a regular width, else unless the detent is at most sheetPresentation.largestUndimmedDetent. The presenter stays appeared either way."
            },
            "grabberVisible": {
              "type": "boolean",
              "description": "prefersGrabberVisible, while the sheet has detents."
            }
          }
        }
      }
    },
    "SceneReference": {
      "type": "object",
      "additionalProperties": false,
      "required": ["storyboard", "identifier"],
      "properties": {
        "storyboard": {
          "type": "string"
        },
        "identifier": {
          "type": "string"
        }
      }
    },
    "SegueDetail": {
      "type": "object",
      "additionalProperties": false,
      "required": ["identifier", "kind", "source"],
      "description": "The segue of a segue callback (UIStoryboardSegue's identifier, source and destination) with what perform-segue was sent.",
      "properties": {
        "identifier": {
          "type": "string"
        },
        "kind": {
          "$ref": "#/$defs/SegueKind"
        },
        "source": {
          "$ref": "#/$defs/Identifier"
        },
        "destination": {
          "$ref": "#/$defs/Identifier",
          "description": "The destination's id: the new controller, or the controller an unwind found; absent on shouldPerformSegue, asked before it exists."
        },
        "action": {
          "type": "string",
          "description": "An unwind segue's action."
        },
        "sender": {
          "$ref": "#/$defs/Identifier",
          "description": "The controller named as `sender`, when one was."
        },
        "userInfo": {
          "$ref": "#/$defs/AnyJSON",
          "description": "The payload sent with the segue (perform-segue's userInfo), when one was; object keys sorted."
        }
      }
    },
    "SegueKind": {
      "type": "string",
      "enum": ["show", "showDetail", "present", "popover", "embed", "custom", "unwind", "push"],
      "description": "Interface Builder's kinds since iOS 8, and the deprecated `push`: `show`\n(show(_:sender:)), `showDetail` (showDetailViewController(_:sender:)), `present` (modal),\n`popover` (anchored to the source), `embed` (a child of the source's custom container, added\nwhen the container's view loads), `custom` (a UIStoryboardSegue subclass: RotatingSegue), `unwind` (back to\nthe nearest controller that implements its action), `push` (onto the source's navigation\ncontroller only).\n"
    },
    "SheetPresentation": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "description": "How the controller rests when presented as a page or form sheet (iOS 15+\n`sheetPresentationController`), configured before `present` or PATCHed on a sheet shown.\n`detents` from the smallest to the largest (UIKit's default `[large]`; never empty; each\nidentifier once; `large`, which is full height, last): `medium` (about half the screen,\ninactive in a compact height), `large`, or a custom detent (iOS 16)\n`{\"identifier\", \"height\"}` in points. `selectedDetent` (selectedDetentIdentifier; absent:\nthe smallest) and `largestUndimmedDetent` (largestUndimmedDetentIdentifier; absent: every\ndetent dims what the sheet covers) name detents of the list. `prefersGrabberVisible`\nshows the grabber. 400 `invalid-body` for anything else. `set-detent` moves the sheet.\n",
      "properties": {
        "detents": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "default": ["large"],
          "items": {
            "oneOf": [
              {
                "$ref": "#/$defs/SystemDetent"
              },
              {
                "$ref": "#/$defs/CustomDetent"
              }
            ]
          }
        },
        "selectedDetent": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "largestUndimmedDetent": {
          "$ref": "#/$defs/DetentIdentifier"
        },
        "prefersGrabberVisible": {
          "type": "boolean",
          "default": false
        }
      }
    },
    "ShowResolution": {
      "type": "string",
      "enum": ["push", "replace-secondary", "replace-primary", "present"]
    },
    "ShownPresentationStyle": {
      "type": "string",
      "enum": ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover", "custom"],
      "description": "A ModalPresentationStyle, or custom: the style UIAlertController presents an alert in (requested and shown), and an action sheet in a compact width (requested popover). A client cannot ask for custom."
    },
    "SizeClass": {
      "type": "string",
      "enum": ["compact", "regular"]
    },
    "SplitBehavior": {
      "type": "string",
      "enum": ["tile", "overlay", "displace"]
    },
    "SplitColumnIDs": {
      "type": "object",
      "additionalProperties": false,
      "required": ["primary", "secondary"],
      "description": "viewController(for:) of each column: its navigation controller (the compact column's controller), a child of the split or, collapsed, on the primary's stack; null for an empty column. supplementary in the tripleColumn style only, compact only when there is one.",
      "properties": {
        "primary": {
          "$ref": "#/$defs/Identifier"
        },
        "supplementary": {
          "type": ["string", "null"]
        },
        "secondary": {
          "type": ["string", "null"]
        },
        "compact": {
          "$ref": "#/$defs/Identifier"
        }
      }
    },
    "SplitStyle": {
      "type": "string",
      "enum": ["unspecified", "doubleColumn", "tripleColumn"]
    },
    "SplitViewChrome": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "displayMode", "isCollapsed", "columns"],
      "description": "The split view controller nearest the top and its columns on screen, primary first, each\nwith the bar of the navigation controller nearest its top. While the primary is hidden or\nlaid over, the secondary navigation controller's bar (at its root) has the display-mode\nbutton first among its left items, titled after the primary (SPL-7). Collapsed, one bar\nshows both stacks (owner: the primary), its back button going to the primary.\n",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "displayMode": {
          "$ref": "#/$defs/DisplayMode"
        },
        "isCollapsed": {
          "type": "boolean"
        },
        "columns": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/SplitViewColumn"
          }
        }
      }
    },
    "SplitViewColumn": {
      "type": "object",
      "additionalProperties": false,
      "required": ["column", "controller", "navigationBar"],
      "description": "A column of the split view on screen, with the bar of the navigation controller nearest its top.",
      "properties": {
        "column": {
          "type": "string",
          "enum": ["primary", "supplementary", "secondary", "compact"]
        },
        "controller": {
          "$ref": "#/$defs/Identifier"
        },
        "navigationBar": {
          "$ref": "#/$defs/NavigationBar"
        }
      }
    },
    "SystemDetent": {
      "type": "string",
      "enum": ["medium", "large"],
      "description": "`medium` (about half the screen, inactive in a compact height) or `large` (full height)."
    },
    "TabBar": {
      "type": ["object", "null"],
      "additionalProperties": false,
      "required": ["owner", "hidden", "items", "selectedItem", "showsMore"],
      "description": "The bar of the tab bar controller nearest the top of the visible path.",
      "properties": {
        "owner": {
          "$ref": "#/$defs/Identifier"
        },
        "hidden": {
          "type": "boolean",
          "description": "True while the top of the selected navigation stack has hidesBottomBarWhenPushed."
        },
        "items": {
          "type": "array",
          "description": "The tabs that fit, then a More item (id `<tab bar id>.more`) when some do not.",
          "items": {
            "$ref": "#/$defs/TabBarChromeItem"
          }
        },
        "selectedItem": {
          "$ref": "#/$defs/Identifier",
          "description": "The selected tab, or the More item while the More list or a tab from it is shown."
        },
        "showsMore": {
          "type": "boolean"
        }
      }
    },
    "TabBarChromeItem": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "title", "image", "badgeValue", "tag"],
      "description": "A tab's tabBarItem, else its root's (for a navigation controller), titled by the controller's title when the item has none.",
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "title": {
          "type": ["string", "null"]
        },
        "image": {
          "type": ["string", "null"]
        },
        "badgeValue": {
          "type": ["string", "null"]
        },
        "tag": {
          "type": "integer"
        }
      }
    },
    "TabBarItem": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string"
        },
        "image": {
          "type": "string"
        },
        "badgeValue": {
          "type": "string"
        },
        "tag": {
          "type": "integer",
          "minimum": -9007199254740992,
          "maximum": 9007199254740992,
          "default": 0
        }
      }
    },
    "Toolbar": {
      "type": "object",
      "additionalProperties": false,
      "required": ["hidden", "items"],
      "properties": {
        "hidden": {
          "type": "boolean"
        },
        "items": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/BarButtonItem"
          }
        }
      }
    },
    "TraitCollection": {
      "type": "object",
      "additionalProperties": false,
      "required": ["idiom", "horizontalSizeClass", "verticalSizeClass"],
      "properties": {
        "idiom": {
          "type": "string",
          "enum": ["phone", "pad"]
        },
        "horizontalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        },
        "verticalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        }
      }
    },
    "Traits": {
      "type": "object",
      "additionalProperties": false,
      "required": ["idiom", "orientation", "horizontalSizeClass", "verticalSizeClass"],
      "description": "Size classes are derived (phone compact wide, compact high in landscape; pad regular both ways) unless set.",
      "properties": {
        "idiom": {
          "type": "string",
          "enum": ["phone", "pad"]
        },
        "orientation": {
          "$ref": "#/$defs/Orientation"
        },
        "horizontalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        },
        "verticalSizeClass": {
          "$ref": "#/$defs/SizeClass"
        }
      }
    },
    "Visible": {
      "type": "object",
      "additionalProperties": false,
      "required": ["path", "top", "navigationBar", "tabBar", "pageIndicator", "toolbar", "splitView"],
      "properties": {
        "path": {
          "type": "array",
          "description": "The ids on screen from the window root to the top-most content, through presented controllers in stacking order; what a full-screen presentation covers (everything below it) and what a currentContext presentation covers (its presenter's part) are left out, as are presentations whose presenter is off screen (in another tab). The bars below are those of the top-most visible layer; around a context presentation, the tab bar and navigation bar of the containers it is presented in stay. A popover, and a form or page sheet in a regular width (a pad), cover part of the window only: under them `tabBar` and `splitView` are those of the nearest layer below that has one (the tab bar does not vanish while a popover is up); `navigationBar`, `toolbar` and `pageIndicator` stay those of the content on top.",
          "items": {
            "$ref": "#/$defs/Identifier"
          }
        },
        "top": {
          "$ref": "#/$defs/Identifier"
        },
        "navigationBar": {
          "$ref": "#/$defs/NavigationBar"
        },
        "tabBar": {
          "$ref": "#/$defs/TabBar"
        },
        "pageIndicator": {
          "$ref": "#/$defs/PageIndicator"
        },
        "toolbar": {
          "$ref": "#/$defs/Toolbar",
          "description": "The toolbar of the navigation controller that owns the bar; hidden with no items when there is none."
        },
        "splitView": {
          "$ref": "#/$defs/SplitViewChrome"
        }
      }
    },
    "Window": {
      "type": "object",
      "additionalProperties": false,
      "required": ["root"],
      "properties": {
        "root": {
          "$ref": "#/$defs/Controller"
        }
      }
    }
  }
}

"""#
    static let problemSchema = Array(problemSchemaText.utf8)
    private static let problemSchemaText = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "A NavState refusal (RFC 9457 problem details)",
  "$ref": "#/$defs/Problem",
  "$defs": {
    "Problem": {
      "type": "object",
      "additionalProperties": false,
      "required": ["type", "title", "status", "detail", "instance"],
      "properties": {
        "type": {
          "type": "string",
          "pattern": "^[a-z-]+$",
          "description": "A stable slug (a relative URI reference)."
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "integer"
        },
        "detail": {
          "type": "string"
        },
        "instance": {
          "type": "string",
          "description": "The request path."
        },
        "uikit": {
          "type": "string",
          "description": "The UIKit exception or behaviour the refusal mirrors."
        },
        "revision": {
          "type": "integer",
          "description": "The session's current revision, unchanged by the refusal."
        },
        "action": {
          "type": "integer",
          "minimum": 0,
          "description": "The index of the refused action of a batch, or of the refused step of a deep link."
        },
        "errors": {
          "type": "array",
          "description": "Every problem found, when there can be several: an `invalid-storyboard` lists each one, `path: what`, in document order.",
          "items": {
            "type": "string"
          }
        }
      }
    }
  }
}

"""#
}
