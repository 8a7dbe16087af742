"""Which set a stand-in Deceiver fills (SN-15): recorded when the set is laid, public, and kept
in step with the church by every rule that takes a card out of one or deals new churches."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from sinners_tui import engine
from sinners_tui.engine import actions, data
from tests.sinners.helpers import Table, conserved, play

PROUD, GLUTTONOUS = data.PROUD, data.GLUTTONOUS


def _murderers(table: Table) -> list[list[int]]:
    return [[table.take("Murderer")] for _ in range(table.players)]


def _lay(state: engine.State, sin: int, cards: list[int]) -> engine.State:
    state = play(state, actions.start_set(sin))
    for card in cards:
        if state.phase != "build":
            break
        state = play(state, actions.PICK[card])
    if state.phase == "build":
        state = play(state, actions.FINISH_SET)
    return state


def _stand_in_position(table: Table, hand: list[int], **fields):
    """Ann's church holds a Proud set laid with a Deceiver standing in, and a Doer of Good;
    Ben's church a Proud. It is Ann's turn in phase B."""
    churches = _murderers(table)
    proud, dec = table.take("Proud", 4), table.take("Deceiver", 3)
    churches[0] += [proud, dec, table.take("Proud", 3), table.take("Doer of Good")]
    churches[1].append(table.take("Proud", 2))
    hands = [hand, [table.take("Lustful", 2)], [table.take("Envious", 1)]]
    records = [{dec: PROUD}, {}, {}]
    state = table.state(hands=hands, churches=churches, stand_ins=records, **fields)
    return state, dec, proud


# --- Laying and extending ----------------------------------------------------------------------


def test_sn15_a_new_set_records_each_deceiver_standing_in_for_its_sin():
    table = Table(3)
    proud = table.take("Proud", 2)
    decs = table.many("Deceiver", 2)
    churches = _murderers(table)
    hands = [[proud, *decs, table.take("Greedy", 1)], [table.take("Lustful", 2)], []]
    state = table.state(hands=hands, churches=churches)
    assert state.stand_ins == [{}, {}, {}]
    after = _lay(state, PROUD, [proud, *decs])
    assert set(decs) <= set(after.churches[0])
    assert after.stand_ins == [{decs[0]: PROUD, decs[1]: PROUD}, {}, {}]
    assert state.stand_ins == [{}, {}, {}]  # the input state is never changed
    assert conserved(after)


def test_sn15_a_set_of_deceivers_and_a_set_of_real_cards_record_no_stand_in():
    table = Table(3)
    decs = table.many("Deceiver", 3)
    prouds = table.many("Proud", 3)
    hands = [[*decs, table.take("Greedy", 1)], [*prouds, table.take("Lustful", 2)], []]
    state = table.state(hands=hands, churches=_murderers(table))
    after = _lay(state, data.DECEIVER, decs)
    assert set(decs) <= set(after.churches[0]) and after.stand_ins == [{}, {}, {}]
    theirs = _lay(state.model_copy(update={"turn": 1}), PROUD, prouds)
    assert theirs.stand_ins == [{}, {}, {}]


def test_sn15_extending_records_nothing_and_keeps_the_stand_in_of_the_set():
    """A Deceiver never stands in when extending (SN-15); extending the set leaves its
    stand-in as it was."""
    table = Table(3)
    more_proud, more_dec = table.take("Proud"), table.take("Deceiver")
    state, dec, _ = _stand_in_position(table, [more_proud, more_dec, table.take("Greedy", 1)])
    after = play(state, actions.EXTEND[more_proud], actions.EXTEND[more_dec])
    assert {more_proud, more_dec} <= set(after.churches[0])
    assert after.stand_ins == [{dec: PROUD}, {}, {}]


# --- Leaving the church ------------------------------------------------------------------------


def test_penance_sending_a_stand_in_to_limbo_drops_its_record():
    table = Table(3)
    pen = table.take("Penance")
    state, dec, proud = _stand_in_position(table, [pen, table.take("Greedy", 1)])
    state = play(state, actions.SACRAMENT[pen])
    gone = play(state, actions.PENANCE[dec])
    assert dec in gone.limbo and gone.stand_ins == [{}, {}, {}]
    # The record follows the Deceiver, not the set: losing a real card of it keeps the record.
    other = play(state, actions.PENANCE[proud])
    assert proud in other.limbo and other.stand_ins == [{dec: PROUD}, {}, {}]


def test_a_lured_stand_in_leaves_its_record_behind_and_is_a_plain_deceiver_in_the_new_church():
    table = Table(3)
    lust = table.take("Lustful")
    churches = _murderers(table)
    churches[0] += table.many("Lustful", 2)
    proud, dec = table.take("Proud", 4), table.take("Deceiver", 3)
    churches[1] += [proud, dec, table.take("Proud", 3)]
    hands = [[lust, table.take("Greedy", 1)], [table.take("Envious", 1)], []]
    state = table.state(hands=hands, churches=churches, stand_ins=[{}, {dec: PROUD}, {}])
    state = play(state, actions.EXTEND[lust])
    assert state.phase == "lure"
    after = play(state, actions.LURE[dec])
    assert dec in after.churches[0] and dec not in after.churches[1]
    assert after.stand_ins == [{}, {}, {}]


def test_a_stand_in_discarded_for_a_wrathful_4_drops_its_record():
    table = Table(3)
    wrath = table.take("Wrathful", 2)
    churches = _murderers(table)
    churches[0] += table.many("Wrathful", 3)
    proud, dec = table.take("Proud", 4), table.take("Deceiver", 3)
    churches[1] += [proud, dec, table.take("Proud", 3)]
    hands = [[wrath, table.take("Greedy", 1)], [table.take("Envious", 1)], []]
    state = table.state(hands=hands, churches=churches, stand_ins=[{}, {dec: PROUD}, {}])
    state = play(state, actions.EXTEND[wrath])
    assert state.phase == "wrath" and state.wrath_queue == [1]
    after = play(state, actions.WRATH_DISCARD[0][dec])
    assert dec in after.piles[0] and after.stand_ins == [{}, {}, {}]
    kept = play(state, actions.WRATH_DISCARD[0][proud])
    assert kept.stand_ins == [{}, {dec: PROUD}, {}]


def test_eucharist_luring_the_set_away_keeps_the_stand_in_where_it_lies():
    table = Table(3)
    euch = table.take("Eucharist")
    churches = _murderers(table)
    glut, dec = table.take("Gluttonous", 1), table.take("Deceiver", 2)
    churches[1] += [glut, dec, table.take("Deceiver", 1)]
    hands = [[euch, table.take("Greedy", 1)], [table.take("Envious", 1)], []]
    state = table.state(hands=hands, churches=churches, stand_ins=[{}, {dec: GLUTTONOUS}, {}])
    after = play(state, actions.SACRAMENT[euch])
    assert glut in after.churches[0] and dec in after.churches[1]
    assert after.stand_ins == [{}, {dec: GLUTTONOUS}, {}]


def test_holy_orders_discarding_a_confirmation_leaves_the_stand_ins_alone():
    table = Table(3)
    orders, conf = table.take("Holy Orders"), table.take("Confirmation")
    state, dec, _ = _stand_in_position(table, [orders, table.take("Greedy", 1)])
    churches = [list(church) for church in state.churches]
    churches[0].append(conf)
    state = state.model_copy(update={"churches": churches})
    state = play(state, actions.SACRAMENT[orders])
    assert state.phase == "confirmation"
    after = play(state, actions.REMOVE_CONFIRMATION[1][conf])
    assert conf in after.piles[1] and after.stand_ins == [{dec: PROUD}, {}, {}]


def test_a_new_round_deals_churches_without_stand_ins():
    table = Table(2)
    proud, dec = table.take("Proud", 4), table.take("Deceiver", 3)
    churches = _murderers(table)
    churches[0] += [proud, dec, table.take("Proud", 3)]
    hands = [[table.take("Proud", 2)], [table.take("Greedy", 1), table.take("Envious", 1)]]
    state = table.state(
        hands=hands, churches=churches, phase="discard", stand_ins=[{dec: PROUD}, {}]
    )
    after = play(state, engine.legal_actions(state)[0])
    assert after.round == 2 and after.stand_ins == [{}, {}]


def test_sn34_taking_back_a_set_takes_back_its_stand_ins():
    table = Table(3)
    proud = table.take("Proud", 2)
    decs = table.many("Deceiver", 2)
    hands = [[proud, *decs, table.take("Greedy", 1)], [table.take("Lustful", 2)], []]
    state = table.state(hands=hands, churches=_murderers(table))
    laid = _lay(state, PROUD, [proud, *decs])
    assert laid.stand_ins[0]
    back = play(laid, actions.TAKE_BACK)
    assert back.stand_ins == [{}, {}, {}] and set(decs) <= set(back.hands[0])


# --- Views and loading -------------------------------------------------------------------------


def test_stand_ins_are_public_and_a_view_shares_no_record_with_the_game():
    table = Table(3)
    state, dec, _ = _stand_in_position(table, [table.take("Greedy", 1)])
    for view in (engine.public_view(state), engine.view_for(state, 1)):
        assert view.stand_ins == [{dec: PROUD}, {}, {}]
        assert view.stand_ins is not state.stand_ins
        assert all(a is not b for a, b in zip(view.stand_ins, state.stand_ins, strict=True))


def test_a_state_saved_without_stand_ins_loads_with_none_recorded():
    table = Table(3)
    state, dec, _ = _stand_in_position(table, [table.take("Greedy", 1)])
    dumped = json.loads(state.model_dump_json())
    assert engine.State.model_validate(dumped).stand_ins == [{dec: PROUD}, {}, {}]
    del dumped["stand_ins"]
    assert engine.State.model_validate(dumped).stand_ins == [{}, {}, {}]
    dumped["stand_ins"] = [{}]
    with pytest.raises(ValidationError, match="one record per seat"):
        engine.State.model_validate(dumped)
