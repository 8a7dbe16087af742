"""SVG snapshots of the Sinners screens and of every decision dialog, at one fixed size.

Regenerate after an intended change with
``pytest tests/sinners/ui/test_snapshots.py -n0 --snapshot-update`` and look at the SVGs
(``screenshots/generate.py`` renders the same positions for the README) before committing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from shared.engine.record import GameRecord
from shared.ui.widgets.choices import ChoiceList
from sinners_tui.engine import data
from sinners_tui.ui.piles import PilesDialog
from tests.shared.ui.screenshots import SHOT_SIZE
from tests.sinners.ui import screenshots as shots
from tests.ui_support import assert_svg_snapshot, run_app, wait_until

SIZE = SHOT_SIZE

Steps = Callable[[Any], Awaitable[None]]

#: Each decision's dialog: the phase, the Sacrament the scripted player loves (if any).
DIALOGS: dict[str, tuple[str, int | None]] = {
    "draft": ("draft", None),
    "draw": ("draw", None),
    "preach": ("preach", None),
    "greedy": ("greedy", None),
    "play": ("play", None),
    "build": ("build", None),
    "matrimony": ("matrimony", data.MATRIMONY),
    "penance": ("penance", data.PENANCE),
    "holy_orders_confirmation": ("confirmation", data.HOLY_ORDERS),
    "anointing_target": ("anoint_target", data.ANOINTING),
    "anointing_look": ("anoint_take", data.ANOINTING),
    "anointing_give": ("anoint_give", data.ANOINTING),
    "lustful_lure": ("lure", None),
    "wrathful_discard": ("wrath", None),
    "discard": ("discard", None),
}


async def _snapshot(snapshot: Any, record: GameRecord, steps: Steps, **kwargs: Any) -> None:
    app = shots.app_at(record, **kwargs)
    async with run_app(app, SIZE) as pilot:
        await steps(pilot)
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)


@pytest.mark.parametrize("name", sorted(DIALOGS))
async def test_dialog(snapshot, name):
    phase, sacrament = DIALOGS[name]
    await _snapshot(snapshot, shots.position(phase, 0, sacrament), shots.to_dialog)


async def test_curtain(snapshot):
    await _snapshot(snapshot, shots.mid_round(), shots.to_curtain)


async def test_hand(snapshot):
    await _snapshot(snapshot, shots.mid_round(), shots.to_hand)


async def test_table(snapshot):
    app = shots.board_app()
    async with run_app(app, SIZE) as pilot:
        await shots.to_board(pilot)
        assert_svg_snapshot(snapshot, app)


async def test_piles(snapshot):
    async def steps(pilot: Any) -> None:
        await shots.to_hand(pilot)
        await pilot.press("p")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, PilesDialog))

    await _snapshot(snapshot, shots.mid_round(), steps)


async def test_round_scoring(snapshot):
    await _snapshot(snapshot, shots.round_end(), shots.to_scoring)


async def test_game_over(snapshot):
    await _snapshot(snapshot, shots.finished_game(), shots.to_game_over)


#: The smallest terminal the game is for, and a large one.
HAND_SIZES = [(100, 30), (200, 60)]


def _fits(app: Any) -> None:
    """Nothing of the open dialog is scrolled away or cut off."""
    dialog = app.screen
    box = dialog.query_one("#dialog")
    assert box.max_scroll_y == 0
    for choices in dialog.query(ChoiceList):
        assert choices.max_scroll_y == 0
        assert choices.region.bottom <= box.region.bottom


@pytest.mark.parametrize("size", HAND_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_phase_b_from_a_full_hand(snapshot, size):
    """Phase B's first decision with thirteen cards in hand: every group with its key and what
    its set does, without scrolling."""
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, size) as pilot:
        await shots.to_dialog(pilot)
        await pilot.pause()
        assert len(app.state.hands[0]) == 13
        _fits(app)
        assert_svg_snapshot(snapshot, app)


@pytest.mark.parametrize("size", HAND_SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_phase_b_with_a_group_opened(snapshot, size):
    """A group's key opens what may be done with those cards now, the hint marking it."""
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, size) as pilot:
        await shots.to_dialog(pilot)
        await pilot.press("h")
        choices = app.screen.query_one(ChoiceList)
        await wait_until(pilot, lambda: choices.hinted is not None, what="the hint")
        await pilot.press("7")  # Greedy x2 (with two Deceivers to stand in)
        await wait_until(pilot, lambda: app.screen.opened is not None, what="the group")
        await wait_until(pilot, lambda: choices.hinted is not None, what="the hint inside")
        await pilot.pause()
        _fits(app)
        assert_svg_snapshot(snapshot, app)
