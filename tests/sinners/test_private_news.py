"""What the others' moves did to a seat, told to that seat alone (its news at its next hand-over).

A lure, Penance and Eucharist take a card from another player's church in front of everyone;
the player who lost it is also told in a line of its own, which the table session shows first
on that seat's page after its curtain (``TableSession.news_lines``), and nobody else reads.
"""

from __future__ import annotations

from sinners_tui import engine
from sinners_tui.engine import actions
from sinners_tui.engine.cards import card_label
from tests.sinners.helpers import Table, play


def _murderers(table: Table) -> list[list[int]]:
    return [[table.take("Murderer")] for _ in range(table.players)]


def _own_lines(state: engine.State, seat: int) -> list[str]:
    return [entry.text for entry in state.log if entry.seat == seat]


def test_the_owner_of_a_lured_sinner_is_told_privately():
    table = Table(3)
    churches = _murderers(table)
    target = table.take("Greedy")
    churches[2].append(target)
    hands = [[table.take("Proud", 2)], [table.take("Envious")], [table.take("Envious")]]
    before = table.state(hands=hands, churches=churches)
    luring = before.model_copy(update={"phase": "lure", "trigger_seat": 1})
    lured = play(luring, actions.LURE[target])
    told = f"Ben lures your {card_label(target)} away."
    assert _own_lines(lured, 2)[-1] == told
    assert told not in _own_lines(lured, 0) and told not in _own_lines(lured, 1)
    assert told not in [entry.text for entry in engine.view_for(lured, 0).log]


def test_the_owner_of_a_sinner_sent_to_limbo_by_penance_is_told_privately():
    table = Table(3)
    churches = _murderers(table)
    target = table.take("Proud", 3)
    churches[1].append(target)
    penance = table.take("Penance")
    hands = [[penance, table.take("Slothful")], [table.take("Envious")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    after = play(state, actions.SACRAMENT[penance], actions.PENANCE[target])
    assert _own_lines(after, 1)[-1] == f"Ann's Penance sends your {card_label(target)} to Limbo."
    assert not any("sends your" in line for line in _own_lines(after, 0) + _own_lines(after, 2))
