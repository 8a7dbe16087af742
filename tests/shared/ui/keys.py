"""What a player at the toy table would press next, for tests that play by keys."""

from __future__ import annotations

from collections.abc import Callable

from shared.ui import (
    BoardScreen,
    CurtainScreen,
    GameOverScreen,
    HotSeatApp,
    PlayerScreen,
    ResultsDialog,
    SinceScreen,
)


def toy_player(app: HotSeatApp, choice: str = "2") -> Callable[[], str | None]:
    """A key policy: lift curtains, read results, pick ``choice`` when deciding."""

    def next_key() -> str | None:
        screen = app.screen
        if isinstance(screen, CurtainScreen | SinceScreen | ResultsDialog):
            return "enter"
        deciding = app.awaiting is not None  # the table waits for a human's decision
        if isinstance(screen, PlayerScreen | BoardScreen) and deciding:
            return choice
        return None

    return next_key


def game_over(app: HotSeatApp) -> Callable[[], bool]:
    """Done when the game-over screen shows."""
    return lambda: isinstance(app.screen, GameOverScreen)
