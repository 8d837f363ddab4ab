"""The client: a NavState server (:class:`NavState`) and its sessions (:class:`Session`)."""

from __future__ import annotations

import copy
import json
import re
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import quote

import httpx

from ._events import LifecycleEvent
from ._problem import NavStateProblem
from ._stream import StreamEvent, parse_sse

__all__ = ["Change", "History", "NavState", "Result", "Session", "Snapshot"]

Spec = Mapping[str, Any]
"""A controller spec, as JSON (``openapi.yaml`` ControllerSpec): ``{"kind": "view", "id": "inbox"}``."""

# Problems after which the same request, with the same Idempotency-Key, is sent again: the first
# sending is still being carried out, or (a cluster) another node stored the next revision first
# and nothing was kept.
RETRIED_PROBLEMS = frozenset({"idempotency-key-in-flight", "changed-elsewhere"})
# Transport failures after which the answer may have been lost: a retry with the same key gets
# the first answer again (`Idempotent-Replayed: true`) if the server had carried it out.
_LOST = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)

# The action routes (`POST /sessions/{sid}[/controllers/{cid}]/{action}`): those a method of
# Session names, and those sent with `Session.action(name, body)`. A test compares the whole set
# with openapi.yaml's routes, so that a route the server gains is not left unnoticed here.
NAMED_ACTIONS = frozenset(
    {
        "push", "pop", "pop-to", "pop-to-root", "set-view-controllers", "present", "dismiss", "set-detent", "tap-action",
        "enter-text", "activate-search", "search-text", "cancel-search", "select-tab", "turn-page", "set-page",
    }
)
OTHER_ACTIONS = frozenset(
    {
        "reorder-tabs", "set-display-mode", "show-column", "hide-column", "show", "show-detail", "add-child", "did-move",
        "remove-child",
        "transition", "begin-appearance", "end-appearance", "perform-segue",
    }
)  # fmt: skip

_TIME = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}:\d{2})$")


def parse_time(text: str) -> datetime:
    """NavState's times (``2026-11-28T09:49:13.704Z``, ``expiresAt`` in whole seconds) as an
    aware UTC datetime, on every Python version (3.10's ``fromisoformat`` reads no ``Z``)."""
    match = _TIME.match(text)
    if not match:
        raise ValueError(f"not an RFC 3339 time: {text!r}")
    stamp, fraction, zone = match.groups()
    parsed = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S").replace(microsecond=int((fraction or "0").ljust(6, "0")))
    if zone == "Z":
        return parsed.replace(tzinfo=timezone.utc)
    sign = 1 if zone[0] == "+" else -1
    offset = timedelta(hours=int(zone[1:3]), minutes=int(zone[4:6]))
    return parsed.replace(tzinfo=timezone(sign * offset)).astimezone(timezone.utc)


