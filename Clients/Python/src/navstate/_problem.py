"""Refusals: ``application/problem+json`` (RFC 9457) answers as an exception."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import httpx

__all__ = ["NavStateProblem"]


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class NavStateProblem(Exception):
    """The server refused a request (any answer with a status of 400 or more).

    ``type`` is the problem's stable slug (``nothing-to-pop``, ``revision-mismatch``, …),
    ``uikit`` the UIKit exception or behaviour a model refusal mirrors, ``revision`` the
    session's revision, which a refusal leaves as it was (absent from some problems, such as
    ``idempotency-key-reused`` or ``unknown-session``), ``action`` the index of the refused
    action of a batch. ``json`` is the whole problem object. An error answer that is not
    problem+json (libevent's own HTML 400 and 413) has ``type`` ``about:blank`` and the start
    of the body as ``detail``.
    """

    status: int
    type: str
    title: str
    detail: str
    instance: str | None
    uikit: str | None
    revision: int | None
    action: int | None
    errors: list[str]
    json: Mapping[str, Any]
    headers: Mapping[str, str]

    def __init__(
        self,
        status: int,
        type: str,
        title: str,
        detail: str = "",
        *,
        instance: str | None = None,
        uikit: str | None = None,
        revision: int | None = None,
        action: int | None = None,
        errors: list[str] | None = None,
        json: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(f"{status} {type}: {detail or title}")
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.instance = instance
        self.uikit = uikit
        self.revision = revision
        self.action = action
        self.errors = list(errors or [])
        self.json = dict(json or {})
        self.headers = dict(headers or {})

    @classmethod
    def from_json(cls, problem: Mapping[str, Any], status: int | None = None, headers: Mapping[str, str] | None = None) -> NavStateProblem:
        """A problem object as the server writes it; unknown members are kept in ``json``."""
        code = _int(problem.get("status")) or status or 0
        errors = problem.get("errors")
        return cls(
            status=code,
            type=str(problem.get("type") or "about:blank"),
            title=str(problem.get("title") or ""),
            detail=str(problem.get("detail") or ""),
            instance=problem.get("instance") if isinstance(problem.get("instance"), str) else None,
            uikit=problem.get("uikit") if isinstance(problem.get("uikit"), str) else None,
            revision=_int(problem.get("revision")),
            action=_int(problem.get("action")),
            errors=[str(error) for error in errors] if isinstance(errors, list) else None,
            json=problem,
            headers=headers,
        )

    @classmethod
    def from_response(cls, response: httpx.Response) -> NavStateProblem:
        """The problem an error answer carries (read leniently: RFC 9457 §3.2 allows more members)."""
        headers = dict(response.headers)
        content_type = response.headers.get("content-type", "")
        if content_type.startswith("application/problem+json") or content_type.startswith("application/json"):
            try:
                body = json.loads(response.content)
            except ValueError:
                body = None
            if isinstance(body, Mapping):
                return cls.from_json(body, status=response.status_code, headers=headers)
        return cls(
            status=response.status_code,
            type="about:blank",
            title=response.reason_phrase,
            detail=response.content[:500].decode("utf-8", "replace"),
            headers=headers,
        )
