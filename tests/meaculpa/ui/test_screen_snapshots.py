"""Snapshots of the Mea Culpa screens: setup, curtain, a seat's screen and the public board.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.ui.demo import new_record
from shared.cli import LaunchRequest
from shared.ui import BoardScreen, ChooseDialog, CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.openings import ShowSetup
from tests.meaculpa.ui.moments import moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import assert_svg_snapshot, run_app, wait_until


async def test_setup(snapshot: Any):
    app = mea_app(ShowSetup(LaunchRequest(players=["Ann", "Ben", "Cid"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert_svg_snapshot(snapshot, app)


async def test_curtain(snapshot: Any):
    app = mea_app(start(new_record(3, seed=3)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert_svg_snapshot(snapshot, app)


async def test_player_screen_in_a_turn(snapshot: Any):
    record, _ = moment("turn")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await wait_until(
            pilot, lambda: isinstance(app.screen, PlayerScreen) and app.awaiting is not None
        )
        assert_svg_snapshot(snapshot, app)


async def test_public_board_during_the_guess(snapshot: Any):
    record, _ = moment("guess")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardScreen))
        assert_svg_snapshot(snapshot, app)
