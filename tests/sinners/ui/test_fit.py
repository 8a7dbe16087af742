"""Every Sinners screen fits: at the smallest advertised terminal, a middling and a large one,
with five players, a decision dialog leaves the churches in view (or reached by the keys the
key bar names) and the round's scoring shows every player's column.

A few snapshots show the same screens at each size; regenerate them after an intended change
with ``pytest tests/sinners/ui/test_fit.py -n0 --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from typing import Any

import pytest

from sinners_tui.engine.state import State
from tests.sinners.ui import screenshots as shots
from tests.ui_support import assert_svg_snapshot, run_app, screen_text

#: The smallest terminal the game is for, a middling one and a large one.
SIZES = [(100, 30), (120, 40), (200, 60)]
FIVE = ("Ann", "Ben", "Cid", "Dee", "Eve")
SEED = 3


def busy_play(state: State) -> bool:
    """Phase B well into round 1: sets in every church, a long list of plays."""
    return state.phase == "play" and len(state.log) > 60


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES, ids=size_id)
async def test_the_play_dialog_leaves_every_church_in_reach(size: tuple[int, int], snapshot: Any):
    app = shots.app_at(shots.record_until(FIVE, SEED, busy_play))
    async with run_app(app, size) as pilot:
        await shots.to_dialog(pilot)
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)
        seen = screen_text(app)
        assert "Take back your last play" in seen
        # the table keys are offered exactly when the churches need them (not at 200x60)
        board = app.screen_stack[-2]
        assert ("PgUp/PgDn Table" in seen) == board.board_scrolls()
        await pilot.press("pagedown")
        await pilot.pause()
        seen += screen_text(app)
        for name in FIVE:
            assert f"{name}  0/100" in seen, name  # each church's title


@pytest.mark.parametrize("size", SIZES, ids=size_id)
async def test_round_scoring_shows_every_column(size: tuple[int, int], snapshot: Any):
    app = shots.app_at(shots.record_until(FIVE, SEED, shots.before_round_end))
    async with run_app(app, size) as pilot:
        await shots.to_scoring(pilot)
        await pilot.pause()
        text = screen_text(app)
        for name in FIVE:
            assert f"{name}: " in text, name  # each column's heading
        assert "Continue" in text
        scroll = app.screen.query_one("#score-columns-scroll")
        assert ("PgUp/PgDn Scroll" in text) == (scroll.max_scroll_y > 0)
        assert_svg_snapshot(snapshot, app)


async def test_round_scoring_shares_a_resized_terminal_among_the_columns():
    app = shots.app_at(shots.record_until(FIVE, SEED, shots.before_round_end))
    async with run_app(app, (120, 40)) as pilot:
        await shots.to_scoring(pilot)
        await pilot.pause()
        narrow = app.screen.query(".score-column").first().styles.width
        assert "PgUp/PgDn Scroll" in screen_text(app)  # five tall columns at 120x40
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        await pilot.pause()
        wide = app.screen.query(".score-column").first().styles.width
        assert narrow is not None and wide is not None and wide.value > narrow.value
        text = screen_text(app)
        for name in FIVE:
            assert f"{name}: " in text, name


def piles_of(left: list[int], right: list[int]) -> Any:
    """A view with these discard piles (only ``piles`` is read)."""

    class View:
        piles = [left, right]

    return View()


def test_the_piles_share_a_line_only_when_both_fit_on_it():
    """Found in play at 100 columns: the right pile's name wrapped onto the next line, cut in
    two ("Right pile" / "(4): Deceiver 3♂"). The right pile keeps its column when there is
    room, moves up to the left one when that is all that fits, and goes under it otherwise."""
    from sinners_tui.ui.table import PILE_COLUMN, pile_text, piles_content

    view = piles_of([0, 1], [2, 3, 4])
    left, right = pile_text(view, 0).cell_length, pile_text(view, 1).cell_length
    assert left + 2 < PILE_COLUMN
    in_column = piles_content(view, PILE_COLUMN + right).plain
    assert "\n" not in in_column and in_column.index("Right pile") == PILE_COLUMN
    moved_up = piles_content(view, left + 2 + right).plain
    assert "\n" not in moved_up and moved_up.index("Right pile") == left + 2
    under = piles_content(view, left + 1 + right).plain.split("\n")
    assert [line.split(" (")[0] for line in under] == ["Left pile", "Right pile"]
