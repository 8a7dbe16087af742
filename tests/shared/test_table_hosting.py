"""One host per table: a second ``host --table`` is refused in one sentence naming the process
that hosts it, while that process lives; a host killed outright leaves no lock behind."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from meaculpa_tui.spec import game_spec
from shared.cli import LaunchRequest, run
from shared.engine.table_store import TableStore, hosting_process, table_id_of, table_path
from shared.ui.openings import ShowSaveError, StartGame, opening_for

ROOT = Path(__file__).resolve().parents[2]
#: A host's process, as far as the table's lock goes: it hosts the table named, says so, and
#: lives until it is killed.
HOST_SCRIPT = """
import sys, time
from meaculpa_tui import engine
from shared.engine.table_store import TableStore
store = TableStore.open(__import__("pathlib").Path(sys.argv[1]), engine, hosting=True)
print("hosting", flush=True)
time.sleep(120)
"""


def _capturing() -> tuple[Any, list[LaunchRequest]]:
    asked: list[LaunchRequest] = []

    def launch(request: LaunchRequest) -> int:
        asked.append(request)
        return 0

    return dataclasses.replace(game_spec(), launch=launch), asked


def _sentence(pid: int) -> str:
    return (
        f"This table is hosted by process {pid}, which is still running: play on in that "
        "window, or close it and host the table again."
    )


def test_a_second_host_of_a_table_is_refused_in_one_sentence_and_the_first_goes_on(capsys):
    spec, asked = _capturing()
    first = opening_for(
        spec, LaunchRequest(players=["Ann", "Ben"], bots=["human", "random"], table_mode="host")
    )
    assert isinstance(first, StartGame) and first.table is not None
    table = table_id_of(first.table.codes[0])
    assert hosting_process(first.table.store.path) == os.getpid()
    # the command line refuses it before any window opens
    assert run(spec, ["host", "--table", table]) == 1
    assert capsys.readouterr().err.strip() == _sentence(os.getpid())
    assert not asked
    # and so does the opening itself (a second host that got past the command line)
    second = opening_for(spec, LaunchRequest(table_mode="host", table=table))
    assert isinstance(second, ShowSaveError)
    assert "it is hosted by process" in second.error.problem
    # the first plays on
    link = first.table
    _, state = link.store.state()
    seat = spec.engine.current_player(state)
    assert link.publish(0, seat, spec.engine.legal_actions(state)[:1]) is None
    assert link.store.move_count() == 1
    link.close()  # the first host's window closes: the table may be hosted again
    again = opening_for(spec, LaunchRequest(table_mode="host", table=table))
    assert isinstance(again, StartGame) and again.table is not None
    played = spec.engine.legal_actions(state)[0].model_dump(mode="json")
    assert again.record.actions == [*first.record.actions, played]
    again.table.close()


def test_a_host_killed_outright_leaves_no_lock_and_a_new_host_starts_at_once(capsys):
    spec, asked = _capturing()
    path = table_path("meaculpa", "abcdef")
    TableStore.create(path, spec.engine, ["Ann", "Ben"], ["human", "random"], 3)[0].close()
    host = subprocess.Popen(
        [sys.executable, "-c", HOST_SCRIPT, str(path)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        assert host.stdout.readline().strip() == "hosting"
        assert run(spec, ["host", "--table", "abcdef"]) == 1
        assert capsys.readouterr().err.strip() == _sentence(host.pid)
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=30)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    assert host.returncode == -signal.SIGKILL
    assert hosting_process(path) is None
    assert run(spec, ["host", "--table", "abcdef"]) == 0
    assert (asked[-1].table_mode, asked[-1].table) == ("host", "abcdef")
    opening = opening_for(spec, asked[-1])
    assert isinstance(opening, StartGame) and opening.table is not None
    assert hosting_process(path) == os.getpid()
    opening.table.close()
