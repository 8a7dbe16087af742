"""Screenshots of the toy game: a worked example of a game's ``shots()`` list."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from shared.ui import (
    CurtainScreen,
    GameOverScreen,
    HotSeatApp,
    PlayerScreen,
    ResultsDialog,
    RulesScreen,
    SinceScreen,
)
from shared.ui.openings import ShowSetup
from tests.shared.ui.screenshots import Shot, until
from tests.shared.ui.toy_app import near_end, start, toy_app


async def _curtain(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen), "the curtain")


async def _player(pilot: Pilot[Any]) -> None:
    await _curtain(pilot)
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, SinceScreen), "Ann's summary")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, PlayerScreen), "Ann's screen")


async def _announcement(pilot: Pilot[Any]) -> None:
    app = pilot.app
    assert isinstance(app, HotSeatApp)
    while not isinstance(app.screen, ResultsDialog):
        await until(
            pilot,
            lambda: isinstance(app.screen, CurtainScreen | SinceScreen) or app.awaiting is not None,
            "a decision",
        )
        await pilot.press("enter" if isinstance(app.screen, CurtainScreen | SinceScreen) else "2")
        await pilot.pause()


async def _game_over(pilot: Pilot[Any]) -> None:
    await _player(pilot)
    await pilot.press("2")
    await until(pilot, lambda: isinstance(pilot.app.screen, ResultsDialog), "the result")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen), "the end")


async def _rules(pilot: Pilot[Any]) -> None:
    await _curtain(pilot)
    await pilot.press("f1")
    await until(pilot, lambda: isinstance(pilot.app.screen, RulesScreen), "the rules")


def shots() -> list[Shot]:
    """The toy game's setup, curtain, player screen, a public result, the rules, the end."""
    return [
        Shot("toy-setup", lambda: toy_app(ShowSetup())),
        Shot("toy-curtain", lambda: toy_app(start()), _curtain),
        Shot("toy-player", lambda: toy_app(start()), _player),
        Shot("toy-announcement", lambda: toy_app(start(announce=True)), _announcement),
        Shot("toy-rules", lambda: toy_app(start()), _rules),
        Shot("toy-game-over", lambda: toy_app(near_end()), _game_over),
    ]
