"""Run by ``test_not_saved.py`` in a process that cannot write the data folder.

``python -m tests.shared.ui.not_saved_child`` with ``SINFUL_TABLES_DATA_DIR`` pointing at a
read-only folder (``toy/`` inside it holds one game saved earlier). It first proves that it
really cannot write there (as root, modes would be ignored), then starts the apps headless
the three ways people start them: the setup screen, ``--players`` and ``--resume``; each
plays a few moves, and the not-saved bar must be on the screen throughout. The two real
games start with ``--players`` and show their first curtain with the bar. Prints one
``ok ...`` line per check; any failure is an exception (exit status 1).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from shared.cli import LaunchRequest
from shared.ui import CurtainScreen, HotSeatApp, PlayerScreen, SetupScreen
from shared.ui.openings import ShowSetup, opening_for
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import TOY_SPEC, toy_app
from tests.ui_support import press_until, run_app, screen_text, wait_until

SIZE = (100, 30)
#: The words of the bar (the reason and folder follow).
NOT_SAVED = "This game is not being saved: permission denied"


def check_folder_is_read_only(base: Path) -> None:
    for folder in (base, base / "toy"):
        try:
            (folder / "probe").write_text("x")
        except PermissionError:
            continue
        raise AssertionError(f"{folder} is writable here: the test would prove nothing")
    print(f"ok the data folder cannot be written (uid {os.geteuid()})")


async def play_a_few_moves(app: HotSeatApp, pilot: object, moves: int = 3) -> None:
    start = len(app.record.actions)
    seen: set[str] = set()

    def done() -> bool:
        screen = app.screen
        if isinstance(screen, CurtainScreen | PlayerScreen):
            assert NOT_SAVED in " ".join(screen_text(app).split()), screen_text(app)
            seen.add(type(screen).__name__)
        return len(app.record.actions) >= start + moves

    await press_until(pilot, toy_player(app), done)  # type: ignore[arg-type]
    assert {"CurtainScreen", "PlayerScreen"} <= seen, seen
    assert app.not_saved is not None and NOT_SAVED in app.not_saved


async def from_the_setup_screen() -> None:
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert "Ann, Ben" in screen_text(app)  # the earlier game is listed (reading works)
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.record is not None, what="the game to start")
        await play_a_few_moves(app, pilot)
    print("ok setup screen: a new game plays, the bar shows")


async def with_players() -> None:
    app = toy_app(opening_for(TOY_SPEC, LaunchRequest(players=["Ann", "Ben"], seed=3)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.record is not None)
        await play_a_few_moves(app, pilot)
    print("ok --players: the game plays, the bar shows")


async def with_resume() -> None:
    opening = opening_for(TOY_SPEC, LaunchRequest(resume=True))
    app = toy_app(opening)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.record is not None)
        assert len(app.record.actions) == 2  # where the earlier game stopped
        # from the first screen, before any move: the game cannot be saved here
        await wait_until(
            pilot,
            lambda: (
                isinstance(app.screen, CurtainScreen)
                and NOT_SAVED in " ".join(screen_text(app).split())
            ),
            what="the bar on the first screen",
        )
        assert len(app.record.actions) == 2
        await play_a_few_moves(app, pilot)
    print("ok --resume: the bar shows from the first screen, the game plays on")


async def real_games() -> None:
    from meaculpa_tui.spec import game_spec as mea_spec
    from meaculpa_tui.ui.app import MeaCulpaApp
    from sinners_tui.spec import game_spec as sinners_spec
    from sinners_tui.ui.app import SinnersApp

    for app_class, spec in ((MeaCulpaApp, mea_spec()), (SinnersApp, sinners_spec())):
        request = LaunchRequest(players=["Ann", "Ben", "Cid"], seed=5)
        app = app_class(spec, opening_for(spec, request), bot_delay=0)
        async with run_app(app, SIZE) as pilot:
            await wait_until(pilot, lambda app=app: isinstance(app.screen, CurtainScreen))
            assert NOT_SAVED in " ".join(screen_text(app).split()), screen_text(app)
        print(f"ok {spec.title} --players: starts, the bar shows")


async def main() -> None:
    check_folder_is_read_only(Path(os.environ["SINFUL_TABLES_DATA_DIR"]))
    await from_the_setup_screen()
    await with_players()
    await with_resume()
    await real_games()


if __name__ == "__main__":
    asyncio.run(main())
