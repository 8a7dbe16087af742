"""Phase B (play): sets, extensions, Deceivers, Slothful and the one-Sacrament rule (SN-3,
SN-15, SN-16, SN-26, SN-27, SN-28, SN-33)."""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions, data
from tests.sinners.helpers import Table, conserved, count, kinds, moves, play


def _state(table: Table, hand: list[int], church: list[int] | None = None, **kwargs):
    hands = [hand, [table.take("Lustful", 2)], [table.take("Slothful", 1)]]
    churches = [church or [table.take("Murderer")], [table.take("Murderer")], []]
    churches[2] = [table.take("Murderer")]
    kwargs.setdefault("phase", "play")
    return table.state(hands=hands, churches=churches, **kwargs)


def _lay(state, sin: int, cards: list[int]):
    state = play(state, actions.start_set(sin))
    for card in cards:
        if state.phase != "build":
            break
        state = play(state, actions.PICK[card])
    if state.phase == "build":
        state = play(state, actions.FINISH_SET)
    return state


def test_starting_a_set_of_three_as_small_steps():
    """Rulebook Phase B: a set of at least 3 of one sin, picked card by card."""
    table = Table(3)
    wrath = table.many("Wrathful", 3)
    state = _state(table, [*wrath, table.take("Proud", 2)])
    assert actions.start_set(data.WRATHFUL) in engine.legal_actions(state)
    state = play(state, actions.start_set(data.WRATHFUL))
    assert state.phase == "build"
    assert set(moves(state)) == {actions.PICK[c] for c in wrath}
    state = play(state, actions.PICK[wrath[0]], actions.PICK[wrath[1]], actions.PICK[wrath[2]])
    # a set of exactly the cards available is laid at once (nothing else can be picked)
    assert state.phase in ("play", "discard") and count(state.churches[0], "Wrathful") == 3
    assert state.set_started and conserved(state)


def test_a_set_may_be_larger_than_three():
    table = Table(3)
    greedy = table.many("Greedy", 4)
    state = _state(table, [*greedy, table.take("Proud", 2)])
    state = play(state, actions.start_set(data.GREEDY), *(actions.PICK[c] for c in greedy[:3]))
    assert state.phase == "build" and actions.FINISH_SET in engine.legal_actions(state)
    state = play(state, actions.PICK[greedy[3]])
    assert count(state.churches[0], "Greedy") == 4


def test_sn3_only_one_new_set_per_turn_but_any_extensions():
    """SN-3: at most one new set per turn; extending is unlimited."""
    table = Table(3)
    wrath, proud = table.many("Wrathful", 3), table.many("Proud", 3)
    lust = table.take("Lustful", 3)
    church = [table.take("Murderer"), table.take("Lustful", 2)]
    state = _state(table, [*wrath, *proud, lust, table.take("Doer of Good", 1)], church)
    state = _lay(state, data.WRATHFUL, wrath)
    legal = engine.legal_actions(state)
    assert "start_set" not in kinds(legal)
    with pytest.raises(engine.IllegalActionError, match="already started a set"):
        engine.apply_action(state, actions.start_set(data.PROUD))
    assert actions.EXTEND[lust] in legal
    state = play(state, actions.EXTEND[lust])
    assert count(state.churches[0], "Lustful") == 2


def test_sn3_a_single_sinner_in_church_can_be_extended():
    """SN-3: a lone Sinner (e.g. from Matrimony) is extended like a set."""
    table = Table(3)
    one = table.take("Envious", 1)
    more = table.take("Envious", 2)
    state = _state(table, [more, table.take("Proud", 2)], [table.take("Murderer"), one])
    assert actions.EXTEND[more] in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="no Proud"):
        engine.apply_action(state, actions.EXTEND[state.hands[0][1]])


def test_doers_of_good_make_sets():
    """Rulebook Doer of Good: you can make sets with Doers of Good."""
    table = Table(3)
    doers = table.many("Doer of Good", 3)
    state = _state(table, [*doers, table.take("Proud", 2)])
    state = _lay(state, data.DOER_OF_GOOD, doers)
    assert count(state.churches[0], "Doer of Good") == 3


def test_sn15_deceivers_replace_missing_copies_when_starting():
    """Rulebook / SN-2 / SN-15: 1 real card + 2 Deceivers start a set; they stay Deceivers."""
    table = Table(3)
    glut = table.take("Gluttonous", 1)
    dec = table.many("Deceiver", 2)
    state = _state(table, [glut, *dec, table.take("Proud", 2)])
    assert actions.start_set(data.GLUTTONOUS) in engine.legal_actions(state)
    state = _lay(state, data.GLUTTONOUS, [glut, *dec])
    church = state.churches[0]
    assert count(church, "Gluttonous") == 1 and count(church, "Deceiver") == 2


