"""Taking back a turn and the variant 'for the Sophisticated Penitent' (MC-20, MC-30, MC-32,
MC-44, MC-45, MC-47)."""

from __future__ import annotations

import random

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import NAMES, act, at_turn, board, kinds, texts

MARKET = [2, 2, 1, 1, 1]


def _turn(seat, variant=False, players=4, characters=None, **fields):
    fields.setdefault("market", list(MARKET))
    characters = characters or [0, 1, 2, 3][:players] + [None] * (4 - players)
    state = board(players, variant=variant, characters=characters, **fields)
    return at_turn(state, seat, characters.index(seat))


def test_mc20_take_back_restores_the_start_of_the_turn():
    """MC-20: the actions of the current turn can be taken back; the log forgets them."""
    start = _turn(1)
    state = act(start, actions.BUY_GOOD[data.JEWEL], actions.SELL[data.JEWEL])
    assert "take_back" in kinds(state)
    back = act(state, actions.TAKE_BACK)
    assert back.money == start.money and back.market == start.market
    assert back.goods == start.goods and back.posts == start.posts
    assert back.stack == start.stack
    assert "Ben takes back the turn." in texts(back)
    assert not any("buys a jewel" in line for line in texts(back))
    assert back.dens == start.dens


def test_mc20_sophisticated_penitent_take_back_is_a_petty_sin():
    """Variant: every take-back places a sin stone in the Den of Petty Sins, and a second
    take-back costs another (the sin itself is not taken back)."""
    state = act(_turn(1, variant=True), actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][1] == 1 and state.goods[1] == [0, 0, 0, 0]
    assert "Ben sins by taking a move back (Sophisticated Penitent)." in texts(state)
    state = act(state, actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][1] == 2 and state.sin_stones[1] == 5


def test_mc20_petty_sinner_takes_back_without_sin():
    """The variant's rule does not apply to the Petty Sinner."""
    state = act(_turn(3, variant=True), actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][3] == 0 and state.goods[3] == [0, 0, 0, 0]


def test_mc30_two_players_exemption_only_on_the_petty_sinner_turns():
    """MC-30: in 2 players the seat holding the Petty Sinner sins for a take-back on its other
    character's turn."""
    characters = [0, 1, 1, 0]  # Anna: Pope and Petty Sinner
    pope_turn = _turn(0, variant=True, players=2, characters=characters)
    state = act(pope_turn, actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][0] == 1
    sinner = board(2, variant=True, characters=characters, market=list(MARKET))
    sinner = at_turn(sinner, 0, data.PETTY_SINNER)
    state = act(sinner, actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert state.dens[data.PETTY_SINS][0] == 0


def test_mc20_mc24_take_back_sin_without_stones_empties_a_den():
    """A take-back sin with no stones left is placed as any other sin (MC-24)."""
    dens = [[0, 7, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = _turn(1, variant=True, sin_stones=[7, 0, 7, 7], dens=dens)
    state = act(state, actions.BUY_GOOD[data.BREAD], actions.TAKE_BACK)
    assert engine.pending_decision(state) == "den_choice"
    state = act(state, actions.EMPTY_DEN[data.LUST])
    assert state.souls[1] == 7 and state.dens[data.PETTY_SINS][1] == 1
    assert engine.pending_decision(state) == "turn" and "take_back" not in kinds(state)


def test_mc44_take_back_is_offered_between_actions_only():
    """MC-44: offered after one or two actions, not at the turn's start, not in the middle of
    an action (compartment choice), not in preliminary actions."""
    state = _turn(2, goods=[[0] * 4, [0] * 4, [1, 0, 0, 0], [0] * 4])
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="nothing to take back"):
        engine.apply_action(state, actions.TAKE_BACK)
    state = act(state, actions.DONATE_GOOD[data.BREAD])
    assert kinds(state) == {"place_donation"}
    state = act(state, actions.PLACE[0])
    assert "take_back" in kinds(state)


def test_mc32_window_closes_at_the_end_of_the_turn():
    """MC-32: after 'End turn' the next player acts; the previous turn is final."""
    state = act(_turn(0), actions.BUY_GOOD[data.BREAD], actions.END_TURN)
    assert engine.current_player(state) == 1
    state = act(state, actions.BUY_GOOD[data.WINE], actions.TAKE_BACK)
    assert state.goods[0][data.BREAD] == 1 and state.goods[1] == [0, 0, 0, 0]


def test_mc32_window_closes_when_the_pope_die_is_revealed():
    """MC-32: the reveal of the Pope die closes the window."""
    state = _turn(0, rooms=[data.CARD_POPE_YELLOW, None, None, None], souls=[0, 0, 0, 1])
    state = act(state, actions.SET_POPE_DIE[1], actions.GUESS_ROOM[1])
    assert engine.pending_decision(state) == "turn"
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="can no longer be taken back"):
        engine.apply_action(state, actions.TAKE_BACK)


def test_mc32_window_closes_when_another_player_chooses():
    """MC-32: a giver's letter choice (another player's decision) closes the window."""
    letters = [[0] * 4, [1, 1, 0, 0], [0] * 4, [0] * 4]
    state = _turn(2, rooms=[data.CARD_EMPEROR_LETTER, None, None, None], letters=letters)
    state = act(state, actions.VISIT[1], actions.GIVE_LETTER[data.BLUE])
    assert engine.current_player(state) == 2 and "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match=_CLOSED):
        engine.apply_action(state, actions.TAKE_BACK)


# --- presents from behind another player's screen (MC-47) --------------------------------------

#: The reason a player reads when the window has closed.
_CLOSED = "This turn can no longer be taken back: something hidden was revealed"


def _present_turn(card, letters, *, seat=2, players=4, characters=None):
    """``seat`` to act with ``card`` in room 1 and the letters given (Cleo: the Merchant)."""
    letters = letters + [[0] * 4] * (players - len(letters))
    return _turn(
        seat,
        players=players,
        characters=characters,
        rooms=[card, None, None, None],
        letters=letters,
    )


def _assert_final(state, seat):
    """The turn of ``seat`` goes on but can no longer be taken back, and says why."""
    assert engine.current_player(state) == seat and engine.pending_decision(state) == "turn"
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match=_CLOSED):
        engine.apply_action(state, actions.TAKE_BACK)


