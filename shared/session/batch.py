"""Several engine actions of one seat that reach the engine together, as one move.

Some choices are made in steps in the screens but only count once they are sealed: a secret
bid of notches and taler is two engine actions, and a slip in the first must still be
correctable while the second is typed. The screens hold the steps and send them as one
:class:`ActionBatch` after the seat has confirmed the whole choice; the app applies all of them
or, if the engine refuses one, none (no record, no autosave, no log line before the seal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ActionBatch:
    """Engine actions of the deciding seat, applied in order as a single decision."""

    actions: tuple[Any, ...]


def actions_of(chosen: Any) -> tuple[Any, ...]:
    """The engine actions a screen's answer stands for (one, or a batch's)."""
    return chosen.actions if isinstance(chosen, ActionBatch) else (chosen,)