def _walk(node: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield node
    for child in node.get("children") or ():
        if isinstance(child, Mapping):
            yield from _walk(child)
    presented = node.get("presented")
    if isinstance(presented, Mapping):
        yield from _walk(presented)
    # Controllers a custom container keeps detached (remove-child with keep) are live too.
    for kept in node.get("kept") or ():
        if isinstance(kept, Mapping):
            yield from _walk(kept)
    # So is the search controller a navigation item holds while search is inactive.
    search = node.get("inactiveSearchController")
    if isinstance(search, Mapping):
        yield from _walk(search)


class Snapshot(Mapping[str, Any]):
    """A session as the server answered it (``openapi.yaml`` Snapshot), read-only.

    It is the JSON object itself (``snapshot["visible"]["navigationBar"]["title"]``, as in the
    API guide's jq lines), with properties for what tests read most.
    """

    def __init__(self, body: Mapping[str, Any]) -> None:
        self._body = dict(body)

    def __getitem__(self, key: str) -> Any:
        return self._body[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._body)

    def __len__(self) -> int:
        return len(self._body)

    def __repr__(self) -> str:
        return f"Snapshot(session={self._body.get('session')!r}, revision={self._body.get('revision')!r}, path={self.path!r})"

    @property
    def json(self) -> dict[str, Any]:
        """The JSON object, as a plain dict (a copy)."""
        return copy.deepcopy(self._body)

    @property
    def session(self) -> str:
        return str(self._body["session"])

    @property
    def revision(self) -> int:
        return int(self._body["revision"])

    @property
    def traits(self) -> dict[str, Any]:
        return dict(self._body.get("traits") or {})

    @property
    def expires_at(self) -> datetime | None:
        """When the session expires unless a request names it (servers with ``--session-ttl``)."""
        value = self._body.get("expiresAt")
        return parse_time(value) if isinstance(value, str) else None

    @property
    def root(self) -> dict[str, Any]:
        """The window's root controller and its tree (``window.root``)."""
        return dict(self._body["window"]["root"])

    @property
    def visible(self) -> dict[str, Any]:
        """What is on screen: ``path``, ``top``, the bars (``openapi.yaml`` Visible)."""
        return dict(self._body["visible"])

    @property
    def path(self) -> list[str]:
        """``visible.path``: the visible chain, window root first, through presented controllers."""
        return list(self._body["visible"]["path"])

    @property
    def top(self) -> str | None:
        """``visible.top``: the top-most visible content controller."""
        top = self._body["visible"].get("top")
        return top if isinstance(top, str) else None

    @property
    def navigation_bar(self) -> dict[str, Any] | None:
        """``visible.navigationBar`` (``title``, ``backButtonTitle``, items, …), or ``None``."""
        bar = self._body["visible"].get("navigationBar")
        return dict(bar) if isinstance(bar, Mapping) else None

    @property
    def tab_bar(self) -> dict[str, Any] | None:
        """``visible.tabBar`` (``items``, ``selectedItem``, …), or ``None``."""
        bar = self._body["visible"].get("tabBar")
        return dict(bar) if isinstance(bar, Mapping) else None

    def controllers(self) -> Iterator[dict[str, Any]]:
        """Every controller node of the tree, in snapshot order (children, then what it presents)."""
        for node in _walk(self._body["window"]["root"]):
            yield dict(node)

    def controller(self, cid: str) -> dict[str, Any]:
        """The node of controller ``cid`` (``appearance``, ``viewLoaded``, its children, …)."""
        for node in _walk(self._body["window"]["root"]):
            if node.get("id") == cid:
                return dict(node)
        raise KeyError(f"no controller {cid!r} in the snapshot of session {self._body.get('session')!r}")


_RESULT_ONLY = ("events", "changed", "dryRun", "resolvedAs", "resolved")


@dataclass(frozen=True)
class Result:
    """The answer of a change (``openapi.yaml`` MutationResult).

    ``revision`` is the session's revision after it, ``events`` the lifecycle callbacks UIKit
    would have sent, in order; ``snapshot`` the session after the change (``None`` when asked
    with ``minimal=True``: ``Prefer: return=minimal``). ``replayed`` is true when the server
    answered an ``Idempotency-Key`` it had seen (``Idempotent-Replayed: true``): the change was
    made once, by the first sending. ``json`` is the whole answer.
    """

    session: str
    revision: int
    events: tuple[LifecycleEvent, ...]
    snapshot: Snapshot | None
    changed: tuple[str, ...] | None
    dry_run: bool
    resolved_as: str | None
    replayed: bool
    status: int
    json: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_response(cls, response: httpx.Response) -> Result:
        body = response.json()
        if not isinstance(body, Mapping):
            raise ValueError(f"the answer to {response.request.method} {response.request.url.path} is not a JSON object")
        changed = body.get("changed")
        resolved_as = body.get("resolvedAs")
        return cls(
            session=str(body["session"]),
            revision=int(body["revision"]),
            events=tuple(LifecycleEvent.from_json(event) for event in body.get("events") or ()),
            snapshot=Snapshot({k: v for k, v in body.items() if k not in _RESULT_ONLY}) if "window" in body else None,
            changed=tuple(changed) if isinstance(changed, list) else None,
            dry_run=body.get("dryRun") is True,
            resolved_as=resolved_as if isinstance(resolved_as, str) else None,
            replayed=response.headers.get("Idempotent-Replayed", "").lower() == "true",
            status=response.status_code,
            json=body,
        )

    def _snapshot(self) -> Snapshot:
        if self.snapshot is None:
            raise ValueError("this answer has no snapshot (it was asked with Prefer: return=minimal)")
        return self.snapshot

    @property
    def visible(self) -> dict[str, Any]:
        """The snapshot's ``visible`` part."""
        return self._snapshot().visible

    @property
    def path(self) -> list[str]:
        """The snapshot's ``visible.path``."""
        return self._snapshot().path

    @property
    def top(self) -> str | None:
        """The snapshot's ``visible.top``."""
        return self._snapshot().top


@dataclass(frozen=True)
class Change:
    """One recorded revision (``openapi.yaml`` HistoryEntry): the actions as they were sent, in
    the batch route's form, the callbacks they caused and, for patches, ``changed``. Revision 1
    is the creation: its callbacks, no actions."""

    revision: int
    time: datetime
    actions: tuple[Mapping[str, Any], ...]
    events: tuple[LifecycleEvent, ...]
    changed: tuple[str, ...] | None
    json: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> Change:
        changed = entry.get("changed")
        return cls(
            revision=int(entry["revision"]),
            time=parse_time(str(entry["time"])),
            actions=tuple(entry.get("actions") or ()),
            events=tuple(LifecycleEvent.from_json(event) for event in entry.get("events") or ()),
            changed=tuple(changed) if isinstance(changed, list) else None,
            json=entry,
        )

    @property
    def action_names(self) -> list[str]:
        """The actions' names: ``["push", "select-tab", "patch"]``."""
        return [str(action.get("action")) for action in self.actions]


@dataclass(frozen=True)
class History:
    """One page of a session's recorded revisions (``openapi.yaml`` History), oldest first.

    ``next`` is the ``after`` of the following page, ``None`` on the last; ``oldest_revision``
    the oldest revision the journal can still rebuild."""

    session: str
    revision: int
    oldest_revision: int
    entries: tuple[Change, ...]
    next: int | None
    json: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, body: Mapping[str, Any]) -> History:
        following = body.get("next")
        return cls(
            session=str(body["session"]),
            revision=int(body["revision"]),
            oldest_revision=int(body["oldestRevision"]),
            entries=tuple(Change.from_json(entry) for entry in body.get("entries") or ()),
            next=following if isinstance(following, int) else None,
            json=body,
        )


