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
