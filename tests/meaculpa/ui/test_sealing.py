"""Secret choices can be corrected until they are sealed, and nothing is sent before the seal.

The rules never let a player take back a bid, the compartment of a donation, the Pope die or
the Emperor's letter; at one keyboard a slipped key must still be mendable. Each test makes a
slip, goes back with Escape, corrects it and seals; until the seal the engine has heard nothing
(no new action in the record or the autosave, no log line), and the choice is only ever shown
on the deciding seat's own screen.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Input

from meaculpa_tui import engine
from meaculpa_tui.ui.app import MeaCulpaApp
from meaculpa_tui.ui.bid import TalerDialog
from meaculpa_tui.ui.dialogs import DecisionDialog
from shared.engine.saves import load_record
from shared.ui import (
    ActionBatch,
    ChooseDialog,
    CurtainScreen,
    PlayerScreen,
    RulesScreen,
    SealDialog,
    TableScreen,
)
from shared.ui.widgets.choices import ChoiceList
from tests.meaculpa.ui.moments import moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import flush_saves, past_summary, run_app, screen_text, wait_until


async def lifted(app: MeaCulpaApp, pilot: Any) -> int:
    """Lift the first curtain; the seat that now has the keyboard."""
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: app.awaiting is not None)
    assert app.awaiting is not None
    return app.awaiting


def nothing_sent(app: MeaCulpaApp, record: Any, log_length: int) -> None:
    """The engine has not heard of the choice: no action, no autosave of it, no log line."""
    assert app.record == record
    flush_saves(app)
    assert load_record(app.save_path, engine) == record
    assert len(app.state.log) == log_length


def on_own_screen(app: MeaCulpaApp, seat: int) -> None:
    """The dialogs stand over the deciding seat's own screen, never over the board."""
    table = [screen for screen in app.screen_stack if isinstance(screen, TableScreen)]
    assert isinstance(table[-1], PlayerScreen) and table[-1].seat == seat


def open_indices(dialog: ChooseDialog) -> list[int]:
    return [i for i, choice in enumerate(dialog.choices) if choice.reason is None]


def flat(app: MeaCulpaApp) -> str:
    return " ".join(screen_text(app).split())


async def test_a_slipped_bid_is_corrected_before_it_is_sealed():
    record, _ = moment("notches")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        log_length = len(app.state.log)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        await pilot.press("6")  # the slip: 6 for 3
        await wait_until(pilot, lambda: isinstance(app.screen, TalerDialog))
        assert app.screen.notches == 6
        nothing_sent(app, record, log_length)
        await pilot.press("escape")  # back to the notches, the slip still highlighted
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        assert app.screen.query_one(ChoiceList).highlighted == 5
        await pilot.press("3")
        await wait_until(pilot, lambda: isinstance(app.screen, TalerDialog))
        for key in ("backspace", "7", "enter"):
            await pilot.press(key)
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        assert "Seal your bid: 3 notches + 7 taler?" in flat(app)
        assert app.screen.question.endswith("Enter seals, Escape changes it.")
        on_own_screen(app, seat)
        nothing_sent(app, record, log_length)
        await pilot.press("escape")  # back to the taler, as typed
        await wait_until(pilot, lambda: isinstance(app.screen, TalerDialog))
        assert app.screen.query_one(Input).value == "7"
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.record.actions) == len(record.actions) + 2)
        assert app.record.actions[-2:] == [
            {"kind": "bid_notches", "notches": 3},
            {"kind": "bid_taler", "taler": 7},
        ]
        assert app.state.bid_notches[seat] == 3 and app.state.bid_taler[seat] == 7
        await wait_until(pilot, lambda: load_record(app.save_path, engine) == app.record)
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "7 taler" not in flat(app)  # the next seat sees nothing of the bid


async def test_the_bid_made_from_the_panel_is_sealed_too():
    record, _ = moment("notches")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        log_length = len(app.state.log)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        await pilot.press("escape")  # the dialog closes; the panel lists the notches
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.press("2")
        await wait_until(pilot, lambda: isinstance(app.screen, TalerDialog))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        assert "Seal your bid: 2 notches + 0 taler?" in flat(app)
        on_own_screen(app, seat)
        nothing_sent(app, record, log_length)
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.record.actions) == len(record.actions) + 2)
        assert app.record.actions[-2:] == [
            {"kind": "bid_notches", "notches": 2},
            {"kind": "bid_taler", "taler": 0},
        ]


async def test_the_seal_names_its_keys_and_opens_the_rules():
    record, _ = moment("compartment")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        key_bar = screen_text(app).splitlines()[-1]
        for words in ("Seal", "Change it", "Rules", "Log"):
            assert words in key_bar, key_bar
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        assert app.record == record


async def correct_and_seal(
    app: MeaCulpaApp, pilot: Any, record: Any, words: str
) -> tuple[Any, Any]:
    """In the open choice dialog: pick the first open option, go back, seal the last one.

    Returns the slipped and the sealed action; ``words`` start every seal question.
    """
    seat = app.awaiting
    assert seat is not None
    log_length = len(app.state.log)
    dialog = app.screen
    assert isinstance(dialog, ChooseDialog)
    indices = open_indices(dialog)
    slip, meant = indices[0], indices[-1]
    await pilot.press(str(slip + 1))
    await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
    assert flat(app).count(words) == 1
    on_own_screen(app, seat)
    nothing_sent(app, record, log_length)
    await pilot.press("escape")
    await wait_until(pilot, lambda: app.screen is dialog)
    await pilot.press(str(meant + 1))
    await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
    nothing_sent(app, record, log_length)
    await pilot.press("enter")
    await wait_until(pilot, lambda: len(app.record.actions) > len(record.actions))
    return dialog.choices[slip].value, dialog.choices[meant].value


async def test_a_compartment_is_corrected_before_it_is_sealed():
    record, _ = moment("compartment")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        slip, meant = await correct_and_seal(app, pilot, record, "Seal the compartment:")
        assert slip != meant
        assert app.record.actions[len(record.actions)] == meant.model_dump(mode="json")


async def test_the_pope_die_is_corrected_before_it_is_sealed():
    record, _ = moment("pope-turn")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        panel = app.screen.query_one(ChoiceList)
        visit = next(i for i, c in enumerate(panel.choices) if c.label.startswith("Visit"))
        await pilot.press(str(visit + 1))
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        _, meant = await correct_and_seal(app, pilot, record, "Seal the Pope die:")
        assert meant.kind == "set_pope_die"
        assert app.record.actions[len(record.actions)] == meant.model_dump(mode="json")


async def test_the_emperors_letter_is_corrected_before_it_is_sealed():
    record, _ = moment("gift")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        _, meant = await correct_and_seal(app, pilot, record, "Seal your gift:")
        assert meant.kind == "give_letter"
        assert app.record.actions[len(record.actions)] == meant.model_dump(mode="json")


async def test_a_sealed_bid_the_engine_refuses_changes_nothing():
    record, state = moment("notches")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        too_much = state.money[seat] + 1
        notches = engine.parse_action({"kind": "bid_notches", "notches": 3})
        taler = engine.parse_action({"kind": "bid_taler", "taler": too_much})
        assert not app.apply(ActionBatch((notches, taler)), seat=seat)  # whole or not at all
        await pilot.pause()
        nothing_sent(app, record, len(state.log))
        assert app.state.bid_notches[seat] is None
