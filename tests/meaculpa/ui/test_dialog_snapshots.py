"""Snapshots of every Mea Culpa dialog and result at 100x30: each decision over the table
screen it opens on (the seat's own screen, or the public board for the guess), a result on
an empty screen.

Every decision stands in a band below the Record of Sins and the players' table: each
decision's test also checks that the track's lines and every player's row are on screen,
whole.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.screen import Screen

from meaculpa_tui.ui.table import Board
from tests.meaculpa.ui.moments import (
    TURN_DIALOGS,
    DialogHost,
    dialog_at,
    result_at,
    table_under,
)
from tests.meaculpa.ui.support import SIZE
from tests.ui_support import assert_svg_snapshot, run_app, screen_text

LIST_DIALOGS = (
    "bonus",
    "compartment",
    "notches",
    "characters",
    "pope-stone",
    "emperor-crew",
    "dual-duties",
    "sinner-visit",
    "den-choice",
    "second-donation",
    "merchant",
    "guess",
    "suite-5",
    "card-new-crew",
    "card-move-crew",
    "card-pope-stone",
    "card-take-good",
    "gift",
    "letter-pick",
)

SEALS = ("taler-held", "seal-bid", "seal-compartment")

#: Every decision's dialog (the seals and the take-back's question are decisions too).
DECISIONS = (*LIST_DIALOGS, *TURN_DIALOGS, "taler", *SEALS, "take-back")


async def show(screen: Screen[Any], snapshot: Any, under: Screen[Any] | None = None) -> None:
    """Show ``screen`` (over ``under``) and compare it with its snapshot; with ``under``, check
    that the Record of Sins and the players' table stay in sight above the dialog."""
    host = DialogHost()
    async with run_app(host, SIZE) as pilot:
        if under is not None:
            await host.push_screen(under)
            await pilot.pause()
        await host.push_screen(screen)
        await pilot.pause()
        await pilot.pause()  # the band measures the table beneath after a refresh
        assert_svg_snapshot(snapshot, host)
        if under is not None:
            assert_board_top_in_view(screen, under, screen_text(host))


def assert_board_top_in_view(dialog: Screen[Any], table: Screen[Any], text: str) -> None:
    """The dialog's box starts below the last player's row of the players' table (it may
    cover the notes under the rows, and the frame), and every line of the Record of Sins and
    every player's row of the table reads whole on screen."""
    board = table.query_one(Board)
    players = len(board.view.players)
    box = dialog.query_one("#dialog").region
    track = table.query_one("#board-track").region
    table_box = table.query_one("#board-players").region
    assert track.y >= 1 and table_box.y > track.y, "the board is scrolled"
    assert box.y >= table_box.y + 2 + players, f"the dialog covers a player's row ({box})"
    bodies = {section.id: section.body.plain for section in board.sections}
    rows = bodies["players"].splitlines()[: 1 + players]  # the column heads, a row each
    assert "Record of Sins" in text and "Players" in text
    for line in (line.strip() for line in [*bodies["track"].splitlines(), *rows]):
        if len(line) <= track.width - 4:  # a line the box shows unwrapped
            assert line in text, f"not in view: {line!r}"
    for name in board.view.players:
        assert any(name in line for line in rows[1:]), name  # each player's row is checked


@pytest.mark.parametrize("name", DECISIONS)
async def test_decision(name: str, snapshot: Any):
    await show(dialog_at(name), snapshot, under=table_under(name))


@pytest.mark.parametrize("name", ["reveal", "evaluation", "punishment", "final"])
async def test_result(name: str, snapshot: Any):
    await show(result_at(name), snapshot)
