"""A seat's process killed outright (``kill -9``) mid-game loses nothing and rejoins.

The host (this test's app) sits at Ann's seat; Ben plays in a separate process
(``tests/tmux_pane.py``, headless). After some moves Ben's process is killed with SIGKILL,
at whatever point it is; the table file must still open and replay, the host must say that
Ben is away, and a new process with Ben's code must play on from where the table stands,
through the end of the first round.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from shared.engine.table_store import TableStore, table_id_of, table_path
from sinners_tui import engine
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.patience import POLL_SECONDS, Patience
from tests.remote_support import host_app, past_codes
from tests.sinners.ui.driver import Player, Tactics
from tests.ui_support import flat_text, run_app, screen_text, wait_until

ROOT = Path(__file__).resolve().parent.parent
SEED = 738000005
SIZE = (100, 30)


def _seat_process(code: str, report: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "tests.tmux_pane", "sinners", code, str(SEED)]
    return subprocess.Popen(
        [*command, str(report), "headless"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


#: Keys the host presses at most to reach a point of the game.
MAX_PRESSES = 2_000


async def _play_until(pilot, keys, condition, what: str) -> None:
    """Press the host's keys until ``condition()`` (bounded by steps: see tests.patience)."""
    patience = Patience()
    presses = 0
    while not condition():
        if presses > MAX_PRESSES:
            raise AssertionError(f"{what} not reached by keys:\n{screen_text(pilot.app)}")
        key = keys()
        if key is None:
            if patience.exhausted():
                raise AssertionError(f"gave up waiting for {what}:\n{screen_text(pilot.app)}")
            await pilot.pause(POLL_SECONDS)
        else:
            await pilot.press(key)
            presses += 1
            patience.progressed()


@pytest.mark.long(20)
async def test_a_seat_killed_outright_rejoins_and_plays_on(tmp_path):
    spec = game_spec()
    host, codes = host_app(
        SinnersApp, spec, ["Ann", "Ben"], ["human", "human"], sit="Ann", seed=SEED
    )
    path = table_path("sinners", table_id_of(codes[1]))
    report = tmp_path / "report.jsonl"
    async with run_app(host, SIZE) as pilot:
        keys = past_codes(host, Player(host, Tactics(SEED)).next_key)
        ben = _seat_process(codes[1], report)
        try:
            await _play_until(pilot, keys, lambda: len(host.record.actions) >= 12, "12 moves")
        finally:
            ben.send_signal(signal.SIGKILL)
            ben.wait(timeout=30)
        assert ben.returncode == -signal.SIGKILL
        TableStore.open(path, engine).close()  # the file opens and replays
        await wait_until(pilot, lambda: "Ben is away" in flat_text(screen_text(host)), what="away")
        again = _seat_process(codes[1], report)
        try:
            # Ben's new process plays to the second round, then ends by itself
            await _play_until(pilot, keys, lambda: again.poll() is not None, "Ben's round")
            await wait_until(pilot, lambda: engine.round_number(host.state) > 1, what="round 2")
        finally:
            if again.poll() is None:
                again.kill()
    (outcome,) = [json.loads(line) for line in report.read_text().splitlines()]
    assert outcome["seat"] == 1 and outcome["problems"] == [] and outcome["presses"] > 0
    assert outcome["round"] >= 2 or outcome["over"]
    assert outcome["moves"] <= len(host.record.actions)
