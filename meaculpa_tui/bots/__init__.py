"""Mea Culpa's computer players: ``heuristic`` and ``mcts`` (``random`` is shared).

The bots' modules are imported when a bot is first made (``shared.engine.bots.LazyBot``), not
with this package: the command line and the setup screen need only the kinds' names.
"""

from __future__ import annotations

from collections.abc import Mapping

from shared.engine.bots import COMMON_BOTS, BotFactory, LazyBot

#: Every bot kind of the game, for the command line and the setup screens.
BOTS: Mapping[str, BotFactory] = {
    **COMMON_BOTS,
    "heuristic": LazyBot("meaculpa_tui.bots.heuristic:HeuristicBot"),
    "mcts": LazyBot("meaculpa_tui.bots.mcts:MeaCulpaMctsBot"),
}
#: The kinds that search against a clock; their factories take ``seconds=``.
THINKING_BOTS = ("mcts",)

__all__ = ["BOTS", "THINKING_BOTS"]
