"""The client without a server: problems, retries with the same Idempotency-Key, headers, the
event stream parser, times, and that importing opens no connection."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import httpx
import pytest

from navstate import NavState, NavStateProblem, Session, StreamEvent, parse_sse, parse_time
from navstate._client import NAMED_ACTIONS, OTHER_ACTIONS
from navstate.specs import navigation, presented, tab, tab_bar, view

ANSWER = {
    "session": "s",
    "revision": 2,
    "traits": {"idiom": "phone", "orientation": "portrait", "horizontalSizeClass": "compact", "verticalSizeClass": "regular"},
    "window": {"root": {"id": "mail", "kind": "navigation", "children": [{"id": "inbox", "kind": "view", "children": []}]}},
    "visible": {"path": ["mail", "inbox"], "top": "inbox", "navigationBar": {"title": "Inbox"}, "tabBar": None},
    "events": [{"controller": "inbox", "callback": "viewDidLoad"}],
}
NOTHING_TO_POP = {
    "type": "nothing-to-pop",
    "title": "Nothing to pop",
    "status": 409,
    "detail": "Navigation controller 'mail' has nothing above the target to pop; the root stays.",
    "instance": "/sessions/s/pop",
    "uikit": "popViewControllerAnimated: returns nil when nothing is above the target (no-op)",
    "revision": 5,
}


def problem(body: dict[str, object], status: int) -> httpx.Response:
    return httpx.Response(status, content=json.dumps(body).encode(), headers={"Content-Type": "application/problem+json"})


class Recorder:
    """A transport that answers from a script and records every request."""

    def __init__(self, *answers: httpx.Response | Exception) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    def client(self, attempts: int = 3) -> NavState:
        return NavState("http://navstate.test", transport=httpx.MockTransport(self), attempts=attempts)


def test_problem_json_is_raised_with_its_members() -> None:
    recorder = Recorder(problem(NOTHING_TO_POP, 409))
    client = recorder.client()
    with pytest.raises(NavStateProblem) as raised:
        client.request("POST", "/sessions/s/pop", headers={"Idempotency-Key": "k"})
    refusal = raised.value
    assert (refusal.status, refusal.type, refusal.title, refusal.revision) == (409, "nothing-to-pop", "Nothing to pop", 5)
    assert refusal.uikit is not None and refusal.uikit.startswith("popViewControllerAnimated:")
    assert refusal.instance == "/sessions/s/pop"
    assert str(refusal) == "409 nothing-to-pop: Navigation controller 'mail' has nothing above the target to pop; the root stays."
    assert len(recorder.requests) == 1  # a refusal is an answer: never sent again


def test_error_that_is_not_problem_json() -> None:
    html = httpx.Response(413, content=b"<html>Request Entity Too Large</html>", headers={"Content-Type": "text/html"})
    with pytest.raises(NavStateProblem) as raised:
        Recorder(html).client().request("GET", "/healthz")
    assert (raised.value.status, raised.value.type, raised.value.title) == (413, "about:blank", "Request Entity Too Large")
    assert "Request Entity Too Large" in raised.value.detail


def test_lost_connection_is_retried_with_the_same_key_and_body() -> None:
    recorder = Recorder(
        httpx.ReadError("connection reset"),
        httpx.RemoteProtocolError("server disconnected without sending a response"),
        httpx.Response(200, json=ANSWER, headers={"Idempotent-Replayed": "true"}),
    )
    session = Session(recorder.client(), "s", 1)
    result = session.push(view("inbox"))
    assert result.replayed and result.revision == 2 and session.revision == 2
    keys = {request.headers["Idempotency-Key"] for request in recorder.requests}
    bodies = {request.content for request in recorder.requests}
    assert len(recorder.requests) == 3 and len(keys) == 1 and len(bodies) == 1
    assert json.loads(recorder.requests[0].content) == {"controller": {"kind": "view", "id": "inbox"}, "animated": True}


def test_retries_are_bounded() -> None:
    recorder = Recorder(*[httpx.ConnectError("refused") for _ in range(3)])
    with pytest.raises(httpx.ConnectError):
        Session(recorder.client(attempts=3), "s", 1).pop()
    assert len(recorder.requests) == 3


def test_key_in_flight_is_retried_and_other_refusals_are_not() -> None:
    in_flight = {"type": "idempotency-key-in-flight", "title": "In flight", "status": 409, "detail": "", "instance": "/x"}
    recorder = Recorder(problem(in_flight, 409), httpx.Response(200, json=ANSWER))
    assert Session(recorder.client(), "s", 1).pop().revision == 2
    assert len(recorder.requests) == 2


def test_every_change_has_its_own_key_unless_given() -> None:
    recorder = Recorder(*[httpx.Response(200, json=ANSWER) for _ in range(3)])
    session = Session(recorder.client(), "s", 1)
    session.pop()
    session.pop()
    session.pop(idempotency_key="mine")
    keys = [request.headers["Idempotency-Key"] for request in recorder.requests]
    assert keys[0] != keys[1] and keys[2] == "mine"


def test_if_match_explicit_and_conditional() -> None:
    recorder = Recorder(*[httpx.Response(200, json=ANSWER) for _ in range(3)])
    session = Session(recorder.client(), "s", 1)
    session.pop()
    session.pop(if_match=7)
    session.conditional = True
    session.pop()
    assert [request.headers.get("If-Match") for request in recorder.requests] == [None, '"7"', '"2"']


def test_options_become_query_and_headers() -> None:
    minimal = {"session": "s", "revision": 3, "events": [], "dryRun": True}
    recorder = Recorder(httpx.Response(200, json=minimal))
    result = Session(recorder.client(), "s", 2).select_tab(1, dry_run=True, minimal=True, on="tabs")
    request = recorder.requests[0]
    assert request.url.path == "/sessions/s/controllers/tabs/select-tab"
    assert request.url.params["dry-run"] == "true" and request.headers["Prefer"] == "return=minimal"
    assert json.loads(request.content) == {"animated": True, "index": 1}
    assert result.dry_run and result.snapshot is None
    with pytest.raises(ValueError):
        result.path


def test_api_key_is_a_bearer() -> None:
    recorder = Recorder(httpx.Response(200, json={"status": "ok", "sessions": 0}))
    client = NavState("http://navstate.test", api_key="9f4c7a2e1d6b8053c1e7", transport=httpx.MockTransport(recorder))
    assert client.health() == {"status": "ok", "sessions": 0}
    assert recorder.requests[0].headers["Authorization"] == "Bearer 9f4c7a2e1d6b8053c1e7"


def test_result_reads_the_snapshot() -> None:
    recorder = Recorder(httpx.Response(200, json=ANSWER))
    result = Session(recorder.client(), "s", 1).pop()
    assert result.snapshot is not None
    assert (result.path, result.top, result.snapshot.navigation_bar, result.snapshot.tab_bar) == (
        ["mail", "inbox"], "inbox", {"title": "Inbox"}, None,
    )  # fmt: skip
    assert result.snapshot.controller("inbox")["kind"] == "view"
    assert "events" not in result.snapshot and result.snapshot["visible"]["top"] == "inbox"
    assert [event.call for event in result.events] == ["inbox.viewDidLoad"]


def test_sse_parser() -> None:
    lines = [
        "id: 1", "event: snapshot", 'data: {"session":"s","revision":1}', "",
        ": ping", "",
        "id: 2", "event: change", 'data: {"revision":2,', 'data: "time":"2026-11-28T00:07:59.310Z"}', "",
        "event: deleted", 'data: {"session":"s"}', "",
        "event: unfinished", "data: {}",
    ]  # fmt: skip
    events = list(parse_sse(lines))
    assert [(event.event, event.id) for event in events] == [("snapshot", "1"), ("change", "2"), ("deleted", "2")]
    assert events[1].data == '{"revision":2,\n"time":"2026-11-28T00:07:59.310Z"}'
    change = StreamEvent.from_sse(events[1])
    assert (change.kind, change.revision, change.json["revision"]) == ("change", 2, 2)


def test_times() -> None:
    assert parse_time("2026-11-28T09:49:13.704Z") == datetime(2026, 11, 28, 9, 49, 13, 704000, tzinfo=timezone.utc)
    assert parse_time("2026-11-29T09:46:19Z") == datetime(2026, 11, 29, 9, 46, 19, tzinfo=timezone.utc)
    assert parse_time("2026-11-29T10:46:19+01:00") == datetime(2026, 11, 29, 9, 46, 19, tzinfo=timezone.utc)


def test_specs() -> None:
    app = tab_bar("tabs", [tab(navigation("mail", [view("inbox", "Inbox", class_name="InboxViewController")]), "Mail", badge="2")])
    assert app == {
        "kind": "tabBar",
        "id": "tabs",
        "children": [
            {
                "kind": "navigation",
                "id": "mail",
                "children": [{"kind": "view", "id": "inbox", "class": "InboxViewController", "title": "Inbox"}],
                "tabBarItem": {"title": "Mail", "badgeValue": "2"},
            }
        ],
    }
    assert presented(view("compose"), "formSheet") == {"kind": "view", "id": "compose", "modalPresentationStyle": "formSheet"}
    # Fields go through as given: a misspelt one reaches the server, which refuses it (400).
    assert view(titel="x") == {"kind": "view", "titel": "x"}


def test_import_opens_no_connection() -> None:
    script = (
        "import socket\n"
        "def refuse(*args, **kwargs):\n"
        "    raise AssertionError('a connection at import')\n"
        "socket.socket.connect = refuse\n"
        "socket.create_connection = refuse\n"
        "socket.getaddrinfo = refuse\n"
        "import navstate, navstate.specs, navstate.server, navstate.pytest_plugin\n"
        "navstate.NavState('http://127.0.0.1:9')\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


# openapi.yaml, when the tests run from the repository (not from an sdist elsewhere).
SPEC = Path(__file__).resolve().parents[3] / "openapi.yaml"


def spec_routes() -> dict[str, set[str]]:
    """openapi.yaml's paths and their methods (read by line: the document keeps one layout)."""
    routes: dict[str, set[str]] = {}
    current = None
    for line in SPEC.read_text(encoding="utf-8").splitlines():
        path = re.match(r"^  (/\S*):\s*$", line)
        if path:
            current = path.group(1)
            routes[current] = set()
            continue
        method = re.match(r"^    (get|put|post|patch|delete):", line)
        if method and current is not None:
            routes[current].add(method.group(1).upper())
        if re.match(r"^\S", line) and not line.startswith("paths:"):
            current = None
    return routes


