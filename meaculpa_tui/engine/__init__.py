"""The Mea Culpa rules engine (pure Python, no user interface).

Placeholder until the rules are written: it names the game and its seat range so the
command line and save files work.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shared.engine.errors import IllegalActionError

GAME_NAME = "meaculpa"
MIN_PLAYERS = 2
MAX_PLAYERS = 4

__all__ = ["GAME_NAME", "MAX_PLAYERS", "MIN_PLAYERS", "IllegalActionError"]


def _not_yet(*_args: Any, **_kwargs: Any) -> Any:
    raise NotImplementedError("the Mea Culpa rules engine is not written yet")


def new_game(players: Sequence[str], seed: int, **options: Any) -> Any:
    return _not_yet()


def parse_action(data: Mapping[str, Any]) -> Any:
    return _not_yet()


current_player = legal_actions = apply_action = view_for = is_over = winners = _not_yet
describe_action = _not_yet
