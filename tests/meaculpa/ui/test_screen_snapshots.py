"""Snapshots of the Mea Culpa screens: setup, curtain, a seat's screen and the public board.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

from shared.cli import LaunchRequest
from shared.ui import BoardScreen, ChooseDialog, CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.openings import ShowSetup
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.moments import moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import assert_svg_snapshot, run_app, wait_until


async def test_setup(snapshot: Any):
    app = mea_app(ShowSetup(LaunchRequest(players=["Ann", "Ben", "Cid"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert_svg_snapshot(snapshot, app)


async def snapshot_after(opening: Any, snapshot: Any, *keys_then_screens: Any) -> None:
    """Open the app, then for each (key, screen class) press the key and wait for the screen;
    the first screen is waited for without a key."""
    app = mea_app(opening)
    async with run_app(app, SIZE) as pilot:
        for key, wanted in keys_then_screens:
            if key:
                await pilot.press(key)
            await wait_until(
                pilot,
                lambda wanted=wanted: isinstance(app.screen, wanted) and app.screen.is_mounted,
            )
        if isinstance(app.screen, PlayerScreen):
            await wait_until(pilot, lambda: app.awaiting is not None)
        assert_svg_snapshot(snapshot, app)


async def test_curtain(snapshot: Any):
    await snapshot_after(start(new_record(3, seed=3)), snapshot, (None, CurtainScreen))


async def test_player_screen_in_a_turn(snapshot: Any):
    opening = start(moment("turn")[0])
    await snapshot_after(opening, snapshot, (None, CurtainScreen), ("enter", PlayerScreen))


async def test_public_board_during_the_guess(snapshot: Any):
    opening = start(moment("guess")[0])
    await snapshot_after(opening, snapshot, (None, ChooseDialog), ("escape", BoardScreen))
