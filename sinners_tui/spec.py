"""How Sinners plugs into the shared command line: title, options, bots and how to start.

Kept apart from ``__main__`` so that tests, tools and the screens can ask for the game's
description without running the command, and apart from ``ui`` so that ``sinners simulate``
never loads a screen: :func:`launch` imports the app only when it is called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from shared.cli import GameOption, GameSpec, LaunchRequest
from sinners_tui import engine
from sinners_tui.bots import BOTS, THINKING_BOTS

if TYPE_CHECKING:
    from shared.engine.protocol import GameEngine
    from shared.engine.record import GameRecord
    from shared.engine.statistics import GameStatistics
    from sinners_tui.engine import Action, State

    #: mypy checks the engine module against the whole protocol, with the game's own types
    #: (under ``TYPE_CHECKING``: the setup screen's first frame needs none of them).
    ENGINE: GameEngine[State, Action, State] = engine


def game_spec() -> GameSpec:
    """How Sinners plugs into the shared command line."""
    return GameSpec(
        title="Sinners",
        command="sinners",
        engine=engine,
        description="Sinners, a hot-seat game for 2-5 players in the terminal.",
        options=[
            GameOption(
                name="beginner",
                flag="--beginner",
                help="beginner variant: no Demons are summoned",
                named="beginner variant",
            )
        ],
        rounds_of=engine.round_number,
        bots=dict(BOTS),
        thinking_bots=THINKING_BOTS,
        statistics=statistics,
        launch=launch,
        secrets_text=secrets_text,
        has_round_cap=True,
    )


def statistics(record: GameRecord) -> GameStatistics:
    """The game's statistics of ``record`` (their module, of pydantic models, is imported only
    now: the first screen needs none of it)."""
    from sinners_tui.engine.statistics import game_statistics

    return game_statistics(record)


def secrets_text(view: Any, seat: int) -> str:
    """What ``seat``'s own screen shows, as plain text (``replay --transcript --open``); the
    screens' module is imported only now."""
    from sinners_tui.ui.private import hand_content

    return hand_content(view, seat).plain


def launch(request: LaunchRequest) -> int:
    """Start the app for a command-line request (its screens are imported only now)."""
    from shared.ui.launch import launch_app
    from sinners_tui.ui.app import SinnersApp

    return launch_app(SinnersApp, game_spec(), request)
