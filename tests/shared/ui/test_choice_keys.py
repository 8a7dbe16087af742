"""Every choice of a list has a key of its own, and a list never opens on a costly choice.

Past nine choices the keys go on with letters that no dialog or table binds, so a tenth option
is picked as directly as the first; the key bar and each label show the key.
"""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from shared.ui.widgets.choices import (
    CHOICE_KEYS,
    Choice,
    ChoiceList,
    DeliberateChoiceList,
    choice_key,
    safe_default,
)
from shared.ui.widgets.footer import KeyBar, key_list
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (80, 24)

#: Letters other key bars of the games use on the same screens as a choice list.
BOUND_ELSEWHERE = "dlnpqy"


class ListApp(App[Any]):
    """One choice list and a key bar, recording what is picked or refused."""

    def __init__(self, choices: list[Choice], kind: type[ChoiceList] = ChoiceList) -> None:
        super().__init__()
        self.choices = choices
        self.kind = kind
        self.picked: list[Any] = []
        self.refused: list[Any] = []

    def compose(self) -> ComposeResult:
        yield self.kind(self.choices)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(ChoiceList).focus()

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        self.picked.append(event.choice.value)

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        self.refused.append(event.choice.value)


def test_the_keys_are_the_digits_then_letters_no_other_key_bar_uses():
    assert CHOICE_KEYS[:9] == "123456789"
    assert not set(CHOICE_KEYS) & set(BOUND_ELSEWHERE)
    assert len(set(CHOICE_KEYS)) == len(CHOICE_KEYS)
    assert [choice_key(n) for n in (1, 9, 10, 11, 12)] == ["1", "9", "a", "b", "c"]
    assert choice_key(len(CHOICE_KEYS) + 1) is None


def test_the_key_bar_reads_runs_of_keys_short():
    assert key_list(list("123")) == "1-3"
    assert key_list(list("12")) == "1/2"
    assert key_list(list("123456789ab")) == "1-9/a/b"
    assert key_list(list("123456789abce")) == "1-9/a-c/e"  # d is left out, and so shown
    assert key_list(["enter", "escape"]) == "enter/escape"


def test_the_safe_default_is_the_first_open_choice_that_costs_nothing():
    closed = Choice("Closed", 0, reason="Not now.")
    costly = Choice("Costly", 1, costly=True)
    free = Choice("Free", 2)
    assert safe_default([closed, costly, free]) == 2
    assert safe_default([costly, closed]) is None
    assert safe_default([]) is None


async def test_a_tenth_and_a_twelfth_choice_are_picked_by_their_letters():
    choices = [Choice(f"Option {n}", n) for n in range(1, 13)]
    choices[10] = Choice("Option 11", 11, reason="Not now.")
    app = ListApp(choices)
    async with run_app(app, SIZE) as pilot:
        text = screen_text(app)
        assert "a. Option 10" in text and "c. Option 12" in text
        assert " 1-9/a-c Choose " in text.splitlines()[-1]
        await pilot.press("a")
        await wait_until(pilot, lambda: app.picked == [10])
        await pilot.press("b")  # closed: refused in place, with its reason
        await wait_until(pilot, lambda: app.refused == [11])
        await pilot.press("c")
        await wait_until(pilot, lambda: app.picked == [10, 12])


async def test_a_letter_past_the_last_choice_is_no_key():
    app = ListApp([Choice(f"Option {n}", n) for n in range(1, 11)])
    async with run_app(app, SIZE) as pilot:
        assert " 1-9/a Choose " in screen_text(app).splitlines()[-1]
        await pilot.press("b")
        await pilot.pause()
        assert app.picked == [] and app.refused == []


async def test_a_list_of_costly_choices_opens_with_nothing_highlighted():
    app = ListApp([Choice("Summon", 1, costly=True), Choice("Summon too", 2, costly=True)])
    async with run_app(app, SIZE) as pilot:
        assert app.query_one(ChoiceList).highlighted is None
        await pilot.press("enter")  # a stray Enter makes nothing
        await pilot.pause()
        assert app.picked == []


async def test_a_list_opens_on_its_first_free_open_choice():
    choices = [
        Choice("Pass", 0, costly=True),
        Choice("Closed", 1, reason="Not now."),
        Choice("Look", 2),
    ]
    app = ListApp(choices)
    async with run_app(app, SIZE) as pilot:
        assert app.query_one(ChoiceList).highlighted == 2
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.picked == [2])


async def test_a_deliberate_list_shows_enter_only_once_a_choice_is_highlighted():
    app = ListApp([Choice("Discard", 1), Choice("Keep", 2)], DeliberateChoiceList)
    async with run_app(app, SIZE) as pilot:
        assert "Confirm" not in screen_text(app).splitlines()[-1]  # Enter would do nothing
        await pilot.press("2")
        await wait_until(pilot, lambda: "\u23ce Confirm" in screen_text(app).splitlines()[-1])
        assert app.picked == []
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.picked == [2])
