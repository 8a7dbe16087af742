"""Sinners computer players: ``heuristic`` and ``mcts`` (``random`` comes from shared)."""

from __future__ import annotations

from collections.abc import Mapping

from shared.engine.bots import COMMON_BOTS, Bot, BotFactory
from shared.engine.protocol import GameEngine
from sinners_tui.bots.heuristic import HeuristicBot
from sinners_tui.bots.mcts import SinnersMctsBot


def _heuristic(engine: GameEngine, seat: int, seed: int) -> Bot:
    return HeuristicBot(seed)


def _mcts(engine: GameEngine, seat: int, seed: int, seconds: float | None = None) -> Bot:
    if seconds is None:
        return SinnersMctsBot(seed=seed)
    return SinnersMctsBot(seed=seed, seconds=seconds)


#: Every bot kind of Sinners (named functions, so ``simulate`` workers can be sent them).
BOTS: Mapping[str, BotFactory] = {**COMMON_BOTS, "heuristic": _heuristic, "mcts": _mcts}
#: The kinds that search against a clock; their factories take ``seconds=``.
THINKING_BOTS = ("mcts",)

__all__ = ["BOTS", "THINKING_BOTS", "HeuristicBot", "SinnersMctsBot"]
