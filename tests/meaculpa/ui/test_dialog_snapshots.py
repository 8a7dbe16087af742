"""Snapshots of every Mea Culpa dialog and result at 100x30: each decision over the table
screen it opens on (the seat's own screen, or the public board for the guess), a result on
an empty screen.

Every decision stands in a band below the Record of Sins and the players' table: each
decision's test also checks that every line of those two boxes is on screen, whole.

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
    """The dialog's box starts below the players' table's last line (it may cover the
    table's bottom frame), and each player's line of the track and row of the table reads
    whole on screen."""
    box = dialog.query_one("#dialog").region
    track = table.query_one("#board-track").region
    players = table.query_one("#board-players").region
    assert track.y >= 1 and players.y > track.y, "the board is scrolled"
    assert box.y >= players.bottom - 1, f"the dialog covers the players' table ({box})"
    bodies = {section.id: section.body.plain for section in table.query_one(Board).sections}
    assert "Record of Sins" in text and "Players" in text
    lines = [*bodies["track"].splitlines(), *bodies["players"].splitlines()]
    for line in (line.strip() for line in lines):
        if len(line) <= track.width - 4:  # a line the box shows unwrapped: a player's row
            assert line in text, f"not in view: {line!r}"


@pytest.mark.parametrize("name", DECISIONS)
async def test_decision(name: str, snapshot: Any):
    await show(dialog_at(name), snapshot, under=table_under(name))


@pytest.mark.parametrize("name", ["reveal", "evaluation", "punishment", "final"])
async def test_result(name: str, snapshot: Any):
    await show(result_at(name), snapshot)
