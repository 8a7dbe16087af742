"""2. Choosing characters: secret bids, the reveal, the order of choice, ties (MC-6, MC-17,
MC-38, MC-39, MC-40) and the 3-player leftover character."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import act, bid_all, bidding, kinds, texts

RULEBOOK_NAMES = ("Dominik", "Johanna", "Paula", "Gregor")
DOMINIK, JOHANNA, PAULA, GREGOR = range(4)


def _rulebook_bids():
    # Gregor's soul is closer to Hell than Johanna's (start order, nearest Hell first).
    state = bidding(names=RULEBOOK_NAMES, start_order=[GREGOR, DOMINIK, PAULA, JOHANNA])
    return bid_all(state, {DOMINIK: (4, 7), JOHANNA: (2, 7), PAULA: (3, 12), GREGOR: (1, 8)})


def test_rulebook_bidding_example_order_and_who_keeps_the_taler():
    """Rulebook bidding example: Paula 15 chooses first, then Dominik 11, then Gregor (9, closer
    to Hell) before Johanna (9); Dominik shows the most notches and keeps his taler."""
    state = _rulebook_bids()
    assert state.bid_order == [PAULA, DOMINIK, GREGOR, JOHANNA]
    assert state.money == [25, 25 - 7, 25 - 12, 25 - 8]
    assert state.posts == [4, 2, 3, 1]
    assert engine.current_player(state) == PAULA
    result = [e for e in state.log if e.kind == "result" and e.title == "Bids revealed"][-1]
    assert result.seat is None
    assert result.lines[0] == "1. Paula: 3 notches + 12 taler = 15 (pays the taler to the bank)."
    assert result.lines[1] == "2. Dominik: 4 notches + 7 taler = 11 (keeps the taler)."
    assert "Gregor" in result.lines[2] and "Johanna" in result.lines[3]
    assert result.lines[-1] == "Dominik shows the most notches and keeps any taler bid."


def test_rulebook_bidding_example_choices_follow_the_bid_order():
    """The highest bidder chooses first, the others in descending order of bids."""
    state = _rulebook_bids()
    state = act(state, actions.CHOOSE_CHARACTER[data.MERCHANT])
    assert engine.current_player(state) == DOMINIK
    state = act(state, actions.CHOOSE_CHARACTER[data.POPE], actions.KEEP_POPE_STONES)
    assert engine.current_player(state) == GREGOR
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR], actions.PLACE_CREW[0])
    # Johanna gets the last card without being asked (MC-35), then places her sin stones.
    assert state.characters == [DOMINIK, GREGOR, PAULA, JOHANNA]
    assert state.dens[data.PETTY_SINS][JOHANNA] == 2
    assert engine.pending_decision(state) == "sinner_visit"


def test_mc40_bids_are_secret_until_the_last_one_is_in():
    """MC-40 / MC-10: bids are entered one after another and stay hidden until all are in."""
    state = bidding(names=RULEBOOK_NAMES)
    state = act(state, actions.BID_NOTCHES[3], actions.bid_taler(7))
    view = engine.view_for(state, JOHANNA)
    assert view.bid_notches[DOMINIK] is None and view.bid_taler[DOMINIK] is None
    assert engine.view_for(state, DOMINIK).bid_notches[DOMINIK] == 4
    assert not any("7 taler" in line for line in texts(state, None))
    assert any("has made a secret bid" in line for line in texts(state, None))
    assert engine.is_private_decision(state)


def test_mc6_a_bid_is_1_to_6_notches_plus_taler_the_bidder_owns():
    """MC-6: 1..6 notches, then 0..money taler."""
    state = bidding(money=[3, 25, 25, 25])
    assert [a.notches for a in engine.legal_actions(state)] == [1, 2, 3, 4, 5, 6]
    state = act(state, actions.BID_NOTCHES[5])
    assert [a.taler for a in engine.legal_actions(state)] == [0, 1, 2, 3]
    with pytest.raises(engine.IllegalActionError, match="only 3 taler"):
        engine.apply_action(state, actions.bid_taler(4))


def test_ties_in_bids_and_notches_favour_the_soul_nearer_hell():
    """Resolving ties: the tied bid (and tied notch count) of the soul nearer Hell is higher."""
    state = bidding(start_order=[2, 0, 1, 3], souls=[0, 0, 0, 0])
    state = bid_all(state, {0: (3, 2), 1: (3, 2), 2: (3, 2), 3: (3, 2)})
    assert state.bid_order == [2, 0, 1, 3]
    assert state.money == [23, 23, 25, 23]


def test_soul_position_beats_start_order_for_ties():
    """A soul on a space nearer Hell wins the tie over souls on the start space."""
    state = bidding(start_order=[0, 1, 2, 3], souls=[0, 0, 0, 5])
    state = bid_all(state, {0: (2, 0), 1: (2, 0), 2: (2, 0), 3: (2, 0)})
    assert state.bid_order[0] == 3


def test_mc39_posts_start_at_one_notch_and_show_the_bid_after_the_reveal():
    """MC-39: posts show 1 notch before the first bid; after the reveal, the notches bid."""
    state = bidding()
    assert state.posts == [1, 1, 1, 1]
    state = bid_all(state, {0: (6, 0), 1: (1, 0), 2: (2, 0), 3: (5, 0)})
    assert state.posts == [6, 1, 2, 5]


def test_mc17_two_players_choose_two_characters_each_high_low_high_low():
    """MC-17 / two players: highest bidder, opponent, highest bidder; the last card goes to
    the opponent."""
    state = bidding(2)
    state = bid_all(state, {0: (1, 0), 1: (2, 0)})
    assert engine.current_player(state) == 1
    state = act(state, actions.CHOOSE_CHARACTER[data.MERCHANT])
    assert engine.current_player(state) == 0
    state = act(state, actions.CHOOSE_CHARACTER[data.POPE], actions.KEEP_POPE_STONES)
    assert engine.current_player(state) == 1
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR], actions.PLACE_CREW[1])
    assert state.characters == [0, 1, 1, 0]
    assert state.dens[data.PETTY_SINS] == [2, 0]
    assert engine.pending_decision(state) == "sinner_visit"


def _three_players(picks, start_order=(0, 1, 2)):
    state = bidding(3, start_order=list(start_order))
    state = bid_all(state, {0: (6, 0), 1: (5, 0), 2: (4, 0)})
    assert state.bid_order == [0, 1, 2]
    for character, follow_ups in picks:
        state = act(state, actions.CHOOSE_CHARACTER[character], *follow_ups)
    return state


def test_mc38_three_players_pope_left_over_emperor_chose_earlier():
    """Three players, Pope remains: the Emperor also gets the Pope's preliminary action, right
    after the last player's preliminary action (MC-38)."""
    state = _three_players(
        [
            (data.EMPEROR, [actions.PLACE_CREW[0]]),
            (data.MERCHANT, []),
            (data.PETTY_SINNER, [actions.SKIP_VISIT]),
        ]
    )
    assert engine.pending_decision(state) == "pope_prelim"
    assert engine.current_player(state) == 0
    state = act(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    assert state.pope_stones == [0, 1, 2]
    assert engine.pending_decision(state) == "turn"


def test_mc38_three_players_emperor_chooses_last_with_pope_left_chooses_the_order():
    """Three players: the last chooser takes the Emperor while the Pope remains: he has both
    preliminary actions and chooses which to perform first (MC-38)."""
    state = _three_players([(data.MERCHANT, []), (data.PETTY_SINNER, [actions.SKIP_VISIT])])
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR])
    assert engine.pending_decision(state) == "dual_prelim"
    assert {"place_crew", "move_pope_stone", "keep_pope_stones"} <= kinds(state)
    state = act(state, actions.KEEP_POPE_STONES)
    assert engine.pending_decision(state) == "emperor_prelim"
    state = act(state, actions.PLACE_CREW[2])
    assert state.site_crews == [0, 0, 1] and engine.pending_decision(state) == "turn"