def test_sn15_deceivers_alone_need_one_real_card():
    """SN-2 / SN-15: two Deceivers and a Proud start a Proud set, but the Proud must be in it."""
    table = Table(3)
    dec = table.many("Deceiver", 2)
    proud = table.take("Proud", 2)
    state = _state(table, [*dec, proud, table.take("Lustful", 2)])
    assert actions.start_set(data.PROUD) in engine.legal_actions(state)
    assert actions.start_set(data.DECEIVER) not in engine.legal_actions(state)  # needs 3 Deceivers
    state = play(state, actions.start_set(data.PROUD), actions.PICK[dec[0]], actions.PICK[dec[1]])
    assert moves(state) == [actions.PICK[proud]]
    with pytest.raises(engine.IllegalActionError, match="not complete"):
        engine.apply_action(state, actions.FINISH_SET)


def test_sn15_a_set_of_deceivers_may_be_started():
    table = Table(3)
    dec = table.many("Deceiver", 3)
    state = _state(table, [*dec, table.take("Proud", 2)])
    state = _lay(state, data.DECEIVER, dec)
    assert count(state.churches[0], "Deceiver") == 3


def test_sn15_deceivers_never_extend_another_sin():
    table = Table(3)
    dec = table.take("Deceiver", 1)
    church = [table.take("Murderer"), *table.many("Wrathful", 3)]
    state = _state(table, [dec, table.take("Proud", 2)], church)
    assert actions.EXTEND[dec] not in engine.legal_actions(state)


def test_sn15_deceivers_stand_in_for_doers_of_good():
    table = Table(3)
    doer = table.take("Doer of Good", 2)
    dec = table.many("Deceiver", 2)
    state = _state(table, [doer, *dec, table.take("Proud", 2)])
    state = _lay(state, data.DOER_OF_GOOD, [doer, *dec])
    assert count(state.churches[0], "Doer of Good") == 1
    assert count(state.churches[0], "Deceiver") == 2


def test_sn15_stand_ins_never_count_towards_another_sins_three():
    """SN-15: Wrathful 1 + 2 Deceivers is one Wrathful for "3 or more" (no pile choice)."""
    table = Table(3)
    wrath = table.take("Wrathful", 1)
    dec = table.many("Deceiver", 2)
    state = _state(table, [wrath, *dec, table.take("Proud", 2)])
    state = _lay(state, data.WRATHFUL, [wrath, *dec])
    from sinners_tui.engine.legal import holds

    assert not holds(state, 0, data.WRATHFUL, data.WRATHFUL_ANY_CARD_THRESHOLD)


def test_sn28_deceivers_fill_a_set_only_up_to_its_size():
    """SN-28: with stand-ins the new set has exactly 3 cards; real cards are added later."""
    table = Table(3)
    wrath = table.many("Wrathful", 2)
    dec = table.many("Deceiver", 2)
    state = _state(table, [*wrath, *dec, table.take("Proud", 2)])
    state = play(
        state, actions.start_set(data.WRATHFUL), actions.PICK[wrath[0]], actions.PICK[dec[0]]
    )
    legal = engine.legal_actions(state)
    # one more card makes 3: either the other Wrathful or the other Deceiver
    assert actions.PICK[wrath[1]] in legal and actions.PICK[dec[1]] in legal
    state = play(state, actions.PICK[dec[1]])
    assert state.phase != "build"  # complete: 1 Wrathful + 2 Deceivers, laid at once
    assert count(state.churches[0], "Deceiver") == 2
    assert actions.EXTEND[wrath[1]] in engine.legal_actions(state)


def test_sn16_slothful_3_lets_a_new_set_start_with_two_cards():
    """SN-16: with Slothful 3+ in church, any new set may start with 2 cards."""
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Slothful", 3)]
    proud = table.many("Proud", 2)
    state = _state(table, [*proud, table.take("Envious", 1)], church)
    assert actions.start_set(data.PROUD) in engine.legal_actions(state)
    state = _lay(state, data.PROUD, proud)
    assert count(state.churches[0], "Proud") == 2


def test_sn16_slothful_two_card_set_with_a_deceiver_stand_in():
    table = Table(3)
    church = [table.take("Murderer"), *table.many("Slothful", 3)]
    proud, dec = table.take("Proud", 2), table.take("Deceiver", 1)
    state = _state(table, [proud, dec, table.take("Envious", 1)], church)
    state = _lay(state, data.PROUD, [proud, dec])
    assert count(state.churches[0], "Proud") == 1 and count(state.churches[0], "Deceiver") == 1


def test_without_slothful_two_cards_are_not_a_set():
    table = Table(3)
    proud = table.many("Proud", 2)
    state = _state(table, [*proud, table.take("Envious", 1)])
    assert actions.start_set(data.PROUD) not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="not hold enough Proud"):
        engine.apply_action(state, actions.start_set(data.PROUD))


