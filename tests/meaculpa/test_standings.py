"""The final standings (MC-19, MC-27): every soul placed by how near Heaven it ends, the
souls in Heaven sharing the first place, souls on the start space placed by the starting
order; the winners are the first place."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames
from tests.meaculpa.helpers import board, settle


def _final(**fields):
    fields.setdefault("posts", [1, 1, 1, 1])
    return settle(board(stack=[frames.GameEnd()], **fields))


def test_mc19_the_souls_in_heaven_share_the_first_place_and_the_rest_follow():
    letters = [[5, 5, 5, 5], [5, 5, 5, 5], [0, 0, 1, 0], [0, 2, 0, 0]]
    state = _final(letters=letters, souls=[2, 5, 9, 12])
    rows = engine.standings(state)
    assert [(row.place, row.seat) for row in rows] == [(1, 0), (1, 1), (3, 2), (4, 3)]
    assert [row.seat for row in rows if row.place == 1] == engine.winners(state)
    assert rows[0].result == "Heaven" and rows[2].result == "space 8"
    assert rows[0].tie_breaks == rows[1].tie_breaks == "shares Heaven: every soul there wins"
    assert rows[2].tie_breaks == rows[3].tie_breaks == ""


def test_mc27_souls_sharing_the_start_space_are_placed_by_the_starting_order():
    """Nobody in Heaven: Cleo on space -5 first, then the three on the start space in their
    starting order, the one farther from Hell first."""
    letters = [[0] * 4, [0] * 4, [0, 0, 5, 0], [0] * 4]
    state = _final(letters=letters, souls=[0, 0, 0, 0], start_order=[1, 3, 0, 2])
    rows = engine.standings(state)
    assert state.souls[2] == -5 and engine.winners(state) == [2]
    assert [(row.place, row.seat) for row in rows] == [(1, 2), (2, 0), (3, 3), (4, 1)]
    assert rows[1].result == "start space"
    assert rows[1].tie_breaks == "shares the start space: by the starting order"
    assert rows[0].tie_breaks == ""


def test_standings_read_from_the_public_view_as_from_the_game():
    state = _final(letters=[[1, 1, 1, 1]] * 4, souls=[3, 6, 9, 12])
    assert state.souls[0] != data.HEAVEN
    assert engine.standings(engine.public_view(state)) == engine.standings(state)
