"""Output piped into a reader that stops early (``sinners stats FILE | head``) ends quietly.

Every command that prints is run through the real command line with its standard output a
pipe whose reader is gone before the first line is written, as ``head`` leaves it once it has
read its lines: the command ends without a traceback and without Python's "Exception ignored"
note about a broken pipe.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from meaculpa_tui import engine as meaculpa
from shared.engine.saves import save_record
from sinners_tui import engine as sinners
from tests.shared.statistics_support import seeded_record

ENGINES = {"meaculpa_tui": meaculpa, "sinners_tui": sinners}
#: Each printing command, ``FILE`` standing for a saved game.
COMMANDS = [
    ["stats", "FILE"],
    ["stats", "--json", "FILE"],
    ["replay", "FILE", "--transcript"],
    ["simulate", "--games", "1", "--players", "2", "--seed", "1", "--jobs", "1"],
    ["--version"],
    ["--help"],
    ["simulate", "--help"],
]
#: Seconds a command may take before the test gives up on it.
BOUND = 120


def into_closed_pipe(module: str, arguments: list[str]) -> subprocess.CompletedProcess[str]:
    """Run ``python -m module arguments`` with nobody left reading its standard output."""
    with subprocess.Popen(
        [sys.executable, "-m", module, *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    ) as process:
        assert process.stdout is not None
        process.stdout.close()  # the reader is gone, as ``head`` is once it has its lines
        try:
            _, errors = process.communicate(timeout=BOUND)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            raise
    return subprocess.CompletedProcess(process.args, process.returncode, "", errors)


@pytest.mark.parametrize("module", sorted(ENGINES))
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_output_into_a_closed_pipe_ends_quietly(module: str, command: list[str], tmp_path: Path):
    engine = ENGINES[module]
    save = save_record(seeded_record(engine, ["Ann", "Ben"], 2), tmp_path / "game.json")
    arguments = [str(save) if part == "FILE" else part for part in command]
    done = into_closed_pipe(module, arguments)
    assert "Traceback" not in done.stderr
    assert "BrokenPipeError" not in done.stderr and "Exception ignored" not in done.stderr
    assert done.stderr.strip() == ""  # (a progress bar on no terminal leaves a line break)
    assert done.returncode in (0, 1)
