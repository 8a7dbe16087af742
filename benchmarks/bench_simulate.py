"""Scaling of ``simulate --jobs``: games per second in one process and in N, in the same run.

Run from the repository root: ``python benchmarks/bench_simulate.py [--games N] [--jobs N]``.
Plays random 4-player Mea Culpa and random 5-player Sinners games (as the issue measures them),
first with ``jobs=1`` and then with ``--jobs`` processes (default 2), on the same seeds, checks
that the reports agree apart from the timings, and prints games/s and the speed-up.
"""

from __future__ import annotations

import argparse
import os
import resource

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.engine.simulate import TIMING_FIELDS, simulate
from sinners_tui.spec import game_spec as sinners_spec


def _cpu_seconds() -> float:
    """CPU time of this process and its finished workers so far."""
    return sum(
        usage.ru_utime + usage.ru_stime
        for usage in map(resource.getrusage, (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    )


def _play(spec, players: int, games: int, jobs: int) -> tuple[dict, float]:
    cpu = _cpu_seconds()
    report = simulate(
        spec.engine,
        games=games,
        players=players,
        seed=0,
        bot_kinds=["random"] * players,
        factories=spec.bots,
        rounds_of=spec.rounds_of,
        jobs=jobs,
    )
    return report.as_json(), _cpu_seconds() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per measurement")
    parser.add_argument("--jobs", type=int, default=2, help="processes to compare with one")
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("(the CPU seconds show the work done; beside another busy process the ratio drops)")
    for spec, players in ((meaculpa_spec(), 4), (sinners_spec(), 5)):
        many, many_cpu = _play(spec, players, args.games, args.jobs)
        one, one_cpu = _play(spec, players, args.games, 1)
        untimed = [{k: v for k, v in s.items() if k not in TIMING_FIELDS} for s in (one, many)]
        same = "same report" if untimed[0] == untimed[1] else "REPORTS DIFFER"
        ratio = many["games_per_second"] / one["games_per_second"]
        print(
            f"{spec.title:10} {players} players, {args.games} games: "
            f"jobs=1 {one['games_per_second']:8.1f} games/s, "
            f"jobs={args.jobs} {many['games_per_second']:8.1f} games/s, "
            f"x{ratio:.2f} ({same}); CPU s: {one_cpu:.1f} vs {many_cpu:.1f}"
        )
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
