#!/usr/bin/env python3
"""Browser tests of the live view (docs/api-guide.md, "Watching a session"): Playwright for Python driving Debian's chromium.

Starts `navstate serve --port 0 --store memory` on 127.0.0.1, creates sessions over REST and
checks that the page at /sessions/{sid}/view follows them and that its controls send the
actions a client would. Screenshots of every state go to .build/browser-screenshots/.

    Tests/browser/run.py --binary .build/debug/navstate
    Tests/browser/run.py --binary .build/debug/navstate --update-docs   # also writes docs/view.png
    Tests/browser/run.py --binary .build/debug/navstate -k tab          # only tests whose name has "tab"

Needs: `apt-get install chromium` and `python3 -m pip install playwright` (its own browser
download is not used: the Debian binary is launched with --no-sandbox, as we may run as root).
Every wait is bounded; a failing test prints why and the run exits 1.
"""

import argparse
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from navstate_server import NavStateServer  # noqa: E402

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / ".build" / "browser-screenshots"
DOCS_IMAGE = ROOT / "docs" / "view.png"
CHROMIUM_CANDIDATES = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"]
API_KEY = "browser-tests-key-0123456789"
LIVE = 1000  # ms: how soon the page must follow a change made over REST
VIEWPORT = {"width": 1280, "height": 900}


# ---------------------------------------------------------------------------------- server and REST


class Server(NavStateServer):
    """A navstate process with the in-memory store (``NavStateServer``)."""

    def __init__(self, binary, extra=()):
        super().__init__(binary, store="memory", extra=extra)


