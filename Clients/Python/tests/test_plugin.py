"""The pytest plugin, run inside pytest (pytester): its configuration and its clean-up."""

from __future__ import annotations

import pytest

from navstate import NavState, NavStateProblem

pytest_plugins = ["pytester"]


def test_without_a_server_the_fixture_says_what_to_set(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NAVSTATE_URL", raising=False)
    monkeypatch.delenv("NAVSTATE_BINARY", raising=False)
    pytester.makepyfile("def test_needs_a_server(navstate):\n    pass\n")
    result = pytester.runpytest()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*navstate: no server (set NAVSTATE_URL or NAVSTATE_BINARY)*"])
    result.stdout.fnmatch_lines(["*the navstate fixture needs a server: set NAVSTATE_URL to one, or NAVSTATE_BINARY*"])


def test_a_binary_that_does_not_start_is_reported(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NAVSTATE_URL", raising=False)
    pytester.makepyfile("def test_needs_a_server(navstate):\n    pass\n")
    result = pytester.runpytest("--navstate-binary=/nonexistent/navstate")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*no navstate executable at /nonexistent/navstate*"])


def test_the_factory_deletes_what_it_made(pytester: pytest.Pytester, navstate: NavState) -> None:
    pytester.makepyfile(
        """
        from navstate.specs import navigation, view

        def test_makes_two(navstate_session):
            first = navstate_session(navigation("mail", [view("inbox")]))
            second = navstate_session(navigation("mail", [view("inbox")]))
            second.delete()  # one already gone at teardown is fine
            with open("made.txt", "w") as made:
                made.write(first.id + " " + second.id)
        """
    )
    result = pytester.runpytest(f"--navstate-url={navstate.url}")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines([f"navstate: {navstate.url}"])
    for sid in (pytester.path / "made.txt").read_text().split():
        with pytest.raises(NavStateProblem) as gone:
            navstate.session(sid)
        assert (gone.value.status, gone.value.type) == (404, "unknown-session")
