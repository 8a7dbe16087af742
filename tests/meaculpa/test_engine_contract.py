"""The engine's public contract: JSON round trips, determinism, refusals that leave the state
untouched, action parsing and labels, records, and the command line."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meaculpa_tui import engine
from meaculpa_tui.__main__ import main
from meaculpa_tui.engine import actions
from meaculpa_tui.engine.state import State
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from tests.meaculpa.helpers import NAMES, random_game, states_of

EVERY_ACTION = [
    *actions.CHOOSE_BONUS.values(),
    *actions.PLACE,
    *actions.BID_NOTCHES,
    *(actions.bid_taler(t) for t in (0, 1, 5, 30, 500)),
    *actions.CHOOSE_CHARACTER,
    *actions.MOVE_POPE_STONE.values(),
    actions.KEEP_POPE_STONES,
    *actions.PLACE_CREW,
    *actions.MOVE_CREW.values(),
    *actions.VISIT.values(),
    actions.SKIP_VISIT,
    actions.PASS,
    actions.END_TURN,
    actions.TAKE_BACK,
    *actions.BUY_GOOD,
    *actions.BUY_GREEDY,
    *actions.BUY_LETTER.values(),
    *actions.SELL,
    *actions.DONATE_GOOD,
    *actions.DONATE_COIN.values(),
    actions.FINISH_DONATING,
    *actions.SET_POPE_DIE.values(),
    *actions.GUESS_ROOM.values(),
    *actions.USE_ROOM.values(),
    *actions.TAKE_GOOD,
    *actions.GIVE_LETTER,
    *actions.EMPTY_DEN,
    *actions.PICK_LETTER,
    *actions.MERCHANT_TAKE_GOOD,
    *actions.MERCHANT_TAKE_LETTER.values(),
    actions.MERCHANT_TAKE_NOTHING,
]


def test_module_satisfies_the_shared_engine_protocol():
    """The engine module offers the shared GameEngine surface."""
    assert isinstance(engine, GameEngine)
    assert engine.GAME_NAME == "meaculpa"
    assert (engine.MIN_PLAYERS, engine.MAX_PLAYERS) == (2, 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_states_round_trip_through_json_exactly(players):
    """Every state of a random game survives model_dump_json / model_validate_json."""
    for index, state in enumerate(states_of(players, 21)):
        if index % 7:
            continue
        again = State.model_validate_json(state.model_dump_json())
        assert again == state
        assert again.model_dump_json() == state.model_dump_json()
        assert engine.legal_actions(again) == engine.legal_actions(state)


def test_same_seed_and_actions_give_the_same_state():
    """Determinism: the same seed and the same actions give the same state."""
    one, _ = random_game(4, 33)
    two, _ = random_game(4, 33)
    assert one.model_dump() == two.model_dump()
    other, _ = random_game(4, 34)
    assert other.model_dump() != one.model_dump()


def test_record_replays_to_the_same_state():
    """A game record (players, seed, actions) replays to the identical state."""
    state = engine.new_game(list(NAMES[:3]), 77, sophisticated_penitent=True)
    record = GameRecord.start(engine, list(NAMES[:3]), 77, sophisticated_penitent=True)
    rng = random.Random(5)
    for _ in range(400):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    assert record.replay(engine).model_dump() == state.model_dump()


def test_every_action_parses_from_its_json_form():
    """parse_action reads action.model_dump(mode='json') back to an equal action."""
    for action in EVERY_ACTION:
        assert engine.parse_action(action.model_dump(mode="json")) == action
    with pytest.raises(ValueError):
        engine.parse_action({"kind": "cheat"})


def test_illegal_action_is_refused_with_a_reason_and_the_state_is_unchanged():
    """An illegal action raises IllegalActionError with a reason; the input is untouched."""
    state = engine.new_game(list(NAMES), 3)
    before = state.model_dump()
    with pytest.raises(engine.IllegalActionError) as refusal:
        engine.apply_action(state, actions.BUY_GOOD[0])
    assert "choose a starting bonus" in str(refusal.value)
    assert state.model_dump() == before
    with pytest.raises(engine.IllegalActionError, match="not a Mea Culpa action"):
        engine.apply_action(state, {"kind": "pass"})
    assert state.model_dump() == before


def test_a_parsed_equal_action_is_accepted_like_the_listed_one():
    """Actions equal to a legal one (e.g. read from a save file) are accepted."""
    state = engine.new_game(list(NAMES), 3)
    action = engine.parse_action({"kind": "choose_bonus", "bonus": 2})
    assert engine.apply_action(state, action).model_dump() == (
        engine.apply_action(state, actions.CHOOSE_BONUS[2]).model_dump()
    )


def test_finished_game_refuses_everything():
    """After the game, nothing is legal and every action is refused."""
    state, _ = random_game(2, 4)
    assert engine.is_over(state) and engine.current_player(state) is None
    assert engine.legal_actions(state) == [] and not engine.is_private_decision(state)
    with pytest.raises(engine.IllegalActionError, match="The game is over"):
        engine.apply_action(state, actions.PASS)
    assert engine.winners(state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 600),
    probe=st.sampled_from(EVERY_ACTION),
)
def test_any_action_is_either_legal_or_refused_without_change(players, seed, steps, probe):
    """Hypothesis: at any reachable state, any action is accepted exactly when it is listed
    as legal; a refusal has a reason and changes nothing (model_dump before/after)."""
    state = engine.new_game(list(NAMES[:players]), seed, sophisticated_penitent=seed % 2 == 0)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
    legal = engine.legal_actions(state)
    before = state.model_dump()
    if probe in legal:
        after = engine.apply_action(state, probe)
        assert after is not state
    else:
        with pytest.raises(engine.IllegalActionError) as refusal:
            engine.apply_action(state, probe)
        assert len(str(refusal.value)) > 10
    assert state.model_dump() == before


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), steps=st.integers(0, 500))
def test_labels_prompts_and_turn_info_for_every_legal_action(players, seed, steps):
    """Hypothesis: describe_action labels every legal action; prompt names the deciding seat;
    round_number is 1-based."""
    state = engine.new_game(list(NAMES[:players]), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        for action in legal:
            label = engine.describe_action(state, action)
            assert label and "kind=" not in label
        seat = engine.current_player(state)
        assert engine.prompt(state).startswith(state.players[seat] + ":")
        assert engine.round_number(state) >= 1
        assert engine.pending_decision(state) is not None
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])


def test_legal_actions_stay_small():
    """legal_actions never lists more than a few hundred actions."""
    biggest = 0

    def measure(before, action, after):
        nonlocal biggest
        biggest = max(biggest, len(engine.legal_actions(after)))

    for seed in range(5):
        random_game(4, seed, each=measure)
    assert biggest < 300


@pytest.mark.parametrize(
    "extra", [[], ["--sophisticated-penitent"], ["--bots", "random,random,random"]]
)
def test_simulate_command_plays_games_without_errors(capsys, extra):
    """`meaculpa simulate --games N --players P --seed S` exits 0 with errors 0."""
    code = main(["simulate", "--games", "4", "--players", "3", "--seed", "9", *extra])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and summary["errors"] == 0
    assert summary["game"] == "meaculpa" and summary["games"] == 4
    assert summary["players"] == 3 and sum(summary["wins"]) >= 4
    assert summary["mean_rounds"] >= 1
