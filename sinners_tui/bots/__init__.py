"""Sinners computer players: ``heuristic`` and ``mcts`` (``random`` comes from shared).

The bots' modules are imported when a bot is first made (or named), not with this package:
the command line and the setup screen need only the kinds' names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from shared.engine.bots import COMMON_BOTS, Bot, BotFactory
from shared.engine.protocol import GameEngine

if TYPE_CHECKING:
    from sinners_tui.bots.heuristic import HeuristicBot
    from sinners_tui.bots.mcts import SinnersMctsBot


def _heuristic(engine: GameEngine, seat: int, seed: int) -> Bot:
    from sinners_tui.bots.heuristic import HeuristicBot

    return HeuristicBot(seed)


def _mcts(engine: GameEngine, seat: int, seed: int, seconds: float | None = None) -> Bot:
    from sinners_tui.bots.mcts import SinnersMctsBot

    if seconds is None:
        return SinnersMctsBot(seed=seed)
    return SinnersMctsBot(seed=seed, seconds=seconds)


#: Every bot kind of Sinners (named functions, so ``simulate`` workers can be sent them).
BOTS: Mapping[str, BotFactory] = {**COMMON_BOTS, "heuristic": _heuristic, "mcts": _mcts}
#: The kinds that search against a clock; their factories take ``seconds=``.
THINKING_BOTS = ("mcts",)


def __getattr__(name: str) -> object:
    if name == "HeuristicBot":
        from sinners_tui.bots.heuristic import HeuristicBot

        return HeuristicBot
    if name == "SinnersMctsBot":
        from sinners_tui.bots.mcts import SinnersMctsBot

        return SinnersMctsBot
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOTS", "THINKING_BOTS", "HeuristicBot", "SinnersMctsBot"]
