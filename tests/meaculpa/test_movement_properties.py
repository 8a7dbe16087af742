"""Hypothesis properties of the Record of Sins movement rules (MC-4) and the letter picks."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from meaculpa_tui.engine import data
from meaculpa_tui.engine.context import Game
from meaculpa_tui.engine.effects import move_towards_heaven, move_towards_hell
from meaculpa_tui.engine.evaluation import pick_order
from tests.meaculpa.helpers import board


@st.composite
def souls_on_the_record(draw):
    """Four souls: on the start space or on distinct spaces 1..40."""
    spaces = draw(st.lists(st.integers(1, data.LAST_SPACE), min_size=4, max_size=4, unique=True))
    at_start = draw(st.lists(st.booleans(), min_size=4, max_size=4))
    return [0 if start else space for space, start in zip(spaces, at_start, strict=True)]


@given(souls=souls_on_the_record(), seat=st.integers(0, 3), steps=st.integers(1, 45))
def test_mc4_moves_towards_hell_land_on_free_spaces_or_do_not_happen(souls, seat, steps):
    """MC-4: a soul ends on a free space at least ``steps`` further, skipping only occupied
    spaces, never beyond 40; otherwise it stays."""
    g = Game(board(souls=list(souls)))
    move_towards_hell(g, seat, steps)
    after = g.s.souls
    others = [pos for other, pos in enumerate(souls) if other != seat]
    assert [pos for other, pos in enumerate(after) if other != seat] == others
    start, end = souls[seat], after[seat]
    if end == start:
        target = start + steps
        while target in others:
            target += 1
        assert target > data.LAST_SPACE
    else:
        assert start + steps <= end <= data.LAST_SPACE
        assert end not in others
        assert all(space in others for space in range(start + steps, end))


@given(souls=souls_on_the_record(), seat=st.integers(0, 3), steps=st.integers(1, 80))
def test_mc4_moves_towards_heaven_end_on_a_free_space_or_in_heaven(souls, seat, steps):
    """MC-4: at the end a soul moving towards Heaven lands on a free space (the start space
    included) or in Heaven, which holds any number."""
    g = Game(board(souls=list(souls), phase="over"))
    move_towards_heaven(g, seat, steps)
    end = g.s.souls[seat]
    others = [pos for other, pos in enumerate(souls) if other != seat]
    if end != data.HEAVEN:
        assert end not in others
        assert end <= souls[seat] - steps
        assert all(space in others for space in range(end + 1, souls[seat] - steps + 1))
    else:
        assert souls[seat] - steps <= data.HEAVEN or all(
            space in others for space in range(data.HEAVEN + 1, souls[seat] - steps + 1)
        )


@given(
    donors=st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True),
    letters=st.integers(1, 5),
    players=st.integers(2, 4),
)
def test_pick_order_top_two_alternate_and_two_players_take_two_each(donors, letters, players):
    """Evaluating donations: one donor takes all; otherwise the top two alternate; with two
    players the top donor takes two, the other two, the top donor the rest."""
    order = pick_order(donors, letters, players)
    assert len(order) == letters
    assert set(order) <= set(donors[:2])
    assert order[0] == donors[0]
    if len(donors) == 1:
        assert order == [donors[0]] * letters
    elif players == 2:
        first, second = donors[:2]
        assert order == ([first, first, second, second] + [first] * 5)[:letters]
    else:
        assert all(order[i] != order[i + 1] for i in range(letters - 1))
