"""Speed of the Mea Culpa rules engine: random 4-player games per second, µs per apply_action.

Run from the repository root: ``python benchmarks/bench_meaculpa_engine.py [--games N]``.
Games are played in this one process with uniformly random legal actions (as the ``random``
bot plays), timed with the CPU clock of the process; the best of ``--repeat`` runs is reported
so that other work on a shared machine disturbs the figures less. ``apply_action`` is then timed
on its own by applying every recorded (state, action) pair of those games again, so the figure
includes the legality check ``apply_action`` makes itself.
"""

from __future__ import annotations

import argparse
import gc
import random
import time

from meaculpa_tui import engine

NAMES = ["Anna", "Ben", "Cleo", "Dirk"]


def play(seed: int, players: int) -> int:
    """One random game; returns the number of actions."""
    state = engine.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    actions = 0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
        actions += 1
    return actions


def recorded(seed: int, players: int) -> list[tuple[engine.State, object]]:
    """Every (state, action) pair of one random game."""
    state = engine.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    pairs = []
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        pairs.append((state, action))
        state = engine.apply_action(state, action)
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    best = float("inf")
    actions = 0
    for _ in range(args.repeat):
        started = time.process_time()
        actions = sum(play(seed, args.players) for seed in range(args.games))
        best = min(best, time.process_time() - started)
    pairs = [pair for seed in range(args.games) for pair in recorded(seed, args.players)]
    # Tens of thousands of recorded states would otherwise make every garbage collection
    # walk them all, which a real game never does.
    gc.collect()
    gc.freeze()
    apply = engine.apply_action
    apply_seconds = float("inf")
    for _ in range(args.repeat):
        started = time.process_time()
        for state, action in pairs:
            apply(state, action)
        apply_seconds = min(apply_seconds, time.process_time() - started)
    per_game = actions / args.games
    print(f"players: {args.players}, games: {args.games}, actions per game: {per_game:.0f}")
    print(f"random games per second: {args.games / best:.1f}")
    print(f"microseconds per action (legal_actions + choice + apply): {best / actions * 1e6:.1f}")
    print(f"microseconds per apply_action: {apply_seconds / len(pairs) * 1e6:.1f}")


if __name__ == "__main__":
    main()