@pytest.mark.skipif(not SPEC.exists(), reason="openapi.yaml is not beside this package")
def test_the_action_routes_are_those_of_openapi_yaml() -> None:
    targeted = {path.rsplit("/", 1)[1] for path in spec_routes() if path.startswith("/sessions/{sid}/controllers/{cid}/")}
    assert targeted == NAMED_ACTIONS | OTHER_ACTIONS, "openapi.yaml's action routes differ from the client's: add a method or list it in OTHER_ACTIONS"


@pytest.mark.skipif(not SPEC.exists(), reason="openapi.yaml is not beside this package")
def test_every_request_the_client_sends_is_a_route_of_openapi_yaml() -> None:
    answers: dict[str, object] = {
        "/sessions": {"sessions": [], "next": None},
        "/sessions/s": dict(ANSWER, events=None),
        "/sessions/s/history": {"session": "s", "revision": 2, "oldestRevision": 1, "entries": [], "next": None},
        "/sessions/s/controllers/c": {"session": "s", "revision": 2, "controller": {"id": "c"}},
        "/healthz": {"status": "ok", "sessions": 1},
    }
    sent: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if request.method == "DELETE":
            return httpx.Response(204)
        if request.url.path.endswith("/events"):
            return httpx.Response(200, text='event: deleted\ndata: {"session":"s"}\n\n', headers={"Content-Type": "text/event-stream"})
        if request.url.params.get("format") == "text":
            return httpx.Response(200, text="<UINavigationController mail>")
        body = answers.get(request.url.path, ANSWER) if request.method == "GET" else ANSWER
        if request.method == "POST" and request.url.path == "/sessions":
            body = dict(ANSWER, session="s", revision=1)
        return httpx.Response(201 if request.url.path == "/sessions" and request.method == "POST" else 200, json=body)

    client = NavState("http://navstate.test", transport=httpx.MockTransport(answer))
    session = client.create_session(view("inbox"))
    client.session("s"), list(client.sessions()), client.health()
    session.snapshot(), session.snapshot(revision=1), session.text(), session.controller("c"), session.history(), session.export()
    list(session.events(timeout=1))
    for on in (None, "c"):
        session.push(view(), on=on), session.pop(on=on), session.pop_to("c", on=on), session.pop_to_root(on=on)
        session.set_view_controllers(["c"], on=on), session.present(view(), on=on), session.dismiss(on=on)
        session.select_tab(0, on=on), session.turn_page(on=on), session.set_page(1, on=on)
        session.activate_search(on=on), session.search_text("lunch", on=on), session.cancel_search(on=on)
        for name in OTHER_ACTIONS:
            session.action(name, {}, on=on)
    session.rotate("portrait"), session.set_traits({"idiom": "pad"}), session.patch("c", {"title": "x"})
    session.batch([{"action": "pop"}]), session.memory_warning()
    session.delete()
    client.delete("s")
    routes = spec_routes()
    for request in sent:
        template = re.sub(r"^/sessions/s(?=/|$)", "/sessions/{sid}", request.url.path)
        template = re.sub(r"/controllers/c(?=/|$)", "/controllers/{cid}", template)
        assert request.method in routes.get(template, set()), f"{request.method} {template} is not in openapi.yaml"
    assert len(sent) == 2 * (13 + len(OTHER_ACTIONS)) + 18
