"""Mea Culpa's computer players: ``heuristic`` and ``mcts`` (``random`` is shared).

The bots' modules are imported when a bot is first made (or named), not with this package:
the command line and the setup screen need only the kinds' names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from shared.engine.bots import COMMON_BOTS, Bot, BotFactory
from shared.engine.protocol import GameEngine

if TYPE_CHECKING:
    from meaculpa_tui.bots.heuristic import HeuristicBot
    from meaculpa_tui.bots.search import MeaCulpaMctsBot


def _heuristic(engine: GameEngine, seat: int, seed: int) -> Bot:
    from meaculpa_tui.bots.heuristic import HeuristicBot

    return HeuristicBot(seed)


def _mcts(engine: GameEngine, seat: int, seed: int, seconds: float | None = None) -> Bot:
    from meaculpa_tui.bots.search import MeaCulpaMctsBot

    if seconds is None:
        return MeaCulpaMctsBot(seed)
    return MeaCulpaMctsBot(seed, seconds=seconds)


#: Every bot kind of Mea Culpa, for the command line and the setup screens.
BOTS: Mapping[str, BotFactory] = {**COMMON_BOTS, "heuristic": _heuristic, "mcts": _mcts}
#: The kinds that search against a clock; their factories take ``seconds=``.
THINKING_BOTS = ("mcts",)


def __getattr__(name: str) -> object:
    if name == "HeuristicBot":
        from meaculpa_tui.bots.heuristic import HeuristicBot

        return HeuristicBot
    if name == "MeaCulpaMctsBot":
        from meaculpa_tui.bots.search import MeaCulpaMctsBot

        return MeaCulpaMctsBot
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOTS", "THINKING_BOTS", "HeuristicBot", "MeaCulpaMctsBot"]
