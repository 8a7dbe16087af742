"""Speed of a rules engine: random full games per second and microseconds per ``apply_action``.

Shared by ``bench_meaculpa_engine.py`` and ``bench_sinners_engine.py``. Games are played in this
one process with uniformly random legal actions (as the ``random`` bot plays) and timed with the
process's CPU clock; the best of ``--repeat`` runs is reported, so other work on a shared
machine disturbs the figures less.

Two figures for ``apply_action``: inside the game loop (a bot asks ``legal_actions`` first, so
an engine that caches the legal list finds it ready), and on its own, re-applying every
recorded (state, action) pair, which makes each call check legality from scratch.
``--profile`` prints where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from shared.engine.protocol import GameEngine

NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve"]


def play(engine: GameEngine, seed: int, players: int) -> int:
    """One random game without per-action timing; returns the number of actions."""
    state = engine.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    legal_actions, apply_action, is_over = engine.legal_actions, engine.apply_action, engine.is_over
    actions = 0
    while not is_over(state):
        legal = legal_actions(state)
        state = apply_action(state, legal[rng.randrange(len(legal))])
        actions += 1
    return actions


def play_timed(engine: GameEngine, seed: int, players: int) -> tuple[int, int, float]:
    """One random game: (actions, rounds, CPU seconds spent inside ``apply_action``)."""
    state = engine.new_game(NAMES[:players], seed)
    rng = random.Random(seed)
    clock = time.process_time
    actions = 0
    in_apply = 0.0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        started = clock()
        state = engine.apply_action(state, action)
        in_apply += clock() - started
        actions += 1
    return actions, engine.round_number(state), in_apply


def recorded(engine: GameEngine, seed: int, players: int) -> list[tuple[Any, Any]]:
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


def main(engine: GameEngine, description: str, argv: Sequence[str] | None = None) -> None:
    """Run the benchmark for ``engine`` and print its figures."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="print the top functions")
    args = parser.parse_args(argv)
    seeds = range(args.games)

    best = float("inf")
    actions = 0
    for _ in range(args.repeat):
        started = time.process_time()
        actions = sum(play(engine, seed, args.players) for seed in seeds)
        best = min(best, time.process_time() - started)

    results = [play_timed(engine, seed, args.players) for seed in seeds]
    rounds = [r for _, r, _ in results]
    in_loop = sum(t for _, _, t in results) / sum(a for a, _, _ in results)

    pairs = [
        pair
        for seed in seeds[: max(1, args.games // 4)]
        for pair in recorded(engine, seed, args.players)
    ]
    # Tens of thousands of recorded states would otherwise make every garbage collection walk
    # them all, which a real game never does.
    gc.collect()
    gc.freeze()
    alone = float("inf")
    for _ in range(args.repeat):
        started = time.process_time()
        for state, action in pairs:
            engine.apply_action(state, action)
        alone = min(alone, time.process_time() - started)
    gc.unfreeze()

    print(
        f"players: {args.players}, games: {args.games}, "
        f"actions per game: {actions / args.games:.0f}"
    )
    print(
        f"rounds per game: mean {statistics.fmean(rounds):.2f}, "
        f"median {statistics.median(rounds):.0f}, max {max(rounds)}"
    )
    print(f"random games per second (one process): {args.games / best:.1f}")
    print(f"microseconds per action (legal_actions + choice + apply): {best / actions * 1e6:.1f}")
    print(f"microseconds per apply_action in the game loop: {in_loop * 1e6:.1f}")
    print(f"microseconds per apply_action on its own: {alone / len(pairs) * 1e6:.1f}")

    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in seeds[: max(1, args.games // 4)]:
            play(engine, seed, args.players)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
