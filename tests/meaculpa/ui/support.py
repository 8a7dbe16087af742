"""Building Mea Culpa apps for the tests: fresh games, games played up to a point, key players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from meaculpa_tui import engine
from meaculpa_tui.engine.state import State
from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.engine.record import GameRecord
from shared.ui.openings import Opening, StartGame

#: The size every Mea Culpa UI test and snapshot runs at.
SIZE = (100, 30)


def start(record: GameRecord, seats: Sequence[str] | None = None) -> Opening:
    return StartGame(record, list(seats or ["human"] * len(record.players)))


def mea_app(opening: Opening, **kwargs: Any) -> MeaCulpaApp:
    """The app with bots that do not pause."""
    return MeaCulpaApp(game_spec(), opening, bot_delay=0, **kwargs)


def pending_is(kind: str) -> Callable[[State], bool]:
    return lambda state: engine.pending_decision(state) == kind
