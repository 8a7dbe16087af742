"""Render screens to SVG files: the machinery behind ``screenshots/generate.py``.

A :class:`Shot` names a file, says how to build a fresh app and which pilot steps bring it
to the screen worth showing. Each game lists its shots in ``tests/<game>/ui/screenshots.py``
as a function ``shots() -> list[Shot]``; the script renders them all at a fixed size.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from shared.ui.screens.curtain import CurtainScreen
from shared.ui.screens.since import SinceScreen

#: Size of every screenshot (columns, rows): roomy enough to show a board well.
SHOT_SIZE = (120, 36)
#: Longest wait for a screen to appear before the shot fails.
STEP_TIMEOUT = 20.0

Steps = Callable[[Pilot[Any]], Awaitable[None]]


@dataclass(frozen=True)
class Shot:
    """One screenshot: ``<name>.svg``, made from ``app()`` after ``steps(pilot)``."""

    name: str
    app: Callable[[], App[Any]]
    steps: Steps | None = None
    size: tuple[int, int] = SHOT_SIZE
    title: str | None = None


async def until(pilot: Pilot[Any], condition: Callable[[], bool], what: str = "") -> None:
    """Let the app run until ``condition()`` holds (for use in a shot's steps)."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the screen never showed {what or 'what the shot needs'}")
        await pilot.pause(0.02)
    await pilot.pause()


async def until_screen(pilot: Pilot[Any], screen_type: type[Screen[Any]], what: str = "") -> None:
    """Let the app run until its active screen is a ``screen_type``."""
    await until(
        pilot, lambda: isinstance(pilot.app.screen, screen_type), what or screen_type.__name__
    )


async def lift_curtain(pilot: Pilot[Any], then: type[Screen[Any]], what: str = "") -> None:
    """Wait for the pass-the-keyboard curtain, lift it (Enter), read what happened since the
    seat's last decision if anything did (Enter), wait for a ``then`` screen."""
    await until_screen(pilot, CurtainScreen, "the curtain")
    await pilot.press("enter")
    await read_summary(pilot, then)
    await until_screen(pilot, then, what)


async def read_summary(pilot: Pilot[Any], then: type[Screen[Any]] | None = None) -> None:
    """Once the curtain is lifted: go on past the summary of what happened since the seat's
    last decision, when one shows (it shows only when something did)."""
    app = pilot.app
    wanted: tuple[type[Screen[Any]], ...] = (SinceScreen,) if then is None else (SinceScreen, then)
    await until(
        pilot,
        lambda: isinstance(app.screen, wanted) or getattr(app, "awaiting", None) is not None,
        "the seat's screen",
    )
    if isinstance(app.screen, SinceScreen):
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(app.screen, SinceScreen), "the seat's screen")


def replay_keys(*keys: str) -> Steps:
    """Steps for a replay's shot: wait for the replay, press ``keys`` (its jumps)."""
    from shared.ui.screens.replay import ReplayScreen

    async def steps(pilot: Pilot[Any]) -> None:
        await until_screen(pilot, ReplayScreen, "the replay")
        for key in keys:
            await pilot.press(key)
            await pilot.pause()

    return steps


async def summary(pilot: Pilot[Any]) -> None:
    """Steps for the shot of a summary: lift the curtain, wait for the summary."""
    await until_screen(pilot, CurtainScreen, "the curtain")
    await pilot.press("enter")
    await until_screen(pilot, SinceScreen, "what happened since the last decision")


async def render(shot: Shot, folder: Path) -> Path:
    """Run the shot's app headless, play its steps and write the SVG; returns the path."""
    app = shot.app()
    async with app.run_test(size=shot.size, notifications=True) as pilot:
        await pilot.pause()
        if shot.steps is not None:
            await shot.steps(pilot)
        await pilot.pause()
        svg = app.export_screenshot(title=shot.title or app.title)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{shot.name}.svg"
    target.write_text(svg, encoding="utf-8")
    return target


async def render_all(shots: Iterable[Shot], folder: Path, only: Sequence[str] = ()) -> list[Path]:
    """Render every shot (or those named in ``only``) into ``folder``."""
    chosen = [shot for shot in shots if not only or shot.name in only]
    return [await render(shot, folder) for shot in chosen]


async def scroll_to_statistics(pilot: Pilot[Any]) -> None:
    """On the game-over screen, scroll the statistics to the top of the box."""
    from textual.containers import VerticalScroll

    from shared.ui.widgets.statistics import StatisticsPanel

    await until(pilot, lambda: bool(pilot.app.screen.query(StatisticsPanel)), "the statistics")
    screen = pilot.app.screen
    box = screen.query_one("#game-over-box", VerticalScroll)
    box.scroll_to_widget(screen.query_one(StatisticsPanel), animate=False, top=True)
    await pilot.pause()