class REST:
    """The API as a client uses it (urllib, JSON bodies, an optional bearer key)."""

    def __init__(self, server, key=None):
        self.base = server.base
        self.key = key

    def call(self, method, path, body=None, expect_status=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if self.key:
            request.add_header("Authorization", "Bearer " + self.key)
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                status, payload = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, payload = error.code, error.read()
        result = json.loads(payload) if payload else None
        if expect_status is not None and status != expect_status:
            raise AssertionError(f"{method} {path}: expected {expect_status}, got {status}: {result}")
        return result

    def create(self, body):
        return self.call("POST", "/sessions", body, expect_status=201)

    def snapshot(self, sid):
        return self.call("GET", "/sessions/" + sid, expect_status=200)

    def post(self, sid, action, body=None):
        return self.call("POST", f"/sessions/{sid}/{action}", body or {}, expect_status=200)

    def wait_until(self, sid, predicate, what, timeout=2.0):
        """Polls the snapshot until `predicate(snapshot)` holds (bounded); returns the snapshot."""
        deadline = time.monotonic() + timeout
        while True:
            snapshot = self.snapshot(sid)
            if predicate(snapshot):
                return snapshot
            if time.monotonic() > deadline:
                raise AssertionError(f"after {timeout} s the REST snapshot of {sid} still does not show {what}: "
                                     f"visible={json.dumps(snapshot['visible'])[:400]}")
            time.sleep(0.02)


def view(key, *children, title=None, **extra):
    spec = {"kind": "view", "id": key, **extra}
    if title:
        spec["title"] = title
    if children:
        spec["children"] = list(children)
    return spec


def navigation(key, *children, **extra):
    return {"kind": "navigation", "id": key, "children": list(children), **extra}


# ---------------------------------------------------------------------------------- the harness


class Harness:
    def __init__(self, args, browser, server, rest):
        self.args = args
        self.browser = browser
        self.server = server
        self.rest = rest
        self.problems = []
        self.allowed = []
        self.contexts = []

    def close_contexts(self):
        for context in self.contexts:
            context.close()
        self.contexts = []

    def allow(self, pattern):
        """Console errors matching this are expected in the current test (a refusal on purpose)."""
        self.allowed.append(re.compile(pattern))

    def open(self, sid, server=None, **context_options):
        """A fresh browser context on the session's view; console errors are collected."""
        server = server or self.server
        context = self.browser.new_context(viewport=VIEWPORT, **context_options)
        self.contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(5000)
        page.on("console", lambda message: self._console(message))
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("dialog", lambda dialog: (self.problems.append(f"dialog opened: {dialog.message}"), dialog.dismiss()))
        response = page.goto(f"{server.base}/sessions/{sid}/view") if sid is not None else None
        return context, page, response

    def _console(self, message):
        if message.type != "error":
            return
        # Every console error counts (the icon Chromium asks for answers 204).
        problem = f"console error: {message.text} ({message.location.get('url', '')})"
        if any(pattern.search(problem) for pattern in self.allowed):
            return
        self.problems.append(problem)

    def shot(self, page, name, device_only=False):
        path = SHOTS / f"{name}.png"
        (page.locator("#device") if device_only else page).screenshot(path=str(path))
        return path


TESTS = []


def test(function):
    TESTS.append(function)
    return function


# ---------------------------------------------------------------------------------- the tests


@test
def push_over_rest_changes_title_and_back_button(h):
    h.rest.create({"id": "nav", "callbacks": ["delegates"],
                   "root": navigation("mail", view("inbox", title="Inbox", **{"class": "InboxViewController",
                   "navigationItem": {"rightItems": [{"systemItem": "compose"}]}}))})
    context, page, _ = h.open("nav")
    title = page.locator(".navbar .bar-title")
    expect(title).to_have_text("Inbox")
    expect(page.locator(".navbar .back")).to_have_count(0)
    expect(page.locator(".navbar .items-right .item")).to_have_text(["Compose"])
    h.shot(page, "01-navigation-root")
    started = time.monotonic()
    h.rest.post("nav", "push", {"controller": view("thread", title="Lunch?")})
    expect(title).to_have_text("Lunch?", timeout=LIVE)
    expect(page.get_by_role("button", name="Back to Inbox")).to_be_visible(timeout=LIVE)
    expect(page.locator("#revision")).to_have_text("Revision 2", timeout=LIVE)
    print(f"    push seen by the page after {1000 * (time.monotonic() - started):.0f} ms")
    # The side panel: the push's callbacks, newest revision first.
    first = page.locator(".revision").first
    expect(first.locator("h3")).to_contain_text("Revision 2")
    expect(first.locator(".event").first).to_have_text("thread.willMoveToParent(mail)")
    expect(first.locator(".event")).to_contain_text(["thread.viewDidLoad", "inbox.viewWillDisappear(true)"])
    # The delegate's calls, set apart.
    expect(first.locator(".event.delegate")).to_have_text([
        "mail.delegate.navigationController(willShow: thread, animated: true)",
        "mail.delegate.navigationController(didShow: thread, animated: true)"])
    expect(page.locator("#summary")).to_contain_text("Showing Lunch?")
    h.shot(page, "02-navigation-pushed")
    context.close()


@test
def back_button_pops_on_the_server(h):
    context, page, _ = h.open("nav")
    page.get_by_role("button", name="Back to Inbox").click()
    h.rest.wait_until("nav", lambda s: s["visible"]["top"] == "inbox", "the pop back to inbox")
    expect(page.locator(".navbar .bar-title")).to_have_text("Inbox", timeout=LIVE)
    expect(page.locator(".revision").first.locator(".actions")).to_have_text("pop mail", timeout=LIVE)
    h.shot(page, "03-navigation-popped")
    context.close()


@test
def keyboard_tab_to_back_button_and_enter(h):
    h.rest.post("nav", "push", {"controller": view("thread2", title="Dinner?")})
    context, page, _ = h.open("nav")
    back = page.get_by_role("button", name="Back to Inbox")
    expect(back).to_be_visible()
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')") == "Back to Inbox":
            break
    else:
        raise AssertionError("Tab never reached the back button")
    outline = page.evaluate("(s => s.outlineStyle + ' ' + s.outlineWidth)(getComputedStyle(document.activeElement))")
    assert outline == "solid 3px", f"the focused back button does not show the page's focus ring: {outline}"
    h.shot(page, "04-keyboard-focus", device_only=True)
    page.keyboard.press("Enter")
    h.rest.wait_until("nav", lambda s: s["visible"]["top"] == "inbox", "the pop sent with Enter")
    expect(page.locator(".navbar .bar-title")).to_have_text("Inbox", timeout=LIVE)
    context.close()


TAB_SESSION = {"id": "tabs", "root": {"kind": "tabBar", "id": "tabs", "children": [
    navigation("mail", view("inbox", title="Inbox")),
    view("calendar", title="Calendar"),
    view("contacts", title="Contacts", tabBarItem={"badgeValue": "2"}),
    view("notes", title="Notes"),
    view("photos", title="Photos"),
    navigation("settings-nav", view("settings", title="Settings"))]}}


@test
def tab_switch_from_the_page(h):
    h.rest.create(TAB_SESSION)
    context, page, _ = h.open("tabs")
    bar = page.get_by_role("navigation", name="Tab bar")
    expect(bar.get_by_role("button")).to_have_count(5)  # four tabs and More on a phone
    expect(bar.get_by_role("button", name="Contacts, badge 2")).to_be_visible()
    expect(bar.locator(".badge")).to_have_text(["2"])
    page.get_by_role("button", name="Calendar").click()
    snapshot = h.rest.wait_until("tabs", lambda s: s["window"]["root"]["selectedViewController"] == "calendar",
                                 "the Calendar tab selected")
    assert snapshot["window"]["root"]["selectedIndex"] == 1, snapshot["window"]["root"]["selectedIndex"]
    expect(page.get_by_role("button", name="Calendar")).to_have_attribute("aria-current", "true", timeout=LIVE)
    expect(page.locator(".tab-content .card .title")).to_have_text("Calendar", timeout=LIVE)
    h.shot(page, "05-tab-selected")
    # More: the list of the tabs that do not fit, then one of them.
    page.get_by_role("button", name="More").click()
    h.rest.wait_until("tabs", lambda s: s["window"]["root"]["selectedViewController"] == "tabs.more", "the More list")
    expect(page.get_by_role("button", name="Show Settings")).to_be_visible(timeout=LIVE)
    page.get_by_role("button", name="Show Settings").click()
    h.rest.wait_until("tabs", lambda s: s["visible"]["top"] == "settings", "Settings shown from the More list")
    expect(page.get_by_role("button", name="Back to More")).to_be_visible(timeout=LIVE)
    h.shot(page, "06-tab-more")
    page.get_by_role("button", name="Back to More").click()
    h.rest.wait_until("tabs", lambda s: s["visible"]["top"] == "tabs", "the More list again")
    context.close()


@test
def sheet_presented_over_rest_and_dismissed_from_the_page(h):
    context, page, _ = h.open("nav")
    expect(page.locator(".navbar .bar-title")).to_have_text("Inbox")
    h.rest.post("nav", "present", {"controller": navigation("compose", view("draft", title="New Message"))})
    sheet = page.get_by_role("region", name="Sheet: New Message")
    expect(sheet).to_be_visible(timeout=LIVE)
    expect(sheet.locator(".navbar .bar-title")).to_have_text("New Message")
    expect(page.locator(".layer.base")).to_have_attribute("inert", "")
    h.shot(page, "07-sheet")
    page.get_by_role("button", name="Dismiss New Message").click()
    h.rest.wait_until("nav", lambda s: s["window"]["root"]["presented"] is None, "the sheet dismissed")
    expect(page.locator(".layer.presented")).to_have_count(0, timeout=LIVE)
    h.shot(page, "08-sheet-dismissed")
    context.close()


@test
def a_medium_sheet_leaves_what_it_covers_undimmed(h):
    context, page, _ = h.open("nav")
    expect(page.locator(".navbar .bar-title")).to_have_text("Inbox")
    details = view("details", title="Details")
    details["sheetPresentation"] = {"detents": ["medium", "large"], "largestUndimmedDetent": "medium"}
    h.rest.post("nav", "present", {"controller": details})
    sheet = page.get_by_role("region", name="Sheet at the medium detent: Details")
    expect(sheet).to_be_visible(timeout=LIVE)
    expect(sheet).to_have_class(re.compile(r"\bdetent-medium\b"))
    expect(page.locator(".backdrop")).to_have_count(0)
    h.shot(page, "07b-medium-sheet")
    h.rest.post("nav", "set-detent", {"detent": "large", "userAction": True})
    expect(page.get_by_role("region", name="Sheet: Details")).to_be_visible(timeout=LIVE)
    expect(page.locator(".backdrop")).to_have_count(1)
    page.get_by_role("button", name="Dismiss Details").click()
    h.rest.wait_until("nav", lambda s: s["window"]["root"]["presented"] is None, "the sheet dismissed")
    context.close()


@test
def an_alert_takes_typed_text_and_a_tap(h):
    context, page, _ = h.open("nav")
    expect(page.locator(".navbar .bar-title")).to_have_text("Inbox")
    alert = {"kind": "alert", "id": "login", "title": "Sign in", "textFields": [{"placeholder": "Name"}],
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign In"}]}
    h.rest.post("nav", "present", {"controller": alert})
    layer = page.get_by_role("region", name="Alert: Sign in")
    expect(layer).to_be_visible(timeout=LIVE)
    expect(layer).to_have_class(re.compile(r"\balert-alert\b"))
    expect(page.locator(".backdrop")).to_have_count(1)
    field = page.get_by_role("textbox", name="Name")
    field.fill("ada")
    field.press("Tab")
    h.rest.wait_until("nav", lambda s: s["window"]["root"]["presented"]["textFields"][0]["text"] == "ada", "the text entered")
    h.shot(page, "07c-alert")
    page.get_by_role("button", name="Sign In").click()
    h.rest.wait_until("nav", lambda s: s["window"]["root"]["presented"] is None, "the alert dismissed by its action")
    context.close()


@test
def a_search_is_activated_typed_into_and_cancelled(h):
    search = {"kind": "search", "id": "finder", "searchResultsController": view("hits", title="Hits")}
    h.rest.create({"id": "find", "callbacks": ["delegates"],
                   "root": navigation("mail", view("box", title="Mailbox", definesPresentationContext=True,
                                                   searchController=search))})
    context, page, _ = h.open("find")
    page.get_by_role("button", name="Search in Mailbox").click()
    h.rest.wait_until("find", lambda s: s["window"]["root"]["children"][0]["presented"] is not None, "search active")
    field = page.get_by_role("searchbox", name=re.compile("Search text of"))
    expect(field).to_be_visible(timeout=LIVE)
    expect(page.locator(".search-notes")).to_have_text("results hidden (hits)")
    field.fill("lunch")
    field.press("Enter")
    h.rest.wait_until("find", lambda s: s["window"]["root"]["children"][0]["presented"]["showsSearchResultsController"],
                      "the results shown")
    expect(page.locator('.search [data-controller="hits"]')).to_be_visible(timeout=LIVE)
    h.shot(page, "07d-search")
    page.get_by_role("button", name=re.compile("Cancel search")).click()
    h.rest.wait_until("find", lambda s: s["window"]["root"]["children"][0]["presented"] is None, "search cancelled")
    expect(page.get_by_role("button", name="Search in Mailbox")).to_be_visible(timeout=LIVE)
    context.close()


@test
def rotation_relays_the_device(h):
    context, page, _ = h.open("tabs")
    device = page.locator("#device")
    expect(device).to_have_class(re.compile(r"\bportrait\b"))
    box = device.bounding_box()
    assert box["height"] > box["width"], f"portrait phone drawn {box['width']}x{box['height']}"
    h.rest.call("PUT", "/sessions/tabs/traits", {"orientation": "landscapeLeft"}, expect_status=200)
    expect(device).to_have_class(re.compile(r"\blandscape\b"), timeout=LIVE)
    box = device.bounding_box()
    assert box["width"] > box["height"], f"landscape phone drawn {box['width']}x{box['height']}"
    h.shot(page, "09-landscape")
    page.get_by_role("button", name="Rotate to portrait").click()
    h.rest.wait_until("tabs", lambda s: s["traits"]["orientation"] == "portrait", "the rotation back to portrait")
    expect(device).to_have_class(re.compile(r"\bportrait\b"), timeout=LIVE)
    box = device.bounding_box()
    assert box["height"] > box["width"], f"portrait phone drawn {box['width']}x{box['height']} after rotating back"
    context.close()


@test
def client_text_is_drawn_as_text(h):
    evil = '<img src=x onerror=alert(1)>'
    h.rest.create({"id": "xss", "root": navigation("nav", view("evil", title=evil, **{
        "class": "<b>Bold</b>", "navigationItem": {"prompt": evil, "rightItems": [{"title": evil}]}}), title=evil)})
    context, page, _ = h.open("xss")
    expect(page.locator(".navbar .bar-title")).to_have_text(evil)
    expect(page.locator(".navbar .prompt")).to_have_text(evil)
    expect(page.locator(".card .class-name")).to_have_text("<b>Bold</b>")
    assert page.locator("img").count() == 0, "an <img> element was injected"
    assert page.locator("#device b").count() == 0, "a <b> element was injected"
    expect(page.locator(".navbar .items-right .item")).to_have_text([evil])
    page.goto(h.server.base + "/")
    row = page.locator("tr", has=page.get_by_role("link", name="xss", exact=True))
    expect(row.locator("q")).to_have_text(evil)
    assert page.locator("img").count() == 0, "an <img> element was injected into the index"
    context.close()


@test
def refusal_shows_problem_detail(h):
    h.rest.create({"id": "scroll", "root": {"kind": "page", "id": "pager", "transitionStyle": "scroll",
                   "showsPageIndicator": True, "pages": [view("p1", title="One"), view("p2", title="Two"),
                                                         view("p3", title="Three")]}})
    h.allow(r"status of 409 .*/sessions/scroll/controllers/pager/turn-page")  # Chromium logs the refusal
    context, page, _ = h.open("scroll")
    expect(page.get_by_role("img", name="Page 1 of 3")).to_be_visible()
    page.get_by_role("button", name="Previous page").click()
    expect(page.get_by_role("alert")).to_have_text("Page view controller 'pager' has no page before the ones shown.",
                                                   timeout=LIVE)
    h.shot(page, "10-refusal-alert")
    page.get_by_role("button", name="Next page").click()
    h.rest.wait_until("scroll", lambda s: s["window"]["root"]["pageIndex"] == 1, "the page turned forward")
    expect(page.get_by_role("img", name="Page 2 of 3")).to_be_visible(timeout=LIVE)
    expect(page.locator("#alert")).to_have_text("")  # cleared by the next action
    context.close()


@test
def page_view_controller_book_spread(h):
    pages = [view(f"page{n}", title=f"Page {n}") for n in range(6)]
    h.rest.create({"id": "book", "traits": {"idiom": "pad", "orientation": "landscapeLeft"},
                   "root": {"kind": "page", "id": "book", "spinePolicy": "book", "pages": pages}})
    context, page, _ = h.open("book")
    spread = page.locator(".pvc .page")
    expect(spread).to_have_count(2)
    expect(page.locator(".pvc")).to_have_class(re.compile(r"\bspine-mid\b"))
    expect(page.locator(".page-caption")).to_contain_text("Pages 1–2 of 6")
    page.get_by_role("button", name="Next page").click()
    h.rest.wait_until("book", lambda s: s["window"]["root"]["pageIndex"] == 2, "the spread turned")
    expect(page.locator(".page-caption")).to_contain_text("Pages 3–4 of 6", timeout=LIVE)
    expect(spread.locator(".title")).to_have_text(["Page 2", "Page 3"])
    h.shot(page, "11-page-book-spread")
    context.close()


@test
def container_lists_what_it_keeps(h):
    h.rest.create({"id": "switcher", "root": {"kind": "container", "id": "root", "class": "SwitchViewController",
                   "children": [view("blue", title="Blue")]}})
    context, page, _ = h.open("switcher")
    expect(page.locator(".container .title")).to_have_text(["Blue"])
    h.rest.post("switcher", "remove-child", {"child": "blue", "keep": True})
    h.rest.post("switcher", "add-child", {"controller": view("yellow", title="Yellow")})
    expect(page.locator(".container-notes")).to_have_text("kept: blue", timeout=LIVE)
    expect(page.locator(".container .title")).to_have_text(["Yellow"])
    context.close()


@test
def split_view_columns_and_display_mode(h):
    h.rest.create({"id": "split", "traits": {"idiom": "pad", "orientation": "landscapeLeft"},
                   "root": {"kind": "split", "id": "split", "children": [
                       navigation("master", view("list", title="Colors")),
                       navigation("detail", view("swatch", title="Detail"))]}})
    context, page, _ = h.open("split")
    columns = page.locator(".split .column")
    expect(columns).to_have_count(2)
    expect(page.get_by_role("group", name="primary column").locator(".bar-title")).to_have_text("Colors")
    expect(page.get_by_role("group", name="secondary column").locator(".bar-title")).to_have_text("Detail")
    expect(page.locator(".split-caption")).to_have_text("oneBesideSecondary")
    h.shot(page, "12-split-landscape")
    h.rest.call("PUT", "/sessions/split/traits", {"orientation": "portrait"}, expect_status=200)
    expect(page.locator(".split-caption")).to_have_text("secondaryOnly", timeout=LIVE)
    expect(columns).to_have_count(1)
    h.rest.post("split", "set-display-mode", {"mode": "oneOverSecondary"})
    expect(page.locator(".split")).to_have_class(re.compile(r"mode-oneOverSecondary"), timeout=LIVE)
    expect(columns).to_have_count(2)
    h.shot(page, "13-split-over")
    # A popover anchored to the list: drawn next to it, dismissed from the page.
    h.rest.post("split", "controllers/swatch/present", {"controller": view("share", title="Share",
                modalPresentationStyle="popover", popoverPresentation={"sourceController": "list"})})
    popover = page.get_by_role("region", name="Popover: Share")
    expect(popover).to_be_visible(timeout=LIVE)
    h.shot(page, "14-popover")
    page.get_by_role("button", name="Dismiss Share").click()
    expect(popover).to_have_count(0, timeout=LIVE)
    context.close()


@test
def three_columns_show_the_sidebar_and_collapse(h):
    h.rest.create({"id": "mail3", "traits": {"idiom": "pad", "orientation": "landscapeLeft"},
                   "root": {"kind": "split", "id": "mail", "style": "tripleColumn", "columns": {
                       "primary": view("mailboxes", title="Mailboxes"), "supplementary": view("inbox", title="Inbox"),
                       "secondary": view("message", title="Message")}}})
    context, page, _ = h.open("mail3")
    columns = page.locator(".split .column")
    expect(columns).to_have_count(2)
    expect(page.get_by_role("group", name="supplementary column").locator(".bar-title")).to_have_text("Inbox")
    page.get_by_role("button", name="Show the primary column").click()
    expect(page.locator(".split-caption")).to_have_text("twoBesideSecondary", timeout=LIVE)
    expect(columns).to_have_count(3)
    expect(page.get_by_role("group", name="primary column").locator(".bar-title")).to_have_text("Mailboxes")
    h.shot(page, "14b-three-columns")
    page.get_by_role("button", name="Hide the sidebar").click()
    expect(page.locator(".split-caption")).to_have_text("oneBesideSecondary", timeout=LIVE)
    h.rest.call("PUT", "/sessions/mail3/traits", {"horizontalSizeClass": "compact"}, expect_status=200)
    expect(page.locator(".split-caption")).to_have_text("collapsed", timeout=LIVE)
    expect(columns).to_have_count(1)
    expect(page.locator(".navbar .bar-title")).to_have_text("Message")
    context.close()


@test
def deleted_session_is_shown_as_gone(h):
    h.rest.create({"id": "doomed", "root": view("a", title="Doomed")})
    context, page, _ = h.open("doomed")
    expect(page.locator(".card .title")).to_have_text("Doomed")
    h.rest.call("DELETE", "/sessions/doomed", expect_status=204)
    expect(page.locator("#connection")).to_have_text("session deleted", timeout=LIVE)
    expect(page.locator("#device .card")).to_have_count(0)
    expect(page.get_by_role("button", name=re.compile("^Rotate"))).to_be_disabled()
    context.close()


@test
def index_lists_sessions_newest_first(h):
    h.rest.create({"id": "index-older", "root": view("a", title="Older")})
    h.rest.create({"id": "index-newer", "root": view("b", title="Newer")})
    context, page, _ = h.open(None)
    page.goto(h.server.base + "/")
    expect(page.get_by_role("heading", name="NavState sessions")).to_be_visible()
    links = page.locator("tbody tr td:first-child a")
    expect(links.nth(0)).to_have_text("index-newer")
    expect(links.nth(1)).to_have_text("index-older")
    h.shot(page, "15-index")
    links.nth(0).click()
    expect(page).to_have_url(h.server.base + "/sessions/index-newer/view")
    expect(page.locator(".card .title")).to_have_text("Newer")
    context.close()


@test
def api_keys_basic_challenge(h):
    """With API keys a browser gets a challenge it can answer (user name anything, password
    the key) and then sends the key on every request, the event stream included."""
    keys = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump({API_KEY: "browser-tests"}, keys)
    keys.close()
    server = Server(h.args.binary, ["--api-keys", keys.name])
    try:
        rest = REST(server, key=API_KEY)
        rest.create({"id": "keyed", "root": navigation("nav", view("home", title="Home"))})
        url = f"{server.base}/sessions/keyed/view"
        context, page, _ = h.open(None, server=server)
        answer = context.request.get(url)
        assert answer.status == 401, f"without a key the view answered {answer.status}"
        challenge = answer.headers.get("www-authenticate", "")
        assert "Basic" in challenge, f"no Basic challenge: {challenge!r}"
        try:
            shown = page.goto(url).status
        except PlaywrightError as error:  # the browser answered the challenge with no credentials
            if "ERR_INVALID_AUTH_CREDENTIALS" not in str(error):
                raise
            shown = 401
        assert shown == 401, f"without a key the browser was shown {shown}"
        expect(page.locator("#device")).to_have_count(0)
        context.close()
        h.problems.clear()  # Chromium logs the 401 as a console error, as it should
        context, page, response = h.open("keyed", server=server,
                                         http_credentials={"username": "navstate", "password": API_KEY})
        challenged = response.status == 200
        if not challenged:
            # Go on with the key sent up front, to check the page itself; the test still fails.
            context.close()
            h.problems.clear()
            token = base64.b64encode(f"navstate:{API_KEY}".encode()).decode()
            context, page, response = h.open("keyed", server=server,
                                             extra_http_headers={"Authorization": "Basic " + token})
            assert response.status == 200, f"with the key in Authorization: Basic the view answered {response.status}"
        expect(page.locator(".navbar .bar-title")).to_have_text("Home")
        rest.post("keyed", "push", {"controller": view("next", title="Next")})
        expect(page.locator(".navbar .bar-title")).to_have_text("Next", timeout=LIVE)
        page.get_by_role("button", name="Back to Home").click()
        rest.wait_until("keyed", lambda s: s["visible"]["top"] == "home", "the pop sent with the key")
        h.shot(page, "16-api-key")
        context.close()
        assert challenged, (
            f"Chromium did not answer the 401 challenge {challenge!r} with the credentials given: it reads only the first "
            "challenge of each WWW-Authenticate field, so a Basic listed after Bearer in the same field is never "
            "offered (the page itself works with the key sent up front)")
    finally:
        server.stop()
        os.unlink(keys.name)


@test
def representative_screenshot(h):
    """A phone with a navigation bar, a tab bar and callbacks: docs/view.png with --update-docs."""
    h.rest.create({"id": "mail-app", "root": {"kind": "tabBar", "id": "tabs", "children": [
        navigation("mail", view("inbox", title="Inbox", **{"class": "InboxViewController",
                   "navigationItem": {"rightItems": [{"systemItem": "compose"}], "leftItems": [{"systemItem": "edit"}]},
                   "tabBarItem": {"title": "Mail", "badgeValue": "3"}})),
        view("calendar", title="Calendar"),
        view("contacts", title="Contacts", tabBarItem={"badgeValue": "2"}),
        view("settings", title="Settings")]}})
    h.rest.post("mail-app", "select-tab", {"index": 1})
    h.rest.post("mail-app", "select-tab", {"index": 0})
    context, page, _ = h.open("mail-app")
    page.set_viewport_size({"width": 860, "height": 830})
    h.rest.post("mail-app", "push", {"controller": view("thread", title="Lunch on Friday?", **{
        "class": "ThreadViewController", "navigationItem": {"rightItems": [{"systemItem": "reply"}]}})})
    expect(page.get_by_role("button", name="Back to Inbox")).to_be_visible(timeout=LIVE)
    # The creation (revision 1, in history since it has its callbacks there), two tab switches
    # and the push.
    expect(page.locator(".revision")).to_have_count(4, timeout=LIVE)
    path = h.shot(page, "00-representative")
    if h.args.update_docs:
        DOCS_IMAGE.parent.mkdir(exist_ok=True)
        shutil.copyfile(path, DOCS_IMAGE)
        print(f"    wrote {DOCS_IMAGE.relative_to(ROOT)}")
    context.close()


# ---------------------------------------------------------------------------------- main


def chromium_path(explicit):
    for candidate in [explicit] + CHROMIUM_CANDIDATES if explicit else CHROMIUM_CANDIDATES:
        if candidate and os.path.exists(candidate):
            return candidate
    found = shutil.which("chromium")
    if found:
        return found
    sys.exit("chromium not found: apt-get install chromium (or pass --chromium PATH)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the navstate executable")
    parser.add_argument("--chromium", help="the chromium executable (default: Debian's)")
    parser.add_argument("--update-docs", action="store_true", help="also write docs/view.png")
    parser.add_argument("-k", dest="only", help="run only the tests whose name contains this")
    args = parser.parse_args()
    started = time.monotonic()
    SHOTS.mkdir(parents=True, exist_ok=True)
    tests = [t for t in TESTS if not args.only or args.only in t.__name__]
    failures = []
    server = Server(args.binary)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(args.chromium), args=["--no-sandbox"])
            harness = Harness(args, browser, server, REST(server))
            for function in tests:
                harness.problems = []
                harness.allowed = []
                began = time.monotonic()
                try:
                    try:
                        function(harness)
                    finally:
                        harness.close_contexts()
                    if harness.problems:
                        raise AssertionError("; ".join(harness.problems))
                    print(f"ok    {function.__name__} ({time.monotonic() - began:.1f} s)")
                except (AssertionError, PlaywrightError, RuntimeError) as error:
                    failures.append(function.__name__)
                    # Playwright's messages end with a call log and an ARIA snapshot: keep the point.
                    print(f"FAIL  {function.__name__}: {str(error).split('Call log:')[0].strip()}")
                    if not isinstance(error, AssertionError):
                        traceback.print_exc(limit=3)
            browser.close()
    finally:
        server.stop()
    elapsed = time.monotonic() - started
    print(f"browser tests: {len(tests) - len(failures)} of {len(tests)} passed in {elapsed:.1f} s; "
          f"screenshots in {SHOTS.relative_to(ROOT)}/")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
