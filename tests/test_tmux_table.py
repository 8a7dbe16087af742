"""The tmux check: three panes of one tmux window, one seat each, play a whole round.

Each pane runs the real app in a real terminal (``tests/tmux_pane.py``: ``join CODE``, keys
from the tests' players through Textual's autopilot, every frame checked for other seats'
secrets); meanwhile the panes are read now and then, and none may show two seats' screens
(``tests/tmux_table.py``). Skipped where tmux is missing. The latency between the panes is
reported by ``benchmarks/bench_remote.py --tmux``, not asserted here.
"""

from __future__ import annotations

import shutil

import pytest

from meaculpa_tui import engine as meaculpa
from sinners_tui import engine as sinners
from tests.tmux_table import run_panes

SEED = 738000026

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


@pytest.mark.parametrize(
    "engine",
    [meaculpa, sinners],
    ids=["meaculpa", "sinners"],
)
@pytest.mark.long(20)
def test_three_panes_play_a_whole_round(engine, tmp_path):
    run = run_panes(engine, SEED, tmp_path)
    outcomes = run.outcomes
    assert sorted(o["seat"] for o in outcomes) == [0, 1, 2], f"{outcomes}\n{run.screens()}"
    for outcome in outcomes:
        assert outcome["problems"] == [], outcome["problems"]
        assert outcome["round"] >= 2 or outcome["over"], f"{outcome}\n{run.screens()}"
        assert outcome["presses"] > 0 and outcome["frames"] > 0
    assert len({o["moves"] for o in outcomes}) == 1  # every pane saw the same game
    assert run.looks > 3 and not run.mixed, run.mixed[:1]
    assert run.latencies  # every move reached the other panes' screens
