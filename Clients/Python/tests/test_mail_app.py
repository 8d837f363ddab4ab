"""An example suite for a mail app, as an app team would write it: the app keeps its navigation
on a NavState server, and each test drives what a user does and asserts on the screen and on
the callbacks UIKit would have sent to the app's view controllers.

It runs against NAVSTATE_URL, or a server the plugin starts from NAVSTATE_BINARY; every
expected value below is what the server answers.
"""

from __future__ import annotations

import itertools

import httpx
import pytest

from navstate import NavState, NavStateProblem, Session, calls
from navstate.pytest_plugin import SessionFactory
from navstate.specs import action, alert, column_split, navigation, presented, search, sheet, tab, tab_bar, view

# The app's root: a tab bar whose Mail tab is a navigation stack on the inbox, and Settings.
MAIL_APP = tab_bar(
    "tabs",
    [
        tab(navigation("mail", [view("inbox", "Inbox", class_name="InboxViewController")]), "Mail", badge="2"),
        view("settings", "Settings"),
    ],
)


@pytest.fixture
def app(navstate_session: SessionFactory) -> Session:
    """A new session of the app, deleted when the test ends."""
    return navstate_session(MAIL_APP)


def test_launch_shows_the_inbox(app: Session) -> None:
    assert app.created is not None
    assert app.created.path == ["tabs", "mail", "inbox"]
    assert [item["id"] for item in app.created.visible["tabBar"]["items"]] == ["mail", "settings"]
    # Only the selected tab loads; children are announced inside out, as app code builds them.
    assert calls(app.created) == [
        "inbox.willMoveToParent(mail)",
        "mail.willMoveToParent(tabs)",
        "settings.willMoveToParent(tabs)",
        "tabs.viewDidLoad",
        "mail.viewDidLoad",
        "inbox.viewDidLoad",
        "tabs.viewWillAppear(false)",
        "mail.viewWillAppear(false)",
        "inbox.viewWillAppear(false)",
        "tabs.viewDidAppear(false)",
        "mail.viewDidAppear(false)",
        "inbox.viewDidAppear(false)",
        "inbox.didMoveToParent(mail)",
        "mail.didMoveToParent(tabs)",
        "settings.didMoveToParent(tabs)",
    ]


def test_open_a_thread(app: Session) -> None:
    opened = app.push(view("thread", "Lunch?", class_name="ThreadViewController"))
    assert opened.revision == 2
    assert opened.path == ["tabs", "mail", "thread"]
    assert opened.visible["navigationBar"]["title"] == "Lunch?"
    assert opened.visible["navigationBar"]["backButtonTitle"] == "Inbox"
    assert calls(opened) == [
        "thread.willMoveToParent(mail)",
        "thread.viewDidLoad",
        "inbox.viewWillDisappear(true)",
        "thread.viewWillAppear(true)",
        "inbox.viewDidDisappear(true)",
        "thread.viewDidAppear(true)",
        "thread.didMoveToParent(mail)",
    ]


def test_back_from_a_thread(app: Session) -> None:
    app.push(view("thread", "Lunch?"))
    # The mirror of the push, and the thread is released.
    back = app.pop()
    assert (back.revision, back.top) == (3, "inbox")
    assert back.visible["navigationBar"]["backButtonTitle"] is None
    assert calls(back) == [
        "thread.willMoveToParent(nil)",
        "thread.viewWillDisappear(true)",
        "inbox.viewWillAppear(true)",
        "thread.viewDidDisappear(true)",
        "inbox.viewDidAppear(true)",
        "thread.didMoveToParent(nil)",
        "thread.deinit",
    ]


