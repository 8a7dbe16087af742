"""Phase A (draw): preaching, taking from a pile, Selfish, Wrathful, Greedy (SN-2, SN-5, SN-22)."""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions
from sinners_tui.engine.cards import card_label
from tests.sinners.helpers import Table, conserved, kinds, moves, play


def _base(table: Table, *, church: list[int] | None = None, **kwargs):
    hands = [[table.take("Proud", 2), table.take("Greedy", 1)], [table.take("Lustful", 2)], []]
    churches = [church or [table.take("Murderer")], [table.take("Murderer")], []]
    hands[2] = [table.take("Slothful", 1)]
    churches[2] = [table.take("Murderer")]
    return table.state(hands=hands, churches=churches, phase="draw", **kwargs)


def test_preaching_views_two_keeps_one_and_discards_the_other_onto_either_pile():
    """Rulebook Phase A: view the top 2 cards, keep 1, discard the other onto either pile."""
    table = Table(3)
    state = _base(table)
    top, second = state.deck[-1], state.deck[-2]
    state = play(state, actions.PREACH)
    assert state.phase == "preach" and state.viewed == [top, second]
    assert len(engine.legal_actions(state)) == 4  # 2 cards x 2 piles
    after = play(state, actions.KEEP[1][second])
    assert second in after.hands[0] and after.piles[1] == [top]
    assert after.deck[-1] != top and len(after.deck) == len(state.deck) - 2
    assert conserved(after)


def test_sn5_phase_c_discards_onto_the_other_pile_than_phase_a():
    """SN-5: the pile the preached card went onto is the pile used; phase C uses the other."""
    table = Table(3)
    state = play(_base(table), actions.PREACH)
    state = play(state, actions.KEEP[0][state.viewed[0]])
    if state.phase == "play":
        state = play(state, actions.END_PLAY)
    assert state.phase == "discard"
    assert {a.pile for a in engine.legal_actions(state)} == {1}
    with pytest.raises(engine.IllegalActionError, match="used the left pile"):
        engine.apply_action(state, actions.DISCARD[0][state.hands[0][0]])


def test_preaching_with_one_card_left_takes_it_and_leaves_both_piles_free():
    """Rulebook Phase A: with 1 card left, just take it. SN-5: phase C may use either pile.
    SN-12: the deck is now empty, the round ends with this turn."""
    table = Table(3)
    state = _base(table, deck_size=1)
    last = state.deck[-1]
    after = play(state, actions.PREACH)
    assert last in after.hands[0] and after.deck == []
    assert after.deck_emptied and after.pile_used is None
    if after.phase == "play":
        after = play(after, actions.END_PLAY)
    assert {a.pile for a in moves(after)} == {0, 1}


def test_taking_the_top_card_of_a_discard_pile():
    table = Table(3)
    under, top = table.take("Envious", 1), table.take("Selfish", 2)
    state = _base(table, piles=[[under, top], []])
    legal = engine.legal_actions(state)
    assert actions.TAKE[0][top] in legal and actions.TAKE[0][under] not in legal
    after = play(state, actions.TAKE[0][top])
    assert top in after.hands[0] and after.piles[0] == [under] and after.pile_used == 0


def test_a_sacrament_on_top_blocks_that_pile():
    """Rulebook Phase A: you cannot draw from a pile with a Sacrament on top."""
    table = Table(3)
    top = table.take("Baptism")
    state = _base(table, piles=[[table.take("Envious", 1), top], []])
    assert kinds(engine.legal_actions(state)) == {"preach"}
    with pytest.raises(engine.IllegalActionError, match="Sacrament lies on top"):
        engine.apply_action(state, actions.TAKE[0][top])


def test_sn5_wrathful_3_takes_any_card_sacraments_included_despite_the_block():
    """Rulebook Wrathful 3+ / SN-5: any card of a pile, even with a Sacrament on top."""
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Wrathful", 3)]
    sacrament, deep = table.take("Penance"), table.take("Lustful", 4)
    pile = [deep, table.take("Envious", 1), sacrament]
    state = _base(table, church=church, piles=[pile, []])
    legal = engine.legal_actions(state)
    assert actions.TAKE[0][deep] in legal and actions.TAKE[0][sacrament] in legal
    after = play(state, actions.TAKE[0][deep])
    assert deep in after.hands[0] and after.piles[0] == pile[1:]


