"""The seven Sacraments (card reference, SN-4, SN-17, SN-18, SN-19, SN-29)."""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import card_label
from tests.sinners.helpers import Table, conserved, count, kinds, moves, play


def _state(table: Table, hand: list[int], churches=None, **kwargs):
    hands = [hand, [table.take("Lustful", 2), table.take("Proud", 3)], [table.take("Slothful")]]
    if churches is None:
        churches = [[table.take("Murderer")], [table.take("Murderer")], [table.take("Murderer")]]
    kwargs.setdefault("phase", "play")
    return table.state(hands=hands, churches=churches, **kwargs)


def test_sn4_baptism_brings_a_random_card_from_limbo():
    """Card reference Baptism / SN-4: a card from Limbo, at random, into your church."""
    seen = set()
    for seed in range(12):
        table = Table(3)
        bap = table.take("Baptism")
        limbo = [table.take("Murderer"), table.take("Wrathful", 2), table.take("Greedy", 3)]
        state = _state(table, [bap, table.take("Proud", 2)], limbo=limbo, seed=seed)
        after = play(state, actions.SACRAMENT[bap])
        arrived = [c for c in after.churches[0] if c in limbo]
        assert len(arrived) == 1 and len(after.limbo) == 2
        assert f"Baptism brings {card_label(arrived[0])}" in after.log[-1].text + after.log[-2].text
        assert conserved(after)
        seen.add(arrived[0])
    assert len(seen) > 1  # random, not always the same card


def test_sn17_baptism_with_empty_limbo_still_counts_as_played():
    table = Table(3)
    bap = table.take("Baptism")
    state = _state(table, [bap, table.take("Proud", 2)], limbo=[])
    after = play(state, actions.SACRAMENT[bap])
    assert after.sacraments_played[0] == 1 and bap in after.churches[0]


def test_penance_sends_a_sinner_to_limbo_own_church_allowed():
    """Card reference Penance / SN-17: any player's church, the player's own included."""
    table = Table(3)
    pen = table.take("Penance")
    mine, theirs = table.take("Proud", 4), table.take("Greedy", 1)
    doer = table.take("Doer of Good", 1)
    churches = [
        [table.take("Murderer"), mine],
        [table.take("Murderer"), theirs, doer],
        [table.take("Murderer")],
    ]
    state = _state(table, [pen, table.take("Proud", 2)], churches)
    state = play(state, actions.SACRAMENT[pen])
    assert state.phase == "penance"
    targets = {a.card for a in moves(state)}
    assert targets == {mine, theirs}  # Sinners only: no Murderer, no Doer of Good
    after = play(state, actions.PENANCE[theirs])
    assert theirs in after.limbo and theirs not in after.churches[1]
    own = play(state, actions.PENANCE[mine])
    assert mine in own.limbo


def test_confirmation_protects_from_penance_and_sn17_penance_without_target():
    """Confirmation: nobody leaves that church. SN-17: Penance may still be played."""
    table = Table(3)
    pen = table.take("Penance")
    churches = [
        [table.take("Murderer")],
        [table.take("Murderer"), table.take("Greedy", 1), table.take("Confirmation")],
        [table.take("Murderer")],
    ]
    state = _state(table, [pen, table.take("Proud", 2)], churches)
    after = play(state, actions.SACRAMENT[pen])
    assert after.phase != "penance" and after.sacraments_played[0] == 1
    assert "no effect" in " ".join(e.text for e in after.log)


def test_sn17_matrimony_lays_one_male_and_one_female_sinner():
    """Card reference Matrimony / SN-17: any sins, Deceivers included; not a new set."""
    table = Table(3)
    mat = table.take("Matrimony")
    male = table.take("Deceiver", 1, "M")
    female = table.take("Lustful", 2, "F")
    other_male = table.take("Greedy", 1, "M")
    wrath = table.many("Wrathful", 3)
    hand = [mat, male, female, other_male, *wrath, table.take("Proud", 2)]
    state = _state(table, hand)
    state = play(state, actions.SACRAMENT[mat])
    assert state.phase == "matrimony"
    first = {a.card for a in moves(state)}
    assert {male, female, other_male} <= first
    state = play(state, actions.MATRIMONY[male])
    second = {a.card for a in moves(state)}
    assert female in second and other_male not in second and male not in second
    state = play(state, actions.MATRIMONY[female])
    assert {male, female} <= set(state.churches[0])
    assert not state.set_started
    assert actions.start_set(data.WRATHFUL) in engine.legal_actions(
        state
    )  # Matrimony is not a new set
    assert actions.EXTEND[other_male] not in engine.legal_actions(state)  # Greedy not in church


