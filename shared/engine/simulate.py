"""Many seeded bot games in a row: the engine's soak test and the bots' yardstick.

Used by the ``simulate`` command of both games. Game ``i`` is played with seed ``seed + i``, so
any failing game can be replayed on its own.

With ``jobs`` above one the games are shared out, in chunks of consecutive seeds, among worker
processes; each game depends on its seed alone, so the outcomes (gathered back in seed order)
are the same as in one process. Workers are handed the engine by its module name and the bot
factories by reference, so factories must be module-level functions (or ``functools.partial``
of them), not lambdas.
"""

from __future__ import annotations

import importlib
import os
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from shared.engine.bots import Bot, BotFactory
from shared.engine.protocol import GameEngine

#: A game still running after this many actions is counted as an error (it would never end).
DEFAULT_MAX_ACTIONS = 200_000

#: Fields of :meth:`SimulationReport.as_json` that measure time; they differ from run to run
#: (and between ``jobs`` settings), every other field depends on the seeds alone.
TIMING_FIELDS = ("seconds", "games_per_second", "decision_times")


def default_jobs() -> int:
    """How many processes ``simulate`` uses unless told: one per core this process may use."""
    counter = getattr(os, "process_cpu_count", None)  # Python 3.13+
    if counter is not None:
        return counter() or 1
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


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


def _play_range(
    engine: Any,
    names: Sequence[str],
    first_seed: int,
    count: int,
    bot_kinds: Sequence[str],
    factories: Mapping[str, BotFactory],
    rounds_of: Callable[[Any], int] | None,
    max_rounds: int | None,
    options: Mapping[str, Any] | None,
    *,
    decision_seconds: dict[str, list[float]],
    progress: Callable[[], None] | None = None,
) -> list[GameOutcome]:
    """Play the games of seeds ``first_seed`` to ``first_seed + count - 1``, in that order."""
    outcomes = []
    for game_seed in range(first_seed, first_seed + count):
        bots = [
            factories[kind](engine, seat, game_seed * 7919 + seat)
            for seat, kind in enumerate(bot_kinds)
        ]
        outcomes.append(
            play_one(
                engine,
                names,
                game_seed,
                bots,
                rounds_of=rounds_of,
                max_rounds=max_rounds,
                options=options,
                decision_seconds=decision_seconds,
            )
        )
        if progress is not None:
            progress()
    return outcomes


def _play_chunk(engine: Any, *args: Any) -> tuple[list[GameOutcome], dict[str, list[float]]]:
    """A worker process's share: ``engine`` comes as a module name when the engine is a module."""
    if isinstance(engine, str):
        engine = importlib.import_module(engine)
    decision_seconds: dict[str, list[float]] = {}
    outcomes = _play_range(engine, *args, decision_seconds=decision_seconds)
    return outcomes, decision_seconds


def _chunk_size(games: int, jobs: int) -> int:
    """Games per task: several tasks a worker (long and short games even out, the progress bar
    moves), few enough that handing them out costs next to nothing."""
    return max(1, min(50, games // (jobs * 8)))


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
    jobs: int = 1,
) -> SimulationReport:
    """Play ``games`` seeded games with one bot kind per seat and summarise them.

    ``jobs`` is the number of processes; ``1`` plays every game in this process.
    """
    if len(bot_kinds) != players:
        raise ValueError(f"give one bot per seat: {players} seats, {len(bot_kinds)} bots")
    unknown = [kind for kind in bot_kinds if kind not in factories]
    if unknown:
        raise ValueError(
            f"unknown bot kind {unknown[0]!r}; choose from {', '.join(sorted(factories))}"
        )
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    names = [f"Seat {i + 1}" for i in range(players)]
    report = SimulationReport(engine.GAME_NAME, games, players, seed, list(bot_kinds))
    rest = (list(bot_kinds), dict(factories), rounds_of, max_rounds, options)
    started = time.perf_counter()
    size = _chunk_size(games, jobs)
    if jobs == 1 or games <= size:
        done = 0

        def one_more() -> None:
            nonlocal done
            done += 1
            if progress is not None:
                progress(done, games)

        report.outcomes = _play_range(
            engine,
            names,
            seed,
            games,
            *rest,
            decision_seconds=report.decision_seconds,
            progress=one_more,
        )
    else:
        # imported here: the processes machinery costs start-up time the games' screens need not
        from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

        shipped = engine.__name__ if isinstance(engine, ModuleType) else engine
        starts = range(seed, seed + games, size)
        results: dict[int, tuple[list[GameOutcome], dict[str, list[float]]]] = {}
        with ProcessPoolExecutor(max_workers=min(jobs, len(starts))) as pool:
            pending: dict[Future[Any], int] = {
                pool.submit(
                    _play_chunk, shipped, names, first, min(size, seed + games - first), *rest
                ): first
                for first in starts
            }
            done = 0
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    first = pending.pop(future)
                    results[first] = future.result()
                    done += len(results[first][0])
                if progress is not None:
                    progress(done, games)
        for first in starts:  # seed order, whatever order the chunks finished in
            outcomes, seconds = results[first]
            report.outcomes.extend(outcomes)
            for kind, samples in seconds.items():
                report.decision_seconds.setdefault(kind, []).extend(samples)
    report.seconds = time.perf_counter() - started
    return report
