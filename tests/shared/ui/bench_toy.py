"""The toy game as the UI benchmark's default subject (see benchmarks/bench_ui.py)."""

from __future__ import annotations

from collections.abc import Callable

from shared.ui import GameOverScreen, HotSeatApp
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import start, toy_app


def new_app() -> HotSeatApp:
    """Two people at the keyboard, so every turn passes the curtain."""
    return toy_app(start(["Ann", "Ben"], seed=7))


def next_key(app: HotSeatApp) -> Callable[[], str | None]:
    """Lift curtains, read results, add 1 (the longest games)."""
    return toy_player(app, "1")


def finished(app: HotSeatApp) -> bool:
    """The game is over."""
    return isinstance(app.screen, GameOverScreen)
