"""What each seat may see (MC-10, MC-31, MC-36): views, the public board and the log."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import act, at_turn, board, random_game, texts

SECRET_FIELDS = ("money", "goods", "letters", "chests")


def _assert_private(state, view, viewer):
    n = len(state.players)
    for seat in range(n):
        for name in SECRET_FIELDS:
            value = getattr(view, name)[seat]
            if seat == viewer:
                assert value == getattr(state, name)[seat]
            else:
                assert value is None, (name, seat)
        if not state.bids_revealed and seat != viewer:
            assert view.bid_notches[seat] is None and view.bid_taler[seat] is None
    assert view.rng == 0 and view.checkpoint is None
    assert view.deck == sorted(state.deck)
    if state.pope_die is not None and state.characters[data.POPE] != viewer:
        assert view.pope_die is None
    assert view.log == [entry for entry in state.log if entry.seat in (None, viewer)]


def test_mc10_view_hides_other_seats_money_goods_letters_and_chests():
    """MC-10: money, goods, letters and compartments are private; the rest is public."""
    state = board(
        money=[11, 22, 33, 44],
        goods=[[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 3, 0], [0, 0, 0, 4]],
        letters=[[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]],
        chests=[[seat] * 10 for seat in range(4)],
        donated=[[2 * seat] * 5 for seat in range(4)],
    )
    view = engine.view_for(state, 2)
    assert view.money == [None, None, 33, None]
    assert view.goods == [None, None, [0, 0, 3, 0], None]
    assert view.letters == [None, None, [0, 0, 1, 0], None]
    assert view.chests == [None, None, [2] * 10, None]
    assert view.donated == state.donated  # what was donated is public, not where it went
    assert view.souls == state.souls and view.dens == state.dens and view.market == state.market
    _assert_private(state, view, 2)


def test_public_view_holds_no_seat_secrets():
    """public_view: the board with nobody's secrets (also view_for(state, -1))."""
    state, _ = random_game(4, 11)
    public = engine.public_view(state)
    assert public.money == [None] * 4 and public.goods == [None] * 4
    assert public.letters == [None] * 4 and public.chests == [None] * 4
    assert all(entry.seat is None for entry in public.log)
    assert engine.view_for(state, -1) == public


def test_mc31_deck_order_is_hidden_and_rng_zeroed():
    """MC-31: the House of Pleasure deck order is hidden (contents shown sorted); the random
    generator's state is not shown; the take-back snapshot is removed."""
    state = engine.new_game(["Anna", "Ben", "Cleo"], 8)
    view = engine.view_for(state, 0)
    assert view.deck == sorted(state.deck) and state.deck != sorted(state.deck)
    assert view.rng == 0 and state.rng != 0
    turn = at_turn(board(market=[1, 1, 1, 1, 1], characters=[0, 1, 2, 3]), 1, 1)
    assert turn.checkpoint is not None
    assert engine.view_for(turn, 1).checkpoint is None


def test_mc10_pope_die_hidden_until_revealed():
    """MC-10: the Pope die is secret before the reveal; only the Pope sees it."""
    state = board(market=[1, 1, 1, 1, 1], characters=[0, 1, 2, 3], rooms=[7, None, None, None])
    state = act(at_turn(state, 0, data.POPE), actions.SET_POPE_DIE[1])
    assert state.pope_die == 1
    assert engine.view_for(state, 0).pope_die == 1
    for seat in (1, 2, 3, None):
        assert engine.view_for(state, seat).pope_die is None
    assert any(line == "You set the Pope die to room 1." for line in texts(state, 0))
    assert not any("room 1" in line for line in texts(state, 3))


def test_mc36_bought_letter_colours_are_public():
    """MC-36: the supply is in view, so the colour of a bought letter is public."""
    state = at_turn(board(market=[1, 1, 1, 1, 1], characters=[0, 1, 2, 3]), 1, 1)
    state = act(state, actions.BUY_LETTER[data.RED])
    assert any("buys a red Letter" in line for line in texts(state, None))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mc10_views_of_every_state_of_random_games_leak_no_secret(players):
    """No other seat's secret is reachable through a view, its log included, in any state
    of seeded random games (the variant on odd seeds)."""

    def check(before, action, after):
        for viewer in range(players):
            _assert_private(after, engine.view_for(after, viewer), viewer)
        public = engine.public_view(after)
        assert all(entry.seat is None for entry in public.log)
        for entry in after.log:
            if entry.seat is None:
                assert "into compartment" not in entry.text
                assert not entry.text.startswith("You ")
                assert "set the Pope die" not in entry.text

    for seed in range(3):
        random_game(players, 100 + seed, each=check)


def test_a_view_shares_nothing_mutable_with_the_game():
    """Changing a view (as a careless screen might) never changes the game."""
    state, _ = random_game(3, 12)
    before = state.model_dump()
    view = engine.view_for(state, 1)
    view.souls.append(99)
    view.dens[0].append(5)
    view.letters[1].append(3)
    view.stack.clear()
    assert state.model_dump() == before


def test_views_round_trip_through_json():
    """A view is a valid state: it survives JSON like the full state."""
    from meaculpa_tui.engine.state import State

    state, _ = random_game(4, 13)
    for seat in (0, 3, None):
        view = engine.view_for(state, seat)
        assert State.model_validate_json(view.model_dump_json()) == view
