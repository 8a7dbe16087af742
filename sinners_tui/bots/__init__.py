"""Sinners computer players: ``heuristic`` and ``mcts`` (``random`` comes from shared)."""

from __future__ import annotations

from collections.abc import Mapping

from shared.engine.bots import COMMON_BOTS, BotFactory
from sinners_tui.bots.heuristic import HeuristicBot
from sinners_tui.bots.mcts import SinnersMctsBot

BOTS: Mapping[str, BotFactory] = {
    **COMMON_BOTS,
    "heuristic": lambda engine, seat, seed: HeuristicBot(seed),
    "mcts": lambda engine, seat, seed: SinnersMctsBot(seed=seed),
}

__all__ = ["BOTS", "HeuristicBot", "SinnersMctsBot"]