def test_compose_in_a_form_sheet_and_cancel(app: Session) -> None:
    app.push(view("thread", "Lunch?"))
    composing = app.present(presented(navigation("compose", [view("draft", "New Message")]), "formSheet"))
    # On a phone (compact width) a form sheet adapts to a page sheet; the thread stays on screen
    # under it and is told nothing.
    assert composing.snapshot is not None
    assert composing.snapshot.root["presented"]["presentation"] == {
        "presentingViewController": "tabs",
        "requestedStyle": "formSheet",
        "effectiveStyle": "pageSheet",
        "transitionStyle": "coverVertical",
        "coversPresenter": False,
        "sheet": {"detent": "large", "dimmed": True, "grabberVisible": False},
    }
    assert composing.path == ["tabs", "mail", "thread", "compose", "draft"]
    assert calls(composing) == [
        "draft.willMoveToParent(compose)",
        "compose.viewDidLoad",
        "draft.viewDidLoad",
        "compose.viewWillAppear(true, isBeingPresented)",
        "draft.viewWillAppear(true)",
        "compose.viewDidAppear(true, isBeingPresented)",
        "draft.viewDidAppear(true)",
        "draft.didMoveToParent(compose)",
    ]
    cancelled = app.dismiss()
    assert cancelled.path == ["tabs", "mail", "thread"]
    assert calls(cancelled) == [
        "compose.viewWillDisappear(true, isBeingDismissed)",
        "draft.viewWillDisappear(true)",
        "compose.viewDidDisappear(true, isBeingDismissed)",
        "draft.viewDidDisappear(true)",
        "compose.deinit",
        "draft.deinit",
    ]
    with pytest.raises(NavStateProblem) as nothing:
        app.dismiss()
    assert (nothing.value.status, nothing.value.type, nothing.value.detail) == (409, "nothing-to-dismiss", "Nothing is presented.")


def test_back_at_the_inbox_is_refused_and_changes_nothing(app: Session) -> None:
    with pytest.raises(NavStateProblem) as refused:
        app.pop()
    refusal = refused.value
    assert (refusal.status, refusal.type, refusal.revision) == (409, "nothing-to-pop", 1)
    assert refusal.detail == "Navigation controller 'mail' has nothing above the target to pop; the root stays."
    assert refusal.uikit == "popViewControllerAnimated: returns nil when nothing is above the target (no-op)"
    assert app.snapshot().revision == 1


def test_pop_to_root_at_the_inbox_is_refused(app: Session) -> None:
    with pytest.raises(NavStateProblem) as refused:
        app.pop_to_root()
    assert (refused.value.status, refused.value.type, refused.value.title) == (409, "nothing-to-pop", "Nothing to pop")
    assert refused.value.uikit == "popToRootViewControllerAnimated: returns nil when nothing is above the target (no-op)"


def test_switch_to_settings_and_back(app: Session) -> None:
    settings = app.select_tab(1)
    assert settings.path == ["tabs", "settings"]
    assert settings.visible["navigationBar"] is None
    assert settings.visible["tabBar"]["selectedItem"] == "settings"
    # Settings loads on its first visit; the Mail chain disappears, parents first.
    assert calls(settings) == [
        "settings.viewDidLoad",
        "mail.viewWillDisappear(true)",
        "inbox.viewWillDisappear(true)",
        "settings.viewWillAppear(true)",
        "mail.viewDidDisappear(true)",
        "inbox.viewDidDisappear(true)",
        "settings.viewDidAppear(true)",
    ]
    # Selecting the selected tab changes nothing: no events, the same revision.
    again = app.select_tab(1)
    assert (again.revision, again.events) == (settings.revision, ())
    mail = app.select_tab(controller="mail")
    assert mail.revision == settings.revision + 1
    assert calls(mail) == [
        "settings.viewWillDisappear(true)",
        "mail.viewWillAppear(true)",
        "inbox.viewWillAppear(true)",
        "settings.viewDidDisappear(true)",
        "mail.viewDidAppear(true)",
        "inbox.viewDidAppear(true)",
    ]


def test_a_batch_is_one_revision(app: Session) -> None:
    result = app.batch(
        [
            {"action": "push", "body": {"controller": view("thread", "Lunch?"), "animated": False}},
            {"action": "patch", "controller": "mail", "body": {"tabBarItem": {"badgeValue": "1"}}},
            {"action": "select-tab", "body": {"controller": "settings"}},
        ]
    )
    assert result.revision == 2
    assert result.path == ["tabs", "settings"]
    assert result.visible["tabBar"]["items"][0]["badgeValue"] == "1"
    # Each event carries the index of the action that sent it; the patch sends none.
    assert calls(result, action=0) == [
        "0: thread.willMoveToParent(mail)",
        "0: thread.viewDidLoad",
        "0: inbox.viewWillDisappear(false)",
        "0: thread.viewWillAppear(false)",
        "0: inbox.viewDidDisappear(false)",
        "0: thread.viewDidAppear(false)",
        "0: thread.didMoveToParent(mail)",
    ]
    assert calls(result, action=2, arguments=False) == [
        "settings.viewDidLoad",
        "mail.viewWillDisappear",
        "thread.viewWillDisappear",
        "settings.viewWillAppear",
        "mail.viewDidDisappear",
        "thread.viewDidDisappear",
        "settings.viewDidAppear",
    ]
    # All or none: a refused action names itself, and nothing of the batch is applied.
    with pytest.raises(NavStateProblem) as refused:
        app.batch([{"action": "pop", "controller": "mail"}, {"action": "pop", "controller": "mail"}])
    assert (refused.value.type, refused.value.action, refused.value.revision) == ("nothing-to-pop", 1, 2)
    assert refused.value.detail.startswith("actions[1]: ")
    assert refused.value.detail.endswith("Nothing of the batch was applied.")
    assert app.snapshot().controller("mail")["topViewController"] == "thread"


