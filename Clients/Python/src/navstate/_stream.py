"""Server-Sent Events: the parser and what a session's stream says."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._client import Change, Snapshot

__all__ = ["ServerSentEvent", "StreamEvent", "parse_sse"]


@dataclass(frozen=True)
class ServerSentEvent:
    """One event of a ``text/event-stream``, as the SSE specification dispatches it."""

    event: str
    data: str
    id: str | None = None


def parse_sse(lines: Iterable[str]) -> Iterator[ServerSentEvent]:
    """The events of a stream, line by line (``\\n``, ``\\r\\n`` or ``\\r`` already removed).

    As the WHATWG specification reads it: ``field: value`` lines (one space after the colon
    dropped), ``data`` lines joined with ``\\n``, comments (``: ping``) skipped, an event
    dispatched at a blank line and only when it has data; ``id`` is kept from one event to the
    next (the last event id) and an id with NUL is ignored; an event without ``event`` is
    ``message``. An unfinished event at the end of the lines is dropped, as the specification says.
    """
    last_id: str | None = None
    event = ""
    data: list[str] = []
    has_data = False
    for line in lines:
        if line == "":
            if has_data:
                yield ServerSentEvent(event=event or "message", data="\n".join(data), id=last_id)
            event, data, has_data = "", [], False
            continue
        if line.startswith(":"):
            continue
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
            has_data = True
        elif name == "id":
            if "\0" not in value:
                last_id = value
        # `retry` and unknown fields: nothing to do for this client.


@dataclass(frozen=True)
class StreamEvent:
    """What ``GET /sessions/{sid}/events`` says: ``kind`` is ``snapshot`` (where the stream
    starts, or starts over), ``change`` (one revision) or ``deleted`` (the session is gone; the
    stream ends). ``revision`` is the event's ``id:`` (a revision), or the last one seen when the
    event has none of its own (``deleted`` may not)."""

    kind: str
    revision: int | None
    json: Mapping[str, Any] = field(repr=False)

    @property
    def snapshot(self) -> Snapshot:
        """A ``snapshot`` event's session."""
        from ._client import Snapshot

        if self.kind != "snapshot":
            raise ValueError(f"a {self.kind} event has no snapshot")
        return Snapshot(self.json)

    @property
    def change(self) -> Change:
        """A ``change`` event's revision: its actions, callbacks and ``changed``."""
        from ._client import Change

        if self.kind != "change":
            raise ValueError(f"a {self.kind} event is not a change")
        return Change.from_json(self.json)

    @classmethod
    def from_sse(cls, event: ServerSentEvent) -> StreamEvent:
        body = json.loads(event.data) if event.data else {}
        if not isinstance(body, Mapping):
            raise ValueError(f"the {event.event} event's data is not a JSON object: {event.data[:200]}")
        revision = int(event.id) if event.id and event.id.isdigit() else None
        return cls(kind=event.event, revision=revision, json=body)
