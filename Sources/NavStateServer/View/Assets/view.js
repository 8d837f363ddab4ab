/* The live view of a session (GET /sessions/{sid}/view).
 *
 * It draws the session as the device would show it and follows it through the event stream:
 * the first `snapshot` event draws it, every `change` event adds its callbacks to the side
 * panel and fetches the new snapshot. The controls send the REST actions a client would send
 * and never touch the drawing: what the page shows is always the server's state.
 *
 * The chrome (bars, tab bar, page indicator, split columns) comes from the snapshot's
 * `visible`, which describes the top-most layer. Client text (titles, ids, badges) is only
 * ever written with textContent; the page runs under a CSP without inline script or style.
 */
"use strict";

(function () {
  /** How many revisions the side panel keeps. */
  const MAX_REVISIONS = 50;
  /** The screen size in points of each idiom in portrait, to place a popover's sourceRect. */
  const POINTS = { phone: { width: 390, height: 844 }, pad: { width: 820, height: 1180 } };
  /** Presentation styles drawn inside their presenter rather than as a layer of the screen. */
  const CONTEXT_STYLES = new Set(["currentContext", "overCurrentContext"]);
  const match = location.pathname.match(/^\/sessions\/([^/]+)\/view\/?$/);
  const rawID = match ? match[1] : "";
  const sessionID = safeDecode(rawID);
  const base = "/sessions/" + rawID;

  const state = {
    snapshot: null,
    nodes: new Map(),        // id -> controller node of the current snapshot
    revisions: new Map(),    // revision -> history entry, for the side panel
    fetching: false,
    refetch: false,
    historyLoaded: false,
    gone: false,
    source: null,
  };

  const $ = (id) => document.getElementById(id);

  // ---------------------------------------------------------------- small helpers

  function safeDecode(text) {
    try { return decodeURIComponent(text); } catch (error) { return text; }
  }

  /** An element with a class and text (text is always set as text, never as markup). */
  function el(tag, className, text) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined && text !== null) element.textContent = String(text);
    return element;
  }

  /** A real button; `key` lets focus come back to it after the screen is redrawn. */
  function button(text, name, key, onClick, className) {
    const element = el("button", className || "", text);
    element.type = "button";
    if (name) element.setAttribute("aria-label", name);
    if (key) element.dataset.key = key;
    element.addEventListener("click", onClick);
    return element;
  }

  function isLandscape(traits) { return traits.orientation.startsWith("landscape"); }

  /** What a person would call a controller: its title, else its top's, else its class. */
  function labelOf(node) {
    if (!node) return "";
    const own = (node.navigationItem && node.navigationItem.title) || node.title;
    if (own) return own;
    const top = node.topViewController || node.selectedViewController;
    const inner = top && state.nodes.get(top);
    if (inner && inner !== node) return labelOf(inner);
    return node.class;
  }

  /** A bar item's title, else its system item in words ("fastForward": "Fast forward"; no
   * icon font: the page loads nothing but its own assets), else its image's name. */
  function barItemText(item) {
    if (item.title) return item.title;
    if (item.systemItem === "add") return "+";
    if (item.systemItem) {
      const words = item.systemItem.replace(/([A-Z])/g, " $1").toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
    return item.image || "Item";
  }

  // ---------------------------------------------------------------- requests

  /** Sends an action as a client would; a refusal's detail goes to the alert region. */
  async function send(method, path, body) {
    showAlert("");
    let response;
    try {
      response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body || {}),
      });
    } catch (error) {
      showAlert("The server could not be reached: " + error.message);
      return;
    }
    if (!response.ok) await showProblem(response);
    // The answer carries the new snapshot, but the drawing waits for the event stream.
  }

  function act(action, body) { return send("POST", base + "/" + action, body); }
  function actOn(id, action, body) {
    return send("POST", base + "/controllers/" + encodeURIComponent(id) + "/" + action, body);
  }

  async function showProblem(response) {
    let detail = response.status + " " + response.statusText;
    try {
      const problem = await response.json();
      detail = problem.detail || problem.title || detail;
    } catch (error) { /* not JSON: keep the status line */ }
    showAlert(detail);
  }

  function showAlert(text) { $("alert").textContent = text; }

  /** Fetches the snapshot after a change; changes that arrive meanwhile fetch once more. */
  async function refresh() {
    if (state.fetching) { state.refetch = true; return; }
    state.fetching = true;
    try {
      do {
        state.refetch = false;
        const response = await fetch(base, {
          credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" },
        });
        if (response.ok) applySnapshot(await response.json());
        else if (response.status === 404) sessionGone();
        else await showProblem(response);
      } while (state.refetch && !state.gone);
    } catch (error) {
      showAlert("The snapshot could not be fetched: " + error.message);
    } finally {
      state.fetching = false;
    }
  }

  /** Fills the side panel with the revisions before the page opened (once). */
  async function loadHistory(revision) {
    if (state.historyLoaded) return;
    state.historyLoaded = true;
    const after = Math.max(0, revision - MAX_REVISIONS);
    try {
      const response = await fetch(base + "/history?after=" + after + "&limit=" + MAX_REVISIONS,
        { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const history = await response.json();
      for (const entry of history.entries) addRevision(entry);
    } catch (error) { /* the panel simply starts empty */ }
  }

  // ---------------------------------------------------------------- the event stream

  function connect() {
    const source = new EventSource(base + "/events");
    state.source = source;
    source.addEventListener("open", () => setConnection("live"));
    source.addEventListener("snapshot", (event) => {
      const snapshot = JSON.parse(event.data);
      applySnapshot(snapshot);
      loadHistory(snapshot.revision);
    });
    source.addEventListener("change", (event) => {
      addRevision(JSON.parse(event.data));
      refresh();
    });
    source.addEventListener("deleted", () => sessionGone());
    source.addEventListener("error", () => {
      if (state.gone) return;
      if (source.readyState === EventSource.CLOSED) {
        // Refused (401, 404, 503…): the snapshot request says why.
        setConnection("disconnected");
        refresh();
      } else {
        setConnection("reconnecting");
      }
    });
  }

  function setConnection(text) { $("connection").textContent = text; }

  function sessionGone() {
    state.gone = true;
    if (state.source) state.source.close();
    setConnection("session deleted");
    $("summary").textContent = "The session " + sessionID + " no longer exists.";
    $("device").replaceChildren(el("p", "gone", "This session was deleted or has expired."));
    $("rotate").disabled = true;
  }

  // ---------------------------------------------------------------- the side panel

  function addRevision(entry) {
    state.revisions.set(entry.revision, entry);
    const kept = [...state.revisions.keys()].sort((a, b) => b - a);
    for (const old of kept.slice(MAX_REVISIONS)) state.revisions.delete(old);
    drawRevisions();
  }

  /** One group per revision, newest first: its actions, then its callbacks in UIKit's order. */
  function drawRevisions() {
    const list = $("revisions");
    const groups = [...state.revisions.values()].sort((a, b) => b.revision - a.revision);
    list.replaceChildren(...groups.map(drawRevision));
  }

  function drawRevision(entry) {
    const item = el("li", "revision");
    item.dataset.revision = entry.revision;
    const head = el("h3", "", "Revision " + entry.revision);
    const time = el("time", "", (entry.time || "").slice(11, 23));
    time.dateTime = entry.time || "";
    head.append(" ", time);
    item.append(head);
    const actions = (entry.actions || []).map((a) => a.action + (a.controller ? " " + a.controller : ""));
    if (actions.length) item.append(el("p", "actions", actions.join(", ")));
    const events = el("ol", "events");
    for (const event of entry.events || []) {
      events.append(el("li", event.delegate ? "event delegate" : "event", describeEvent(event)));
    }
    if (!events.childElementCount) {
      const changed = entry.changed && entry.changed.length ? " (changed: " + entry.changed.join(", ") + ")" : "";
      events.append(el("li", "event none", "no callbacks" + changed));
    }
    item.append(events);
    return item;
  }

  /**
   * The event's `call` (`inbox.viewWillAppear(true)`, `thread.willMoveToParent(mail)`,
   * `mail.delegate.navigationController(willShow: thread, animated: true)`); history entries a
   * store kept from before `call` are described from their fields.
   */
  function describeEvent(event) {
    if (event.call) return event.call;
    let argument = "";
    if ("animated" in event) argument = String(event.animated);
    if ("parent" in event) argument = event.parent === null ? "nil" : event.parent;
    if (event.segue) argument = event.segue.identifier;
    let text = event.controller + "." + event.callback + "(" + argument + ")";
    if (event.isBeingPresented) text += " being presented";
    if (event.isBeingDismissed) text += " being dismissed";
    return text;
  }

  // ---------------------------------------------------------------- the snapshot

  function applySnapshot(snapshot) {
    if (state.gone) return;
    if (state.snapshot && snapshot.revision < state.snapshot.revision) return;
    state.snapshot = snapshot;
    state.nodes = new Map();
    indexTree(snapshot.window.root);
    drawHeader(snapshot);
    drawScreen(snapshot);
  }

  function indexTree(node) {
    state.nodes.set(node.id, node);
    for (const child of node.children) indexTree(child);
    for (const kept of node.kept || []) indexTree(kept);
    if (node.inactiveSearchController) indexTree(node.inactiveSearchController);
    if (node.presented) indexTree(node.presented);
  }

  function drawHeader(snapshot) {
    const traits = snapshot.traits;
    document.title = sessionID + " · NavState";
    $("revision").textContent = "Revision " + snapshot.revision;
    $("traits").textContent = (traits.idiom === "pad" ? "iPad" : "iPhone") + " " + traits.orientation +
      ", " + traits.horizontalSizeClass + " width, " + traits.verticalSizeClass + " height";
    const rotate = $("rotate");
    rotate.textContent = isLandscape(traits) ? "Rotate to portrait" : "Rotate to landscape";
    rotate.disabled = false;
  }

  function rotate() {
    if (!state.snapshot) return;
    const orientation = isLandscape(state.snapshot.traits) ? "portrait" : "landscapeLeft";
    send("PUT", base + "/traits", { orientation });
  }

  // ---------------------------------------------------------------- the device and its layers

  /**
   * The layers of the screen, bottom first: the window's root and every presentation that is
   * not drawn inside its presenter (context presentations are). `layerOf` maps each id to the
   * layer that draws it.
   */
  function collectLayers(root) {
    const layers = [root];
    const layerOf = new Map();
    (function walk(node, layer) {
      layerOf.set(node.id, layer);
      for (const child of node.children) walk(child, layer);
      const presented = node.presented;
      if (!presented) return;
      if (isContextPresentation(presented)) walk(presented, layer);
      else { layers.push(presented); walk(presented, presented.id); }
    })(root, root.id);
    return { layers, layerOf };
  }

  function isContextPresentation(node) {
    return CONTEXT_STYLES.has(node.presentation && node.presentation.effectiveStyle);
  }

  /** The navigation bars the server describes, by the navigation controller that owns them. */
  function barsByOwner(visible) {
    const bars = new Map();
    if (visible.splitView) {
      for (const column of visible.splitView.columns) {
        if (column.navigationBar) bars.set(column.navigationBar.owner, column.navigationBar);
      }
    }
    if (visible.navigationBar) bars.set(visible.navigationBar.owner, visible.navigationBar);
    return bars;
  }

  function drawScreen(snapshot) {
    const visible = snapshot.visible;
    const traits = snapshot.traits;
    const device = $("device");
    const focusKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.key : null;

    const orientation = isLandscape(traits) ? "landscape" : "portrait";
    device.className = "device " + traits.idiom + " " + orientation;
    device.setAttribute("aria-label", (traits.idiom === "pad" ? "iPad" : "iPhone") + " screen, " + orientation);

    const { layers, layerOf } = collectLayers(snapshot.window.root);
    const onScreen = new Set(visible.path.map((id) => layerOf.get(id)));
    const ctx = {
      visible,
      path: new Set(visible.path),
      bars: barsByOwner(visible),
      topLayer: layerOf.get(visible.top),
      live: false,
      barAbove: false,
      popovers: [],
    };

    const screen = el("div", "screen");
    const stage = el("div", "stage");
    for (const layer of layers) {
      if (!onScreen.has(layer.id)) continue;  // covered by a full-screen layer, or off screen
      ctx.live = layer.id === ctx.topLayer;
      ctx.barAbove = false;
      stage.append(...(layer === snapshot.window.root ? [drawBaseLayer(layer, ctx)] : drawLayer(layer, ctx)));
    }
    screen.append(drawStatusBar(), stage);
    device.replaceChildren(screen);

    for (const popover of ctx.popovers) placePopover(popover, stage, traits);
    if (focusKey) {
      const again = device.querySelector('[data-key="' + CSS.escape(focusKey) + '"]');
      if (again) again.focus();
    }
    drawSummary(snapshot);
  }

  function drawStatusBar() {
    const bar = el("div", "statusbar");
    bar.setAttribute("aria-hidden", "true");
    bar.append(el("span", "clock", "9:41"), el("span", "signal", "NavState ▮▮▮"));
    return bar;
  }

  function drawBaseLayer(root, ctx) {
    const layer = el("div", "layer base");
    if (!ctx.live) layer.inert = true;
    layer.append(drawController(root, ctx));
    return layer;
  }

  /** A presented controller over the screen: sheet, form sheet, popover or full screen. */
  function drawLayer(node, ctx) {
    const style = node.presentation.effectiveStyle;
    // A sheet rests at a detent (medium: half the height; a custom one: its own height, drawn
    // as a short sheet) and, at an undimmed detent, leaves what it covers undimmed.
    const sheet = node.presentation.sheet;
    const parts = [];
    if (style !== "fullScreen" && (!sheet || sheet.dimmed)) parts.push(el("div", "backdrop backdrop-" + style));
    let classes = "layer presented style-" + style;
    if (sheet && sheet.detent) classes += sheet.detent === "medium" ? " detent-medium" : sheet.detent === "large" ? "" : " detent-custom";
    if (node.kind === "alert") classes += " alert-" + node.preferredStyle;
    const layer = el("section", classes);
    const detent = sheet && sheet.detent && sheet.detent !== "large" ? " at the " + sheet.detent + " detent" : "";
    layer.setAttribute("aria-label", styleName(style) + detent + ": " + labelOf(node));
    if (!ctx.live) layer.inert = true;
    const body = el("div", "layer-body");
    body.append(drawController(node, ctx));
    // An alert has no dismiss strip: only its buttons take it away.
    if (node.kind === "alert") layer.append(body);
    else layer.append(handle(node), body);
    if (style === "popover") {
      layer.append(el("div", "arrow"));
      ctx.popovers.push({ node, layer });
    }
    parts.push(layer);
    return parts;
  }

  function styleName(style) {
    return {
      pageSheet: "Sheet", formSheet: "Form sheet", popover: "Popover", fullScreen: "Full screen",
      overFullScreen: "Over full screen", currentContext: "Current context",
      overCurrentContext: "Over current context", custom: "Alert",
    }[style] || style;
  }

  /** The strip over a presented controller: a grabber and the button that dismisses it
   * (what the presenter's code would do: `dismiss` on the presenting controller). */
  function handle(node) {
    const strip = el("div", "layer-handle");
    const presenter = node.presentation.presentingViewController;
    strip.append(el("span", "grabber"), button("Dismiss", "Dismiss " + labelOf(node), "dismiss:" + node.id,
      () => actOn(presenter, "dismiss"), "dismiss"));
    return strip;
  }

  // ---------------------------------------------------------------- controllers, by kind

  /** A controller's box; a context presentation of it is drawn over it, inside the box. */
  function drawController(node, ctx) {
    const draw = {
      navigation: drawNavigation, tabBar: drawTabBar, page: drawPages, split: drawSplit,
      container: drawContainer, alert: drawAlert, search: drawSearch,
    }[node.kind] || drawContent;
    const box = draw(node, ctx);
    box.classList.add("controller", "kind-" + node.kind);
    box.dataset.controller = node.id;
    const presented = node.presented;
    if (presented && isContextPresentation(presented) && ctx.path.has(presented.id)) {
      const style = presented.presentation.effectiveStyle;
      const overlay = el("section", "context-layer style-" + style);
      overlay.setAttribute("aria-label", styleName(style) + ": " + labelOf(presented));
      overlay.append(handle(presented), drawController(presented, ctx));
      box.append(overlay);
    }
    return box;
  }

  /** A navigation controller: its bar, its top controller, its toolbar. */
  function drawNavigation(node, ctx) {
    const box = el("div", "nav");
    const top = state.nodes.get(node.topViewController);
    const bar = barFor(node, top, ctx);
    if (bar) box.append(drawNavBar(bar, node.topViewController, ctx));
    const content = el("div", "nav-content");
    const barAbove = ctx.barAbove;
    ctx.barAbove = barAbove || Boolean(bar);
    if (top) content.append(drawController(top, ctx));
    ctx.barAbove = barAbove;
    box.append(content);
    const toolbar = toolbarFor(node, top, ctx);
    if (toolbar) box.append(drawToolbar(toolbar, node.topViewController));
    return box;
  }

  /**
   * The bar the server describes for this controller; on a layer under a sheet or popover
   * (whose chrome `visible` does not carry) a plain bar with the top's title and items.
   */
  function barFor(node, top, ctx) {
    const bar = ctx.bars.get(node.id);
    if (bar) return bar.hidden ? null : bar;
    if (ctx.live || ctx.barAbove || node.navigationBarHidden || !top) return null;
    const item = top.navigationItem || {};
    return {
      owner: node.id, hidden: false, title: item.title || top.title, prompt: item.prompt || null,
      backButtonTitle: null, leftItems: item.leftItems || [], rightItems: item.rightItems || [],
    };
  }

  function toolbarFor(node, top, ctx) {
    const visible = ctx.visible;
    if (visible.navigationBar && visible.navigationBar.owner === node.id) {
      return visible.toolbar.hidden ? null : visible.toolbar.items;
    }
    if (ctx.live || node.toolbarHidden || !top || !top.toolbarItems) return null;
    return top.toolbarItems;
  }

  function drawNavBar(bar, topID, ctx) {
    const element = el("div", "navbar" + (bar.prompt ? " with-prompt" : ""));
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", "Navigation bar");
    element.dataset.owner = bar.owner;
    if (topID) element.dataset.top = topID;
    if (bar.prompt) element.append(el("div", "prompt", bar.prompt));
    const row = el("div", "bar-row");
    const left = el("div", "items items-left");
    if (bar.backButtonTitle !== null && bar.backButtonTitle !== undefined) {
      left.append(button("‹ " + bar.backButtonTitle, "Back to " + bar.backButtonTitle, "back:" + bar.owner,
        () => pop(bar.owner), "back"));
    }
    for (const item of bar.leftItems) {
      left.append(item.image === "sidebar.left" ? sidebarButton(bar.owner, ctx) || drawBarItem(item) : drawBarItem(item));
    }
    const right = el("div", "items items-right");
    for (const item of bar.rightItems) right.append(drawBarItem(item));
    row.append(left, el("div", "bar-title", bar.title || ""), right);
    element.append(row);
    return element;
  }

  /** A column-style split's system sidebar button, on the leftmost column on screen: with the
   * primary on screen it hides it (`hide-column`); otherwise it shows the column to the left
   * of this one (`show-column`), as the button brings the sidebar in. */
  function sidebarButton(owner, ctx) {
    const split = ctx.visible.splitView;
    const columns = split ? split.columns : [];
    const here = columns.findIndex((column) => column.controller === owner);
    if (here < 0) return null;
    const name = columns[here].column;
    const node = state.nodes.get(split.owner);
    const triple = node && node.style === "tripleColumn";
    const previous = name === "secondary" ? (triple ? "supplementary" : "primary") : "primary";
    const hides = name === "primary";
    return button("◧", hides ? "Hide the sidebar" : "Show the " + previous + " column", "sidebar:" + owner,
      () => actOn(split.owner, hides ? "hide-column" : "show-column", { column: hides ? "primary" : previous }), "sidebar");
  }

  /** The back button pops the bar's owner. A back button to the More list (the More
   * controller's bar, which is no controller of the session, or an overflow tab's navigation
   * controller at its root) is the targetless pop, which the API documents as going back there. */
  function pop(owner) {
    const node = state.nodes.get(owner);
    if (node && node.children.length > 1) actOn(owner, "pop");
    else act("pop");
  }

  function drawBarItem(item) {
    if (item.systemItem === "flexibleSpace") return el("span", "flexible-space");
    if (item.systemItem === "fixedSpace") return el("span", "fixed-space");
    const element = el("span", "item" + (item.style === "done" ? " done" : "") +
      (item.enabled === false ? " disabled" : ""), barItemText(item));
    if (item.systemItem) element.dataset.system = item.systemItem;
    return element;
  }

  function drawToolbar(items, topID) {
    const element = el("div", "toolbar items");
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", "Toolbar");
    if (topID) element.dataset.top = topID;
    for (const item of items) element.append(drawBarItem(item));
    return element;
  }

  /** A tab bar controller: the selected tab (or the More list) above the bar. */
  function drawTabBar(node, ctx) {
    const box = el("div", "tabs");
    const content = el("div", "tab-content");
    const more = node.moreNavigationController;
    // The More list, or a tab that does not fit (shown on the More navigation controller).
    const inMore = more && (node.selectedViewController === more.id || more.list.includes(node.selectedViewController));
    if (inMore) content.append(drawMore(node, more, ctx));
    else {
      const selected = state.nodes.get(node.selectedViewController);
      if (selected) content.append(drawController(selected, ctx));
    }
    box.append(content);
    const chrome = tabChromeFor(node, ctx);
    if (chrome && !chrome.hidden) box.append(drawTabItems(node, chrome, ctx));
    return box;
  }

  /** The server's tab bar, or on a covered layer the tabs that fit and More. */
  function tabChromeFor(node, ctx) {
    if (ctx.visible.tabBar && ctx.visible.tabBar.owner === node.id) return ctx.visible.tabBar;
    if (ctx.live) return null;
    const more = node.moreNavigationController;
    const overflow = new Set(more ? more.list : []);
    const items = node.children.filter((child) => !overflow.has(child.id)).map((child) => ({
      id: child.id, title: (child.tabBarItem && child.tabBarItem.title) || labelOf(child),
      badgeValue: child.tabBarItem ? child.tabBarItem.badgeValue : null,
    }));
    if (more) items.push({ id: more.id, title: "More", badgeValue: null });
    const selected = overflow.has(node.selectedViewController) ? more.id : node.selectedViewController;
    return { owner: node.id, hidden: false, items, selectedItem: selected };
  }

  function drawTabItems(node, chrome, ctx) {
    const bar = el("nav", "tabbar");
    bar.setAttribute("aria-label", "Tab bar");
    bar.dataset.owner = node.id;
    const more = node.moreNavigationController;
    for (const item of chrome.items) {
      const isMore = Boolean(more) && item.id === more.id;
      const title = item.title || item.id;
      const name = title + (item.badgeValue ? ", badge " + item.badgeValue : "");
      const tab = button("", name, "tab:" + item.id, () => selectTab(node, item.id, isMore), "tab");
      tab.append(el("span", "tab-icon", isMore ? "⋯" : title.slice(0, 1)), el("span", "tab-title", title));
      if (item.badgeValue) tab.append(el("span", "badge", item.badgeValue));
      if (item.id === chrome.selectedItem) {
        tab.classList.add("selected");
        tab.setAttribute("aria-current", "true");
      }
      bar.append(tab);
    }
    return bar;
  }

  function selectTab(node, id, isMore) {
    if (isMore) { actOn(node.id, "select-tab", { more: true }); return; }
    const index = node.children.findIndex((child) => child.id === id);
    actOn(node.id, "select-tab", { index });
  }

  /** The More navigation controller: its bar, then the list or the tab shown from it. */
  function drawMore(node, more, ctx) {
    const box = el("div", "controller nav more");
    box.dataset.controller = more.id;
    const bar = ctx.bars.get(more.id) ||
      (ctx.live ? null : { owner: more.id, title: "More", prompt: null, backButtonTitle: null, leftItems: [], rightItems: [] });
    if (bar && !bar.hidden) box.append(drawNavBar(bar, more.topViewController || more.id, ctx));
    const content = el("div", "nav-content");
    const shown = more.topViewController && state.nodes.get(more.topViewController);
    if (shown) content.append(drawController(shown, ctx));
    else {
      const list = el("ul", "more-list");
      list.setAttribute("aria-label", "More tabs");
      for (const id of more.list) {
        const tab = state.nodes.get(id);
        const title = (tab && tab.tabBarItem && tab.tabBarItem.title) || labelOf(tab) || id;
        const row = el("li");
        row.append(button(title + " ›", "Show " + title, "more:" + id,
          () => actOn(node.id, "select-tab", { controller: id }), "more-row"));
        list.append(row);
      }
      content.append(list);
    }
    box.append(content);
    return box;
  }

  /** A page view controller: the pages shown (a spread around the spine), the page
   * indicator, and the edge taps that turn the page. */
  function drawPages(node, ctx) {
    const box = el("div", ["pvc", node.transitionStyle, node.navigationOrientation, "spine-" + node.spineLocation].join(" "));
    const spread = el("div", "spread");
    for (const page of node.children) {
      const sheet = el("div", "page");
      sheet.append(drawController(page, ctx));
      spread.append(sheet);
    }
    box.append(spread);
    const first = (node.pageIndex || 0) + 1;
    const last = first + Math.max(node.children.length, 1) - 1;
    const where = (last > first ? "Pages " + first + "–" + last : "Page " + first) + " of " + node.pageCount;
    box.append(el("div", "chip page-caption", where + " · " + node.transitionStyle + ", spine " + node.spineLocation));
    const indicator = ctx.visible.pageIndicator;
    if (indicator && indicator.owner === node.id) box.append(drawPageIndicator(indicator));
    box.append(
      button("‹", "Previous page", "page:" + node.id + ":reverse",
        () => actOn(node.id, "turn-page", { direction: "reverse" }), "turn previous"),
      button("›", "Next page", "page:" + node.id + ":forward",
        () => actOn(node.id, "turn-page", { direction: "forward" }), "turn next"));
    return box;
  }

  function drawPageIndicator(indicator) {
    const dots = el("div", "page-indicator");
    dots.setAttribute("role", "img");
    dots.setAttribute("aria-label", "Page " + (indicator.currentPage + 1) + " of " + indicator.numberOfPages);
    for (let index = 0; index < indicator.numberOfPages; index++) {
      dots.append(el("span", "dot" + (index === indicator.currentPage ? " current" : "")));
    }
    return dots;
  }

  /** A split view controller: its columns on screen, laid out by the display mode. */
  function drawSplit(node, ctx) {
    const chrome = ctx.visible.splitView && ctx.visible.splitView.owner === node.id ? ctx.visible.splitView : null;
    const mode = chrome ? chrome.displayMode : node.displayMode;
    const collapsed = chrome ? chrome.isCollapsed : node.isCollapsed;
    const box = el("div", "split mode-" + mode + (collapsed ? " collapsed" : ""));
    const columns = chrome
      ? chrome.columns.map((column) => ({ column: column.column, id: column.controller }))
      : splitColumns(node, mode, collapsed);
    for (const column of columns) {
      const child = state.nodes.get(column.id);
      if (!child) continue;
      const element = el("div", "column " + column.column);
      element.setAttribute("role", "group");
      element.setAttribute("aria-label", column.column + " column");
      element.append(drawController(child, ctx));
      box.append(element);
    }
    box.append(el("div", "chip split-caption", collapsed ? "collapsed" : mode));
    return box;
  }

  /** On a covered layer: the columns the tree holds (collapsed, the primary alone; a column
   * style's compact column when it has one). */
  function splitColumns(node, mode, collapsed) {
    if (node.columns) {
      const ids = node.columns;
      if (collapsed) return [{ column: ids.compact ? "compact" : "primary", id: ids.compact || ids.primary }];
      const names = mode === "secondaryOnly" ? ["secondary"]
        : mode.startsWith("two") ? ["primary", "supplementary", "secondary"]
        : node.style === "tripleColumn" ? ["supplementary", "secondary"] : ["primary", "secondary"];
      return names.filter((name) => ids[name]).map((name) => ({ column: name, id: ids[name] }));
    }
    const [primary, secondary] = node.children;
    if (collapsed || !secondary) return primary ? [{ column: "primary", id: primary.id }] : [];
    if (mode === "secondaryOnly") return [{ column: "secondary", id: secondary.id }];
    return [{ column: "primary", id: primary.id }, { column: "secondary", id: secondary.id }];
  }

  /** A custom container: the children whose views it shows, and what else it holds. */
  function drawContainer(node, ctx) {
    const box = el("div", "container");
    box.append(el("div", "chip container-caption", node.class + " · container"));
    const shownIDs = node.shown || node.children.map((child) => child.id);
    const shown = el("div", "shown count-" + Math.min(shownIDs.length, 3));
    for (const id of shownIDs) {
      const child = state.nodes.get(id);
      if (child) shown.append(drawController(child, ctx));
    }
    box.append(shown);
    const notes = [];
    const hidden = node.children.filter((child) => !shownIDs.includes(child.id)).map((child) => child.id);
    if (hidden.length) notes.push("not shown: " + hidden.join(", "));
    if (node.awaitingDidMove && node.awaitingDidMove.length) notes.push("awaiting didMove: " + node.awaitingDidMove.join(", "));
    if (node.released && node.released.length) notes.push("released: " + node.released.join(", "));
    if (node.kept && node.kept.length) notes.push("kept: " + node.kept.map((kept) => kept.id).join(", "));
    if (notes.length) box.append(el("div", "container-notes", notes.join(" · ")));
    return box;
  }

  /** An alert or action sheet: its title, message and text fields, and a button per action,
   * which taps it (`tap-action`); a text field's change is `enter-text`. */
  function drawAlert(node) {
    const box = el("div", "alert-box");
    if (node.title) box.append(el("div", "alert-title", node.title));
    if (node.message) box.append(el("div", "alert-message", node.message));
    (node.textFields || []).forEach((field, index) => {
      const input = el("input", "alert-field");
      input.type = field.secure ? "password" : "text";
      input.value = field.text;
      if (field.placeholder) input.placeholder = field.placeholder;
      input.setAttribute("aria-label", field.placeholder || "Text field " + (index + 1));
      input.dataset.key = "field:" + node.id + ":" + index;
      input.addEventListener("change", () => actOn(node.id, "enter-text", { textField: index, text: input.value }));
      box.append(input);
    });
    const actions = el("div", "alert-actions");
    node.actions.forEach((action, index) => {
      const style = action.style || "default";
      const tap = button(action.title, action.title, "action:" + node.id + ":" + index,
        () => actOn(node.id, "tap-action", { action: index }), "alert-action action-" + style);
      if (action.enabled === false) tap.disabled = true;
      actions.append(tap);
    });
    box.append(actions);
    return box;
  }

  /** An active search: its search field (a change is `search-text`), Cancel (`cancel-search`),
   * and its results controller while it is shown. */
  function drawSearch(node, ctx) {
    const box = el("div", "search");
    const bar = el("div", "search-bar");
    const input = el("input", "search-field");
    input.type = "search";
    input.value = node.searchText;
    input.placeholder = "Search";
    input.setAttribute("aria-label", "Search text of " + labelOf(node));
    input.dataset.key = "search:" + node.id;
    input.addEventListener("change", () => actOn(node.id, "search-text", { text: input.value }));
    bar.append(input, button("Cancel", "Cancel search " + labelOf(node), "cancel:" + node.id,
      () => actOn(node.id, "cancel-search"), "search-cancel"));
    box.append(bar);
    const results = node.children[0];
    if (results && node.showsSearchResultsController) box.append(drawController(results, ctx));
    else box.append(el("div", "search-notes", results ? "results hidden (" + results.id + ")" : "no results controller"));
    return box;
  }

  /** Content: the controller's class, title, id and appearance state. */
  function drawContent(node) {
    const box = el("div", "content");
    const card = el("div", "card");
    card.append(el("div", "class-name", node.class));
    card.append(el("div", "title", node.title || "(untitled)"));
    card.append(el("div", "cid", "id " + node.id));
    const states = el("div", "states");
    states.append(el("span", "appearance appearance-" + node.appearance, node.appearance));
    if (!node.viewLoaded) states.append(el("span", "not-loaded", "view not loaded"));
    card.append(states);
    // A search field held by the navigation item: a tap in it activates search.
    if (node.inactiveSearchController) {
      card.append(button("Search", "Search in " + labelOf(node), "search:" + node.id,
        () => actOn(node.id, "activate-search"), "search-activate"));
    }
    box.append(card);
    return box;
  }

  // ---------------------------------------------------------------- popovers

  /** Places a popover next to its anchor (a bar item, a rectangle, or the source's view). */
  function placePopover(popover, stage, traits) {
    const { node, layer } = popover;
    const stageBox = stage.getBoundingClientRect();
    const anchor = anchorRect(node.popoverPresentation || {}, stage, traits);
    const width = Math.min(300, stageBox.width * 0.6);
    const height = Math.min(260, stageBox.height * 0.45);
    const anchorX = anchor.left + anchor.width / 2 - stageBox.left;
    const below = anchor.top + anchor.height / 2 - stageBox.top < stageBox.height / 2;
    const arrow = 10;
    let top = below ? anchor.bottom - stageBox.top + arrow : anchor.top - stageBox.top - arrow - height;
    top = Math.max(4, Math.min(top, stageBox.height - height - 4));
    const left = Math.max(6, Math.min(anchorX - width / 2, stageBox.width - width - 6));
    layer.classList.add(below ? "arrow-up" : "arrow-down");
    layer.style.left = left + "px";
    layer.style.top = top + "px";
    layer.style.width = width + "px";
    layer.style.height = height + "px";
    layer.querySelector(".arrow").style.left = Math.max(12, Math.min(anchorX - left, width - 12)) - arrow + "px";
  }

  function anchorRect(anchor, stage, traits) {
    const source = anchor.sourceController;
    const selector = (name) => '[data-' + name + '="' + CSS.escape(source || "") + '"]';
    const sourceBox = stage.querySelector(selector("controller"));
    let element = sourceBox;
    if (anchor.barButtonItem) {
      const bar = anchor.barButtonItem;
      const holder = bar.bar === "toolbar"
        ? stage.querySelector(".toolbar" + selector("top"))
        : stage.querySelector(".navbar" + selector("top") + " .items-" + bar.bar);
      const items = holder ? [...holder.querySelectorAll(".item")] : [];
      const item = bar.systemItem
        ? items.find((candidate) => candidate.dataset.system === bar.systemItem)
        : items[bar.index || 0];
      if (item) element = item;
    }
    const box = (element || stage).getBoundingClientRect();
    if (element && element !== sourceBox) {
      element.classList.add("anchor");
      return box;
    }
    if (!anchor.sourceRect || !sourceBox) {
      // The whole view: UIKit points at its middle.
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return { left: x, top: y, width: 0, height: 0, bottom: y };
    }
    // A rectangle in the source's view, in points: scaled to the drawing.
    const points = POINTS[traits.idiom] || POINTS.phone;
    const scale = stage.getBoundingClientRect().width / (isLandscape(traits) ? points.height : points.width);
    const rect = anchor.sourceRect;
    const left = box.left + rect.x * scale;
    const top = box.top + rect.y * scale;
    return { left, top, width: rect.width * scale, height: rect.height * scale,
      bottom: top + rect.height * scale };
  }

  // ---------------------------------------------------------------- the summary

  /** One sentence for screen readers, announced when the screen changes. */
  function drawSummary(snapshot) {
    const top = state.nodes.get(snapshot.visible.top);
    const bar = snapshot.visible.navigationBar;
    const name = (bar && !bar.hidden && bar.title) || labelOf(top);
    let text = "Showing " + name + " (" + (top ? top.class + ", " + top.appearance : "") + ")";
    if (bar && bar.backButtonTitle) text += ", back to " + bar.backButtonTitle;
    let layer = top;
    while (layer && !layer.presentation) layer = parentOf(layer.id);
    if (layer) text += ", presented as " + styleName(layer.presentation.effectiveStyle).toLowerCase();
    text += ". Revision " + snapshot.revision + ".";
    if ($("summary").textContent !== text) $("summary").textContent = text;
  }

  /** The container of a controller (a presented controller has its presentation instead). */
  function parentOf(id) {
    for (const node of state.nodes.values()) {
      if (node.children.some((child) => child.id === id)) return node;
    }
    return null;
  }

  // ---------------------------------------------------------------- start

  function start() {
    $("session-id").textContent = sessionID;
    $("rotate").addEventListener("click", rotate);
    if (!match) {
      showAlert("This page belongs at /sessions/{id}/view.");
      return;
    }
    connect();
  }

  start();
})();
