"""What the rules and the screens agree on, checked for both games alike.

The screens never read English titles or try actions to learn why they are refused: every
result entry of the log names its topic (``LogEntry.topic``), and every engine says why an
action is refused (``refusal_reason``), with the words ``apply_action`` refuses it with.
"""

from __future__ import annotations

import inspect
import random
from types import ModuleType
from typing import Any

import pytest

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.bots.ledger import read_ledger
from meaculpa_tui.engine import topics as meaculpa_topics
from shared.engine.errors import IllegalActionError
from shared.engine.protocol import GameEngine
from shared.ui.engine_choices import ChoiceMaker
from sinners_tui import engine as sinners
from sinners_tui.engine import topics as sinners_topics

#: Each game with its topics and the players of the seeded game played here.
GAMES = [
    pytest.param((meaculpa, meaculpa_topics, ["Ann", "Ben", "Cid"]), id="meaculpa"),
    pytest.param((sinners, sinners_topics, ["Ann", "Ben", "Cid"]), id="sinners"),
]
#: Every this many states, every action seen so far is asked about.
PROBE_EVERY = 11


def seeded_game(engine: ModuleType, players: list[str], seed: int) -> list[tuple[Any, Any]]:
    """Every (state, action taken) of one game of uniformly random legal actions."""
    state = engine.new_game(players, seed)
    rng = random.Random(seed)
    steps = []
    while not engine.is_over(state):
        action = rng.choice(engine.legal_actions(state))
        steps.append((state, action))
        state = engine.apply_action(state, action)
    steps.append((state, None))
    return steps


@pytest.fixture(scope="module", params=GAMES)
def game(request: pytest.FixtureRequest) -> tuple[ModuleType, ModuleType, list[tuple[Any, Any]]]:
    engine, topics, players = request.param
    return engine, topics, seeded_game(engine, players, seed=3)


def test_both_engines_offer_refusal_reason_with_the_protocols_signature():
    wanted = inspect.signature(GameEngine.refusal_reason)
    expected = [name for name in wanted.parameters if name != "self"]
    for engine in (meaculpa, sinners):
        assert isinstance(engine, GameEngine)
        assert "refusal_reason" in engine.__all__
        assert list(inspect.signature(engine.refusal_reason).parameters) == expected


def test_refusal_reason_is_none_for_legal_actions_and_the_refusal_otherwise(game):
    """Asked of every action seen so far, now and then through a seeded game.

    The menus ask it on the deciding seat's own view, which must always answer too (a view
    may refuse what the full state allows, e.g. a take-back whose saved turn it hides; the
    menus decide what is open from the full state's legal actions).
    """
    engine, _, steps = game
    seen: dict[str, Any] = {}
    refused = 0
    for index, (state, action) in enumerate(steps):
        if action is not None:
            seen.setdefault(repr(action), action)
        if index % PROBE_EVERY:
            continue
        legal = engine.legal_actions(state)
        seat = engine.current_player(state)
        view = state if seat is None else engine.view_for(state, seat)
        for candidate in seen.values():
            reason = engine.refusal_reason(state, candidate)
            on_view = engine.refusal_reason(view, candidate)
            assert on_view is None or on_view.strip()
            if candidate in legal:
                assert reason is None
                continue
            assert isinstance(reason, str) and reason.strip()
            assert reason[0].isupper() and reason.rstrip()[-1] in ".!?", reason
            with pytest.raises(IllegalActionError) as refusal:
                engine.apply_action(state, candidate)
            assert str(refusal.value) == reason
            refused += 1
    assert refused > 0


def test_the_shared_choice_maker_speaks_for_the_engine(game):
    engine, _, steps = game
    state, action = steps[len(steps) // 2]
    seat = engine.current_player(state)
    view = engine.view_for(state, seat)
    legal = engine.legal_actions(state)
    maker = ChoiceMaker(engine)
    open_choice = maker.option(view, legal, action)
    assert open_choice.reason is None and open_choice.value is next(a for a in legal if a == action)
    over = steps[-1][0]
    closed = maker.option(over, [], action, label="Late")
    assert (closed.label, closed.reason) == ("Late", engine.refusal_reason(over, action))
    assert maker.refusal(over, action) == "The game is over."


def test_every_result_entry_of_a_seeded_game_names_a_known_topic(game):
    _, topics, steps = game
    final = steps[-1][0]
    results = [entry for entry in final.log if entry.kind == "result"]
    assert results
    assert all(entry.topic in topics.ALL for entry in results), [
        entry.title for entry in results if entry.topic not in topics.ALL
    ]
    assert all(entry.topic is None for entry in final.log if entry.kind == "event")
    assert results[-1].topic in {meaculpa_topics.FINAL_SCORING, sinners_topics.GAME_OVER}


def test_the_mea_culpa_ledger_reads_results_by_topic_not_by_title():
    """Rewording every result title changes nothing the ledger reads from the public log."""
    steps = seeded_game(meaculpa, ["Ann", "Ben", "Cid"], seed=3)
    state = next(
        state for state, _ in steps if any(e.topic == meaculpa_topics.EVALUATION for e in state.log)
    )
    view = meaculpa.public_view(state)
    reworded = view.model_copy(
        update={
            "log": [
                entry.model_copy(update={"title": "?", "text": "?"})
                if entry.kind == "result"
                else entry
                for entry in view.log
            ]
        }
    )
    assert any(e.topic == meaculpa_topics.BIDS for e in view.log)
    assert read_ledger(reworded) == read_ledger(view)
    assert read_ledger(view).money == state.money
