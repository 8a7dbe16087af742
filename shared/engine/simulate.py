"""Many seeded bot games in a row: the engine's soak test and the bots' yardstick.

Used by the ``simulate`` command of both games. Game ``i`` is played with seed ``seed + i``, so
any failing game can be replayed on its own.

The process that runs ``simulate`` keeps summaries only, however many games it plays: each
game's outcome is added to running totals (:class:`OutcomeTally`) and each decision's time to
a histogram of bounded size (:class:`DecisionTimes`), so its memory stays flat over tens of
thousands of games. ``keep_outcomes`` keeps every outcome as well, for the tests.

With ``jobs`` above one the games are shared out, in chunks of consecutive seeds, among worker
processes; each game depends on its seed alone, so the outcomes (gathered back in seed order)
are the same as in one process. Workers are handed the engine by its module name and the bot
factories by reference, so factories must be module-level functions (or ``functools.partial``
of them), not lambdas.
"""

from __future__ import annotations

import importlib
import math
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from shared.engine.bots import Bot, BotFactory
from shared.engine.protocol import GameEngine
from shared.engine.words import plural

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


#: The relative accuracy of :class:`DecisionTimes`' median (0.5%).
RELATIVE_ACCURACY = 0.005
_GAMMA = (1 + RELATIVE_ACCURACY) / (1 - RELATIVE_ACCURACY)
_LOG_GAMMA = math.log(_GAMMA)
#: Times at or below this (a nanosecond, finer than the clock) all count as zero.
SMALLEST_TIME = 1e-9


class DecisionTimes:
    """How long one bot kind's decisions took, in memory of bounded size: how many, the exact
    worst, and the median from a histogram with logarithmic buckets.

    The histogram is DDSketch's (Masson, Rim and Lee, "DDSketch: a fast and fully-mergeable
    quantile sketch with relative-error guarantees", VLDB 2019): a time ``t`` counts in bucket
    ``ceil(log(t) / log(gamma))`` with ``gamma = (1 + a) / (1 - a)``, and a bucket stands for
    ``2 gamma^i / (gamma + 1)``, which is within ``a`` = :data:`RELATIVE_ACCURACY` (0.5%) of
    every time in it. So :meth:`median` is within 0.5% of the exact median of the times (of the
    middle two, for an even count: their mean, as ``statistics.median`` takes it); times of at
    most :data:`SMALLEST_TIME` count as 0. A bucket per factor of about 1.01 makes fewer than 3,000
    buckets between a nanosecond and an hour, however many decisions there are. Histograms
    add up (:meth:`merge`), so each worker process sends its own.
    """

    __slots__ = ("buckets", "count", "worst", "zeros")

    def __init__(self) -> None:
        self.count = 0
        self.worst = 0.0
        self.zeros = 0
        self.buckets: dict[int, int] = {}

    def add(self, seconds: float) -> None:
        """Count one decision of ``seconds``."""
        self.count += 1
        self.worst = max(self.worst, seconds)
        if seconds <= SMALLEST_TIME:
            self.zeros += 1
            return
        bucket = math.ceil(math.log(seconds) / _LOG_GAMMA)
        self.buckets[bucket] = self.buckets.get(bucket, 0) + 1

    def merge(self, other: DecisionTimes) -> None:
        """Add ``other``'s decisions to these."""
        self.count += other.count
        self.worst = max(self.worst, other.worst)
        self.zeros += other.zeros
        for bucket, count in other.buckets.items():
            self.buckets[bucket] = self.buckets.get(bucket, 0) + count

    def _at_rank(self, rank: int) -> float:
        """The time of the ``rank``-th decision (from 0) in order, as its bucket stands for it."""
        if rank < self.zeros:
            return 0.0
        seen = self.zeros
        for bucket in sorted(self.buckets):
            seen += self.buckets[bucket]
            if rank < seen:
                return 2 * _GAMMA**bucket / (_GAMMA + 1)
        return self.worst  # (not reached: the ranks asked for are below the count)

    def median(self) -> float:
        """The median time, within :data:`RELATIVE_ACCURACY` of the exact one (0: none)."""
        if not self.count:
            return 0.0
        low, high = (self.count - 1) // 2, self.count // 2
        return (self._at_rank(low) + self._at_rank(high)) / 2

    def __getstate__(self) -> tuple[int, float, int, dict[int, int]]:
        return self.count, self.worst, self.zeros, self.buckets

    def __setstate__(self, state: tuple[int, float, int, dict[int, int]]) -> None:
        self.count, self.worst, self.zeros, self.buckets = state


@dataclass
class OutcomeTally:
    """The running totals of the games' outcomes that the report needs, in constant memory."""

    players: int
    finished: int = 0
    actions: int = 0
    rounds: int = 0
    capped: int = 0
    errors: int = 0
    #: The seeds of the first few failed games, and the first failure's message.
    error_seeds: list[int] = field(default_factory=list)
    first_error: str | None = None
    wins: list[int] = field(default_factory=list)

    #: How many failed games' seeds the report names.
    SEEDS_NAMED = 20

    def add(self, outcome: GameOutcome) -> None:
        """Count one game (the games come in seed order)."""
        if not self.wins:
            self.wins = [0] * self.players
        if outcome.error is not None:
            self.errors += 1
            if len(self.error_seeds) < self.SEEDS_NAMED:
                self.error_seeds.append(outcome.seed)
            if self.first_error is None:
                self.first_error = outcome.error
            return
        self.finished += 1
        self.actions += outcome.actions
        self.rounds += outcome.rounds
        self.capped += outcome.capped
        for seat in outcome.winners:
            self.wins[seat] += 1


