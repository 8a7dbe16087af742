"""Snapshots of the Mea Culpa screens: setup, curtain, the summary since a seat's last
decision, a seat's screen, the public board and a replay.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui import engine
from shared.cli import LaunchRequest
from shared.ui import (
    BoardScreen,
    ChooseDialog,
    CurtainScreen,
    PlayerScreen,
    ReplayScreen,
    SetupScreen,
    SinceScreen,
)
from shared.ui.openings import ShowReplay, ShowSetup
from tests.meaculpa.ui.demo import new_record, record_until
from tests.meaculpa.ui.moments import moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import assert_svg_snapshot, run_app, wait_until


async def test_setup(snapshot: Any):
    app = mea_app(ShowSetup(LaunchRequest(players=["Ann", "Ben", "Cid"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert_svg_snapshot(snapshot, app)


async def snapshot_after(
    opening: Any, snapshot: Any, *keys_then_screens: Any, size: tuple[int, int] = SIZE
) -> Any:
    """Open the app, then for each (key, screen class) press the key and wait for the screen;
    the first screen is waited for without a key. The app, stopped."""
    app = mea_app(opening)
    async with run_app(app, size) as pilot:
        for key, wanted in keys_then_screens:
            if key:
                await pilot.press(key)
            await wait_until(
                pilot,
                lambda wanted=wanted: isinstance(app.screen, wanted) and app.screen.is_mounted,
            )
        if isinstance(app.screen, PlayerScreen):
            await wait_until(pilot, lambda: app.awaiting is not None)
        await pilot.pause()  # a decision's band measures the table beneath after a refresh
        assert_svg_snapshot(snapshot, app)
        if isinstance(app.screen, ChooseDialog):
            assert_whole_board_beside(app.screen, app.screen_stack[-2])
    return app


async def test_curtain(snapshot: Any):
    await snapshot_after(start(new_record(3, seed=3)), snapshot, (None, CurtainScreen))


async def test_player_screen_in_a_turn(snapshot: Any):
    opening = start(moment("turn")[0])
    await snapshot_after(
        opening, snapshot, (None, CurtainScreen), ("enter", SinceScreen), ("enter", PlayerScreen)
    )


async def test_public_board_during_the_guess(snapshot: Any):
    opening = start(moment("guess")[0])
    await snapshot_after(opening, snapshot, (None, ChooseDialog), ("escape", BoardScreen))


async def test_what_happened_since_the_seats_last_decision(snapshot: Any):
    """After the second curtain of a game: the public lines of the first seat's bonus (its
    compartment is not named), before the second seat's own screen is built."""
    app = mea_app(start(new_record(3, seed=3)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen), what="first page")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog), what="bonus")
        for key in ("3", "1", "enter"):  # 10 taler, compartment I, sealed
            await pilot.press(key)
            await pilot.pause()
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="curtain")
        assert app.record is not None and len(app.record.actions) == 2
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen), what="summary")
        assert_svg_snapshot(snapshot, app)


async def test_replay_of_a_finished_game_at_its_first_evaluation(snapshot: Any):
    """The replay jumped to the first evaluation (e), with its landmark keys on the key bar."""
    record = record_until(new_record(3, seed=3), engine.is_over)
    await snapshot_after(ShowReplay(record), snapshot, (None, ReplayScreen), ("e", ReplayScreen))


#: A wide terminal: the board, the seat's column and a decision all in sight at once.
WIDE = (200, 60)


def assert_whole_board_beside(dialog: Any, table: Any) -> None:
    """On a wide screen a decision's band stands under the board column, below its last box,
    and leaves the side column (the seat's purse, its list, the log) uncovered."""
    if dialog.size.width < WIDE[0]:
        return
    band = dialog.query_one("#dialog").region
    board = table.query_one("#board").region
    last_box = table.query_one("#board-house").region
    assert band.y >= last_box.bottom, "the band covers the House of Pleasure"
    assert band.right <= board.right, "the band covers the side column"


async def test_a_seats_decision_on_a_wide_screen(snapshot: Any):
    """200x60: the Record of Sins spaced two cells a space, the whole board, the seat's purse
    and the log in sight around the characters' band."""
    opening = start(moment("characters")[0])
    await snapshot_after(
        opening,
        snapshot,
        (None, CurtainScreen),
        ("enter", SinceScreen),
        ("enter", ChooseDialog),
        size=WIDE,
    )


async def test_the_public_board_with_the_guess_on_a_wide_screen(snapshot: Any):
    opening = start(moment("guess")[0])
    await snapshot_after(opening, snapshot, (None, ChooseDialog), size=WIDE)
