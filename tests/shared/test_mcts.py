"""The shared search (paired sampling of the root moves, ``shared.engine.mcts``), on the toy
engine (a take-away game with secrets): who brings the counter to 10 loses."""

from __future__ import annotations

import random
from typing import Any

from shared.engine.bots import RandomBot
from shared.engine.mcts import MIN_SAMPLES, MctsBot, SearchGame, search
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
ADD_1, ADD_2 = toy_engine.Add(amount=1), toy_engine.Add(amount=2)


def _view_at(counter: int, seed: int = 1) -> Any:
    state = toy_engine.new_game(["A", "B"], seed=seed).model_copy(update={"counter": counter})
    return toy_engine.view_for(state, 0)


def test_a_clearly_better_move_overrules_the_default_and_ends_the_search_early() -> None:
    """At 7, adding 2 leaves B at 9, who must lose; adding 1 wins only if B blunders. Every
    sample says so at once, so the search stops well before its last sample."""
    result = search(GAME, _view_at(7), 0, [ADD_1, ADD_2], max_samples=500)
    assert result.action == ADD_2
    assert result.iterations < 500 * 2


def test_the_default_stands_when_no_candidate_makes_a_difference() -> None:
    """At 2 nothing ends within the play-out, so both moves score alike: the first (the
    game's own habit) is kept, after the fewest samples the search takes."""
    result = search(GAME, _view_at(2), 0, [ADD_2, ADD_1], max_samples=500, rollout_depth=1)
    assert result.action == ADD_2
    assert result.iterations == MIN_SAMPLES * 2


def test_noise_alone_never_overrules_the_default() -> None:
    """Scores that are pure luck, the same for both moves in expectation: over many seeds the
    default is kept far more often than a coin toss would keep it."""

    def lucky(state: Any, seat: int) -> float:
        return random.Random(hash((state.counter, state.rng))).random()

    game = SearchGame(engine=toy_engine, determinize=_determinize, evaluate=lucky)
    kept = sum(
        search(
            game,
            _view_at(2),
            0,
            [ADD_1, ADD_2],
            max_samples=30,
            rollout_depth=0,
            rng=random.Random(seed),
        ).action
        == ADD_1
        for seed in range(40)
    )
    assert kept >= 30


def test_the_search_sees_only_the_view() -> None:
    """Every sample starts from the view: the opponent's secret is never in what it gets."""
    state = toy_engine.new_game(["A", "B"], seed=5)
    view = toy_engine.view_for(state, 0)
    seen: list[Any] = []

    def spying(v: Any, seat: int, rng: random.Random) -> Any:
        seen.append(v)
        return _determinize(v, seat, rng)

    game = SearchGame(engine=toy_engine, determinize=spying, evaluate=_evaluate)
    search(game, view, 0, toy_engine.legal_actions(state), max_samples=20)
    assert seen and all(v.secrets[1] is None for v in seen)


def test_one_candidate_is_returned_without_searching() -> None:
    result = search(GAME, _view_at(7), 0, [ADD_1])
    assert (result.action, result.iterations) == (ADD_1, 0)


def test_a_time_budget_ends_the_search() -> None:
    """Without a sample limit the budget ends it (well within a generous bound)."""
    result = search(GAME, _view_at(3), 0, [ADD_1, ADD_2], seconds=0.05)
    assert result.action in (ADD_1, ADD_2)
    assert result.seconds < 2.0


def test_mcts_beats_random_on_the_toy():
    wins = 0
    for seed in range(30):
        bots = [MctsBot(GAME, seed=seed, seconds=0.02), RandomBot(seed)]
        outcome = play_one(toy_engine, ["M", "R"], seed, bots)
        wins += 0 in outcome.winners
    assert wins >= 20