def test_history_lists_each_revision(app: Session) -> None:
    app.push(view("thread", "Lunch?"))
    app.patch("inbox", {"title": "Inbox (3)"})
    app.pop()
    history = app.history()
    assert (history.revision, history.oldest_revision, history.next) == (4, 1, None)
    assert [(entry.revision, entry.action_names) for entry in history.entries] == [
        (1, []),
        (2, ["push"]),
        (3, ["patch"]),
        (4, ["pop"]),
    ]
    creation, push, patch, pop = history.entries
    # The creation is revision 1: the callbacks of the first appearance, no actions.
    assert calls(creation)[:2] == ["inbox.willMoveToParent(mail)", "mail.willMoveToParent(tabs)"]
    # Actions are kept as they were sent, in the batch route's form.
    assert push.actions[0] == {"action": "push", "body": {"controller": {"kind": "view", "id": "thread", "title": "Lunch?"}, "animated": True}}
    assert calls(push)[0] == "thread.willMoveToParent(mail)"
    assert (patch.events, patch.changed) == ((), ("navigationBar.backButtonTitle",))
    assert calls(pop)[-1] == "thread.deinit"
    assert push.time <= patch.time <= pop.time
    assert app.history(after=3).entries[0].revision == 4
    # A past revision's snapshot.
    assert app.snapshot(revision=2).path == ["tabs", "mail", "thread"]


def test_patch_says_what_changed_on_screen(app: Session) -> None:
    renamed = app.patch("inbox", {"title": "Inbox (3)"})
    assert (renamed.revision, renamed.changed, renamed.events) == (2, ("navigationBar.title",), ())
    assert "<InboxViewController inbox>, state: appeared, view: <UIView>, title: \"Inbox (3)\"" in app.text()


def test_a_retried_push_pushes_once(app: Session) -> None:
    # The same Idempotency-Key sent again answers the first answer, marked as replayed.
    first = app.push(view("thread", "Lunch?"), idempotency_key="open-thread-1")
    again = app.push(view("thread", "Lunch?"), idempotency_key="open-thread-1")
    assert (first.replayed, again.replayed) == (False, True)
    assert again.revision == first.revision == 2
    assert calls(again) == calls(first)
    assert [entry.action_names for entry in app.history(after=1).entries] == [["push"]]
    # The same key with another request is refused.
    with pytest.raises(NavStateProblem) as reused:
        app.push(view("other"), idempotency_key="open-thread-1")
    assert (reused.value.status, reused.value.type) == (422, "idempotency-key-reused")


class LoseFirstPushAnswer(httpx.BaseTransport):
    """The network as a flaky one is: the first push reaches the server, its answer is lost."""

    def __init__(self) -> None:
        self.inner = httpx.HTTPTransport()
        self.pushes: list[httpx.Request] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        if request.url.path.endswith("/push"):
            self.pushes.append(request)
            if len(self.pushes) == 1:
                response.read()
                response.close()
                raise httpx.ReadError("the connection was lost before the answer")
        return response

    def close(self) -> None:
        self.inner.close()


def test_a_push_whose_answer_was_lost_is_retried_with_its_key(navstate: NavState, app: Session) -> None:
    transport = LoseFirstPushAnswer()
    with NavState(navstate.url, api_key=navstate.api_key, transport=transport) as flaky:
        session = flaky.session(app.id)
        pushed = session.push(view("thread", "Lunch?"))
    assert len(transport.pushes) == 2
    assert transport.pushes[0].headers["Idempotency-Key"] == transport.pushes[1].headers["Idempotency-Key"]
    assert pushed.replayed and pushed.revision == 2
    assert calls(pushed)[0] == "thread.willMoveToParent(mail)"
    assert app.snapshot().revision == 2
    assert [entry.action_names for entry in app.history(after=1).entries] == [["push"]]


