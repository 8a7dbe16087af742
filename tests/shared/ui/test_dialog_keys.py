"""Every kind of dialog of both games: each key its key bar names does something, and the
help keys and Escape do what the bar says.

Each dialog is built as the game builds it and opened over a running game (so the rules and
the log have something to show). For every key on its bar a fresh copy is opened and the key
pressed: it must change the screen (open the rules, the log or the palette, which Escape
closes back to the same dialog; close the dialog; or change what it shows). F1 and ``?``
open the rules in every dialog, ``l`` the log wherever no text field takes the letter.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandPalette

from shared.ui import AmountDialog, ConfirmDialog, LogScreen, RulesScreen, SaveAsDialog, public_view
from shared.ui.dialogs.base import Dialog
from shared.ui.widgets.footer import KeyBar
from sinners_tui import engine as sinners_engine
from sinners_tui.ui.decisions import decision_dialog
from sinners_tui.ui.piles import PilesDialog
from sinners_tui.ui.results import RoundScoringDialog
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.moments import dialog_at, result_at
from tests.meaculpa.ui.support import mea_app, start
from tests.sinners.ui import screenshots as sinners_shots
from tests.ui_support import normalise_svg, run_app, stop_cursor_blink, wait_until

SIZE = (100, 30)
#: What Escape answers, where it is not "nothing" (a dialog closed without a result).
ESCAPE_ANSWERS: dict[type[Dialog[Any]], Any] = {ConfirmDialog: False}
#: Keys that open a screen over the dialog, which Escape closes again.
OPENS = {"f1": RulesScreen, "question_mark": RulesScreen, "l": LogScreen, "ctrl+p": CommandPalette}

Make = Callable[[], Dialog[Any]]


def _picture(app: Any) -> str:
    stop_cursor_blink(app)
    return normalise_svg(app.export_screenshot())


def _keys_to_press(bar: KeyBar) -> list[str]:
    """Each key the bar names (of a run of digits the first and the last), and the hidden
    ``?`` beside F1 wherever ``l`` works too (no text field takes letters)."""
    keys: list[str] = []
    for listed, _displays, enabled in bar.commands().values():
        assert enabled, f"{listed} shown but disabled"
        digits = [key for key in listed if key.isdigit()]
        keys += [digits[0], digits[-1]] if digits == listed else listed
    if "l" in keys:
        keys.append("question_mark")
    return [*dict.fromkeys(keys), "ctrl+p"]


async def _open(pilot: Any, make: Make) -> tuple[Dialog[Any], list[Any]]:
    answers: list[Any] = []
    dialog = make()
    pilot.app.push_screen(dialog, answers.append)
    await wait_until(pilot, lambda: pilot.app.screen is dialog, what=f"{type(dialog).__name__}")
    return dialog, answers


async def _close(pilot: Any, dialog: Dialog[Any]) -> None:
    while dialog in pilot.app.screen_stack:
        await pilot.app.pop_screen()


async def _press_in_a_fresh_copy(pilot: Any, make: Make, key: str) -> None:
    app = pilot.app
    dialog, answers = await _open(pilot, make)
    before = _picture(app)
    await pilot.press(key)
    await wait_until(
        pilot,
        lambda: app.screen is not dialog or bool(answers) or _picture(app) != before,
        what=f"{key} to do something in {type(dialog).__name__}",
    )
    if key in OPENS:
        assert isinstance(app.screen, OPENS[key]), key
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is dialog, what=f"the dialog after {key}")
    elif key == "escape":
        assert answers == [ESCAPE_ANSWERS.get(type(dialog))], (type(dialog), answers)
    await _close(pilot, dialog)


async def walk_keys(pilot: Any, make: Make) -> list[str]:
    """Press every key of ``make()``'s key bar in a fresh copy; returns the keys pressed."""
    dialog, _ = await _open(pilot, make)
    keys = _keys_to_press(dialog.query_one(KeyBar))
    await _close(pilot, dialog)
    assert "escape" in keys and "f1" in keys, keys
    for key in keys:
        await _press_in_a_fresh_copy(pilot, make, key)
    return keys


def _mea_culpa_dialogs() -> dict[str, Make]:
    list_kinds = {name: name for name in ("compartment", "guess", "buy", "taler", "take-back")}
    makes: dict[str, Make] = {
        name: (lambda name=moment: dialog_at(name))  # type: ignore[misc]
        for name, moment in list_kinds.items()
    }
    makes["reveal"] = lambda: result_at("reveal")  # type: ignore[assignment,return-value]
    return makes


@pytest.mark.parametrize("name", sorted(_mea_culpa_dialogs()))
async def test_every_key_of_a_mea_culpa_dialog_works(name: str):
    app = mea_app(start(new_record(3, 1)), autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        await walk_keys(pilot, _mea_culpa_dialogs()[name])


def _sinners_state(record: Any) -> Any:
    return record.replay(sinners_engine)


def _sinners_decision(record: Any) -> Make:
    state = _sinners_state(record)
    seat = sinners_engine.current_player(state)
    view = sinners_engine.view_for(state, seat)
    legal = sinners_engine.legal_actions(state)

    def make() -> Dialog[Any]:
        dialog = decision_dialog(view, seat, legal)
        assert dialog is not None
        return dialog

    return make


def _sinners_scoring() -> Make:
    state = _sinners_state(sinners_shots.round_end())
    state = sinners_engine.apply_action(state, sinners_engine.legal_actions(state)[0])
    view = public_view(sinners_engine, state)
    return lambda: RoundScoringDialog(view)


def _sinners_piles() -> Make:
    view = public_view(sinners_engine, _sinners_state(sinners_shots.mid_round()))
    return lambda: PilesDialog(view)


SINNERS_DIALOGS: dict[str, Callable[[], Make]] = {
    "draft": lambda: _sinners_decision(sinners_shots.start_of_game()),
    "discard": lambda: _sinners_decision(sinners_shots.discarding()),  # a pile closed
    "preach": lambda: _sinners_decision(sinners_shots.position("preach")),  # both piles open
    "piles": _sinners_piles,
    "scoring": _sinners_scoring,
}


@pytest.mark.parametrize("name", sorted(SINNERS_DIALOGS))
async def test_every_key_of_a_sinners_dialog_works(name: str):
    app = sinners_shots.app_at(sinners_shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        keys = await walk_keys(pilot, SINNERS_DIALOGS[name]())
        if name == "preach":
            assert "left" in keys or "right" in keys  # the other pile is a key


async def test_every_key_of_the_table_s_own_dialogs_works(tmp_path: Path):
    """The save-as dialog (its field takes letters: F1 only) and the new-game question."""
    app = mea_app(start(new_record(2, 3)), autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        keys = await walk_keys(pilot, lambda: SaveAsDialog(app.record, tmp_path / "copy.json"))
        assert "l" not in keys
        await walk_keys(pilot, lambda: ConfirmDialog("Start a new game?", title="New game"))


async def test_an_amount_names_more_and_less_only_while_they_change_it():
    app = mea_app(start(new_record(2, 3)), autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        dialog, _ = await _open(pilot, lambda: AmountDialog("Bid", 0, 2))
        bar = dialog.query_one(KeyBar)
        assert "More" in bar.commands() and "Less" not in bar.commands()
        await pilot.press("up", "up")
        await wait_until(pilot, lambda: "More" not in bar.commands(), what="the most")
        assert "Less" in bar.commands()
