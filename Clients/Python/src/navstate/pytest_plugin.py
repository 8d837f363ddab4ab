"""The pytest plugin (entry point ``pytest11``: ``navstate``): fixtures for tests that drive a
NavState server.

* ``navstate`` (session scope): a :class:`~navstate.NavState` client. It talks to
  ``NAVSTATE_URL`` (or ``--navstate-url``) with ``NAVSTATE_API_KEY`` when that is set; else it
  starts ``navstate serve --host 127.0.0.1 --port 0 --store memory`` from ``--navstate-binary``
  or ``NAVSTATE_BINARY`` and stops it when the tests end.
* ``navstate_session`` (function scope): a factory, ``navstate_session(root, id=…, traits=…)``,
  that creates sessions and deletes every one it made when the test ends.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from ._client import NavState, Session, Spec
from ._problem import NavStateProblem
from .server import NavStateServer

__all__ = ["SessionFactory"]


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("navstate", "NavState (the navstate and navstate_session fixtures)")
    group.addoption(
        "--navstate-url",
        default=None,
        help="the NavState server the fixtures use (default: $NAVSTATE_URL; without either, one is started)",
    )
    group.addoption(
        "--navstate-binary",
        default=None,
        help="the navstate executable to start when no server URL is given (default: $NAVSTATE_BINARY)",
    )


def _url(config: pytest.Config) -> str | None:
    option = config.getoption("navstate_url")
    return str(option) if option else os.environ.get("NAVSTATE_URL") or None


def _binary(config: pytest.Config) -> str | None:
    option = config.getoption("navstate_binary")
    return str(option) if option else os.environ.get("NAVSTATE_BINARY") or None


def pytest_report_header(config: pytest.Config) -> str:
    url = _url(config)
    if url:
        return f"navstate: {url}"
    binary = _binary(config)
    return f"navstate: starts {binary}" if binary else "navstate: no server (set NAVSTATE_URL or NAVSTATE_BINARY)"


@pytest.fixture(scope="session")
def navstate(pytestconfig: pytest.Config) -> Iterator[NavState]:
    """A client of the NavState server the tests run against (see the module)."""
    url = _url(pytestconfig)
    api_key = os.environ.get("NAVSTATE_API_KEY") or None
    if url:
        with NavState(url, api_key=api_key) as client:
            yield client
        return
    binary = _binary(pytestconfig)
    if not binary:
        pytest.fail(
            "the navstate fixture needs a server: set NAVSTATE_URL to one, or NAVSTATE_BINARY "
            "(or --navstate-binary) to the navstate executable to start",
            pytrace=False,
        )
    try:
        server = NavStateServer(binary).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    try:
        with NavState(server.url, api_key=api_key) as client:
            yield client
    finally:
        server.stop()


class SessionFactory:
    """Creates sessions (:meth:`NavState.create_session`) and deletes them all in :meth:`cleanup`."""

    def __init__(self, client: NavState) -> None:
        self.client = client
        self.sessions: list[Session] = []

    def __call__(
        self,
        root: Spec | None = None,
        *,
        id: str | None = None,
        traits: Mapping[str, Any] | None = None,
        storyboard: str | None = None,
        restore: Mapping[str, Any] | None = None,
        callbacks: Sequence[str] | None = None,
    ) -> Session:
        session = self.client.create_session(
            root, id=id, traits=traits, storyboard=storyboard, restore=restore, callbacks=callbacks
        )
        self.sessions.append(session)
        return session

    def cleanup(self) -> None:
        """Deletes every session made here (those already gone are skipped)."""
        sessions, self.sessions = self.sessions, []
        for session in sessions:
            try:
                session.delete()
            except NavStateProblem as problem:
                if problem.status != 404:
                    raise


@pytest.fixture
def navstate_session(navstate: NavState) -> Iterator[SessionFactory]:
    """``navstate_session(root, …)`` creates a session; all are deleted when the test ends."""
    factory = SessionFactory(navstate)
    try:
        yield factory
    finally:
        factory.cleanup()
