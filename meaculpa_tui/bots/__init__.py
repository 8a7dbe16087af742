"""Mea Culpa's computer players: ``heuristic`` and ``mcts`` (``random`` is shared)."""

from __future__ import annotations

from collections.abc import Mapping

from meaculpa_tui.bots.heuristic import HeuristicBot
from meaculpa_tui.bots.search import MeaCulpaMctsBot
from shared.engine.bots import COMMON_BOTS, Bot, BotFactory
from shared.engine.protocol import GameEngine


def _heuristic(engine: GameEngine, seat: int, seed: int) -> Bot:
    return HeuristicBot(seed)


def _mcts(engine: GameEngine, seat: int, seed: int, seconds: float | None = None) -> Bot:
    if seconds is None:
        return MeaCulpaMctsBot(seed)
    return MeaCulpaMctsBot(seed, seconds=seconds)


#: Every bot kind of Mea Culpa, for the command line and the setup screens.
BOTS: Mapping[str, BotFactory] = {**COMMON_BOTS, "heuristic": _heuristic, "mcts": _mcts}
#: The kinds that search against a clock; their factories take ``seconds=``.
THINKING_BOTS = ("mcts",)

__all__ = ["BOTS", "THINKING_BOTS", "HeuristicBot", "MeaCulpaMctsBot"]
