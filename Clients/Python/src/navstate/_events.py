"""Lifecycle events and their one-line form, ``inbox.viewWillDisappear(true)``."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, Union, runtime_checkable

__all__ = ["LifecycleEvent", "call", "calls"]

# The keys the one-line form writes in a place of their own; any other key an event carries is
# written as `key=<JSON>` after them, so that nothing an event says is lost from the line.
_KNOWN = ("call", "controller", "callback", "action", "animated", "parent", "segue", "isBeingPresented", "isBeingDismissed")


@dataclass(frozen=True)
class LifecycleEvent:
    """One callback UIKit would have sent, as the server wrote it (``openapi.yaml`` LifecycleEvent).

    ``json`` is the event's object as answered: every key, including those this client does
    not know. The properties read the keys that appear only sometimes; ``str(event)`` is the
    one-line form (see :func:`call`).
    """

    controller: str
    callback: str
    json: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, event: Mapping[str, Any]) -> LifecycleEvent:
        return cls(controller=str(event["controller"]), callback=str(event["callback"]), json=dict(event))

    @property
    def animated(self) -> bool | None:
        """Appearance callbacks: whether the transition is animated; ``None`` on the others."""
        value = self.json.get("animated")
        return value if isinstance(value, bool) else None

    @property
    def has_parent(self) -> bool:
        """Containment callbacks (``willMoveToParent``, ``didMoveToParent``) carry ``parent``."""
        return "parent" in self.json

    @property
    def parent(self) -> str | None:
        """The new parent's id; ``None`` when leaving (``parent: null``) or without the key."""
        value = self.json.get("parent")
        return value if isinstance(value, str) else None

    @property
    def action(self) -> int | None:
        """In a batch's answer (and history entries of several actions): the action's index."""
        value = self.json.get("action")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def segue(self) -> Mapping[str, Any] | None:
        """Segue callbacks: the segue (identifier, kind, source, destination, …)."""
        value = self.json.get("segue")
        return value if isinstance(value, Mapping) else None

    @property
    def delegate(self) -> str | None:
        """Delegate calls (sessions with the ``delegates`` callbacks): the protocol, e.g.
        ``UINavigationControllerDelegate``; ``controller`` is then the container."""
        value = self.json.get("delegate")
        return value if isinstance(value, str) else None

    @property
    def view_controller(self) -> str | None:
        """Delegate calls about one controller (``willShow``, ``didSelect``, …): its id."""
        value = self.json.get("viewController")
        return value if isinstance(value, str) else None

    @property
    def is_being_presented(self) -> bool:
        return self.json.get("isBeingPresented") is True

    @property
    def is_being_dismissed(self) -> bool:
        return self.json.get("isBeingDismissed") is True

    @property
    def call(self) -> str:
        """The one-line form: ``inbox.viewWillDisappear(true)``."""
        return call(self.json)

    def __str__(self) -> str:
        return self.call


@runtime_checkable
class _HasEvents(Protocol):
    @property
    def events(self) -> Iterable[LifecycleEvent | Mapping[str, Any]]: ...


EventSource = Union[_HasEvents, Iterable[Union[LifecycleEvent, Mapping[str, Any]]]]


def _literal(value: Any) -> str:
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def call(event: LifecycleEvent | Mapping[str, Any]) -> str:
    """One event as one line: ``[<action>: ]<controller>.<callback>[(<arguments>)]``.

    The line is the server's ``call``, which every event carries; an event without it (in
    history a store kept from an older server) gets the same form built from its keys. The
    arguments are, in this order and each only when the event has the key:

    * ``animated``: ``true`` or ``false``;
    * ``parent``: the parent's id, or ``nil`` when the controller leaves (``parent: null``);
    * ``segue``: the segue's identifier;
    * ``isBeingPresented``, ``isBeingDismissed``: the key's name (they are only ever true);
    * (built here only) any other key, in name order: ``key=value`` (strings bare, ``nil``,
      ``true``/``false``, else compact JSON).

    ``action`` (the index of a batch's action that sent it) comes first, as ``0: ``. Without
    arguments there are no parentheses. Examples: ``thread.willMoveToParent(mail)``,
    ``thread.viewDidLoad``, ``inbox.viewWillDisappear(true)``,
    ``compose.viewWillAppear(true, isBeingPresented)``, ``thread.didMoveToParent(nil)``,
    ``vc2.prepareForSegue(openMessage)``, ``1: cart.viewDidLoad``.
    """
    fields = event.json if isinstance(event, LifecycleEvent) else event
    line = fields.get("call")
    if not isinstance(line, str):
        line = _line(fields)
    if "action" in fields:
        line = f"{_literal(fields['action'])}: {line}"
    return line


def _line(fields: Mapping[str, Any]) -> str:
    """The one-line form of an event without ``call`` (history kept from a server before it)."""
    arguments: list[str] = []
    if "animated" in fields:
        arguments.append(_literal(fields["animated"]))
    if "parent" in fields:
        arguments.append(_literal(fields["parent"]))
    if "segue" in fields:
        segue = fields["segue"]
        arguments.append(_literal(segue.get("identifier")) if isinstance(segue, Mapping) else _literal(segue))
    for flag in ("isBeingPresented", "isBeingDismissed"):
        if flag in fields:
            arguments.append(flag if fields[flag] is True else f"{flag}={_literal(fields[flag])}")
    for key in sorted(k for k in fields if k not in _KNOWN):
        arguments.append(f"{key}={_literal(fields[key])}")
    line = f"{fields.get('controller')}.{fields.get('callback')}"
    if arguments:
        line += "(" + ", ".join(arguments) + ")"
    return line


def calls(source: EventSource, *, arguments: bool = True, action: int | None = None) -> list[str]:
    """The one-line form (:func:`call`) of each event, in order.

    ``source`` is anything with ``events`` (a :class:`~navstate.Result`, a history
    :class:`~navstate.Change`) or a list of events (``LifecycleEvent`` or their JSON objects).
    ``arguments=False`` leaves the arguments and the action index out: ``inbox.viewWillDisappear``.
    ``action=N`` keeps only the events of a batch's action ``N``.
    """
    events: Iterable[LifecycleEvent | Mapping[str, Any]] = source.events if isinstance(source, _HasEvents) else source
    lines = []
    for event in events:
        fields = event.json if isinstance(event, LifecycleEvent) else event
        if action is not None and fields.get("action") != action:
            continue
        lines.append(call(fields) if arguments else f"{fields.get('controller')}.{fields.get('callback')}")
    return lines
