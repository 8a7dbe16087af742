"""Forgiving controls: take-backs and cancels in the dialogs (SN-34), and a deliberate discard.

The discard ends the turn and hands the keyboard over, so no single press may make it: a
fresh discard dialog highlights nothing, a digit, an arrow or a click only chooses the card,
and Enter (or a click on the chosen card) discards it.
"""

from __future__ import annotations

from typing import Any

from shared.engine.record import GameRecord
from shared.ui import CurtainScreen, DeliberateChoiceList, SinceScreen
from shared.ui.widgets.choices import ChoiceList
from sinners_tui import engine
from sinners_tui.engine import actions
from sinners_tui.ui.dialogs import DecisionDialog
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, wait_until

SIZE = (100, 30)
#: The keys of the report: Ann summons, preaches, plays Holy Orders (its group of the hand, c,
#: then 1: play it) and preaches again; the take-back (2) is closed after a card of the Draw
#: Deck came to light, and 1 ends phase B. The Demons keep their keys all draft long: Ann
#: summons Death (1), Ben Sin (2), Cid Belial (3).
REPORTED_KEYS = [
    "enter",
    "1",
    "enter",
    "2",
    "enter",
    "3",
    "enter",
    "1",
    "1",
    "c",
    "1",
    "right",
    "1",
    "2",
    "1",
    "1",
    "1",
]


def reason(app: Any) -> str:
    return str(app.screen.query_one("#reason").render())


def settled(app: Any) -> bool:
    """A curtain, or a decision dialog with its choices on screen, waiting for a key."""
    screen = app.screen
    if isinstance(screen, CurtainScreen):
        return True
    return (
        isinstance(screen, DecisionDialog)
        and app.awaiting is not None
        and bool(screen.query(ChoiceList))
    )


async def wait_settled(pilot: Any) -> None:
    """Wait until the screen waits for a key; the list of what happened since a seat's last
    decision is read on the way (Enter), as it is not part of the reported keys."""
    app = pilot.app
    while True:
        await wait_until(pilot, lambda: settled(app) or isinstance(app.screen, SinceScreen))
        if not isinstance(app.screen, SinceScreen):
            return
        await pilot.press("enter")


async def press_settled(pilot: Any, *keys: str) -> None:
    """Press each key once the screen waits for one, as a player reading the screen would."""
    for key in keys:
        await wait_settled(pilot)
        await pilot.press(key)
    await wait_settled(pilot)


async def test_the_reported_keys_no_longer_discard_when_phase_b_ends_by_itself():
    app = shots.app_at(GameRecord.start(engine, ["Ann", "Ben", "Cid"], 7))
    async with run_app(app, SIZE) as pilot:
        await press_settled(pilot, *REPORTED_KEYS)
        assert app.state.phase == "discard" and app.state.turn == 0
        done = len(app.record.actions)
        await press_settled(pilot, "1")  # meant as "Done", which "1" was a moment ago
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.kind == "discard"
        assert len(app.record.actions) == done and app.state.turn == 0
        assert reason(app).startswith("Enter: Discard Slothful (2, male) onto the")
        await press_settled(pilot, "1", "1")  # a digit again and again only chooses
        assert len(app.record.actions) == done
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.record.actions) == done + 1)
        assert app.record.actions[-1]["kind"] == "discard"
        assert app.state.turn == 1


async def test_a_fresh_discard_dialog_takes_nothing_from_enter_and_a_click_only_chooses():
    app = shots.app_at(shots.discarding())
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.deliberate
        choices = dialog.query_one("#choices", DeliberateChoiceList)  # a pile list too
        assert choices.highlighted is None
        done = len(app.record.actions)
        await press_settled(pilot, "enter")
        assert len(app.record.actions) == done and app.screen is dialog
        await pilot.click("#choices", offset=(4, 0))  # the first option (the list has no frame)
        await pilot.pause()
        assert choices.highlighted == 0 and len(app.record.actions) == done
        assert reason(app).startswith("Enter: Discard ")
        await pilot.click("#choices", offset=(4, 0))  # the first option (the list has no frame)
        await wait_until(pilot, lambda: len(app.record.actions) == done + 1)
        assert app.record.actions[-1]["kind"] == "discard"


async def test_the_discard_dialog_goes_back_to_phase_b_and_done_is_one_key_again():
    record = shots.record_until(
        shots.PLAYERS,
        shots.SEED,
        lambda s: s.phase == "play" and s.round == 1 and len(s.log) > 40,
    )
    app = shots.app_at(record.with_action(actions.END_PLAY))
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.kind == "discard"
        last = dialog.choices[-1]
        assert last.label == "Back to phase B (take back your last step)"
        assert last.reason is None
        await pilot.press("end")
        assert reason(app) == "Enter: Back to phase B (take back your last step)."
        await press_settled(pilot, "enter")
        assert app.state.phase == "play"
        assert app.record.actions[-1] == {"kind": "take_back"}
        play = app.screen
        assert isinstance(play, DecisionDialog) and play.kind == "play"
        assert play.choices[1].label == "Take back your last play"  # always key 2
        assert play.choices[1].reason is not None  # nothing played since phase A
        await press_settled(pilot, "1")  # "Done" again: the discard dialog, nothing discarded
        assert app.state.phase == "discard" and app.record.actions[-1]["kind"] == "end_play"


async def test_escape_cancels_a_set_being_picked_and_the_cards_stay_in_hand():
    app = shots.app_at(shots.position("build"))
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.kind == "build"
        assert dialog.choices[-1].label.startswith("Cancel the new set")
        hand = list(app.state.hands[app.state.turn])
        await press_settled(pilot, "escape")
        assert app.state.phase == "play" and app.state.building == []
        assert sorted(app.state.hands[app.state.turn]) == sorted(hand)
        assert app.record.actions[-1] == {"kind": "take_back"}
        assert isinstance(app.screen, DecisionDialog) and app.screen.kind == "play"


async def test_a_sacrament_waiting_for_its_target_is_cancelled_from_its_dialog():
    app = shots.app_at(shots.penance())
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.kind == "penance"
        cancel = dialog.choices[-1]
        assert cancel.label == "Cancel Penance (it goes back into your hand)"
        await press_settled(pilot, "end", "enter")  # the last choice: Cancel
        assert app.state.phase == "play" and not app.state.sacrament_played
        assert app.record.actions[-1] == {"kind": "take_back"}
