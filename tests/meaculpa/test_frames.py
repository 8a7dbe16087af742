"""The steps on the state's stack: one named record per kind, its JSON form, and what a view
shows of it."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from meaculpa_tui import engine
from meaculpa_tui.engine import frames, machine
from meaculpa_tui.engine.legal import LEGAL
from meaculpa_tui.engine.state import State, pending_step, pending_step_as
from tests.meaculpa.helpers import at_turn, board, states_of


def test_every_kind_has_one_record_and_the_step_machine_knows_it():
    """The kind constants, the records and the machine's tables name the same kinds."""
    constants = {
        value
        for name, value in vars(frames).items()
        if name.isupper() and not name.startswith("SOURCE_") and isinstance(value, str)
    }
    assert set(frames.RECORDS) == constants
    decisions = {record._field_defaults["kind"] for record in frames.DecisionFrame.__args__}
    automatic = {record._field_defaults["kind"] for record in frames.AutoFrame.__args__}
    assert set(machine.DECIDE) == set(LEGAL) == decisions
    assert set(machine.AUTO) == automatic
    for record in frames.DecisionFrame.__args__:
        assert record._fields[0] == "seat", record  # who decides, read the same way for all


def test_steps_of_different_kinds_differ_even_with_the_same_numbers():
    assert frames.Bid(2) != frames.Pick(2)
    assert frames.Bid(2) == frames.Bid(seat=2) and hash(frames.Bid(2)) == hash(frames.Bid(2))
    assert frames.Bid(2).kind == frames.BID


def test_the_json_form_names_every_field_and_reads_back_into_the_record():
    state = at_turn(board(market=[1, 1, 1, 1, 1], characters=[0, 1, 2, 3]), 1, 1)
    stack = json.loads(state.model_dump_json())["stack"]
    assert stack[-1] == {"kind": "turn", "seat": 1, "character": 1, "stage": 0, "first": ""}
    again = State.model_validate_json(state.model_dump_json())
    assert again.stack == state.stack
    assert [type(f) for f in again.stack] == [type(f) for f in state.stack]


@pytest.mark.parametrize(
    "step",
    [
        ["bid", 1],  # the old positional form is no step of this engine any more
        {"kind": "bid"},
        {"kind": "bid", "seat": 1, "extra": 2},
        {"kind": "no_such_step", "seat": 1},
        {"kind": "place", "seat": 1, "slot": 0, "amount": 1, "source": "gift"},
    ],
)
def test_a_step_that_is_not_one_is_refused(step):
    data = json.loads(board().model_dump_json())
    data["stack"] = [step]
    with pytest.raises(ValidationError):
        State.model_validate(data)


def test_pending_step_is_the_decision_on_top():
    state = at_turn(board(market=[1, 1, 1, 1, 1], characters=[0, 1, 2, 3]), 2, 2)
    assert pending_step(state) == frames.Turn(2, 2, 0, "")
    assert pending_step_as(state, frames.Turn).seat == engine.current_player(state) == 2
    with pytest.raises(TypeError):
        pending_step_as(state, frames.Bid)
    assert pending_step(board(stack=[])) is None


def test_a_view_shows_the_stack_as_it_is():
    """No step holds a secret, so every seat's view (and the public one) shows every step;
    the records are immutable, so sharing them shares nothing a screen could change."""
    for index, state in enumerate(states_of(3, 5)):
        if index % 25 or not state.stack:
            continue
        for seat in (0, 1, 2, None):
            view = engine.view_for(state, seat)
            assert view.stack == state.stack and view.stack is not state.stack
            with pytest.raises(AttributeError):
                view.stack[-1].seat = 0  # type: ignore[misc]
