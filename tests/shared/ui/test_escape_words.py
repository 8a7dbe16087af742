"""The key bar names what Escape does in a dialog: "Hide" where it only hides the dialog (the
decision waits, **d** opens it again), "Cancel" where it takes a step of a play back (a Sinners
set being picked), "Back" where it goes back to the dialog beneath (Mea Culpa's taler)."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from shared.ui import ChooseDialog
from shared.ui.widgets.choices import Choice
from sinners_tui.ui.dialogs import DecisionDialog
from tests.meaculpa.ui.moments import dialog_at
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)


class Host(App[Any]):
    def compose(self) -> ComposeResult:
        yield Static("")


async def escape_word(dialog: Screen[Any]) -> tuple[str, list[Any]]:
    """The key bar's last line with ``dialog`` open, and what Escape then answered."""
    host = Host()
    answers: list[Any] = []
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(dialog, answers.append)
        await pilot.pause()
        bar = screen_text(host).splitlines()[-1]
        await pilot.press("escape")
        await wait_until(pilot, lambda: answers != [])
    return bar, answers


async def test_escape_in_a_dialog_that_only_hides_is_named_hide():
    bar, answers = await escape_word(ChooseDialog("Buy", [Choice("Bread", 1)]))
    assert " esc Hide " in bar + " " and "Cancel" not in bar
    assert answers == [None]


async def test_escape_in_a_sinners_dialog_without_a_step_back_is_named_hide():
    bar, answers = await escape_word(DecisionDialog("Play", [Choice("Done", "done")]))
    assert " esc Hide " in bar + " " and "Cancel" not in bar
    assert answers == [None]


async def test_escape_that_cancels_a_set_being_picked_is_named_cancel():
    choices = [Choice("Lay the set", "lay"), Choice("Cancel the new set", "back")]
    bar, answers = await escape_word(DecisionDialog("Build", choices, cancel="back"))
    assert " esc Cancel " in bar + " " and "Hide" not in bar
    assert answers == ["back"]


async def test_escape_in_the_taler_over_held_notches_is_named_back():
    bar, answers = await escape_word(dialog_at("taler-held"))
    assert " esc Back " in bar + " " and "Hide" not in bar and "Cancel" not in bar
    assert answers == [None]
    bar, _ = await escape_word(dialog_at("taler"))  # the notches were sent: it only hides
    assert " esc Hide " in bar + " "
