"""The one-line form of lifecycle events (no server): the server's ``call``, and the same form
built from every key an event may carry when it has none (history kept from an older server)."""

from __future__ import annotations

from typing import Any

from navstate import LifecycleEvent, call, calls

# Events as the server wrote them (README's tour, the API guide's tab bars, modal presentation,
# storyboards and batches).
PUSH: list[dict[str, Any]] = [
    {"controller": "thread", "callback": "willMoveToParent", "parent": "mail"},
    {"controller": "thread", "callback": "viewDidLoad"},
    {"controller": "inbox", "callback": "viewWillDisappear", "animated": True},
    {"controller": "thread", "callback": "viewWillAppear", "animated": True},
    {"controller": "inbox", "callback": "viewDidDisappear", "animated": True},
    {"controller": "thread", "callback": "viewDidAppear", "animated": True},
    {"controller": "thread", "callback": "didMoveToParent", "parent": "mail"},
]


def test_push_reads_as_uikit_calls() -> None:
    assert calls(PUSH) == [
        "thread.willMoveToParent(mail)",
        "thread.viewDidLoad",
        "inbox.viewWillDisappear(true)",
        "thread.viewWillAppear(true)",
        "inbox.viewDidDisappear(true)",
        "thread.viewDidAppear(true)",
        "thread.didMoveToParent(mail)",
    ]


def test_the_servers_call_is_the_line_and_a_batchs_action_comes_first() -> None:
    event = {"call": "inbox.viewWillDisappear(true)", "controller": "inbox", "callback": "viewWillDisappear", "animated": True}
    assert call(event) == "inbox.viewWillDisappear(true)"
    assert call({**event, "action": 1}) == "1: inbox.viewWillDisappear(true)"
    assert calls([{**event, "action": 1}], arguments=False) == ["inbox.viewWillDisappear"]
    # Built and sent agree, event for event.
    assert [call({**e, "call": call(e)}) for e in PUSH] == calls(PUSH)


def test_without_arguments() -> None:
    assert calls(PUSH, arguments=False)[:3] == ["thread.willMoveToParent", "thread.viewDidLoad", "inbox.viewWillDisappear"]


def test_leaving_parent_is_nil_and_unanimated_is_false() -> None:
    assert call({"controller": "message", "callback": "willMoveToParent", "parent": None}) == "message.willMoveToParent(nil)"
    assert call({"controller": "mail", "callback": "viewWillAppear", "animated": False}) == "mail.viewWillAppear(false)"
    assert call({"controller": "message", "callback": "deinit"}) == "message.deinit"


def test_presentation_flags() -> None:
    assert call({"controller": "compose", "callback": "viewWillAppear", "animated": True, "isBeingPresented": True}) == (
        "compose.viewWillAppear(true, isBeingPresented)"
    )
    assert call({"controller": "compose", "callback": "viewDidDisappear", "animated": True, "isBeingDismissed": True}) == (
        "compose.viewDidDisappear(true, isBeingDismissed)"
    )


def test_segue_is_its_identifier() -> None:
    event: dict[str, Any] = {
        "controller": "vc2",
        "callback": "prepareForSegue",
        "segue": {"identifier": "openMessage", "kind": "show", "source": "vc2", "destination": "vc3", "userInfo": {"message": 42}},
    }
    assert call(event) == "vc2.prepareForSegue(openMessage)"
    assert LifecycleEvent.from_json(event).segue == event["segue"]


def test_batch_action_index_comes_first_and_filters() -> None:
    events = [
        {"controller": "item", "callback": "willMoveToParent", "parent": "home", "action": 0},
        {"controller": "cart", "callback": "viewDidLoad", "action": 1},
        {"controller": "home", "callback": "viewWillDisappear", "animated": True, "action": 1},
    ]
    assert calls(events) == ["0: item.willMoveToParent(home)", "1: cart.viewDidLoad", "1: home.viewWillDisappear(true)"]
    assert calls(events, action=1) == ["1: cart.viewDidLoad", "1: home.viewWillDisappear(true)"]
    assert calls(events, action=1, arguments=False) == ["cart.viewDidLoad", "home.viewWillDisappear"]


def test_unknown_keys_still_show() -> None:
    # A key a newer server might add is written `key=value`, after the known ones, in name order.
    event = {"controller": "a", "callback": "viewIsAppearing", "animated": True, "zeta": [1, 2], "reason": "trait"}
    assert call(event) == "a.viewIsAppearing(true, reason=trait, zeta=[1,2])"


def test_lifecycle_event_properties() -> None:
    pushed = LifecycleEvent.from_json(PUSH[0])
    assert (pushed.controller, pushed.callback, pushed.parent, pushed.has_parent, pushed.animated) == (
        "thread", "willMoveToParent", "mail", True, None,
    )  # fmt: skip
    leaving = LifecycleEvent.from_json({"controller": "m", "callback": "didMoveToParent", "parent": None})
    assert leaving.has_parent and leaving.parent is None
    assert str(leaving) == "m.didMoveToParent(nil)" == leaving.call
    assert LifecycleEvent.from_json(PUSH[2]).animated is True
    assert calls([LifecycleEvent.from_json(event) for event in PUSH]) == calls(PUSH)