def test_a_conditional_session_refuses_a_change_made_elsewhere(navstate: NavState, app: Session) -> None:
    app.conditional = True
    navstate.session(app.id).push(view("thread", "Lunch?"))  # another client, in between
    with pytest.raises(NavStateProblem) as stale:
        app.pop()
    assert (stale.value.status, stale.value.type, stale.value.revision) == (412, "revision-mismatch", 2)
    assert stale.value.detail == "If-Match does not match the session's revision 2."
    # The refusal told the session where it is: the next try goes through.
    assert app.revision == 2
    assert app.pop().revision == 3


def test_rotate(app: Session) -> None:
    rotated = app.rotate("landscapeLeft")
    assert rotated.snapshot is not None
    assert rotated.snapshot.traits == {
        "idiom": "phone",
        "orientation": "landscapeLeft",
        "horizontalSizeClass": "compact",
        "verticalSizeClass": "compact",
    }
    assert rotated.events == ()


def test_follow_the_session_live(navstate_session: SessionFactory) -> None:
    app = navstate_session(MAIL_APP)
    stream = app.events(timeout=10)
    start = next(stream)
    assert (start.kind, start.revision, start.snapshot.path) == ("snapshot", 1, ["tabs", "mail", "inbox"])
    app.push(view("thread", "Lunch?"))
    change = next(stream)
    assert (change.kind, change.revision, change.change.action_names) == ("change", 2, ["push"])
    assert calls(change.change)[:2] == ["thread.willMoveToParent(mail)", "thread.viewDidLoad"]
    app.delete()
    assert next(stream).kind == "deleted"
    assert list(stream) == []


def test_resume_after_a_revision(app: Session) -> None:
    app.push(view("thread", "Lunch?"))
    app.pop()
    # Last-Event-ID: the revisions after 1 come from the journal, without a gap.
    resumed = list(itertools.islice(app.events(after=1, timeout=5), 2))
    assert [(event.kind, event.revision) for event in resumed] == [("change", 2), ("change", 3)]
    assert calls(resumed[1].change)[-1] == "thread.deinit"
    # Bounded: nothing more happens, so the iteration ends when the timeout passes.
    assert list(app.events(after=3, timeout=0.5)) == []


def test_a_users_tap_tells_the_delegates(navstate_session: SessionFactory) -> None:
    # A session that receives the delegates' calls: the tab bar's around a user's tap, the
    # navigation controller's as Mail shows its inbox again.
    app = navstate_session(MAIL_APP, callbacks=["delegates"])
    assert app.created is not None
    assert app.snapshot()["callbacks"] == ["delegates"]
    app.select_tab(1)
    back = app.select_tab(controller="mail", user_action=True)
    assert calls(back) == [
        "tabs.delegate.tabBarController(shouldSelect: mail)",
        "settings.viewWillDisappear(true)",
        "mail.viewWillAppear(true)",
        "inbox.viewWillAppear(true)",
        "mail.delegate.navigationController(willShow: inbox, animated: true)",
        "settings.viewDidDisappear(true)",
        "mail.viewDidAppear(true)",
        "inbox.viewDidAppear(true)",
        "mail.delegate.navigationController(didShow: inbox, animated: true)",
        "tabs.delegate.tabBarController(didSelect: mail)",
    ]
    assert (back.events[0].delegate, back.events[0].view_controller) == ("UITabBarControllerDelegate", "mail")


def test_a_cancelled_swipe_back_leaves_the_thread(app: Session) -> None:
    app.push(view("thread", "Lunch?"))
    swiped = app.pop(interactive="cancelled")
    assert swiped.path == ["tabs", "mail", "thread"]
    assert calls(swiped) == [
        "thread.viewWillDisappear(true)",
        "inbox.viewWillAppear(true)",
        "inbox.viewWillDisappear(true)",
        "inbox.viewDidDisappear(true)",
        "thread.viewWillAppear(true)",
        "thread.viewDidAppear(true)",
    ]


