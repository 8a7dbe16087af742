"""How long a game takes to paint its first screen in a real terminal, next to a bare Textual app.

    python benchmarks/bench_first_paint.py [--pairs 5] [--game meaculpa|sinners|both] [--resume]

The headless benchmarks (``bench_meaculpa_ui.py``, ``bench_sinners_ui.py``) time frames inside
the process; this one times what a player sees. Each run starts a command in a detached tmux
session of 100x30 cells and polls the pane (``tmux capture-pane``) until a text of the first
screen shows: the game's setup screen for ``meaculpa`` / ``sinners`` without arguments, and
the line of the bare app (``benchmarks/bench_ui.py``'s ``BareApp``). With ``--resume``, each
game is also started as ``meaculpa --resume`` on an unfinished game of three people
(``benchmarks/resumable.py``), timed until its curtain asks for the first player. Runs
alternate, game and bare app, so both see the same machine load; the medians of ``--pairs``
runs and their ratio are printed. Each run has fresh data and config folders, so no saved game
is listed (a resumed game's folder is a fresh copy holding that one game). As in
``bench_ui.py``, every process reads compiled bytecode from the run's own folder, filled by
one untimed start of each command first (an installed game's modules are compiled when
pip installs them).
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.resumable import fresh_copy, resumable_data_dir  # noqa: E402

SIZE = (100, 30)
#: Longest wait for a first screen before the run is called stuck.
TIMEOUT = 30.0
#: How often the pane is read while waiting (seconds).
POLL = 0.005

BARE = (
    f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
    "from benchmarks.bench_ui import BareApp; BareApp().run()"
)
#: Per subject: the Python arguments to run, and a text its first screen shows.
SUBJECTS = {
    "meaculpa": (["-m", "meaculpa_tui"], "Mea Culpa"),
    "sinners": (["-m", "sinners_tui"], "Sinners"),
    "bare": (["-c", BARE], "A bare Textual app."),
    "meaculpa --resume": (["-m", "meaculpa_tui", "--resume"], "Pass the keyboard to"),
    "sinners --resume": (["-m", "sinners_tui", "--resume"], "Pass the keyboard to"),
}
#: The first screen is shown once this text is there too (a title alone may come early).
SETUP_TEXT = "Players"


def pane_text(session: str) -> str:
    done = subprocess.run(
        [*TMUX, "capture-pane", "-p", "-t", session],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout


#: This run's bytecode folder (see the module's docstring).
PYCACHE = tempfile.mkdtemp(prefix="first-paint-pyc-")
#: This run's own tmux server (``tmux -L``): no other tmux session is touched, and a session
#: kept open for the whole run keeps the server up between two runs.
TMUX = ["tmux", "-L", f"first-paint-{os.getpid()}"]


def first_paint(subject: str, saves: dict[str, Path]) -> float:
    """Seconds from starting ``subject`` in a new tmux session to its first screen showing
    (``saves``: each game's folder with an unfinished game, for the resumed subjects)."""
    python_args, expected = SUBJECTS[subject]
    game, _, resumed = subject.partition(" ")
    # (a resumed game of people only is ready once its curtain asks for the first player)
    texts = [expected] if subject == "bare" or resumed else [expected, SETUP_TEXT]
    session = f"first-paint-{os.getpid()}-{game}{'-resume' if resumed else ''}"
    data = str(fresh_copy(saves[game])) if resumed else tempfile.mkdtemp(prefix="first-paint-")
    env = {
        "PYTHONPATH": str(ROOT),
        "SINFUL_TABLES_DATA_DIR": data,
        "SINFUL_TABLES_CONFIG_DIR": tempfile.mkdtemp(prefix="first-paint-"),
        "TERM": "xterm-256color",
        "PYTHONPYCACHEPREFIX": PYCACHE,
    }
    exports = " ".join(f"{name}={shlex.quote(value)}" for name, value in env.items())
    command = f"cd {shlex.quote(str(ROOT))} && exec env -u PYTHONDONTWRITEBYTECODE {exports} "
    command += f"{shlex.quote(sys.executable)} "
    command += " ".join(shlex.quote(arg) for arg in python_args)
    width, height = SIZE
    started = time.perf_counter()
    subprocess.run(
        [*TMUX, "new-session", "-d", "-s", session, "-x", str(width), "-y", str(height), command],
        check=True,
    )
    try:
        while True:
            shown = pane_text(session)
            if all(text in shown for text in texts):
                return time.perf_counter() - started
            if time.perf_counter() - started > TIMEOUT:
                raise TimeoutError(f"{subject} never showed {texts!r}:\n{shown}")
            time.sleep(POLL)
    finally:
        subprocess.run([*TMUX, "kill-session", "-t", session], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="First paint in tmux, game beside bare app.")
    parser.add_argument("--pairs", type=int, default=5, help="runs of each (default 5)")
    parser.add_argument("--game", choices=["meaculpa", "sinners", "both"], default="both")
    parser.add_argument(
        "--resume", action="store_true", help="also time each game resuming an unfinished one"
    )
    args = parser.parse_args(argv)
    games = ["meaculpa", "sinners"] if args.game == "both" else [args.game]
    saves = {game: resumable_data_dir(game)[0] for game in games} if args.resume else {}
    games += [f"{game} --resume" for game in saves]
    times: dict[str, list[float]] = {name: [] for name in [*games, "bare"]}
    subprocess.run([*TMUX, "new-session", "-d", "-s", "keeper", "sleep 3600"], check=True)
    try:
        for name in ["bare", *games]:
            first_paint(name, saves)  # untimed: fills the bytecode folder
        for _ in range(args.pairs):
            for name in ["bare", *games]:
                times[name].append(first_paint(name, saves))
    finally:
        subprocess.run([*TMUX, "kill-server"], check=False)
    bare = statistics.median(times["bare"])
    for game in games:
        app = statistics.median(times[game])
        print(
            f"first paint in tmux, {game}: median {app * 1000:.0f} ms, bare Textual app "
            f"{bare * 1000:.0f} ms, ratio {app / bare:.2f} (goal <= 1.3; {args.pairs} pairs)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
