"""Peak memory of ``simulate``'s own process over long runs: it must stay flat.

Run from the repository root: ``python benchmarks/simulate_memory.py [--games 5000 50000]
[--jobs 2] [--game meaculpa sinners]``. Each run is the real command line
(``<game> simulate --games N --jobs J``) in a new process, which reports its own peak resident
memory (``ru_maxrss``, the workers' not included) when it ends; the table shows it per game and
number of games. The parent keeps bounded summaries only (``shared.engine.simulate``), so the
figure for 50,000 games should match the one for 5,000 within a few megabytes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

#: Runs the command line in the child and prints its peak memory (kB on Linux) last, to stderr.
CHILD = """
import resource, sys
from shared.cli import run
import importlib
spec = importlib.import_module(sys.argv[1] + "_tui.spec").game_spec()
code = run(spec, ["simulate", "--games", sys.argv[2], "--jobs", sys.argv[3]])
print("peak-kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
sys.exit(code)
"""


def peak_megabytes(game: str, games: int, jobs: int) -> tuple[float, float, dict[str, object]]:
    """The command's peak resident memory in MB, its seconds, and its JSON summary."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, game, str(games), str(jobs)],
        capture_output=True,
        text=True,
        check=True,
    )
    seconds = time.perf_counter() - started
    kilobytes = next(
        int(line.split()[1]) for line in done.stderr.splitlines() if line.startswith("peak-kb")
    )
    return kilobytes / 1024, seconds, json.loads(done.stdout.splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[5000, 50000])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", nargs="+", default=["meaculpa", "sinners"])
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'game':10} {'games':>7} {'jobs':>4} {'peak MB':>8} {'seconds':>8}  decisions")
    for game in args.game:
        for games in args.games:
            megabytes, seconds, summary = peak_megabytes(game, games, args.jobs)
            times = summary.get("decision_times", {})
            decisions = sum(kind["decisions"] for kind in times.values())  # type: ignore[union-attr]
            row = f"{game:10} {games:>7} {args.jobs:>4} {megabytes:>8.1f} {seconds:>8.1f}"
            print(f"{row}  {decisions}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
