"""The bot protocol and the simulator, on the toy engine."""

from __future__ import annotations

from typing import Any

from shared.engine.bots import COMMON_BOTS, RandomBot, bot_decision
from shared.engine.simulate import play_one, simulate
from tests.shared import toy_engine


class SpyBot:
    """Remembers what it was shown."""

    kind = "spy"
    uses_view = True

    def __init__(self) -> None:
        self.seen: list[Any] = []

    def choose(self, view: Any, seat: int, legal: Any) -> Any:
        self.seen.append(view)
        return legal[0]


def test_bot_sees_only_its_own_view():
    state = toy_engine.new_game(["A", "B"], seed=3)
    spy = SpyBot()
    bot_decision(toy_engine, state, spy)
    (view,) = spy.seen
    assert view.secrets[0] == state.secrets[0]
    assert view.secrets[1] is None
    assert view.rng == 0


def test_random_bot_is_deterministic_per_seed():
    legal = list(range(50))
    a, b = RandomBot(5), RandomBot(5)
    assert [a.choose(None, 0, legal) for _ in range(20)] == [
        b.choose(None, 0, legal) for _ in range(20)
    ]


def test_simulation_report():
    report = simulate(
        toy_engine,
        games=30,
        players=3,
        seed=100,
        bot_kinds=["random"] * 3,
        factories=COMMON_BOTS,
    )
    summary = report.as_json()
    assert summary["errors"] == 0
    assert summary["games"] == 30
    assert sum(summary["wins"]) == 60  # two winners a game
    assert summary["mean_actions"] > 0
    assert summary["decision_times"]["random"]["decisions"] > 0


def test_simulation_is_deterministic():
    def run() -> dict[str, Any]:
        summary = simulate(
            toy_engine, games=10, players=2, seed=1, bot_kinds=["random"] * 2, factories=COMMON_BOTS
        ).as_json()
        return {k: summary[k] for k in ("wins", "mean_actions")}

    assert run() == run()


def test_errors_are_counted_not_raised():
    class Broken:
        kind = "broken"
        uses_view = False

        def choose(self, view: Any, seat: int, legal: Any) -> Any:
            return toy_engine.Pass()

    outcome = play_one(toy_engine, ["A", "B"], 1, [Broken(), Broken()])
    assert outcome.error is not None
    assert "Add 1 or 2" in outcome.error
