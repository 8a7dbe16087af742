"""Many seeded bot games in a row: the engine's soak test and the bots' yardstick.

Used by the ``simulate`` command of both games. Game ``i`` is played with seed ``seed + i``, so
any failing game can be replayed on its own.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.engine.bots import Bot, BotFactory
from shared.engine.protocol import GameEngine

#: A game still running after this many actions is counted as an error (it would never end).
DEFAULT_MAX_ACTIONS = 200_000


@dataclass
class GameOutcome:
    """How one simulated game went."""

    seed: int
    actions: int
    rounds: int
    winners: list[int]
    capped: bool = False
    error: str | None = None


@dataclass
class SimulationReport:
    """The summary printed as the ``simulate`` command's JSON line."""

    game: str
    games: int
    players: int
    seed: int
    bots: list[str]
    outcomes: list[GameOutcome] = field(default_factory=list)
    seconds: float = 0.0
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """The report as plain data (the last line of the command's output)."""
        finished = [o for o in self.outcomes if o.error is None]
        wins = [0] * self.players
        for outcome in finished:
            for seat in outcome.winners:
                wins[seat] += 1
        times: dict[str, dict[str, float]] = {}
        for kind, samples in sorted(self.decision_seconds.items()):
            if samples:
                times[kind] = {
                    "median_ms": round(statistics.median(samples) * 1000, 3),
                    "worst_ms": round(max(samples) * 1000, 3),
                    "decisions": len(samples),
                }
        errors = [o for o in self.outcomes if o.error is not None]
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "bots": self.bots,
            "errors": len(errors),
            "error_seeds": [o.seed for o in errors][:20],
            "first_error": errors[0].error if errors else None,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "mean_actions": round(statistics.fmean(o.actions for o in finished), 2)
            if finished
            else 0.0,
            "mean_rounds": round(statistics.fmean(o.rounds for o in finished), 2)
            if finished
            else 0.0,
            "capped": sum(1 for o in finished if o.capped),
            "wins": wins,
            "decision_times": times,
        }


def play_one(
    engine: GameEngine,
    players: Sequence[str],
    seed: int,
    bots: Sequence[Bot],
    *,
    rounds_of: Callable[[Any], int] | None = None,
    max_rounds: int | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    options: Mapping[str, Any] | None = None,
    decision_seconds: dict[str, list[float]] | None = None,
) -> GameOutcome:
    """Play one game to its end (or the round cap) and say how it went."""
    state = engine.new_game(list(players), seed, **dict(options or {}))
    actions = 0
    try:
        while not engine.is_over(state):
            if max_rounds is not None and rounds_of is not None and rounds_of(state) > max_rounds:
                return GameOutcome(seed, actions, rounds_of(state) - 1, [], capped=True)
            if actions >= max_actions:
                raise RuntimeError(f"no end after {max_actions} actions")
            seat = engine.current_player(state)
            assert seat is not None
            bot = bots[seat]
            legal = engine.legal_actions(state)
            view = engine.view_for(state, seat) if getattr(bot, "uses_view", True) else None
            started = time.perf_counter()
            action = bot.choose(view, seat, legal)
            if decision_seconds is not None:
                decision_seconds.setdefault(bot.kind, []).append(time.perf_counter() - started)
            state = engine.apply_action(state, action)
            actions += 1
    except Exception as error:  # a simulation reports failures instead of stopping
        return GameOutcome(seed, actions, 0, [], error=f"{type(error).__name__}: {error}")
    rounds = rounds_of(state) if rounds_of is not None else 0
    return GameOutcome(seed, actions, rounds, list(engine.winners(state)))


def simulate(
    engine: GameEngine,
    *,
    games: int,
    players: int,
    seed: int,
    bot_kinds: Sequence[str],
    factories: Mapping[str, BotFactory],
    rounds_of: Callable[[Any], int] | None = None,
    max_rounds: int | None = None,
    options: Mapping[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SimulationReport:
    """Play ``games`` seeded games with one bot kind per seat and summarise them."""
    if len(bot_kinds) != players:
        raise ValueError(f"give one bot per seat: {players} seats, {len(bot_kinds)} bots")
    unknown = [kind for kind in bot_kinds if kind not in factories]
    if unknown:
        raise ValueError(
            f"unknown bot kind {unknown[0]!r}; choose from {', '.join(sorted(factories))}"
        )
    names = [f"Seat {i + 1}" for i in range(players)]
    report = SimulationReport(engine.GAME_NAME, games, players, seed, list(bot_kinds))
    started = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        bots = [
            factories[kind](engine, seat, game_seed * 7919 + seat)
            for seat, kind in enumerate(bot_kinds)
        ]
        report.outcomes.append(
            play_one(
                engine,
                names,
                game_seed,
                bots,
                rounds_of=rounds_of,
                max_rounds=max_rounds,
                options=options,
                decision_seconds=report.decision_seconds,
            )
        )
        if progress is not None:
            progress(index + 1, games)
    report.seconds = time.perf_counter() - started
    return report
