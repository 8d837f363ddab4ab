"""The server's JSON Schemas (``GET /schemas/…``) hold for what it answers: a test in any
language can validate a snapshot, a change's answer or a refusal without reading OpenAPI."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from navstate import NavState, NavStateProblem
from navstate.pytest_plugin import SessionFactory
from navstate.specs import navigation, view


def schema(navstate: NavState, name: str) -> dict[str, Any]:
    answer = navstate.request("GET", f"/schemas/{name}")
    assert answer.headers["content-type"] == "application/schema+json"
    document: dict[str, Any] = answer.json()
    jsonschema.Draft202012Validator.check_schema(document)
    return document


def test_answers_validate_against_the_servers_schemas(navstate: NavState, navstate_session: SessionFactory) -> None:
    snapshot, result, problem = (schema(navstate, name) for name in ("snapshot.json", "mutation-result.json", "problem.json"))
    # A session at its first revision, a push, a snapshot and a refusal.
    session = navstate_session(navigation("nav", [view("inbox", "Inbox")]))
    assert session.created is not None
    jsonschema.validate(session.created.json, result, cls=jsonschema.Draft202012Validator)
    pushed = session.push(view("message", "Message"))
    jsonschema.validate(pushed.json, result, cls=jsonschema.Draft202012Validator)
    jsonschema.validate(session.snapshot().json, snapshot, cls=jsonschema.Draft202012Validator)
    with pytest.raises(NavStateProblem) as refused:
        session.action("select-tab", {"index": 0})
    assert refused.value.type == "no-tab-bar-controller"
    jsonschema.validate(refused.value.json, problem, cls=jsonschema.Draft202012Validator)


def test_a_schema_catches_what_the_server_never_answers(navstate: NavState) -> None:
    snapshot = schema(navstate, "snapshot.json")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"session": "s", "revision": 0}, snapshot, cls=jsonschema.Draft202012Validator)