def test_mc47_emperor_card_from_a_single_colour_giver_closes_the_window():
    """MC-47 with MC-35: Ben (Emperor) holds only green letters, so the letter comes without a
    question; Cleo now knows his colour, and her whole turn (the bread bought first as well)
    can no longer be taken back."""
    state = _present_turn(data.CARD_EMPEROR_LETTER, [[0] * 4, [0, 0, 0, 2]])
    state = act(state, actions.BUY_GOOD[data.BREAD])
    assert "take_back" in kinds(state)
    state = act(state, actions.VISIT[1])
    assert state.letters[2] == [0, 0, 0, 1] and state.letters[1] == [0, 0, 0, 1]
    assert "Ben gives you a green letter." in texts(state, 2)
    assert kinds(state) == {"end_turn"}
    _assert_final(state, 2)
    assert state.goods[2][data.BREAD] == 1


def test_mc47_pope_card_yellow_letter_closes_the_window():
    """MC-47: the Pope card's yellow letter is handed over without a question (MC-35); that
    Anna (Pope) had one was her secret, so Cleo's turn is final."""
    state = act(_present_turn(data.CARD_POPE_YELLOW, [[1, 2, 0, 0]]), actions.VISIT[1])
    assert state.letters[2] == [1, 0, 0, 0] and state.letters[0] == [0, 2, 0, 0]
    assert "Anna gives Cleo a yellow Letter of Indulgence." in texts(state)
    _assert_final(state, 2)
    assert "buy_good" in kinds(state)  # a second action is still possible


def test_mc47_emperor_card_through_suite5_closes_the_window_too():
    """MC-47: the card used through Suite 5 (MC-22) looks behind the same screen."""
    state = _present_turn(data.CARD_EMPEROR_LETTER, [[0] * 4, [0, 3, 0, 0]])
    state = act(state, actions.VISIT[5])
    assert engine.pending_decision(state) == "suite5" and "take_back" not in kinds(state)
    state = act(state, actions.USE_ROOM[1])
    assert state.letters[2] == [0, 1, 0, 0] and state.dens[data.LUST][2] == 1
    _assert_final(state, 2)


@pytest.mark.parametrize(
    ("card", "letters", "line"),
    [
        (data.CARD_POPE_YELLOW, [[0, 3, 0, 0]], "Nobody has to give a yellow letter."),
        (data.CARD_EMPEROR_LETTER, [[1, 1, 1, 1], [0] * 4], "Nobody has to give a letter."),
    ],
    ids=["pope-without-yellow", "emperor-without-letters"],
)
def test_mc47_a_giver_with_nothing_to_give_still_closes_the_window(card, letters, line):
    """MC-47: 'nothing to give' is what lies behind the giver's screen too (Anna, the Pope,
    has no yellow letter; Ben, the Emperor, has no letter at all)."""
    state = act(_present_turn(card, letters), actions.VISIT[1])
    assert state.letters[2] == [0, 0, 0, 0] and line in texts(state)
    _assert_final(state, 2)


