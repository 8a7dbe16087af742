"""Abilities that trigger: Wrathful 4+ (SN-6, SN-31), Lustful 3+ (SN-2, SN-24, SN-25),
"the first time" (SN-20) and chained triggers (SN-23)."""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions, data
from tests.sinners.helpers import Table, conserved, count, kinds, moves, play


def _four_players(table: Table, hand0: list[int], churches: list[list[int]], **kwargs):
    hands = [
        hand0,
        [table.take("Selfish", 2)],
        [table.take("Selfish", 3)],
        [table.take("Doer of Good")],
    ]
    kwargs.setdefault("phase", "play")
    return table.state(hands=hands, churches=churches, **kwargs)


def test_sn6_wrathful_4_each_other_player_discards_a_sinner_of_their_choice():
    """Rulebook Wrathful / SN-6 / SN-31: the 4th Wrathful makes every OTHER player discard a
    Sinner from their church, each as their own action, in turn order after the Wrathful one;
    Confirmation protects; a church without Sinners loses nothing."""
    table = Table(4)
    extra = table.take("Wrathful", 2)
    b1, b2 = table.take("Greedy", 1), table.take("Proud", 2)
    d1 = table.take("Lustful", 3)
    churches = [
        [table.take("Murderer"), *table.many("Wrathful", 3), table.take("Envious", 1)],
        [table.take("Murderer"), b1, b2, table.take("Doer of Good")],
        [table.take("Murderer"), table.take("Greedy", 2), table.take("Confirmation")],
        [table.take("Murderer"), d1],
    ]
    state = _four_players(table, [extra, table.take("Proud", 3)], churches)
    state = play(state, actions.EXTEND[extra])
    assert state.phase == "wrath"
    assert engine.current_player(state) == 1  # the next seat first
    assert state.wrath_queue == [1, 3]  # seat 2 is protected by Confirmation
    legal = engine.legal_actions(state)
    assert {a.card for a in legal} == {b1, b2}  # Sinners only, own church
    assert {a.pile for a in legal} == {0, 1}
    state = play(state, actions.WRATH_DISCARD[1][b2])
    assert engine.current_player(state) == 3 and b2 in state.piles[1]
    state = play(state, actions.WRATH_DISCARD[0][d1])
    assert state.phase in ("play", "discard") and engine.current_player(state) == 0
    assert d1 in state.piles[0] and count(state.churches[0], "Envious") == 1
    assert conserved(state)


