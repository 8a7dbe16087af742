"""Every Sinners screen fits: at the smallest advertised terminal, a middling and a large one,
with five players, a decision dialog leaves the churches in view (or reached by the keys the
key bar names) and the round's scoring says in one line what each player scored.

A few snapshots show the same screens at each size; regenerate them after an intended change
with ``pytest tests/sinners/ui/test_fit.py -n0 --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from typing import Any

import pytest

from shared.ui import ChoiceList
from shared.ui.initials import seat_marks
from shared.ui.widgets.choices import choice_key
from sinners_tui import engine
from sinners_tui.engine.scoring import summary
from sinners_tui.engine.state import State
from tests.rendered_text import rendered_text
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


def _scoring_lines(app: Any) -> list[str]:
    """The rendered lines of the scoring's players, frames stripped (one per seat expected)."""
    marks = seat_marks(FIVE)
    lines = [line.strip("\u2588 ") for line in rendered_text(app).splitlines()]
    return [
        line
        for line in lines
        if any(line.startswith(f"{mark} {name} ") for mark, name in zip(marks, FIVE, strict=True))
    ]


@pytest.mark.parametrize("size", SIZES, ids=size_id)
async def test_round_scoring_says_in_one_line_what_each_player_scored(
    size: tuple[int, int], snapshot: Any
):
    """Issue 34, point 6: one line per player (never wrapped: nothing of it runs on to the
    next line), with the round's score and the new total; the parts add up to the score."""
    record = shots.record_until(FIVE, SEED, shots.before_round_end)
    app = shots.app_at(record)
    async with run_app(app, size) as pilot:
        await shots.to_scoring(pilot)
        await pilot.pause()
        view = engine.public_view(app.state)
        lines = _scoring_lines(app)
        # one line each, in seat order, followed by the note and the chart (whose rows are
        # "A Ann ▃ ███" and so are not taken for a player's line)
        assert len(lines) == len(FIVE), lines
        text = rendered_text(app).splitlines()
        for seat, (line, item) in enumerate(zip(lines, view.last_round, strict=True)):
            total = view.totals[seat]
            assert f"{FIVE[seat]} {item.total:+d} \u2192 {total} " in " ".join(line.split()), line
            row = next(index for index, row in enumerate(text) if line in row)
            after = text[row + 1].strip("\u2588 ")
            assert (
                after.startswith(f"{seat_marks(FIVE)[seat + 1]} ")
                if seat < 4
                else (after.startswith("Card by card"))
            ), after  # the next line is the next player's, not the rest of this one
        for item in view.last_round:
            assert sum(part.points for part in summary(item)) == item.total
        assert "Continue" in screen_text(app)
        assert_svg_snapshot(snapshot, app)


async def test_round_scoring_folds_its_lines_again_when_the_terminal_is_resized():
    app = shots.app_at(shots.record_until(FIVE, SEED, shots.before_round_end))
    async with run_app(app, (200, 60)) as pilot:
        await shots.to_scoring(pilot)
        await pilot.pause()
        wide = _scoring_lines(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        narrow = _scoring_lines(app)
        assert len(wide) == len(narrow) == len(FIVE)
        assert max(len(line) for line in narrow) <= 96 < max(len(line) for line in wide), wide


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


def ten_cards_to_discard(state: State) -> bool:
    """Phase C with ten cards in hand: a long discard list (found in play at 100x30)."""
    return state.phase == "discard" and len(state.hands[state.turn]) == 10


async def test_every_option_of_a_long_discard_list_is_in_view_and_a_key_shows_its_choice():
    """Found in play at 100x30: with ten cards in hand the discard list showed options 1-8;
    the take-back, option 9, lay below the dialog's foot with no scrollbar, and pressing 9
    armed it (the key bar said Confirm) with no row to be seen highlighted."""
    app = shots.app_at(shots.record_until(shots.PLAYERS, 0, ten_cards_to_discard))
    async with run_app(app, (100, 30)) as pilot:
        await shots.to_dialog(pilot)
        await pilot.pause()
        choices = app.screen.query_one("#choices", ChoiceList)
        assert len(choices.choices) >= 10
        seen = screen_text(app)
        for number, choice in enumerate(choices.choices, start=1):
            assert f"{choice_key(number)}. {choice.label[:24]}" in seen, (number, seen)
        last = len(choices.choices)
        await pilot.press(choice_key(last) or "")  # the take-back: a row of its own to see
        await pilot.pause()
        await pilot.pause()
        assert choices.highlighted == last - 1
        top, bottom = choices.region.y, choices.region.bottom
        rows = screen_text(app).splitlines()
        shown = [y for y in range(top, bottom) if f"{choice_key(last)}. Back to phase B" in rows[y]]
        assert shown, rows[top:bottom]  # in the list's own rows, so on screen and highlighted