def _etag(revision: int | str) -> str:
    """``If-Match`` for a revision: ``"3"``; a string is sent as it is (``*``, ``"3", "4"``)."""
    return f'"{revision}"' if isinstance(revision, int) else revision


def _segment(value: str) -> str:
    return quote(value, safe="")


class NavState:
    """A NavState server.

    >>> navstate = NavState("http://127.0.0.1:8080")            # doctest: +SKIP
    >>> session = navstate.create_session(navigation("mail", [view("inbox", "Inbox")]))  # doctest: +SKIP

    ``api_key`` is sent as ``Authorization: Bearer`` (servers started with ``--api-keys``).
    ``timeout`` bounds each request (seconds). A request that carries an ``Idempotency-Key``
    (every change this client sends) or reads (GET) is sent again, up to ``attempts`` times in
    all, when the connection is lost before an answer (or times out), and when the server answers
    ``idempotency-key-in-flight`` or ``changed-elsewhere``; it waits 50 ms before the second
    attempt, doubling up to 1 s. ``transport`` replaces httpx's (tests, proxies).
    """

    def __init__(
        self,
        url: str,
        api_key: str | None = None,
        *,
        timeout: float = 10.0,
        attempts: int = 3,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if attempts < 1:
            raise ValueError("attempts must be at least 1")
        self.url = url.rstrip("/")
        self.api_key = api_key
        self.attempts = attempts
        headers = {"User-Agent": "navstate-python"}
        if api_key is not None:
            headers["Authorization"] = f"Bearer {api_key}"
        self._http = httpx.Client(base_url=self.url, headers=headers, timeout=timeout, transport=transport)

    def __repr__(self) -> str:
        return f"NavState({self.url!r})"

    def __enter__(self) -> NavState:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the connections (sessions stay on the server)."""
        self._http.close()

    # MARK: - Sending

    def request(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        headers: Mapping[str, str] | None = None,
        params: Mapping[str, str] | None = None,
        retry: bool | None = None,
    ) -> httpx.Response:
        """Sends one request to any route, ``body`` as JSON; an answer of 400 or more is raised as
        :class:`NavStateProblem`. ``retry`` (by default: for GET and HEAD, and requests with an
        ``Idempotency-Key``) sends the same request again as the class says."""
        sent = dict(headers or {})
        content: bytes | None = None
        if body is not None:
            content = json.dumps(body, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()
            sent.setdefault("Content-Type", "application/json")
        if retry is None:
            retry = method.upper() in ("GET", "HEAD") or any(name.lower() == "idempotency-key" for name in sent)
        attempt = 1
        while True:
            try:
                response = self._http.request(method, path, content=content, headers=sent, params=params)
            except _LOST:
                if not retry or attempt >= self.attempts:
                    raise
            else:
                if response.status_code < 400:
                    return response
                problem = NavStateProblem.from_response(response)
                if not retry or attempt >= self.attempts or problem.type not in RETRIED_PROBLEMS:
                    raise problem
            time.sleep(min(1.0, 0.05 * 2 ** (attempt - 1)))
            attempt += 1

    # MARK: - Sessions

    def create_session(
        self,
        root: Spec | None = None,
        *,
        id: str | None = None,
        traits: Mapping[str, Any] | None = None,
        storyboard: str | None = None,
        restore: Mapping[str, Any] | None = None,
        callbacks: Sequence[str] | None = None,
        idempotency_key: str | None = None,
    ) -> Session:
        """Creates a session whose window root is ``root`` (a spec), or the initial scene of
        ``storyboard``, or the export document ``restore`` (``POST /sessions`` ``import``).
        Without ``id`` the server makes one (32 hex digits). ``callbacks`` chooses what the
        session receives besides the lifecycle (``"viewIsAppearing"``, ``"delegates"``; none by
        default). The answer is the session's ``created`` :class:`Result` (its callbacks: the
        root loading and appearing)."""
        body: dict[str, Any] = {}
        if root is not None:
            body["root"] = root
        if storyboard is not None:
            body["storyboard"] = storyboard
        if restore is not None:
            body["import"] = restore
        if id is not None:
            body["id"] = id
        if traits is not None:
            body["traits"] = traits
        if callbacks is not None:
            body["callbacks"] = list(callbacks)
        key = idempotency_key or str(uuid.uuid4())
        response = self.request("POST", "/sessions", body=body, headers={"Idempotency-Key": key})
        created = Result.from_response(response)
        return Session(self, created.session, created.revision, created=created)

    def session(self, id: str) -> Session:
        """A session that exists already (``GET /sessions/{sid}``; 404 ``unknown-session`` otherwise)."""
        snapshot = Snapshot(self.request("GET", f"/sessions/{_segment(id)}").json())
        return Session(self, id, snapshot.revision)

    def sessions(self, *, page_size: int = 100) -> Iterator[dict[str, Any]]:
        """Every session of this tenant, in creation order (``{"id", "revision", "root"}``),
        following the pages' ``next`` cursors."""
        after: str | None = None
        while True:
            params = {"limit": str(page_size)}
            if after is not None:
                params["after"] = after
            page = self.request("GET", "/sessions", params=params).json()
            yield from page["sessions"]
            after = page.get("next")
            if after is None:
                return

    def delete(self, session: Session | str) -> None:
        """Deletes a session (its event streams end with ``deleted``)."""
        sid = session.id if isinstance(session, Session) else session
        self.request("DELETE", f"/sessions/{_segment(sid)}", headers={"Idempotency-Key": str(uuid.uuid4())})

    def health(self) -> dict[str, Any]:
        """``GET /healthz``: ``{"status": "ok", "sessions": N}``."""
        return dict(self.request("GET", "/healthz").json())


