"""1. Prepare the round: market, characters, crew, Suite 6, Suite 5, rooms (MC-3, MC-14)."""

from __future__ import annotations

from meaculpa_tui.engine import data, frames
from tests.meaculpa.helpers import audit, board, settle, texts


def _prepare(**fields):
    state = board(stack=[frames.Prepare()], round=0, phase="bonus", **fields)
    return settle(state)


def test_mc14_round_preparation_draws_seven_stones_into_the_market():
    """Market: 7 stones at random from the bag (MC-14)."""
    state = _prepare()
    assert sum(state.market) == data.MARKET_DRAW
    assert sum(state.bag) == 35 + 6 - 7
    assert state.round == 1 and state.phase == "bidding"
    audit(state)


def test_mc14_fewer_than_seven_stones_in_the_bag_all_go_to_the_market():
    """MC-14: fewer than 7 stones in the bag: all of them go to the market."""
    state = _prepare(bag=[1, 0, 2, 0, 0])
    assert state.market == [1, 0, 2, 0, 0] and state.bag == [0, 0, 0, 0, 0]


def test_round_preparation_puts_a_crew_on_the_emperor_card_and_frees_the_characters():
    """Character cards back on the board; a crew from the hut onto the Emperor card."""
    state = _prepare(characters=[3, 2, 1, 0])
    assert state.characters == [None, None, None, None]
    assert state.hut == 3 and state.emperor_crew


def test_mc3_suite6_gets_a_yellow_letter_only_while_the_supply_has_one():
    """MC-3: Suite 6 is refilled with a yellow letter at preparation only if the supply has one."""
    state = _prepare()
    assert state.suite6_letter and state.letter_supply[data.YELLOW] == 9
    empty = _prepare(letter_supply=[0, 11, 15, 15])
    assert not empty.suite6_letter and empty.letter_supply[data.YELLOW] == 0
    kept = _prepare(suite6_letter=True, letter_supply=[9, 11, 15, 15])
    assert kept.suite6_letter and kept.letter_supply[data.YELLOW] == 9


def test_suite5_reset_and_rooms_cleared_and_refilled():
    """Suite 5 back to 'Welcome'; cards left in rooms 1-4 go to the discards; 4 new cards."""
    state = _prepare(rooms=[None, 7, None, 2], suite5_occupied=True)
    assert not state.suite5_occupied
    assert sorted(state.discard) == [2, 7]
    assert all(card is not None for card in state.rooms)
    assert len(state.deck) == 19 - 2 - 4
    audit(state)


def test_deck_is_reshuffled_from_the_discards_when_it_runs_out():
    """If the House of Pleasure deck runs out, the discards are shuffled into a new deck."""
    deck = [0, 1]
    discard = sorted(c for c, copies in enumerate(data.CARD_COPIES) for _ in range(copies))
    discard.remove(0)
    discard.remove(1)
    state = _prepare(deck=deck, discard=discard)
    assert set(state.rooms[:2]) == {0, 1}
    assert len(state.deck) == 19 - 4 and state.discard == []
    assert any("reshuffled" in line for line in texts(state))
    audit(state)


def test_round_preparation_is_logged_as_a_result():
    """The new round's market and rooms are a public result entry."""
    state = _prepare()
    entry = state.log[-2] if state.log[-1].kind != "result" else state.log[-1]
    results = [e for e in state.log if e.kind == "result"]
    assert results and results[-1].title == "Round 1"
    assert any(line.startswith("Market stones: ") for line in results[-1].lines)
    assert entry.seat is None