def test_three_players_emperor_left_over_pope_places_the_crew():
    """Three players, Emperor remains: the Pope also uses the builders."""
    state = _three_players(
        [
            (data.POPE, [actions.KEEP_POPE_STONES]),
            (data.MERCHANT, []),
            (data.PETTY_SINNER, [actions.SKIP_VISIT]),
        ]
    )
    assert engine.pending_decision(state) == "emperor_prelim"
    assert engine.current_player(state) == 0
    state = act(state, actions.PLACE_CREW[1])
    assert not state.emperor_crew and state.site_crews == [0, 1, 0]


def test_three_players_petty_sinner_left_over_nothing_happens():
    """Three players, Petty Sinner remains: nothing happens."""
    state = _three_players(
        [
            (data.POPE, [actions.KEEP_POPE_STONES]),
            (data.EMPEROR, [actions.PLACE_CREW[0]]),
            (data.MERCHANT, []),
        ]
    )
    assert state.characters[data.PETTY_SINNER] is None
    assert engine.pending_decision(state) == "turn"
    assert state.dens[data.PETTY_SINS] == [0, 0, 0]


def test_mc38_three_players_pope_left_over_the_emperor_starts_the_action_phase():
    """Rulebook "3. Action Phase" (the Pope starts, then the Emperor) and "Three Players" / MC-38:
    with the Pope left over the Emperor also moves a Pope stone, after the last preliminary
    action, and then the action phase opens with the Emperor's turn."""
    state = _three_players(
        [
            (data.MERCHANT, []),
            (data.EMPEROR, [actions.PLACE_CREW[0]]),
            (data.PETTY_SINNER, [actions.SKIP_VISIT]),
        ]
    )
    assert state.characters[data.POPE] is None and state.characters[data.EMPEROR] == 1
    assert engine.pending_decision(state) == "pope_prelim" and engine.current_player(state) == 1
    state = act(state, actions.KEEP_POPE_STONES)
    assert engine.pending_decision(state) == "turn"
    assert engine.current_player(state) == 1 and state.active_character == data.EMPEROR
