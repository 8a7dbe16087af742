"""Preparation (rulebook steps I-IX) and the starting bonuses (MC-5, MC-18, MC-25)."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import NAMES, act, texts


def test_preparation_gives_each_player_25_taler_7_sin_stones_and_sets_the_board():
    """Preparation III-VI: 25 taler, 7 sin stones, a Pope stone per den, 4 crews in the hut."""
    state = engine.new_game(list(NAMES), 5)
    assert state.money == [25, 25, 25, 25]
    assert state.sin_stones == [7, 7, 7, 7]
    assert state.pope_stones == [1, 1, 1]
    assert state.hut == 4 and not state.emperor_crew and state.site_crews == [0, 0, 0]
    assert state.letter_supply == [10, 11, 15, 15]


def test_mc5_house_of_pleasure_deck_has_the_19_listed_cards_shuffled():
    """MC-5: 19 cards (not 24) with the listed counts, in a seeded random order."""
    one = engine.new_game(list(NAMES), 1)
    two = engine.new_game(list(NAMES), 2)
    assert len(one.deck) == data.DECK_SIZE == 19
    for card, copies in enumerate((2, 1, 1, 1, 2, 2, 2, 3, 3, 2)):
        assert one.deck.count(card) == copies
    assert sorted(one.deck) == sorted(two.deck) and one.deck != two.deck
    assert data.CARD_NOTCHES == (1, 3, 2, 3, 2, 2, 2, 1, 2, 2)


def test_souls_start_on_space_0_in_a_random_order():
    """Preparation VII / MC-4: all souls on space 0; the seeded order says who is nearer Hell."""
    orders = {tuple(engine.new_game(list(NAMES), seed).start_order) for seed in range(20)}
    assert len(orders) > 5
    state = engine.new_game(list(NAMES), 3)
    assert state.souls == [0, 0, 0, 0]
    assert sorted(state.start_order) == [0, 1, 2, 3]


def test_starting_bonuses_are_chosen_from_the_soul_nearest_heaven():
    """Preparation VIII: the soul closest to Heaven (farthest from Hell) chooses first."""
    state = engine.new_game(list(NAMES), 9)
    order = list(reversed(state.start_order))
    chosen = []
    for bonus in (2, 4, 1, 3):
        chosen.append(engine.current_player(state))
        state = engine.apply_action(state, actions.CHOOSE_BONUS[bonus])
        while engine.pending_decision(state) == "place":
            state = engine.apply_action(state, actions.PLACE[0])
    assert chosen == order


def test_mc18_bonus_loaf_and_bottle_may_be_split_between_compartments_secretly():
    """MC-18: the goods of a bonus are donated at once into compartments of the chooser's
    choice; the loaf and the bottle of bonus 1 are placed one by one."""
    state = engine.new_game(list(NAMES), 4)
    seat = engine.current_player(state)
    state = engine.apply_action(state, actions.CHOOSE_BONUS[1])
    assert engine.pending_decision(state) == "place"
    assert "loaf" in engine.prompt(state)
    state = engine.apply_action(state, actions.PLACE[0])
    assert "bottle" in engine.prompt(state)
    state = engine.apply_action(state, actions.PLACE[1])
    chest = state.chests[seat]
    assert chest[data.BREAD] == 1 and chest[data.CHEST_SLOTS + data.WINE] == 1
    assert state.donated[seat][:2] == [1, 1]
    assert any("compartment I" in line for line in texts(state, seat))
    assert not any("compartment" in line for line in texts(state, None))


def test_mc25_ten_taler_bonus_goes_into_one_compartment():
    """MC-25: bonus 3's 10 taler are one donation into one compartment."""
    state = engine.new_game(list(NAMES), 4)
    seat = engine.current_player(state)
    state = act(state, actions.CHOOSE_BONUS[3])
    assert engine.legal_actions(state) == list(actions.PLACE)
    state = act(state, actions.PLACE[1])
    assert state.chests[seat][data.CHEST_SLOTS + data.CHEST_MONEY] == 10
    assert state.money[seat] == 25
    assert engine.pending_decision(state) == "bonus"


def test_letter_bonus_goes_behind_the_screen():
    """Preparation VIII: whoever takes the blue letter places it behind his screen."""
    state = engine.new_game(list(NAMES), 4)
    seat = engine.current_player(state)
    state = act(state, actions.CHOOSE_BONUS[4])
    assert state.letters[seat] == [0, 1, 0, 0]
    assert state.letter_supply[data.BLUE] == 10


def test_mc18_unchosen_bonuses_return_goods_to_the_bag_with_two_players():
    """2-3 players / MC-18: starting bonuses nobody selects go back; their goods to the bag."""
    state = engine.new_game(["Anna", "Ben"], 2)
    state = act(state, actions.CHOOSE_BONUS[3], actions.PLACE[0], actions.CHOOSE_BONUS[4])
    assert state.round == 1
    assert state.letter_supply[data.BLUE] == 10
    assert sum(state.bag) + sum(state.market) == 35 + 6
    assert state.bag[data.JEWEL] + state.market[data.JEWEL] == 7
    assert any("Unchosen starting bonuses (1, 2)" in line for line in texts(state))


def test_remaining_goods_and_indulgence_stones_go_into_the_bag():
    """Preparation IX: after the bonuses, everything else is in the bag (7 drawn for round 1)."""
    state = engine.new_game(list(NAMES), 6)
    state = act(
        state,
        actions.CHOOSE_BONUS[1],
        actions.PLACE[0],
        actions.PLACE[0],
        actions.CHOOSE_BONUS[2],
        actions.PLACE[0],
    )
    state = act(state, actions.CHOOSE_BONUS[3], actions.PLACE[0], actions.CHOOSE_BONUS[4])
    in_play = [b + m for b, m in zip(state.bag, state.market, strict=True)]
    assert in_play == [9, 8, 9, 6, 6]
    assert sum(state.market) == 7 and state.round == 1 and state.phase == "bidding"


def test_new_game_refuses_bad_seats_and_unknown_options():
    """2-4 players with different names; the only option is the variant."""
    import pytest

    with pytest.raises(ValueError):
        engine.new_game(["Solo"], 1)
    with pytest.raises(ValueError):
        engine.new_game(list("ABCDE"), 1)
    with pytest.raises(ValueError):
        engine.new_game(["Ann", "Ann"], 1)
    with pytest.raises(TypeError, match="unknown Mea Culpa option"):
        engine.new_game(["Ann", "Ben"], 1, turbo=True)
    assert engine.new_game(["Ann", "Ben"], 1, sophisticated_penitent=True).sophisticated_penitent


def test_a_chosen_starting_bonus_is_no_longer_offered():
    """Preparation VIII: each player chooses one starting bonus; a bonus taken is gone, the next
    chooser is offered only the others (MC-18)."""
    state = engine.new_game(list(NAMES), 9)
    offered = {a.bonus for a in engine.legal_actions(state)}
    assert offered == {1, 2, 3, 4}
    first = engine.current_player(state)
    state = act(state, actions.CHOOSE_BONUS[2])
    while engine.pending_decision(state) == "place":
        state = act(state, actions.PLACE[0])
    assert engine.current_player(state) != first
    assert {a.bonus for a in engine.legal_actions(state)} == {1, 3, 4}
    with pytest.raises(engine.IllegalActionError):
        engine.apply_action(state, actions.CHOOSE_BONUS[2])