def test_sn6_wrathful_discard_is_refused_from_the_wrong_seat_choice():
    table = Table(4)
    extra = table.take("Wrathful", 2)
    own = table.take("Envious", 1)
    b1 = table.take("Greedy", 1)
    churches = [
        [table.take("Murderer"), *table.many("Wrathful", 3), own],
        [table.take("Murderer"), b1],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = play(
        _four_players(table, [extra, table.take("Proud", 3)], churches), actions.EXTEND[extra]
    )
    with pytest.raises(engine.IllegalActionError, match="own church"):
        engine.apply_action(state, actions.WRATH_DISCARD[0][own])


def test_sn20_wrathful_triggers_once_per_church_per_round():
    """SN-20: after a Penance takes the church back to 3, a new 4th Wrathful does nothing."""
    table = Table(4)
    w4, w5 = table.take("Wrathful", 2), table.take("Wrathful", 2)
    pen = table.take("Penance")
    victim = table.take("Greedy", 1)
    churches = [
        [table.take("Murderer"), *table.many("Wrathful", 3)],
        [table.take("Murderer"), victim, table.take("Greedy", 2)],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = _four_players(table, [w4, w5, pen, table.take("Proud", 3)], churches)
    state = play(state, actions.EXTEND[w4], actions.WRATH_DISCARD[0][victim])
    assert state.wrath_done[0]
    state = play(state, actions.SACRAMENT[pen], actions.PENANCE[w4])
    assert count(state.churches[0], "Wrathful") == 3
    state = play(state, actions.EXTEND[w5])
    assert state.phase != "wrath"


def test_sn2_lustful_3_first_time_lures_a_sinner_chosen_by_the_lurer():
    """SN-2: the Lustful player chooses the Sinner, from any other unprotected church."""
    table = Table(4)
    lust = table.take("Lustful", 2)
    t1, t2 = table.take("Proud", 4), table.take("Greedy", 1)
    protected = table.take("Selfish", 4)
    churches = [
        [table.take("Murderer"), *table.many("Lustful", 2)],
        [table.take("Murderer"), t1, table.take("Doer of Good")],
        [table.take("Murderer"), protected, table.take("Confirmation")],
        [table.take("Murderer"), t2],
    ]
    state = _four_players(table, [lust, table.take("Proud", 3)], churches)
    state = play(state, actions.EXTEND[lust])
    assert state.phase == "lure" and engine.current_player(state) == 0
    assert {a.card for a in moves(state)} == {t1, t2}
    after = play(state, actions.LURE[t1])
    assert t1 in after.churches[0] and t1 not in after.churches[1]
    assert after.lust_done[0] and after.phase in ("play", "discard")


def test_sn25_the_lure_is_not_optional():
    """SN-25: when a Sinner can be lured, one must be: no "skip" is offered."""
    table = Table(4)
    lust = table.take("Lustful", 2)
    only = table.take("Deceiver", 3)
    churches = [
        [table.take("Murderer"), *table.many("Lustful", 2)],
        [table.take("Murderer"), only],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = play(
        _four_players(table, [lust, table.take("Proud", 3)], churches), actions.EXTEND[lust]
    )
    assert moves(state) == [actions.LURE[only]]
    with pytest.raises(engine.IllegalActionError):
        engine.apply_action(state, actions.END_PLAY)


def test_sn24_a_first_time_with_nothing_to_do_is_used_up():
    """SN-24: Lustful 3 with no Sinner to lure: nothing happens, and no lure comes later."""
    table = Table(4)
    lust, lust4 = table.take("Lustful", 2), table.take("Lustful", 4)
    pen = table.take("Penance")
    churches = [
        [table.take("Murderer"), *table.many("Lustful", 2)],
        [table.take("Murderer")],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = _four_players(table, [lust, lust4, pen, table.take("Proud", 3)], churches)
    state = play(state, actions.EXTEND[lust])
    assert state.phase == "play" and state.lust_done[0]
    assert "no Sinner can be lured" in " ".join(e.text for e in state.log)
    state = play(state, actions.SACRAMENT[pen], actions.PENANCE[lust])
    state = play(state, actions.EXTEND[lust4])  # back to 3 Lustful: no second lure
    assert state.phase != "lure"


def test_sn23_a_lure_that_brings_the_fourth_wrathful_then_triggers_wrath():
    """SN-23: the lure finishes first, then the newly met Wrathful 4+ is resolved."""
    table = Table(4)
    lust = table.take("Lustful", 2)
    wrath_b = table.take("Wrathful", 2)
    victim = table.take("Greedy", 1)
    churches = [
        [table.take("Murderer"), *table.many("Lustful", 2), *table.many("Wrathful", 3)],
        [table.take("Murderer"), wrath_b, victim],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = play(
        _four_players(table, [lust, table.take("Proud", 3)], churches), actions.EXTEND[lust]
    )
    state = play(state, actions.LURE[wrath_b])
    assert count(state.churches[0], "Wrathful") == 4
    assert state.phase == "wrath" and state.wrath_queue == [1]
    assert engine.legal_actions(state) == [
        actions.WRATH_DISCARD[0][victim],
        actions.WRATH_DISCARD[1][victim],
    ]


def test_sn23_two_triggers_from_one_effect_resolve_in_the_order_they_arose():
    """SN-23: Matrimony lays a Lustful (3rd) then a Wrathful (4th): lure first, then wrath."""
    table = Table(4)
    mat = table.take("Matrimony")
    lust = table.take("Lustful", 2, "M")
    wrath = table.take("Wrathful", 1, "F")
    target = table.take("Proud", 4)
    churches = [
        [table.take("Murderer"), *table.many("Lustful", 2), *table.many("Wrathful", 3)],
        [table.take("Murderer"), target, table.take("Greedy", 1)],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = _four_players(table, [mat, lust, wrath, table.take("Proud", 3)], churches)
    state = play(state, actions.SACRAMENT[mat], actions.MATRIMONY[lust], actions.MATRIMONY[wrath])
    assert state.phase == "lure" and state.triggers == [("wrath", 0)]
    state = play(state, actions.LURE[target])
    assert state.phase == "wrath" and state.wrath_queue == [1]


def test_sn20_first_time_resets_every_round():
    state = engine.new_game(["A", "B"], 3, beginner=True)
    assert state.lust_done == [False, False] and state.wrath_done == [False, False]


def test_baptism_can_trigger_wrath_from_limbo():
    """Abilities take effect as soon as the cards are added (Baptism from Limbo included)."""
    table = Table(4)
    bap = table.take("Baptism")
    from_limbo = table.take("Wrathful", 2)
    churches = [
        [table.take("Murderer"), *table.many("Wrathful", 3)],
        [table.take("Murderer"), table.take("Greedy", 1)],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    state = _four_players(table, [bap, table.take("Proud", 3)], churches, limbo=[from_limbo])
    state = play(state, actions.SACRAMENT[bap])
    assert state.phase == "wrath"
    assert kinds(engine.legal_actions(state)) == {"wrath_discard"}
    assert data.WRATHFUL_TRIGGER_THRESHOLD == 4