@dataclass
class SimulationReport:
    """The summary printed as the ``simulate`` command's JSON line."""

    game: str
    games: int
    players: int
    seed: int
    bots: list[str]
    #: Every game's outcome, in seed order: only with ``simulate(keep_outcomes=True)``.
    outcomes: list[GameOutcome] = field(default_factory=list)
    seconds: float = 0.0
    #: Per bot kind, its decisions' times (bounded: see :class:`DecisionTimes`).
    decision_seconds: dict[str, DecisionTimes] = field(default_factory=dict)
    tally: OutcomeTally | None = None
    keep_outcomes: bool = False

    def add(self, outcome: GameOutcome) -> None:
        """Count one game's outcome (the games come in seed order)."""
        if self.tally is None:
            self.tally = OutcomeTally(self.players)
        self.tally.add(outcome)
        if self.keep_outcomes:
            self.outcomes.append(outcome)

    def as_json(self) -> dict[str, Any]:
        """The report as plain data (the last line of the command's output)."""
        tally = self.tally or OutcomeTally(self.players)
        finished = tally.finished
        times: dict[str, dict[str, float]] = {}
        for kind, samples in sorted(self.decision_seconds.items()):
            if samples.count:
                times[kind] = {
                    "median_ms": round(samples.median() * 1000, 3),
                    "worst_ms": round(samples.worst * 1000, 3),
                    "decisions": samples.count,
                }
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "bots": self.bots,
            "errors": tally.errors,
            "error_seeds": list(tally.error_seeds),
            "first_error": tally.first_error,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "mean_actions": round(tally.actions / finished, 2) if finished else 0.0,
            "mean_rounds": round(tally.rounds / finished, 2) if finished else 0.0,
            "capped": tally.capped,
            "wins": tally.wins or [0] * self.players,
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
    decision_seconds: dict[str, DecisionTimes] | None = None,
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
                taken = time.perf_counter() - started
                times = decision_seconds.get(bot.kind)
                if times is None:
                    times = decision_seconds[bot.kind] = DecisionTimes()
                times.add(taken)
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
    decision_seconds: dict[str, DecisionTimes],
    progress: Callable[[], None] | None = None,
    keep: Callable[[GameOutcome], None] | None = None,
) -> list[GameOutcome]:
    """Play the games of seeds ``first_seed`` to ``first_seed + count - 1``, in that order;
    each outcome goes to ``keep`` when given (nothing is returned then), else into the list."""
    outcomes = []
    for game_seed in range(first_seed, first_seed + count):
        bots = [
            factories[kind](engine, seat, game_seed * 7919 + seat)
            for seat, kind in enumerate(bot_kinds)
        ]
        outcome = play_one(
            engine,
            names,
            game_seed,
            bots,
            rounds_of=rounds_of,
            max_rounds=max_rounds,
            options=options,
            decision_seconds=decision_seconds,
        )
        if keep is not None:
            keep(outcome)
        else:
            outcomes.append(outcome)
        if progress is not None:
            progress()
    return outcomes


def _play_chunk(engine: Any, *args: Any) -> tuple[list[GameOutcome], dict[str, DecisionTimes]]:
    """A worker process's share: ``engine`` comes as a module name when the engine is a module."""
    if isinstance(engine, str):
        engine = importlib.import_module(engine)
    decision_seconds: dict[str, DecisionTimes] = {}
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
    keep_outcomes: bool = False,
) -> SimulationReport:
    """Play ``games`` seeded games with one bot kind per seat and summarise them.

    ``jobs`` is the number of processes; ``1`` plays every game in this process. Only
    summaries are kept (see the module) unless ``keep_outcomes``: then every game's outcome
    too, in :attr:`SimulationReport.outcomes`.
    """
    if len(bot_kinds) != players:
        given = plural(len(bot_kinds), "bot", "bots")
        raise ValueError(f"give one bot per seat: {plural(players, 'seat', 'seats')}, {given}")
    unknown = [kind for kind in bot_kinds if kind not in factories]
    if unknown:
        raise ValueError(
            f"unknown bot kind {unknown[0]!r}; choose from {', '.join(sorted(factories))}"
        )
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    names = [f"Seat {i + 1}" for i in range(players)]
    report = SimulationReport(
        engine.GAME_NAME, games, players, seed, list(bot_kinds), keep_outcomes=keep_outcomes
    )
    report.tally = OutcomeTally(players)
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

        _play_range(
            engine,
            names,
            seed,
            games,
            *rest,
            decision_seconds=report.decision_seconds,
            progress=one_more,
            keep=report.add,
        )
    else:
        # imported here: the processes machinery costs start-up time the games' screens need not
        from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

        shipped = engine.__name__ if isinstance(engine, ModuleType) else engine
        starts = range(seed, seed + games, size)
        # chunks finished out of turn wait here until those before them are counted, so the
        # outcomes are counted in seed order while only a few chunks are ever held
        waiting: dict[int, tuple[list[GameOutcome], dict[str, DecisionTimes]]] = {}
        next_start = seed
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
                    waiting[first] = future.result()
                    done += len(waiting[first][0])
                while next_start in waiting:
                    outcomes, times = waiting.pop(next_start)
                    for outcome in outcomes:
                        report.add(outcome)
                    for kind, samples in times.items():
                        report.decision_seconds.setdefault(kind, DecisionTimes()).merge(samples)
                    next_start += size
                if progress is not None:
                    progress(done, games)
    report.seconds = time.perf_counter() - started
    return report
