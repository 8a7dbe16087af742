"""The engine's public surface: JSON round-trip, determinism, refusals, privacy (SN-11)."""

from __future__ import annotations

import random

import pytest

from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from sinners_tui import engine
from sinners_tui.engine import actions
from sinners_tui.engine.cards import HIDDEN
from tests.sinners.helpers import NAMES, Table, play


def _random_states(players: int, seed: int, limit: int = 4000):
    rng = random.Random(seed)
    state = engine.new_game(NAMES[:players], seed)
    yield state
    for _ in range(limit):
        if engine.is_over(state):
            return
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
        yield state


def test_engine_module_satisfies_the_shared_protocol():
    assert isinstance(engine, GameEngine)
    assert (engine.GAME_NAME, engine.MIN_PLAYERS, engine.MAX_PLAYERS) == ("sinners", 2, 5)


@pytest.mark.parametrize("players", [2, 5])
def test_state_round_trips_through_json_exactly(players: int):
    for index, state in enumerate(_random_states(players, 11)):
        if index % 7:
            continue
        again = engine.State.model_validate_json(state.model_dump_json())
        assert again == state
        assert again.model_dump_json() == state.model_dump_json()
        view = engine.view_for(state, index % players)
        assert engine.State.model_validate_json(view.model_dump_json()) == view


def test_same_seed_and_actions_give_the_same_state():
    """Randomness only from the seed in the state: replaying a record gives the same game."""
    rng = random.Random(3)
    record = GameRecord.start(engine, NAMES[:4], 77)
    state = record.initial_state(engine)
    for _ in range(600):
        legal = engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        record = record.with_action(action)
        state = engine.apply_action(state, action)
    assert record.replay(engine).model_dump_json() == state.model_dump_json()
    assert engine.new_game(NAMES[:4], 77) == engine.new_game(NAMES[:4], 77)
    assert engine.new_game(NAMES[:4], 77).deck != engine.new_game(NAMES[:4], 78).deck


def test_every_legal_action_parses_back_and_has_a_label():
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for state in _random_states(players, players * 13):
            legal = engine.legal_actions(state)
            assert len(legal) <= 400
            for action in legal:
                assert engine.parse_action(action.model_dump(mode="json")) == action
                label = engine.describe_action(state, action)
                assert label and label != "Unknown action"
                seen.add(action.kind)
    assert {"summon", "preach", "keep", "take", "start_set", "pick", "discard"} <= seen


def test_an_illegal_action_is_refused_with_a_reason_and_the_state_is_unchanged():
    state = engine.new_game(NAMES[:3], 5)
    state = play(state, *(engine.legal_actions(state)[0] for _ in range(1)))
    before = state.model_dump_json()
    cases = [
        (actions.END_PLAY, "Now is the time to summon a Demon"),
        (actions.PREACH, "Now is the time"),
        (actions.SUMMON[state.churches[0][-1]], "not in the Demon deck"),
        ({"kind": "preach"}, "not a move of Sinners"),
    ]
    for action, reason in cases:
        with pytest.raises(engine.IllegalActionError, match=reason):
            engine.apply_action(state, action)
        assert state.model_dump_json() == before


def test_refusal_reasons_in_phase_c():
    table = Table(2)
    hand = [table.take("Proud", 2), table.take("Greedy", 1)]
    state = table.state(
        hands=[hand, [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        pile_used=1,
    )
    before = state.model_dump_json()
    other = state.hands[1][0]
    with pytest.raises(engine.IllegalActionError, match="not in your hand"):
        engine.apply_action(state, actions.DISCARD[0][other])
    with pytest.raises(engine.IllegalActionError, match="discard onto the left pile"):
        engine.apply_action(state, actions.DISCARD[1][hand[0]])
    with pytest.raises(engine.IllegalActionError, match="only two discard piles"):
        engine.apply_action(state, actions.Discard(card=hand[0], pile=2))
    assert state.model_dump_json() == before


def test_a_finished_game_refuses_everything():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[99, 0],
    )
    over = play(state, engine.legal_actions(state)[0])
    assert engine.is_over(over) and not engine.is_private_decision(over)
    with pytest.raises(engine.IllegalActionError, match="game is over"):
        engine.apply_action(over, actions.PREACH)


@pytest.mark.parametrize("players", [2, 4])
def test_sn11_view_for_hides_other_hands_deck_order_limbo_and_rng(players: int):
    """SN-11: others' hands only as counts; never the deck order, Limbo or the rng."""
    for index, state in enumerate(_random_states(players, 21)):
        if index % 5:
            continue
        for seat in range(players):
            view = engine.view_for(state, seat)
            assert view.hands[seat] == state.hands[seat]
            for other in range(players):
                if other != seat:
                    assert view.hands[other] == [HIDDEN] * len(state.hands[other])
            assert view.deck == [HIDDEN] * len(state.deck)
            assert view.limbo == [HIDDEN] * len(state.limbo)
            assert view.rng == 0
            assert view.churches == state.churches and view.piles == state.piles
            assert all(entry.seat in (None, seat) for entry in view.log)
            if state.turn != seat:
                assert set(view.viewed) <= {HIDDEN} and view.anoint_look == []
                assert set(view.building) <= {HIDDEN}
        public = engine.public_view(state)
        assert all(set(hand) <= {HIDDEN} for hand in public.hands)
        assert all(entry.seat is None for entry in public.log)
        assert engine.view_for(state, -1) == public


def test_sn11_the_preacher_alone_sees_the_viewed_cards():
    state = engine.new_game(NAMES[:3], 9, beginner=True)
    state = play(state, actions.PREACH)
    assert engine.view_for(state, 0).viewed == state.viewed
    assert engine.view_for(state, 1).viewed == [HIDDEN, HIDDEN]


def test_public_log_never_tells_a_private_draw():
    """SN-11: "You ..." entries (kept cards, Anointing) are private; public ones name no
    card kept from the deck."""
    for players in (2, 3, 4, 5):
        *_, state = _random_states(players, 40 + players)
        for entry in state.log:
            if entry.text.startswith("You ") or "'s hand:" in entry.text:
                assert entry.seat is not None
            if entry.seat is None:
                assert "You keep" not in entry.text and "You take" not in entry.text


def test_round_scoring_is_logged_for_every_player_with_totals():
    for state in _random_states(3, 8):
        if state.round_scores:
            break
    results = [e for e in state.log if e.kind == "result"]
    assert len(results) == 4  # one per player, then the totals
    assert all(e.seat is None and e.lines for e in results)
    assert results[-1].title == "Totals after round 1"
    assert len(engine.last_round_breakdowns(state)) == 3
    assert engine.totals_history(state) == [state.totals]


def test_every_decision_is_private_while_the_game_runs():
    state = engine.new_game(NAMES[:2], 1)
    assert engine.is_private_decision(state)
    assert engine.round_number(state) == 1
    assert engine.PHASE_PROMPTS[state.phase]


def test_a_view_shares_no_list_with_the_game():
    """Whatever a reader of a view does to it, the game itself is untouched."""
    state = engine.new_game(NAMES[:3], 4)
    before = state.model_dump_json()
    for view in (engine.view_for(state, 0), engine.public_view(state)):
        for value in view.__dict__.values():
            if not isinstance(value, list):
                continue
            target = value[0] if value and isinstance(value[0], list) else value
            target.append(99)
        assert state.model_dump_json() == before
