"""Every Mea Culpa screen fits: at the smallest advertised terminal, a middling and a large one,
with the most players, the whole board is on screen or reached by the keys the key bar names,
and the game-over buttons are in sight.

A few snapshots show the same screens at each size; regenerate them after an intended change
with ``pytest tests/meaculpa/ui/test_fit.py -n0 --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from typing import Any

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.ui.results import FinalScreen
from shared.ui import CurtainScreen, PlayerScreen
from tests.meaculpa.ui.demo import new_record, record_until
from tests.meaculpa.ui.moments import DialogHost, dialog_at, game_with, turn
from tests.meaculpa.ui.support import mea_app, start
from tests.ui_support import assert_svg_snapshot, past_summary, run_app, screen_text, wait_until

#: The smallest terminal the game is for, a middling one and a large one.
SIZES = [(100, 30), (120, 40), (200, 60)]
#: What the lowest box of the board (the House of Pleasure) shows last.
BOARD_END = "Suite 6"


async def open_a_turn(pilot: Any) -> None:
    """Past the curtain to the seat's screen with its turn's choices."""
    app = pilot.app
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(
        pilot,
        lambda: (
            isinstance(app.screen, PlayerScreen)
            and app.screen.is_mounted
            and app.awaiting is not None
        ),
    )


def turn_app() -> Any:
    """The most players, in round 2, someone's turn (every box of the board is filled)."""
    record = record_until(new_record(data.MAX_PLAYERS, seed=1), turn(second_round=True))
    return mea_app(start(record))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_whole_board_is_reached_by_named_keys(size: tuple[int, int], snapshot: Any):
    app = turn_app()
    async with run_app(app, size) as pilot:
        await open_a_turn(pilot)
        assert_svg_snapshot(snapshot, app)
        text = screen_text(app)
        assert "PgUp/PgDn Board" in text
        for _ in range(4):
            if BOARD_END in text:
                break
            await pilot.press("pagedown")
            await pilot.pause()
            text = screen_text(app)
        assert BOARD_END in text


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_buy_dialog_keeps_the_market_the_money_and_every_option_in_sight(
    size: tuple[int, int], snapshot: Any
):
    """The busiest list dialog (ten options) stands at the foot of the screen: the seat's money
    in its prompt, a copy of the market beside it, every option with its key."""
    app = turn_app()
    async with run_app(app, size) as pilot:
        await open_a_turn(pilot)
        await pilot.press("2")  # Buy...
        await wait_until(pilot, lambda: "Buy" in app.screen.query_one("#dialog").border_title)
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)
        text = screen_text(app)
        assert "Market (bag:" in text and "You have 20 taler." in text
        assert "a. Buy a green letter" in text


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_game_over_shows_its_buttons(size: tuple[int, int], snapshot: Any):
    state = game_with(engine.is_over, players=data.MAX_PLAYERS)
    host = DialogHost()
    async with run_app(host, size) as pilot:
        await host.push_screen(FinalScreen(engine.public_view(state), engine.winners(state)))
        await pilot.pause()
        text = screen_text(host)
        for button in ("New game", "Replay", "Quit", "Record of Sins", "PgUp/PgDn Scroll"):
            assert button in text
        assert_svg_snapshot(snapshot, host)
        await pilot.press("pagedown")
        await pilot.pause()
        assert "Heaven side first" in screen_text(host)  # the Record of Sins' last line


#: The decisions read from a box of the board that their dialog, standing in a band below the
#: players' table, covers: each shows a copy of that box beside its options.
READ_FROM = {
    "buy": "Market (bag:",
    "sell": "Market (bag:",
    "merchant": "Market (bag:",
    "card-take-good": "Market (bag:",
    "donate": "Cathedral sites",
    "second-donation": "Cathedral sites",
    "compartment": "Cathedral sites",
    "emperor-crew": "Cathedral sites",
    "card-new-crew": "Cathedral sites",
    "card-move-crew": "Cathedral sites",
    "dual-duties": "Cathedral sites",
    "pope-stone": "Dens of Sin",
    "card-pope-stone": "Dens of Sin",
    "den-choice": "Dens of Sin",
}


@pytest.mark.parametrize("name", sorted(READ_FROM))
async def test_a_dialog_over_the_board_shows_the_box_its_decision_is_read_from(name: str):
    host = DialogHost()
    async with run_app(host, (100, 30)) as pilot:
        await host.push_screen(dialog_at(name))
        await pilot.pause()
        assert READ_FROM[name] in screen_text(host)