def test_mc47_present_nobody_else_holds_keeps_the_window_open():
    """MC-47: with no opponent holding the character nothing hidden is looked at: Ben visiting
    the Emperor card himself, or the Pope card in a 3-player game without a Pope."""
    own = act(
        _present_turn(data.CARD_EMPEROR_LETTER, [[0] * 4, [0, 2, 0, 0]], seat=1), actions.VISIT[1]
    )
    assert own.letters[1] == [0, 2, 0, 0] and "take_back" in kinds(own)
    back = act(own, actions.TAKE_BACK)
    assert back.rooms[0] == data.CARD_EMPEROR_LETTER and back.posts[1] == 1
    no_pope = _present_turn(
        data.CARD_POPE_YELLOW, [[0] * 4, [2, 0, 0, 0]], players=3, characters=[None, 1, 2, 0]
    )
    state = act(no_pope, actions.VISIT[1])
    assert "Nobody has to give a yellow letter." in texts(state)
    assert "take_back" in kinds(state)


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
    state = act(state, actions.VISIT[1], actions.PLACE_CREW[0])
    assert state.evaluations == 1 and "take_back" not in kinds(state)


def test_mc32_window_stays_open_for_the_turn_owner_own_den_choice():
    """The turn owner's own den choice (greedy buy without stones) keeps the window open."""
    dens = [[0, 7, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = _turn(1, sin_stones=[7, 0, 7, 7], dens=dens)
    state = act(state, actions.BUY_GREEDY[data.BREAD], actions.EMPTY_DEN[data.LUST])
    assert "take_back" in kinds(state)
    back = act(state, actions.TAKE_BACK)
    assert back.souls[1] == 0 and back.dens[data.LUST][1] == 7


def test_mc45_variant_has_no_other_sins_in_this_edition():
    """MC-45: only take-backs are sins; a normal variant turn places no extra stones."""
    state = act(_turn(1, variant=True), actions.BUY_GOOD[data.BREAD], actions.END_TURN)
    assert state.dens == [[0] * 4, [0] * 4, [0] * 4]


# --- A property: no take-back ever follows something hidden coming to light ---------------------

#: What each seat keeps behind its screen (MC-10): hidden from every other seat.
_SCREENS = ("money", "goods", "letters", "chests", "bid_notches", "bid_taler")


def _hidden_from(state: engine.State, seat: int) -> tuple:
    """Everything ``seat`` cannot see: the other screens, chance and the deck's order, the die."""
    others = tuple(
        tuple(repr(getattr(state, name)[other]) for name in _SCREENS)
        for other in range(len(state.players))
        if other != seat
    )
    die = state.pope_die if state.characters[data.POPE] != seat else None
    return others, state.rng, tuple(state.deck), die


def test_mc47_no_take_back_is_ever_offered_after_something_hidden_came_to_light():
    """MC-20, MC-32, MC-47 as a property over seeded random games that take back at random:
    whenever a take-back is offered, nothing the deciding seat cannot see has changed since the
    state it would restore (another screen, a draw from the bag or the deck, the Pope die), so
    no take-back can follow a draw, a letter given, a reveal or a look."""
    checked = 0
    for seed in range(10):
        players = 2 + seed % 3
        state = engine.new_game(list(NAMES[:players]), seed, sophisticated_penitent=seed % 2 == 1)
        rng = random.Random(seed)
        for _ in range(1500):
            if engine.is_over(state):
                break
            legal = engine.legal_actions(state)
            if actions.TAKE_BACK in legal:
                seat = engine.current_player(state)
                assert seat is not None
                hidden = _hidden_from(state, seat)
                earlier = state.checkpoint
                while earlier is not None:
                    assert hidden == _hidden_from(earlier, seat), seed
                    earlier = earlier.checkpoint
                checked += 1
                if rng.random() < 0.3:
                    state = engine.apply_action(state, actions.TAKE_BACK)
                    continue
            others = [move for move in legal if move != actions.TAKE_BACK]
            state = engine.apply_action(state, rng.choice(others))
    assert checked > 300, checked
