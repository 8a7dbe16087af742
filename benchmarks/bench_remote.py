"""Latency of a remote table: from a move stored by one process to another app's screen.

Run from the repository root: ``python benchmarks/bench_remote.py [--game meaculpa|sinners]
[--moves N] [--interval SECONDS] [--tmux]``.

With ``--tmux``: three tmux panes, one seat each, play a round in real terminals
(``tests/tmux_table.py``), and the latency is from a move's commit in one pane's process to
the first frame of each other pane that showed it.

Otherwise:
A table file is made in a temporary data folder. A separate writer process (its own
connection, as a joined seat in another terminal would be) plays the first legal action of
whoever decides, one move every ``--interval`` seconds, and notes the wall-clock time right
after each commit. In this process a watcher app (the real game's app, headless at 100x30)
sits at the same table; every frame it draws is timed, and a move counts as shown at the
first frame drawn after the app took it (the board, status and log are refreshed in that
frame). The report: median, 90th percentile and largest latency in milliseconds, with the
machine's load average, and the share of a core the watcher uses while nothing happens (its
gentle polling of the file).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shared.cli import GameSpec, LaunchRequest
from shared.engine.table_store import TableStore, table_path
from shared.ui.openings import opening_for

GAMES = {
    "meaculpa": ("meaculpa_tui.spec", "meaculpa_tui.ui.app", "MeaCulpaApp"),
    "sinners": ("sinners_tui.spec", "sinners_tui.ui.app", "SinnersApp"),
}
PLAYERS = ["Ann", "Ben", "Cid"]


def _spec(game: str) -> GameSpec:
    spec_module, _, _ = GAMES[game]
    spec: GameSpec = importlib.import_module(spec_module).game_spec()
    return spec


def _writer(game: str, path: str, moves: int, interval: float, times: Any) -> None:
    """The other process: store ``moves`` moves, sending each one's index and commit time."""
    engine = _spec(game).engine
    store = TableStore.open(Path(path), engine)
    time.sleep(1.0)  # the watcher's app is up by now
    count, state = store.state()
    for _ in range(moves):
        if engine.is_over(state):
            break
        time.sleep(interval)
        seat = engine.current_player(state)
        action = engine.legal_actions(state)[0]
        count = store.append_moves(count, seat, [action])
        times.put((count, time.time()))
        state = engine.apply_action(state, action)
    times.put(None)
    store.close()


#: Seconds the watcher waits with nothing happening, to measure what waiting costs.
IDLE_SECONDS = 3.0


async def _watch(game: str, moves: int, interval: float) -> tuple[list[float], float]:
    spec = _spec(game)
    _, app_module, app_name = GAMES[game]
    app_class = getattr(importlib.import_module(app_module), app_name)
    path = table_path(spec.engine.GAME_NAME, "bench01")
    TableStore.create(path, spec.engine, PLAYERS, ["human"] * 3, seed=12345)[0].close()
    app = app_class(spec, opening_for(spec, LaunchRequest(table_mode="watch", table="bench01")))
    shown: dict[int, float] = {}
    original = app._display  # every frame goes through it (see tests/table_watch.py)

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        if renderable is not None and app.state is not None:
            shown.setdefault(app.move_count, time.time())

    app._display = display
    context = multiprocessing.get_context("spawn")
    times = context.Queue()
    writer = context.Process(target=_writer, args=(game, str(path), moves, interval, times))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.5)
        cpu, wall = time.process_time(), time.monotonic()
        await asyncio.sleep(IDLE_SECONDS)
        idle = (time.process_time() - cpu) / (time.monotonic() - wall)
        writer.start()
        stored: dict[int, float] = {}
        while True:
            try:
                item = times.get_nowait()
            except Exception:
                await pilot.pause(0.02)
                continue
            if item is None:
                break
            stored[item[0]] = item[1]
        await pilot.pause(1.0)
    writer.join()
    latencies = [shown[index] - at for index, at in sorted(stored.items()) if index in shown]
    return latencies, idle


def _report_tmux(game: str, folder: Path) -> None:
    from tests.tmux_table import run_panes

    run = run_panes(_spec(game).engine, 738000026, folder)
    ms = sorted(1000 * value for value in run.latencies)
    if not ms:
        print("no move was shown")
        return
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    moves = max((o["moves"] for o in run.outcomes), default=0)
    print(
        f"{game} in three tmux panes: {moves} moves, {len(ms)} pane updates: median "
        f"{statistics.median(ms):.0f} ms, 90% {p90:.0f} ms, max {ms[-1]:.0f} ms "
        f"(load average {load})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="meaculpa")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--interval", type=float, default=0.3)
    parser.add_argument("--tmux", action="store_true", help="three panes in real terminals")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["SINFUL_TABLES_DATA_DIR"] = folder
        os.environ["SINFUL_TABLES_CONFIG_DIR"] = folder
        if args.tmux:
            _report_tmux(args.game, Path(folder))
            return
        latencies, idle = asyncio.run(_watch(args.game, args.moves, args.interval))
    if not latencies:
        print("no move was shown")
        return
    ms = sorted(1000 * value for value in latencies)
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{args.game}: {len(ms)} moves from another process to the screen: median "
        f"{statistics.median(ms):.0f} ms, 90% {p90:.0f} ms, max {ms[-1]:.0f} ms "
        f"(load average {load}); waiting with nothing to do costs {100 * idle:.1f}% of a core"
    )


if __name__ == "__main__":
    main()
