"""A Python client for NavState: headless models of iOS view-controller trees, driven over HTTP.

>>> from navstate import NavState, calls
>>> from navstate.specs import navigation, view
>>> navstate = NavState("http://127.0.0.1:8080")                              # doctest: +SKIP
>>> session = navstate.create_session(navigation("mail", [view("inbox", "Inbox")]))  # doctest: +SKIP
>>> calls(session.push(view("thread", "Lunch?")))                              # doctest: +SKIP
['thread.willMoveToParent(mail)', 'thread.viewDidLoad', 'inbox.viewWillDisappear(true)', …]

Importing it opens no connection; ``NavState`` connects on its first request.
"""

from ._client import Change, History, NavState, Result, Session, Snapshot, Spec, parse_time
from ._events import LifecycleEvent, call, calls
from ._problem import NavStateProblem
from ._stream import ServerSentEvent, StreamEvent, parse_sse

__all__ = [
    "Change",
    "History",
    "LifecycleEvent",
    "NavState",
    "NavStateProblem",
    "Result",
    "ServerSentEvent",
    "Session",
    "Snapshot",
    "Spec",
    "StreamEvent",
    "call",
    "calls",
    "parse_sse",
    "parse_time",
]

__version__ = "0.1.0"

# Tracebacks name the public path: navstate.NavStateProblem, not navstate._problem.NavStateProblem.
NavStateProblem.__module__ = __name__
