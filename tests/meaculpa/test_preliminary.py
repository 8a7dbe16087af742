"""Preliminary actions of the four characters (rulebook section 2; MC-28, MC-41)."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import act, bid_all, bidding, kinds, texts

ORDER = {0: (6, 0), 1: (5, 0), 2: (4, 0), 3: (3, 0)}


def _choosing(**fields):
    return bid_all(bidding(**fields), ORDER)


def test_pope_may_move_a_pope_stone_or_leave_them():
    """Pope: may move one Pope stone from any den to another."""
    state = act(_choosing(), actions.CHOOSE_CHARACTER[data.POPE])
    assert kinds(state) == {"move_pope_stone", "keep_pope_stones"}
    assert len(engine.legal_actions(state)) == 7
    moved = act(state, actions.MOVE_POPE_STONE[(data.PETTY_SINS, data.LUST)])
    assert moved.pope_stones == [2, 0, 1]
    kept = act(state, actions.KEEP_POPE_STONES)
    assert kept.pope_stones == [1, 1, 1]


def test_emperor_must_place_his_crew_on_a_site():
    """Emperor: must place the building crew from his card on a cathedral site."""
    state = act(_choosing(), actions.CHOOSE_CHARACTER[data.EMPEROR])
    assert kinds(state) == {"place_crew"}
    state = act(state, actions.PLACE_CREW[2])
    assert state.site_crews == [0, 0, 1] and not state.emperor_crew and state.hut == 3


def test_emperor_crew_completing_a_nave():
    """Two building crews at one site become a nave; the crews return to the hut."""
    state = _choosing(site_crews=[1, 0, 0], hut=2)
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR], actions.PLACE_CREW[0])
    assert state.naves == [True, False, False] and state.site_crews == [0, 0, 0]
    assert state.hut == 4


def test_merchant_has_no_preliminary_action():
    """Merchant: no preliminary action; the next player chooses at once."""
    state = act(_choosing(), actions.CHOOSE_CHARACTER[data.MERCHANT])
    assert engine.pending_decision(state) == "pick" and engine.current_player(state) == 1


def test_petty_sinner_places_two_stones_and_may_visit_without_rotating():
    """Petty Sinner: two sin stones into the Den of Petty Sins, then an optional visit of the
    House of Pleasure without rotating his etched post."""
    state = _choosing(rooms=[data.CARD_POPE_YELLOW, None, None, None])
    state = act(state, actions.CHOOSE_CHARACTER[data.PETTY_SINNER])
    assert state.dens[data.PETTY_SINS][0] == 2 and state.sin_stones[0] == 5
    assert engine.pending_decision(state) == "sinner_visit"
    assert {"skip_visit", "visit"} == kinds(state)
    post = state.posts[0]
    state = act(state, actions.VISIT[1])
    assert state.posts[0] == post == 6
    assert state.rooms[0] is None


def test_petty_sinner_preliminary_suite_visit_still_costs_a_lust_stone():
    """Suites: the sin stone in the Den of Lust applies to the Petty Sinner too."""
    state = _choosing(suite6_letter=True)
    state = act(state, actions.CHOOSE_CHARACTER[data.PETTY_SINNER], actions.VISIT[6])
    assert state.dens[data.LUST][0] == 1 and state.letters[0][data.YELLOW] == 1
    assert state.posts[0] == 6


def test_mc41_petty_sinner_out_of_stones_empties_a_den_before_deciding_on_the_visit():
    """MC-41 / MC-24: the stones are placed first (emptying a den), then the visit decision."""
    dens = [[3, 0, 0, 0], [2, 0, 0, 0], [1, 0, 0, 0]]
    state = _choosing(sin_stones=[1, 7, 7, 7], dens=dens, souls=[0, 0, 0, 0])
    state = act(state, actions.CHOOSE_CHARACTER[data.PETTY_SINNER])
    assert engine.pending_decision(state) == "den_choice"
    assert state.dens[data.PETTY_SINS][0] == 3 and state.sin_stones[0] == 0
    state = act(state, actions.EMPTY_DEN[data.LUST])
    assert state.souls[0] == 3
    assert state.dens == [[0, 0, 0, 0], [4, 0, 0, 0], [1, 0, 0, 0]]
    assert state.sin_stones[0] == 2
    assert engine.pending_decision(state) == "sinner_visit"


def test_mc28_market_emptied_by_the_preliminary_visit_skips_the_action_phase():
    """MC-28: the Petty Sinner's preliminary visit takes the last good; the action phase is
    skipped, the other players still choose, and the posts are still compared."""
    state = _choosing(market=[1, 0, 0, 0, 0], rooms=[data.CARD_TAKE_GOOD, None, None, None])
    state = act(
        state, actions.CHOOSE_CHARACTER[data.PETTY_SINNER], actions.VISIT[1], actions.TAKE_GOOD[0]
    )
    assert state.goods[0][data.BREAD] == 1 and sum(state.market) == 0
    state = act(state, actions.CHOOSE_CHARACTER[data.POPE], actions.KEEP_POPE_STONES)
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR], actions.PLACE_CREW[0])
    assert state.round == 2 and engine.pending_decision(state) == "bid"
    lines = texts(state)
    assert "The market is empty: there is no action phase this round." in lines
    results = [e.title for e in state.log if e.kind == "result"]
    assert "Round 1: etched posts compared" in results
    # Posts 6, 5, 4, 3: seat 0 descends 3 steps.
    assert state.souls[0] == 3


def test_emperor_preliminary_without_a_crew_on_his_card_is_skipped():
    """No crew on the Emperor card (the hut was empty): nothing to place."""
    state = _choosing(emperor_crew=False, hut=1, site_crews=[1, 1, 1])
    state = act(state, actions.CHOOSE_CHARACTER[data.EMPEROR])
    assert engine.pending_decision(state) == "pick"


def test_preliminary_refusals_are_explained():
    """A refused preliminary action says why."""
    state = act(_choosing(pope_stones=[0, 2, 1]), actions.CHOOSE_CHARACTER[data.POPE])
    with pytest.raises(engine.IllegalActionError, match="no Pope stone beside the Den of Lust"):
        engine.apply_action(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    state = act(_choosing(spires=[True, False, False]), actions.CHOOSE_CHARACTER[data.EMPEROR])
    with pytest.raises(engine.IllegalActionError, match="Cathedral 1 is finished"):
        engine.apply_action(state, actions.PLACE_CREW[0])
