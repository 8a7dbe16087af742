"""Taking back a turn and the variant 'for the Sophisticated Penitent' (MC-20, MC-30, MC-32,
MC-44, MC-45)."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions as A
from meaculpa_tui.engine import data
from tests.meaculpa.helpers import act, at_turn, board, kinds, texts

MARKET = [2, 2, 1, 1, 1]


def _turn(seat, variant=False, players=4, characters=None, **fields):
    fields.setdefault("market", list(MARKET))
    characters = characters or [0, 1, 2, 3][:players] + [None] * (4 - players)
    state = board(players, variant=variant, characters=characters, **fields)
    return at_turn(state, seat, characters.index(seat))


def test_mc20_take_back_restores_the_start_of_the_turn():
    """MC-20: the actions of the current turn can be taken back; the log forgets them."""
    start = _turn(1)
    state = act(start, A.BUY_GOOD[data.JEWEL], A.SELL[data.JEWEL])
    assert "take_back" in kinds(state)
    back = act(state, A.TAKE_BACK)
    assert back.money == start.money and back.market == start.market
    assert back.goods == start.goods and back.posts == start.posts
    assert back.stack == start.stack
    assert "Ben takes back the turn." in texts(back)
    assert not any("buys a jewel" in line for line in texts(back))
    assert back.dens == start.dens


def test_mc20_sophisticated_penitent_take_back_is_a_petty_sin():
    """Variant: every take-back places a sin stone in the Den of Petty Sins, and a second
    take-back costs another (the sin itself is not taken back)."""
    state = act(_turn(1, variant=True), A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][1] == 1 and state.goods[1] == [0, 0, 0, 0]
    assert "Ben sins by taking a move back (Sophisticated Penitent)." in texts(state)
    state = act(state, A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][1] == 2 and state.sin_stones[1] == 5


def test_mc20_petty_sinner_takes_back_without_sin():
    """The variant's rule does not apply to the Petty Sinner."""
    state = act(_turn(3, variant=True), A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][3] == 0 and state.goods[3] == [0, 0, 0, 0]


def test_mc30_two_players_exemption_only_on_the_petty_sinner_turns():
    """MC-30: in 2 players the seat holding the Petty Sinner sins for a take-back on its other
    character's turn."""
    characters = [0, 1, 1, 0]  # Anna: Pope and Petty Sinner
    pope_turn = _turn(0, variant=True, players=2, characters=characters)
    state = act(pope_turn, A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][0] == 1
    sinner = board(2, variant=True, characters=characters, market=list(MARKET))
    sinner = at_turn(sinner, 0, data.PETTY_SINNER)
    state = act(sinner, A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][0] == 0


def test_mc20_mc24_take_back_sin_without_stones_empties_a_den():
    """A take-back sin with no stones left is placed as any other sin (MC-24)."""
    dens = [[0, 7, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = _turn(1, variant=True, sin_stones=[7, 0, 7, 7], dens=dens)
    state = act(state, A.BUY_GOOD[data.BREAD], A.TAKE_BACK)
    assert engine.pending_decision(state) == "den_choice"
    state = act(state, A.EMPTY_DEN[data.LUST])
    assert state.souls[1] == 7 and state.dens[data.PETTY_SINS][1] == 1
    assert engine.pending_decision(state) == "turn" and "take_back" not in kinds(state)


def test_mc44_take_back_is_offered_between_actions_only():
    """MC-44: offered after one or two actions, not at the turn's start, not in the middle of
    an action (compartment choice), not in preliminary actions."""
    state = _turn(2, goods=[[0] * 4, [0] * 4, [1, 0, 0, 0], [0] * 4])
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="nothing to take back"):
        engine.apply_action(state, A.TAKE_BACK)
    state = act(state, A.DONATE_GOOD[data.BREAD])
    assert kinds(state) == {"place_donation"}
    state = act(state, A.PLACE[0])
    assert "take_back" in kinds(state)


def test_mc32_window_closes_at_the_end_of_the_turn():
    """MC-32: after 'End turn' the next player acts; the previous turn is final."""
    state = act(_turn(0), A.BUY_GOOD[data.BREAD], A.END_TURN)
    assert engine.current_player(state) == 1
    state = act(state, A.BUY_GOOD[data.WINE], A.TAKE_BACK)
    assert state.goods[0][data.BREAD] == 1 and state.goods[1] == [0, 0, 0, 0]


def test_mc32_window_closes_when_the_pope_die_is_revealed():
    """MC-32: the reveal of the Pope die closes the window."""
    state = _turn(0, rooms=[data.CARD_POPE_YELLOW, None, None, None], souls=[0, 0, 0, 1])
    state = act(state, A.SET_POPE_DIE[1], A.GUESS_ROOM[1])
    assert engine.pending_decision(state) == "turn"
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="can no longer be taken back"):
        engine.apply_action(state, A.TAKE_BACK)


def test_mc32_window_closes_when_another_player_chooses():
    """MC-32: a giver's letter choice (another player's decision) closes the window."""
    letters = [[0] * 4, [1, 1, 0, 0], [0] * 4, [0] * 4]
    state = _turn(2, rooms=[data.CARD_EMPEROR_LETTER, None, None, None], letters=letters)
    state = act(state, A.VISIT[1], A.GIVE_LETTER[data.BLUE])
    assert engine.current_player(state) == 2 and "take_back" not in kinds(state)


def test_mc32_window_closes_at_an_evaluation():
    """MC-32: an evaluation reveals the compartments and closes the window."""
    state = _turn(
        1,
        rooms=[data.CARD_NEW_CREW, None, None, None],
        naves=[True, False, False],
        site_crews=[1, 0, 0],
        hut=2,
        emperor_crew=True,
    )
    state = act(state, A.VISIT[1], A.PLACE_CREW[0])
    assert state.evaluations == 1 and "take_back" not in kinds(state)


def test_mc32_window_stays_open_for_the_turn_owner_own_den_choice():
    """The turn owner's own den choice (greedy buy without stones) keeps the window open."""
    dens = [[0, 7, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = _turn(1, sin_stones=[7, 0, 7, 7], dens=dens)
    state = act(state, A.BUY_GREEDY[data.BREAD], A.EMPTY_DEN[data.LUST])
    assert "take_back" in kinds(state)
    back = act(state, A.TAKE_BACK)
    assert back.souls[1] == 0 and back.dens[data.LUST][1] == 7


def test_mc45_variant_has_no_other_sins_in_this_edition():
    """MC-45: only take-backs are sins; a normal variant turn places no extra stones."""
    state = act(_turn(1, variant=True), A.BUY_GOOD[data.BREAD], A.END_TURN)
    assert state.dens == [[0] * 4, [0] * 4, [0] * 4]