def test_sn26_a_new_set_of_a_sin_already_in_church_joins_it():
    """SN-26: starting a set of a sin the church holds is allowed; Deceivers in church extend."""
    table = Table(3)
    lone, dec_in_church = table.take("Wrathful", 1), table.take("Deceiver", 1)
    wrath = table.take("Wrathful", 2)
    dec = table.many("Deceiver", 2)
    extra_dec = table.take("Deceiver", 3)
    church = [table.take("Murderer"), lone, dec_in_church]
    state = _state(table, [wrath, *dec, extra_dec, table.take("Proud", 2)], church)
    legal = engine.legal_actions(state)
    assert actions.start_set(data.WRATHFUL) in legal
    assert actions.EXTEND[extra_dec] in legal  # a Deceiver already in church is extended
    state = _lay(state, data.WRATHFUL, [wrath, *dec])
    assert count(state.churches[0], "Wrathful") == 2


def test_sn27_phase_b_never_plays_the_last_card():
    """SN-27 / rulebook Phase C: the last card must be discarded, so it cannot be played."""
    table = Table(3)
    wrath = table.many("Wrathful", 3)
    church = [table.take("Murderer"), table.take("Wrathful", 1)]
    state = _state(table, wrath, church)
    legal = engine.legal_actions(state)
    assert actions.start_set(data.WRATHFUL) not in legal  # would empty the hand
    state = play(state, actions.EXTEND[wrath[0]], actions.EXTEND[wrath[1]])
    assert state.phase == "discard"  # SN-33: nothing more can be played
    assert state.hands[0] == [wrath[2]]


def test_sn27_matrimony_needs_four_cards_in_hand():
    table = Table(3)
    mat = table.take("Matrimony")
    male, female = table.take("Lustful", 2, "M"), table.take("Lustful", 2, "F")
    state = _state(table, [mat, male, female])
    assert actions.SACRAMENT[mat] not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="Matrimony needs"):
        engine.apply_action(state, actions.SACRAMENT[mat])
    state = _state(Table(3), [])
    table2 = Table(3)
    mat2 = table2.take("Matrimony")
    hand = [mat2, table2.take("Lustful", 2, "M"), table2.take("Lustful", 2, "F")]
    state = _state(table2, [*hand, table2.take("Proud", 2)])
    assert actions.SACRAMENT[mat2] in engine.legal_actions(state)


def test_sn3_only_one_sacrament_per_turn():
    table = Table(3)
    conf, bap = table.take("Confirmation"), table.take("Baptism")
    envious = table.take("Envious", 2)
    church = [table.take("Murderer"), table.take("Envious", 1)]
    hand = [conf, bap, envious, table.take("Proud", 2)]
    state = _state(table, hand, church, limbo=[table.take("Murderer")])
    state = play(state, actions.SACRAMENT[conf])
    assert "sacrament" not in kinds(engine.legal_actions(state))
    with pytest.raises(engine.IllegalActionError, match="already played a Sacrament"):
        engine.apply_action(state, actions.SACRAMENT[bap])
    assert state.sacraments_played[0] == 1


def test_sn33_nothing_to_play_goes_straight_to_the_discard():
    """SN-33: when phase B offers nothing but ending it, phase C follows at once."""
    table = Table(3)
    greedy = table.take("Greedy", 1)
    state = _state(table, [table.take("Proud", 2)], phase="draw", piles=[[greedy], []])
    after = play(state, actions.TAKE[0][greedy])
    assert after.phase == "discard"
    assert kinds(engine.legal_actions(after)) == {"discard"}
    # With something to play, phase B waits for the player.
    table = Table(3)
    greedy = table.take("Greedy", 1)
    church = [table.take("Murderer"), table.take("Greedy", 2)]
    state = _state(table, [table.take("Proud", 2)], church, phase="draw", piles=[[greedy], []])
    after = play(state, actions.TAKE[0][greedy])
    assert after.phase == "play" and actions.EXTEND[greedy] in engine.legal_actions(after)


def test_end_play_then_discard_finishes_the_turn():
    table = Table(3)
    state = _state(table, [table.take("Proud", 2), table.take("Baptism")], pile_used=0)
    state = play(state, actions.END_PLAY)
    assert state.phase == "discard"
    card = state.hands[0][0]
    after = play(state, actions.DISCARD[1][card])
    assert after.turn == 1 and after.phase == "draw" and after.piles[1] == [card]


def test_sn20_slothful_two_card_sets_stop_when_the_count_drops_below_three():
    """SN-2 / SN-20: a "3 or more" ability holds only while the count holds. Penance sends one
    of the three Slothful to Limbo; a new set of two cards is no longer offered that turn (an
    Envious to extend keeps the turn in phase B)."""
    table = Table(3)
    slothful = table.many("Slothful", 3)
    church = [table.take("Murderer"), *slothful, table.take("Envious", 1)]
    pen = table.take("Penance")
    proud = table.many("Proud", 2)
    hand = [pen, *proud, table.take("Envious", 2), table.take("Greedy", 1)]
    state = _state(table, hand, church)
    assert actions.start_set(data.PROUD) in engine.legal_actions(state)
    state = play(state, actions.SACRAMENT[pen], actions.PENANCE[slothful[0]])
    assert state.phase == "play" and count(state.churches[0], "Slothful") == 2
    assert actions.start_set(data.PROUD) not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="not hold enough Proud"):
        engine.apply_action(state, actions.start_set(data.PROUD))