class Session:
    """One session on a NavState server, driven as an app drives its controllers.

    Every change answers a :class:`Result`: the revision, the snapshot after it and the
    callbacks UIKit would have sent. A refusal raises :class:`NavStateProblem`.

    Every change takes:

    * ``if_match``: a revision (sent as ``If-Match: "3"``) or a header value; with
      ``session.conditional = True`` the last revision this object saw is sent when none is
      given, so that a change made elsewhere in between is refused (412 ``revision-mismatch``)
      instead of acted over;
    * ``idempotency_key``: by default a new uuid4 for each call, kept across the client's
      retries so that a retried push pushes once;
    * ``dry_run``: ``?dry-run=true``, answer what would happen and keep nothing;
    * ``minimal``: ``Prefer: return=minimal``, an answer without the snapshot.

    Actions that act on a controller take ``on``: the ``{cid}`` of
    ``/sessions/{sid}/controllers/{cid}/{action}`` (the navigation controller to push on, the
    controller to present from, the tab bar, …). Without it, the targetless route acts where a
    user would (the top-most visible navigation controller, presented controller, …).
    """

    def __init__(self, client: NavState, id: str, revision: int, *, created: Result | None = None) -> None:
        self.client = client
        self.id = id
        self.revision = revision
        """The highest revision this object has seen (answers, refusals, snapshots)."""
        self.conditional = False
        self.created = created
        """The answer of the creation, when this object made the session."""

    def __repr__(self) -> str:
        return f"Session({self.id!r}, revision={self.revision})"

    @property
    def _path(self) -> str:
        return f"/sessions/{_segment(self.id)}"

    def _seen(self, revision: int) -> None:
        self.revision = max(self.revision, revision)

    # MARK: - Reading

    def snapshot(self, *, revision: int | None = None) -> Snapshot:
        """The session now, or as it was at ``revision`` (from the journal; 410 ``revision-gone``
        when it no longer holds it)."""
        params = {"revision": str(revision)} if revision is not None else None
        snapshot = Snapshot(self.client.request("GET", self._path, params=params).json())
        if revision is None:
            self._seen(snapshot.revision)
        return snapshot

    def text(self) -> str:
        """The tree as ``_printHierarchy`` prints it (``?format=text``)."""
        return self.client.request("GET", self._path, params={"format": "text"}).text

    def controller(self, cid: str) -> dict[str, Any]:
        """One controller and its subtree (``GET /sessions/{sid}/controllers/{cid}``)."""
        body = self.client.request("GET", f"{self._path}/controllers/{_segment(cid)}").json()
        self._seen(int(body["revision"]))
        return dict(body["controller"])

    def history(self, *, after: int = 0, limit: int = 50) -> History:
        """One page of recorded revisions after revision ``after`` (0: from the oldest kept)."""
        params = {"after": str(after), "limit": str(limit)}
        return History.from_json(self.client.request("GET", f"{self._path}/history", params=params).json())

    def export(self) -> dict[str, Any]:
        """The session as a document :meth:`NavState.create_session` restores (``restore=``)."""
        return dict(self.client.request("GET", f"{self._path}/export").json())

    def events(self, *, after: int | None = None, timeout: float | None = 10.0) -> Iterator[StreamEvent]:
        """The session's changes as they happen (``GET /sessions/{sid}/events``, Server-Sent Events).

        Without ``after`` the stream starts with a ``snapshot``; with it, it resumes after that
        revision (``Last-Event-ID``) with one ``change`` per revision, without a gap. The
        iteration ends after ``deleted``, or when ``timeout`` seconds have passed since it
        started (at most about a quarter of a second later; ``None``: never). A connection that
        drops (or that the server ends) is opened again with ``Last-Event-ID`` from the last
        revision seen; five failures in a row without an event raise the last one. A session
        deleted while the connection was down ends the iteration with ``deleted``.
        """
        slack = 0.25
        deadline = None if timeout is None else time.monotonic() + timeout
        last = after
        failures = 0
        while True:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return
            headers = {"Accept": "text/event-stream"}
            if last is not None:
                headers["Last-Event-ID"] = str(last)
            opened = time.monotonic()
            request_timeout = httpx.Timeout(remaining, connect=None if remaining is None else min(remaining, 10.0))
            reconnect = False
            try:
                with self.client._http.stream("GET", f"{self._path}/events", headers=headers, timeout=request_timeout) as response:
                    if response.status_code >= 400:
                        response.read()
                        problem = NavStateProblem.from_response(response)
                        if problem.status == 404 and last is not None:
                            # Deleted (or expired) while the connection was down: what the stream would have said.
                            yield StreamEvent(kind="deleted", revision=last, json={"session": self.id})
                            return
                        raise problem
                    for sse in parse_sse(response.iter_lines()):
                        event = StreamEvent.from_sse(sse)
                        failures = 0
                        if event.kind in ("snapshot", "change") and event.revision is not None:
                            last = event.revision
                            self._seen(event.revision)
                        yield event
                        if event.kind == "deleted":
                            return
                        if deadline is not None:
                            if time.monotonic() >= deadline:
                                return
                            # This connection's reads may wait `remaining` seconds from `opened`:
                            # open a new one to keep the deadline.
                            if time.monotonic() - opened > slack:
                                reconnect = True
                                break
            except _LOST as error:
                if deadline is not None and time.monotonic() >= deadline:
                    return
                failures += 1
                if failures >= 5:
                    raise error
            else:
                if reconnect:
                    continue
                # The server ended the stream without `deleted`: resume, as after a cut.
                failures += 1
                if failures >= 5:
                    raise httpx.RemoteProtocolError(f"the server ended the event stream of session {self.id!r} {failures} times in a row without an event")
            pause = min(2.0, 0.05 * 2 ** (failures - 1))
            if deadline is not None:
                pause = min(pause, max(0.0, deadline - time.monotonic()))
            time.sleep(pause)

    # MARK: - Changes

    def _change(
        self,
        method: str,
        route: str,
        body: Mapping[str, Any] | None,
        *,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        path = f"{self._path}/controllers/{_segment(on)}/{route}" if on is not None else f"{self._path}/{route}"
        headers = {"Idempotency-Key": idempotency_key or str(uuid.uuid4())}
        match = if_match if if_match is not None else (self.revision if self.conditional else None)
        if match is not None:
            headers["If-Match"] = _etag(match)
        if minimal:
            headers["Prefer"] = "return=minimal"
        params = {"dry-run": "true"} if dry_run else None
        try:
            response = self.client.request(method, path, body=body, headers=headers, params=params, retry=True)
        except NavStateProblem as problem:
            # A refusal says where the session is (a 412 the revision a conditional change needs).
            if problem.revision is not None:
                self._seen(problem.revision)
            raise
        result = Result.from_response(response)
        if not result.dry_run:
            self._seen(result.revision)
        return result

    def action(
        self,
        name: str,
        body: Mapping[str, Any] | None = None,
        *,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Any action route by name (``POST /sessions/{sid}[/controllers/{on}]/{name}``), e.g.
        ``session.action("perform-segue", {"identifier": "openMessage"}, on="vc2")``."""
        return self._change(
            "POST", name, body, on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal
        )

    def push(
        self,
        controller: Spec | str,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Pushes a new controller (a spec) on the navigation controller a user would mean, or on
        ``on`` (or ``on``'s navigation controller)."""
        return self._change(
            "POST", "push", {"controller": controller, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def pop(
        self,
        *,
        animated: bool = True,
        interactive: str | None = None,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Pops the top controller (409 ``nothing-to-pop`` at the root). ``interactive``
        (``"finished"`` or ``"cancelled"``) is the user's edge swipe back instead, always
        animated: finished, the pop; cancelled, nothing moves and the answer has UIKit's trace."""
        body: dict[str, Any] = {"interactive": interactive} if interactive is not None else {"animated": animated}
        return self._change(
            "POST", "pop", body,
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def pop_to(
        self,
        controller: str,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Pops to ``controller``, a controller of the stack."""
        return self._change(
            "POST", "pop-to", {"controller": controller, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def pop_to_root(
        self,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Pops to the root of the stack (409 ``nothing-to-pop`` at the root)."""
        return self._change(
            "POST", "pop-to-root", {"animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def set_view_controllers(
        self,
        controllers: Sequence[Spec | str],
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Replaces a stack (ids of its controllers are kept, specs created), a tab bar's tabs, or
        the pages a page view controller shows."""
        return self._change(
            "POST", "set-view-controllers", {"controllers": list(controllers), "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def present(
        self,
        controller: Spec,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Presents a new controller modally (its ``modalPresentationStyle`` is the style) from
        the top-most controller on screen, or from ``on``."""
        return self._change(
            "POST", "present", {"controller": controller, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def dismiss(
        self,
        *,
        animated: bool = True,
        outside: bool = False,
        tapped_controller: str | None = None,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Dismisses the top-most presented controller (or what ``on`` presents or is in);
        ``outside=True`` is a tap outside a popover (``tapped_controller``: where it lands)."""
        body: dict[str, Any] = {"animated": animated}
        if outside:
            body["reason"] = "outside"
        if tapped_controller is not None:
            body["tappedController"] = tapped_controller
        return self._change(
            "POST", "dismiss", body,
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def set_detent(
        self,
        detent: str,
        *,
        user_action: bool = False,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Rests the top-most sheet (or the sheet ``on`` is in) at ``detent``: the app's change,
        or with ``user_action=True`` the user's drag, which the sheet's delegate is told of."""
        body: dict[str, Any] = {"detent": detent, "userAction": user_action}
        return self._change(
            "POST", "set-detent", body,
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def tap_action(
        self,
        action: int | str,
        *,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Taps a button of the top-most alert (or of alert ``on``), by its index or its title:
        the alert is dismissed, then the action's handler runs (``alertActionHandler``, with the
        texts of the alert's text fields)."""
        return self._change(
            "POST", "tap-action", {"action": action},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def show_column(
        self,
        column: str,
        *,
        on: str | None = None,
        animated: bool = True,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """A column-style split's ``show(_:)`` of ``column`` (``"primary"``, ``"supplementary"``,
        ``"secondary"``), on the split nearest the top or split ``on``: the closest display mode
        that shows it, or, collapsed, the column pushed onto the primary's stack."""
        return self._change(
            "POST", "show-column", {"column": column, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def hide_column(
        self,
        column: str,
        *,
        on: str | None = None,
        animated: bool = True,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """A column-style split's ``hide(_:)`` of ``column`` (the primary or the supplementary;
        the secondary is refused with ``secondary-not-hideable``)."""
        return self._change(
            "POST", "hide-column", {"column": column, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def enter_text(
        self,
        text: str,
        *,
        field: int = 0,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Types ``text`` into text field ``field`` of the top-most alert (or of alert ``on``),
        replacing what it held."""
        return self._change(
            "POST", "enter-text", {"textField": field, "text": text},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def activate_search(
        self,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """A tap in the search field of the search controller ``on`` is or holds (its navigation
        item's ``searchController``; without ``on``, that of the top-most controller on screen
        that has one): it is presented over its owner's presentation context, framed by its
        delegate's ``willPresentSearchController`` and ``didPresentSearchController``. An active
        search stays as it is (no events, the same revision)."""
        return self._change(
            "POST", "activate-search", {"animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def search_text(
        self,
        text: str,
        *,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Types ``text`` into the active search bar (of the search controller ``on`` is or holds,
        or the top-most active one), replacing what it held: ``updateSearchResults``, then the
        results controller appears or disappears as the text stops or starts being empty. A
        search that is not active is refused (409 ``search-not-active``)."""
        return self._change(
            "POST", "search-text", {"text": text},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def cancel_search(
        self,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Taps Cancel in the active search bar: the text is cleared and the search controller
        dismissed (its owner's navigation item keeps it, in ``inactiveSearchController``), framed
        by its delegate's ``willDismissSearchController`` and ``didDismissSearchController``. A
        search that is not active is refused (409 ``search-not-active``)."""
        return self._change(
            "POST", "cancel-search", {"animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def select_tab(
        self,
        index: int | None = None,
        *,
        controller: str | None = None,
        more: bool = False,
        pop_to_root_on_reselect: bool = False,
        user_action: bool = False,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Selects a tab by ``index``, by ``controller`` id, or the More list (``more=True``).
        Selecting the selected tab changes nothing (no events, same revision). ``user_action``
        is a user's tap: the tab's ``shouldSelect`` may veto it (409 ``tab-selection-vetoed``),
        and a session with the ``delegates`` callbacks is asked and told."""
        body: dict[str, Any] = {"animated": animated}
        if index is not None:
            body["index"] = index
        if controller is not None:
            body["controller"] = controller
        if more:
            body["more"] = True
        if pop_to_root_on_reselect:
            body["popToRootOnReselect"] = True
        if user_action:
            body["userAction"] = True
        return self._change(
            "POST", "select-tab", body,
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def turn_page(
        self,
        direction: str = "forward",
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Turns the page of the visible page view controller: ``forward`` or ``reverse``."""
        return self._change(
            "POST", "turn-page", {"direction": direction, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def set_page(
        self,
        index: int,
        *,
        animated: bool = True,
        on: str | None = None,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Shows the spread that holds page ``index`` of the data source (scrubbing)."""
        return self._change(
            "POST", "set-page", {"index": index, "animated": animated},
            on=on, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def set_traits(
        self,
        traits: Mapping[str, Any],
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """``PUT /sessions/{sid}/traits``: ``idiom``, ``orientation``, ``horizontalSizeClass``,
        ``verticalSizeClass`` (a size class set to ``None`` is derived again)."""
        return self._change(
            "PUT", "traits", dict(traits),
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def rotate(
        self,
        orientation: str,
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Rotates the device: ``portrait``, ``landscapeLeft``, ``landscapeRight``,
        ``portraitUpsideDown`` (409 ``orientation-not-supported`` when the top full-screen
        controller excludes it)."""
        return self.set_traits(
            {"orientation": orientation}, if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal
        )

    def patch(
        self,
        controller: str,
        changes: Mapping[str, Any],
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Changes a controller's properties (JSON merge patch: ``None`` removes a value); the
        answer's ``changed`` names what the screen shows differently."""
        return self._change(
            "PATCH", f"controllers/{_segment(controller)}", dict(changes),
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def batch(
        self,
        actions: Sequence[Mapping[str, Any]],
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """Applies ``actions`` all or none, as one revision. Each is what a route takes:
        ``{"action": "push", "controller": "mail", "body": {...}}`` (``controller`` the route's
        ``{cid}``, absent when targetless). Events carry ``action``, the index of the action
        that sent them; a refusal names it (``NavStateProblem.action``)."""
        return self._change(
            "POST", "actions", {"actions": [dict(action) for action in actions]},
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def open(
        self,
        path: Sequence[str | Mapping[str, Any]],
        *,
        animated: bool = True,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """A deep link, as one revision: each step is a controller's id, brought on screen
        (what covers it dismissed, its tabs selected, its stacks popped back to it), or
        ``{"push" | "present" | "show" | "showDetail": spec}`` from the step before. Events carry
        ``action``, the index of their step; a refusal names the step
        (``NavStateProblem.action``). ``dry_run=True`` answers the plan."""
        return self._change(
            "POST", "open", {"path": [step if isinstance(step, str) else dict(step) for step in path], "animated": animated},
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def open_url(
        self,
        url: str,
        *,
        animated: bool = True,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """A deep link by URL (``"mail/42"``): the first route of the session's storyboards
        whose pattern matches opens its path, the URL's segments put in for its parameters
        (``no-matching-route`` when none matches)."""
        return self._change(
            "POST", "open", {"url": url, "animated": animated},
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def memory_warning(
        self,
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
        minimal: bool = False,
    ) -> Result:
        """``didReceiveMemoryWarning`` to every controller, its view loaded or not."""
        return self._change(
            "POST", "memory-warning", None,
            if_match=if_match, idempotency_key=idempotency_key, dry_run=dry_run, minimal=minimal,
        )  # fmt: skip

    def delete(self, *, if_match: int | str | None = None) -> None:
        """Deletes the session (its event streams end with ``deleted``)."""
        headers = {"Idempotency-Key": str(uuid.uuid4())}
        if if_match is not None:
            headers["If-Match"] = _etag(if_match)
        self.client.request("DELETE", self._path, headers=headers)
