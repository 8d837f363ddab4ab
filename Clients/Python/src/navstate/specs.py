"""Controller specs as an app's code reads: ``navigation("mail", [view("inbox", "Inbox")])``.

Each function returns the spec's JSON object (``openapi.yaml`` ControllerSpec), a plain dict:
any other field of the spec goes in as a keyword argument under its JSON name
(``view("inbox", navigationItem={"rightItems": [{"systemItem": "compose"}]})``) and is sent as
given. The server refuses an unknown field (400 ``invalid-body``); nothing is dropped here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["action", "alert", "column_split", "navigation", "page", "presented", "search", "sheet", "split", "tab", "tab_bar", "view"]


def _spec(kind: str, id: str | None, fields: Mapping[str, Any]) -> dict[str, Any]:
    spec: dict[str, Any] = {"kind": kind}
    if id is not None:
        spec["id"] = id
    spec.update(fields)
    return spec


def view(id: str | None = None, title: str | None = None, *, class_name: str | None = None, **fields: Any) -> dict[str, Any]:
    """A content view controller (``UIViewController``, or ``class_name``)."""
    spec = _spec("view", id, {})
    if class_name is not None:
        spec["class"] = class_name
    if title is not None:
        spec["title"] = title
    spec.update(fields)
    return spec


def navigation(id: str | None, stack: Sequence[Mapping[str, Any]], **fields: Any) -> dict[str, Any]:
    """A navigation controller with ``stack``, root first."""
    return _spec("navigation", id, {"children": list(stack), **fields})


def tab_bar(id: str | None, tabs: Sequence[Mapping[str, Any]], *, selected_index: int | None = None, **fields: Any) -> dict[str, Any]:
    """A tab bar controller with ``tabs``, ``selected_index`` selected (the first by default)."""
    spec = _spec("tabBar", id, {"children": list(tabs)})
    if selected_index is not None:
        spec["selectedIndex"] = selected_index
    spec.update(fields)
    return spec


def page(id: str | None, pages: Sequence[Mapping[str, Any]], **fields: Any) -> dict[str, Any]:
    """A page view controller whose data source is ``pages`` (``spinePolicy="book"``,
    ``pageIndex=…``, ``transitionStyle=…`` as keywords)."""
    return _spec("page", id, {"pages": list(pages), **fields})


def split(id: str | None, columns: Sequence[Mapping[str, Any]], **fields: Any) -> dict[str, Any]:
    """A split view controller: a primary and optionally a secondary."""
    return _spec("split", id, {"children": list(columns), **fields})


def column_split(
    id: str | None,
    style: str,
    primary: Mapping[str, Any],
    *,
    supplementary: Mapping[str, Any] | None = None,
    secondary: Mapping[str, Any] | None = None,
    compact: Mapping[str, Any] | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """A column-style split view controller (``style="doubleColumn"`` or ``"tripleColumn"``):
    the server wraps each column that is no navigation controller in one, as UIKit does; the
    compact column is shown alone while collapsed."""
    columns: dict[str, Any] = {"primary": dict(primary)}
    for name, column in (("supplementary", supplementary), ("secondary", secondary), ("compact", compact)):
        if column is not None:
            columns[name] = dict(column)
    return _spec("split", id, {"style": style, "columns": columns, **fields})


def tab(spec: Mapping[str, Any], title: str, *, badge: str | None = None) -> dict[str, Any]:
    """The same spec with a tab bar item (``tabBarItem``)."""
    item: dict[str, Any] = {"title": title}
    if badge is not None:
        item["badgeValue"] = badge
    return {**spec, "tabBarItem": item}


def presented(spec: Mapping[str, Any], style: str) -> dict[str, Any]:
    """The same spec shown as ``style`` when presented: ``formSheet``, ``pageSheet``,
    ``fullScreen``, ``overFullScreen``, ``currentContext``, ``popover``, ``automatic``, …"""
    return {**spec, "modalPresentationStyle": style}


def sheet(
    spec: Mapping[str, Any],
    detents: Sequence[str | Mapping[str, Any]] = ("large",),
    *,
    selected: str | None = None,
    undimmed: str | None = None,
    grabber: bool = False,
) -> dict[str, Any]:
    """The same spec with the sheet it rests in when presented as a page or form sheet:
    ``detents`` from the smallest (``medium``, ``large``, or ``{"identifier", "height"}``), the
    ``selected`` one, and the largest ``undimmed`` one (below it the presenter takes touches)."""
    configuration: dict[str, Any] = {"detents": list(detents)}
    if selected is not None:
        configuration["selectedDetent"] = selected
    if undimmed is not None:
        configuration["largestUndimmedDetent"] = undimmed
    if grabber:
        configuration["prefersGrabberVisible"] = True
    return {**spec, "sheetPresentation": configuration}


def action(title: str, style: str = "default", *, enabled: bool = True) -> dict[str, Any]:
    """A button of an alert: ``default``, ``cancel`` (at most one) or ``destructive``."""
    button: dict[str, Any] = {"title": title}
    if style != "default":
        button["style"] = style
    if not enabled:
        button["enabled"] = False
    return button


def alert(
    id: str | None,
    title: str | None = None,
    message: str | None = None,
    *,
    actions: Sequence[Mapping[str, Any]] = (),
    text_fields: Sequence[Mapping[str, Any]] = (),
    action_sheet: bool = False,
    **fields: Any,
) -> dict[str, Any]:
    """An alert (``UIAlertController``), or an action sheet, to present: its buttons (see
    :func:`action`) and, for an alert, its text fields (``{"placeholder", "secure", "text"}``).
    On a pad an action sheet needs ``popoverPresentation`` with its anchor."""
    spec = _spec("alert", id, fields)
    if title is not None:
        spec["title"] = title
    if message is not None:
        spec["message"] = message
    if action_sheet:
        spec["preferredStyle"] = "actionSheet"
    spec["actions"] = [dict(button) for button in actions]
    if text_fields:
        spec["textFields"] = [dict(field) for field in text_fields]
    return spec


def search(id: str | None, results: Mapping[str, Any] | None = None, **fields: Any) -> dict[str, Any]:
    """A search controller (``UISearchController``) for a navigation item, given to its owner
    as ``searchController`` (``view("inbox", searchController=search("search", view("results")))``):
    ``results`` is its results controller (none: the owner shows the results itself)."""
    spec = _spec("search", id, {})
    if results is not None:
        spec["searchResultsController"] = dict(results)
    spec.update(fields)
    return spec