def test_a_container_keeps_what_it_removes(navstate_session: SessionFactory) -> None:
    """Seed 004's switch: the child removed with ``keep`` stays alive, and comes back loaded."""
    switcher = navstate_session({"kind": "container", "id": "root", "children": [view("blue", "Blue")]})
    removed = switcher.action("remove-child", {"child": "blue", "keep": True, "animated": False})
    assert calls(removed) == [
        "blue.willMoveToParent(nil)",
        "blue.viewWillDisappear(false)",
        "blue.viewDidDisappear(false)",
        "blue.didMoveToParent(nil)",
    ]
    assert removed.snapshot is not None
    assert removed.snapshot.controller("blue")["appearance"] == "disappeared"
    back = switcher.action("add-child", {"controller": "blue", "animated": False})
    assert calls(back) == [
        "blue.willMoveToParent(root)",
        "blue.viewWillAppear(false)",
        "blue.viewDidAppear(false)",
        "blue.didMoveToParent(root)",
    ]


def test_a_medium_sheet_leaves_the_thread_beneath_it_touchable(navstate_session: SessionFactory) -> None:
    # A details sheet at its medium detent, undimmed: the inbox beneath it stays on screen and
    # takes a push; the user's drag to large tells the sheet's delegate and dims the inbox.
    app = navstate_session(MAIL_APP, callbacks=["delegates"])
    shown = app.present(sheet(view("details", "Details"), ["medium", "large"], undimmed="medium", grabber=True))
    assert shown.snapshot is not None
    assert shown.snapshot.root["presented"]["presentation"]["sheet"] == {"detent": "medium", "dimmed": False, "grabberVisible": True}
    pushed = app.push(view("thread", "Lunch?"), on="mail")
    assert pushed.path == ["tabs", "mail", "thread", "details"]
    dragged = app.set_detent("large", user_action=True)
    assert calls(dragged) == [
        "details.sheetPresentationController.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier()"
    ]
    assert (dragged.events[0].delegate, dragged.events[0].json["detent"]) == ("UISheetPresentationControllerDelegate", "large")
    assert len(app.set_detent("medium").events) == 0


def test_a_delete_confirmation_runs_its_handler_after_the_alert_leaves(navstate_session: SessionFactory) -> None:
    # The inbox asks before deleting: the alert sits over it (the inbox hears nothing), the
    # typed reason reaches the handler, which runs once the alert has left the screen.
    app = navstate_session(MAIL_APP)
    confirm = alert(
        "confirm", "Delete message?", "It cannot be undone.",
        actions=[action("Cancel", "cancel"), action("Delete", "destructive")],
        text_fields=[{"placeholder": "Reason"}],
    )  # fmt: skip
    shown = app.present(confirm)
    assert calls(shown) == [
        "confirm.viewDidLoad",
        "confirm.viewWillAppear(true, isBeingPresented)",
        "confirm.viewDidAppear(true, isBeingPresented)",
    ]
    assert shown.snapshot is not None
    assert shown.snapshot.root["presented"]["presentation"]["effectiveStyle"] == "custom"
    assert len(app.enter_text("spam").events) == 0
    tapped = app.tap_action("Delete")
    assert calls(tapped) == [
        "confirm.viewWillDisappear(true, isBeingDismissed)",
        "confirm.viewDidDisappear(true, isBeingDismissed)",
        "confirm.actions[1].handler()",
        "confirm.deinit",
    ]
    assert tapped.events[2].json["alertAction"] == {"index": 1, "title": "Delete", "texts": ["spam"]}
    with pytest.raises(NavStateProblem) as refused:
        app.tap_action(0)
    assert refused.value.type == "not-an-alert"


