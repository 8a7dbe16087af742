"""How fast the Sinners app starts and answers keys, next to a bare Textual app.

    python benchmarks/bench_sinners_ui.py [--presses 200] [--starts 10] [--processes 3]

Runs the shared harness (``benchmarks/bench_ui.py``) on a three-player game of people only,
so every hand-over passes the curtain. The scripted player of the UI tests
(``tests/sinners/ui/driver.py``) presses what a person would: Enter on curtains and scorings,
digits, arrows and Enter in the decision dialogs. Prints the start-up to the first frame (in
this process and in a new one) beside a bare Textual app's, and the median time from a key to
the updated screen, overall and by key (a choice in a dialog versus lifting the curtain).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shared.engine.record import GameRecord  # noqa: E402
from shared.ui import GameOverScreen  # noqa: E402
from sinners_tui import engine  # noqa: E402
from sinners_tui.ui.app import SinnersApp  # noqa: E402
from tests.sinners.ui.driver import Player, Tactics  # noqa: E402
from tests.sinners.ui.screenshots import app_at  # noqa: E402

PLAYERS = ("Ann", "Ben", "Cid")
SEED = 5
#: The harness's hooks, found in this module by name.
HOOKS = {"app": "new_app", "keys": "next_key", "done": "finished"}
#: The command a player types, for start-ups in a new process (see ``bench_ui.entry_child``).
ENTRY = "sinners_tui.__main__:main"
ENTRY_ARGS = f"--players {','.join(PLAYERS)} --seed {SEED}"


def new_app() -> SinnersApp:
    """Three people at one keyboard, a fresh seeded game (no autosave to disk)."""
    return app_at(GameRecord.start(engine, list(PLAYERS), SEED))  # type: ignore[arg-type]


def next_key(app: SinnersApp) -> Callable[[], str | None]:
    """The scripted player's next key."""
    return Player(app, Tactics(SEED)).next_key


def finished(app: SinnersApp) -> bool:
    return isinstance(app.screen, GameOverScreen)


def main(argv: list[str] | None = None) -> int:
    from benchmarks.bench_ui import main as harness

    module = "benchmarks.bench_sinners_ui"
    hooks = [f"--{option}={module}:{name}" for option, name in HOOKS.items()]
    hooks += [f"--entry={ENTRY}", f"--entry-args={ENTRY_ARGS}", "--resume-save=sinners"]
    hooks += ["--floor=benchmarks.opening_state:sinners"]
    return harness(hooks + list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