def test_sn5_selfish_2_keeps_both_and_phase_a_used_no_pile():
    """Rulebook Selfish 2+ / SN-5: keep both viewed cards; phase C may then use either pile."""
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Selfish", 2)]
    state = play(_base(table, church=church), actions.PREACH)
    assert actions.KEEP_BOTH in engine.legal_actions(state)
    viewed = state.viewed
    after = play(state, actions.KEEP_BOTH)
    assert set(viewed) <= set(after.hands[0]) and after.pile_used is None
    assert after.piles == [[], []]


def test_selfish_below_2_cannot_keep_both():
    table = Table(3)
    church = [table.take("Murderer"), table.take("Selfish")]
    state = play(_base(table, church=church), actions.PREACH)
    assert actions.KEEP_BOTH not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="Selfish"):
        engine.apply_action(state, actions.KEEP_BOTH)


def test_sn2_greedy_3_may_take_the_next_card_too_unless_a_sacrament():
    """SN-2 Greedy 3+: after taking from a pile, also the next card of it (not a Sacrament)."""
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Greedy", 3)]
    bottom, next_card, top = table.take("Baptism"), table.take("Envious", 2), table.take("Proud")
    state = _base(table, church=church, piles=[[bottom, next_card, top], []])
    state = play(state, actions.TAKE[0][top])
    assert state.phase == "greedy"
    assert set(engine.legal_actions(state)) == {actions.TAKE_NEXT, actions.LEAVE_NEXT}
    after = play(state, actions.TAKE_NEXT)
    assert {top, next_card} <= set(after.hands[0]) and after.piles[0] == [bottom]
    left = play(state, actions.LEAVE_NEXT)
    assert next_card not in left.hands[0] and left.phase in ("play", "discard")


def test_sn2_greedy_extra_card_is_never_a_sacrament():
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Greedy", 3)]
    sacrament, top = table.take("Baptism"), table.take("Proud")
    state = _base(table, church=church, piles=[[sacrament, top], []])
    after = play(state, actions.TAKE[0][top])
    assert after.phase != "greedy"


def test_sn22_greedy_with_wrathful_takes_the_new_top_after_the_chosen_card():
    """SN-22: with Wrathful 3+ and Greedy 3+, the extra card is the top after the chosen one."""
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Greedy", 3), *table.many("Wrathful", 3)]
    a, b, c = table.take("Envious", 1), table.take("Proud", 2), table.take("Lustful", 2)
    state = _base(table, church=church, piles=[[a, b, c], []])
    state = play(state, actions.TAKE[0][a])  # chosen from the bottom
    assert state.phase == "greedy"
    after = play(state, actions.TAKE_NEXT)
    assert c in after.hands[0] and after.piles[0] == [b]


def test_the_kept_card_is_never_named_in_public():
    """SN-11: the preached card kept is private; the discarded one is public."""
    table = Table(3)
    state = play(_base(table), actions.PREACH)
    kept, dropped = state.viewed
    after = play(state, actions.KEEP[0][kept])
    public = " ".join(e.text for e in after.log if e.seat is None)
    private = " ".join(e.text for e in after.log if e.seat == 0)
    assert card_label(dropped) in public
    assert f"You keep {card_label(kept)}" in private
    assert "You keep" not in public


def test_an_empty_pile_cannot_be_drawn_from():
    """Rulebook Phase A: "draw the top card of either discard pile" needs a card there; with
    the left pile empty only the right pile (and preaching) is offered."""
    table = Table(3)
    top = table.take("Envious", 1)
    state = _base(table, piles=[[], [top]])
    legal = engine.legal_actions(state)
    assert kinds(legal) == {"preach", "take"}
    assert {(a.pile, a.card) for a in legal if a.kind == "take"} == {(1, top)}
