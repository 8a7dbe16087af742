"""Three tmux panes, one seat each, playing one table file: the runner of the tmux check.

:func:`run_panes` makes a table of three people in the current data folder
(``SINFUL_TABLES_DATA_DIR``), opens a private tmux server with one window split in three
panes of 100x32, and runs ``tests/tmux_pane.py`` (``join CODE`` in a real terminal, driven
by the tests' key players) in each; the host's own ``host --table``, which deals and takes
every move, runs at 100x30 in a tmux server of its own (a second window of the same server
would change the size of the first). Both windows are pinned to their size
(``resize-window``, which makes it manual): a detached window was seen to fall back to
tmux's default 80x24 mid-game, too small for the host's table, which then stopped the round.
While they play it reads the panes (``capture-pane``) now
and then, noting any pane that shows two seats' screen headings. It returns what each pane
reported and, for every move, the time from its commit by one pane's process to the first
frame of each other pane that showed it (the ``moves.at`` column against the panes' frame
times, one wall clock on one host).

Used by ``tests/test_tmux_table.py`` (the check) and ``benchmarks/bench_remote.py --tmux``
(the latency between panes).
"""

from __future__ import annotations

import json
import os
import shlex
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shared.engine.protocol import GameEngine
from shared.engine.table_store import TableStore, table_path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ann", "Ben", "Cid"]
TIMEOUT = 400.0
#: The table's id (any six hex digits).
TABLE = "7e57ab"


@dataclass
class PaneRun:
    """What the three panes did."""

    outcomes: list[dict[str, Any]]
    #: Times the panes were read, and what each showed last.
    looks: int
    last: dict[str, str]
    #: Panes that showed two seats' screens at once (should be none).
    mixed: list[str] = field(default_factory=list)
    #: Seconds from a move's commit in one pane to its first frame in each other pane.
    latencies: list[float] = field(default_factory=list)

    def screens(self) -> str:
        return "\n\n".join(self.last.values())


def _tmux(socket: str, *args: str) -> str:
    result = subprocess.run(
        ["tmux", "-L", socket, *args], capture_output=True, text=True, check=True, timeout=30
    )
    return result.stdout


def run_panes(engine: GameEngine, seed: int, folder: Path) -> PaneRun:
    """Play a round of ``engine``'s game in three panes (see the module); ``folder`` holds
    the panes' reports."""
    game = engine.GAME_NAME
    path = table_path(game, TABLE)
    store, codes = TableStore.create(path, engine, NAMES, ["human"] * 3, seed)
    store.close()
    report = folder / "report.jsonl"
    env = {
        "SINFUL_TABLES_DATA_DIR": os.environ["SINFUL_TABLES_DATA_DIR"],
        "SINFUL_TABLES_CONFIG_DIR": os.environ.get("SINFUL_TABLES_CONFIG_DIR", str(folder)),
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    prefix = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
    commands = [
        # (a moment's sleep: the panes get their final size before the apps start)
        f"sleep 1; cd {shlex.quote(str(ROOT))} && env {prefix} {shlex.quote(sys.executable)} -m "
        f"tests.tmux_pane {game} {codes[seat]} {seed} {shlex.quote(str(report))}"
        for seat in range(3)
    ]
    host = (
        f"cd {shlex.quote(str(ROOT))} && env {prefix} {shlex.quote(sys.executable)} -m "
        f"{game}_tui host --table {TABLE}"
    )
    socket = f"remote-check-{os.getpid()}"
    _tmux(f"{socket}-host", "new-session", "-d", "-s", "host", "-x", "100", "-y", "30", host)
    _tmux(f"{socket}-host", "resize-window", "-t", "host", "-x", "100", "-y", "30")
    _tmux(socket, "new-session", "-d", "-s", "table", "-x", "100", "-y", "98", commands[0])
    _tmux(socket, "resize-window", "-t", "table", "-x", "100", "-y", "98")
    run = PaneRun(outcomes=[], looks=0, last={})
    try:
        for command in commands[1:]:
            _tmux(socket, "split-window", "-v", "-t", "table", command)
        _tmux(socket, "select-layout", "-t", "table", "even-vertical")
        panes = _tmux(socket, "list-panes", "-t", "table", "-F", "#{pane_id}").split()
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            lines = report.read_text().splitlines() if report.exists() else []
            if len(lines) == len(panes):
                break
            for pane in panes:
                try:
                    text = _tmux(socket, "capture-pane", "-p", "-t", pane)
                except subprocess.CalledProcessError:
                    continue  # (the pane has just closed)
                run.last[pane] = text
                if sum(f"{name}'s screen" in text for name in NAMES) > 1:
                    run.mixed.append(text)
                run.looks += 1
            time.sleep(0.5)
    finally:
        for server in (socket, f"{socket}-host"):
            subprocess.run(["tmux", "-L", server, "kill-server"], capture_output=True, timeout=30)
    if report.exists():
        run.outcomes = [json.loads(line) for line in report.read_text().splitlines()]
    run.latencies = _latencies(path, run.outcomes)
    return run


def _latencies(path: Path, outcomes: list[dict[str, Any]]) -> list[float]:
    """For each move and each pane but the mover's: first frame showing it minus its commit."""
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        moves = db.execute("SELECT idx, seat, at FROM moves ORDER BY idx").fetchall()
    finally:
        db.close()
    latencies = []
    for outcome in outcomes:
        shown = sorted((int(count), at) for count, at in outcome.get("shown", {}).items())
        for index, seat, at in moves:
            if seat == outcome.get("seat"):
                continue
            later = [when for count, when in shown if count > index]
            if later:
                latencies.append(min(later) - at)
    return latencies
