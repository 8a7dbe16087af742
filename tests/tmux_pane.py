"""One seat of the tmux check: ``python -m tests.tmux_pane GAME CODE SEED REPORT [headless]``.

Runs the game's real app in the pane's terminal (``join CODE``), driven by the tests' key
player for that game through Textual's autopilot, until the second round begins (or the game
ends). Every frame is checked by :class:`tests.remote_support.RemoteWatch`; the pane then
writes one JSON line to ``REPORT``: the seat, the round reached, the keys pressed, any
privacy problem seen, the notifications it showed (a refusal's reason says why a pane
stopped), and when its frames first showed each move count.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from tests.remote_support import RemoteWatch, join_app, own_seat
from tests.table_watch import watch_frames

ROUNDS = 1
TIMEOUT = 300.0


def _game(game: str) -> tuple[Any, Any, Any, Any]:
    """The spec, app class, key player maker and secrets of ``game``."""
    if game == "meaculpa":
        from meaculpa_tui.spec import game_spec
        from meaculpa_tui.ui.app import MeaCulpaApp
        from tests.meaculpa.ui.autoplay import KeyPlayer
        from tests.meaculpa.ui.demo import quick_policy
        from tests.meaculpa.ui.test_mixed_tables import MeaCulpaSecrets

        return (
            game_spec(),
            MeaCulpaApp,
            lambda app, seed: KeyPlayer(app, quick_policy(seed, 0.0)),
            MeaCulpaSecrets(),
        )
    from sinners_tui.spec import game_spec as sinners_spec
    from sinners_tui.ui.app import SinnersApp
    from tests.sinners.ui.driver import Player, Tactics
    from tests.sinners.ui.test_mixed_tables import SinnersSecrets

    return (
        sinners_spec(),
        SinnersApp,
        lambda app, seed: Player(app, Tactics(seed)).next_key,
        SinnersSecrets(),
    )


def main(game: str, code: str, seed: int, report: Path, *, headless: bool = False) -> None:
    from shared.ui import read_wait

    read_wait.READ_SECONDS = 0.0  # (a script's keys come at once; the wait has tests of its own)
    spec, app_class, player, secrets = _game(game)
    engine = spec.engine
    app = join_app(app_class, spec, code)
    watch = RemoteWatch(engine, secrets, never_shown=[str(seed)])
    outcome: dict[str, Any] = {"code": code, "presses": 0}
    #: When a frame first showed the game with so many moves (for the latency).
    shown: dict[int, float] = {}
    #: Every notification the pane showed, with the move count it came at.
    notes: list[str] = []
    notify = app.notify

    def noting(message: str, **options: Any) -> None:
        notes.append(f"{app.move_count}: {message}")
        notify(message, **options)

    app.notify = noting  # type: ignore[method-assign]

    def note_frame(app: Any) -> None:
        if app.state is not None:
            shown.setdefault(app.move_count, time.time())

    def done() -> bool:
        state = app.state
        return state is not None and (engine.is_over(state) or engine.round_number(state) > ROUNDS)

    async def autopilot(pilot: Any) -> None:
        await pilot.pause(0.5)
        watch.watch(app)
        watch_frames(app, note_frame)
        keys = player(app, seed)
        deadline = time.monotonic() + TIMEOUT
        while not done() and time.monotonic() < deadline:
            key = keys()
            if key is None:
                await pilot.pause(0.02)
                continue
            await pilot.press(key)
            outcome["presses"] += 1
        await pilot.pause(0.5)
        outcome["moves"] = app.move_count  # (while the table is open)
        app.exit()

    app.run(auto_pilot=autopilot, headless=headless, size=(100, 30) if headless else None)
    state = app.state
    outcome.update(
        seat=own_seat(app),
        round=None if state is None else engine.round_number(state),
        over=state is not None and engine.is_over(state),
        frames=sum(watch.frames.values()),
        problems=watch.problems[:1],
        notes=notes[-10:],
        shown=shown,
    )
    with report.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(outcome) + "\n")


if __name__ == "__main__":
    main(
        sys.argv[1],
        sys.argv[2],
        int(sys.argv[3]),
        Path(sys.argv[4]),
        headless="headless" in sys.argv,
    )