def test_a_search_in_the_inbox_shows_its_results_and_cancel_ends_it(navstate_session: SessionFactory) -> None:
    # The inbox's navigation item holds a search controller whose results controller lists the
    # matches: a tap in the field presents it, typing shows the results, Cancel clears the text
    # and ends the search; the navigation item keeps the search controller.
    inbox = view("inbox", "Inbox", searchController=search("search", view("results", "Results")))
    mail_app = tab_bar("tabs", [tab(navigation("mail", [inbox]), "Mail"), view("settings", "Settings")])
    app = navstate_session(mail_app, callbacks=["delegates"])
    assert app.created is not None and app.created.snapshot is not None
    assert app.created.snapshot.controller("inbox")["searchController"] == "search"
    assert app.created.snapshot.controller("search")["isActive"] is False
    activated = app.activate_search()
    assert calls(activated) == [
        "search.delegate.willPresentSearchController(search)",
        "search.searchResultsUpdater.updateSearchResults(for: search)",
        "search.viewDidLoad",
        "search.viewWillAppear(true, isBeingPresented)",
        "search.viewDidAppear(true, isBeingPresented)",
        "search.delegate.didPresentSearchController(search)",
    ]
    assert (activated.events[0].delegate, activated.events[1].delegate) == ("UISearchControllerDelegate", "UISearchResultsUpdating")
    assert activated.path == ["tabs", "mail", "inbox", "search"]
    assert activated.snapshot is not None
    # Active, the search controller is its presenter's presented, over the layer's root.
    assert "inactiveSearchController" not in activated.snapshot.controller("inbox")
    searching = activated.snapshot.root["presented"]
    assert (searching["id"], searching["isActive"], searching["owner"]) == ("search", True, "inbox")
    assert searching["presentation"]["effectiveStyle"] == "overCurrentContext"
    assert app.activate_search().revision == activated.revision
    typed = app.search_text("lunch", on="inbox")
    assert calls(typed) == [
        "search.searchResultsUpdater.updateSearchResults(for: search)",
        "results.viewDidLoad",
        "results.viewWillAppear(false)",
        "results.viewDidAppear(false)",
    ]
    assert typed.snapshot is not None
    shown = typed.snapshot.controller("search")
    assert (shown["searchText"], shown["showsSearchResultsController"], typed.top) == ("lunch", True, "results")
    cancelled = app.cancel_search(animated=False)
    assert calls(cancelled) == [
        "search.delegate.willDismissSearchController(search)",
        "search.searchResultsUpdater.updateSearchResults(for: search)",
        "search.viewWillDisappear(false, isBeingDismissed)",
        "results.viewWillDisappear(false)",
        "search.viewDidDisappear(false, isBeingDismissed)",
        "results.viewDidDisappear(false)",
        "search.delegate.didDismissSearchController(search)",
    ]
    assert cancelled.snapshot is not None and cancelled.top == "inbox"
    kept = cancelled.snapshot.controller("inbox")["inactiveSearchController"]
    assert (kept["id"], kept["isActive"], kept["searchText"], kept["appearance"]) == ("search", False, "", "disappeared")
    with pytest.raises(NavStateProblem) as refused:
        app.search_text("lunch")
    assert (refused.value.status, refused.value.type, refused.value.revision) == (409, "search-not-active", cancelled.revision)


def test_a_notification_opens_the_reply_to_a_message_in_one_revision(navstate_session: SessionFactory) -> None:
    # The user is in Settings; a notification opens the reply to message 42: the Mail tab, its
    # stack back to the inbox, the message pushed, the reply presented, as one revision.
    app = navstate_session(MAIL_APP)
    app.select_tab(1)
    revision = app.snapshot().revision
    opened = app.open(["inbox", {"push": view("m42", "Lunch?")}, {"present": view("reply", "Reply")}])
    assert opened.revision == revision + 1
    assert opened.path[-2:] == ["m42", "reply"]
    assert calls(opened)[-1] == "2: reply.viewDidAppear(true, isBeingPresented)"
    assert {event.json["action"] for event in opened.events} == {0, 1, 2}
    with pytest.raises(NavStateProblem) as refused:
        app.open(["inbox", "m43"])
    assert (refused.value.type, refused.value.action) == ("unknown-controller", 1)
    # By URL, a route of the session's storyboards: this session was built from none.
    with pytest.raises(NavStateProblem) as unrouted:
        app.open_url("mail/42")
    assert (unrouted.value.status, unrouted.value.type) == (404, "no-matching-route")


def test_a_three_column_mail_app_collapses_onto_its_primary(navstate_session: SessionFactory) -> None:
    # Mail on a pad: the sidebar shown, then Split View makes the width compact; the list and
    # the message go onto the mailboxes' stack, one bar, and back leads to the list.
    mail = column_split(
        "mail", "tripleColumn", view("mailboxes", "Mailboxes"),
        supplementary=view("inbox", "Inbox"), secondary=view("message", "Message"),
    )  # fmt: skip
    app = navstate_session(mail, traits={"idiom": "pad", "orientation": "landscapeLeft"})
    shown = app.show_column("primary")
    assert shown.snapshot is not None and shown.snapshot.root["displayMode"] == "twoBesideSecondary"
    collapsed = app.set_traits({"horizontalSizeClass": "compact"})
    assert collapsed.snapshot is not None
    bar = collapsed.snapshot.visible["navigationBar"]
    assert (bar["title"], bar["backButtonTitle"]) == ("Message", "Inbox")
    with pytest.raises(NavStateProblem) as refused:
        app.hide_column("secondary")
    assert refused.value.type == "secondary-not-hideable"