def test_sn17_matrimony_needs_a_couple():
    table = Table(3)
    mat = table.take("Matrimony")
    hand = [
        mat,
        table.take("Greedy", 1, "M"),
        table.take("Envious", 1, "M"),
        table.take("Doer of Good"),
    ]
    state = _state(table, hand)
    assert actions.SACRAMENT[mat] not in engine.legal_actions(state)


def test_eucharist_lures_gluttonous_and_greedy_from_unprotected_churches():
    """Card reference Eucharist; Confirmation protects its church."""
    table = Table(3)
    euch = table.take("Eucharist")
    g1, gr1, keep1 = table.take("Gluttonous", 1), table.take("Greedy", 1), table.take("Proud", 2)
    g2 = table.take("Gluttonous", 2)
    churches = [
        [table.take("Murderer")],
        [table.take("Murderer"), g1, gr1, keep1],
        [table.take("Murderer"), g2, table.take("Confirmation")],
    ]
    state = _state(table, [euch, table.take("Proud", 2)], churches)
    after = play(state, actions.SACRAMENT[euch])
    assert {g1, gr1} <= set(after.churches[0])
    assert keep1 in after.churches[1] and g1 not in after.churches[1]
    assert g2 in after.churches[2]


def test_sn18_holy_orders_preaches_again_without_changing_phase_c_pile():
    """Card reference Holy Orders / SN-18: preach again, either pile; phase C keeps its pile."""
    table = Table(3)
    orders = table.take("Holy Orders")
    state = _state(table, [orders, table.take("Proud", 2)], pile_used=1)
    state = play(state, actions.SACRAMENT[orders])
    assert state.phase == "preach" and state.preach_for_orders
    kept, dropped = state.viewed
    assert actions.KEEP[1][kept] in engine.legal_actions(
        state
    )  # the same pile as phase A is allowed
    after = play(state, actions.KEEP[1][kept])
    assert kept in after.hands[0] and after.piles[1] == [dropped]
    assert after.pile_used == 1
    if after.phase == "play":
        after = play(after, actions.END_PLAY)
    assert {a.pile for a in engine.legal_actions(after)} == {0}


def test_sn18_sn29_holy_orders_with_a_doer_may_discard_a_confirmation_first():
    """SN-18: optional, from any church, onto a pile of the player's choice. SN-29: then preach."""
    table = Table(3)
    orders = table.take("Holy Orders")
    conf = table.take("Confirmation")
    churches = [
        [table.take("Murderer"), table.take("Doer of Good")],
        [table.take("Murderer"), conf],
        [table.take("Murderer")],
    ]
    state = _state(table, [orders, table.take("Proud", 2)], churches)
    state = play(state, actions.SACRAMENT[orders])
    assert state.phase == "confirmation"
    assert set(moves(state)) == {
        actions.REMOVE_CONFIRMATION[0][conf],
        actions.REMOVE_CONFIRMATION[1][conf],
        actions.KEEP_CONFIRMATION,
    }
    removed = play(state, actions.REMOVE_CONFIRMATION[1][conf])
    assert removed.piles[1] == [conf] and conf not in removed.churches[1]
    assert removed.phase == "preach"
    kept = play(state, actions.KEEP_CONFIRMATION)
    assert conf in kept.churches[1] and kept.phase == "preach"


def test_holy_orders_without_a_doer_offers_no_confirmation_discard():
    table = Table(3)
    orders = table.take("Holy Orders")
    churches = [
        [table.take("Murderer")],
        [table.take("Murderer"), table.take("Confirmation")],
        [table.take("Murderer")],
    ]
    state = _state(table, [orders, table.take("Proud", 2)], churches)
    assert play(state, actions.SACRAMENT[orders]).phase == "preach"


def test_sn12_holy_orders_emptying_the_deck_ends_the_round_after_the_turn():
    table = Table(3)
    orders = table.take("Holy Orders")
    state = _state(table, [orders, table.take("Proud", 2)], deck_size=2)
    state = play(state, actions.SACRAMENT[orders])
    state = play(state, actions.KEEP[0][state.viewed[0]])
    assert state.deck == [] and state.deck_emptied
    if state.phase == "play":
        state = play(state, actions.END_PLAY)
    after = play(state, engine.legal_actions(state)[0])
    assert after.round == 2 and after.round_scores


