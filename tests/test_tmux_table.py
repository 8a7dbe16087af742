"""The tmux check: three panes of one tmux window, one seat each, play a whole round.

Each pane runs the real app in a real terminal (``tests/tmux_pane.py``: ``join CODE``, keys
from the tests' players through Textual's autopilot, every frame checked for other seats'
secrets). Meanwhile this test reads the panes (``capture-pane``) now and then: no pane ever
shows another seat's screen heading. Skipped where tmux is missing.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from meaculpa_tui import engine as meaculpa
from shared.engine.table_store import TableStore, table_path
from sinners_tui import engine as sinners

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ann", "Ben", "Cid"]
SEED = 738000026
TIMEOUT = 400.0

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def _tmux(socket: str, *args: str) -> str:
    result = subprocess.run(
        ["tmux", "-L", socket, *args], capture_output=True, text=True, check=True, timeout=30
    )
    return result.stdout


@pytest.mark.parametrize("engine", [meaculpa, sinners], ids=["meaculpa", "sinners"])
def test_three_panes_play_a_whole_round(engine, tmp_path, _isolated_data_dir):
    game = engine.GAME_NAME
    store, codes = TableStore.create(table_path(game, "7e57ab"), engine, NAMES, ["human"] * 3, SEED)
    store.close()
    report = tmp_path / "report.jsonl"
    env = {
        "SINFUL_TABLES_DATA_DIR": os.environ["SINFUL_TABLES_DATA_DIR"],
        "SINFUL_TABLES_CONFIG_DIR": os.environ["SINFUL_TABLES_CONFIG_DIR"],
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    prefix = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
    commands = [
        # (a moment's sleep: the panes get their final size before the apps start)
        f"sleep 1; cd {shlex.quote(str(ROOT))} && env {prefix} {shlex.quote(sys.executable)} -m "
        f"tests.tmux_pane {game} {codes[seat]} {SEED} {shlex.quote(str(report))}"
        for seat in range(3)
    ]
    socket = f"remote-check-{os.getpid()}"
    _tmux(socket, "new-session", "-d", "-s", "table", "-x", "100", "-y", "98", commands[0])
    try:
        for command in commands[1:]:
            _tmux(socket, "split-window", "-v", "-t", "table", command)
        _tmux(socket, "select-layout", "-t", "table", "even-vertical")
        panes = _tmux(socket, "list-panes", "-t", "table", "-F", "#{pane_id}").split()
        assert len(panes) == 3
        looks = 0
        last: dict[str, str] = {}
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            lines = report.read_text().splitlines() if report.exists() else []
            if len(lines) == 3:
                break
            for pane in panes:
                try:
                    text = _tmux(socket, "capture-pane", "-p", "-t", pane)
                except subprocess.CalledProcessError:
                    continue  # (the pane has just closed)
                last[pane] = text
                headings = [name for name in NAMES if f"{name}'s screen" in text]
                assert len(headings) <= 1, f"two seats' screens in one pane:\n{text}"
                looks += 1
            time.sleep(0.5)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True, timeout=30)
    outcomes = [json.loads(line) for line in report.read_text().splitlines()]
    screens = "\n\n".join(last.values())
    assert sorted(o["seat"] for o in outcomes) == [0, 1, 2], f"{outcomes}\n{screens}"
    for outcome in outcomes:
        assert outcome["problems"] == [], outcome["problems"]
        assert outcome["round"] >= 2 or outcome["over"], f"{outcomes}\n{screens}"
        assert outcome["presses"] > 0 and outcome["frames"] > 0
    assert len({o["moves"] for o in outcomes}) == 1  # every pane saw the same game
    assert looks > 3
