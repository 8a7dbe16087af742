"""How fast the Mea Culpa app starts and answers keys, next to a bare Textual app.

    python benchmarks/bench_meaculpa_ui.py [--presses 200] [--starts 10] [--processes 3]

Runs the shared harness (``benchmarks/bench_ui.py``) on a three-player game in which every
seat is a person, so each hand-over passes the curtain: the scripted player of
``tests.meaculpa.ui.autoplay`` presses the keys a person would (lifting curtains, reading
results, choosing in dialogs and in the turn menu). Prints the start-up time to the first frame
(in this process and in a new one) beside a bare Textual app's, and the median time from a key
press to the updated screen.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from meaculpa_tui.spec import game_spec  # noqa: E402
from meaculpa_tui.ui.app import MeaCulpaApp  # noqa: E402
from shared.ui import GameOverScreen  # noqa: E402
from shared.ui.openings import StartGame  # noqa: E402
from tests.meaculpa.ui.autoplay import KeyPlayer  # noqa: E402
from tests.meaculpa.ui.demo import new_record, quick_policy  # noqa: E402

PLAYERS = 3
SEED = 5
HERE = "benchmarks.bench_meaculpa_ui"
#: The command a player types, for start-ups in a new process (see ``bench_ui.entry_child``).
ENTRY = "meaculpa_tui.__main__:main"
ENTRY_ARGS = f"--players Ann,Ben,Cid --seed {SEED}"


def new_app() -> MeaCulpaApp:
    """Three people at one keyboard, a fresh seeded game, no pause for bots."""
    record = new_record(PLAYERS, SEED)
    return MeaCulpaApp(game_spec(), StartGame(record, ["human"] * PLAYERS), bot_delay=0)


def next_key(app: MeaCulpaApp) -> Callable[[], str | None]:
    """The scripted players' next key."""
    return KeyPlayer(app, quick_policy(SEED))


def finished(app: MeaCulpaApp) -> bool:
    return isinstance(app.screen, GameOverScreen)


def main(argv: list[str] | None = None) -> int:
    from benchmarks.bench_ui import main as bench

    args = list(sys.argv[1:] if argv is None else argv)
    return bench(
        [
            f"--app={HERE}:new_app",
            f"--keys={HERE}:next_key",
            f"--done={HERE}:finished",
            f"--entry={ENTRY}",
            f"--entry-args={ENTRY_ARGS}",
            "--resume-save=meaculpa",
            "--floor=benchmarks.opening_state:meaculpa",
            *args,
        ]
    )


if __name__ == "__main__":
    sys.exit(main())
