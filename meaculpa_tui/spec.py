"""How Mea Culpa plugs into the shared command line: title, options, bots and how to start.

Kept apart from ``__main__`` so that tests, tools and the screens can ask for the game's
description without running the command, and apart from ``ui`` so that ``meaculpa simulate``
never loads a screen: :func:`launch` imports the app only when it is called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meaculpa_tui import engine
from meaculpa_tui.bots import BOTS, THINKING_BOTS
from shared.cli import GameOption, GameSpec, LaunchRequest

if TYPE_CHECKING:
    from meaculpa_tui.engine import Action, State
    from shared.engine.protocol import GameEngine
    from shared.engine.record import GameRecord
    from shared.engine.statistics import GameStatistics

    #: mypy checks the engine module against the whole protocol, with the game's own types
    #: (under ``TYPE_CHECKING``: the setup screen's first frame needs none of them).
    ENGINE: GameEngine[State, Action, State] = engine


def game_spec() -> GameSpec:
    """How Mea Culpa plugs into the shared command line."""
    return GameSpec(
        title="Mea Culpa",
        command="meaculpa",
        engine=engine,
        description="Mea Culpa, a hot-seat game for 2-4 players in the terminal.",
        options=[
            GameOption(
                name="sophisticated_penitent",
                flag="--sophisticated-penitent",
                help="variant for the Sophisticated Penitent: taking back a move is a petty "
                "sin (not for the Petty Sinner)",
                label="Sophisticated Penitent: taking back a move is a petty sin (not for the "
                "Petty Sinner)",
                named="Sophisticated Penitent",
            )
        ],
        rounds_of=engine.round_number,
        bots=dict(BOTS),
        thinking_bots=THINKING_BOTS,
        statistics=statistics,
        launch=launch,
        secrets_text=secrets_text,
    )


def statistics(record: GameRecord) -> GameStatistics:
    """The game's statistics of ``record`` (their module, of pydantic models, is imported only
    now: the first screen needs none of it)."""
    from meaculpa_tui.engine.statistics import game_statistics

    return game_statistics(record)


def secrets_text(view: Any, seat: int) -> str:
    """What ``seat``'s own screen shows, as plain text (``replay --transcript --open``); the
    screens' module is imported only now."""
    from meaculpa_tui.ui.private import purse_text

    return purse_text(view, seat).plain


def launch(request: LaunchRequest) -> int:
    """Start the app for a command-line request (its screens are imported only now)."""
    from meaculpa_tui.ui.app import MeaCulpaApp
    from shared.ui.launch import launch_app

    return launch_app(MeaCulpaApp, game_spec(), request)
