"""Screenshots of the toy game: a worked example of a game's ``shots()`` list."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from shared.ui import CurtainScreen, HotSeatApp, PlayerScreen, ResultsDialog
from shared.ui.openings import ShowSetup
from shared.ui.screenshots import Shot, until
from tests.shared.ui.toy_app import start, toy_app


async def _curtain(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen), "the curtain")


async def _player(pilot: Pilot[Any]) -> None:
    await _curtain(pilot)
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, PlayerScreen), "Ann's screen")


async def _announcement(pilot: Pilot[Any]) -> None:
    app = pilot.app
    assert isinstance(app, HotSeatApp)
    while not isinstance(app.screen, ResultsDialog):
        await until(
            pilot,
            lambda: isinstance(app.screen, CurtainScreen) or app.awaiting is not None,
            "a decision",
        )
        await pilot.press("enter" if isinstance(app.screen, CurtainScreen) else "2")
        await pilot.pause()


def shots() -> list[Shot]:
    """The toy game's setup, curtain, player screen and a public result."""
    return [
        Shot("toy-setup", lambda: toy_app(ShowSetup())),
        Shot("toy-curtain", lambda: toy_app(start()), _curtain),
        Shot("toy-player", lambda: toy_app(start()), _player),
        Shot("toy-announcement", lambda: toy_app(start(announce=True)), _announcement),
    ]
