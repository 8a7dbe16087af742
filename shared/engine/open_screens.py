"""When a replay may open every seat's screen: only once the game is over.

While a game runs, each seat's secrets (money, goods, letters, bids, compartments, hands, the
Pope's die) and the seed stay behind that seat's own screen. Once it is over nothing is left to
hide, and watching every screen at once is how a table learns from a game. The replay screen and
``replay --transcript --open`` both ask here, so the rule and its sentence live in one place.
"""

from __future__ import annotations

from typing import Any, Final

from shared.engine.protocol import GameEngine

#: What a replay says when asked for open screens of a game that is not over.
OPEN_SCREENS_REFUSED: Final = (
    "Open screens show every seat's secrets, so they open only once the game is over."
)


def may_open_screens(engine: GameEngine, final_state: Any) -> bool:
    """Whether every seat's secrets may be shown: the record's last state ends the game."""
    return bool(engine.is_over(final_state))
