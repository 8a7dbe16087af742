"""The shared information-set search, on the toy engine (a take-away game with secrets)."""

from __future__ import annotations

import random
from typing import Any

from shared.engine.bots import RandomBot
from shared.engine.mcts import MctsBot, SearchGame, search
from shared.engine.simulate import play_one
from tests.shared import toy_engine


def _determinize(view: Any, seat: int, rng: random.Random) -> Any:
    """Fill the unseen secrets with random values (they do not change the toy's outcome)."""
    secrets = [v if v is not None else rng.randint(1, 9) for v in view.secrets]
    return view.model_copy(update={"secrets": secrets, "rng": rng.getrandbits(64)})


def _evaluate(state: Any, seat: int) -> float:
    if toy_engine.is_over(state):
        return 1.0 if seat in toy_engine.winners(state) else 0.0
    return 0.5


GAME = SearchGame(engine=toy_engine, determinize=_determinize, evaluate=_evaluate)


def test_finds_the_winning_move():
    """At 8 with two players, adding 1 leaves the opponent at 9, who must reach 10 and lose."""
    state = toy_engine.new_game(["A", "B"], seed=1).model_copy(update={"counter": 7})
    view = toy_engine.view_for(state, 0)
    result = search(GAME, view, 0, toy_engine.legal_actions(state), max_iterations=400)
    assert result.action == toy_engine.Add(amount=2)  # 7 + 2 = 9: B must reach 10
    assert result.iterations == 400


def test_search_never_sees_hidden_values():
    """The search starts from the view: the opponent's secret is not in what it is given."""
    state = toy_engine.new_game(["A", "B"], seed=5)
    view = toy_engine.view_for(state, 0)
    seen: list[Any] = []

    def spying_determinize(v: Any, seat: int, rng: random.Random) -> Any:
        seen.append(v)
        return _determinize(v, seat, rng)

    game = SearchGame(engine=toy_engine, determinize=spying_determinize, evaluate=_evaluate)
    search(game, view, 0, toy_engine.legal_actions(state), max_iterations=20)
    assert all(v.secrets[1] is None for v in seen)


def test_mcts_beats_random_on_the_toy():
    wins = 0
    for seed in range(30):
        bots = [MctsBot(GAME, seed=seed, seconds=0.02), RandomBot(seed)]
        outcome = play_one(toy_engine, ["M", "R"], seed, bots)
        wins += 0 in outcome.winners
    assert wins >= 20
