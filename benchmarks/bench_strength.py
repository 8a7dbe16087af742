"""How strong the ``mcts`` bot is: its win rate against three ``heuristic`` bots.

Run from the repository root::

    python benchmarks/bench_strength.py [--game sinners] [--deals 50] [--jobs 2] [--think S]

Four-player games, each deal played four times with the ``mcts`` bot in each seat in turn and
``heuristic`` bots in the other three, so neither the luck of a deal nor the seat it is played
from favours the search (50 deals: 200 games). Beside each seat's wins stands the reference of
the same run: how often a ``heuristic`` bot wins from that seat on the same deals when all four
seats are ``heuristic`` (par is one game in four). The goal (issue 15) is a win rate of at
least 50% at the bots' own thinking budget, with a median decision of at most 1 s and none over
2 s. Each seat's figures are printed as soon as its games are done, so a long run that is
stopped still tells what it found.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from typing import Any

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import GameSpec
from shared.engine.simulate import default_jobs, simulate
from sinners_tui.spec import game_spec as sinners_spec

PLAYERS = 4
SEARCH = "mcts"
REFERENCE = "heuristic"
#: The goals of issue 15: the search bot's share of wins, its median and worst decision.
GOAL_WIN_RATE = 0.5
GOAL_MEDIAN_MS = 1000.0
GOAL_WORST_MS = 2000.0
#: z of a two-sided 95% interval.
Z95 = 1.96


def wilson_interval(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate: honest for small counts and rates near 0."""
    if games == 0:
        return (0.0, 1.0)
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return ((centre - spread) / scale, (centre + spread) / scale)


def _play(
    spec: GameSpec, kinds: list[str], deals: int, seed: int, jobs: int, think: float | None
) -> dict[str, Any]:
    return simulate(
        spec.engine,
        games=deals,
        players=PLAYERS,
        seed=seed,
        bot_kinds=kinds,
        factories=spec.bot_factories(think),
        rounds_of=spec.rounds_of,
        jobs=jobs,
    ).as_json()


def measure(spec: GameSpec, deals: int, seed: int, jobs: int, think: float | None) -> None:
    """Play and print one game's measurement (see the module)."""
    print(
        f"{spec.title}: {deals} deals x {PLAYERS} seats, seed {seed}, jobs {jobs}, "
        f"think {'the bots own' if think is None else f'{think} s'}",
        flush=True,
    )
    reference = _play(spec, [REFERENCE] * PLAYERS, deals, seed, jobs, think)
    wins = games = 0
    medians: list[float] = []
    worst = 0.0
    for seat in range(PLAYERS):
        started = time.perf_counter()
        kinds = [REFERENCE] * PLAYERS
        kinds[seat] = SEARCH
        report = _play(spec, kinds, deals, seed, jobs, think)
        if report["errors"]:
            raise SystemExit(f"{report['errors']} games failed: seeds {report['error_seeds']}")
        won = report["wins"][seat]
        wins, games = wins + won, games + deals
        times = report["decision_times"].get(SEARCH, {})
        if times:
            medians.append(times["median_ms"])
            worst = max(worst, times["worst_ms"])
        print(
            f"  {SEARCH} in seat {seat + 1}: won {won} of {deals} ({won / deals:.0%}); "
            f"{REFERENCE} there with four {REFERENCE} bots: "
            f"{reference['wins'][seat] / deals:.0%}; decisions median "
            f"{times.get('median_ms', 0):.0f} ms, worst {times.get('worst_ms', 0):.0f} ms; "
            f"{time.perf_counter() - started:.0f} s; load {os.getloadavg()[0]:.2f}",
            flush=True,
        )
    low, high = wilson_interval(wins, games)
    median = sorted(medians)[len(medians) // 2] if medians else 0.0
    print(
        f"  {SEARCH}: won {wins} of {games} ({wins / games:.1%}, 95% interval "
        f"{low:.1%}-{high:.1%}; par {1 / PLAYERS:.0%}, goal >= {GOAL_WIN_RATE:.0%}); "
        f"decisions median {median:.0f} ms (goal <= {GOAL_MEDIAN_MS:.0f}), worst "
        f"{worst:.0f} ms (goal <= {GOAL_WORST_MS:.0f})",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=["meaculpa", "sinners", "both"], default="both")
    parser.add_argument("--deals", type=int, default=50, help="deals, each played 4 times")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--think", type=float, default=None, help="seconds a search decision")
    args = parser.parse_args(argv)
    jobs = args.jobs or default_jobs()
    specs = {"meaculpa": [meaculpa_spec()], "sinners": [sinners_spec()]}
    for spec in specs.get(args.game, [meaculpa_spec(), sinners_spec()]):
        measure(spec, args.deals, args.seed, jobs, args.think)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