def test_sn19_anointing_looks_privately_and_swaps_optionally():
    """Card reference Anointing / SN-19 / SN-11: the look is the anointer's alone."""
    table = Table(3)
    anoint = table.take("Anointing")
    mine = table.take("Greedy", 1)
    state = _state(table, [anoint, mine, table.take("Doer of Good")])
    theirs = state.hands[1]
    state = play(state, actions.SACRAMENT[anoint])
    assert state.phase == "anoint_target"
    assert {a.seat for a in moves(state)} == {1, 2}
    state = play(state, actions.anoint_target(1))
    assert state.anoint_look == theirs
    assert engine.view_for(state, 0).anoint_look == theirs
    assert (
        engine.view_for(state, 1).anoint_look == [] and engine.view_for(state, 2).anoint_look == []
    )
    assert engine.public_view(state).anoint_look == []
    look = [e for e in state.log if "hand:" in e.text]
    assert look and all(e.seat == 0 for e in look)
    assert actions.ANOINT_NO_SWAP in engine.legal_actions(state)
    take = theirs[0]
    state = play(state, actions.ANOINT_TAKE[take])
    assert engine.legal_actions(state) == [
        actions.ANOINT_GIVE[mine]
    ]  # only Sinners, not the taken card
    before = len(state.log)
    after = play(state, actions.ANOINT_GIVE[mine])
    assert take in after.hands[0] and mine in after.hands[1]
    assert len(after.hands[0]) == len(state.hands[0]) and after.anoint_look == []
    new_entries = after.log[before:]
    assert any(e.seat == 1 and "gives you" in e.text for e in new_entries)
    assert any(e.seat == 0 and "You take" in e.text for e in new_entries)
    for entry in new_entries:
        if entry.seat is None:
            assert card_label(take) not in entry.text and card_label(mine) not in entry.text


def test_sn19_anointing_only_targets_players_with_cards_and_is_a_look_without_sinners():
    table = Table(3)
    anoint = table.take("Anointing")
    hands = [
        [anoint, table.take("Doer of Good"), table.take("Baptism")],
        [],
        [table.take("Slothful")],
    ]
    churches = [[table.take("Murderer")], [table.take("Murderer")], [table.take("Murderer")]]
    state = table.state(hands=hands, churches=churches, phase="play")
    state = play(state, actions.SACRAMENT[anoint])
    assert [a.seat for a in moves(state)] == [2]
    after = play(state, actions.anoint_target(2))
    assert after.phase in ("play", "discard")  # no Sinner of the anointer: a look only
    assert "look only" in " ".join(e.text for e in after.log)


def test_anointing_swap_is_optional():
    table = Table(3)
    anoint = table.take("Anointing")
    state = _state(table, [anoint, table.take("Greedy", 1), table.take("Proud", 2)])
    state = play(state, actions.SACRAMENT[anoint], actions.anoint_target(1), actions.ANOINT_NO_SWAP)
    assert state.phase in ("play", "discard") and "swaps nothing" in state.log[-1].text


def test_illegal_sacrament_choices_are_refused():
    table = Table(3)
    pen = table.take("Penance")
    state = _state(table, [pen, table.take("Proud", 2)])
    with pytest.raises(engine.IllegalActionError, match="not a Sacrament"):
        engine.apply_action(state, actions.SACRAMENT[state.hands[0][1]])
    assert "sacrament" in kinds(engine.legal_actions(state))
    assert count(state.churches[0], "Murderer") == 1


def test_sn18_holy_orders_with_selfish_2_keeps_both_viewed_cards():
    """Card reference Holy Orders ("perform the Preaching action again") with Selfish 2+: the
    extra preaching may keep both viewed cards too, and nothing goes onto a pile."""
    table = Table(3)
    orders = table.take("Holy Orders")
    churches = [
        [table.take("Murderer"), *table.many("Selfish", 2)],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = _state(table, [orders, table.take("Proud", 2)], churches, pile_used=1)
    state = play(state, actions.SACRAMENT[orders])
    assert state.phase == "preach" and state.preach_for_orders
    assert actions.KEEP_BOTH in engine.legal_actions(state)
    viewed = list(state.viewed)
    after = play(state, actions.KEEP_BOTH)
    assert set(viewed) <= set(after.hands[0]) and after.piles == [[], []]
    assert after.pile_used == 1  # SN-18: phase C's pile is unchanged
    assert conserved(after)
